"""Random play from generated Phase 1 starts: every verdict cites a rule, invariants hold, components conserved."""

import random

import pytest

from referee.engine.core.randomplay import play
from referee.engine.queens_garden import ENGINE
from referee.engine.queens_garden.play import start_position
from referee.engine.queens_garden.validate import component_counts


@pytest.mark.parametrize("seed", range(12))
def test_random_play_keeps_invariants(seed):
    rng = random.Random(seed)
    report = play(ENGINE, start_position(rng, players=2 + seed % 3), steps=250, rng=rng)
    assert not report.failures, report.failures[:3]
    assert report.legal > 0 and report.illegal > 0  # both sides of the rules are exercised
    assert report.finished  # every player passes in the end


@pytest.mark.parametrize("seed", range(6))
def test_random_play_conserves_components(seed):
    rng = random.Random(1000 + seed)
    position = start_position(rng, players=3)
    counts = component_counts(position)
    kinds = set()

    def conserved(step):
        if step.verdict.verdict == "legal":
            kinds.add(step.move.type)
            assert component_counts(step.after) == counts, step.move

    report = play(ENGINE, position, steps=250, rng=rng, watch=conserved)
    assert not report.failures, report.failures[:3]
    assert kinds == {"acquire", "place", "pass"}
