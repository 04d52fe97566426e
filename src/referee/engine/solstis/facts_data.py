"""The machine-readable part of rulebooks/solstis/facts.yaml (geometry, fire values, counts, spirit names).

Loaded once; the engine takes every number the Russian text lacks from here and cites the fact id."""

from __future__ import annotations

import functools
from typing import Any

import yaml

from referee.rulebooks.paths import BUILTIN_DIR


@functools.cache
def _facts() -> dict:
    path = BUILTIN_DIR / "solstis" / "facts.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))["facts"]


def data(fact_id: str) -> Any:
    return _facts()[fact_id].get("data")
