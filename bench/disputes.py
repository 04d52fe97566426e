"""Disputes settled by the guided flow, per game, against the issue's targets (#17).

    python bench/disputes.py [--game mycelium] [--lang ru]

1. The ten disputes each game lists (tests/engine/<game>/disputes.yaml), settled from an empty position by
   tests/engine/disputes.py's ``settle`` (every question answered as the full scenario would): questions asked
   each, median and max per game (targets: median <= 4, max <= 7), and whether the verdict and the cited rules
   are the full scenario's.
2. Every scenario cut down to what its verdict read (adjudicator/minimal.py): how many give the same verdict,
   reasons, events and needs, and the median lines of the cut-down positions (target <= 8).
3. The phone page's flow for the first dispute of each game, driven through the server's WSGI app as a browser
   would (a GET per step, the move given in the address as settle gives it, every question answered from the
   full scenario): page loads from the game choice to the verdict
   (target <= 6 where the engine asks <= 3 questions) and the median seconds per step (target <= 0.5).

Exits 1 when a target is missed (a game whose positions are not partial yet misses them: that is the state).
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path
from statistics import median
from urllib.parse import urlencode

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # so `tests.engine.disputes` imports as in the test suite

from referee.adjudicator.minimal import minimal_position, signature  # noqa: E402
from referee.engine.registry import engine_for  # noqa: E402
from referee.server.dispute_page import shown_value  # noqa: E402
from tests.engine.disputes import HERE, disputes, oracle, settle  # noqa: E402

GAME_DIRS = {g: g.replace("-", "_") for g in ("gnome-hollow", "mycelium", "queens-garden", "solstis")}
TARGETS = {"median_questions": 4, "max_questions": 7, "median_lines": 8, "page_loads": 6, "step_seconds": 0.5}
FACT = re.compile(r'data-fact="([^"]+)"')


def bench_disputes(game_dir: str) -> tuple[list[str], bool]:
    """Part 1: the lines to print, and whether the targets are met."""
    entries = disputes(game_dir)
    if not entries:
        return [f"  no disputes listed yet (tests/engine/{game_dir}/disputes.yaml)"], False
    lines, asked, same = [], [], 0
    for e in entries:
        r = settle(game_dir, e)
        asked.append(len(r.asked))
        same += r.same
        note = "" if r.same else f"  <- {r.problem or 'verdict/rules differ'}"
        lines.append(f"  {len(r.asked):2} questions  {'same' if r.same else 'DIFF'}  {e['dispute'][:70]}{note}")
    ok = median(asked) <= TARGETS["median_questions"] and max(asked) <= TARGETS["max_questions"]
    ok = ok and same == len(entries)
    lines.append(
        f"  questions: median {median(asked)} (<= {TARGETS['median_questions']}), max {max(asked)} "
        f"(<= {TARGETS['max_questions']}); same verdict and rules: {same}/{len(entries)}  {'ok' if ok else 'MISSED'}"
    )
    return lines, ok


def bench_cut_down(game_dir: str, all_lines: list[int]) -> tuple[list[str], bool]:
    """Part 2: scenarios cut down to what their verdict read. The issue's length target is on every scenario
    together (``all_lines`` collects them); a game's own median is printed beside it."""
    same, lines_each, failures = 0, [], []
    paths = sorted((HERE / game_dir / "scenarios").glob("*.yaml"))
    for path in paths:
        sc = yaml.safe_load(path.read_text(encoding="utf-8"))
        if "scores" in sc.get("expect", {}):
            continue
        eng = engine_for(sc["game"])
        position = eng.parse_position(sc["position"], str(path))
        move = eng.parse_move(sc["move"], str(path)) if sc.get("move") is not None else None
        m = minimal_position(eng, position, move)
        lines_each.append(m.lines())
        try:
            again = eng.judge(eng.parse_position(m.position, f"{path.name} (cut down)"), move)
        except Exception as e:  # noqa: BLE001 - a cut-down position a game cannot read yet counts as different
            failures.append(f"{path.stem}: {str(e).splitlines()[0][:80]}")
            continue
        same += signature(again) == signature(m.verdict)
    all_lines += lines_each
    n = len(lines_each)
    mid = median(lines_each) if lines_each else 0
    ok = n > 0 and same == n
    out = [f"  cut down: {same}/{n} same ({'ok' if ok else 'MISSED'}); this game's median lines {mid}"]
    out += [f"    e.g. {f}" for f in failures[:2]]
    return out, ok


