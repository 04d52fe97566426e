#!/usr/bin/env python3
"""Check devset4: structure, counts, and that every gold id exists in the passage lists.

Passage lists come from `python -m referee passages GAME --json`, run in the project
directory (default: the project root, override with --main DIR).  Standard library + PyYAML only.
Exit status 0 when everything passes, 1 otherwise.
"""
import argparse
import collections
import json
import os
import subprocess
import sys

import yaml

GAMES = ["gnome-hollow", "solstis", "mycelium", "queens-garden"]
LANGS = ["nl", "es"]
WANT_ANSWERABLE = {"nl": 60, "es": 40}
WANT_UNANSWERABLE = {"nl": 20, "es": 10}
HERE = os.path.dirname(os.path.abspath(__file__))

errors = []


def err(msg):
    errors.append(msg)


def passage_ids(main_dir):
    ids = {}
    for game in GAMES:
        out = subprocess.run(
            [sys.executable, "-m", "referee", "passages", game, "--json"],
            cwd=main_dir, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("cannot list passages for %s: %s" % (game, out.stderr.strip()))
        data = json.loads(out.stdout)
        ids[game] = {p["passage_id"] for p in data["passages"]}
        if not ids[game]:
            sys.exit("no passages listed for %s" % game)
    return ids


def load(name):
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        sys.exit("%s: top level must be a mapping with a 'questions' list" % name)
    return data["questions"]


def check_common(name, i, item, allowed_keys):
    where = "%s[%d]" % (name, i)
    if not isinstance(item, dict):
        err("%s: not a mapping" % where)
        return None
    extra = set(item) - allowed_keys
    if extra:
        err("%s: unexpected keys %s" % (where, sorted(extra)))
    q = item.get("q")
    if not isinstance(q, str) or not q.strip():
        err("%s: 'q' must be a non-empty string" % where)
    if item.get("lang") not in LANGS:
        err("%s: 'lang' must be one of %s, got %r" % (where, LANGS, item.get("lang")))
    if not isinstance(item.get("gold"), list):
        err("%s: 'gold' must be a list" % where)
    return where


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--main", default=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), help="project directory to run referee in")
    args = ap.parse_args()
    ids = passage_ids(args.main)
    all_ids = set().union(*ids.values())

    seen_q = collections.Counter()

    answerable = load("questions.yaml")
    counts = collections.Counter()
    for i, item in enumerate(answerable):
        where = check_common("questions.yaml", i, item, {"q", "lang", "game", "gold"})
        if where is None:
            continue
        game = item.get("game")
        if game not in GAMES:
            err("%s: 'game' must be one of %s, got %r" % (where, GAMES, game))
        gold = item.get("gold") or []
        if not gold:
            err("%s: answerable question needs at least one gold id" % where)
        if len(set(gold)) != len(gold):
            err("%s: duplicate gold ids" % where)
        for gid in gold:
            if not isinstance(gid, str):
                err("%s: gold id %r is not a string" % (where, gid))
            elif gid not in all_ids:
                err("%s: gold id %s does not exist" % (where, gid))
            elif game in ids and gid not in ids[game]:
                err("%s: gold id %s is not a %s passage" % (where, gid, game))
        counts[(item.get("lang"), game)] += 1
        seen_q[str(item.get("q", "")).strip().lower()] += 1

    unanswerable = load("unanswerable.yaml")
    ucounts = collections.Counter()
    for i, item in enumerate(unanswerable):
        where = check_common("unanswerable.yaml", i, item,
                             {"q", "lang", "game", "gold", "answerable", "why"})
        if where is None:
            continue
        if "game" not in item:
            err("%s: 'game' key is required (a game or null)" % where)
        game = item.get("game")
        if game is not None and game not in GAMES:
            err("%s: 'game' must be null or one of %s, got %r" % (where, GAMES, game))
        if item.get("gold") != []:
            err("%s: unanswerable question must have gold: []" % where)
        if item.get("answerable") is not False:
            err("%s: 'answerable' must be false" % where)
        why = item.get("why")
        if not isinstance(why, str) or not why.strip():
            err("%s: 'why' must be a non-empty string" % where)
        ucounts[(item.get("lang"), game)] += 1
        seen_q[str(item.get("q", "")).strip().lower()] += 1

    for q, n in seen_q.items():
        if n > 1:
            err("question appears %d times: %r" % (n, q))

    for lang in LANGS:
        n = sum(v for (l, _), v in counts.items() if l == lang)
        if n != WANT_ANSWERABLE[lang]:
            err("answerable %s: %d questions, want %d" % (lang, n, WANT_ANSWERABLE[lang]))
        u = sum(v for (l, _), v in ucounts.items() if l == lang)
        if u != WANT_UNANSWERABLE[lang]:
            err("unanswerable %s: %d questions, want %d" % (lang, u, WANT_UNANSWERABLE[lang]))
        per_game = {g: counts[(lang, g)] for g in GAMES}
        for g, n in per_game.items():
            if n == 0:
                err("answerable %s: no questions for %s" % (lang, g))
        if per_game["queens-garden"] >= min(per_game[g] for g in GAMES if g != "queens-garden"):
            err("answerable %s: queens-garden should have fewer questions than each other game" % lang)

    print("answerable:   " + ", ".join("%s/%s=%d" % (l, g, counts[(l, g)]) for l in LANGS for g in GAMES))
    print("unanswerable: " + ", ".join("%s/%s=%d" % (l, g or "null", ucounts[(l, g)])
                                       for l in LANGS for g in GAMES + [None]))
    if errors:
        for e in errors:
            print("FAIL: " + e)
        print("%d problem(s)" % len(errors))
        return 1
    print("OK: %d answerable, %d unanswerable, all gold ids exist" % (len(answerable), len(unanswerable)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
