"""The game's words that go inside messages as parameters: phases, combat sides, card types, decks, and a
player's thing ("Blue's Inky Cap"). A position keeps them as data ("action", "attacker", "Builder"); a message
shows them in the reader's language, so each is a message of its own (the English is the rulebook's word).
Card names, locations, edges and colours are data: they stay as the position gives them."""

from __future__ import annotations

from collections.abc import Sequence

from referee.catalogues import Msg
from referee.engine.mycelium.book import MESSAGES, msg, msg_n

PHASES = {
    "setup": msg("mycelium.word.phase-setup", "setup"),
    "explore": msg("mycelium.word.phase-explore", "Explore Phase"),
    "nutrient": msg("mycelium.word.phase-nutrient", "Nutrient Card Phase"),
    "action": msg("mycelium.word.phase-action", "Action Phase"),
    "gather": msg("mycelium.word.phase-gather", "Gather Phase"),
    "place": msg("mycelium.word.phase-place", "Place Phase"),
    "draw": msg("mycelium.word.phase-draw", "Draw Phase"),
    "over": msg("mycelium.word.phase-over", "game over"),
}

SIDES = {
    "attacker": msg("mycelium.word.attacker", "attacker"),
    "defender": msg("mycelium.word.defender", "defender"),
}

TYPES = {
    "Builder": msg("mycelium.word.type-builder", "Builder"),
    "Thief": msg("mycelium.word.type-thief", "Thief"),
    "Enforcer": msg("mycelium.word.type-enforcer", "Enforcer"),
    "Warrior": msg("mycelium.word.type-warrior", "Warrior"),
    "Reinforcement": msg("mycelium.word.type-reinforcement", "Reinforcement"),
    "Wizard": msg("mycelium.word.type-wizard", "Wizard"),
    "Scout": msg("mycelium.word.type-scout", "Scout"),
    "Worker": msg("mycelium.word.type-worker", "Worker"),
}

DECKS = {
    "nutrient": msg("mycelium.word.deck-nutrient", "Nutrient Deck"),
    "mushling": msg("mycelium.word.deck-mushling", "Mushling Card Deck"),
}

# the four Colony colours the rulebook names ("Blue and Red versus Green and Beige"): a player answering a dispute
# in their words ("azul", "rood", "зелёный") means that Colony; messages say it in the reader's words (below),
# their JSON params as the position writes it
COLOURS = {
    "blue": msg("mycelium.word.colour-blue", "blue"),
    "red": msg("mycelium.word.colour-red", "red"),
    "green": msg("mycelium.word.colour-green", "green"),
    "beige": msg("mycelium.word.colour-beige", "beige"),
}

# a message that names a player by colour reads it in the reader's words ("geeft rood eraan uit", not "red")
MESSAGES.name_values(COLOURS, ("player", "defender", "attacker", "teammate", "active", "colour", "owners", "by"))

# a move's type as a message names it ("build is an action of ..."): the rulebook's name of the action
MOVES = {
    "build": msg("mycelium.word.move-build", "Build a Path"),
    "exchange": msg("mycelium.word.move-exchange", "Exchange Mushling Cards"),
    "attack": msg("mycelium.word.move-attack", "Attack"),
    "use_action": msg("mycelium.word.move-use-action", "Use a Mushling Card Action ability"),
    "nutrient_card": msg("mycelium.word.move-nutrient-card", "play a Nutrient Card"),
    "gather": msg("mycelium.word.move-gather", "Gather"),
    "place": msg("mycelium.word.move-place", "Place Gatherers"),
    "draw": msg("mycelium.word.move-draw", "Draw Mushling Cards"),
    "buy": msg("mycelium.word.move-buy", "buy an Emsporium item"),
    "trade": msg("mycelium.word.move-trade", "Team Trade"),
    "use_hero": msg("mycelium.word.move-use-hero", "use a Hero"),
}

EMPTY = msg("mycelium.word.empty", "empty")
NONE = msg("mycelium.word.none", "none")
SEVERAL = msg("mycelium.word.several", "several")


def named_values() -> dict[str, list[Msg | str]]:
    """The game's words a player may type for a position's value (a dispute's answer, GameEngine.named_values):
    phases, sides, card types, decks and the Colony colours, and the "none" / "several" a question about whose
    Path it is asks for."""
    from referee.engine.mycelium.cards import CARDS

    out: dict[str, list[Msg | str]] = {"none": [NONE], "several": [SEVERAL]}
    for table in (PHASES, SIDES, TYPES, DECKS, COLOURS):
        for value, name in table.items():
            out.setdefault(value, []).append(name)  # "nutrient": the phase and the deck
    for card in CARDS:  # a card by its name as typed ("death cap"); a dispute adds its names in the term bank
        out.setdefault(card, []).append(card)
    return out


def phase_name(name: str) -> Msg | str:
    """A phase in the reader's language (a value the position may not know stays as given)."""
    return PHASES.get(name, name)


def move_name(move_type: str) -> Msg | str:
    """A move's type in the reader's language ("build" -> "Construir un Camino")."""
    return MOVES.get(move_type, move_type)


def side_name(name: str) -> Msg | str:
    return SIDES.get(name, name)


def card_type(name: str) -> Msg | str:
    return TYPES.get(name, name)


def deck_name(name: str | None) -> Msg | str:
    return DECKS.get(name or "", name or "")


def listed(items: Sequence[str], empty: Msg = EMPTY) -> list[str] | Msg:
    """A list parameter (joined with ', '), or the word for an empty one."""
    return list(items) if items else empty


def of(player: str, thing: str | Msg) -> Msg:
    """A player's card or ability: "Blue's Inky Cap"."""
    return msg("mycelium.word.of-player", "{player}'s {thing}", player=player, thing=thing)


# counted things, for a message that counts two of them at once (msg_n picks one form per message)
def spore_tokens(n: int) -> Msg:
    return msg_n("mycelium.count.spore-tokens", "{n} Spore Token", "{n} Spore Tokens", n)


def nutrient_tokens(n: int) -> Msg:
    return msg_n("mycelium.count.nutrient-tokens", "{n} Nutrient Token", "{n} Nutrient Tokens", n)


def cards(n: int) -> Msg:
    return msg_n("mycelium.count.cards", "{n} card", "{n} cards", n)


def paths(n: int) -> Msg:
    return msg_n("mycelium.count.paths", "{n} Path", "{n} Paths", n)


def gatherers(n: int) -> Msg:
    return msg_n("mycelium.count.gatherers", "{n} Gatherer", "{n} Gatherers", n)


def items(n: int) -> Msg:
    return msg_n("mycelium.count.items", "{n} item", "{n} items", n)


def tokens(n: int) -> Msg:
    return msg_n("mycelium.count.tokens", "{n} token", "{n} tokens", n)
