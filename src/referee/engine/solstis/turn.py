"""A whole turn, in the order of the text: play a tile (capture, or second chance and a rainbow), meet a spirit
and apply it, fireflies, the evil spirit, then refill the hand."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, known, read_fact
from referee.engine.core.verdict import Need
from referee.engine.solstis import board, capture, endgame, evil, fireflies, meeting, spirits, tiles
from referee.engine.solstis.book import BOOK, listed, msg
from referee.engine.solstis.components import describes_players
from referee.engine.solstis.context import Turn, peek, take_from
from referee.engine.solstis.model import OPPONENT, PLAYER, Player, unknown_parts
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


WHOSE = BOOK.fact(
    "whose-turn",
    "yes_no",
    msg("solstis.fact.whose-turn", "Is it {player}'s turn?"),
    rule=WHOSE_TURN,
)
IN_HAND = BOOK.fact(
    "in-hand",
    "yes_no",
    msg("solstis.fact.in-hand", "Is {tile} in {player}'s hand?"),
    rule=TURN,
)


def check_turn(pos, move, ruling) -> str:
    """Whose turn it is, and that the game is still going. The mover: the move's player, else the position's
    turn, else the unnamed player to move (model.PLAYER)."""
    if pos.game_over:
        rule = fireflies.WIN if pos.winner else endgame.BOTH_PASS
        if pos.winner:
            ruling.illegal(
                rule, msg("solstis.assess.game-over-won", "the game is over: {player} won", player=pos.winner)
            )
        ruling.illegal(rule, msg("solstis.assess.game-over", "the game is over"))
    if move.player is None:
        return pos.turn if pos.turn is not None else PLAYER
    players = pos.__dict__["players"]  # a check of the input's names, not a read the verdict rests on
    if describes_players(pos) and move.player not in players:
        raise InputError(
            f"{move.player!r} is not a player{suggest(str(move.player), list(players))}", None, "move.player"
        )
    theirs = read_fact(
        pos,
        WHOSE,
        lambda: known(pos.turn) == move.player,
        question=msg("solstis.fact.whose-turn", "Is it {player}'s turn?", player=move.player),
    )
    if not theirs:
        _not_their_turn(pos, move, ruling)
    ruling.because(WHOSE_TURN, msg("solstis.turn.is-your-turn", "it is {player}'s turn", player=move.player))
    return move.player


def _not_their_turn(pos, move, ruling) -> None:
    """Illegal: named with whose turn it is when the position says, else as the stated fact has it."""
    me = pos.turn
    if me is None:
        not_yours = msg("solstis.turn.not-their-turn", "it is not {other}'s turn", other=move.player)
        lacks = msg(
            "solstis.turn.lacks-groundhog-stated",
            "no Groundhog's extra turn for {other}: it is not {other}'s turn",
            other=move.player,
        )
    else:
        not_yours = msg(
            "solstis.turn.not-your-turn", "it is {player}'s turn, not {other}'s", player=me, other=move.player
        )
        lacks = msg(
            "solstis.turn.lacks-groundhog",
            "no Groundhog's extra turn for {other}: the position gives the turn to {player}",
            player=me,
            other=move.player,
        )
    ruling.illegal(WHOSE_TURN, not_yours, lacks={"solstis.spirit.groundhog": lacks})


def place_phase(pos, move, ruling) -> Turn:
    """Play the tile: capture, or second chance and a rainbow. Returns the turn in progress (before spirits)."""
    me = check_turn(pos, move, ruling)
    t = working_turn(pos, move, ruling, me)
    t.squares_before = tiles.complete_squares(t.mine.__dict__["panorama"])  # a snapshot, not a read
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
    hand = ((pos.players or {}).get(me) or Player()).hand
    if hand is not None and forced.tile not in hand:  # a hand not given: the Fox's choice stands
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


def working_turn(pos, move, ruling, me: str) -> Turn:
    """The turn on a working copy of the position, with a (possibly empty) part for each of the two players."""
    work = pos.fork()
    players = work.__dict__["players"]
    players.setdefault(me, Player(hand=[], panorama={}, spirits=[], fireflies=[]))
    if len(players) < 2:
        players[OPPONENT] = Player(hand=[], panorama={}, spirits=[], fireflies=[])
    described = frozenset(pos.__dict__["players"] or ())
    return Turn(pos=work, move=move, ruling=ruling, me=me, unknown=unknown_parts(pos), described=described)


def _take_from_hand(t) -> None:
    ruling, me, tile = t.ruling, t.me, t.move.tile

    def holds() -> bool:
        if not t.knows("hand", me):
            raise Unknown
        return take_from(list(t.mine.hand), tile, t.pos)

    if me == PLAYER:  # nobody named: asked of the player at the table
        question = msg("solstis.fact.in-your-hand", "Is {tile} in your hand?", tile=tile)
    else:
        question = msg("solstis.fact.in-hand", "Is {tile} in {player}'s hand?", tile=tile, player=me)
    if not read_fact(t.pos, IN_HAND, holds, question=question):
        if t.knows("hand", me):
            ruling.illegal(
                TURN,
                msg(
                    "solstis.turn.not-in-hand",
                    "{tile} is not in {player}'s hand ({hand})",
                    tile=tile,
                    player=t.who,
                    hand=listed(t.mine.hand),
                ),
            )
        ruling.illegal(
            TURN, msg("solstis.turn.not-in-hand-stated", "{tile} is not in {player}'s hand", tile=tile, player=t.who)
        )
    if t.knows("hand", me):
        hand = t.mine.__dict__["hand"]  # the working hand: the fact stands for what was read of it
        if tile not in hand:
            ruling.used(
                f"position.players.{me}.hand",
                tile,
                msg("solstis.turn.unknown-hand-tile", "an unknown ('?') hand tile is taken to be this one"),
            )
        take_from(hand, tile, t.pos)
    ruling.because(TURN, msg("solstis.turn.plays", "{player} plays {tile} from hand", player=t.who, tile=tile))


def play(pos, move, ruling):
    t = place_phase(pos, move, ruling)
    meeting.meet(t)
    spirits.apply(t)
    fireflies.award(t)
    if t.pos.game_over:
        return t.pos
    end_turn(t)
    return t.pos


DRAWN = BOOK.fact(
    "drawn",
    "several_of",
    msg("solstis.fact.drawn", "Which tiles does {player} draw at the end of the turn?"),
    rule=REFILL,
)


def refill(t) -> None:
    """Draw back up to the hand size. The tiles drawn are an event's detail (a fact never asked): from the hand,
    the spirits (a Bear) and the draw pile when the position gives them, else said in general terms."""

    def compute() -> list[str]:
        if not (t.knows("hand", t.me) and t.knows("spirits", t.me) and t.knows("draw_pile")):
            raise Unknown
        missing = board.hand_limit(t.mine) - len(t.mine.hand)
        return list(t.pos.draw_pile[: max(missing, 0)])

    question = msg("solstis.fact.drawn", "Which tiles does {player} draw at the end of the turn?", player=t.who)
    drawn = peek(t, DRAWN, compute, question=question)
    if drawn is None:
        t.ruling.event(
            REFILL, msg("solstis.turn.refill-general", "{player} draws back up to their hand size", player=t.who)
        )
        return
    pile = t.pos.__dict__["draw_pile"]  # the working copy follows the fact: what was read is the fact
    del pile[: len(drawn)]
    t.mine.__dict__["hand"].extend(drawn)
    if drawn:
        t.ruling.event(
            REFILL,
            msg("solstis.turn.refill-drawn", "{player} draws {tiles} back to a full hand", player=t.who, tiles=drawn),
            tiles=drawn,
        )


def end_turn(t) -> None:
    pos = t.pos
    refill(t)
    evil.move_on(t)
    if pos.forced_tile is not None and pos.forced_tile.player == t.me:
        pos.forced_tile = None
    pos.first_turn = False
    pos.passes = 0
    if t.extra_turn:
        t.ruling.event(
            spirits.GROUNDHOG,
            msg("solstis.groundhog.another-turn", "after this turn {player} takes another full turn", player=t.who),
        )
    else:
        # the next position's turn, not part of the verdict: found without reading the players' list (trace.py)
        pos.turn = next((n for n in pos.__dict__["players"] if n != t.me), OPPONENT)
