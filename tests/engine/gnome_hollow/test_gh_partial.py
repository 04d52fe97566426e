"""Partial positions (#17): an absent part is unknown; a move asks only the facts that decide it, a consequence
the position cannot tell is said in general terms, and a name stands for itself where the position leaves that
collection out."""

import pytest

from referee.engine.gnome_hollow import ENGINE
from referee.errors import InputError

PLACE = {
    "type": "place",
    "player": "red",
    "tiles": [{"from": "board", "index": 0, "at": [1, 0]}, {"from": "board", "index": 1, "at": [0, 1]}],
}
SELL = {"type": "gnome", "player": "red", "to": {"at": "market"}, "sales": [{"colour": "blue", "count": 5}]}


def judge(position: dict, move: dict):
    return ENGINE.judge(ENGINE.parse_position(position, "p.yaml"), ENGINE.parse_move(move, "p.yaml"))


def asked(v) -> list[str]:
    return [n.fact for n in v.needs]


def test_an_empty_position_asks_first_where_the_game_is_for_the_player():
    v = judge({}, PLACE)
    assert v.verdict == "undetermined" and asked(v) == ["position.facts.turn-step"]
    assert "red" in v.needs[0].question.render("en") and v.needs[0].kind == "one_of"


def test_a_tile_that_does_not_match_is_illegal_after_two_answers():
    v = judge({"facts": {"turn-step": "place", "tiles-fit": "mismatch"}}, PLACE)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "gnome-hollow.place.edges-match"


def test_a_fitting_placement_asks_next_about_claimed_paths_not_about_the_market():
    v = judge({"facts": {"turn-step": "place", "tiles-fit": "fit"}}, PLACE)
    assert asked(v) == ["position.facts.joins-claimed"]


def test_a_legal_placement_without_bag_or_players_says_the_refill_and_the_end_in_general_terms():
    facts = {"turn-step": "place", "tiles-fit": "fit", "joins-claimed": False, "extends-claimed": [], "rings-closed": 0}
    v = judge({"facts": facts}, PLACE)
    assert v.verdict == "legal" and not v.needs
    said = [e.what.render("en") for e in v.events]
    assert "the board is refilled with 2 tiles from the bag" in said
    assert any(s.startswith("if a player now has 8 flowers") for s in said)
    assert v.position is not None and v.position.board == []  # no tile invented for a board left out


def test_a_ring_without_the_garden_is_asked_whose_first_and_two_owners_leave_it_open():
    facts = {"turn-step": "place", "tiles-fit": "fit", "joins-claimed": False, "extends-claimed": []}
    v = judge({"facts": {**facts, "rings-closed": 1}}, PLACE)
    assert asked(v) == ["position.facts.ring-owners"]
    v = judge({"facts": {**facts, "rings-closed": 1, "ring-owners": ["blue", "red"]}}, PLACE)
    assert v.verdict == "undetermined" and v.needs[0].kind == "rule"


def test_a_sale_asks_what_the_seller_holds_then_whether_the_space_is_blocked_then_the_payout():
    facts: dict = {"turn-step": "gnome", "gnome-moves:red:0": True}
    assert asked(judge({"facts": facts}, SELL)) == ["position.facts.mushrooms-held:red:blue"]
    facts["mushrooms-held:red:blue"] = 3
    v = judge({"facts": facts}, SELL)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "gnome-hollow.gnomes.market-payout"
    facts["mushrooms-held:red:blue"] = 5
    assert asked(judge({"facts": facts}, SELL)) == ["position.facts.space-blocked:5-blue"]
    facts["space-blocked:5-blue"] = False
    assert asked(judge({"facts": facts}, SELL)) == ["position.facts.market-payout:5-blue"]


def test_names_stand_for_themselves_only_where_the_position_leaves_the_players_out():
    move = {**PLACE, "consent": ["bleu"]}
    v = judge({"facts": {"turn-step": "place", "tiles-fit": "mismatch"}}, move)
    assert v.verdict == "illegal"  # no players listed: "bleu" is whoever the table means
    with pytest.raises(InputError) as e:
        judge({"players": [{"name": "red"}, {"name": "blue"}], "facts": {"turn-step": "place"}}, move)
    assert e.value.field == "move.consent[0]" and "blue" in str(e.value)


def test_a_stated_fact_of_the_wrong_kind_is_bad_input():
    with pytest.raises(InputError) as e:
        ENGINE.parse_position({"facts": {"turn-step": "later"}}, "p.yaml")
    assert e.value.field == "position.facts.turn-step"
