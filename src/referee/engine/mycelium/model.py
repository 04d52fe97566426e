"""The Mycelium position: players, the board the position supplies, paths, supply, decks, phase, variants.

The texts give no board map, no Nutrient Card list, no Emsporium prices and no Hero cards: a position
supplies them (game-facts.md, "NOT FOUND"), and the engine says so with ``ruling.used`` when it relies on them.
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, StrictInt

from referee.engine.core.position import GamePosition

LocationKind = Literal["nutrient-tree", "center-tree", "spore-cave", "mush-room", "colony", "hero-tavern", "other"]
Phase = Literal["setup", "explore", "nutrient", "action", "gather", "place", "draw", "over"]

# Components list of the rulebook (the totals random play conserves)
COMPONENTS = {
    "paths_per_colour": 20,
    "spore_tokens": 50,
    "nutrient_tokens": 45,
    "combat_tokens": 16,
    "mushling": 54,
    "nutrient_cards": 17,
    "emsporium_items": 16,  # "There are 2 of every Emsporium Item"
    "copies_per_item": 2,
    "heroes": 8,  # "There is only 1 of each Hero Mushling Card"
}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Location(Strict):
    kind: LocationKind
    name: str | None = None  # e.g. "Birch", "Willow"
    tree: str | None = None  # oak / walnut / birch / pine / willow
    colony_of: str | None = None  # for kind colony: the colour
    nutrients: StrictInt = Field(0, ge=0)
    spores: StrictInt = Field(0, ge=0)


class Edge(Strict):
    borders: list[str] = Field(default_factory=list, description="locations this edge lies on the rim of")
    touches: list[str] = Field(default_factory=list, description="adjoining edges (made symmetric)")


class Board(Strict):
    locations: dict[str, Location]
    edges: dict[str, Edge]
    permanent_paths: dict[str, list[str]] = Field(default_factory=dict, description="colour -> edges")
    _permanent_on: dict[str, list[str]] | None = PrivateAttr(None)  # edge -> colours, built on first use

    def permanent_on(self, edge: str) -> list[str]:
        if self._permanent_on is None:
            self._permanent_on = {}
            for colour, edges in self.permanent_paths.items():
                for e in edges:
                    self._permanent_on.setdefault(e, []).append(colour)
        return self._permanent_on.get(edge, [])


UNKNOWN = "?"  # a card whose name the position does not give (another player's hand, an undescribed deck)


class Player(Strict):
    colour: str
    seat: StrictInt | None = Field(None, ge=1, description="1 = first player, clockwise; default: order in the list")
    hand: list[str] = Field(default_factory=list)
    spore_tokens: StrictInt = Field(0, ge=0)
    nutrient_tokens: StrictInt = Field(0, ge=0)
    combat_tokens: StrictInt = Field(0, ge=0)
    gatherers: list[str] = Field(default_factory=list, description="locations of Gatherers not at the Colony")
    items: list[str] = Field(default_factory=list, description="Emsporium Items owned")
    heroes: list[str] = Field(default_factory=list, description="Hero Mushling Cards owned (face up)")
    paths: list[str] = Field(default_factory=list, description="edges with this player's Paths (or use position.paths)")
    team: str | None = None
    controller: str | None = None  # 2-player variant: who controls this colony


class Supply(Strict):
    spore_tokens: StrictInt | None = Field(None, ge=0)
    nutrient_tokens: StrictInt | None = Field(None, ge=0)
    combat_tokens: StrictInt | None = Field(None, ge=0)


class NutrientCard(Strict):
    """A Nutrient Card's instructions (the texts do not list them): what the position says it does."""

    tree: str | None = None
    place_nutrients: list[str] = Field(default_factory=list, description="put 1 Nutrient Token on each")
    spawn_spores: dict[str, StrictInt] = Field(default_factory=dict)
    text: str | None = None


class Item(Strict):
    """An Emsporium Item (prices and effects are not in the texts)."""

    price: StrictInt = Field(ge=0)
    combat: StrictInt = 0  # + Combat Value of all the owner's Mushling Cards (Sword)
    spawn: StrictInt = 0  # + Spore Tokens whenever the owner spawns (Pickaxe)
    gather: StrictInt = 0  # + tokens per Gatherer (Backpack)
    attack_range: StrictInt = 0  # + edges away an attack may reach (Bow)
    text: str | None = None


