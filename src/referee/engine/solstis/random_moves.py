"""Plausible random moves and fresh deals, for random play and the benchmark (not a strategy: a sparring partner
that makes the moves a real player could make, so that every rule gets exercised)."""

from __future__ import annotations

import random

from referee.engine.core.verdict import Need, Ruling, Stop
from referee.engine.solstis import board, capture, endgame, evil, names, tiles
from referee.engine.solstis.book import BOOK
from referee.engine.solstis.facts_data import data
from referee.engine.solstis.model import Column, EvilSpirit, MeetSpirit, Pass, Play, Player, Position


def new_game(rng: random.Random, expansion: bool = False, beginner: bool = False) -> Position:
    land = list(tiles.ALL_TILES)
    rng.shuffle(land)
    cols = int(data("queue-setup")["columns"])
    hand = int(data("queue-setup")["hand"])
    queue = [Column(down=land.pop(), up=land.pop()) for _ in range(cols)]
    players = {n: Player(hand=[land.pop() for _ in range(hand)], panorama={}, spirits=[], fireflies=[]) for n in "ab"}
    spirits = names.all_names(expansion)
    rng.shuffle(spirits)
    return Position(
        expansion=expansion,
        beginner=beginner,
        players=players,
        turn="a",
        first_turn=True,
        queue=queue,
        draw_pile=land,
        rainbows_left=int(data("rainbows")["count"]),
        spirit_display=[spirits.pop()],
        spirit_deck=spirits,
        # who starts with the evil spirit is not in the text: random play gives it to the second player
        evil_spirit=None if beginner else EvilSpirit(holder=None if expansion else "b"),
        fireflies_left=int(data("fireflies")["tokens"]) if expansion else None,
    )


def _free_next_to(pos, player: str, exclude=()) -> list[str]:
    p = pos.players[player]
    return [
        c
        for c in tiles.ALL_TILES
        if c not in exclude and evil.is_free(pos, player, c) and any(n in p.panorama for n in tiles.neighbours(c))
    ]


def _free(pos, player: str, exclude=()) -> list[str]:
    return [c for c in tiles.ALL_TILES if c not in exclude and evil.is_free(pos, player, c)]


def _needs_rainbow(pos, tile: str) -> bool:
    if capture.can_capture(pos.queue, tile) or not pos.draw_pile:
        return False
    top = pos.draw_pile[0]
    return not (tiles.matches(top, tile) or capture.can_capture(pos.queue, top))


def random_move(pos: Position, rng: random.Random):
    pos = pos.fork()  # the parts a position leaves out, empty: random play starts from whole positions
    if pos.game_over:
        return None
    me = pos.turn
    # unknown tiles ("?") cannot be named in a move; with none known, random play cannot go on
    hand = [t for t in endgame.playable(pos, me) if t != tiles.UNKNOWN]
    if not hand and tiles.UNKNOWN in pos.players[me].hand:
        return None
    if not pos.draw_pile:
        caps = [t for t in hand if capture.can_capture(pos.queue, t)]
        if not caps:
            return Pass()
        hand = caps
    if not hand:
        return Pass()
    mine = pos.players[me]
    if not mine.panorama and not pos.first_turn:
        hand = [t for t in hand if not _needs_rainbow(pos, t)] or hand
    tile = rng.choice(hand)
    move = Play(tile=tile)
    hits, _ = capture.matching_columns(pos.queue, tile)
    touched = [tile]
    if hits:
        move.capture = [pos.queue[rng.choice(hits)].up]
        touched.append(move.capture[0])
    elif pos.draw_pile:
        top = pos.draw_pile[0]
        options = [c.up for c in pos.queue if c.up and tiles.matches(top, c.up)]
        options += [tile] if tiles.matches(top, tile) else []
        touched.append(top)
        if options:
            move.second_capture = rng.choice(options)
            touched.append(move.second_capture)
        else:
            # an empty panorama has no cell "next to a tile": the engine then asks whether it is the first turn
            cells = _free(pos, me) if pos.first_turn or not mine.panorama else _free_next_to(pos, me)
            move.rainbow = rng.choice(cells) if cells else None
    moves = {}
    for c in touched:
        if mine.panorama.get(c) == tiles.RAINBOW and c not in board.spirit_cells(mine):
            dest = _free(pos, me, exclude=[*touched, *moves.values()])
            if dest:
                moves[c] = rng.choice(dest)
    move.move_rainbows = moves
    # only simulate the turn when the new cells could complete a square (most turns cannot)
    after = set(mine.panorama) | set(touched) | set(moves.values()) | ({move.rainbow} if move.rainbow else set())
    if tiles.complete_squares(after) - tiles.complete_squares(mine.panorama):
        _add_spirit(pos, move, rng)
    return move


