"""Numbers with what they count: "2 tegels" counts garden tiles, "8ª flor" counts flowers.

Two passages disagree on a number only when they count the same thing differently; a number about
something the other passage does not count is content that is elsewhere, not a changed rule. The counted
thing is the term-bank concept of the first term in the few words after the number ("2 van de 8
beschikbare tuintegels" -> garden-tile), widened to the concepts it is a kind of (a wildflower tile is a
tile: the bank's own words say so, "veldbloemtegel" ends in "tegel", "wildflower tile" in "tile"). Within
one language the next word itself also names the thing. A bare number ("heb je er al 2,") counts what its
clause talks about.

Not compared as rules: labels ("stap 1", "kolom 1", "column 3": a name, not a count), increments ("1
extra marker": a difference, not a total) and numbers inside a worked example.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from referee.adjudicator.crosscheck.clauses import clauses, example_spans
from referee.adjudicator.crosscheck.numbers import numbers
from referee.adjudicator.crosscheck.terms import TermBank, _matches
from referee.text.tokens import fold, words

LOOKAHEAD = 4  # words after a number in which its noun is looked for (other numbers not counted)
LOOKBEHIND = 8  # words before a bare number in which the thing it refers back to is looked for
LABEL_BEFORE = {
    "stap",
    "kolom",
    "getal",
    "foto",
    "rij",
    "fase",
    "ronde",
    "pagina",
    "paso",
    "columna",
    "fila",
    "ronda",
    "numero",
    "step",
    "column",
    "row",
    "phase",
    "round",
    "page",
    "number",
    "шаг",
    "столбец",
    "колонка",
    "ряд",
    "раунд",
    "страница",
}
INCREMENT_AFTER = {
    "extra",
    "adicional",
    "adicionales",
    "mas",
    "bijkomend",
    "bijkomende",
    "meer",
    "additional",
    "more",
    "еще",
    "дополнительный",
    "дополнительных",
    "дополнительно",
}
_STOP = re.compile(r"[.,;:!?()\[\]/]")


@dataclass(frozen=True)
class Count:
    value: int | float
    surface: str
    things: frozenset[str]  # "c:<concept>" and, for one language, "w:<word>"
    example: bool = False
    increment: bool = False
    context: frozenset[str] = frozenset()  # the other concepts of the words around it, in its clause
    start: int = -1  # offset of the number in the text

    def comparable(self, other: Count, cross: bool) -> bool:
        """Do both count the same thing: a shared thing, and (if either says more, as "2 tegels uit je
        opslag" does) a shared concept around it? "8 losetas disponibles" and "2 tegels uit je opslag"
        both count tiles, but not the same tiles."""
        mine = {t for t in self.things if not cross or t.startswith("c:")}
        # the same thing, or the same two things in crossed roles ("máximo de 2" after "Almacenamiento"
        # counts storage among tiles; "2 tegels in je opslag" counts tiles in storage)
        if not mine & other.things and not (mine & other.context and self.context & other.things):
            return False
        if (self.context or other.context) and not (self.example or other.example):  # (an example: a note)
            return bool(self.context & other.context or self.context & other.things or other.context & self.things)
        return True


def counts(text: str, lang: str, bank: TermBank) -> list[Count]:
    """The numbers of ``text`` that count something, labels left out."""
    examples = example_spans(text, lang)
    cls = clauses(text, lang, bank)
    wider = broader(bank)
    out: list[Count] = []
    nums = [n for n in numbers(text, lang) if not _is_label(text, n.start)]
    bare_of = []
    for n in nums:
        before = fold(text[max(0, n.start - 20) : n.start]).split()
        after = _words_after(text, n.end)
        increment = bool(after) and after[0] in INCREMENT_AFTER
        things = set()
        concepts = _first_concepts(after, lang, bank)
        for c in concepts:
            things |= {f"c:{c}"} | {f"c:{w}" for w in wider.get(c, ())}
        if after:
            things.add(f"w:{after[0]}")
        clause = next((c for c in cls if c.start <= n.start < c.end), None)
        if not after and clause is not None:
            # a bare number ("un máximo de 2,", "heb je er al 2,") counts the last thing named before it
            back = _last_concepts(text[clause.start : n.start], lang, bank)
            things |= {f"c:{c}" for c in back} | {f"c:{w}" for c in back for w in wider.get(c, ())}
            if before:
                things.add(f"w:<{before[-1]}")
        context = _around(text, n.start, n.end, clause, lang, bank) - things
        example = any(s <= n.start < e for s, e in examples)
        out.append(Count(n.value, n.surface, frozenset(things), example, increment, frozenset(context), n.start))
        bare_of.append({f"c:{c}" for c in concepts})
    # in an enumeration ("2de, 4de of 6de ringmarkeersteen") every number counts what the last one counts
    for k in range(len(out) - 2, -1, -1):
        gap = text[nums[k].end : nums[k + 1].start]
        if _LIST_GAP.fullmatch(fold(gap)) and not any(t.startswith("c:") for t in bare_of[k]):
            out[k] = replace(out[k], things=out[k + 1].things, context=out[k + 1].context)
    # the same number of the same thing after an example ("7 blauwe paddenstoelen ... De 7 paddenstoelen")
    # is still that example
    ex = [c for c in out if c.example]
    return [replace(c, example=True) if any(e.value == c.value and e.things & c.things for e in ex) else c for c in out]


_LIST_GAP = re.compile(r"\s*(?:,|,?\s+(?:of|o|u|y|en|or|and|и|или))\s*")


def _is_label(text: str, start: int) -> bool:
    before = fold(text[max(0, start - 20) : start]).split()
    return bool(before) and before[-1].strip(".,:;()") in LABEL_BEFORE


WINDOW = 6  # words either side of a number whose concepts are its context


def _around(text: str, start: int, end: int, clause, lang: str, bank: TermBank) -> set[str]:
    """Concepts named within WINDOW words of the number, inside its clause."""
    if not bank or clause is None:
        return set()
    left = " ".join(words(text[clause.start : start])[-WINDOW:])
    right = " ".join(words(text[end : clause.end])[: WINDOW + LOOKAHEAD])
    return {f"c:{c}" for c in bank.find(f"{left} {right}", lang)}


def _words_after(text: str, end: int) -> list[str]:
    """Up to LOOKAHEAD folded words after ``end`` (numbers between them kept but not counted), stopping at
    punctuation: "2 van de 8 beschikbare tuintegels" reaches its noun."""
    rest = text[end : end + 100]
    stop = _STOP.search(rest)
    rest = rest[: stop.start()] if stop else rest
    out, n = [], 0
    for w in words(rest):
        out.append(fold(w))
        n += not w[0].isdigit()
        if n >= LOOKAHEAD:
            break
    return out


def _last_concepts(before: str, lang: str, bank: TermBank) -> set[str]:
    """The concepts of the last bank term in ``before`` (within LOOKBEHIND words)."""
    toks = [fold(w) for w in words(before)][-LOOKBEHIND:]
    for i in range(len(toks) - 1, -1, -1):
        found = _first_concepts(toks[i:], lang, bank, at_start=True)
        if found:
            return found
    return set()


def _first_concepts(after: list[str], lang: str, bank: TermBank, at_start: bool = False) -> set[str]:
    """The concepts of the longest bank term starting at the first word that starts one (``at_start``: at
    the first word, or none)."""
    if not bank or not after:
        return set()
    best: dict[int, tuple[int, set[str]]] = {}
    for concept, per_lang in bank.concepts.items():
        for term in per_lang.get(lang, ()):
            for i, n in _matches(term, after, lang):
                length, found = best.get(i, (0, set()))
                if n > length:
                    best[i] = (n, {concept})
                elif n == length:
                    found.add(concept)
                    best[i] = (length, found)
    if at_start:
        return best[0][1] if 0 in best else set()
    return best[min(best)][1] if best else set()


# Languages whose noun phrases end in their head ("wildflower tile", "veldbloemtegel"); the others here
# start with it ("loseta de flor silvestre").
HEAD_LAST = {"en", "nl", "de"}
HEAD_FIRST = {"es", "fr", "it", "pt"}
MIN_LANGS = 2  # a kind-of relation must show in this many languages' words (one could be a verb phrase)


_CACHE: dict[int, tuple[TermBank, dict[str, frozenset[str]]]] = {}


def _broader(bank: TermBank) -> dict[str, frozenset[str]]:
    seen: dict[tuple[str, str], set[str]] = {}  # (narrow, broad) -> languages that show it
    for concept, per_lang in bank.concepts.items():
        for lang, terms in per_lang.items():
            if lang not in HEAD_LAST | HEAD_FIRST:
                continue
            for term in terms:
                toks = [fold(w) for w in words(term)]
                if not toks:
                    continue
                head = [toks[-1] if lang in HEAD_LAST else toks[0]]
                for other, other_lang in bank.concepts.items():
                    if other == concept:
                        continue
                    for t in other_lang.get(lang, ()):
                        # the head is the other concept's word, in a longer term (or a compound's tail)
                        if len(words(t)) == 1 and _matches(t, head, lang) and (len(toks) > 1 or head[0] != fold(t)):
                            seen.setdefault((concept, other), set()).add(lang)
    out: dict[str, set[str]] = {}
    for (narrow, broad), langs in seen.items():
        if len(langs) >= MIN_LANGS:
            out.setdefault(narrow, set()).add(broad)
    return {c: frozenset(o) for c, o in out.items()}


def broader(bank: TermBank) -> dict[str, frozenset[str]]:
    """concept -> the concepts it is a kind of, read off the bank's own words."""
    if not bank:
        return {}
    hit = _CACHE.get(id(bank))
    if hit is None or hit[0] is not bank:  # (the bank is kept in the entry, so its id is not reused)
        hit = _CACHE[id(bank)] = (bank, _broader(bank))
    return hit[1]
