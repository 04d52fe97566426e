"""The texts' own worked examples, checked on the position that results (not only the verdict)."""

from referee.engine.gnome_hollow.garden import Garden
from tests.engine.gnome_hollow.helpers import judge, load, move


def test_nl_four_tile_ring_with_stump_goes_to_column_4():
    pos, mv = load("ring-4-with-stump-marker-to-column-4.yaml")
    v = judge(pos, mv)
    assert v.verdict == "legal"
    red = v.position.player("red")
    assert [(m.column, m.slot) for m in red.markers] == [("4", 1)]
    assert red.mushrooms == {"pink": 1, "blue": 2}
    ring = [c for c in Garden(v.position.garden).components() if c.is_ring]
    assert len(ring) == 1 and ring[0].size == 4 and (0, 0) in ring[0].tiles
    assert v.position.turn.phase == "gnome" and v.position.turn.player == "red"
    assert len(v.position.board) == 4  # 2 taken, 2 drawn
    assert any(i.field == "../configs/standard.yaml:columns.4" for i in v.inputs_used)


def test_nl_sell_seven_blue_for_twelve_then_nobody_can_sell_exactly_seven():
    pos, mv = load("market-sell-7-blue.yaml")
    v = judge(pos, mv)
    assert v.verdict == "legal"
    red = v.position.player("red")
    assert red.treasure == 12 and red.mushrooms["blue"] == 0
    assert [(b.colour, b.count) for b in v.position.market_blocked] == [("blue", 7)]
    assert any(i.field.endswith("market.blue.7") for i in v.inputs_used)
    # blue's turn later: blue has 7 blue mushrooms too, but exactly 7 blue is blocked
    after = v.position.model_copy(deep=True)
    after.turn.player, after.turn.phase = "blue", "gnome"
    after.player("blue").mushrooms = {"blue": 7}
    v2 = judge(
        after,
        move({"type": "gnome", "player": "blue", "to": {"at": "market"}, "sales": [{"colour": "blue", "count": 7}]}),
    )
    assert v2.verdict == "illegal" and v2.rule_ids()[0] == "gnome-hollow.gnomes.market-block"
    v3 = judge(
        after,
        move({"type": "gnome", "player": "blue", "to": {"at": "market"}, "sales": [{"colour": "blue", "count": 6}]}),
    )
    assert v3.verdict == "legal" and v3.position.player("blue").treasure == 9


def test_es_exactly_five_blue_only_once():
    pos, _ = load("market-sell-7-blue.yaml")
    sale = {"type": "gnome", "player": "red", "to": {"at": "market"}, "sales": [{"colour": "blue", "count": 5}]}
    v = judge(pos, move(sale))
    assert v.verdict == "legal" and ("blue", 5) in [(b.colour, b.count) for b in v.position.market_blocked]
    again = v.position.model_copy(deep=True)
    again.turn.player, again.turn.phase = "red", "gnome"
    again.player("red").mushrooms["blue"] = 5
    again.player("red").gnomes[0] = again.player("red").gnomes[1]  # back off the market so it can move again
    v2 = judge(again, move(sale))
    assert v2.verdict == "illegal" and "exactly 5 blue" in str(v2.reasons[0].message)


def test_pair_space_sold_again_and_again():
    pos, _ = load("market-pair-never-blocked.yaml")
    sale = {"type": "gnome", "player": "red", "to": {"at": "market"}, "sales": [{"colour": "yellow", "count": 2}]}
    v = judge(pos, move(sale))
    assert v.verdict == "legal" and v.position.player("red").treasure == 2
    assert v.position.market_blocked == pos.market_blocked  # no token for a pair
    again = v.position.model_copy(deep=True)
    again.turn.player, again.turn.phase = "red", "gnome"
    again.player("red").mushrooms["yellow"] = 2
    again.player("red").gnomes[0] = again.player("red").gnomes[1]
    assert judge(again, move(sale)).verdict == "legal"


def test_nl_one_pink_copied_once():
    pos, mv = load("ring-6-mushroom-bonus-copied-twice.yaml")
    v = judge(pos, mv)
    assert v.verdict == "illegal"
    assert "blue" in str(v.reasons[0].message)


def test_other_players_ring_flattens_gnome_and_gives_nothing():
    pos, mv = load("ring-4-other-players-gnome.yaml")
    v = judge(pos, mv)
    red, blue = v.position.player("red"), v.position.player("blue")
    assert red.markers == [] and red.mushrooms == {}
    assert blue.gnomes[0].flat and blue.markers == []


def test_unclaimed_ring_keeps_mushrooms_in_centre_then_claimed():
    pos, mv = load("ring-4-unclaimed-mushrooms-to-centre.yaml")
    v = judge(pos, mv)
    rec = v.position.rings[0]
    assert sorted(rec.centre) == ["blue", "blue", "pink"]
    assert v.position.player("red").mushrooms == {}
    nxt = v.position
    claim = {"type": "gnome", "player": "red", "gnome": 0, "to": {"at": "path", "tile": [1, 0]}}
    v2 = judge(nxt, move(claim))
    assert v2.verdict == "legal"
    assert v2.position.player("red").mushrooms == {"blue": 2, "pink": 1}
    assert v2.position.rings[0].centre == []


def test_judge_never_changes_the_input_position():
    pos, mv = load("ring-7-extra-marker-and-wildflower.yaml")
    before = pos.model_dump()
    v = judge(pos, mv)
    assert v.verdict == "legal"
    assert pos.model_dump() == before