class Emsporium(Strict):
    shop: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    items: dict[str, Item] = Field(default_factory=dict)
    bought_this_turn: StrictInt = 0


class HeroTavern(Strict):
    display: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    cards: dict[str, str] = Field(default_factory=dict, description="hero name -> its card text (not in the texts)")


class Variants(Strict):
    emsporium: bool = False
    hero_tavern: bool = False
    team: bool = False
    two_player: bool = False


class Position(GamePosition, Strict):
    board: Board
    players: list[Player]
    paths: dict[str, list[str]] = Field(default_factory=dict, description="edge -> colours of placed Paths")
    supply: Supply = Field(default_factory=Supply)
    # omitted = not described: a card drawn from it is an unknown card "?" (say so in the answer)
    mushling_deck: list[str] | None = Field(None, description="top first")
    mushling_discard: list[str] = Field(default_factory=list)
    nutrient_deck: list[str] | None = Field(None, description="top first; omitted = not described")
    nutrient_discard: list[str] = Field(default_factory=list)
    nutrient_cards: dict[str, NutrientCard] = Field(default_factory=dict)
    phase: Phase = "action"
    active: str | None = None  # colour; default: seat 1
    variants: Variants = Field(default_factory=Variants)
    emsporium: Emsporium | None = None
    hero_tavern: HeroTavern | None = None
    traded_this_turn: bool = False
    winner: str | None = None
    seed: StrictInt = 0  # order of any shuffle the engine must perform
    # tokens and cards the game holds (filled when the position is read); random play checks they are conserved
    totals: dict[str, StrictInt] | None = None

    def fork(self) -> Self:
        """A copy to resolve a move on: everything a move can change is copied, the board's edges are shared."""
        b = self.board
        return self.model_copy(
            update={
                "board": b.model_copy(update={"locations": {k: v.model_copy() for k, v in b.locations.items()}}),
                "players": [
                    p.model_copy(
                        update={
                            "hand": list(p.hand),
                            "gatherers": list(p.gatherers),
                            "items": list(p.items),
                            "heroes": list(p.heroes),
                        }
                    )
                    for p in self.players
                ],
                "paths": {e: list(owners) for e, owners in self.paths.items()},
                "supply": self.supply.model_copy(),
                "mushling_deck": None if self.mushling_deck is None else list(self.mushling_deck),
                "mushling_discard": list(self.mushling_discard),
                "nutrient_deck": None if self.nutrient_deck is None else list(self.nutrient_deck),
                "nutrient_discard": list(self.nutrient_discard),
                "emsporium": self.emsporium.model_copy(deep=True) if self.emsporium else None,
                "hero_tavern": self.hero_tavern.model_copy(deep=True) if self.hero_tavern else None,
            }
        )

    # --- look-ups ---------------------------------------------------------------------------
    def player(self, colour: str) -> Player:
        for p in self.players:
            if p.colour == colour:
                return p
        raise KeyError(colour)

    def has_player(self, colour: str) -> bool:
        return any(p.colour == colour for p in self.players)

    @property
    def active_colour(self) -> str:
        return self.active or min(self.players, key=lambda p: p.seat).colour

    def by_seat(self) -> list[Player]:
        return sorted(self.players, key=lambda p: p.seat)

    def placed_paths(self, colour: str) -> list[str]:
        return [e for e, owners in self.paths.items() for c in owners if c == colour]

    def own_edges(self, colour: str) -> set[str]:
        """Edges with a Path of this colour: placed Paths and the Colony's permanent Paths."""
        return set(self.placed_paths(colour)) | set(self.board.permanent_paths.get(colour, []))

    def on_edge(self, edge: str) -> list[str]:
        """Colours with a Path on the edge, permanent Paths included."""
        return self.board.permanent_on(edge) + self.paths.get(edge, [])

    def teammates(self, colour: str) -> set[str]:
        me = self.player(colour)
        if not self.variants.team or me.team is None:
            return set()
        return {p.colour for p in self.players if p.team == me.team and p.colour != colour}
