"""`referee CMD` imports only CMD's module (the start of a question is a budget: issue #18's 0.35 s); the table
that says which module registers which command is held to what the modules really register."""

from __future__ import annotations

import typer

from referee.cli import app as cli


def _names(made: typer.Typer) -> set[str]:
    return {c.name for c in made.registered_commands} | {g.name for g in made.registered_groups}  # type: ignore[misc]


def test_the_command_table_is_what_each_module_registers():
    by_module = {m: _names(cli.new_app([m])) for m in cli.COMMAND_MODULES}
    assert {name: m for m, names in by_module.items() for name in names} == cli.COMMANDS
    assert _names(cli.new_app()) == set(cli.COMMANDS) == _names(cli.app)


def test_a_known_command_loads_only_its_module_and_anything_else_loads_all(monkeypatch):
    monkeypatch.delenv("_REFEREE_COMPLETE", raising=False)
    assert _names(cli.app_for(["ask", "Can I pass?", "--json"])) == {"ask"}
    assert _names(cli.app_for(["index", "info"])) == {"index", "add", "remove"}
    everything = set(cli.COMMANDS)
    for args in (["--help"], ["-h", "ask"], [], ["asks", "x"], ["--version"]):
        assert _names(cli.app_for(args)) == everything, args
    monkeypatch.setenv("_REFEREE_COMPLETE", "complete_bash")  # shell completion lists every command
    assert _names(cli.app_for(["ask"])) == everything
