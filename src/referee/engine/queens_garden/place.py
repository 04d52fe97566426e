"""Paying for a tile and placing it in the garden (Q&A paragraphs 3 and 4, rulebook pp. 3-4)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.acquire import STORAGE_JOKERS as JOKERS
from referee.engine.queens_garden.acquire import STORAGE_TILES_HELD as TILES_HELD
from referee.engine.queens_garden.book import BOOK, bookkeeping, msg, msg_n, peek, read
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.geometry import Garden, connected, identical_pair, occupied_neighbours
from referee.engine.queens_garden.model import GardenHex, Hex, Place, Position, parse_hex
from referee.engine.queens_garden.turns import check_may_move, who

# --- paragraph 3: paying -----------------------------------------------------------------------------
PAY_COST = BOOK.rule(
    "queens-garden.pay.cost",
    en="You pay by discarding from storage as many hexagons as the cost, the tile you place included (rulebook p. 3).",
    es="Pagas descartando de tu almacén tantos hexágonos como el coste, incluida la loseta que colocas "
    "(reglamento, p. 3).",
    nl="Je betaalt door zoveel zeshoeken als de kosten uit je opslag af te leggen, de tegel die je legt "
    "inbegrepen (spelregels, p. 3).",
    ru="Вы платите, сбрасывая со склада столько шестиугольников, сколько стоит плитка, включая выкладываемую "
    "(правила, с. 3).",
    quotes={"es": "Pagas descartando hexágonos de tu almacén (incluida la loseta que colocas) equivalentes al coste"},
    facts=["pattern-value"],
    unless=("queens-garden.pay.jokers-substitute",),
)
PAY_SAME = BOOK.rule(
    "queens-garden.pay.same-pattern-or-colour",
    en="All hexagons discarded to pay are one pattern in different colours, or one colour in different patterns "
    "(rulebook p. 3).",
    es="Todos los hexágonos descartados para pagar son de un mismo patrón en colores diferentes o de un mismo "
    "color en patrones diferentes (reglamento, p. 3).",
    nl="Alle zeshoeken die je aflegt om te betalen hebben één patroon in verschillende kleuren, of één kleur in "
    "verschillende patronen (spelregels, p. 3).",
    ru="Все сброшенные для оплаты шестиугольники — один узор разных цветов или один цвет с разными узорами "
    "(правила, с. 3).",
    quotes={
        "es": "todos los hexágonos descartados deben ser del mismo patrón en colores diferentes o del mismo color "
        "en patrones diferentes"
    },
    unless=("queens-garden.pay.jokers-substitute",),
)
PAY_NO_IDENTICAL = BOOK.rule(
    "queens-garden.pay.no-identical",
    en="A payment may not contain identical duplicates (rulebook p. 3).",
    es="Un pago no puede contener duplicados idénticos (reglamento, p. 3).",
    nl="Een betaling mag geen identieke dubbele zeshoeken bevatten (spelregels, p. 3).",
    ru="В оплате не может быть одинаковых дубликатов (правила, с. 3).",
    quotes={"es": "no se permiten duplicados idénticos"},
    unless=("queens-garden.pay.jokers-substitute",),
)
PAY_JOKERS = BOOK.rule(
    "queens-garden.pay.jokers-substitute",
    en="Jokers may stand in for the hexagons a payment needs (rulebook p. 3).",
    es="Los comodines pueden sustituir a los hexágonos que necesita un pago (reglamento, p. 3).",
    nl="Jokers mogen de zeshoeken vervangen die een betaling nodig heeft (spelregels, p. 3).",
    ru="Джокеры могут заменять шестиугольники, нужные для оплаты (правила, с. 3).",
    quotes={"es": "puedes usar comodines para sustituir los hexágonos necesarios"},
)
NO_JOKER = BOOK.rule(
    "queens-garden.place.no-joker-in-garden",
    en="A joker can never be placed in your garden (rulebook p. 3).",
    es="Un comodín nunca puede colocarse en tu jardín (reglamento, p. 3).",
    nl="Een joker mag nooit in je tuin worden gelegd (spelregels, p. 3).",
    ru="Джокер нельзя выкладывать в свой сад (правила, с. 3).",
    quotes={"es": "(pero un comodín no puede colocarse en tu jardín) (Reglamento, p. 3)"},
)

# --- paragraph 4: placing ----------------------------------------------------------------------------
ALONE_OR_ADJACENT = BOOK.rule(
    "queens-garden.place.alone-or-adjacent",
    en="A placed tile may stand alone or next to one or more hexagons (rulebook p. 4).",
    es="Una loseta colocada puede quedar aislada o junto a uno o más hexágonos (reglamento, p. 4).",
    nl="Een gelegde tegel mag alleen liggen of naast een of meer zeshoeken (spelregels, p. 4).",
    ru="Выложенная плитка может лежать отдельно или рядом с одним или несколькими шестиугольниками (правила, с. 4).",
    quotes={"es": "Una loseta colocada puede estar aislada o adyacente a uno o más hexágonos"},
)
SHARE = BOOK.rule(
    "queens-garden.place.share-with-neighbour",
    en="A tile placed next to hexagons must share its pattern or its colour with at least one of them (rulebook p. 4).",
    es="Una loseta colocada junto a hexágonos debe compartir patrón o color con al menos uno de ellos "
    "(reglamento, p. 4).",
    nl="Een tegel naast zeshoeken moet zijn patroon of kleur delen met minstens één ervan (spelregels, p. 4).",
    ru="Плитка рядом с шестиугольниками должна совпадать по узору или цвету хотя бы с одним из них (правила, с. 4).",
    quotes={
        "es": "pero si es adyacente debe compartir el mismo patrón o el mismo color con al menos un hexágono adyacente"
    },
)
NO_IDENTICAL_GROUP = BOOK.rule(
    "queens-garden.place.no-group-joining-identical",
    en="You may not create or extend a group that joins two identical hexagons (same pattern and colour) "
    "(rulebook p. 4).",
    es="No puedes crear ni ampliar un grupo que una dos hexágonos idénticos (mismo patrón y color) (reglamento, p. 4).",
    nl="Je mag geen groep maken of uitbreiden die twee identieke zeshoeken (zelfde patroon en kleur) verbindt "
    "(spelregels, p. 4).",
    ru="Нельзя создавать или расширять группу, соединяющую два одинаковых шестиугольника (тот же узор и цвет) "
    "(правила, с. 4).",
    quotes={
        "es": "no puedes crear/extender un grupo que conecte dos hexágonos idénticos (mismo patrón y mismo color) "
        "(Reglamento, p. 4)"
    },
    facts=["group"],
)

# --- the facts these rules decide on (computed from the storage and the garden when the position gives them) ---
HOLDS = BOOK.fact(
    "holds-payment",
    "yes_no",
    msg("queens-garden.fact.holds-payment", "Does {player}'s storage hold everything the move uses: {what}?"),
    rule=PAY_COST,
)
TARGET = BOOK.fact(
    "target-cell",
    "one_of",
    msg(
        "queens-garden.fact.target-cell",
        "Where does {hex} go in the garden ({cell})?",
    ),
    rule=ALONE_OR_ADJACENT,
    choices=("alone", "next-to-hexagons", "occupied"),
    names={
        "alone": msg("queens-garden.choice.cell-alone", "alone, no hexagon next to it"),
        "next-to-hexagons": msg("queens-garden.choice.cell-next-to-hexagons", "next to hexagons"),
        "occupied": msg("queens-garden.choice.cell-occupied", "on a hexagon already there (occupied)"),
    },
)
SHARES = BOOK.fact(
    "shares-neighbour",
    "yes_no",
    msg(
        "queens-garden.fact.shares-neighbour",
        "Does {hex} share its colour or its pattern with at least one of the hexagons next to it?",
    ),
    rule=SHARE,
)
JOINS = BOOK.fact(
    "joins-identical",
    "yes_no",
    msg(
        "queens-garden.fact.joins-identical",
        "Placed there, would {hex} make a group of one colour or one pattern that joins two identical hexagons "
        "(same colour and pattern)?",
    ),
    rule=NO_IDENTICAL_GROUP,
)


def garden_of(position: Position, name: str | None) -> Garden | None:
    """The player's garden by cell; None when the position does not give it (unknown, not empty)."""
    player = position.player(name)
    if player is None or player.garden is None:
        return None
    return {tuple(g.at): parse_hex(g.hex) for g in player.garden}


