"""Planted-defect benchmark of the translation cross-check (bench/planted/README.md).

Each case's translations go in the way a user's do (``referee add`` into a scratch data dir), then
``crosscheck(game, source, target)`` runs on the built-in source text and the added translation.

A planted defect counts as found when the cross-check points at it:
- any kind: a flag of severity "disagreement" whose location on the translation side (the clause the flag
  names, else the whole passage) holds the defect's line;
- dropped: also the source passage holding the dropped text listed as only in the source, or a flag whose
  source-side clause holds it;
- added: also the translation passage holding the line listed as only in the translation.
False flags: disagreement flags on the faithful translation (per game, and per 100 matched pairs).
Key-pair recall: of the key's sentences present in both source and faithful copy, the share whose two
passages the cross-check pairs (an alignment figure that needs no gold file, and no engine links).
Key-pair precision: of the pairs the cross-check proposes for a translation passage that is one line holding
a key sentence, the share whose source passage holds (part of) the source line of that sentence. A one-line
passage says what its line says, and a translation's line has its counterpart in the key's source line, so
every other partner is a wrong pair; longer translation passages are not judged (their other lines'
counterparts are not known without a gold file).
Only-in recall: of the dropped/added defects that are a whole passage, the share listed as one-language-only.

Only aggregate figures are printed for a part unless ``verbose`` (dev only: never pass it for a held-out part).
``devall`` and ``heldoutall`` score every dev or held-out part, then their sum; the issue's targets are judged
on ``heldoutall``.
"""

from __future__ import annotations

import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

