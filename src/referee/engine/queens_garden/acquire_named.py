"""An acquisition whose move names what it takes (``take:``): each rule of Q&A paragraph 1 read as a fact.

What each named hexagon is (a tile, an empty extension, a face-down one, nothing), and whether the selection
leaves a matching hexagon behind, are facts computed from the market when the position describes it, else
asked. Whether two taken hexagons are identical copies follows from the move itself.
"""

from __future__ import annotations

from collections import Counter

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.acquire import (
    CHOICE,
    EMPTY_EXTENSION,
    LEFT_BEHIND,
    ONE_COPY,
    TAKE_ALL,
    TAKE_KIND,
    check_copies,
    choice_msg,
    display_locations,
    identity,
    market_locations,
    selection_holds,
    stack_locations,
)
from referee.engine.queens_garden.book import msg, read
from referee.engine.queens_garden.model import Acquire, Location, Position, Take, parse_hex

KIND_OF = {"tile": "tile", "empty-extension": "extension"}


def named_selection(position: Position, move: Acquire, trait: str, value: str, ruling: Ruling) -> list[Location]:
    """The hexagons the move names, checked against paragraph 1; returns them as market locations."""
    assert move.take is not None
    choice = choice_msg(trait, value)
    for take in move.take:  # the move alone says whether a named hexagon fits the choice
        if getattr(parse_hex(take.hex), trait) != value:
            ruling.illegal(CHOICE, _not_chosen(take, choice))
    pools: dict[str, Counter] = {}
    chosen = []
    for i, take in enumerate(move.take):
        kind = _take_kind(position, take, i, pools)
        if kind not in KIND_OF:
            _not_there(take, i, kind, ruling)
        chosen.append(Location(take.source, KIND_OF[kind], parse_hex(take.hex)))  # type: ignore[arg-type]
    # an extension and an identical tile among the taken: the config (or the player) says if they are copies
    ident = identity(position, chosen, ruling)
    check_copies(chosen, ident, ruling)
    left, which = _left_behind(position, chosen, trait, value)
    if left:
        ruling.illegal(TAKE_ALL, _leaves(which, choice))
    selection_holds(len(chosen), trait, value, ruling)
    ruling.because(
        TAKE_ALL, msg("queens-garden.acquire.all-taken", "every available hexagon ({choice}) is taken", choice=choice)
    )
    ruling.because(
        ONE_COPY, msg("queens-garden.acquire.no-copy-twice", "no two identical copies are taken (one of each at most)")
    )
    return chosen


def _take_kind(position: Position, take: Take, i: int, pools: dict[str, Counter]) -> str:
    """What lies at the take's source under that name; each copy named once more uses up one more copy."""
    h = parse_hex(take.hex)

    def compute() -> str:
        pool = pools.get(take.source)
        if pool is None:
            where = stack_locations(position) if take.source == "stack" else display_locations(position)
            pool = pools[take.source] = Counter(x for x in where if x.source == take.source)
        loc = next((x for x in pool if x.hex == h and pool[x] > 0), None)
        if loc is not None:
            pool[loc] -= 1
            return "tile" if loc.kind == "tile" else "empty-extension"
        if take.source.startswith("display["):
            spot = known(position.display())[int(take.source[len("display[") : -1])]
            if spot.tiles and known(spot.extension) == take.hex:
                return "covered-extension"
        return "absent"

    fact = TAKE_KIND.about(str(i))
    return read(position, fact, compute, hex=take.hex, source=take.source)


def _not_there(take: Take, i: int, kind: str, ruling: Ruling) -> None:
    """move.take[i] names a hexagon that cannot be taken there: say why, citing the rule that makes it so."""
    field = f"move.take[{i}]"
    if kind == "covered-extension":
        ruling.illegal(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.take-face-down",
                "{field}: the garden extension {hex} at {source} still has tiles on it, so it lies face down "
                "and cannot be taken",
                field=field,
                hex=take.hex,
                source=take.source,
            ),
        )
    ruling.illegal(
        CHOICE,
        msg(
            "queens-garden.acquire.not-there",
            "{field}: there is no (further) {hex} to take at {source}",
            field=field,
            hex=take.hex,
            source=take.source,
        ),
    )


def _left_behind(position: Position, chosen: list[Location], trait: str, value: str) -> tuple[bool, Location | None]:
    """Whether the selection leaves a matching hexagon, and (when computed from the market) the first one."""
    found: list[Location] = []

    def compute() -> bool:
        matching = [x for x in market_locations(position) if getattr(x.hex, trait) == value]
        same_kind_only = _copies_by_kind(position, matching)
        key = (lambda x: (x.kind, x.hex)) if same_kind_only else (lambda x: x.hex)
        taken = {key(x) for x in chosen}
        found.extend(x for x in matching if key(x) not in taken)
        return bool(found)

    left = read(position, LEFT_BEHIND, compute, choice=choice_msg(trait, value))
    return left, found[0] if left and found else None


def _copies_by_kind(position: Position, matching: list[Location]) -> bool:
    """Whether only hexagons of one kind are copies of each other; ``Unknown`` when the market pairs an extension
    with an identical tile and the config does not say (then the player answers the fact)."""
    kinds: dict = {}
    for x in matching:
        kinds.setdefault(x.hex, set()).add(x.kind)
    if all(len(k) == 1 for k in kinds.values()):
        return True
    cfg = position.config.extension_identical_to_tile if position.config is not None else None
    return not known(cfg)


def _not_chosen(take: Take, choice: Msg) -> Msg:
    return msg(
        "queens-garden.acquire.not-chosen",
        "{hex} ({source}) does not match the choice ({choice})",
        hex=take.hex,
        source=take.source,
        choice=choice,
    )


def _leaves(loc: Location | None, choice: Msg) -> Msg:
    if loc is None:
        return msg(
            "queens-garden.acquire.leaves-some",
            "the selection leaves a hexagon that matches the choice ({choice})",
            choice=choice,
        )
    return msg(
        "queens-garden.acquire.leaves-one",
        "the selection leaves {hex} ({source}), which matches the choice ({choice})",
        hex=str(loc.hex),
        source=loc.source,
        choice=choice,
    )
