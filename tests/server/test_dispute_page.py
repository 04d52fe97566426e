"""The phone page's guided dispute (`/dispute`), in a real headless Chromium at 360 px and over WSGI: game and
move, one question per page, the cited verdict; in the four languages; without JavaScript; a share link that
reproduces it; page loads counted and each step timed. The partial game of tests/ui/dispute_game stands in for
Solstis (the real engines become partial in their own time), so the Russian dialogue is a Solstis capture
quoting the real Russian rulebook."""

from __future__ import annotations

import base64
import time
from pathlib import Path
from statistics import median
from urllib.parse import urlencode

import pytest

from referee.engine import registry
from referee.i18n import t
from referee.server.dispute_page import shown_value
from tests.engine.disputes import oracle, settle
from tests.ui.dispute_game import ENGINE

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"
WAIT = 30
ANSWERS = {"move.tile": "7R", "position.facts.queue-matches": "1"}
QUESTION = {
    "en": "Is the tile in your hand?",
    "es": "¿Está la loseta en tu mano?",
    "nl": "Zit de tegel in je hand?",
    "ru": "Этот тайл у вас в руке?",
}
QUOTE = "Если значение или цвет этого тайла совпадают с значением или цветом одного из открытого тайла в очереди"


@pytest.fixture
def dispute_game(monkeypatch):
    monkeypatch.setitem(registry._loaded, "solstis", ENGINE)
    return ENGINE


def _get(client, url: str):
    return client.get(url, headers={"Host": "localhost"})


def test_the_dispute_over_wsgi_reaches_the_verdict_and_its_address_reproduces_it(client, dispute_game):
    start = _get(client, "/dispute?lang=nl")
    html = start.get_data(as_text=True)
    assert start.status == "200 OK" and 'name="move.type" value="play"' in html and "een tegel spelen" in html
    query = [("lang", "nl"), ("game", "solstis"), ("move.type", "play"), ("move.tile", "7R")]
    query += [("position.facts.in-hand", "yes"), ("position.facts.queue-matches", "0")]
    query += [("position.facts.deck-top-matches", "no")]
    done = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
    assert 'data-verdict="legal"' in done and "solstis.disputetest.second-chance" in done
    assert "deck-top-matches: false" in done  # the position the answers built, to copy or open
    assert 'id="check-it"' in done


def test_the_garden_cell_field_says_how_a_cell_is_written(client):
    """Queen's Garden's "Куда в саду вы его кладёте?" was a bare text box: nothing said a cell is two numbers
    (new-user walk, newuser14)."""
    query = [("lang", "ru"), ("game", "queens-garden"), ("move.type", "place"), ("move.hex", "joker")]
    html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
    assert 'data-fact="move.at"' in html and 'class="hint">пишется так: 0,0</small>' in html, html
    # a word for the cell is refused at the question, saying what a cell is ("(и ещё 1)" came from the engine)
    html = _get(client, "/dispute?" + urlencode([*query, ("move.at", "середина")])).get_data(as_text=True)
    assert "ответьте целыми числами, так: 0,0" in html and "и ещё 1" not in html, html


def test_the_real_solstis_capture_is_stated_with_the_tile_and_settled_in_russian(client):
    """The capture a player disputes is an optional field of the play: the tile's page offers it, in Russian."""
    query = [("lang", "ru"), ("game", "solstis"), ("move.type", "play")]
    html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
    assert "Какой тайл из руки вы играете?" in html and 'name="opt:move.capture"' in html
    assert "пишется так: 3_5" in html  # how a tile is written, before the player guesses "красная 5"
    query += [("move.tile", "6_5"), ("opt:move.capture", "6_4"), ("opt:move.rainbow", "")]
    for _ in range(6):
        html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
        if 'data-step="verdict"' in html:
            break
        fact = html.split('data-fact="', 1)[1].split('"', 1)[0]
        # the tile is in hand; 6_4 is not face up in the queue (it lies under another tile)
        query.append((fact, "no" if "face-up" in fact else "yes"))
    assert 'data-verdict="illegal"' in html and "solstis.capture" in html
    assert "Какой тайл очереди он захватывает?" in html  # the story so far shows the optional answer


