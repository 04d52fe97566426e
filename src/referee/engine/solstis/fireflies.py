"""The Fireflies (Светлячки) expansion: fireflies on the further squares of a turn in which a spirit was met;
the 4th firefly wins at once; connected fireflies score like lit fires."""

from __future__ import annotations

from referee.engine.solstis import board, tiles
from referee.engine.solstis.book import BOOK, msg

EXPANSION = BOOK.rule(
    "solstis.fireflies.expansion",
    quotes={"ru": 'Дополнение "Светлячки" добавляет светлячков, 4 новых духов и изменяет принцип действия Злого Духа.'},
    facts=["fireflies"],
    en="The Fireflies expansion adds fireflies, 4 new spirits (Holy Cow, Phoenix, Viper, Fox) and changes the evil "
    "spirit.",
    es="La expansión Luciérnagas añade luciérnagas, 4 espíritus nuevos (Vaca Sagrada, Fénix, Víbora, Zorro) y cambia "
    "el espíritu maligno.",
    nl="De uitbreiding Vuurvliegjes voegt vuurvliegjes en 4 nieuwe geesten toe (Heilige Koe, Feniks, Adder, Vos) en "
    "verandert de boze geest.",
    ru="Дополнение «Светлячки» добавляет светлячков, 4 новых духов и меняет Злого духа.",
)
WITH_EXPANSION = BOOK.fact(
    "expansion",
    "yes_no",
    msg("solstis.fact.expansion", "Are you playing with the Fireflies (Светлячки) expansion?"),
    rule=EXPANSION,
)
PLACE = BOOK.rule(
    "solstis.fireflies.on-further-squares",
    quotes={
        "ru": "Во время вашего хода, после того как вы сформировали и выбрали квадрат 2 на 2 из панорамных тайлов и "
        "встретили духа, любая/каждая клетка 2 на 2 из панорамных тайлов, которую вы создали во время этого хода, "
        'получает жетон "светлячок".'
    },
    facts=["fireflies"],
    en="After meeting a spirit, every other 2x2 square you completed in that turn gets a firefly.",
    es="Tras conseguir un espíritu, cada otro cuadrado de 2x2 que completaste en ese turno recibe una luciérnaga.",
    nl="Na het ontmoeten van een geest krijgt elk ander 2x2-vierkant dat je die beurt vormde een vuurvliegje.",
    ru="После встречи с духом каждый другой квадрат 2 на 2, созданный за этот ход, получает светлячка.",
)
SCORE = BOOK.rule(
    "solstis.fireflies.score-like-lit-fires",
    quotes={
        "ru": "Очки за светлячков засчитываются так же, как и зажженные огни, т.е. если от того места, где они "
        "находятся, есть непрерывный путь к нижней части доски, каждый из них приносит +1 очко."
    },
    facts=["adjacency"],
    en="Each firefly connected by a chain of tiles to the bottom line scores +1.",
    es="Cada luciérnaga unida por una cadena de losetas a la fila inferior da +1.",
    nl="Elk vuurvliegje dat via een keten van tegels met de onderste rij verbonden is, levert +1 op.",
    ru="Каждый светлячок, связанный цепочкой тайлов с нижней линией, приносит +1.",
)
WIN = BOOK.rule(
    "solstis.fireflies.fourth-wins",
    quotes={"ru": "Если вам удастся выложить на доску сразу 4 светлячка, вы сразу же выиграете игру!"},
    facts=["fireflies"],
    en="A player with 4 fireflies on their panorama wins at once.",
    es="Quien tenga 4 luciérnagas en su panorama gana de inmediato.",
    nl="Wie 4 vuurvliegjes op zijn panorama heeft, wint meteen.",
    ru="Игрок с 4 светлячками на панораме сразу побеждает.",
)


def award(t) -> None:
    """Fireflies for this turn's further squares (only with the expansion and when a spirit was met)."""
    from referee.engine.solstis.facts_data import data

    if not t.pos.expansion or t.met is None:
        return
    from referee.engine.solstis.meeting import completed

    formed = completed(t, matters=lambda squares: any(s != t.met_square for s in squares)) or []
    further = sorted(s for s in formed if s != t.met_square and s not in t.mine.fireflies)
    if not further:
        return
    t.ruling.because(
        PLACE,
        msg(
            "solstis.fireflies.further-squares",
            "{player} met a spirit on {square} and completed {squares} this turn too",
            player=t.who,
            square=t.met_square,
            squares=further,
        ),
    )
    for sq in further:
        if board.fireflies_left(t.pos) <= 0:
            t.ruling.event(
                PLACE, msg("solstis.fireflies.none-left", "no firefly token is left for square {square}", square=sq)
            )
            continue
        t.mine.fireflies.append(sq)
        if t.pos.fireflies_left is not None:
            t.pos.fireflies_left -= 1
        t.ruling.event(
            PLACE,
            msg(
                "solstis.fireflies.placed",
                "a firefly goes on square {square} of {player}'s panorama",
                square=sq,
                player=t.who,
            ),
            square=sq,
        )
    win_at = int(data("fireflies")["win_at"])
    if len(t.mine.fireflies) >= win_at:
        t.pos.winner, t.pos.game_over = t.me, True
        t.ruling.because(
            WIN,
            msg(
                "solstis.fireflies.has-enough",
                "{player} has {n} fireflies (the text: 'сразу 4'; the publisher fact: the {win_at}th firefly "
                "wins at once)",
                player=t.who,
                n=len(t.mine.fireflies),
                win_at=win_at,
            ),
        )
        t.ruling.event(WIN, msg("solstis.fireflies.wins", "{player} wins the game at once", player=t.who), winner=t.me)


def connected(p, square: str) -> bool:
    cells = tiles.square_cells(square) or ()
    return any(c in area and board.touches_bottom(area) for area in board.areas(p) for c in cells)
