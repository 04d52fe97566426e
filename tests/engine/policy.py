"""The shape of an input-policy case (issue #16), shared by every game's tests/engine/<game>/policy_cases.py.

Naming something that does not exist (an edge, card, tile, spirit, player not in the game) is bad input: exit
2, the field path named, valid names suggested. A real move that breaks a rule is illegal: exit 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

KINDS = ("player", "edge", "card", "tile", "spirit", "location", "colour", "pattern", "other")


@dataclass(frozen=True)
class BadName:
    """A document naming something not in the game; ``field`` is the path the error must name."""

    kind: str
    doc: dict[str, Any]  # a whole position file: {"game", "position", "move"}
    field: str
    suggests: str  # a valid name the error should offer ("did you mean ...")


@dataclass(frozen=True)
class Illegal:
    """A real move breaking a rule: exit 1, decided by ``rule_id``."""

    doc: dict[str, Any]
    rule_id: str
    kinds_covered: tuple[str, ...] = field(default=())
