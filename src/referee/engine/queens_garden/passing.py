"""Passing in Phase 1 (Q&A paragraph 5, rulebook p. 4)."""

from __future__ import annotations

from collections import Counter

from referee.catalogues import Msg
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.book import BOOK, msg, msg_n
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.end import pattern_value
from referee.engine.queens_garden.model import Hexes, Pass, Position, parse_hex

DISCARD = BOOK.rule(
    "queens-garden.pass.discard",
    en="When you pass you may discard any number of hexagons from your storage; they count as negative points "
    "(rulebook p. 4).",
    es="Al pasar puedes descartar cualquier cantidad de hexágonos de tu almacén; cuentan como puntos negativos "
    "(reglamento, p. 4).",
    nl="Als je past mag je een willekeurig aantal zeshoeken uit je opslag afleggen; die tellen als minpunten "
    "(spelregels, p. 4).",
    ru="Пасуя, вы можете сбросить со склада любое количество шестиугольников; они дают отрицательные очки "
    "(правила, с. 4).",
    quotes={
        "es": "Cuando pasas, puedes descartar cualquier cantidad de hexágonos de tu almacén, que cuentan como "
        "puntos negativos"
    },
    facts=["not-found-tables"],
)
NO_MORE_TURNS = BOOK.rule(
    "queens-garden.pass.no-more-turns",
    en="Once you pass, you take no more turns for the rest of Phase 1 (rulebook p. 4).",
    es="Una vez que pasas, no realizas más turnos durante el resto de la Fase 1 (reglamento, p. 4).",
    nl="Wie gepast heeft, krijgt de rest van Fase 1 geen beurten meer (spelregels, p. 4).",
    ru="Спасовав, вы больше не делаете ходов до конца Фазы 1 (правила, с. 4).",
    quotes={"es": "ya no puedes realizar turnos durante el resto de la Fase 1"},
)
FIRST_TO_PASS = BOOK.rule(
    "queens-garden.pass.first-player-marker",
    en="The first player to pass takes the first-player marker and moves their score marker back one space "
    "(rulebook p. 4).",
    es="El primer jugador en pasar toma el marcador de primer jugador y retrocede una casilla su marcador de "
    "puntuación (reglamento, p. 4).",
    nl="Wie als eerste past, neemt de startspelermarker en zet zijn scoremarker één vakje terug (spelregels, p. 4).",
    ru="Первый спасовавший игрок берёт жетон первого игрока и сдвигает свой маркер очков на одно деление назад "
    "(правила, с. 4).",
    quotes={
        "es": "el primer jugador en pasar toma el marcador de primer jugador y mueve su marcador de puntuación una "
        "casilla hacia atrás (Reglamento, p. 4)"
    },
)


def check_may_move(position: Position, ruling: Ruling) -> None:
    """A player who passed takes no more turns this Phase 1 (whatever the move)."""
    name = position.to_move
    if name in position.passed:
        ruling.illegal(
            NO_MORE_TURNS,
            msg("queens-garden.pass.has-passed", "{player} has passed: no more turns in this Phase 1", player=name),
        )


def _penalty(position: Position, discard: Hexes, ruling: Ruling) -> int:
    """What the hexagons discarded when passing cost: a number each, or each one's pattern value (game-config)."""
    rule = config_value(
        position.config,
        "pass_discard_penalty",
        None,
        ruling,
        DISCARD,
        msg("queens-garden.config.pass-penalty", "how many points each hexagon discarded when passing costs"),
        msg(
            "queens-garden.need.pass-penalty",
            "How many points does each hexagon discarded when passing cost (a number, or its pattern's value)?",
        ),
        "text",
    )
    if rule != "pattern":
        return int(rule) * discard.count()
    if discard.jokers:
        ruling.undetermined(
            DISCARD,
            msg(
                "queens-garden.pass.joker-no-pattern",
                "a joker has no pattern: what discarding it costs is not in the texts",
            ),
            needs=[
                Need(
                    msg(
                        "queens-garden.need.joker-penalty",
                        "How many points does a joker discarded when passing cost (it has no pattern)?",
                    ),
                    "position.config.pass_discard_penalty",
                    "number",
                )
            ],
        )
    return sum(
        pattern_value(position, parse_hex(h).pattern, ruling, DISCARD) for h in [*discard.tiles, *discard.extensions]
    )


