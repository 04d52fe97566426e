"""Solstis engine figures: random games played to the end per second (base game and Fireflies), moves judged per
second, how random moves fall (legal / illegal / undetermined), and the median time to adjudicate or score each
scenario. Prints medians over runs; asserts nothing.

    python bench/engine_solstis.py [--games 100] [--runs 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import yaml

from referee.engine.core.randomplay import Totals, play
from referee.engine.core.verdict import Ruling, Stop
from referee.engine.solstis import ENGINE

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "engine" / "solstis" / "scenarios").glob("*.yaml"))


def random_play(games: int, runs: int, expansion: bool) -> dict:
    game_rates, move_rates, all_runs = [], [], Totals()
    for run in range(runs):
        totals = Totals()
        t0 = time.perf_counter()
        for i in range(games):
            rng = random.Random(run * 100_000 + i)
            report = play(ENGINE, ENGINE.new_game(rng, expansion=expansion), 400, rng)
            totals.add(report)
            all_runs.add(report)
        elapsed = time.perf_counter() - t0
        game_rates.append(games / elapsed)
        move_rates.append(totals.moves / elapsed)
    return {
        "games_per_s": statistics.median(game_rates),
        "moves_per_s": statistics.median(move_rates),
        **all_runs.verdicts(),
        "failures": all_runs.failures + all_runs.games - all_runs.finished,  # a game not ended is a failure too
    }


def scenarios() -> tuple[float, float]:
    judge = []
    for path in SCENARIOS:
        sc = yaml.safe_load(path.read_text(encoding="utf-8"))
        position = ENGINE.parse_position(sc["position"], str(path))
        move = ENGINE.parse_move(sc["move"], str(path)) if sc.get("move") is not None else None
        t0 = time.perf_counter()
        if move is not None or "scores" not in sc["expect"]:
            ENGINE.judge(position, move)
        else:
            try:
                ENGINE.score(position, Ruling(ENGINE.rulebook))
            except Stop:
                pass
        judge.append(time.perf_counter() - t0)
    return statistics.median(judge) * 1000, max(judge) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100, help="games per run")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    for expansion in (False, True):
        r = random_play(args.games, args.runs, expansion)
        name = "solstis+fireflies" if expansion else "solstis"
        print(
            f"{name:<18} games/s {r['games_per_s']:7.1f}  moves/s {r['moves_per_s']:7.0f}  legal {r['legal']}  "
            f"illegal {r['illegal']}  undetermined {r['undetermined']}  failures {r['failures']}"
        )
    med, worst = scenarios()
    print(f"scenarios: {len(SCENARIOS)}  median adjudicate/score {med:.3f} ms  max {worst:.3f} ms")


if __name__ == "__main__":
    main()
