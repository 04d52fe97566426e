"""The JSON API answers in the CLI's --json shapes, refuses bad input with a field path, and stays safe."""

from __future__ import annotations

import base64
import io
import json
import zlib
from urllib.parse import urlencode

import pytest
from markupsafe import escape
from typer.testing import CliRunner

from referee.cli.app import app as cli_app
from referee.server.app import MAX_REQUEST
from referee.server.positions import engine_games
from referee.server.share import MAX_LINK_PARAM, decode_position, encode_position
from tests.server.cases import bad_field_case, legal_case

runner = CliRunner()


def cli_json(*args: str) -> dict:
    result = runner.invoke(cli_app, [*args, "--json"])
    return json.loads(result.stdout)


def test_openapi_documents_every_api_route_and_its_schemas_resolve(client):
    doc = client.get("/openapi.json").json
    assert doc["openapi"].startswith("3.")
    assert {"/api/ask", "/api/check", "/api/rules/{game}", "/api/passages", "/api/games"} <= set(doc["paths"])
    refs = {m.split("/")[-1] for m in _refs(doc["paths"])} | {m.split("/")[-1] for m in _refs(doc["components"])}
    assert refs <= set(doc["components"]["schemas"]), refs - set(doc["components"]["schemas"])


def _refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref":
                yield v
            else:
                yield from _refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from _refs(v)


def test_passages_answer_as_the_cli_does(client):
    got = client.get("/api/passages?game=gnome-hollow&lang=es")
    assert got.status_code == 200
    assert got.json == cli_json("passages", "gnome-hollow", "--lang", "es")
    assert got.json["passages"] and all(p["lang"] == "es" for p in got.json["passages"])


def test_rules_answer_as_the_cli_does(client):
    if not engine_games():
        pytest.skip("no game engine loads in this tree yet")
    game = engine_games()[0]
    got = client.get(f"/api/rules/{game}?lang=nl")
    assert got.status_code == 200
    assert got.json == cli_json("rules", game, "--lang", "nl")


def test_check_answers_as_the_cli_does(client, tmp_path):
    case = legal_case()
    if case is None:
        pytest.skip("no engine gives a legal, quoted verdict from its template yet")
    got = client.post("/api/check?lang=en", data=case.text.encode(), content_type="application/yaml")
    assert got.status_code == 200
    file = tmp_path / "pos.yaml"
    file.write_text(case.text, encoding="utf-8")
    assert got.json == cli_json("check", str(file), "--lang", "en")
    assert got.json["verdict"] == "legal"


@pytest.mark.parametrize(
    ("body", "field", "phrase"),
    [
        ("position: {}\n", "game", "required field is missing"),
        ("game: chess\nposition: {}\n", "game", "unknown game 'chess'"),
        ("game: [1, 2\n", None, "invalid YAML at line"),
        ("- just\n- a list\n", None, "expected a mapping"),
        ("", None, "empty"),
    ],
)
def test_check_refuses_bad_documents_naming_the_field(client, body, field, phrase):
    got = client.post("/api/check", data=body.encode(), content_type="text/plain")
    assert got.status_code == 400
    assert got.json["field"] == field
    assert phrase in got.json["error"]


def test_check_names_the_field_path_inside_the_position(client):
    case = bad_field_case()
    if case is None:
        pytest.skip("no game engine loads in this tree yet")
    text, path = case
    got = client.post("/api/check?name=mine.yaml", data=text.encode())
    assert got.status_code == 400
    assert (got.json["file"], got.json["field"]) == ("mine.yaml", path)
    assert got.json["error"].startswith("unknown field") and "valid here: " in got.json["error"]


def test_requests_over_the_size_cap_are_refused(client):
    body = b"game: mycelium\nnote: " + b"x" * MAX_REQUEST
    assert client.post("/api/check", data=body).status_code == 413
    page = client.post("/check", data={"text": body.decode()})
    assert page.status_code == 413
    assert "262,144" in page.text


def test_ask_validates_before_searching(client):
    assert client.get("/api/ask?q=").json["field"] == "q"
    assert client.get("/api/ask?q=x&top=99").json["field"] == "top"
    assert client.get("/api/ask?q=x&lang=fr").json["field"] == "lang"
    assert client.get("/api/ask?q=x&game=chess").json["field"] == "game"
    assert client.get("/api/ask?q=" + "a" * 501).status_code == 400


