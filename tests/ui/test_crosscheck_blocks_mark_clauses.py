"""Under ids + 60 columns (100 columns for Queen's Garden es/nl) the cross-check prints each pair as a block. The
block view gave neither the flagged clause's highlight nor the translation's file line, which the side-by-side
table gives: a translator at a 100-column terminal read "negation-differs" under a 300-character passage with
nothing marked (new-user walk (c), newuser14)."""

from __future__ import annotations

import os
import subprocess
import sys

MINE = (
    "Azul: De Tuin van de Koningin\n\n"
    "Je betaalt door zeshoeken uit je opslag af te leggen (inclusief de tegel die je legt) gelijk aan de kosten; alle "
    "afgelegde zeshoeken moeten hetzelfde patroon in verschillende kleuren of dezelfde kleur in verschillende "
    "patronen hebben, identieke dubbele zijn niet toegestaan, en je mag jokers gebruiken om de nodige zeshoeken te "
    "vervangen (en een joker mag ook in je tuin gelegd worden) (Spelregels, p. 3).\n"
)
MARK = "\x1b[1;30;43m"  # HIGHLIGHT, "bold black on yellow"


def test_the_block_view_marks_the_flagged_clauses_and_names_the_files_line(tmp_path):
    mine = tmp_path / "mine.nl.txt"
    mine.write_text(MINE, encoding="utf-8")
    env = {**os.environ, "COLUMNS": "100", "FORCE_COLOR": "1", "TERM": "xterm", "LANG": "nl_NL.UTF-8"}
    env.pop("NO_COLOR", None)
    args = ["crosscheck", "queens-garden", "--langs", "es,nl", "--file", str(mine)]
    r = subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    block = r.stdout.split("negation-differs")[0]
    assert "queens-garden/nl/azul-de-tuin-van-de-koningin/1" in block and "regel 3" in block, block
    assert block.count(MARK) >= 2, block  # the clause on each side
    marked = [part.split("\x1b[0m", 1)[0] for part in block.split(MARK)[1:]]
    assert any("un comodín" in m for m in marked) and any("een joker mag ook" in m for m in marked), marked
