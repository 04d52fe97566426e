"""What the system refuses (a full disk under the output or the cache) is one line naming it, exit 2, in the
user's language, with JSON on stdout when it can be written; a bug with --json is JSON too. Both were "internal
error: OSError: [Errno 28] No space left on device", exit 70, and an empty stdout for --json (found attacking
the CLI with a full cache dir and `> /dev/full`)."""

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.cli import app as cli
from referee.cli import passages_cmd
from referee.cli.output import handles_input_errors

SRC = str(Path(__file__).resolve().parents[2] / "src")
FULL = Path("/dev/full")


def _run_into_full_disk(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": SRC, "LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "LANGUAGE": ""}
    env["REFEREE_DATA_DIR"] = str(tmp_path / "data")
    with FULL.open("w") as full:
        return subprocess.run(
            [sys.executable, "-m", "referee", *args], stdout=full, stderr=subprocess.PIPE, text=True, env=env
        )


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["schema", "mycelium", "--json"], "error: refused by the system (no space left on device)"),
        (["games"], "error: refused by the system (no space left on device)"),
        (["ask", "Can I pass?", "--json"], "error: refused by the system (no space left on device)"),
        (["ask", "Что делает Сурок?", "--lang", "ru"], "ошибка: система отказала (no space left on device)"),
    ],
)
def test_an_output_the_disk_refuses_is_one_line_and_exit_2(tmp_path, args, said):
    done = _run_into_full_disk(args, tmp_path)
    assert done.returncode == 2, done.stderr
    assert said in done.stderr
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_a_full_cache_names_the_dirs_the_tool_writes(monkeypatch, tmp_path, capsys):
    """A write through an open file names no file: the cache and data dirs are named instead."""
    import typer

    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))

    @handles_input_errors
    def build(as_json: bool = True) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(typer.Exit) as done:
        build(as_json=True)
    assert done.value.exit_code == 2
    data = json.loads(capsys.readouterr().out)
    assert data["error"].startswith("refused by the system (no space left on device)")
    assert str(tmp_path / "cache") in data["error"] and str(tmp_path / "data") in data["error"]


def test_an_oserror_that_is_no_refusal_stays_a_bug():
    @handles_input_errors
    def broken() -> None:
        raise FileNotFoundError(errno.ENOENT, "No such file or directory", "/nowhere")

    with pytest.raises(FileNotFoundError):
        broken()


def test_a_bug_with_json_is_json_on_stdout(monkeypatch, capsys):
    def crash():
        raise RuntimeError("a bug")

    monkeypatch.setattr(passages_cmd, "games", crash)
    monkeypatch.setattr(sys, "argv", ["referee", "games", "--json"])
    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 70
    out = capsys.readouterr()
    data = json.loads(out.out)
    assert data == {
        "error": "internal error: RuntimeError: a bug (set REFEREE_DEBUG=1 for the traceback)",
        "file": None,
        "field": None,
    }
    assert "internal error: RuntimeError: a bug" in out.err
