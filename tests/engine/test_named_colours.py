"""Gnome Hollow's mushroom colours and flower kinds and Queen's Garden's colours, patterns and hexagons are named
in the reader's language inside the engine's messages (the ids stay the values the position and the events'
data write): "7 azules", "7 blauwe", "7 синих"; "margarita"; "rojo/rosa", "rood/roos", "красный/роза"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.test_scenarios import _answer_verdict

HERE = Path(__file__).parent
GH, QG = "gnome_hollow/scenarios", "queens_garden/scenarios"
CASES = [
    (f"{GH}/market-7-blue-blocked", "7 blue", {"es": "7 azules", "nl": "7 blauwe", "ru": "7 синих"}),
    (f"{GH}/flower-market-owned-flower", "daisy", {"es": "margarita", "nl": "madeliefje", "ru": "ромашка"}),
    (f"{QG}/pay-cost-one-placed-tile-only", "red/rose", {"es": "rojo/rosa", "nl": "rood/roos", "ru": "красный/роза"}),
]  # fmt: skip


def _texts(answer: dict) -> str:
    parts = [x.get("rendered", {}).get("text") or x.get("message") or x.get("what") for x in answer["reasons"]]
    parts += [x.get("rendered", {}).get("text") or x["what"] for x in answer["events"]]
    return " | ".join(p for p in parts if p)


@pytest.mark.parametrize(("scenario", "english", "named"), CASES, ids=[c[0].split("/")[-1] for c in CASES])
def test_colours_and_kinds_are_named_in_the_readers_language(scenario, english, named):
    verdict = _answer_verdict(HERE / f"{scenario}.yaml")
    assert english in _texts(verdict.to_json("en"))
    for lang, words in named.items():
        text = _texts(verdict.to_json(lang))
        assert words in text and english not in text, f"{lang}: {text}"
    events = verdict.to_json("es")["events"]
    assert all("rojo" not in str(e.get("hex", "")) for e in events)  # the events' data keep the ids
