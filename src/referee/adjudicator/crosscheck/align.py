"""Align the passages of two texts of one game.

Score of a pair = ratio margin of the dense cosine (Artetxe & Schwenk 2019: the cosine divided by the mean
cosine of both passages' k nearest neighbours, so a passage that resembles everything scores no better than
one that resembles one thing) + lexical overlap through an induced lexicon + term-bank concept overlap +
shared numbers. Selection: the best monotone chain of pairs (the texts mostly run in the same order; one
passage may pair with several), its strong neighbours (a long passage running on into the next one of the
other text), then off-chain pairs that are each other's best match and score clearly higher (reordered
rules). Anything left over is present in one language only.

For a translation (most clauses of one text have a counterpart clause in the other: clause_links.py), clause
links decide where passage scores cannot: a passage cut in several on the other side keeps each part the
clauses link to it (next to a chosen pair); a chain pair that is not one-to-one stays only if a clause links
it (two alike sentences side by side, "if greater, you win" / "if equal or less, the Defender wins"; a rule
the translator added next to a translated one, which is in one language only); and an off-chain pair needs
a clause link (a one-sentence rule elsewhere that reads like a part of a long passage is not its translation).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, replace

import numpy as np

from referee.adjudicator.crosscheck import lexicon
from referee.adjudicator.crosscheck.clause_links import ClauseLinks
from referee.adjudicator.crosscheck.numbers import number_set
from referee.adjudicator.crosscheck.terms import TermBank
from referee.rulebooks import Passage
from referee.text import bm25


@dataclass(frozen=True)
class AlignParams:
    """Chosen on the public gold (bench/crosscheck.py --sweep); margins are scale-free, so they travel."""

    k: int = 4  # neighbours in the margin
    w_lex: float = 0.0  # induced-lexicon overlap: adds nothing once the term bank is there
    w_term: float = 1.0  # term-bank concept overlap
    w_num: float = 0.0
    threshold: float = 1.2  # a chain pair must score at least this (F1 flat from 1.0 to 1.4 on the gold)
    off_chain: float = 1.8  # a mutual-best pair off the chain must score at least this
    rank: int = 1  # a chain pair must be the best of its row or of its column
    # a long passage often runs on into the next passage of the other text: a neighbour of a chosen pair
    # (one step up or down in either text) joins if it scores `neighbour` above the threshold and is among
    # the `neighbour_rank` best of its row or column
    neighbour: float = 0.25
    neighbour_rank: int = 2
    # ... but not between near-translations (this share of chain pairs or more are mutual best matches):
    # there a neighbour is a different rule that merely reads alike
    one_to_one: float = 0.8
    # without a term bank the induced lexicon takes its place and scores run lower (best F1 0.75 on the gold)
    w_lex_no_bank: float = 0.5
    threshold_no_bank: float = 0.9
    rank_no_bank: int = 3
    # texts are a translation of each other when this share of the shorter one's clauses has a linked
    # counterpart (the golds: Mycelium en/es 0.9, Solstis ru/es 0.9, Gnome Hollow es/nl written apart 0.1)
    translated: float = 0.6
    # a passage of a translation left out between two chosen pairs, where the other text has no passage left
    # between their partners but one with a clause no clause links (the same rule reworded, or changed), pairs
    # with it from this score (a changed rule reads less alike: "Brown spirits take effect at the end of the
    # game." against "Коричневые духи действуют мгновенно. Рыба: ..." is 1.16)
    gap: float = 0.9

    def without_bank(self) -> AlignParams:
        return replace(
            self, w_lex=self.w_lex_no_bank, w_term=0.0, threshold=self.threshold_no_bank, rank=self.rank_no_bank
        )


@dataclass(frozen=True)
class Features:
    dense: np.ndarray  # cosine
    margin: np.ndarray
    lex: np.ndarray
    term: np.ndarray
    num: np.ndarray

    def combined(self, p: AlignParams) -> np.ndarray:
        return self.margin + p.w_lex * self.lex + p.w_term * self.term + p.w_num * self.num


def ratio_margin(sim: np.ndarray, k: int) -> np.ndarray:
    if sim.size == 0:
        return sim
    ka, kb = min(k, sim.shape[1]), min(k, sim.shape[0])
    # shift so every cosine is positive: a ratio of negative numbers would invert the order
    s = sim - min(0.0, float(sim.min())) + 1e-3
    nn_a = np.sort(s, axis=1)[:, -ka:].mean(axis=1)
    nn_b = np.sort(s, axis=0)[-kb:, :].mean(axis=0)
    return s / ((nn_a[:, None] + nn_b[None, :]) / 2)


def _concept_overlap(ca: list[set[str]], cb: list[set[str]]) -> np.ndarray:
    df = Counter(c for s in ca + cb for c in s)
    n = max(1, len(ca) + len(cb))
    idf = {c: bm25.idf(d, n) for c, d in df.items()}
    out = np.zeros((len(ca), len(cb)), np.float32)
    for i, sa in enumerate(ca):
        for j, sb in enumerate(cb):
            common = sa & sb
            if common:
                wa = sum(idf[c] for c in sa)
                wb = sum(idf[c] for c in sb)
                out[i, j] = sum(idf[c] for c in common) / math.sqrt(wa * wb)
    return out


def _number_overlap(na: list[set], nb: list[set]) -> np.ndarray:
    out = np.zeros((len(na), len(nb)), np.float32)
    for i, sa in enumerate(na):
        for j, sb in enumerate(nb):
            if sa and sb:
                out[i, j] = len(sa & sb) / len(sa | sb)
    return out


_CACHE: dict[tuple, Features] = {}
_CACHE_MAX = 8


def features(a: list[Passage], b: list[Passage], encoder, bank: TermBank, k: int = 4, lex: bool = True) -> Features:
    """Feature matrices, cached per process (a second cross-check of the same texts is instant)."""
    key = (tuple(a), tuple(b), encoder.name, str(bank.path), tuple(bank.concepts), k, lex)
    if key not in _CACHE:
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = _features(a, b, encoder, bank, k, lex)
    return _CACHE[key]


def _features(a: list[Passage], b: list[Passage], encoder, bank: TermBank, k: int, lex: bool) -> Features:
    texts_a, texts_b = [p.text for p in a], [p.text for p in b]
    dense = encoder.encode_passages(texts_a) @ encoder.encode_passages(texts_b).T
    toks_a = [lexicon.content_words(t) for t in texts_a]
    toks_b = [lexicon.content_words(t) for t in texts_b]
    vocab_a = sorted({w for t in toks_a for w in t})
    vocab_b = sorted({w for t in toks_b for w in t})
    if lex:
        lex_m = lexicon.overlap_matrix(toks_a, toks_b, lexicon.induce(encoder, vocab_a, vocab_b))
    else:
        lex_m = np.zeros_like(dense)
    ca = [set(bank.find(p.text, p.lang)) for p in a]
    cb = [set(bank.find(p.text, p.lang)) for p in b]
    num = _number_overlap([number_set(p.text, p.lang) for p in a], [number_set(p.text, p.lang) for p in b])
    return Features(dense, ratio_margin(dense, k), lex_m, _concept_overlap(ca, cb), num)


def monotone_chain(score: np.ndarray, threshold: float) -> list[tuple[int, int]]:
    """The chain of cells, non-decreasing in both row and column, that maximises the sum of
    (score - threshold) over its cells; only cells above the threshold are kept. Several cells may share
    a row or a column (one passage answering several)."""
    n, m = score.shape
    gain = score - threshold
    best = np.full((n, m), -np.inf)
    back: dict[tuple[int, int], tuple[int, int] | None] = {}
    # prefix[i][j]: best chain value and its end among cells (<i, <j) inclusive bounds, 0 for empty
    prefix_val = np.zeros((n + 1, m + 1))
    prefix_arg: list[list[tuple[int, int] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    for i in range(n):
        for j in range(m):
            # predecessor: any chain ending at (i' <= i, j' <= j) other than (i, j) itself
            cands = [(prefix_val[i][j + 1], prefix_arg[i][j + 1]), (prefix_val[i + 1][j], prefix_arg[i + 1][j])]
            val, arg = max(cands, key=lambda c: c[0])
            if val <= 0:
                val, arg = 0.0, None
            best[i, j] = gain[i, j] + val
            back[(i, j)] = arg
            opts = [
                (prefix_val[i][j + 1], prefix_arg[i][j + 1]),
                (prefix_val[i + 1][j], prefix_arg[i + 1][j]),
                (best[i, j], (i, j)),
            ]
            prefix_val[i + 1][j + 1], prefix_arg[i + 1][j + 1] = max(opts, key=lambda c: c[0])
    chain = []
    cell = prefix_arg[n][m]
    while cell is not None:
        if gain[cell] > 0:
            chain.append(cell)
        cell = back[cell]
    return sorted(chain)


def _mutual_share(score: np.ndarray, chosen: set[tuple[int, int]]) -> float:
    """Share of chosen pairs that are each other's best match: near 1 for a sentence-by-sentence translation."""
    if not chosen:
        return 0.0
    row_max, col_max = score.max(axis=1), score.max(axis=0)
    eps = 1e-6  # ties count: a passage printed twice has two best matches
    return sum(1 for i, j in chosen if score[i, j] >= row_max[i] - eps and score[i, j] >= col_max[j] - eps) / len(
        chosen
    )


