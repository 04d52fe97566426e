"""The plug-in interface every game engine implements.

Engines are functions of plain data, as in boardgame.io: (position, move) -> verdict, events and the
new position; no hidden globals, so a test can start from any position.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar, cast

from pydantic import BaseModel

from referee.catalogues import Msg
from referee.documents import field_path, kind_of, validate, validation_error
from referee.engine.core import trace
from referee.engine.core.position import GamePosition
from referee.engine.core.position_facts import FACTS_FIELD, FactMissing, stated_facts
from referee.engine.core.rules import RuleBook
from referee.engine.core.verdict import Ruling, Stop, Verdict
from referee.errors import InputError
from referee.rulebooks.corpus import games

P = TypeVar("P", bound=GamePosition)  # the game's position model
M = TypeVar("M", bound=BaseModel)  # the game's move: one model, or a union of models discriminated by `type`


class GameEngine(ABC, Generic[P, M]):
    game_id: ClassVar[str]
    rulebook: ClassVar[RuleBook]
    Position: type[P]
    Move: Any  # the move model or the annotated union itself (a TypeAdapter validates it)

    # --- parsing ---------------------------------------------------------------------------
    def parse_position(self, data: Any, file: str, root: str = "position") -> P:
        self.check_player_count(data, file, root)
        position = validate(self.Position, data, file, root)
        self.check_stated_facts(position, file, root)
        self.validate_position(position, file, root)
        return position

    def check_stated_facts(self, position: P, file: str, root: str) -> None:
        """Every fact the position states is one the game declares, with a value of its kind."""
        from referee.errors import suggest

        declared = self.rulebook.position_facts
        stated = stated_facts(position)  # a model outside GamePosition (a test's fake game) states none
        for fact_id, value in list(stated.items()):
            where = field_path((FACTS_FIELD, str(fact_id)), root)
            fact = declared.get(str(fact_id).split(":", 1)[0])  # "hand-size:anna": the fact about one thing
            if fact is None:
                hint = suggest(str(fact_id), list(declared))
                raise InputError(f"unknown fact{hint}; valid here: {', '.join(declared) or 'none'}", file, where)
            try:
                stated[fact_id] = fact.coerce(value)
            except ValueError as e:
                raise InputError(str(e), file, where) from None

    def check_player_count(self, data: Any, file: str, root: str) -> None:
        """At most the players the game's metadata (game.yaml ``players.max``) allows, checked on the raw data
        so 20,000 players are refused before anything validates them. Fewer than the minimum is allowed: a
        position may describe only the players a ruling needs."""
        players = data.get("players") if isinstance(data, dict) else None
        game = games(include_user=False).get(self.game_id)
        if game is None or not isinstance(players, list | dict):
            return
        most = game.players.get("max")
        if isinstance(most, int) and len(players) > most:
            least = game.players.get("min", most)
            allowed = f"{most}" if least == most else f"{least}-{most}"
            raise InputError(
                f"{len(players):,} players; {game.name('en')} is for {allowed} players",
                file,
                field_path(("players",), root),
            )

    def validate_position(self, position: P, file: str, root: str) -> None:
        """Raise InputError for positions that cannot exist (too many components, a tile on two cells)."""

    def parse_move(self, data: Any, file: str, root: str = "move") -> M:
        from pydantic import TypeAdapter, ValidationError

        from referee.documents import field_path
        from referee.errors import InputError, suggest

        if isinstance(self.Move, type) and issubclass(self.Move, BaseModel):
            return cast(M, validate(self.Move, data, file, root))
        if not isinstance(data, dict):
            raise InputError(f"expected a mapping, got {kind_of(data)}", file, root)
        kinds = self.move_types()
        if "type" not in data:
            missing = f"required field is missing (one of: {', '.join(kinds)})"
            raise InputError(missing, file, field_path(("type",), root))
        if data["type"] not in kinds:
            raise InputError(
                f"unknown move type {data['type']!r}{suggest(str(data['type']), kinds)}",
                file,
                field_path(("type",), root),
            )
        try:
            return cast(M, TypeAdapter(self.Move).validate_python(data))
        except (TypeError, KeyError, AttributeError) as e:
            raise InputError(f"value of the wrong shape ({type(e).__name__}: {e})", file, root or None) from None
        except ValidationError as e:
            first = e.errors(include_url=False)[0]
            tagged = bool(first["loc"]) and first["loc"][0] == data["type"]
            variant = self.move_model(str(data["type"]))
            raise validation_error(e, file, root, variant, skip=1 if tagged else 0) from None

    def move_model(self, kind: str) -> Any:
        """The model of one move type (the union's member whose `type` is ``kind``)."""
        from typing import get_args

        for m in get_args(get_args(self.Move)[0]) if get_args(self.Move) else [self.Move]:
            field = m.model_fields.get("type")
            if field is not None and kind in (get_args(field.annotation) or [field.default]):
                return m
        return None

    def named_values(self) -> Mapping[Any, Sequence[Msg | str]]:
        """The game's things a player names in their own words, {the value a position writes: its names} (the
        messages that show it in every language, or plain synonyms): a Queen's Garden ``joker`` is "comodín" to
        a Spanish player. A dispute reads an answer typed in those words as the value. None by default."""
        return {}

    def move_types(self) -> list[str]:
        """The `type` values a move may have."""
        from typing import get_args

        out: list[str] = []
        for m in get_args(get_args(self.Move)[0]) if get_args(self.Move) else [self.Move]:
            field = m.model_fields.get("type")
            if field is not None:
                out.extend(get_args(field.annotation) or [field.default])
        return out

    def move_syntax(self, example: bool = False) -> list[str]:
        """One line per move type: ``{type: play, tile, spirit?}`` (``?``: optional), for help texts.
        ``example``: the shortest move instead, required fields only (``{type: pass}``)."""
        from typing import get_args

        variants = get_args(get_args(self.Move)[0]) if get_args(self.Move) else [self.Move]
        out = []
        if example:  # the move with the fewest required fields first
            variants = sorted(variants, key=lambda m: sum(f.is_required() for f in m.model_fields.values()))
        for m in variants:
            fields = [
                f"{n}: ..." if example else n if f.is_required() else f"{n}?"
                for n, f in m.model_fields.items()
                if n != "type" and (f.is_required() or not example)
            ]
            type_field = m.model_fields.get("type")
            kinds = (get_args(type_field.annotation) or [type_field.default]) if type_field is not None else [""]
            out += ["{" + ", ".join([f"type: {kind}", *fields]) + "}" for kind in kinds]
        return out[:1] if example else out

    # --- adjudication ----------------------------------------------------------------------
    @abstractmethod
    def adjudicate(self, position: P, move: M, ruling: Ruling) -> P | None:
        """Check the move against the rules, record reasons/events, and return the new position.

        Call ``ruling.illegal(rule, message)`` / ``ruling.undetermined(...)`` to stop."""

    def assess(self, position: P, ruling: Ruling) -> None:
        """No move given: check the position itself (what the rules say of it, e.g. whether the game ended)."""

    def judge(self, position: P, move: M | None, trace_fields: bool = False) -> Verdict:
        """The verdict, with the facts it was read from (``trace_fields``: and the position fields, see trace.py)."""
        ruling = Ruling(self.rulebook)
        after: P | None = None
        with trace.tracing(position, fields=trace_fields) as t:
            try:
                if move is None:
                    self.assess(position, ruling)
                else:
                    after = self.adjudicate(position, move, ruling)
            except Stop:
                pass
            except FactMissing as m:
                ruling.ask(m.fact, m.question, m.choices)
        verdict = ruling.result(self.game_id, after)
        verdict.trace = t
        return verdict

    # --- templates, scoring, random play ----------------------------------------------------
    @abstractmethod
    def template(self) -> str:
        """A commented YAML position (with a move) that `referee new-position` prints."""

    def template_in(self, lang: str) -> str:
        """The template with its comments in ``lang`` (the game's template_comments.yaml); keys and values as is."""
        import sys

        from referee.engine.core.template_lang import localized

        module = sys.modules[type(self).__module__].__file__
        return localized(self.template(), Path(module).parent, lang) if module else self.template()

    def score(self, position: P, ruling: Ruling) -> dict[str, Any] | None:
        """End-of-game scores per player, each line recorded as a reason; None if the game has no scoring."""
        return None

    def new_game(self, rng: random.Random) -> P | None:
        """A fresh start position for random play and benchmarks; None: use the template's position."""
        return None

    def random_move(self, position: P, rng: random.Random) -> M | None:
        """A move for random play (legal or not: the engine decides); None when the game is over."""
        return None

    def invariants(self, position: P) -> list[str]:
        """Problems with a position that must never happen (components not conserved, ...)."""
        return []

    def table_before_move(self, position: P, rng: random.Random) -> P:
        """Random play: what the players at a table would settle before the next move where the rules leave it
        open (as position data, never as a move). By default nothing."""
        return position

    def table_answer(self, position: P, verdict: Verdict) -> P:
        """Random play: the position after an undetermined move, with what the table would answer to the
        verdict's ``needs``. By default the table answers nothing and the move is simply not made."""
        return position
