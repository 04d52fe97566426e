"""Clauses of a passage, for the clause-by-clause comparison of a matched pair (meaning.py, clause_flags.py).

A passage falls into sentences (the text toolkit's splitter, text/sentences.py), a sentence into clauses at
";" and ":" and at a comma before a connective ("..., or ...", "..., pero ...", "..., если ..."). A piece
too short to say anything on its own ("Fish:", "- Or,") stays with its neighbour, so a clause is
something a translator can compare with the other side's.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from referee.text import sentences
from referee.text.tokens import fold, words

# Words after ", " that start a clause of their own (folded, whole words).
CONNECTIVES = {
    "en": "but or and then if unless when whenever while so otherwise except until before after",
    "es": "pero o u y e si cuando mientras sino aunque salvo excepto entonces luego hasta antes despues",
    "nl": "maar of en dan als wanneer tenzij behalve terwijl zodra totdat voordat nadat anders",
    "ru": "но или и а если когда пока однако то кроме затем потом иначе после перед чтобы причём причем",
}
# ... of which these open a rule of their own ("..., si aparecen hexágonos idénticos, solo puedes ..."); the
# others go on the sentence before them ("..., and hands of cards", "..., aunque no vayan a recolectar")
OWN_RULE = {"en": {"if", "unless"}, "es": {"si", "salvo"}, "nl": {"als", "tenzij"}, "ru": {"если", "кроме"}}
# A connective after a comma that the sentence has already said before it is the second half of a pair
# ("и к пню, и к другому тайлу": both ... and; "o bien ..., o bien"; "либо ..., либо"): one statement, whose
# "both" or "either" a translation's single "or" / "and" has to be compared with, so it is not cut there
CORRELATIVE = {
    "en": {"or", "and"},
    "es": {"o", "u", "y", "e", "ni"},
    "nl": {"of", "en"},
    "ru": {"и", "или", "либо", "ни"},
}
MIN_WORDS = 3  # a piece with fewer words joins its neighbour
LABEL_WORDS = 10  # a piece this short ending in ":" is a case or a label and reads with what follows


@dataclass(frozen=True)
class Unit:
    """A clause: its span in the passage's text (``text == passage.text[start:end]``)."""

    start: int
    end: int
    text: str
    # the clause goes on a sentence after a comma ("..., or ..."): it is not a statement on its own
    continues: bool = False


@functools.cache
def _break(lang: str) -> re.Pattern[str]:
    conn = "|".join(CONNECTIVES.get(lang, "").split()) or "(?!)"
    # after ; or : (not a time "10:30"), or a comma followed by a connective
    return re.compile(rf"(?<=[;:])\s+(?!\d)|(?<=,)\s+(?=(?:{conn})\b)", re.IGNORECASE)


def _correlative(text: str, pos: int, m: re.Match[str], lang: str) -> bool:
    """Is the cut ``m`` a comma before the second word of a correlative pair said since ``pos``?"""
    if text[m.start() - 1] != ",":
        return False
    after = fold(text[m.end() : m.end() + 12]).split()[:1]
    if not after or after[0] not in CORRELATIVE.get(lang, set()):
        return False
    return after[0] in fold(text[pos : m.start()]).split()


def split_units(text: str, lang: str) -> list[Unit]:
    """The clauses of ``text`` in order, each a verbatim slice of it."""
    spans: list[tuple[int, int]] = []
    after_comma: set[int] = set()  # starts of clauses cut off a sentence at a comma
    for s in sentences.split(text) or [sentences.Sentence(0, len(text), text)]:
        pos = s.start
        for m in _break(lang).finditer(text, s.start, s.end):
            if _correlative(text, pos, m, lang):
                continue
            spans.append((pos, m.start()))
            pos = m.end()
            first = fold(text[pos : pos + 12]).split()[:1]
            if text[m.start() - 1] == "," and not set(first) & OWN_RULE.get(lang, set()):
                after_comma.add(pos)
        spans.append((pos, s.end))
    spans = [(a, b) for a, b in spans if text[a:b].strip()]
    merged: list[tuple[int, int]] = []
    carry: int | None = None  # start of a short lead piece ("Fish:", "- Or,") waiting for what follows
    for a, b in spans:
        if carry is not None:
            a, carry = carry, None
        piece = text[a:b].rstrip()
        if piece.endswith(":") and len(words(piece)) < LABEL_WORDS and b < spans[-1][1]:
            carry = a  # "- Ring not claimed by a gnome: put ..." is one case and its rule, not two clauses
            continue
        if len(words(piece)) < MIN_WORDS:
            if piece.endswith((":", ";", ",")) or not merged:
                carry = a  # a label or a dangling connective reads with what follows
                continue
            merged[-1] = (merged[-1][0], b)  # a short tail ("then draw.") stays with what precedes
            continue
        merged.append((a, b))
    if carry is not None:
        if merged:
            merged[-1] = (merged[-1][0], spans[-1][1])
        else:
            merged.append((carry, spans[-1][1]))
    return [Unit(a, b, text[a:b], a in after_comma) for a, b in merged]
