"""The Mycelium position: players, the board the position supplies, paths, supply, decks, phase, variants.

The texts give no board map, no Nutrient Card list, no Emsporium prices and no Hero cards: a position
supplies them (game-facts.md, "NOT FOUND"), and the engine says so with ``ruling.used`` when it relies on them.

Every part is optional (#17): an absent part is *unknown*, not empty. A rule that decides on it reads a
rule-level fact (asked when the part is absent); a look-up of an absent part outside a fact raises ``Missing``,
which the engine turns into an undetermined verdict naming the part.
"""

from __future__ import annotations

from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, StrictInt

from referee.engine.core.position import GamePosition
from referee.engine.core.position_facts import Unknown

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


class Missing(Unknown):
    """A part of the position the move needs and the position leaves out: its field path, and (for a field a
    player answers in a word: the phase, whose turn) the question, its kind and choices, and the rule it decides."""

    def __init__(
        self, part: str, question=None, kind: str = "text", choices: tuple = (), rule: str | None = None, names=None
    ):
        super().__init__(part)
        self.part, self.question, self.kind, self.choices, self.rule = part, question, kind, choices, rule
        self.names = names or {}  # the choices in the player's words (a phase's name), the ids staying the values


def fact_key(*parts: str) -> str:
    """A fact's key from names (a colour, an edge, a card): no dots or spaces ("blue-death-cap")."""
    import re

    return "-".join(re.sub(r"[^a-z0-9]+", "-", p.lower()).strip("-") for p in parts)


def fact_about(pos, fact, key: tuple[str, ...], compute, choices: tuple[str, ...] | None = None, **params):
    """Read ``fact`` about one thing (its key: colour, edge, card...), its question worded with ``params``;
    ``choices``: what a dialogue offers when it is asked (a stated value is not held to them)."""
    from dataclasses import replace

    from referee.engine.core.position_facts import read_fact

    question = replace(fact.question, params=params)
    return read_fact(pos, fact.about(fact_key(*key), question), compute, question=question, choices=choices)


def colour_choices(pos, *extra: str) -> tuple[str, ...]:
    """The colours a question about a player offers: the position's players' when it lists them, else the four
    Colony colours (a dispute then refuses "ja" or "banaan" for a colour); ``extra``: its other answers ("none")."""
    from referee.engine.mycelium.words import COLOURS

    with untraced():  # the choices only: which players there are decides nothing here
        listed = [p.colour for p in pos.players or [] if p.colour]
        whole = pos.players_listed
    return (*(listed if listed and whole else dict.fromkeys([*listed, *COLOURS])), *extra)


def untraced():
    """A change to the working copy (or a read for a message's wording only): not a read a verdict rests on, so
    the tracer does not count it (a position cut down to what was read then leaves that part out)."""
    from referee.engine.core.trace import untraced as core_untraced

    return core_untraced()


def given(value, part: str, *ask):
    """The value, or ``Missing(part, *ask)`` when the position leaves it out."""
    if value is None:
        raise Missing(part, *ask)
    return value


class Location(Strict):
    kind: LocationKind | None = None  # None: a location a cut-down position leaves undescribed (`{}`)
    name: str | None = None  # e.g. "Birch", "Willow"
    tree: str | None = None  # oak / walnut / birch / pine / willow
    colony_of: str | None = None  # for kind colony: the colour
    nutrients: StrictInt = Field(0, ge=0)
    spores: StrictInt = Field(0, ge=0)


class Edge(Strict):
    borders: list[str] = Field(default_factory=list, description="locations this edge lies on the rim of")
    touches: list[str] = Field(default_factory=list, description="adjoining edges (made symmetric)")


class Board(Strict):
    # omitted = not described (unknown): the board map is not in the texts
    locations: dict[str, Location] | None = None
    edges: dict[str, Edge] | None = None
    permanent_paths: dict[str, list[str]] | None = Field(None, description="colour -> edges")
    _permanent_on: dict[str, list[str]] | None = PrivateAttr(None)  # edge -> colours, built on first use

    @property
    def edge_map(self) -> dict[str, Edge]:
        return given(self.edges, "position.board.edges")

    @property
    def location_map(self) -> dict[str, Location]:
        return given(self.locations, "position.board.locations")

    @property
    def permanent(self) -> dict[str, list[str]]:
        return given(self.permanent_paths, "position.board.permanent_paths")

    def permanent_on(self, edge: str) -> list[str]:
        if self._permanent_on is None:
            self._permanent_on = {}
            for colour, edges in self.permanent.items():
                for e in edges:
                    self._permanent_on.setdefault(e, []).append(colour)
        return self._permanent_on.get(edge, [])


