"""A message names the kind of value it got in words, in the user's language: a Dutch player's
`referee dispute` read "verwacht een mapping, kreeg str" (a Python type name), and every "got list / dict / int"
was the same leak (found by an attack round)."""

import re

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.documents import KIND_WORDS, OTHER_KIND, kind_of
from referee.i18n import catalogue, translate_error

runner = CliRunner()
TYPE_NAME = re.compile(r"\b(str|int|float|bool|dict|list|NoneType|tuple)\b")


@pytest.mark.parametrize(
    ("value", "words"),
    [
        (True, "a true/false value"),
        (3, "a whole number"),
        ("x", "text"),
        (None, "nothing"),
        ([1], "a list"),
        ({}, "a mapping"),
        (1.5, "a decimal number"),
    ],
)
def test_each_kind_has_words(value, words):
    assert kind_of(value) == words


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
def test_every_kind_is_translated(lang):
    words = catalogue(lang)
    for english in [*KIND_WORDS.values(), OTHER_KIND]:
        assert words.get(f"kinds.{english}") not in (None, english), (lang, english)


@pytest.mark.parametrize(
    ("doc", "field_said"),
    [
        ("game: mycelium\nposition: abc\n", "position"),
        ("game: mycelium\nposition: {}\nnote: 3\n", "note"),
        ("- game\n", None),
    ],
)
@pytest.mark.parametrize(("lang", "said"), [("nl", "kreeg"), ("es", "se encontró"), ("ru", "получено")])
def test_check_names_the_kind_in_words_in_each_language(tmp_path, doc, field_said, lang, said):
    f = tmp_path / "p.yaml"
    f.write_text(doc, encoding="utf-8")
    result = runner.invoke(app, ["check", str(f), "--lang", lang])
    assert result.exit_code == 2, result.output
    assert said in result.output
    got = result.output.split(said, 1)[1]
    assert not TYPE_NAME.search(got), result.output
    assert not re.search(r"\b(text|a list|a mapping|a whole number)\b", got), result.output  # not left English


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
def test_dispute_answers_of_the_wrong_kind_are_named_in_words(tmp_path, lang):
    f = tmp_path / "answers.yaml"
    f.write_text("- a\n", encoding="utf-8")
    result = runner.invoke(app, ["dispute", "mycelium", "--answers", str(f), "--lang", lang])
    assert result.exit_code == 2, result.output
    assert not TYPE_NAME.search(result.output) and not re.search(r"\ba list\b", result.output), result.output
    assert translate_error("expected a mapping of answers (path: value), got a list", lang) in result.output
