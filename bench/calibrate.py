"""Fits the lookup's abstention model (src/referee/index/abstain.py) on the DEV sets only and prints the
constants to paste there, with the dev figures they give, in sample and out of sample.

    python bench/calibrate.py            # fit, print MEAN / SCALE / WEIGHTS / BIAS / ANSWER_MIN and the figures
    python bench/calibrate.py --write    # the same, and rewrite those constants (and their figures) in abstain.py
    python bench/calibrate.py --check    # only the figures of the constants now in abstain.py
    python bench/calibrate.py --cache /tmp/signals.json   # keep the asks' signals (reused while the file exists)
    python bench/calibrate.py --fit-on first,second --check-on third   # fit on some writers, check on another

Each cached ask keeps its best passage's id ("best"): a new signal of the best passage can be replayed on the
cache (index.by_id[row["best"]]) without asking every question again (~12 minutes on a shared machine).

Data: the answerable questions (label 1) and the unanswerable ones (label 0; those in a language the tool
does not read are left out: they get confidence 0 by rule) of four writers' dev sets (WRITERS: bench/devset
+ devset-blind, bench/devset2, bench/devset3, bench/devset4), each asked with --game and without.
Class-balanced logistic regression with an L2 penalty on standardised signals.

Out of sample, two ways, because in-sample figures flattered the first model (dev 0.75 flagged, the frozen
blind set 0.32): leave one game out (the model and its threshold fitted on the other games' questions, a
question's translations always on one side), and leave one writer out (fitted on the other writers' files,
checked on the one left out: how it holds for questions put by someone new). ANSWER_MIN keeps, in sample,
the share of answerable questions that keeps KEEP of them answered out of sample (leave one game out). The
frozen blind set (bench/blind/) is never read here.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import yaml

HERE = Path(__file__).resolve().parent
# each writer's files (bench/devset-blind is the first writer's too)
WRITERS = {
    "first": (
        HERE / "devset" / "questions.yaml",
        HERE / "devset-blind" / "questions.yaml",
        HERE / "devset" / "unanswerable.yaml",
    ),
    "second": (HERE / "devset2" / "questions.yaml", HERE / "devset2" / "unanswerable.yaml"),
    "third": (HERE / "devset3" / "questions.yaml", HERE / "devset3" / "unanswerable.yaml"),
    "fourth": (HERE / "devset4" / "questions.yaml", HERE / "devset4" / "unanswerable.yaml"),  # Dutch and Spanish
    "fifth": (HERE / "devset5" / "questions.yaml", HERE / "devset5" / "unanswerable.yaml"),  # Russian and English first
    "sixth": (HERE / "devset6" / "questions.yaml", HERE / "devset6" / "unanswerable.yaml"),  # Dutch first
    "seventh": (HERE / "devset7" / "questions.yaml", HERE / "devset7" / "unanswerable.yaml"),  # Spanish first
    "eighth": (HERE / "devset8" / "questions.yaml", HERE / "devset8" / "unanswerable.yaml"),  # Russian first
    "ninth": (HERE / "devset9" / "questions.yaml", HERE / "devset9" / "unanswerable.yaml"),  # Dutch first
}
ABSTAIN = HERE.parent / "src" / "referee" / "index" / "abstain.py"
KEEP = 0.95  # share of answerable questions that must keep their answer (out of sample)
L2 = 1.0


def dev_questions(writers: tuple[str, ...] = tuple(WRITERS)) -> list[dict]:
    out = []
    for writer in writers:
        for path in WRITERS[writer]:
            if path.exists():
                for q in yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]:
                    out.append({**q, "writer": writer})
    return out


def collect(cache: Path | None) -> list[dict]:
    """Each dev question's signals, asked with its game and without."""
    if cache is not None and cache.exists():
        return json.loads(cache.read_text(encoding="utf-8"))
    from referee.index.search import ask

    rows = []
    for q in dev_questions():
        for game in dict.fromkeys([q.get("game"), None]):
            r = ask(q["q"], game=game, top=5)
            gold = q.get("gold") or []
            rows.append(
                {
                    "q": q["q"],
                    "answerable": bool(gold),
                    "foreign": bool(q.get("foreign")),
                    "game": q.get("game") or "none",
                    "writer": q["writer"],
                    "best": r.results[0].passage_id if r.results else None,  # to replay a signal without asking
                    **r.signals,
                }
            )
    if cache is not None:
        cache.write_text(json.dumps(rows), encoding="utf-8")
    return rows


