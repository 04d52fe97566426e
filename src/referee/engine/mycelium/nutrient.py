"""Nutrient Card Phase: turn over the top Nutrient Card, follow it (its instructions come from the position),
discard it; reshuffle when the deck is empty; Bird's Nest lets players gather when a Nutrient lands."""

from __future__ import annotations

from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK
from referee.engine.mycelium.cards import cancel_chain, discard, rule_of, take_from_hand
from referee.engine.mycelium.model import Position

TURN_OVER = BOOK.rule(
    "mycelium.nutrient.turn-over",
    facts=["nutrient-cards-not-found"],
    en="Turn over the top Nutrient Card, follow its instructions and discard it face up; discards are public.",
    es="Da la vuelta a la carta de Nutrientes superior, sigue sus instrucciones y descártala boca arriba.",
    nl="Draai de bovenste Voedingskaart om, volg de instructies en leg hem open af; aflegstapels zijn openbaar.",
    ru="Откройте верхнюю карту питания, выполните её указания и положите в открытый сброс.",
    quotes={
        "en": [
            "Turn over a Nutrient Card from the top of the Nutrient Deck and follow its instructions. Place this "
            "face-up in a Nutrient Deck Discard Pile. Any player may look through any discard piles at any time.",
            "The Nutrient Deck determines the events that take place in the forest, including where Nutrients will "
            "appear.",
        ]
    },
)

RESHUFFLE = BOOK.rule(
    "mycelium.nutrient.reshuffle",
    en="With the Nutrient Deck empty, shuffle its whole discard pile into a new deck, then turn over.",
    es="Con el mazo de Nutrientes vacío, baraja todo su descarte como mazo nuevo y luego roba.",
    nl="Is de Voedingsstapel leeg, schud de hele aflegstapel tot een nieuwe stapel en draai dan om.",
    ru="Если колода питания пуста, перемешайте весь её сброс в новую колоду и откройте карту.",
    quotes={
        "en": "If the Nutrient Deck has no cards left and you need to turn over a Nutrient Card, shuffle the entire "
        "Nutrient Deck Discard Pile together to form a new Nutrient Deck, and then draw."
    },
)

BIRDS_NEST = rule_of("Bird's Nest")


def turn_order_from(pos: Position, first: str) -> list[str]:
    seats = [p.colour for p in pos.by_seat()]
    i = seats.index(first)
    return seats[i:] + seats[:i]


def resolve_nutrient_card(pos: Position, colour: str, move, ruling: Ruling) -> None:
    name = _turn_over(pos, move, ruling)
    landed = _follow_card(pos, colour, name, ruling)
    pos.nutrient_discard.append(name)
    ruling.because(TURN_OVER, f"{colour} turns over the Nutrient Card {name} and follows it")
    if not _birds_nests(pos, colour, move, landed, ruling):
        pos.phase = "action"


def _turn_over(pos: Position, move, ruling: Ruling) -> str:
    """The Nutrient Card turned over (the deck's top, or the move's card when the deck is not described),
    reshuffling the discards into a new deck when the deck is empty."""
    from referee.engine.mycelium.draw import shuffled

    if pos.nutrient_deck is None:
        if move.card is None:
            ruling.undetermined(
                TURN_OVER,
                "the position does not describe the Nutrient Deck, so the card turned over is unknown",
                needs=["position.nutrient_deck (top first) or move.card"],
            )
        ruling.used("move.card", move.card, "the Nutrient Deck is not described: the move names the card")
        pos.nutrient_deck = [move.card]
    elif move.card is not None:
        top = pos.nutrient_deck[0] if pos.nutrient_deck else None
        ruling.require(
            top is None or move.card == top, TURN_OVER, f"the top card of the Nutrient Deck is {top}, not {move.card}"
        )
    if not pos.nutrient_deck:
        ruling.require(bool(pos.nutrient_discard), RESHUFFLE, "the Nutrient Deck and its discard pile are both empty")
        pos.nutrient_deck = shuffled(pos.nutrient_discard, pos)
        pos.nutrient_discard = []
        ruling.event(RESHUFFLE, f"the Nutrient Deck is empty: {len(pos.nutrient_deck)} discards shuffled into it")
        ruling.used("position.seed", pos.seed, "the order of a shuffle (random at the table)")
    return pos.nutrient_deck.pop(0)


