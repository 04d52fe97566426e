"""The page in a real headless Chromium: ask across languages, check uploads, share links, phone width."""

from __future__ import annotations

import base64
import importlib.util
from pathlib import Path

import pytest

from referee.i18n import t
from referee.rulebooks import passage_index
from tests.server.cases import bad_field_case, legal_case

pytest.importorskip("selenium", reason="selenium is not installed (pip install -e '.[test]')")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.select import Select  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
WAIT = 60  # seconds; the first question may load the search index


def wait_for(driver, css: str):
    return WebDriverWait(driver, WAIT).until(ec.presence_of_element_located((By.CSS_SELECTOR, css)))


def ask(driver, base: str, question: str, game: str, lang: str) -> list:
    driver.get(f"{base}/?lang={lang}")
    driver.find_element(By.ID, "q").send_keys(question)
    Select(driver.find_element(By.ID, "game")).select_by_value(game)
    driver.find_element(By.ID, "ask-button").click()
    wait_for(driver, "#results")
    return driver.find_elements(By.CSS_SELECTOR, "#results article.result")


def upload(driver, base: str, file: Path, lang: str = "en") -> None:
    driver.get(f"{base}/?lang={lang}")
    driver.find_element(By.ID, "position").send_keys(str(file))
    driver.find_element(By.ID, "check-button").click()


def test_a_question_in_russian_finds_the_spanish_passage(browser, live_server, lookup_ready):
    question = "Можно ли соединить два незаконченных пути, если на обоих стоят гномы?"
    cards = ask(browser, live_server, question, "gnome-hollow", "ru")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    assert cards, "no answer card"
    # a Spanish passage, as a card of its own or as the same rule under a Dutch card
    spanish = browser.find_elements(By.CSS_SELECTOR, "#results [data-passage-id^='gnome-hollow/es/']")
    assert spanish, [c.get_attribute("data-passage-id") for c in cards]
    shown = spanish[0]
    pid = shown.get_attribute("data-passage-id")
    assert shown.get_attribute("lang") == "es" or shown.get_attribute("data-lang") == "es"
    assert pid in shown.text and "Испанский" in shown.text  # the passage's language, named in the page's
    # it shows the passage's own words, as the corpus has them
    assert passage_index()[pid].text in shown.get_attribute("textContent")


def test_a_bad_upload_shows_the_field_path(browser, live_server, tmp_path):
    case = bad_field_case()
    if case is None:
        pytest.skip("no game engine loads in this tree yet")
    text, path = case
    file = tmp_path / "broken-position.yaml"
    file.write_text(text, encoding="utf-8")
    upload(browser, live_server, file)
    error = wait_for(browser, "#check-error")
    assert path in error.text
    assert "broken-position.yaml" in error.text
    assert "unknown field" in error.text
    assert not browser.find_elements(By.ID, "verdict")


def test_a_legal_upload_shows_the_verdict_with_its_quote_and_a_share_link_reproduces_it(browser, live_server, tmp_path):
    case = legal_case()
    if case is None:
        pytest.skip("no engine gives a legal, quoted verdict from its template yet")
    file = tmp_path / "legal.yaml"
    file.write_text(case.text, encoding="utf-8")
    upload(browser, live_server, file, lang="en")
    verdict = wait_for(browser, "#verdict")
    assert verdict.get_attribute("data-verdict") == "legal"
    assert t("verdict.legal", "en").lower() in verdict.text.lower()
    quotes = [q.get_attribute("textContent") for q in verdict.find_elements(By.CSS_SELECTOR, "blockquote")]
    for reason in case.verdict["reasons"]:
        for c in reason["citations"]:
            assert any(c["quote"] in q and c["passage_id"] in q for q in quotes), c
    # the address of the verdict is the share link: a fresh load (in Dutch) gives the same ruling
    link = browser.find_element(By.ID, "share-ruling").get_attribute("href")
    browser.get("about:blank")
    browser.get(link.replace("lang=en", "lang=nl"))
    again = wait_for(browser, "#verdict")
    assert again.get_attribute("data-verdict") == "legal"
    assert t("verdict.legal", "nl").lower() in again.text.lower()
    assert {r.get_attribute("data-rule-id") for r in again.find_elements(By.CSS_SELECTOR, ".reason")} == {
        r["rule_id"] for r in case.verdict["reasons"]
    }


def test_the_page_works_without_javascript(browser, live_server):
    case = legal_case()
    if case is None:
        pytest.skip("no engine gives a legal, quoted verdict from its template yet")
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        browser.get(f"{live_server}/?lang=es")
        browser.find_element(By.ID, "text").send_keys(case.text)
        browser.find_element(By.ID, "check-button").click()
        verdict = wait_for(browser, "#verdict")
        assert verdict.get_attribute("data-verdict") == "legal"
        assert t("verdict.legal", "es").lower() in verdict.text.lower()
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_phone_width_has_no_horizontal_scrolling(phone, live_server, request):
    """At 360 px: the answers, a verdict and the forms fit; a screenshot goes to artifacts/."""
    case = legal_case()
    asked = importlib.util.find_spec("referee.index.search") is not None
    if asked:
        request.getfixturevalue("lookup_ready")
        ask(phone, live_server, "¿Puedo conectar dos caminos con gnomos?", "gnome-hollow", "es")
    else:
        phone.get(f"{live_server}/?lang=es")
    if case is not None:
        phone.find_element(By.ID, "text").send_keys(case.text)
        phone.find_element(By.ID, "check-button").click()
        wait_for(phone, "#verdict")
        # the question stays on the page beside the ruling (the address carries both)
        assert bool(phone.find_elements(By.CSS_SELECTOR, "#results article.result")) == asked
    width = phone.execute_script("return window.innerWidth")
    assert width == 360
    scroll = phone.execute_script("return document.documentElement.scrollWidth")
    assert scroll <= width, f"page is {scroll} px wide at a {width} px screen"
    wide = phone.execute_script(
        "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > "
        "window.innerWidth + 1).map(e => e.tagName + '.' + e.className).slice(0, 5)"
    )
    assert not wide, wide
    height = phone.execute_script("return document.documentElement.scrollHeight")
    shot = phone.execute_cdp_cmd(
        "Page.captureScreenshot",
        {"captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": 360, "height": height, "scale": 1}},
    )
    ARTIFACTS.mkdir(exist_ok=True)
    out = ARTIFACTS / "serve-phone-360.png"
    out.write_bytes(base64.b64decode(shot["data"]))
    assert out.stat().st_size > 10_000
