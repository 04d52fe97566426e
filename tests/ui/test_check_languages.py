"""`referee check` in the players' language: headings, verdict words, statements; quotes verbatim, the asked
language first, and a rule without text in that language says which text is its only source."""

import json
import re

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.core.citations import facts
from referee.engine.registry import available_engines, engine_for
from tests.ui.conftest import write

runner = CliRunner()

ILLEGAL_POS = "game: solstis\nposition:\n  hand: [3B]\n  queue: [7B]\nmove: {type: play, tile: 7R}\n"
LEGAL_POS = "game: solstis\nposition:\n  hand: [7R]\n  queue: [5R, 2B]\nmove: {type: play, tile: 7R}\n"
NO_CAPTURE_POS = "game: solstis\nposition:\n  hand: [7R]\n  queue: [5B]\nmove: {type: play, tile: 7R}\n"
HAND_QUOTE = "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."


def check(*args):
    return runner.invoke(app, ["check", *map(str, args)])


def test_russian_ui_words_and_russian_quotes(fake_solstis, tmp_path):
    r = check(write(tmp_path, "p.yaml", ILLEGAL_POS), "--lang", "ru")
    assert r.exit_code == 1, r.output
    out = r.output
    assert "ЗАПРЕЩЕНО" in out and "Почему" in out and "нашими словами" in out
    assert "В свой ход вы играете тайл из руки." in out  # the statement, in Russian
    assert HAND_QUOTE in " ".join(out.split()) or "из своей руки" in out  # the verbatim quote
    assert "ILLEGAL" not in out and "Why" not in out
    # every word a Russian reader sees is Russian: the engine's message comes from the Russian catalogue
    assert "тайла 7R нет в руке" in out and "tile 7R is not in the hand" not in out
    # a Russian reader is not told that the Russian text is missing
    assert "Нет текста" not in out


def test_spanish_ui_with_the_russian_quote_marked_as_the_only_source(fake_solstis, tmp_path):
    r = check(write(tmp_path, "p.yaml", ILLEGAL_POS), "--lang", "es")
    assert r.exit_code == 1, r.output
    flat = " ".join(r.output.split())
    assert "ILEGAL" in flat and "Por qué" in flat
    assert "En tu turno juegas una loseta de tu mano." in flat
    assert "[ru]" in flat and "из своей руки" in flat
    assert "No hay texto en español para esta regla: el texto en ruso es la única fuente." in flat
    # the engine's own message, in Spanish from the catalogue
    assert "la loseta 7R no está en la mano" in flat and "tile 7R is not in the hand" not in flat


def test_a_message_without_translation_shows_in_english_marked_as_such(fake_solstis, tmp_path):
    # the fake leaves "the tile joins the queue" untranslated on purpose
    r = check(write(tmp_path, "p.yaml", NO_CAPTURE_POS), "--lang", "es")
    flat = " ".join(r.output.split())
    assert "detalle del motor (en inglés): the tile joins the queue" in flat
    assert "¿Qué loseta está en lo alto del mazo?" in flat  # the need, asked in Spanish


def test_english_shows_the_engine_messages(fake_solstis, tmp_path):
    for extra in ((), ("--brief",)):
        r = check(write(tmp_path, "p.yaml", ILLEGAL_POS), "--lang", "en", *extra)
        assert "tile 7R is not in the hand" in r.output and "--details" not in r.output


def test_legal_move_events_and_inputs_in_dutch(fake_solstis, tmp_path):
    r = check(write(tmp_path, "p.yaml", LEGAL_POS), "--lang", "nl")
    assert r.exit_code == 0, r.output
    flat = " ".join(r.output.split())
    assert "TOEGESTAAN" in flat and "Wat er gebeurt" in flat and "Uit de stelling genomen" in flat
    assert "Een tegel slaat een open tegel uit de rij" in flat
    assert "de Russische tekst is de enige bron" in flat


def test_locale_is_the_default_language(fake_solstis, tmp_path, monkeypatch):
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    r = check(write(tmp_path, "p.yaml", ILLEGAL_POS))
    assert "ЗАПРЕЩЕНО" in r.output
    monkeypatch.setenv("LC_ALL", "C")
    r = check(write(tmp_path, "p.yaml", ILLEGAL_POS))
    assert "ILLEGAL" in r.output


