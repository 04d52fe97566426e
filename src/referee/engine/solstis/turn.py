"""A whole turn, in the order of the text: play a tile (capture, or second chance and a rainbow), meet a spirit
and apply it, fireflies, the evil spirit, then refill the hand."""

from __future__ import annotations

from referee.engine.core.verdict import Need
from referee.engine.solstis import board, capture, endgame, evil, fireflies, meeting, spirits
from referee.engine.solstis.book import BOOK, listed, msg
from referee.engine.solstis.context import Turn, take_from
from referee.engine.solstis.second_chance import second_chance
from referee.engine.solstis.spirits import FOX
from referee.errors import InputError, suggest

TURN = BOOK.rule(
    "solstis.turn.play-a-tile-from-hand",
    quotes={"ru": "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."},
    en="On your turn, choose a tile from your hand and check whether it captures.",
    es="En tu turno, elige una loseta de tu mano y comprueba si captura.",
    nl="Kies in je beurt een tegel uit je hand en kijk of die iets vangt.",
    ru="В свой ход выберите тайл из руки и проверьте, есть ли захват.",
)
WHOSE_TURN = BOOK.rule(
    "solstis.turn.whose-turn",
    quotes={"ru": "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."},
    # the Groundhog's "сделайте еще один полный ход (таким образом, у вас будет 2 хода)": two turns in a row
    unless=("solstis.spirit.groundhog",),
    en='Only the player whose turn it is plays ("on your turn"); the Groundhog gives a second turn in a row.',
    es="Solo juega quien tiene el turno («en tu turno»); la Marmota da un segundo turno seguido.",
    nl='Alleen wie aan de beurt is speelt ("in je beurt"); de Marmot geeft een tweede beurt op rij.',
    ru="Ходит только тот, чей ход («в свой ход»); Сурок даёт второй ход подряд.",
)
REFILL = BOOK.rule(
    "solstis.turn.refill-hand",
    quotes={"ru": "Вы заканчиваете свой ход, добирая тайл панорамы."},
    facts=["hand-size"],
    en="You end your turn by drawing back up to your hand size (3, or 4 with the Bear).",
    es="Terminas el turno robando hasta tu tamaño de mano (3, o 4 con el Oso).",
    nl="Je eindigt je beurt door bij te trekken tot je handgrootte (3, of 4 met de Beer).",
    ru="Ход заканчивается добором тайлов до размера руки (3, или 4 с Медведем).",
)


def check_turn(pos, move, ruling) -> str:
    """Whose turn it is, and that the game is still going."""
    if pos.game_over:
        rule = fireflies.WIN if pos.winner else endgame.BOTH_PASS
        if pos.winner:
            ruling.illegal(
                rule, msg("solstis.assess.game-over-won", "the game is over: {player} won", player=pos.winner)
            )
        ruling.illegal(rule, msg("solstis.assess.game-over", "the game is over"))
    me = pos.turn
    if move.player is not None:
        if move.player not in pos.players:
            raise InputError(
                f"{move.player!r} is not a player{suggest(str(move.player), list(pos.players))}", None, "move.player"
            )
        ruling.require(
            move.player == me,
            WHOSE_TURN,
            msg("solstis.turn.not-your-turn", "it is {player}'s turn, not {other}'s", player=me, other=move.player),
            lacks={
                "solstis.spirit.groundhog": msg(
                    "solstis.turn.lacks-groundhog",
                    "no Groundhog's extra turn for {other}: the position gives the turn to {player}",
                    player=me,
                    other=move.player,
                )
            },
        )
        ruling.because(WHOSE_TURN, msg("solstis.turn.is-your-turn", "it is {player}'s turn", player=me))
    return me


def place_phase(pos, move, ruling) -> Turn:
    """Play the tile: capture, or second chance and a rainbow. Returns the turn in progress (before spirits)."""
    me = check_turn(pos, move, ruling)
    t = Turn(pos=pos.fork(), move=move, ruling=ruling, me=me, opp=pos.opponent(me))
    t.squares_before = board.squares(t.mine)
    _check_forced(pos, move, ruling, me)
    _take_from_hand(t)
    endgame.check_play(t, move.tile)
    if not capture.capture(t, move.tile, move.capture, "move.capture", capture.PLAYED):
        second_chance(t, move.tile)
    elif move.second_capture is not None or move.rainbow is not None:
        ruling.illegal(
            capture.MATCH,
            msg(
                "solstis.capture.no-second-chance",
                "{tile} captured, so there is no second chance and no rainbow",
                tile=move.tile,
            ),
        )
    return t


def _check_forced(pos, move, ruling, me: str) -> None:
    """The Fox's choice binds the player it chose for: that tile, this turn."""
    forced = pos.forced_tile
    if forced is None or forced.player != me:
        return
    if forced.tile not in pos.players[me].hand:
        ruling.undetermined(
            FOX,
            msg(
                "solstis.fox.tile-gone",
                "the Fox chose {tile} for {player}, no longer in {player}'s hand; the text does not say what then",
                tile=forced.tile,
                player=me,
            ),
            needs=[
                Need(
                    msg("solstis.need.fox-choice-binds", "Does the Fox's choice still bind (remove it if not)?"),
                    "position.forced_tile",
                    "yes_no",
                )
            ],
        )
    ruling.require(
        move.tile == forced.tile,
        FOX,
        msg(
            "solstis.fox.must-play",
            "the Fox chose {tile}: {player} must play it this turn, not {other}",
            tile=forced.tile,
            player=me,
            other=move.tile,
        ),
    )
    ruling.because(
        FOX,
        msg("solstis.fox.plays-chosen", "{player} plays {tile}, the tile the Fox chose", player=me, tile=forced.tile),
    )


def _take_from_hand(t) -> None:
    ruling, me, tile = t.ruling, t.me, t.move.tile
    hand = t.mine.hand
    in_hand = tile in hand
    ruling.require(
        take_from(hand, tile, t.pos),
        TURN,
        msg(
            "solstis.turn.not-in-hand",
            "{tile} is not in {player}'s hand ({hand})",
            tile=tile,
            player=me,
            hand=listed(hand),
        ),
    )
    if not in_hand:
        ruling.used(
            f"position.players.{me}.hand",
            tile,
            msg("solstis.turn.unknown-hand-tile", "an unknown ('?') hand tile is taken to be this one"),
        )
    ruling.because(TURN, msg("solstis.turn.plays", "{player} plays {tile} from hand", player=me, tile=tile))


def play(pos, move, ruling):
    t = place_phase(pos, move, ruling)
    meeting.meet(t)
    spirits.apply(t)
    fireflies.award(t)
    if t.pos.game_over:
        return t.pos
    end_turn(t)
    return t.pos


def end_turn(t) -> None:
    pos = t.pos
    hand = t.mine.hand
    limit = board.hand_limit(t.mine)
    drawn = []
    while len(hand) < limit and pos.draw_pile:
        drawn.append(pos.draw_pile.pop(0))
        hand.append(drawn[-1])
    if drawn:
        t.ruling.event(
            REFILL,
            msg("solstis.turn.refill", "{player} draws {tiles} back up to {n}", player=t.me, tiles=drawn, n=limit),
            tiles=drawn,
        )
    evil.move_on(t)
    if pos.forced_tile is not None and pos.forced_tile.player == t.me:
        pos.forced_tile = None
    pos.first_turn = False
    pos.passes = 0
    if t.extra_turn:
        t.ruling.event(spirits.GROUNDHOG, msg("solstis.groundhog.plays-again", "{player} plays again", player=t.me))
    else:
        pos.turn = t.opp
