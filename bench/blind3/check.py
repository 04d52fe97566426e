#!/usr/bin/env python3
"""Check bench/blind3/questions.yaml: structure, counts, and that every gold id exists.

Passage ids come from `python -m referee passages GAME --json`, run in the project root
(override with REFEREE_DIR). Standard library + PyYAML only. Exit 0 = all good.
"""

import collections
import json
import os
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REFEREE_DIR = os.environ.get("REFEREE_DIR", os.path.dirname(os.path.dirname(HERE)))
GAMES = ["gnome-hollow", "solstis", "mycelium", "queens-garden"]
LANGS = ["en", "es", "nl", "ru"]
NEED_ANSWERABLE = 32
NEED_UNANSWERABLE = 6
MIN_TOTAL = 150
ALLOWED_KEYS = {"q", "lang", "game", "gold", "answerable", "why"}


def passage_ids(game):
    out = subprocess.run(
        [sys.executable, "-m", "referee", "passages", game, "--json"],
        cwd=REFEREE_DIR,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    data = json.loads(out)
    items = data["passages"] if isinstance(data, dict) else data
    return {p.get("passage_id") or p.get("id") for p in items}


def main():
    errors = []
    with open(os.path.join(HERE, "questions.yaml"), encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    if not isinstance(doc, dict) or not isinstance(doc.get("questions"), list):
        print("FAIL: top level must be a mapping with a 'questions' list")
        return 1
    qs = doc["questions"]

    ids = {g: passage_ids(g) for g in GAMES}
    all_ids = set().union(*ids.values())

    counts = collections.Counter()  # (lang, kind)
    table = collections.Counter()  # (lang, game or None)
    seen_q = set()
    offtopic = collections.Counter()
    for i, item in enumerate(qs):
        where = f"item {i}"
        if not isinstance(item, dict):
            errors.append(f"{where}: not a mapping")
            continue
        extra = set(item) - ALLOWED_KEYS
        if extra:
            errors.append(f"{where}: unknown keys {sorted(extra)}")
        q = item.get("q")
        if not isinstance(q, str) or not q.strip():
            errors.append(f"{where}: missing q")
        else:
            where = f"item {i} ({q[:30]}...)"
            if q.strip().lower() in seen_q:
                errors.append(f"{where}: duplicate question")
            seen_q.add(q.strip().lower())
        lang = item.get("lang")
        if lang not in LANGS:
            errors.append(f"{where}: bad lang {lang!r}")
        game = item.get("game", "MISSING")
        if game is not None and game not in GAMES:
            errors.append(f"{where}: bad game {game!r}")
        gold = item.get("gold")
        if not isinstance(gold, list):
            errors.append(f"{where}: gold must be a list")
            gold = []
        answerable = item.get("answerable", True)
        if answerable not in (True, False):
            errors.append(f"{where}: answerable must be true/false")
        if answerable:
            if not gold:
                errors.append(f"{where}: answerable but empty gold")
            if game is None:
                errors.append(f"{where}: answerable but game is null")
            if "why" in item:
                errors.append(f"{where}: 'why' only for unanswerable items")
        else:
            if gold:
                errors.append(f"{where}: unanswerable but gold not empty")
            why = item.get("why")
            if not isinstance(why, str) or not why.strip() or "\n" in why.strip():
                errors.append(f"{where}: unanswerable needs a one-line 'why'")
            if game is None:
                offtopic[lang] += 1
        if len(set(gold)) != len(gold):
            errors.append(f"{where}: duplicate gold ids")
        for gid in gold:
            if not isinstance(gid, str) or gid not in all_ids:
                errors.append(f"{where}: gold id not in passage lists: {gid!r}")
            elif game in GAMES and gid not in ids[game]:
                errors.append(f"{where}: gold id {gid!r} belongs to another game")
        counts[(lang, "answerable" if answerable else "unanswerable")] += 1
        table[(lang, game)] += 1

    if len(qs) < MIN_TOTAL:
        errors.append(f"only {len(qs)} questions, need at least {MIN_TOTAL}")
    for lang in LANGS:
        if counts[(lang, "answerable")] < NEED_ANSWERABLE:
            errors.append(f"{lang}: {counts[(lang, 'answerable')]} answerable, need {NEED_ANSWERABLE}")
        if counts[(lang, "unanswerable")] < NEED_UNANSWERABLE:
            errors.append(f"{lang}: {counts[(lang, 'unanswerable')]} unanswerable, need {NEED_UNANSWERABLE}")
        if not 1 <= offtopic[lang] <= 2:
            errors.append(f"{lang}: {offtopic[lang]} off-topic questions, want 1-2")
        for g in GAMES:
            if table[(lang, g)] == 0:
                errors.append(f"{lang}: no question about {g}")

    cols = GAMES + [None]
    print("lang  " + "  ".join(f"{c or 'off-topic':>13}" for c in cols) + "   ans  unans  total")
    for lang in LANGS:
        row = "  ".join(f"{table[(lang, c)]:>13d}" for c in cols)
        a, u = counts[(lang, "answerable")], counts[(lang, "unanswerable")]
        print(f"{lang:<4}  {row}  {a:>4d}  {u:>5d}  {a + u:>5d}")
    print(f"total {len(qs)} questions")

    if errors:
        for e in errors:
            print("FAIL:", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
