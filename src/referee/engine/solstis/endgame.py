"""The end: with the draw pile empty, players go on while they can capture; one who cannot passes; two passes end
the game."""

from __future__ import annotations

from referee.engine.solstis import capture
from referee.engine.solstis.book import BOOK

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


def playable(pos, player: str) -> list[str]:
    """Hand tiles the player may play now (the Fox's choice, if any, is the only one)."""
    hand = pos.players[player].hand
    if pos.forced_tile and pos.forced_tile.player == player and pos.forced_tile.tile in hand:
        return [pos.forced_tile.tile]
    return list(hand)


def check_play(t, tile: str) -> None:
    """With the draw pile empty, only a capturing tile may be played."""
    if t.pos.draw_pile:
        return
    can = capture.can_capture(t.pos.queue, tile)
    if can is None:
        t.ruling.undetermined(
            EMPTY_PILE,
            f"the draw pile is empty; whether {tile} captures depends on unknown face-up tiles",
            needs=["the face-up queue tiles marked '?'"],
        )
    t.ruling.require(can, EMPTY_PILE, f"the draw pile is empty and {tile} captures nothing: {t.me} must pass")
    t.ruling.because(EMPTY_PILE, f"the draw pile is empty; {tile} captures")


def judge_pass(pos, move, ruling):
    from referee.engine.solstis.turn import check_turn

    me = check_turn(pos, move, ruling)
    ruling.require(
        not pos.draw_pile,
        EMPTY_PILE,
        f"the draw pile still holds {len(pos.draw_pile)} tiles: {me} must play a tile, not pass",
    )
    unknown = []
    for tile in playable(pos, me):
        can = capture.can_capture(pos.queue, tile)
        if can:
            ruling.illegal(MUST_PASS, f"{me} can capture with {tile}: passing is only for a player who cannot")
        if can is None:
            unknown.append(tile)
    if unknown:
        ruling.undetermined(
            MUST_PASS,
            f"whether {', '.join(unknown)} can capture is not known",
            needs=["the unknown tiles ('?') in the hand and the queue"],
        )
    ruling.because(EMPTY_PILE, "the draw pile is empty")
    ruling.because(MUST_PASS, f"no tile in {me}'s hand captures" if pos.players[me].hand else f"{me} has no tile")
    after = pos.fork()
    after.passes += 1
    ruling.event(MUST_PASS, f"{me} passes", player=me)
    if after.passes >= 2:
        after.game_over = True
        ruling.event(BOTH_PASS, "both players have passed: the game ends")
    after.turn = pos.opponent(me)
    after.first_turn = False
    return after
