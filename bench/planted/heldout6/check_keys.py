#!/usr/bin/env python3
"""Check the planted-defect keys against the files they describe.

Copy of ../check_keys.py adapted (via dev10's copy) to the heldout6 part: the case directories sit directly
beside this file.
Uses only the standard library and PyYAML. For every case directory here that has a meta.yaml:
  - each defect has a known kind and a unique id;
  - defective_text occurs verbatim on the stated line of the defective file (and only once in the file);
  - faithful_text occurs verbatim in the faithful copy (empty only for `added`);
  - source_text occurs verbatim in the source file named in meta.yaml (empty only for `added`);
  - a dropped faithful_text is absent from the defective file; added text is absent from the faithful copy;
  - the lines where the defective file differs from the faithful copy are exactly the key's lines
    (so a defect is the only difference);
  - (heldout6) the faithful copy has the line structure meta.yaml's `source_lines: [first, last]` states:
    translation line N maps to source line N + first - 1, the line counts agree and blank lines coincide.
Usage: python3 check_keys.py [--sources DIR]
"""

import argparse
import difflib
import os
import sys

import yaml

KINDS = {"negation", "connective", "actor", "timing", "component", "number", "dropped", "added"}
HERE = os.path.dirname(os.path.abspath(__file__))


def changed_lines(faithful, defective):
    """Where `defective` differs from `faithful`: (1-based line, was_deletion) pairs.
    Inserted or replaced blank lines are ignored (a paragraph added or dropped moves one blank line with it)."""
    out = set()
    sm = difflib.SequenceMatcher(a=faithful, b=defective, autojunk=False)
    for tag, _i1, _i2, j1, j2 in sm.get_opcodes():
        if tag in ("replace", "insert"):
            out.update((j + 1, False) for j in range(j1, j2) if defective[j].strip())
            if tag == "replace" and not any(defective[j].strip() for j in range(j1, j2)):
                out.add((j1 + 1, True))
        elif tag == "delete":
            out.add((j1 + 1, True))
    return out


def same_places(diff, key_lines):
    """Every difference is a key line and every key line is a difference; a deletion may sit one line off
    (which of the blank lines around a dropped paragraph went with it is arbitrary)."""

    def near(ln, was_del, pool):
        return ln in pool or (was_del and (ln - 1 in pool or ln + 1 in pool))

    ok = all(near(ln, dl, key_lines) for ln, dl in diff)
    ok = ok and all(any(ln == k or (dl and abs(ln - k) <= 1) for ln, dl in diff) for k in key_lines)
    return ok


def check_dir(d, sources, errors, counts):
    meta = yaml.safe_load(open(os.path.join(d, "meta.yaml"), encoding="utf-8"))
    src_path = os.path.join(sources, meta["source_file"])
    source = open(src_path, encoding="utf-8").read()
    dst = meta["target_language"]
    faithful = open(os.path.join(d, f"faithful.{dst}.txt"), encoding="utf-8").read()
    first, last = meta["source_lines"]
    span = source.split("\n")[first - 1 : last]
    flines = faithful.split("\n")
    if len(span) != last - first + 1 or len(flines) != len(span):
        name = os.path.basename(d)
        errors.append(f"{name}: faithful copy has {len(flines)} lines, source lines {first}-{last} are {len(span)}")
    else:
        for i, (a, b) in enumerate(zip(span, flines, strict=True), 1):
            if bool(a.strip()) != bool(b.strip()):
                errors.append(
                    f"{os.path.basename(d)}: faithful line {i} blank={not b.strip()}"
                    f" but source line {i + first - 1} blank={not a.strip()}"
                )
    for key_name in sorted(f for f in os.listdir(d) if f.endswith(".key.yaml")):
        key = yaml.safe_load(open(os.path.join(d, key_name), encoding="utf-8"))
        deffile = os.path.join(d, key["file"])
        deftext = open(deffile, encoding="utf-8").read()
        dlines = deftext.split("\n")
        where = f"{os.path.relpath(d, HERE)}/{key_name}"
        ids = set()
        key_lines = set()
        for x in key["defects"]:
            tag = f"{where} {x.get('id')}"
            k = x["kind"]
            counts[k] = counts.get(k, 0) + 1
            if k not in KINDS:
                errors.append(f"{tag}: unknown kind {k!r}")
            if x["id"] in ids:
                errors.append(f"{tag}: duplicate id")
            ids.add(x["id"])
            ln = x["line"]
            key_lines.add(ln)
            if not (1 <= ln <= len(dlines)):
                errors.append(f"{tag}: line {ln} out of range")
                continue
            dt, ft, st = x["defective_text"] or "", x["faithful_text"] or "", x["source_text"] or ""
            if k == "dropped":
                if dt:
                    errors.append(f"{tag}: dropped defect with defective_text")
                if not ft or ft not in faithful:
                    errors.append(f"{tag}: faithful_text not in faithful copy")
                if ft and ft in deftext:
                    errors.append(f"{tag}: dropped text still present in defective file")
            else:
                if not dt:
                    errors.append(f"{tag}: empty defective_text")
                elif dt not in dlines[ln - 1]:
                    errors.append(f"{tag}: defective_text not on line {ln}")
                elif deftext.count(dt) != 1:
                    errors.append(f"{tag}: defective_text occurs {deftext.count(dt)} times")
                if dt and dt in faithful:
                    errors.append(f"{tag}: defective_text also occurs in the faithful copy")
            if k == "added":
                if ft or st:
                    errors.append(f"{tag}: added defect must have empty faithful_text and source_text")
            else:
                if not ft or ft not in faithful:
                    errors.append(f"{tag}: faithful_text not in faithful copy")
                if not st or st not in source:
                    errors.append(f"{tag}: source_text not verbatim in {meta['source_file']}")
        diff = changed_lines(faithful.split("\n"), dlines)
        if not same_places(diff, key_lines):
            errors.append(f"{where}: differing lines {sorted(diff)} != key lines {sorted(key_lines)}")


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