def test_json_is_unchanged_machine_output(fake_solstis, tmp_path):
    r = check(write(tmp_path, "p.yaml", ILLEGAL_POS), "--lang", "es", "--json")
    data = json.loads(r.stdout)
    assert data["verdict"] == "illegal"
    assert set(data) == {"game", "verdict", "reasons", "events", "inputs_used"}
    reason = data["reasons"][0]
    assert reason["rule_id"] == "solstis.uitest.play-from-hand"
    assert reason["statement_lang"] == "es"
    assert reason["citations"] == [{"passage_id": "solstis/ru/poryadok-khoda/1", "lang": "ru", "quote": HAND_QUOTE}]
    # the English message stays; its id and parameters let another tool render its own; ours is beside it
    assert reason["message"] == "tile 7R is not in the hand"
    assert reason["message_id"] == "uitest.not-in-hand" and reason["params"] == {"tile": "7R"}
    assert reason["rendered"] == {"lang": "es", "text": "la loseta 7R no está en la mano"}
    assert "\x1b[" not in r.stdout


def test_errors_speak_the_asked_language(tmp_path):
    r = check(tmp_path / "missing.yaml", "--lang", "ru")
    assert r.exit_code == 2
    assert "ошибка:" in r.output and "файл не найден" in r.output
    r = check(write(tmp_path, "p.yaml", "game: solstiss\nposition: {}\n"), "--lang", "es")
    assert r.exit_code == 2
    assert "juego desconocido 'solstiss'" in r.output and "Traceback" not in r.output


# --- the real Solstis engine, once it exists -----------------------------------------------------------
real = pytest.mark.skipif("solstis" not in available_engines(), reason="the Solstis engine is not there yet")


def _real_position(tmp_path):
    try:
        engine = engine_for("solstis")
    except AttributeError:
        pytest.skip("the Solstis engine does not export ENGINE yet")
    return write(tmp_path, "pos.yaml", engine.template())


@real
def test_real_solstis_in_russian(tmp_path):
    pos = _real_position(tmp_path)
    r = check(pos, "--lang", "ru")
    assert r.exit_code in (0, 1, 3), r.output
    word = {0: "РАЗРЕШЕНО", 1: "ЗАПРЕЩЕНО", 3: "НЕ ОПРЕДЕЛЕНО"}[r.exit_code]
    assert word in r.output
    data = json.loads(check(pos, "--lang", "ru", "--json").stdout)
    for reason in data["reasons"]:
        assert reason["statement_lang"] == "ru"
        assert all(c["lang"] == "ru" for c in reason["citations"])
        for c in reason["citations"]:
            assert c["quote"][:20] in " ".join(r.output.split()) or c["quote"][:20] in r.output
    assert "No text" not in r.output and "Why" not in r.output


@real
def test_real_solstis_in_spanish_marks_the_russian_source(tmp_path):
    pos = _real_position(tmp_path)
    r = check(pos, "--lang", "es")
    data = json.loads(check(pos, "--lang", "es", "--json").stdout)
    flat = " ".join(r.output.split())
    assert {0: "PERMITIDA", 1: "ILEGAL", 3: "SIN DETERMINAR"}[r.exit_code] in flat
    if any(reason["citations"] for reason in data["reasons"]):
        assert "el texto en ruso es la única fuente" in flat


@pytest.mark.parametrize(
    ("lang", "words"), [("es", "nuestra traducción"), ("nl", "onze vertaling"), ("ru", "наш перевод")]
)
def test_a_fact_reads_in_the_verdicts_language(tmp_path, lang, words):
    """A label "dato (texto en inglés)" and a bare id (pattern-value) stood under a Queen's Garden reason, promising an
    English text that never came (new-user walk (b), newuser14); then the id alone under "(in English; --details
    shows it)" (session 22). The fact reads in our translation, marked as ours; --details adds the sheet's English."""
    move = "move: {type: place, hex: red/rose, at: [0, 0]}\n"
    pos = write(tmp_path, "qg.yaml", "game: queens-garden\nposition: {}\n" + move)
    plain = " ".join(check(pos, "--lang", lang).output.split())
    ours = " ".join(facts("queens-garden")["pattern-value"].words[lang].split())
    assert re.search(rf"{words}[^)]*\) pattern-value: {re.escape(ours)}", plain), plain
    assert "A pattern's value is both its cost and its points." not in plain
    detailed = " ".join(check(pos, "--lang", lang, "--details").output.split())
    assert "A pattern's value is both its cost and its points." in detailed
