"""Clause-level comparison: a flip is caught in its own clause, and the flag names that clause on both sides."""

from __future__ import annotations

from dataclasses import replace

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.units import split_units
from referee.rulebooks import Passage

A = (
    "You may not place a tile next to the Evil Spirit. "
    "If the value or the colour of this tile matches a tile in the queue, that tile is captured."
)


def _p(pid: str, lang: str, text: str) -> Passage:
    return Passage(pid, "solstis", lang, "s", text, 0, len(text))


def _flags(a_text: str, b_text: str, la: str = "en", lb: str = "en"):
    res = align_passages([_p("solstis/x/s/1", la, a_text)], [_p("solstis/y/s/1", lb, b_text)], game="solstis")
    assert len(res.pairs) == 1
    pair = res.pairs[0]
    return pair, [f for f in pair.flags if f.severity == "disagreement"]


def test_a_flipped_negation_is_flagged_although_the_other_clause_has_one():
    b = A.replace("matches a tile", "does not match a tile")  # the second clause gains a negation
    pair, flags = _flags(A, b)
    neg = [f for f in flags if f.code == "negation-differs"]
    assert neg, flags
    clause = pair.b.text[slice(*neg[0].b_span)]
    assert "does not match" in clause and "Evil Spirit" not in clause  # it names the clause, not the passage
    assert "matches a tile" in pair.a.text[slice(*neg[0].a_span)]


def test_or_turned_into_and_is_flagged_in_its_clause():
    b = A.replace("the value or the colour", "the value and the colour")
    pair, flags = _flags(A, b)
    conn = [f for f in flags if f.code == "connective-differs"]
    assert conn and conn[0].kind == "connective"
    assert "the value and the colour" in pair.b.text[slice(*conn[0].b_span)]


def test_a_faithful_copy_raises_nothing():
    _, flags = _flags(A, A)
    assert flags == []


def test_clauses_split_at_semicolons_and_commas_before_connectives():
    text = "Take a tile; then draw two cards, or pass your turn. Fish: take a rainbow tile."
    got = [u.text for u in split_units(text, "en")]
    assert got == ["Take a tile;", "then draw two cards,", "or pass your turn.", "Fish: take a rainbow tile."]
    assert [replace(u, text="").continues for u in split_units(text, "en")] == [False, False, True, False]
