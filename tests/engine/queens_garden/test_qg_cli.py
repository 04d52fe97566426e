"""The CLI face of the engine: check (exit codes, JSON), score, rules, new-position."""

import json

import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for

RUN = CliRunner()


def write(tmp_path, doc) -> str:
    f = tmp_path / "pos.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return str(f)


def template_doc() -> dict:
    return yaml.safe_load(engine_for("queens-garden").template())


def test_new_position_checks_legal_with_json(tmp_path):
    r = RUN.invoke(app, ["new-position", "queens-garden"])
    assert r.exit_code == 0 and "axial" in r.output
    f = tmp_path / "pos.yaml"
    f.write_text(r.output, encoding="utf-8")
    r = RUN.invoke(app, ["check", str(f), "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["verdict"] == "legal"
    assert out["reasons"][0]["citations"][0]["passage_id"] == "queens-garden/es/azul-jardin-de-la-reina/3"
    assert [e["rule_id"] for e in out["events"]] == ["queens-garden.pay.cost", "queens-garden.place.alone-or-adjacent"]


def test_check_illegal_and_undetermined_exit_codes(tmp_path):
    doc = template_doc()
    doc["move"] = {"type": "place", "hex": "joker", "at": [5, 5]}
    r = RUN.invoke(app, ["check", write(tmp_path, doc), "--json"])
    assert (
        r.exit_code == 1 and json.loads(r.output)["reasons"][0]["rule_id"] == "queens-garden.place.no-joker-in-garden"
    )
    doc = template_doc()
    del doc["position"]["config"]["pattern_values"]
    r = RUN.invoke(app, ["check", write(tmp_path, doc), "--json"])
    out = json.loads(r.output)
    assert r.exit_code == 3 and [n["fact"] for n in out["needs"]] == ["position.config.pattern_values.lily"]


def test_acquire_from_stack_json_events(tmp_path):
    doc = template_doc()
    doc["move"] = {"type": "acquire", "colour": "orange"}
    r = RUN.invoke(app, ["check", write(tmp_path, doc), "--json"])
    assert r.exit_code == 0, r.output
    ids = [e["rule_id"] for e in json.loads(r.output)["events"]]
    assert ids == [
        "queens-garden.acquire.take-all",
        "queens-garden.acquire.stack-extension-to-display",
        "queens-garden.acquire.empty-extension-available",
        "queens-garden.acquire.refill-stack",
    ]


def test_score_prints_totals_with_reasons(tmp_path):
    doc = template_doc()
    del doc["move"]
    # ana: 12 + 2 jokers - rose 1 - lily 2 - lily 2; red group of 2 and star group of 2 score nothing
    r = RUN.invoke(app, ["score", write(tmp_path, doc), "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["scores"] == {"ana": 12 + 2 - 1 - 2 - 2, "ben": 10 + 3}
    assert "queens-garden.end.joker-plus-one" in [x["rule_id"] for x in out["reasons"]]


def test_rules_cover_every_passage():
    r = RUN.invoke(app, ["rules", "queens-garden", "--json"])
    out = json.loads(r.output)
    assert out["uncovered"] == [] and len(out["rules"]) >= 20
