"""Steps 3-4 of a turn: moving a gnome (optional) and resolving it. Only a gnome moved this turn is
resolved: claiming a path or a finished unclaimed ring, the flower market, a signpost, or the windmill
market at the stump (up to two sales of different colours, each blocking that colour and count).
"""

from __future__ import annotations

from referee.engine.core.verdict import Need
from referee.engine.gnome_hollow.bonuses import SIGNPOST_WHY, apply_bonus, known_colours, ring_record, take_flower
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Chooser, Ctx
from referee.engine.gnome_hollow.garden import Component, cell, no_such_path
from referee.engine.gnome_hollow.model import Blocked, GnomeAt, GnomeMove, PassMove, Player, Sale
from referee.engine.gnome_hollow.placement import gnomes_on
from referee.errors import InputError, suggest

PAIR = 2  # the "Par" space / "Kolom 1": selling exactly two of a mushroom

OPTIONAL = BOOK.rule(
    "gnome-hollow.gnomes.optional-moved-only",
    en="Moving a gnome is optional, but only a gnome moved this turn is activated.",
    es="Mover un gnomo es opcional, pero solo activas un gnomo que se ha movido este turno.",
    nl="Een gnoom verplaatsen is niet verplicht, maar alleen een verplaatste gnoom wordt geactiveerd.",
    ru="Перемещать гнома не обязательно, но активируется только гном, перемещённый в этот ход.",
    quotes={"es": "Mover un Gnomo es opcional, pero solo puedes activar un Gnomo si ha sido movido en este turno."},
    facts=["gh-turn-steps"],
)

CLAIM_PATH = BOOK.rule(
    "gnome-hollow.gnomes.claim-path",
    en="A gnome may claim an unclaimed mushroom path; no one else may claim it, and when it is finished you get "
    "the ring's rewards.",
    es="Un gnomo puede reclamar un camino de hongos no reclamado; nadie más puede reclamarlo y al terminarse "
    "ganas las recompensas del anillo.",
    nl="Een gnoom mag een niet-geclaimd paddenstoelpad claimen; niemand anders kan het dan claimen en bij "
    "voltooiing krijg jij de beloning.",
    ru="Гном может занять свободную грибную тропу; больше никто не может её занять, а по замыкании награда ваша.",
    quotes={
        "es": "Reclamar un Camino de Hongo - Puedes mover un Gnomo a un Camino de Hongo no reclamado, esto impide "
        "que otros jugadores lo reclamen, y cuando se termine, ganarás las recompensas como se indicó antes por "
        "completar un Anillo."
    },
)

CLAIM_RING = BOOK.rule(
    "gnome-hollow.gnomes.claim-finished-ring",
    en="A gnome may also claim a finished ring no one claimed (mushrooms wait in its centre) and collect them.",
    es="También puedes reclamar un anillo terminado sin dueño (tiene hongos en el centro) y recogerlos.",
    nl="Een gnoom mag ook een voltooide ring zonder eigenaar claimen (met paddenstoelen in het midden).",
    ru="Гном может занять и замкнутое ничьё кольцо (в центре ждут грибы) и собрать их.",
    quotes={
        "es": "También puedes reclamar un Anillo terminado que no haya sido reclamado, esto se indica porque hay "
        "Hongos en el centro esperando ser recolectados."
    },
)

NOT_STUCK = BOOK.rule(
    "gnome-hollow.gnomes.not-stuck",
    en="A gnome is not stuck on a path: you may move it away later, giving up that claim.",
    es="Tu gnomo no queda atrapado en un camino: puedes moverlo después y renunciar al reclamo.",
    nl="Een gnoom zit niet vast op een pad: je mag hem later verplaatsen en de claim opgeven.",
    ru="Гном не привязан к тропе: позже его можно увести, отказавшись от притязания.",
    quotes={
        "es": "Tu gnomo NO está atrapado en un camino, y puedes moverlo fuera en otro momento si no deseas "
        "mantener tu reclamo sobre ese camino."
    },
)

