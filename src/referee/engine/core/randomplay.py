"""The random-play driver: from a position, play random moves, judge each one and check the invariants after
every legal step. Tests, benchmarks and CI all play through ``play``; what differs per game are the engine's
hooks (``new_game``, ``random_move``, ``invariants``, and the ``table_*`` answers a table gives that the rules
leave open), and a ``watch`` callback for checks of one's own after every step."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic

from referee.engine.core.game import GameEngine, M, P
from referee.engine.core.verdict import ILLEGAL, LEGAL, Verdict


@dataclass(frozen=True)
class Step(Generic[P, M]):
    """One judged move: the position it was made from, the verdict, and the position play goes on from."""

    index: int
    before: P
    move: M
    verdict: Verdict
    after: P
    seconds: float  # time the engine took to judge the move (benchmarks' per-kind figures)


@dataclass
class PlayReport(Generic[P]):
    position: P  # where play stopped
    moves: int = 0
    legal: int = 0
    illegal: int = 0
    undetermined: int = 0
    finished: bool = False  # the engine had no move left: the game (or the phase played) is over
    failures: list[str] = field(default_factory=list)


def play(
    engine: GameEngine[P, M],
    position: P,
    steps: int,
    rng: random.Random,
    watch: Callable[[Step[P, M]], Any] | None = None,
) -> PlayReport[P]:
    """Play up to ``steps`` random moves. Every verdict must cite a rule; legal moves must keep the invariants
    (play stops at the first position that breaks one)."""
    report: PlayReport[P] = PlayReport(position)
    problems = engine.invariants(position)
    if problems:
        report.failures.append(f"start position: {problems}")
        return report
    for index in range(steps):
        position = engine.table_before_move(position, rng)
        move = engine.random_move(position, rng)
        if move is None:
            report.finished = True
            break
        t0 = time.perf_counter()
        verdict = engine.judge(position, move)
        seconds = time.perf_counter() - t0
        after = _after(engine, position, verdict)
        problems = _record(report, engine, move, verdict, after)
        if watch is not None:
            watch(Step(index, position, move, verdict, after, seconds))
        position = after
        if problems:
            break
    report.position = position
    return report


def _after(engine: GameEngine[P, M], position: P, verdict: Verdict) -> P:
    """Where play goes on from: the new position after a legal move, the table's answer after an undetermined
    one, the same position after an illegal one (the move is not made)."""
    if verdict.verdict == LEGAL:
        return position if verdict.position is None else verdict.position
    if verdict.verdict == ILLEGAL:
        return position
    return engine.table_answer(position, verdict)


def _record(report: PlayReport[P], engine: GameEngine[P, M], move: M, verdict: Verdict, after: P) -> list[str]:
    """Count the verdict and note what is wrong with it; returns the invariants the new position breaks."""
    report.moves += 1
    if not verdict.reasons:
        report.failures.append(f"{verdict.verdict} without a cited rule: {move!r}")
    if verdict.verdict == LEGAL:
        report.legal += 1
        problems = engine.invariants(after)
        if problems:
            report.failures.append(f"after {move!r}: {problems}")
        return problems
    if verdict.verdict == ILLEGAL:
        report.illegal += 1
    else:
        report.undetermined += 1
    return []


@dataclass
class Totals:
    """Sums over many random games (benchmarks): how many ended, moves by verdict, failures."""

    games: int = 0
    finished: int = 0
    moves: int = 0
    legal: int = 0
    illegal: int = 0
    undetermined: int = 0
    failures: int = 0

    def add(self, report: PlayReport[Any]) -> None:
        self.games += 1
        self.finished += report.finished
        self.moves += report.moves
        self.legal += report.legal
        self.illegal += report.illegal
        self.undetermined += report.undetermined
        self.failures += len(report.failures)

    def verdicts(self) -> dict[str, int]:
        return {"legal": self.legal, "illegal": self.illegal, "undetermined": self.undetermined}
