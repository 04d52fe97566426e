"""Lexical side of the search: BM25 over lemmas plus term-bank concept tags.

A passage's tokens are its lemmas (section heading included) and one tag per concept it mentions
(``#gnome-hollow:gnome``). A question's words are looked up in the stored form -> lemma table; its
concepts give the same tags, which is what lets "gnome" in English meet "gnomo" in Spanish.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field, replace

import numpy as np

from referee.index.terms import COMMON, ConceptMatcher
from referee.text import dutch_forms
from referee.text.bm25 import BM25, Postings
from referee.text.player_count import player_count
from referee.text.tokens import FUNCTION_WORDS, QUERY_FUNCTION_WORDS, STOPWORDS, fold, words

GAME_NAME = ":game"  # the term-bank concept holding a game's own names
TAG = "#"
PLAYER = "common:player"  # the concept a phrase of how many play names (text/player_count.py)
# A concept tag is worth more than one shared word: it is the only bridge between languages.
TAG_WEIGHT = 1.5
COMMON_TAG_WEIGHT = 1.5  # "turn", "points": shared by every game, weaker evidence
# A question word that names a concept is already scored by the concept's tag, which a passage in any
# language carries; its literal lemma, which only a passage in the question's own language can share,
# counts only this much on top (else a same-language passage wins just for sharing the word).
# Was 1.0: 0.0 lifted the first blind set's R@5 but cost the dev set of the time R@1. With the five dev files
# 0.0 raises R@1 with --game on both halves (half a 0.757 -> 0.772, half b 0.750 -> 0.763; without 0.713 ->
# 0.718, 0.732 -> 0.746), most for Dutch questions about texts in other languages, which a Dutch neighbour
# passage outranked for sharing the literal words; with the accounted feature (search.py) the two add up.
COVERED_WEIGHT = 0.0
# A question's words that are no search terms: the stop words, also as a player types them without accents
# ("que", "cuando"), and the Spanish function words (tokens.SPANISH_FUNCTION_WORDS)
QUERY_SKIP = QUERY_FUNCTION_WORDS


def doc_tokens(lemmas: list[str], concept_keys: list[str]) -> list[str]:
    return [lem for lem in lemmas if lem not in STOPWORDS and len(lem) > 1] + [TAG + k for k in concept_keys]


def build_postings(docs: list[list[str]]) -> dict:
    """BM25 weight of every (term, doc), as arrays for the index: scoring a question is a few array sums."""
    return BM25(docs).arrays()


@dataclass
class QueryTerms:
    lemmas: dict[str, float]  # term -> query weight
    concepts: list[int]  # concept numbers found in the question
    spans: dict[int, set[int]] = field(default_factory=dict)  # concept number -> positions of its words
    # the lemmas of the words a concept names, at the weight they would have had as plain words: kept apart
    # (COVERED_WEIGHT) while the concept's tag scores them, restored when the concepts are dropped (words_only)
    literal: dict[str, float] = field(default_factory=dict)
    # the concepts the question plays without ("zonder de uitbreiding"), taken out of the rest (edition.py)
    left_out: frozenset[int] = frozenset()


class FormTable:
    """form -> the lemmas it may stand for, stored as one sorted text (``form<TAB>lemma lemma`` per line) and
    looked up by bisection: loading an index then parses one string, not a 20,000-entry JSON object (~10 ms
    of a cold question). Forms and lemmas are words: no tab, space or newline in them."""

    def __init__(self, packed: str) -> None:
        self._lines = packed.split("\n") if packed else []
        # form -> its lemmas (None: not in the table), filled as forms are looked up: a warm question looks up
        # the same few hundred words of its passages' sentences again and again (~400 bisections a question)
        self._seen: dict[str, tuple[str, ...] | None] = {}

    @staticmethod
    def pack(forms: dict[str, list[str]]) -> str:
        return "\n".join(f"{form}\t{' '.join(lemmas)}" for form, lemmas in sorted(forms.items()))

    def get(self, form: str, default: tuple = ()) -> tuple[str, ...]:
        found = self._seen.get(form, ())
        if found == ():  # not looked up yet (a found entry is never empty: a form has a lemma)
            if len(self._seen) > 200_000:  # a long-running server reading every word it is sent
                self._seen.clear()
            found = self._seen[form] = self._lookup(form)
        return default if found is None else found

    def _lookup(self, form: str) -> tuple[str, ...] | None:
        key = form + "\t"
        i = bisect.bisect_left(self._lines, key)
        if i < len(self._lines) and self._lines[i].startswith(key):
            return tuple(self._lines[i][len(key) :].split(" "))
        return None


class Lexical:
    """Query side: form table + concept matcher + postings, all loaded from the stored index."""

    def __init__(self, postings: dict, forms: str, matcher: ConceptMatcher, n_docs: int) -> None:
        p = postings
        self.postings = Postings(p["vocab"], p["indptr"], p["doc_ids"], p["weights"], n_docs)
        self.forms = FormTable(forms)
        self.matcher = matcher
        self.n_docs = n_docs

    def candidates(self, question: str, lang: str | None = None) -> list[set[str]]:
        """Per word of ``question``: its folded form and the lemmas the form table offers for it; in a Dutch
        (or unidentified) text also the split separable verb, the participle and the diminutive it may be."""
        out = [{w, *self.forms.get(w, ())} for w in (fold(x) for x in words(question))]
        if lang in (None, "nl"):
            extra = dutch_forms.extra_candidates(question, self.forms.get, self.known, clause_final=lang == "nl")
            for pos, found in extra.items():
                out[pos] |= found
        return out

    def known(self, term: str) -> bool:
        """Does a passage hold lemma ``term``, or a term bank start a term with it?"""
        return term in self.postings.col or self.matcher.starts_term(term)

    def docs_with(self, terms: set[str]) -> set[int]:
        """The passages that contain any of ``terms``."""
        out: set[int] = set()
        p = self.postings
        for t in terms:
            i = p.col.get(t)
            if i is not None:
                out.update(p.doc_ids[p.indptr[i] : p.indptr[i + 1]].tolist())
        return out

    def analyse(self, question: str, lang: str | None = None) -> QueryTerms:
        """The question's lemmas and concepts; ``lang``, its language when known, keeps other languages'
        look-alike terms out (see ConceptMatcher.readable_in)."""
        folded = [fold(w) for w in words(question)]
        candidates = self.candidates(question, lang)
        spans = self.matcher.match_spans(candidates, folded, lang)
        # the words of a game's name say which game, not which rule: "Gnome" in "Gnome Hollow" is no gnome
        named = {pos for no, ps in spans.items() if self.matcher.keys[no].endswith(GAME_NAME) for pos in ps}
        concepts = [no for no, ps in spans.items() if self.matcher.keys[no].endswith(GAME_NAME) or not ps <= named]
        covered = {pos for no in concepts if not self.matcher.keys[no].endswith(GAME_NAME) for pos in spans[no]}
        terms: dict[str, float] = {}
        literal: dict[str, float] = {}
        for pos, cands in enumerate(candidates):
            if folded[pos] in QUERY_SKIP or pos in named:  # a stop word goes with every lemma the form table
                continue  # offers for it ("de": Spanish "dar"); a game's name is no search term
            content = [c for c in cands if c not in STOPWORDS and len(c) > 1]
            scale = COVERED_WEIGHT if pos in covered else 1.0
            for c in content:  # a word that may be several lemmas spreads its weight over them
                terms[c] = max(terms.get(c, 0.0), scale / len(content))
                if pos in covered:
                    literal[c] = max(literal.get(c, 0.0), 1.0 / len(content))
        for no in concepts:
            if self.matcher.keys[no].endswith(GAME_NAME):  # names the game: says which game, not which rule
                continue
            common = self.matcher.games[no] == COMMON
            terms[TAG + self.matcher.keys[no]] = COMMON_TAG_WEIGHT if common else TAG_WEIGHT
        kept = {t: w for t, w in terms.items() if w > 0}
        return QueryTerms(kept, concepts, {no: spans[no] for no in concepts}, literal)

    def with_players(self, question: str, q: QueryTerms) -> QueryTerms:
        """``q`` with a phrase of how many play ("met z'n drieën", "somos 4", "втроём") read as the players (the
        common concept) at its words: for the ranking, not for the abstention model (a question about five
        players of a 2-4 player game asks what the texts do not say, and "player" named made it look answered)."""
        where, _ = player_count(question)
        if not where or PLAYER not in self.matcher.keys:
            return q
        no = self.matcher.keys.index(PLAYER)
        spans = {**q.spans, no: q.spans.get(no, set()) | where}
        lemmas = {**q.lemmas, TAG + PLAYER: COMMON_TAG_WEIGHT}
        return replace(q, lemmas=lemmas, concepts=list(dict.fromkeys([*q.concepts, no])), spans=spans)

    def unknown_share(self, question: str, q: QueryTerms, in_game: np.ndarray) -> float:
        """Share of the question's content words that name no concept and occur in no passage of the game
        (``in_game``: a mask over passages): "coins", "supermarkt", "minutes" when the texts never say them.
        A question about what the texts do not cover is mostly such words."""
        folded = [fold(w) for w in words(question)]
        named = {pos for ps in q.spans.values() for pos in ps}
        content = [i for i, w in enumerate(folded) if w not in FUNCTION_WORDS and len(w) > 2 and not w.isdigit()]
        if not content:
            return 0.0
        unknown = 0
        for i in content:
            if i in named:
                continue
            cands = {folded[i], *self.forms.get(folded[i], ())} - STOPWORDS
            if not any(self.postings.any_in(c, in_game) for c in cands):
                unknown += 1
        return unknown / len(content)

    @staticmethod
    def words_only(q: QueryTerms) -> QueryTerms:
        """``q`` without its concepts: for a question in a language the term banks do not speak, whose
        words only look like theirs (French "pas" is no *pass*): every word counts as a plain word again."""
        plain = {t: w for t, w in q.lemmas.items() if not t.startswith(TAG)}
        for t, w in q.literal.items():
            plain[t] = max(plain.get(t, 0.0), w)
        return QueryTerms(plain, [], {})

    @staticmethod
    def without_concepts(q: QueryTerms, dropped: set[int], matcher: ConceptMatcher) -> QueryTerms:
        """``q`` without the concepts ``dropped`` (their tags and spans; their words stay as weak as they were):
        what a question leaves out ("without the expansion") is not what it asks for."""
        tags = {TAG + matcher.keys[no] for no in dropped}
        lemmas = {t: w for t, w in q.lemmas.items() if t not in tags}
        concepts = [no for no in q.concepts if no not in dropped]
        spans = {no: ps for no, ps in q.spans.items() if no not in dropped}
        return QueryTerms(lemmas, concepts, spans, q.literal, q.left_out | frozenset(dropped))

    def scores(self, q: QueryTerms) -> np.ndarray:
        return self.postings.scores(q.lemmas)
