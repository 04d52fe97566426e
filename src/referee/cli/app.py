"""The `referee` command: a typer app whose commands live one module each in this package."""

from __future__ import annotations

import importlib
import inspect
import os
import sys
from typing import TYPE_CHECKING, Any

from referee.cli import plain
from referee.cli.params import Option, for_typer
from referee.errors import debugging, internal_error_line

if TYPE_CHECKING:  # imported where an app is made or run: `referee ask` runs without typer (cli/params.py)
    import typer

HELP = (
    "Table Referee: answers rules questions from the rulebooks in any of four languages, "
    "adjudicates described moves with cited verdicts, and cross-checks translations.\n\n"
    "Examples:\n\n"
    '  referee ask "¿Puedo conectar dos caminos con gnomos?"\n\n'
    "  referee check position.yaml --lang ru\n\n"
    "  referee dispute mycelium\n\n"
    "  referee show mycelium/en/build-a-path/5"
)

# Each module exposes `register(app)`, and COMMANDS says which one registers each command (a test holds the
# two together). `referee ask ...` imports only its own module: the others pull in the engines, the server and
# rich's tables, a tenth of a second of a question's start. Help, completion and an unknown command import
# every module; a module that fails to import is a crash (and a failing test), never a command that silently
# is not there.
COMMAND_MODULES = [
    "referee.cli.passages_cmd",
    "referee.cli.ask_cmd",
    "referee.cli.index_cmd",
    "referee.cli.check_cmd",
    "referee.cli.schema_cmd",
    "referee.cli.explain_cmd",
    "referee.cli.dispute_cmd",
    "referee.cli.crosscheck_cmd",
    "referee.cli.table_cmd",
    "referee.cli.serve_cmd",
]
COMMANDS = {
    **dict.fromkeys(("games", "passages", "show"), "referee.cli.passages_cmd"),
    "ask": "referee.cli.ask_cmd",
    **dict.fromkeys(("index", "add", "remove"), "referee.cli.index_cmd"),
    **dict.fromkeys(("check", "rules", "new-position", "score"), "referee.cli.check_cmd"),
    "schema": "referee.cli.schema_cmd",
    "explain": "referee.cli.explain_cmd",
    "dispute": "referee.cli.dispute_cmd",
    **dict.fromkeys(("crosscheck", "crosscheck-terms"), "referee.cli.crosscheck_cmd"),
    "table": "referee.cli.table_cmd",
    "serve": "referee.cli.serve_cmd",
}


def new_app(modules: list[str] = COMMAND_MODULES) -> typer.Typer:
    """The `referee` app with the commands of ``modules`` (all of them by default)."""
    import typer

    cli = typer.Typer(
        name="referee",
        help=HELP,
        no_args_is_help=True,
        rich_markup_mode="rich",
        context_settings={"help_option_names": ["-h", "--help"]},
        pretty_exceptions_enable=False,
    )
    cli.callback()(for_typer(_options))
    for name in modules:
        importlib.import_module(name).register(cli)
    _reflow_help(cli)
    return cli


def _reflow_help(cli: typer.Typer) -> None:
    """Each command's help with its paragraphs on one line, for rich to wrap at the terminal's width: this
    typer keeps a docstring's single line breaks, so every help cut its sentences at the source's margin
    ("a line starting with" / "- ..." on the next line). A paragraph with an indented line (an example, a
    table) keeps its lines. The help is drawn in the user's language (help_lang)."""
    from referee.cli import help_lang

    infos = [*cli.registered_commands, *(g.typer_instance.registered_commands for g in cli.registered_groups)]
    for info in _flat(infos):
        info.help = help_lang.reflowed(info.help or inspect.getdoc(info.callback) or "")
    help_lang.install()


def _flat(infos: list) -> list:
    return [i for item in infos for i in (item if isinstance(item, list) else [item])]


def app_for(args: list[str]) -> typer.Typer:
    """The app for a command line: only the module of the command named, when its name is known and no
    completion is asked for; every module otherwise (help, completion, a mistyped command)."""
    name = next((a for a in args if not a.startswith("-")), None)
    if name in COMMANDS and not completing() and not ({"--help", "-h"} & set(args[: args.index(name)])):
        return new_app([COMMANDS[name]])
    return new_app()


def completing() -> bool:
    """Whether the shell asks for completions (typer reads it from ``_<PROG>_COMPLETE``)."""
    return any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ)


def __getattr__(name: str) -> typer.Typer:
    """``app``: the full app, made on first use (tests and `python -m typer` reach it by this name)."""
    if name == "app":
        globals()["app"] = made = new_app()
        return made
    raise AttributeError(name)


def version_callback(show: bool) -> None:
    if show:
        import typer

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