UNKNOWN = "?"  # a card whose name the position does not give (another player's hand, an undescribed deck)


class Player(Strict):
    # without a colour: a player the position does not describe (a cut-down keeps only the players a ruling read)
    colour: str | None = None
    seat: StrictInt | None = Field(None, ge=1, description="1 = first player, clockwise; default: order in the list")
    hand: list[str] | None = Field(None, description="omitted = not described (unknown)")
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

    price: StrictInt | None = Field(None, ge=0, description="omitted = not given (asked when bought)")
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
    # omitted = unknown; a rule that decides on a variant reads it as a fact (asked when omitted)
    emsporium: bool | None = None
    hero_tavern: bool | None = None
    team: bool | None = None
    two_player: bool | None = None


def _fork_player(p: Player) -> Player:
    return p.model_copy(
        update={
            "hand": None if p.hand is None else list(p.hand),
            "gatherers": list(p.gatherers),
            "items": list(p.items),
            "heroes": list(p.heroes),
        }
    )


class Position(GamePosition, Strict):
    board: Board = Field(default_factory=Board)
    players: list[Player] | None = Field(None, description="omitted = not described (unknown)")
    paths: dict[str, list[str]] | None = Field(None, description="edge -> colours of placed Paths; omitted = unknown")
    supply: Supply = Field(default_factory=Supply)
    # omitted = not described: a card drawn from it is an unknown card "?" (say so in the answer)
    mushling_deck: list[str] | None = Field(None, description="top first")
    mushling_discard: list[str] = Field(default_factory=list)
    nutrient_deck: list[str] | None = Field(None, description="top first; omitted = not described")
    nutrient_discard: list[str] = Field(default_factory=list)
    nutrient_cards: dict[str, NutrientCard] = Field(default_factory=dict)
    phase: Phase | None = None  # omitted = unknown: the texts give no default phase
    active: str | None = None  # colour; default: seat 1
    variants: Variants = Field(default_factory=Variants)
    emsporium: Emsporium | None = None
    hero_tavern: HeroTavern | None = None
    traded_this_turn: bool = False
    winner: str | None = None
    seed: StrictInt = 0  # order of any shuffle the engine must perform
    # tokens and cards the game holds (filled when the position is read); random play checks they are conserved
    totals: dict[str, StrictInt] | None = None
    # the position lists some players as `{}` (not described): the list is not the whole table (validate.py)
    _some_players: bool = PrivateAttr(False)
    # during one move: each colour's Paths in play as the move places them (None: too few to reach the limit)
    _path_counts: dict[str, int | None] = PrivateAttr(default_factory=dict)

    # during one move: the Paths it took off the board, (colour, edge) -- known even where the position does
    # not list the Paths
    _removed: list[tuple[str, str]] = PrivateAttr(default_factory=list)
    _gained: dict[str, int] = PrivateAttr(default_factory=dict)  # Nutrient Tokens each colour gained in this move

    @property
    def path_counts(self) -> dict[str, int | None]:
        return self._path_counts

    @property
    def removed_paths(self) -> list[tuple[str, str]]:
        return self._removed

    @property
    def nutrients_gained(self) -> dict[str, int]:
        return self._gained

    def fork(self) -> Self:
        """A copy to resolve a move on: everything a move can change is copied, the board's edges are shared.

        Copying is not reading: the tracer does not count it (the copies keep their parts' paths)."""
        with untraced():
            new = self._fork()
        new._path_counts, new._removed, new._gained = {}, [], {}  # afresh for each move (not shared with the copy)
        return new

    def _fork(self) -> Self:
        b = self.board
        locations = None if b.locations is None else {k: v.model_copy() for k, v in b.locations.items()}
        return self.model_copy(
            update={
                "board": b.model_copy(update={"locations": locations}),
                "players": None if self.players is None else [_fork_player(p) for p in self.players],
                "paths": None if self.paths is None else {e: list(owners) for e, owners in self.paths.items()},
                "supply": self.supply.model_copy(),
                "mushling_deck": None if self.mushling_deck is None else list(self.mushling_deck),
                "mushling_discard": list(self.mushling_discard),
                "nutrient_deck": None if self.nutrient_deck is None else list(self.nutrient_deck),
                "nutrient_discard": list(self.nutrient_discard),
                "emsporium": self.emsporium.model_copy(deep=True) if self.emsporium else None,
                "hero_tavern": self.hero_tavern.model_copy(deep=True) if self.hero_tavern else None,
            }
        )

    # --- look-ups (an absent part raises Missing: a fact's computation asks it, see the module docstring) ---------
    @property
    def player_list(self) -> list[Player]:
        return given(self.players, "position.players")

    @property
    def path_map(self) -> dict[str, list[str]]:
        return given(self.paths, "position.paths")

    def player(self, colour: str) -> Player:
        """The player of this colour. Finding them is not a rule's read (the other players' entries are not
        consulted for anything): only the found player's colour is traced, so a cut-down keeps which entry it is."""
        players = self.player_list
        with untraced():
            found = [p for p in players if p.colour == colour]
        if found:
            _ = found[0].colour  # traced: a cut-down position keeps this player's entry, named
            return found[0]
        if self._some_players:
            raise Missing("position.players")
        raise KeyError(colour)

    def described(self, colour: str) -> Player | None:
        """The player, or None when the position does not describe them (a change to them is then unknown)."""
        if self.players is None:
            return None
        found = [p for p in self.players if p.colour == colour]
        return found[0] if found else None

    @property
    def players_listed(self) -> bool:
        """Does the position list every player (so a colour not in it is no player)?"""
        return self.players is not None and not self._some_players

    def hand_of(self, colour: str) -> list[str]:
        """The player's hand, or ``Missing`` when the position does not describe it."""
        return given(self.player(colour).hand, f"position.players.{colour}.hand")

    def has_player(self, colour: str) -> bool:
        """Is this colour a player? A position that does not list the players: the name stands for itself.

        A yes rests on nothing a rule reads (the move's names were checked against the list on input), so only a
        no is a traced read: a position cut down to what was read keeps the list only where it refused a name."""
        with untraced():
            if not self.players_listed or any(p.colour == colour for p in self.players or []):
                return True
        return any(p.colour == colour for p in self.player_list)  # a no: traced

    @property
    def active_colour(self) -> str:
        if self.active is not None:
            return self.active
        # seat 1 starts (rule mycelium.setup.first-player); only a position listing the players can say who that is
        from referee.engine.mycelium.phases import WHOSE_TURN

        players = given(self.players, "position.active", *WHOSE_TURN)
        return min(players, key=lambda p: p.seat or 0).colour

    @property
    def current_phase(self) -> Phase:
        from referee.engine.mycelium.phases import WHICH_PHASE

        return given(self.phase, "position.phase", *WHICH_PHASE)

    def by_seat(self) -> list[Player]:
        return sorted(self.player_list, key=lambda p: p.seat or 0)

    def placed_paths(self, colour: str) -> list[str]:
        return [e for e, owners in self.path_map.items() for c in owners if c == colour]

    def own_edges(self, colour: str) -> set[str]:
        """Edges with a Path of this colour: placed Paths and the Colony's permanent Paths."""
        return set(self.placed_paths(colour)) | set(self.board.permanent.get(colour, []))

    def on_edge(self, edge: str) -> list[str]:
        """Colours with a Path on the edge, permanent Paths included."""
        return self.board.permanent_on(edge) + self.path_map.get(edge, [])

    def teammates(self, colour: str) -> set[str]:
        from referee.engine.mycelium.variants.team import in_play  # team.py builds on this module

        if not in_play(self, "team"):
            return set()
        from referee.engine.mycelium.variants.team import TEAMMATES

        mates = fact_about(self, TEAMMATES, (colour,), lambda: self._teammates(colour), player=colour)
        return set(mates)

    def _teammates(self, colour: str) -> list[str]:
        if self.players is None:  # the rulebook fixes the teams by colour (validate.TEAM_PAIRS)
            return [c for pair in TEAM_PAIRS if colour in pair for c in pair if c != colour]
        me = self.player(colour)
        if me.team is None:
            return []
        return sorted(str(p.colour) for p in self.player_list if p.team == me.team and p.colour != colour)


# the rulebook fixes the teams by colour (rule mycelium.team.teams: "the teams will always be: Blue and Red
# versus Green and Beige"), so a Team position need not name them, and one that names them otherwise is wrong
TEAM_PAIRS = (("blue", "red"), ("green", "beige"))
