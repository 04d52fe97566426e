"""The page's own refusals (a damaged share link, a dispute's over-long answers, pasted text that is empty) are
shown in the page's language: they were English on the Spanish page (found attacking `referee serve` from a
phone in Spanish). The JSON API keeps the English text for scripts."""

import pytest


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("es", "no es un enlace para compartir válido"),
        ("nl", "geen geldige deellink"),
        ("ru", "недействительная ссылка"),
    ],
)
def test_a_damaged_share_link_is_said_in_the_pages_language(client, lang, said):
    page = client.get("/", query_string={"lang": lang, "pos": "zzzz"}).get_data(as_text=True)
    assert said in page
    assert "not a valid share link" not in page


def test_over_long_dispute_answers_are_refused_in_spanish(client):
    query = {"lang": "es", "game": "mycelium", "move.type": "attack", "move.target": "e" * 20_000}
    r = client.get("/dispute", query_string=query)
    page = r.get_data(as_text=True)
    assert r.status_code == 400
    assert "demasiadas respuestas o demasiado largas (como mucho 40, de 2000 caracteres cada una)" in page


def test_an_empty_paste_is_refused_in_dutch(client):
    r = client.post("/check?lang=nl", data={"text": "   "}, headers={"Origin": "http://localhost"})
    page = r.get_data(as_text=True)
    assert r.status_code == 400
    assert "leeg; verwacht een YAML- of JSON-mapping met &#39;game&#39; en &#39;position&#39;" in page


def test_the_api_keeps_the_english_for_scripts(client):
    r = client.get("/api/ask", query_string={"q": "hola", "top": "99", "lang": "es"})
    assert r.status_code == 400 and r.json["error"] == "must be between 1 and 20"