FLOWER_MARKET = BOOK.rule(
    "gnome-hollow.gnomes.flower-market",
    en="Flower market: any number of gnomes may stand there; on a visit take one flower you do not own yet.",
    es="Mercado de flores: admite cualquier número de gnomos; al visitarlo tomas una flor única que no tengas.",
    nl="Bloemenmarkt: alle gnomen mogen er staan; bij een bezoek neem je een bloemfiche die je nog niet hebt.",
    ru="Цветочный рынок: там может стоять сколько угодно гномов; при посещении возьмите цветок, которого у вас нет.",
    quotes={
        "es": "Mercado de Flores - Cualquier número de Gnomos puede residir aquí de cualquier jugador, cuando se "
        "visita, puedes tomar una sola flor única y agregarla a tu colección.",
        "nl": "Bezoek de bloemenmarkt: je verplaatst een gnoom naar de bloemenmarkt, links bovenaan het marktbord. "
        "Net als bij de ringmarkeerbonus, mag je nu een bloemfiche nemen van een soort die je nog niet hebt "
        "verzameld en deze toevoegen aan je bloemencollectie bovenaan je spelersbord. Alle gnomen kunnen hier "
        "geplaatst worden, deze locatie kan je dus niet blokkeren.",
    },
    facts=["gh-flower-once"],
)

SIGNPOST_VISIT = BOOK.rule(
    "gnome-hollow.gnomes.signpost",
    en="A gnome may visit a finished ring with a signpost and take the signpost's bonus.",
    es="Un gnomo puede visitar un anillo resuelto con cartel y tomar el bono del cartel.",
    nl="Een gnoom mag naar een voltooide ring met een wegwijzer gaan en de bonus ervan nemen.",
    ru="Гном может посетить замкнутое кольцо с указателем и взять бонус указателя.",
    quotes={
        "es": "Visitar un Cartel - Tu Gnomo puede visitar un Anillo resuelto para tomar el bono proporcionado por "
        "su Cartel.",
        "nl": "Bezoek een wegwijzer in de tuin: Je verplaatst een gnoom naar het midden van een voltooide ring "
        "waarin een wegwijzer staat en je neemt de bonus die er op staat.",
    },
    facts=["gh-not-found"],
)

MARKET_OPEN = BOOK.rule(
    "gnome-hollow.gnomes.market-open-to-all",
    en="The windmill market is on the stump; any gnome may stand there.",
    es="El mercado de molinillos está en el tocón; cualquier gnomo puede estar allí.",
    nl="De markt is het midden van de stronktegel; elke gnoom mag er staan.",
    ru="Рынок мельниц — на пне; там может стоять любой гном.",
    quotes={
        "nl": "Bezoek de markt: Je verplaatst een gnoom naar het midden van de stronktegel. De markt is ook een "
        "locatie waar elke gnoom mag staan.",
        "es": "Mercado de Molinillos - Moverse al Tocón",
    },
)

MARKET_SALES = BOOK.rule(
    "gnome-hollow.gnomes.market-two-sales",
    en="At the windmill market you may make up to two sales, each of a different mushroom type.",
    es="En el mercado de molinillos puedes hacer hasta dos ventas, cada una de un tipo de hongo distinto.",
    nl="Op de markt mag je maximaal 2 sets paddenstoelen verkopen, van 2 verschillende soorten.",
    ru="На рынке мельниц можно совершить до двух продаж, каждая — другого вида грибов.",
    quotes={
        "es": "te permite hacer hasta dos ventas, si haces dos ventas en una sola visita, cada una debe ser de un "
        "tipo de Hongo diferente.",
        "nl": "Je mag daarna maximum 2 sets van paddenstoelen verkopen en wel van 2 verschillende soorten!",
    },
)

