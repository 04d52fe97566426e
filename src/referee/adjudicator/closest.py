"""The passages closest to a question, from the lookup index when it is there, else from plain word overlap.

A thin adapter so explanations and the table mode never depend on how (or whether) the index was built:
``referee.index.search.ask`` answers when the index is built; otherwise a lexical overlap over the
passages still points at the right part of the text, and the answer says which one was used.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from referee.index.hits import AskResult, Hit
from referee.rulebooks import Passage, passage_index, passages
from referee.rulebooks.paths import bundled_text
from referee.text.stem import question_stems, stem
from referee.text.tokens import STOPWORDS, fold, words

if TYPE_CHECKING:
    from referee.text.bm25 import Postings


@dataclass(frozen=True)
class Hits:
    hits: tuple[Hit, ...]
    source: str  # "index" (the lookup's hybrid search) or "overlap" (fallback)
    # the lookup's whole answer (whether the texts settle it, how sure, the game): "index" only
    answer: AskResult | None = None


def index_ready(build: bool, encoder: str | None = None) -> bool:
    """Whether the lookup index can answer now; ``build`` allows building it first (seconds to minutes).

    Not built yet, or corrupt, or its cache dir unreadable: False (the overlap answers instead). Any other
    error is a bug and surfaces; an unknown encoder is the user's InputError."""
    from referee.index.search import load_index  # numpy and the encoders: only when a lookup is wanted
    from referee.index.store import IndexCorrupt

    try:
        load_index(encoder, build_if_needed=build)
    except (IndexCorrupt, OSError):
        return False
    return True


def closest(
    question: str,
    game: str | None = None,
    lang: str | None = None,
    top: int = 5,
    build: bool = False,
    encoder: str | None = None,
) -> Hits:
    """The ``top`` passages nearest to ``question``. One-shot commands pass ``build=False`` so an explanation
    never waits for an index build; the table mode builds once when it warms up."""
    if index_ready(build, encoder):
        from referee.adjudicator.crosscheck.twins import mark_differing
        from referee.index.search import ask

        found = ask(question, game=game, lang=lang, top=top, encoder=encoder)
        mark_differing(found.results)
        return Hits(tuple(_from_index(found)), "index", found)
    return Hits(tuple(overlap(question, game, top)), "overlap")


def _from_index(answer: AskResult) -> list[Hit]:
    """The lookup's hits whose passage is in the corpus as loaded now (an index may lag a removed text)."""
    index = passage_index()
    return [h for h in answer.results if h.passage_id in index]


def _stems(text: str, lang: str) -> list[str]:
    return [stem(w, lang) for w in words(text) if len(w) > 2 and fold(w) not in STOPWORDS]


@functools.cache
def _scorer(game: str | None) -> tuple[tuple[Passage, ...], Postings]:
    from referee.text.bm25 import BM25  # numpy: only when the fallback runs (a check never pays for it)

    ps = tuple(passages(game))
    return ps, BM25([_stems(p.text, p.lang) for p in ps]).postings()


def overlap(question: str, game: str | None = None, top: int = 5) -> list[Hit]:
    """BM25 over stems (the question's in every language its script allows): crude, but offline and instant."""
    q = {s for w in words(question) if len(w) > 2 and fold(w) not in STOPWORDS for s in question_stems(w)}
    if not q:
        return []
    ps, postings = _scorer(game)
    scores = postings.scores(q)
    order = sorted((i for i in range(len(ps)) if scores[i] > 0), key=lambda i: -scores[i])
    return [_hit(ps[i], float(scores[i])) for i in order[:top]]


def _hit(p: Passage, score: float) -> Hit:
    added = not bundled_text(p.game, p.lang)
    return Hit(p.passage_id, p.game, p.lang, p.section, p.text, round(score, 4), added_by_user=added)
