#!/usr/bin/env python3
"""Check the devset9 question sets: structure, counts, gold ids exist.

Gold ids are checked against `python -m referee passages GAME --json` run from the project root
(or against cached JSON files given with --passages-dir DIR containing GAME.json).
Standard library + PyYAML only.
"""
import argparse, collections, json, os, subprocess, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = ["gnome-hollow", "solstis", "mycelium", "queens-garden"]
LANGS = ["nl", "es", "en", "ru"]
WANT_ANS = {"nl": 40, "es": 30, "en": 15, "ru": 15}
WANT_UNANS = 20
MIN_QG = 12
KINDS = ["item", "scoring", "edge", "etiquette", "other-game", "off-topic"]
WANT_KIND = 13
MIN_CROSS = 85  # answerable items whose gold passages are all in another language than the question


def load_passages(pdir):
    ids = {}
    for g in GAMES:
        if pdir:
            data = json.load(open(os.path.join(pdir, g + ".json"), encoding="utf-8"))
        else:
            out = subprocess.run([sys.executable, "-m", "referee", "passages", g, "--json"],
                                 cwd=os.path.dirname(os.path.dirname(HERE)), capture_output=True, text=True, check=True).stdout
            data = json.loads(out)
        for p in data["passages"]:
            ids[p["passage_id"]] = p
    return ids


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--passages-dir")
    a = ap.parse_args()
    errs = []
    ids = load_passages(a.passages_dir)

    ans = yaml.safe_load(open(os.path.join(HERE, "questions.yaml"), encoding="utf-8"))
    un = yaml.safe_load(open(os.path.join(HERE, "unanswerable.yaml"), encoding="utf-8"))
    for name, doc in (("questions.yaml", ans), ("unanswerable.yaml", un)):
        if not isinstance(doc, dict) or not isinstance(doc.get("questions"), list):
            errs.append(f"{name}: top level must be {{questions: [...]}}")
    if errs:
        print("\n".join(errs)); return 1

    seen = set()
    cnt = collections.Counter()
    for i, q in enumerate(ans["questions"]):
        where = f"questions.yaml #{i}"
        for k in ("q", "lang", "game", "gold"):
            if k not in q:
                errs.append(f"{where}: missing {k}")
        if not isinstance(q.get("q"), str) or not q.get("q", "").strip():
            errs.append(f"{where}: empty q")
        if q.get("lang") not in LANGS:
            errs.append(f"{where}: bad lang {q.get('lang')}")
        if q.get("game") not in GAMES:
            errs.append(f"{where}: bad game {q.get('game')}")
        gold = q.get("gold")
        if not isinstance(gold, list) or not gold:
            errs.append(f"{where}: gold must be a non-empty list")
            gold = []
        for gid in gold:
            if gid not in ids:
                errs.append(f"{where}: unknown gold id {gid}")
            elif ids[gid]["game"] != q.get("game"):
                errs.append(f"{where}: gold {gid} is not from game {q.get('game')}")
        if len(set(gold)) != len(gold):
            errs.append(f"{where}: duplicate gold ids")
        if q.get("answerable", True) is not True:
            errs.append(f"{where}: answerable question marked unanswerable")
        key = q.get("q", "").strip().lower()
        if key in seen:
            errs.append(f"{where}: duplicate question text")
        seen.add(key)
        cnt[(q.get("lang"), q.get("game"))] += 1

    cross = sum(1 for q in ans["questions"]
                if q.get("gold") and all(g in ids and ids[g]["lang"] != q.get("lang") for g in q["gold"]))
    if cross < MIN_CROSS:
        errs.append(f"cross-language answerable: {cross} < {MIN_CROSS}")

    ucnt = collections.Counter()
    kcnt = collections.Counter()
    for i, q in enumerate(un["questions"]):
        where = f"unanswerable.yaml #{i}"
        for k in ("q", "lang", "game", "gold", "answerable", "kind", "why"):
            if k not in q:
                errs.append(f"{where}: missing {k}")
        if q.get("lang") not in LANGS:
            errs.append(f"{where}: bad lang {q.get('lang')}")
        if q.get("game") is not None and q.get("game") not in GAMES:
            errs.append(f"{where}: bad game {q.get('game')}")
        if q.get("gold") != []:
            errs.append(f"{where}: gold must be []")
        if q.get("answerable") is not False:
            errs.append(f"{where}: answerable must be false")
        if not isinstance(q.get("why"), str) or not q["why"].strip():
            errs.append(f"{where}: empty why")
        if q.get("kind") not in KINDS:
            errs.append(f"{where}: bad kind {q.get('kind')}")
        if (q.get("kind") == "off-topic") != (q.get("game") is None):
            errs.append(f"{where}: off-topic items (and only they) have game: null")
        kcnt[q.get("kind")] += 1
        key = q.get("q", "").strip().lower()
        if key in seen:
            errs.append(f"{where}: duplicate question text")
        seen.add(key)
        ucnt[q.get("lang")] += 1

    for lang, n in WANT_ANS.items():
        got = sum(v for (l, g), v in cnt.items() if l == lang)
        if got != n:
            errs.append(f"answerable {lang}: {got} != {n}")
        games = {g for (l, g), v in cnt.items() if l == lang and v}
        if games != set(GAMES):
            errs.append(f"answerable {lang}: not spread over all four games ({sorted(games)})")
    qg = sum(v for (l, g), v in cnt.items() if g == "queens-garden")
    for g in GAMES[:3]:
        if sum(v for (l, gg), v in cnt.items() if gg == g) <= qg:
            errs.append(f"queens-garden should have fewer questions than {g}")
    if qg < MIN_QG:
        errs.append(f"queens-garden: {qg} answerable < {MIN_QG}")
    for k in KINDS:
        if abs(kcnt[k] - WANT_KIND) > 2:
            errs.append(f"unanswerable kind {k}: {kcnt[k]} (want about {WANT_KIND})")
    for lang in LANGS:
        if ucnt[lang] != WANT_UNANS:
            errs.append(f"unanswerable {lang}: {ucnt[lang]} != {WANT_UNANS}")

    print("answerable lang x game:")
    print("      " + " ".join(f"{g:>14}" for g in GAMES) + "  total")
    for l in LANGS:
        row = [cnt[(l, g)] for g in GAMES]
        print(f"  {l:4}" + " ".join(f"{n:>14}" for n in row) + f"  {sum(row):5}")
    print("cross-language answerable:", cross, "of", len(ans["questions"]))
    print("distinct gold passages:", len({g for q in ans["questions"] for g in q.get("gold") or []}))
    print("unanswerable per lang:", dict(ucnt))
    print("unanswerable per kind:", dict(kcnt))
    if errs:
        print("FAIL"); print("\n".join(errs)); return 1
    print("OK"); return 0


if __name__ == "__main__":
    sys.exit(main())
