"""Exchange Mushling Cards (2 of one type: spawn a Spore Token or draw a card), and spawning itself."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.cards import CARD_TYPES, CARDS, discard, not_a_card, take_from_hand
from referee.engine.mycelium.model import Position, fact_about, untraced
from referee.engine.mycelium.words import card_type

EXCHANGE = BOOK.rule(
    "mycelium.exchange.two-of-a-type",
    en="Discard 2 Mushling Cards of the same type to spawn 1 Spore Token in any Spore Cave or draw 1 card.",
    es="Descarta 2 cartas del mismo tipo para generar 1 Espora en cualquier Cueva o robar 1 carta.",
    nl="Leg 2 kaarten van hetzelfde type af om 1 Sporefiche in een Sporengrot te laten verschijnen of 1 kaart te "
    "trekken.",
    ru="Сбросьте 2 карты одного типа: 1 жетон спор в любую пещеру или взять 1 карту.",
    quotes={
        "en": "Discard 2 Mushling Cards of the same type to perform one of the following actions:\n- Spawn 1 Spore "
        "Token in any Spore Cave (add from the supply)\n- Draw 1 new Mushling Card"
    },
)

SPAWN = BOOK.rule(
    "mycelium.tokens.spawn",
    en="To spawn is to add Spore Tokens from the supply to a Spore Cave on the board.",
    es="Generar es añadir Esporas de la reserva a una Cueva de Esporas del tablero.",
    nl="Laten verschijnen is Sporefiches uit de voorraad in een Sporengrot op het bord leggen.",
    ru="«Породить» — добавить жетоны спор из запаса в пещеру спор на поле.",
    quotes={
        "en": [
            '"Spawn" means to add the indicated Spore Tokens to the board from the supply of Spore Tokens.',
            '"Spawn" means to add the indicated Spore Token to the board from the supply of Spore Tokens.',
        ]
    },
)


# a question the texts leave open: what when the supply has too few tokens
SUPPLY_OUT = Need(msg("mycelium.need.supply-out", "What happens when the supply runs out of tokens?"), None, "rule")


def not_a_cave(cave: str | None) -> Msg:
    return msg("mycelium.board.not-a-cave", "{cave} is not a Spore Cave of the board", cave=cave)


SPORES_LEFT = BOOK.fact(
    "spores-left",
    "yes_no",
    msg("mycelium.fact.spores-left", "Are at least {n} Spore Tokens left in the supply?"),
    rule=SPAWN,
)


def is_spore_cave(pos: Position, cave: str) -> bool:
    """Is this location a Spore Cave (the one fact a spawn's or a Thief's target turns on)?"""
    from referee.engine.mycelium.gather import location_kind

    return location_kind(pos, cave) == "spore-cave"


def spawn(pos: Position, colour: str, cave: str | None, n: int, rule, ruling: Ruling) -> None:
    """Add n Spore Tokens (plus the spawner's Emsporium spawn bonus) from the supply to one Spore Cave."""
    from referee.engine.mycelium.variants.emsporium import item_bonus

    ruling.require(
        cave is not None, SPAWN, msg("mycelium.spawn.name-cave", "name the Spore Cave to spawn in (move.cave)")
    )
    ruling.require(is_spore_cave(pos, cave), SPAWN, not_a_cave(cave))
    # the spawning ability's own words ("any Spore Cave, even if you aren't bonded to it") make the bond decide
    # nothing, so it is not read (nor asked)
    ruling.because(
        rule,
        msg("mycelium.spawn.any-cave", "any Spore Cave may be chosen, bonded to {player} or not", player=colour),
        cave=cave,
    )
    n += item_bonus(pos, colour, "spawn", ruling)
    left = lambda: known(pos.supply.spore_tokens) >= n  # noqa: E731
    if not fact_about(pos, SPORES_LEFT, (str(n),), left, n=n):
        have = pos.supply.spore_tokens
        ruling.undetermined(
            SPAWN,
            msg("mycelium.spawn.supply-short-of", "the supply holds fewer than {want} Spore Tokens to spawn", want=n)
            if have is None
            else msg_n(
                "mycelium.spawn.supply-short",
                "the supply holds {n} Spore Token, {want} to spawn",
                "the supply holds {n} Spore Tokens, {want} to spawn",
                have,
                want=n,
            ),
            needs=[SUPPLY_OUT],
        )
    with untraced():  # from the supply to the cave, on the working copy where it describes them
        if pos.supply.spore_tokens is not None:
            pos.supply.spore_tokens -= n
        loc = (pos.board.locations or {}).get(cave)
        if loc is not None:
            loc.spores += n
    ruling.event(
        rule,
        msg_n(
            "mycelium.spawn.spawned",
            "{n} Spore Token spawned in {cave}",
            "{n} Spore Tokens spawned in {cave}",
            n,
            cave=cave,
        ),
        cave=cave,
        n=n,
    )


def resolve_exchange(pos: Position, colour: str, move, ruling: Ruling) -> None:
    ruling.require(
        len(move.cards) == 2,
        EXCHANGE,
        msg(
            "mycelium.exchange.not-two",
            "an Exchange discards 2 Mushling Cards of the same type, not {n}",
            n=len(move.cards),
        ),
    )
    a, b = move.cards
    for name in (a, b):
        ruling.require(name in CARDS, EXCHANGE, not_a_card(name))
    ruling.require(
        CARDS[a].type == CARDS[b].type,
        EXCHANGE,
        msg(
            "mycelium.exchange.types-differ",
            "{a} is a {a_type} and {b} a {b_type}: an Exchange needs 2 cards of the same type",
            a=a,
            a_type=card_type(CARDS[a].type),
            b=b,
            b_type=card_type(CARDS[b].type),
        ),
    )
    ruling.because(
        CARD_TYPES,
        msg(
            "mycelium.exchange.same-type",
            "{a} and {b} are both of type {type}",
            a=a,
            b=b,
            type=card_type(CARDS[a].type),
        ),
    )
    for name in (a, b):
        take_from_hand(pos, colour, name, EXCHANGE, ruling, msg("mycelium.hand.to-exchange", "exchange"), action=True)
    discard(pos, [a, b])
    ruling.event(
        EXCHANGE,
        msg("mycelium.exchange.discards", "{player} discards {a} and {b}", player=colour, a=a, b=b),
        player=colour,
    )
    if move.then == "spawn":
        spawn(pos, colour, move.cave, 1, EXCHANGE, ruling)
    else:
        from referee.engine.mycelium.draw import draw_cards

        draw_cards(pos, colour, 1, EXCHANGE, ruling, msg("mycelium.exchange.why", "Exchange"))
