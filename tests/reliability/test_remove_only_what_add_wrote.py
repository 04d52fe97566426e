"""`remove` deleted files the tool never wrote (found by the session-18 attacker): with the data dir's `rulebooks`
folder a symlink to another folder, every "inside" check passed for the folder it points to, and `remove --game
mygame --lang en` unlinked `<there>/mygame/en.txt` and its folder; `add` wrote there too. And a folder with an
`en.txt` but no game.yaml (add writes one beside every text) was taken for ours. Both are refused now, exit 2,
the files left as they were."""

from __future__ import annotations

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
    data = tmp_path / "data"
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    clear_cache()
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(text), "--game", "zz", "--lang", "en"]).exit_code == 0
    planted = data / "rulebooks" / "zz" / "nl.txt"
    planted.write_text("not the tool's\n", encoding="utf-8")
    r = runner.invoke(app, ["remove", "--game", "zz", "--lang", "nl"])
    assert r.exit_code == 2 and "not added" in r.output
    assert planted.read_text(encoding="utf-8") == "not the tool's\n"
    assert runner.invoke(app, ["remove", "--game", "zz", "--lang", "en"]).exit_code == 0
    assert planted.is_file()  # the folder keeps what is not ours
    clear_cache()
