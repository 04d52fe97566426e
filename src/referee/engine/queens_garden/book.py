"""The rule book of Azul: Queen's Garden. Rules are declared beside their checks, one module per topic:

- acquire.py  Q&A paragraphs 1-2 (what you must take, the round's stack, empty garden extensions)
- place.py    Q&A paragraphs 3-4 (paying for a tile, where it may go)
- passing.py  Q&A paragraph 5 (passing, the first-player marker)
- end.py      Q&A paragraph 6 (emptying storage, the evaluation marker)
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from referee.catalogues import Catalogue, Msg
from referee.engine.core import trace
from referee.engine.core.position_facts import FactMissing, PositionFact, read_fact
from referee.engine.core.rules import RuleBook

T = TypeVar("T")

GAME = "queens-garden"
BOOK = RuleBook(GAME)

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue(GAME, Path(__file__).resolve().parent)


def msg(message_id: str, template: str, **params: Any) -> Msg:
    """A message whose colours, patterns and hexagons are named in the reader's language (see words.py)."""
    from referee.engine.queens_garden.words import named_params

    return MESSAGES.msg(message_id, template, **named_params(params))


def msg_n(message_id: str, singular: str, plural: str, n: int, **params: Any) -> Msg:
    from referee.engine.queens_garden.words import named_params

    return MESSAGES.msg_n(message_id, singular, plural, n, **named_params(params))


def asked(fact: PositionFact, **params: Any) -> Msg:
    """The fact's question with this read's details filled in (the player, the hexagon)."""
    return msg(fact.question.id, fact.question.en, **params)


def read(position: Any, fact: PositionFact, compute: Callable[[], T], **params: Any) -> T:
    """``read_fact`` asking the fact's own question, filled in with ``params``."""
    return read_fact(position, fact, compute, question=asked(fact, **params))


def peek(position: Any, fact: PositionFact, compute: Callable[[], T], **params: Any) -> T | None:
    """The fact when stated or computable, else None -- for a message's detail, which must never ask."""
    try:
        return read(position, fact, compute, **params)
    except FactMissing:
        return None


def bookkeeping() -> contextlib.AbstractContextManager[None]:
    """Around the updates of the new position (a tile leaves storage, the next player): what they read is not
    what the verdict is read from, so the tracer does not note it (as inside a fact's computation). Events
    that copy a detail read it outside, where the tracer sees it."""
    return trace.untraced()