def test_a_bad_answer_asks_the_question_again_saying_why(client, dispute_game):
    query = urlencode({"lang": "es", "game": "solstis", "move.type": "play", "move.tile": "7R"})
    html = _get(client, f"/dispute?{query}&position.facts.in-hand=quiz%C3%A1s").get_data(as_text=True)
    assert 'id="answer-error"' in html and "responde sí o no" in html
    assert 'data-fact="position.facts.in-hand"' in html


def test_a_value_the_engine_refuses_is_asked_again(client, dispute_game):
    query = urlencode({"lang": "en", "game": "solstis", "move.type": "play", "move.tile": "seven"})
    html = _get(client, f"/dispute?{query}").get_data(as_text=True)
    assert 'data-fact="move.tile"' in html and 'id="answer-error"' in html and 'value="seven"' in html


def test_an_unknown_game_is_a_clear_400(client):
    r = _get(client, "/dispute?lang=en&game=chess&move.type=play")
    assert r.status_code == 400 and 'id="dispute-error"' in r.get_data(as_text=True)


def test_too_many_answers_are_refused(client, dispute_game):
    query = urlencode([("lang", "en"), ("game", "solstis")] + [(f"position.facts.x{i}", "1") for i in range(50)])
    assert _get(client, f"/dispute?{query}").status_code == 400


def test_each_step_answers_quickly_over_wsgi(client, dispute_game):
    """The flow of the browser test as plain requests: the median step well under the 0.5 s target."""
    steps = [[("lang", "ru"), ("game", "solstis"), ("move.type", "play")]]
    for k, v in [*ANSWERS.items(), ("position.facts.in-hand", "yes"), ("position.facts.matched-by", "colour")]:
        steps.append([*steps[-1], (k, v)])
    _get(client, "/dispute?" + urlencode(steps[-1]))  # warm (engine loaded, templates compiled)
    times = []
    for q in steps:
        t0 = time.perf_counter()
        assert _get(client, "/dispute?" + urlencode(q)).status_code == 200
        times.append(time.perf_counter() - t0)
    assert median(times) < 0.5, times


# --- the real browser ----------------------------------------------------------------------------


def _wait(driver, css: str):
    """The element once the page that has it is there. A look made while the click's navigation is under way is
    aborted by Chrome ("aborted by navigation": a WebDriverException, not NoSuchElement): looked again, as
    while the old page still stood (it failed CI once at random, on a loaded machine)."""
    from selenium.common.exceptions import NoSuchElementException, WebDriverException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, WAIT, ignored_exceptions=(NoSuchElementException, WebDriverException))
    return wait.until(ec.presence_of_element_located((By.CSS_SELECTOR, css)))


def _capture_answer(fact: str):
    """The stand-in's capture: tile 7R, in hand, one queue tile matches, by colour."""
    return {"move.type": "play", "move.tile": "7R", "position.facts.in-hand": True}.get(
        fact, {"position.facts.queue-matches": 1, "position.facts.matched-by": ["colour"]}.get(fact)
    )


def _answer_field(form, kind: str, value) -> None:
    """Fill the question's field with ``value`` as a player would: a radio, checkboxes, or typing."""
    from selenium.webdriver.common.by import By

    if kind == "yes_no":
        form.find_element(By.CSS_SELECTOR, f"input[value='{'yes' if value else 'no'}']").click()
    elif kind == "one_of":
        form.find_element(By.CSS_SELECTOR, f"input[type=radio][value='{value}']").click()
    elif kind == "several_of":
        for v in value:
            form.find_element(By.CSS_SELECTOR, f"input[type=checkbox][value='{v}']").click()
    else:
        form.find_element(By.ID, "answer").send_keys(shown_value(value, "en"))


WALL: list[float] = []
SERVED = "return performance.getEntriesByType('navigation')[0].serverTiming.map(e => e.duration)"