def place(position: Position, move: Place, ruling: Ruling) -> Position:
    name = position.to_move
    if move.hex == "joker":
        ruling.illegal(
            NO_JOKER, msg("queens-garden.place.joker", "a joker pays for tiles but is never placed in the garden")
        )
    if move.extension:
        ruling.undetermined(
            ALONE_OR_ADJACENT,
            msg(
                "queens-garden.place.extension-unknown",
                "the Q&A speaks of placing tiles; it does not say how a garden extension is paid for or placed",
            ),
            needs=[
                Need(
                    msg(
                        "queens-garden.need.extension-rule",
                        "How is a garden extension paid for and placed? (the rulebook says; the Q&A does not)",
                    ),
                    None,
                    "rule",
                )
            ],
        )
    tile = parse_hex(move.hex)
    # the payment asked when unsaid, the storage holds it all, the payment's shape (the move alone says it), its
    # cost, then the garden
    _payment_said_first(position, move, tile, ruling)
    _check_in_storage(position, move, ruling)
    _check_payment(position, move, tile, ruling)
    _check_place(position, name, move, tile, ruling)
    check_may_move(position, ruling)
    return _apply(position, name, move, ruling)


def _cost(position: Position, tile: Hex, ruling: Ruling) -> int:
    """The tile's cost: its pattern's value (the config's; asked when it gives none)."""
    return config_value(
        position.config,
        "pattern_values",
        tile.pattern,
        ruling,
        PAY_COST,
        msg("queens-garden.config.cost", "the cost of a {pattern} tile", pattern=tile.pattern),
        msg("queens-garden.need.cost", "What does a {pattern} tile cost (its pattern's value)?", pattern=tile.pattern),
    )


