"""Reports for translators (issue #19): the clause a disagreement names is highlighted in the HTML and
Markdown reports, and inside it the words that differ; flag messages in the language asked for."""

from __future__ import annotations

from referee.adjudicator.crosscheck import CrossCheck
from referee.adjudicator.crosscheck.report import segments, to_html, to_markdown
from tests.crosscheck.test_clauses import A, _flags


def _flipped():
    pair, flags = _flags(A, A.replace("the value or the colour", "the value and the colour"))
    assert any(f.code == "connective-differs" for f in flags), flags
    return pair


def test_segments_mark_the_clause_and_its_differing_word_on_each_side():
    pair = _flipped()
    for side, word in (("a", "or"), ("b", "and")):
        pieces = segments(pair, side)
        text = pair.a.text if side == "a" else pair.b.text
        assert "".join(t for t, _ in pieces) == text  # nothing lost, nothing added
        assert [t for t, m in pieces if m == "word"] == [word]
        clause = "".join(t for t, m in pieces if m)
        assert clause.startswith("If the value") and "Evil Spirit" not in clause


def test_html_and_markdown_reports_highlight_the_differing_words():
    pair = _flipped()
    result = CrossCheck("solstis", ("en", "en"), (pair,), ())
    page = to_html(result)
    assert "<mark><strong>and</strong></mark>" in page and "<mark><strong>or</strong></mark>" in page
    md = to_markdown(result)
    assert "***and***" in md and "***or***" in md
    assert "*If the value*" in md  # the clause, in italics up to its differing word


def test_report_messages_in_the_asked_language():
    pair, flags = _flags(A, A.replace("matches a tile", "does not match a tile"))
    result = CrossCheck("solstis", ("en", "en"), (pair,), ())
    assert "without a negation" in to_html(result) and "sin negación" in to_html(result, "es")
    assert "без отрицания" in to_markdown(result, "ru")
