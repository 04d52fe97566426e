"""Two aligned clauses compared sign by sign (meaning.py); each difference is a Flag naming both clauses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.adjudicator.crosscheck.messages import msg
from referee.adjudicator.crosscheck.model import Flag
from referee.text.tokens import words

if TYPE_CHECKING:
    from referee.adjudicator.crosscheck.clause_flags import Clause
    from referee.adjudicator.crosscheck.meaning import Signs

DISAGREEMENT, NOTE = "disagreement", "note"
# a group where naming one label on one side only is already a difference (the opponent acting instead of you);
# "you" itself is often only in the verb (Spanish "si ganas", Russian "берете"), so "player" is compared
# by presence only, never as a swap
PRESENCE = {"player": {"opponent", "each"}}
NO_SWAP = {"player"}
CODE = {
    "negation": "negation-differs",
    "connective": "connective-differs",
    "actor": "actor-differs",
    "timing": "timing-differs",
    "number": "numbers-differ",
    "component": "component-differs",
}


def _flag(kind: str, message, ca: Clause, cb: Clause, severity: str = DISAGREEMENT) -> Flag:
    return Flag(
        CODE[kind],
        message.render(),
        severity,
        kind=kind,
        a_span=(ca.unit.start, ca.unit.end),
        b_span=(cb.unit.start, cb.unit.end),
        msg=message,
    )


def _quote(ws) -> str:
    return ", ".join(f"“{w}”" for w in dict.fromkeys(ws))


def _negation(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    out = []
    for x, wy, lx, ly, rev in ((ca, wide[1], la, lb, False), (cb, wide[0], lb, la, True)):
        # one language: the same words, so a negation more is one; across languages any way of saying no
        lost = len(x.signs.negations) > len(wy.negations) if la == lb else not wy.negation_cover
        if x.signs.negations and lost:
            m = msg(
                "crosscheck.negation",
                "{lang} says no ({words}); {other} says the same without a negation",
                lang=lx,
                words=_quote(x.signs.negations),
                other=ly,
            )
            out.append(_flag("negation", m, *((cb, ca) if rev else (ca, cb))))
    return out[:1]


def _groups(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    from referee.adjudicator.crosscheck.meaning import KIND_OF

    out = []
    for group, kind in KIND_OF.items():
        ga, gb = ca.signs.labels.get(group, frozenset()), cb.signs.labels.get(group, frozenset())
        only_a, only_b = ga - gb, gb - ga
        if only_a and only_b and group not in NO_SWAP:
            x, y = sorted(only_a)[0], sorted(only_b)[0]
            m = msg(
                "crosscheck.swapped",
                "{lang} says {words} where {other} says {other_words}",
                lang=la,
                words=_quote(ca.signs.said[x]),
                other=lb,
                other_words=_quote(cb.signs.said[y]),
            )
            out.append(_flag("negation" if kind == "negation" else kind, m, ca, cb))
            continue
        wa, wb = wide[0].labels.get(group, frozenset()), wide[1].labels.get(group, frozenset())
        for label in sorted(PRESENCE.get(group, set()) & ((ga - wb) | (gb - wa))):
            named, lx, ly = (ca, la, lb) if label in ga - wb else (cb, lb, la)
            m = msg(
                "crosscheck.one-side",
                "{lang} names {words}; {other} does not",
                lang=lx,
                words=_quote(named.signs.said[label]),
                other=ly,
            )
            out.append(_flag(kind, m, ca, cb))
    return out


def _num(v) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)


def _numbers(ca: Clause, cb: Clause, la: str, lb: str, wide: tuple[Signs, Signs]) -> list[Flag]:
    na, nb = set(ca.signs.numbers), set(cb.signs.numbers)
    if not na or not nb:
        return []
    # a lone "one" is often an article in the other language ("una loseta", "a tile"): not a difference
    if not (na - set(wide[1].numbers) - {1}) and not (nb - set(wide[0].numbers) - {1}):
        return []
    m = msg(
        "crosscheck.numbers",
        "{lang} says {values}; {other} says {other_values}",
        lang=la,
        values=", ".join(_num(v) for v in sorted(na)),
        other=lb,
        other_values=", ".join(_num(v) for v in sorted(nb)),
    )
    return [_flag("number", m, ca, cb)]


def _components(ca: Clause, cb: Clause, la: str, lb: str, whole: tuple[frozenset, frozenset]) -> list[Flag]:
    """One component named where the other text names another, and neither text names the other's
    anywhere in the passage (a concept a clause leaves to a neighbouring clause is wording)."""
    only_a = ca.signs.concepts - whole[1]
    only_b = cb.signs.concepts - whole[0]
    if not only_a or not only_b:
        return []
    m = msg(
        "crosscheck.component",
        "{lang} names {concept} where {other} names {other_concept}",
        lang=la,
        concept=", ".join(sorted(only_a)),
        other=lb,
        other_concept=", ".join(sorted(only_b)),
    )
    return [_flag("component", m, ca, cb)]


def differences(
    ca: Clause,
    cb: Clause,
    la: str,
    lb: str,
    whole: tuple[frozenset, frozenset] = (frozenset(), frozenset()),
    wide: tuple[Signs, Signs] | None = None,
) -> list[Flag]:
    """Every sign the two aligned clauses state differently. ``whole``: the concepts of each whole passage;
    ``wide``: each side's signs with its unpaired neighbouring clauses (what a side lacks is looked for
    there too, so a sentence cut differently is no difference; a flip in a clause that is paired with its own
    counterpart is still one)."""
    wide = wide or (ca.signs, cb.signs)
    out = _negation(ca, cb, la, lb, wide) + _groups(ca, cb, la, lb, wide) + _numbers(ca, cb, la, lb, wide)
    return out + _components(ca, cb, la, lb, whole)


def says_something(c: Clause, text: str = "") -> bool:
    return len(words(text or c.unit.text)) >= 5


def only_in(c: Clause, side: str, lang: str) -> Flag:
    m = msg("crosscheck.only-in", "this clause is in {lang} only", lang=lang)
    span = (c.unit.start, c.unit.end)
    return Flag(
        "clause-only-in",
        m.render(),
        DISAGREEMENT,
        kind="dropped" if side == "a" else "added",
        a_span=span if side == "a" else None,
        b_span=span if side == "b" else None,
        msg=m,
    )