MARKET_PAYOUT = BOOK.rule(
    "gnome-hollow.gnomes.market-payout",
    en="A sale is some mushrooms of one colour; the market board's row for that colour and column for that count "
    "gives the treasure; the mushrooms go back to the supply.",
    es="Una venta son hongos de un solo tipo; el tablero del mercado da el tesoro por color y cantidad.",
    nl="Een verkoop is een aantal paddenstoelen van één kleur; het marktbord geeft per rij en kolom de schatpunten.",
    ru="Продажа — несколько грибов одного цвета; строка цвета и столбец количества на рынке дают сокровища.",
    quotes={
        "es": "Por cada venta, vende tantos hongos de un tipo como desees",
        "nl": [
            "Hiervoor kijken we naar het marktbord waar per kleur (rij) en per kolom staat aangegeven hoeveel "
            "paddenstoelen je kan verkopen in ruil voor de aangegeven schatpunten.",
            "In dit voorbeeld verkoop ik 7 blauwe paddenstoelen, hiervoor krijg ik 12 schatpunten. De 7 "
            "paddenstoelen gaan terug naar de algemene voorraad",
        ],
    },
    facts=["gh-not-found"],
)

MARKET_BLOCK = BOOK.rule(
    "gnome-hollow.gnomes.market-block",
    en="After a sale put a market token on its space: that colour and exact count cannot be sold again this game.",
    es="Tras cada venta, un bloqueador cierra ese tipo y cantidad por el resto del juego.",
    nl="Na een verkoop leg je een marktfiche op dat veld: niemand kan die kleur en dat aantal nog verkopen.",
    ru="После продажи жетон рынка закрывает этот цвет и точное количество до конца игры.",
    quotes={
        "es": "luego coloca un bloqueador para bloquear ese tipo y cantidad por el resto del juego, por ejemplo, "
        "solo un jugador puede vender exactamente 5 hongos azules una vez.",
        "nl": [
            "Na een verkoop leg je een marktfiche op het veld van je verkoop",
            "ik leg een marktfiche op het desbetreffende veld. Niemand kan nu nog exact 7 blauwe paddenstoelen "
            "verkopen!",
        ],
    },
    unless=("gnome-hollow.gnomes.market-pair-never-blocked",),
)

PAIR_OPEN = BOOK.rule(
    "gnome-hollow.gnomes.market-pair-never-blocked",
    en="The pair space (selling exactly two of a mushroom) is never blocked.",
    es="El espacio de par (vender exactamente dos) nunca se bloquea.",
    nl="Kolom 1 (precies 2 paddenstoelen verkopen) wordt nooit geblokkeerd.",
    ru="Ячейка пары (продажа ровно двух грибов) никогда не блокируется.",
    quotes={
        "es": "El espacio de Par es NUNCA bloqueado, por lo que siempre están disponibles para ser vendidos dos de "
        "un hongo.",
        "nl": "behalve als je slechts 2 paddenstoelen van een soort hebt verkocht. Kolom 1 blijft immers altijd "
        "beschikbaar.",
    },
)


def pass_gnome(ctx: Ctx, move: PassMove) -> None:
    ctx.ruling.event(
        OPTIONAL, msg("gnome-hollow.gnomes.passes", "{player} moves no gnome: none is activated", player=move.player)
    )
    ctx.ruling.because(OPTIONAL, msg("gnome-hollow.gnomes.optional", "moving a gnome is optional"))


def move_gnome(ctx: Ctx, move: GnomeMove) -> None:
    r = ctx.ruling
    player = ctx.player(move.player)
    g = player.gnomes[move.gnome]
    to = move.to.model_copy(update={"flat": False})
    _check_destination(ctx, move, g, to)
    if g.at == "path":
        r.event(
            NOT_STUCK,
            msg(
                "gnome-hollow.gnomes.leaves-path",
                "{player}'s gnome leaves the path at {tile}, giving up that claim",
                player=move.player,
                tile=cell(g.tile),
            ),
        )
    ch = ctx.chooser(move.choices, "move.choices")
    if to.at == "path":
        _claim(ctx, move, to, player)
    elif to.at == "signpost":
        _visit_signpost(ctx, move, to, ch, player)
    elif to.at == "flower-market":
        r.because(
            FLOWER_MARKET,
            msg(
                "gnome-hollow.gnomes.flower-market-open", "the flower market cannot be blocked: any gnome may go there"
            ),
        )
        take_flower(ctx, ch, player, FLOWER_MARKET)
    else:
        r.because(MARKET_OPEN, msg("gnome-hollow.gnomes.market-open", "any gnome may stand on the market at the stump"))
        sell(ctx, move)
    player.gnomes[move.gnome] = to
    r.event(
        OPTIONAL,
        msg(
            "gnome-hollow.gnomes.moved",
            "{player}'s gnome {gnome} moved to {place} and is activated",
            player=move.player,
            gnome=move.gnome,
            place=PLACES[to.at],
        ),
    )


