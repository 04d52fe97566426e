"""A rulebook text saved with old Mac line ends (a lone CR, as some editors and PDF exports still write) is cut
as its LF twin is: same passages, same sections, same file lines. It was one line: every heading glued into one
passage ('Setup\\x0dEach player takes five tiles.\\x0dAttack\\x0d...'), each cross-check pair on line 1."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.adjudicator.crosscheck import _file_source, _lines
from referee.rulebooks.corpus import passages, passages_of
from referee.rulebooks.userbooks import add_text, remove_text

TEXT = (
    "Setup\n\nEach player takes five tiles and lays them face up.\n\n"
    "Attack\n\nYou may attack a Path that is connected to one of yours.\n"
    "- Play a card face-down.\n- Reveal it.\n\nEnd of the game.\n\nThe game ends when the bag is empty.\n"
)


def _shapes(ps) -> list[tuple[str, str, str]]:
    return [(p.passage_id, p.section, p.text.replace("\r\n", "\n")) for p in ps]


@pytest.mark.parametrize("end", ["\r", "\r\n"])
def test_an_added_text_with_other_line_ends_is_cut_as_its_lf_twin(tmp_path, end):
    lf, other = tmp_path / "lf.txt", tmp_path / "other.txt"
    lf.write_text(TEXT, encoding="utf-8", newline="")
    other.write_bytes(TEXT.replace("\n", end).encode("utf-8"))
    add_text(lf, "line-ends", "en")
    want = _shapes(passages("line-ends", "en"))
    remove_text("line-ends", "en")
    added = add_text(other, "line-ends", "en")
    try:
        assert _shapes(passages("line-ends", "en")) == want
        assert added.sections == 3
        assert all("\r" not in p.text or end == "\r\n" for p in passages("line-ends", "en"))
    finally:
        remove_text("line-ends", "en")


def test_a_crosscheck_file_with_lone_crs_names_the_lines_an_editor_shows(tmp_path):
    lf, cr = tmp_path / "lf.txt", tmp_path / "cr.txt"
    lf.write_text(TEXT, encoding="utf-8", newline="")
    cr.write_bytes(TEXT.replace("\n", "\r").encode("utf-8"))
    lf_src, cr_src = _file_source("mycelium", "nl", lf), _file_source("mycelium", "nl", cr)
    lf_lines = _lines(lf_src, list(passages_of(lf_src)))
    assert _lines(cr_src, list(passages_of(cr_src))) == lf_lines
    assert sorted(lf_lines.values()) == [3, 7, 13]
    assert Path(cr).read_bytes() == TEXT.replace("\n", "\r").encode("utf-8")  # the user's file untouched
