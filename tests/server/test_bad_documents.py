"""A posted or shared document that is bad input is HTTP 400 naming the field, never a 500, and posting it
never redirects to a share link that then fails."""

from __future__ import annotations

import pytest

from referee.server.limits import MAX_DOCUMENT
from referee.server.share import encode_position
from tests.reliability.catalogue import hole_files

HOLES = hole_files()
# the holes a pasted text can carry (UTF-16 bytes are an upload: tested below); a document over the server's
# own budget is refused before parsing (413, tests/server/test_hardening.py)
TEXT_HOLES = [k for k in HOLES if k != "utf16-without-bom" and len(HOLES[k][0]) <= MAX_DOCUMENT]


@pytest.mark.parametrize("kind", TEXT_HOLES)
def test_api_check_answers_400_naming_the_field(client, kind):
    body, expected = HOLES[kind]
    got = client.post("/api/check?name=mine.yaml", data=body)
    assert got.status_code == 400, (kind, got.status_code, got.text[:300])
    assert got.json["file"] == "mine.yaml"
    assert expected in ": ".join(p for p in (got.json["field"], got.json["error"]) if p), got.json


def test_a_5000_digit_number_names_its_field_over_http(client):
    body, _ = HOLES["int-over-4300-digits"]
    got = client.post("/api/check", data=body)
    assert (got.status_code, got.json["field"]) == (400, "position.seed")


@pytest.mark.parametrize("kind", ["int-over-4300-digits", "duplicate-game", "count-is-true", "infinite-number"])
def test_posting_bad_input_shows_the_error_and_never_redirects(client, kind):
    body, _ = HOLES[kind]
    got = client.post("/check", data={"text": body.decode("utf-8"), "lang": "en"})
    assert got.status_code == 400, (got.status_code, got.headers.get("Location"))
    assert "Location" not in got.headers


@pytest.mark.parametrize("kind", ["int-over-4300-digits", "json-int-over-4300-digits", "duplicate-move"])
def test_a_share_link_carrying_bad_input_answers_400(client, kind):
    body, _ = HOLES[kind]
    got = client.get("/", query_string={"pos": encode_position(body.decode("utf-8")), "lang": "en"})
    assert got.status_code == 400, got.status_code
    assert "internal error" not in got.text.lower()


def test_an_upload_saved_as_utf16_is_named_not_called_binary(client):
    import io

    body, _ = HOLES["utf16-without-bom"]
    got = client.post("/check", data={"position": (io.BytesIO(body), "mine.yaml"), "lang": "en"})
    assert got.status_code == 400 and "UTF-16" in got.text and "binary" not in got.text
