"""Large output on stdout (`passages --json`, `schema`) into a file past the size limit (or on a full disk) was
cut at what fitted and the command exited 0: half a JSON document for a script (found by the session-18
attacker). It is written through the descriptor now, all of it or a refusal: exit 2, "cannot write the output".
The index build refused the same way (EFBIG) was an internal error, exit 70."""

from __future__ import annotations

import os
import resource
import subprocess
import sys

import pytest

LIMIT = 20_000  # bytes: less than either output


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


@pytest.mark.parametrize("args", [["passages", "--json"], ["schema", "mycelium"]], ids=["passages-json", "schema"])
def test_output_past_the_file_size_limit_is_refused_not_cut(tmp_path, args):
    out = tmp_path / "out.txt"
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_DEBUG"}
    with out.open("wb") as fh:
        r = subprocess.run(
            [sys.executable, "-m", "referee", *args], stdout=fh, stderr=subprocess.PIPE, text=True, env=env,
            preexec_fn=_limited, timeout=300, check=False,
        )  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert "cannot write the output (file too large)" in r.stderr
    assert "Traceback" not in r.stderr and out.stat().st_size <= LIMIT


def test_a_verdict_for_people_past_the_limit_is_refused_not_cut(tmp_path):
    """The console's output too (a verdict, an answer): cut at 2,048 bytes with the verdict's exit code (found by
    the session-18 verify helper)."""
    out = tmp_path / "out.txt"
    scenario = "tests/engine/mycelium/scenarios/attack-not-connected-parrot-in-hand.yaml"

    def small() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))

    env = {k: v for k, v in os.environ.items() if k != "REFEREE_DEBUG"} | {"COLUMNS": "100"}
    with out.open("wb") as fh:
        r = subprocess.run(
            [sys.executable, "-m", "referee", "check", scenario], stdout=fh, stderr=subprocess.PIPE, text=True,
            env=env, preexec_fn=small, timeout=300, check=False,
        )  # fmt: skip
    assert r.returncode == 2 and "cannot write the output (file too large)" in r.stderr, r.stderr
