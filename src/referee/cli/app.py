"""The `referee` command: a typer app whose commands live one module each in this package."""

from __future__ import annotations

import importlib
import importlib.util

import typer

app = typer.Typer(
    name="referee",
    help=(
        "Table Referee: answers rules questions from the rulebooks in any of four languages, "
        "adjudicates described moves with cited verdicts, and cross-checks translations.\n\n"
        "Examples:\n\n"
        '  referee ask "¿Puedo conectar dos caminos con gnomos?"\n\n'
        "  referee check position.yaml --lang ru\n\n"
        "  referee show mycelium/en/build-a-path/5"
    ),
    no_args_is_help=True,
    rich_markup_mode="rich",
    context_settings={"help_option_names": ["-h", "--help"]},
    pretty_exceptions_enable=False,
)

# Each module exposes `register(app)`. A module not written yet is skipped; any other import error is real.
COMMAND_MODULES = [
    "referee.cli.passages_cmd",
    "referee.cli.ask_cmd",
    "referee.cli.index_cmd",
    "referee.cli.check_cmd",
    "referee.cli.explain_cmd",
    "referee.cli.crosscheck_cmd",
    "referee.cli.table_cmd",
    "referee.cli.serve_cmd",
]

for _name in COMMAND_MODULES:
    if importlib.util.find_spec(_name) is not None:
        importlib.import_module(_name).register(app)


def main() -> None:
    """Entry point: a bug must not greet the table with a traceback (REFEREE_DEBUG=1 shows it)."""
    import os
    import sys

    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as e:  # noqa: BLE001 - the last line of defence, on purpose
        if os.environ.get("REFEREE_DEBUG"):
            raise
        sys.stderr.write(f"internal error: {type(e).__name__}: {e} (run with REFEREE_DEBUG=1 for details)\n")
        sys.exit(70)