def _payment_said_first(position: Position, move: Place, tile: Hex, ruling: Ruling) -> None:
    """A payment the move leaves out is asked before whether storage holds what the move uses: asked after,
    the storage's yes named the placed tile alone and then stood for the payment too (a dispute judged a payment
    nobody said was held; found by the session-21 verifier)."""
    if {"pay", "jokers"} <= move.model_fields_set:
        return
    cost = _cost(position, tile, ruling)
    if 1 + len(move.pay) + move.jokers < cost:
        _ask_unstated_payment(position, move, cost, ruling)


def _check_cost(position: Position, move: Place, tile: Hex, ruling: Ruling) -> None:
    """As many hexagons as the tile's cost, the placed tile included; jokers may make up the count."""
    cost = _cost(position, tile, ruling)
    paid = 1 + len(move.pay) + move.jokers
    if paid < cost:
        _ask_unstated_payment(position, move, cost, ruling)
    if paid != cost:  # (the lacks are worked out only when the payment is wrong: they read the jokers)
        ruling.illegal(
            PAY_COST,
            lacks={PAY_JOKERS.id: _too_many(paid - cost) if paid > cost else _joker_lacks(position, move)},
            message=msg_n(
                "queens-garden.pay.wrong-count",
                "{hex} costs {cost}: the payment discards {n} hexagon (the placed tile included)",
                "{hex} costs {cost}: the payment discards {n} hexagons (the placed tile included)",
                paid,
                hex=move.hex,
                cost=cost,
            ),
        )
    ruling.because(
        PAY_COST,
        msg_n(
            "queens-garden.pay.cost-met",
            "{hex} costs {cost}; {n} hexagon discarded, the placed tile included",
            "{hex} costs {cost}; {n} hexagons discarded, the placed tile included",
            paid,
            hex=move.hex,
            cost=cost,
        ),
    )


