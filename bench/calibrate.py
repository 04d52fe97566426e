"""Fits the lookup's abstention model (src/referee/index/abstain.py) on the DEV sets only and prints the
constants to paste there, with the dev figures they give.

    python bench/calibrate.py            # fit, print MEAN / SCALE / WEIGHTS / BIAS / ANSWER_MIN and the figures
    python bench/calibrate.py --check    # only the figures of the constants now in abstain.py

Data: the answerable questions of bench/devset and bench/devset-blind (label 1) and the unanswerable ones
of bench/devset/unanswerable.yaml (label 0; those in a language the tool does not read are left out: they
get confidence 0 by rule), each asked with --game and without. Class-balanced logistic regression with a
light L2 penalty on standardised signals; ANSWER_MIN is the highest threshold that keeps >= 95% of the
answerable questions answered. Two folds (split by the question's text) show how far it holds out of sample.
The frozen blind set (bench/blind/) is never read here.
"""

from __future__ import annotations

import argparse
import sys
import zlib
from pathlib import Path

import numpy as np
import yaml

HERE = Path(__file__).resolve().parent
ANSWERABLE = (HERE / "devset" / "questions.yaml", HERE / "devset-blind" / "questions.yaml")
UNANSWERABLE = HERE / "devset" / "unanswerable.yaml"
KEEP = 0.95  # share of answerable questions that must keep their answer


def dev_questions() -> list[dict]:
    out = []
    for path in ANSWERABLE:
        out += yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]
    out += yaml.safe_load(UNANSWERABLE.read_text(encoding="utf-8"))["questions"]
    return out


def collect() -> list[dict]:
    """Each dev question's signals, asked with its game and without."""
    from referee.index.search import ask

    rows = []
    for q in dev_questions():
        for game in dict.fromkeys([q.get("game"), None]):
            r = ask(q["q"], game=game, top=5)
            rows.append(
                {"q": q["q"], "answerable": bool(q.get("gold")), "foreign": bool(q.get("foreign")), **r.signals}
            )
    return rows


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 4000) -> tuple:
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


def threshold(p: np.ndarray, y: np.ndarray) -> float:
    kept = np.sort(p[y == 1])
    return float(kept[int(np.floor((1 - KEEP) * len(kept)))])


def figures(p: np.ndarray, y: np.ndarray, t: float) -> str:
    return f"answerable kept {(p[y == 1] >= t).mean():.3f}, unanswerable flagged {(p[y == 0] < t).mean():.3f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="figures of the constants in abstain.py, no fit")
    args = ap.parse_args(argv)
    from referee.index import abstain

    rows = [r for r in collect() if not r["foreign"]]
    x = np.array([[r[f] for f in abstain.FEATURES] for r in rows], dtype=float)
    y = np.array([r["answerable"] for r in rows], dtype=float)
    if args.check:
        now = (np.array(abstain.MEAN), np.array(abstain.SCALE), np.array(abstain.WEIGHTS), abstain.BIAS)
        print("dev, constants in abstain.py:", figures(prob(now, x), y, abstain.ANSWER_MIN))
        return 0
    model = fit(x, y)
    t = threshold(prob(model, x), y)
    half = np.array([zlib.crc32(r["q"].encode()) % 2 for r in rows])
    for h in (0, 1):
        m = fit(x[half != h], y[half != h])
        th = threshold(prob(m, x[half != h]), y[half != h])
        print(f"fold {h} (fit on the other half): {figures(prob(m, x[half == h]), y[half == h], th)}")
    print(f"dev, in sample ({len(rows)} asks): {figures(prob(model, x), y, t)}\n")
    mu, sd, w, b = model
    print(f"MEAN = {tuple(round(float(v), 4) for v in mu)}")
    print(f"SCALE = {tuple(round(float(v), 4) for v in sd)}")
    print(f"WEIGHTS = {tuple(round(float(v), 4) for v in w)}")
    print(f"BIAS = {round(float(b), 4)}")
    print(f"ANSWER_MIN = {round(t, 4)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
