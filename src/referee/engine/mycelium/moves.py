"""Moves, discriminated on ``type``. A move is one whole step at the table, reactions included, so a
player can describe "I attack, they defend, Blue plays a Blue Oyster, Red a Combat Token" in one file."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictInt

from referee.engine.mycelium.model import Strict


class Cancel(Strict):
    """A Fly Agaric played against an ability (a chain: each one cancels the one before it)."""

    player: str
    card: str = "Fly Agaric"


PAY_WITH = "what is spent: spore_tokens (a number) and cards (Mushling Card names); left out, the engine asks"


class Payment(Strict):
    spore_tokens: StrictInt = Field(0, ge=0)
    cards: list[str] = Field(default_factory=list)
    owner: str | None = None  # whose Spore Tokens (team: never a teammate's)


class BuildReaction(Strict):
    """Penny Bun / Inky Cap played right after one Path is placed."""

    after: str = Field(description="the edge of the Path just built")
    player: str
    card: str
    give: list[str] = Field(default_factory=list, description="Inky Cap: the 2 cards the builder gives")
    cancelled_by: list[Cancel] = Field(default_factory=list)


class Build(Strict):
    type: Literal["build"]
    player: str | None = None
    paths: list[str] = Field(min_length=1)
    pay_with: Payment = Field(default_factory=Payment, description=PAY_WITH)
    remove: list[str] = Field(default_factory=list, description="own Paths removed at the 20-Path limit, in order")
    reactions: list[BuildReaction] = Field(default_factory=list)


class Exchange(Strict):
    type: Literal["exchange"]
    player: str | None = None
    # any count parses: an Exchange of 1 or 3 real cards is an illegal move, not bad input (exchange.py)
    cards: list[str] = Field(description="the 2 Mushling Cards of the same type discarded")
    then: Literal["spawn", "draw"]
    cave: str | None = None


class Boost(Strict):
    """Step 4 of combat: a Combat Token or a Reinforcement card, for the attacker or the defender."""

    by: str
    side: Literal["attacker", "defender"]
    combat_token: bool = False
    card: str | None = None
    cancelled_by: list[Cancel] = Field(default_factory=list)


class Attack(Strict):
    type: Literal["attack"]
    player: str | None = None
    target: str = Field(description="the edge of the targeted Path")
    defender: str | None = None  # owner of the targeted Path (needed when two others share the edge)
    attacker_card: str
    defender_card: str | None = None
    boosts: list[Boost] = Field(default_factory=list)
    cancel_attacker_card: list[Cancel] = Field(default_factory=list)
    cancel_defender_card: list[Cancel] = Field(default_factory=list)
    attacker_ability: StrictInt | None = None  # for cards with two Reactions (Chicken of the Woods): which one
    defender_ability: StrictInt | None = None
    stolen: dict[str, str] = Field(default_factory=dict, description="thief colour -> card taken (random)")
    free_path: str | None = None  # Liberty Cap: the edge of the free Path
    free_path_remove: str | None = None  # at the 20-Path limit
    free_path_reactions: list[BuildReaction] = Field(default_factory=list)  # Penny Bun / Inky Cap after it
    via_parrot: bool = False  # set by the Parrot Toadstool action


class UseAction(Strict):
    type: Literal["use_action"]
    player: str | None = None
    card: str
    ability: StrictInt = Field(1, ge=1, le=2)
    pair_with: str | None = None  # a second Builder / Thief
    cave: str | None = None
    paths: list[str] = Field(default_factory=list)
    remove: str | None = None
    limit_remove: list[str] = Field(default_factory=list, description="own Paths removed at the 20-Path limit")
    take: str | None = None  # Amethyst Deceiver: the card from the discard pile
    view: str | None = None  # Parrot Toadstool: whose hand
    gatherers: list[str] = Field(default_factory=list)  # Russula
    deck: Literal["nutrient", "mushling"] | None = None  # Truffle / Witch's Hat
    order: list[str] = Field(default_factory=list)  # Magic Mushling: the new order of the top cards
    attack: Attack | None = None  # Parrot Toadstool's remote attack
    reactions: list[BuildReaction] = Field(default_factory=list)  # Penny Bun / Inky Cap after a free Path
    cancelled_by: list[Cancel] = Field(default_factory=list)


class BirdsNest(Strict):
    player: str
    card: str = "Bird's Nest"
    gatherers: list[str] = Field(default_factory=list, description="locations of the (up to 3) Gatherers used")
    cancelled_by: list[Cancel] = Field(default_factory=list)


class NutrientCardMove(Strict):
    type: Literal["nutrient_card"]
    player: str | None = None
    card: str | None = None  # the card turned over, when the position does not describe the Nutrient Deck
    birds_nests: list[BirdsNest] = Field(default_factory=list)


class Gather(Strict):
    type: Literal["gather"]
    player: str | None = None
    decline: list[str] = Field(default_factory=list, description="team variant: locations not gathered from")
    prefer: dict[str, Literal["nutrient", "spore"]] = Field(default_factory=dict)
    heroes: list[str] = Field(default_factory=list, description="Hero Tavern: a displayed hero or 'deck'")


class Place(Strict):
    type: Literal["place"]
    player: str | None = None
    gatherers: list[str]


class Draw(Strict):
    type: Literal["draw"]
    player: str | None = None
    discard: list[str] = Field(default_factory=list)


class Buy(Strict):
    type: Literal["buy"]
    player: str | None = None
    items: list[str] = Field(min_length=1)
    pay_with: Payment = Field(default_factory=Payment, description=PAY_WITH)


class Trade(Strict):
    type: Literal["trade"]
    player: str | None = None
    teammate: str
    give: str = Field(description="a card name, or 'spore' for a Spore Token")
    receive: str
    consent: bool = True


class UseHero(Strict):
    type: Literal["use_hero"]
    player: str | None = None
    hero: str
    ability: StrictInt = Field(1, ge=1, le=2)
    cancelled_by: list[Cancel] = Field(default_factory=list)


Move = Annotated[
    Build | Exchange | Attack | UseAction | NutrientCardMove | Gather | Place | Draw | Buy | Trade | UseHero,
    Field(discriminator="type"),
]