def _ask_unstated_payment(position: Position, move: Place, cost: int, ruling: Ruling) -> None:
    """How a tile is paid is the player's to say: a payment part the move leaves out (a dispute asks only what
    it must) is asked, not read as nothing paid; the other tiles first, then the jokers. A part the move states
    (``pay: []`` too) is the whole of that part."""
    said = move.model_fields_set
    name = position.to_move
    # asked only while what storage holds could pay (a storage of the placed tile alone, or of no joker, cannot)
    held = peek(position, TILES_HELD, lambda: len(known(known(position.storage_of(name)).tiles)), player=who(name))
    no_jokers = _jokers_held(position) == 0
    with bookkeeping():  # the choices only: they decide nothing
        storage = position.storage_of(name)
        tiles = tuple(dict.fromkeys(h for h in (storage.tiles if storage else None) or [] if h != move.hex))
    about = {"hex": move.hex, "cost": cost, "player": who(name)}
    if "pay" not in said and (held is None or held > 1):
        question = msg(
            "queens-garden.need.pay-tiles",
            "{hex} costs {cost}: which other hexagons from storage does {player} discard to pay it (none: leave it "
            "empty)?",
            **about,
        )
        need = Need(question, "move.pay", "several_of", tiles)
    elif "jokers" not in said and not no_jokers:
        question = msg(
            "queens-garden.need.pay-jokers", "{hex} costs {cost}: how many jokers does {player} discard to pay it "
            "(0 for none)?", **about
        )  # fmt: skip
        need = Need(question, "move.jokers", "number")
    else:
        return
    not_said = msg(
        "queens-garden.pay.not-said", "{hex} costs {cost}; the move does not say how {player} pays it", **about
    )
    ruling.undetermined(PAY_COST, not_said, needs=[need])


def _check_payment(position: Position, move: Place, tile: Hex, ruling: Ruling) -> None:
    """Paragraph 3: the payment is the tile's cost in hexagons (the tile included), all one pattern or one
    colour, no two alike; jokers stand in."""
    real = [tile, *map(parse_hex, move.pay)]
    same_pattern = len({h.pattern for h in real}) == 1
    same_colour = len({h.colour for h in real}) == 1
    if not (same_pattern or same_colour):
        ruling.illegal(
            PAY_SAME,
            msg(
                "queens-garden.pay.mixed",
                "the payment {hexes} mixes colours and patterns",
                hexes=[str(h) for h in real],
            ),
            {PAY_JOKERS.id: _joker_lacks(position, move)},
        )
    dup = next((h for h, n in Counter(real).items() if n > 1), None)
    if dup is not None:
        ruling.illegal(
            PAY_NO_IDENTICAL,
            msg("queens-garden.pay.duplicate", "the payment holds {hex} more than once", hex=str(dup)),
            {PAY_JOKERS.id: _joker_lacks(position, move)},
        )
    if same_pattern:
        shared = msg(
            "queens-garden.pay.all-pattern", "the payment is all pattern {value}, no two alike", value=tile.pattern
        )
    else:
        shared = msg(
            "queens-garden.pay.all-colour", "the payment is all colour {value}, no two alike", value=tile.colour
        )
    ruling.because(PAY_SAME, shared)
    _check_cost(position, move, tile, ruling)
    if move.jokers:
        ruling.because(
            PAY_JOKERS,
            msg_n(
                "queens-garden.pay.jokers-stand-in",
                "{n} joker stands in for a hexagon of the payment",
                "{n} jokers stand in for hexagons of the payment",
                move.jokers,
            ),
        )


def _at(hex_: Hex | str, cell) -> Msg:
    return msg("queens-garden.label.at", "{hex} at {cell}", hex=str(hex_), cell=str(list(cell)))


def _target(position: Position, name: str | None, move: Place) -> tuple[str, list[Garden]]:
    """Where the tile goes, and the garden when the fact was computed from it (the reasons show its details;
    read as part of the fact, they are not what the verdict rests on -- the fact is)."""
    seen: list[Garden] = []

    def compute() -> str:
        garden = _garden(position, name, seen)
        cell = tuple(move.at)
        if cell in garden:
            return "occupied"
        return "next-to-hexagons" if occupied_neighbours(garden, cell) else "alone"

    value = read(position, TARGET, compute, hex=move.hex, cell=str(list(move.at)))
    return value, seen


def _garden(position: Position, name: str | None, seen: list[Garden]) -> Garden:
    """The garden, inside a fact's computation (Unknown when not given); ``seen`` keeps it for the details."""
    garden = known(garden_of(position, name))
    seen[:] = [garden]
    return garden