PLANTED = Path(__file__).resolve().parent / "planted"
DEV_PARTS = ("dev", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "dev10")
# never tuned on, never listed: aggregates only
HELDOUT_PARTS = ("heldout", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6")
EXTRA_PARTS = ("faithful-extra",)  # faithful translations only (no defects): false flags per 100 pairs
KINDS = ("negation", "connective", "actor", "timing", "component", "number", "dropped", "added")


@dataclass
class PartScore:
    found: Counter = field(default_factory=Counter)
    total: Counter = field(default_factory=Counter)
    false_flags: dict[str, tuple[int, int]] = field(default_factory=dict)  # case -> (flags, pairs)
    key_pairs: list[int] = field(default_factory=lambda: [0, 0])  # paired, total
    key_precision: list[int] = field(default_factory=lambda: [0, 0])  # right, judged pairs
    only_in: list[int] = field(default_factory=lambda: [0, 0])
    missed: list[str] = field(default_factory=list)  # dev detail lines (verbose only)
    noise: list[str] = field(default_factory=list)

    def recall(self, kind: str | None = None) -> float:
        if kind is None:
            return sum(self.found.values()) / max(1, sum(self.total.values()))
        return self.found[kind] / max(1, self.total[kind])

    def plus(self, other: PartScore) -> PartScore:
        """Two parts' figures together (a case name both parts have: its flags and pairs added)."""
        falses = dict(self.false_flags)
        for case, (f, p) in other.false_flags.items():
            f0, p0 = falses.get(case, (0, 0))
            falses[case] = (f0 + f, p0 + p)
        return PartScore(
            self.found + other.found,
            self.total + other.total,
            falses,
            key_pairs=[x + y for x, y in zip(self.key_pairs, other.key_pairs, strict=True)],
            key_precision=[x + y for x, y in zip(self.key_precision, other.key_precision, strict=True)],
            only_in=[x + y for x, y in zip(self.only_in, other.only_in, strict=True)],
        )

    def false_per_100(self) -> float:
        flags = sum(f for f, _ in self.false_flags.values())
        pairs = sum(p for _, p in self.false_flags.values())
        return 100 * flags / max(1, pairs)


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _lines(text: str, start: int, end: int) -> range:
    return range(_line_of(text, start), _line_of(text, max(start, end - 1)) + 1)


def _flag_lines(flag, side: str, passage, text: str) -> range:
    """Lines of the clause a flag names on ``side`` ("a"/"b"), else of the whole passage."""
    span = getattr(flag, f"{side}_span", None)
    if span:
        return _lines(text, passage.start + span[0], passage.start + span[1])
    return _lines(text, passage.start, passage.end)


def _check(game: str, src: str, dst: str, file: Path, data_dir: Path):
    os.environ["REFEREE_DATA_DIR"] = str(data_dir)
    from referee.adjudicator.crosscheck import crosscheck
    from referee.rulebooks import games, source
    from referee.rulebooks.userbooks import add_text

    if dst in games(include_user=False)[game].langs:
        game = _own_game(game, src, dst, data_dir)
    add_text(file, game, dst, force=True)
    result = crosscheck(game, src, dst)
    return result, source(game, src).text, source(game, dst).text


def _own_game(game: str, src: str, dst: str, data_dir: Path) -> str:
    """A translation into a language the game ships (Gnome Hollow es <-> nl) cannot be added under the game's id:
    as a user would, it goes under an id of its own beside a copy of the built-in source text and of the game's
    term bank (``terms.yaml`` beside a text is that game's bank), so the check runs as for any added text."""
    import shutil

    from referee.rulebooks import source
    from referee.rulebooks.termbank import bank_path
    from referee.rulebooks.userbooks import add_text, game_folder

    own = f"{game}-{src}-{dst}"
    text = data_dir / f"source.{src}.txt"
    text.parent.mkdir(parents=True, exist_ok=True)
    text.write_text(source(game, src).text, encoding="utf-8")
    add_text(text, own, src, force=True)
    bank = bank_path(game)
    if bank is not None:
        shutil.copyfile(bank, game_folder(own) / "terms.yaml")
    return own


def _where(text: str, needle: str) -> range | None:
    i = text.find(needle)
    return None if i < 0 else _lines(text, i, i + len(needle))


def _found(defect: dict, result, src_text: str, dst_text: str) -> bool:
    line = defect["line"]
    src_lines = _where(src_text, defect["source_text"]) if defect["source_text"] else None
    for p in result.pairs:
        for f in p.flags:
            if f.severity != "disagreement":
                continue
            if line in _flag_lines(f, "b", p.b, dst_text):
                if defect["kind"] != "dropped" or getattr(f, "b_span", None):
                    return True
            if src_lines and set(src_lines) & set(_flag_lines(f, "a", p.a, src_text)) and defect["kind"] == "dropped":
                return True
    for u in result.unmatched:
        if defect["kind"] == "added" and u.lang == result.langs[1] and line in _lines(dst_text, u.start, u.end):
            return True
        if defect["kind"] == "dropped" and u.lang == result.langs[0] and src_lines:
            if set(src_lines) & set(_lines(src_text, u.start, u.end)):
                return True
    return False


def _only_in(defect: dict, result) -> bool | None:
    """None when the defect is not a whole passage; else whether it is listed as one-language-only."""
    kind, text = defect["kind"], defect["source_text"] if defect["kind"] == "dropped" else defect["defective_text"]
    lang = result.langs[0] if kind == "dropped" else result.langs[1]
    if kind not in ("dropped", "added") or not text:
        return None
    whole = [p for p in result.pairs for p in (p.a, p.b) if p.lang == lang and p.text.strip() == text.strip()]
    only = [u for u in result.unmatched if u.lang == lang and u.text.strip() == text.strip()]
    if not whole and not only:
        return None
    return bool(only)


def _key_pairs(keys: list[dict], result, src_text: str, dst_text: str) -> tuple[int, int]:
    paired = {(p.a.passage_id, p.b.passage_id) for p in result.pairs}
    a_at = {p.a.passage_id: p.a for p in result.pairs} | {u.passage_id: u for u in result.unmatched}
    b_at = {p.b.passage_id: p.b for p in result.pairs} | {u.passage_id: u for u in result.unmatched}

    def holder(side: dict, text: str, needle: str) -> str | None:
        i = text.find(needle)
        return next((pid for pid, p in side.items() if p.start <= i < p.end), None) if i >= 0 else None

    hit = n = 0
    for d in keys:
        if not d["source_text"] or not d["faithful_text"]:
            continue
        a, b = holder(a_at, src_text, d["source_text"]), holder(b_at, dst_text, d["faithful_text"])
        if a and b:
            n += 1
            hit += (a, b) in paired
    return hit, n


def _key_precision(keys: list[dict], result, src_text: str, dst_text: str) -> tuple[int, int]:
    """(right, judged) over the pairs proposed for one-line translation passages holding a key sentence."""
    right = judged = 0
    seen: set[str] = set()
    for d in keys:
        i, j = src_text.find(d["source_text"]), dst_text.find(d["faithful_text"])
        if not d["source_text"] or not d["faithful_text"] or i < 0 or j < 0:
            continue
        line = (src_text.rfind("\n", 0, i) + 1, (src_text.find("\n", i) + 1 or len(src_text) + 1) - 1)
        for p in result.pairs:
            b = p.b
            if b.passage_id in seen or not b.start <= j < b.end or "\n" in b.text.strip():
                continue
            judged += 1
            right += p.a.start < line[1] and p.a.end > line[0]
        seen |= {p.b.passage_id for p in result.pairs if p.b.start <= j < p.b.end}
    return right, judged


def score_part(part: str, verbose: bool = False) -> PartScore:
    score = PartScore()
    with tempfile.TemporaryDirectory(prefix="planted-") as tmp:
        for case in sorted(d for d in (PLANTED / part).iterdir() if (d / "meta.yaml").is_file()):  # not tools/
            meta = _meta(case)
            game, src, dst = meta["game"], meta["source_language"], meta["target_language"]
            data = Path(tmp) / case.name
            result, src_text, dst_text = _check(game, src, dst, case / meta["faithful"], data)
            flags = [(p, f) for p in result.pairs for f in p.flags if f.severity == "disagreement"]
            score.false_flags[case.name] = (len(flags), len(result.pairs))
            if verbose:
                score.noise += [f"{case.name}: {p.b.passage_id} {f.code}: {f.message}" for p, f in flags]
            faithful_result = result
            for name in meta["defective"]:
                key = yaml.safe_load((case / name.replace(f".{dst}.txt", ".key.yaml")).read_text(encoding="utf-8"))
                result, src_text, dst_text = _check(game, src, dst, case / name, data)
                for d in key["defects"]:
                    score.total[d["kind"]] += 1
                    ok = _found(d, result, src_text, dst_text)
                    score.found[d["kind"]] += ok
                    if not ok and verbose:
                        score.missed.append(f"{d['id']} {d['kind']} line {d['line']}: {d['defective_text'][:90]}")
                    only = _only_in(d, result)
                    if only is not None:
                        score.only_in[0] += only
                        score.only_in[1] += 1
                hit, n = _key_pairs(key["defects"], faithful_result, src_text, _faithful_text(case, meta))
                score.key_pairs[0] += hit
                score.key_pairs[1] += n
                right, judged = _key_precision(key["defects"], faithful_result, src_text, _faithful_text(case, meta))
                score.key_precision[0] += right
                score.key_precision[1] += judged
    os.environ.pop("REFEREE_DATA_DIR", None)
    return score


def _meta(case: Path) -> dict:
    """A case's meta.yaml; the files default to the layout's names (dev2's meta.yaml does not list them)."""
    meta = yaml.safe_load((case / "meta.yaml").read_text(encoding="utf-8"))
    dst = meta["target_language"]
    meta.setdefault("faithful", f"faithful.{dst}.txt")
    meta.setdefault("defective", sorted(p.name for p in case.glob(f"defective-*.{dst}.txt")))
    return meta


def _faithful_text(case: Path, meta: dict) -> str:
    return (case / meta["faithful"]).read_text(encoding="utf-8")


def report(part: str, s: PartScore) -> list[str]:
    kinds = " ".join(f"{k} {s.found[k]}/{s.total[k]}" for k in KINDS if s.total[k])
    falses = ", ".join(f"{c} {f} in {p} pairs" for c, (f, p) in s.false_flags.items())
    return [
        f"[{part}] defect recall {s.recall():.3f} ({sum(s.found.values())}/{sum(s.total.values())}); per kind: {kinds}",
        f"[{part}] false disagreement flags on the faithful translations: {falses}"
        f" ({s.false_per_100():.1f} per 100 pairs)",
        f"[{part}] key-pair alignment (no engine links): recall {s.key_pairs[0]}/{s.key_pairs[1]}, precision"
        f" {s.key_precision[0]}/{s.key_precision[1]}; only-in recall (whole-passage drops/additions):"
        f" {s.only_in[0]}/{s.only_in[1]}",
    ]


def targets_met(s: PartScore) -> list[str]:
    """The issue's held-out targets that this part misses (empty: all met)."""
    out = []
    if s.recall() < 0.8:
        out.append(f"defect recall {s.recall():.2f} < 0.80")
    out += [f"{k} recall {s.recall(k):.2f} < 0.60" for k in KINDS if s.total[k] and s.recall(k) < 0.6]
    if s.false_per_100() > 2:
        out.append(f"false flags {s.false_per_100():.1f} per 100 pairs > 2")
    if s.only_in[1] and s.only_in[0] / s.only_in[1] < 0.9:
        out.append(f"only-in recall {s.only_in[0]}/{s.only_in[1]} < 0.9")
    return out


def score_all(parts: tuple[str, ...], verbose: bool = False) -> tuple[PartScore, str]:
    """Every part of ``parts`` that exists, each printed, then their sum (printed too) and its name."""
    total, names = PartScore(), []
    for part in (p for p in parts if (PLANTED / p).is_dir()):
        s = score_part(part, verbose)
        print("\n".join(report(part, s) + s.missed + s.noise))
        total, names = total.plus(s), [*names, part]
    name = "+".join(names)
    print("\n".join(report(name, total)))
    return total, name


def main() -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "part",
        choices=[*DEV_PARTS, *HELDOUT_PARTS, *EXTRA_PARTS, "devall", "heldoutall"],
        help="devall / heldoutall: every dev / held-out part, then their sum",
    )
    ap.add_argument("--verbose", action="store_true", help="dev only: list the missed defects and false flags")
    args = ap.parse_args()
    if args.verbose and args.part.startswith("heldout"):
        ap.error("--verbose is for dev only: the held-out parts are never read")
    if args.part in ("devall", "heldoutall"):
        s, args.part = score_all(DEV_PARTS if args.part == "devall" else HELDOUT_PARTS, args.verbose)
    elif args.part in EXTRA_PARTS:  # no defects, so no recall and no targets: only the false flags
        s = score_part(args.part, args.verbose)
        print("\n".join(report(args.part, s)[1:2] + s.noise))
        return 0
    else:
        s = score_part(args.part, args.verbose)
        print("\n".join(report(args.part, s) + s.missed + s.noise))
    missed = targets_met(s)
    print(f"[{args.part}] targets:", "met" if not missed else "NOT met: " + "; ".join(missed))
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