def fit(x: np.ndarray, y: np.ndarray, l2: float = L2, steps: int = 4000) -> tuple:
    mu, sd = x.mean(0), x.std(0) + 1e-9
    z = (x - mu) / sd
    w, b = np.zeros(z.shape[1]), 0.0
    cw = np.where(y == 1, 0.5 / y.mean(), 0.5 / (1 - y.mean()))  # both classes weigh the same
    for _ in range(steps):
        g = (1 / (1 + np.exp(-(z @ w + b))) - y) * cw
        w -= 0.1 * (z.T @ g / len(y) + l2 * w / len(y))
        b -= 0.1 * g.mean()
    return mu, sd, w, b


def prob(model: tuple, x: np.ndarray) -> np.ndarray:
    mu, sd, w, b = model
    return 1 / (1 + np.exp(-(((x - mu) / sd) @ w + b)))


def threshold(p: np.ndarray, y: np.ndarray, keep: float = KEEP) -> float:
    kept = np.sort(p[y == 1])
    return float(kept[int(np.floor((1 - keep) * len(kept)))])


def figures(p: np.ndarray, y: np.ndarray, t: float) -> str:
    return f"answerable kept {(p[y == 1] >= t).mean():.3f}, unanswerable flagged {(p[y == 0] < t).mean():.3f}"


def leave_one_game_out(x: np.ndarray, y: np.ndarray, games: np.ndarray, keep: float) -> np.ndarray:
    """Whether each ask is answered by a model and threshold (keeping ``keep`` of its own answerable asks)
    fitted on the other games' asks only (off-topic questions form the game "none")."""
    out = np.zeros(len(y), dtype=bool)
    for g in sorted(set(games)):
        test = games == g
        m = fit(x[~test], y[~test])
        out[test] = prob(m, x[test]) >= threshold(prob(m, x[~test]), y[~test], keep)
    return out


def held_figures(answered: np.ndarray, y: np.ndarray) -> str:
    return f"answerable kept {answered[y == 1].mean():.3f}, unanswerable flagged {(~answered[y == 0]).mean():.3f}"


def in_sample_keep(x: np.ndarray, y: np.ndarray, games: np.ndarray) -> float:
    """The in-sample share to keep so that, out of sample (leave one game out), KEEP stay answered."""
    for keep in np.arange(0.95, 0.996, 0.005):
        if leave_one_game_out(x, y, games, keep)[y == 1].mean() >= KEEP:
            return float(keep)
    return 0.995


def leave_one_writer_out(x: np.ndarray, y: np.ndarray, writers: np.ndarray, games: np.ndarray) -> dict[str, str]:
    """Per writer: the figures of a model and threshold fitted on the other writers' asks only."""
    out = {}
    for w in sorted(set(writers)):
        test = writers == w
        if (~test).sum() == 0 or len(set(y[~test])) < 2:
            continue
        keep = in_sample_keep(x[~test], y[~test], games[~test])
        m = fit(x[~test], y[~test])
        out[w] = figures(prob(m, x[test]), y[test], threshold(prob(m, x[~test]), y[~test], keep))
    return out


def report(x: np.ndarray, y: np.ndarray, games: np.ndarray, writers: np.ndarray) -> tuple[float, list[str]]:
    """Prints the out-of-sample figures; returns (the in-sample share to keep, the lines for abstain.py)."""
    keep = in_sample_keep(x, y, games)
    held = leave_one_game_out(x, y, games, keep)
    lines = [f"leave one game out (each threshold keeping {keep:.1%} in its own sample): {held_figures(held, y)}"]
    for g in sorted(set(games)):
        m = games == g
        lines.append(
            f"  {g:<14} " + (held_figures(held[m], y[m]) if y[m].any() else f"flagged {(~held[m]).mean():.3f}")
        )
    for w, text in leave_one_writer_out(x, y, writers, games).items():
        lines.append(f"leave one writer out, the {w} writer's asks: {text}")
    print("\n".join(lines))
    return keep, lines


