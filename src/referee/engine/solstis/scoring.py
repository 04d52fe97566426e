"""End-of-game scoring, each line cited: the evil spirit's cover, the Squirrel, the largest area, lit fires,
spirits, blue bonuses and (with the expansion) connected fireflies."""

from __future__ import annotations

from dataclasses import dataclass

from referee.engine.core.verdict import Need
from referee.engine.solstis import blue, board, evil, fireflies, names, spirits, tiles
from referee.engine.solstis.book import BOOK, listed, msg, msg_n
from referee.errors import InputError

LARGEST_AREA = BOOK.rule(
    "solstis.score.largest-area",
    quotes={
        "ru": [
            "В вашей самой большой области смежных тайлов каждый тайл панорамы получает 1 звезду.",
            "Радужные тайлы можно использовать для расширения вашей территории, но в данном контексте они не приносят "
            "очков.",
        ]
    },
    facts=["final-score", "adjacency"],
    en="Each land tile of your largest connected area scores 1; rainbows extend the area (they count in its size) but "
    "score nothing.",
    es="Cada loseta de tierra de tu mayor área conectada vale 1; los arcoíris amplían el área (cuentan en su tamaño) "
    "pero no puntúan.",
    nl="Elke landtegel van je grootste verbonden gebied is 1 punt; regenbogen vergroten het gebied (ze tellen mee in "
    "de grootte) maar leveren niets op.",
    ru="Каждый тайл земли самой большой связной области — 1 звезда; радуги расширяют область (входят в её размер), "
    "но очков не дают.",
)
FIRES = BOOK.rule(
    "solstis.score.lit-fires",
    quotes={
        "ru": "Каждый тайл со значком огня, который может быть соединён непрерывной цепочкой тайлов до нижней "
        "линии, оценивается в 1 звезду."
    },
    facts=["fire-cells", "adjacency"],
    en="Each fire tile connected by a chain of tiles to the bottom line scores (the text: 1 star each; the publisher: "
    "the two summit fires 1.5, total rounded down, at most 9).",
    es="Cada loseta con fuego unida por una cadena de losetas a la fila inferior puntúa (el texto: 1 estrella cada "
    "una; el editor: los dos fuegos de la cima 1,5, total redondeado hacia abajo, máximo 9).",
    nl="Elke vuurtegel die via een keten van tegels met de onderste rij verbonden is, scoort (de tekst: 1 ster per "
    "stuk; de uitgever: de twee topvuren 1,5, totaal naar beneden afgerond, hoogstens 9).",
    ru="Каждый тайл с огнём, связанный цепочкой тайлов с нижней линией, приносит очки (текст: 1 звезда; издатель: "
    "два огня на вершине по 1,5, сумма округляется вниз, не более 9).",
)
PER_SPIRIT = BOOK.rule(
    "solstis.score.one-per-spirit",
    quotes={"ru": "Каждый дух приносит 1 звезду, а некоторые духи в конце игры получают дополнительные звезды."},
    facts=["final-score"],
    en="Each spirit scores 1; some spirits give more at the end of the game.",
    es="Cada espíritu vale 1; algunos dan más al final de la partida.",
    nl="Elke geest is 1 punt waard; sommige geesten geven aan het eind meer.",
    ru="Каждый дух приносит 1 звезду, некоторые дают дополнительные звёзды в конце игры.",
)


@dataclass
class Tally:
    """What the blue bonuses count, for one player."""

    spirits: list[str]  # met and not covered
    areas: list[set[str]]
    land_areas: list[int]  # land tiles per area, same order
    lit: list[str]
    unlit: list[str]
    rainbows: int
    fireflies: int


def _land(p, area) -> int:
    return sum(1 for c in area if p.panorama[c] != tiles.RAINBOW)


def covered_square(pos, player: str, ruling) -> str | None:
    """Base game: the square of the spirit the evil spirit covers (chosen by the opponent), or None."""
    e = pos.evil_spirit
    if e is None or pos.beginner or e.holder != player:
        return None
    if pos.expansion:
        if pos.players[player].spirits:
            ruling.because(
                evil.EXP_NO_COVER,
                msg(
                    "solstis.score.evil-covers-nothing",
                    "the evil spirit on {player}'s panorama covers no spirit",
                    player=player,
                ),
            )
        return None
    p = pos.players[player]
    if not p.spirits:
        ruling.because(
            evil.END_COVER,
            msg(
                "solstis.score.nothing-to-cover",
                "{player} holds the evil spirit but has no spirit to cover",
                player=player,
            ),
        )
        return None
    if e.covers is None and len(p.spirits) == 1:
        return _cover_the_only_one(pos, player, ruling)
    if e.covers is None:
        _ask_cover(pos, player, ruling)
    hit = [s for s in p.spirits if s.square == e.covers]
    ruling.require(
        bool(hit),
        evil.END_COVER,
        msg(
            "solstis.score.no-spirit-there",
            "{player} has no spirit on square {square} to cover",
            player=player,
            square=e.covers,
        ),
    )
    ruling.because(
        evil.END_COVER,
        msg(
            "solstis.score.covers",
            "the evil spirit covers {spirit} on {square} (chosen by {other})",
            spirit=names.name(hit[0].spirit),
            square=e.covers,
            other=pos.opponent(player),
        ),
        player=player,
    )
    return e.covers


