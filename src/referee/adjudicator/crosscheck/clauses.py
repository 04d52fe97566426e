"""Clauses of a passage and what each is about, so that a flag compares like with like.

Two matched passages often overlap only in part: a negation, a condition or a number in one of them may sit
in a sentence the other text simply does not have. Splitting passages into clauses (sentences and list
lines) and keying each clause by what it talks about (the term bank's concepts; within one language also
its longer words) lets a flag ask "does the other side say the same thing without the negation?" instead
of "does the other side have a negation anywhere?".

Worked examples ("for example", "por ejemplo", "bvb", "In dit voorbeeld") are marked too: the numbers of an
example are one instance of a rule, not the rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee.adjudicator.crosscheck.terms import TermBank
from referee.text.sentences import NOT_AFTER_ABBREVIATION
from referee.text.tokens import fold, words

# A sentence ends at . ! ? ; followed by a capital, a quote, a bracket or a dash (so "p. ej." and "bvb. 1"
# do not end one), and at every line break (list items, bullets).
_SENTENCE_END = re.compile(rf"(?<=[.!?;]){NOT_AFTER_ABBREVIATION}\s+(?=[¡¿\"“(\-–•A-ZÁÉÍÓÚÑÜА-ЯЁ])|\n+")
# Example markers, as regular expressions over folded text (whole words).
EXAMPLE_MARKERS = {
    "es": [r"por\s+ejemplo", r"p\.\s*ej\.?", r"ejemplo"],
    "nl": [r"bijvoorbeeld", r"bvb\.?", r"bv\.", r"vb\.", r"voorbeeld"],
    "en": [r"for\s+example", r"for\s+instance", r"e\.\s*g\.", r"example"],
    "ru": [r"например", r"пример\w*"],
}
MIN_WORD = 4  # within one language, words of this length and more key a clause as well as concepts


@dataclass(frozen=True)
class Clause:
    text: str
    start: int
    end: int
    keys: frozenset[str]  # "c:<concept>" for the bank's concepts, "w:<word>" for folded words

    def concepts(self) -> frozenset[str]:
        return frozenset(k for k in self.keys if k.startswith("c:"))


def split(text: str) -> list[tuple[int, int]]:
    """(start, end) of each clause, in order; blank pieces are dropped."""
    out, pos = [], 0
    for m in _SENTENCE_END.finditer(text):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(text)))
    return [(s, e) for s, e in out if text[s:e].strip()]


def clauses(text: str, lang: str, bank: TermBank) -> list[Clause]:
    out = []
    for s, e in split(text):
        piece = text[s:e]
        keys = {f"c:{c}" for c in bank.find(piece, lang)} if bank else set()
        keys |= {f"w:{fold(w)}" for w in words(piece) if len(w) >= MIN_WORD and not w.isdigit()}
        out.append(Clause(piece, s, e, frozenset(keys)))
    return out


def overlap(a: Clause, b: Clause, same_lang: bool) -> tuple[int, float]:
    """Shared keys and their share of the smaller clause. Across languages only the bank's concepts count
    (the words of two languages do not meet); within one language the words count too."""
    ka, kb = (a.keys, b.keys) if same_lang else (a.concepts(), b.concepts())
    shared = len(ka & kb)
    return shared, shared / max(1, min(len(ka), len(kb)))


def aligned(a: Clause, b: Clause, same_lang: bool, min_shared: int = 2, min_share: float = 0.5) -> bool:
    shared, share = overlap(a, b, same_lang)
    return shared >= min_shared and share >= min_share


def fold_keep(text: str) -> str:
    """``fold`` one character at a time, so offsets into the result are offsets into ``text``."""
    return "".join(f if len(f := fold(c)) == 1 else c.lower()[:1] or c for c in text)


def example_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """Character spans that are worked examples: from an example marker to the end of its clause."""
    markers = EXAMPLE_MARKERS.get(lang, [])
    if not markers:
        return []
    folded = fold_keep(text)
    rx = re.compile(r"(?<![\w])(?:" + "|".join(markers) + r")(?![\w])")
    spans = []
    for s, e in split(text):
        m = rx.search(folded, s, e)
        if m:
            spans.append((m.start(), e))
    return spans
