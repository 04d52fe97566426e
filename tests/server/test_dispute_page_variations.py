"""The phone page (`/dispute`, over WSGI) on the texts' variations told in es/nl/ru: the move and each answer
in the player's words in the address (as the page's forms send them), the full scenario's verdict on the page."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from tests.ui.dispute_words import Told, told
from tests.ui.test_dispute_spoken import SPOKEN
from tests.ui.test_dispute_variations import VARIATIONS


def _page_verdict(client, said: Told, variation: str, lang: str) -> str:
    """The phone page's /dispute with a told dispute's fields and answers as its form sends them; its verdict
    is the scenario's."""
    query = [("lang", lang), ("game", said.game)]
    query += [tuple(pair.split("=", 1)) for pair in said.given]
    query += list(zip(said.asked, said.lines, strict=True))
    page = client.get("/dispute?" + urlencode(query), headers={"Host": "localhost"})
    html = page.get_data(as_text=True)
    assert page.status == "200 OK", html[-800:]
    assert f'data-verdict="{said.expected}"' in html, f"{variation} [{lang}]: {html[-1500:]}"
    return html


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("variation", VARIATIONS)
def test_the_page_gives_a_told_variation_the_scenarios_verdict(client, variation: str, lang: str):
    said = told(*variation.split("/"), lang)
    html = _page_verdict(client, said, variation, lang)
    assert f'lang="{lang}"' in html


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("variation", SPOKEN)
def test_the_page_reads_the_words_a_player_types_as_the_pipe_does(client, variation: str, lang: str):
    """The form's text fields take the player's words (tests/ui/dispute_words.py ``spoken``: 'SI', 'cuatro',
    'ninguno', 'comodín' in the move), as the pipe does (tests/ui/test_dispute_spoken.py)."""
    said = told(*variation.split("/"), lang, spoken=True)
    _page_verdict(client, said, variation, lang)
