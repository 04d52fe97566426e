"""The five bonuses a ring marker's slot (or a signpost) can give: signpost, tile, flower, mushroom, marker.

Which slot gives which bonus is not in the texts (facts: gh-not-found): the game-config's ``columns``
say it, and signposts show their bonus in the position (``signposts`` / ``rings[].signpost``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Chooser, Ctx, untraced
from referee.engine.gnome_hollow.garden import Component, cell
from referee.engine.gnome_hollow.model import Player, Ring, given
from referee.engine.gnome_hollow.placement import refill
from referee.engine.gnome_hollow.storage import store
from referee.engine.gnome_hollow.words import colour_name, flower_name

SIGNPOST_WHY = msg(
    "gnome-hollow.bonuses.signpost-used", "the signposts' rewards are not in the texts (facts: gh-not-found)"
)

BONUS_COLUMNS = BOOK.rule(
    "gnome-hollow.bonuses.columns",
    en="A marker moved to a slot that shows bonuses (the 5, 6 and 7+ columns) gives them at once.",
    es="Un marcador colocado en una ranura con bonos (columnas 5, 6 y 7+) los da de inmediato.",
    nl="Een ringmarkeersteen op een veld met bonussen (kolommen 5, 6 en 7+) geeft die meteen.",
    ru="Маркер, поставленный в ячейку с бонусами (столбцы 5, 6 и 7+), сразу даёт их.",
    quotes={
        "es": "puedes elegir cuál llenar y ganar el bono correspondiente, si lo hay",
        "nl": "Als je een ringmarkeersteen hebt verplaatst naar de kolom met getal 5, 6 of 7+ dan krijg je 1 of "
        "meer onmiddellijke bonussen. De bonussen komen in 5 types:",
    },
    facts=["gh-ring-bonus-sizes", "gh-not-found"],
)

SIGNPOST = BOOK.rule(
    "gnome-hollow.bonuses.signpost",
    en="Signpost bonus: put a new signpost in the ring you just completed and use it at once, or use a signpost "
    "already in the garden without moving it.",
    es="Bono de cartel: coloca un cartel nuevo en el anillo recién completado y úsalo, o usa uno ya colocado sin "
    "moverlo.",
    nl="Wegwijzerbonus: zet een nieuwe wegwijzer in de net voltooide ring en neem de bonus, of neem de bonus van "
    "een wegwijzer die al in de tuin staat.",
    ru="Бонус указателя: поставьте новый указатель в только что замкнутое кольцо и используйте его, или "
    "используйте уже стоящий, не двигая его.",
    quotes={
        "es": "Cartel - Esto te permite colocar un nuevo cartel en el Anillo que acabas de completar y usar su "
        "efecto inmediatamente, o puedes elegir un cartel ya colocado y usar su efecto sin moverlo.",
        "nl": "Voeg een beschikbare wegwijzer toe aan de tuin. Deze zet je in de ring die je net voltooid hebt. Je "
        "mag ook onmiddellijk de bonus nemen die er op staat. In plaats van een nieuwe wegwijzer te plaatsen mag je "
        "ook de bonus nemen van een wegwijzer die reeds in de tuin staat.",
    },
    facts=["gh-not-found"],
)

TILE = BOOK.rule(
    "gnome-hollow.bonuses.tile",
    en="Tile bonus: take one tile from the board into your storage; the board is refilled from the bag.",
    es="Bono de loseta: toma una loseta del tablero para tu almacenamiento; el tablero se rellena de la bolsa.",
    nl="Tegelbonus: neem 1 tegel uit het aanbod in je opslag; vul het aanbod aan uit de zak.",
    ru="Бонус плитки: возьмите плитку с планшета в запас; планшет пополняется из мешка.",
    quotes={
        "es": "Loseta - Elige una loseta del mercado y colócala en tu Almacenamiento Personal",
        "nl": "Kies 1 van de beschikbare tuintegels uit het aanbod en bewaar deze naast je spelersbord. Pak daarna "
        "een nieuwe tegel uit de zak om het aanbod weer aan te vullen.",
    },
)

FLOWER = BOOK.rule(
    "gnome-hollow.bonuses.flower",
    en="Flower bonus: take a flower you do not own yet and put it in your leftmost free flower space.",
    es="Bono de flor: toma una flor que no poseas y colócala en tu espacio libre más a la izquierda.",
    nl="Bloembonus: neem een bloemfiche die je nog niet hebt en leg die in je meest linkse vrije uitsparing.",
    ru="Бонус цветка: возьмите цветок, которого у вас ещё нет, и положите в крайнюю левую свободную ячейку.",
    quotes={
        "es": "Flor - Toma una flor siempre que no la poseas y agrégala a tu espacio más a la izquierda disponible "
        "para una",
        "nl": "Pak een bloemfiche die je nog niet op je spelersbord hebt en plaats deze in de meest linkse, vrije "
        "uitsparing boven je spelersbord. Deze bloemfiches vormen je bloemcollectie.",
    },
    facts=["gh-flower-once"],
)

MUSHROOM = BOOK.rule(
    "gnome-hollow.bonuses.mushroom",
    en="Mushroom bonus: harvest that many extra mushrooms matching the ring's own; each mushroom on the ring is "
    "copied at most once.",
    es="Bono de hongo: recoge de nuevo tantos hongos del anillo como indica; cada hongo se copia una vez como máximo.",
    nl="Paddenstoelbonus: oogst zoveel extra paddenstoelen als de ring heeft; elke paddenstoel hoogstens 1 keer.",
    ru="Бонус грибов: соберите столько же грибов с кольца ещё раз; каждый гриб кольца — не более одного раза.",
    quotes={
        "es": "Hongo - El número te indica cuántos hongos puedes volver a recoger de tu Anillo. No puedes recoger "
        "el mismo hongo más de una vez, pero puedes recoger el mismo tipo si hay varios en tu Anillo.",
        "nl": "Oogst extra paddenstoelen uit de ring die je net voltooid hebt. Deze moeten overeenkomen met de "
        "paddenstoelen op de ring en elke paddenstoel mag slechts 1 keer gekopieerd worden. Staat er op jouw "
        "voltooide ring bvb 1 roze paddenstoel, dan mag je ook maar 1 extra roze paddenstoel nemen! Mag je in "
        "totaal 2 extra paddenstoelen nemen dan moet de 2de dus een andere paddenstoel zijn die voorkomt op de ring.",
    },
)

MARKER = BOOK.rule(
    "gnome-hollow.bonuses.marker",
    en="Ring-marker bonus: move one extra ring marker, two instead of one.",
    es="Bono de marcador: colocas dos marcadores de anillo en lugar de uno.",
    nl="Markeerbonus: verplaats 1 extra ringmarkeersteen.",
    ru="Бонус маркера: переместите ещё один маркер кольца — два вместо одного.",
    quotes={
        "es": "Marcador de Anillo - Esto te permite colocar dos marcadores en lugar de uno normal.",
        "nl": "Verplaats 1 extra ringmarkeersteen!",
    },
)


def ring_record(ctx: Ctx, comp: Component) -> Ring | None:
    return next((rg for rg in ctx.pos.rings if (rg.tile, rg.path) in comp.nodes), None)


def signposts_in_garden(ctx: Ctx) -> list[Ring]:
    return [rg for rg in ctx.pos.rings if rg.signpost]


def bonus_label(bonus: str) -> Msg:
    """A bonus named in the player's language: the config's word for it (tile, mushroom:2, ...) is an id, not text
    to show a Spanish, Dutch or Russian player."""
    if bonus.startswith("mushroom"):
        n = int(bonus.split(":")[1]) if ":" in bonus else 1
        return msg("gnome-hollow.bonus-name.mushroom", "mushroom ({n})", n=n)
    names = {
        "tile": msg("gnome-hollow.bonus-name.tile", "tile"),
        "flower": msg("gnome-hollow.bonus-name.flower", "flower"),
        "signpost": msg("gnome-hollow.bonus-name.signpost", "signpost"),
        "marker": msg("gnome-hollow.bonus-name.marker", "ring marker"),
    }
    return names[bonus]


def apply_bonus(ctx: Ctx, ch: Chooser, player: Player, bonus: str, ring: Any, column: str) -> None:
    """Give one bonus. ``ring`` is the ring it comes from (for signposts and the mushroom harvest): a run of the
    garden's path, or a ring the players describe without the garden, where those two bonuses need the garden."""
    if not isinstance(ring, Component) and (bonus == "signpost" or bonus.startswith("mushroom")):
        from referee.engine.core.verdict import Need

        ctx.ruling.undetermined(
            BONUS_COLUMNS,
            msg(
                "gnome-hollow.bonuses.needs-garden",
                "the {bonus} bonus depends on the ring's tiles: the garden decides it",
                bonus=bonus_label(bonus),
            ),
            needs=[
                Need(
                    msg("gnome-hollow.rings.garden-question", "Which tiles does the garden hold (position.garden)?"),
                    "position.garden",
                    "text",
                )
            ],
        )
    if bonus == "signpost":
        _signpost_bonus(ctx, ch, player, ring, column)
    elif bonus == "tile":
        _tile_bonus(ctx, ch, player)
    elif bonus == "flower":
        take_flower(ctx, ch, player, FLOWER)
    elif bonus.startswith("mushroom"):
        _mushroom_bonus(ctx, ch, player, int(bonus.split(":")[1]) if ":" in bonus else 1, ring)
    elif bonus == "marker":
        from referee.engine.gnome_hollow.rings import place_marker  # rings uses bonuses: import when needed

        ctx.ruling.because(
            MARKER,
            msg(
                "gnome-hollow.bonuses.two-markers",
                "two markers instead of one: the second also goes to a free slot of this ring's size column, "
                "and gives that slot's bonus like any marker",
            ),
        )
        ctx.ruling.event(
            MARKER,
            msg(
                "gnome-hollow.bonuses.extra-marker",
                "{player} moves an extra ring marker to the {column} column",
                player=player.name,
                column=column,
            ),
        )
        place_marker(ctx, ch, player, ring)
    else:
        raise AssertionError(f"unknown bonus {bonus}")  # config validation rules this out


