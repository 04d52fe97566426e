"""Arbitrary moves (any tile, any capture, rainbow, spirit, effect and evil-spirit fields) on mid-game positions:
the engine never crashes, every verdict cites a rule, and whatever it calls legal keeps the invariants."""

import random
from collections import Counter

from referee.engine.core.randomplay import play
from referee.engine.solstis import ENGINE, names, tiles
from referee.engine.solstis.model import MeetSpirit, Pass, Play
from referee.errors import InputError

CELLS = list(tiles.ALL_TILES)
SPIRITS = names.all_names(expansion=True)


def arbitrary_move(pos, rng: random.Random):
    if rng.random() < 0.05:
        return Pass()
    hand = [t for t in pos.players[pos.turn].hand if t != tiles.UNKNOWN]
    m = Play(tile=rng.choice(hand) if hand and rng.random() < 0.8 else rng.choice(CELLS))
    if rng.random() < 0.5:
        m.capture = [rng.choice(CELLS) for _ in range(rng.choice([1, 1, 1, 2]))]
    if rng.random() < 0.3:
        m.second_capture = rng.choice(CELLS)
    if rng.random() < 0.4:
        m.rainbow = rng.choice(CELLS)
    if rng.random() < 0.3:
        m.move_rainbows = {rng.choice(CELLS): rng.choice(CELLS)}
    if rng.random() < 0.5:
        m.spirit = [
            MeetSpirit(
                square=rng.choice(CELLS),
                source=rng.choice(["display", "draw"]),
                keep=rng.choice(SPIRITS) if rng.random() < 0.8 else None,
                cell=rng.choice(CELLS) if rng.random() < 0.5 else None,
                tile=rng.choice(CELLS) if rng.random() < 0.5 else None,
                area=rng.sample(CELLS, 2) if rng.random() < 0.2 else None,
            )
        ]
    if rng.random() < 0.3:
        m.evil_spirit_cell = rng.choice(CELLS)
    return m


def test_arbitrary_moves_never_crash_and_legal_ones_keep_the_invariants():
    rng = random.Random(7)
    verdicts = Counter()
    for g in range(40):
        game_rng = random.Random(g)
        pos = play(ENGINE, ENGINE.new_game(game_rng, expansion=g % 2 == 1), g, game_rng).position
        for _ in range(50):
            move = arbitrary_move(pos, rng)
            try:
                v = ENGINE.judge(pos, move)
            except InputError as e:
                # a square off the pyramid, or an expansion spirit in a base game: names not in this game (#16)
                assert e.field in ("move.spirit.square", "move.spirit.keep"), (e, move)
                verdicts["bad input"] += 1
                continue
            verdicts[v.verdict] += 1
            assert v.reasons, move
            if v.verdict == "legal":
                assert ENGINE.invariants(v.position) == [], move
            if v.verdict == "undetermined":
                assert v.needs, move
    assert verdicts["legal"] and verdicts["illegal"] and verdicts["undetermined"] and verdicts["bad input"]
