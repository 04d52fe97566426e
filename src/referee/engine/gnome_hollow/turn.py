"""Whose turn it is and which step comes next: place tiles, resolve them, move a gnome, resolve it."""

from __future__ import annotations

from referee.engine.core.position_facts import read_fact
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Ctx
from referee.engine.gnome_hollow.model import given

TURN_STEPS = BOOK.rule(
    "gnome-hollow.turn.steps",
    en="A turn has four steps in order: place tiles, resolve tiles, move a gnome, resolve the gnome.",
    es="Un turno tiene cuatro pasos en orden: colocar losetas, resolverlas, mover un gnomo, resolver el gnomo.",
    nl="Een beurt heeft vier stappen: tegels leggen, tegels afhandelen, een gnoom verplaatsen, de gnoom afhandelen.",
    ru="Ход состоит из четырёх шагов: выложить плитки, разыграть их, переместить гнома, разыграть гнома.",
    quotes={
        "es": "Tu turno tiene 4 pasos: Colocar losetas, resolver losetas, mover un Gnomo, resolver el Gnomo.",
        "nl": "De gekozen tegel is dus 1 van de extra tegels die je kan plaatsen tijdens stap 1 van je beurt.",
    },
    facts=["gh-turn-steps"],
)


TURN_STEP = BOOK.fact(
    "turn-step",
    "one_of",
    msg(
        "gnome-hollow.fact.turn-step",
        "Where is the game for the player making the move? place: their turn, no tiles placed yet; gnome: "
        "their turn, tiles placed; final: the end is triggered and they are next for a last gnome activation; "
        "other: it is someone else's turn; setup: not set up yet; over: the game is over",
    ),
    rule=TURN_STEPS,
    choices=("place", "gnome", "final", "other", "setup", "over"),
)


def turn_phase(ctx: Ctx, player: str | None) -> str:
    """The step the game is at. A position that gives the turn's phase answers it; one that leaves the turn out
    asks where the move's player is (turn-step), and the working copy's turn is set from the answer: their turn
    (or, for ``other``, nobody's the position names), and for ``final`` them as the one still owed a turn."""
    turn = ctx.pos.turn
    phase, whose = turn.phase, turn.player  # both read: a phase without whose turn it is leaves the step open
    if phase is not None and (whose is not None or phase in ("setup", "over")):
        return phase
    question = msg(
        "gnome-hollow.fact.turn-step-of",
        "Where is the game for {player}? place: {player}'s turn, no tiles placed yet; gnome: {player}'s turn, "
        "tiles placed; final: the end is triggered and {player} is next for a last gnome activation; other: it "
        "is someone else's turn; setup: not set up yet; over: the game is over",
        player=player,
    )
    step = read_fact(ctx.pos, TURN_STEP, question=question)
    ctx.turn_known = False
    if step == "other":
        turn.phase, turn.player = "place", None
        return "place"
    turn.phase, turn.player = step, player if step in ("place", "gnome", "final") else None
    if step == "final":
        turn.end_triggered, turn.final_left = True, [player] if player else []
    return turn.phase


def next_player(ctx: Ctx, name: str) -> str | None:
    """The player after ``name``. Seating order is not in the texts: the order of ``position.players`` is used.
    None: the position does not list the players."""
    names = [p.name for p in ctx.pos.players]
    if not given(ctx.pos, "players") or name not in names:
        return None
    ctx.ruling.used(
        "position.players",
        names,
        msg("gnome-hollow.turn.order-used", "turn order (not in the texts): the order the players are listed in"),
    )
    return names[(names.index(name) + 1) % len(names)]


def check_turn(ctx: Ctx, player: str, kind: str) -> None:
    """The move's player is the one whose turn it is, and the move is the step that comes next."""
    r, turn = ctx.ruling, ctx.pos.turn
    r.require(
        turn.player is not None or ctx.turn_known,
        TURN_STEPS,
        msg("gnome-hollow.turn.not-their-turn", "it is not {player}'s turn", player=player),
    )
    r.require(
        turn.player == player,
        TURN_STEPS,
        msg(
            "gnome-hollow.turn.not-your-turn",
            "it is {turn_player}'s turn (position.turn.player), not {player}'s",
            turn_player=turn.player,
            player=player,
        ),
    )
    ctx.ruling.used("position.turn.player", turn.player, msg("gnome-hollow.turn.whose-used", "whose turn it is"))
    if turn.phase == "place":
        r.require(
            kind == "place",
            TURN_STEPS,
            msg(
                "gnome-hollow.turn.place-first",
                "{player} must place tiles first (step 1); a gnome moves in step 3",
                player=player,
            ),
        )
    elif turn.phase == "gnome":
        r.require(
            kind in ("gnome", "pass"),
            TURN_STEPS,
            msg(
                "gnome-hollow.turn.tiles-placed",
                "{player} has placed tiles this turn; what remains is moving a gnome (or not)",
                player=player,
            ),
        )
