"""Random play: plausible moves (tiles that fit somewhere, gnome moves to real places), with the choices the
move needs found by a dry run of the engine with a random chooser, so the returned move replays exactly."""

from __future__ import annotations

import random
from typing import Any

from referee.engine.core.position_facts import FactMissing
from referee.engine.core.verdict import Ruling, Stop
from referee.engine.gnome_hollow.book import BOOK
from referee.engine.gnome_hollow.garden import Garden, neighbour, opposite, orient
from referee.engine.gnome_hollow.model import (
    Choices,
    GardenTile,
    GnomeAt,
    GnomeMove,
    PassMove,
    Placement,
    PlaceMove,
    Position,
    Sale,
    SetupMove,
    Tile,
)


def random_move(engine: Any, pos: Position, rng: random.Random):
    phase = pos.turn.phase
    if phase == "over":
        return None
    if phase == "setup":
        return SetupMove(type="setup", start_player=rng.choice([p.name for p in pos.players]))
    player = pos.turn.player
    move = _place(pos, player, rng) if phase == "place" else _gnome(pos, player, rng)
    return _with_choices(engine, pos, move, rng)


def _fits(garden: Garden, c: tuple[int, int], paths) -> bool:
    mine = {s for p in paths for s in p.sides}
    for s in range(6):
        n = neighbour(c, s)
        if n in garden.cells and (s in mine) != garden.has_path(n, opposite(s)):
            return False
    return True


def _place(pos: Position, player: str, rng: random.Random) -> PlaceMove:
    garden = Garden(pos.garden)
    me = pos.player(player)
    picks: list[tuple[str, int, Tile]] = []
    if len(pos.board) >= 2:
        picks = [("board", i, pos.board[i]) for i in rng.sample(range(len(pos.board)), 2)]
    if me.storage and rng.random() < 0.5:
        i = rng.randrange(len(me.storage))
        picks.insert(rng.randrange(len(picks) + 1), ("storage", i, me.storage[i]))
    placements = []
    for source, index, tile in picks:
        frontier = sorted({neighbour(c, s) for c in garden.cells for s in range(6)} - set(garden.cells))
        rng.shuffle(frontier)
        chosen = None
        for c in frontier:
            if tile.wildflower:
                chosen = (c, 0, False)
                break
            turns = [(rot, flip) for rot in range(6) for flip in (False, True)]
            rng.shuffle(turns)
            fit = next(((rot, flip) for rot, flip in turns if _fits(garden, c, orient(tile, rot, flip))), None)
            if fit:
                chosen = (c, *fit)
                break
        if chosen is None:
            chosen = (frontier[0], rng.randrange(6), False)
        c, rot, flip = chosen
        placements.append(Placement(**{"from": source, "index": index, "at": c, "rotation": rot, "flip": flip}))
        if tile.wildflower:
            garden.add(GardenTile(at=c, wildflower=tile.wildflower))
        else:
            garden.add(GardenTile(at=c, paths=orient(tile, rot, flip)))
    others = [p.name for p in pos.players if p.name != player]
    consent = [o for o in others if rng.random() < 0.7]
    return PlaceMove(type="place", player=player, tiles=placements or [], consent=consent)


def _gnome(pos: Position, player: str, rng: random.Random):
    me = pos.player(player)
    garden = Garden(pos.garden)
    claimed = {(g.tile, g.path) for p in pos.players for g in p.gnomes if g.at == "path"}
    targets: list[GnomeAt] = [GnomeAt(at="flower-market"), GnomeAt(at="market")]
    seen: set = set()
    for comp in garden.components():
        if comp.nodes & seen:
            continue
        seen |= comp.nodes
        if comp.nodes & claimed:
            continue
        node = comp.anchor()
        if not comp.is_ring and comp.has_plain:
            targets.append(GnomeAt(at="path", tile=node[0], path=node[1]))
    for rg in pos.rings:
        if rg.centre:
            targets.append(GnomeAt(at="path", tile=rg.tile, path=rg.path))
        if rg.signpost:
            targets.append(GnomeAt(at="signpost", tile=rg.tile, path=rg.path))
    if rng.random() < 0.2:
        return PassMove(type="pass", player=player)
    to = rng.choice(targets)
    sales: list[Sale] = []
    if to.at == "market" and pos.config and pos.config.market:
        blocked = {(b.colour, b.count) for b in pos.market_blocked}
        colours = [c for c, n in me.mushrooms.items() if n >= 2 and c in pos.config.market]
        rng.shuffle(colours)
        for colour in colours[:2]:
            counts = [
                k
                for k in pos.config.market[colour]
                if k <= me.mushrooms[colour] and (k == 2 or (colour, k) not in blocked)
            ]
            if counts:
                sales.append(Sale(colour=colour, count=rng.choice(counts)))
    return GnomeMove(type="gnome", player=player, gnome=rng.randrange(2), to=to, sales=sales)


def _with_choices(engine: Any, pos: Position, move, rng: random.Random):
    """Dry-run the move with a random chooser and write the choices it made into the move."""
    ruling = Ruling(BOOK)
    try:
        ctx = engine.run(pos, move, ruling, rng)
    except (Stop, FactMissing):  # illegal, or the position lacks a fact: the engine's judge says so
        return move
    if isinstance(move, PlaceMove):
        rings = [Choices(tile=ch.choices.tile, **ch.picked) for ch in ctx.choosers]
        return move.model_copy(update={"rings": rings})
    if isinstance(move, GnomeMove | PassMove) and ctx.choosers:
        return move.model_copy(update={"choices": Choices(**ctx.choosers[0].picked)})
    return move


COLOURS = ("blue", "pink", "yellow", "purple")
KINDS = ("bluebell", "clover", "daisy", "foxglove", "lupine", "poppy", "primrose", "violet")


def random_tile(rng: random.Random) -> Tile:
    """A tile of 1-3 non-crossing short paths (arcs between neighbouring or next-but-one sides)."""
    paths, used = [], set()
    start = rng.randrange(6)
    for _ in range(rng.choice((1, 2, 2, 3))):
        free = [s for s in range(6) if s not in used]
        if len(free) < 2:
            break
        a = rng.choice(free)
        b = (a + rng.choice((1, 1, 2))) % 6
        if b in used:
            continue
        used |= {a, b}
        mush = [rng.choice(COLOURS) for _ in range(rng.choice((0, 1, 1, 2)))]
        paths.append({"sides": sorted((a, b)), "mushrooms": mush})
    del start
    return Tile(paths=paths or [{"sides": [0, 1]}])


def random_start(rng: random.Random, players: int = 2, bag: int = 60, config: Any = None) -> Position:
    """A position ready for `setup`: the stump, a bag of random tiles, the 8 wildflowers, signposts."""
    return Position(
        config=config,
        players=[{"name": n} for n in ("red", "blue", "green", "white")[:players]],
        turn={"phase": "setup"},
        garden=[GardenTile(at=(0, 0), stump=True, paths=[{"sides": [0, 1]}, {"sides": [3, 4]}])],
        bag=[random_tile(rng) for _ in range(bag)],
        signposts=["tile", "flower", "mushroom:1", "marker", "tile", "flower"],
        wildflowers=[{"kind": k, "tokens": 0} for k in KINDS],
    )
