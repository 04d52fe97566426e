"""'-' given as a file to write: the usual name for standard output. `new-position -o -` and `schema -o -` print
to stdout, as without -o; --save / --report / --tmx, which print something else there, refuse it naming the
option. Before, each wrote a file named '-' in the working folder (new-position a schema file beside it), and
`dispute --save -` said "saved -: `referee check -` gives this verdict", where `check -` is 'file not found'."""

import os
import subprocess
import sys

import pytest


def referee(*args: str, cwd, stdin: str | None = None) -> tuple[int, str, str]:
    env = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "", "COLUMNS": "200"}
    r = subprocess.run(
        [sys.executable, "-m", "referee", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=cwd,
    )
    return r.returncode, r.stdout, r.stderr


@pytest.mark.parametrize("command", [["new-position", "mycelium"], ["schema", "solstis"]])
def test_dash_output_is_stdout(tmp_path, command):
    code, plain, _ = referee(*command, cwd=tmp_path)
    code_dash, dashed, err = referee(*command, "-o", "-", cwd=tmp_path)
    assert code == code_dash == 0, err
    assert dashed == plain
    assert list(tmp_path.iterdir()) == []  # no file '-', no schema beside it


def test_dispute_save_dash_is_refused_before_the_dialogue(tmp_path):
    answers = "attack\ne5\nBlue Oyster\nblue\naction\nneither\n\n"
    code, out, err = referee("dispute", "mycelium", "--brief", "--save", "-", cwd=tmp_path, stdin=answers)
    assert code == 2, out[-300:]
    assert err.strip() == "error: -: --save: '-' is not standard output here; give a file name", err
    assert list(tmp_path.iterdir()) == []


def test_the_refusal_speaks_the_users_language(tmp_path):
    code, _, err = referee("dispute", "mycelium", "--save", "-", "--lang", "es", cwd=tmp_path, stdin="")
    assert code == 2
    assert "'-' no es la salida estándar aquí" in err, err
