"""Gnome Hollow engine figures (the lead folds them into bench/engine.py).

    python bench/engine_gnome_hollow.py [--seconds 3]

Prints: rules and citations (how many cite both es and nl, passage coverage per language); the median
time to judge the texts' own examples (a position file parsed, the move adjudicated); random-play
throughput from the template and from full set-up-to-end games (moves/s, games/s, invariant failures,
verdict counts). Medians over 5 runs. Times are CPU time of this process (the machine is shared, so
wall-clock rates would measure the neighbours).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

import yaml

from referee.engine.core.randomplay import Totals, play
from referee.engine.gnome_hollow import ENGINE
from referee.engine.gnome_hollow.randomplay import random_start
from referee.rulebooks import passages

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "engine" / "gnome_hollow" / "scenarios"
EXAMPLES = ["ring-4-with-stump-marker-to-column-4.yaml", "market-sell-7-blue.yaml", "market-exactly-5-blue-once.yaml"]


def rules_figures() -> None:
    book = ENGINE.rulebook
    both = sum(1 for r in book if {"es", "nl"} <= set(r.langs))
    cited = book.cited_passages()
    print(f"rules: {len(book)}  citing es+nl: {both}")
    for lang in ("es", "nl"):
        ids = [p.passage_id for p in passages("gnome-hollow", lang, include_user=False)]
        print(f"  {lang}: {sum(i in cited for i in ids)}/{len(ids)} passages cited")


def example_latency() -> None:
    for name in EXAMPLES:
        path = SCENARIOS / name
        sc = yaml.safe_load(path.read_text(encoding="utf-8"))
        times = []
        for _ in range(50):
            t0 = time.process_time()
            pos = ENGINE.parse_position(sc["position"], str(path))
            v = ENGINE.judge(pos, ENGINE.parse_move(sc["move"], str(path)))
            times.append(time.process_time() - t0)
        print(f"  {name:<45} {v.verdict:<8} median {statistics.median(times) * 1000:.2f} ms cpu")


def random_play(seconds: float) -> None:
    template = ENGINE.parse_position(yaml.safe_load(ENGINE.template())["position"], "template")
    rates, failures = [], 0
    for run in range(5):
        rng = random.Random(run)
        moves, t0 = 0, time.process_time()
        while time.process_time() - t0 < seconds / 10:
            rep = play(ENGINE, template, steps=200, rng=rng)
            moves += rep.moves
            failures += len(rep.failures)
        rates.append(moves / (time.process_time() - t0))
    print(f"  from the template: {statistics.median(rates):.0f} moves/cpu-s, invariant failures {failures}")
    rates, games_rates, all_runs = [], [], Totals()
    for run in range(5):
        rng = random.Random(1000 + run)
        totals = Totals()
        t0 = time.process_time()
        while time.process_time() - t0 < seconds / 10:
            pos = random_start(rng, players=rng.choice((2, 3, 4)), bag=60, config=template.config)
            report = play(ENGINE, pos, steps=100_000, rng=rng)  # to the end: a game of 60 tiles ends far sooner
            totals.add(report)
            all_runs.add(report)
        elapsed = time.process_time() - t0
        rates.append(totals.moves / elapsed)
        games_rates.append(totals.finished / elapsed)
    print(
        f"  full games (setup to end, 2-4 players, bag 60): {statistics.median(rates):.0f} moves/cpu-s, "
        f"{statistics.median(games_rates):.1f} games/cpu-s, invariant failures {all_runs.failures}, "
        f"verdicts {all_runs.verdicts()}"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="time for each random-play figure")
    args = ap.parse_args()
    rules_figures()
    print("judging the texts' examples (parse + adjudicate):")
    example_latency()
    print("random play (medians over 5 runs):")
    random_play(args.seconds)


if __name__ == "__main__":
    main()
