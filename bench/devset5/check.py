#!/usr/bin/env python3
"""Check /work/devset5 question sets: structure, counts, gold ids.

Gold ids are checked against `python -m referee passages GAME --json`
(run from REFEREE_DIR, default /work/main). Standard library + PyYAML only.
"""
import json
import os
import subprocess
import sys
from collections import Counter

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
REFEREE_DIR = os.environ.get("REFEREE_DIR", "/work/main")
GAMES = ["gnome-hollow", "solstis", "mycelium", "queens-garden"]
LANGS = ["ru", "en", "nl", "es"]
WANT_ANS = {"ru": 30, "en": 30, "nl": 15, "es": 15}
WANT_UNANS = {"ru": 12, "en": 12, "nl": 12, "es": 12}

errors = []


def err(msg):
    errors.append(msg)


def load_passages():
    ids = {}
    for g in GAMES:
        out = subprocess.run(
            [sys.executable, "-m", "referee", "passages", g, "--json"],
            cwd=REFEREE_DIR, capture_output=True, text=True, check=True,
        ).stdout
        data = json.loads(out)
        ids[g] = {p["passage_id"] for p in data["passages"]}
    return ids


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        data = yaml.safe_load(f)
    if not isinstance(data, dict) or not isinstance(data.get("questions"), list):
        err(f"{name}: top level must be a mapping with a 'questions' list")
        return []
    return data["questions"]


def main():
    passages = load_passages()
    all_ids = set().union(*passages.values())
    ans = load("questions.yaml")
    una = load("unanswerable.yaml")
    seen = Counter()

    for i, it in enumerate(ans):
        where = f"questions.yaml #{i + 1}"
        if not isinstance(it, dict):
            err(f"{where}: not a mapping"); continue
        for k in ("q", "lang", "game", "gold"):
            if k not in it:
                err(f"{where}: missing {k}")
        q, lang, game, gold = it.get("q"), it.get("lang"), it.get("game"), it.get("gold")
        if not isinstance(q, str) or not q.strip():
            err(f"{where}: empty q")
        if lang not in LANGS:
            err(f"{where}: bad lang {lang!r}")
        if game not in GAMES:
            err(f"{where}: bad game {game!r}")
        if it.get("answerable", True) is not True:
            err(f"{where}: answerable must be true or absent")
        if not isinstance(gold, list) or not gold:
            err(f"{where}: gold must be a non-empty list")
            continue
        if len(set(gold)) != len(gold):
            err(f"{where}: duplicate gold ids")
        for pid in gold:
            if pid not in all_ids:
                err(f"{where}: gold id does not exist: {pid}")
            elif game in passages and pid not in passages[game]:
                err(f"{where}: gold id {pid} is not a {game} passage")
        seen[str(q).strip().lower()] += 1

    for i, it in enumerate(una):
        where = f"unanswerable.yaml #{i + 1}"
        if not isinstance(it, dict):
            err(f"{where}: not a mapping"); continue
        for k in ("q", "lang", "game", "gold", "answerable", "why"):
            if k not in it:
                err(f"{where}: missing {k}")
        if not isinstance(it.get("q"), str) or not it["q"].strip():
            err(f"{where}: empty q")
        if it.get("lang") not in LANGS:
            err(f"{where}: bad lang {it.get('lang')!r}")
        if it.get("game") is not None and it.get("game") not in GAMES:
            err(f"{where}: bad game {it.get('game')!r}")
        if it.get("gold") != []:
            err(f"{where}: gold must be []")
        if it.get("answerable") is not False:
            err(f"{where}: answerable must be false")
        if not isinstance(it.get("why"), str) or not it["why"].strip():
            err(f"{where}: empty why")
        seen[str(it.get("q")).strip().lower()] += 1

    for q, n in seen.items():
        if n > 1:
            err(f"duplicate question text: {q!r}")

    ca = Counter(it.get("lang") for it in ans if isinstance(it, dict))
    cu = Counter(it.get("lang") for it in una if isinstance(it, dict))
    for lang in LANGS:
        if ca[lang] != WANT_ANS[lang]:
            err(f"answerable {lang}: {ca[lang]} != {WANT_ANS[lang]}")
        if cu[lang] != WANT_UNANS[lang]:
            err(f"unanswerable {lang}: {cu[lang]} != {WANT_UNANS[lang]}")

    # every game present in every language's answerable set; Queen's Garden smallest
    grid = Counter((it.get("lang"), it.get("game")) for it in ans if isinstance(it, dict))
    per_game = Counter(it.get("game") for it in ans if isinstance(it, dict))
    for lang in LANGS:
        for g in GAMES:
            if grid[(lang, g)] == 0:
                err(f"no {lang} question about {g}")
    if per_game["queens-garden"] >= min(per_game[g] for g in GAMES if g != "queens-garden"):
        err("queens-garden should have fewer questions than the other games")

    print("answerable per lang x game:")
    print("      " + " ".join(f"{g:>14}" for g in GAMES) + "   total")
    for lang in LANGS:
        print(f"  {lang:<4}" + " ".join(f"{grid[(lang, g)]:>14}" for g in GAMES) + f"   {ca[lang]}")
    print("unanswerable per lang:", dict(cu))
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print(f"\nOK: {len(ans)} answerable, {len(una)} unanswerable, all gold ids exist")
    return 0


if __name__ == "__main__":
    sys.exit(main())
