"""`remove` deleted files the tool never wrote (found by the session-18 attacker): with the data dir's `rulebooks`
folder a symlink to another folder, every "inside" check passed for the folder it points to, and `remove --game
mygame --lang en` unlinked `<there>/mygame/en.txt` and its folder; `add` wrote there too. And a folder with an
`en.txt` but no game.yaml (add writes one beside every text) was taken for ours. Both are refused now, exit 2,
the files left as they were."""

from __future__ import annotations

import os
import tempfile

from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.corpus import clear_cache

runner = CliRunner()


def test_a_symlinked_rulebooks_folder_is_neither_removed_from_nor_written_to(tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    clear_cache()
    victim = tmp_path / "victim"
    (victim / "mygame").mkdir(parents=True)
    (victim / "mygame" / "en.txt").write_text("precious\n", encoding="utf-8")
    (data / "rulebooks").symlink_to(victim)
    r = runner.invoke(app, ["remove", "--game", "mygame", "--lang", "en"])
    assert r.exit_code == 2 and "symlink" in r.output
    assert (victim / "mygame" / "en.txt").read_text(encoding="utf-8") == "precious\n"
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    r = runner.invoke(app, ["add", str(text), "--game", "other", "--lang", "en"])
    assert r.exit_code == 2 and "symlink" in r.output
    assert sorted(p.name for p in victim.iterdir()) == ["mygame"]
    clear_cache()


def test_a_text_without_the_game_yaml_add_writes_beside_it_is_not_removed(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    clear_cache()
    folder = data / "rulebooks" / "g2"
    folder.mkdir(parents=True)
    (folder / "en.txt").write_text("mine, not the tool's\n", encoding="utf-8")
    r = runner.invoke(app, ["remove", "--game", "g2", "--lang", "en"])
    assert r.exit_code == 2 and "not added" in r.output
    assert (folder / "en.txt").read_text(encoding="utf-8") == "mine, not the tool's\n"
    # what add wrote is still removed
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(text), "--game", "g3", "--lang", "en"]).exit_code == 0
    assert runner.invoke(app, ["remove", "--game", "g3", "--lang", "en"]).exit_code == 0
    assert not (data / "rulebooks" / "g3").exists()
    clear_cache()


def test_a_text_the_game_yaml_does_not_list_is_not_removed(tmp_path, monkeypatch):
    """A file planted beside an added text (its game.yaml lists en only) was deleted by `remove --lang nl`
    (found by the session-18 verify helper)."""
    data = _added(tmp_path, monkeypatch, "zz")
    planted = data / "rulebooks" / "zz" / "nl.txt"
    planted.write_text("not the tool's\n", encoding="utf-8")
    r = runner.invoke(app, ["remove", "--game", "zz", "--lang", "nl"])
    assert r.exit_code == 2 and "not added" in r.output
    assert planted.read_text(encoding="utf-8") == "not the tool's\n"
    assert runner.invoke(app, ["remove", "--game", "zz", "--lang", "en"]).exit_code == 0
    assert planted.is_file()  # the folder keeps what is not ours
    clear_cache()


def test_a_data_dir_set_to_the_package_never_removes_or_adds_a_bundled_text(tmp_path, monkeypatch):
    """REFEREE_DATA_DIR=<the package> made the bundled Mycelium text "the user's": remove deleted it and its
    game.yaml (found by the session-20 attacker on a copy of the package). Here a copy stands in for it."""
    import shutil

    import referee.rulebooks.userbooks as userbooks
    from referee.rulebooks.paths import BUILTIN_DIR

    package = tmp_path / "referee"
    shutil.copytree(BUILTIN_DIR / "mycelium", package / "rulebooks" / "mycelium")
    monkeypatch.setattr(userbooks, "BUILTIN_DIR", (package / "rulebooks").resolve())
    monkeypatch.setenv("REFEREE_DATA_DIR", str(package))
    clear_cache()
    before = sorted(p.name for p in (package / "rulebooks" / "mycelium").iterdir())
    r = runner.invoke(app, ["remove", "--game", "mycelium", "--lang", "en"])
    assert r.exit_code == 2 and "the tool's own rulebooks folder" in r.output
    assert sorted(p.name for p in (package / "rulebooks" / "mycelium").iterdir()) == before
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    r = runner.invoke(app, ["add", str(text), "--game", "newg", "--lang", "en"])
    assert r.exit_code == 2 and not (package / "rulebooks" / "newg").exists()
    clear_cache()


def test_a_users_backup_beside_an_added_text_survives_remove_and_a_crashed_temp_file_does_not(tmp_path, monkeypatch):
    """`.en.txt.bak` and `.game.yaml.orig` were deleted with the last text (found by the session-21 attacker):
    only a temp file named the way an atomic write of ours names it is cleaned up."""
    folder = _added(tmp_path, monkeypatch, "g4") / "rulebooks" / "g4"
    for name in (".en.txt.bak", ".game.yaml.orig", "notes.md"):
        (folder / name).write_text("mine\n", encoding="utf-8")
    fd, _ = tempfile.mkstemp(prefix=".game.yaml.", dir=folder)  # what a crashed atomic write leaves
    os.close(fd)
    assert runner.invoke(app, ["remove", "--game", "g4", "--lang", "en"]).exit_code == 0
    assert sorted(p.name for p in folder.iterdir()) == [".en.txt.bak", ".game.yaml.orig", "notes.md"]
    clear_cache()


def _added(tmp_path, monkeypatch, game: str):
    """A data dir of its own with one English text added for ``game``: the data dir."""
    data = tmp_path / "data"
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    clear_cache()
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(text), "--game", game, "--lang", "en"]).exit_code == 0
    return data


def test_an_add_refused_as_bad_input_writes_nothing(tmp_path, monkeypatch):
    """A mistyped file name (or game, or language) still made the data dir and its lock file (found by the
    session-22 attacker): the file is read and checked before anything is written."""
    from typer.testing import CliRunner

    from referee.cli.app import app

    data = tmp_path / "data"
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    text = tmp_path / "t.nl.txt"
    text.write_text("Regels\n\nIedere speler trekt een kaart.\n", encoding="utf-8")
    for args in ([str(tmp_path / "nope.txt"), "--game", "mycelium"], [str(text), "--game", "no such/game"]):
        r = CliRunner().invoke(app, ["add", *args, "--lang", "nl"])
        assert r.exit_code == 2, r.output
        assert not data.exists(), list(data.rglob("*"))
