#!/usr/bin/env python3
"""Structural check for bench/blind5/questions.yaml (standard library + PyYAML).

Checks: top-level {questions: [...]}; fields and types; lang/game values; 160 questions,
30 answerable + 10 unanswerable per language; unanswerable items have answerable: false,
a valid `kind`, a one-line `why` and an empty gold list; answerable items have a non-empty gold list whose
ids all exist in `python -m referee passages GAME --json` (run from /work/main) and belong
to the question's game; no duplicate question texts.
"""
import collections, json, os, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = os.environ.get("REFEREE_MAIN", os.path.dirname(os.path.dirname(HERE)))
LANGS = ("en", "es", "nl", "ru")
GAMES = ("gnome-hollow", "solstis", "mycelium", "queens-garden")
N_ANS, N_UNANS = 30, 10
KINDS = ("item", "scoring", "edge", "etiquette", "other-game", "off-topic")


def passage_ids(game):
    out = subprocess.run([sys.executable, "-m", "referee", "passages", game, "--json"],
                         cwd=MAIN, check=True, capture_output=True, text=True).stdout
    data = json.loads(out)
    items = data["passages"] if isinstance(data, dict) else data
    return {p["passage_id"] for p in items}


def main():
    errs = []
    with open(os.path.join(HERE, "questions.yaml"), encoding="utf-8") as f:
        doc = yaml.safe_load(f)
    if not isinstance(doc, dict) or set(doc) != {"questions"} or not isinstance(doc["questions"], list):
        print("FAIL: top level must be a mapping {questions: [...]}")
        return 1
    qs = doc["questions"]
    ids = {g: passage_ids(g) for g in GAMES}
    counts = collections.Counter()
    table = collections.Counter()
    seen = set()
    kinds = collections.Counter()
    games_ans = collections.Counter()
    for i, q in enumerate(qs):
        where = f"#{i}"
        if not isinstance(q, dict):
            errs.append(f"{where}: not a mapping"); continue
        allowed = {"q", "lang", "game", "gold", "answerable", "why", "kind"}
        extra = set(q) - allowed
        if extra:
            errs.append(f"{where}: unexpected keys {sorted(extra)}")
        for k in ("q", "lang", "game", "gold"):
            if k not in q:
                errs.append(f"{where}: missing {k}")
        text = q.get("q")
        if not isinstance(text, str) or not text.strip():
            errs.append(f"{where}: q must be a non-empty string")
        elif text.strip().lower() in seen:
            errs.append(f"{where}: duplicate question text")
        else:
            seen.add(text.strip().lower())
        lang, game, gold = q.get("lang"), q.get("game"), q.get("gold")
        if lang not in LANGS:
            errs.append(f"{where}: bad lang {lang!r}")
        if game is not None and game not in GAMES:
            errs.append(f"{where}: bad game {game!r}")
        if not isinstance(gold, list):
            errs.append(f"{where}: gold must be a list"); gold = []
        answerable = q.get("answerable", True)
        if answerable not in (True, False):
            errs.append(f"{where}: answerable must be a boolean")
        if answerable is False:
            if gold:
                errs.append(f"{where}: unanswerable item has gold ids")
            why = q.get("why")
            if not isinstance(why, str) or not why.strip() or "\n" in why.strip():
                errs.append(f"{where}: unanswerable item needs a one-line why")
            kind = q.get("kind")
            if kind not in KINDS:
                errs.append(f"{where}: bad kind {kind!r}")
            elif (kind == "off-topic") != (game is None):
                errs.append(f"{where}: off-topic items (and only they) must have game: null")
            kinds[(lang, kind)] += 1
        else:
            if "why" in q or "kind" in q:
                errs.append(f"{where}: answerable item should not have why/kind")
            if game is None:
                errs.append(f"{where}: answerable item needs a game")
            if not gold:
                errs.append(f"{where}: answerable item has empty gold")
            if len(set(gold)) != len(gold):
                errs.append(f"{where}: duplicate gold ids")
            for pid in gold:
                if not isinstance(pid, str) or game not in ids or pid not in ids[game]:
                    errs.append(f"{where}: gold id {pid!r} not found among {game} passages")
        if answerable is not False:
            games_ans[(lang, game)] += 1
        counts[(lang, "ans" if answerable is not False else "unans")] += 1
        table[(lang, game or "off-topic")] += 1
    if len(qs) != len(LANGS) * (N_ANS + N_UNANS):
        errs.append(f"expected {len(LANGS) * (N_ANS + N_UNANS)} questions, got {len(qs)}")
    for lang in LANGS:
        if counts[(lang, "ans")] != N_ANS:
            errs.append(f"{lang}: {counts[(lang, 'ans')]} answerable, expected {N_ANS}")
        if counts[(lang, "unans")] != N_UNANS:
            errs.append(f"{lang}: {counts[(lang, 'unans')]} unanswerable, expected {N_UNANS}")
    for lang in LANGS:
        for g in GAMES:
            if games_ans[(lang, g)] == 0:
                errs.append(f"{lang}: no answerable question for {g}")
        for k in KINDS:
            if kinds[(lang, k)] == 0:
                errs.append(f"{lang}: no unanswerable item of kind {k}")
    cols = list(GAMES) + ["off-topic"]
    print("lang  " + "  ".join(f"{c:>13}" for c in cols) + "  total")
    for lang in LANGS:
        row = [table[(lang, c)] for c in cols]
        print(f"{lang:5} " + "  ".join(f"{n:>13}" for n in row) + f"  {sum(row):>5}")
    if errs:
        print(f"FAIL: {len(errs)} problem(s)")
        for e in errs:
            print("  " + e)
        return 1
    print(f"OK: {len(qs)} questions, structure, counts and gold ids check out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
