#!/usr/bin/env python3
"""Structure check for the ff7 faithful-extra cases (standard library + PyYAML).

For each case directory (default: the three the ff7 helper wrote) it checks that meta.yaml has the keys the
other faithful-extra cases use, that there are no defective copies, that the source file exists, that the
translation has exactly as many lines as its source span ("source lines A-B" in source_coverage), that blank
lines fall where the source's do, that list markers ("- ", indented "  - ") and numbered items ("1. ", "A. ")
start the same lines as in the source, and that every line is valid UTF-8 with no tab or trailing space.
Prints one line per case and exits non-zero on any problem. Prints no text of the files.

    python3 bench/planted/faithful-extra/check_ff7.py [--sources /work/shared/rulebook-sources] [DIR ...]
"""

import argparse
import pathlib
import re
import sys

import yaml

HERE = pathlib.Path(__file__).resolve().parent
FF7 = ["queens-garden-es-ru-whole", "gnome-hollow-nl-es-whole", "mycelium-en-nl-gather"]
KEYS = {
    "game",
    "source_language",
    "target_language",
    "source_file",
    "source_coverage",
    "faithful",
    "defective",
    "headings",
    "notes",
}
GAMES = {"gnome-hollow", "mycelium", "queens-garden", "solstis"}
MARK = re.compile(r"^( *-|[0-9]+\.|[A-Z]\.)(?=[ \u00a0])")  # the Dutch source has no-break spaces after "A."


def shape(line):
    """The line's structural marker: '' for blank, the list/number marker, or 'x' for plain text."""
    if not line.strip():
        return ""
    m = MARK.match(line)
    if m:
        tok = m.group(1)
        return tok if tok.strip().startswith("-") else "num"
    return "x"


def check(case, sources):
    errs = []
    meta_path = case / "meta.yaml"
    if not meta_path.is_file():
        return ["no meta.yaml"]
    meta = yaml.safe_load(meta_path.read_text(encoding="utf-8"))
    missing = KEYS - set(meta)
    if missing:
        errs.append(f"meta.yaml lacks {sorted(missing)}")
    if meta.get("game") not in GAMES:
        errs.append(f"unknown game {meta.get('game')!r}")
    if meta.get("defective") != []:
        errs.append("defective is not []")
    dst = meta.get("target_language")
    if meta.get("faithful") != f"faithful.{dst}.txt":
        errs.append("faithful is not faithful.<target_language>.txt")
    extra = sorted(p.name for p in case.iterdir() if p.name not in {"meta.yaml", meta.get("faithful")})
    if extra:
        errs.append(f"unexpected files {extra}")
    src_path = sources / str(meta.get("source_file"))
    tr_path = case / str(meta.get("faithful"))
    if not src_path.is_file():
        return errs + [f"source file {src_path.name} not found"]
    if not tr_path.is_file():
        return errs + ["faithful file not found"]
    m = re.search(r"source lines (\d+)-(\d+)", str(meta.get("source_coverage")))
    if not m:
        return errs + ["source_coverage names no 'source lines A-B'"]
    a, b = int(m.group(1)), int(m.group(2))
    src = src_path.read_text(encoding="utf-8").split("\n")
    if b > len(src) or (b < len(src) and "whole text" in str(meta.get("source_coverage"))):
        errs.append(f"span {a}-{b} does not fit the source's {len(src)} lines")
    span = src[a - 1 : b]
    raw = tr_path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return errs + ["faithful file is not UTF-8"]
    tr = text.split("\n")
    if tr and tr[-1] == "":
        tr = tr[:-1]
    if len(tr) != len(span):
        errs.append(f"{len(tr)} lines for a span of {len(span)}")
    for i, (s, t) in enumerate(zip(span, tr, strict=False), start=1):
        if shape(s) != shape(t):
            errs.append(f"line {i} (source {a + i - 1}): structure {shape(s)!r} vs {shape(t)!r}")
        if "\t" in t or t != t.rstrip():
            errs.append(f"line {i}: tab or trailing space")
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", default="/work/shared/rulebook-sources")
    ap.add_argument("dirs", nargs="*")
    args = ap.parse_args()
    sources = pathlib.Path(args.sources)
    bad = 0
    for name in args.dirs or FF7:
        case = (HERE / name) if not pathlib.Path(name).is_absolute() else pathlib.Path(name)
        errs = check(case, sources)
        print(f"{case.name}: {'ok' if not errs else 'FAIL'}")
        for e in errs:
            print(f"  {e}")
        bad += bool(errs)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
