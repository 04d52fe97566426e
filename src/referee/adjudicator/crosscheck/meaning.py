"""What a clause says besides its topic: the signs a translation must carry over, clause by clause.

For each clause: its negations, its modality (must / may), its connectives (or / and), its bounds (at least /
at most / exactly), its focus (only / also), who acts (first / last player, attacker / defender, owner /
completer, you / your opponent), when (immediately, end of turn, start or next turn, end of round, end of
game, then / after), its numbers, and the term bank's concepts it names. Word lists are short and closed;
every word or phrase matches in its inflected forms (forms.py: "на следующем ходу", "в конце игры").

Labels that exclude each other form a group ("first" / "last"): two aligned clauses disagree when one says
a label of a group and the other says another label of the same group but not the first one.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from referee.adjudicator.crosscheck.actors import persons
from referee.adjudicator.crosscheck.cues import covers, cues
from referee.adjudicator.crosscheck.forms import phrase_pattern
from referee.adjudicator.crosscheck.numbers import numbers
from referee.adjudicator.crosscheck.subjects import subjects
from referee.adjudicator.crosscheck.terms import OF, TermBank
from referee.text.cue_words import PLAYER_PRONOUNS, SIGNS
from referee.text.tokens import fold, words

# The groups a flag reports, and the name for each kind of difference.
KIND_OF = {
    "modality": "negation",
    "connective": "connective",
    "bound": "connective",
    "focus": "connective",
    "order": "actor",
    "side": "actor",
    "role": "actor",
    "player": "actor",
    "timing": "timing",
}


@dataclass(frozen=True)
class Signs:
    """What one clause (or several aligned clauses together, see :func:`merged`) says."""

    negations: tuple[str, ...]  # negation cues (cues.py)
    negation_cover: bool  # says "no" in some way (a cue, "without", "only")
    labels: dict[str, frozenset[str]]  # group -> labels found
    said: dict[str, tuple[str, ...]]  # label -> the words that said it (folded)
    numbers: tuple[int | float, ...]
    concepts: frozenset[str]
    persons: frozenset[str] = frozenset()  # who the clause names: "2" (you), "3" (another player); actors.py
    # concept -> the words that named it (folded): a word the other text writes alike names it there too
    names: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # concepts named only inside another one's longer name ("anillo" in "marcador de anillo"): they answer for a
    # concept the other text names, never stand for a component of their own
    inner: frozenset[str] = frozenset()
    # the actor in each finite piece's subject place, in order (subjects.py)
    subjects: tuple[str, ...] = ()


@functools.cache
def _pattern(group: str, label: str, lang: str) -> re.Pattern[str] | None:
    phrases = SIGNS[group][label].get(lang)
    return phrase_pattern(tuple(phrases), lang) if phrases else None


def _hits(group: str, folded: str, lang: str) -> dict[str, tuple[str, ...]]:
    """label -> the words that say it, for the labels of ``group`` in ``folded``; a hit inside a longer hit of
    another label of the group is that label's word (Dutch "ook maar 1" is "only 1", not "also")."""
    spans = []
    for label in SIGNS[group]:
        rx = _pattern(group, label, lang)
        spans += [(m.start(), m.end(), label, m.group(0)) for m in rx.finditer(folded)] if rx else []
    out: dict[str, tuple[str, ...]] = {}
    for s, e, label, w in spans:
        if any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) and l2 != label for s2, e2, l2, _ in spans):
            continue
        out[label] = out.get(label, ()) + (w,)
    return out


_POSSESSIVE = re.compile(r"(?<=\w)['’]s?(?!\w)")


def signs(text: str, lang: str, bank: TermBank, before: str = "") -> Signs:
    """The signs of ``text``; ``before``: the passage's text before it (what a pronoun may stand for)."""
    # "the opponent's board" names the opponent: the possessive is cut off, as text/tokens.py does
    folded = _POSSESSIVE.sub("", fold(text)) if lang == "en" else fold(text)
    labels: dict[str, frozenset[str]] = {}
    said: dict[str, tuple[str, ...]] = {}
    for group in SIGNS:
        hits = _hits(group, folded, lang)
        said.update(hits)
        labels[group] = frozenset(hits)
    labels[PRONOUN] = _pronouns(folded, lang)
    _cut_then(text, lang, labels, said)
    # a spelled "one" is as often an article or a pronoun ("одна плитка", "one of them") as a count; after a
    # limiting word it is a count ("захватить только один из них" against "capturar dos de ellas")
    nums = tuple(n.value for n in numbers(text, lang) if n.value != 1 or n.surface[:1].isdigit() or n.limited)
    found = bank.find(text, lang) if bank else {}
    # (counted over the words as the bank's matcher reads them: "Bird's Nest" is found as "Bird Nest")
    inner = _inner(found, " ".join(fold(w) for w in words(text)), lang, bank)
    names = {c: tuple(fold(w) for w in ws) for c, ws in found.items()}
    negs = tuple(cues(text, lang, "negation"))
    cover = bool(negs) or covers(text, lang, "negation")
    return Signs(
        negs,
        cover,
        labels,
        said,
        nums,
        frozenset(found),
        persons(text, lang),
        names,
        inner,
        subjects(text, lang, before),
    )