def bench_page(game: str, game_dir: str, lang: str) -> tuple[list[str], bool]:
    """Part 3: the phone page's flow over WSGI for the game's first dispute."""
    from werkzeug.test import Client

    from referee.server import create_app

    entries = disputes(game_dir)
    if not entries:
        return ["  page: no dispute to play"], False
    answer, expected = oracle(game_dir, entries[0])
    client = Client(create_app())
    get = lambda q: client.get("/dispute?" + urlencode(q), headers={"Host": "localhost"})  # noqa: E731
    get([("lang", lang)])  # warm: engines loaded, templates compiled (the server's warm_up does it at start)
    # the move is the dispute, given whole as settle() gives it (a share link carries it so): the start page's
    # tap gives its type; its other fields travel in the same address
    sc = yaml.safe_load((HERE / game_dir / "scenarios" / f"{entries[0]['scenario']}.yaml").read_text("utf-8"))
    move = [(f"move.{k}", shown_value(v, lang)) for k, v in sc["move"].items() if k != "type"]
    query, loads, times = [("lang", lang), ("game", game), ("move.type", answer("move.type")), *move], 1, []
    questions = 0
    for _ in range(20):
        t0 = time.perf_counter()
        html = get(query).get_data(as_text=True)
        times.append(time.perf_counter() - t0)
        loads += 1
        asked = FACT.search(html)
        if 'data-step="verdict"' in html or asked is None:
            break
        fact = asked.group(1)
        questions += fact.startswith("position.facts.")
        try:
            query.append((fact, shown_value(answer(fact), lang)))
        except KeyError:
            return [f"  page: the full scenario does not answer {fact}"], False
    verdict = f'data-verdict="{expected}"' in html  # the full scenario's verdict, reached on the page
    limit_applies = questions <= 3
    ok = verdict and (loads <= TARGETS["page_loads"] or not limit_applies) and median(times) <= TARGETS["step_seconds"]
    line = (
        f"  page ({entries[0]['dispute'][:40]}): {loads} loads (<= {TARGETS['page_loads']} with <= 3 engine "
        f"questions; it asked {questions}), median step {median(times):.3f} s (<= {TARGETS['step_seconds']})"
        f"{'' if verdict else ', not the full scenario verdict'}  {'ok' if ok else 'MISSED'}"
    )
    return [line], ok


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(GAME_DIRS), help="one game only")
    ap.add_argument("--lang", default="en", help="the page's language for part 3")
    args = ap.parse_args(argv)
    missed, all_lines = [], []
    for game, game_dir in GAME_DIRS.items():
        if args.game and game != args.game:
            continue
        print(game)
        for part in (
            bench_disputes(game_dir),
            bench_cut_down(game_dir, all_lines),
            bench_page(game, game_dir, args.lang),
        ):
            lines, ok = part
            print("\n".join(lines))
            if not ok:
                missed.append(game)
    mid = median(all_lines) if all_lines else 0
    ok = mid <= TARGETS["median_lines"]
    print(
        f"cut-down positions, all {len(all_lines)} scenarios: median lines {mid} (<= {TARGETS['median_lines']})"
        f"  {'ok' if ok else 'MISSED'}"
    )
    if not ok:
        missed.append("cut-down length")
    print("all targets met" if not missed else f"targets missed: {', '.join(dict.fromkeys(missed))}")
    return 0 if not missed else 1


if __name__ == "__main__":
    sys.exit(main())