def _check_place(position: Position, name: str | None, move: Place, tile: Hex, ruling: Ruling) -> None:
    """Paragraph 4: an empty cell, alone or next to hexagons it shares colour or pattern with, joining no
    identical hexagons in a group. Each step is a fact: computed from the garden when the position gives it."""
    cell = tuple(move.at)
    where = str(list(cell))
    target, seen = _target(position, name, move)
    if target == "occupied":
        ruling.undetermined(
            ALONE_OR_ADJACENT,
            msg(
                "queens-garden.place.occupied",
                "{cell} already holds a hexagon; the Q&A does not speak of covering a hexagon",
                cell=where,
            ),
            needs=[
                Need(
                    msg("queens-garden.need.cover", "May a tile be placed over a hexagon? (the rulebook, p. 4)"),
                    None,
                    "rule",
                ),
                Need(msg("queens-garden.need.empty-cell", "Which empty cell does the tile go to?"), "move.at", "text"),
            ],
        )
    if target == "alone":
        ruling.because(
            ALONE_OR_ADJACENT,
            msg("queens-garden.place.alone", "{hex} stands alone at {cell}", hex=move.hex, cell=where),
        )
        return  # a hexagon alone is in no group: it joins nothing
    _check_neighbours(position, name, seen, move, tile, ruling)
    _check_groups(position, name, seen, move, tile, ruling)


def _check_neighbours(
    position: Position, name: str | None, seen: list[Garden], move: Place, tile: Hex, ruling: Ruling
) -> None:
    """Next to hexagons: it shares colour or pattern with at least one of them."""
    cell = tuple(move.at)

    def compute() -> bool:
        g = _garden(position, name, seen)
        return any(g[n].colour == tile.colour or g[n].pattern == tile.pattern for n in occupied_neighbours(g, cell))

    shares = read(position, SHARES, compute, hex=move.hex)
    garden = seen[0] if seen else None
    near = occupied_neighbours(garden, cell) if garden is not None else []
    if not shares:
        ruling.illegal(SHARE, _shares_nothing(garden, near, move, str(list(cell))))
    sharing = [n for n in near if garden and (garden[n].colour == tile.colour or garden[n].pattern == tile.pattern)]
    if garden is None or not sharing:
        ruling.because(
            ALONE_OR_ADJACENT, msg("queens-garden.place.next-to-some", "{hex} goes next to hexagons", hex=move.hex)
        )
        ruling.because(
            SHARE,
            msg("queens-garden.place.shares-some", "it shares colour or pattern with a hexagon next to it"),
        )
        return
    ruling.because(
        ALONE_OR_ADJACENT,
        msg_n(
            "queens-garden.place.next-to",
            "{hex} goes next to {n} hexagon",
            "{hex} goes next to {n} hexagons",
            len(near),
            hex=move.hex,
        ),
    )
    ruling.because(
        SHARE,
        msg(
            "queens-garden.place.shares",
            "it shares colour or pattern with {neighbour}",
            neighbour=_at(garden[sharing[0]], sharing[0]),
        ),
    )


def _shares_nothing(garden: Garden | None, near: list, move: Place, where: str) -> Msg:
    if garden is None:
        return msg(
            "queens-garden.place.shares-nothing-general",
            "{hex} at {cell} shares neither colour nor pattern with any hexagon next to it",
            hex=move.hex,
            cell=where,
        )
    return msg(
        "queens-garden.place.shares-nothing",
        "{hex} at {cell} shares neither colour nor pattern with {neighbours}",
        hex=move.hex,
        cell=where,
        neighbours=[_at(garden[n], n) for n in near],
    )


def _identical_in_group(garden: Garden, cell: Any, tile: Hex) -> tuple[str, tuple[Any, Any]] | None:
    after = {**garden, cell: tile}
    for trait in ("colour", "pattern"):
        pair = identical_pair(after, connected(after, cell, trait))
        if pair:
            return trait, pair
    return None


def _check_groups(
    position: Position, name: str | None, seen: list[Garden], move: Place, tile: Hex, ruling: Ruling
) -> None:
    cell = tuple(move.at)

    def compute() -> bool:
        return _identical_in_group(_garden(position, name, seen), cell, tile) is not None

    joins = read(position, JOINS, compute, hex=move.hex)
    garden = seen[0] if seen else None
    if joins:
        ruling.illegal(NO_IDENTICAL_GROUP, _joins_why(garden, cell, tile))
    if garden is None:
        ruling.because(
            NO_IDENTICAL_GROUP,
            msg("queens-garden.place.groups-ok-general", "its groups join no identical hexagons"),
        )
        return
    after = {**garden, cell: tile}
    groups = [len(connected(after, cell, t)) for t in ("colour", "pattern")]
    ruling.because(
        NO_IDENTICAL_GROUP,
        msg(
            "queens-garden.place.groups-ok",
            "hexagons in its colour group: {colour}, in its pattern group: {pattern}; neither joins identical hexagons",
            colour=groups[0],
            pattern=groups[1],
        ),
    )