def _cover_the_only_one(pos, player: str, ruling) -> str:
    """One spirit of their own: "прикрыть одного из своих Духов по выбору противника" leaves the opponent no choice
    but that one, so nothing needs asking."""
    only = pos.players[player].spirits[0]
    ruling.because(
        evil.END_COVER,
        msg(
            "solstis.score.covers-the-only-one",
            "the evil spirit covers {spirit} on {square}, {player}'s only spirit ({other} has no other to choose)",
            spirit=names.name(only.spirit),
            square=only.square,
            player=player,
            other=pos.opponent(player),
        ),
        player=player,
    )
    return only.square


def _ask_cover(pos, player: str, ruling) -> None:
    p = pos.players[player]
    ruling.undetermined(
        evil.END_COVER,
        msg(
            "solstis.score.who-covers",
            "{player} holds the evil spirit; {other} chooses which of {player}'s spirits it covers",
            player=player,
            other=pos.opponent(player),
        ),
        needs=[
            Need(
                msg(
                    "solstis.need.covered-spirit",
                    "Which of {player}'s spirits does the evil spirit cover (its square)?",
                    player=player,
                ),
                "position.evil_spirit.covers",
                "one_of",
                tuple(s.square for s in p.spirits),
            )
        ],
    )


def squirrel(pos, player: str, p, ruling) -> None:
    """Before scoring, the Squirrel's owner adds the hand to the panorama (no new spirits)."""
    if not p.hand:
        return
    if tiles.UNKNOWN in p.hand:
        ruling.undetermined(
            spirits.SQUIRREL,
            msg("solstis.score.hand-unknown", "{player}'s hand has unknown tiles", player=player),
            needs=[
                Need(
                    msg("solstis.need.hand-left", "Which tiles are left in {player}'s hand?", player=player),
                    f"position.players.{player}.hand",
                    "component",
                )
            ],
        )
    for tile in list(p.hand):
        here = p.panorama.get(tile)
        if here is None and tile != board.evil_cell(pos, player):
            p.panorama[tile] = tile
            ruling.because(
                spirits.SQUIRREL,
                msg(
                    "solstis.score.squirrel-tile",
                    "{tile} from {player}'s hand goes to {tile}",
                    tile=tile,
                    player=player,
                ),
                player=player,
            )
        elif here == tiles.RAINBOW and tile in board.spirit_cells(p):
            ruling.because(
                spirits.SQUIRREL,
                msg(
                    "solstis.score.squirrel-removed",
                    "{tile} would go on a rainbow under a spirit: it is removed",
                    tile=tile,
                ),
            )
        else:
            ruling.undetermined(
                spirits.SQUIRREL,
                msg(
                    "solstis.score.squirrel-blocked", "{tile}'s cell holds a free rainbow or the evil spirit", tile=tile
                ),
                needs=[
                    Need(
                        msg(
                            "solstis.need.squirrel-displaced",
                            "Where does the displaced rainbow go (or what happens to the tile)?",
                        ),
                        None,
                        "rule",
                    )
                ],
            )
    p.hand = []


def fire_points(pos, lit: list[str], ruling) -> int:
    if pos.fire_values == "text":
        return len(lit)  # the text's own value: nothing from outside it is used
    ruling.used(
        "position.fire_values",
        pos.fire_values,
        msg(
            "solstis.score.publisher-fires",
            "the publisher's fire values (the two summit fires 1.5, rounded down, at most 9; facts.yaml fire-cells), "
            "asked for by the position; the Russian text gives every lit fire 1 star",
        ),
    )
    values = tiles.fire_values()
    return tiles.fire_total(values[c] for c in lit)


def score_player(pos, player: str, ruling) -> int:
    p = pos.players[player].model_copy(deep=True)
    covered = covered_square(pos, player, ruling)
    met = [s.spirit for s in p.spirits if s.square != covered]
    if "squirrel" in met:
        squirrel(pos, player, p, ruling)
    areas, land_areas = _areas(pos, player, p, ruling)
    total = _largest_area(player, areas, land_areas, ruling)
    fire_cells = [c for c in tiles.fire_values() if c in p.panorama and p.panorama[c] != tiles.RAINBOW]
    lit = [c for c in fire_cells if any(c in a and board.touches_bottom(a) for a in areas)]
    unlit = [c for c in fire_cells if c not in lit]
    fp = fire_points(pos, lit, ruling)
    ruling.because(
        FIRES,
        msg(
            "solstis.score.fires", "{player}: lit fires {cells} = {points}", player=player, cells=listed(lit), points=fp
        ),
        player=player,
        points=fp,
    )
    total += fp
    ruling.because(
        PER_SPIRIT,
        msg_n(
            "solstis.score.spirits",
            "{player}: {n} spirit = {n}",
            "{player}: {n} spirits = {n}",
            len(met),
            player=player,
        ),
        player=player,
        points=len(met),
    )
    total += len(met)
    tally = Tally(met, areas, land_areas, lit, unlit, len(board.rainbows(p)), len(p.fireflies))
    total += sum(_bonus(player, s, tally, ruling) for s in met if s in blue.BONUS)
    if pos.expansion and p.fireflies:
        lit_ff = [sq for sq in p.fireflies if fireflies.connected(p, sq)]
        ruling.because(
            fireflies.SCORE,
            msg(
                "solstis.score.fireflies",
                "{player}: fireflies connected to the bottom {squares} = {points}",
                player=player,
                squares=listed(lit_ff),
                points=len(lit_ff),
            ),
            player=player,
            points=len(lit_ff),
        )
        total += len(lit_ff)
    return total


