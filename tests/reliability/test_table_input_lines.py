"""A table session reads a pipe line by line; a stream with no line end (`referee table < /dev/zero`, a binary
file piped in) was read as one endless line until MemoryError (exit 70; uncapped, until the machine swapped). Found
by attack7. A line over MAX_LINE is skipped with a message and the session goes on; no line end in MAX_SKIP
characters ends it: exit 2, one line naming stdin. A dispute's piped answers are read the same way."""

from __future__ import annotations

import json
import resource
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.piped import MAX_LINE

runner = CliRunner()
CAP = 1 << 30


def _cap_memory():
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


@pytest.mark.parametrize("command", [["table", "--game", "mycelium", "--no-build-index"], ["dispute", "mycelium"]])
def test_a_stream_without_line_ends_ends_the_session_with_one_line(command):
    with open("/dev/zero", "rb") as zero:
        r = subprocess.run(
            [sys.executable, "-m", "referee", *command],
            stdin=zero,
            capture_output=True,
            text=True,
            timeout=120,
            preexec_fn=_cap_memory,
        )
    assert r.returncode == 2, r.stderr[-500:]
    assert (
        r.stderr.strip().splitlines()[-1] == "error: stdin: no line end in the first 1,000,000 characters of the input"
    )
    assert "Traceback" not in r.stderr and "MemoryError" not in r.stderr


def test_a_line_over_the_limit_is_skipped_and_the_session_goes_on():
    lines = "x" * (MAX_LINE + 5) + "\ncan I attack a teammate?\nhistory\nquit\n"
    r = runner.invoke(app, ["table", "--game", "mycelium", "--no-build-index", "--json"], input=lines)
    assert r.exit_code == 0, r.output[-500:]
    rows = [json.loads(line) for line in r.stdout.splitlines() if line]
    assert rows[0]["error"] == f"a line of {MAX_LINE + 5:,} characters, skipped; a line is at most {MAX_LINE:,}"
    assert rows[1]["question"] == "can I attack a teammate?" and rows[1]["results"]
    assert [h["line"] for h in rows[2]["history"]] == ["can I attack a teammate?"]  # the long line is not kept


def test_the_skip_message_speaks_the_session_language():
    r = runner.invoke(
        app,
        ["table", "--game", "mycelium", "--no-build-index", "--lang", "nl"],
        input="y" * (MAX_LINE + 1) + "\nquit\n",
    )
    assert r.exit_code == 0 and "een regel van 100,001 tekens, overgeslagen" in r.output, r.output[-300:]


def test_a_dispute_answer_over_the_limit_is_asked_again():
    lines = "z" * (MAX_LINE + 1) + "\nattack\n"
    r = runner.invoke(app, ["dispute", "mycelium", "--brief"], input=lines)
    assert f"a line of {MAX_LINE + 1:,} characters, skipped" in r.output, r.output[-500:]
    assert "> attack" in r.output  # the next line answered the same question


@pytest.mark.parametrize("line", ["check a b.yaml", 'check "a b.yaml"', "check a\\ b.yaml", "check 'a b.yaml'"])
def test_the_table_checks_a_file_whose_name_has_a_space(tmp_path, monkeypatch, line):
    """All these were looked up as rules questions, silently (found by the session-22 attacker)."""
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(tmp_path / "a b.yaml")])
    assert r.exit_code == 0, r.output
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(app, ["table", "-g", "mycelium", "--json", "--no-build-index"], input=line + "\n")
    answers = [json.loads(x) for x in r.stdout.splitlines() if x.startswith("{")]
    assert any(a.get("verdict") == "legal" for a in answers), r.stdout[:500]


@pytest.mark.parametrize(("lang", "words"), [("en", "a quotation mark is not closed"), ("es", "falta cerrar unas")])
def test_an_unclosed_quote_in_a_check_line_is_said_in_the_sessions_words(lang, words):
    """shlex's own English ("No closing quotation") reached a Spanish session (found by the session-22 verifier)."""
    r = runner.invoke(app, ["table", "-g", "mycelium", "--lang", lang, "--no-build-index"], input="check 'pos.yaml\n")
    assert words in " ".join(r.output.split()), r.output
    assert "No closing quotation" not in r.output