def _play(driver, base: str, lang: str, game: str = "solstis", answer=_capture_answer) -> tuple[int, list[float]]:
    """Game and move, then every question as the page asks it, by clicking and typing: (page loads, seconds
    per step the server took to answer, from its Server-Timing; ``WALL`` gets each step from the click to
    the next page, the browser's own work and this machine's other load included)."""
    from selenium.webdriver.common.by import By

    loads, times = 1, []
    WALL.clear()
    driver.get(f"{base}/dispute?lang={lang}")
    click = _wait(driver, f"form[data-game='{game}'] button[data-move='{answer('move.type')}']")
    for n in range(1, 12):
        t0 = time.perf_counter()
        click.click()
        loads += 1
        _wait(driver, f"main#dispute[data-answered='{n}']")  # the next page: one answer more
        WALL.append(time.perf_counter() - t0)
        served = driver.execute_script(SERVED)  # [ms] from the Server-Timing header
        times.append(served[0] / 1000 if served else WALL[-1])
        if driver.find_elements(By.ID, "verdict"):
            return loads, times
        form = driver.find_element(By.ID, "question")
        _answer_field(form, form.get_attribute("data-kind"), answer(form.get_attribute("data-fact")))
        click = driver.find_element(By.ID, "next")
    raise AssertionError("no verdict after 11 steps")


@pytest.mark.parametrize("lang", ["en", "es", "nl", "ru"])
def test_a_phone_settles_a_solstis_capture_in_its_language(phone, live_server, dispute_game, lang):
    from selenium.webdriver.common.by import By

    loads, times = _play(phone, live_server, lang)
    # game + move (one tap), the tile, then the engine's three questions: six page loads in all
    assert loads <= 6, loads
    assert median(times) < 0.5, (times, WALL)
    assert median(WALL) < 3, WALL  # click to next page in the browser: loose, the machine is shared
    verdict = phone.find_element(By.ID, "verdict")
    assert verdict.get_attribute("data-verdict") == "legal"
    assert t("verdict.legal", lang).lower() in verdict.text.lower()
    assert QUOTE in verdict.get_attribute("textContent")  # cited verbatim, from the Russian text
    asked = phone.find_element(By.ID, "asked").text
    assert QUESTION[lang] in asked  # the questions were asked in the page's language
    assert phone.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
    scroll = phone.execute_script("return document.documentElement.scrollWidth")
    assert scroll <= 360, f"page is {scroll} px wide at 360 px"
    if lang == "ru":  # the capture of the "done when": a Russian dialogue on Solstis
        height = phone.execute_script("return document.documentElement.scrollHeight")
        shot = phone.execute_cdp_cmd(
            "Page.captureScreenshot",
            {"captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": 360, "height": height, "scale": 1}},
        )
        ARTIFACTS.mkdir(exist_ok=True)
        out = ARTIFACTS / "dispute-solstis-ru-360.png"
        out.write_bytes(base64.b64decode(shot["data"]))
        assert out.stat().st_size > 10_000


def test_the_share_link_reproduces_the_verdict_in_another_language(browser, live_server, dispute_game):
    from selenium.webdriver.common.by import By

    _play(browser, live_server, "ru")
    link = browser.find_element(By.ID, "share-dispute").get_attribute("href")
    rules = {r.get_attribute("data-rule-id") for r in browser.find_elements(By.CSS_SELECTOR, "#verdict .reason")}
    browser.get("about:blank")
    browser.get(link.replace("lang=ru", "lang=es"))
    again = _wait(browser, "#verdict")
    assert again.get_attribute("data-verdict") == "legal"
    assert t("verdict.legal", "es").lower() in again.text.lower()
    assert {r.get_attribute("data-rule-id") for r in again.find_elements(By.CSS_SELECTOR, ".reason")} == rules


def test_the_dispute_works_without_javascript(browser, live_server, dispute_game):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        loads, _ = _play(browser, live_server, "nl")
        assert loads <= 6
        assert _wait(browser, "#verdict").get_attribute("data-verdict") == "legal"
    finally:
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


REAL_CAPTURE = {"dispute": "Can I capture a queue tile of my tile's colour?", "scenario": "capture-same-colour"}


