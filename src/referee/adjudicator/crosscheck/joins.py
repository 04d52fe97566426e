"""A clause one text cuts off a sentence that the other text keeps whole, told from a clause one text adds.

"Цветок — возьмите цветок, | если у вас такого ещё нет," against "Flor - Toma una flor siempre que no la poseas
...": the short half alone is far from every clause of the other side (the encoder reads "если у вас такого ещё
нет" as nothing like the whole Spanish sentence), so it looked like a clause in Russian only. Read together with
its neighbour, it states the neighbour's counterpart at least as well as the neighbour alone does; an added rule
read with its neighbour states that counterpart worse (it is content the other side lacks). Sentence aligners
(vecalign, bertalign) score such 1-2 and 2-1 merges the same way: by embedding the joined text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from referee.adjudicator.crosscheck.clause_flags import Clause
    from referee.adjudicator.crosscheck.meaning import Signs

# (joined clauses' signs, other clause's signs) -> the concept and number bonus clause_flags adds to a cosine
Bonus = Callable[["Signs", "Signs"], float]


_SENTENCE_END = (".", "!", "?", "…")


def joinable(g: Sequence[Clause], k: int) -> bool:
    """Are clauses k and k+1 parts of one sentence? Only those are joined: a sentence of its own next to a
    rule's sentence is an added rule as often as a split one, and joined with its neighbour it states the
    neighbour's topic (an added "Each player may take only one flower per game" after the flower rule)."""
    return k + 1 < len(g) and not g[k].unit.text.rstrip().rstrip(')»"”').endswith(_SENTENCE_END)


def join_vectors(encoder, groups: list[list[Clause]]) -> list[np.ndarray]:
    """Per passage, row k: the vector of clauses k and k+1 read as one, where they are one sentence (else a row
    of zeros; an empty array for a single clause)."""
    rows = [(gi, k) for gi, g in enumerate(groups) for k in range(len(g) - 1) if joinable(g, k)]
    texts = [f"{groups[gi][k].unit.text} {groups[gi][k + 1].unit.text}" for gi, k in rows]
    vecs = encoder.encode_passages(texts) if texts else np.zeros((0, 1))
    dim = vecs.shape[1] if texts else 1
    out = [np.zeros((max(0, len(g) - 1), dim)) for g in groups]
    for (gi, k), v in zip(rows, vecs, strict=True):
        out[gi][k] = v
    return out


def _neighbours(x: int, joins: np.ndarray) -> list[tuple[int, int]]:
    """(neighbour, row of the join of x with it), for the neighbours x shares a sentence with."""
    rows = [(x - 1, x - 1)] * (x > 0) + [(x + 1, x)] * (x < len(joins))
    return [(near, row) for near, row in rows if joins[row].any()]


def _side(
    mine: Sequence[Clause],
    theirs: Sequence[Clause],
    s: np.ndarray,
    joins: np.ndarray,
    their_vecs: np.ndarray,
    links: list[tuple[int, int]],
    bonus: Bonus,
    threshold: float,
) -> list[tuple[int, int]]:
    """(mine, theirs) links for the unlinked clauses of ``mine`` (``s`` is mine x theirs)."""
    from referee.adjudicator.crosscheck.meaning import merged

    linked: dict[int, set[int]] = {}
    for x, y in links:
        linked.setdefault(x, set()).add(y)
    out = []
    for x in range(len(mine)):
        if x in linked:
            continue
        best: tuple[float, int, int] | None = None
        for near, row in _neighbours(x, joins):
            together = merged([mine[near].signs, mine[x].signs])
            for y in sorted(linked.get(near, ())) or range(len(theirs)):
                joined = float(joins[row] @ their_vecs[y]) + bonus(together, theirs[y].signs)
                if joined >= max(threshold, s[near, y], s[x, y]) and (best is None or joined > best[0]):
                    best = (joined, near, y)
        if best is not None:
            _, near, y = best
            out += [(x, y)] + [(near, y)] * (near not in linked)
    return out


def joined_links(
    ca: Sequence[Clause],
    cb: Sequence[Clause],
    s: np.ndarray,
    vecs: tuple[np.ndarray, np.ndarray],
    joins: tuple[np.ndarray, np.ndarray],
    links: list[tuple[int, int]],
    bonus: Bonus,
    threshold: float,
) -> list[tuple[int, int]]:
    """Links (a clause, b clause) for the clauses ``links`` leaves out that, read with a neighbour, state a
    clause of the other side at least as well as either part alone, and at least ``threshold``."""
    if s.size == 0:
        return []
    from_a = _side(ca, cb, s, joins[0], vecs[1], links, bonus, threshold)
    flipped = [(y, x) for x, y in links + from_a]
    from_b = _side(cb, ca, s.T, joins[1], vecs[0], flipped, bonus, threshold)
    return sorted(set(from_a) | {(x, y) for y, x in from_b})


def covered(x: int, vecs: np.ndarray, joins: np.ndarray, targets: np.ndarray) -> bool:
    """Does clause ``x`` read with a neighbour state the neighbour's best match among ``targets`` (rows: clause
    vectors of the other text) at least as well as the neighbour alone?"""
    if not targets.size or not joins.size:
        return False
    for near, row in _neighbours(x, joins):
        alone = vecs[near] @ targets.T
        t = int(alone.argmax())
        if float(joins[row] @ targets[t]) >= float(alone[t]):
            return True
    return False
