"""What an acquisition does: it must fit in storage (Q&A paragraph 1), then the hexagons go to storage, a tile
from the round's stack moves its top garden extension to the display, and the stack is refilled (paragraph 2).

Storage counts are facts (computed from the storage when the position gives it). Consequences the position
does not detail (which spot empties, which extension moves) are told in general terms, never invented.
"""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.acquire import (
    EMPTY_EXTENSION,
    MUST_FIT,
    REFILL,
    STACK_EXTENSION,
    STORAGE_EXTENSIONS,
    STORAGE_EXTENSIONS_HELD,
    STORAGE_JOKERS,
    STORAGE_TILES,
    STORAGE_TILES_HELD,
    TAKE_ALL,
)
from referee.engine.queens_garden.book import bookkeeping, msg, msg_n, read
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.model import DisplaySpot, Location, Position
from referee.engine.queens_garden.turns import who


def check_fits(position: Position, tiles_taken: int, extensions_taken: int, ruling: Ruling) -> None:
    """Everything acquired must fit: at most 12 tiles and 2 garden extensions (fact storage-capacity)."""
    name = position.to_move
    storage = position.storage_of  # read inside the facts only
    exts = extensions_taken
    if extensions_taken:
        exts += read(
            position,
            STORAGE_EXTENSIONS_HELD,
            lambda: len(known(known(storage(name)).extensions)),
            player=who(name),
        )
    ruling.require(
        exts <= STORAGE_EXTENSIONS,
        MUST_FIT,
        msg_n(
            "queens-garden.acquire.too-many-extensions",
            "storage would hold {n} garden extension; it holds at most {max}",
            "storage would hold {n} garden extensions; it holds at most {max}",
            exts,
            max=STORAGE_EXTENSIONS,
        ),
    )
    tiles = tiles_taken + read(
        position, STORAGE_TILES_HELD, lambda: len(known(known(storage(name)).tiles)), player=who(name)
    )
    ruling.require(
        tiles <= STORAGE_TILES,
        MUST_FIT,
        msg_n(
            "queens-garden.acquire.too-many-tiles",
            "storage would hold {n} tile; it holds at most {max}",
            "storage would hold {n} tiles; it holds at most {max}",
            tiles,
            max=STORAGE_TILES,
        ),
    )
    counted = tiles
    takes_space = position.config.jokers_take_storage_space if position.config is not None else None
    jokers = 0
    if takes_space is not False:  # (jokers that take no space cannot overfill it)
        jokers = read(position, STORAGE_JOKERS, lambda: known(known(storage(name)).jokers), player=who(name))
    if jokers and tiles + jokers > STORAGE_TILES:
        counted = _jokers_space(position, tiles, jokers, ruling)
    ruling.because(
        MUST_FIT,
        msg(
            "queens-garden.acquire.fits",
            "storage after: {tiles} of {max} tile spaces, {extensions} of {max_extensions} garden extensions",
            tiles=counted,
            max=STORAGE_TILES,
            extensions=exts,
            max_extensions=STORAGE_EXTENSIONS,
        ),
    )


def _jokers_space(position: Position, tiles: int, jokers: int, ruling: Ruling) -> int:
    """Whether jokers take tile space is not in the texts: it decides only when they would overfill storage."""
    take_space = config_value(
        position.config,
        "jokers_take_storage_space",
        None,
        ruling,
        MUST_FIT,
        msg_n(
            "queens-garden.config.jokers-space",
            "whether the {n} joker in storage takes tile space",
            "whether the {n} jokers in storage take tile space",
            jokers,
        ),
        msg("queens-garden.need.jokers-space", "Do jokers in storage take tile space?"),
        "yes_no",
    )
    if not take_space:
        return tiles
    ruling.require(
        tiles + jokers <= STORAGE_TILES,
        MUST_FIT,
        msg(
            "queens-garden.acquire.too-many-with-jokers",
            "tiles ({tiles}) and jokers ({jokers}) would take {total} tile spaces; storage has {max}",
            tiles=tiles,
            jokers=jokers,
            total=tiles + jokers,
            max=STORAGE_TILES,
        ),
    )
    return tiles + jokers


def apply_taken(position: Position, chosen: list[Location], ruling: Ruling) -> Position:
    """The named (or engine-chosen) hexagons leave the market for storage, in each part the position gives."""
    name = position.to_move
    new = position.fork()
    with bookkeeping():
        _to_storage(new, name, chosen)
    ruling.event(
        TAKE_ALL,
        msg(
            "queens-garden.acquire.takes",
            "{player} takes {taken} into storage",
            player=who(name),
            taken=[_label(loc) for loc in chosen],
        ),
        taken=[{"hex": str(loc.hex), "from": loc.source, "kind": loc.kind} for loc in chosen],
    )
    display = new.display()
    if display is not None:
        _from_display(new, display, chosen, ruling)
    else:
        _display_unknown(chosen, ruling)
    if any(loc.source == "stack" for loc in chosen):
        stack = new.round_stack()
        if stack is not None and stack.tiles is not None:
            for loc in chosen:
                if loc.source == "stack" and str(loc.hex) in stack.tiles:
                    stack.tiles.remove(str(loc.hex))
        _after_stack(new, ruling)
    return new


