"""The Mycelium engine: reads a position and a move, sends the move to the rule module of its area, and
returns the new position. The rules themselves live in the area modules (build.py, combat.py, ...)."""

from __future__ import annotations

import random
from typing import NoReturn

from referee.catalogues import Msg
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium import coverage  # noqa: F401 - declares which passages are not rules, and why
from referee.engine.mycelium.actions import resolve_use_action
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.build import resolve_build
from referee.engine.mycelium.combat import resolve_attack
from referee.engine.mycelium.draw import resolve_draw
from referee.engine.mycelium.endgame import GAME_ENDS
from referee.engine.mycelium.exchange import resolve_exchange
from referee.engine.mycelium.gather import resolve_gather
from referee.engine.mycelium.model import Missing, Position
from referee.engine.mycelium.moves import Move
from referee.engine.mycelium.names import check_move_names
from referee.engine.mycelium.nutrient import resolve_nutrient_card
from referee.engine.mycelium.phases import FIVE_PHASES, actor, game_over, no_player, require_phase
from referee.engine.mycelium.place import resolve_place
from referee.engine.mycelium.setup import assess_setup
from referee.engine.mycelium.validate import validate_position
from referee.engine.mycelium.variants.emsporium import resolve_buy
from referee.engine.mycelium.variants.hero_tavern import resolve_use_hero
from referee.engine.mycelium.variants.team import in_play, resolve_trade
from referee.engine.mycelium.words import named_values, phase_name

RESOLVERS = {
    "build": resolve_build,
    "exchange": resolve_exchange,
    "attack": resolve_attack,
    "use_action": resolve_use_action,
    "nutrient_card": resolve_nutrient_card,
    "gather": resolve_gather,
    "place": resolve_place,
    "draw": resolve_draw,
    "buy": resolve_buy,
    "trade": resolve_trade,
}


def undescribed(m: Missing, ruling: Ruling) -> NoReturn:
    """A part the move needs that no rule-level fact stands for: ask for it (its question, else its path)."""
    question = m.question or msg("mycelium.need.part", "What is {part}?", part=m.part)
    ruling.undetermined(
        m.rule or FIVE_PHASES,
        msg("mycelium.part-missing", "the position does not describe {part}", part=m.part),
        needs=[Need(question, m.part, m.kind, m.choices, m.names)],
    )


class MyceliumEngine(GameEngine[Position, Move]):
    game_id = "mycelium"
    rulebook = BOOK
    Position = Position
    Move = Move

    def validate_position(self, position: Position, file: str, root: str) -> None:
        validate_position(position, file, root)

    def adjudicate(self, position: Position, move: Move, ruling: Ruling) -> Position:
        check_move_names(position, move)  # a name not in the game is bad input, before any rule is asked
        pos = position.fork()
        try:
            return self._resolve(pos, move, ruling)
        except Missing as m:
            undescribed(m, ruling)

    def _resolve(self, pos: Position, move: Move, ruling: Ruling) -> Position:
        if move.type == "use_hero":
            # a Hero may hold a Reaction usable on any turn: its own text (from the position) decides when
            who = move.player or pos.active_colour
            ruling.require(pos.has_player(who), FIVE_PHASES, no_player(who))
            resolve_use_hero(pos, who, move, ruling)
            return pos
        who = actor(pos, move, ruling)
        require_phase(pos, move.type, ruling)
        RESOLVERS[move.type](pos, who, move, ruling)
        return pos

    def assess(self, position: Position, ruling: Ruling) -> None:
        try:
            self._assess(position, ruling)
        except Missing as m:
            undescribed(m, ruling)

    def _assess(self, position: Position, ruling: Ruling) -> None:
        if position.current_phase == "setup":
            assess_setup(position, ruling)
            return
        if position.winner or position.phase == "over":
            ruling.because(GAME_ENDS, game_over(position))
            return
        for p in position.player_list:
            if p.nutrient_tokens >= 10 and not in_play(position, "team"):
                ruling.because(
                    GAME_ENDS,
                    msg_n(
                        "mycelium.end.has-ended",
                        "{player} has {n} Nutrient Token: the game has ended",
                        "{player} has {n} Nutrient Tokens: the game has ended",
                        p.nutrient_tokens,
                        player=p.colour,
                    ),
                )
                return
        ruling.because(
            FIVE_PHASES,
            msg(
                "mycelium.turn.whose",
                "{player}'s turn, {phase}",
                player=position.active_colour,
                phase=phase_name(position.phase),
            ),
        )

    def named_values(self) -> dict[str, list[Msg | str]]:
        return named_values()

    def template(self) -> str:
        from referee.engine.mycelium.template import TEMPLATE

        return TEMPLATE

    def new_game(self, rng: random.Random) -> Position:
        """A freshly dealt game (3 or 4 players, sometimes the Emsporium or the Team variant) for random play."""
        from referee.engine.mycelium.randomplay import random_setup

        players = rng.choice((3, 4))
        return random_setup(
            rng, players=players, emsporium=rng.random() < 0.3, team=players == 4 and rng.random() < 0.3
        )

    def random_move(self, position: Position, rng: random.Random) -> Move | None:
        from referee.engine.mycelium.randomplay import random_move

        return random_move(position, rng)

    def invariants(self, position: Position) -> list[str]:
        from referee.engine.mycelium.randomplay import invariants

        return invariants(position)
