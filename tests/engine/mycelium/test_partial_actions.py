"""Partial positions for card Actions, spawning, placing and trading (#17 follow-up): each asks the one fact its rule
turns on, never a whole part of the position, and a described position still decides."""

from referee.engine.registry import engine_for

ENGINE = engine_for("mycelium")
NO_VARIANTS = {"emsporium": False, "hero_tavern": False, "team": False, "two_player": False}
TURN = {"active": "blue", "phase": "action", "variants": NO_VARIANTS}


def judge(position: dict, move: dict):
    return ENGINE.judge(ENGINE.parse_position(position, "p.yaml"), ENGINE.parse_move(move, "p.yaml"))


def asked(v) -> list[str]:
    return [n.fact for n in v.needs]


YELLOW_MOREL = {"type": "use_action", "card": "Yellow Morel", "cave": "cave-red"}


def test_a_spawn_asks_whether_the_place_is_a_spore_cave_then_whether_the_supply_has_the_tokens():
    v = judge(TURN, YELLOW_MOREL)
    assert asked(v) == ["position.facts.kind:cave-red"]
    v = judge({**TURN, "facts": {"kind:cave-red": "spore-cave"}}, YELLOW_MOREL)
    assert asked(v) == ["position.facts.spores-left:1"]
    assert "at least 1 Spore Token" in v.needs[0].question.render("en")
    v = judge({**TURN, "facts": {"kind:cave-red": "spore-cave", "spores-left:1": True}}, YELLOW_MOREL)
    assert v.verdict == "legal" and "1 Spore Token spawned in cave-red" in [e.what.render("en") for e in v.events]
    v = judge({**TURN, "facts": {"kind:cave-red": "spore-cave", "spores-left:1": False}}, YELLOW_MOREL)
    assert v.verdict == "undetermined" and asked(v) == [None]  # the texts do not say what then


def test_a_spawn_never_reads_the_bond_the_cards_words_make_irrelevant():
    v = judge({**TURN, "facts": {"kind:cave-red": "spore-cave", "spores-left:1": True}}, YELLOW_MOREL)
    assert "bonded" not in [r.fact.base_id for r in v.facts_read]
    assert v.verdict == "legal" and v.position.board.edges is None


def test_a_legend_name_on_an_undescribed_board_is_the_texts_location_and_a_described_board_still_decides():
    v = judge(TURN, {**YELLOW_MOREL, "cave": "birch"})
    assert v.verdict == "illegal" and asked(v) == []  # Birch is a Nutrient Tree in the board's legend
    board = {"board": {"locations": {"birch": {"kind": "spore-cave", "spores": 1}}}, "supply": {"spore_tokens": 5}}
    v = judge({**TURN, **board}, {**YELLOW_MOREL, "cave": "birch"})
    assert v.verdict == "legal"  # this position's board says otherwise, and it is what decides


def test_wood_blewit_asks_only_whether_the_player_placed_a_path_on_that_edge():
    move = {"type": "use_action", "card": "Wood Blewit", "ability": 2, "remove": "a4"}
    v = judge(TURN, move)
    assert asked(v) == ["position.facts.own-path:blue-a4"]
    v = judge({**TURN, "facts": {"own-path:blue-a4": False}}, move)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.cards.wood-blewit"


def test_veiled_lady_asks_the_player_count_not_the_players():
    v = judge(TURN, {"type": "use_action", "card": "Veiled Lady"})
    assert asked(v) == ["position.facts.player-count"]
    v = judge({**TURN, "facts": {"player-count": 3}}, {"type": "use_action", "card": "Veiled Lady"})
    assert v.verdict == "legal" and any("top 3 Nutrient Cards" in e.what.render("en") for e in v.events)


def test_a_trade_asks_whether_each_side_holds_what_it_gives():
    move = {"type": "trade", "teammate": "red", "give": "Death Cap", "receive": "spore", "consent": True}
    pos = {**TURN, "variants": {**NO_VARIANTS, "team": True}}
    v = judge(pos, move)
    assert asked(v) == ["position.facts.holds:blue-death-cap"]
    v = judge({**pos, "facts": {"holds:blue-death-cap": True}}, move)
    assert asked(v) == ["position.facts.spores:red"]
    v = judge({**pos, "facts": {"holds:blue-death-cap": True, "spores:red": 0}}, move)
    assert v.verdict == "illegal" and "red has no Spore Token to trade" in v.reasons[0].message.render("en")


