"""Which game a question is about: a game it names wins; otherwise its topic words, each weighted by how
few games share it, and the dense side's best passages per game.

Names come from the texts' own metadata (game.yaml, kept in the index as ``games``) and the term banks'
``game`` concept, with their common short forms made from the full names: the part before a colon
("Azul" of "Azul: Queen's Garden"), the part after it ("Queen's Garden"), a name in brackets. A short form
that is also an ordinary word of another game's texts or term bank ("azul", Spanish for blue) names the
game only when it is capitalised mid-question, or when the question is in a language where it is no word.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from referee.index.lexical import GAME_NAME
from referee.index.terms import COMMON
from referee.rulebooks.ids import name_forms
from referee.text.tokens import fold, words

# Game inference, chosen on the dev sets (bench/devset, bench/devset-blind: 135 of 146 right, 8 wrong, 3
# left open before the search's own agreement step; the dense side alone or the concepts alone: 132):
MARGIN = 0.1  # a game wins when its evidence leads the runner-up's by this much
DENSE_SCALE = 5.0  # the dense side's per-game gap (cosine) against the concepts' share of the best game


@dataclass(frozen=True)
class NameForm:
    game: str
    words: tuple[str, ...]  # folded


@functools.cache
def _name_forms(index) -> tuple[NameForm, ...]:
    names: dict[str, set[str]] = {}
    for game, by_lang in index.game_names.items():
        for n in by_lang.values():
            names.setdefault(game, set()).update(name_forms(n))
    m = index.matcher
    for no, key in enumerate(m.keys):
        if key.endswith(GAME_NAME) and m.games[no] in index.game_names:
            for ws in m.words[no].values():
                for n in ws:
                    names.setdefault(m.games[no], set()).update(name_forms(n))
    forms = {NameForm(game, tuple(fold(w) for w in words(n))) for game, ns in names.items() for n in ns}
    return tuple(sorted((f for f in forms if f.words), key=lambda f: (f.game, f.words)))


def plain_in(index, form: NameForm) -> frozenset[str]:
    """Languages in which a one-word name is also an ordinary word of another game's texts or term bank."""
    if len(form.words) != 1:
        return frozenset()
    plain = _plain_words(index)
    return frozenset(lang for (g, lang), vocab in plain.items() if g != form.game and form.words[0] in vocab)


@functools.cache
def _plain_words(index) -> dict[tuple[str, str], set[str]]:
    """(game, language) -> folded words of its passages and of its term-bank concepts' first names."""
    out: dict[tuple[str, str], set[str]] = {}
    for p in index.passages:
        out.setdefault((p["game"], p["lang"]), set()).update(fold(w) for w in words(p["text"]))
    m = index.matcher
    for no, key in enumerate(m.keys):
        if key.endswith(GAME_NAME):
            continue
        for lang, ws in m.words[no].items():
            for w in ws:
                out.setdefault((m.games[no], lang), set()).update(fold(x) for x in words(w))
    return out


def named_games(index, question: str, lang: str | None) -> list[str]:
    """The games ``question`` calls by name (see the module's note on short forms that are also words)."""
    raw = words(question)
    folded = [fold(w) for w in raw]
    found: set[str] = set()
    for form in _name_forms(index):
        n = len(form.words)
        for i in range(len(folded) - n + 1):
            if tuple(folded[i : i + n]) != form.words:
                continue
            ambiguous = plain_in(index, form)  # looked up only for a one-word name the question has
            if ambiguous and (lang is None or lang in ambiguous):
                if i == 0 or not raw[i][:1].isupper():  # "azul" the colour, not "Azul" the game
                    continue
            found.add(form.game)
    return sorted(found)


def concept_evidence(index, spans: dict[int, set[int]]) -> dict[str, float]:
    """Game -> weight of the game-specific concepts the question names, each weighted by how few games'
    texts use its words (a document frequency over games, not a hand list): "camino"/"pad"/"path" are in
    Gnome Hollow's and Mycelium's texts alike and count half, "espora" only in Mycelium's counts whole.
    A word that also names a concept every game has counts half again: Spanish "robar" is Mycelium's
    *steal* but first the common *draw* ("robar una loseta" in any game)."""
    m = index.matcher
    df = games_using(index)
    common = [ps for no, ps in spans.items() if m.games[no] == COMMON]
    weight: dict[str, float] = {}
    for no, positions in spans.items():
        g = m.games[no]
        if g == COMMON or m.keys[no].endswith(GAME_NAME):
            continue
        w = 1.0 / max(df.get(no, 1), 1)
        if positions and any(positions <= ps for ps in common):
            w /= 2
        weight[g] = weight.get(g, 0.0) + w
    return weight


@functools.cache
def games_using(index) -> dict[int, int]:
    """Concept number -> how many games' texts contain its words (its own game's at least), read from the
    lexical postings: the passages holding every lemma of one of its terms."""
    m = index.matcher
    post = index.lexical.postings
    games = index.games
    seen: dict[int, set[str]] = {}
    for no, seq in m.sequences():
        docs: set[int] | None = None
        for tok in seq:
            i = post.col.get(tok)
            here = set() if i is None else set(post.doc_ids[post.indptr[i] : post.indptr[i + 1]].tolist())
            docs = here if docs is None else docs & here
            if not docs:
                break
        if docs:
            seen.setdefault(no, set()).update(str(games[d]) for d in docs)
    return {no: len(gs | {m.games[no]}) for no, gs in seen.items()}


def dense_evidence(index, dense: np.ndarray, top: int = 2) -> dict[str, float]:
    """Game -> how far its best passages' dense scores (mean of its ``top`` best) fall below the best game's
    (0 for that one, negative for the others), each (game, language) group centred on the overall mean
    first, so a Spanish question does not favour the Spanish texts."""
    centred = dense.astype(np.float32, copy=True)
    overall = float(dense.mean())
    for rows in _groups(index):
        centred[rows] += overall - float(dense[rows].mean())
    best = {g: float(np.sort(centred[index.games == g])[-top:].mean()) for g in index.langs_of}
    hi = max(best.values())
    return {g: v - hi for g, v in best.items()}


@functools.cache
def _groups(index) -> tuple[np.ndarray, ...]:
    return tuple(
        np.flatnonzero((index.games == g) & (index.langs == lang))
        for g, langs in index.langs_of.items()
        for lang in langs
    )


def decide(concepts: dict[str, float], dense: dict[str, float], dense_scale: float = DENSE_SCALE) -> str | None:
    """The game whose evidence leads by MARGIN, else None (search every game). Concepts count as a share
    of the best game's; the dense side in cosine units times ``dense_scale`` (0.01 cosine = 0.05 at 5)."""
    top = max(concepts.values(), default=0.0)
    total = {g: (concepts.get(g, 0.0) / top if top > 0 else 0.0) for g in {*concepts, *dense}}
    for g, v in dense.items():
        total[g] += dense_scale * v
    ranked = sorted(total.items(), key=lambda kv: -kv[1])
    if not ranked or (len(ranked) > 1 and ranked[0][1] - ranked[1][1] < MARGIN):
        return None
    return ranked[0][0]