def _cut_then(text: str, lang: str, labels: dict[str, frozenset[str]], said: dict[str, tuple[str, ...]]) -> None:
    """A Dutch clause that units.py cut at ", dan" opens with a lowercase "dan": the "then" of the condition before
    it ("Heb je ... gevormd, | dan krijgt ..."), the "if-then" label (no moment), where folded it would read as a
    sentence's opening "Dan" (a step)."""
    if lang != "nl" or not re.match(r"\s*dan\s", text) or said.get("then", ())[:1] != ("dan",):
        return
    said["if-then"] = ("dan",) + said.get("if-then", ())
    rest = said.pop("then")[1:]
    if rest:
        said["then"] = rest
    labels["timing"] = (labels["timing"] - (set() if rest else {"then"})) | {"if-then"}


# the labels group of the player pronouns (PLAYER_PRONOUNS): never compared (KIND_OF lacks it), read by
# compare.py as a way of naming an actor
PRONOUN = "pronoun"


@functools.cache
def _pronoun_pattern(label: str, lang: str) -> re.Pattern[str] | None:
    parts = PLAYER_PRONOUNS[label].get(lang)
    return re.compile(r"(?<!\w)(?:" + "|".join(parts) + r")(?!\w)") if parts else None


def _pronouns(folded: str, lang: str) -> frozenset[str]:
    """The actor labels (each, opponent) that a pronoun of ``folded`` stands for ("todos", "los demás")."""
    return frozenset(label for label in PLAYER_PRONOUNS if (rx := _pronoun_pattern(label, lang)) and rx.search(folded))


def _whole_words(phrase: str, text: str) -> int:
    return len(re.findall(rf"(?<!\w){re.escape(phrase)}(?!\w)", text))


def _inner(found: dict[str, list[str]], folded: str, lang: str = "", bank: TermBank | None = None) -> frozenset[str]:
    """The concepts found whose every mention is a word of another concept's longer name: the "anillo" of
    "marcadores de anillo" names the ring marker, not a ring (the Dutch "ringmarkeerstenen" names no ring either).
    So is a mention that modifies another concept's name as the bank's own names of it do (TermBank.modifiers):
    the bank's "camino de hongos" makes the "setas" of "caminos blancos de setas" a word of the path's name."""
    names = {c: [fold(w) for w in ws] for c, ws in found.items()}
    modifies = bank.modifiers(lang) if bank else {}

    def inside(n: str, c: str) -> int:
        """Mentions of ``n`` that are words of another concept's longer names, or modify one."""
        longer = [m for c2, ms in names.items() if c2 != c for m in ms if m != n]
        count = sum(_whole_words(n, m) * _whole_words(m, folded) for m in longer)
        heads = [m for c2, ms in names.items() if c in modifies.get(c2, ()) for m in ms]
        if heads:
            head = "|".join(re.escape(m) for m in sorted(heads, key=len, reverse=True))
            count += len(re.findall(rf"(?<!\w)(?:{head}) {OF[lang]} {re.escape(n)}(?!\w)", folded))
        return count

    return frozenset(c for c in found if not any(_whole_words(n, folded) > inside(n, c) for n in names[c]))


def merged(many: list[Signs]) -> Signs:
    """The signs of several clauses read together (a sentence one text splits in two)."""
    labels = {g: frozenset().union(*(s.labels.get(g, frozenset()) for s in many)) for g in (*SIGNS, PRONOUN)}
    said: dict[str, tuple[str, ...]] = {}
    names: dict[str, tuple[str, ...]] = {}
    for s in many:
        for k, v in s.said.items():
            said[k] = said.get(k, ()) + v
        for k, v in s.names.items():
            names[k] = names.get(k, ()) + v
    return Signs(
        tuple(w for s in many for w in s.negations),
        any(s.negation_cover for s in many),
        labels,
        said,
        tuple(n for s in many for n in s.numbers),
        frozenset().union(*(s.concepts for s in many)),
        frozenset().union(*(s.persons for s in many)),
        names,
        frozenset().union(*(s.inner for s in many)) - frozenset().union(*(s.concepts - s.inner for s in many)),
        tuple(x for s in many for x in s.subjects),
    )