def _signpost_bonus(ctx: Ctx, ch: Chooser, player: Player, ring: Component, column: str) -> None:
    """A new signpost put in the ring, or one already in the garden used again; either gives its own bonus."""
    r = ctx.ruling
    new = list(range(len(ctx.pos.signposts)))
    old = [rg.tile for rg in signposts_in_garden(ctx)]
    what = msg(
        "gnome-hollow.bonuses.which-signpost",
        "{player}'s signpost bonus: which signpost, a new one (its index) or one in the garden ([q, r])?",
        player=player.name,
    )
    pick = ch.pick(r, "signpost", new + old, SIGNPOST, what, new + old)
    if pick is None:
        r.event(
            SIGNPOST,
            msg(
                "gnome-hollow.bonuses.signpost-lost",
                "no signpost left to place and none in the garden: the bonus is lost",
            ),
        )
        return
    if isinstance(pick, int):
        ctx.ruling.used(f"position.signposts[{pick}]", ctx.pos.signposts[pick], SIGNPOST_WHY)
        shown = ctx.pos.signposts.pop(pick)
        rec = ring_record(ctx, ring)
        if rec is None:
            node = ring.anchor()
            rec = Ring(tile=node[0], path=node[1])
            ctx.pos.rings.append(rec)
        rec.signpost = shown
        r.event(
            SIGNPOST,
            msg(
                "gnome-hollow.bonuses.signpost-placed",
                "{player} puts a signpost ({bonus}) in the ring and takes its bonus",
                player=player.name,
                bonus=bonus_label(shown),
            ),
            ring=list(rec.tile),
        )
        apply_bonus(ctx, ch, player, shown, ring, column)
        return
    rec = next(rg for rg in signposts_in_garden(ctx) if rg.tile == pick)
    ctx.ruling.used(f"position.rings[{ctx.pos.rings.index(rec)}].signpost", rec.signpost, SIGNPOST_WHY)
    r.event(
        SIGNPOST,
        msg(
            "gnome-hollow.bonuses.signpost-reused",
            "{player} uses the signpost ({bonus}) in the ring at {tile}",
            player=player.name,
            bonus=bonus_label(rec.signpost),
            tile=cell(rec.tile),
        ),
    )
    apply_bonus(ctx, ch, player, rec.signpost, ctx.garden.component((rec.tile, rec.path)), column)


