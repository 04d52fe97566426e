"""Engine throughput: random play from fresh games (or each game's template position).

    python bench/engine.py [--seconds 3]

For every game with an engine: moves judged per second (each a full legal/illegal/undetermined verdict
with its cited reasons), games played to their end per second where random play reaches one, and any
invariant failures (must be 0). Medians over 5 runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import yaml

from referee.engine.core.randomplay import Totals, play
from referee.engine.registry import available_engines, engine_for


def bench_game(game: str, seconds: float) -> dict:
    engine = engine_for(game)
    template = engine.parse_position(yaml.safe_load(engine.template())["position"], "template")
    rates, game_rates, all_runs = [], [], Totals()
    for run in range(5):
        rng = random.Random(run)
        totals = Totals()
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds / 5:
            start = engine.new_game(rng) or template  # a fresh game where the engine can deal one
            report = play(engine, start, steps=2000, rng=rng)
            totals.add(report)
            all_runs.add(report)
        elapsed = time.perf_counter() - t0
        rates.append(totals.moves / elapsed)
        game_rates.append(totals.finished / elapsed)
    return {
        "game": game,
        "moves_per_s": statistics.median(rates),
        "games_per_s": statistics.median(game_rates),
        "failures": all_runs.failures,
        **all_runs.verdicts(),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="time per game")
    args = ap.parse_args()
    print(f"{'game':<15} {'moves/s':>9} {'games/s':>8} {'legal':>7} {'illegal':>8} {'undet.':>7} {'failures':>8}")
    failures = 0
    for game in available_engines():
        r = bench_game(game, args.seconds)
        failures += r["failures"]
        print(
            f"{r['game']:<15} {r['moves_per_s']:>9.0f} {r['games_per_s']:>8.1f} {r['legal']:>7} {r['illegal']:>8} "
            f"{r['undetermined']:>7} {r['failures']:>8}"
        )
    print(f"invariant failures: {failures} (target 0): {'met' if failures == 0 else 'NOT met'}")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
