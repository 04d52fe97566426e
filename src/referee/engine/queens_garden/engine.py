"""The Azul: Queen's Garden engine: reads a position, dispatches a move to its rules, scores the end."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from referee.catalogues import Msg
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Need, Ruling, Verdict
from referee.engine.queens_garden import end, passing, words
from referee.engine.queens_garden.acquiring import acquire
from referee.engine.queens_garden.book import BOOK, GAME, bookkeeping, msg
from referee.engine.queens_garden.config import resolve_config
from referee.engine.queens_garden.geometry import groups_joining_identical
from referee.engine.queens_garden.model import Acquire, Move, Pass, Place, Position
from referee.engine.queens_garden.place import NO_IDENTICAL_GROUP, garden_of, place
from referee.engine.queens_garden.turns import NO_MORE_TURNS, check_whose_turn
from referee.engine.queens_garden.validate import move_problems, problems
from referee.errors import InputError, suggest


class QueensGardenEngine(GameEngine[Position, Move]):
    game_id: ClassVar[str] = GAME
    rulebook = BOOK
    Position = Position
    Move = Move

    def parse_position(self, data: Any, file: str, root: str = "position") -> Position:
        # the config may be a file path relative to the position file: read it before validating
        if isinstance(data, dict) and isinstance(data.get("config"), str):
            config = resolve_config(data["config"], file)
            position = super().parse_position({**data, "config": None}, file, root)
            position.config = config
            self.validate_position(position, file, root)
            return position
        return super().parse_position(data, file, root)

    def validate_position(self, position: Position, file: str, root: str) -> None:
        for field, problem in problems(position):
            raise InputError(problem, file, field)

    def judge(self, position: Position, move: Move | None, trace_fields: bool = False) -> Verdict:
        # names in the move are checked before the judging (and its tracer): bad input is no part of a verdict
        if move is not None:
            for field, problem in move_problems(position, move):
                raise InputError(problem, None, field)  # a name not in the game: bad input, not an illegal move
            _check_mover(position, move)
        return super().judge(position, move, trace_fields)

    def adjudicate(self, position: Position, move: Move, ruling: Ruling) -> Position:
        position = _with_mover(position, move, ruling)
        if isinstance(move, Acquire):
            new = acquire(position, move, ruling)
        elif isinstance(move, Place):
            new = place(position, move, ruling)
        elif isinstance(move, Pass):
            new = passing.pass_turn(position, move, ruling)
        else:  # pragma: no cover - the Move union is closed
            raise InputError(f"unknown move {move!r}", None, "move.type")
        _next_player(new, ruling)
        return new

    def assess(self, position: Position, ruling: Ruling) -> None:
        """No move: every garden keeps the group rule (positions breaking it are refused when read). A garden the
        position leaves out is unknown, not empty: with none given, there is nothing to assess, and that is said."""
        gardens = [(p, garden_of(position, p.name)) for p in position.players or []]
        if not any(g is not None for _, g in gardens):
            ruling.undetermined(
                NO_IDENTICAL_GROUP,
                msg("queens-garden.garden.none-given", "the position gives no player's garden to assess"),
                needs=[
                    Need(
                        msg("queens-garden.need.garden", "What does {player}'s garden hold?", player=p.name),
                        f"position.players[{i}].garden",
                        "text",
                    )
                    for i, (p, _) in enumerate(gardens[:1])
                ],
            )
        for p, garden in gardens:
            if garden is None:
                continue
            joined = groups_joining_identical(garden)
            ruling.require(
                not joined,
                NO_IDENTICAL_GROUP,
                msg(
                    "queens-garden.garden.joins-identical",
                    "{player}'s garden has a group joining identical hexagons",
                    player=p.name,
                ),
            )
            ruling.because(
                NO_IDENTICAL_GROUP,
                msg(
                    "queens-garden.garden.no-identical",
                    "{player}: no group in the garden joins two identical hexagons",
                    player=p.name,
                ),
            )

    def score(self, position: Position, ruling: Ruling) -> dict[str, Any] | None:
        return end.score(position, ruling)

    def named_values(self) -> dict[str, list[Msg | str]]:
        return words.named_values()

    def template(self) -> str:
        from referee.engine.queens_garden.template import TEMPLATE

        return TEMPLATE

    def new_game(self, rng: random.Random) -> Position:
        from referee.engine.queens_garden.play import start_position

        return start_position(rng, players=rng.choice([2, 3, 4]))

    def random_move(self, position: Position, rng: random.Random) -> Move | None:
        from referee.engine.queens_garden.play import random_move

        return random_move(position, rng)

    def invariants(self, position: Position) -> list[str]:
        return [f"{field}: {problem}" for field, problem in problems(position)]


def _with_mover(position: Position, move: Move, ruling: Ruling) -> Position:
    """The position with ``to_move`` set to who makes the move (move.player or position.to_move). Neither given:
    the mover is unknown (the Q&A gives no turn order), unless the position shows everyone has passed."""
    check_whose_turn(position, move.player, ruling)
    mover = move.player if move.player is not None else position.to_move
    if mover is None:
        mover = _only_one_left(position, ruling)
    if mover is None and _everyone_passed(position):
        ruling.illegal(
            NO_MORE_TURNS,
            msg(
                "queens-garden.turn.everyone-passed",
                "every player has passed: nobody takes a turn for the rest of Phase 1",
            ),
        )
    return position if mover == position.to_move else position.model_copy(update={"to_move": mover})


def _check_mover(position: Position, move: Move) -> None:
    """move.player must be a player of the position (when it lists them): another name is bad input. A real
    player moving out of turn is illegal (turns.check_whose_turn), not bad input."""
    mover = move.player
    names = [p.name for p in position.players] if position.players is not None else None
    if mover is not None and names is not None and mover not in names:
        raise InputError(f"{mover!r} is not a player in this game{suggest(mover, names)}", None, "move.player")


def _only_one_left(position: Position, ruling: Ruling) -> str | None:
    """Not said who moves: when the position lists the players and who passed, and all but one have passed, the
    turn can only be that one's (a passed player takes no more turns); otherwise the mover stays unknown."""
    if position.players is None or position.passed is None:
        return None
    left = [p.name for p in position.players if p.name not in position.passed]
    if len(left) != 1:
        return None
    ruling.used(
        "position.to_move",
        left[0],
        msg("queens-garden.input.to-move", "not given: the only player who has not passed"),
    )
    return left[0]


def _everyone_passed(position: Position) -> bool:
    names = [p.name for p in position.players] if position.players is not None else None
    return names is not None and position.passed is not None and set(names) <= set(position.passed)


def _next_player(new: Position, ruling: Ruling) -> None:
    """The next player in seat order who has not passed; none when everyone has passed (Phase 1 is over).
    Unknown (None) when the position does not give the players, who passed, or who moved."""
    with bookkeeping():
        _set_next(new, ruling)


def _set_next(new: Position, ruling: Ruling) -> None:
    if new.players is None or new.passed is None or new.to_move is None:
        new.to_move = None
        return
    names = [p.name for p in new.players]
    if new.to_move not in names:
        new.to_move = None
        return
    ruling.used(
        "position.players",
        names,
        msg("queens-garden.input.seat-order", "seat order, for whose turn is next (the Q&A does not give turn order)"),
    )
    start = names.index(new.to_move)
    order = names[start + 1 :] + names[: start + 1]
    new.to_move = next((n for n in order if n not in new.passed), None)


ENGINE = QueensGardenEngine()
