"""The safe reader's refusals (an alias bomb, a YAML tag, a key given twice, deep nesting, a huge file, a device)
reach a Spanish, Dutch or Russian user in their language, as "file not found" already did: they came out in
English under a translated "error:" label (found attacking `referee check FILE --lang es`). The JSON keeps the
English text for scripts."""

import json
import os

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
BOMB = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{n}: &{n} [{', '.join([f'*{p}'] * 9)}]\n" for p, n in zip("abcde", "bcdef", strict=True)
)
FILES = {  # name -> (content, the English phrase that must not be left)
    "bomb.yaml": (BOMB, "document too large once expanded"),
    "tag.yaml": ('game: !!python/object/apply:os.system ["true"]\n', "only plain data is read"),
    "dup.yaml": ("game: mycelium\ngame: solstis\n", "give each key once"),
    "deep.yaml": ("game: mycelium\nposition: " + "[" * 200 + "]" * 200 + "\n", "nested too deeply"),
    "huge.yaml": ("game: mycelium\n# " + "x" * 300_000 + "\n", "a position is at most"),
    "count.yaml": ("game: mycelium\nposition: {round: 1" + "0" * 30 + "}\n", "number too large"),
    # the explanations after "required field is missing" stayed English (attack round)
    "no-game.yaml": ("position: {}\n", "the game id"),
    "no-move-type.yaml": ("game: solstis\nposition: {}\nmove: {tile: 2_5}\n", "one of: play"),
    # the YAML parser's own words after "YAML no válido en la línea 3, columna 5:" (new-user walk (b), newuser14)
    "unclosed-brace.yaml": ("game: mycelium\nposition: {phase: action\nmove: x\n", "did not find expected"),
    "unclosed-bracket.yaml": ("game: mycelium\nposition: [1, 2\n", "did not find expected"),
    "indent.yaml": ("game: mycelium\n  position: {}\n", "mapping values are not allowed"),
    "tab.yaml": ("game: mycelium\nposition:\n\tphase: action\n", "cannot start any token"),
    "open-quote.yaml": ('game: "mycelium\nposition: {}\n', "unexpected end of stream"),
    "dedent.yaml": ("game: mycelium\nposition:\n  phase: action\n active: blue\n", "did not find expected key"),
}


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_a_refused_file_is_said_in_the_users_language(tmp_path, name, lang):
    text, english = FILES[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    r = runner.invoke(app, ["check", str(path), "--lang", lang])
    assert r.exit_code == 2
    line = r.output.strip().splitlines()[-1]
    assert str(path) in line
    assert english not in line, line
    as_json = runner.invoke(app, ["check", str(path), "--json", "--lang", lang])
    assert as_json.exit_code == 2
    assert english in json.loads(as_json.stdout)["error"]  # scripts match the English


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_device_is_refused_in_russian():
    r = runner.invoke(app, ["check", "/dev/zero", "--lang", "ru"])
    assert r.exit_code == 2
    assert "/dev/zero: это устройство, а не обычный файл" in r.output
