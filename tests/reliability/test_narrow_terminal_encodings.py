"""A terminal or pipe whose encoding is not UTF-8 (a Latin-1 or ASCII locale, PYTHONIOENCODING=latin-1): what
it cannot show is replaced, and JSON escapes it, so the answer still comes. Each command was an internal error
(exit 70, rich's UnicodeEncodeError) at the first Cyrillic letter, box line or quote."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCENARIO = Path(__file__).parents[1] / "engine/mycelium/scenarios/build-two-own-paths-on-one-edge.yaml"


def referee(*args: str, encoding: str, stdin: str | None = None) -> tuple[int, bytes, str]:
    env = {**os.environ, "PYTHONIOENCODING": encoding, "LANG": "C.UTF-8", "LC_ALL": ""}
    r = subprocess.run(
        [sys.executable, "-m", "referee", *args],
        input=stdin.encode("ascii") if stdin is not None else None,
        capture_output=True,
        timeout=120,
        env=env,
    )
    return r.returncode, r.stdout, r.stderr.decode(encoding, "replace")


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_russian_answer_on_a_narrow_terminal_is_shown_not_a_bug(encoding):
    code, out, err = referee("ask", "Что делает Сурок?", "--game", "solstis", encoding=encoding)
    assert code == 0, err
    assert "internal error" not in err
    assert "solstis/ru/" in out.decode(encoding)  # the passage ids are ASCII: they come through whole


def test_a_verdict_in_russian_on_an_ascii_terminal_keeps_its_exit_code():
    code, out, err = referee("check", str(SCENARIO), "--lang", "ru", encoding="ascii")
    assert code in (0, 1, 3), err  # the verdict's own code, not 70
    assert "internal error" not in err and "mycelium/en/" in out.decode("ascii")


def test_json_on_a_latin1_pipe_escapes_what_it_cannot_write():
    code, out, err = referee("ask", "Что делает Сурок?", "--game", "solstis", "--json", encoding="latin-1")
    assert code == 0, err
    data = json.loads(out.decode("latin-1"))
    assert data["question"] == "Что делает Сурок?"  # escaped on the way out, whole after parsing


def test_table_json_lines_on_an_ascii_pipe_are_json():
    code, out, err = referee(
        "table",
        "--game",
        "solstis",
        "--json",
        "--no-build-index",
        encoding="ascii",
        stdin="what does the marmot do?\nquit\n",
    )
    assert code == 0, err
    lines = [json.loads(line) for line in out.decode("ascii").splitlines() if line.strip()]
    assert any("solstis/ru/" in json.dumps(line) for line in lines)
