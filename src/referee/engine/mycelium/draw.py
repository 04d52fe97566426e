"""Draw Phase: draw 1 Mushling Card, then discard down to 7; drawing from an empty deck reshuffles the discards."""

from __future__ import annotations

import random

from referee.catalogues import Msg
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.model import UNKNOWN, Position, fact_about, untraced
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import phase_name

DRAW_ONE = BOOK.rule(
    "mycelium.draw.draw-one",
    en="In the Draw Phase draw 1 Mushling Card, even with 7 or more in hand.",
    es="En la fase de Robo roba 1 carta Mushling, aunque tengas 7 o más.",
    nl="In de Trekfase trek je 1 Mushlingkaart, ook met 7 of meer in de hand.",
    ru="В фазе добора возьмите 1 карту, даже если в руке 7 или больше.",
    quotes={
        "en": [
            "Draw 1 Mushling Card",
            "Even if you already have 7 or more Mushling Cards, you must still draw 1 and then discard",
        ]
    },
)

RESHUFFLE = BOOK.rule(
    "mycelium.draw.reshuffle",
    en="Drawing from an empty Mushling deck: shuffle the whole discard pile into a new deck first.",
    es="Si el mazo Mushling está vacío al robar, baraja todo el descarte como mazo nuevo.",
    nl="Is de Mushlingstapel leeg bij het trekken, schud dan eerst de hele aflegstapel tot een nieuwe stapel.",
    ru="Если колода грибочков пуста, перемешайте весь сброс в новую колоду и тяните.",
    quotes={
        "en": "If the Mushling Card Deck has no cards left and you need to draw a Mushling Card, shuffle the entire "
        "Mushling Card Discard Pile together to form a new Mushling Card Deck, and then draw. This also applies when "
        "drawing during the Gather Phase."
    },
)

HAND_LIMIT = BOOK.rule(
    "mycelium.draw.hand-limit",
    en="At the end of the Draw Phase discard down to 7 cards; more than 7 is fine at any other time.",
    es="Al final de la fase de Robo descarta hasta 7 cartas; tener más de 7 en otro momento está permitido.",
    nl="Aan het eind van de Trekfase leg je af tot 7 kaarten; op andere momenten mag je er meer hebben.",
    ru="В конце фазы добора сбросьте карты до 7; в другое время иметь больше 7 можно.",
    quotes={
        "en": [
            "You must then discard Mushling Cards so you have no more than 7 cards (max hand size) in your hand",
            "It is fine to have more than 7 Mushling Cards at any other time during the game",
            "Remember that you will draw 1 Mushling Card in your Draw Phase and possibly additional Mushling Cards "
            "in your Gather Phase. You must discard down to 7 Mushling Cards at the end of your turn.",
        ]
    },
)

MAX_HAND = 7
SHUFFLE_ORDER = msg("mycelium.input.shuffle-order", "the order of a shuffle (random at the table)")


def shuffled(cards: list[str], pos: Position) -> list[str]:
    """Shuffle order: the texts make it random; the engine takes it from the position's seed."""
    out = list(cards)
    random.Random(pos.seed + len(out)).shuffle(out)
    return out


HAND_SIZE = BOOK.fact(
    "hand-size",
    "number",
    msg("mycelium.fact.hand-size", "How many Mushling Cards does {player} hold before drawing (Heroes not counted)?"),
    rule=HAND_LIMIT,
)
HEROES_OWNED = BOOK.fact(
    "heroes",
    "number",
    msg("mycelium.fact.heroes", "How many Hero Mushling Cards does {player} own?"),
    rule=HAND_LIMIT,
)


def to_hand(pos: Position, colour: str, card: str) -> None:
    """A card joins a hand of the working copy (a hand the position does not describe stays unknown)."""
    with untraced():
        me = pos.described(colour)
        if me is not None and me.hand is not None:
            me.hand.append(card)


def _reshuffle(pos: Position, colour: str, ruling: Ruling) -> bool:
    """The deck is empty: the discard pile, shuffled, becomes the deck. False: nothing to draw at all."""
    if not pos.mushling_discard:
        ruling.event(
            RESHUFFLE,
            msg(
                "mycelium.draw.nothing",
                "{player} cannot draw: the Mushling deck and discard pile are empty",
                player=colour,
            ),
        )
        return False
    pos.mushling_deck = shuffled(pos.mushling_discard, pos)
    pos.mushling_discard = []
    ruling.event(
        RESHUFFLE,
        msg_n(
            "mycelium.draw.reshuffle",
            "the Mushling deck is empty: {n} discarded card shuffled into it",
            "the Mushling deck is empty: {n} discarded cards shuffled into it",
            len(pos.mushling_deck),
        ),
    )
    ruling.used("position.seed", pos.seed, SHUFFLE_ORDER)
    return True


