"""A passage scored by its best sentence: the share of the question's concepts (IDF-weighted) that one
sentence of it names. Within the right section the passage next door often shares the question's words
spread over several sentences; the settling one usually says it all in one.

Cut with the text toolkit's splitter (``referee.text.sentences.split``); each sentence is read with the
question's own analyser (form table + concept matcher), so no spaCy and nothing stored: the few passages
of the second stage take milliseconds.
"""

from __future__ import annotations

import functools

from referee.index.lexical import GAME_NAME
from referee.index.terms import COMMON
from referee.text.sentences import split
from referee.text.tokens import without_frames


def asked_concepts(index, concepts: list[int]) -> list[int]:
    """The question's concepts that say which rule (not a game's own name)."""
    return [c for c in concepts if not index.matcher.keys[c].endswith(GAME_NAME)]


def concept_share(index, asked, have) -> float:
    """The share of the asked concepts' IDF weight that ``have`` (a sentence's, a passage's concepts) names."""
    idf = index.concept_idf
    total = sum(idf.get(c, 0.0) for c in asked)
    return sum(idf.get(c, 0.0) for c in asked if c in have) / total if total > 0 else 0.0


def best_sentence(index, row: int, asked: list[int]) -> tuple[float, str]:
    """(share of the asked concepts' IDF weight the passage's best sentence names, that sentence)."""
    text = index.passages[row]["text"]
    if _sentence_count(text) < 2:  # one sentence: the passage's own tags say it (no second analysis)
        return concept_share(index, asked, set(index.passage_concepts[row])), text
    best, where = 0.0, ""
    for sent, found in sentence_concepts(index, row):
        share = concept_share(index, asked, found)
        if share > best or not where:
            best, where = share, sent
    return best, where


def text_share(index, text: str, lang: str, asked: tuple[int, ...]) -> float:
    """The same share for any ``text`` in ``lang``: an engine rule's statement (its concepts read once)."""
    return concept_share(index, asked, _text_concepts(index, text, lang))


@functools.lru_cache(maxsize=2048)
def _text_concepts(index, text: str, lang: str) -> frozenset[int]:
    return frozenset(index.lexical.analyse(text, lang).concepts)


@functools.lru_cache(maxsize=4096)
def _sentence_count(text: str) -> int:
    return len(split(text))


@functools.lru_cache(maxsize=4096)
def sentence_concepts(index, row: int) -> tuple[tuple[str, frozenset[int]], ...]:
    """(sentence, the concepts it names) for each sentence of passage ``row``."""
    p = index.passages[row]
    game = p["game"]
    m = index.matcher
    out = []
    for sent in [s.text for s in split(p["text"])] or [p["text"]]:
        found = index.lexical.analyse(without_frames(sent)).concepts
        # a sentence counts only its own game's concepts and the common ones, as the passage tags do
        out.append((sent, frozenset(c for c in found if m.games[c] in (game, COMMON))))
    return tuple(out)
