"""Issue #16: an illegal verdict names the exceptions the text gives ("unless ..."), with their verbatim quotes and
what the position lacks for each. Attacking an unconnected Path: Parrot Toadstool's Action and the Bow; placing
Gatherers before the Place Phase: the Russula."""

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.mycelium.book import BOOK
from referee.rulebooks import passages

SCENARIOS = Path(__file__).parent / "scenarios"
PARROT, BOW, RUSSULA = "mycelium.cards.parrot-toadstool", "mycelium.emsporium.example-bow", "mycelium.cards.russula"
TEXTS = {p.passage_id: p.text for p in passages("mycelium", include_user=False)}


def _check(path: Path, lang: str = "en") -> dict:
    r = CliRunner().invoke(app, ["check", str(path), "--json", "--lang", lang])
    assert r.exit_code == 1, r.output[-400:]
    return json.loads(r.stdout)


def _exceptions(out: dict) -> dict[str, dict]:
    broken = out["reasons"][0]
    assert broken["role"] == "broken"
    return {x["rule_id"]: x for x in broken.get("exceptions", [])}


def test_every_unless_names_a_declared_rule():
    BOOK.check_unless()
    assert set(BOOK["mycelium.attack.connected"].unless) == {PARROT, BOW}


def test_an_unconnected_attack_lists_parrot_toadstool_and_the_bow_with_their_quotes():
    out = _check(SCENARIOS / "attack-not-connected.yaml")
    assert out["reasons"][0]["rule_id"] == "mycelium.attack.connected"
    ex = _exceptions(out)
    assert set(ex) == {PARROT, BOW}
    for x in ex.values():
        assert x["citations"], x["rule_id"]
        for c in x["citations"]:
            assert c["quote"] in TEXTS[c["passage_id"]], f"{x['rule_id']}: not verbatim in {c['passage_id']}"
    quotes = {x: " ".join(c["quote"] for c in ex[x]["citations"]) for x in ex}
    assert "Attack any Path with another card from your hand even if you are not connected to it" in quotes[PARROT]
    assert "Blue has a Bow and is able to attack Paths up to +1 edge away from their Paths" in quotes[BOW]
    assert ex[PARROT]["lacks"]["message_id"] == "mycelium.exception.no-parrot"
    assert ex[PARROT]["lacks"]["params"] == {"colour": "blue"}
    assert ex[BOW]["lacks"]["message_id"] == "mycelium.exception.no-emsporium"


def test_what_the_position_lacks_is_rendered_in_the_asked_language():
    ex = _exceptions(_check(SCENARIOS / "attack-not-connected.yaml", "es"))
    assert ex[PARROT]["lacks"]["rendered"] == {
        "lang": "es",
        "text": "azul no tiene ninguna Parrot Toadstool en la mano",  # the colour in the reader's words
    }


@pytest.mark.parametrize(
    ("scenario", "edit", "parrot", "bow"),
    [
        ("attack-not-connected-parrot-in-hand.yaml", None, "parrot-not-played", "no-emsporium"),
        ("attack-beyond-the-bow.yaml", None, "no-parrot", "bow-too-short"),
        ("example-bow.yaml", "no items", "no-parrot", "no-bow"),
    ],
)
def test_the_lacks_say_what_this_position_lacks(tmp_path, scenario, edit, parrot, bow):
    path = SCENARIOS / scenario
    if edit == "no items":  # the Bow's scenario, the Bow gone: its Path 2 edges away is out of reach
        doc = yaml.safe_load(path.read_text("utf-8"))
        doc["position"]["players"][0]["items"] = []
        path = tmp_path / scenario
        path.write_text(yaml.safe_dump(doc, sort_keys=False), "utf-8")
    ex = _exceptions(_check(path))
    assert ex[PARROT]["lacks"]["message_id"] == f"mycelium.exception.{parrot}"
    assert ex[BOW]["lacks"]["message_id"] == f"mycelium.exception.{bow}"


def test_placing_gatherers_in_the_action_phase_names_the_russula():
    out = _check(SCENARIOS / "place-in-action-phase-without-russula.yaml")
    assert out["reasons"][0]["rule_id"] == "mycelium.place.wait-for-place-phase"
    ex = _exceptions(out)
    assert set(ex) == {RUSSULA}
    assert ex[RUSSULA]["lacks"]["message_id"] == "mycelium.exception.russula-not-played"
    assert any("Place/replace all your Gatherer Mushlings now" in c["quote"] for c in ex[RUSSULA]["citations"])


@pytest.mark.parametrize(
    ("scenario", "lack", "params"),
    [
        ("build-underpaid.yaml", "no-builder-pair", {"colour": "blue", "n": 1}),
        (
            "build-underpaid-holding-two-builders.yaml",
            "builders-not-paired",
            {"colour": "blue", "cards": ["Chanterelle", "Wood Blewit"]},
        ),
    ],
)
def test_an_underpaid_build_names_the_builder_pair_that_builds_for_free(scenario, lack, params):
    out = _check(SCENARIOS / scenario)
    assert out["reasons"][0]["rule_id"] == "mycelium.build.cost"
    ex = _exceptions(out)
    assert set(ex) == {"mycelium.cards.chanterelle", "mycelium.cards.wood-blewit"}
    for x in ex.values():
        assert x["lacks"]["message_id"] == f"mycelium.exception.{lack}" and x["lacks"]["params"] == params
        assert any("build 2 Paths for free" in c["quote"] for c in x["citations"])
