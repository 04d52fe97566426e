"""What the rulebook's worked examples leave on the table (the new position), bad input named by field path,
and the CLI face of the engine (`referee new-position mycelium` | `referee check`)."""

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.mycelium import ENGINE
from referee.errors import InputError

SCENARIOS = Path(__file__).parent / "scenarios"


def judge(name: str):
    sc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    pos = ENGINE.parse_position(sc["position"], name)
    move = ENGINE.parse_move(sc["move"], name) if sc.get("move") else None
    return pos, ENGINE.judge(pos, move)


def test_combat_example_leaves_reds_path_and_builds_the_free_one():
    before, v = judge("example-combat")
    after = v.position
    red, blue = after.player("red"), after.player("blue")
    assert after.paths["a3"] == ["red"]  # the tie kept Red's Path
    assert after.paths["a5"] == ["red"]  # Liberty Cap's free Path
    assert "Truffle" in blue.hand and "Truffle" not in red.hand  # Parasol's theft
    assert "Russula" in red.hand  # the defender's draw for winning (top of the deck)
    assert red.combat_tokens == 0 and after.supply.combat_tokens == before.supply.combat_tokens + 1
    assert {"Parasol", "Liberty Cap", "Blue Oyster"} <= set(after.mushling_discard)
    assert before.paths["a3"] == ["red"] and "a5" not in before.paths  # the input is never changed


def test_build_example_pays_for_two_and_keeps_one():
    before, v = judge("example-build-penny-bun")
    after = v.position
    assert after.paths["a1"] == ["beige", "blue"]
    assert "a2" not in after.paths
    assert after.player("blue").hand == ["Death Cap"]
    assert after.mushling_discard.count("Night Light") == 2 and "Penny Bun" in after.mushling_discard


def test_gather_example_on_birch_takes_one_token():
    _, v = judge("example-gather-birch")
    after = v.position
    assert after.player("red").nutrient_tokens == 1
    assert after.board.locations["birch"].nutrients == 1
    assert after.player("red").gatherers == [] and after.phase == "place"


def test_backpack_example_brings_back_three():
    _, v = judge("example-backpack")
    assert v.position.player("blue").nutrient_tokens == 3
    assert any(i.field.startswith("position.emsporium.items.Backpack") for i in v.inputs_used)


def test_pickaxe_examples_pay_four_and_spawn_three():
    _, bought = judge("example-pickaxe-purchase")
    blue = bought.position.player("blue")
    assert blue.items == ["Pickaxe", "Pickaxe"] and blue.spore_tokens == 2
    assert bought.position.emsporium.shop == ["Sword", "Bow", "Backpack"]  # not refilled before the turn ends
    before, spawned = judge("example-pickaxe-spawn")
    assert spawned.position.board.locations["cave-blue"].spores == before.board.locations["cave-blue"].spores + 3


def test_hand_limit_draw_passes_the_turn():
    _, v = judge("draw-must-discard-to-seven")
    after = v.position
    assert len(after.player("blue").hand) == 7 and after.active == "red" and after.phase == "nutrient"


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"mushling_deck": ["Death Capp"]}, "position.mushling_deck[0]"),
        ({"players": "blue-hand"}, "position.players[0].hand[0]"),
        ({"paths": {"zz": ["blue"]}}, "position.paths.zz"),
        ({"paths": {"e1": ["blue", "blue"]}}, "position.paths.e1"),
        ({"paths": {"e1": ["red", "green", "blue"]}}, "position.paths.e1"),
    ],
)
def test_impossible_positions_name_their_field(patch, field):
    doc = yaml.safe_load(ENGINE.template())["position"]
    if patch == {"players": "blue-hand"}:
        doc["players"][0]["hand"] = ["Death Capp"]
    else:
        doc.update(patch)
    with pytest.raises(InputError) as e:
        ENGINE.parse_position(doc, "pos.yaml")
    assert e.value.field == field and e.value.file == "pos.yaml"


def test_unknown_move_type_is_named():
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "bild", "paths": ["e1"]}, "m.yaml")
    assert e.value.field == "move.type" and "build" in str(e.value)


def test_template_checks_legal_from_the_cli(tmp_path):
    runner = CliRunner()
    out = runner.invoke(app, ["new-position", "mycelium"])
    assert out.exit_code == 0
    f = tmp_path / "pos.yaml"
    f.write_text(out.stdout, encoding="utf-8")
    res = runner.invoke(app, ["check", str(f), "--json"])
    assert res.exit_code == 0, res.stdout
    data = json.loads(res.stdout)
    assert data["verdict"] == "legal"
    assert "mycelium.build.connected" in [r["rule_id"] for r in data["reasons"]]
    assert [e["rule_id"] for e in data["events"]] == ["mycelium.build.cost", "mycelium.build.one-at-a-time"]


def test_illegal_move_exit_code_and_quote(tmp_path):
    doc = yaml.safe_load(ENGINE.template())
    doc["move"] = {"type": "build", "paths": ["b2"], "pay_with": {"spore_tokens": 1}}
    f = tmp_path / "pos.yaml"
    f.write_text(yaml.safe_dump(doc), encoding="utf-8")
    res = CliRunner().invoke(app, ["check", str(f), "--json"])
    assert res.exit_code == 1
    reason = json.loads(res.stdout)["reasons"][0]
    assert reason["rule_id"] == "mycelium.build.same-edge-own-path"
    assert reason["citations"][0]["quote"] == "you can NOT have 2 of your own Paths on the same edge"


def test_paths_under_players_and_default_seats():
    doc = yaml.safe_load(ENGINE.template())["position"]
    for p in doc["players"]:
        p.pop("seat")
    doc["paths"] = {}
    doc["players"][1]["paths"] = ["e3"]
    pos = ENGINE.parse_position(doc, "pos.yaml")
    assert [p.seat for p in pos.players] == [1, 2, 3]
    assert pos.paths == {"e3": ["red"]}
    with pytest.raises(InputError) as e:
        doc["players"][1]["paths"] = ["e99"]
        ENGINE.parse_position(doc, "pos.yaml")
    assert e.value.field == "position.players[1].paths[0]"
