"""Flags on a matched pair: where two versions of one rule may say different things.

Each check compares one feature that a translation should carry over: the numbers, a negation, a
condition, a timing, and the game's own terms. A flag is a prompt for a translator, not a verdict: a pair
that only partly overlaps may carry a flag for content that is simply elsewhere in the other text.
"""

from __future__ import annotations

from referee.adjudicator.crosscheck.cues import cues
from referee.adjudicator.crosscheck.model import Flag
from referee.adjudicator.crosscheck.numbers import numbers
from referee.adjudicator.crosscheck.terms import TermBank
from referee.rulebooks import Passage

TERM_CLOSE = 0.5  # concept Jaccard from which a pair counts as close enough for a term flag
CUE_FLAGS = (
    ("negation", "negation-one-side", "a negation"),
    ("condition", "condition-one-side", "a condition"),
    ("timing", "timing-one-side", "a timing"),
)


def _fmt(values) -> str:
    return ", ".join(_num(v) for v in sorted(values))


def _num(v) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)


def number_flag(a: Passage, b: Passage) -> Flag | None:
    na, nb = numbers(a.text, a.lang), numbers(b.text, b.lang)
    sa, sb = {n.value for n in na}, {n.value for n in nb}
    # one side without numbers is a partial overlap, not a changed number
    if not sa or not sb or sa == sb:
        return None
    only_a, only_b = sa - sb, sb - sa
    parts = []
    if only_a:
        words = sorted({n.surface for n in na if n.value in only_a})
        parts.append(f"only {a.lang} says {_fmt(only_a)} ({', '.join(words)})")
    if only_b:
        words = sorted({n.surface for n in nb if n.value in only_b})
        parts.append(f"only {b.lang} says {_fmt(only_b)} ({', '.join(words)})")
    return Flag("numbers-differ", "; ".join(parts))


def cue_flags(a: Passage, b: Passage) -> list[Flag]:
    out = []
    for kind, code, label in CUE_FLAGS:
        ca, cb = cues(a.text, a.lang, kind), cues(b.text, b.lang, kind)
        if not _has_list(a.lang, kind) or not _has_list(b.lang, kind):
            continue
        if bool(ca) != bool(cb):
            side, other, found = (a, b, ca) if ca else (b, a, cb)
            quoted = ", ".join(f"“{w}”" for w in dict.fromkeys(found))
            out.append(Flag(code, f"{label} in {side.lang} only ({quoted}); {other.lang} has none"))
        elif a.lang == b.lang and len(ca) != len(cb):
            # same language: a changed count is a changed rule ("not ... not" -> "not")
            out.append(Flag(code, f"{label}: {a.lang} {len(ca)}× ({', '.join(ca)}) vs {len(cb)}× ({', '.join(cb)})"))
    return out


def _has_list(lang: str, kind: str) -> bool:
    from referee.adjudicator.crosscheck import cues as cue_lists

    return lang in getattr(cue_lists, kind.upper())


def term_flag(a: Passage, b: Passage, bank: TermBank) -> Flag | None:
    """Concepts of the bank named on one side only (and nameable on both: the bank has words for each).

    Only on close pairs (most concepts shared): when two passages overlap only in part, a concept missing
    from one is usually just elsewhere in the other text, and flagging it would bury the real mismatches.
    """
    if not bank:
        return None
    fa, fb = bank.find(a.text, a.lang), bank.find(b.text, b.lang)
    nameable = {c for c, per in bank.concepts.items() if per.get(a.lang) and per.get(b.lang)}
    ka, kb = fa.keys() & nameable, fb.keys() & nameable
    if not ka or not kb or len(ka & kb) / len(ka | kb) < TERM_CLOSE:
        return None
    parts = []
    for found, other, side, other_side in ((fa, fb, a, b), (fb, fa, b, a)):
        for concept in sorted((found.keys() - other.keys()) & nameable):
            expected = ", ".join(bank.concepts[concept][other_side.lang][:3])
            said = ", ".join(f"“{w}”" for w in found[concept])
            parts.append(f"{side.lang} names {concept} ({said}); {other_side.lang} does not (e.g. {expected})")
    if not parts:
        return None
    return Flag("term-mismatch", "; ".join(parts))


def flags_for(a: Passage, b: Passage, bank: TermBank, primary: bool = True) -> tuple[Flag, ...]:
    """All flags of a pair. ``primary``: the pair is the best match of its shorter passage. A secondary
    pair (a long passage's other partners) overlaps only in part, so only numbers, which rarely hide
    elsewhere, are compared there; negations, conditions, timings and terms would mostly be noise."""
    out: list[Flag] = []
    nf = number_flag(a, b)
    if nf:
        out.append(nf)
    if not primary:
        return tuple(out)
    out.extend(cue_flags(a, b))
    tf = term_flag(a, b, bank)
    if tf:
        out.append(tf)
    return tuple(out)