def _joins_why(garden: Garden | None, cell: Any, tile: Hex) -> Msg:
    found = _identical_in_group(garden, cell, tile) if garden is not None else None
    if found is None:
        return msg(
            "queens-garden.place.group-identical-general",
            "a group through {cell} would join two identical hexagons",
            cell=str(list(cell)),
        )
    trait, (a, b) = found
    after = {**garden, cell: tile}  # type: ignore[dict-item]
    params = {"cell": str(list(cell)), "a": _at(after[a], a), "b": _at(after[b], b)}
    if trait == "colour":
        return msg(
            "queens-garden.place.colour-group-identical",
            "the colour group through {cell} would join {a} and {b}",
            **params,
        )
    return msg(
        "queens-garden.place.pattern-group-identical",
        "the pattern group through {cell} would join {a} and {b}",
        **params,
    )


def _uses(move: Place) -> list[Msg | str]:
    """What the move takes from storage: the tile, the payment's tiles, its jokers (counted)."""
    out: list[Msg | str] = [move.hex, *move.pay]
    if move.jokers:
        out.append(msg_n("queens-garden.label.jokers", "{n} joker", "{n} jokers", move.jokers))
    return out


def _check_in_storage(position: Position, move: Place, ruling: Ruling) -> None:
    """The placed tile and the payment come from your storage ("hexágonos de tu almacén")."""
    name = position.to_move
    problem: list[tuple[Any, ...]] = []

    def compute() -> bool:
        storage = known(position.storage_of(name))
        have = Counter(known(storage.tiles))
        wanted = [("move.hex", move.hex), *((f"move.pay[{i}]", h) for i, h in enumerate(move.pay))]
        for field, h in wanted:
            if have[h] < 1:
                problem.append((field, h))
                return False
            have[h] -= 1
        if move.jokers and known(storage.jokers) < move.jokers:
            problem.append(("move.jokers", storage.jokers))
            return False
        return True

    if read(position, HOLDS, compute, player=who(name), what=_uses(move)):
        return
    _not_held(position, move, problem[0] if problem else None, ruling)


def _not_held(position: Position, move: Place, problem: tuple[Any, ...] | None, ruling: Ruling) -> None:
    """Say what the storage lacks (when computed from it) and cite the rule."""
    name = position.to_move
    if problem is None:
        ruling.illegal(
            PAY_COST,
            msg(
                "queens-garden.pay.not-held",
                "{player}'s storage does not hold everything the move uses ({what})",
                player=who(name),
                what=_uses(move),
            ),
            {
                PAY_JOKERS.id: msg(
                    "queens-garden.lacks.jokers-only-pay", "jokers stand in for the payment, nothing else"
                )
            },
        )
    field, value = problem
    if field == "move.hex":
        ruling.illegal(
            PAY_COST,
            msg("queens-garden.pay.no-tile-to-place", "move.hex: your storage holds no {hex} tile to place", hex=value),
            {
                PAY_JOKERS.id: msg(
                    "queens-garden.lacks.joker-not-placed",
                    "a joker stands in for the payment, never for the tile placed",
                )
            },
        )
    if field == "move.jokers":  # paid "descartando hexágonos de tu almacén": the rule the stated storage breaks too
        ruling.illegal(
            PAY_COST,
            msg_n(
                "queens-garden.pay.too-few-jokers",
                "move.jokers: your storage holds {n} joker, not {asked}",
                "move.jokers: your storage holds {n} jokers, not {asked}",
                value,
                asked=move.jokers,
            ),
        )
    ruling.illegal(
        PAY_COST,
        msg(
            "queens-garden.pay.no-tile-to-pay",
            "{field}: your storage holds no (further) {hex} tile to pay with",
            field=field,
            hex=value,
        ),
        {PAY_JOKERS.id: _joker_lacks(position, move)},
    )


