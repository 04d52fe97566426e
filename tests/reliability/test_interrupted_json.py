"""Ctrl-C during a --json command left stdout empty (found by the session-22 attacker): a script reading it got
nothing to parse. The interruption is a JSON error there too, exit 130; without --json, stdout stays empty."""

from __future__ import annotations

import json
import sys

import pytest

from referee.cli import app as app_module


def _interrupt(*_a, **_k):
    raise KeyboardInterrupt


@pytest.mark.parametrize("json_flag", [True, False])
def test_an_interrupted_command_says_so(monkeypatch, capsys, json_flag):
    monkeypatch.setattr(app_module.plain, "run", _interrupt)
    monkeypatch.delitem(app_module.__dict__, "app", raising=False)  # (the plain path, as a real run takes)
    monkeypatch.setattr(sys, "argv", ["referee", "ask", "Can I attack twice?", *(["--json"] if json_flag else [])])
    with pytest.raises(SystemExit) as stop:
        app_module.main()
    assert stop.value.code == 130
    out = capsys.readouterr().out
    assert (json.loads(out)["error"] == "interrupted") if json_flag else out == ""
