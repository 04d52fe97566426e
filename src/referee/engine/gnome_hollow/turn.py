"""Whose turn it is and which step comes next: place tiles, resolve them, move a gnome, resolve it."""

from __future__ import annotations

from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Ctx

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


def next_player(ctx: Ctx, name: str) -> str:
    """The player after ``name``. Seating order is not in the texts: the order of ``position.players`` is used."""
    names = [p.name for p in ctx.pos.players]
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
