"""Steps 3-4 of a turn: moving a gnome (optional) and resolving it. Only a gnome moved this turn is
resolved: claiming a path or a finished unclaimed ring, the flower market, a signpost, or the windmill
market at the stump (up to two sales of different colours, each blocking that colour and count).
"""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.gnome_hollow.bonuses import SIGNPOST_WHY, apply_bonus, bonus_label, ring_record, take_flower
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Chooser, Ctx, untraced
from referee.engine.gnome_hollow.garden import Component, cell, no_such_path
from referee.engine.gnome_hollow.market import MARKET_OPEN, MARKET_SALES, sell
from referee.engine.gnome_hollow.model import GnomeAt, GnomeMove, PassMove, Player, given
from referee.engine.gnome_hollow.placement import gnomes_on
from referee.errors import InputError

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


def pass_gnome(ctx: Ctx, move: PassMove) -> None:
    ctx.ruling.event(
        OPTIONAL, msg("gnome-hollow.gnomes.passes", "{player} moves no gnome: none is activated", player=move.player)
    )
    ctx.ruling.because(OPTIONAL, msg("gnome-hollow.gnomes.optional", "moving a gnome is optional"))


GNOME_MOVES = BOOK.fact(
    "gnome-moves",
    "yes_no",
    msg("gnome-hollow.fact.gnome-moves", "Does the gnome go somewhere other than where it stands now?"),
    rule=OPTIONAL,
)
PATH_KIND = BOOK.fact(
    "path-kind",
    "one_of",
    msg(
        "gnome-hollow.fact.path-kind",
        "What does the gnome move onto?",
    ),
    rule=CLAIM_PATH,
    choices=("path", "ring", "wildflower"),
    names={
        "path": msg("gnome-hollow.choice.kind-path", "an unfinished mushroom path"),
        "ring": msg("gnome-hollow.choice.kind-ring", "a finished ring"),
        "wildflower": msg("gnome-hollow.choice.kind-wildflower", "the path round a wildflower tile standing alone"),
    },
)
PATH_HOLDER = BOOK.fact(
    "path-holder",
    "one_of",
    msg(
        "gnome-hollow.fact.path-holder",
        "Whose gnome already stands on that path or ring (none: nobody's, apart from the gnome that moves)?",
    ),
    rule=CLAIM_PATH,
    names={"none": msg("gnome-hollow.choice.holder-none", "nobody's")},  # the players' names stand for themselves
)
CENTRE = BOOK.fact(
    "ring-centre",
    "yes_no",
    msg("gnome-hollow.fact.ring-centre", "Do mushrooms wait in the centre of that finished ring?"),
    rule=CLAIM_RING,
)


def move_gnome(ctx: Ctx, move: GnomeMove) -> None:
    r = ctx.ruling
    player = ctx.quiet_player(move.player)  # what the move decides on is read through facts
    to = move.to.model_copy(update={"flat": False})
    _check_destination(ctx, move, to)
    g = untraced(lambda: player.gnomes[move.gnome])
    if untraced(lambda: g.at) == "path":  # the gnome leaving a claim: a detail the event says (read with it)
        g = ctx.player(move.player).gnomes[move.gnome]
        _ = g.at  # read with its tile: the event says where it stood
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
        r.require(  # "puedes tomar una sola flor única": a second flower named is not silently dropped
            len(move.choices.flower) <= 1,
            FLOWER_MARKET,
            msg(
                "gnome-hollow.gnomes.flower-market-one-flower",
                "a visit to the flower market takes a single flower, not {n} ({flowers})",
                n=len(move.choices.flower),
                flowers=", ".join(move.choices.flower),
            ),
        )
        take_flower(ctx, ch, player, FLOWER_MARKET)
    else:
        r.because(MARKET_OPEN, msg("gnome-hollow.gnomes.market-open", "any gnome may stand on the market at the stump"))
        sell(ctx, move)
    untraced(lambda: player.gnomes.__setitem__(move.gnome, to))
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


