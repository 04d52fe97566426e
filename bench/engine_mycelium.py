"""Mycelium engine figures: checks per second (the template move, and every scenario position + move) and
random play (moves per second, share of legal moves, games won, moves per won game). Medians of runs.

    python bench/engine_mycelium.py [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import yaml

from referee.engine.core.randomplay import play
from referee.engine.mycelium import ENGINE
from referee.engine.mycelium.randomplay import random_setup

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests/engine/mycelium/scenarios").glob("*.yaml"))


def _cases():
    out = []
    for p in SCENARIOS:
        sc = yaml.safe_load(p.read_text(encoding="utf-8"))
        pos = ENGINE.parse_position(sc["position"], str(p))
        move = ENGINE.parse_move(sc["move"], str(p)) if sc.get("move") is not None else None
        out.append((pos, move))
    return out


def checks_per_second(cases, seconds: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for pos, move in cases:
            ENGINE.judge(pos, move)
            n += 1
    return n / (time.perf_counter() - start)


def random_play(games: int, steps: int, seed: int) -> dict:
    """The random-play driver, its final position counting games won."""
    moves = legal = won = 0
    lengths = []
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed + g)
        report = play(ENGINE, random_setup(rng, players=3 + g % 2, emsporium=g % 3 == 0, team=g % 4 == 1), steps, rng)
        assert not report.failures, report.failures[:3]
        moves += report.moves
        legal += report.legal
        if report.position.winner:
            won += 1
            lengths.append(report.moves)
    secs = time.perf_counter() - start
    return {
        "moves_per_s": moves / secs,
        "legal_share": legal / max(moves, 1),
        "games_won": won / games,
        "moves_per_won_game": statistics.median(lengths) if lengths else 0,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    template = ENGINE.parse_position(yaml.safe_load(ENGINE.template())["position"], "template")
    tmove = ENGINE.parse_move(yaml.safe_load(ENGINE.template())["move"], "template")
    cases = _cases()
    t = statistics.median(checks_per_second([(template, tmove)]) for _ in range(args.runs))
    s = statistics.median(checks_per_second(cases) for _ in range(args.runs))
    print(f"mycelium checks/s (template build move), median of {args.runs}: {t:,.0f}")
    print(f"mycelium checks/s ({len(cases)} scenario positions), median of {args.runs}: {s:,.0f}")
    runs = [random_play(games=20, steps=700, seed=100 * r) for r in range(args.runs)]
    for key in ("moves_per_s", "legal_share", "games_won", "moves_per_won_game"):
        print(
            f"mycelium random play {key}, median of {args.runs} x 20 games: "
            f"{statistics.median(r[key] for r in runs):,.2f}"
        )


if __name__ == "__main__":
    main()
