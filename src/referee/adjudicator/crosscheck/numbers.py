"""Numbers a rule states, in digits or words (en/es/nl/ru), ordinals included ("8ª", "2de", "8-й").

Not counted: photo and figure references ("(foto 2)"), list markers at the start of a line ("1. ", "A. "),
and articles that only look like "one" (un/una/een/a) unless a limiting word makes them a count
("solo ... una", "slechts een", "only a").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee.text.numbers import ARTICLE_ONE, number_word
from referee.text.tokens import fold

# The limiting words after which an article means "one" (text/numbers.py ARTICLE_ONE).
LIMITING = {
    "solo",
    "sola",
    "solamente",
    "unicamente",
    "exactamente",
    "maximo",
    "unica",
    "unico",
    "slechts",
    "maar",
    "alleen",
    "precies",
    "exact",
    "maximaal",
    "maximum",
    "enkel",
    "enkele",
    "only",
    "just",
    "exactly",
    "max",
    "single",
    "только",
    "лишь",
    "ровно",
    "максимум",
    "всего",
}
# An article before these is still an article ("un máximo de 2"): they limit what follows, not the article.
_LIMITING_AFTER = {"sola", "solo", "unica", "unico", "enkele", "single", "только"}
# Sequencing adverbs ("Primero, ...", "First, ...") are not counts.
_DISCOURSE = {"primero", "segundo", "first", "second", "eerst"}

_TOKEN = re.compile(r"\d+(?:[.,]\d+)?\+?(?:ª|º|°|e|de|ste|st|nd|rd|th|-?[а-я]{1,3})?|[^\W\d_]+", re.UNICODE)
_LEADING_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")  # the digits a number token starts with
_IGNORE = re.compile(
    r"\((?:foto|photo|fig|figure|afb|imagen|рис|фото)[^)]*\)|(?:foto|photo|fig\.?|figure|рис\.?)\s*\d+"
    r"|^\s*(?:[-•]\s*)?(?:\d+|[A-Za-z])[.)]\s",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass(frozen=True)
class Number:
    value: int | float
    surface: str
    start: int = -1  # offset in the text
    end: int = -1
    limited: bool = False  # a word after a limiting word ("только один", "solo una"): a count, never an article


def numbers(text: str, lang: str) -> list[Number]:
    """Every number the text states, in order."""
    clean = _IGNORE.sub(lambda m: " " * len(m.group(0)), text)
    out: list[Number] = []
    tokens = list(_TOKEN.finditer(clean))
    folded = [fold(t.group(0)) for t in tokens]
    for k, m in enumerate(tokens):
        tok, low = m.group(0), folded[k]
        lead = _LEADING_NUMBER.match(tok)
        if lead is not None:
            digits = lead.group(0).replace(",", ".")
            out.append(Number(float(digits) if "." in digits else int(digits), tok, m.start(), m.end()))
            continue
        nxt = clean[m.end() : m.end() + 1]
        if low in _DISCOURSE and nxt == ",":
            continue
        value = number_word(tok, lang)
        before = set(folded[max(0, k - 3) : k])
        after = folded[k + 1] if k + 1 < len(folded) else ""
        limited = bool(before & LIMITING) or after in _LIMITING_AFTER
        if value is None and low in ARTICLE_ONE.get(lang, set()) and limited:
            value = 1
        if value is not None:
            out.append(Number(value, tok, m.start(), m.end(), limited))
    return out


def number_set(text: str, lang: str) -> set[int | float]:
    return {n.value for n in numbers(text, lang)}
