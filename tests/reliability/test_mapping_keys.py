"""A mapping key or a name that YAML reads as something other than text (found by attack7): `~: 3` was
"position.None: Keys should be strings" (pydantic's English in every language, a field 'None' the file does not
have), `1: [blue]` under paths was "position.paths[1].[key]" (a list index that is not there), `[1, 2]: 3` was
"YAML tag not allowed (found unhashable key)" (no tag in the file), and a colour `no` read as false gave no hint
that quotes make it text."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
CASES = {
    "null-key": ("position: {~: 3}", "position: a mapping key cannot be nothing"),
    "int-key-in-a-name-map": (
        "position: {paths: {1: [blue]}}",
        "position.paths: a mapping key cannot be a whole number (1); put it in quotes to give it as text",
    ),
    "null-key-in-a-name-map": ("position: {paths: {~: [blue]}}", "position.paths: a mapping key cannot be nothing"),
    "list-key": ("position: {[1, 2]: 3}", "a mapping key cannot be a list (line 2)"),
    "mapping-key": ("position:\n  {? {a: 1}: 3}", "a mapping key cannot be a mapping (line 3)"),
    "colour-no": (
        "position: {players: [{colour: no}]}",
        "position.players[0].colour: expected text, got a true/false value; put it in quotes to give it as text",
    ),
}


def _check(tmp_path, body: str, *extra: str):
    f = tmp_path / "pos.yaml"
    f.write_text(f"game: mycelium\n{body}\n", encoding="utf-8")
    return f, runner.invoke(app, ["check", str(f), *extra])


@pytest.mark.parametrize("kind", list(CASES))
def test_the_message_names_the_mapping_and_the_key_kind(kind, tmp_path):
    body, expected = CASES[kind]
    f, r = _check(tmp_path, body)
    assert r.exit_code == 2, r.output
    assert r.output.strip() == f"error: {f}: {expected}", r.output


@pytest.mark.parametrize(
    ("lang", "words"),
    [("es", "una clave de un mapa no puede ser"), ("nl", "kan niet"), ("ru", "ключом словаря не может быть")],
)
def test_the_messages_speak_the_asked_language(lang, words, tmp_path):
    for body in ("position: {~: 3}", "position: {[1, 2]: 3}", "position: {paths: {1: [blue]}}"):
        _, r = _check(tmp_path, body, "--lang", lang)
        assert r.exit_code == 2 and words in r.output, r.output
        assert not any(w in r.output for w in ("Keys should", "mapping key", "put it in quotes", "(line")), r.output
