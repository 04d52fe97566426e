"""`referee table`: a warm session answering line by line, from a terminal or a pipe."""

import io
import json
import os
import subprocess
import sys

from rich.console import Console

from referee.cli.table_cmd import TableSession
from tests.ui.conftest import write

POS = "game: solstis\nposition:\n  hand: [3B]\n  queue: [7B]\nmove: {type: play, tile: 7R}\n"


def session(game="solstis", lang="en", as_json=False):
    buf = io.StringIO()
    # no index build inside unit tests (minutes on a busy machine): a built index is used, else word overlap
    s = TableSession(game, lang, Console(file=buf, width=120, no_color=True), as_json=as_json, build_index=False)
    s.warm()
    return s, buf


def test_pipe_answers_a_question_and_quits():
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            "from referee.cli.app import main; main()",
            "table",
            "--game",
            "mycelium",
            "--no-build-index",
        ],
        input="can I attack a teammate's path?\nquit\nthis line is never read\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert r.returncode == 0, r.stderr
    assert "mycelium/en/" in r.stdout  # a passage id answered the question
    assert "> " not in r.stdout  # no prompt on a pipe
    assert "never read" not in r.stdout
    assert r.stdout.rstrip().endswith("bye")


def test_check_command_history_and_language(fake_solstis, tmp_path):
    s, buf = session()
    pos = write(tmp_path, "p.yaml", POS)
    assert s.handle(f"check {pos}")
    assert "ILLEGAL" in buf.getvalue()
    assert s.handle("lang ru")
    assert s.handle(f"check {pos}")
    assert "ЗАПРЕЩЕНО" in buf.getvalue()
    assert s.handle("check nope.yaml")  # an error does not end the session
    assert "файл не найден" in buf.getvalue()
    assert s.handle("history")
    kinds = [e.kind for e in s.history]
    assert kinds == ["check", "command", "check", "error"]
    assert s.history[0].summary == "illegal"
    assert s.handle("quit") is False


def test_history_shows_an_error_in_the_tables_language(fake_solstis):
    # found at a Russian table: `history` listed "lang: unknown language 'xx' ..." in English
    s, buf = session(lang="ru")
    assert s.handle("lang xx")
    assert s.handle("check nope.yaml")
    before = len(buf.getvalue())
    assert s.handle("history")
    shown = buf.getvalue()[before:]
    assert "неизвестный язык 'xx'" in shown and "nope.yaml: файл не найден" in shown
    assert "unknown language" not in shown and "file not found" not in shown
    assert s.history[-1].summary == "nope.yaml: file not found"  # kept in English (the JSON's)


def test_json_lines_mode(fake_solstis, tmp_path):
    s, buf = session(as_json=True)
    s.handle("¿puedo capturar dos losetas?")
    s.handle(f"explain {write(tmp_path, 'p.yaml', POS)}")
    lines = [json.loads(line) for line in buf.getvalue().splitlines()]
    assert lines[0]["question"] == "¿puedo capturar dos losetas?" and lines[0]["game"] == "solstis"
    assert all(r["passage_id"].startswith("solstis/") for r in lines[0]["results"])
    assert lines[1]["verdict"] == "illegal" and lines[1]["tree"]["kind"] == "verdict"


def test_bad_check_usage_is_an_error_line_not_a_crash():
    s, buf = session()
    assert s.handle("check")
    assert s.handle("check a.yaml b.yaml")
    assert s.handle("check 'pos.yaml")  # unclosed quote
    assert [e.kind for e in s.history] == ["error", "error", "error"]
    assert "usage: check FILE" in buf.getvalue()


def test_questions_about_a_move_are_judged_on_the_last_checked_position(fake_solstis, tmp_path):
    s, buf = session()
    pos = write(tmp_path, "p.yaml", POS)
    s.handle(f"check {pos}")
    s.handle("is {type: play, tile: 3B} legal?")
    out = buf.getvalue()
    assert "The engine's verdict" in out and "checked move: {type: play, tile: 3B}" in out
    assert [e.summary for e in s.history] == ["illegal", "legal"]
    s.handle("how many tiles are there?")  # not about a move: passages only
    assert s.history[-1].summary != "legal" and s.history[-1].kind == "question"


def test_a_question_starting_with_check_is_a_question_and_errors_never_end_the_session(
    fake_solstis, monkeypatch, tmp_path
):
    s, buf = session()
    assert s.handle("check if I may capture two tiles")
    assert s.history[-1].kind == "question"

    def broken(*a, **k):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(type(fake_solstis), "judge", broken)
    assert s.handle(f"check {write(tmp_path, 'p.yaml', POS)}") is True
    assert s.history[-1].kind == "error" and "engine bug" in s.history[-1].summary
    assert s.handle("help") is True