def test_placing_gatherers_asks_the_kind_of_each_spot_not_named_in_the_legend():
    move = {"type": "place", "gatherers": ["birch", "cave-blue", "colony-red"]}
    pos = {"active": "blue", "phase": "place", "variants": NO_VARIANTS}
    v = judge(pos, move)
    assert asked(v) == ["position.facts.kind:cave-blue"]
    v = judge({**pos, "facts": {"kind:cave-blue": "spore-cave"}}, move)
    assert asked(v) == ["position.facts.kind:colony-red"]
    v = judge({**pos, "facts": {"kind:cave-blue": "spore-cave", "kind:colony-red": "colony"}}, move)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.place.where"


def test_a_nutrient_card_asks_the_top_card_then_what_it_places_whether_it_says_more_and_the_supply():
    move = {"type": "nutrient_card"}
    pos = {"active": "blue", "phase": "nutrient", "variants": NO_VARIANTS}
    facts: dict = {}
    for fact, answer in [
        ("nutrient-top", "Birch"),
        ("card-places:birch", ["birch"]),
        ("card-more:birch", False),
        ("nutrients-left:1", True),
    ]:
        v = judge({**pos, "facts": facts}, move)
        assert asked(v) == [f"position.facts.{fact}"]
        facts[fact] = answer
    v = judge({**pos, "facts": facts}, move)
    assert v.verdict == "legal" and "1 Nutrient Token placed on birch" in [e.what.render("en") for e in v.events]
    # a card that says more than the texts can follow: its own words are asked, nothing is invented
    v = judge({**pos, "facts": {**facts, "card-more:birch": True}}, move)
    assert v.verdict == "undetermined" and asked(v) == ["position.nutrient_cards.Birch"]


def test_a_purchase_asks_the_shop_and_the_price_of_each_item_not_the_emsporium_whole():
    move = {"type": "buy", "items": ["Sword"], "pay_with": {"spore_tokens": 1, "cards": []}}
    pos = {**TURN, "variants": {**NO_VARIANTS, "emsporium": True}}
    v = judge(pos, move)
    assert asked(v) == ["position.facts.in-shop:sword"]
    v = judge({**pos, "facts": {"in-shop:sword": 0}}, move)
    assert v.verdict == "illegal" and "Sword is not in the shop" in v.reasons[0].message.render("en")
    v = judge({**pos, "facts": {"in-shop:sword": 1}}, move)
    assert asked(v) == ["position.facts.price:sword"]
    v = judge({**pos, "facts": {"in-shop:sword": 1, "price:sword": 4, "spores:blue": 1}}, move)
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.emsporium.buy"  # 3 Spore Value for 4


def test_a_build_that_does_not_say_how_it_is_paid_asks_the_tokens_then_the_cards_never_reads_it_as_nothing():
    """A player settling "may I build on e5?" was ruled illegal for a payment nobody asked about: a payment part
    the move leaves out is a question (tokens first, then cards while short), a stated one is the whole part."""
    from referee.adjudicator.dispute import step

    build = {"type": "build", "paths": ["e5"]}
    v = judge(TURN, build)
    assert v.verdict == "undetermined" and asked(v) == ["move.pay_with.spore_tokens"]
    assert v.rule_ids()[0] == "mycelium.build.cost"
    v = judge(TURN, {**build, "pay_with": {"spore_tokens": 0}})
    assert asked(v) == ["move.pay_with.cards"]
    v = judge(TURN, {**build, "pay_with": {"spore_tokens": 0, "cards": []}})
    assert v.verdict == "illegal" and v.rule_ids()[0] == "mycelium.build.cost"
    v = judge(TURN, {**build, "pay_with": {"cards": ["Blue Oyster"]}})  # 1 of 3: the tokens are asked
    assert asked(v) == ["move.pay_with.spore_tokens"]
    v = judge({**TURN, "facts": {"spores:blue": 1}}, {**build, "pay_with": {"spore_tokens": 1}})
    assert "move.pay_with.cards" not in asked(v)  # 1 token covers one Path: no card is asked
    answers = {"move.type": "build", "move.paths": ["e5"], "position.active": "blue", "position.phase": "action"}
    s = step("mycelium", answers)
    assert s.question is not None and s.question.fact == "move.pay_with.spore_tokens"
    assert s.question.kind == "number" and "Spore Tokens" in s.question.question.render("en")
    s = step("mycelium", {**answers, "move.pay_with.spore_tokens": 0})
    assert s.question is not None and s.question.fact == "move.pay_with.cards" and "Blue Oyster" in s.question.choices
    s = step("mycelium", {**answers, "move.pay_with.spore_tokens": 0, "move.pay_with.cards": []})
    assert s.verdict is not None and s.verdict.verdict == "illegal"
