"""The end of the game: emptying storage, then the evaluation marker (Q&A paragraph 6, rulebook p. 5)."""

from __future__ import annotations

from typing import TypeVar

from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.acquire import choice_msg
from referee.engine.queens_garden.book import BOOK, msg, msg_n
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.geometry import components
from referee.engine.queens_garden.model import Position, parse_hex
from referee.engine.queens_garden.place import garden_of

EMPTY_STORAGE = BOOK.rule(
    "queens-garden.end.empty-storage",
    en="At the end of the game you empty your storage (rulebook p. 5).",
    es="Al final de la partida vacías tu almacén (reglamento, p. 5).",
    nl="Aan het einde van het spel maak je je opslag leeg (spelregels, p. 5).",
    ru="В конце игры вы опустошаете свой склад (правила, с. 5).",
    quotes={"es": "Al final de la partida vacías tu almacén"},
)
JOKER_PLUS_ONE = BOOK.rule(
    "queens-garden.end.joker-plus-one",
    en="Each joker left in storage is worth +1 point (rulebook p. 5).",
    es="Cada comodín que queda en el almacén vale +1 punto (reglamento, p. 5).",
    nl="Elke joker die in je opslag over is, is +1 punt waard (spelregels, p. 5).",
    ru="Каждый оставшийся на складе джокер приносит +1 очко (правила, с. 5).",
    quotes={"es": "cada comodín restante vale +1 punto"},
)
LEFTOVER = BOOK.rule(
    "queens-garden.end.leftover-minus-pattern",
    en="Each tile or garden extension left in storage loses points by its pattern (rulebook p. 5).",
    es="Cada loseta o ampliación que queda en el almacén resta puntos según su patrón (reglamento, p. 5).",
    nl="Elke tegel of tuinuitbreiding die in je opslag over is, kost punten volgens zijn patroon (spelregels, p. 5).",
    ru="Каждая оставшаяся на складе плитка или расширение отнимает очки по своему узору (правила, с. 5).",
    quotes={"es": "cada loseta o expansión restante resta puntos según su patrón"},
    facts=["pattern-value"],
)
GROUPS = BOOK.rule(
    "queens-garden.end.evaluation-groups",
    en="Then the evaluation marker scores each group of at least 3 hexagons of each evaluated colour or pattern, "
    "per hexagon at the scoring board's value (rulebook p. 5).",
    es="Después el marcador de evaluación puntúa cada grupo de al menos 3 hexágonos de cada color o patrón "
    "evaluado, por hexágono al valor del tablero de puntuación (reglamento, p. 5).",
    nl="Daarna scoort de evaluatiemarker elke groep van minstens 3 zeshoeken van elke geëvalueerde kleur of elk "
    "geëvalueerd patroon, per zeshoek tegen de waarde op het scorebord (spelregels, p. 5).",
    ru="Затем маркер оценки засчитывает каждую группу не менее чем из 3 шестиугольников каждого оцениваемого "
    "цвета или узора, за каждый шестиугольник по значению с планшета подсчёта (правила, с. 5).",
    quotes={
        "es": "el marcador de evaluación puntúa los grupos de al menos 3 hexágonos de cada color/patrón evaluado "
        "(valores por hexágono en el tablero de puntuación)"
    },
    facts=["group", "not-found-tables"],
)
SIX = BOOK.rule(
    "queens-garden.end.group-of-six",
    en="A scored group of 6 gives +6 more points (rulebook p. 5).",
    es="Un grupo puntuado de 6 da +6 puntos adicionales (reglamento, p. 5).",
    nl="Een gescoorde groep van 6 geeft +6 extra punten (spelregels, p. 5).",
    ru="Засчитанная группа из 6 даёт ещё +6 очков (правила, с. 5).",
    quotes={"es": "con +6 adicionales por cualquier grupo de 6 (reglamento, p. 5)"},
)

MIN_GROUP = 3
T = TypeVar("T")
SIX_BONUS_SIZE = 6
SIX_BONUS = 6


def pattern_value(position: Position, pattern: str, ruling: Ruling, rule: Rule) -> int:
    return config_value(
        position.config,
        "pattern_values",
        pattern,
        ruling,
        rule,
        msg("queens-garden.config.pattern-value", "the value of pattern {pattern}", pattern=pattern),
        msg("queens-garden.need.pattern-value", "What is the value of pattern {pattern}?", pattern=pattern),
    )


def score(position: Position, ruling: Ruling) -> dict[str, int]:
    """Final scores: the score track, then storage emptied, then the evaluation marker's groups."""
    evaluation = position.evaluation
    if evaluation is None:
        cfg = position.config
        ruling.undetermined(
            GROUPS,
            msg(
                "queens-garden.end.no-evaluation",
                "which colours and patterns the evaluation marker scores is not in the texts",
            ),
            needs=[
                Need(
                    msg(
                        "queens-garden.need.evaluation", "Which colours and patterns does the evaluation marker score?"
                    ),
                    "position.evaluation",
                    "several_of",
                    tuple([*(cfg.colours or []), *(cfg.patterns or [])] if cfg else []),
                )
            ],
        )
    ruling.used(
        "position.evaluation",
        evaluation.model_dump(),
        msg("queens-garden.input.evaluation", "the colours and patterns the evaluation marker scores"),
    )
    totals: dict[str, int] = {}
    players = _given(ruling, position.players, GROUPS, "position.players")
    for i, player in enumerate(players):
        total = _given(ruling, player.score, EMPTY_STORAGE, f"position.players[{i}].score", "number")
        ruling.used(
            f"position.players[{i}].score",
            player.score,
            msg("queens-garden.input.score-track", "the score track before the end scoring"),
        )
        total += _storage(position, i, ruling)
        total += _groups(position, i, ruling)
        totals[player.name] = total
    return totals