def apply_counted(position: Position, tiles: int, extensions: int, choice: Msg, ruling: Ruling) -> Position:
    """All of the chosen colour or pattern goes to storage, the position not saying which hexagons lie where:
    what happens is said in general terms; the storage's lists become unknown (their new entries are)."""
    name = position.to_move
    new = position.fork()
    with bookkeeping():
        storage = new.storage_of(name)
        if storage is not None:
            storage.tiles = None if tiles else storage.tiles
            storage.extensions = None if extensions else storage.extensions
        new.market = None  # which spots and which of the stack's tiles it came from: not given
    ruling.event(
        TAKE_ALL,
        msg_n(
            "queens-garden.acquire.takes-counted",
            "{player} takes the {n} hexagon of the {choice} into storage",
            "{player} takes the {n} hexagons of the {choice} into storage",
            tiles + extensions,
            player=who(name),
            choice=choice,
        ),
    )
    if tiles:
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.if-from-stack",
                "if a tile came from the round's stack, its top garden extension goes to the display (face up) "
                "and the stack is refilled",
            ),
        )
    return new


def _to_storage(new: Position, name: str | None, chosen: list[Location]) -> None:
    storage = new.storage_of(name)
    if storage is None:
        return
    for loc in chosen:
        held = storage.extensions if loc.kind == "extension" else storage.tiles
        if held is not None:
            held.append(str(loc.hex))


def _from_display(new: Position, display: list[DisplaySpot], chosen: list[Location], ruling: Ruling) -> None:
    taken_ext: set[int] = set()
    emptied: list[int] = []
    for loc in chosen:
        if not loc.source.startswith("display["):
            continue
        i = int(loc.source[len("display[") : -1])
        if loc.kind == "extension":
            taken_ext.add(i)
        elif str(loc.hex) in display[i].tiles:
            display[i].tiles.remove(str(loc.hex))
            if not display[i].tiles:
                emptied.append(i)
    for i in emptied:
        ruling.event(EMPTY_EXTENSION, _emptied(display[i].extension, f"display[{i}]"), extension=display[i].extension)
    assert new.market is not None
    new.market.display = [s for i, s in enumerate(display) if i not in taken_ext]


def _display_unknown(chosen: list[Location], ruling: Ruling) -> None:
    """Tiles taken from a display the position does not describe: a spot left without tiles turns face up."""
    spots = sorted({loc.source for loc in chosen if loc.kind == "tile" and loc.source.startswith("display[")})
    if spots:
        ruling.event(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.if-emptied",
                "a garden extension at {spots} left with no tiles on it turns face up and can be taken in a colour "
                "or pattern selection",
                spots=spots,
            ),
        )


def _emptied(extension: str | None, spot: str) -> Msg:
    if extension is None:
        return msg(
            "queens-garden.acquire.spot-emptied",
            "the garden extension at {spot} is now empty: it turns face up and can be taken in a colour or "
            "pattern selection",
            spot=spot,
        )
    return msg(
        "queens-garden.acquire.extension-emptied",
        "the garden extension {extension} at {spot} is now empty: it turns face up and can be taken in a "
        "colour or pattern selection",
        extension=extension,
        spot=spot,
    )


def _label(loc: Location) -> Msg | str:
    if loc.kind == "extension":
        return msg(
            "queens-garden.label.taken-extension",
            "{hex} ({source}, garden extension)",
            hex=str(loc.hex),
            source=loc.source,
        )
    return f"{loc.hex} ({loc.source})"  # data only: nothing to translate


def _after_stack(new: Position, ruling: Ruling) -> None:
    stack = new.round_stack()
    if stack is None or stack.extensions is None:
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.stack-extension-unknown",
                "a tile came from the round's stack: its top garden extension goes to the display, face up",
            ),
        )
        _refill(new, ruling)
        return
    if stack.extensions:
        ext = stack.extensions.pop(0)
        display = new.display()
        if display is not None:
            display.append(DisplaySpot(extension=ext, tiles=[]))
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.stack-extension",
                "a tile came from the round's stack: its top garden extension {extension} goes to the display",
                extension=ext,
            ),
            extension=ext,
        )
        ruling.event(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.stack-extension-face-up",
                "the garden extension {extension} lies empty in the display: face up, it can be taken in a colour "
                "or pattern selection",
                extension=ext,
            ),
            extension=ext,
        )
    else:
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.stack-no-extension",
                "a tile came from the round's stack, but it holds no garden extension to move",
            ),
        )
    _refill(new, ruling)


def _refill(new: Position, ruling: Ruling) -> None:
    market = new.market
    stack = new.round_stack()
    cfg = new.config
    size = cfg.round_stack_size if cfg is not None else None
    if size is None or market is None or market.supply is None or stack is None or stack.tiles is None:
        ruling.event(
            REFILL,
            msg(
                "queens-garden.acquire.refill-unknown",
                "the round's stack is refilled; how many and from where is not in the texts (give "
                "config.round_stack_size and position.market.supply to apply it)",
            ),
            applied=False,
        )
        return
    ruling.used(
        cfg.field("round_stack_size"),
        size,
        msg("queens-garden.input.round-stack-size", "how many hexagons the round's stack is refilled to"),
    )
    ruling.used(
        "position.market.supply",
        list(market.supply[:size]),
        msg("queens-garden.input.supply", "the tiles that refill the stack, in order"),
    )
    need = max(0, size - len(stack.tiles))
    drawn = market.supply[:need]
    del market.supply[:need]
    stack.tiles.extend(drawn)
    if drawn:
        what = msg("queens-garden.acquire.refilled", "the round's stack is refilled with {drawn}", drawn=list(drawn))
    elif need == 0:
        what = msg("queens-garden.acquire.refilled-nothing", "the round's stack is full: nothing is drawn to refill it")
    else:
        what = msg("queens-garden.acquire.supply-empty", "the supply is empty: nothing refills the round's stack")
    ruling.event(REFILL, what, drawn=list(drawn))