def _tile_bonus(ctx: Ctx, ch: Chooser, player: Player) -> None:
    """A board tile into storage; the board is refilled."""
    r = ctx.ruling
    opts = list(range(len(ctx.pos.board)))
    what = msg(
        "gnome-hollow.bonuses.which-tile", "{player}'s tile bonus: which board tile is stored?", player=player.name
    )
    i = ch.pick(r, "take", opts, TILE, what, opts)
    if i is None:
        r.event(TILE, msg("gnome-hollow.bonuses.tile-lost", "the board is empty: the tile bonus is lost"))
        return
    tile = ctx.pos.board.pop(i)
    r.event(
        TILE,
        msg(
            "gnome-hollow.bonuses.tile-taken",
            "{player} takes board tile {index} into storage",
            player=player.name,
            index=i,
        ),
        tile=tile.short(),
    )
    store(ctx, ch, player, tile)
    refill(ctx, 1, [], TILE)


def _mushroom_bonus(ctx: Ctx, ch: Chooser, player: Player, n: int, ring: Component) -> None:
    """``n`` extra mushrooms, copies of the ring's own, each at most once."""
    r = ctx.ruling
    left = Counter(ctx.garden.mushrooms(ring))
    colours = known_colours(ctx)
    for _ in range(n):
        opts = sorted(c for c, k in left.items() if k > 0)
        if not opts:
            r.event(
                MUSHROOM,
                msg(
                    "gnome-hollow.bonuses.all-copied",
                    "every mushroom of the ring has been copied once: no more to harvest",
                ),
            )
            break
        what = msg(
            "gnome-hollow.bonuses.which-mushroom", "{player}'s extra harvest: which mushroom?", player=player.name
        )
        colour = ch.pick(r, "mushrooms", opts, MUSHROOM, what, colours)
        left[colour] -= 1
        player.mushrooms[colour] = player.mushrooms.get(colour, 0) + 1
        r.event(
            MUSHROOM,
            msg(
                "gnome-hollow.bonuses.extra-mushroom",
                "{player} harvests an extra {colour} mushroom",
                player=player.name,
                colour=colour_name(colour),
            ),
            colour=colour,
        )


