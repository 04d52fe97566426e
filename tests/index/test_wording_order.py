"""Our wording under a passage that states two rules (#18): the rule that words what the question asks comes
first (gnome-hollow/nl/ringmarkeersteen/5 is step 2 of the turn and the storage limit). Made-up questions."""

from __future__ import annotations

import pytest

PASSAGE = "gnome-hollow/nl/ringmarkeersteen/5"
TURN, STORAGE = "gnome-hollow.turn.steps", "gnome-hollow.storage.limit-two"


def _first_rule(index, question: str) -> str:
    from referee.index.hits import Hit
    from referee.index.search import _add_wording, _understand

    row = next(i for i, p in enumerate(index.passages) if p["passage_id"] == PASSAGE)
    p = index.passages[row]
    hit = Hit(PASSAGE, p["game"], p["lang"], p["section"], p["text"], 1.0, rule_ids=[TURN, STORAGE])
    _add_wording(index, [hit], "nl", _understand(index, question, "gnome-hollow").terms.concepts)
    assert {r["rule_id"] for r in hit.rules} == {TURN, STORAGE}  # both kept, only their order changes
    return hit.rules[0]["rule_id"]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("Mag ik meer dan twee tegels in mijn opslag hebben?", STORAGE),
        ("how many tiles can I keep in storage?", STORAGE),
        ("hoe verloopt een beurt, welke stappen zijn er?", TURN),
    ],
)
def test_the_rule_the_question_asks_about_is_worded_first(built_index, question, first):
    assert _first_rule(built_index, question) == first


def test_the_ask_shows_the_storage_limit_first(built_index):
    from referee.index.search import ask

    result = ask("Mag ik meer dan twee tegels in mijn opslag hebben?", game="gnome-hollow", top=5)
    hit = next(h for h in result.results if h.passage_id == PASSAGE)
    assert hit.rules[0]["rule_id"] == STORAGE
