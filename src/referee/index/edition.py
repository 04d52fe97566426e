"""Which edition a question asks about: the base game, when it says so ("base game evil spirit", "без
светлячков", "zonder de uitbreiding"), and which passages state an expansion's rules instead.

A rule the base game and an expansion both word (Solstis' evil spirit: "Злой дух:" in the base rules, "Злой
дух." again under the Fireflies expansion, which changes it) is found in both parts with the same words; a
question that names the base game, or says it plays without the expansion, is settled by the base part. The
search's second stage lowers the expansion's passages for such a question (search.SearchConfig.edition_weight).

An expansion's part of a text: from the first section whose heading names the game's expansion (its term-bank
concept ``<game>:expansion``, "Дополнение ...") to the end of that text, as rulebooks put an expansion's rules
after the base game's. Found in the index the first time a question names the base game or plays without
something (no extra cost for any other question).
"""

from __future__ import annotations

import functools

from referee.index.terms import COMMON
from referee.text.tokens import fold, words

# how a player names the base game (folded phrases); "base" alone is too common a word in English and Spanish
BASE_GAME = {
    "en": ["base game", "basic game", "base rules", "core game", "base version", "vanilla"],
    "es": ["juego base", "juego basico", "reglas base", "version base"],
    "nl": ["basisspel", "basisregels", "basisversie", "basis spel", "gewone spel"],
    "ru": [
        *("база", "базе", "базу", "базовая", "базовой", "базовую", "базовые", "базовых"),
        *("основная игра", "основной игре"),
    ],
}
# a preposition that plays without something: "without the expansion", "sin la expansión", "zonder uitbreiding"
WITHOUT = {"en": ["without"], "es": ["sin"], "nl": ["zonder"], "ru": ["без"]}
# words between "without" and what it leaves out ("zonder de uitbreiding", "without the fireflies")
GAP = 2


def asks_base_game(index, question: str, left: frozenset[int], game: str | None) -> bool:
    """Whether ``question`` asks about the base game: it names it (BASE_GAME), or plays without an expansion's
    concept (``left``: what ``left_out`` found in it). Only for a game with an expansion part (``game``; None:
    any game's). The words are read first: the expansion's part is found only for a question that needs it."""
    if left:
        return True
    text = " " + " ".join(fold(w) for w in words(question)) + " "
    named = any(f" {phrase} " in text for phrases in BASE_GAME.values() for phrase in phrases)
    return named and bool(_with_expansion(index, game))


def left_out(index, question: str, spans: dict[int, set[int]], game: str | None) -> set[int]:
    """The expansion concepts ``question`` plays without ("without the fireflies", "zonder de uitbreiding",
    "без светлячков"): no passage is asked for them, the base game is."""
    folded = [fold(w) for w in words(question)]
    without = {i for i, w in enumerate(folded) if any(w in ws for ws in WITHOUT.values())}
    games = _with_expansion(index, game) if without else []
    theirs = {c for g in games for c in expansion_concepts(index, g)}
    return {
        no
        for no, positions in spans.items()
        if no in theirs and any(0 < p - i <= GAP + 1 for i in without for p in positions)
    }


def _with_expansion(index, game: str | None) -> list[str]:
    """``game`` (None: every game of the index) when it has an expansion part."""
    games = [game] if game is not None else sorted(index.langs_of)
    return [g for g in games if expansion_rows(index, g)]


@functools.lru_cache(maxsize=64)
def expansion_rows(index, game: str) -> frozenset[int]:
    """The passages of ``game`` that lie in an expansion's part of their text (see the module's note)."""
    key = f"{game}:expansion"
    if key not in index.matcher.keys:
        return frozenset()
    no = index.matcher.keys.index(key)
    rows: set[int] = set()
    started: set[str] = set()  # the texts (languages) whose expansion part has begun
    for i, p in enumerate(index.passages):  # in text order, as the build writes them
        if p["game"] != game:
            continue
        if p["lang"] not in started and no in index.lexical.analyse(p.get("section") or "", p["lang"]).concepts:
            started.add(p["lang"])
        if p["lang"] in started:
            rows.add(i)
    return frozenset(rows)


@functools.lru_cache(maxsize=64)
def expansion_concepts(index, game: str) -> frozenset[int]:
    """The concepts that belong to ``game``'s expansion: its ``<game>:expansion`` concept and every concept of
    the game's own whose passages all lie in the expansion's part ("светлячок", the Fireflies' tokens)."""
    inside = expansion_rows(index, game)
    if not inside:
        return frozenset()
    m = index.matcher
    out = {m.keys.index(f"{game}:expansion")}
    tagged: dict[int, list[int]] = {}
    for i, concepts in enumerate(index.passage_concepts):
        if index.passages[i]["game"] == game:
            for c in concepts:
                tagged.setdefault(c, []).append(i)
    for c, rows in tagged.items():
        if m.games[c] == game and m.games[c] != COMMON and all(r in inside for r in rows):
            out.add(c)
    return frozenset(out)


@functools.lru_cache(maxsize=8192)
def tagged(index, row: int) -> frozenset[int]:
    """The concepts passage ``row`` is about: its own tags, and its game's expansion when it lies in the
    expansion's part. "What does the fox from the expansion do?" asks for the fox's passage, which is part of
    the expansion, not for the expansion's opening line that names only the expansion."""
    own = frozenset(index.passage_concepts[row])
    game = index.passages[row]["game"]
    key = f"{game}:expansion"
    if row not in expansion_rows(index, game):
        return own
    return own | {index.matcher.keys.index(key)}
