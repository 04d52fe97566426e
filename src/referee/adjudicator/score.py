"""`referee score`: an end-of-game position in, each player's total and the verdict that backs it out."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.adjudicator.check import read_position
from referee.engine.core.verdict import Ruling, Stop, Verdict
from referee.errors import InputError


@dataclass(frozen=True)
class Scored:
    verdict: Verdict
    scores: dict[Any, Any] | None  # None: the position cannot be scored (the verdict says why)

    @property
    def exit_code(self) -> int:
        return 0 if self.scores is not None else self.verdict.exit_code


def score_file(path: str | Path) -> Scored:
    engine, position, _ = read_position(path)
    ruling = Ruling(engine.rulebook)
    try:
        scores = engine.score(position, ruling)
    except Stop:
        scores = None
    except InputError as e:  # what the position lacks for a total (no players): named in this file
        e.file = e.file or str(path)
        raise
    if scores is None and ruling.verdict == "legal":
        raise InputError(f"{engine.game_id} has no end-of-game scoring in its texts", str(path))
    return Scored(ruling.result(engine.game_id), scores)
