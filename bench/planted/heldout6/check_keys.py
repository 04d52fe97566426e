#!/usr/bin/env python3
"""Check the heldout6 planted-defect keys against the files they describe.

The checks of ../check_keys.py (kinds, verbatim texts, the defective copy differs only on the key's lines), on
the case directories beside this file, and three of this part's own:
  - the faithful copy has the line structure meta.yaml's `source_lines: [first, last]` states: translation
    line N maps to source line N + first - 1, the line counts agree and blank lines coincide;
  - every defect id starts with heldout6/ and is unique across the part; no two defects share a line.
Usage: python3 check_keys.py [--sources DIR]
"""

import argparse
import importlib.util
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("planted_check_keys", os.path.join(HERE, "..", "check_keys.py"))
shared = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(shared)


def check_span(d, sources, errors):
    """The faithful copy keeps the source span's lines: as many, blank where the source is blank."""
    meta = yaml.safe_load(open(os.path.join(d, "meta.yaml"), encoding="utf-8"))
    source = open(os.path.join(sources, meta["source_file"]), encoding="utf-8").read()
    faithful = open(os.path.join(d, f"faithful.{meta['target_language']}.txt"), encoding="utf-8").read()
    first, last = meta["source_lines"]
    span = source.split("\n")[first - 1 : last]
    flines = faithful.split("\n")
    name = os.path.basename(d)
    if len(span) != last - first + 1 or len(flines) != len(span):
        errors.append(f"{name}: faithful copy has {len(flines)} lines, source lines {first}-{last} are {len(span)}")
        return
    for i, (a, b) in enumerate(zip(span, flines, strict=True), 1):
        if bool(a.strip()) != bool(b.strip()):
            where = f"source line {i + first - 1} blank={not a.strip()}"
            errors.append(f"{name}: faithful line {i} blank={not b.strip()} but {where}")


def check_dir(d, sources, errors, counts):
    check_span(d, sources, errors)
    shared.check_dir(d, sources, errors, counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", default="/work/shared/rulebook-sources")
    a = ap.parse_args()
    errors = []
    counts = {}
    ids = {}
    for name in sorted(os.listdir(HERE)):
        d = os.path.join(HERE, name)
        if os.path.isfile(os.path.join(d, "meta.yaml")):
            check_dir(d, a.sources, errors, counts)
            used = {}
            for key_name in sorted(f for f in os.listdir(d) if f.endswith(".key.yaml")):
                for x in yaml.safe_load(open(os.path.join(d, key_name), encoding="utf-8"))["defects"]:
                    if not str(x["id"]).startswith("heldout6/"):
                        errors.append(f"{name}/{key_name} {x['id']}: id does not start with heldout6/")
                    if x["id"] in ids:
                        errors.append(f"{name}/{key_name} {x['id']}: id also in {ids[x['id']]}")
                    ids[x["id"]] = f"{name}/{key_name}"
                    if x["line"] in used:
                        errors.append(f"{name}/{key_name} {x['id']}: line {x['line']} also holds {used[x['line']]}")
                    used[x["line"]] = x["id"]
    print("heldout6", sum(counts.values()), dict(sorted(counts.items())))
    for e in errors:
        print("ERROR", e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
