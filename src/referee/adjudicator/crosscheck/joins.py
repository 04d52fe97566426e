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


# A sentence of its own next to a sentence with a counterpart: split off, or added?
# pair -> (side, clause) of the clauses that add a sentence the other passage of the pair lacks
Added = dict[tuple[int, int], set[tuple[str, int]]]
# ... where the neighbour states the counterpart by this much more (cosine) than the sentence does: a sentence
# that states it about as well is its counterpart (the neighbour's link to it is the loose one)
CLEARLY = 0.15
# ... and no clause of the pair's other passage states the sentence this well (cosine) but its neighbour's
# counterpart and their mutual best matches: one that only a split link pairs may be its own counterpart ("Place
# this face-up ..." and "Leg de kaart daarna open ...", 0.42, the encoder pairing the Dutch one with the sentence
# before)
LOOSELY = 0.30


def _own_sentence(g: Sequence[Clause], x: int) -> list[int]:
    """The neighbours of clause ``x`` across a sentence end, when ``x`` is a whole sentence of one clause."""
    if (x > 0 and joinable(g, x - 1)) or joinable(g, x):
        return []
    return [n for n in (x - 1, x + 1) if 0 <= n < len(g)]


def _candidates(mine: Sequence[Clause], s: np.ndarray, links: list[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """(x, neighbour, counterpart) for the clauses x of ``mine`` (``s``: mine x theirs) that are a sentence of their
    own whose nearest clause on the other side is already the counterpart of a neighbouring sentence, which states
    it CLEARLY better, and which have no counterpart but that one (a link that only pairs x with it too: both
    halves pair with the whole), and no clause of the other side but their own mutual best match states LOOSELY."""
    from referee.adjudicator.crosscheck.compare import says_something

    linked: dict[int, set[int]] = {}
    for a, b in links:
        linked.setdefault(a, set()).add(b)
    out = []
    row, col = (s.argmax(axis=1), s.argmax(axis=0)) if s.size else ((), ())
    firm = {y for y in range(len(col)) if row[col[y]] == y}  # theirs that are some clause's mutual best match
    for x in range(len(mine)):
        if not s.shape[1] or not says_something(mine[x]):
            continue
        y = int(s[x].argmax())
        if any(s[x, y2] >= LOOSELY for y2 in range(s.shape[1]) if y2 != y and y2 not in firm):
            continue
        for near in _own_sentence(mine, x):
            if y in linked.get(near, ()) and linked.get(x, set()) <= {y} and s[near, y] >= s[x, y] + CLEARLY:
                out.append((x, near, y))
                break
    return out


def added_sentences(encoder, ca, cb, vecs: tuple, sims: dict, aligned: dict) -> Added:
    """The sentences one side adds next to a sentence the two sides share (a rule a translator appends inside a
    line, "Move 1 extra ring marker! This extra ring marker never gives you a bonus of its own."): read after
    or before its neighbour, such a sentence states the neighbour's counterpart worse than the neighbour alone
    (it is content the other side lacks), where the half of a sentence one text splits in two states it better.
    ``vecs``: both sides' clause vectors per passage; ``sims``/``aligned``: per pair, its clause matrix and links."""
    todo: list = []  # (pair, side, x, joined text, neighbour's vector, counterpart's vector)
    paired = ({i for i, _ in sims}, {j for _, j in sims})
    for (i, j), s in sims.items():
        links = aligned[(i, j)]
        for side, mine, m, own, other, lk in (
            ("a", ca[i], s, vecs[0][i], vecs[1][j], links),
            ("b", cb[j], s.T, vecs[1][j], vecs[0][i], [(y, x) for x, y in links]),
        ):
            for x, near, y in _candidates(mine, m, lk):
                theirs, their_paired = (vecs[1], paired[1]) if side == "a" else (vecs[0], paired[0])
                if _in_unpaired(own[x], theirs, their_paired, float(own[x] @ other[y])):
                    continue
                first, last = sorted((x, near))
                todo.append(((i, j), side, x, f"{mine[first].unit.text} {mine[last].unit.text}", own[near], other[y]))
    out: Added = {}
    if not todo:
        return out
    joined = encoder.encode_passages([t[3] for t in todo])
    for v, (pair, side, x, _, v_near, v_y) in zip(joined, todo, strict=True):
        if float(v @ v_y) < float(v_near @ v_y):
            out.setdefault(pair, set()).add((side, x))
    return out


def _in_unpaired(v: np.ndarray, theirs: list[np.ndarray], paired: set[int], floor: float) -> bool:
    """Does a clause of a passage of the other text that no pair holds state ``v`` better than ``floor`` (its match
    in the pair)? The other text then says it in a passage the alignment left out (a tie-break the Russian gives a
    passage of its own, "При ничьей побеждает ...", after "Побеждает игрок ..."): a pairing gap, listed there."""
    rest = [m for q, m in enumerate(theirs) if q not in paired and m.size]
    return bool(rest) and float((np.vstack(rest) @ v).max()) > floor


# (side, passage, clause) of the sentences one text splits off a sentence the other keeps whole
Split = set[tuple[str, int, int]]


def split_sentences(encoder, ca, cb, vecs: tuple, sims: dict, links: dict, added: Added) -> Split:
    """The unlinked sentences of one clause that the other text says inside the sentence next to them, cut in two
    ("Common Puffball's Reaction ability only works when it is used in combat and only cancels Thief abilities
    ..." against "De Reactie ... werkt alleen in een gevecht. | Ze doet alleen de vermogens teniet van Dieven
    ..."): the half alone is far from the whole (cosine 0.29), but read after or before its neighbour it states
    the neighbour's counterpart at least as well as the neighbour alone, the test added_sentences makes the
    other way round (an added rule read with its neighbour states the counterpart worse). Only a sentence that
    says nothing the counterpart does not is one (its components, numbers and rule words are all the
    counterpart's): the encoder alone reads any sentence on the same topic joined to a short neighbour as closer
    to a long counterpart ("Je mag haar ook buiten een gevecht spelen om een kaart te trekken", an added rule).
    ``links``: per pair, its clause links; ``added``: the sentences added_sentences found (never split ones)."""
    from referee.adjudicator.crosscheck.compare import says_something

    todo: list = []  # (side, passage, x, joined text, neighbour's vector, counterpart's vector)
    for (i, j), s in sims.items():
        pair_links = links[(i, j)]
        for side, k, mine, theirs, m, own, other, lk in (
            ("a", i, ca[i], cb[j], s, vecs[0][i], vecs[1][j], pair_links),
            ("b", j, cb[j], ca[i], s.T, vecs[1][j], vecs[0][i], [(y, x) for x, y in pair_links]),
        ):
            linked: dict[int, set[int]] = {}
            for x, y in lk:
                linked.setdefault(x, set()).add(y)
            for x in range(len(mine)):
                if x in linked or (side, x) in added.get((i, j), ()) or not says_something(mine[x]):
                    continue
                for near in _own_sentence(mine, x):
                    if not linked.get(near):
                        continue
                    y = max(sorted(linked[near]), key=lambda y: m[near, y])
                    if not _within(mine[x].signs, theirs[y].signs):
                        continue
                    first, last = sorted((x, near))
                    todo.append((side, k, x, f"{mine[first].unit.text} {mine[last].unit.text}", own[near], other[y]))
    if not todo:
        return set()
    joined = encoder.encode_passages([t[3] for t in todo])
    return {
        (side, k, x)
        for v, (side, k, x, _, v_near, v_y) in zip(joined, todo, strict=True)
        if float(v @ v_y) >= float(v_near @ v_y)
    }


def _within(mine: Signs, whole: Signs) -> bool:
    """Does a sentence say only what ``whole`` says: some of its components and none other, no number, negation
    or rule word (must/may, only/also, a bound, an actor, a timing) that ``whole`` lacks?"""
    from referee.adjudicator.crosscheck.compare import RULE_GROUPS

    if not mine.concepts or not mine.concepts <= whole.concepts or set(mine.numbers) - set(whole.numbers):
        return False
    if mine.negations and not whole.negation_cover:
        return False
    return not any(mine.labels.get(g, frozenset()) - whole.labels.get(g, frozenset()) for g in RULE_GROUPS)
