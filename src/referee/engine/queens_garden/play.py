"""Random play: a start position and random moves (legal or not: the engine decides), for CI and bench."""

from __future__ import annotations

import random
from pathlib import Path

from referee.documents import load_data_file
from referee.engine.queens_garden.acquire import available
from referee.engine.queens_garden.config import GameConfig
from referee.engine.queens_garden.geometry import neighbours
from referee.engine.queens_garden.model import Acquire, Pass, Place, Position, Take, parse_hex

EXAMPLE_CONFIG = Path(__file__).resolve().parents[2] / "rulebooks" / "queens-garden" / "config-example.yaml"


def start_position(rng: random.Random, players: int = 2) -> Position:
    """A Phase 1 start: example config, a display of 4 extensions with tiles, the round's stack, a supply."""
    config = GameConfig.model_validate(load_data_file(EXAMPLE_CONFIG))
    colours = list(config.colours)
    patterns = list(config.patterns)
    bag = [f"{c}/{p}" for c in colours for p in patterns] * 3  # 108 tiles (fact components)
    exts = [f"{c}/{p}" for c in colours for p in patterns]  # 36 garden extensions
    rng.shuffle(bag)
    rng.shuffle(exts)
    display = [{"extension": exts.pop(), "tiles": [bag.pop() for _ in range(rng.randint(2, 4))]} for _ in range(4)]
    data = {
        "players": [
            {"name": f"p{i + 1}", "score": 5, "storage": {"tiles": [], "extensions": [], "jokers": 3}, "garden": []}
            for i in range(players)
        ],
        "to_move": "p1",
        "passed": [],
        "discard": {},
        "market": {
            "display": display,
            "round_stack": {"tiles": [bag.pop() for _ in range(4)], "extensions": [exts.pop() for _ in range(4)]},
            "supply": bag[:40],
        },
        "evaluation": {"colours": [rng.choice(colours)], "patterns": [rng.choice(patterns)]},
    }
    position = Position.model_validate(data)
    position.config = config
    return position


def random_move(position: Position, rng: random.Random):
    name = position.to_move
    if name is None:
        return None  # everyone passed: Phase 1 is over
    storage = position.player(name).storage
    roll = rng.random()
    if roll < 0.06 or (not storage.tiles and not available(position)):
        discard = {"tiles": rng.sample(storage.tiles, k=min(len(storage.tiles), rng.randint(0, 2)))}
        return Pass(type="pass", discard=discard)
    if storage.tiles and roll < 0.55:
        return _place(position, name, rng)
    return _acquire(position, rng)


def _acquire(position: Position, rng: random.Random) -> Acquire | Pass:
    market = available(position)
    if not market:
        return Pass(type="pass")
    pick = rng.choice(market)
    trait = rng.choice(["colour", "pattern"])
    value = getattr(pick.hex, trait)
    matching = [loc for loc in market if getattr(loc.hex, trait) == value]
    seen: set = set()
    take = []
    rng.shuffle(matching)
    for loc in matching:
        if (loc.kind, loc.hex) not in seen:
            seen.add((loc.kind, loc.hex))
            take.append(Take(hex=str(loc.hex), source=loc.source))
    wrong = rng.random()
    if wrong < 0.1 and len(take) > 1:
        take.pop()  # leaves one behind: illegal
    elif wrong < 0.2:
        dups = [loc for loc in matching if Take(hex=str(loc.hex), source=loc.source) not in take]
        if dups:
            take.append(Take(hex=str(dups[0].hex), source=dups[0].source))  # a second identical copy
    return Acquire(type="acquire", **{trait: value}, take=take)


def _place(position: Position, name: str, rng: random.Random) -> Place:
    storage = position.player(name).storage
    tile = rng.choice(storage.tiles)
    h = parse_hex(tile)
    cost = position.config.pattern_values[h.pattern]
    rest = list(storage.tiles)
    rest.remove(tile)
    trait = rng.choice(["colour", "pattern"])
    fitting = [t for t in dict.fromkeys(rest) if getattr(parse_hex(t), trait) == getattr(h, trait) and t != tile]
    if rng.random() < 0.1:
        fitting = rest  # a payment that may mix colours and patterns
    pay = rng.sample(fitting, k=min(len(fitting), cost - 1))
    jokers = min(storage.jokers, cost - 1 - len(pay))
    garden = {tuple(g.at) for g in position.player(name).garden}
    free = sorted({n for c in garden for n in neighbours(c)} - garden) or [(0, 0)]
    if rng.random() < 0.15:
        free.append((rng.randint(-6, 6), rng.randint(-6, 6)))
    at = rng.choice(free)
    if at in garden:
        at = (at[0] + 20, at[1])
    return Place(type="place", hex=tile, at=at, pay=pay, jokers=jokers)
