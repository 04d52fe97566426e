"""The end: a player's 8th flower, a player's 8th ring marker, or an empty tile bag triggers it; the turn
is finished, then every player gets one more gnome activation."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Ctx, soft_fact, untraced
from referee.engine.gnome_hollow.model import Position, given
from referee.engine.gnome_hollow.turn import TURN_STEPS, next_player

END_TRIGGERS = BOOK.rule(
    "gnome-hollow.end.triggers",
    en="The game ends when a player gets their 8th flower, a player uses their 8th ring marker, or the tile bag "
    "is empty.",
    es="El juego termina cuando un jugador obtiene su 8ª flor, usa su 8º marcador de anillo, o la bolsa se vacía.",
    nl="Het spel eindigt bij de 8ste bloem van een speler, diens 8ste ringmarkeersteen, of een lege tegelzak.",
    ru="Игра заканчивается, когда игрок получает 8-й цветок, использует 8-й маркер кольца или мешок плиток пуст.",
    quotes={
        "es": "El juego puede terminar de 3 maneras: Un jugador obtiene su 8ª flor, un jugador usa su 8º marcador "
        "de anillo, o la bolsa de losetas se vacía."
    },
    facts=["gh-eight-markers"],
)

FINAL_ACTIVATION = BOOK.rule(
    "gnome-hollow.end.final-activation",
    en="Once the end is triggered, finish the current turn; then each player gets one more gnome activation "
    "(no tiles).",
    es="Activado el final, se termina el turno actual y luego cada jugador recibe una activación adicional de gnomo.",
    nl="Na het einde-signaal maak je de beurt af; daarna krijgt elke speler nog één gnoomactivatie.",
    ru="После сигнала конца доигрывается текущий ход, затем каждый игрок ещё раз активирует гнома.",
    quotes={
        "es": "Cuando esto se active, termina el turno actual, luego cada jugador recibe una activación adicional "
        "de Gnomo."
    },
    facts=["gh-final-gnome-action"],
)


END_TRIGGERED = BOOK.fact(
    "end-triggered",
    "yes_no",
    msg(
        "gnome-hollow.fact.end-triggered",
        "After this move, does a player have 8 flowers or has a player used all 8 ring markers, or is the tile bag "
        "empty?",
    ),
    rule=END_TRIGGERS,
)


def triggers(pos: Position, bag_left: int | None = None) -> list[Msg]:
    """What triggers the end in this position; ``bag_left``: the bag's size when the caller knows it better."""
    out = []
    for p in pos.players:
        if len(set(p.flowers)) >= 8:
            out.append(msg("gnome-hollow.end.eight-flowers", "{player} has 8 flowers", player=p.name))
        if len(p.markers) >= 8:
            out.append(msg("gnome-hollow.end.eight-markers", "{player} has used all 8 ring markers", player=p.name))
    if (len(pos.bag) + pos.bag_hidden if bag_left is None else bag_left) == 0:
        out.append(msg("gnome-hollow.end.bag-empty", "the tile bag is empty"))
    return out


def _bag_left(ctx: Ctx) -> int | None:
    """The bag's size after this move: from the bag the position gives, or from its stated size less the draws."""
    pos = ctx.pos
    if given(pos, "bag") or given(pos, "bag_hidden"):
        return len(pos.bag) + pos.bag_hidden
    from referee.engine.core.position_facts import stated_facts

    size = stated_facts(pos).get("bag-size")
    return None if size is None else size - ctx.bag_drawn


def _triggered(ctx: Ctx) -> bool:
    """Whether the end is triggered: yes as soon as one thing the position gives triggers it; no only when the
    position gives every player's flowers and markers and the bag; else Unknown."""
    pos = ctx.pos
    bag = _bag_left(ctx)
    if (bag is not None and bag == 0) or any(len(set(p.flowers)) >= 8 or len(p.markers) >= 8 for p in pos.players):
        return True
    complete = given(pos, "players") and all(given(p, "flowers") and given(p, "markers") for p in pos.players)
    if bag is None or not complete:
        raise Unknown
    return False


