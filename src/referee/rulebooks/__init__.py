"""Rulebook texts kept verbatim, game metadata, and their split into citable passages.

The names below are loaded from corpus.py on first use: importing a submodule (paths, ids) must not load
the corpus's YAML and pydantic schemas, which a question answered from a built index never needs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from referee.rulebooks.corpus import (
        LANGS,
        Game,
        Passage,
        Source,
        games,
        passage_index,
        passages,
        passages_of,
        source,
    )

__all__ = ["LANGS", "Game", "Passage", "Source", "games", "passage_index", "passages", "passages_of", "source"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        return getattr(importlib.import_module("referee.rulebooks.corpus"), name)
    raise AttributeError(f"module 'referee.rulebooks' has no attribute {name!r}")
