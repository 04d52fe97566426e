"""End of game: 10 Nutrient Tokens end it at once (team variant: 15 per team, 10 per colony)."""

from __future__ import annotations

from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg_n
from referee.engine.mycelium.model import Position
from referee.engine.mycelium.variants.team import in_play

WIN_AT = 10

GAME_ENDS = BOOK.rule(
    "mycelium.end.ten-nutrients",
    en="The game ends immediately when a player has 10 or more Nutrient Tokens; that player alone wins.",
    es="La partida termina en cuanto un jugador tiene 10 o más Nutrientes; solo él gana.",
    nl="Het spel eindigt meteen als een speler 10 of meer Voedingsfiches heeft; alleen die speler wint.",
    ru="Игра сразу заканчивается, когда у игрока 10 или больше жетонов питания; побеждает только он.",
    quotes={
        "en": [
            "The game ends immediately once a player acquires 10 (or more) Nutrient Tokens. There is no way for "
            "multiple players to acquire 10 Nutrient Tokens in the same game. Only the player who acquired 10 "
            "Nutrient Tokens is the winner.",
            "The game ends immediately once a player acquires 10 or more Nutrients.",
            "you will be competing with other Mushling Colonies to be the first to gather 10 Nutrients!",
        ]
    },
)

WIN_TIMING = BOOK.rule(
    "mycelium.end.own-gather-or-birds-nest",
    en="A player normally wins in their own Gather Phase; only Bird's Nest lets them win on another turn.",
    es="Normalmente se gana en la propia fase de Recolección; solo Bird's Nest permite ganar en otro turno.",
    nl="Meestal win je in je eigen Verzamelfase; alleen Bird's Nest laat je in een andere beurt winnen.",
    ru="Обычно побеждают в своей фазе сбора; только Bird's Nest позволяет победить в чужой ход.",
    quotes={
        "en": [
            "Note that the winner will typically only win on their own turn during their Gather Phase, with the "
            "exception of using the Bird's Nest Mushling Card"
        ]
    },
)


def check_end(pos: Position, colour: str, ruling: Ruling) -> bool:
    """After a player gains Nutrient Tokens: does the game end now?"""
    from referee.engine.mycelium.gather import nutrients_held
    from referee.engine.mycelium.variants.team import TEAM_END, team_total

    if in_play(pos, "team"):
        me = pos.described(colour)  # the team's name where the position gives one, else its colours
        team = me.team if me is not None and me.team else "-".join(sorted([colour, *pos.teammates(colour)]))
        total = team_total(pos, colour)
        if total >= 15:
            pos.winner = f"team {team}"
            pos.phase = "over"
            ruling.event(
                TEAM_END,
                msg_n(
                    "mycelium.end.team-wins",
                    "team {team} has {n} Nutrient Token: they win, the game ends",
                    "team {team} has {n} Nutrient Tokens: they win, the game ends",
                    total,
                    team=team,
                ),
                team=team,
            )
            return True
        return False
    n = nutrients_held(pos, colour)
    if n >= WIN_AT:
        pos.winner = colour
        pos.phase = "over"
        ruling.event(
            GAME_ENDS,
            msg_n(
                "mycelium.end.wins",
                "{player} has {n} Nutrient Token: the game ends immediately; {player} wins",
                "{player} has {n} Nutrient Tokens: the game ends immediately; {player} wins",
                n,
                player=colour,
            ),
            player=colour,
        )
        return True
    return False
