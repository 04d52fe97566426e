"""Partial Solstis positions (#17): every part may be left out; a check that decides on a missing part asks its
rule-level fact, and only that one; a stated fact decides as the details would."""

import pytest

from referee.engine.solstis import ENGINE
from referee.errors import InputError


def _judge(position: dict, move: dict):
    return ENGINE.judge(ENGINE.parse_position(position, "pos.yaml"), ENGINE.parse_move(move, "pos.yaml"))


def test_an_empty_position_asks_only_whether_the_tile_is_in_hand_first():
    v = _judge({}, {"type": "play", "tile": "6_5", "capture": "6_4"})
    assert v.verdict == "undetermined"
    assert [n.fact for n in v.needs] == ["position.facts.in-hand"]
    assert v.needs[0].kind == "yes_no"
    assert v.needs[0].question.render("ru") == "Есть ли у вас в руке тайл 6_5?"


def test_a_capture_of_a_tile_of_another_value_and_colour_needs_no_queue():
    v = _judge({"facts": {"in-hand": True}}, {"type": "play", "tile": "6_5", "capture": "3_3"})
    assert v.verdict == "illegal"
    assert v.rule_ids()[0] == "solstis.capture.same-value-or-colour"


@pytest.mark.parametrize("face_up,verdict", [(False, "illegal"), (True, "legal")])
def test_whether_the_target_is_face_up_decides_the_capture(face_up: bool, verdict: str):
    facts = {"in-hand": True, "face-up:6_4": face_up, "rainbows-on:6_5,6_4": []}
    v = _judge({"facts": facts}, {"type": "play", "tile": "6_5", "capture": "6_4"})
    assert v.verdict == verdict
    if face_up:  # the tile under it is not given: the flip is said in general terms, not asked
        assert "solstis.capture.flip-general" in [e.what.id for e in v.events]


def test_a_pass_asks_the_pile_then_whether_a_capture_is_possible():
    assert [n.fact for n in _judge({}, {"type": "pass"}).needs] == ["position.facts.pile-empty"]
    v = _judge({"facts": {"pile-empty": True}}, {"type": "pass"})
    assert [n.fact for n in v.needs] == ["position.facts.can-capture"]
    assert _judge({"facts": {"pile-empty": True, "can-capture": False}}, {"type": "pass"}).verdict == "legal"


def test_a_stated_fact_gives_the_verdict_the_details_give():
    full = {
        "turn": "anna",
        "players": {"anna": {"hand": ["1_2"]}, "boris": {}},
        "queue": [{"up": "3_3"}],
        "draw_pile": [],
    }
    by_details = _judge(full, {"type": "pass"})
    by_facts = _judge({"turn": "anna", "facts": {"pile-empty": True, "can-capture": False}}, {"type": "pass"})
    assert by_details.verdict == by_facts.verdict == "legal"
    assert by_details.rule_ids() == by_facts.rule_ids()


def test_a_player_name_is_bad_input_only_when_the_position_names_both_players():
    with pytest.raises(InputError) as e:
        _judge({"players": {"anna": {}, "boris": {}}}, {"type": "pass", "player": "ana"})
    assert e.value.field == "move.player" and "anna" in str(e.value)
    v = _judge({}, {"type": "pass", "player": "ana"})  # no players given: the name stands for itself
    assert [n.fact for n in v.needs] == ["position.facts.whose-turn"]
