"""The windmill market on the stump (steps 3-4, a gnome moved there): at most two sales of different mushroom
types, each paid by the market board and then blocked for everyone -- except the pair space, never blocked.

What the sales decide on is read through facts a player can answer at the table: how many of a colour the
seller has, whether a market token lies on the space, what the market board pays (the game-config's board, else
the one price the texts give)."""

from __future__ import annotations

from referee.engine.core.position_facts import FactMissing, Unknown, read_fact, stated_facts
from referee.engine.gnome_hollow.bonuses import known_colours
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Ctx, untraced
from referee.engine.gnome_hollow.model import Blocked, GnomeMove, Sale, given
from referee.engine.gnome_hollow.words import colour_name
from referee.errors import InputError, suggest

PAIR = 2  # the "Par" space / "Kolom 1": selling exactly two of a mushroom

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


# The nl text's own worked example prices one cell of the market board: 7 blue mushrooms = 12 treasure.
TEXT_EXAMPLE_PRICES = {("blue", 7): 12}

HELD = BOOK.fact(
    "mushrooms-held",
    "number",
    msg("gnome-hollow.fact.mushrooms-held", "How many mushrooms of the colour sold does the seller have?"),
    rule=MARKET_PAYOUT,
)
BLOCKED = BOOK.fact(
    "space-blocked",
    "yes_no",
    msg("gnome-hollow.fact.space-blocked", "Does a market token already block the space of the sale?"),
    rule=MARKET_BLOCK,
)
PAYOUT = BOOK.fact(
    "market-payout",
    "number",
    msg("gnome-hollow.fact.market-payout", "How much treasure does the market board pay for the sale?"),
    rule=MARKET_PAYOUT,
)


def _about(s: Sale) -> str:
    return f"{s.count}-{s.colour}"


def payout(ctx: Ctx, s: Sale) -> int:
    """Treasure for the sale: the market board as the game-config gives it (or as stated), else the one price
    the texts give (their worked example), else asked."""
    r = ctx.ruling
    colour, count = s.colour, s.count

    def from_config() -> int:
        cfg = ctx.config
        row = (cfg.market or {}).get(colour) if cfg is not None else None
        if row is None or count not in row:
            raise Unknown
        return row[count]

    question = msg(
        "gnome-hollow.gnomes.payout-question",
        "How much treasure does the market board pay for {count} {colour}?",
        count=count,
        colour=colour_name(colour),
    )
    try:
        pay = read_fact(ctx.pos, PAYOUT.about(_about(s)), from_config, question=question)
    except FactMissing:
        if (colour, count) not in TEXT_EXAMPLE_PRICES:
            raise
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
    stated = f"{PAYOUT.id}:{_about(s)}" in stated_facts(ctx.pos)
    cfg = untraced(lambda: ctx.config)  # only to name where the payout came from
    r.used(
        f"position.facts.{PAYOUT.id}:{_about(s)}" if stated or cfg is None else cfg.field(f"market.{colour}.{count}"),
        pay,
        msg("gnome-hollow.gnomes.payout-used", "the market board's payout (not in the texts)"),
    )
    return pay


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
    known = untraced(lambda: known_colours(ctx))  # the name check: bad input, no rule
    for k, s in enumerate(move.sales):
        if known and s.colour not in known:
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
                colour=colour_name(s.colour),
            ),
        )
        return

    def compute() -> bool:
        if not given(ctx.pos, "market_blocked"):
            raise Unknown
        return Blocked(colour=s.colour, count=s.count) in ctx.pos.market_blocked

    question = msg(
        "gnome-hollow.fact.space-blocked-of",
        "Does a market token already block selling exactly {count} {colour}?",
        count=s.count,
        colour=colour_name(s.colour),
    )
    r.require(
        not read_fact(ctx.pos, BLOCKED.about(_about(s)), compute, question=question),
        MARKET_BLOCK,
        msg(
            "gnome-hollow.gnomes.blocked",
            "a market token already blocks selling exactly {count} {colour}",
            count=s.count,
            colour=colour_name(s.colour),
        ),
        lacks={
            PAIR_OPEN.id: msg(
                "gnome-hollow.gnomes.not-a-pair",
                "the sale is of {count} {colour}, not exactly 2",
                count=s.count,
                colour=colour_name(s.colour),
            )
        },
    )
    r.because(
        MARKET_BLOCK,
        msg(
            "gnome-hollow.gnomes.not-blocked",
            "no market token blocks exactly {count} {colour} yet",
            count=s.count,
            colour=colour_name(s.colour),
        ),
    )


def _held(ctx: Ctx, name: str, colour: str) -> int:
    player = ctx.quiet_player(name)
    if not given(player, "mushrooms"):
        raise Unknown
    return player.mushrooms.get(colour, 0)


def _sale(ctx: Ctx, move: GnomeMove, s: Sale) -> None:
    """One sale: owned, not blocked (the pair never is), paid by the market board, then blocked."""
    r = ctx.ruling
    question = msg(
        "gnome-hollow.fact.mushrooms-held-of",
        "How many {colour} mushrooms does {player} have?",
        colour=colour_name(s.colour),
        player=move.player,
    )
    have = read_fact(
        ctx.pos, HELD.about(f"{move.player}:{s.colour}"), lambda: _held(ctx, move.player, s.colour), question=question
    )
    r.require(
        have >= s.count,
        MARKET_PAYOUT,
        msg(
            "gnome-hollow.gnomes.not-enough",
            "{player} has {have} {colour} mushroom(s), not {count} to sell",
            player=move.player,
            have=have,
            colour=colour_name(s.colour),
            count=s.count,
        ),
    )
    _check_not_blocked(ctx, s)
    pay = payout(ctx, s)
    untraced(lambda: _pay(ctx, move.player, s, have, pay))
    r.event(
        MARKET_PAYOUT,
        msg(
            "gnome-hollow.gnomes.sold",
            "{player} sells {count} {colour} mushrooms for {treasure} treasure; they go back to the supply",
            player=move.player,
            count=s.count,
            colour=colour_name(s.colour),
            treasure=pay,
        ),
        colour=s.colour,
        count=s.count,
        treasure=pay,
    )
    if s.count == PAIR:
        r.event(PAIR_OPEN, msg("gnome-hollow.gnomes.pair-stays-open", "the pair space stays open"))
    else:
        untraced(lambda: ctx.pos.market_blocked.append(Blocked(colour=s.colour, count=s.count)))
        r.event(
            MARKET_BLOCK,
            msg(
                "gnome-hollow.gnomes.now-blocked",
                "a market token now blocks exactly {count} {colour}",
                count=s.count,
                colour=colour_name(s.colour),
            ),
            colour=s.colour,
            count=s.count,
        )


def _pay(ctx: Ctx, name: str, s: Sale, have: int, pay: int) -> None:
    """Write the sale into the position after the move (what it changes, not what it decides)."""
    player = ctx.player(name)
    player.mushrooms[s.colour] = have - s.count
    player.treasure += pay
