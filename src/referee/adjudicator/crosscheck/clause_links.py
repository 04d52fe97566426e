"""Clause-level evidence for the passage alignment of a translation.

Two texts cut into passages apart (a translator's paragraphs, the tool's segmentation of each) often cut
one rule in two places: one English passage is four Spanish ones, or two passages of each overlap by a
few lines. Passage-level similarity then scores a part against its whole low, and a one-sentence rule
elsewhere that happens to read alike high. Clauses (units.py) are small enough to be cut the same way on
both sides: a clause of one text and a clause of the other that are each other's best match (and close:
cosine >= ``LINK``) say the same thing, so their two passages hold a common rule. Vecalign and Bertalign
align sentences this way; here the clause links only support or refute passage pairs.

Between two rulebooks written apart (the built-in Gnome Hollow es/nl: 1 clause in 10 has such a partner,
the planted translations: about 9 in 10) there is no clause-for-clause correspondence to lean on:
``share`` says which case a pair of texts is.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from referee.adjudicator.crosscheck.units import split_units
from referee.rulebooks import Passage

LINK = 0.45  # clause cosine from which two mutual-best clauses state one rule (dev golds: right links >= 0.50)
LOOSE = 0.35  # ... and from which two left unlinked may state one rule changed (see ClauseLinks.loose)


@dataclass(frozen=True)
class ClauseLinks:
    pairs: frozenset[tuple[int, int]]  # passage pairs (i, j) linked by at least one clause pair
    share: float  # the share of the shorter text's clauses that have a linked partner
    # passage pairs (i, j) linked by two clauses that no clause links, each other's best match among those and
    # at least LOOSE: a rule that one text changed reads less alike, but still most like its counterpart
    loose: frozenset[tuple[int, int]] = frozenset()

    def translated(self, threshold: float) -> bool:
        return self.share >= threshold


def clause_links(a: list[Passage], b: list[Passage], encoder) -> ClauseLinks:
    """The passage pairs that mutual-best clause pairs link (``encoder`` embeds each clause; the cross-check
    passes one that remembers them, so the clause comparison after it embeds nothing twice)."""
    ua = [(i, u.text) for i, p in enumerate(a) for u in split_units(p.text, p.lang)]
    ub = [(j, u.text) for j, p in enumerate(b) for u in split_units(p.text, p.lang)]
    if not ua or not ub:
        return ClauseLinks(frozenset(), 0.0)
    sim = encoder.encode_passages([t for _, t in ua]) @ encoder.encode_passages([t for _, t in ub]).T
    best_b, best_a = sim.argmax(axis=1), sim.argmax(axis=0)
    linked = [(x, int(y)) for x, y in enumerate(best_b) if best_a[y] == x and sim[x, y] >= LINK]
    pairs = frozenset((ua[x][0], ub[y][0]) for x, y in linked)
    return ClauseLinks(pairs, len(linked) / min(len(ua), len(ub)), _loose(sim, linked, ua, ub))


def _loose(sim: np.ndarray, linked: list[tuple[int, int]], ua: list, ub: list) -> frozenset[tuple[int, int]]:
    """The passage pairs of the clauses left unlinked that are each other's best match among those left."""
    xs = [x for x in range(sim.shape[0]) if x not in {x for x, _ in linked}]
    ys = [y for y in range(sim.shape[1]) if y not in {y for _, y in linked}]
    if not xs or not ys:
        return frozenset()
    rest = sim[np.ix_(xs, ys)]
    best_b, best_a = rest.argmax(axis=1), rest.argmax(axis=0)
    return frozenset(
        (ua[xs[x]][0], ub[ys[int(y)]][0]) for x, y in enumerate(best_b) if best_a[y] == x and rest[x, y] >= LOOSE
    )
