"""The Gnome Hollow engine: reads positions, checks them, and runs a move through the rule modules."""

from __future__ import annotations

import random
from typing import Any

from referee.catalogues import Msg
from referee.documents import validate
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Ruling
from referee.engine.gnome_hollow import endgame, gnomes, market, placement, rings, scoring, setup, words
from referee.engine.gnome_hollow.book import BOOK, GAME, msg
from referee.engine.gnome_hollow.config import resolve_config
from referee.engine.gnome_hollow.context import Ctx, untraced
from referee.engine.gnome_hollow.garden import Garden, cell, neighbour, opposite
from referee.engine.gnome_hollow.model import GnomeMove, Move, PlaceMove, Position, SetupMove, given
from referee.engine.gnome_hollow.turn import TURN_STEPS, check_turn, turn_step
from referee.engine.gnome_hollow.validate import check_position
from referee.errors import InputError, suggest


class GnomeHollowEngine(GameEngine[Position, Move]):
    game_id = GAME
    rulebook = BOOK
    Position = Position
    Move = Move

    # --- reading -----------------------------------------------------------------------------
    def parse_position(self, data: Any, file: str, root: str = "position") -> Position:
        self.check_player_count(data, file, root)
        if isinstance(data, dict) and isinstance(data.get("config"), str):
            # a config file: read it relative to the position file, then validate the rest
            cfg = resolve_config(data["config"], file)
            position = validate(Position, {k: v for k, v in data.items() if k != "config"}, file, root)
            position.config = cfg
        else:
            position = validate(Position, data, file, root)
        self.check_stated_facts(position, file, root)
        self.validate_position(position, file, root)
        return position

    def validate_position(self, position: Position, file: str, root: str) -> None:
        check_position(position, file, root)

    # --- adjudication ------------------------------------------------------------------------
    def run(self, position: Position, move: Any, ruling: Ruling, rng: random.Random | None = None) -> Ctx:
        """Apply a move to a working copy of the position (raises Stop on illegal/undetermined)."""
        ctx = Ctx(position, ruling, rng)
        step = turn_step(ctx, move.start_player if isinstance(move, SetupMove) else move.player)
        phase = "final" if step.startswith("final") else step
        if isinstance(move, SetupMove):
            ruling.require(
                step == "setup",
                setup.SETUP_START,
                msg("gnome-hollow.setup.already", "the game is already set up (position.turn.phase)"),
            )
            setup.set_up(ctx, move)
            return ctx
        ruling.require(
            phase != "setup",
            setup.SETUP_START,
            msg("gnome-hollow.setup.not-yet", "the game is not set up yet: the first move is {{type: setup}}"),
        )
        untraced(lambda: check_players(ctx, move))  # bad input, not a rule: no read that decides the verdict
        kind = move.type
        endgame.check_final(ctx, move.player, kind, step)
        if phase != "final":
            check_turn(ctx, move.player, kind, step)
        if isinstance(move, PlaceMove):
            placement.place_tiles(ctx, move)
            rings.resolve_pending(ctx, move.player, move.rings, "move.rings")
            rings.resolve_new_rings(ctx, move.player, move.rings, "move.rings")
        else:
            if phase == "final":
                # a ring completed on this player's claim since their last turn: this is their next turn
                rings.resolve_pending(ctx, move.player, [move.choices], "move.choices")
            if isinstance(move, GnomeMove):
                gnomes.move_gnome(ctx, move)
            else:
                gnomes.pass_gnome(ctx, move)
        ctx.all_choices_used()
        if kind == "place":
            ruling.because(
                TURN_STEPS, msg("gnome-hollow.turn.steps-1-2", "{player}: steps 1-2 of the turn", player=move.player)
            )
        else:
            ruling.because(
                TURN_STEPS, msg("gnome-hollow.turn.steps-3-4", "{player}: steps 3-4 of the turn", player=move.player)
            )
        endgame.check_triggers(ctx)
        endgame.advance(ctx, move.player, kind)
        return ctx

    def adjudicate(self, position: Position, move: Any, ruling: Ruling) -> Position:
        return self.run(position, move, ruling).finish()

    def assess(self, position: Position, ruling: Ruling) -> None:
        turn = position.turn
        if turn.phase == "setup":
            ruling.because(
                setup.SETUP_START,
                msg("gnome-hollow.assess.setup", "the game is not set up yet: the next move is {{type: setup}}"),
            )
            return
        if turn.phase == "over":
            ruling.because(
                endgame.FINAL_ACTIVATION,
                msg("gnome-hollow.assess.over", "the game is over: `referee score` gives the result"),
            )
            return
        why = endgame.triggers(position)
        if why:
            ruling.because(
                endgame.END_TRIGGERS, msg("gnome-hollow.assess.end-triggered", "the end is triggered: {why}", why=why)
            )
        ruling.because(TURN_STEPS, _next_step(turn.phase, turn.player))
        for rg in position.rings:
            if rg.centre:
                ruling.because(
                    rings.UNCLAIMED_CENTRE,
                    msg(
                        "gnome-hollow.assess.ring-waits",
                        "the ring at {tile} waits unclaimed with {mushrooms} in its centre",
                        tile=cell(rg.tile),
                        mushrooms=list(rg.centre),
                    ),
                )
        for p in position.players:
            for g in p.gnomes:
                if g.flat and g.at:  # (its place read with it: a flat gnome stands on a path)
                    ruling.because(
                        rings.OTHER_OWNER,
                        msg(
                            "gnome-hollow.assess.flat-gnome",
                            "{player}'s flat gnome at {tile}: {player} resolves that ring next turn",
                            player=p.name,
                            tile=cell(g.tile),
                        ),
                    )

    def score(self, position: Position, ruling: Ruling) -> dict[str, Any] | None:
        return scoring.score(position, ruling)

    def named_values(self) -> dict[str, list[Msg | str]]:
        return words.named_values()

    def template(self) -> str:
        from referee.engine.gnome_hollow.template import TEMPLATE

        return TEMPLATE

    def new_game(self, rng: random.Random) -> Position:
        from referee.engine.gnome_hollow.randomplay import random_start

        return random_start(rng, players=rng.choice([2, 3, 4]))

    def random_move(self, position: Position, rng: random.Random) -> Move | None:
        from referee.engine.gnome_hollow.randomplay import random_move

        return random_move(self, position, rng)

    def invariants(self, position: Position) -> list[str]:
        out: list[str] = []
        n = len(position.players)
        for p in position.players:
            if len(p.storage) > 2:
                out.append(f"{p.name} stores {len(p.storage)} tiles")
            if sum(1 for t in p.storage if t.wildflower) > 1:
                out.append(f"{p.name} stores two wildflower tiles")
            if len(set(p.flowers)) != len(p.flowers):
                out.append(f"{p.name} owns a flower twice: {p.flowers}")
            if len({(m.column, m.slot) for m in p.markers}) != len(p.markers) or len(p.markers) > 8:
                out.append(f"{p.name}'s markers: {p.markers}")
            if any(v < 0 for v in p.mushrooms.values()):
                out.append(f"{p.name} has negative mushrooms")
        if len(position.board) > 8:
            out.append(f"board holds {len(position.board)} tiles")
        blocked = [(b.colour, b.count) for b in position.market_blocked]
        if len(set(blocked)) != len(blocked) or any(c == market.PAIR for _, c in blocked):
            out.append(f"market tokens: {blocked}")
        kinds = {w.kind for w in position.wildflowers} | set(position.flower_market)
        for k in kinds:
            total = (
                sum(w.tokens or 0 for w in position.wildflowers if w.kind == k)
                + position.flower_market.get(k, 0)
                + sum(p.flowers.count(k) for p in position.players)
            )
            if total > n:
                out.append(f"{total} {k} flower tokens for {n} players")
        garden = Garden(position.garden)
        for c, t in garden.cells.items():
            if t.wildflower:
                continue
            for s in range(6):
                m = neighbour(c, s)
                if m in garden.cells and not garden.cells[m].wildflower:
                    if garden.has_path(c, s) != garden.has_path(m, opposite(s)):
                        out.append(f"edge mismatch between {c} and {m}")
        return out


