"""Capture: the played tile takes exactly one face-up queue tile of the same value or colour."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.verdict import Need
from referee.engine.solstis import tiles
from referee.engine.solstis.book import BOOK, msg, msg_n
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


# how a tile reached the panorama (a message parameter: "3_5 (played) goes to cell 3_5")
PLAYED = msg("solstis.how.played", "played")
DRAWN = msg("solstis.how.drawn", "drawn")
CAPTURED = msg("solstis.how.captured", "captured")


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


def flip(t, col, beetle: bool = False) -> None:
    """The face-down tile under a tile taken from the queue turns up (a captured tile, or the Beetle's)."""
    if col.down is not None:
        col.up, col.down = col.down, None
        if beetle:
            what = msg(
                "solstis.capture.flip-beetle",
                "the face-down tile under the Beetle's tile turns face up (as under a captured tile): {tile}",
                tile=col.up,
            )
        else:
            what = msg(
                "solstis.capture.flip", "the face-down tile under the captured tile turns face up: {tile}", tile=col.up
            )
        t.ruling.event(FLIP, what, tile=col.up)


def unknown_face_up() -> Need:
    return Need(
        msg("solstis.need.unknown-face-up", "Which tiles are the face-up queue tiles marked '?'?"),
        "position.queue",
        "component",
    )


def capture(t, tile: str, chosen, field: str, how: Msg) -> bool:
    """Try to capture with ``tile``; True if it captured (both tiles then go to the panorama)."""
    ruling, queue = t.ruling, t.pos.queue
    if isinstance(chosen, list):
        if len(chosen) > 1:
            ruling.illegal(
                ONLY_ONE,
                msg_n(
                    "solstis.capture.several",
                    "{field} names {n} tile; only one may be captured",
                    "{field} names {n} tiles; only one may be captured",
                    len(chosen),
                    field=field,
                ),
            )
        chosen = chosen[0] if chosen else None
    hits, unknown = matching_columns(queue, tile)
    col = _named_column(t, tile, chosen, hits, unknown) if chosen is not None else _only_column(t, tile, field)
    if col is None:
        return False
    chosen = col.up
    _captured(t, tile, chosen, how)
    col.up = None
    flip(t, col)
    place_tile(t, t.me, tile, how)
    place_tile(t, t.me, chosen, CAPTURED)
    return True


def _named_column(t, tile: str, chosen: str, hits: list[int], unknown: bool):
    """The queue column of the tile the move captures, checked: face up and matching."""
    ruling, queue = t.ruling, t.pos.queue
    cols = [i for i, col in enumerate(queue) if col.up == chosen]
    if not cols:
        if unknown:
            ruling.undetermined(
                MATCH,
                msg(
                    "solstis.capture.not-known-face-up",
                    "{tile} is not among the known face-up queue tiles",
                    tile=chosen,
                ),
                needs=[unknown_face_up()],
            )
        ruling.illegal(
            MATCH, msg("solstis.capture.not-face-up", "{tile} is not a face-up tile of the queue", tile=chosen)
        )
    ruling.require(
        tiles.matches(tile, chosen),
        MATCH,
        msg(
            "solstis.capture.no-match",
            "{tile} cannot capture {other}: different value and different colour",
            tile=tile,
            other=chosen,
        ),
    )
    if len(hits) > 1:
        ruling.because(
            ONLY_ONE,
            msg(
                "solstis.capture.one-of-several",
                "{n} queue tiles match {tile}; the move captures {other}",
                n=len(hits),
                tile=tile,
                other=chosen,
            ),
        )
    return queue[cols[0]]


def _only_column(t, tile: str, field: str):
    """The move names no tile: the one matching column, None when none matches; several need the player's choice."""
    ruling, queue = t.ruling, t.pos.queue
    hits, unknown = matching_columns(queue, tile)
    if not hits:
        if unknown:
            ruling.undetermined(
                MATCH,
                msg(
                    "solstis.capture.unknown-might",
                    "no known face-up queue tile matches {tile}; an unknown one might",
                    tile=tile,
                ),
                needs=[unknown_face_up()],
            )
        return None
    if len(hits) > 1:
        options = [queue[i].up for i in hits]
        ruling.undetermined(
            ONLY_ONE,
            msg(
                "solstis.capture.choose", "{tile} matches {options}; the player chooses one", tile=tile, options=options
            ),
            needs=[
                Need(
                    msg("solstis.need.which-capture", "Which tile does {tile} capture?", tile=tile),
                    field,
                    "one_of",
                    tuple(options),
                )
            ],
        )
    return queue[hits[0]]


def _captured(t, tile: str, chosen: str, how: Msg) -> None:
    if tiles.row(tile) == tiles.row(chosen):
        same = msg(
            "solstis.capture.same-colour",
            "{tile} ({how}) and {other} have the same colour (row)",
            tile=tile,
            how=how,
            other=chosen,
        )
    else:
        same = msg(
            "solstis.capture.same-value",
            "{tile} ({how}) and {other} have the same value (number)",
            tile=tile,
            how=how,
            other=chosen,
        )
    t.ruling.because(MATCH, same)
    t.ruling.event(
        MATCH,
        msg("solstis.capture.captures", "{tile} ({how}) captures {other}", tile=tile, how=how, other=chosen),
        tile=tile,
        captured=chosen,
    )
