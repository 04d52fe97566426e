"""Whose turn it is, and whether they may still take one (Q&A paragraph 5: passing ends your Phase 1 turns).

The mover is ``move.player`` or ``position.to_move``; when neither is given the mover is unknown, and the
messages say "the player" rather than invent a name. Whether the mover has passed is a fact: computed from
``position.passed`` when the position lists who passed, else asked -- and read last, after the move's own rules,
so a move those rules already refuse never asks it.
"""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, known
from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.book import BOOK, msg, read
from referee.engine.queens_garden.model import Position

NO_MORE_TURNS = BOOK.rule(
    "queens-garden.pass.no-more-turns",
    en="Once you pass, you take no more turns for the rest of Phase 1 (rulebook p. 4).",
    es="Una vez que pasas, no realizas más turnos durante el resto de la Fase 1 (reglamento, p. 4).",
    nl="Wie gepast heeft, krijgt de rest van Fase 1 geen beurten meer (spelregels, p. 4).",
    ru="Спасовав, вы больше не делаете ходов до конца Фазы 1 (правила, с. 4).",
    quotes={"es": "ya no puedes realizar turnos durante el resto de la Fase 1"},
)
# The Q&A gives no turn order, but it speaks of players taking turns in Phase 1: a real player moving when the
# position gives the turn to another breaks that (illegal, as in the other games); a name not in the game is
# bad input (engine.py).
WHOSE_TURN = BOOK.rule(
    "queens-garden.turn.whose-turn",
    en="Players take turns in Phase 1: only the player whose turn it is moves (whose turn: from the position).",
    es="En la Fase 1 se juega por turnos: solo mueve el jugador al que le toca (a quién: según la posición).",
    nl="In Fase 1 speel je om de beurt: alleen wie aan de beurt is zet (wie: volgens de stelling).",
    ru="В Фазе 1 ходят по очереди: ходит только тот, чья очередь (чья: по позиции).",
    quotes={"es": "ya no puedes realizar turnos durante el resto de la Fase 1"},
)
HAS_PASSED = BOOK.fact(
    "has-passed",
    "yes_no",
    msg("queens-garden.fact.has-passed", "Has {player} already passed in this Phase 1?"),
    rule=NO_MORE_TURNS,
)


def who(name: str | None) -> Msg | str:
    """The mover's name for a message, or "the player" when the position does not say who moves."""
    return name if name is not None else msg("queens-garden.label.the-player", "the player")


def has_passed(position: Position, name: str | None) -> bool:
    def compute() -> bool:
        passed = known(position.passed)
        if name is None and passed:
            raise Unknown  # someone passed, and the position does not say who moves
        return name in passed

    return read(position, HAS_PASSED, compute, player=who(name))


def check_may_move(position: Position, ruling: Ruling) -> None:
    """A player who passed takes no more turns this Phase 1 (whatever the move)."""
    name = position.to_move
    if has_passed(position, name):
        ruling.illegal(
            NO_MORE_TURNS,
            msg(
                "queens-garden.pass.has-passed",
                "{player} has passed: no more turns in this Phase 1",
                player=who(name),
            ),
        )


def check_whose_turn(position: Position, mover: str | None, ruling: Ruling) -> None:
    """Illegal: the move names a player while the position gives the turn to another."""
    if mover is not None and position.to_move is not None and mover != position.to_move:
        ruling.illegal(
            WHOSE_TURN,
            msg(
                "queens-garden.turn.not-yours",
                "it is {active}'s turn, not {player}'s",
                active=position.to_move,
                player=mover,
            ),
        )