def _neighbours(score, chosen, row_above, col_above, p: AlignParams) -> set[tuple[int, int]]:
    """Strong cells next to chosen ones: a passage running on into the next passage of the other text."""
    n, m = score.shape
    out = set()
    for i, j in chosen:
        for x, y in ((i, j - 1), (i, j + 1), (i - 1, j), (i + 1, j)):
            if (
                0 <= x < n
                and 0 <= y < m
                and score[x, y] >= p.threshold + p.neighbour
                and min(row_above[x, y], col_above[x, y]) < p.neighbour_rank
            ):
                out.add((x, y))
    return out


def _unlinked_extras(chosen: set[tuple[int, int]], linked: frozenset[tuple[int, int]]) -> set[tuple[int, int]]:
    """Chain pairs no clause links that are not one-to-one: first those whose row and column other pairs
    hold (stairs), then, of what is left, those sharing a row or a column (a passage in one language only
    next to a translated one: a translator's added rule, the source's dropped one)."""

    def shared(cells: set[tuple[int, int]], both: bool) -> set[tuple[int, int]]:
        rows, cols = Counter(i for i, _ in cells), Counter(j for _, j in cells)
        many = (lambda i, j: rows[i] > 1 and cols[j] > 1) if both else (lambda i, j: rows[i] > 1 or cols[j] > 1)
        return {(i, j) for i, j in cells if (i, j) not in linked and many(i, j)}

    stairs = shared(chosen, both=True)
    return stairs | shared(chosen - stairs, both=False)


