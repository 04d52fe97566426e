// Small comforts on top of a page that works without JavaScript: copy a share link in one tap, and show
// an uploaded file's text in the box so the player sees what is being checked.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  for (const link of document.querySelectorAll("a.share-link")) {
    if (!navigator.clipboard) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "⧉";
    button.title = link.textContent;
    button.addEventListener("click", async () => {
      await navigator.clipboard.writeText(link.dataset.base + link.getAttribute("href"));
      button.textContent = "✓";
    });
    link.after(button);
  }
  const file = document.getElementById("position");
  const text = document.getElementById("text");
  if (file && text) {
    file.addEventListener("change", async () => {
      const chosen = file.files && file.files[0];
      if (chosen && chosen.size < 256 * 1024) text.value = await chosen.text();
    });
  }
});