def test_a_russian_dialogue_on_the_real_solstis_capture(phone, live_server):
    """The real Solstis once its positions are partial: the capture settled on the page, in Russian, with the
    full scenario's verdict, in at most six page loads."""
    settled = settle("solstis", REAL_CAPTURE)
    if not settled.same or len(settled.asked) > 3:
        pytest.skip(f"Solstis positions are not partial yet ({settled.problem or settled.asked})")
    answer, expected = oracle("solstis", REAL_CAPTURE)
    loads, times = _play(phone, live_server, "ru", "solstis", answer)
    assert loads <= 6 and median(times) < 0.5, (loads, times)
    from selenium.webdriver.common.by import By

    verdict = phone.find_element(By.ID, "verdict")
    assert verdict.get_attribute("data-verdict") == expected
    assert t(f"verdict.{expected}", "ru").lower() in verdict.text.lower()
    height = phone.execute_script("return document.documentElement.scrollHeight")
    shot = phone.execute_cdp_cmd(
        "Page.captureScreenshot",
        {"captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": 360, "height": height, "scale": 1}},
    )
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "dispute-real-solstis-ru-360.png").write_bytes(base64.b64decode(shot["data"]))


def test_a_real_queens_garden_dispute_on_the_page(client):
    """Queen's Garden is partial: "may I leave one hexagon of my colour behind?" -- the move in the address,
    the engine's two questions, then the illegal verdict quoting the Spanish text."""
    query = [("lang", "ru"), ("game", "queens-garden"), ("move.type", "acquire"), ("move.colour", "red")]
    query += [("move.take", "[{hex: red/rose, from: 'display[0]'}]"), ("position.facts.take-kind:0", "tile")]
    query += [("position.facts.left-behind", "yes")]
    html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
    assert 'data-verdict="illegal"' in html and "queens-garden.acquire.take-all" in html
    assert 'lang="es"' in html  # the quote in the text's own language


def test_a_cell_typed_with_a_comma_is_two_numbers_and_a_malformed_move_value_is_asked_again(client):
    """As a player types them on the real Queen's Garden: "0,0" is a cell (two whole numbers); a hexagon typed in
    a form the engine refuses ("red-1") brings its own question back with the reason, the other answers kept."""
    base = [("lang", "es"), ("game", "queens-garden"), ("move.type", "place")]
    ok = _get(client, "/dispute?" + urlencode([*base, ("move.hex", "red/rose"), ("move.at", "0,0")]))
    assert ok.status == "200 OK" and 'data-step="question"' in ok.get_data(as_text=True)
    bad = _get(client, "/dispute?" + urlencode([*base, ("move.hex", "red-1"), ("move.at", "0,0")]))
    html = bad.get_data(as_text=True)
    assert bad.status == "200 OK" and 'data-fact="move.hex"' in html and 'id="answer-error"' in html
    assert "red-1" in html and 'name="move.at" value="0,0"' in html


def test_a_queens_garden_placement_asks_the_payment_and_settles_what_the_player_paid(client):
    """The payment is the player's to state, not assumed: the placement's page offers it (in Spanish) beside
    the cell; a stated payment that meets the cost is legal, an unstated one is asked when the cost needs it
    (and answered "none", the tile alone, is refused)."""
    base = [("lang", "es"), ("game", "queens-garden"), ("move.type", "place"), ("move.hex", "red/lily")]
    html = _get(client, "/dispute?" + urlencode(base)).get_data(as_text=True)
    assert 'name="opt:move.pay"' in html and "¿Qué otros hexágonos de tu almacén descartas para pagar?" in html
    assert 'name="opt:move.jokers"' in html

    def verdict(pay: str) -> str:
        query = [*base, ("move.at", "0,0"), ("opt:move.pay", pay), ("opt:move.jokers", "")]
        for _ in range(8):
            html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
            if 'data-step="verdict"' in html:
                return html
            fact = html.split('data-fact="', 1)[1].split('"', 1)[0]
            # the tile and its payment are in storage, a lily costs 2, the cell is alone, nobody has passed
            asked.append(fact)
            answer = {"position.config.pattern_values.lily": "2", "position.facts.has-passed": "no"}.get(fact)
            answer = {"move.pay": "", "move.jokers": "0"}.get(fact, answer)
            query.append((fact, answer if answer is not None else ("alone" if "cell" in fact else "yes")))
        raise AssertionError("no verdict")

    asked: list[str] = []

    paid = verdict("red/rose")
    assert 'data-verdict="legal"' in paid and "queens-garden.pay.cost" in paid
    assert "move.pay" not in asked
    asked.clear()
    unpaid = verdict("")
    assert 'data-verdict="illegal"' in unpaid and "queens-garden.pay.cost" in unpaid
    assert "move.pay" in asked and asked.index("move.pay") < asked.index("move.jokers")
    assert asked.index("move.jokers") < asked.index("position.facts.holds-payment")  # the payment, then its storage


