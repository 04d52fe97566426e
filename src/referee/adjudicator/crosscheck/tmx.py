"""The aligned pairs of a cross-check as a TMX translation memory (translate-toolkit), for CAT tools.

One translation unit per matched pair (the two passages verbatim); each unit notes its passage ids, file
lines and the flags a translator should look at.
"""

from __future__ import annotations

from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck
from referee.errors import InputError


def to_tmx(result: CrossCheck) -> bytes:
    from translate.storage.tmx import tmxfile

    a, b = result.langs
    store = tmxfile(sourcelanguage=a, targetlanguage=b)
    for p in result.pairs:
        unit = store.addsourceunit(p.a.text)
        unit.target = p.b.text
        where = f"{p.a.passage_id} (line {p.a_line}) ~ {p.b.passage_id} (line {p.b_line}); score {p.match:.2f}"
        unit.addnote(where, origin="developer")
        for f in p.flags:
            unit.addnote(f"{f.code} ({f.severity}): {f.message}", origin="translator")
    return bytes(store)


def write_tmx(result: CrossCheck, path: Path, force: bool = False) -> Path:
    if path.suffix.lower() != ".tmx":
        raise InputError("the TMX file must end in .tmx", str(path), "--tmx")
    if path.exists() and not force:
        raise InputError("file exists; add --force to overwrite it", str(path), "--tmx")
    if not path.parent.exists():
        raise InputError(f"folder {str(path.parent)!r} does not exist", str(path), "--tmx")
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(to_tmx(result))
    tmp.replace(path)
    return path