def _check_destination(ctx: Ctx, move: GnomeMove, to: GnomeAt) -> None:
    """Where the gnome goes exists (else bad input, where the position gives the garden), is somewhere new, and
    sales go with the market only."""
    r = ctx.ruling
    garden = ctx.geo
    if to.at in ("path", "signpost") and ctx.garden_given and not untraced(lambda: garden.valid_node(to.tile, to.path)):
        raise InputError(untraced(lambda: no_such_path(garden, to.tile, to.path)), field="move.to.tile")
    r.require(
        to.at != "supply",
        OPTIONAL,
        msg("gnome-hollow.gnomes.to-supply", "a gnome moves to a path, a ring, a signpost or one of the markets"),
    )

    def moves() -> bool:
        player = ctx.quiet_player(move.player)
        if not given(player, "gnomes"):
            raise Unknown
        return to.key() != player.gnomes[move.gnome].key()

    question = msg(
        "gnome-hollow.fact.gnome-moves-of",
        "Does {player}'s gnome {gnome} go somewhere other than where it stands now?",
        player=move.player,
        gnome=move.gnome,
    )
    r.require(
        read_fact(ctx.pos, GNOME_MOVES.about(f"{move.player}:{move.gnome}"), moves, question=question),
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


def _target(ctx: Ctx, move: GnomeMove, to: GnomeAt) -> tuple[Component, str]:
    """The run of path the gnome moves onto and whose other gnome holds it; Unknown without the garden and
    every player's gnomes."""
    if not ctx.garden_given or not given(ctx.pos, "players"):
        raise Unknown
    if not all(given(p, "gnomes") for p in ctx.pos.players):
        raise Unknown
    comp = ctx.geo.component((to.tile, to.path))
    claimants = [(pn, gi) for pn, gi in gnomes_on(ctx, comp) if (pn, gi) != (move.player, move.gnome)]
    return comp, claimants[0][0] if claimants else "none"


def _claim(ctx: Ctx, move: GnomeMove, to: GnomeAt, player: Player) -> None:
    """A gnome onto a path: an unfinished unclaimed path, or a finished ring nobody holds with mushrooms in its
    centre (collected now)."""
    r = ctx.ruling
    where = cell(to.tile)

    def kind() -> str:
        comp = _target(ctx, move, to)[0]
        return "ring" if comp.is_ring else "path" if comp.has_plain else "wildflower"

    what = read_fact(
        ctx.pos,
        PATH_KIND.about(_key(to)),
        kind,
        question=msg(
            "gnome-hollow.fact.path-kind-at",
            "What does the gnome move onto at {tile}?",
            tile=where,
        ),
    )
    names = untraced(lambda: [p.name for p in ctx.pos.players if p.name] if given(ctx.pos, "players") else [])
    holder = read_fact(
        ctx.pos,
        PATH_HOLDER.about(_key(to)),
        lambda: _target(ctx, move, to)[1],
        question=msg(
            "gnome-hollow.fact.path-holder-at",
            "Whose gnome already stands on the path or ring at {tile} (none: nobody's, apart from the gnome that "
            "moves)?",
            tile=where,
        ),
        choices=tuple(dict.fromkeys([*names, "none"])) if names else (),
    )
    holder = "" if holder == "none" else holder
    if what == "ring":
        _claim_ring(ctx, move, to, player, holder)
        return
    r.require(
        what == "path",
        CLAIM_PATH,
        msg("gnome-hollow.gnomes.wildflower-alone", "a wildflower tile alone is not a mushroom path"),
    )
    r.require(
        not holder,
        CLAIM_PATH,
        msg("gnome-hollow.gnomes.path-claimed", "that path is already claimed by {other}'s gnome", other=holder),
    )
    r.because(
        CLAIM_PATH,
        msg("gnome-hollow.gnomes.path-free", "the path through {tile} is unfinished and unclaimed", tile=where),
    )
    r.event(
        CLAIM_PATH,
        msg("gnome-hollow.gnomes.claims-path", "{player}'s gnome claims the path", player=move.player),
        tile=list(to.tile),
        path=to.path,
    )


def _key(to: GnomeAt) -> str:
    assert to.tile is not None  # a gnome at a path names its tile (model validation)
    return f"{to.tile[0]},{to.tile[1]}:{to.path}"


def _claim_ring(ctx: Ctx, move: GnomeMove, to: GnomeAt, player: Player, holder: str) -> None:
    """A finished ring: free (nobody's gnome on it) and with mushrooms waiting in its centre, collected now."""
    r = ctx.ruling
    r.require(
        not holder,
        CLAIM_RING,
        msg("gnome-hollow.gnomes.ring-held", "that finished ring is {other}'s (their gnome is on it)", other=holder),
    )

    def waiting() -> bool:
        rec = ring_record(ctx, _target(ctx, move, to)[0])
        if not given(ctx.pos, "rings"):
            raise Unknown
        return rec is not None and bool(rec.centre)

    question = msg(
        "gnome-hollow.fact.ring-centre-at",
        "Do mushrooms wait in the centre of the finished ring at {tile}?",
        tile=cell(to.tile),
    )
    r.require(
        read_fact(ctx.pos, CENTRE.about(_key(to)), waiting, question=question),
        CLAIM_RING,
        msg(
            "gnome-hollow.gnomes.ring-empty",
            "that ring is finished and has no mushrooms waiting in its centre: there is nothing to claim",
        ),
    )
    got = untraced(lambda: _collect(ctx, move, to, player))
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


def _collect(ctx: Ctx, move: GnomeMove, to: GnomeAt, player: Player) -> list[str] | None:
    """The centre's mushrooms into the player's supply, where the position gives them (None: it does not)."""
    if not ctx.garden_given:
        return None
    rec = ring_record(ctx, ctx.geo.component((to.tile, to.path)))
    if rec is None:
        return None
    got = list(rec.centre)
    for colour in got:
        player.mushrooms[colour] = player.mushrooms.get(colour, 0) + 1
    rec.centre = []
    return got


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
        msg(
            "gnome-hollow.gnomes.signpost-shows",
            "the ring holds a signpost showing {bonus}",
            bonus=bonus_label(rec.signpost),
        ),
    )
    r.used(f"position.rings[{ctx.pos.rings.index(rec)}].signpost", rec.signpost, SIGNPOST_WHY)
    r.event(
        SIGNPOST_VISIT,
        msg(
            "gnome-hollow.gnomes.signpost-bonus",
            "{player} takes the signpost's {bonus} bonus",
            player=move.player,
            bonus=bonus_label(rec.signpost),
        ),
        bonus=rec.signpost,
    )
    apply_bonus(ctx, ch, player, rec.signpost, comp, str(comp.size))
