"""Text from files and questions, made safe to show: control characters and bidi overrides escaped.

A rulebook text, a position file or a question can carry terminal escape sequences ("\\x1b]0;pwned\\x07"
sets the window title, "\\x1b[2J" clears the screen) or a right-to-left override that makes text read
differently from what it is. Everything the tool prints (terminal, table mode, JSON Lines, Markdown)
goes through here, so such characters are shown as visible escapes (``\\x1b``, ``\\u202e``), never obeyed.
"""

from __future__ import annotations

import json
import re
from typing import Any

# C0 except tab and newline, DEL, C1, the bidi embeddings/overrides (U+202A-202E) and isolates (U+2066-2069), and
# lone surrogates (bytes of a name or a line that were not UTF-8, as Python hands them over: unprintable raw), and
# the invisible marks (zero-width space, left-to-right and right-to-left marks, word joiner, BOM): a player colour
# 'blue\u200b' was suggested as "did you mean: blue?", two names that look the same; ZWJ/ZWNJ stay (emoji, scripts)
_INVISIBLE = "\u202a-\u202e\u2066-\u2069\u200b\u200e\u200f\u2060\ufeff\ud800-\udfff"
_UNSAFE = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_INVISIBLE}]")
# what json.dumps(ensure_ascii=False) leaves raw: it escapes C0 itself
_UNSAFE_IN_JSON = re.compile(f"[\x7f-\x9f{_INVISIBLE}]")


def _escaped(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def shown(text: str) -> str:
    """``text`` with every control character except tab and newline (and bidi controls) shown escaped.

    A Windows line end is a line end, not a stray ``\\r``. Idempotent: the escapes are plain characters."""
    text = text.replace("\r\n", "\n")
    return _UNSAFE.sub(_escaped, text) if _UNSAFE.search(text) else text


# a name (a file, a path) is one line: tab, newline and carriage return escaped as well
_UNSAFE_IN_NAME = re.compile(f"[\x00-\x1f\x7f-\x9f{_INVISIBLE}]")


def shown_name(name: object) -> str:
    """A file name or path made safe to echo: every control character escaped, tab and newline too (a name
    with a newline printed raw read as two lines of output, the second one looking like the tool's own)."""
    text = str(name)
    return _UNSAFE_IN_NAME.sub(_escaped, text) if _UNSAFE_IN_NAME.search(text) else text


def has_unsafe(text: str) -> bool:
    return _UNSAFE.search(text) is not None


def json_text(data: Any, indent: int | None = None) -> str:
    """JSON that stays readable (non-ASCII letters kept) yet carries no raw C1 or bidi control: those are
    written as ``\\u`` escapes, which decode to the same string (outside strings JSON has only ASCII)."""
    text = json.dumps(data, ensure_ascii=False, indent=indent)
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def json_for(stream: Any, data: Any, indent: int | None = None) -> str:
    """``json_text`` for ``stream``; all ASCII (``\\u`` escapes) when its encoding cannot take the letters (a
    Latin-1 or ASCII locale, PYTHONIOENCODING): the same JSON to a parser, where the letters would be lost."""
    text = json_text(data, indent)
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return json.dumps(data, ensure_ascii=True, indent=indent)
    return text


def flow(value: Any) -> str:
    """A value as a position file writes it, on one line: ``[2_8]``, ``{square: 1_4, keep: groundhog}``,
    ``true``; the move and event data lines showed Python's own spelling (``['2_8']``, ``False``, ``{'square':
    ...}``), which no file has and no player reads."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + flow_items(value) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return str(value)


def flow_items(data: dict) -> str:
    """``key: value, ...`` of a mapping, empty values (``{}``, ``[]``, null) left out: they say nothing."""
    return ", ".join(f"{k}: {flow(v)}" for k, v in data.items() if v not in ({}, [], None))
