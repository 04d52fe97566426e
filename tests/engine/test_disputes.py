"""Each game's ten most-raised disputes are settled from an empty position in a few questions, with the full
scenario's verdict and rules (tests/engine/disputes.py plays them; bench/disputes.py prints the figures)."""

from statistics import median

import pytest

from referee.rulebooks import passage_index
from tests.engine.disputes import disputes, settle

# a game joins when its positions are partial and it lists its ten disputes
READY: list[str] = ["mycelium", "queens_garden", "gnome_hollow", "solstis"]


@pytest.mark.parametrize("game_dir", READY)
def test_ten_disputes_settled_in_few_questions(game_dir: str):
    entries = disputes(game_dir)
    assert len(entries) >= 10, f"{game_dir}: {len(entries)} disputes listed"
    known = passage_index(include_user=False)
    results = [settle(game_dir, e) for e in entries]
    for e, r in zip(entries, results, strict=True):
        assert e["passage"] in known, f"{e['dispute']}: unknown passage {e['passage']}"
        assert r.same, (
            f"{r.dispute}: {r.problem or (r.verdict, r.rules, 'expected', r.expected_verdict, r.expected_rules)}"
        )
    asked = [len(r.asked) for r in results]
    assert max(asked) <= 7 and median(asked) <= 4, f"{game_dir}: questions {asked}"