def _check_destination(ctx: Ctx, move: GnomeMove, g: GnomeAt, to: GnomeAt) -> None:
    """Where the gnome goes exists (else bad input), is somewhere new, and sales go with the market only."""
    r = ctx.ruling
    if to.at in ("path", "signpost") and not ctx.garden.valid_node(to.tile, to.path):
        raise InputError(no_such_path(ctx.garden, to.tile, to.path), field="move.to.tile")
    r.require(
        to.at != "supply",
        OPTIONAL,
        msg("gnome-hollow.gnomes.to-supply", "a gnome moves to a path, a ring, a signpost or one of the markets"),
    )
    r.require(
        to.key() != g.key(),
        OPTIONAL,
        msg(
            "gnome-hollow.gnomes.not-moved",
            "{player}'s gnome {gnome} already stands there: only a gnome moved this turn is activated",
            player=move.player,
            gnome=move.gnome,
        ),
    )
    r.require(
        not move.sales or to.at == "market",
        MARKET_SALES,
        msg("gnome-hollow.gnomes.sales-elsewhere", "sales are made only at the windmill market (move.to.at: market)"),
    )


PLACES = {
    "path": msg("gnome-hollow.gnomes.place-path", "a path"),
    "signpost": msg("gnome-hollow.gnomes.place-signpost", "a signpost"),
    "flower-market": msg("gnome-hollow.gnomes.place-flower-market", "the flower market"),
    "market": msg("gnome-hollow.gnomes.place-market", "the windmill market"),
}


def _claim(ctx: Ctx, move: GnomeMove, to: GnomeAt, player: Player) -> None:
    """A gnome onto a path: an unfinished unclaimed path, or a finished ring nobody holds with mushrooms in its
    centre (collected now)."""
    r, garden = ctx.ruling, ctx.garden
    comp = garden.component((to.tile, to.path))
    claimants = [(pn, gi) for pn, gi in gnomes_on(ctx, comp) if (pn, gi) != (move.player, move.gnome)]
    holder = claimants[0][0] if claimants else ""
    if not comp.is_ring:
        r.require(
            comp.has_plain,
            CLAIM_PATH,
            msg("gnome-hollow.gnomes.wildflower-alone", "a wildflower tile alone is not a mushroom path"),
        )
        r.require(
            not claimants,
            CLAIM_PATH,
            msg("gnome-hollow.gnomes.path-claimed", "that path is already claimed by {other}'s gnome", other=holder),
        )
        r.because(
            CLAIM_PATH,
            msg(
                "gnome-hollow.gnomes.path-free",
                "the path through {tile} is unfinished and unclaimed",
                tile=cell(to.tile),
            ),
        )
        r.event(
            CLAIM_PATH,
            msg("gnome-hollow.gnomes.claims-path", "{player}'s gnome claims the path", player=move.player),
            tile=list(to.tile),
            path=to.path,
        )
        return
    _claim_ring(ctx, move, to, player, comp, holder)