def _follow_card(pos: Position, colour: str, name: str, ruling: Ruling) -> list[str]:
    """Follow the card's instructions (from the position); returns where Nutrient Tokens landed."""
    spec = pos.nutrient_cards.get(name)
    if spec is None:
        ruling.undetermined(
            TURN_OVER,
            f"the position does not say what the Nutrient Card {name!r} instructs",
            needs=[f"position.nutrient_cards.{name}: its instructions (the card list is not in the texts)"],
        )
    ruling.used(f"position.nutrient_cards.{name}", spec.model_dump(exclude_defaults=True), "card list not in the texts")
    ruling.event(TURN_OVER, f"{colour} turns over the Nutrient Card {name}", card=name)
    landed: list[str] = []
    for loc_id in spec.place_nutrients:
        loc = pos.board.locations.get(loc_id)
        ruling.require(loc is not None, TURN_OVER, f"Nutrient Card {name} names {loc_id!r}, not on the board")
        have = pos.supply.nutrient_tokens or 0
        if have < 1:
            ruling.undetermined(TURN_OVER, "no Nutrient Token left in the supply", needs=["what happens then"])
        pos.supply.nutrient_tokens = have - 1
        loc.nutrients += 1
        landed.append(loc_id)
        ruling.event(TURN_OVER, f"1 Nutrient Token placed on {loc_id}", location=loc_id)
    for loc_id, n in spec.spawn_spores.items():
        loc = pos.board.locations.get(loc_id)
        ruling.require(loc is not None, TURN_OVER, f"Nutrient Card {name} names {loc_id!r}, not on the board")
        have = pos.supply.spore_tokens or 0
        n = min(n, have)
        pos.supply.spore_tokens = have - n
        loc.spores += n
        ruling.event(TURN_OVER, f"{n} Spore Token(s) placed on {loc_id}", location=loc_id)
    if spec.text:
        ruling.event(TURN_OVER, f"follow the card: {spec.text}")
    return landed


def _birds_nests(pos: Position, colour: str, move, landed: list[str], ruling: Ruling) -> bool:
    """Bird's Nests played in turn order from the current player; True when one of them wins the game."""
    from referee.engine.mycelium.endgame import WIN_TIMING
    from referee.engine.mycelium.gather import gather_with

    order = turn_order_from(pos, colour)
    last = -1
    for nest in move.birds_nests:
        ruling.require(pos.has_player(nest.player), BIRDS_NEST, f"no player {nest.player!r}")
        i = order.index(nest.player)
        ruling.require(i >= last, BIRDS_NEST, "Bird's Nests resolve in turn order starting with the current player")
        last = i
        spots = _nest_gatherers(pos, nest, landed, ruling)
        if cancel_chain(pos, nest.cancelled_by, ruling, f"{nest.player}'s Bird's Nest"):
            continue
        if gather_with(pos, nest.player, list(nest.gatherers), move, ruling):
            if nest.player != colour:
                ruling.because(WIN_TIMING, f"{nest.player} wins on {colour}'s turn with Bird's Nest")
            return True
        pos.player(nest.player).gatherers = spots
        ruling.event(BIRDS_NEST, f"{nest.player}'s Gatherers used return to the Colony until the next Place Phase")
    return False


def _nest_gatherers(pos: Position, nest, landed: list[str], ruling: Ruling) -> list[str]:
    """Check one Bird's Nest and play the card; returns the player's Gatherers not used by it."""
    ruling.require(nest.card == "Bird's Nest", BIRDS_NEST, f"{nest.card} is not a Bird's Nest")
    me = pos.player(nest.player)
    trees = [loc for loc in landed if pos.board.locations[loc].kind == "nutrient-tree" and loc in me.gatherers]
    ruling.require(
        bool(trees),
        BIRDS_NEST,
        f"no Nutrient Token was placed on a Nutrient Tree (not the Center Tree) occupied by {nest.player}",
    )
    ruling.require(len(nest.gatherers) <= 3, BIRDS_NEST, "up to 3 Gatherers")
    spots = list(me.gatherers)
    for g in nest.gatherers:
        ruling.require(g in spots, BIRDS_NEST, f"{nest.player} has no Gatherer on {g}")
        spots.remove(g)
    take_from_hand(pos, nest.player, "Bird's Nest", BIRDS_NEST, ruling, "play")
    discard(pos, ["Bird's Nest"])
    ruling.event(BIRDS_NEST, f"{nest.player} plays Bird's Nest (a Nutrient Token landed on {', '.join(trees)})")
    return spots
