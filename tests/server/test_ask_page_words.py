"""The ask page's answer in the page's language: which game (by its name) and how sure (in words), each
passage's language named in it, the engine's rule under the passage as our wording, and "the same rule in
other languages" only over quotes from other languages (#18)."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest
from markupsafe import escape

from referee.i18n import t


def _page(client, lang: str, q: str) -> str:
    r = client.get("/?" + urlencode({"lang": lang, "q": q}))
    assert r.status_code == 200
    return r.get_data(as_text=True)


def _cards(html: str) -> list[str]:
    return re.findall(r'<article class="card result.*?</article>', html, re.S)


@pytest.mark.parametrize(
    ("lang", "question", "about", "badge"),
    [
        ("ru", "Можно ли соединить два незавершённых пути, на которых стоят гномы?", "Гномья лощина", "Испанский"),
        ("es", "¿Qué hace la marmota en Solstis?", "Solstis", "Ruso"),
        ("nl", "Mag ik een joker in mijn tuin leggen bij Azul?", "Azul: Koninklijke Tuin", "Spaans"),
    ],
)
def test_an_answer_names_its_game_and_confidence_in_the_pages_language(
    client, lookup_ready, lang, question, about, badge
):
    html = _page(client, lang, question)
    line = re.search(r'<p class="about" id="ask-about">(.*?)</p>', html, re.S)
    assert line is not None
    assert str(escape(about)) in line.group(1) and str(escape(t("ask.confidence_high", lang))) in line.group(1)
    cards = _cards(html)
    assert cards and f'<span class="badge">{badge}</span>' in cards[0]
    # our wording sits under the passage itself, not inside the other-languages box
    first = cards[0].split('<details class="same-rule"')[0]
    assert re.search(
        r'<p class="statement"[^>]*>.+<small>\(' + re.escape(str(escape(t("check.our_wording", lang)))), first
    )
    for card in cards:  # the box's title promises other languages: it is there only over such quotes
        if "<summary>" in card:
            box = card.split("<summary>")[1]
            assert "<blockquote" in box
    for english in ("English", "Spanish", "Dutch", "Russian", t("ask.confidence_high", "en"), "inferred"):
        assert english not in line.group(1) + "".join(cards)


def test_a_question_the_texts_do_not_settle_says_so_with_low_confidence(client, lookup_ready):
    html = _page(client, "es", "¿Cuál es la capital de Francia?")
    line = re.search(r'<p class="about" id="ask-about">(.*?)</p>', html, re.S)
    assert line is not None and t("ask.confidence_low", "es") in line.group(1)
    assert 'data-answered="false"' in html and str(escape(t("ask.not_settled", "es"))) in html
