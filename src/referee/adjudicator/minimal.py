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
from referee.errors import InputError


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


def signature(v: Verdict) -> tuple:
    """What a cut-down position must give as the full one did: verdict, reasons' rules, events, needs."""
    return (
        v.verdict,
        [r.rule.id for r in v.reasons],
        [(e.rule.id, e.what.render("en")) for e in v.events],
        [n.fact for n in v.needs],
    )


def minimal_position(engine: GameEngine, position: Any, move: Any) -> Minimal:
    verdict = engine.judge(position, move, trace_fields=True)
    assert verdict.trace is not None
    cut = cut_down(position, verdict.trace)
    # a mapping whose keys the engine went through keeps its unread entries ({}): the tracer cannot see which keys
    # were looked at. Dropping them is kept only when the verdict stays the same (an opponent nobody reads).
    pruned = _without_unread_entries(cut)
    if pruned != cut and _same(engine, pruned, move, verdict):
        cut = pruned
    return Minimal(verdict, cut)


def _same(engine: GameEngine, position: dict[str, Any], move: Any, verdict: Verdict) -> bool:
    try:
        again = engine.judge(engine.parse_position(position, "<cut down>"), move)
    except InputError:
        return False
    return signature(again) == signature(verdict)


def _without_unread_entries(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_unread_entries(v) for k, v in value.items() if v != {}}
    if isinstance(value, list):
        return [_without_unread_entries(v) for v in value]
    return value
