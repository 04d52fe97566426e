"""'-' for a file reads standard input, as a translator or a script pipes it in: `cat mine.txt | referee add -
...`, `referee new-position solstis | referee check -`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def _referee(*args: str, stdin: str, data_dir) -> subprocess.CompletedProcess:
    env = os.environ | {"REFEREE_DATA_DIR": str(data_dir)}
    return subprocess.run(
        [sys.executable, "-m", "referee", *args], input=stdin, capture_output=True, text=True, env=env, timeout=120
    )


def test_add_dash_reads_the_text_from_standard_input(tmp_path):
    text = "# Opzet\n\nElke speler krijgt een spelersbord en legt zijn tegels ernaast.\n"
    r = _referee("add", "-", "--game", "piped", "--lang", "nl", "--json", stdin=text, data_dir=tmp_path)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["added"]["passages"] == 1
    shown = _referee("passages", "piped", "--lang", "nl", "--json", stdin="", data_dir=tmp_path)
    assert [p["text"] for p in json.loads(shown.stdout)["passages"]] == [text.split("\n\n")[1].strip()]
    assert not (tmp_path.parent / "-").exists()  # no file named '-' was made or read


def test_check_dash_reads_the_position_from_standard_input(tmp_path):
    position = _referee("new-position", "solstis", stdin="", data_dir=tmp_path).stdout
    r = _referee("check", "-", "--json", stdin=position, data_dir=tmp_path)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["verdict"] == "legal"


def test_nothing_piped_in_is_bad_input_naming_standard_input(tmp_path):
    r = _referee("check", "-", stdin="", data_dir=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "-: file is empty" in r.stderr


def test_the_position_and_the_move_cannot_both_read_standard_input(tmp_path):
    """`check - --move -`: the move found standard input already read and said "-: file is empty" (found by the
    session-18 attacker); now --move is named."""
    pos = Path("tests/engine/mycelium/scenarios/attack-not-connected-parrot-in-hand.yaml").read_text("utf-8")
    r = _referee("check", "-", "--move", "-", "--json", stdin=pos, data_dir=tmp_path)
    assert r.returncode == 2 and json.loads(r.stdout)["field"] == "--move"
