"""The search index under stress, through real processes: two builders at once, one killed halfway, a cache
dir that cannot be written. The next question is always answered from an intact index, never a broken one."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest


def _referee(*args, env, timeout=600):
    return subprocess.run(
        [sys.executable, "-m", "referee", *args], capture_output=True, text=True, env=env, timeout=timeout
    )


@pytest.fixture
def fresh_env(tmp_path):
    env = {**os.environ, "REFEREE_CACHE_DIR": str(tmp_path / "cache"), "REFEREE_DATA_DIR": str(tmp_path / "data")}
    env.pop("REFEREE_TEST_CACHE", None)
    return env


def test_two_builders_at_once_and_one_killed_halfway(fresh_env):
    cmd = [sys.executable, "-m", "referee", "index", "build"]
    victim = subprocess.Popen(cmd, env=fresh_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    survivor = subprocess.Popen(cmd, env=fresh_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(3)  # both started: one holds the build lock, the other waits for it
    victim.send_signal(signal.SIGKILL)
    victim.wait(timeout=60)
    _, err = survivor.communicate(timeout=600)
    assert survivor.returncode == 0, err[-500:]
    info = json.loads(_referee("index", "info", "--json", env=fresh_env).stdout)
    statuses = [i["status"] for i in info["indexes"]]
    assert statuses and all(s == "current" for s in statuses), info
    leftovers = [p for p in os.listdir(info["cache_dir"]) if p.startswith(".") and not p.endswith(".lock")]
    assert not leftovers, leftovers  # a killed build leaves no half-written folder behind
    r = _referee("ask", "Что делает Сурок?", "--json", env=fresh_env)
    assert r.returncode == 0 and json.loads(r.stdout)["results"], r.stderr[-500:]


def test_a_cache_dir_that_cannot_be_written_still_answers(fresh_env, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache dir should be\n")
    env = {**fresh_env, "REFEREE_CACHE_DIR": str(blocker)}
    question = ("ask", "Can I have two of my own paths on one edge?", "--game", "mycelium", "--json")
    r = _referee(*question, env=env)  # the bundled texts: the shipped index answers, nothing to write
    assert r.returncode == 0, r.stderr[-500:]
    assert json.loads(r.stdout)["results"][0]["game"] == "mycelium" and "cannot be written" not in r.stderr
    text = tmp_path / "rules-nl.txt"  # a user's own text: its index must be built, in a temporary dir
    text.write_text("Paden\n\nJe mag nooit twee van je eigen paden op dezelfde rand leggen.\n", encoding="utf-8")
    assert _referee("add", str(text), "--game", "mycelium", "--lang", "nl", env=env).returncode == 0
    r = _referee(*question, env=env)
    assert r.returncode == 0, r.stderr[-500:]
    assert json.loads(r.stdout)["results"][0]["game"] == "mycelium"
    assert "cannot be written" in r.stderr
    assert blocker.read_text() == "a file where the cache dir should be\n"