def known_colours(ctx: Ctx) -> list[str]:
    """Every mushroom colour of the game, to tell a misspelt colour from a real one: the rows of the
    game-config's market board when it gives them; else every colour the position shows (on its tiles, in the
    players' hands, on the market board)."""
    if ctx.config is not None and ctx.config.market:
        return sorted(ctx.config.market)
    pos = ctx.pos
    tiles = [*ctx.geo.cells.values(), *pos.board, *pos.bag, *pos.sunset, *pos.discarded]
    tiles += [t for p in pos.players for t in p.storage]
    found = {m for t in tiles for p in t.paths if p.sides for m in p.mushrooms}
    found |= {c for p in pos.players for c in p.mushrooms} | {b.colour for b in pos.market_blocked}
    found |= {c for rg in pos.rings for c in rg.centre}
    return sorted(found)


def known_flowers(ctx: Ctx) -> list[str]:
    """Every flower kind the game shows: its wildflower tiles, the flower market, the players' collections."""
    pos = ctx.pos
    found = {w.kind for w in pos.wildflowers} | set(pos.flower_market) | {f for p in pos.players for f in p.flowers}
    found |= {
        t.wildflower for t in [*ctx.geo.cells.values(), *(t for p in pos.players for t in p.storage)] if t.wildflower
    }
    return sorted(found)


FLOWERS_LEFT = BOOK.fact(
    "flowers-left",
    "several_of",
    msg(
        "gnome-hollow.fact.flowers-left",
        "Which flower kinds that the player does not own yet are left at the flower market (none: an empty list)?",
    ),
    rule=FLOWER,
)


def _flowers_left(ctx: Ctx, name: str) -> list[str]:
    player = ctx.quiet_player(name)
    if not given(ctx.pos, "flower_market") or not given(player, "flowers"):
        raise Unknown
    return sorted(k for k, n in ctx.pos.flower_market.items() if n > 0 and k not in player.flowers)


def take_flower(ctx: Ctx, ch: Chooser, player: Player, rule) -> str | None:
    """A flower token the player does not own yet, from the flower market's stacks."""
    r = ctx.ruling
    name = untraced(lambda: player.name)
    # the flower kinds the position describes (else the one named stands for itself): bad input, no rule
    known = untraced(lambda: known_flowers(ctx) if given(ctx.pos, "flower_market") else [])
    ch.check_name("flower", known)
    question = msg(
        "gnome-hollow.fact.flowers-left-for",
        "Which flower kinds that {player} does not own yet are left at the flower market (none: an empty list)?",
        player=name,
    )
    fact = FLOWERS_LEFT.about(name)
    taken = ctx.since.setdefault(fact.id, [])  # flowers this player took earlier in this move

    def left() -> list[str]:
        return sorted(set(_flowers_left(ctx, name)) | set(taken))

    opts = [k for k in read_fact(ctx.pos, fact, left, question=question) if k not in taken]
    r.used(
        f"position.facts.{FLOWERS_LEFT.id}:{name}",
        list(opts),
        msg(
            "gnome-hollow.bonuses.flower-market-used",
            "flower tokens come from the flower market's stacks (the texts name no other source)",
        ),
    )
    what = msg(
        "gnome-hollow.bonuses.which-flower", "Which flower that {player} does not own yet is taken?", player=name
    )
    kind = ch.pick(r, "flower", opts, rule, what, known or sorted({*opts, *ch.choices.flower}))
    if kind is None:
        r.event(
            rule,
            msg(
                "gnome-hollow.bonuses.no-flower",
                "no flower {player} lacks is left at the flower market: none taken",
                player=name,
            ),
        )
        return None
    untraced(lambda: _take(ctx, player, kind))
    taken.append(kind)
    r.event(
        rule,
        msg(
            "gnome-hollow.bonuses.flower-added",
            "{player} adds a {flower} flower to their collection",
            player=name,
            flower=flower_name(kind),
        ),
        flower=kind,
        flowers=untraced(lambda: len(player.flowers)),
    )
    return kind


def _take(ctx: Ctx, player: Player, kind: str) -> None:
    """The token from its stack into the player's collection (what the move changes)."""
    if kind in ctx.pos.flower_market:
        ctx.pos.flower_market[kind] -= 1
    player.flowers.append(kind)
