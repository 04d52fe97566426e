"""A command's parameters declared without importing typer: ``Argument(...)`` and ``Option(...)`` take what
typer's functions of the same names take and only remember it, so `referee ask`, parsed by cli/plain.py,
never imports typer (and click with it: ~25-50 ms of a cold question's start, a tenth of it). A command
registered on a real typer app gets typer's own declarations, made from the remembered ones (``command``).

    @params.command(app, "ask")
    def ask_cmd(question: str = params.Argument(..., help="..."), top: int = params.Option(5, "--top", min=1)):
        ...
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Param:
    """One parameter's declaration, as given to typer.Argument / typer.Option."""

    kind: str  # "argument" | "option"
    default: Any
    decls: tuple[str, ...] = ()  # an option's flags ("--top", "-k")
    settings: dict[str, Any] = field(default_factory=dict)  # help, min, max, ...


def Argument(default: Any = ..., **settings: Any) -> Any:  # noqa: N802 - typer's name, typer's call
    return Param("argument", default, (), settings)


def Option(default: Any = None, *decls: str, **settings: Any) -> Any:  # noqa: N802 - typer's name, typer's call
    return Param("option", default, decls, settings)


def to_typer(param: Param) -> Any:
    """typer's own declaration for ``param``."""
    import typer

    if param.kind == "argument":
        return typer.Argument(param.default, **param.settings)
    return typer.Option(param.default, *param.decls, **param.settings)


def for_typer(fn: Callable) -> Callable:
    """``fn`` with a signature typer reads: each Param default replaced by typer's declaration (``fn`` itself,
    and a function it wraps, keep theirs: plain.py reads those)."""
    sig = inspect.signature(fn, eval_str=True)
    fields = [
        p.replace(default=to_typer(p.default)) if isinstance(p.default, Param) else p for p in sig.parameters.values()
    ]
    fn.__signature__ = sig.replace(parameters=fields)  # type: ignore[attr-defined]
    return fn


def command(app: Any, name: str) -> Callable[[Callable], Callable]:
    """``app.command(name)``; on a typer app the function's declarations become typer's (plain.py's collector,
    which has ``plain = True``, keeps them as they are)."""

    def register(fn: Callable) -> Callable:
        return app.command(name)(fn if getattr(app, "plain", False) else for_typer(fn))

    return register
