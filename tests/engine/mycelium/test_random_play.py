"""Random play: 200 games' worth of random turns from generated full setups (some with the Emsporium and
the Team variant; Penny Bun, Inky Cap, Fly Agaric and Bird's Nest played at random), every legal step keeping
the invariants (20 Paths per colour, token and card totals conserved, at most 2 Paths per edge, never two of one
colour), every refusal citing a rule. Plus a few full games played to their end."""

import random

from referee.engine.core.randomplay import play
from referee.engine.mycelium import ENGINE
from referee.engine.mycelium.randomplay import invariants, random_setup

GAMES = 200
STEPS = 16  # bounded so the suite stays fast; the full games below reach the end


def _midgame_starts(n: int) -> list:
    """Positions along random games (every 5th legal step), so half the 200 games start mid-game."""
    out = []
    seed = 0

    def keep(step):
        if step.verdict.verdict == "legal" and step.index % 5 == 0 and step.after.phase != "over":
            out.append(step.after)

    while len(out) < n:
        rng = random.Random(10_000 + seed)
        pos = random_setup(rng, players=3 + seed % 2, emsporium=seed % 2 == 0, team=seed % 3 == 1)
        play(ENGINE, pos, 600, rng, watch=keep)
        seed += 1
    return out[:n]


def test_two_hundred_random_games_keep_the_invariants():
    starts = [
        random_setup(random.Random(s), players=3 + s % 2, emsporium=s % 3 == 0, team=s % 4 == 1)
        for s in range(GAMES // 2)
    ]
    starts += _midgame_starts(GAMES - len(starts))
    moves = legal = 0
    for seed, start in enumerate(starts):
        report = play(ENGINE, start, STEPS, random.Random(seed))
        assert not report.failures, f"game {seed}: {report.failures[:3]}"
        moves += report.moves
        legal += report.legal
    assert moves >= GAMES * STEPS * 0.8
    assert legal / moves > 0.6, f"only {legal}/{moves} random moves were legal"
    assert len({s.phase for s in starts}) >= 5  # explore, nutrient, action, gather/place, draw all visited


def test_full_games_reach_an_end_without_breaking_an_invariant():
    ended = 0
    for seed in range(3):
        rng = random.Random(1000 + seed)
        report = play(ENGINE, random_setup(rng, players=3), 700, rng)
        assert not report.failures, report.failures[:3]
        ended += report.finished
    assert ended >= 2


def test_invariants_catch_broken_positions():
    start = random_setup(random.Random(5), players=3)
    assert invariants(start) == []
    lost = start.fork()
    lost.players[0].spore_tokens += 1  # a token from nowhere
    assert any("spore_tokens not conserved" in p for p in invariants(lost))
    crowded = start.fork()
    crowded.paths["e14"] = ["blue", "red", "green"]
    assert any("holds 3 Paths" in p for p in invariants(crowded))
    twice = start.fork()
    twice.paths["e14"] = ["red", "red"]
    assert any("two Paths of one colour" in p for p in invariants(twice))
    card = start.fork()
    card.mushling_deck.pop()
    assert any("mushling not conserved" in p for p in invariants(card))


def test_new_game_deals_a_full_box_that_random_play_can_finish():
    rng = random.Random(7)
    start = ENGINE.new_game(rng)
    assert start is not None and invariants(start) == [] and start.phase == "explore"
    assert start.totals["mushling"] == 54 and start.totals["spore_tokens"] == 50
    report = play(ENGINE, start, 2000, rng)
    assert not report.failures, report.failures[:3]
    assert report.legal / report.moves > 0.6
