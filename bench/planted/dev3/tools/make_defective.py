#!/usr/bin/env python3
"""Apply planted defects (a list of edits to single sentences of the faithful copy) and write the key file.
Usage: make_defective.py CASE_DIR SPEC.py   (SPEC defines CASE, DST, SOURCE_FILE, COPIES = {n: [defect dicts]})"""
import os, sys, runpy, yaml

case_dir, spec_path = sys.argv[1], sys.argv[2]
spec = runpy.run_path(spec_path)
dst = spec["DST"]
faithful = open(os.path.join(case_dir, f"faithful.{dst}.txt"), encoding="utf-8").read()
flines = faithful.split("\n")
for n, defects in spec["COPIES"].items():
    lines = list(flines)
    out = []
    for i, d in enumerate(defects, 1):
        ln, kind, ft, dt, st = d["line"], d["kind"], d.get("f", ""), d.get("d", ""), d.get("s", "")
        cur = lines[ln - 1]
        if kind == "added":
            after = d["after"]  # insert dt after this text on the line
            assert after in cur, (n, ln, after)
            lines[ln - 1] = cur.replace(after, after + d.get("sep", " ") + dt, 1)
        elif kind == "dropped":
            assert ft in cur, (n, ln, ft)
            new = cur.replace(" " + ft, "", 1) if (" " + ft) in cur else cur.replace(ft + " ", "", 1)
            assert new != cur, (n, ln)
            lines[ln - 1] = new
        else:
            assert ft in cur, (n, ln, ft)
            lines[ln - 1] = cur.replace(ft, dt, 1)
        out.append({"id": f"{spec['CASE']}/defective-{n}/{i:02d}", "kind": kind, "line": ln,
                    "defective_text": "" if kind == "dropped" else dt,
                    "faithful_text": "" if kind == "added" else ft,
                    "source_text": "" if kind == "added" else st})
    open(os.path.join(case_dir, f"defective-{n}.{dst}.txt"), "w", encoding="utf-8").write("\n".join(lines))
    key = {"file": f"defective-{n}.{dst}.txt", "faithful": f"faithful.{dst}.txt",
           "source_file": spec["SOURCE_FILE"], "defects": sorted(out, key=lambda x: x["line"])}
    with open(os.path.join(case_dir, f"defective-{n}.key.yaml"), "w", encoding="utf-8") as fh:
        fh.write(f"# planted defects in defective-{n}.{dst}.txt (compare with faithful.{dst}.txt; source: {spec['SOURCE_FILE']})\n")
        yaml.safe_dump(key, fh, allow_unicode=True, sort_keys=False, width=10000)
    print("wrote", n, len(out))
