"""The end: with the draw pile empty, players go on while they can capture; one who cannot passes; two passes end
the game."""

from __future__ import annotations

from referee.engine.core.verdict import Need
from referee.engine.solstis import capture
from referee.engine.solstis.book import BOOK, msg, msg_n

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
            msg(
                "solstis.end.unknown-capture",
                "the draw pile is empty; whether {tile} captures depends on unknown face-up tiles",
                tile=tile,
            ),
            needs=[capture.unknown_face_up()],
        )
    t.ruling.require(
        can,
        EMPTY_PILE,
        msg(
            "solstis.end.must-pass",
            "the draw pile is empty and {tile} captures nothing: {player} must pass",
            tile=tile,
            player=t.me,
        ),
    )
    t.ruling.because(EMPTY_PILE, msg("solstis.end.captures", "the draw pile is empty; {tile} captures", tile=tile))


def judge_pass(pos, move, ruling):
    from referee.engine.solstis.turn import check_turn

    me = check_turn(pos, move, ruling)
    ruling.require(
        not pos.draw_pile,
        EMPTY_PILE,
        msg_n(
            "solstis.end.pile-not-empty",
            "the draw pile still holds {n} tile: {player} must play a tile, not pass",
            "the draw pile still holds {n} tiles: {player} must play a tile, not pass",
            len(pos.draw_pile),
            player=me,
        ),
    )
    unknown = []
    for tile in playable(pos, me):
        can = capture.can_capture(pos.queue, tile)
        if can:
            ruling.illegal(
                MUST_PASS,
                msg(
                    "solstis.end.can-capture",
                    "{player} can capture with {tile}: passing is only for a player who cannot",
                    player=me,
                    tile=tile,
                ),
            )
        if can is None:
            unknown.append(tile)
    if unknown:
        ruling.undetermined(
            MUST_PASS,
            msg("solstis.end.unknown-tiles", "whether {tiles} can capture is not known", tiles=unknown),
            needs=[
                Need(
                    msg(
                        "solstis.need.unknown-tiles",
                        "Which tiles are the unknown ones ('?') in the hand and the queue?",
                    ),
                    f"position.players.{me}.hand",
                    "component",
                )
            ],
        )
    ruling.because(EMPTY_PILE, msg("solstis.end.pile-empty", "the draw pile is empty"))
    if pos.players[me].hand:
        ruling.because(MUST_PASS, msg("solstis.end.no-capture", "no tile in {player}'s hand captures", player=me))
    else:
        ruling.because(MUST_PASS, msg("solstis.end.no-tile", "{player} has no tile", player=me))
    after = pos.fork()
    after.passes += 1
    ruling.event(MUST_PASS, msg("solstis.end.passes", "{player} passes", player=me), player=me)
    if after.passes >= 2:
        after.game_over = True
        ruling.event(BOTH_PASS, msg("solstis.end.both-passed", "both players have passed: the game ends"))
    after.turn = pos.opponent(me)
    after.first_turn = False
    return after
