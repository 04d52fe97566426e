"""A position posted, pasted or shared on the page names no file on the server: `config: /etc/passwd` (or a path
relative to the server's working folder) was opened and parsed, and the refusal named the file and its keys
("expected a mapping, got text", "/etc/passwd"), so anyone on the network could probe the server's disk; a NUL
byte in the path was a 500 (found by an attack round). The page takes the config's values inline only."""

from __future__ import annotations

import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.server.share import encode_position


def _with_config(value) -> str:
    doc = yaml.safe_load(CliRunner().invoke(app, ["new-position", "gnome-hollow"]).stdout)
    doc["position"]["config"] = value
    return yaml.safe_dump(doc, allow_unicode=True)


@pytest.fixture
def secret(tmp_path, monkeypatch):
    """A YAML file in the server's working folder whose keys must not come back."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "secret.yaml").write_text("api_token: s3cr3t\n", encoding="utf-8")
    return "secret.yaml"


PATHS = {"absolute": "/etc/passwd", "relative": "secret.yaml", "nul": "a\x00b", "long": "x" * 5000}


@pytest.mark.parametrize("path", list(PATHS.values()), ids=list(PATHS))
def test_the_api_refuses_a_named_config_file(client, secret, path):
    got = client.post("/api/check", data=_with_config(path).encode("utf-8"))
    assert got.status_code == 400, got.text[:300]
    assert got.json["field"] == "position.config" and "cannot name a file" in got.json["error"]
    assert "api_token" not in got.text and "passwd" not in (got.json["file"] or "")


def test_the_page_and_a_share_link_refuse_it_in_spanish(client, secret):
    text = _with_config(secret)
    posted = client.post("/check", data={"text": text, "lang": "es"})
    shared = client.get("/", query_string={"pos": encode_position(text), "lang": "es"})
    for got in (posted, shared):
        assert got.status_code == 400 and "api_token" not in got.text
        assert "no puede nombrar un archivo" in got.text


def test_an_inline_config_is_still_read(client):
    got = client.post("/api/check", data=CliRunner().invoke(app, ["new-position", "gnome-hollow"]).stdout)
    assert got.status_code == 200 and got.json["verdict"] in ("legal", "illegal", "undetermined")
