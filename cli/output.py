"""Shared CLI plumbing: one console for people, plain JSON for machines, one-line errors with exit 2."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

import typer
from rich.console import Console

from referee.engine.core.errors import InputError

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)


def emit_json(data: Any) -> None:
    """JSON only on stdout: no colour, no progress, nothing else."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()


def fail(message: str, code: int = 2, as_json: bool = False, **extra: Any) -> NoReturn:
    if as_json:
        emit_json({"error": message, **extra})
    err_console.print(f"[bold red]error:[/] {message}", markup=True, soft_wrap=True)
    raise typer.Exit(code)


def handles_input_errors(fn: Callable) -> Callable:
    """Turn InputError (and a broken pipe) into a one-line message and exit code 2, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except InputError as e:
            fail(_escape(str(e)), 2, as_json=bool(kwargs.get("as_json")), **e.to_json())
        except BrokenPipeError:
            raise typer.Exit(0) from None

    return wrapper


def _escape(text: str) -> str:
    from rich.markup import escape

    return escape(text)
