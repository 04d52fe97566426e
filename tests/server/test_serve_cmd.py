"""`referee serve` listens on this machine only unless told otherwise, answers, and stops cleanly."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request

from referee.cli.app import app as cli_app


def test_serve_binds_localhost_by_default_and_answers():
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "serve", "--port", "0", "--no-warm"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://([\d.]+):(\d+)/", line)
        assert match, line
        assert match.group(1) == "127.0.0.1"
        with urllib.request.urlopen(f"http://127.0.0.1:{match.group(2)}/api/games", timeout=30) as answer:
            games = json.load(answer)["games"]
        assert {g["game"] for g in games} == {"gnome-hollow", "mycelium", "queens-garden", "solstis"}
    finally:
        proc.terminate()
        proc.wait(timeout=15)


def test_serve_is_registered_with_host_and_port_options():
    from typer.main import get_command

    serve = get_command(cli_app).commands["serve"]
    opts = {o for p in serve.params for o in p.opts}
    assert {"--host", "--port"} <= opts
    assert next(p for p in serve.params if "--host" in p.opts).default == "127.0.0.1"


def _first_line(*args: str, env_lang: str = "C") -> str:
    import os

    env = {**os.environ, "LANG": env_lang, "LC_ALL": "", "LANGUAGE": ""}
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee", "serve", "--port", "0", "--no-warm", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    try:
        return proc.stdout.readline()
    finally:
        proc.terminate()
        proc.wait(timeout=15)


def test_serve_speaks_the_hosts_language():
    """A Russian host started the page and read "Table Referee at ... (Ctrl+C stops it)", the one English line
    of their session (new-user walk (a), newuser14): the locale, or --lang, picks its language."""
    ru = _first_line(env_lang="ru_RU.UTF-8")
    assert "Ctrl+C" in ru and "stops it" not in ru and "остановить" in ru, ru
    nl = _first_line("--lang", "nl")
    assert re.search(r"http://127\.0\.0\.1:\d+/", nl) and "stoppen" in nl, nl