def write_constants(features: tuple[str, ...], model: tuple, t: float, notes: list[str]) -> None:
    """Rewrites the fitted block of abstain.py (between its two marker lines) with this fit."""
    mu, sd, w, b = model
    rnd = lambda v: tuple(round(float(a), 4) for a in v)  # noqa: E731
    block = [BEGIN]
    for n in notes:  # wrapped to the line length, a continuation indented under its line
        indent = " " * (len(n) - len(n.lstrip()) + 2)
        block += [f"# {line}" for line in textwrap.wrap(n, 114, subsequent_indent=indent, drop_whitespace=False)]
    block += [f"FEATURES = {features}", f"MEAN = {rnd(mu)}", f"SCALE = {rnd(sd)}", f"WEIGHTS = {rnd(w)}"]
    block += [f"BIAS = {round(float(b), 4)}", f"ANSWER_MIN = {round(t, 4)}", END]
    text = ABSTAIN.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN + "\n", 1)
    _, tail = rest.split(END + "\n", 1)
    ABSTAIN.write_text(head + "\n".join(block) + "\n" + tail, encoding="utf-8")
    subprocess.run(["ruff", "format", "--quiet", str(ABSTAIN)], check=False)  # the long tuples wrapped
    print(f"wrote {ABSTAIN}")


BEGIN = "# --- fitted by bench/calibrate.py --write: do not edit by hand ---"
END = "# --- end of the fitted constants ---"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="figures of the constants in abstain.py, no fit")
    ap.add_argument("--write", action="store_true", help="rewrite the fitted constants in abstain.py")
    ap.add_argument("--cache", type=Path, default=None, help="a JSON file keeping the asks' signals")
    ap.add_argument("--features", default=None, help="comma-separated signals to fit on instead of FEATURES")
    ap.add_argument("--fit-on", default=None, help="comma-separated writers to fit on (default: all)")
    ap.add_argument("--check-on", default=None, help="a writer left out of the fit, whose figures are printed")
    args = ap.parse_args(argv)
    from referee.index import abstain

    features = tuple(args.features.split(",")) if args.features else abstain.FEATURES
    rows = [r for r in collect(args.cache) if not r["foreign"]]
    if args.fit_on:
        rows = [r for r in rows if r["writer"] in args.fit_on.split(",") or r["writer"] == args.check_on]
    x = np.array([[r[f] for f in features] for r in rows], dtype=float)
    y = np.array([r["answerable"] for r in rows], dtype=float)
    games = np.array([r["game"] for r in rows])
    writers = np.array([r["writer"] for r in rows])
    counts = ", ".join(f"{(writers == w).sum()} by the {w} writer" for w in WRITERS if (writers == w).any())
    print(f"{len(rows)} asks: {int(y.sum())} answerable, {int((1 - y).sum())} unanswerable ({counts})")
    if args.check:
        now = (np.array(abstain.MEAN), np.array(abstain.SCALE), np.array(abstain.WEIGHTS), abstain.BIAS)
        print("dev, constants in abstain.py:", figures(prob(now, x), y, abstain.ANSWER_MIN))
        for w in sorted(set(writers)):
            m = writers == w
            print(f"  of them the {w} writer's:", figures(prob(now, x[m]), y[m], abstain.ANSWER_MIN))
        return 0
    if args.check_on:
        test = writers == args.check_on
        keep = in_sample_keep(x[~test], y[~test], games[~test])
        m = fit(x[~test], y[~test])
        t = threshold(prob(m, x[~test]), y[~test], keep)
        print(f"fitted on the other writers, checked on the {args.check_on}'s: {figures(prob(m, x[test]), y[test], t)}")
        return 0
    keep, lines = report(x, y, games, writers)
    model = fit(x, y)
    t = threshold(prob(model, x), y, keep)
    print(f"dev, in sample ({len(rows)} asks): {figures(prob(model, x), y, t)}\n")
    mu, sd, w, b = model
    print(f"FEATURES = {features}")
    print(f"MEAN = {tuple(round(float(v), 4) for v in mu)}")
    print(f"SCALE = {tuple(round(float(v), 4) for v in sd)}")
    print(f"WEIGHTS = {tuple(round(float(v), 4) for v in w)}")
    print(f"BIAS = {round(float(b), 4)}")
    print(f"ANSWER_MIN = {round(t, 4)}")
    if args.write:
        n_ans, n_silent = int(y.sum()), int((1 - y).sum())
        notes = [f"Fitted on the dev sets ({len(rows)} asks: {n_ans} answerable, {n_silent} unanswerable; {counts})."]
        notes += ["Out of sample:"]
        write_constants(features, model, t, notes + lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())