def draw_cards(pos: Position, colour: str, n: int, rule, ruling: Ruling, why: Msg, seen: bool = False) -> list[str]:
    """Draw n cards into a hand, reshuffling the discard pile when the deck runs out. Returns the cards.

    ``seen``: the caller decides on which card it is (Amethyst Deceiver). Otherwise a card taken from a deck that
    has one is not a rule's read (the events say "draws a card"); an empty or undescribed deck is."""
    got: list[str] = []
    for _ in range(n):
        with untraced():
            if not seen and pos.mushling_deck:
                card = pos.mushling_deck.pop(0)
                to_hand(pos, colour, card)
                got.append(card)
                continue
        if pos.mushling_deck is None:
            ruling.used(
                "position.mushling_deck",
                None,
                msg("mycelium.input.deck-unknown", "the deck is not described: the card drawn is unknown ('?')"),
            )
            to_hand(pos, colour, UNKNOWN)
            got.append(UNKNOWN)
            continue
        if not pos.mushling_deck and not _reshuffle(pos, colour, ruling):
            break
        card = pos.mushling_deck.pop(0)  # type: ignore[union-attr]
        to_hand(pos, colour, card)
        got.append(card)
    if got:
        ruling.event(
            rule,
            msg_n(
                "mycelium.draw.draws",
                "{player} draws {n} Mushling Card ({why})",
                "{player} draws {n} Mushling Cards ({why})",
                len(got),
                player=colour,
                why=why,
            ),
            player=colour,
            cards=got,
        )
    return got


def resolve_draw(pos: Position, colour: str, move, ruling: Ruling) -> None:
    """The whole Draw Phase of the active player, then the turn passes."""
    from referee.engine.mycelium.phases import TURN_ORDER, next_player
    from referee.engine.mycelium.variants.emsporium import refill_shop
    from referee.engine.mycelium.variants.hero_tavern import HERO_NOT_IN_HAND

    size = fact_about(pos, HAND_SIZE, (colour,), lambda: len(pos.hand_of(colour)), player=colour)
    drawn = draw_cards(pos, colour, 1, DRAW_ONE, ruling, phase_name("draw"))
    heroes = 0
    if in_play(pos, "hero_tavern"):
        heroes = fact_about(pos, HEROES_OWNED, (colour,), lambda: len(pos.player(colour).heroes), player=colour)
    if heroes:
        ruling.because(
            HERO_NOT_IN_HAND,
            msg_n(
                "mycelium.heroes.not-counted",
                "{player}'s {n} Hero card is not counted",
                "{player}'s {n} Hero cards are not counted",
                heroes,
                player=colour,
            ),
        )
    _discard_down(pos, colour, size + len(drawn), move, ruling)
    refill_shop(pos, ruling)
    nxt = next_player(pos)
    pos.active = nxt
    pos.phase = "nutrient"
    pos.traded_this_turn = False
    ruling.event(
        TURN_ORDER,
        msg("mycelium.turn.passes", "{player}'s turn ends; {next} begins", player=colour, next=nxt),
        player=nxt,
    )


def _discard_down(pos: Position, colour: str, held: int, move, ruling: Ruling) -> None:
    """After the draw: discard exactly down to 7 (Heroes do not count); ``held``: the cards in hand now."""
    from referee.engine.mycelium.cards import CARDS, discard, not_a_card, take_from_hand

    excess = max(0, held - MAX_HAND)
    for name in move.discard:
        ruling.require(name in CARDS or name == "?", HAND_LIMIT, not_a_card(name))
    ruling.require(
        len(move.discard) == excess,
        HAND_LIMIT,
        msg_n(
            "mycelium.draw.discard-exactly",
            "{player} holds {n} card after drawing: must discard exactly {excess} to keep {max}, not {got}",
            "{player} holds {n} cards after drawing: must discard exactly {excess} to keep {max}, not {got}",
            held,
            player=colour,
            excess=excess,
            max=MAX_HAND,
            got=len(move.discard),
        ),
    )
    for name in move.discard:
        take_from_hand(pos, colour, name, HAND_LIMIT, ruling, msg("mycelium.hand.to-discard", "discard"))
        discard(pos, [name])
    if excess:
        ruling.event(
            HAND_LIMIT,
            msg_n(
                "mycelium.draw.discards",
                "{player} discards {n} card down to {max}",
                "{player} discards {n} cards down to {max}",
                excess,
                player=colour,
                max=MAX_HAND,
            ),
            cards=move.discard,
        )
    ruling.because(
        HAND_LIMIT,
        msg_n(
            "mycelium.draw.ends-with",
            "{player} ends the turn with {n} card (max {max})",
            "{player} ends the turn with {n} cards (max {max})",
            held - len(move.discard),
            player=colour,
            max=MAX_HAND,
        ),
    )
