"""An unknown field names the valid fields at that place (issue #17: authoring files gets easier), in the
position's nested models and in each move type's own fields."""

import pytest

from referee.engine.registry import engine_for
from referee.errors import InputError


def test_a_misspelt_nested_field_lists_the_fields_of_that_model():
    engine = engine_for("solstis")
    with pytest.raises(InputError) as e:
        engine.parse_position({"turn": "a", "players": {"a": {"hnad": []}}}, "p.yaml")
    assert e.value.field == "position.players.a.hnad"
    assert "did you mean: hand?" in e.value.problem
    assert "valid here: fireflies, hand, panorama, spirits" in e.value.problem


def test_a_misspelt_move_field_lists_that_move_types_fields():
    engine = engine_for("mycelium")
    with pytest.raises(InputError) as e:
        engine.parse_move({"type": "attack", "targt": "e1"}, "p.yaml")
    assert e.value.field == "move.targt"
    assert "did you mean: target?" in e.value.problem
    valid = e.value.problem.split("valid here: ")[1].split(", ")
    assert "target" in valid and "type" in valid and "hnad" not in valid
