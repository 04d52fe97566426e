"""The working state of one adjudication: a private copy of the position, its garden, the ruling, and
the player's choices.

A choice the rules leave to the player (which slot, which flower, which tile to drop) is read from the
move. When only one option exists it is forced; when several exist and the move names none, the verdict
is undetermined and says which field would decide it. Random play uses the same code with a chooser
that picks at random and writes its picks down, so the move it returns replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from referee.catalogues import Msg
from referee.engine.core import trace
from referee.engine.core.position_facts import FactMissing, PositionFact, read_fact
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Need, Ruling
from referee.engine.gnome_hollow.book import msg
from referee.engine.gnome_hollow.garden import Garden
from referee.engine.gnome_hollow.model import Choices, Coord, Player, Position, Tile, given
from referee.errors import InputError, suggest

# what each kind of choice names, for the bad-input message of a value that names nothing
NOUNS = {
    "slot": "slot in that column",
    "take": "board tile",
    "discard": "stored tile",
    "signpost": "signpost",
    "flower": "flower kind",
    "mushrooms": "mushroom colour",
    "wildflower": "wildflower kind",
}


class Chooser:
    """Hands out one resolution's choices in order, per kind (slot, flower, discard, ...)."""

    def __init__(self, choices: Choices, where: str, rng: random.Random | None = None) -> None:
        self.choices = choices
        self.where = where
        self.rng = rng
        self.used: dict[str, int] = {}
        self.picked: dict[str, list[Any]] = {}  # what a random chooser chose, to write into the move
        self.rules: dict[str, Rule] = {}  # the rule each kind of choice was asked for (to cite one named too many)

    def check_name(self, kind: str, exists: list[Any]) -> None:
        """The next ``kind`` choice names something of the game (else bad input) -- checked before the facts its
        options come from are read, so a misspelt name is never answered with a question."""
        queue = getattr(self.choices, kind)
        n = self.used.get(kind, 0)
        if self.rng is None and n < len(queue) and exists and queue[n] not in exists:
            valid = [_shown(v) for v in exists]
            what_it = f"{NOUNS.get(kind, kind)} {_shown(queue[n])}"
            raise InputError(
                f"there is no {what_it}{suggest(_shown(queue[n]), valid)}", field=f"{self.where}.{kind}[{n}]"
            )

    def pick(self, ruling: Ruling, kind: str, options: list[Any], rule: Rule, what: Msg, exists: list[Any]) -> Any:
        """One choice of ``kind`` among ``options``; ``what`` is the question it answers. A value naming nothing
        of the game (not in ``exists``: no such slot, tile, flower...) is bad input; one that exists but the rule
        does not allow here is illegal."""
        self.rules.setdefault(kind, rule)
        if not options:
            return None
        if self.rng is not None:
            value = self.rng.choice(options)
            if len(options) > 1:
                self.picked.setdefault(kind, []).append(list(value) if isinstance(value, tuple) else value)
            return value
        queue = getattr(self.choices, kind)
        n = self.used.get(kind, 0)
        field = f"{self.where}.{kind}[{n}]"
        if n < len(queue):
            self.used[kind] = n + 1
            value = queue[n]
            if value not in exists:
                valid = [_shown(v) for v in exists]
                what_it = f"{NOUNS.get(kind, kind)} {_shown(value)}"
                raise InputError(f"there is no {what_it}{suggest(_shown(value), valid)}", field=field)
            if value not in options:
                ruling.illegal(
                    rule,
                    msg(
                        "gnome-hollow.choice.not-possible",
                        "{question} {value} is not possible here (possible: {options})",
                        question=what,
                        value=_named(kind, value),
                        options=[_named(kind, o) for o in options],
                    ),
                )
            return value
        if len(options) == 1:
            return options[0]
        shown = [_named(kind, o) for o in options]
        ruling.undetermined(
            rule,
            msg(
                "gnome-hollow.choice.player-chooses",
                "{question} The player chooses (possible: {options})",
                question=what,
                options=shown,
            ),
            needs=[
                Need(
                    what,
                    field,
                    "one_of",
                    tuple(list(o) if isinstance(o, tuple) else o for o in options),
                    {o: n for o in options if not isinstance(n := _named(kind, o), str)},  # a flower by its name
                )
            ],
        )
        return None  # pragma: no cover - undetermined raises


def _mark_given(part: Any) -> None:
    """A part the move filled in (a ring recorded, a flower taken) is given in the position after it."""
    for name, info in type(part).model_fields.items():
        if name != "facts" and part.__dict__[name] != info.get_default(call_default_factory=True):
            part.__pydantic_fields_set__.add(name)


def soft_fact(position: Position, fact: PositionFact, compute: Callable[[], Any]) -> Any | None:
    """A fact a consequence turns on, not the verdict (the board's refill, the end's trigger): stated or
    computed, else None -- the consequence is then said in general terms, and nobody is asked."""
    try:
        return read_fact(position, fact, compute)
    except FactMissing:
        return None


