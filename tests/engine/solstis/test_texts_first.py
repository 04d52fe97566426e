"""Texts first: where the Russian text states a value (every lit fire 1 star), it is the default; the
publisher's summit-fire 1.5 applies only when the position asks for it, and inputs_used then says so."""

from __future__ import annotations

from pathlib import Path

import yaml

from referee.adjudicator.check import position_from_document
from referee.engine.core.verdict import Ruling

SCENARIOS = Path(__file__).parent / "scenarios"


def _score(doc: dict) -> tuple[dict, list[dict]]:
    engine, position = position_from_document(doc, "scenario")
    ruling = Ruling(engine.rulebook)
    scores = engine.score(position, ruling)
    return scores, [i.to_json() for i in ruling.inputs_used]


def _doc(name: str) -> dict:
    return yaml.safe_load((SCENARIOS / name).read_text(encoding="utf-8"))


def test_a_position_that_says_nothing_scores_fires_as_the_text_does():
    doc = _doc("score-fires-publisher-values.yaml")
    del doc["position"]["fire_values"]
    scores, used = _score(doc)
    assert scores["anna"] == 9  # 7 land + 2 lit fires at 1 star each
    assert not [u for u in used if u["field"] == "position.fire_values"]


def test_the_publisher_values_apply_only_when_asked_and_are_listed_as_used():
    scores, used = _score(_doc("score-fires-publisher-values.yaml"))
    assert scores["anna"] == 10  # the two summit fires 1.5 each, rounded down
    (entry,) = [u for u in used if u["field"] == "position.fire_values"]
    assert entry["value"] == "publisher" and "facts.yaml" in entry["why"]
