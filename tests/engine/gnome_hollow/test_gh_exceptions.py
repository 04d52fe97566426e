"""Issue #16: the exceptions the texts give. A wildflower tile has no placement restrictions (es: "no tienen
restricciones de colocación"; nl: "zonder eventueel toestemming te vragen"), so edge matching, consent and the
ban on joining two gnome-held paths yield to it; the pair space is never blocked (nl: "behalve als je slechts 2
paddenstoelen van een soort hebt verkocht"), so the market block yields to it. A refused move lists the exception
and what the position lacks for it; a move the exception covers is legal, citing it."""

from __future__ import annotations

import pytest

from tests.engine.gnome_hollow.helpers import judge, load

WILD = "gnome-hollow.wildflowers.no-restrictions"
PAIR = "gnome-hollow.gnomes.market-pair-never-blocked"


@pytest.mark.parametrize(
    "scenario, broken, exception, lacks_id",
    [
        ("place-grass-against-path.yaml", "gnome-hollow.place.edges-match", WILD, "gnome-hollow.place.not-wildflower"),
        ("consent-missing.yaml", "gnome-hollow.place.consent", WILD, "gnome-hollow.place.not-wildflower"),
        (
            "join-two-gnome-paths.yaml",
            "gnome-hollow.place.no-joining-claimed-paths",
            WILD,
            "gnome-hollow.place.not-wildflower",
        ),
        ("market-7-blue-blocked.yaml", "gnome-hollow.gnomes.market-block", PAIR, "gnome-hollow.gnomes.not-a-pair"),
    ],
)
def test_a_refused_move_names_the_exception_and_what_it_lacks(scenario, broken, exception, lacks_id):
    v = judge(*load(scenario))
    assert v.verdict == "illegal"
    first = v.to_json("es")["reasons"][0]
    assert first["rule_id"] == broken and first["role"] == "broken"
    [x] = first["exceptions"]
    assert x["rule_id"] == exception and x["citations"], x
    assert x["lacks"]["message_id"] == lacks_id
    # the lack is said in the player's language, not in English
    assert x["lacks"]["rendered"]["text"] != x["lacks"]["message"]


def test_what_the_market_block_lacks_names_the_sale():
    v = judge(*load("market-7-blue-blocked.yaml"))
    lacks = v.reasons[0].exceptions[0].lacks
    assert str(lacks) == "the sale is of 7 blue, not exactly 2"


@pytest.mark.parametrize(
    "scenario, exception",
    [
        ("wildflower-joins-two-gnome-paths.yaml", WILD),
        ("wildflower-against-grass-no-consent.yaml", WILD),
        ("market-pair-never-blocked.yaml", PAIR),
    ],
)
def test_where_the_exception_applies_the_move_is_legal_citing_it(scenario, exception):
    v = judge(*load(scenario))
    assert v.verdict == "legal", v.to_json()["reasons"][:1]
    assert exception in v.rule_ids()


def test_a_pass_before_placing_is_told_as_a_pass_not_as_a_gnome_moving():
    """Step 3 is "move a gnome (or not)": a pass refused at step 1 says that leaving the gnomes is step 3's choice."""
    v = judge(*load("pass-before-placing.yaml"))
    [broken] = [r for r in v.to_json("nl")["reasons"] if r["role"] == "broken"]
    assert broken["rule_id"] == "gnome-hollow.turn.steps"
    assert broken["message_id"] == "gnome-hollow.turn.place-first-pass"
    assert "de gnomen laten staan" in broken["rendered"]["text"]
