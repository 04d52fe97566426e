"""The engine's face: `referee rules` coverage of both texts, `check`, `score`, `new-position`, bad input."""

import json

from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.gnome_hollow import ENGINE
from referee.rulebooks import passages
from tests.engine.gnome_hollow.helpers import SCENARIOS, as_position_file

RUN = CliRunner()


def test_rules_cover_both_texts():
    r = RUN.invoke(app, ["rules", "gnome-hollow", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    uncovered = {u["passage_id"] for u in out["uncovered"]}
    for lang in ("es", "nl"):
        ids = [p.passage_id for p in passages("gnome-hollow", lang, include_user=False)]
        share = 1 - len([i for i in ids if i in uncovered]) / len(ids)
        assert share >= 0.9, (lang, share)
    both = [x for x in out["rules"] if {"es", "nl"} <= {c["lang"] for c in x["citations"]}]
    assert len(both) >= 20


def test_every_rule_is_used_by_a_scenario():
    """Each declared rule appears as a reason or event of at least one scenario (its test)."""
    import yaml

    seen: set[str] = set()
    for f in SCENARIOS.glob("*.yaml"):
        exp = yaml.safe_load(f.read_text())["expect"]
        seen |= set(exp.get("reasons", [])) | set(exp.get("events", []))
    missing = [r.id for r in ENGINE.rulebook if r.id not in seen]
    assert not missing, missing


def test_new_position_is_legal_and_says_geometry_is_an_input(tmp_path):
    r = RUN.invoke(app, ["new-position", "gnome-hollow"])
    assert r.exit_code == 0 and "GEOMETRY (an input" in r.output and "EXAMPLE values" in r.output
    f = tmp_path / "pos.yaml"
    f.write_text(r.output, encoding="utf-8")
    r = RUN.invoke(app, ["check", str(f), "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["verdict"] == "legal"
    assert "gnome-hollow.rings.marker-to-column" in [e["rule_id"] for e in out["events"]]
    assert any(i["field"] == "position.config.columns.4" for i in out["inputs_used"])


def test_check_cites_both_languages_and_exit_codes(tmp_path):
    r = RUN.invoke(app, ["check", as_position_file("place-grass-against-path.yaml", tmp_path), "--json"])
    assert r.exit_code == 1
    first = json.loads(r.output)["reasons"][0]
    assert first["rule_id"] == "gnome-hollow.place.edges-match"
    assert {c["lang"] for c in first["citations"]} == {"es", "nl"}
    r = RUN.invoke(app, ["check", as_position_file("ring-4-slot-not-chosen.yaml", tmp_path), "--json"])
    assert r.exit_code == 3 and json.loads(r.output)["needs"]


def test_score_command(tmp_path):
    r = RUN.invoke(app, ["score", as_position_file("score-end-of-game.yaml", tmp_path), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["scores"] == {"red": 26, "blue": 19}


def test_bad_input_is_one_line_exit_2(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("game: gnome-hollow\nposition:\n  players: [{name: red}]\n  garden: [{at: [0, 0], tile: '09'}]\n")
    r = RUN.invoke(app, ["check", str(f)])
    assert r.exit_code == 2
    assert "position.garden[0]" in r.output and "Traceback" not in r.output


def test_divergence_notes_quote_the_texts_verbatim():
    from referee.engine.gnome_hollow.divergences import DIVERGENCES
    from referee.rulebooks import source

    for d in DIVERGENCES:
        assert d.rule_id in ENGINE.rulebook, d.rule_id
        for lang, quote in (("es", d.es), ("nl", d.nl)):
            if quote is not None:
                assert quote in source("gnome-hollow", lang).text, (d.rule_id, lang, quote)
