"""Nutrient Card Phase: turn over the top Nutrient Card, follow it (its instructions come from the position),
discard it; reshuffle when the deck is empty; Bird's Nest lets players gather when a Nutrient lands."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import known, read_fact
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.cards import cancel_chain, discard, rule_of, take_from_hand
from referee.engine.mycelium.exchange import SUPPLY_OUT
from referee.engine.mycelium.model import Position, fact_about, untraced
from referee.engine.mycelium.words import of

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

TOP_CARD = BOOK.fact(
    "nutrient-top",
    "component",
    msg("mycelium.fact.nutrient-top", "Which Nutrient Card is on top of the Nutrient Deck (the one turned over)?"),
    rule=TURN_OVER,
)
CARD_PLACES = BOOK.fact(
    "card-places",
    "several_of",
    msg(
        "mycelium.fact.card-places",
        "On which locations does the Nutrient Card {card} put a Nutrient Token? (none: an empty list)",
    ),
    rule=TURN_OVER,
)
CARD_MORE = BOOK.fact(
    "card-more",
    "yes_no",
    msg("mycelium.fact.card-more", "Does the Nutrient Card {card} instruct anything else (spawn Spore Tokens...)?"),
    rule=TURN_OVER,
)
NUTRIENTS_LEFT = BOOK.fact(
    "nutrients-left",
    "yes_no",
    msg("mycelium.fact.nutrients-left", "Are at least {n} Nutrient Tokens left in the supply?"),
    rule=TURN_OVER,
)


def _card_names(pos: Position) -> tuple[str, ...]:
    """The Nutrient Cards the position describes (the choices for the top card; the list is not in the texts)."""
    with untraced():
        return tuple(pos.nutrient_cards)


def turn_order_from(pos: Position, first: str) -> list[str]:
    seats = [p.colour for p in pos.by_seat()]
    i = seats.index(first)
    return seats[i:] + seats[:i]


def resolve_nutrient_card(pos: Position, colour: str, move, ruling: Ruling) -> None:
    name = _turn_over(pos, move, ruling)
    landed = _follow_card(pos, colour, name, ruling)
    pos.nutrient_discard.append(name)
    ruling.because(
        TURN_OVER,
        msg(
            "mycelium.nutrient.follows",
            "{player} turns over the Nutrient Card {card} and follows it",
            player=colour,
            card=name,
        ),
    )
    if not _birds_nests(pos, colour, move, landed, ruling):
        pos.phase = "action"


def _turn_over(pos: Position, move, ruling: Ruling) -> str:
    """The Nutrient Card turned over (the deck's top, or the move's card when the deck is not described),
    reshuffling the discards into a new deck when the deck is empty."""
    from referee.engine.mycelium.draw import SHUFFLE_ORDER, shuffled

    if move.card is None and pos.nutrient_deck != []:  # an empty deck is reshuffled below: no top card yet
        top = read_fact(pos, TOP_CARD, lambda: known(pos.nutrient_deck)[0], choices=_card_names(pos))
        with untraced():  # the card leaves the working copy's deck, where it describes one
            if pos.nutrient_deck:
                pos.nutrient_deck.pop(0)
        return top
    if pos.nutrient_deck is None:
        ruling.used(
            "move.card",
            move.card,
            msg("mycelium.input.nutrient-card-named", "the Nutrient Deck is not described: the move names the card"),
        )
        pos.nutrient_deck = [move.card]
    elif move.card is not None:
        top = pos.nutrient_deck[0] if pos.nutrient_deck else None
        ruling.require(
            top is None or move.card == top,
            TURN_OVER,
            msg(
                "mycelium.nutrient.not-top",
                "the top card of the Nutrient Deck is {top}, not {card}",
                top=top,
                card=move.card,
            ),
        )
    if not pos.nutrient_deck:
        ruling.require(
            bool(pos.nutrient_discard),
            RESHUFFLE,
            msg("mycelium.nutrient.all-empty", "the Nutrient Deck and its discard pile are both empty"),
        )
        pos.nutrient_deck = shuffled(pos.nutrient_discard, pos)
        pos.nutrient_discard = []
        ruling.event(
            RESHUFFLE,
            msg_n(
                "mycelium.nutrient.reshuffle",
                "the Nutrient Deck is empty: {n} discarded card shuffled into it",
                "the Nutrient Deck is empty: {n} discarded cards shuffled into it",
                len(pos.nutrient_deck),
            ),
        )
        ruling.used("position.seed", pos.seed, SHUFFLE_ORDER)
    return pos.nutrient_deck.pop(0)


def _follow_card(pos: Position, colour: str, name: str, ruling: Ruling) -> list[str]:
    """Follow the card's instructions (from the position); returns where Nutrient Tokens landed."""
    spec = pos.nutrient_cards.get(name)
    places = fact_about(pos, CARD_PLACES, (name,), lambda: list(known(spec).place_nutrients), card=name)
    more = fact_about(pos, CARD_MORE, (name,), lambda: bool(known(spec).spawn_spores or known(spec).text), card=name)
    if more and spec is None:  # it says something else the texts do not list: the card's own words are needed
        _card_words_needed(name, ruling)
    if spec is not None:
        ruling.used(
            f"position.nutrient_cards.{name}",
            spec.model_dump(exclude_defaults=True),
            msg("mycelium.input.nutrient-cards", "the Nutrient Card list is not in the texts"),
        )
    ruling.event(
        TURN_OVER,
        msg("mycelium.nutrient.turns-over", "{player} turns over the Nutrient Card {card}", player=colour, card=name),
        card=name,
    )
    landed = _place_nutrients(pos, name, places, ruling)
    if spec is None:
        return landed
    for loc_id, n in spec.spawn_spores.items():
        loc = pos.board.location_map.get(loc_id)
        ruling.require(loc is not None, TURN_OVER, _off_board(name, loc_id))
        have = pos.supply.spore_tokens or 0
        n = min(n, have)
        pos.supply.spore_tokens = have - n
        loc.spores += n
        ruling.event(
            TURN_OVER,
            msg_n(
                "mycelium.nutrient.spores-placed",
                "{n} Spore Token placed on {location}",
                "{n} Spore Tokens placed on {location}",
                n,
                location=loc_id,
            ),
            location=loc_id,
        )
    if spec.text:
        # the card's own words, as the position gives them: not ours to translate
        ruling.event(TURN_OVER, msg("mycelium.nutrient.follow-text", "follow the card: {text}", text=spec.text))
    return landed