def _claim_ring(ctx: Ctx, move: GnomeMove, to: GnomeAt, player: Player, comp: Component, holder: str) -> None:
    """A finished ring: free (nobody's gnome on it) and with mushrooms waiting in its centre, collected now."""
    r = ctx.ruling
    rec = ring_record(ctx, comp)
    r.require(
        not holder,
        CLAIM_RING,
        msg("gnome-hollow.gnomes.ring-held", "that finished ring is {other}'s (their gnome is on it)", other=holder),
    )
    r.require(
        rec is not None and bool(rec.centre),
        CLAIM_RING,
        msg(
            "gnome-hollow.gnomes.ring-empty",
            "that ring is finished and has no mushrooms waiting in its centre: there is nothing to claim",
        ),
    )
    assert rec is not None  # the require above
    got = list(rec.centre)
    for colour in got:
        player.mushrooms[colour] = player.mushrooms.get(colour, 0) + 1
    rec.centre = []
    r.because(
        CLAIM_RING,
        msg("gnome-hollow.gnomes.ring-free", "the ring at {tile} is finished and unclaimed", tile=cell(to.tile)),
    )
    r.event(
        CLAIM_RING,
        msg(
            "gnome-hollow.gnomes.claims-ring",
            "{player} claims the finished ring and collects its centre",
            player=move.player,
        ),
        mushrooms=got,
    )


def _visit_signpost(ctx: Ctx, move: GnomeMove, to: GnomeAt, ch: Chooser, player: Player) -> None:
    """A gnome onto a finished ring's signpost: the signpost's bonus again."""
    r, garden = ctx.ruling, ctx.garden
    comp = garden.component((to.tile, to.path))
    rec = ring_record(ctx, comp) if comp.is_ring else None
    r.require(
        rec is not None and rec.signpost is not None,
        SIGNPOST_VISIT,
        msg(
            "gnome-hollow.gnomes.no-signpost",
            "the tile at {tile} is not in a finished ring with a signpost",
            tile=cell(to.tile),
        ),
    )
    assert rec is not None and rec.signpost is not None  # the require above
    r.because(
        SIGNPOST_VISIT,
        msg("gnome-hollow.gnomes.signpost-shows", "the ring holds a signpost showing {bonus}", bonus=rec.signpost),
    )
    r.used(f"position.rings[{ctx.pos.rings.index(rec)}].signpost", rec.signpost, SIGNPOST_WHY)
    r.event(
        SIGNPOST_VISIT,
        msg(
            "gnome-hollow.gnomes.signpost-bonus",
            "{player} takes the signpost's {bonus} bonus",
            player=move.player,
            bonus=rec.signpost,
        ),
        bonus=rec.signpost,
    )
    apply_bonus(ctx, ch, player, rec.signpost, comp, str(comp.size))


# The nl text's own worked example prices one cell of the market board: 7 blue mushrooms = 12 treasure.
TEXT_EXAMPLE_PRICES = {("blue", 7): 12}


def payout(ctx: Ctx, colour: str, count: int) -> int:
    """Treasure for selling ``count`` mushrooms of ``colour``: the game-config's market board, else the one
    price the texts give (their worked example), else undetermined naming the config key (a config may give
    only part of the board)."""
    r, cfg = ctx.ruling, ctx.config
    row = (cfg.market or {}).get(colour) if cfg is not None else None
    if row is not None and count in row:
        r.used(
            cfg.field(f"market.{colour}.{count}"),
            row[count],
            msg("gnome-hollow.gnomes.payout-used", "the market board's payout (not in the texts)"),
        )
        return row[count]
    if (colour, count) in TEXT_EXAMPLE_PRICES:
        pay = TEXT_EXAMPLE_PRICES[(colour, count)]
        r.because(
            MARKET_PAYOUT,
            msg(
                "gnome-hollow.gnomes.payout-example",
                "the game-config does not price it; the nl text's example does: {treasure} treasure",
                treasure=pay,
            ),
        )
        return pay
    key = cfg.field(f"market.{colour}.{count}") if cfg is not None else f"position.config.market.{colour}.{count}"
    r.undetermined(
        MARKET_PAYOUT,
        msg(
            "gnome-hollow.gnomes.payout-unknown",
            "the texts do not give the market board's payout for {count} {colour} and the game-config has none",
            count=count,
            colour=colour,
        ),
        needs=[
            Need(
                msg(
                    "gnome-hollow.gnomes.payout-question",
                    "How much treasure does the market board pay for {count} {colour}?",
                    count=count,
                    colour=colour,
                ),
                key,
                "number",
            )
        ],
    )
    return 0  # pragma: no cover - undetermined raises


