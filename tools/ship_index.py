"""Regenerate the index of the bundled rulebook texts that ships in the package (src/referee/index/shipped/).

    python tools/ship_index.py            # build from scratch (every text embedded anew), replace the shipped one
    python tools/ship_index.py --check    # exit 1 when the shipped index is not the current one (no build)
    python tools/ship_index.py --rules    # after an engine change only: redo its passage -> rule ids (seconds)

Run it after changing a bundled text, a term bank, a build setting, the encoder's version, the index FORMAT,
or an engine's citations: tests/index/test_shipped.py fails until you do. The build runs with an empty data
dir (no user texts) and a temporary cache, so nothing of yours goes in. Takes about a minute here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def _current_name(encoder: str) -> str:
    from referee.index import store
    from referee.rulebooks.corpus import corpus_hash

    return store.index_name(corpus_hash(), encoder)


def _install(built: Path, shipped: Path) -> Path:
    """The built folder's files copied into ``shipped/<its name>`` (default permissions, no cache leftovers),
    every other shipped folder removed."""
    target = shipped / built.name
    tmp = Path(tempfile.mkdtemp(prefix=".new-", dir=shipped))
    tmp.chmod(0o755)  # mkdtemp makes it private; package data is readable by all
    for f in sorted(built.iterdir()):
        if f.is_file():
            shutil.copyfile(f, tmp / f.name)
    for old in shipped.iterdir():
        if old != tmp and old.is_dir():
            shutil.rmtree(old)
    os.replace(tmp, target)
    return target


def _redo_rules(folder: Path | None) -> int:
    """rules.json of the current shipped index, for the current engines (the vectors and lemmas stay)."""
    import hashlib
    import json

    from referee.index import rulelinks, store

    if folder is None:
        print("the shipped index itself is stale (texts, banks, settings or FORMAT): run without --rules")
        return 1
    ids = {p["passage_id"] for p in json.loads((folder / "data.json").read_text(encoding="utf-8"))["passages"]}
    raw = json.dumps({"engines": store.engines_signature(), "rule_ids": rulelinks.compute(ids)}, ensure_ascii=False)
    (folder / store.RULES).write_bytes(raw.encode("utf-8"))
    (folder / store.RULES_SHA).write_text(hashlib.sha256(raw.encode("utf-8")).hexdigest(), encoding="ascii")
    # the rules' own wording under each passage (`ask`'s "our wording"), for the same engines
    (folder / rulelinks.STATEMENTS).write_bytes(rulelinks.statements_json(rulelinks.compute_statements()))
    manifest = json.loads((folder / store.MANIFEST).read_text(encoding="utf-8"))
    manifest["sources"] = store.sources_stamp(manifest["encoder"])  # the same content, made by the code as it is now
    (folder / store.MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"redid {folder.relative_to(SRC.parent)}/{store.RULES} and {rulelinks.STATEMENTS} for the current engines")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="only say whether the shipped index is current")
    ap.add_argument("--rules", action="store_true", help="only redo rules.json (the engines changed, not the texts)")
    args = ap.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="ship-index-"))
    os.environ["REFEREE_CACHE_DIR"] = str(work / "cache")
    os.environ["REFEREE_DATA_DIR"] = str(work / "data")  # empty: the bundled texts only
    sys.path.insert(0, str(SRC))
    from referee.index import store
    from referee.index.build import build
    from referee.index.encoders import DEFAULT_ENCODER

    try:
        name = _current_name(DEFAULT_ENCODER)
        found = store.shipped_index(name)
        from referee.index import rulelinks

        signature = store.engines_signature()
        current = (
            found is not None
            and store.read_rules(found[0], signature) is not None
            and rulelinks.read_statements(found[0] / rulelinks.STATEMENTS, signature) is not None
        )
        # the quick stamp (store.sources_stamp) covers the code an index is made by too: a changed module with the
        # same content leaves a cold `ask` on the slow path (the corpus loaded to find the index) until redone
        stamped = found is not None and found[1].get("sources") == store.sources_stamp(DEFAULT_ENCODER)
        if args.check:
            state = "STALE or missing" if not current else "current" if stamped else "STALE (its stamp: run --rules)"
            print(f"shipped index {name}: {state}")
            return 0 if current and stamped else 1
        if args.rules:
            return _redo_rules(found[0] if found else None)
        store.SHIPPED_DIR.mkdir(parents=True, exist_ok=True)
        result = build(DEFAULT_ENCODER, reuse=False)  # writes rules.json beside it, for the current engines
        target = _install(result.folder, store.SHIPPED_DIR)
        _redo_rules(target)  # rules.json again, and statements.json beside it
        size = sum(f.stat().st_size for f in target.iterdir())
        print(f"shipped {target.relative_to(SRC.parent)}: {size / 1e6:.1f} MB, built in {result.seconds:.0f} s")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
