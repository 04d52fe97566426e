"""The `referee` command: a typer app whose commands live one module each in this package."""

from __future__ import annotations

import importlib
import sys

import typer

from referee.errors import debugging, internal_error_line

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

# Each module exposes `register(app)`. Every one is imported: a module that fails to import is a crash (and a
# failing test), never a command that silently is not there.
COMMAND_MODULES = [
    "referee.cli.passages_cmd",
    "referee.cli.ask_cmd",
    "referee.cli.index_cmd",
    "referee.cli.check_cmd",
    "referee.cli.schema_cmd",
    "referee.cli.explain_cmd",
    "referee.cli.crosscheck_cmd",
    "referee.cli.table_cmd",
    "referee.cli.serve_cmd",
]

for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(app)


def version_callback(show: bool) -> None:
    if show:
        typer.echo(f"referee {installed_version()}")
        raise typer.Exit(0)


def installed_version() -> str:
    """The installed distribution's version; referee.__version__ when running from a source tree."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("table-referee")
    except PackageNotFoundError:
        from referee import __version__

        return __version__


@app.callback()
def _options(
    show_version: bool = typer.Option(
        False, "--version", "-V", callback=version_callback, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Options before any command."""


def main() -> None:
    """Entry point, the outermost boundary: a bug becomes one line and exit 70 (REFEREE_DEBUG=1: the traceback)."""
    try:
        app()
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        sys.exit(130)
    except Exception as e:  # noqa: BLE001 - the outermost boundary, on purpose: a bug, told in one line
        if debugging():
            raise
        sys.stderr.write(internal_error_line(e) + "\n")
        sys.exit(70)
