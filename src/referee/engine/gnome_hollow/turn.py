"""Whose turn it is and which step comes next: place tiles, resolve them, move a gnome, resolve it."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Ctx, untraced
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


STEPS = ("place", "gnome", "final", "final-other", "final-done", "other", "setup", "over")
TURN_STEP = BOOK.fact(
    "turn-step",
    "one_of",
    msg(
        "gnome-hollow.fact.turn-step",
        "Where is the game for the player making the move?",
    ),
    rule=TURN_STEPS,
    choices=STEPS,
    names={
        "place": msg("gnome-hollow.choice.step-place", "their turn, no tiles placed yet"),
        "gnome": msg("gnome-hollow.choice.step-gnome", "their turn, tiles placed"),
        "final": msg(
            "gnome-hollow.choice.step-final", "the end is triggered and they are next for a last gnome activation"
        ),
        "final-other": msg("gnome-hollow.choice.step-final-other", "the end is triggered and another player is next"),
        "final-done": msg("gnome-hollow.choice.step-final-done", "they have had their last activation"),
        "other": msg("gnome-hollow.choice.step-other", "it is someone else's turn"),
        "setup": msg("gnome-hollow.choice.step-setup", "the game is not set up yet"),
        "over": msg("gnome-hollow.choice.step-over", "the game is over"),
    },
)


def _step_of(ctx: Ctx, player: str | None) -> str:
    """The step for ``player`` as the position's turn gives it; Unknown where it leaves the phase (or, in play,
    whose turn it is) out."""
    turn = ctx.pos.turn
    if turn.phase is None or (turn.player is None and turn.phase in ("place", "gnome", "final")):
        raise Unknown
    if turn.phase in ("setup", "over"):
        return turn.phase
    if turn.phase == "final":
        if player not in turn.final_left:
            return "final-done"
        return "final" if turn.player == player else "final-other"
    return turn.phase if turn.player == player else "other"


def turn_step(ctx: Ctx, player: str | None) -> str:
    """Where the game is for the move's player (one of ``STEPS``), from the position's turn or asked. Where the
    position leaves the turn out, the working copy's turn is set from the answer (``ctx.turn_known`` False)."""
    question = msg(
        "gnome-hollow.fact.turn-step-of",
        "Where is the game for {player} (the choices say it of them)?",
        player=player,
    )
    step = read_fact(ctx.pos, TURN_STEP, lambda: _step_of(ctx, player), question=question)
    if untraced(lambda: _given_step(ctx, player)) != step:
        _set_turn(ctx, player, step)  # stated: the working copy follows the answer
    return step


def _given_step(ctx: Ctx, player: str | None) -> str | None:
    try:
        return _step_of(ctx, player)
    except Unknown:
        return None


def _set_turn(ctx: Ctx, player: str | None, step: str) -> None:
    """The working copy's turn, where the position leaves parts of it out, as the answer says. Only a turn
    without its phase is the engine's to fill in entirely (``ctx.turn_known`` False: who follows is then said in
    general terms); a part the position gives is never overridden."""
    turn = ctx.pos.turn
    if turn.player is None and step in ("place", "gnome", "final"):
        turn.player = player
    if turn.phase is None:
        ctx.turn_known = False
        turn.phase = {"final-other": "final", "final-done": "final", "other": None}.get(step, step)  # type: ignore[assignment]
        if turn.phase == "final":
            turn.end_triggered = True
            turn.final_left = [player] if step in ("final", "final-other") and player else []


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


def check_turn(ctx: Ctx, player: str, kind: str, step: str) -> None:
    """The move's player is the one whose turn it is, and the move is the step that comes next."""
    r = ctx.ruling
    whose = untraced(lambda: ctx.pos.turn.player)  # for the message only: the step decided
    if step == "other":
        r.illegal(
            TURN_STEPS,
            msg(
                "gnome-hollow.turn.not-your-turn",
                "it is {turn_player}'s turn (position.turn.player), not {player}'s",
                turn_player=whose,
                player=player,
            )
            if whose
            else msg("gnome-hollow.turn.not-their-turn", "it is not {player}'s turn", player=player),
        )
    ctx.ruling.used("position.turn.player", player, msg("gnome-hollow.turn.whose-used", "whose turn it is"))
    if step == "place":
        r.require(
            kind == "place",
            TURN_STEPS,
            msg(  # a pass is step 3's choice not to move a gnome: said so, not "a gnome moves"
                "gnome-hollow.turn.place-first-pass",
                "{player} must place tiles first (step 1); leaving the gnomes where they are is step 3's choice",
                player=player,
            )
            if kind == "pass"
            else msg(
                "gnome-hollow.turn.place-first",
                "{player} must place tiles first (step 1); a gnome moves in step 3",
                player=player,
            ),
        )
    elif step == "gnome":
        r.require(
            kind in ("gnome", "pass"),
            TURN_STEPS,
            msg(
                "gnome-hollow.turn.tiles-placed",
                "{player} has placed tiles this turn; what remains is moving a gnome (or not)",
                player=player,
            ),
        )
