"""Table mode latency: how long a warm `referee table` takes per answer, against a cold process.

    python bench/table_latency.py [--game mycelium] [--repeat 5] [--no-build]

For each game: the cold time (a new process answering one question or one `check`, wall clock), the
warm-up of a table session (engine, quotes, lookup index and encoder loaded), then the median time of
warm answers: questions in en/es/nl/ru, `check FILE` on the engine's template position, `explain FILE`.
Target: every warm median under 50 ms. Output goes to a throw-away console; only figures are printed.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console

from referee.cli.table_cmd import TableSession
from referee.engine.registry import available_engines, engine_for
from referee.rulebooks import games

# One question per language, about what any of the four games has: turns, moves, scoring.
QUESTIONS = {
    "en": "What can I do on my turn, and how are points scored at the end?",
    "es": "¿Qué puedo hacer en mi turno y cómo se puntúa al final?",
    "nl": "Wat mag ik doen in mijn beurt en hoe tel je de punten aan het einde?",
    "ru": "Что можно сделать за свой ход и как считаются очки в конце игры?",
}
CLI = "import sys; sys.argv[0] = 'referee'; from referee.cli.app import main; main()"


def cold(args: list[str], stdin: str = "") -> float:
    """Wall time of a new process (import, load, answer), in ms."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", CLI, *args], input=stdin, capture_output=True, text=True, timeout=900)
    return (time.perf_counter() - t0) * 1000


BEST: dict[str, float] = {}  # fastest run per line: the cost without other processes competing for the CPU


def timed(session: TableSession, line: str, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        session.handle(line)
        times.append((time.perf_counter() - t0) * 1000)
    BEST[line] = min(times)
    return statistics.median(times)


def bench_game(game: str, repeat: int, build: bool, folder: Path) -> dict:
    out: dict = {"game": game}
    position = None
    try:
        if game in available_engines():
            position = folder / f"{game}.yaml"
            position.write_text(engine_for(game).template(), encoding="utf-8")
    except (ImportError, AttributeError):
        position = None
    q = QUESTIONS["en"]
    out["cold_question_ms"] = cold(["table", "--game", game, "--no-build-index"], f"{q}\nquit\n")
    if position is not None:
        out["cold_check_ms"] = cold(["check", str(position)])
    session = TableSession(game, "en", Console(file=io.StringIO(), width=100, highlight=False), build_index=build)
    out["warm_up_ms"] = session.warm()
    out["search"] = "index" if _uses_index(session) else "overlap"
    for lang, question in QUESTIONS.items():
        session.lang = lang
        out[f"question_{lang}_ms"] = timed(session, question, repeat)
    session.lang = "en"
    if position is not None:
        out["check_ms"] = timed(session, f"check {position}", repeat)
        out["explain_ms"] = timed(session, f"explain {position}", repeat)
    return out


def _uses_index(session: TableSession) -> bool:
    from referee.adjudicator.closest import closest

    return closest("turn", session.game, session.lang, 1).source == "index"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", action="append", help="Only this game (repeatable); default: all.")
    ap.add_argument("--repeat", type=int, default=5, help="Answers per line (median).")
    ap.add_argument("--no-build", action="store_true", help="Do not build a missing lookup index (word overlap).")
    args = ap.parse_args()
    chosen = args.game or list(games(include_user=False))
    with tempfile.TemporaryDirectory() as tmp:
        rows = [bench_game(g, args.repeat, not args.no_build, Path(tmp)) for g in chosen]
    warm_keys = [k for k in rows[0] if k.endswith("_ms") and not k.startswith(("cold", "warm_up"))]
    print(
        f"{'game':14} {'search':8} {'cold q':>8} {'cold chk':>9} {'warm-up':>8}  "
        + " ".join(f"{k[:-3]:>11}" for k in warm_keys)
    )
    worst = 0.0
    for r in rows:
        cells = []
        for k in warm_keys:
            v = r.get(k)
            cells.append(f"{v:11.1f}" if v is not None else f"{'-':>11}")
            worst = max(worst, v or 0.0)
        cc = r.get("cold_check_ms")
        print(
            f"{r['game']:14} {r['search']:8} {r['cold_question_ms']:8.0f} {(f'{cc:9.0f}' if cc else '        -')} "
            f"{r['warm_up_ms']:8.0f}  " + " ".join(cells)
        )
    print(
        f"fastest run of the slowest line: {max(BEST.values()):.1f} ms; load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} cores (medians include waiting for a busy CPU)"
    )
    print(
        f"warm answers: median per line in ms over {args.repeat} runs; slowest warm median {worst:.1f} ms "
        f"({'under' if worst < 50 else 'OVER'} the 50 ms target)"
    )
    return 0 if worst < 50 else 1


if __name__ == "__main__":
    sys.exit(main())
