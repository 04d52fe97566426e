"""What no position can be: checked when a position is read (InputError) and after every move (invariants)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from referee.engine.queens_garden.acquire import STORAGE_EXTENSIONS, STORAGE_TILES
from referee.engine.queens_garden.geometry import groups_joining_identical
from referee.engine.queens_garden.model import Position, parse_hex

# fact components: 108 coloured tiles, 24 jokers, 36 garden expansions
MAX_TILES, MAX_JOKERS, MAX_EXTENSIONS = 108, 24, 36


def problems(position: Position) -> Iterator[tuple[str, str]]:
    """(field path, problem) for everything impossible in the position."""
    names = [p.name for p in position.players]
    for i, n in enumerate(names):
        if names.index(n) != i:
            yield f"position.players[{i}].name", f"two players are named {n!r}"
    if position.to_move is not None and position.to_move not in names:
        yield "position.to_move", f"{position.to_move!r} is not a player ({', '.join(names)})"
    for i, n in enumerate(position.passed):
        if n not in names:
            yield f"position.passed[{i}]", f"{n!r} is not a player"
        elif position.passed.index(n) != i:
            yield f"position.passed[{i}]", f"{n!r} passed twice"
    if position.first_player_marker is not None and position.first_player_marker not in names:
        yield "position.first_player_marker", f"{position.first_player_marker!r} is not a player"
    for i, p in enumerate(position.players):
        where = f"position.players[{i}]"
        if len(p.storage.tiles) > STORAGE_TILES:
            yield (
                f"{where}.storage.tiles",
                f"{len(p.storage.tiles)} tiles; storage holds at most {STORAGE_TILES} (fact storage-capacity)",
            )
        if len(p.storage.extensions) > STORAGE_EXTENSIONS:
            yield (
                f"{where}.storage.extensions",
                f"{len(p.storage.extensions)} garden extensions; storage holds at most {STORAGE_EXTENSIONS} "
                "(fact storage-capacity)",
            )
        cells: dict = {}
        for j, g in enumerate(p.garden):
            cell = tuple(g.at)
            if cell in cells:
                yield f"{where}.garden[{j}].at", f"{list(cell)} already holds garden[{cells[cell]}]"
            cells.setdefault(cell, j)
        garden = {tuple(g.at): parse_hex(g.hex) for g in p.garden}
        for trait, a, b in groups_joining_identical(garden):
            yield (
                f"{where}.garden",
                f"a {trait} group joins two identical hexagons {garden[a]} at {list(a)} and {list(b)}, "
                "which placement never allows",
            )
    yield from _counts(position)
    yield from _names(position)


def _all_hexes(position: Position) -> Iterator[tuple[str, str, str]]:
    """(field path, kind, hexagon) for every tile and garden extension in the position."""
    m = position.market
    for i, s in enumerate(m.display):
        yield f"position.market.display[{i}].extension", "extension", s.extension
        for j, t in enumerate(s.tiles):
            yield f"position.market.display[{i}].tiles[{j}]", "tile", t
    for j, t in enumerate(m.round_stack.tiles):
        yield f"position.market.round_stack.tiles[{j}]", "tile", t
    for j, e in enumerate(m.round_stack.extensions):
        yield f"position.market.round_stack.extensions[{j}]", "extension", e
    for j, t in enumerate(m.supply or []):
        yield f"position.market.supply[{j}]", "tile", t
    holders = [(f"position.players[{i}].storage", p.storage) for i, p in enumerate(position.players)]
    for where, h in [*holders, ("position.discard", position.discard)]:
        for j, t in enumerate(h.tiles):
            yield f"{where}.tiles[{j}]", "tile", t
        for j, e in enumerate(h.extensions):
            yield f"{where}.extensions[{j}]", "extension", e
    for i, p in enumerate(position.players):
        for j, g in enumerate(p.garden):
            yield f"position.players[{i}].garden[{j}].hex", "tile", g.hex


def component_counts(position: Position) -> Counter:
    """How many of each (kind, hexagon) and jokers the position holds: moves must conserve it."""
    c = Counter((kind, h) for _, kind, h in _all_hexes(position))
    c[("joker", "")] = position.discard.jokers + sum(p.storage.jokers for p in position.players)
    return c


def _counts(position: Position) -> Iterator[tuple[str, str]]:
    c = component_counts(position)
    tiles = sum(n for (k, _), n in c.items() if k == "tile")
    exts = sum(n for (k, _), n in c.items() if k == "extension")
    if tiles > MAX_TILES:
        yield "position", f"{tiles} tiles in play; the game has {MAX_TILES} (fact components)"
    if exts > MAX_EXTENSIONS:
        yield "position", f"{exts} garden extensions in play; the game has {MAX_EXTENSIONS} (fact components)"
    if c[("joker", "")] > MAX_JOKERS:
        yield "position", f"{c[('joker', '')]} jokers in play; the game has {MAX_JOKERS} (fact components)"


def _names(position: Position) -> Iterator[tuple[str, str]]:
    """Colours and patterns must be the config's, when the config lists them."""
    cfg = position.config
    colours = set(cfg.colours) if cfg and cfg.colours else None
    patterns = set(cfg.patterns) if cfg and cfg.patterns else None
    for where, _, h in _all_hexes(position):
        hx = parse_hex(h)
        if colours is not None and hx.colour not in colours:
            yield where, f"unknown colour {hx.colour!r} (config colours: {', '.join(sorted(colours))})"
        if patterns is not None and hx.pattern not in patterns:
            yield where, f"unknown pattern {hx.pattern!r} (config patterns: {', '.join(sorted(patterns))})"
    ev = position.evaluation
    if ev is not None:
        for j, c in enumerate(ev.colours):
            if colours is not None and c not in colours:
                yield f"position.evaluation.colours[{j}]", f"unknown colour {c!r}"
        for j, p in enumerate(ev.patterns):
            if patterns is not None and p not in patterns:
                yield f"position.evaluation.patterns[{j}]", f"unknown pattern {p!r}"
