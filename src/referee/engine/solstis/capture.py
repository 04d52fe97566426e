"""Capture: the played tile takes exactly one face-up queue tile of the same value or colour."""

from __future__ import annotations

from referee.engine.solstis import tiles
from referee.engine.solstis.book import BOOK
from referee.engine.solstis.placement import place_tile

MATCH = BOOK.rule(
    "solstis.capture.same-value-or-colour",
    quotes={
        "ru": "Если значение или цвет этого тайла совпадают с значением или цветом одного из открытого тайла в "
        "очереди, этот тайл в очереди будет захвачен."
    },
    facts=["capture-match"],
    en="A tile captures a face-up queue tile with the same value (number) or the same colour (row).",
    es="Una loseta captura una loseta boca arriba de la fila con el mismo valor (número) o el mismo color (fila).",
    nl="Een tegel vangt een open tegel uit de rij met hetzelfde getal of dezelfde kleur (rij).",
    ru="Тайл захватывает открытый тайл очереди с тем же значением (числом) или цветом (рядом).",
)
ONLY_ONE = BOOK.rule(
    "solstis.capture.only-one",
    quotes={"ru": "Если доступно для захвата более одного тайла, вы можете захватить только один из них."},
    en="When several queue tiles match, you capture exactly one of them, of your choice.",
    es="Si varias losetas de la fila coinciden, capturas solo una, a tu elección.",
    nl="Passen er meerdere tegels uit de rij, dan vang je er precies één, naar keuze.",
    ru="Если подходят несколько тайлов очереди, вы захватываете только один, по выбору.",
)
FLIP = BOOK.rule(
    "solstis.capture.face-down-turns-up",
    quotes={
        "ru": "Если под захваченным тайлом была тайл, повернутый лицевой стороной вниз, он будет перевернут "
        "лицевой стороной вверх."
    },
    facts=["queue-setup"],
    en="A face-down tile under the captured tile is turned face up.",
    es="La loseta boca abajo que hubiera bajo la capturada se pone boca arriba.",
    nl="Een dichte tegel onder de gevangen tegel wordt omgedraaid.",
    ru="Закрытый тайл под захваченным переворачивается лицом вверх.",
)


def matching_columns(queue, tile: str) -> tuple[list[int], bool]:
    """Columns whose face-up tile matches ``tile``, and whether some face-up tile is unknown."""
    hits = [i for i, col in enumerate(queue) if col.up not in (None, tiles.UNKNOWN) and tiles.matches(tile, col.up)]
    return hits, any(col.up == tiles.UNKNOWN for col in queue)


def can_capture(queue, tile: str) -> bool | None:
    """True / False, or None when an unknown face-up tile could decide it."""
    if tile == tiles.UNKNOWN:
        return None
    hits, unknown = matching_columns(queue, tile)
    if hits:
        return True
    return None if unknown else False


def flip(t, col, why: str) -> None:
    if col.down is not None:
        col.up, col.down = col.down, None
        t.ruling.event(FLIP, f"the face-down tile under the {why} turns face up: {col.up}", tile=col.up)


def capture(t, tile: str, chosen, field: str, how: str) -> bool:
    """Try to capture with ``tile``; True if it captured (both tiles then go to the panorama)."""
    ruling, queue = t.ruling, t.pos.queue
    if isinstance(chosen, list):
        if len(chosen) > 1:
            ruling.illegal(ONLY_ONE, f"{field} names {len(chosen)} tiles; only one may be captured")
        chosen = chosen[0] if chosen else None
    hits, unknown = matching_columns(queue, tile)
    if chosen is not None:
        cols = [i for i, col in enumerate(queue) if col.up == chosen]
        if not cols:
            if unknown:
                ruling.undetermined(
                    MATCH,
                    f"{chosen} is not among the known face-up queue tiles",
                    needs=["the face-up queue tiles marked '?'"],
                )
            ruling.illegal(MATCH, f"{chosen} is not a face-up tile of the queue")
        ruling.require(
            tiles.matches(tile, chosen), MATCH, f"{tile} cannot capture {chosen}: different value and different colour"
        )
        col = queue[cols[0]]
        if len(hits) > 1:
            ruling.because(ONLY_ONE, f"{len(hits)} queue tiles match {tile}; the move captures {chosen}")
    else:
        if not hits:
            if unknown:
                ruling.undetermined(
                    MATCH,
                    f"no known face-up queue tile matches {tile}; an unknown one might",
                    needs=["the face-up queue tiles marked '?'"],
                )
            return False
        if len(hits) > 1:
            options = [queue[i].up for i in hits]
            ruling.undetermined(
                ONLY_ONE,
                f"{tile} matches {', '.join(options)}; the player chooses one",
                needs=[f"{field}: which of {', '.join(options)} to capture"],
            )
        col = queue[hits[0]]
        chosen = col.up
    same = "colour (row)" if tiles.row(tile) == tiles.row(chosen) else "value (number)"
    ruling.because(MATCH, f"{tile} ({how}) and {chosen} have the same {same}")
    ruling.event(MATCH, f"{tile} ({how}) captures {chosen}", tile=tile, captured=chosen)
    col.up = None
    flip(t, col, "captured tile")
    place_tile(t, t.me, tile, how)
    place_tile(t, t.me, chosen, "captured")
    return True
