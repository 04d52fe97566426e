"""Turn order and the five phases: who may act, and which moves belong to which phase."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium import words
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.model import Position, colour_choices, fact_about
from referee.engine.mycelium.words import COLOURS, move_name, phase_name

TURN_ORDER = BOOK.rule(
    "mycelium.phases.turn-order",
    en="Only the current player takes their turn; play passes clockwise after their whole turn.",
    es="Solo juega el jugador actual; el turno pasa en sentido horario tras completar todo su turno.",
    nl="Alleen de huidige speler is aan de beurt; na zijn hele beurt gaat het met de klok mee verder.",
    ru="Ходит только текущий игрок; после всего его хода очередь переходит по часовой стрелке.",
    quotes={"en": "Play proceeds clockwise to the next player after the current player completes their entire turn."},
)

FIVE_PHASES = BOOK.rule(
    "mycelium.phases.five-in-order",
    en="A turn has five phases, done in order: Nutrient Card, Action, Gather, Place, Draw.",
    es="Un turno tiene cinco fases en orden: Carta de Nutrientes, Acción, Recolección, Colocación, Robo.",
    nl="Een beurt heeft vijf fasen, op volgorde: Voedingskaart, Actie, Verzamelen, Plaatsen, Trekken.",
    ru="В ходе пять фаз по порядку: карта питания, действия, сбор, размещение, добор.",
    quotes={
        "en": [
            "These are the 5 phases of a player's turn that must be completed in order:",
            "Nutrient Card Phase\nAction Phase\nGather Phase\nPlace Phase\nDraw Phase",
        ]
    },
)

ACTION_PHASE = BOOK.rule(
    "mycelium.phases.action-phase",
    en="In the Action Phase do any actions (card Action, Build, Exchange, Attack) in any order, as often as you can.",
    es="En la fase de Acción haz cualquier acción (Acción de carta, Construir, Intercambiar, Atacar), en cualquier "
    "orden y tantas veces como puedas.",
    nl="In de Actiefase doe je acties (kaartactie, Bouwen, Ruilen, Aanvallen) in elke volgorde, zo vaak je kunt.",
    ru="В фазе действий выполняйте действия (карта, строительство, обмен, атака) в любом порядке сколько угодно.",
    quotes={
        "en": [
            "Do any of the following actions in any order and as many times as you want/can:",
            'Use a Mushling Card "Action" ability\nBuild a Path\nExchange Mushling Cards\nAttack',
        ]
    },
)

NO_ACTIONS_AFTER_GATHER = BOOK.rule(
    "mycelium.phases.no-actions-after-gather",
    en="Once the Gather Phase starts, no more Action Phase actions this turn.",
    es="Una vez empezada la fase de Recolección, no hay más acciones de la fase de Acción en ese turno.",
    nl="Zodra de Verzamelfase begint, geen acties uit de Actiefase meer deze beurt.",
    ru="С началом фазы сбора действия фазы действий в этот ход больше недоступны.",
    quotes={
        "en": "Once you start the Gather Phase, you may no longer perform any actions from the Action Phase for the "
        "remainder of your turn."
    },
)

# asked (as the position's fields) when a move needs them and the position leaves them out
PHASES = ("explore", "nutrient", "action", "gather", "place", "draw", "over", "setup")
WHOSE_TURN = (  # asked only when the position lists no players: one of the four Colonies, a menu in the player's words
    msg("mycelium.ask.active", "Whose turn is it (the colour of the player taking it)?"),
    "one_of",
    tuple(COLOURS),
    TURN_ORDER.id,
    COLOURS,
)
WHICH_PHASE = (
    msg("mycelium.ask.phase", "Which phase of the turn is it?"),
    "one_of",
    PHASES,
    FIVE_PHASES.id,
    words.PHASES,  # each phase by its rulebook name in the player's language
)

PHASE_OF = {
    "nutrient_card": "nutrient",
    "build": "action",
    "exchange": "action",
    "attack": "action",
    "use_action": "action",
    "buy": "action",
    "trade": "action",
    "gather": "gather",
    "place": "place",
    "draw": "draw",
}


def actor(pos: Position, move, ruling: Ruling) -> str:
    """The player making the move: the active player (a move may name them; naming another is illegal)."""
    from referee.engine.mycelium.endgame import GAME_ENDS

    active = pos.active_colour
    if pos.current_phase == "over" or pos.winner:
        ruling.illegal(GAME_ENDS, game_over(pos))
    who = move.player or active
    ruling.require(pos.has_player(who), TURN_ORDER, no_player(who))
    ruling.require(
        who == active,
        TURN_ORDER,
        msg("mycelium.turn.not-yours", "it is {active}'s turn, not {player}'s", active=active, player=who),
    )
    return who


def require_phase(pos: Position, move_type: str, ruling: Ruling) -> None:
    """A move belongs to one phase. Action-phase moves may also open the turn's Action Phase from 'gather'? No:
    once the Gather Phase starts, actions are over for the turn."""
    want = PHASE_OF[move_type]
    phase = pos.current_phase
    if want == "action" and phase in ("gather", "place", "draw"):
        ruling.illegal(
            NO_ACTIONS_AFTER_GATHER,
            msg(
                "mycelium.phase.action-too-late",
                "{move} is an Action Phase action; this turn is already in the {phase}",
                move=move_name(move_type),
                phase=phase_name(phase),
            ),
        )
    if want == "gather" and phase == "action":
        return  # finishing the Action Phase starts the Gather Phase
    if want == "place" and phase in ("nutrient", "action"):
        from referee.engine.mycelium.place import refuse_early_place

        refuse_early_place(pos, pos.active_colour, ruling)
    if phase == "explore":
        from referee.engine.mycelium.place import EXPLORE

        ruling.require(
            move_type == "place",
            EXPLORE,
            msg("mycelium.phase.explore-only-place", "before the first turn, players only place their Gatherers"),
        )
        return
    ruling.require(
        phase == want,
        FIVE_PHASES,
        msg(
            "mycelium.phase.wrong-phase",
            "{move} belongs to the {want}, but the position is in the {phase}",
            move=move_name(move_type),
            want=phase_name(want),
            phase=phase_name(phase),
        ),
    )
    if want == "action":
        ruling.because(
            ACTION_PHASE,
            msg("mycelium.phase.is-action", "{move} is an action of the Action Phase", move=move_name(move_type)),
        )


def no_player(who: str | None) -> Msg:
    """The one message for a colour the position does not have."""
    return msg("mycelium.player.unknown", "no player {player} in the position", player=who)


def game_over(pos: Position) -> Msg:
    if pos.winner and pos.winner.startswith("team "):  # the Team variant's winner (endgame.check_end)
        team = pos.winner.removeprefix("team ")
        return msg("mycelium.end.over-team-won", "the game is over: team {team} won with 15 Nutrient Tokens", team=team)
    if pos.winner:
        return msg("mycelium.end.over-won", "the game is over: {winner} acquired 10 Nutrient Tokens", winner=pos.winner)
    return msg("mycelium.end.over", "the game is over: a player acquired 10 Nutrient Tokens")


NEXT_PLAYER = BOOK.fact(
    "next",
    "one_of",
    msg("mycelium.fact.next-player", "Who plays after {player} (clockwise)?"),
    rule=TURN_ORDER,
    names=COLOURS,
)


FIRST = BOOK.fact(
    "first-player",
    "one_of",
    msg("mycelium.fact.first-player", "Who is the first player?"),
    rule="mycelium.setup.first-player",
    names=COLOURS,
)


def first_player(pos: Position) -> str:
    """The first player (seat 1): the Explore Phase ends when play comes back to them."""
    from referee.engine.core.position_facts import read_fact

    return read_fact(pos, FIRST, lambda: str(pos.by_seat()[0].colour), choices=colour_choices(pos))


def next_player(pos: Position) -> str:
    active = pos.active_colour
    others = tuple(c for c in colour_choices(pos) if c != active)
    return fact_about(pos, NEXT_PLAYER, (active,), lambda: _next_by_seat(pos, active), others, player=active)


def _next_by_seat(pos: Position, active: str) -> str:
    seats = pos.by_seat()
    i = [p.colour for p in seats].index(active)
    return str(seats[(i + 1) % len(seats)].colour)
