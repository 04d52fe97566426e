"""The aligned pairs of a cross-check as a TMX translation memory (translate-toolkit), for CAT tools.

One translation unit per matched pair (the two passages verbatim); each unit notes its passage ids, file
lines and the flags a translator should look at.
"""

from __future__ import annotations

from pathlib import Path

from referee.adjudicator.crosscheck.model import CrossCheck
from referee.adjudicator.crosscheck.report import note_mark
from referee.errors import InputError
from referee.files import atomic_write, output_file
from referee.i18n import t


def to_tmx(result: CrossCheck, lang: str = "en") -> bytes:
    """The notes in ``lang``, the translator's (--lang, else the locale), as the report and the terminal say
    them: a Spanish translator's CAT tool showed "term-mismatch (note): es names acquire ..." in English."""
    from translate.storage.tmx import tmxfile

    a, b = result.langs
    store = tmxfile(sourcelanguage=a, targetlanguage=b)
    for p in result.pairs:
        unit = store.addsourceunit(p.a.text)
        unit.target = p.b.text
        lines = (t("crosscheck_view.line", lang, n=p.a_line), t("crosscheck_view.line", lang, n=p.b_line))
        where = f"{p.a.passage_id} ({lines[0]}) ~ {p.b.passage_id} ({lines[1]}); "
        unit.addnote(where + f"{t('crosscheck_view.score', lang)} {p.match:.2f}", origin="developer")
        for f in p.flags:
            unit.addnote(f"{f.code}{note_mark(f, lang)}: {f.render(lang)}", origin="translator")
        _mark(unit, p.flags)
    _header(store)
    return bytes(store)


def _header(store) -> None:
    """The header names this tool (translate-toolkit writes its own name) and says a unit is a passage, a
    paragraph or more, not the sentence it assumes: a CAT tool segments and matches by that."""
    from referee import __version__

    header = next(store.document.getroot().iterchildren(store.namespaced("header")))
    header.set("creationtool", "Table Referee")
    header.set("creationtoolversion", __version__)
    header.set("segtype", "paragraph")


STATUS_PROP = "x-referee-status"  # a CAT tool filters units on a property; a note alone was reused as good


def _mark(unit, flags) -> None:
    """A unit whose pair has a disagreement (or only notes) says so in a TMX property, before its notes and
    segments as TMX 1.4 orders them: a memory filter can then keep flagged translations from being reused."""
    severities = {f.severity for f in flags}
    status = "disagreement" if "disagreement" in severities else "note" if severities else ""
    if not status:
        return
    from lxml import etree  # type: ignore[import-untyped]  # (translate-toolkit's own XML library)

    prop = etree.Element("prop", type=STATUS_PROP)
    prop.text = status
    unit.xmlelement.insert(0, prop)


def write_tmx(
    result: CrossCheck, path: Path, force: bool = False, reads: tuple[Path | None, ...] = (), lang: str = "en"
) -> Path:
    """Write the pairs to ``path`` (.tmx): as ``write_report``, never over an existing file without ``force``
    nor over a file the command reads."""
    if path.suffix.lower() != ".tmx":
        raise InputError("the TMX file must end in .tmx", str(path), "--tmx")
    output_file(path, force, "--tmx", reads)
    atomic_write(path, to_tmx(result, lang), shared=True)
    return path