def _jokers_held(position: Position) -> int | None:
    """The mover's jokers, when the position gives them (for a reason's detail: never asked)."""
    name = position.to_move
    return peek(position, JOKERS, lambda: known(known(position.storage_of(name)).jokers), player=who(name))


def _joker_lacks(position: Position, move: Place) -> Msg:
    """Why the jokers exception does not save this payment: no joker, all already used, or unused ones."""
    name = who(position.to_move)
    jokers = _jokers_held(position)
    if jokers is None:
        return msg(
            "queens-garden.lacks.jokers-unknown",
            "jokers stand in only where the move uses them; the position does not say how many {player} has",
            player=name,
        )
    if jokers == 0:
        return msg("queens-garden.lacks.no-joker", "{player} has no joker in storage", player=name)
    spare = jokers - move.jokers
    if spare <= 0:
        return msg_n(
            "queens-garden.lacks.all-jokers-used",
            "the payment already uses {player}'s {n} joker",
            "the payment already uses all {n} of {player}'s jokers",
            jokers,
            player=name,
        )
    return msg_n(
        "queens-garden.lacks.unused-jokers",
        "{player} has {n} spare joker that could stand in, but the move does not use it",
        "{player} has {n} spare jokers that could stand in, but the move does not use them",
        spare,
        player=name,
    )


def _too_many(extra: int) -> Msg:
    return msg_n(
        "queens-garden.lacks.too-many",
        "jokers only stand in for missing hexagons; this payment has {n} too many",
        "jokers only stand in for missing hexagons; this payment has {n} too many",
        extra,
    )


def _apply(position: Position, name: str | None, move: Place, ruling: Ruling) -> Position:
    new = position.fork()
    with bookkeeping():
        _move_hexes(new, name, move)
    discarded = [*move.pay, *["joker"] * move.jokers]
    ruling.event(PAY_COST, _discards(who(name), move), discarded=discarded)
    ruling.event(
        ALONE_OR_ADJACENT,
        msg(
            "queens-garden.place.places",
            "{player} places {hex} at {cell}",
            player=who(name),
            hex=move.hex,
            cell=str(list(move.at)),
        ),
        hex=move.hex,
        at=list(move.at),
    )
    return new


def _move_hexes(new: Position, name: str | None, move: Place) -> None:
    """The tile leaves storage for the garden, the payment goes to the discard: in each part the position
    gives (an unknown part stays unknown)."""
    player = new.player(name)
    storage = player.storage if player is not None else None
    if storage is not None and storage.tiles is not None:
        for h in [move.hex, *move.pay]:
            if h in storage.tiles:
                storage.tiles.remove(h)
    if storage is not None and storage.jokers is not None:
        storage.jokers = max(0, storage.jokers - move.jokers)
    if new.discard is not None:
        new.discard.tiles.extend(move.pay)
        new.discard.jokers += move.jokers
    if player is not None and player.garden is not None:
        player.garden.append(GardenHex(at=tuple(move.at), hex=move.hex))


def _discards(name: Msg | str, move: Place) -> Msg:
    """What the payment discards besides the placed tile: tiles, jokers (counted, never named), both or none."""
    if move.pay and move.jokers:
        return msg_n(
            "queens-garden.pay.discards-and-jokers",
            "{player} discards {hexes} and {n} joker from storage to pay for {hex}",
            "{player} discards {hexes} and {n} jokers from storage to pay for {hex}",
            move.jokers,
            player=name,
            hexes=list(move.pay),
            hex=move.hex,
        )
    if move.jokers:
        return msg_n(
            "queens-garden.pay.discards-jokers",
            "{player} discards {n} joker from storage to pay for {hex}",
            "{player} discards {n} jokers from storage to pay for {hex}",
            move.jokers,
            player=name,
            hex=move.hex,
        )
    if move.pay:
        return msg(
            "queens-garden.pay.discards",
            "{player} discards {hexes} from storage to pay for {hex}",
            player=name,
            hexes=list(move.pay),
            hex=move.hex,
        )
    return msg(
        "queens-garden.pay.discards-nothing-more",
        "{player} discards nothing more from storage to pay for {hex}",
        player=name,
        hex=move.hex,
    )