def pass_turn(position: Position, move: Pass, ruling: Ruling) -> Position:
    name = position.to_move
    storage = position.player(name).storage
    _check_in_storage(storage, move.discard, ruling)
    penalty = 0
    if move.discard.count():
        penalty = _penalty(position, move.discard, ruling)
        ruling.because(
            DISCARD,
            msg_n(
                "queens-garden.pass.discarded",
                "{n} hexagon discarded: -{points}",
                "{n} hexagons discarded: -{points}",
                move.discard.count(),
                points=penalty,
            ),
        )
    else:
        ruling.because(DISCARD, msg("queens-garden.pass.nothing-discarded", "nothing discarded (any number may be)"))
    first = not position.passed
    new = position.fork()
    player = new.player(name)
    for h in move.discard.tiles:
        player.storage.tiles.remove(h)
    for h in move.discard.extensions:
        player.storage.extensions.remove(h)
    player.storage.jokers -= move.discard.jokers
    new.discard.tiles.extend(move.discard.tiles)
    new.discard.extensions.extend(move.discard.extensions)
    new.discard.jokers += move.discard.jokers
    if move.discard.count():
        player.score -= penalty
        ruling.event(DISCARD, _discards(name, move.discard, penalty), points=-penalty)
    new.passed.append(name)
    ruling.event(
        NO_MORE_TURNS,
        msg("queens-garden.pass.passes", "{player} passes: no more turns for the rest of Phase 1", player=name),
    )
    if first:
        _first_to_pass(new, name, ruling)
    return new


def _first_to_pass(new: Position, name: str, ruling: Ruling) -> None:
    ruling.because(
        FIRST_TO_PASS,
        msg("queens-garden.pass.first", "nobody has passed yet in this Phase 1: {player} is the first", player=name),
    )
    new.first_player_marker = name
    new.player(name).score -= 1
    ruling.event(
        FIRST_TO_PASS,
        msg(
            "queens-garden.pass.takes-marker",
            "{player} takes the first-player marker and moves back one space",
            player=name,
        ),
        points=-1,
    )


def _check_in_storage(storage: Hexes, discard: Hexes, ruling: Ruling) -> None:
    """What you discard comes from your storage ("hexágonos de tu almacén")."""
    for key in ("tiles", "extensions"):
        have = Counter(getattr(storage, key))
        for i, h in enumerate(getattr(discard, key)):
            if have[h] < 1:
                ruling.illegal(
                    DISCARD,
                    msg(
                        "queens-garden.pass.not-in-storage",
                        "{field}: your storage holds no (further) {hex}",
                        field=f"move.discard.{key}[{i}]",
                        hex=h,
                    ),
                )
            have[h] -= 1
    if discard.jokers > storage.jokers:
        ruling.illegal(
            DISCARD,
            msg_n(
                "queens-garden.pass.too-few-jokers",
                "move.discard.jokers: your storage holds {n} joker",
                "move.discard.jokers: your storage holds {n} jokers",
                storage.jokers,
            ),
        )


def _discards(name: str, h: Hexes, points: int) -> Msg:
    """What passing discards: hexagons (named), jokers (counted), or both."""
    extensions = [msg("queens-garden.label.extension", "{hex} (garden extension)", hex=e) for e in h.extensions]
    hexes: list[Msg | str] = [*h.tiles, *extensions]
    if hexes and h.jokers:
        return msg_n(
            "queens-garden.pass.discards-and-jokers",
            "{player} discards {hexes} and {n} joker: -{points}",
            "{player} discards {hexes} and {n} jokers: -{points}",
            h.jokers,
            player=name,
            hexes=hexes,
            points=points,
        )
    if h.jokers:
        return msg_n(
            "queens-garden.pass.discards-jokers",
            "{player} discards {n} joker: -{points}",
            "{player} discards {n} jokers: -{points}",
            h.jokers,
            player=name,
            points=points,
        )
    return msg(
        "queens-garden.pass.discards", "{player} discards {hexes}: -{points}", player=name, hexes=hexes, points=points
    )
