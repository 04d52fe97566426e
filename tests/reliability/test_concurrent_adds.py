"""Two writers to the data dir at once: `referee add` of one game in several languages at the same moment
kept every text file but rewrote game.yaml from what each had read, so an entry was lost (19 rounds of 30
lost one with four threads) and that text silently left the lookup. add and remove now hold a lock for
their read-modify-write (found attacking the data dir with concurrent writers). The commands themselves run in
threads here: separate processes race the same way, but too rarely to show in a test."""

import threading
from pathlib import Path

import yaml

from referee.cli.app import new_app
from referee.rulebooks.corpus import clear_cache, games

LANGS = ("en", "es", "nl", "ru")
COMMANDS = {c.name: c.callback for c in new_app(["referee.cli.index_cmd"]).registered_commands}


def add(text: Path, game: str, lang: str) -> None:
    COMMANDS["add"](file=text, game=game, text_lang=lang, force=False, as_json=True)


def remove(game: str, lang: str) -> None:
    COMMANDS["remove"](game=game, text_lang=lang, as_json=True)


def _at_once(work) -> list[BaseException]:
    start, errors = threading.Barrier(len(LANGS)), []

    def run(lang: str) -> None:
        start.wait()
        try:
            work(lang)
        except BaseException as e:  # noqa: BLE001 - reported by the test
            errors.append(e)

    threads = [threading.Thread(target=run, args=(lang,)) for lang in LANGS]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def test_concurrent_adds_of_one_game_keep_every_entry(tmp_path, monkeypatch):
    text = tmp_path / "mine.txt"
    text.write_text("# Setup\n\nEach player takes five cards.\n", encoding="utf-8")
    for n in range(8):
        monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / f"data{n}"))
        assert _at_once(lambda lang: add(text, "race-game", lang)) == []
        meta = yaml.safe_load((tmp_path / f"data{n}" / "rulebooks" / "race-game" / "game.yaml").read_text("utf-8"))
        assert sorted(s["lang"] for s in meta["sources"]) == list(LANGS), f"round {n}"
        clear_cache()  # read as the next command will: the threads' own loads may cache a moment's view
        assert sorted(games()["race-game"].langs) == sorted(LANGS)


def test_concurrent_removes_leave_nothing_behind(tmp_path, monkeypatch):
    text = tmp_path / "mine.txt"
    text.write_text("# Setup\n\nEach player takes five cards.\n", encoding="utf-8")
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    for lang in LANGS:
        add(text, "race-game", lang)
    assert _at_once(lambda lang: remove("race-game", lang)) == []
    assert not Path(tmp_path / "data" / "rulebooks" / "race-game").exists()
    clear_cache()
    assert "race-game" not in games()