def _add_spirit(pos: Position, move: Play, rng: random.Random) -> None:
    from referee.engine.solstis.turn import place_phase

    try:
        t = place_phase(pos, move, Ruling(BOOK))
    except Stop:
        return
    formed = sorted(t.formed_squares())
    if not formed or rng.random() < 0.1:
        return
    choice = MeetSpirit(square=rng.choice(formed))
    tp = t.pos
    if tp.spirit_display and (rng.random() < 0.6 or len(tp.spirit_deck) < 2):
        choice.source, keep = "display", tp.spirit_display[0]
    elif len(tp.spirit_deck) >= 2:
        choice.source, keep = "draw", rng.choice(tp.spirit_deck[:2])
    else:
        return
    choice.keep = keep
    opp = tp.opponent(t.me)
    pick = {
        "fish": lambda: choice.__setattr__("cell", rng.choice(_free_next_to(tp, t.me) or [None])),
        "deer": lambda: choice.__setattr__("tile", rng.choice(t.mine.hand or [None])),
        "eagle": lambda: choice.__setattr__("tile", rng.choice(tp.draw_pile or [None])),
        "dragonfly": lambda: choice.__setattr__("tile", rng.choice(t.theirs.hand or [None])),
        "fox": lambda: choice.__setattr__("tile", rng.choice(t.theirs.hand or [None])),
        "beetle": lambda: choice.__setattr__("tile", rng.choice([c.up for c in tp.queue if c.up] or [None])),
        "viper": lambda: choice.__setattr__("cell", _small_area_cell(t.theirs, rng)),
    }
    if keep in pick:
        pick[keep]()
        if choice.cell is None and choice.tile is None and keep != "viper":
            return  # nothing for the effect to act on: the player does not meet this spirit
        c = choice.tile
        if c and t.mine.panorama.get(c) == tiles.RAINBOW and c not in board.spirit_cells(t.mine):
            dest = _free(tp, t.me, exclude=[c, *move.move_rainbows.values()])
            if dest:
                move.move_rainbows = {**move.move_rainbows, c: rng.choice(dest)}
    move.spirit = [choice]
    if tp.expansion and tp.evil_spirit is not None and tp.evil_spirit.holder == t.me:
        move.evil_spirit_cell = _evil_cell(tp, t.me, opp, rng)
        if move.evil_spirit_cell is None:
            move.spirit = None  # no cell the random player likes for the evil spirit: it meets no spirit


def _evil_cell(pos: Position, me: str, opp: str, rng: random.Random) -> str | None:
    """A cell for the evil spirit on ``opp``'s panorama whose own tile ``me`` already holds (or is discarded), so
    that no tile of ``opp``'s ever arrives on it: the text does not say where such a tile would go."""
    cells = _free_next_to(pos, opp)
    safe = [c for c in cells if pos.players[me].panorama.get(c) == c or c in pos.discard]
    return rng.choice(safe) if safe else None


def _small_area_cell(p: Player, rng: random.Random) -> str | None:
    areas = board.areas(p)
    if len(areas) < 2:
        return None
    return rng.choice(sorted(rng.choice(areas[1:])))


def bring_in_evil_spirit(pos: Position, rng: random.Random) -> Position:
    """Fireflies: the text says how the evil spirit moves, not where it starts. Random play sets it on the second
    player's panorama once both have tiles (as position data, like a table would)."""
    e = pos.evil_spirit
    players = pos.players or {}
    if not pos.expansion or e is None or e.holder is not None or not all(p.panorama for p in players.values()):
        return pos
    pos = pos.fork()
    first, second = list(pos.players)
    cell = _evil_cell(pos, first, second, rng)
    if cell is None:
        return pos
    return pos.model_copy(update={"evil_spirit": EvilSpirit(holder=second, cell=cell)})


def table_answer(pos: Position, needs: list[Need]) -> Position:
    """When the engine asks whether a turn is the first of the game (a rainbow for an empty panorama), the table
    answers yes, as players would for a player's first turn; when the Fox's tile has left the hand (a Dragonfly),
    the table lets the choice lapse; every other undetermined move is simply not made."""
    if any((n.fact or "").startswith("position.first_turn") for n in needs):
        pos = pos.model_copy(update={"first_turn": True})
    if any((n.fact or "").startswith("position.forced_tile") for n in needs):
        pos = pos.model_copy(update={"forced_tile": None})
    return pos
