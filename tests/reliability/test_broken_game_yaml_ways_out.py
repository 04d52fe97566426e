"""A user's game.yaml that no schema reads (they edited it: bad YAML, another id) blocked the two ways out:
`remove` and `add --force` both refused with the read error (found by attack7). Now both go on, keep the broken
file's bytes as game.yaml.broken beside it and write a new game.yaml from the texts in the folder; a plain
`add` still refuses, naming the file and saying --force."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.corpus import clear_cache, games

runner = CliRunner()
BROKEN = {"bad-yaml": b"id: [my-game\nsources: {", "other-id": b"id: mycelium\nsources: []\n"}


def _my_game(tmp_path, monkeypatch):
    """(its folder, the text file): my-game with the same short text added as en and as nl, in a fresh data dir."""
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    clear_cache()
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    for lang in ("en", "nl"):
        assert runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", lang]).exit_code == 0
    return tmp_path / "data" / "rulebooks" / "my-game", text


@pytest.fixture
def broken_game(tmp_path, monkeypatch, request):
    """my-game with an en and an nl text added, then its game.yaml replaced by one the schema refuses."""
    folder, text = _my_game(tmp_path, monkeypatch)
    (folder / "game.yaml").write_bytes(BROKEN[request.param])
    clear_cache()
    yield folder, text, BROKEN[request.param]
    clear_cache()


@pytest.mark.parametrize("broken_game", list(BROKEN), indirect=True)
def test_add_without_force_refuses_and_says_force(broken_game):
    folder, text, content = broken_game
    r = runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", "es"])
    assert r.exit_code == 2, r.output
    line = next(ln for ln in r.output.splitlines() if ln.startswith("error:"))
    assert f"{folder / 'game.yaml'}: " in line and "pass --force to write a new one" in line, line
    assert (folder / "game.yaml").read_bytes() == content and not (folder / "game.yaml.broken").exists()
    assert not (folder / "es.txt").exists()


@pytest.mark.parametrize("broken_game", list(BROKEN), indirect=True)
def test_add_force_writes_a_new_game_yaml_and_keeps_the_broken_one(broken_game):
    folder, text, content = broken_game
    assert "my-game" not in games()
    r = runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", "es", "--force", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["added"]["kept_broken_game_yaml"] == str(folder / "game.yaml.broken")
    assert (folder / "game.yaml.broken").read_bytes() == content
    clear_cache()
    assert set(games()["my-game"].langs) == {"en", "es", "nl"}  # every text in the folder is listed again


@pytest.mark.parametrize("broken_game", ["bad-yaml"], indirect=True)
def test_remove_goes_on_and_the_last_remove_leaves_only_what_the_user_wrote(broken_game):
    folder, _, content = broken_game
    r = runner.invoke(app, ["remove", "--game", "my-game", "--lang", "en"])
    assert r.exit_code == 0, r.output
    assert "game.yaml.broken" in r.stderr and not (folder / "en.txt").exists()
    assert (folder / "game.yaml.broken").read_bytes() == content
    clear_cache()
    assert games()["my-game"].langs == ("nl",)
    (folder / "game.yaml").write_bytes(b"id: [again")
    r = runner.invoke(app, ["remove", "--game", "my-game", "--lang", "nl"], env={"LANG": "nl_NL.UTF-8"})
    assert r.exit_code == 0, r.output
    assert "kon niet worden gelezen" in r.stderr, r.stderr  # the warning in the user's language
    assert sorted(p.name for p in folder.iterdir()) == ["game.yaml.broken", "game.yaml.broken.2"]
    assert (folder / "game.yaml.broken.2").read_bytes() == b"id: [again"


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
def test_the_force_hint_is_translated(lang):
    from referee.i18n import translate_error

    hint = "x: bad; fix it, or pass --force to write a new one (yours is kept as game.yaml.broken)"
    got = translate_error(hint, lang)
    assert "--force" in got and "game.yaml.broken" in got and "fix it" not in got, got


def test_remove_takes_out_a_listed_text_whose_file_is_gone(tmp_path, monkeypatch):
    # the en.txt deleted by hand (or lost): game.yaml still listed it, and remove said 'you have not added a en
    # text', so the entry could never be taken out (found by attack14)
    folder, _ = _my_game(tmp_path, monkeypatch)
    (folder / "en.txt").unlink()
    clear_cache()
    r = runner.invoke(app, ["remove", "--game", "my-game", "--lang", "en"])
    assert r.exit_code == 0, r.output
    assert "en.txt" not in (folder / "game.yaml").read_text(encoding="utf-8")
    assert (folder / "nl.txt").is_file()
    r = runner.invoke(app, ["remove", "--game", "my-game", "--lang", "en"])  # now neither file nor entry
    assert r.exit_code == 2 and "you have not added a text in language en" in " ".join(r.output.split())
    clear_cache()
