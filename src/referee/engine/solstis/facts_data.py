"""The machine-readable part of rulebooks/solstis/facts.yaml (geometry, fire values, counts, spirit names).

The sheet is read once, by the engine core's fact loader; the engine takes every number the Russian text lacks
from here and cites the fact id."""

from __future__ import annotations

from typing import Any

from referee.engine.core.citations import fact


def data(fact_id: str) -> Any:
    return fact("solstis", fact_id).data
