"""The fact accessor and the tracer (engine/core/position_facts.py, trace.py) on a small model of their own."""

import pytest
from pydantic import BaseModel

from referee.catalogues import Msg
from referee.engine.core import trace
from referee.engine.core.position import GamePosition
from referee.engine.core.position_facts import FactMissing, PositionFact, Unknown, known, read_fact


class Seat(BaseModel):
    hand: list[str] | None = None
    score: int = 0


class Pos(GamePosition):
    seats: dict[str, Seat] = {}
    turn: str | None = None


HAS_TILE = PositionFact("has-tile", "demo", "yes_no", Msg(None, "Does the player hold the tile?"), "demo.rule")
COLOUR = PositionFact("colour", "demo", "one_of", Msg(None, "Which colour?"), "demo.rule", ("red", "blue"))


def _has_tile(pos: Pos) -> bool:
    return read_fact(pos, HAS_TILE, lambda: "x" in known(pos.seats["a"].hand))


def test_stated_fact_wins_and_is_recorded_as_stated():
    pos = Pos(facts={"has-tile": False}, seats={"a": Seat(hand=["x"])})
    with trace.tracing(pos) as t:
        assert _has_tile(pos) is False
    assert [(r.fact.id, r.value, r.source) for r in t.facts] == [("has-tile", False, "stated")]


def test_computed_from_details_when_given():
    pos = Pos(seats={"a": Seat(hand=["x", "y"])})
    with trace.tracing(pos) as t:
        assert _has_tile(pos) is True
    assert t.facts[0].source == "computed"


def test_neither_stated_nor_computable_is_asked():
    pos = Pos(seats={"a": Seat()})
    with pytest.raises(FactMissing) as e:
        _has_tile(pos)
    need = e.value.fact.need()
    assert (need.fact, need.kind) == ("position.facts.has-tile", "yes_no")


def test_known_raises_unknown_for_none():
    with pytest.raises(Unknown):
        known(None)
    assert known(0) == 0


@pytest.mark.parametrize(
    ("fact", "value", "ok"),
    [(HAS_TILE, True, True), (HAS_TILE, "yes", False), (COLOUR, "red", True), (COLOUR, "green", False)],
)
def test_stated_values_are_checked_against_the_kind(fact, value, ok):
    if ok:
        assert fact.coerce(value) == value
    else:
        with pytest.raises(ValueError):
            fact.coerce(value)


def test_fact_ids_are_position_keys():
    with pytest.raises(ValueError):
        PositionFact("a.b", "demo", "yes_no", Msg(None, "?"), "demo.rule")


def test_field_reads_outside_facts_are_traced_through_copies():
    pos = Pos(seats={"a": Seat(hand=["x"], score=3), "b": Seat(score=5)}, turn="a")
    with trace.tracing(pos, fields=True) as t:
        work = pos.model_copy(deep=True)  # an engine's working copy keeps the parts' paths
        _ = work.turn, work.seats["b"].score
        _has_tile(work)  # the hand is read inside the fact: the fact stands for it
    assert t.fields == {("turn",), ("seats",), ("seats", "b", "score")}
    cut = trace.cut_down(pos, t)
    assert cut == {"seats": {"a": {}, "b": {"score": 5}}, "turn": "a", "facts": {"has-tile": True}}
    # outside tracing nothing is patched
    assert "__getattribute__" not in BaseModel.__dict__


def test_a_fact_about_one_thing_has_its_own_id():
    of_b = HAS_TILE.about("b", Msg(None, "Does b hold the tile?"))
    assert (of_b.id, of_b.base_id, of_b.path) == ("has-tile:b", "has-tile", "position.facts.has-tile:b")
    pos = Pos(facts={"has-tile:b": True})
    assert read_fact(pos, of_b) is True
    with pytest.raises(FactMissing):
        read_fact(pos, HAS_TILE)
