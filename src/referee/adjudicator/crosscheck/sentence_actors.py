"""Who does it, compared over the whole sentence when one text cuts it where the other does not.

compare.py compares the subjects (subjects.py) of a group of aligned clauses. A sentence one text cuts at a
";" the other keeps whole often leaves the changed half out of every group: "krijgt je niets, de desbetreffende
speler werkt in zijn volgende beurt deze voltooide ring af" against "you get nothing; | you finish off this
completed ring on your next turn" pairs the whole Dutch sentence with the first English half, and the second half
(which now reads "you" where the Dutch says "that player") states the Dutch clause less well than before, so it is
set aside as belonging elsewhere (clause_flags._Far.trim) or left unpaired. The group's subjects are then (you,
that player) against (you): one side names an actor more, never a swap.

Read with the rest of their sentences (the clauses of the same sentence that no other group of the pair
compares), the two sides are (you, that player) against (you, you, your): a subject more of another actor on
each side, the same test subjects.differ makes for a group. A sentence one text splits into two sentences is
not joined here (an added sentence is content of its own, see joins.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from referee.adjudicator.crosscheck import subjects
from referee.adjudicator.crosscheck.joins import joinable

if TYPE_CHECKING:
    from referee.adjudicator.crosscheck.clause_flags import Clause
    from referee.adjudicator.crosscheck.model import Flag


def sentence_of(cs: Sequence[Clause], idx: Sequence[int]) -> list[int]:
    """The clauses of ``cs`` in the same sentences as the clauses ``idx`` (a run of clauses with no sentence
    end between them)."""
    out = set(idx)
    for k in idx:
        lo, hi = k, k
        while lo > 0 and joinable(cs, lo - 1):
            lo -= 1
        while joinable(cs, hi):
            hi += 1
        out |= set(range(lo, hi + 1))
    return sorted(out)


def widened(cs: Sequence[Clause], idx: Sequence[int], others: set[int]) -> list[int]:
    """The group ``idx`` with the clauses of its sentences that no other group (``others``) compares."""
    return sorted(set(idx) | {k for k in sentence_of(cs, idx) if k not in others})


def _subjects(cs: Sequence[Clause], idx: Sequence[int]) -> tuple[str, ...]:
    return tuple(x for k in idx for x in cs[k].signs.subjects)


def sentence_flag(
    ca: Sequence[Clause],
    cb: Sequence[Clause],
    groups: tuple[list[int], list[int]],
    others: tuple[set[int], set[int]],
    langs: tuple[str, str],
) -> Flag | None:
    """An actor flag naming both widened groups when their sentences' subjects differ and the group alone did
    not show it (a widened side equal to its group adds nothing: compare.py has judged it); else None."""
    from referee.adjudicator.crosscheck import compare
    from referee.adjudicator.crosscheck.clause_flags import _together
    from referee.adjudicator.crosscheck.messages import msg

    xs, ys = groups
    wa, wb = widened(ca, xs, others[0]), widened(cb, ys, others[1])
    if wa == list(xs) and wb == list(ys):
        return None
    sa, sb = _subjects(ca, wa), _subjects(cb, wb)
    if not subjects.differ(sa, sb, sa, sb):
        return None
    m = msg(
        "crosscheck.actor-person",
        "{lang} and {other} name a different actor here (you, or another player)",
        lang=langs[0],
        other=langs[1],
    )
    return compare._flag("actor", m, _together(list(ca), wa), _together(list(cb), wb))


__all__ = ["sentence_flag", "sentence_of", "widened"]