def _next_step(phase: str, player: str | None) -> Msg:
    """What the player whose turn it is does next (assess without a move)."""
    if phase == "place":
        return msg("gnome-hollow.assess.to-place", "{player} to place two tiles", player=player)
    if phase == "gnome":
        return msg("gnome-hollow.assess.to-move-gnome", "{player} to move a gnome (optional)", player=player)
    return msg("gnome-hollow.assess.to-final", "{player} to make a last gnome activation", player=player)


def check_players(ctx: Ctx, move: Move) -> None:
    """The players a move names are players of this game (when the position lists them): a name not in it is
    bad input, not a broken rule."""
    names = [p.name for p in ctx.pos.players]
    if not given(ctx.pos, "players") or None in names:
        return  # the position leaves the players (or a name) out: the names the move gives stand for themselves
    if move.player not in names:
        raise InputError(
            f"{move.player!r} is not a player in this game{suggest(move.player, names)}", field="move.player"
        )
    for i, who in enumerate(getattr(move, "consent", [])):
        if who not in names:
            raise InputError(f"{who!r} is not a player in this game{suggest(who, names)}", field=f"move.consent[{i}]")
    gnome = getattr(move, "gnome", 0)
    if gnome >= len(ctx.player(move.player).gnomes):
        raise InputError(
            f"a player has gnomes 0 and 1, not {gnome}{suggest(str(gnome), ['0', '1'])}", field="move.gnome"
        )


ENGINE = GnomeHollowEngine()
