"""Queen's Garden engine figures: median time to adjudicate each scenario and each kind of random move,
random-play throughput, and how legal/illegal/undetermined random moves fall. Prints medians; asserts nothing.

    python bench/engine_queens_garden.py [--games 20] [--steps 250]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter, defaultdict
from pathlib import Path

import yaml

from referee.engine.core.randomplay import play
from referee.engine.core.verdict import Ruling, Stop
from referee.engine.queens_garden import ENGINE
from referee.engine.queens_garden.play import start_position

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "engine" / "queens_garden" / "scenarios").glob("*.yaml"))


def ms(xs: list[float]) -> str:
    return f"{statistics.median(xs) * 1000:.3f} ms" if xs else "-"


def scenarios() -> None:
    parse, judge = [], []
    for path in SCENARIOS:
        sc = yaml.safe_load(path.read_text(encoding="utf-8"))
        t0 = time.perf_counter()
        position = ENGINE.parse_position(sc["position"], str(path))
        t1 = time.perf_counter()
        if sc.get("move") is not None:
            ENGINE.judge(position, ENGINE.parse_move(sc["move"], str(path)))
        else:
            try:
                ENGINE.score(position, Ruling(ENGINE.rulebook))
            except Stop:
                pass
        t2 = time.perf_counter()
        parse.append(t1 - t0)
        judge.append(t2 - t1)
    print(f"scenarios: {len(SCENARIOS)}  median parse {ms(parse)}  median adjudicate/score {ms(judge)}")


def random_play(games: int, steps: int) -> None:
    times: dict[str, list[float]] = defaultdict(list)
    verdicts: Counter = Counter()
    moves = finished = failures = 0

    def tally(step) -> None:
        times[step.move.type].append(step.seconds)
        verdicts[(step.move.type, step.verdict.verdict)] += 1

    t_all = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        report = play(ENGINE, start_position(rng, players=2 + seed % 3), steps, rng, watch=tally)
        moves += report.moves
        finished += report.finished
        failures += len(report.failures)
    wall = time.perf_counter() - t_all
    print(
        f"random play: {games} games, {moves} moves, {finished} phases finished, {moves / wall:.0f} moves/s, "
        f"invariant failures {failures}"
    )
    for kind in ("acquire", "place", "pass"):
        split = ", ".join(f"{verd} {verdicts[(kind, verd)]}" for verd in ("legal", "illegal", "undetermined"))
        print(f"  {kind:8s} median {ms(times[kind])}  ({split})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--steps", type=int, default=250)
    args = ap.parse_args()
    scenarios()
    random_play(args.games, args.steps)


if __name__ == "__main__":
    main()
