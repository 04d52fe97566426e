"""A reader that closes the pipe early (`referee check pos.yaml | head -1`, `grep -q`) left exit 1, the code of an
illegal move, for a legal verdict, `rules` and `ask` alike (rich exits 1 on a broken pipe; found by the session-21
attacker): the command ends with its own code."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SCENARIOS = "tests/engine/mycelium/scenarios"


def _run_into_a_closed_pipe(*args: str) -> subprocess.CompletedProcess:
    read, write = os.pipe()
    os.close(read)  # nobody reads: the first write meets a broken pipe
    try:
        return subprocess.run(
            [sys.executable, "-m", "referee", *args], stdout=write, stderr=subprocess.PIPE, text=True, timeout=120
        )
    finally:
        os.close(write)


@pytest.mark.parametrize(
    "args, code",
    [
        (("check", f"{SCENARIOS}/build-one-path-with-a-spore-token.yaml"), 0),
        (("check", f"{SCENARIOS}/build-two-own-paths-on-one-edge.yaml"), 1),
        (("rules", "mycelium"), 0),
        (("ask", "Can I connect two paths?"), 0),
    ],
)
def test_a_closed_pipe_leaves_the_commands_own_exit_code(args, code):
    r = _run_into_a_closed_pipe(*args)
    assert r.returncode == code and "Traceback" not in r.stderr, r.stderr[-800:]
