"""A whole turn, in the order of the text: play a tile (capture, or second chance and a rainbow), meet a spirit
and apply it, fireflies, the evil spirit, then refill the hand."""

from __future__ import annotations

from referee.engine.core.verdict import Need
from referee.engine.solstis import board, capture, endgame, evil, fireflies, meeting, spirits
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import Turn, take_from
from referee.engine.solstis.second_chance import second_chance
from referee.engine.solstis.spirits import FOX

TURN = BOOK.rule(
    "solstis.turn.play-a-tile-from-hand",
    quotes={"ru": "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."},
    en="On your turn, choose a tile from your hand and check whether it captures.",
    es="En tu turno, elige una loseta de tu mano y comprueba si captura.",
    nl="Kies in je beurt een tegel uit je hand en kijk of die iets vangt.",
    ru="В свой ход выберите тайл из руки и проверьте, есть ли захват.",
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
        ruling.illegal(rule, "the game is over" + (f": {pos.winner} won" if pos.winner else ""))
    me = pos.turn
    if move.player is not None:
        ruling.require(move.player == me, TURN, f"it is {me}'s turn, not {move.player}'s")
    return me


def place_phase(pos, move, ruling) -> Turn:
    """Play the tile: capture, or second chance and a rainbow. Returns the turn in progress (before spirits)."""
    me = check_turn(pos, move, ruling)
    t = Turn(pos=pos.fork(), move=move, ruling=ruling, me=me, opp=pos.opponent(me))
    t.squares_before = board.squares(t.mine)
    forced = pos.forced_tile
    if forced is not None and forced.player == me and forced.tile not in pos.players[me].hand:
        ruling.undetermined(
            FOX,
            f"the Fox chose {forced.tile} for {me}, no longer in {me}'s hand; the text does not say what then",
            needs=[
                Need(
                    msg("solstis.need.fox-choice-binds", "Does the Fox's choice still bind (remove it if not)?"),
                    "position.forced_tile",
                    "yes_no",
                )
            ],
        )
    if forced is not None and forced.player == me:
        ruling.require(
            move.tile == forced.tile, FOX, f"the Fox chose {forced.tile}: {me} must play it this turn, not {move.tile}"
        )
        ruling.because(FOX, f"{me} plays {forced.tile}, the tile the Fox chose")
    hand = t.mine.hand
    in_hand = move.tile in hand
    ruling.require(
        take_from(hand, move.tile, t.pos), TURN, f"{move.tile} is not in {me}'s hand ({', '.join(hand) or 'empty'})"
    )
    if not in_hand:
        ruling.used(f"position.players.{me}.hand", move.tile, "an unknown ('?') hand tile is taken to be this one")
    ruling.because(TURN, f"{me} plays {move.tile} from hand")
    endgame.check_play(t, move.tile)
    if not capture.capture(t, move.tile, move.capture, "move.capture", "played"):
        second_chance(t, move.tile)
    elif move.second_capture is not None or move.rainbow is not None:
        ruling.illegal(capture.MATCH, f"{move.tile} captured, so there is no second chance and no rainbow")
    return t


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
        t.ruling.event(REFILL, f"{t.me} draws {', '.join(drawn)} back up to {limit}", tiles=drawn)
    evil.move_on(t)
    if pos.forced_tile is not None and pos.forced_tile.player == t.me:
        pos.forced_tile = None
    pos.first_turn = False
    pos.passes = 0
    if t.extra_turn:
        t.ruling.event(spirits.GROUNDHOG, f"{t.me} plays again")
    else:
        pos.turn = t.opp
