"""A plain command line of `referee ask` run without typer's parser: the same command function, the same
values, less start-up.

Why: typer 0.29 coerces every parameter through a pydantic TypeAdapter, built on every run; importing
pydantic and building them is ~80 ms of CPU, a quarter of the 0.35 s a cold question may take (issue #18).
What: the command's own signature (its Argument/Option declarations, cli/params.py's: typer is not imported
either) is read, and a command line made
only of those options (``--top 3``, ``-g mycelium``, ``--lang=es``, ``--json``) and its arguments is parsed
here into the values typer would pass. Anything else (help, completion, an unknown or repeated-in-a-cluster
option, a value typer would refuse, an option with a callback, a parser, an environment variable, a value
outside an option's bounds or a type other than str/int/bool/Path) returns None and goes through typer as
before; a test holds the two parsers to the same values on generated command lines.
"""

from __future__ import annotations

import gc
import importlib
import inspect
import re
import sys
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

PLAIN_COMMANDS = ("ask",)
_SIMPLE = (str, int, bool, Path)
# settings that change what typer does with a value: an option using any of them is left to typer
_TYPER_ONLY = ("callback", "parser", "envvar", "prompt", "default_factory", "exists", "resolve_path")


class _Collector:
    """Stands in for the typer app a command module registers on: keeps the command functions (with the
    declarations of cli/params.py as they are: ``plain``)."""

    plain = True

    def __init__(self) -> None:
        self.commands: dict[str, Callable] = {}

    def command(self, name: str) -> Callable[[Callable], Callable]:
        def keep(fn: Callable) -> Callable:
            self.commands[name] = fn
            return fn

        return keep

    def add_typer(self, *args: Any, **kwargs: Any) -> None:
        pass


def command_function(module: str, name: str) -> Callable:
    """The function ``module`` registers as command ``name`` (as decorated: errors become exit 2)."""
    collector = _Collector()
    importlib.import_module(module).register(collector)
    return collector.commands[name]


def _plain_type(annotation: Any) -> type | None:
    """str, int, bool or Path (also "X | None"); None for anything else."""
    if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union:
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        annotation = args[0] if len(args) == 1 else None
    return annotation if annotation in _SIMPLE else None


def _params(fn: Callable) -> tuple[list[tuple[str, type, Any]], dict[str, tuple[str, type]], dict, dict] | None:
    """(arguments, option flag -> (name, type), defaults, name -> (min, max)) of a command; None if typer alone
    can run it (a parameter not declared with cli/params.py's Argument / Option, or of another type)."""
    from referee.cli.params import Param

    inner = inspect.unwrap(fn)
    hints = typing.get_type_hints(inner)
    arguments: list[tuple[str, type, Any]] = []
    flags: dict[str, tuple[str, type]] = {}
    defaults: dict[str, Any] = {}
    bounds: dict[str, tuple[Any, Any]] = {}
    for name, param in inspect.signature(inner).parameters.items():
        info, kind = param.default, _plain_type(hints.get(name))
        if kind is None or not isinstance(info, Param):
            return None
        if any(info.settings.get(setting) for setting in _TYPER_ONLY):
            return None
        if info.kind == "argument":
            arguments.append((name, kind, info.default))
            continue
        decls = list(info.decls) or [f"--{name.replace('_', '-')}"]
        if any("/" in d or not d.startswith("-") for d in decls):
            return None  # "--x/--no-x" pairs, or a declaration naming the parameter
        flags.update(dict.fromkeys(decls, (name, kind)))
        defaults[name] = info.default
        bounds[name] = (info.settings.get("min"), info.settings.get("max"))
    return arguments, flags, defaults, bounds


def _value(kind: type, text: str) -> Any:
    if kind is int:
        if not re.fullmatch(r"-?[0-9]{1,18}", text):
            raise ValueError(text)  # "3.0", " 3", "x", "٣": typer decides (and words its own message)
        return int(text)
    return Path(text) if kind is Path else text


def parse(fn: Callable, args: list[str]) -> dict[str, Any] | None:
    """The keyword arguments typer would call ``fn`` with for ``args`` (after the command's name), or None
    when this command line is not a plain one (see the module's doc)."""
    spec = _params(fn)
    if spec is None:
        return None
    arguments, flags, values, bounds = spec
    positional: list[str] = []
    rest = list(args)
    try:
        while rest:
            token = rest.pop(0)
            if not token.startswith("-") or token == "-":
                positional.append(token)
                continue
            flag, eq, given = token.partition("=")
            name, kind = flags[flag]  # KeyError: not one of ours (help, a typo, "--", a cluster)
            if kind is bool:
                if eq:
                    return None
                values[name] = True
            else:
                values[name] = _value(kind, given if eq else rest.pop(0))
                lo, hi = bounds[name]
                if (lo is not None and values[name] < lo) or (hi is not None and values[name] > hi):
                    return None  # out of bounds: typer refuses it in its own words
        if len(positional) > len(arguments):
            return None
        for (name, kind, default), text in zip(arguments, positional + [None] * len(arguments), strict=False):
            if text is None and default is ...:
                return None  # a required argument is missing: typer says so
            values[name] = default if text is None else _value(kind, text)
    except (KeyError, IndexError, ValueError):
        return None
    return values


def run(args: list[str], commands: dict[str, str]) -> bool:
    """Runs ``referee ARGS`` here when it is a plain command line of a plain command; False when typer must."""
    if not args or args[0] not in PLAIN_COMMANDS:
        return False
    fn = command_function(commands[args[0]], args[0])
    kwargs = parse(fn, args[1:])
    if kwargs is None:
        return False
    # One question, then the process ends: the cyclic collector's passes over the index just loaded (a
    # hundred thousand lists and dicts, traversed again at every full collection) were 8.6% of a cold ask's
    # instructions, and what they would free is freed at exit anyway. A build of the index re-enables it
    # (ask_cmd.ensure_index): that allocates for a minute.
    gc.disable()
    try:
        fn(**kwargs)
    except Exception as e:
        # typer.Exit (what a refusal raises) as typer's standalone mode ends it; only raised once typer is loaded
        typer = sys.modules.get("typer")
        if typer is not None and isinstance(e, typer.Exit):
            sys.exit(e.exit_code)
        raise
    return True
