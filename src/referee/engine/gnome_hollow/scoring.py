"""Final scoring: the rightmost flower (more distinct flowers, more points), the rightmost empty ring-marker
space (more markers used, more points), treasure from sales; mushrooms themselves score nothing. The
point values are not in the texts: they come from the game-config (``flower_points``, ``track_points``).
"""

from __future__ import annotations

from typing import Any

from referee.engine.core.verdict import Ruling, Stop
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.config import points
from referee.engine.gnome_hollow.model import Position
from referee.errors import InputError

SCORE_FLOWERS = BOOK.rule(
    "gnome-hollow.scoring.flowers",
    en="Flowers: the rightmost flower on your board gives your points; the more distinct flowers, the more.",
    es="Flores: la flor más a la derecha da tus puntos; cuantas más flores únicas, más valen.",
    nl="Bloemen: de meest rechtse bloem geeft je punten; hoe meer verschillende bloemen, hoe meer.",
    ru="Цветы: крайний правый цветок даёт очки; чем больше разных цветов, тем больше.",
    quotes={
        "es": [
            "Flores - La flor más a la derecha da puntos a cada jugador que la represente, cuantas más flores "
            "únicas tenga un jugador, más valen.",
            "ganas puntos por las flores más únicas.",
        ]
    },
    facts=["gh-flower-once", "gh-not-found"],
)

SCORE_MARKERS = BOOK.rule(
    "gnome-hollow.scoring.ring-markers",
    en="Ring markers: the rightmost empty marker space on your track gives points; more markers used, more points.",
    es="Marcadores: el espacio vacío más a la derecha da puntos; cuantos más marcadores usados, más puntos.",
    nl="Ringmarkeerstenen: het meest rechtse lege veld geeft punten; hoe meer stenen gebruikt, hoe meer punten.",
    ru="Маркеры колец: крайняя правая пустая ячейка трека даёт очки; чем больше маркеров использовано, тем больше.",
    quotes={
        "es": "Marcadores de Anillo - El espacio vacío de marcador de anillo más a la derecha otorga puntos a cada "
        "jugador, cuántos más marcadores de anillo se usen, más puntos se ganan."
    },
    facts=["gh-eight-markers", "gh-not-found"],
)

SCORE_SALES = BOOK.rule(
    "gnome-hollow.scoring.sales",
    en="Add all treasure earned by selling mushrooms; unsold mushrooms score nothing.",
    es="Suma el tesoro de las ventas de hongos; los hongos no vendidos no puntúan.",
    nl="Tel alle schatpunten van verkochte paddenstoelen; onverkochte paddenstoelen zijn niets waard.",
    ru="Сложите сокровища от продаж грибов; непроданные грибы очков не дают.",
    quotes={
        "es": [
            "Ventas de Hongos - Suma todos los tesoros obtenidos de las ventas de hongos (los propios hongos NO "
            "puntúan).",
            "Nota: Los hongos no vendidos no tienen valor al final del juego.",
        ]
    },
)

WINNER = BOOK.rule(
    "gnome-hollow.scoring.winner",
    en="Most points wins (flowers, ring markers, sales); on a tie, the player with the most unsold mushrooms wins.",
    es="Gana quien tenga más puntos; en caso de empate, quien tenga más hongos sin vender.",
    nl="Wie de meeste punten heeft wint; bij gelijkstand wie de meeste onverkochte paddenstoelen heeft.",
    ru="Побеждает набравший больше очков; при равенстве — у кого больше непроданных грибов.",
    quotes={
        "es": [
            "¡El jugador con más puntos gana!",
            "Si hay empate, el jugador con más Hongos no vendidos restantes gana",
            "Colecciona Flores únicas y construye los Anillos de Hongos más grandes de varios tamaños, mientras "
            "vendes los Hongos que recojas en el camino.",
        ]
    },
)


