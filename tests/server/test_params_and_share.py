"""An API parameter given twice is refused naming it (the second value was silently dropped: ?lang=ru&lang=xx
answered in Russian, ?game=mycelium&game=solstis listed Mycelium's passages only); a damaged share link offers
no link to share its error on (the post path never made one for bad input). Found attacking `referee serve`."""

import pytest


@pytest.mark.parametrize(
    ("path", "field"),
    [
        ("/api/ask?q=x&q=y", "q"),
        ("/api/ask?q=Can+I+pass%3F&lang=ru&lang=xx", "lang"),
        ("/api/passages?game=mycelium&game=solstis", "game"),
        ("/api/rules/solstis?lang=en&lang=ru", "lang"),
    ],
)
def test_a_parameter_given_twice_is_refused_naming_it(client, path, field):
    r = client.get(path)
    assert r.status_code == 400
    assert r.json == {"error": "given more than once; this parameter takes one value", "file": None, "field": field}


def test_check_refuses_a_second_lang_before_reading_the_body(client):
    r = client.post("/api/check?lang=en&lang=ru", data="game: mycelium\nposition: {}\n")
    assert r.status_code == 400 and r.json["field"] == "lang"


def test_one_value_each_is_answered(client):
    assert client.get("/api/passages?game=solstis&lang=ru").status_code == 200


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_damaged_share_link_offers_no_link_to_share(client, lang):
    r = client.get("/", query_string={"lang": lang, "pos": "AAAA"})
    page = r.get_data(as_text=True)
    assert r.status_code == 400
    assert 'id="check-error"' in page
    assert 'id="share-ruling"' not in page and "share-url" not in page
