"""Rulebook texts kept verbatim, game metadata, and their split into citable passages."""

from referee.rulebooks.corpus import LANGS, Game, Passage, games, passage_index, passages, source

__all__ = ["LANGS", "Game", "Passage", "games", "passage_index", "passages", "source"]
