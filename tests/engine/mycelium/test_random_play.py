"""Random play: 200 games' worth of random turns from generated full setups, every legal step keeping the
invariants (20 Paths per colour, token and card totals conserved, at most 2 Paths per edge, never two of one
colour), every refusal citing a rule. Plus a few full games played to their end."""

import random

from referee.engine.core.randomplay import play
from referee.engine.mycelium import ENGINE
from referee.engine.mycelium.randomplay import invariants, random_setup

GAMES = 200
STEPS = 16  # bounded so the suite stays fast; the full games below reach the end


def test_two_hundred_random_games_keep_the_invariants():
    moves = legal = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        start = random_setup(rng, players=3 + seed % 2, phase="explore")
        report = play(ENGINE, start, STEPS, rng)
        assert not report.failures, f"seed {seed}: {report.failures[:3]}"
        moves += report.moves
        legal += report.legal
    assert moves >= GAMES * STEPS * 0.9
    assert legal / moves > 0.6, f"only {legal}/{moves} random moves were legal"


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
