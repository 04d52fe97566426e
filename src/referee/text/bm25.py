"""The one lexical scorer: Okapi BM25 over token lists (lookup, closest passages, cross-check alignment).

Small on purpose: the lookup stores the per-(term, passage) weights as arrays in its index and scores a
question with a few array sums; the other callers score a handful of passages in memory.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

K1 = 1.2
B = 0.75


def idf(df: int, n: int) -> float:
    """BM25's (always positive) inverse document frequency of a term in ``df`` of ``n`` documents."""
    return math.log(1 + (n - df + 0.5) / (df + 0.5))


class BM25:
    """BM25 weights of every (term, doc) of a corpus, as CSR-like arrays (term -> its docs and weights)."""

    def __init__(self, docs: Sequence[Sequence[str]], k1: float = K1, b: float = B) -> None:
        n = len(docs)
        avgdl = (sum(len(d) for d in docs) / n) if n else 1.0
        df: Counter[str] = Counter()
        for d in docs:
            df.update(set(d))
        self.n_docs = n
        self.df = df
        self.vocab = sorted(df)
        col = {t: i for i, t in enumerate(self.vocab)}
        rows: list[list[tuple[int, float]]] = [[] for _ in self.vocab]
        for doc_no, d in enumerate(docs):
            dl = len(d) or 1
            for term, tf in Counter(d).items():
                w = idf(df[term], n) * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
                rows[col[term]].append((doc_no, w))
        self.indptr = np.zeros(len(self.vocab) + 1, dtype=np.int64)
        for i, r in enumerate(rows):
            self.indptr[i + 1] = self.indptr[i] + len(r)
        self.doc_ids = np.array([d for r in rows for d, _ in r], dtype=np.int32)
        self.weights = np.array([w for r in rows for _, w in r], dtype=np.float32)

    def arrays(self) -> dict:
        """What an index stores: the vocabulary and the three arrays :class:`Postings` reads back."""
        return {"vocab": self.vocab, "indptr": self.indptr, "doc_ids": self.doc_ids, "weights": self.weights}

    def postings(self) -> Postings:
        return Postings(self.vocab, self.indptr, self.doc_ids, self.weights, self.n_docs)


class Postings:
    """The query side: scores of every doc for weighted query terms."""

    def __init__(
        self, vocab: list[str], indptr: np.ndarray, doc_ids: np.ndarray, weights: np.ndarray, n_docs: int
    ) -> None:
        self.col = {t: i for i, t in enumerate(vocab)}
        self.indptr, self.doc_ids, self.weights, self.n_docs = indptr, doc_ids, weights, n_docs

    def any_in(self, term: str, mask: np.ndarray) -> bool:
        """Whether ``term`` occurs in a doc that ``mask`` (a boolean array over docs) allows."""
        i = self.col.get(term)
        return i is not None and bool(mask[self.doc_ids[self.indptr[i] : self.indptr[i + 1]]].any())

    def scores(self, query: dict[str, float] | Iterable[str]) -> np.ndarray:
        """Sum over query terms of (query weight x BM25 weight); a plain iterable weighs each term 1."""
        weighted = query if isinstance(query, dict) else dict.fromkeys(query, 1.0)
        out = np.zeros(self.n_docs, dtype=np.float32)
        for term, qw in weighted.items():
            i = self.col.get(term)
            if i is None:
                continue
            a, b = self.indptr[i], self.indptr[i + 1]
            np.add.at(out, self.doc_ids[a:b], qw * self.weights[a:b])
        return out
