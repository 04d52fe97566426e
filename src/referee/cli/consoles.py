"""The rich consoles of the CLI (people's output) and the layouts shared by its commands; reached through
``referee.cli.output`` (``from referee.cli.output import console``), which loads this module on first use."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.padding import Padding
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from referee.cli.output import escape_markup, write_stdout
from referee.shown import has_unsafe, shown


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

    def on_broken_pipe(self) -> None:
        """A reader that closed the pipe early (`referee check pos.yaml | head -1`): the rest goes to the null
        device and the command ends with its own exit code; rich's own exit 1 is that of an illegal move."""
        from referee.cli.output import quiet_stdout

        quiet_stdout()


class CheckedStdout:
    """sys.stdout as the console writes to it, every write all of it or the system's refusal (write_stdout): a
    verdict or an answer into a file on a full disk, or past `ulimit -f`, was cut short with no word and the
    verdict's exit code. Looked up on each call, so a test's captured stdout is the one written to."""

    def write(self, text: str) -> int:
        write_stdout(text)
        return len(text)

    def flush(self) -> None:
        sys.stdout.flush()

    def __getattr__(self, name: str) -> Any:  # isatty, fileno, encoding: the real stdout's
        return getattr(sys.stdout, name)


console = SafeConsole(file=CheckedStdout(), highlight=False)  # type: ignore[arg-type]
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


def stacked(text: str) -> list[str]:
    """Two-column lines ("check FILE [--move M]    what it does", a continuation indented to the second
    column) as blocks for a narrow screen: the left column on its own line, the right one indented under it."""
    import re

    out: list[str] = []
    for line in text.split("\n"):
        pair = re.match(r"(\S.*?) {2,}(\S.*)$", line)
        if pair:
            out += [pair[1], "  " + pair[2]]
        elif line.startswith("    "):  # the second column's next line
            out.append("  " + line.strip())
        else:
            out.append(line)
    return out


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
