"""What no position can be: checked when a position is read (InputError) and after every move (invariants)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from referee.engine.queens_garden.acquire import STORAGE_EXTENSIONS, STORAGE_TILES
from referee.engine.queens_garden.geometry import groups_joining_identical
from referee.engine.queens_garden.model import (
    Acquire,
    Hexes,
    Market,
    Move,
    Pass,
    Place,
    Player,
    Position,
    RoundStack,
    Storage,
    parse_hex,
)
from referee.errors import suggest

# fact components: 108 coloured tiles, 24 jokers, 36 garden expansions
MAX_TILES, MAX_JOKERS, MAX_EXTENSIONS = 108, 24, 36


def problems(position: Position) -> Iterator[tuple[str, str]]:
    """(field path, problem) for everything impossible in the position."""
    names = [p.name for p in position.players or []]
    described = position.players is not None  # names stand for themselves when the players are left out
    for i, n in enumerate(names):
        if names.index(n) != i:
            yield f"position.players[{i}].name", f"two players are named {n!r}"
    if described and position.to_move is not None and position.to_move not in names:
        yield "position.to_move", _not_a_player(position.to_move, names)
    for i, n in enumerate(position.passed or []):
        if described and n not in names:
            yield f"position.passed[{i}]", _not_a_player(n, names)
        elif position.passed.index(n) != i:
            yield f"position.passed[{i}]", f"{n!r} passed twice"
    if described and position.first_player_marker is not None and position.first_player_marker not in names:
        yield "position.first_player_marker", _not_a_player(position.first_player_marker, names)
    for i, p in enumerate(position.players or []):
        yield from _player_problems(p, f"position.players[{i}]")
    yield from _counts(position)
    yield from _names(position)


def _player_problems(p: Player, where: str) -> Iterator[tuple[str, str]]:
    storage = p.storage or Storage()
    if len(storage.tiles or []) > STORAGE_TILES:
        yield (
            f"{where}.storage.tiles",
            f"{len(storage.tiles or [])} tiles; storage holds at most {STORAGE_TILES} (fact storage-capacity)",
        )
    if len(storage.extensions or []) > STORAGE_EXTENSIONS:
        yield (
            f"{where}.storage.extensions",
            f"{len(storage.extensions or [])} garden extensions; storage holds at most {STORAGE_EXTENSIONS} "
            "(fact storage-capacity)",
        )
    if p.garden is not None:
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


def _all_hexes(position: Position) -> Iterator[tuple[str, str, str]]:
    """(field path, kind, hexagon) for every tile and garden extension in the position."""
    m = position.market or Market()
    for i, s in enumerate(m.display or []):
        if s.extension is not None:
            yield f"position.market.display[{i}].extension", "extension", s.extension
        for j, t in enumerate(s.tiles):
            yield f"position.market.display[{i}].tiles[{j}]", "tile", t
    stack = m.round_stack or RoundStack()
    for j, t in enumerate(stack.tiles or []):
        yield f"position.market.round_stack.tiles[{j}]", "tile", t
    for j, e in enumerate(stack.extensions or []):
        yield f"position.market.round_stack.extensions[{j}]", "extension", e
    for j, t in enumerate(m.supply or []):
        yield f"position.market.supply[{j}]", "tile", t
    players = position.players or []
    holders: list[tuple[str, Storage | Hexes | None]] = [
        (f"position.players[{i}].storage", p.storage) for i, p in enumerate(players)
    ]
    for where, h in [*holders, ("position.discard", position.discard)]:
        for j, t in enumerate((h.tiles if h is not None else None) or []):
            yield f"{where}.tiles[{j}]", "tile", t
        for j, e in enumerate((h.extensions if h is not None else None) or []):
            yield f"{where}.extensions[{j}]", "extension", e
    for i, p in enumerate(players):
        for j, g in enumerate(p.garden or []):
            yield f"position.players[{i}].garden[{j}].hex", "tile", g.hex


def component_counts(position: Position) -> Counter:
    """How many of each (kind, hexagon) and jokers the position holds: moves must conserve it."""
    c = Counter((kind, h) for _, kind, h in _all_hexes(position))
    jokers = [position.discard.jokers if position.discard else 0]
    jokers += [p.storage.jokers or 0 for p in position.players or [] if p.storage is not None]
    c[("joker", "")] = sum(jokers)
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


def _not_a_player(name: str, names: list[str]) -> str:
    return f"{name!r} is not a player in this game{suggest(name, names)}"


def _known(position: Position) -> tuple[list[str] | None, list[str] | None]:
    """The colour and pattern names the config lists (None: the config does not list them, so any name goes)."""
    cfg = position.config
    return (cfg.colours if cfg and cfg.colours else None), (cfg.patterns if cfg and cfg.patterns else None)


def hex_problem(text: str, position: Position) -> str | None:
    """Why a hexagon ``colour/pattern`` names a colour or pattern the game does not have, or None."""
    colours, patterns = _known(position)
    hx = parse_hex(text)
    if colours is not None and hx.colour not in colours:
        return f"unknown colour {hx.colour!r} in {text!r}{suggest(hx.colour, colours)}"
    if patterns is not None and hx.pattern not in patterns:
        return f"unknown pattern {hx.pattern!r} in {text!r}{suggest(hx.pattern, patterns)}"
    return None


def _names(position: Position) -> Iterator[tuple[str, str]]:
    """Colours and patterns must be the config's, when the config lists them."""
    colours, patterns = _known(position)
    for where, _, h in _all_hexes(position):
        problem = hex_problem(h, position)
        if problem:
            yield where, problem
    ev = position.evaluation
    if ev is not None:
        for j, c in enumerate(ev.colours):
            if colours is not None and c not in colours:
                yield f"position.evaluation.colours[{j}]", f"unknown colour {c!r}{suggest(c, colours)}"
        for j, p in enumerate(ev.patterns):
            if patterns is not None and p not in patterns:
                yield f"position.evaluation.patterns[{j}]", f"unknown pattern {p!r}{suggest(p, patterns)}"


