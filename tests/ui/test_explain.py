"""`referee explain`: the reasoning as a tree of nodes, each with its rule, statement and verbatim quotes."""

import json

from typer.testing import CliRunner

from referee.adjudicator.check import check_file
from referee.adjudicator.explain import explain
from referee.cli.app import app
from referee.rulebooks import passage_index, source
from tests.ui.conftest import write

runner = CliRunner()

UNDETERMINED = "game: solstis\nposition:\n  hand: [7R]\n  queue: [5G, 2B]\nmove: {type: play, tile: 7R}\n"
LEGAL = "game: solstis\nposition:\n  hand: [7R]\n  queue: [5R, 2B]\nmove: {type: play, tile: 7R}\n"


def groups(tree: dict) -> dict:
    return {c["name"]: c for c in tree.get("children", []) if c["kind"] == "group"}


def nodes(tree: dict):
    yield tree
    for c in tree.get("children", []):
        yield from nodes(c)


def test_explain_json_tree_for_an_undetermined_verdict(fake_solstis, tmp_path):
    r = runner.invoke(app, ["explain", str(write(tmp_path, "p.yaml", UNDETERMINED)), "--lang", "es", "--json"])
    assert r.exit_code == 3, r.output
    data = json.loads(r.stdout)
    assert data["verdict"] == "undetermined" and data["lang"] == "es"
    tree = data["tree"]
    assert tree["kind"] == "verdict" and tree["move"] == {"type": "play", "tile": "7R"}
    g = groups(tree)
    assert list(g) == ["decisive", "held", "events", "inputs", "closest", "needs"]
    decisive = g["decisive"]["children"][0]
    assert decisive["rule_id"] == "solstis.uitest.second-chance"
    assert decisive["statement_lang"] == "es" and decisive["has_text_in_lang"] is False
    assert decisive["source_langs"] == ["ru"]
    # every rule and event node carries its quotes, and every quote is verbatim in the source
    for n in nodes(tree):
        if n["kind"] in ("rule", "event"):
            quotes = [c for c in n.get("children", []) if c["kind"] == "quote"]
            assert quotes, n["rule_id"]
            for q in quotes:
                assert q["quote"] in source("solstis", q["lang"]).text
                assert q["quote"] in passage_index()[q["passage_id"]].text
    assert g["inputs"]["children"][0]["field"] == "position.queue"
    assert [n["fact"] for n in g["needs"]["children"]] == ["position.deck_top"]
    closest = g["closest"]["children"]
    assert 1 <= len(closest) <= 3
    assert all(c["passage_id"].startswith("solstis/") for c in closest)
    assert g["closest"]["search"] in ("index", "overlap")


def test_legal_tree_has_no_decisive_or_closest_group(fake_solstis, tmp_path):
    verdict = check_file(write(tmp_path, "p.yaml", LEGAL))
    tree = explain(verdict, "ru").to_json()
    g = groups(tree)
    assert "decisive" not in g and "closest" not in g and "needs" not in g
    assert [n["rule_id"] for n in g["held"]["children"]] == ["solstis.uitest.play-from-hand", "solstis.uitest.capture"]
    assert all(n["statement_lang"] == "ru" and n["has_text_in_lang"] for n in g["held"]["children"])


def test_explain_tree_for_people_in_russian(fake_solstis, tmp_path):
    r = runner.invoke(app, ["explain", str(write(tmp_path, "p.yaml", UNDETERMINED)), "--lang", "ru"])
    assert r.exit_code == 3, r.output
    for words in ("Рассуждение", "НЕ ОПРЕДЕЛЕНО", "решающее правило", "ближайшие фрагменты", "какие данные"):
        assert words in r.output
    assert "Второй шанс" in r.output
    assert "├──" in r.output or "└──" in r.output
