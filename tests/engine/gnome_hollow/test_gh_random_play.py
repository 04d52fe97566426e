"""Random play (bounded, a few seconds): every verdict cites a rule, legal moves keep the invariants, and
no tile, flower token or mushroom appears from nowhere."""

import random

import pytest
import yaml

from referee.engine.core.randomplay import play
from referee.engine.core.verdict import Ruling
from referee.engine.gnome_hollow import ENGINE
from referee.engine.gnome_hollow.randomplay import random_start

CONFIG = ENGINE.parse_position(yaml.safe_load(ENGINE.template())["position"], "template").config


def _tiles(pos) -> int:
    return (
        len(pos.garden)
        + len(pos.board)
        + len(pos.bag)
        + pos.bag_hidden
        + len(pos.sunset)
        + len(pos.discarded)
        + len(pos.wildflowers)
        + sum(len(p.storage) for p in pos.players)
    )


def test_random_play_from_the_template():
    start = ENGINE.parse_position(yaml.safe_load(ENGINE.template())["position"], "template")
    for seed in range(3):
        report = play(ENGINE, start, steps=120, rng=random.Random(seed))
        assert not report.failures, report.failures
        assert report.legal > 0


def _conserved(start):
    """A check after every legal step: no tile, and (once set up) no flower token, appears or vanishes."""
    total = _tiles(start)
    tokens: list[int] = []  # the flower tokens in play once the game is set up

    def check(step):
        if step.verdict.verdict != "legal":
            return
        after = step.after
        assert _tiles(after) == total, "a tile appeared or vanished"
        flowers = (
            sum(w.tokens for w in after.wildflowers)
            + sum(after.flower_market.values())
            + sum(len(p.flowers) for p in after.players)
        )
        if not tokens and after.turn.phase != "setup":
            tokens.append(flowers)
        if tokens:
            assert flowers == tokens[0], "a flower token appeared or vanished"

    return check


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_from_setup_to_the_end(players):
    for seed in range(2):
        rng = random.Random(100 * players + seed)
        pos = random_start(rng, players=players, bag=40, config=CONFIG)
        report = play(ENGINE, pos, steps=400, rng=rng, watch=_conserved(pos))
        assert not report.failures, report.failures[:3]
        pos = report.position
        assert report.finished and pos.turn.phase == "over", f"game did not finish: {pos.turn}"
        score = ENGINE.score(pos, Ruling(ENGINE.rulebook))
        assert set(score) == {p.name for p in pos.players}


def test_random_moves_replay_exactly():
    """A random move carries the choices its dry run made, so judging it gives the same result again."""
    rng = random.Random(7)
    pos = random_start(rng, players=2, bag=40, config=CONFIG)

    def replays(step):
        again = ENGINE.judge(step.before, step.move)
        assert again.verdict == step.verdict.verdict and again.verdict != "undetermined"
        assert [e.to_json() for e in again.events] == [e.to_json() for e in step.verdict.events]

    report = play(ENGINE, pos, steps=60, rng=rng, watch=replays)
    assert report.moves > 20 and not report.failures
