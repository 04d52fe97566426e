"""Random-play driver: from a valid position, play many moves and check invariants after every step."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pydantic import BaseModel

from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import LEGAL


@dataclass
class PlayReport:
    moves: int = 0
    legal: int = 0
    illegal: int = 0
    undetermined: int = 0
    finished: bool = False
    failures: list[str] = field(default_factory=list)
    illegal_without_rule: int = 0


def play(engine: GameEngine, position: BaseModel, steps: int, rng: random.Random) -> PlayReport:
    """Play up to ``steps`` random moves. Every verdict must cite a rule; legal moves must keep invariants."""
    report = PlayReport()
    problems = engine.invariants(position)
    if problems:
        report.failures.append(f"start position: {problems}")
        return report
    for _ in range(steps):
        move = engine.random_move(position, rng)
        if move is None:
            report.finished = True
            break
        verdict = engine.judge(position, move)
        report.moves += 1
        if verdict.verdict != LEGAL and not verdict.reasons:
            report.illegal_without_rule += 1
            report.failures.append(f"{verdict.verdict} without a cited rule: {move!r}")
        if verdict.verdict == LEGAL:
            report.legal += 1
            if verdict.position is not None:
                position = verdict.position
            problems = engine.invariants(position)
            if problems:
                report.failures.append(f"after {move!r}: {problems}")
                break
        elif verdict.verdict == "illegal":
            report.illegal += 1
        else:
            report.undetermined += 1
    return report