def untraced(read: Callable[[], Any]) -> Any:
    """A read that decides nothing by itself (a copy, a lookup by name, a default the texts give)."""
    with trace.untraced():
        return read()


def _named(kind: str, v: Any) -> Msg | str:
    """A choice in a message: a flower by its name in the reader's language, anything else as the move writes it."""
    from referee.engine.gnome_hollow.words import flower_name

    return flower_name(v) if kind == "flower" and isinstance(v, str) else _shown(v)


def _shown(v: Any) -> str:
    """A choice as the move writes it: [q, r] for a tile, else the value itself."""
    return str(list(v)) if isinstance(v, tuple) else str(v)


class Ctx:
    """Mutable working copy of a position during one adjudication."""

    def __init__(self, position: Position, ruling: Ruling, rng: random.Random | None = None) -> None:
        self.pos = position.fork()
        self._garden: Garden | None = None
        self._garden_read = False
        self._faces_to_read: list[Tile] = []
        self.ruling = ruling
        self.rng = rng
        self.choosers: list[Chooser] = []
        self.new_tiles: set[Coord] = set()
        self.faces_unknown = False  # a tile placed this move whose face the position does not give
        # what this move already changed of a fact read earlier in it (a fact is read as the position gives it:
        # the second marker of a move counts the first), by fact id
        self.since: dict[str, list[Any]] = {}
        self.bag_drawn = 0  # tiles this move drew from the bag (the bag's size fact is read before the draws)
        self.turn_known = True  # False: the position left the turn out, and turn-step answered where it is

    @property
    def config(self):
        return self.pos.config

    @property
    def geo(self) -> Garden:
        """The garden for a fact's computation: building it is no read the tracer records (the fact is)."""
        if self._garden is None:
            with trace.untraced():
                self._garden = Garden(self.pos.garden)
        return self._garden

    @property
    def garden(self) -> Garden:
        """The garden for a check outside any fact: what it decides on is the garden as the position gives it
        (and the faces of the tiles placed into it), so the tracer sees every tile read: a position cut down to
        the reads keeps the garden whole."""
        if not self._garden_read:
            self._garden_read = True
            self._faces_to_read[:0] = self.pos.garden
        for t in self._faces_to_read:
            _ = (
                getattr(t, "at", None),
                getattr(t, "stump", None),
                t.wildflower,
                [(p.sides, p.mushrooms) for p in t.paths],
            )
        self._faces_to_read.clear()
        return self.geo

    def placed(self, tile: Tile) -> None:
        """A tile placed from the board or storage: its face is read when the garden is (see ``garden``)."""
        self._faces_to_read.append(tile)
        if self._garden_read:
            _ = self.garden

    @property
    def garden_given(self) -> bool:
        return given(self.pos, "garden")

    def player(self, name: str) -> Player:
        """The named player. A position that leaves the players (or their names) out lets a name stand for
        itself: the player is added with every part unknown (``given`` is false for each)."""
        players = self.pos.players
        partial = not given(self.pos, "players") or any(p.name is None for p in players)
        if partial and all(p.name != name for p in players):
            players.append(Player(name=name))
        return self.pos.player(name)

    def quiet_player(self, name: str) -> Player:
        """The named player, found out of the tracer's sight: for a fact's computation, or to write down what a
        move changes. (A detail of the player read outside a fact goes through ``player``, so the name that
        finds it is read with it.)"""
        with trace.untraced():
            return self.player(name)

    def chooser(self, choices: Choices, where: str) -> Chooser:
        """The chooser of one set of choices (shared, so one list of picks is used up in order)."""
        for c in self.choosers:
            if c.choices is choices:
                return c
        c = Chooser(choices, where, self.rng)
        self.choosers.append(c)
        return c

    def all_choices_used(self) -> None:
        """A choice named beyond what the rules took (a third mushroom for a 2-mushroom bonus, a second tile to
        discard when one must go) is illegal: the move asks more than the rule gives, and dropping it unsaid
        would rule the whole move legal."""
        if self.rng is not None:
            return
        for c in self.choosers:
            for kind, rule in c.rules.items():
                queue, n = getattr(c.choices, kind), c.used.get(kind, 0)
                if len(queue) > n:
                    where = f"{c.where}.{kind}[{n}]"
                    self.ruling.illegal(
                        rule,
                        msg(
                            "gnome-hollow.choice.one-too-many",
                            "{field}: {value} is more than this resolution takes (it used {n})",
                            field=where,
                            value=_shown(queue[n]),
                            n=n,
                        ),
                    )

    def finish(self) -> Position:
        with trace.untraced():  # writing the position after the move decides nothing
            self.pos.garden = sorted(self.geo.cells.values(), key=lambda t: t.at)
            for part in (self.pos, self.pos.turn, *self.pos.players):
                _mark_given(part)
        return self.pos