def check_triggers(ctx: Ctx) -> None:
    turn = untraced(lambda: ctx.pos.turn)
    if untraced(lambda: turn.end_triggered) and turn.end_triggered:  # read (and kept) only when it decides
        return
    hit = soft_fact(ctx.pos, END_TRIGGERED, lambda: _triggered(ctx))
    if hit is None:
        ctx.ruling.event(
            END_TRIGGERS,
            msg(
                "gnome-hollow.end.may-trigger",
                "if a player now has 8 flowers or has used 8 ring markers, or the tile bag is empty, the end of the "
                "game is triggered",
            ),
        )
        return
    if hit:
        turn.end_triggered = True
        bag = untraced(lambda: _bag_left(ctx))
        why = triggers(ctx.pos, -1 if bag is None else bag)  # -1: a bag the position leaves out
        ctx.ruling.event(
            END_TRIGGERS,
            msg("gnome-hollow.end.triggered", "the end of the game is triggered: {why}", why=why),
        )
        ctx.ruling.event(
            FINAL_ACTIVATION,
            msg(
                "gnome-hollow.end.finish-turn", "the current turn is finished, then each player activates a gnome once"
            ),
        )


def advance(ctx: Ctx, player: str, kind: str) -> None:
    """Move the turn on after a legal move."""
    if kind == "place":
        untraced(lambda: setattr(ctx.pos.turn, "phase", "gnome"))  # what the move changes, not what it reads
        return
    turn = ctx.pos.turn
    first = next_player(ctx, player) if ctx.turn_known and turn.phase != "final" else None
    if not ctx.turn_known or (turn.phase != "final" and first is None):
        # the position gives neither the turn nor the players in order: who follows is said in general terms
        turn.phase, turn.player = None, None
        ctx.ruling.event(
            FINAL_ACTIVATION if turn.end_triggered else TURN_STEPS,
            msg("gnome-hollow.end.turn-passes", "{player}'s turn ends; the next player follows", player=player),
        )
        return
    if turn.phase == "final":
        if player in turn.final_left:
            turn.final_left.remove(player)
        if turn.final_left:
            turn.player = turn.final_left[0]
        else:
            turn.phase, turn.player = "over", None
            ctx.ruling.event(
                FINAL_ACTIVATION,
                msg("gnome-hollow.end.over", "every player has had their last gnome activation: the game is over"),
            )
        return
    if turn.end_triggered:
        names = [p.name for p in ctx.pos.players]
        k = names.index(first)
        turn.final_left = names[k:] + names[:k]
        turn.phase, turn.player = "final", first
        ctx.ruling.event(
            FINAL_ACTIVATION,
            msg("gnome-hollow.end.last-activations", "last gnome activations, starting with {player}", player=first),
            order=turn.final_left,
        )
        return
    turn.player, turn.phase = first, "place"


def check_final(ctx: Ctx, player: str, kind: str, step: str) -> None:
    r = ctx.ruling
    r.require(
        step != "over",
        FINAL_ACTIVATION,
        msg("gnome-hollow.end.game-over", "the game is over: every player has had their last activation"),
    )
    if not step.startswith("final"):
        return
    r.require(
        kind in ("gnome", "pass"),
        FINAL_ACTIVATION,
        msg(
            "gnome-hollow.end.no-tiles",
            "after the end is triggered, players only activate a gnome once more: no tiles are placed",
        ),
    )
    left = untraced(lambda: list(ctx.pos.turn.final_left))  # for the messages only: the step decided
    r.require(
        step != "final-done",
        FINAL_ACTIVATION,
        msg(
            "gnome-hollow.end.had-last",
            "{player} has had their last gnome activation (still to come: {players})",
            player=player,
            players=left,
        ),
    )
    r.require(
        step == "final",
        FINAL_ACTIVATION,
        msg(
            "gnome-hollow.end.in-order",
            "the last activations go in turn order: {player} is next",
            player=untraced(lambda: ctx.pos.turn.player),
        ),
    )
    r.because(
        FINAL_ACTIVATION,
        msg(
            "gnome-hollow.end.extra-activation",
            "{player}'s one extra gnome activation after the end was triggered",
            player=player,
        ),
    )
