"""The end of the game: emptying storage, then the evaluation marker (Q&A paragraph 6, rulebook p. 5)."""

from __future__ import annotations

from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.book import BOOK
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
SIX_BONUS_SIZE = 6
SIX_BONUS = 6


def pattern_value(position: Position, pattern: str, ruling: Ruling, rule: Rule) -> int:
    return config_value(position.config, "pattern_values", pattern, ruling, rule, f"the value of pattern {pattern}")


def score(position: Position, ruling: Ruling) -> dict[str, int]:
    """Final scores: the score track, then storage emptied, then the evaluation marker's groups."""
    evaluation = position.evaluation
    if evaluation is None:
        ruling.undetermined(
            GROUPS,
            "which colours and patterns the evaluation marker scores is not in the texts",
            needs=["position.evaluation: {colours: [...], patterns: [...]}"],
        )
    ruling.used("position.evaluation", evaluation.model_dump(), "the colours/patterns the evaluation marker scores")
    totals: dict[str, int] = {}
    for i, player in enumerate(position.players):
        total = player.score
        ruling.used(f"position.players[{i}].score", player.score, "the score track before the end scoring")
        total += _storage(position, player.name, ruling)
        total += _groups(position, player.name, ruling)
        totals[player.name] = total
    return totals


def _storage(position: Position, name: str, ruling: Ruling) -> int:
    storage = position.player(name).storage
    ruling.because(
        EMPTY_STORAGE,
        f"{name} empties storage: {storage.jokers} joker(s), {len(storage.tiles)} tile(s), "
        f"{len(storage.extensions)} garden extension(s)",
    )
    points = 0
    if storage.jokers:
        points += storage.jokers
        ruling.because(JOKER_PLUS_ONE, f"{name}: {storage.jokers} joker(s) x +1 = +{storage.jokers}")
    for kind, items in (("tile", storage.tiles), ("garden extension", storage.extensions)):
        for h in items:
            v = pattern_value(position, parse_hex(h).pattern, ruling, LEFTOVER)
            points -= v
            ruling.because(LEFTOVER, f"{name}: {kind} {h} left in storage: -{v}")
    return points


def _groups(position: Position, name: str, ruling: Ruling) -> int:
    garden = garden_of(position, name)
    evaluation = position.evaluation
    points = 0
    for trait, values in (("colour", evaluation.colours), ("pattern", evaluation.patterns)):
        for value in values:
            per_hex = None
            for comp in components(garden, trait, value):
                if len(comp) < MIN_GROUP:
                    continue
                if per_hex is None:
                    per_hex = config_value(
                        position.config,
                        "scoring_board",
                        value,
                        ruling,
                        GROUPS,
                        f"points per hexagon for {trait} {value} on the scoring board",
                    )
                got = len(comp) * per_hex
                points += got
                cells = " ".join(str(list(c)) for c in comp)
                ruling.because(GROUPS, f"{name}: {trait} {value} group of {len(comp)} ({cells}) x {per_hex} = +{got}")
                if len(comp) >= SIX_BONUS_SIZE:
                    points += SIX_BONUS
                    ruling.because(SIX, f"{name}: the {trait} {value} group has 6 hexagons: +{SIX_BONUS}")
    return points
