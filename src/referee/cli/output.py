"""Shared CLI plumbing: one console for people, plain JSON for machines, one-line errors with exit 2.

Errors for people are printed in the UI language (the command's ``--lang`` when it is a valid one, else the
locale's); the JSON error keeps the English text so scripts can match on it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

import typer
from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.padding import Padding
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from referee.errors import InputError
from referee.shown import has_unsafe, json_text, shown


class SafeConsole(Console):
    """A rich console that never lets a control character from a file or a question reach the terminal.

    Strings are escaped before markup parsing (so the layout measures what is shown) and every rendered
    segment once more on the way out (titles, tables and Text objects do not pass through ``render_str``).
    Its own colour codes are control segments made by rich, not text, and pass untouched."""

    def render_str(self, text: str, **kwargs: Any) -> Text:
        return super().render_str(shown(text), **kwargs)

    def render(self, renderable: RenderableType, options: ConsoleOptions | None = None) -> Iterable[Segment]:
        for seg in super().render(renderable, options):
            if seg.control or not has_unsafe(seg.text):
                yield seg
            else:
                yield Segment(shown(seg.text), seg.style)


console = SafeConsole(highlight=False)
err_console = SafeConsole(stderr=True, highlight=False)


# below this many columns for the text beside an id, a table starves the text: rows become blocks instead
MIN_TEXT_COLUMNS = 40


def hanging(lines: list[str]) -> Group:
    """Markup lines as one renderable where a line rich wraps (a long quote at 80 columns) keeps its indent."""
    out: list[RenderableType] = []
    for line in lines:
        body = line.lstrip(" ")
        pad = len(line) - len(body)
        # escaped before parsing, as SafeConsole.render_str does: rich's Text drops some controls (\x07) and
        # measures others as zero width, so the raw text would be cut or wrapped short
        text = Text.from_markup(shown(body))
        out.append(Padding(text, (0, 0, 0, pad), expand=False) if pad else text)
    return Group(*out)


def id_rows(
    rows: list[tuple[str, str]], id_header: str, text_header: str, title: str | None = None, lines: bool = False
) -> RenderableType:
    """(id, markup text) rows: a two-column table when the text keeps room beside the longest id, else one
    block per row (the id on its own line, the text indented under it). Ids are never cut: they are typed
    back on the command line (`referee show ID`)."""
    id_width = max((len(i) for i, _ in rows), default=0)
    if console.width - id_width - 7 >= MIN_TEXT_COLUMNS:
        table = Table(title=escape_markup(title) if title else None, show_lines=lines)
        table.add_column(id_header, style="cyan", no_wrap=True)
        table.add_column(text_header)
        for rid, text in rows:
            table.add_row(rid, text)
        return table
    out = [f"[bold]{escape_markup(title)}[/]"] if title else []
    for rid, text in rows:
        out.append(("\n" if lines and out else "") + f"[cyan]{escape_markup(rid)}[/]")
        out += [f"  {line}" for line in text.split("\n")]
    return hanging(out)


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
    err_console.print(f"[bold red]{label}[/] {escape_markup(message)}", markup=True, soft_wrap=True)
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
            raise typer.Exit(0) from None
        finally:
            warn_skipped_games(ui_lang(kwargs.get("ui_lang") or kwargs.get("lang")))

    return wrapper


_warned: set[str] = set()


def warn_skipped_games(lang: str | None = None) -> None:
    """One line on stderr for each of the user's games left out because its game.yaml is bad (once a run)."""
    from referee.i18n import t, translate_error
    from referee.rulebooks.corpus import skipped_games

    for e in skipped_games():
        if str(e) not in _warned:
            _warned.add(str(e))
            line = t("game_skipped", lang, problem=translate_error(str(e), lang))
            err_console.print(f"[yellow]{escape_markup(line)}[/]", soft_wrap=True)
