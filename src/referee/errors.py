"""The input-error type, shared by every layer (rulebooks, index, engines, cli, server).

Every one names the file, the field path and the problem (exit code 2)."""

from __future__ import annotations

from referee.shown import shown, shown_name


class InputError(Exception):
    """Bad input from the user. ``str()`` is the one-line message the CLI prints."""

    def __init__(self, problem: str, file: str | None = None, field: str | None = None) -> None:
        super().__init__(problem)
        self.problem = problem
        self.file = file
        self.field = field

    def __str__(self) -> str:
        parts = [p for p in (self.file and shown_name(self.file), self.field) if p]
        return ": ".join([*parts, self.problem])

    def to_json(self) -> dict:
        return {"error": self.problem, "file": self.file, "field": self.field}


def check_decoded(text: str, field: str | None = None, file: str | None = None) -> str:
    """``text`` unchanged, or InputError when it holds bytes that were not UTF-8: Python hands those over from the
    command line or a pipe as lone surrogates (U+DC80-U+DCFF), which nothing downstream can encode or print."""
    for i, ch in enumerate(text):
        if "\udc80" <= ch <= "\udcff":
            at = len(text[:i].encode("utf-8", "surrogateescape"))
            raise InputError(f"not UTF-8 text (byte {at})", file, field)
    return text


def suggest(name: str, valid: list[str] | tuple[str, ...], n: int = 3) -> str:
    """' (did you mean: a, b?)' for the valid names nearest to ``name``, or ''."""
    import difflib

    close = difflib.get_close_matches(name, list(valid), n=n, cutoff=0.4)
    if not close:
        close = [v for v in valid if name and (name.lower() in v.lower() or v.lower() in name.lower())][:n]
    shown = list(valid)[:12]
    more = f", … +{len(valid) - len(shown)}" if len(valid) > len(shown) else ""  # said as cut, in no language
    if close:
        hint = f" (did you mean: {', '.join(close)}?)"
    else:  # nothing valid at all (an empty storage): no "(valid: )"
        hint = f" (valid: {', '.join(shown)}{more})" if shown else " (there is none)"
    return hint + lookalikes(str(name), valid)


LOOK_LATIN = frozenset("аеорсухкмтнвіјѕАВЕКМНОРСТХІЈЅ")  # Cyrillic letters drawn like Latin ones


def lookalikes(name: str, valid: list[str] | tuple[str, ...]) -> str:
    """Where every valid name is ASCII, the letters of ``name`` that are not, by their Unicode names: 'sоlstis'
    with a Cyrillic 'о' was "unknown game 'sоlstis' (did you mean: solstis?)", two names that look the same.

    Only in a word that could pass for Latin: one with a Latin letter, or one of letters that all look Latin
    (Cyrillic 'а' for the player 'a'). A Russian player's own word ('красная') looks like no Latin name, and
    naming its letters one by one only confused them."""
    import re
    import unicodedata

    if not all(v.isascii() for v in valid):
        return ""
    words = re.findall(r"[^\W\d_]+", name)
    passing = [w for w in words if re.search(r"[A-Za-z]", w) or all(c.isascii() or c in LOOK_LATIN for c in w)]
    odd = list(dict.fromkeys(c for w in passing for c in w if not c.isascii()))[:2]
    notes = [f"'{c}': U+{ord(c):04X} {unicodedata.name(c, 'LETTER')}" for c in odd]
    return f" ({'; '.join(notes)}, not a Latin letter)" if notes else ""


DEBUG_VAR = "REFEREE_DEBUG"


def debugging() -> bool:
    """REFEREE_DEBUG=1: an unexpected error shows its traceback instead of one line."""
    import os

    return os.environ.get(DEBUG_VAR, "") not in ("", "0")


def internal_error_line(e: BaseException) -> str:
    """The one line an unexpected error (a bug) becomes at the outermost CLI or server boundary.

    Its message can quote user text (a file name, a question): shown() escapes any control character in it."""
    return shown(f"internal error: {type(e).__name__}: {e} (set {DEBUG_VAR}=1 for the traceback)")