def _linked_parts(chosen: set[tuple[int, int]], linked: frozenset[tuple[int, int]]) -> set[tuple[int, int]]:
    """Clause-linked pairs next to chosen ones, repeatedly: every part of a passage cut in several."""
    out = set(chosen)
    grown = True
    while grown:
        near = {(i + di, j + dj) for i, j in out for di, dj in ((0, 1), (0, -1), (1, 0), (-1, 0))}
        new = (near & linked) - out
        grown = bool(new)
        out |= new
    return out - chosen


def _gaps(
    chosen: set[tuple[int, int]], score: np.ndarray, loose: frozenset[tuple[int, int]], floor: float
) -> set[tuple[int, int]]:
    """Pairs for the passages left out between two chosen pairs (vecalign fills such gaps the same way): a
    passage k whose neighbours k - 1 and k + 1 are paired, with partners that leave at most one passage of the
    other text between them, pairs with the best of those partners (or the one between) that a loose clause
    link joins to it (ClauseLinks.loose), if it scores ``floor``. A passage the translator added reads like
    no clause its neighbours' partners leave unlinked, and stays in one language only."""
    out: set[tuple[int, int]] = set()
    for side in (0, 1):
        other = 1 - side
        partners: dict[int, list[int]] = {}
        for c in chosen:
            partners.setdefault(c[side], []).append(c[other])
        used_other = {c[other] for c in chosen}
        cell = (lambda k, o: (k, o)) if side == 0 else (lambda k, o: (o, k))  # noqa: E731
        for k in range(1, score.shape[side] - 1):
            if k in partners or k - 1 not in partners or k + 1 not in partners:
                continue
            before, after = max(partners[k - 1]), min(partners[k + 1])
            if not 0 <= after - before <= 2:
                continue
            room = [o for o in range(before, after + 1) if o in (before, after) or o not in used_other]
            room = [o for o in room if cell(k, o) in loose and score[cell(k, o)] >= floor]
            if room:
                out.add(cell(k, max(room, key=lambda o: score[cell(k, o)])))
    return out


def beaten_by(score: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    """For each cell, how many cells of its row score above it by more than ``eps``: each row sorted once and
    searched (rows x cols x log cols). The rows x cols x cols comparison it replaces wanted 62 GiB for a
    translator's 1 MB file of 17,000 paragraphs against Mycelium's 232 passages (MemoryError, exit 70)."""
    ranked = np.sort(score, axis=1)
    out = np.empty(score.shape, dtype=np.intp)
    for i in range(score.shape[0]):
        out[i] = score.shape[1] - np.searchsorted(ranked[i], score[i] + eps, side="right")
    return out


def select(
    score: np.ndarray,
    p: AlignParams,
    fixed: Collection[tuple[int, int]] = frozenset(),
    clauses: ClauseLinks | None = None,
) -> set[tuple[int, int]]:
    """Pairs kept: the monotone chain and its strong neighbours, strong mutual-best pairs off it, and
    ``fixed`` (engine-rule links); for a translation, as ``clauses`` link them (see the module's doc)."""
    if score.size == 0:
        return set(fixed)
    linked = clauses.pairs if clauses is not None and clauses.translated(p.translated) else None
    # how many cells beat this one in its row / its column (ties do not count: duplicated passages tie)
    row_above, col_above = beaten_by(score), beaten_by(score.T).T
    chosen = {(i, j) for i, j in monotone_chain(score, p.threshold) if min(row_above[i, j], col_above[i, j]) < p.rank}
    if linked is not None and clauses is not None:
        chosen -= _unlinked_extras(chosen, linked)
        chosen |= _linked_parts(chosen, linked)
        chosen |= _gaps(chosen, score, clauses.loose, p.gap)
    elif _mutual_share(score, chosen) < p.one_to_one:
        chosen |= _neighbours(score, chosen, row_above, col_above, p)
    row_best = score.argmax(axis=1)
    col_best = score.argmax(axis=0)
    for i, j in enumerate(row_best):
        if col_best[j] == i and score[i, j] >= p.off_chain and (linked is None or (i, int(j)) in linked):
            chosen.add((i, int(j)))
    return chosen | set(fixed)