def move_problems(position: Position, move: Move) -> Iterator[tuple[str, str]]:
    """(field path, problem) for every name in the move that is not in the game: a colour or pattern the
    config does not list, a display spot the market does not have. Bad input, never an illegal move (#16)."""
    named: list[tuple[str, str]] = []
    if isinstance(move, Acquire):
        yield from _choice_problems(position, move)
        display = position.display()
        spots = ["stack", *(f"display[{i}]" for i in range(len(display or [])))]
        for i, take in enumerate(move.take or []):
            named.append((f"move.take[{i}].hex", take.hex))
            if display is not None and take.source not in spots:  # an undescribed display: the name stands
                yield f"move.take[{i}].from", f"the market has no {take.source}{suggest(take.source, spots)}"
    elif isinstance(move, Place):
        if move.hex != "joker":
            named.append(("move.hex", move.hex))
        named += [(f"move.pay[{i}]", h) for i, h in enumerate(move.pay)]
    elif isinstance(move, Pass):
        named += [(f"move.discard.tiles[{i}]", h) for i, h in enumerate(move.discard.tiles)]
        named += [(f"move.discard.extensions[{i}]", h) for i, h in enumerate(move.discard.extensions)]
    for field, text in named:
        problem = hex_problem(text, position)
        if problem:
            yield field, problem


def _choice_problems(position: Position, move: Acquire) -> Iterator[tuple[str, str]]:
    colours, patterns = _known(position)
    if move.colour is not None and colours is not None and move.colour.strip().lower() not in colours:
        yield "move.colour", f"unknown colour {move.colour!r}{suggest(move.colour.strip().lower(), colours)}"
    if move.pattern is not None and patterns is not None and move.pattern.strip().lower() not in patterns:
        yield "move.pattern", f"unknown pattern {move.pattern!r}{suggest(move.pattern.strip().lower(), patterns)}"
