"""What a long-lived lookup (table mode, the web page) does once, so that each question does only its own work:
the per-passage readings that a question's second stage needs for its top passages (each sentence's concepts,
the sentence count, the engines' statements), made for every passage at the start instead of on the first
question that meets each passage. A one-shot `referee ask` never calls this: it meets ten passages, not 350.

Everything filled here is a cache of a pure reading of the index's own passages, keyed by passage: the
answers are the same with and without it (tests/index/test_warm_path.py), only sooner.
"""

from __future__ import annotations

import time

from referee.index import answer_focus, sentence_score


def prepare(index) -> float:
    """Fill ``index``'s per-passage caches; the seconds it took."""
    start = time.perf_counter()
    for row, p in enumerate(index.passages):
        for sent, _ in sentence_score.sentence_concepts(index, row):
            answer_focus._sentence_words(index, sent)
        sentence_score._sentence_count(p["text"])
    index.statements  # noqa: B018 - a cached property: the engines' rule statements, read on first use
    return time.perf_counter() - start
