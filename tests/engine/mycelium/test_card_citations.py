"""Each Field Guide card's rule cites its own entry, even where two cards share words verbatim (Chanterelle and
Wood Blewit, Parasol and Shiitake, Night Light and Yellow Morel, Veiled Lady and Magic Mushling), and the checks
behind those shared words act for both cards."""

import re
from pathlib import Path

import pytest
import yaml

from referee.engine.mycelium import ENGINE
from referee.engine.mycelium.cards import CARDS, rule_of
from referee.rulebooks import passages

SCENARIOS = Path(__file__).parent / "scenarios"


def _section(name: str, ctype: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", f"{name} {ctype}".lower()).strip("-")


CARD_SECTIONS = {name: _section(name, c.type) for name, c in CARDS.items()}


def _judge(name: str):
    sc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    pos = ENGINE.parse_position(sc["position"], name)
    return pos, ENGINE.judge(pos, ENGINE.parse_move(sc["move"], name))


def test_every_card_has_a_field_guide_section():
    sections = {p.passage_id.split("/")[2] for p in passages("mycelium", "en", include_user=False)}
    assert set(CARD_SECTIONS.values()) <= sections


@pytest.mark.parametrize("name", sorted(CARDS))
def test_a_card_rule_cites_no_other_cards_entry(name):
    others = set(CARD_SECTIONS.values()) - {CARD_SECTIONS[name]}
    wrong = [c.passage_id for c in rule_of(name).citations() if c.passage_id.split("/")[2] in others]
    assert not wrong, f"{name} cites another card's entry: {wrong}"


@pytest.mark.parametrize(
    "a, b, shared",
    [
        ("Chanterelle", "Wood Blewit", "Action: Remove one of your Paths and gain a Spore Token"),
        ("Parasol", "Shiitake", "Reaction: Steal 1 random Mushling Card from the other player if revealed in combat"),
        ("Night Light", "Yellow Morel", "You may choose any Spore Cave, even if you aren't bonded to it"),
        ("Veiled Lady", "Magic Mushling", "You may not show any other players the Nutrient Cards you view"),
    ],
)
def test_shared_words_are_cited_by_each_cards_own_rule(a, b, shared):
    for name in (a, b):
        own = [c.passage_id for c in rule_of(name).citations() if shared in c.quote]
        assert own and all(pid.split("/")[2] == CARD_SECTIONS[name] for pid in own), (name, own)


def test_an_unbonded_cave_is_allowed_by_the_spawning_cards_own_words():
    _, v = _judge("yellow-morel-spawns-one")
    why = [r for r in v.reasons if r.rule.id == "mycelium.cards.yellow-morel"]
    assert why and why[0].data["cave"] == "cave-green"
    assert any(c.passage_id == "mycelium/en/yellow-morel-worker/4" for c in why[0].rule.citations())
    # the card's words make the bond decide nothing: a bonded cave gets the same allowance, and no bond is read
    _, v = _judge("night-light-spawns-two")
    assert [r.data["cave"] for r in v.reasons if r.rule.id == "mycelium.cards.night-light"] == ["cave-blue"]
    assert not [r for r in v.facts_read if r.fact.base_id == "bonded"]
    assert v.position.board.locations["cave-blue"].spores == 5


def test_wood_blewit_removes_its_players_path_for_a_spore_token():
    before, v = _judge("wood-blewit-removes-a-path")
    after = v.position
    assert "a9" not in after.paths and before.paths["a9"] == ["blue"]
    assert after.player("blue").spore_tokens == before.player("blue").spore_tokens + 1
    assert after.supply.spore_tokens == before.supply.spore_tokens - 1


def test_shiitake_revealed_in_combat_steals_even_when_it_loses():
    before, v = _judge("shiitake-attacks-and-steals")
    after = v.position
    assert "Truffle" in after.player("blue").hand and "Truffle" not in after.player("red").hand
    assert after.paths["a3"] == ["red"]


@pytest.mark.parametrize(
    "scenario, card",
    [("magic-mushling-rearranges", "magic-mushling"), ("veiled-lady-views-as-many-as-colonies", "veiled-lady")],
)
def test_viewed_nutrient_cards_are_seen_only_by_the_viewer(scenario, card):
    _, v = _judge(scenario)
    views = [e for e in v.events if e.rule.id == f"mycelium.cards.{card}" and "seen_by" in e.data]
    assert len(views) == 1 and views[0].data["seen_by"] == ["blue"]
    assert any(c.passage_id == f"mycelium/en/{card}-wizard/4" for c in views[0].rule.citations())
