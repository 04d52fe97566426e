"""A position cut down to what its verdict was read from: the facts the engine read, and the fields it read
outside them (the tracer, engine/core/trace.py). The same move on it gives the same verdict, events and rules;
`referee explain --minimal` prints it, the guided dispute saves it, and a test proves it on every scenario."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from referee.engine.core.game import GameEngine
from referee.engine.core.trace import cut_down
from referee.engine.core.verdict import Verdict


@dataclass
class Minimal:
    verdict: Verdict  # the verdict on the full position (with its trace)
    position: dict[str, Any]  # the cut-down position, as a position file's `position:` block

    def lines(self) -> int:
        """How many lines the block takes as a person would write it (short lists on one line)."""
        if not self.position:
            return 0
        return len(position_yaml(self.position).splitlines())


def position_yaml(position: dict[str, Any]) -> str:
    return yaml.safe_dump(position, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100)


def minimal_position(engine: GameEngine, position: Any, move: Any) -> Minimal:
    verdict = engine.judge(position, move, trace_fields=True)
    assert verdict.trace is not None
    return Minimal(verdict, cut_down(position, verdict.trace))
