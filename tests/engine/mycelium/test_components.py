"""The box's component counts (the rulebook's Components list) bound every position: a position holding more
than the box is impossible and is named by its field path, and random play conserves them."""

import copy

import pytest
import yaml

from referee.engine.mycelium import ENGINE
from referee.engine.mycelium.model import COMPONENTS
from referee.engine.mycelium.validate import totals
from referee.errors import InputError

# count -> (the rule whose check uses it, the words that give it)
COUNTS = {
    "paths_per_colour": ("mycelium.build.twenty-path-limit", "80 Path Pieces (20 of each color)"),
    "spore_tokens": ("mycelium.setup.spore-tokens", "50 Spore Tokens"),
    "nutrient_tokens": ("mycelium.setup.nutrient-tokens", "45 Nutrient Cubes"),
    "combat_tokens": ("mycelium.setup.combat-tokens", "16 Combat Tokens"),
    "mushling": ("mycelium.setup.mushling-deck", "54 Mushling Cards"),
    "nutrient_cards": ("mycelium.setup.nutrient-deck", "17 Nutrient Cards"),
    "emsporium_items": ("mycelium.emsporium.shop", "16 Emsporium Cards"),
    "copies_per_item": ("mycelium.emsporium.items", "There are 2 of every Emsporium Item"),
    "heroes": ("mycelium.heroes.setup", "8 Hero Mushling Cards"),
}
ITEMS = {"Sword": {"price": 4, "combat": 1}, "Bow": {"price": 3, "attack_range": 1}}


@pytest.mark.parametrize("key", sorted(COMPONENTS))
def test_each_count_is_quoted_by_the_rule_that_uses_it(key):
    rule_id, words = COUNTS[key]
    quotes = [c.quote for c in ENGINE.rulebook[rule_id].citations()]
    assert any(words in q for q in quotes) and str(COMPONENTS[key]) in words


def _template() -> dict:
    return yaml.safe_load(ENGINE.template())["position"]


def _parse(doc: dict):
    return ENGINE.parse_position(copy.deepcopy(doc), "pos.yaml")


def _field_of_error(doc: dict) -> str:
    with pytest.raises(InputError) as e:
        _parse(doc)
    return e.value.field


def test_seventeen_nutrient_cards_at_most():
    doc = _template()
    doc["nutrient_deck"] = [f"N{i}" for i in range(12)]
    doc["nutrient_discard"] = [f"D{i}" for i in range(5)]
    assert totals(_parse(doc))["nutrient_cards"] == 17
    doc["nutrient_discard"].append("D5")
    assert _field_of_error(doc) == "position.nutrient_deck"


def test_two_of_each_emsporium_item_and_sixteen_in_all():
    doc = _template()
    doc["variants"] = {"emsporium": True}
    doc["emsporium"] = {"shop": ["Sword", "Bow"], "deck": ["Sword"], "items": ITEMS}
    assert totals(_parse(doc))["emsporium_items"] == 3
    doc["players"][1]["items"] = ["Sword"]  # a third Sword
    assert _field_of_error(doc) == "position.players[1].items[0]"
    doc["players"][1]["items"] = []
    doc["emsporium"]["deck"] = ["Sword"] + [f"Item {i // 2}" for i in range(14)]  # 2 of each: 17 cards in all
    assert _field_of_error(doc) == "position.emsporium.deck[14]"
    doc["emsporium"]["deck"].pop()
    assert totals(_parse(doc))["emsporium_items"] == 16


def test_each_hero_is_unique_and_eight_in_all():
    doc = _template()
    doc["variants"] = {"hero_tavern": True}
    doc["hero_tavern"] = {"display": ["Hero A", "Hero B"], "deck": [f"Hero {c}" for c in "CDEFGH"]}
    assert totals(_parse(doc))["heroes"] == 8
    doc["players"][0]["heroes"] = ["Hero A"]  # displayed and owned at once
    assert _field_of_error(doc) == "position.players[0].heroes[0]"
    doc["players"][0]["heroes"] = ["Hero I"]  # a ninth Hero
    assert _field_of_error(doc) == "position.players[0].heroes[0]"
