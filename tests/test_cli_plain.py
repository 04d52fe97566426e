"""`referee ask` parsed without typer (referee/cli/plain.py) gives the command exactly the values typer would,
or leaves the command line to typer: on generated command lines, and on the ones a person types."""

from __future__ import annotations

import functools
import subprocess
import sys

import typer
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from referee.cli import app as cli
from referee.cli import params, plain

ASK = plain.command_function(cli.COMMANDS["ask"], "ask")
TOKENS = [
    "--game",
    "-g",
    "mycelium",
    "solstis",
    "--lang",
    "-l",
    "es",
    "ru",
    "--top",
    "-k",
    "3",
    "0",
    "-1",
    "x",
    "3.0",
    "--top=2",
    "--lang=nl",
    "--json",
    "--json=1",
    "--encoder",
    "-e",
    "usem3",
    "--position",
    "-p",
    "pos.yaml",
    "--help",
    "-h",
    "--",
    "-",
    "-gk",
    "--no-json",
    "--jsn",
    "¿Puedo pasar?",
    "Can I pass?",
    "",
    " 7",
]


def _typer_values(args: list[str]) -> dict | None:
    """What typer calls the ask command with for ``args`` (None: it refuses them or exits early)."""
    seen: dict = {}

    @functools.wraps(ASK)
    def capture(**kwargs):
        seen.update(kwargs)

    app = typer.Typer()
    app.callback()(lambda: None)
    app.command("ask")(params.for_typer(capture))
    result = CliRunner().invoke(app, ["ask", *args])
    return seen if result.exit_code == 0 and seen else None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=6))
def test_a_plain_command_line_gets_the_values_typer_would_give(args):
    mine = plain.parse(ASK, args)
    if mine is not None:  # never a command line typer refuses, never other values
        assert mine == _typer_values(args), args


def test_the_command_lines_people_type_are_plain():
    for args in (
        ["Can I pass?"],
        ["¿Puedo pasar?", "--json"],
        ["Что делает Сурок?", "--game", "solstis", "--lang", "ru", "--top", "3", "--json"],
        ["-g", "mycelium", "Can I attack?", "-k", "1", "-l", "en"],
        ["q", "--lang=es", "--encoder", "usem3", "--position", "pos.yaml"],
    ):
        assert plain.parse(ASK, args) == _typer_values(args) is not None, args
    for args in (
        ["--help"],
        [],
        ["q", "--top", "x"],
        ["q", "--top", "99999"],
        ["q", "-k", "0"],
        ["q", "--jsn"],
        ["q", "r"],
    ):
        assert plain.parse(ASK, args) is None, args


def test_a_cold_ask_imports_neither_typer_nor_pydantic_nor_rich_nor_the_other_commands():
    code = (
        "import sys\n"
        "from referee.cli import plain, app\n"
        "assert plain.parse(plain.command_function(app.COMMANDS['ask'], 'ask'), ['q', '--json']) is not None\n"
        "print(sorted(m for m in ('pydantic', 'rich', 'typer', 'referee.cli.check_cmd', 'referee.cli.table_cmd') "
        "if m in sys.modules))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "[]", r.stderr[-1000:]


def test_a_whole_cold_ask_answers_without_typer_click_pydantic_or_rich():
    """The whole of `referee ask Q --json` (parse, index, encoder, answer), not only its parsing: what a cold
    question imports is checked as the process ends."""
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: sys.stderr.write('LOADED ' + repr(sorted(m for m in ('typer', 'click', "
        "'pydantic', 'rich') if m in sys.modules)) + '\\n'))\n"
        "sys.argv = ['referee', 'ask', 'Can I connect two paths?', '--json']\n"
        "from referee.cli.app import main\n"
        "main()\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and '"results"' in r.stdout, r.stderr[-1000:]
    assert "LOADED []" in r.stderr, r.stderr[-1000:]


def test_ask_refuses_a_top_outside_1_to_20_with_exit_2():
    from typer.testing import CliRunner

    from referee.cli.app import app

    for top in ("0", "21", "99999"):
        out = CliRunner().invoke(app, ["ask", "Can I attack?", "--top", top])
        assert out.exit_code == 2 and "--top" in out.output, (top, out.output)


def test_an_index_build_runs_with_the_garbage_collector_on_though_a_plain_ask_turned_it_off(monkeypatch):
    """plain.run turns the cyclic collector off for one question; a build allocates for a minute, so
    ask_cmd.ensure_index must turn it back on before building (else memory grows with every cycle left)."""
    import gc

    from referee.cli import ask_cmd
    from referee.index import search

    seen: list[bool] = []

    def fake_load_index(name, build_if_needed=True, progress=None):
        if not build_if_needed:
            raise FileNotFoundError(name)  # no index yet: ensure_index must build
        seen.append(gc.isenabled())

    monkeypatch.setattr(search, "load_index", fake_load_index)
    was_on = gc.isenabled()
    gc.disable()
    try:
        ask_cmd.ensure_index(None, "en")
    finally:
        if was_on:
            gc.enable()
    assert seen == [True]
