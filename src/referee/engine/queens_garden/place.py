"""Paying for a tile and placing it in the garden (Q&A paragraphs 3 and 4, rulebook pp. 3-4)."""

from __future__ import annotations

from collections import Counter

from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.book import BOOK
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.geometry import Garden, connected, identical_pair, occupied_neighbours
from referee.engine.queens_garden.model import GardenHex, Hex, Place, Position, parse_hex

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
)
PAY_NO_IDENTICAL = BOOK.rule(
    "queens-garden.pay.no-identical",
    en="A payment may not contain identical duplicates (rulebook p. 3).",
    es="Un pago no puede contener duplicados idénticos (reglamento, p. 3).",
    nl="Een betaling mag geen identieke dubbele zeshoeken bevatten (spelregels, p. 3).",
    ru="В оплате не может быть одинаковых дубликатов (правила, с. 3).",
    quotes={"es": "no se permiten duplicados idénticos"},
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


def garden_of(position: Position, name: str) -> Garden:
    return {tuple(g.at): parse_hex(g.hex) for g in position.player(name).garden}


def place(position: Position, move: Place, ruling: Ruling) -> Position:
    name = position.to_move
    storage = position.player(name).storage
    if move.hex == "joker":
        ruling.illegal(NO_JOKER, "a joker pays for tiles but is never placed in the garden")
    if move.extension:
        ruling.undetermined(
            ALONE_OR_ADJACENT,
            "the Q&A speaks of placing tiles; it does not say how a garden extension is paid for or placed",
            needs=["the rulebook's rule for placing a garden extension (not in the Q&A)"],
        )
    tile = parse_hex(move.hex)
    _check_in_storage(storage.tiles, move.hex, move.pay, storage.jokers, move.jokers, ruling)
    _check_payment(position, move, tile, ruling)
    _check_place(garden_of(position, name), move, tile, ruling)
    return _apply(position, name, move, ruling)


def _check_payment(position: Position, move: Place, tile: Hex, ruling: Ruling) -> None:
    """Paragraph 3: the payment is the tile's cost in hexagons (the tile included), all one pattern or one
    colour, no two alike; jokers stand in."""
    cost = config_value(
        position.config, "pattern_values", tile.pattern, ruling, PAY_COST, f"the cost of a {tile.pattern} tile"
    )
    paid = 1 + len(move.pay) + move.jokers
    ruling.require(
        paid == cost,
        PAY_COST,
        f"{move.hex} costs {cost}: the payment discards {paid} hexagon(s) (the placed tile included)",
    )
    real = [tile, *map(parse_hex, move.pay)]
    same_pattern = len({h.pattern for h in real}) == 1
    same_colour = len({h.colour for h in real}) == 1
    if not (same_pattern or same_colour):
        ruling.illegal(PAY_SAME, f"the payment {', '.join(map(str, real))} mixes colours and patterns")
    dup = next((h for h, n in Counter(real).items() if n > 1), None)
    if dup is not None:
        ruling.illegal(PAY_NO_IDENTICAL, f"the payment holds {dup} more than once")
    ruling.because(PAY_COST, f"{move.hex} costs {cost}; {paid} hexagon(s) discarded, the placed tile included")
    shared = f"pattern {tile.pattern}" if same_pattern else f"colour {tile.colour}"
    ruling.because(PAY_SAME, f"the payment is all {shared}, no two alike")
    if move.jokers:
        ruling.because(PAY_JOKERS, f"{move.jokers} joker(s) stand in for hexagons of the payment")


def _check_place(garden: Garden, move: Place, tile: Hex, ruling: Ruling) -> None:
    """Paragraph 4: an empty cell, alone or next to hexagons it shares colour or pattern with, joining no
    identical hexagons in a group."""
    cell = tuple(move.at)
    if cell in garden:
        ruling.undetermined(
            ALONE_OR_ADJACENT,
            f"{list(cell)} already holds {garden[cell]}; the Q&A does not speak of covering a hexagon",
            needs=["the rulebook (p. 4) on placing over a hexagon, or an empty cell in move.at"],
        )
    near = occupied_neighbours(garden, cell)
    if not near:
        ruling.because(ALONE_OR_ADJACENT, f"{move.hex} stands alone at {list(cell)}")
    else:
        sharing = [n for n in near if garden[n].colour == tile.colour or garden[n].pattern == tile.pattern]
        if not sharing:
            listed = ", ".join(f"{garden[n]} at {list(n)}" for n in near)
            ruling.illegal(SHARE, f"{move.hex} at {list(cell)} shares neither colour nor pattern with {listed}")
        ruling.because(ALONE_OR_ADJACENT, f"{move.hex} goes next to {len(near)} hexagon(s)")
        ruling.because(SHARE, f"it shares colour or pattern with {garden[sharing[0]]} at {list(sharing[0])}")
    after = {**garden, cell: tile}
    for trait in ("colour", "pattern"):
        group = connected(after, cell, trait)
        pair = identical_pair(after, group)
        if pair:
            a, b = pair
            ruling.illegal(
                NO_IDENTICAL_GROUP,
                f"the {trait} group through {list(cell)} would join {after[a]} at {list(a)} "
                f"and {after[b]} at {list(b)}",
            )
    groups = [len(connected(after, cell, t)) for t in ("colour", "pattern")]
    ruling.because(
        NO_IDENTICAL_GROUP,
        f"its colour group ({groups[0]} hex) and pattern group ({groups[1]} hex) join no identical hexagons",
    )


def _check_in_storage(tiles: list[str], placed: str, pay: list[str], jokers: int, pay_jokers: int, ruling) -> None:
    """The placed tile and the payment come from your storage ("hexágonos de tu almacén")."""
    have = Counter(tiles)
    if have[placed] < 1:
        ruling.illegal(PAY_COST, f"move.hex: your storage holds no {placed} tile to place")
    have[placed] -= 1
    for i, h in enumerate(pay):
        if have[h] < 1:
            ruling.illegal(PAY_COST, f"move.pay[{i}]: your storage holds no (further) {h} tile to pay with")
        have[h] -= 1
    if pay_jokers > jokers:
        ruling.illegal(PAY_JOKERS, f"move.jokers: your storage holds {jokers} joker(s), not {pay_jokers}")


def _apply(position: Position, name: str, move: Place, ruling: Ruling) -> Position:
    new = position.fork()
    player = new.player(name)
    player.storage.tiles.remove(move.hex)
    for h in move.pay:
        player.storage.tiles.remove(h)
    player.storage.jokers -= move.jokers
    new.discard.tiles.extend(move.pay)
    new.discard.jokers += move.jokers
    discarded = [*move.pay, *["joker"] * move.jokers]
    ruling.event(
        PAY_COST,
        f"{name} discards {', '.join(discarded) or 'nothing more'} from storage to pay for {move.hex}",
        discarded=discarded,
    )
    player.garden.append(GardenHex(at=tuple(move.at), hex=move.hex))
    ruling.event(ALONE_OR_ADJACENT, f"{name} places {move.hex} at {list(move.at)}", hex=move.hex, at=list(move.at))
    return new
