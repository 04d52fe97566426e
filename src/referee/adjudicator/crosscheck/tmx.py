"""The aligned pairs of a cross-check as a TMX translation memory (translate-toolkit), for CAT tools.

One translation unit per matched pair (the two passages verbatim); each unit notes its passage ids, file
lines and the flags a translator should look at.
"""

from __future__ import annotations

from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck
from referee.errors import InputError
from referee.files import atomic_write, output_file


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


def write_tmx(result: CrossCheck, path: Path, force: bool = False, reads: tuple[Path | None, ...] = ()) -> Path:
    """Write the pairs to ``path`` (.tmx): as ``write_report``, never over an existing file without ``force``
    nor over a file the command reads."""
    if path.suffix.lower() != ".tmx":
        raise InputError("the TMX file must end in .tmx", str(path), "--tmx")
    output_file(path, force, "--tmx", reads)
    atomic_write(path, to_tmx(result), shared=True)
    return path
