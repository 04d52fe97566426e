"""The base of every game's position model: the one way to copy a position before a move changes it."""

from __future__ import annotations

from typing import Any, Self

from pydantic import BaseModel, Field, field_validator

from referee.engine.core.position_facts import FACTS_FIELD


class GamePosition(BaseModel):
    # rule-level facts stated directly (position_facts.py): what a check would otherwise compute from the details
    facts: dict[str, Any] = Field(
        default={},
        description="facts stated directly, by id (`referee schema GAME` lists them with their questions)",
    )

    @field_validator(FACTS_FIELD, mode="before")
    @classmethod
    def _no_facts(cls, v: Any) -> Any:
        """`facts:` with nothing under it (a template's commented list) states no facts."""
        return {} if v is None else v

    def fork(self) -> Self:
        """A copy a move may change without touching this one.

        The default is a deep copy; a game whose positions are large overrides it to copy only the containers a
        move can change and share the immutable pieces (microseconds instead of milliseconds)."""
        return self.model_copy(deep=True)
