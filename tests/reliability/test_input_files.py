"""Files that are not what they claim: a FIFO, a device behind a symlink, a 3 GB file. Each is refused at once
(exit 2, one line naming it), in a real process with a timeout and a memory cap, so a regression fails
instead of hanging the suite or the machine."""

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from referee.engine.registry import engine_for

CAP = 1 << 30  # address space of the child: a reader that trusts st_size dies of MemoryError, not the machine


def _cap_memory():
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


def referee(*args, stdin=None, timeout=60):
    return subprocess.run(
        [sys.executable, "-m", "referee", *map(str, args)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        preexec_fn=_cap_memory,
    )


def assert_refused(r, path, word):
    assert r.returncode == 2, (r.returncode, r.stderr[-500:])
    assert "Traceback" not in r.stderr + r.stdout
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and word in lines[0], r.stderr


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "position.yaml"
    os.mkfifo(path)
    return path


@pytest.fixture
def zero_link(tmp_path):
    path = tmp_path / "zero.yaml"
    path.symlink_to("/dev/zero")
    return path


@pytest.mark.parametrize("command", ["check", "explain", "score"])
def test_a_fifo_position_is_refused_promptly(command, fifo):
    assert_refused(referee(command, fifo, timeout=30), fifo, "pipe")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_symlink_to_dev_zero_is_refused_without_reading_it(zero_link):
    assert_refused(referee("check", zero_link, timeout=30), zero_link, "device")


@pytest.mark.skipif(not Path("/dev/urandom").exists(), reason="no /dev/urandom")
def test_dev_urandom_is_refused_promptly():
    assert_refused(referee("check", "/dev/urandom", timeout=30), "/dev/urandom", "device")


def test_a_move_file_or_a_config_file_that_is_a_fifo_is_refused(tmp_path, fifo):
    pos = tmp_path / "pos.yaml"
    pos.write_text(engine_for("mycelium").template(), encoding="utf-8")
    assert_refused(referee("check", pos, "--move", fifo, timeout=30), fifo, "pipe")
    doc = yaml.safe_load(engine_for("gnome-hollow").template())
    doc["position"]["config"] = str(fifo)
    gh = tmp_path / "gh.yaml"
    gh.write_text(yaml.safe_dump(doc), encoding="utf-8")
    r = referee("check", gh, timeout=30)
    assert_refused(r, gh, "pipe")


def test_a_table_session_survives_a_fifo_and_a_device(fifo, zero_link):
    r = referee(
        "table", "--game", "mycelium", "--no-build-index", stdin=f"check {fifo}\ncheck {zero_link}\nquit\n", timeout=60
    )
    assert r.returncode == 0, r.stderr[-500:]
    out = r.stdout + r.stderr
    assert "pipe" in out and "device" in out and "Traceback" not in out


def test_add_refuses_a_3_gb_file_without_reading_it(tmp_path):
    big = tmp_path / "rules.txt"
    with open(big, "wb") as fh:
        fh.truncate(3 * 10**9)  # sparse: no real disk use
    assert_refused(referee("add", big, "--game", "my-game", "--lang", "en", timeout=30), big, "bytes")


def test_add_refuses_a_fifo(fifo):
    assert_refused(referee("add", fifo, "--game", "my-game", "--lang", "en", timeout=30), fifo, "pipe")
