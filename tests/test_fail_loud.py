"""No fail-soft scaffolding: a missing command module, a broken engine or a bug surfaces; only the outermost
CLI and server boundaries turn a bug into one line (and exit 70 / HTTP 500), REFEREE_DEBUG=1 the traceback."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import referee
from referee.engine.registry import engine_for
from referee.rulebooks import passages


class BrokenRules:
    def __iter__(self):
        raise RuntimeError("the mycelium engine is broken")


def test_a_command_module_that_is_missing_is_a_crash_not_a_missing_command(tmp_path):
    """A copy of the package without cli/table_cmd.py (a module lost or not written yet) must not start."""
    skip = shutil.ignore_patterns("table_cmd.py", "__pycache__")
    shutil.copytree(Path(referee.__file__).parent, tmp_path / "referee", ignore=skip)
    code = "import referee.cli.app as a; print(sorted(c.name for c in a.app.registered_commands))"
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode != 0, f"started without the table command: {r.stdout}"
    assert "No module named 'referee.cli.table_cmd'" in r.stderr


def test_a_broken_engine_surfaces_in_lookup_instead_of_dropping_its_rule_ids(monkeypatch):
    from referee.index import rulelinks

    ids = {p.passage_id for p in passages("mycelium", include_user=False)}
    assert any(rulelinks.compute(ids).values())  # the healthy engine gives lookup its rule ids
    monkeypatch.setattr(engine_for("mycelium"), "rulebook", BrokenRules())
    with pytest.raises(RuntimeError, match="mycelium engine is broken"):
        rulelinks.compute(ids)


def test_a_broken_engine_surfaces_in_the_crosscheck(monkeypatch):
    from referee.adjudicator.crosscheck.links import rule_links
    from referee.engine import registry

    def broken(game, *args):
        raise RuntimeError(f"the {game} engine is broken")

    monkeypatch.setattr(registry, "engine_for", broken)
    with pytest.raises(RuntimeError, match="gnome-hollow engine is broken"):
        rule_links("gnome-hollow", passages("gnome-hollow", "es"), passages("gnome-hollow", "nl"))


def _bug(*args, **kwargs):
    raise KeyError("a bug")


def test_cli_boundary_turns_a_bug_into_one_line_and_exit_70(monkeypatch, capsys):
    from referee.cli import app as cli_app

    monkeypatch.delenv("REFEREE_DEBUG", raising=False)
    monkeypatch.setattr(cli_app, "app", _bug)
    with pytest.raises(SystemExit) as stop:
        cli_app.main()
    assert stop.value.code == 70
    err = capsys.readouterr().err
    assert err == "internal error: KeyError: 'a bug' (set REFEREE_DEBUG=1 for the traceback)\n"


def test_cli_boundary_with_referee_debug_shows_the_traceback(monkeypatch):
    from referee.cli import app as cli_app

    monkeypatch.setenv("REFEREE_DEBUG", "1")
    monkeypatch.setattr(cli_app, "app", _bug)
    with pytest.raises(KeyError, match="a bug"):
        cli_app.main()


def test_a_real_command_with_a_bug_ends_in_one_line(tmp_path):
    """End to end: `referee check` on an engine whose judging is broken."""
    code = (
        "import sys\n"
        "from referee.engine.registry import engine_for\n"
        "e = engine_for('mycelium')\n"
        "type(e).judge = lambda self, *a: 1 / 0\n"
        "from referee.cli.app import main\n"
        "sys.argv = ['referee', 'check', sys.argv[1]]\n"
        "main()\n"
    )
    pos = tmp_path / "pos.yaml"
    subprocess.run([sys.executable, "-m", "referee", "new-position", "mycelium", "-o", str(pos)], check=True)
    r = subprocess.run([sys.executable, "-c", code, str(pos)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 70
    assert r.stderr.strip().splitlines() == [
        "internal error: ZeroDivisionError: division by zero (set REFEREE_DEBUG=1 for the traceback)"
    ]


@pytest.mark.parametrize("debug", ["", "1"])
def test_server_boundary_answers_500_and_logs_one_line(monkeypatch, caplog, debug):
    from werkzeug.test import Client

    from referee.server import api, create_app

    monkeypatch.setenv("REFEREE_DEBUG", debug)
    monkeypatch.setattr(api, "rules_json", _bug)
    with caplog.at_level(logging.ERROR, logger="referee.server.app"):
        r = Client(create_app()).get("/api/rules/mycelium")
    assert r.status_code == 500
    assert r.json["error"] == "internal error"
    (record,) = [rec for rec in caplog.records if rec.levelno >= logging.ERROR]
    if debug:
        assert record.exc_info is not None  # the traceback, for the developer who asked
    else:
        assert record.exc_info is None
        assert "internal error: KeyError: 'a bug' (set REFEREE_DEBUG=1 for the traceback)" in record.getMessage()
