"""Passing in Phase 1 (Q&A paragraph 5, rulebook p. 4)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.book import BOOK, bookkeeping, msg, msg_n, read
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.end import pattern_value
from referee.engine.queens_garden.model import Hexes, Pass, Position, parse_hex
from referee.engine.queens_garden.turns import NO_MORE_TURNS, check_may_move, who

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


HOLDS_DISCARD = BOOK.fact(
    "holds-discard",
    "yes_no",
    msg("queens-garden.fact.holds-discard", "Does {player}'s storage hold everything the pass discards: {what}?"),
    rule=DISCARD,
)
ANYONE_PASSED = BOOK.fact(
    "anyone-passed",
    "yes_no",
    msg("queens-garden.fact.anyone-passed", "Has anyone passed yet in this Phase 1?"),
    rule=FIRST_TO_PASS,
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
    if move.discard.count():
        _check_in_storage(position, move.discard, ruling)
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
    check_may_move(position, ruling)
    first = not read(position, ANYONE_PASSED, lambda: bool(known(position.passed)))
    new = position.fork()
    with bookkeeping():
        _discard(new, name, move.discard, penalty)
        if new.passed is not None and name is not None:
            new.passed.append(name)
        elif first and name is not None:
            new.passed = [name]
        if first:
            _marker(new, name)
    if move.discard.count():
        ruling.event(DISCARD, _discards(who(name), move.discard, penalty), points=-penalty)
    ruling.event(
        NO_MORE_TURNS,
        msg("queens-garden.pass.passes", "{player} passes: no more turns for the rest of Phase 1", player=who(name)),
    )
    if first:
        _first_to_pass(new, name, ruling)
    return new


def _discard(new: Position, name: str | None, discard: Hexes, penalty: int) -> None:
    """The discarded hexagons leave storage for the discard, the penalty comes off the score: in each part the
    position gives (an unknown part stays unknown)."""
    player = new.player(name)
    storage = player.storage if player is not None else None
    if storage is not None:
        for held, gone in ((storage.tiles, discard.tiles), (storage.extensions, discard.extensions)):
            for h in gone if held is not None else []:
                if h in held:
                    held.remove(h)
        if storage.jokers is not None:
            storage.jokers = max(0, storage.jokers - discard.jokers)
    if new.discard is not None:
        new.discard.tiles.extend(discard.tiles)
        new.discard.extensions.extend(discard.extensions)
        new.discard.jokers += discard.jokers
    if player is not None and player.score is not None:
        player.score -= penalty


def _first_to_pass(new: Position, name: str | None, ruling: Ruling) -> None:
    ruling.because(
        FIRST_TO_PASS,
        msg(
            "queens-garden.pass.first",
            "nobody has passed yet in this Phase 1: {player} is the first",
            player=who(name),
        ),
    )
    ruling.event(
        FIRST_TO_PASS,
        msg(
            "queens-garden.pass.takes-marker",
            "{player} takes the first-player marker and moves back one space",
            player=who(name),
        ),
        points=-1,
    )


def _marker(new: Position, name: str | None) -> None:
    new.first_player_marker = name
    player = new.player(name)
    if player is not None and player.score is not None:
        player.score -= 1


def _check_in_storage(position: Position, discard: Hexes, ruling: Ruling) -> None:
    """What you discard comes from your storage ("hexágonos de tu almacén")."""
    name = position.to_move
    problem: list[tuple[str, Any]] = []

    def compute() -> bool:
        storage = known(position.storage_of(name))
        for key in ("tiles", "extensions"):
            if not getattr(discard, key):
                continue
            have = Counter(known(getattr(storage, key)))
            for i, h in enumerate(getattr(discard, key)):
                if have[h] < 1:
                    problem.append((f"move.discard.{key}[{i}]", h))
                    return False
                have[h] -= 1
        if discard.jokers and known(storage.jokers) < discard.jokers:
            problem.append(("move.discard.jokers", storage.jokers))
            return False
        return True

    if read(position, HOLDS_DISCARD, compute, player=who(name), what=_listed(discard)):
        return
    _not_held(name, discard, problem[0] if problem else None, ruling)


def _not_held(name: str | None, discard: Hexes, problem: tuple[str, Any] | None, ruling: Ruling) -> None:
    if problem is None:
        ruling.illegal(
            DISCARD,
            msg(
                "queens-garden.pass.not-held",
                "{player}'s storage does not hold everything the move discards ({what})",
                player=who(name),
                what=_listed(discard),
            ),
        )
    field, value = problem
    if field == "move.discard.jokers":
        ruling.illegal(
            DISCARD,
            msg_n(
                "queens-garden.pass.too-few-jokers",
                "move.discard.jokers: your storage holds {n} joker",
                "move.discard.jokers: your storage holds {n} jokers",
                value,
            ),
        )
    ruling.illegal(
        DISCARD,
        msg(
            "queens-garden.pass.not-in-storage",
            "{field}: your storage holds no (further) {hex}",
            field=field,
            hex=value,
        ),
    )


def _listed(h: Hexes) -> list[Msg | str]:
    """The hexagons named, then the jokers counted."""
    extensions = [msg("queens-garden.label.extension", "{hex} (garden extension)", hex=e) for e in h.extensions]
    out: list[Msg | str] = [*h.tiles, *extensions]
    if h.jokers:
        out.append(msg_n("queens-garden.label.jokers", "{n} joker", "{n} jokers", h.jokers))
    return out


def _discards(name: Msg | str, h: Hexes, points: int) -> Msg:
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
