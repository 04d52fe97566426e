"""Which kinds of near miss the abstention model flags least, out of sample (leave one writer out).

    python bench/calibrate.py --cache /tmp/signals.json        # the asks' signals, once (~12 minutes)
    python bench/abstain_kinds.py --cache /tmp/signals.json    # per kind, per writer, pooled
    python bench/abstain_kinds.py --cache /tmp/signals.json --features dense_lift,coverage,...
    python bench/abstain_kinds.py --cache /tmp/signals.json --list edge   # the left-out flags of one kind

Each writer's asks are judged by a model and threshold fitted on the other writers' asks only
(``calibrate.leave_one_writer_out``'s way: the threshold keeps, in that sample, the share that keeps 95% of the
answerable asks out of sample leaving one game out). "Pooled" gathers every writer's left-out verdicts: the share
of all unanswerable asks flagged and of all answerable asks that lose their answer. Per kind: the near misses of
the writers whose files name a ``kind`` (bench/devset7-9). The frozen blind sets are never read.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import calibrate  # noqa: E402


def kinds_by_question() -> dict[tuple[str, str], str]:
    """(writer, question) -> the near miss's kind, for the files that name one."""
    return {(q["writer"], q["q"]): q["kind"] for q in calibrate.dev_questions() if q.get("kind")}


def left_out(x: np.ndarray, y: np.ndarray, writers: np.ndarray, games: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(whether each ask keeps its answer, its confidence less its threshold) under a model and threshold
    fitted on the other writers' asks only."""
    out = np.zeros(len(y), dtype=bool)
    margin = np.zeros(len(y))
    for w in sorted(set(writers)):
        test = writers == w
        keep = calibrate.in_sample_keep(x[~test], y[~test], games[~test])
        model = calibrate.fit(x[~test], y[~test])
        t = calibrate.threshold(calibrate.prob(model, x[~test]), y[~test], keep)
        margin[test] = calibrate.prob(model, x[test]) - t
        out[test] = margin[test] >= 0
    return out, margin


def flagged_at_lost(margin: np.ndarray, y: np.ndarray, lost: float) -> float:
    """The share of unanswerable asks flagged when one shift of every left-out threshold loses ``lost`` of the
    answerable asks: the two signal sets compared at the same cost (each fold's own threshold moves the lost
    share by a point or so, which the flagged share alone would hide)."""
    t = float(np.sort(margin[y == 1])[int(np.floor(lost * (y == 1).sum()))])
    return float((margin[y == 0] < t).mean())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, required=True, help="calibrate.py's cache of the asks' signals")
    ap.add_argument("--features", default=None, help="comma-separated signals to fit on (default: abstain.FEATURES)")
    ap.add_argument("--list", default=None, help="print the left-out verdicts of this kind's near misses")
    args = ap.parse_args(argv)
    from referee.index import abstain

    if not args.cache.exists():
        print(f"{args.cache}: no such cache (make it with python bench/calibrate.py --cache {args.cache})")
        return 2
    features = tuple(args.features.split(",")) if args.features else abstain.FEATURES
    rows = [r for r in calibrate.collect(args.cache) if not r["foreign"]]
    x = np.array([[r[f] for f in features] for r in rows], dtype=float)
    y = np.array([r["answerable"] for r in rows], dtype=float)
    games = np.array([r["game"] for r in rows])
    writers = np.array([r["writer"] for r in rows])
    answered, margin = left_out(x, y, writers, games)
    print(f"features: {','.join(features)}")
    print(
        f"pooled, leave one writer out: flagged {(~answered[y == 0]).mean():.3f} of {int((y == 0).sum())}, "
        f"lost {(~answered[y == 1]).mean():.3f} of {int((y == 1).sum())}; at the same lost: "
        + ", ".join(f"{flagged_at_lost(margin, y, lost):.3f} at {lost:.0%}" for lost in (0.03, 0.05))
    )
    for w in calibrate.WRITERS:
        m = writers == w
        if m.any():
            print(
                f"  {w:<8} flagged {(~answered[m & (y == 0)]).mean():.3f}  lost {(~answered[m & (y == 1)]).mean():.3f}"
            )
    kind_of = kinds_by_question()
    per: dict[str, list[bool]] = defaultdict(list)
    per_writer: dict[tuple[str, str], list[bool]] = defaultdict(list)
    for r, a, label in zip(rows, answered, y, strict=True):
        kind = kind_of.get((r["writer"], r["q"]))
        if label == 0 and kind:
            per[kind].append(not a)
            per_writer[(kind, r["writer"])].append(not a)
    kinded = sorted({w for _, w in per_writer}, key=list(calibrate.WRITERS).index)
    print("flagged per kind (left out), all asks of " + ", ".join(kinded) + ":  " + "  ".join(kinded))
    for kind in sorted(per, key=lambda k: np.mean(per[k])):
        cells = "  ".join(f"{np.mean(per_writer[(kind, w)]):.2f}" for w in kinded)
        print(f"  {kind:<11} {np.mean(per[kind]):.3f} of {len(per[kind]):>3}   {cells}")
    if args.list:
        for r, a, label in zip(rows, answered, y, strict=True):
            if label == 0 and kind_of.get((r["writer"], r["q"])) == args.list:
                print(f"{'flagged' if not a else 'ANSWERED'}  {r['writer']:<8} {r['game']:<13} {r['q']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