def test_static_files_are_a_fixed_list(client):
    assert client.get("/static/style.css").status_code == 200
    for path in ("/static/app.py", "/static/..%2fapp.py", "/static/%2e%2e/app.py", "/static/../__init__.py"):
        assert client.get(path).status_code == 404, path


def test_every_answer_carries_the_safety_headers(client):
    for path in ("/", "/api/games", "/openapi.json"):
        headers = client.get(path).headers
        assert "script-src 'self'" in headers["Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff"


def test_input_is_never_echoed_as_html(client):
    evil = "<script>alert(1)</script>"
    page = client.get("/", query_string={"q": evil})
    assert evil not in page.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page.text
    posted = client.post("/check", data={"text": f'game: "{evil}"\nposition: {{}}\n'}, follow_redirects=True)
    assert evil not in posted.text
    assert "&lt;script&gt;" in posted.text  # the error names the unknown game, escaped


def test_share_links_round_trip_and_refuse_damage_and_bombs():
    text = "game: mycelium\nposition: {}\nnote: ¿dónde? где?\n"
    assert decode_position(encode_position(text)) == text
    with pytest.raises(Exception, match="damaged"):
        decode_position("not-a-link!!")
    # 5 MB of zeros deflate to a few KB: a link that must not inflate past a position's size
    packed = base64.urlsafe_b64encode(zlib.compress(b"0" * 5_000_000, 9)).decode().rstrip("=")
    assert len(packed) < MAX_LINK_PARAM * 2
    with pytest.raises(Exception, match="larger than a position"):
        decode_position(packed)


def test_posting_a_position_redirects_to_its_share_link_which_reproduces_the_ruling(client):
    case = legal_case()
    if case is None:
        pytest.skip("no engine gives a legal, quoted verdict from its template yet")
    posted = client.post("/check", data={"text": case.text, "lang": "es"})
    assert posted.status_code == 303
    link = posted.headers["Location"]
    assert link.startswith("/?pos=") and "lang=es" in link
    page = client.get(link)
    assert 'data-verdict="legal"' in page.text
    quote = case.verdict["reasons"][0]["citations"][0]["quote"]
    assert str(escape(quote)) in page.text


def test_uploads_are_read_in_memory_and_binary_is_refused(client, monkeypatch):
    import tempfile

    def no_disk(*args, **kwargs):
        raise AssertionError("the server wrote an upload to disk")

    for name in ("TemporaryFile", "SpooledTemporaryFile", "NamedTemporaryFile", "mkstemp"):
        monkeypatch.setattr(tempfile, name, no_disk)
    big = b"game: mycelium\nnote: " + b"x" * 200_000 + b"\x00"
    got = client.post("/check", data={"position": (io.BytesIO(big), "big.yaml"), "lang": "en"})
    assert got.status_code == 400
    assert "big.yaml" in got.text and "binary file" in got.text


def test_an_error_is_shown_in_the_page_language(client):
    got = client.post("/check", data={"text": "game: chess\nposition: {}\n", "lang": "es"}, follow_redirects=True)
    assert 'lang="es"' in got.text
    assert "juego desconocido" in got.text.lower()


def test_a_localhost_server_refuses_other_host_names(app):
    from werkzeug.test import Client

    from referee.server import create_app

    assert Client(app).get("/api/games", headers={"Host": "evil.example:8765"}).status_code == 421
    assert Client(app).get("/api/games", headers={"Host": "localhost:8765"}).status_code == 200
    assert Client(app).get("/api/games", headers={"Host": "[::1]:8765"}).status_code == 200
    lan = Client(create_app(local_only=False))
    assert lan.get("/api/games", headers={"Host": "192.168.1.20:8765"}).status_code == 200


def test_the_page_says_when_the_texts_do_not_settle_a_question(client):
    from referee.i18n import t

    query = urlencode({"q": "¿Cuánto dura una partida de Solstis?", "lang": "es"})
    page = client.get("/?" + query).get_data(as_text=True)
    assert 'data-answered="false"' in page and 'id="ask-notice"' in page
    assert str(escape(t("ask.not_settled", "es"))) in page
    answer = client.get("/api/ask?" + urlencode({"q": "Quelle est la capitale de la France ?"})).json
    assert answer["answered"] is False and answer["foreign_lang"] == "fr" and answer["game"] is None
