"""Sentences of a passage, with their character spans: for quote coverage and sentence-level lookup.

A rulebook passage is a paragraph, a list, or a card's text. A sentence ends at . ! ? … followed by space and
a capital letter, a quote, a bracket or a bullet (so "p. 3", "e.g. a", "т.е. в" do not end one), or at a line break
(list items, card lines). Splitting is deliberately simple and language-neutral: the four texts are
prose and lists, and what matters is that a long passage falls into its rule-sized parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# abbreviations whose full stop ends no sentence before a capital ("(ex. Veiled Lady would view ...)", "bvb. De
# ..."), in the four languages, lowercase or capitalised; each is one fixed-width lookbehind
ABBREVIATIONS: tuple[str, ...] = ("ex.", "e.g.", "i.e.", "eg.", "vs.", "bvb.", "bv.", "vb.", "nl.", "o.a.", "ej.")
ABBREVIATIONS += ("p.ej.", "cf.", "т.е.", "напр.", "см.", "т.д.", "т.п.")
NOT_AFTER_ABBREVIATION = "".join(
    rf"(?<!(?<!\w){re.escape(form)})" for a in ABBREVIATIONS for form in dict.fromkeys((a, a.capitalize()))
)
# end punctuation (not an abbreviation's), closing quotes/brackets, then space, then what can open a sentence
_END = re.compile(
    rf"(?<=[.!?…]){NOT_AFTER_ABBREVIATION}[\"'»”)\]]*\s+(?=[\"'«“(\[¿¡]?[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇÄËÏÖА-ЯЁ•\-–—*])"
)
_LINE = re.compile(r"\n+")
MIN_CHARS = 3  # a lone bullet or number is not a sentence


@dataclass(frozen=True)
class Sentence:
    start: int
    end: int
    text: str


def split(text: str) -> list[Sentence]:
    """The sentences of ``text``, each with its span in ``text`` (stripped of surrounding space)."""
    out: list[Sentence] = []
    for line in _spans(_LINE, text, 0, len(text)):
        for start, end in _spans(_END, text, *line):
            s, e = _strip(text, start, end)
            if e - s >= MIN_CHARS:
                out.append(Sentence(s, e, text[s:e]))
    return out


def _spans(pattern: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans, pos = [], start
    for m in pattern.finditer(text, start, end):
        spans.append((pos, m.start()))
        pos = m.end()
    spans.append((pos, end))
    return spans


def _strip(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end
