"""`referee crosscheck GAME --langs A,B --file FILE`: a translator's own text checked against a built-in one,
also in a language the game already has a text in (which `referee add` refuses), and nothing saved."""

import json

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()

# two rules of the Spanish Gnome Hollow summary in Dutch; the second drops its "NO PUEDEN" (cannot)
MINE = (
    "Als je tegel de ring van een andere speler verlengt, heb je zijn toestemming nodig.\n"
    "\n"
    "Als twee paden onvoltooid zijn en er op allebei gnomen staan, MOGEN ze met elkaar verbonden worden.\n"
)


def _check(tmp_path, monkeypatch, *extra):
    data = tmp_path / "data"
    monkeypatch.setenv("REFEREE_DATA_DIR", str(data))
    mine = tmp_path / "mine.nl.txt"
    mine.write_text(MINE, encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--file", str(mine), *extra])
    return r, data


def test_a_translation_file_is_checked_against_the_source_and_its_lines_named(tmp_path, monkeypatch):
    r, data = _check(tmp_path, monkeypatch, "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    by_source = {p["a"]["passage_id"]: p for p in d["pairs"]}
    # both paragraphs of the file are paired with the rule they translate, not with the built-in Dutch text
    assert by_source["gnome-hollow/es/colocacion-de-losetas/4"]["b"]["text"].startswith("Als je tegel")
    flipped = by_source["gnome-hollow/es/colocacion-de-losetas/5"]
    neg = [f for f in flipped["flags"] if f["code"] == "negation-differs"]
    assert neg and neg[0]["severity"] == "disagreement" and neg[0]["clauses"]["b"]["line"] == 3
    assert all("MOGEN ze NIET" not in p["b"]["text"] for p in d["pairs"])  # the built-in nl text is not used
    assert not data.exists()  # nothing was added or saved


def test_a_file_with_a_flipped_rule_fails_a_translators_ci(tmp_path, monkeypatch):
    r, _ = _check(tmp_path, monkeypatch, "--fail-on", "disagreement")
    assert r.exit_code == 1, r.output
    assert "negation" in r.output or "without a negation" in r.output


def test_file_needs_langs_and_a_readable_file(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    mine = tmp_path / "mine.nl.txt"
    mine.write_text(MINE, encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--file", str(mine)])
    assert r.exit_code == 2 and "--langs" in r.output, r.output
    missing = tmp_path / "nope.txt"
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--file", str(missing)])
    assert r.exit_code == 2 and "nope.txt" in r.output and "Traceback" not in r.output, r.output
    (tmp_path / "empty.txt").write_text("  \n", encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--file", str(tmp_path / "empty.txt")])
    assert r.exit_code == 2 and "empty" in r.output, r.output


def test_add_refusing_a_built_in_language_points_to_file(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    mine = tmp_path / "mine.nl.txt"
    mine.write_text(MINE, encoding="utf-8")
    r = runner.invoke(app, ["add", str(mine), "--game", "gnome-hollow", "--lang", "nl"])
    assert r.exit_code == 2 and "--file" in r.output, r.output
