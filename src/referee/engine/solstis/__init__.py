"""Solstis (Lumberjacks Studio) with the Fireflies (Светлячки) expansion, from the Russian rules summary.

Each rule is declared beside its check, quoting the Russian text:
  turn.py           a whole turn in the text's order     capture.py      capture, only one, face-down turns up
  second_chance.py  the failed tile, the deck's top      rainbows.py     gaining and placing a rainbow
  placement.py      a tile to its cell; rainbows there   meeting.py      one spirit per turn for a new 2x2 square
  spirits.py        brown now (brown.py), blue at the end (blue.py), one unit per spirit
  evil.py           the evil spirit, base and expansion  fireflies.py    the Fireflies expansion
  endgame.py        empty pile, passing, both pass       scoring.py      the final score, line by line
  components.py     what a position may hold             names.py        Russian and English spirit names
Geometry, fire values and counts come from rulebooks/solstis/facts.yaml (core loader; facts_data.py) and are cited
as facts. Positions and moves: model.py; a commented example: template.yaml (`referee new-position solstis`).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from referee.catalogues import Msg
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Ruling, Verdict
from referee.engine.solstis import components, endgame, names, random_moves, scoring, second_chance, turn
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import who
from referee.engine.solstis.model import PLAYER, Move, Pass, Position
from referee.errors import InputError

BOOK.explain_uncovered({})  # every passage of the Russian text is cited by some rule


def _in_text_order() -> None:
    """List the rules in the order the Russian text states them (`referee rules solstis` then reads like the
    rulebook), whatever order the modules were imported in. RuleBook keeps declaration order in a dict; it is
    reordered here once, at import, rather than changing the core."""
    from referee.rulebooks import source

    text = source("solstis", "ru").text
    rules = list(BOOK)
    rules.sort(key=lambda r: min((text.find(q.text) for q in r.quotes), default=len(text)))
    BOOK._rules = {r.id: r for r in rules}  # noqa: SLF001 - see the docstring


_in_text_order()


class SolstisEngine(GameEngine[Position, Move]):
    game_id = "solstis"
    rulebook = BOOK
    Position = Position
    Move = Move

    def parse_move(self, data: Any, file: str, root: str = "move") -> Move:
        try:
            return super().parse_move(data, file, root)
        except InputError as e:
            # `spirit` and `capture` take one value or a list; one value is read as a list of one, so an error in
            # it would name `spirit[0]`: name the field as the move wrote it
            for name in ("spirit", "capture"):
                one = f"{root}.{name}" if root else name
                if isinstance(data, dict) and not isinstance(data.get(name), list) and e.field:
                    if e.field == f"{one}[0]" or e.field.startswith(f"{one}[0]."):
                        e.field = one + e.field[len(one) + 3 :]
            raise

    def validate_position(self, position: Position, file: str, root: str) -> None:
        components.validate(position, file, root)

    def adjudicate(self, position: Position, move: Move, ruling: Ruling) -> Position:
        if isinstance(move, Pass):
            return endgame.judge_pass(position, move, ruling)
        return turn.play(position, move, ruling)

    def assess(self, position: Position, ruling: Ruling) -> None:
        ruling.because(components.COMPONENTS, components.census(position))
        if position.game_over and position.winner:
            ruling.because(
                "solstis.fireflies.fourth-wins",
                msg("solstis.assess.game-over-won", "the game is over: {player} won", player=position.winner),
            )
        elif position.game_over:
            ruling.because(endgame.BOTH_PASS, msg("solstis.assess.game-over", "the game is over"))
        elif position.draw_pile == []:  # given and empty (a pile not given is not taken to be empty)
            ruling.because(
                endgame.EMPTY_PILE,
                msg(
                    "solstis.assess.pile-empty",
                    "the draw pile is empty: {player} plays only a capturing tile",
                    player=who(position.turn or PLAYER),
                ),
            )
        else:
            ruling.because(
                turn.TURN,
                msg(
                    "solstis.assess.to-play",
                    "{player} is to play a tile from hand",
                    player=who(position.turn or PLAYER),
                ),
            )
        players = position.players or {}
        given = position.turn in players and None not in (
            players[position.turn].hand,
            position.queue,
            position.draw_pile,
        )
        if not position.game_over and given:  # what each hand tile would do: only from a hand, queue and pile given
            options(position.fork(), ruling)

    def named_values(self) -> dict[str, list[Msg | str]]:
        return names.named_values()

    def template(self) -> str:
        return (Path(__file__).parent / "template.yaml").read_text(encoding="utf-8")

    def score(self, position: Position, ruling: Ruling) -> dict[str, Any] | None:
        return scoring.score(position, ruling)

    def random_move(self, position: Position, rng: random.Random) -> Move | None:
        return random_moves.random_move(position, rng)

    def invariants(self, position: Position) -> list[str]:
        return components.invariants(position)

    def new_game(self, rng: random.Random, expansion: bool = False, beginner: bool = False) -> Position:
        return random_moves.new_game(rng, expansion, beginner)

    def table_before_move(self, position: Position, rng: random.Random) -> Position:
        return random_moves.bring_in_evil_spirit(position, rng)

    def table_answer(self, position: Position, verdict: Verdict) -> Position:
        return random_moves.table_answer(position, verdict.needs)


def options(position: Position, ruling: Ruling) -> None:
    """What each tile of the hand of the player to move would capture (events, for a player asking 'what can I do')."""
    from referee.engine.solstis import capture, tiles

    me = position.turn
    for tile in endgame.playable(position, me):
        if tile == tiles.UNKNOWN:
            continue
        hits, unknown = capture.matching_columns(position.queue, tile)
        if hits:
            targets = [position.queue[i].up for i in hits]
            ruling.event(
                capture.MATCH,
                msg(
                    "solstis.options.can-capture",
                    "{player}'s {tile} can capture {targets}",
                    player=me,
                    tile=tile,
                    targets=targets,
                ),
                tile=tile,
                captures=", ".join(str(t) for t in targets),
            )
        elif unknown:
            ruling.event(
                capture.MATCH,
                msg(
                    "solstis.options.unknown-might",
                    "{player}'s {tile}: no known face-up tile matches; an unknown one might",
                    player=me,
                    tile=tile,
                ),
            )
        elif position.draw_pile:
            ruling.event(
                second_chance.TO_QUEUE,
                msg(
                    "solstis.options.second-chance",
                    "{player}'s {tile} captures nothing: it would join the queue and the top of the draw pile gets "
                    "a second chance",
                    player=me,
                    tile=tile,
                ),
                tile=tile,
            )
        else:
            ruling.event(
                endgame.EMPTY_PILE,
                msg(
                    "solstis.options.nothing-pile-empty",
                    "{player}'s {tile} captures nothing and the draw pile is empty",
                    player=me,
                    tile=tile,
                ),
                tile=tile,
            )


ENGINE = SolstisEngine()