def _areas(pos, player: str, p, ruling) -> tuple[list[set[str]], list[int]]:
    """The panorama's areas, the largest first, and their land tiles; the evil spirit joins none.

    "самой большой области смежных тайлов": an area's size is its tiles, rainbows included ("Радужные тайлы можно
    использовать для расширения вашей территории"); only its land tiles score. Equal sizes: the more land first."""
    areas = board.areas(p)
    cell = board.evil_cell(pos, player)
    if cell is not None:
        ruling.because(
            evil.EXP_NO_CONNECT,
            msg_n(
                "solstis.score.evil-joins-nothing",
                "the evil spirit on {player}'s {cell} joins no areas: {n} area",
                "the evil spirit on {player}'s {cell} joins no areas: {n} areas",
                len(areas),
                player=player,
                cell=cell,
            ),
            player=player,
        )
    land_areas = [_land(p, a) for a in areas]
    order = sorted(range(len(areas)), key=lambda i: (-len(areas[i]), -land_areas[i]))
    return [areas[i] for i in order], [land_areas[i] for i in order]


def tied(areas: list[set[str]], land_areas: list[int], i: int) -> bool:
    """Is the ``i``-th largest area as large (in tiles) as the next one, with other land tiles? The text does not
    say which of the two is the larger, and the stars differ."""
    return len(areas) > i + 1 and len(areas[i]) == len(areas[i + 1]) and land_areas[i] != land_areas[i + 1]


def _largest_area(player: str, areas: list[set[str]], land_areas: list[int], ruling) -> int:
    if tied(areas, land_areas, 0):
        ruling.undetermined(
            LARGEST_AREA,
            msg(
                "solstis.score.largest-tie",
                "{player}'s two largest areas have {n} tiles each, rainbows included, but {a} and {b} land tiles: "
                "the text does not say which one is the largest",
                player=player,
                n=len(areas[0]),
                a=land_areas[0],
                b=land_areas[1],
            ),
        )
    best = land_areas[0] if areas else 0
    rb = len(areas[0]) - best if areas else 0
    area = msg_n(
        "solstis.score.largest",
        "{player}: largest area {n} land tile",
        "{player}: largest area {n} land tiles",
        best,
        player=player,
    )
    if rb:
        area = msg_n(
            "solstis.score.largest-rainbows",
            "{area} (+{n} rainbow, 0 points)",
            "{area} (+{n} rainbows, 0 points)",
            rb,
            area=area,
        )
    ruling.because(LARGEST_AREA, area, player=player, points=best)
    return best


def _bonus(player: str, spirit: str, tally: Tally, ruling) -> int:
    if spirit == "cow" and tied(tally.areas, tally.land_areas, 1):
        ruling.undetermined(
            spirits.BLUE_RULES[spirit],
            msg(
                "solstis.score.second-largest-tie",
                "{player}'s second and third largest areas have {n} tiles each, rainbows included, but {a} and {b} "
                "land tiles: the text does not say which one is the second largest",
                player=player,
                n=len(tally.areas[1]),
                a=tally.land_areas[1],
                b=tally.land_areas[2],
            ),
        )
    pts = blue.BONUS[spirit](tally)
    ruling.because(
        spirits.BLUE_RULES[spirit],
        msg(
            "solstis.score.bonus",
            "{player}: {spirit} +{points} ({detail})",
            player=player,
            spirit=names.name(spirit),
            points=pts,
            detail=blue.detail(spirit, tally),
        ),
        player=player,
        points=pts,
    )
    return pts


def score(pos, ruling) -> dict[str, int]:
    from referee.engine.solstis.endgame import BOTH_PASS

    pos = pos.fork()  # scores count what the position shows: a part it leaves out holds nothing to count
    if not pos.players:  # an empty result read as "Final score" with nobody in it
        raise InputError("no players to score: list each player with what they have", field="position.players")
    if not pos.game_over:
        ruling.event(
            BOTH_PASS,
            msg(
                "solstis.score.not-over",
                "the position's game is not over (game_over: false): the scores if it ended now",
            ),
        )
    if pos.winner:
        ruling.because(
            fireflies.WIN,
            msg(
                "solstis.score.won-at-once",
                "{player} won at once with 4 fireflies; the scores below are for reference",
                player=pos.winner,
            ),
        )
    return {player: score_player(pos, player, ruling) for player in pos.players}
