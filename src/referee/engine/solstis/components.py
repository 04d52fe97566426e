"""What a position may hold: 48 different land tiles, 12 rainbows, 15 spirits (19 with the expansion), each tile
on one cell of the stepped pyramid. An impossible position is refused with the field path of the problem."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from referee.catalogues import Msg
from referee.engine.solstis import board, names, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.facts_data import data
from referee.errors import InputError, suggest

COMPONENTS = BOOK.rule(
    "solstis.components",
    quotes={
        "ru": "В игре 48 плиток земли, 12 плиток радуги и 15 плиток духа (7 синих, 7 коричневых и 1 красная). "
        "Ни одна плитка земли не дублируется."
    },
    facts=["land-tiles", "rainbows", "pyramid"],
    en="48 different land tiles, 12 rainbows and 15 spirits (7 blue, 7 brown, 1 red: the evil spirit).",
    es="48 losetas de tierra distintas, 12 arcoíris y 15 espíritus (7 azules, 7 marrones y 1 rojo: el maligno).",
    nl="48 verschillende landtegels, 12 regenbogen en 15 geesten (7 blauw, 7 bruin, 1 rood: de boze geest).",
    ru="48 разных тайлов земли, 12 радуг и 15 духов (7 синих, 7 коричневых, 1 красный — Злой дух).",
)


def spirit_total(pos) -> int:
    base = len(data("spirit-names")["brown"]) + len(data("spirit-names")["blue"]) + 1
    return base + (len(names.EXPANSION) if pos.expansion else 0)


def land_locations(pos):
    """(tile, field path) for every land tile the position places, '?' included."""
    for name, p in (pos.players or {}).items():
        for i, t in enumerate(p.hand or ()):
            yield t, f"players.{name}.hand[{i}]"
        for cell, v in (p.panorama or {}).items():
            if v != tiles.RAINBOW:
                yield v, f"players.{name}.panorama.{cell}"
    for i, col in enumerate(pos.queue or ()):
        if col.up is not None:
            yield col.up, f"queue[{i}].up"
        if col.down is not None:
            yield col.down, f"queue[{i}].down"
    for i, t in enumerate(pos.draw_pile or ()):
        yield t, f"draw_pile[{i}]"
    for i, t in enumerate(pos.discard):
        yield t, f"discard[{i}]"


Bad = Callable[[str, str], NoReturn]  # raises the InputError for (problem, field path)


def validate(pos, file: str, root: str) -> None:
    def bad(problem: str, path: str) -> NoReturn:
        raise InputError(problem, file, f"{root}.{path}" if root else path)

    players = pos.players or {}
    if len(players) > 2:
        bad(f"Solstis is for two players; {len(players)} given", "players")
    if pos.turn is not None and describes_players(pos) and pos.turn not in players:
        bad(_not_a_player(pos, pos.turn), "turn")
    if pos.expansion and pos.beginner:
        bad("beginner mode (no evil spirit) and the Fireflies expansion are not combined (fact fireflies)", "beginner")
    _check_land_and_rainbows(pos, bad)
    spirits = _SpiritCensus(pos, bad)
    for name, p in players.items():
        _check_panorama(pos, name, p, spirits, bad)
    fireflies = sum(len(p.fireflies or ()) for p in players.values()) + (pos.fireflies_left or 0)
    if fireflies > int(data("fireflies")["tokens"]):
        bad(f"{fireflies} fireflies (placed + left); the expansion has {data('fireflies')['tokens']}", "fireflies_left")
    for i, s in enumerate(pos.spirit_display or ()):
        spirits.see(s, f"spirit_display[{i}]")
    for i, s in enumerate(pos.spirit_deck or ()):
        spirits.see(s, f"spirit_deck[{i}]")
    if pos.evil_spirit is not None:
        _check_evil_spirit(pos, bad)
        spirits.count += 1
    if spirits.count > spirit_total(pos):
        bad(f"{spirits.count} spirits; the game has {spirit_total(pos)}", "spirit_deck")
    if pos.forced_tile is not None and describes_players(pos) and pos.forced_tile.player not in players:
        bad(_not_a_player(pos, pos.forced_tile.player), "forced_tile.player")
    if pos.winner is not None and describes_players(pos) and pos.winner not in players:
        bad(_not_a_player(pos, pos.winner), "winner")


def describes_players(pos) -> bool:
    """Whether the position names both players: only then is another name not a player (bad input). A partial
    position may describe one player, or none, and a name it does not give then stands for itself."""
    return len(pos.__dict__["players"] or ()) >= 2


def _not_a_player(pos, name: str) -> str:
    return f"{name!r} is not a player{suggest(str(name), list(pos.players or ()))}"


def square_leaves(square: str) -> str:
    """The problem with a square (named by its lower-left cell) that leaves the pyramid, with the nearest real ones."""
    return f"square {square} (its lower-left cell) leaves the pyramid{suggest(square, tiles.all_squares())}"


def _check_land_and_rainbows(pos, bad: Bad) -> None:
    """Every land tile exists once, at most 48 of them; at most 12 rainbows placed and left."""
    seen: dict[str, str] = {}
    count = 0
    for tile, path in land_locations(pos):
        count += 1
        if tile != tiles.UNKNOWN:
            if tile in seen:
                bad(f"tile {tile} is also at {seen[tile]}: every land tile exists once", path)
            seen[tile] = path
    total = int(data("land-tiles")["count"])
    if count > total:
        bad(f"{count} land tiles placed; the game has {total}", "draw_pile")
    rainbows = sum(len(board.rainbows(p)) for p in (pos.players or {}).values())
    if rainbows + (pos.rainbows_left or 0) > int(data("rainbows")["count"]):
        bad(
            f"{rainbows} rainbows on panoramas + {pos.rainbows_left or 0} left exceed the 12 of the game",
            "rainbows_left",
        )


class _SpiritCensus:
    """Spirits counted where they lie (unknown ones too); a known one exists once, an expansion one only with
    the expansion."""

    def __init__(self, pos, bad: Bad) -> None:
        self.pos, self.bad = pos, bad
        self.seen: dict[str, str] = {}
        self.count = 0

    def see(self, s: str, path: str) -> None:
        self.count += 1
        if s == tiles.UNKNOWN:
            return
        if s in names.EXPANSION and not self.pos.expansion:
            self.bad(f"{names.label(s)} belongs to the Fireflies expansion; set expansion: true", path)
        if s in self.seen:
            self.bad(f"{names.label(s)} is also at {self.seen[s]}: every spirit exists once", path)
        self.seen[s] = path


def _check_panorama(pos, name: str, p, spirits: _SpiritCensus, bad: Bad) -> None:
    """Each cell holds its own tile or a rainbow; spirits and fireflies on complete 2x2 squares, one per square
    (checked against the panorama when the position gives it)."""
    panorama = p.panorama
    for cell, v in (panorama or {}).items():
        if v != tiles.RAINBOW and v != cell:
            bad(
                f"cell {cell} holds {v!r}; a cell holds its own tile ({cell}) or 'rainbow'",
                f"players.{name}.panorama.{cell}",
            )
    squares_used: set[str] = set()
    for i, s in enumerate(p.spirits or ()):
        path = f"players.{name}.spirits[{i}]"
        spirits.see(s.spirit, path + ".spirit")
        cells = tiles.square_cells(s.square)
        if cells is None:
            bad(square_leaves(s.square), path + ".square")
        if s.square in squares_used:
            bad(f"two spirits on square {s.square}", path + ".square")
        squares_used.add(s.square)
        missing = [c for c in cells if c not in panorama] if panorama is not None else []
        if missing:
            bad(f"a spirit sits on a complete 2x2 square; {', '.join(missing)} empty", path + ".square")
        if s.colour is not None and s.colour != names.colour(s.spirit):
            bad(f"{names.label(s.spirit)} is {names.colour(s.spirit)}, not {s.colour}", path + ".colour")
    fireflies = p.fireflies or []
    for i, sq in enumerate(fireflies):
        cells = tiles.square_cells(sq)
        if cells is None or (panorama is not None and any(c not in panorama for c in cells)):
            bad(f"a firefly sits on a complete 2x2 square; {sq} is not one", f"players.{name}.fireflies[{i}]")
        if sq in squares_used or sq in fireflies[:i]:
            bad(f"square {sq} already holds a spirit or a firefly", f"players.{name}.fireflies[{i}]")
    if not pos.expansion and fireflies:
        bad("fireflies exist only with the Fireflies expansion (expansion: true)", f"players.{name}.fireflies")


def _check_evil_spirit(pos, bad: Bad) -> None:
    """No evil spirit in beginner mode; on a panorama (an empty cell of its holder's) only with the expansion."""
    e = pos.evil_spirit
    if pos.beginner:
        bad("beginner mode has no evil spirit", "evil_spirit")
    if e.holder is not None and describes_players(pos) and e.holder not in (pos.players or {}):
        bad(_not_a_player(pos, e.holder), "evil_spirit.holder")
    if e.cell is not None:
        if not pos.expansion:
            bad("the evil spirit sits on a panorama only with the Fireflies expansion", "evil_spirit.cell")
        if e.holder is None:
            bad("say whose panorama the evil spirit is on (holder)", "evil_spirit.holder")
        holder = (pos.players or {}).get(e.holder)
        if holder is not None and e.cell in (holder.panorama or {}):
            bad(f"{e.cell} holds a tile; the evil spirit blocks an empty cell", "evil_spirit.cell")


def census(pos) -> Msg:
    """'41 of 48 land tiles (7 unknown), 3 of 12 rainbows placed, 9 of 15 spirits shown' for a position."""
    pos = pos.fork()  # the parts it leaves out count as none shown
    placed = [t for t, _ in land_locations(pos)]
    unknown = placed.count(tiles.UNKNOWN)
    rainbows = sum(len(board.rainbows(p)) for p in pos.players.values())
    shown = sum(len(p.spirits) for p in pos.players.values()) + len(pos.spirit_display) + len(pos.spirit_deck)
    shown += 1 if pos.evil_spirit is not None else 0
    return msg(
        "solstis.components.census",
        "{land} of {land_total} land tiles in the position ({unknown} unknown), {rainbows} of {rainbow_total} "
        "rainbows on panoramas, {spirits} of {spirit_total} spirits",
        land=len(placed),
        land_total=data("land-tiles")["count"],
        unknown=unknown,
        rainbows=rainbows,
        rainbow_total=data("rainbows")["count"],
        spirits=shown,
        spirit_total=spirit_total(pos),
    )


def invariants(pos) -> list[str]:
    """Exact conservation, for fully known positions (random play)."""
    pos = pos.fork()
    out = []
    placed = [t for t, _ in land_locations(pos)]
    known = [t for t in placed if t != tiles.UNKNOWN]  # unknown tiles count, but cannot be told apart
    if len(placed) != int(data("land-tiles")["count"]) or len(set(known)) != len(known):
        out.append(f"land tiles not conserved: {len(placed)} placed, {len(set(known))} different known")
    rainbows = sum(len(board.rainbows(p)) for p in pos.players.values()) + board.rainbows_left(pos)
    if rainbows != int(data("rainbows")["count"]):
        out.append(f"rainbows not conserved: {rainbows}")
    n = sum(len(p.spirits) for p in pos.players.values()) + len(pos.spirit_display) + len(pos.spirit_deck)
    n += 1 if pos.evil_spirit is not None else 0
    expect = spirit_total(pos) - (1 if pos.beginner else 0)
    if n != expect:
        out.append(f"spirits not conserved: {n} != {expect}")
    for name, p in pos.players.items():
        for cell, v in p.panorama.items():
            if tiles.parse_cell(cell) is None or v not in (cell, tiles.RAINBOW):
                out.append(f"{name}: bad cell {cell}={v}")
        for s in p.spirits:
            if any(c not in p.panorama for c in tiles.square_cells(s.square)):
                out.append(f"{name}: spirit {s.spirit} on incomplete square {s.square}")
        if len({s.square for s in p.spirits}) != len(p.spirits):
            out.append(f"{name}: two spirits on one square")
        if board.evil_cell(pos, name) in p.panorama:
            out.append(f"{name}: a tile on the evil spirit's cell")
    return out