def lang_callback(ctx: Any, lang: str | None) -> str | None:  # typer passes ctx by position (Any: not a type it reads)
    """`referee --lang ru <command>`: the default of the command's own --lang (click's default_map), so every
    command speaks it as if it were given there; the help reads it from the command line (help_lang)."""
    if lang:
        import typer

        from referee.errors import InputError
        from referee.i18n import resolve_lang

        try:
            lang = resolve_lang(lang)
        except InputError as e:
            raise typer.BadParameter(str(e).removeprefix("--lang: ")) from None
        group = ctx.command
        commands = getattr(group, "commands", {})
        ctx.default_map = {name: _lang_defaults(cmd, lang) for name, cmd in commands.items()}
    return lang


def _lang_defaults(command: Any, lang: str) -> dict[str, Any]:
    """{'lang': lang} for a command with a --lang, and the same for each command of a group (`index build`)."""
    subs = getattr(command, "commands", None)
    if subs is not None:
        return {name: _lang_defaults(sub, lang) for name, sub in subs.items()}
    out: dict[str, Any] = {}
    for p in command.params:
        if p.name == "lang":
            out["lang"] = lang
            # click would show the default_map value as "[default: ru]" beside the help's "default: your locale's"
            p.show_default = False
    return out


def _options(
    show_version: bool = Option(
        False, "--version", "-V", callback=version_callback, is_eager=True, help="Print the version and exit."
    ),
    lang: str | None = Option(
        None,
        "--lang",
        "-l",
        callback=lang_callback,
        is_eager=True,
        help="Language of the help and of every command's messages (en, es, nl, ru); default: the locale.",
    ),
) -> None:
    """Options before any command."""


def _usage_error_type() -> type[Exception]:
    """click's UsageError, whether typer vendors click (typer._click) or uses it: the base of typer's own
    exported BadParameter."""
    import typer

    return next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


def _click_error_type() -> type[Exception]:
    """click's ClickException, the base of every error click shows itself."""
    import typer

    return next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")


def run_typer(made: typer.Typer, args: list[str]) -> None:
    """Runs the typer app. A usage error (a missing argument, an unknown option, a value out of range) is told
    in the user's language; with --json it is JSON on stdout too, as every other refusal is."""
    import typer

    try:
        code = made(args, standalone_mode=False)
    except _usage_error_type() as e:
        if "--json" not in args:  # in the user's language (typer's own box was English in every locale)
            from referee.cli.usage_errors import show_usage_error

            show_usage_error(e, args)
            sys.exit(2)
        from referee.cli.output import emit_json

        param = getattr(e, "param", None)
        field = (param.opts[0] if param.opts else param.name) if param is not None else None
        problem = e.format_message()  # type: ignore[attr-defined]
        emit_json({"error": problem, "file": None, "field": field})
        sys.stderr.write(f"error: {problem}\n")
        sys.exit(2)
    except _click_error_type() as e:  # any other refusal of click's (standalone mode showed it so)
        e.show()  # type: ignore[attr-defined]
        sys.exit(e.exit_code)  # type: ignore[attr-defined]
    except typer.Abort:  # what standalone mode does with it (an interrupted prompt)
        sys.stderr.write("Aborted!\n")
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)


def main() -> None:
    """Entry point, the outermost boundary: a bug becomes one line and exit 70 (REFEREE_DEBUG=1: the traceback)."""
    from referee.cli.output import tolerate_narrow_streams

    tolerate_narrow_streams()
    try:
        made = globals().get("app")  # one made already in this process (the full app, or a test's) is used
        if made is not None:
            run_typer(made, sys.argv[1:])
        elif completing() or not plain.run(sys.argv[1:], COMMANDS):  # `referee ask` parsed without typer
            run_typer(app_for(sys.argv[1:]), sys.argv[1:])
    except KeyboardInterrupt:
        _json_error("interrupted")  # a script's stdout was empty after Ctrl-C (found by the session-22 attacker)
        sys.stderr.write("\n")
        sys.exit(130)
    except Exception as e:  # noqa: BLE001 - the outermost boundary, on purpose: a bug, told in one line
        if debugging():
            raise
        line = internal_error_line(e)
        _json_error(line)
        sys.stderr.write(line + "\n")
        sys.exit(70)


def _json_error(line: str) -> None:
    """With --json, the error as JSON on stdout too: a script reads stdout, never nothing on this path."""
    if "--json" not in sys.argv[1:]:
        return
    from referee.cli.output import emit_json, quiet_stdout

    try:
        emit_json({"error": line, "file": None, "field": None})
    except OSError:  # stdout itself refused (a full disk): the line on stderr still says it
        quiet_stdout()
