"""A move names only what exists (issue #16: invalid is not illegal, as python-chess keeps them apart).

A player, edge, Mushling Card, location, Emsporium Item or Hero a move names that is not in the game (or not on
the position's board) is bad input: an InputError naming the move's field path with the nearest valid names. Only
a move whose every name exists goes on to the rules, where breaking one is illegal. The position's own names are
checked when it is read (validate.py)."""

from __future__ import annotations

from pydantic import BaseModel

from referee.engine.mycelium.cards import CARDS
from referee.engine.mycelium.model import UNKNOWN, Position, untraced
from referee.engine.mycelium.moves import (
    Attack,
    BirdsNest,
    Boost,
    Build,
    BuildReaction,
    Buy,
    Cancel,
    Draw,
    Exchange,
    Gather,
    NutrientCardMove,
    Payment,
    Place,
    Trade,
    UseAction,
    UseHero,
)
from referee.errors import InputError, suggest

PLAYER, EDGE, CARD, LOCATION, ITEM, HERO = "player", "edge", "Mushling Card", "location", "Emsporium Item", "Hero"
BUILT_ON = "edge to build on"  # an edge; a location named here exists: the rule that Paths go on edges refuses it
STOLEN = "stolen card"  # a Mushling Card, '?' when the victim's hand is not described, or a Hero
TRADED = "Mushling Card or 'spore'"  # a Trade gives a card or a Spore Token
HERO_DRAW = "Hero or 'deck'"  # Gather: a displayed Hero, or the top of the Hero deck

NOT_A = {
    PLAYER: "not a player in this game",
    EDGE: "not an edge of the board",
    BUILT_ON: "not an edge of the board",
    CARD: "not a Mushling Card",
    LOCATION: "not a location of the board",
    ITEM: "not an Emsporium Item of this game",
    HERO: "not a Hero Mushling Card of this game",
    STOLEN: "not a Mushling Card",
    TRADED: "neither a Mushling Card nor 'spore'",
    HERO_DRAW: "neither a Hero Mushling Card of this game nor 'deck'",
}

# per move model: field -> the kind of name it holds (a dict field: (kind of its keys, kind of its values))
FIELDS: dict[type[BaseModel], dict[str, str | tuple[str | None, str | None]]] = {
    Build: {"player": PLAYER, "paths": BUILT_ON, "remove": EDGE},
    Payment: {"cards": CARD, "owner": PLAYER},
    BuildReaction: {"after": EDGE, "player": PLAYER, "card": CARD, "give": CARD},
    Cancel: {"player": PLAYER, "card": CARD},
    Exchange: {"player": PLAYER, "cards": CARD, "cave": LOCATION},
    Boost: {"by": PLAYER, "card": CARD},
    Attack: {
        "player": PLAYER,
        "target": EDGE,
        "defender": PLAYER,
        "attacker_card": CARD,
        "defender_card": CARD,
        "stolen": (PLAYER, STOLEN),
        "free_path": BUILT_ON,
        "free_path_remove": EDGE,
    },
    UseAction: {
        "player": PLAYER,
        "card": CARD,
        "pair_with": CARD,
        "cave": LOCATION,
        "paths": BUILT_ON,
        "remove": EDGE,
        "limit_remove": EDGE,
        "take": CARD,
        "view": PLAYER,
        "gatherers": LOCATION,
    },
    BirdsNest: {"player": PLAYER, "card": CARD, "gatherers": LOCATION},
    NutrientCardMove: {"player": PLAYER},  # Nutrient Cards: the texts list none, the position's own list decides
    Gather: {"player": PLAYER, "decline": LOCATION, "prefer": (LOCATION, None), "heroes": HERO_DRAW},
    Place: {"player": PLAYER, "gatherers": LOCATION},
    Draw: {"player": PLAYER, "discard": CARD},
    Buy: {"player": PLAYER, "items": ITEM},
    Trade: {"player": PLAYER, "teammate": PLAYER, "give": TRADED, "receive": TRADED},
    UseHero: {"player": PLAYER, "hero": HERO},
}


def _items(pos: Position) -> list[str] | None:
    """The Emsporium Items the position knows (None: no Emsporium described, the rules then decide)."""
    if pos.emsporium is None or not pos.emsporium.items:
        return None  # the game's items are the position's catalogue (emsporium.items): not given, names stand
    e = pos.emsporium
    return list(dict.fromkeys([*e.items, *e.shop, *e.deck, *(i for p in pos.players or [] for i in p.items)]))


def _heroes(pos: Position) -> list[str] | None:
    if pos.hero_tavern is None:
        return None
    t = pos.hero_tavern
    return list(dict.fromkeys([*t.cards, *t.display, *t.deck, *(h for p in pos.players or [] for h in p.heroes)]))


def valid_names(pos: Position) -> dict[str, list[str] | None]:
    """Kind -> the names that exist in this game and position (None: not checkable here -- a collection the
    position leaves out, whose names then stand for themselves)."""
    cards, heroes = list(CARDS), _heroes(pos)
    edges, locations = pos.board.edges, pos.board.locations
    return {
        PLAYER: [str(p.colour) for p in pos.players or []] if pos.players_listed else None,
        EDGE: None if edges is None else list(edges),
        BUILT_ON: None if edges is None else list(edges),
        CARD: cards,
        LOCATION: None if locations is None else list(locations),
        ITEM: _items(pos),
        HERO: heroes,
        # naming a Hero exists: the rule that it cannot be stolen says no (Heroes not described: any name stands)
        STOLEN: None
        if heroes is None and pos.variants.hero_tavern is not False
        else [*cards, UNKNOWN, *(heroes or [])],
        TRADED: [*cards, "spore"],
        HERO_DRAW: None if heroes is None else [*heroes, "deck"],
    }


def check_move_names(pos: Position, move: BaseModel, root: str = "move") -> None:
    """Raise InputError at the first name in the move that is not in the game.

    Not a rule's read: the tracer does not count it, so a position cut down to what the rules read leaves the
    collections out, and the move's names then stand for themselves."""
    with untraced():
        _walk(move, root, valid_names(pos))


def _walk(model: BaseModel, path: str, valid: dict[str, list[str] | None]) -> None:
    kinds = FIELDS.get(type(model), {})
    for name in type(model).model_fields:
        value, where = getattr(model, name), f"{path}.{name}"
        if isinstance(value, BaseModel):
            _walk(value, where, valid)
        elif isinstance(value, list) and value and isinstance(value[0], BaseModel):
            for i, sub in enumerate(value):
                _walk(sub, f"{where}[{i}]", valid)
        elif name in kinds:
            _check_value(value, where, kinds[name], valid)


def _check_value(value, where: str, kind, valid: dict[str, list[str] | None]) -> None:
    if isinstance(kind, tuple):  # a dict: its keys and its values
        for key, val in value.items():
            _check_one(key, f"{where}.{key}", kind[0], valid)
            _check_one(val, f"{where}.{key}", kind[1], valid)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_one(v, f"{where}[{i}]", kind, valid)
    elif value is not None:
        _check_one(value, where, kind, valid)


def _check_one(value, where: str, kind: str | None, valid: dict[str, list[str] | None]) -> None:
    names = valid.get(kind) if kind else None
    if names is None or not isinstance(value, str) or value in names:
        return
    if kind == BUILT_ON and (valid[LOCATION] is None or value in valid[LOCATION]):
        return
    raise InputError(f"{value!r} is {NOT_A[kind]}{suggest(value, names)}", None, where)