def _card_words_needed(name: str, ruling: Ruling) -> None:
    ruling.undetermined(
        TURN_OVER,
        msg(
            "mycelium.nutrient.card-unknown",
            "the position does not say what the Nutrient Card {card} instructs",
            card=name,
        ),
        needs=[
            Need(
                msg(
                    "mycelium.need.nutrient-card-text",
                    "What does the Nutrient Card {card} instruct? (the card list is not in the texts)",
                    card=name,
                ),
                f"position.nutrient_cards.{name}",
                "text",
            )
        ],
    )


def _place_nutrients(pos: Position, name: str, locations: list[str], ruling: Ruling) -> list[str]:
    """One Nutrient Token from the supply on each location the card names; returns where they landed."""
    landed: list[str] = []
    left = lambda: known(pos.supply.nutrient_tokens) >= len(locations)  # noqa: E731
    if locations and not fact_about(pos, NUTRIENTS_LEFT, (str(len(locations)),), left, n=len(locations)):
        ruling.undetermined(
            TURN_OVER,
            msg("mycelium.nutrient.supply-empty", "no Nutrient Token left in the supply"),
            needs=[SUPPLY_OUT],
        )
    for loc_id in locations:
        described = pos.board.locations is not None
        ruling.require(not described or loc_id in pos.board.location_map, TURN_OVER, _off_board(name, loc_id))
        with untraced():  # from the supply to the location, on the working copy where it describes them
            if pos.supply.nutrient_tokens is not None:
                pos.supply.nutrient_tokens -= 1
            loc = (pos.board.locations or {}).get(loc_id)
            if loc is not None:
                loc.nutrients += 1
        landed.append(loc_id)
        ruling.event(
            TURN_OVER,
            msg("mycelium.nutrient.placed", "1 Nutrient Token placed on {location}", location=loc_id),
            location=loc_id,
        )
    return landed


