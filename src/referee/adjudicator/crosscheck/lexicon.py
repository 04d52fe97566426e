"""Content words and a small bilingual lexicon induced from the two texts themselves.

Each content word of text A is embedded on its own by the same multilingual encoder as the passages;
a word pair is kept when each is the other's nearest neighbour and their cosine is high (bilingual lexicon
induction in its simplest form). This bridges words that the term bank does not list ("permiso" ->
"toestemming") for any language pair the encoder knows, with no word lists to maintain.
"""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

from referee.text import bm25
from referee.text.tokens import STOPWORDS, fold, words

MIN_LEN = 3
LEXICON_MIN_COS = 0.8


def content_words(text: str) -> list[str]:
    """Folded words that may carry rule meaning (no stopwords, no bare numbers)."""
    out = []
    for w in words(text):
        f = fold(w)
        if len(f) >= MIN_LEN and f not in STOPWORDS and not f.isdigit():
            out.append(f)
    return out


def induce(encoder, vocab_a: list[str], vocab_b: list[str], min_cos: float = LEXICON_MIN_COS) -> dict[str, str]:
    """word of A -> word of B, mutual nearest neighbours above ``min_cos``; identical words always pair."""
    if not vocab_a or not vocab_b:
        return {}
    ea = encoder.encode_queries(vocab_a)
    eb = encoder.encode_queries(vocab_b)
    sim = ea @ eb.T
    best_b = sim.argmax(1)
    best_a = sim.argmax(0)
    out = {}
    index_b = {w: j for j, w in enumerate(vocab_b)}
    for i, w in enumerate(vocab_a):
        if w in index_b:
            out[w] = w
            continue
        j = int(best_b[i])
        if best_a[j] == i and sim[i, j] >= min_cos:
            out[w] = vocab_b[j]
    return out


def overlap_matrix(tokens_a: list[list[str]], tokens_b: list[list[str]], lexicon: dict[str, str]) -> np.ndarray:
    """IDF-weighted share of translated content words, normalised by both passages' lengths (0..~1)."""
    df = Counter(w for toks in tokens_b for w in set(toks))
    n_b = max(1, len(tokens_b))
    idf = {w: bm25.idf(c, n_b) for w, c in df.items()}
    out = np.zeros((len(tokens_a), len(tokens_b)), np.float32)
    sets_b = [set(t) for t in tokens_b]
    for i, toks in enumerate(tokens_a):
        translated = {lexicon[w] for w in toks if w in lexicon}
        if not translated:
            continue
        na = len(set(toks))
        for j, sb in enumerate(sets_b):
            common = translated & sb
            if common:
                out[i, j] = sum(idf[w] for w in common) / math.sqrt((1 + na) * (1 + len(sb)))
    return out
