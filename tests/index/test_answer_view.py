"""What a player reads from `referee ask` and `referee table`: the answer in the asker's language (game name,
passage languages and confidence in words, no English label), whole on a 40-column phone terminal, and the
table saying what `ask` says (#18)."""

from __future__ import annotations

import io
import json
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.table_cmd import TableSession
from referee.i18n import LANGS, lang_name, t

runner = CliRunner()
# the catalogue words an answer's labels are made of: none of the English ones may show in another language
LABELS = ("check.our_wording", "ask.inferred", "ask.same_rule", "ask.related", "ask.all_games", "ask.not_settled")
CONFIDENCE = ("ask.confidence_high", "ask.confidence_medium", "ask.confidence_low")


def _ask(*args: str, width: int = 100, **env: str) -> str:
    out = runner.invoke(app, ["ask", *args], env={"COLUMNS": str(width), "LANG": "C", **env})
    assert out.exit_code == 0, out.output
    return out.stdout


def _english_left(text: str) -> list[str]:
    words = [t(k, "en") for k in LABELS + CONFIDENCE] + ["English", "Spanish", "Dutch", "Russian"]
    return [w for w in words if w in text]


@pytest.mark.parametrize(
    ("question", "lang", "game_name"),
    [
        ("Можно ли соединить два незавершённых пути, на которых стоят гномы?", "ru", "Гномья лощина"),
        ("¿Puedo colocar un comodín en mi jardín?", "es", "Azul: Jardín de la Reina"),
        ("Mag ik twee onvoltooide paden met gnomen erop verbinden?", "nl", "Gnome Hollow"),
    ],
)
def test_an_answer_speaks_only_the_askers_language(built_index, question, lang, game_name):
    from referee.index.search import ask

    result = ask(question, top=3)
    assert result.answered and result.question_lang == lang
    out = _ask(question, "--top", "3")
    assert _english_left(out) == []
    # the game by its name in that language, how sure in words (not 0.94), each passage's language by name
    assert f"{game_name} ({t('ask.inferred', lang)})" in out
    assert any(t(k, lang) in out for k in CONFIDENCE) and f"{result.confidence:.2f}" not in out
    for hit in result.results:
        assert f"{lang_name(hit.lang, lang)} · " in out
        assert not re.search(rf"^\W*{hit.lang} · ", out, re.M)  # no bare language code
    assert t("check.our_wording", lang) in out


def test_lang_overrides_the_questions_language_for_every_label(built_index):
    out = _ask("Что делает Сурок?", "--lang", "es", "--top", "2")
    assert "Solstis (deducido de la pregunta)" in out and f"{lang_name('ru', 'es')} · " in out
    assert t("ask.confidence_high", "es") in out and t("check.our_wording", "es") in out
    assert not any(t(k, "ru") in out for k in ("check.our_wording", "ask.inferred") + CONFIDENCE)


def test_confidence_words_follow_the_answer_and_its_probability():
    from referee.adjudicator.answer_words import confidence_words

    assert confidence_words(0.9, True, "nl") == t("ask.confidence_high", "nl")
    assert confidence_words(0.5, True, "nl") == t("ask.confidence_medium", "nl")
    assert confidence_words(0.9, False, "nl") == t("ask.confidence_low", "nl")  # withheld: never "high"
    assert len({t(k, lang) for lang in LANGS for k in CONFIDENCE}) == 12  # each language has its own words


def _joined(text: str) -> str:
    """The words in order, a frame's side bars left out: a quote wrapped over lines (or framed) reads whole."""
    return " ".join(text.replace("│", " ").split())