def score(pos: Position, ruling: Ruling) -> dict[str, Any]:
    if not pos.players:  # nobody to total: the winner's max() of nothing was an internal error, exit 70
        raise InputError("no players to score: list each player with what they have", field="position.players")
    totals: dict[str, int] = {}
    cfg = pos.config
    for p in pos.players:
        nf, nm = len(set(p.flowers)), len(p.markers)
        f_why = msg("gnome-hollow.scoring.flower-points", "points for {n} distinct flowers", n=nf)
        f_ask = msg("gnome-hollow.scoring.flower-question", "How many points do {n} distinct flowers score?", n=nf)
        m_why = msg("gnome-hollow.scoring.marker-points", "points for {n} ring markers used", n=nm)
        m_ask = msg("gnome-hollow.scoring.marker-question", "How many points do {n} ring markers used score?", n=nm)
        f = points(cfg, "flower_points", nf, ruling, SCORE_FLOWERS, f_why, f_ask)
        m = points(cfg, "track_points", nm, ruling, SCORE_MARKERS, m_why, m_ask)
        name = p.name
        ruling.because(
            SCORE_FLOWERS,
            msg(
                "gnome-hollow.scoring.flowers-are",
                "{player}: {n} distinct flowers = {points}",
                player=name,
                n=nf,
                points=f,
            ),
        )
        ruling.because(
            SCORE_MARKERS,
            msg(
                "gnome-hollow.scoring.markers-are",
                "{player}: {n} ring markers used = {points}",
                player=name,
                n=nm,
                points=m,
            ),
        )
        unsold = sum(p.mushrooms.values())
        ruling.because(
            SCORE_SALES,
            msg(
                "gnome-hollow.scoring.sales-are",
                "{player}: {treasure} treasure from sales ({unsold} unsold mushrooms score 0)",
                player=name,
                treasure=p.treasure,
                unsold=unsold,
            ),
        )
        totals[name] = f + m + p.treasure
    _winner(pos, totals, ruling)
    if pos.turn.phase != "over":
        ruling.because(
            WINNER,
            msg(
                "gnome-hollow.scoring.not-over",
                "note: the game is not over yet (position.turn.phase: {phase})",
                phase=pos.turn.phase,
            ),
        )
    return totals


def _winner(pos: Position, totals: dict[str, int], ruling: Ruling) -> None:
    """Most points wins; a tie goes to the most unsold mushrooms; the texts give nothing further."""
    best = max(totals.values())
    leaders = [n for n, t in totals.items() if t == best]
    if len(leaders) == 1:
        ruling.because(
            WINNER,
            msg("gnome-hollow.scoring.wins", "{player} wins with {points} points", player=leaders[0], points=best),
        )
        return
    unsold = {n: sum(pos.player(n).mushrooms.values()) for n in leaders}
    most = max(unsold.values())
    winners = [n for n in leaders if unsold[n] == most]
    if len(winners) == 1:
        ruling.because(
            WINNER,
            msg(
                "gnome-hollow.scoring.tie-broken",
                "tie at {points} points; {player} has the most unsold mushrooms ({unsold})",
                points=best,
                player=winners[0],
                unsold=most,
            ),
        )
    else:
        _winner_open(ruling, best, most, winners)


def _winner_open(ruling: Ruling, points: int, unsold: int, players: list[str]) -> None:
    """A tie the texts do not break: the winner is undetermined (never guessed), the totals still stand."""
    try:
        ruling.undetermined(
            WINNER,
            msg(
                "gnome-hollow.scoring.tie-open",
                "tie at {points} points and at {unsold} unsold mushrooms between {players}: "
                "the texts give no further tie-break",
                points=points,
                unsold=unsold,
                players=players,
            ),
            needs=[
                msg(
                    "gnome-hollow.scoring.tie-open-need",
                    "Who wins a tie the texts do not break ({players}: same points, same unsold mushrooms)? "
                    "A shared victory, or your table's rule?",
                    players=players,
                )
            ],
        )
    except Stop:
        pass  # only the winner is open: the scores computed above are the texts' own
