"""POST /api/check as a form upload, the way `curl -F position=@pos.yaml` sends a file: the file is the position.
Before, the whole multipart body (boundaries and headers) was read as YAML: 'invalid YAML at line 2 column 20:
mapping values are not allowed in this context', naming 'request body', a file the caller never wrote."""

from __future__ import annotations

import io

import pytest

from referee.engine.registry import engine_for


@pytest.fixture
def template() -> bytes:
    return engine_for("mycelium").template().encode("utf-8")


def test_a_file_sent_as_a_form_field_is_checked_as_its_body_would_be(client, template):
    as_body = client.post("/api/check", data=template, content_type="application/yaml")
    as_form = client.post("/api/check", data={"position": (io.BytesIO(template), "pos.yaml")})
    assert as_form.status_code == as_body.status_code == 200, as_form.json
    assert as_form.json == as_body.json


def test_a_bad_uploaded_file_is_named_by_its_file_name(client):
    bad = b"game: mycelium\nposition: {seed: .nan}\n"
    got = client.post("/api/check", data={"position": (io.BytesIO(bad), "mine.yaml")})
    assert got.status_code == 400
    assert (got.json["file"], got.json["field"]) == ("mine.yaml", "position.seed")


def test_pasted_text_in_a_form_is_read_as_the_page_reads_it(client, template):
    got = client.post("/api/check", data={"text": template.decode("utf-8")})
    assert got.status_code == 200, got.json
    assert got.json["game"] == "mycelium"


def test_a_form_without_a_position_says_how_to_send_one(client):
    got = client.post("/api/check", data={"other": (io.BytesIO(b"x"), "x.yaml")})
    assert got.status_code == 400
    assert "position" in got.json["error"] and "--data-binary" in got.json["error"]
    assert "invalid YAML" not in got.json["error"]


def test_a_document_sent_by_curl_d_is_still_the_body(client):
    # curl -d sends any body as application/x-www-form-urlencoded: a JSON document has no 'text' field
    body = b'{"game": "mycelium", "position": {}}'
    got = client.post("/api/check", data=body, content_type="application/x-www-form-urlencoded")
    assert got.status_code == 200, got.json
    assert got.json["game"] == "mycelium"