def test_a_dutch_gnome_hollow_choice_is_shown_by_its_dutch_name_on_a_phone(phone, live_server):
    """The turn-step question of a gnome move, at 360 px: each option is its Dutch meaning (the id it sends stays
    the value), wholly visible (wrapped, not cut), and picking one goes on to the engine's next question."""
    from selenium.webdriver.common.by import By

    query = [("lang", "nl"), ("game", "gnome-hollow"), ("move.type", "gnome"), ("move.player", "red")]
    query += [("move.to", "{at: path, tile: [1, 0], path: 0}")]
    phone.get(f"{live_server}/dispute?" + urlencode(query))
    form = _wait(phone, "form#question[data-fact='position.facts.turn-step']")
    options = form.find_elements(By.CSS_SELECTOR, "input[type=radio]")
    values = [o.get_attribute("value") for o in options]
    assert values[:2] == ["place", "gnome"]  # the ids the position file writes
    text = form.text
    assert "diens beurt, nog geen tegels gelegd" in text and "het spel is voorbij" in text
    assert "final-other" not in text and "place:" not in text  # no English id shown
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 360
    clipped = phone.execute_script(
        "return [...document.querySelectorAll('#question label')].filter(l => l.scrollWidth > l.clientWidth + 1)"
        ".map(l => l.textContent)"
    )
    assert not clipped, clipped
    options[1].click()
    phone.find_element(By.ID, "next").click()
    _wait(phone, "form#question[data-fact='position.facts.gnome-moves:red:0']")
    shot = phone.execute_cdp_cmd("Page.captureScreenshot", {})
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "dispute-gnome-hollow-nl-360.png").write_bytes(base64.b64decode(shot["data"]))


def test_a_gnomes_sales_are_offered_on_the_page_and_asked_one_by_one(client):
    """The page offers how many sales a gnome at the market makes beside the move's question (in Dutch), then asks
    each sale's colour and count; two of one colour are refused (the dispute players could not ask before)."""
    base = [("lang", "nl"), ("game", "gnome-hollow"), ("move.type", "gnome"), ("move.player", "red")]
    html = _get(client, "/dispute?" + urlencode(base)).get_data(as_text=True)
    assert 'data-fact="move.to"' in html and 'name="opt:choose:count:move.sales"' in html
    query = [*base, ("move.to", "{at: market}"), ("opt:choose:count:move.sales", "2")]
    given = {"move.sales[0].colour": "blue", "move.sales[0].count": "3", "move.sales[1].colour": "blue"}
    given |= {"move.sales[1].count": "2", "position.facts.turn-step": "gnome", "position.facts.gnome-moves:red:0": "ja"}
    asked = []
    for _ in range(10):
        html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
        if 'data-step="verdict"' in html:
            break
        fact = html.split('data-fact="', 1)[1].split('"', 1)[0]
        asked.append(fact)
        query.append((fact, given[fact]))
    assert asked[:1] == ["move.sales[0].colour"] and "Verkoop 1: welke kleur" in _get(
        client, "/dispute?" + urlencode([*base, ("move.to", "{at: market}"), ("opt:choose:count:move.sales", "2")])
    ).get_data(as_text=True)
    assert 'data-verdict="illegal"' in html and "gnome-hollow.gnomes.market-two-sales" in html


def test_a_verdicts_quotes_name_their_language_in_the_pages(client):
    """A Dutch verdict page labelled every English quote "English" (found by the session-21 new-user tester): the
    badge is the language's name in Dutch, as the answers' badges are; the language switch keeps the endonyms."""
    query = [("lang", "nl"), ("game", "mycelium"), ("move.type", "attack"), ("move.target", "e5")]
    query += [("move.attacker_card", "Blue Oyster"), ("position.active", "blue"), ("position.phase", "action")]
    query += [("position.facts.reach:blue-e5", "neither"), ("position.facts.variants", "")]
    html = _get(client, "/dispute?" + urlencode(query)).get_data(as_text=True)
    assert 'data-step="verdict"' in html
    assert '<span class="badge">Engels</span>' in html and '<span class="badge">English</span>' not in html
    assert ">English<" in html  # the switch to English, named in English
