"""Shared CLI plumbing: one console for people, plain JSON for machines, one-line errors with exit 2.

Errors for people are printed in the UI language (the command's ``--lang`` when it is a valid one, else the
locale's); the JSON error keeps the English text so scripts can match on it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from referee.errors import InputError
from referee.shown import json_text

# The consoles and layouts (consoles.py) import rich: loaded when first used, so `referee ask --json`, which
# prints only JSON, never imports rich (~50 ms of its start).
_RICH = ("SafeConsole", "console", "err_console", "MIN_TEXT_COLUMNS", "hanging", "id_rows")


def __getattr__(name: str) -> Any:
    if name in _RICH:
        from referee.cli import consoles

        return getattr(consoles, name)
    raise AttributeError(f"module 'referee.cli.output' has no attribute {name!r}")


def escape_markup(text: str) -> str:
    from rich.markup import escape

    return escape(text)


def emit_json(data: Any) -> None:
    """JSON only on stdout: no colour, no progress, nothing else."""
    sys.stdout.write(json_text(data, indent=2) + "\n")
    sys.stdout.flush()


def fail(message: str, code: int = 2, as_json: bool = False, lang: str | None = None, **extra: Any) -> NoReturn:
    from referee.i18n import t

    if as_json:
        emit_json({"error": message, **extra})
    label = escape_markup(t("error", lang))
    from referee.cli.consoles import err_console

    err_console.print(f"[bold red]{label}[/] {escape_markup(message)}", markup=True, soft_wrap=True)
    import typer  # here, not at the top: `referee ask` runs without typer until it refuses something

    raise typer.Exit(code)


def ui_lang(lang: Any) -> str:
    """The UI language for a command's ``--lang`` value; an invalid value falls back to the locale's."""
    from referee.i18n import LANGS, locale_lang

    return lang if isinstance(lang, str) and lang in LANGS else locale_lang()


def handles_input_errors(fn: Callable) -> Callable:
    """Turn InputError (and a broken pipe) into a one-line message and exit code 2, never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        _warned.clear()  # each command run says each skipped game once
        try:
            return fn(*args, **kwargs)
        except InputError as e:
            from referee.i18n import translate_error

            lang = ui_lang(kwargs.get("ui_lang") or kwargs.get("lang"))
            problem = e.to_json()
            # the JSON keeps the English message (stable for scripts); people read it in their language
            fail(translate_error(str(e), lang), 2, as_json=bool(kwargs.get("as_json")), lang=lang, **problem)
        except BrokenPipeError:
            import typer

            raise typer.Exit(0) from None
        finally:
            warn_skipped_games(ui_lang(kwargs.get("ui_lang") or kwargs.get("lang")))

    return wrapper


_warned: set[str] = set()


def warn_skipped_games(lang: str | None = None) -> None:
    """One line on stderr for each of the user's games left out because its game.yaml is bad (once a run).
    Only the user's games can be skipped: with none added, the corpus is not loaded just to say nothing
    (a question answered from the shipped index never loads it)."""
    from referee.rulebooks.paths import user_rulebooks_dir

    root = user_rulebooks_dir()
    if not root.is_dir() or not any(p.is_dir() for p in root.iterdir()):
        return
    from referee.i18n import t, translate_error
    from referee.rulebooks.corpus import skipped_games

    for e in skipped_games():
        if str(e) not in _warned:
            _warned.add(str(e))
            line = t("game_skipped", lang, problem=translate_error(str(e), lang))
            from referee.cli.consoles import err_console

            err_console.print(f"[yellow]{escape_markup(line)}[/]", soft_wrap=True)
