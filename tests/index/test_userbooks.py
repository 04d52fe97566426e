"""`referee add` / `referee remove`: a user's own text joins the lookup; project files never change."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.paths import BUILTIN_DIR

runner = CliRunner()

DUTCH_SOLSTIS = """Geesten

De Marmot: beëindig je beurt en speel daarna nog een volledige beurt (je hebt dus 2 beurten).

De Hagedis: +1 punt voor elke regenboogtegel in je panorama.
"""


def test_add_makes_the_text_searchable_and_remove_undoes_it(private_dirs):
    builtin_before = sorted(p.name for p in (BUILTIN_DIR / "solstis").iterdir())
    src = private_dirs / "solstis-nl.txt"
    src.write_text(DUTCH_SOLSTIS, encoding="utf-8")

    added = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl", "--json"])
    assert added.exit_code == 0, added.output
    info = json.loads(added.stdout)["added"]
    assert info["passages"] >= 2 and (private_dirs / "data" / "rulebooks" / "solstis" / "nl.txt").exists()

    asked = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--lang", "nl", "--json"])
    results = json.loads(asked.stdout)["results"]
    assert results[0]["lang"] == "nl" and "Marmot" in results[0]["text"]
    assert results[0]["passage_id"].startswith("solstis/nl/")

    again = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"])
    assert again.exit_code == 2 and "--force" in again.stderr
    forced = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl", "--force"])
    assert forced.exit_code == 0

    removed = runner.invoke(app, ["remove", "--game", "solstis", "--lang", "nl"])
    assert removed.exit_code == 0, removed.output
    asked = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--json"])
    assert all(r["lang"] == "ru" for r in json.loads(asked.stdout)["results"])
    assert sorted(p.name for p in (BUILTIN_DIR / "solstis").iterdir()) == builtin_before


def test_add_refuses_bad_input(private_dirs):
    good = private_dirs / "rules.txt"
    good.write_text("Some rule.\n", encoding="utf-8")
    latin1 = private_dirs / "latin1.txt"
    latin1.write_bytes("regla única".encode("latin-1"))
    cases = [
        (["add", str(private_dirs / "missing.txt"), "--game", "x", "--lang", "en"], "no such file"),
        (["add", str(latin1), "--game", "x", "--lang", "es"], "UTF-8"),  # the message may be in the --lang language
        (["add", str(good), "--game", "x", "--lang", "de"], "unknown language"),
        (["add", str(good), "--game", "Bad Name", "--lang", "en"], "game id"),
        (["add", str(good), "--game", "mycelium", "--lang", "en"], "built-in"),
        (["remove", "--game", "mycelium", "--lang", "nl"], "not added"),
    ]
    for args, message in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2, args
        assert message in result.stderr, (args, result.stderr)