def _given(ruling: Ruling, value: T | None, rule: Rule, path: str, kind: str = "text") -> T:
    """A part the end scoring needs: the position must give it (the score track, a storage, a garden)."""
    if value is None:
        ruling.undetermined(
            rule,
            msg(
                "queens-garden.end.not-given",
                "the end scoring needs {field}, which the position leaves out",
                field=path,
            ),
            needs=[Need(msg("queens-garden.need.end-part", "What is {field}?", field=path), path, kind)],
        )
    return value


def _storage(position: Position, i: int, ruling: Ruling) -> int:
    player = (position.players or [])[i]
    name = player.name
    where = f"position.players[{i}].storage"
    storage = _given(ruling, player.storage, EMPTY_STORAGE, where)
    tiles = _given(ruling, storage.tiles, EMPTY_STORAGE, f"{where}.tiles", "several_of")
    extensions = _given(ruling, storage.extensions, EMPTY_STORAGE, f"{where}.extensions", "several_of")
    jokers = _given(ruling, storage.jokers, EMPTY_STORAGE, f"{where}.jokers", "number")
    ruling.because(
        EMPTY_STORAGE,
        msg(
            "queens-garden.end.empties",
            "{player} empties storage (jokers: {jokers}, tiles: {tiles}, garden extensions: {extensions})",
            player=name,
            jokers=jokers,
            tiles=len(tiles),
            extensions=len(extensions),
        ),
    )
    points = 0
    if jokers:
        points += jokers
        ruling.because(
            JOKER_PLUS_ONE,
            msg_n(
                "queens-garden.end.jokers",
                "{player}: {n} joker × +1 = +{n}",
                "{player}: {n} jokers × +1 = +{n}",
                jokers,
                player=name,
            ),
        )
    return points - _leftovers(position, name, tiles, extensions, ruling)


def _leftovers(position: Position, name: str, tiles: list[str], extensions: list[str], ruling: Ruling) -> int:
    """What the tiles and garden extensions left in storage cost: each its pattern's value."""
    lost = 0
    for h in tiles:
        v = pattern_value(position, parse_hex(h).pattern, ruling, LEFTOVER)
        lost += v
        ruling.because(
            LEFTOVER,
            msg(
                "queens-garden.end.leftover-tile",
                "{player}: tile {hex} left in storage: -{points}",
                player=name,
                hex=h,
                points=v,
            ),
        )
    for h in extensions:
        v = pattern_value(position, parse_hex(h).pattern, ruling, LEFTOVER)
        lost += v
        ruling.because(
            LEFTOVER,
            msg(
                "queens-garden.end.leftover-extension",
                "{player}: garden extension {hex} left in storage: -{points}",
                player=name,
                hex=h,
                points=v,
            ),
        )
    return lost


def _per_hex(position: Position, trait: str, value: str, ruling: Ruling) -> int:
    choice = choice_msg(trait, value)
    return config_value(
        position.config,
        "scoring_board",
        value,
        ruling,
        GROUPS,
        msg(
            "queens-garden.config.board", "points per hexagon of a group ({choice}) on the scoring board", choice=choice
        ),
        msg(
            "queens-garden.need.board",
            "How many points per hexagon does the scoring board give a group ({choice})?",
            choice=choice,
        ),
    )


def _groups(position: Position, i: int, ruling: Ruling) -> int:
    player = (position.players or [])[i]
    name = player.name
    garden = _given(ruling, garden_of(position, name), GROUPS, f"position.players[{i}].garden")
    evaluation = position.evaluation
    assert evaluation is not None
    points = 0
    for trait, values in (("colour", evaluation.colours), ("pattern", evaluation.patterns)):
        for value in values:
            per_hex = None
            for comp in components(garden, trait, value):
                if len(comp) < MIN_GROUP:
                    if len(comp) > 1:  # a group, but "grupos de al menos 3 hexágonos" score
                        ruling.because(
                            GROUPS,
                            msg(
                                "queens-garden.end.group-too-small",
                                "{player}: group of {size} ({choice}; {cells}): under 3 hexagons, no points",
                                player=name,
                                size=len(comp),
                                choice=choice_msg(trait, value),
                                cells=" ".join(str(list(c)) for c in comp),
                            ),
                        )
                    continue
                if per_hex is None:
                    per_hex = _per_hex(position, trait, value, ruling)
                got = len(comp) * per_hex
                points += got
                ruling.because(
                    GROUPS,
                    msg(
                        "queens-garden.end.group",
                        "{player}: group of {size} ({choice}; {cells}) × {per_hex} = +{points}",
                        player=name,
                        size=len(comp),
                        choice=choice_msg(trait, value),
                        cells=" ".join(str(list(c)) for c in comp),
                        per_hex=per_hex,
                        points=got,
                    ),
                )
                if len(comp) >= SIX_BONUS_SIZE:
                    points += SIX_BONUS
                    ruling.because(
                        SIX,
                        msg(
                            "queens-garden.end.six",
                            "{player}: the group ({choice}) reaches 6 hexagons: +{bonus}",
                            player=name,
                            choice=choice_msg(trait, value),
                            bonus=SIX_BONUS,
                        ),
                    )
    return points