def sell(ctx: Ctx, move: GnomeMove) -> None:
    r = ctx.ruling
    r.require(
        len(move.sales) <= 2,
        MARKET_SALES,
        msg("gnome-hollow.gnomes.too-many-sales", "{n} sales in one visit; at most 2", n=len(move.sales)),
    )
    colours = [s.colour for s in move.sales]
    r.require(
        len(set(colours)) == len(colours),
        MARKET_SALES,
        msg("gnome-hollow.gnomes.same-type", "two sales in one visit must be of different mushroom types"),
    )
    if len(move.sales) == 2:
        r.because(
            MARKET_SALES,
            msg(
                "gnome-hollow.gnomes.two-types",
                "two sales of different types: {first} and {second}",
                first=colours[0],
                second=colours[1],
            ),
        )
    known = known_colours(ctx)
    for k, s in enumerate(move.sales):
        if s.colour not in known:
            raise InputError(
                f"no {s.colour!r} mushrooms in this game{suggest(s.colour, known)}", field=f"move.sales[{k}].colour"
            )
        _sale(ctx, move, s)


def _check_not_blocked(ctx: Ctx, s: Sale) -> None:
    """No market token lies on the sale's space; the pair space never gets one."""
    r = ctx.ruling
    if s.count == PAIR:
        r.because(
            PAIR_OPEN,
            msg(
                "gnome-hollow.gnomes.pair-open",
                "selling exactly 2 {colour}: the pair space is never blocked",
                colour=s.colour,
            ),
        )
    else:
        r.require(
            Blocked(colour=s.colour, count=s.count) not in ctx.pos.market_blocked,
            MARKET_BLOCK,
            msg(
                "gnome-hollow.gnomes.blocked",
                "a market token already blocks selling exactly {count} {colour}",
                count=s.count,
                colour=s.colour,
            ),
            lacks={
                PAIR_OPEN.id: msg(
                    "gnome-hollow.gnomes.not-a-pair",
                    "the sale is of {count} {colour}, not exactly 2",
                    count=s.count,
                    colour=s.colour,
                )
            },
        )
        r.because(
            MARKET_BLOCK,
            msg(
                "gnome-hollow.gnomes.not-blocked",
                "no market token blocks exactly {count} {colour} yet",
                count=s.count,
                colour=s.colour,
            ),
        )


def _sale(ctx: Ctx, move: GnomeMove, s: Sale) -> None:
    """One sale: owned, not blocked (the pair never is), paid by the market board, then blocked."""
    r, player = ctx.ruling, ctx.player(move.player)
    have = player.mushrooms.get(s.colour, 0)
    r.require(
        have >= s.count,
        MARKET_PAYOUT,
        msg(
            "gnome-hollow.gnomes.not-enough",
            "{player} has {have} {colour} mushroom(s), not {count} to sell",
            player=move.player,
            have=have,
            colour=s.colour,
            count=s.count,
        ),
    )
    _check_not_blocked(ctx, s)
    pay = payout(ctx, s.colour, s.count)
    player.mushrooms[s.colour] = have - s.count
    player.treasure += pay
    r.event(
        MARKET_PAYOUT,
        msg(
            "gnome-hollow.gnomes.sold",
            "{player} sells {count} {colour} mushrooms for {treasure} treasure; they go back to the supply",
            player=move.player,
            count=s.count,
            colour=s.colour,
            treasure=pay,
        ),
        colour=s.colour,
        count=s.count,
        treasure=pay,
    )
    if s.count == PAIR:
        r.event(PAIR_OPEN, msg("gnome-hollow.gnomes.pair-stays-open", "the pair space stays open"))
    else:
        ctx.pos.market_blocked.append(Blocked(colour=s.colour, count=s.count))
        r.event(
            MARKET_BLOCK,
            msg(
                "gnome-hollow.gnomes.now-blocked",
                "a market token now blocks exactly {count} {colour}",
                count=s.count,
                colour=s.colour,
            ),
            colour=s.colour,
            count=s.count,
        )