def test_help_shows_the_current_games_move_syntax():
    s, buf = session(game="mycelium")
    assert s.handle("help")
    out = buf.getvalue()
    assert "moves in mycelium" in out
    assert "{type: build, player?, paths" in out  # the mycelium move, not another game's example
    assert "{type: play" not in out


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_ctrl_d_and_ctrl_c_at_the_prompt_end_the_line(monkeypatch):
    for key in (EOFError, KeyboardInterrupt):
        s, buf = session(game="mycelium")

        def press(prompt, key=key):
            raise key

        monkeypatch.setattr("builtins.input", press)
        s.run(_Terminal())
        assert buf.getvalue() == "\n", key  # the shell's prompt then starts on its own line


def test_first_run_shows_the_index_build_progress_like_ask(monkeypatch):
    """No index yet: `referee table` says it is building and shows the stages, not a blank screen."""
    from typer.testing import CliRunner

    from referee.cli.app import app
    from referee.cli.table_cmd import TableSession
    from referee.index import search

    built = []

    def load_index(encoder=None, build_if_needed=True, progress=None):
        if not build_if_needed:
            raise FileNotFoundError("no index yet")
        progress("vectors", 1, 2)
        progress("vectors", 2, 2)
        built.append(encoder)

    monkeypatch.setattr(search, "load_index", load_index)
    monkeypatch.setattr(TableSession, "warm", lambda self: 0.0)
    r = CliRunner().invoke(app, ["table", "--game", "mycelium", "--lang", "en"], input="quit\n")
    assert r.exit_code == 0, r.output
    assert built, "the index was not built before the session started"
    assert "building the search index" in r.output
    assert "vectors" in r.output


def test_a_file_name_the_system_refuses_ends_no_session(tmp_path):
    """`check <a 300-character word>` and `check a<NUL>b.yaml` at the table were internal errors (the
    file-or-question test and the position memo stat'ed the name: ENAMETOOLONG, 'embedded null byte'); a NUL in a
    .yaml name is now 'not a file name', and the session answers the next line."""
    s, buf = session("mycelium")
    assert s.handle("check " + "z" * 300)
    assert s.handle("check a\0b.yaml")
    assert s.handle("check " + "y" * 300 + ".yaml")
    out = buf.getvalue()
    assert "internal error" not in out
    assert "not a file name (it holds a NUL character)" in out
    assert "File name too long" in out  # 'cannot open it (File name too long)', naming the file


def test_help_on_a_phone_puts_each_command_over_what_it_does():
    """At 40 columns the two-column help wrapped each description back to the left edge, under the commands
    ("check BESTAND [--move M]    beoordeel" / "een stellingbestand"): now the command stands on its line and
    what it does is indented under it (found trying the tool as a new user)."""
    buf = io.StringIO()
    s = TableSession("mycelium", "nl", Console(file=buf, width=40, no_color=True), build_index=False)
    s.warm()
    s.handle("help")
    lines = buf.getvalue().splitlines()
    at = lines.index("check BESTAND [--move M]")
    assert lines[at + 1].startswith("  beoordeel een stellingbestand")
    assert "explain BESTAND [--move M]" in lines and "  de redenering als boom" in [ln.rstrip() for ln in lines]
    commands = [ln for ln in lines[at : lines.index("quit") + 1] if not ln.startswith("  ")]
    assert [ln.split()[0] for ln in commands] == ["check", "explain", "dispute", "lang", "history", "help", "quit"]
    wide, out = session("mycelium", "nl")
    wide.handle("help")
    assert any(line.startswith("check BESTAND [--move M]  ") for line in out.getvalue().splitlines())


def test_a_path_after_check_is_a_file_even_with_a_tilde_or_not_there(fake_solstis, tmp_path, monkeypatch):
    """`check ~/pos.yaml` and `check ~/nofile` were looked up as rules questions (the table has no shell to expand
    `~`; a path not there was no file; found by the session-18 attacker): a path's form is a file, `~` expanded."""
    monkeypatch.setenv("HOME", str(tmp_path))
    write(tmp_path, "pos.yaml", POS)
    s, buf = session()
    s.handle("check ~/pos.yaml")
    assert s.history[-1].kind == "check" and s.history[-1].summary == "illegal"
    s.handle("check ~/nofile")
    s.handle("check ./missing/pos")
    assert [e.kind for e in s.history[-2:]] == ["error", "error"]
    assert "file not found" in buf.getvalue()
    s.handle("check if I may capture two tiles")  # still a question
    assert s.history[-1].kind == "question"
