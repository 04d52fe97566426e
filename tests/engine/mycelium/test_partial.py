"""Partial positions (#17): an absent part is unknown, never empty; a check asks only the fact that decides the move,
and a legal move's consequences are said in general terms where the position lacks the detail."""

import pytest

from referee.engine.registry import engine_for
from referee.errors import InputError

ENGINE = engine_for("mycelium")
ATTACK = {"type": "attack", "target": "a3", "attacker_card": "Death Cap"}
TURN = {"active": "blue", "phase": "action"}


def judge(position: dict, move: dict):
    return ENGINE.judge(ENGINE.parse_position(position, "p.yaml"), ENGINE.parse_move(move, "p.yaml"))


def asked(v) -> list[str]:
    return [n.fact for n in v.needs]


def test_an_empty_position_parses_and_the_attack_asks_whose_turn_first():
    v = judge({}, ATTACK)
    assert v.verdict == "undetermined" and asked(v) == ["position.active"]


def test_the_attack_asks_how_the_attacker_reaches_the_target_before_whose_path_it_is():
    v = judge(TURN, ATTACK)
    assert asked(v) == ["position.facts.reach:blue-a3"]
    assert v.needs[0].choices == ("adjoining", "same-edge", "neither")
    assert "a3" in v.needs[0].question.render("en")


def test_an_unreachable_path_asks_only_whether_a_variant_could_lend_a_bow():
    v = judge({**TURN, "facts": {"reach:blue-a3": "neither"}}, ATTACK)
    assert asked(v) == ["position.facts.variants"]
    v = judge({**TURN, "facts": {"reach:blue-a3": "neither", "variants": []}}, ATTACK)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.attack.connected"


def test_a_variant_the_position_states_is_not_asked():
    v = judge({**TURN, "variants": {"emsporium": False}, "facts": {"reach:blue-a3": "neither"}}, ATTACK)
    assert v.verdict == "illegal" and asked(v) == []


def test_sharing_only_the_target_edge_is_left_open_as_the_texts_leave_it():
    v = judge({**TURN, "facts": {"reach:blue-a3": "same-edge", "variants": []}}, ATTACK)
    assert v.verdict == "undetermined" and v.rule_ids()[0] == "mycelium.attack.connected"
    assert asked(v) == [None]  # a question of the rules, not of the position


def test_a_legal_attack_from_facts_invents_nothing_and_cards_played_stand_for_themselves():
    facts = {"reach:blue-a3": "adjoining", "owner:a3": "red", "printed:red-a3": "placed", "variants": []}
    v = judge({**TURN, "facts": facts}, ATTACK)
    assert v.verdict == "legal", v.reasons
    assert v.position.players is None and v.position.paths is None
    assert any(i.field == "position.players.blue.hand" for i in v.inputs_used)  # said, not asked
    assert "red plays no card: their Path on a3 is removed" in " ".join(e.what.render("en") for e in v.events)


def test_a_thiefs_steal_from_an_undescribed_hand_is_told_in_general_terms():
    facts = {"reach:blue-a3": "adjoining", "owner:a3": "red", "printed:red-a3": "placed", "variants": []}
    move = {**ATTACK, "attacker_card": "Parasol", "defender_card": "Death Cap"}
    v = judge({**TURN, "facts": facts}, move)
    assert v.verdict == "legal" and asked(v) == []
    assert "blue's Thief steals a random card from red" in [e.what.render("en") for e in v.events]


def test_a_described_hand_that_lacks_the_card_refuses_the_attack():
    position = {**TURN, "players": [{"colour": "blue", "hand": ["Parasol"]}], "facts": {"reach:blue-a3": "adjoining"}}
    position["facts"] |= {"owner:a3": "red", "printed:red-a3": "placed", "variants": []}
    v = judge(position, ATTACK)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.attack.step2-attacker-card"


def test_a_name_stands_for_itself_only_where_the_position_leaves_its_collection_out():
    board = {"edges": {"a1": {}, "a2": {"touches": ["a1"]}}}
    with pytest.raises(InputError) as e:
        judge({**TURN, "board": board}, ATTACK)
    assert e.value.field == "move.target"
    with pytest.raises(InputError):
        judge({**TURN, "players": [{"colour": "red"}]}, {**ATTACK, "player": "blue"})
    assert judge(TURN, {**ATTACK, "player": "blue"}).verdict == "undetermined"  # asked, not refused


def test_a_build_asks_near_the_path_limit_before_any_count():
    facts = {"spores:blue": 3, "on-edge:a1": [], "adjoins:blue-a1": True}
    move = {"type": "build", "paths": ["a1"], "pay_with": {"spore_tokens": 1}}
    v = judge({**TURN, "facts": facts}, move)
    assert asked(v) == ["position.facts.near-limit:blue"]
    assert judge({**TURN, "facts": {**facts, "near-limit:blue": False}}, move).verdict == "legal"
    v = judge({**TURN, "facts": {**facts, "near-limit:blue": True}}, move)
    assert asked(v) == ["position.facts.paths-placed:blue"]


def test_a_stated_fact_of_the_wrong_kind_is_bad_input():
    with pytest.raises(InputError) as e:
        judge({**TURN, "facts": {"reach:blue-a3": "maybe"}}, ATTACK)
    assert e.value.field == "position.facts.reach:blue-a3"
