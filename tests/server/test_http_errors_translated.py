"""A refused address or method is a page in the asker's language that fits a phone, and on /api a JSON
error that says what would work: GET /check (a reload of the check form's address), a mistyped address or
POST / gave Werkzeug's English page, 980 px wide on a 360 px phone (found attacking `referee serve` as a
Spanish player on a phone). Also a bad game id on the page, which was English on the Spanish page."""

import pytest

SPANISH = {"Accept-Language": "es-ES,es;q=0.9"}


@pytest.mark.parametrize(
    ("method", "path", "headers", "status", "lang", "said"),
    [
        ("get", "/check", SPANISH, 405, "es", "Esta dirección no admite una petición GET"),
        ("post", "/?lang=nl", {"Origin": "http://localhost"}, 405, "nl", "Dit adres neemt geen POST-verzoek aan"),
        ("get", "/nada?lang=ru", {}, 404, "ru", "По этому адресу нет страницы."),
        ("get", "/static/x.css", SPANISH, 404, "es", "No hay ninguna página en esta dirección."),
    ],
)
def test_a_refused_page_speaks_the_askers_language(client, method, path, headers, status, lang, said):
    r = getattr(client, method)(path, headers=headers)
    page = r.get_data(as_text=True)
    assert r.status_code == status and r.mimetype == "text/html"
    assert f'<html lang="{lang}">' in page and said in page
    assert 'name="viewport"' in page  # laid out for a phone, not at 980 px
    assert "Method Not Allowed" not in page and "Not Found" not in page
    assert f'href="/?lang={lang}"' in page  # a way back, in the same language
    if status == 405:
        assert r.headers["Allow"]


def test_the_api_refusals_are_json_saying_what_works(client):
    r = client.put("/api/ask")
    assert r.status_code == 405 and r.mimetype == "application/json"
    assert r.json == {"error": "method PUT not allowed here (allowed: GET, HEAD)", "file": None, "field": None}
    assert "GET" in r.headers["Allow"]
    r = client.get("/api/check")
    assert r.json["error"] == "method GET not allowed here (allowed: POST)"
    r = client.get("/api/nope")
    assert r.status_code == 404 and "/openapi.json" in r.json["error"]


def test_a_bad_game_id_on_the_page_is_said_in_spanish(client):
    page = client.get("/", query_string={"lang": "es", "q": "¿Puedo pasar?", "game": "../x"}).get_data(as_text=True)
    assert "un id de juego lleva solo minúsculas, cifras y &#39;-&#39;" in page
    assert "a game id is lower-case" not in page


def test_the_refused_page_fits_a_phone(phone, live_server):
    phone.get(f"{live_server}/nada?lang=es")
    assert "No hay ninguna página" in phone.page_source
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 360
