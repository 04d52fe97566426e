"""Shared CLI plumbing: one console for people, plain JSON for machines, one-line errors with exit 2.

Errors for people are printed in the UI language (the command's ``--lang`` when it is a valid one, else the
locale's); the JSON error keeps the English text so scripts can match on it.
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

import typer
from rich.console import Console

from referee.errors import InputError

console = Console(highlight=False)
err_console = Console(stderr=True, highlight=False)


def emit_json(data: Any) -> None:
    """JSON only on stdout: no colour, no progress, nothing else."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
    sys.stdout.flush()


def fail(message: str, code: int = 2, as_json: bool = False, lang: str | None = None, **extra: Any) -> NoReturn:
    from referee.i18n import t

    if as_json:
        emit_json({"error": message, **extra})
    label = _escape(t("error", lang))
    err_console.print(f"[bold red]{label}[/] {_escape(message)}", markup=True, soft_wrap=True)
    raise typer.Exit(code)


def ui_lang(lang: Any) -> str:
    """The UI language for a command's ``--lang`` value; an invalid value falls back to the locale's."""
    from referee.i18n import LANGS, locale_lang

    return lang if isinstance(lang, str) and lang in LANGS else locale_lang()


def handles_input_errors(fn: Callable) -> Callable:
    """Turn InputError (and a broken pipe) into a one-line message and exit code 2, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except InputError as e:
            from referee.i18n import translate_error

            lang = ui_lang(kwargs.get("ui_lang") or kwargs.get("lang"))
            problem = e.to_json()
            # the JSON keeps the English message (stable for scripts); people read it in their language
            fail(translate_error(str(e), lang), 2, as_json=bool(kwargs.get("as_json")), lang=lang, **problem)
        except BrokenPipeError:
            raise typer.Exit(0) from None

    return wrapper


def _escape(text: str) -> str:
    from rich.markup import escape

    return escape(text)