def test_a_40_column_terminal_gets_every_passage_whole_without_frames(built_index):
    from referee.index.search import ask

    question = "Wat doet de marmot in Solstis?"
    out = _ask(question, "--top", "3", width=40, NO_COLOR="1", TERM="dumb")
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 40
    assert not any(ch in out for ch in "╭╮╰╯│")  # a frame would take 4 of the 40 columns
    assert "\x1b[" not in out
    for hit in ask(question, top=3).results:
        assert _joined(hit.text) in _joined(out)  # the quote whole, never cut with an ellipsis
        for rule in hit.rules:
            assert _joined(rule["statement"]) in _joined(out)


def test_a_wide_terminal_keeps_each_id_whole_in_or_under_its_frame(built_index):
    out = _ask("Что делает Сурок?", "--top", "1", width=56)
    pid = "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"  # longer than the frame's title has room for
    assert re.search(rf"^│ .*{re.escape(pid)}", out, re.M) or f"1. {pid}" in out
    assert pid in out


def _table(game: str, lang: str = "en", lang_given: bool = False, as_json: bool = False):
    buf = io.StringIO()
    s = TableSession(game, lang, Console(file=buf, width=100, no_color=True), as_json=as_json, build_index=False)
    s.lang_given = lang_given
    s.warm()
    return s, buf


def test_the_table_answers_as_ask_does_in_each_questions_language(built_index):
    s, buf = _table("gnome-hollow")
    assert s.handle("¿Puedo conectar dos caminos incompletos que tienen gnomos?")
    said = buf.getvalue()
    assert "gnome-hollow/es/colocacion-de-losetas/5" in said
    assert t("check.our_wording", "es") in said and t("ask.confidence_high", "es") in said
    assert _english_left(said) == []
    buf.truncate(0), buf.seek(0)
    assert s.handle("Wat is de hoofdstad van Frankrijk?")
    said = buf.getvalue()
    assert t("ask.not_settled", "nl") in said and f" · {t('ask.related', 'nl')}" in said
    buf.truncate(0), buf.seek(0)
    assert s.handle("lang ru")  # from now on every answer in Russian
    assert s.handle("¿Puedo conectar dos caminos incompletos que tienen gnomos?")
    assert t("check.our_wording", "ru") in buf.getvalue() and t("check.our_wording", "es") not in buf.getvalue()


def test_the_table_shows_a_long_passage_whole(built_index):
    from referee.rulebooks import passage_index

    s, buf = _table("mycelium", lang_given=True)
    assert s.handle("How much does it cost to build a Path?")
    long_one = passage_index()["mycelium/en/build-a-path/1"].text
    assert len(long_one) > 400 and _joined(long_one) in _joined(buf.getvalue())


def test_a_table_json_line_says_whether_the_texts_settle_it(built_index):
    s, buf = _table("solstis", as_json=True)
    assert s.handle("Что делает Сурок?")
    assert s.handle("Какая столица Франции?")
    first, second = (json.loads(line) for line in buf.getvalue().splitlines())
    assert first["answered"] is True and second["answered"] is False
    assert 0.0 <= second["confidence"] < first["confidence"] <= 1.0
    assert first["results"][0]["passage_id"] == "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"


def test_a_question_cut_to_its_first_characters_is_told_in_the_askers_language(built_index):
    from referee.index.search import MAX_QUESTION

    question = "Что делает Сурок? " + "очень " * (MAX_QUESTION // 6)
    out = runner.invoke(app, ["ask", question, "--lang", "ru", "--top", "1"], env={"COLUMNS": "100"})
    assert out.exit_code == 0, out.output
    said = " ".join(out.stderr.split())
    assert f"{t('ask.note', 'ru')} {t('ask.cut', 'ru', n=MAX_QUESTION)}" in said and "note:" not in said


def test_the_tables_dispute_hint_speaks_the_questions_language(built_index):
    s, buf = _table("mycelium", lang="ru")  # a Russian locale, no --lang: an English question gets English
    assert s.handle("Can I attack a path that is not connected to mine?")
    said = " ".join(buf.getvalue().split())
    assert t("dispute.table_hint", "en", move="attack") in said
    assert t("dispute.table_hint", "ru", move="attack") not in said
