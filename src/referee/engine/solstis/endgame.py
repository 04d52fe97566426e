"""The end: with the draw pile empty, players go on while they can capture; one who cannot passes; two passes end
the game."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.solstis import capture
from referee.engine.solstis.book import BOOK, msg, msg_n
from referee.engine.solstis.context import peek

EMPTY_PILE = BOOK.rule(
    "solstis.end.capture-only-when-pile-empty",
    quotes={
        "ru": "Когда колода панорам заканчивается, игроки продолжают играть по очереди до тех пор, пока они могут "
        "захватить тайл с руки."
    },
    facts=["endgame"],
    en="Once the draw pile is empty, players take turns only while they can capture with a tile from hand.",
    es="Agotado el mazo, se sigue jugando por turnos solo mientras se pueda capturar con una loseta de la mano.",
    nl="Is de trekstapel op, dan speel je alleen nog zolang je met een tegel uit je hand kunt vangen.",
    ru="Когда колода закончилась, игроки ходят, пока могут захватить тайлом с руки.",
)
MUST_PASS = BOOK.rule(
    "solstis.end.pass-when-no-capture",
    quotes={"ru": "Если вы не можете захватить тайл, вы должны спасовать."},
    facts=["endgame"],
    en="A player who cannot capture must pass (and only then may pass).",
    es="Quien no puede capturar debe pasar (y solo entonces puede pasar).",
    nl="Wie niet kan vangen, moet passen (en alleen dan mag je passen).",
    ru="Кто не может захватить, должен спасовать (и только тогда может).",
)
BOTH_PASS = BOOK.rule(
    "solstis.end.both-pass",
    quotes={"ru": "Игра заканчивается, когда оба игрока спасуют."},
    facts=["endgame"],
    en="The game ends when both players have passed.",
    es="La partida termina cuando ambos jugadores pasan.",
    nl="Het spel eindigt als beide spelers gepast hebben.",
    ru="Игра заканчивается, когда оба игрока спасовали.",
)


PILE_EMPTY = BOOK.fact(
    "pile-empty", "yes_no", msg("solstis.fact.pile-empty", "Is the draw pile empty?"), rule=EMPTY_PILE
)
CAN_CAPTURE = BOOK.fact(
    "can-capture",
    "yes_no",
    msg("solstis.fact.can-capture", "Can {player} capture a queue tile with a tile from their hand?"),
    rule=MUST_PASS,
)


def playable(pos, player: str) -> list[str]:
    """Hand tiles the player may play now (the Fox's choice, if any, is the only one)."""
    hand = (pos.players or {})[player].hand or []
    if pos.forced_tile and pos.forced_tile.player == player and pos.forced_tile.tile in hand:
        return [pos.forced_tile.tile]
    return list(hand)


def pile_empty(t, ask: bool = True) -> bool | None:
    """Whether the draw pile is empty: stated, from the pile, or asked (``ask``; else None)."""

    def compute() -> bool:
        if not t.knows("draw_pile"):
            raise Unknown
        return not t.pos.__dict__["draw_pile"]

    if ask:
        return bool(read_fact(t.pos, PILE_EMPTY, compute))
    return peek(t, PILE_EMPTY, compute, matters=bool)  # "not empty" changes nothing here


def check_play(t, tile: str) -> None:
    """With the draw pile empty, only a capturing tile may be played. A pile the position does not give is asked
    about only if the tile captures nothing (second_chance), since a capture is legal either way."""
    if not pile_empty(t, ask=False):
        return
    t.ruling.require(
        capture.captures(t, tile),
        EMPTY_PILE,
        must_pass(t, tile),
    )
    t.ruling.because(EMPTY_PILE, msg("solstis.end.captures", "the draw pile is empty; {tile} captures", tile=tile))


def must_pass(t, tile: str):
    return msg(
        "solstis.end.must-pass",
        "the draw pile is empty and {tile} captures nothing: {player} must pass",
        tile=tile,
        player=t.who,
    )


def _can_capture(t, me: str) -> bool:
    """Whether some playable hand tile captures, from the hand and the queue (Unknown when they are not given)."""
    if not (t.knows("hand", me) and t.knows("queue")):
        raise Unknown
    found = [capture.can_capture(t.pos.queue, tile) for tile in playable(t.pos, me)]
    if any(found):
        return True
    if None in found:
        raise Unknown
    return False


def judge_pass(pos, move, ruling):
    from referee.engine.solstis.turn import check_turn, working_turn

    me = check_turn(pos, move, ruling)
    t = working_turn(pos, move, ruling, me)
    if not pile_empty(t):
        ruling.illegal(EMPTY_PILE, _pile_not_empty(t))
    question = msg(
        "solstis.fact.can-capture",
        "Can {player} capture a queue tile with a tile from their hand?",
        player=t.who,
    )
    if read_fact(t.pos, CAN_CAPTURE, lambda: _can_capture(t, me), question=question):
        ruling.illegal(
            MUST_PASS,
            msg(
                "solstis.end.can-capture-some",
                "{player} can capture with a tile from hand: passing is only for a player who cannot",
                player=t.who,
            ),
        )
    ruling.because(EMPTY_PILE, msg("solstis.end.pile-empty", "the draw pile is empty"))
    ruling.because(MUST_PASS, msg("solstis.end.no-capture", "no tile in {player}'s hand captures", player=t.who))
    after = t.pos
    after.passes += 1
    ruling.event(MUST_PASS, msg("solstis.end.passes", "{player} passes", player=t.who), player=me)
    if after.passes >= 2:
        after.game_over = True
        ruling.event(BOTH_PASS, msg("solstis.end.both-passed", "both players have passed: the game ends"))
    after.turn = t.opp
    after.first_turn = False
    return after


def _pile_not_empty(t):
    if not t.knows("draw_pile"):
        return msg(
            "solstis.end.pile-not-empty-stated",
            "the draw pile is not empty: {player} must play a tile, not pass",
            player=t.who,
        )
    n = len(t.pos.draw_pile)
    return msg_n(
        "solstis.end.pile-not-empty",
        "the draw pile still holds {n} tile: {player} must play a tile, not pass",
        "the draw pile still holds {n} tiles: {player} must play a tile, not pass",
        n,
        player=t.who,
    )