def _off_board(card: str, loc_id: str) -> Msg:
    return msg(
        "mycelium.nutrient.off-board",
        "Nutrient Card {card} names {location}, not on the board",
        card=card,
        location=loc_id,
    )


def _birds_nests(pos: Position, colour: str, move, landed: list[str], ruling: Ruling) -> bool:
    """Bird's Nests played in turn order from the current player; True when one of them wins the game."""
    from referee.engine.mycelium.endgame import WIN_TIMING
    from referee.engine.mycelium.gather import gather_with
    from referee.engine.mycelium.phases import no_player

    if not move.birds_nests:  # no Bird's Nest played: the turn order decides nothing
        return False
    order = turn_order_from(pos, colour)
    last = -1
    for nest in move.birds_nests:
        ruling.require(pos.has_player(nest.player), BIRDS_NEST, no_player(nest.player))
        i = order.index(nest.player)
        ruling.require(
            i >= last,
            BIRDS_NEST,
            msg("mycelium.nest.turn-order", "Bird's Nests resolve in turn order starting with the current player"),
        )
        last = i
        spots = _nest_gatherers(pos, nest, landed, ruling)
        if cancel_chain(pos, nest.cancelled_by, ruling, of(nest.player, "Bird's Nest")):
            continue
        if gather_with(pos, nest.player, list(nest.gatherers), move, ruling):
            if nest.player != colour:
                ruling.because(
                    WIN_TIMING,
                    msg(
                        "mycelium.nest.wins-off-turn",
                        "{player} wins on {active}'s turn with Bird's Nest",
                        player=nest.player,
                        active=colour,
                    ),
                )
            return True
        pos.player(nest.player).gatherers = spots
        ruling.event(
            BIRDS_NEST,
            msg(
                "mycelium.nest.gatherers-return",
                "{player}'s Gatherers used return to the Colony until the next Place Phase",
                player=nest.player,
            ),
        )
    return False


def _nest_gatherers(pos: Position, nest, landed: list[str], ruling: Ruling) -> list[str]:
    """Check one Bird's Nest and play the card; returns the player's Gatherers not used by it."""
    ruling.require(
        nest.card == "Bird's Nest",
        BIRDS_NEST,
        msg("mycelium.nest.not-nest", "{card} is not a Bird's Nest", card=nest.card),
    )
    me = pos.player(nest.player)
    trees = [loc for loc in landed if pos.board.location_map[loc].kind == "nutrient-tree" and loc in me.gatherers]
    ruling.require(
        bool(trees),
        BIRDS_NEST,
        msg(
            "mycelium.nest.no-landing",
            "no Nutrient Token was placed on a Nutrient Tree (not the Center Tree) occupied by {player}",
            player=nest.player,
        ),
    )
    ruling.require(
        len(nest.gatherers) <= 3,
        BIRDS_NEST,
        msg("mycelium.nest.up-to-three", "up to 3 Gatherers, not {n}", n=len(nest.gatherers)),
    )
    spots = list(me.gatherers)
    for g in nest.gatherers:
        ruling.require(
            g in spots,
            BIRDS_NEST,
            msg("mycelium.nest.no-gatherer", "{player} has no Gatherer on {location}", player=nest.player, location=g),
        )
        spots.remove(g)
    take_from_hand(pos, nest.player, "Bird's Nest", BIRDS_NEST, ruling, msg("mycelium.hand.to-play", "play"))
    discard(pos, ["Bird's Nest"])
    ruling.event(
        BIRDS_NEST,
        msg(
            "mycelium.nest.plays",
            "{player} plays Bird's Nest (a Nutrient Token landed on {trees})",
            player=nest.player,
            trees=trees,
        ),
    )
    return spots
