"""Capture: the played tile takes exactly one face-up queue tile of the same value or colour."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import FactMissing, Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.solstis import tiles
from referee.engine.solstis.book import BOOK, msg, msg_n
from referee.engine.solstis.context import peek
from referee.engine.solstis.placement import place_tile, rainbows_on

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


MATCHING = BOOK.fact(
    "matching",
    "several_of",
    msg("solstis.fact.matching", "Which face-up queue tiles have the same value or colour as {tile}?"),
    rule=MATCH,
)
FACE_UP = BOOK.fact(
    "face-up",
    "yes_no",
    msg("solstis.fact.face-up", "Is {tile} face up in the queue (on top of its column)?"),
    rule=MATCH,
)
UNDER = BOOK.fact(
    "under",
    "component",
    msg("solstis.fact.under", "Which tile lies face down under {tile} in the queue ('none' if none)?"),
    rule=FLIP,
)
NONE = "none"  # the answer "no tile under it"


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


def candidates(tile: str) -> tuple[str, ...]:
    """The tiles that could match ``tile``: its row (colour) and its number (value)."""
    return tuple(x for x in tiles.ALL_TILES if x != tile and tiles.matches(tile, x))


def _queue(t):
    """The working queue, when the position gives it (a tile may have joined it this turn); None: not given.
    Through __dict__: the facts computed from it stand for it (the tracer, trace.py)."""
    return t.pos.__dict__["queue"] if t.knows("queue") else None


def matching(t, tile: str, ask: bool = True) -> list[str] | None:
    """The face-up queue tiles ``tile`` matches: stated, or computed from the queue (as before, a known match
    is taken even beside unknown '?' tiles), or asked (``ask``; else None, and recorded only when several match:
    the one case that adds a reason)."""

    def compute() -> list[str]:
        queue = _queue(t)
        if queue is None:
            raise Unknown
        hits, unknown = matching_columns(queue, tile)
        if not hits and unknown:
            raise Unknown
        return [queue[i].up for i in hits]

    fact = MATCHING.about(tile)
    question = msg(
        "solstis.fact.matching", "Which face-up queue tiles have the same value or colour as {tile}?", tile=tile
    )
    if ask:
        return list(read_fact(t.pos, fact, compute, question=question, choices=candidates(tile)))
    return peek(t, fact, compute, matters=lambda hits: len(hits) > 1, question=question)


def captures(t, tile: str) -> bool:
    """Whether ``tile`` captures something in the queue (asked when the position cannot say)."""
    return tile != tiles.UNKNOWN and bool(matching(t, tile))


def _flipped(t, tile: str, beetle: bool = False) -> None:
    if beetle:
        what = msg(
            "solstis.capture.flip-beetle",
            "the face-down tile under the Beetle's tile turns face up (as under a captured tile): {tile}",
            tile=tile,
        )
    else:
        what = msg(
            "solstis.capture.flip", "the face-down tile under the captured tile turns face up: {tile}", tile=tile
        )
    t.ruling.event(FLIP, what, tile=tile)


def unknown_face_up() -> Need:
    return Need(
        msg("solstis.need.unknown-face-up", "Which tiles are the face-up queue tiles marked '?'?"),
        "position.queue",
        "component",
    )


def capture(t, tile: str, chosen, field: str, how: Msg) -> bool:
    """Try to capture with ``tile``; True if it captured (both tiles then go to the panorama)."""
    ruling = t.ruling
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
    target = _named(t, tile, chosen) if chosen is not None else _only(t, tile, field)
    if target is None:
        return False
    _captured(t, tile, target, how)
    take_from_queue(t, target)
    on = rainbows_on(t, t.me, [tile, target])  # one question for both cells
    place_tile(t, t.me, tile, how, tile in on)
    place_tile(t, t.me, target, CAPTURED, target in on)
    return True


def is_face_up(t, chosen: str) -> bool:
    """Is ``chosen`` face up in the queue (a capture's target, the Beetle's tile)? From the queue, else asked."""

    def face_up() -> bool:
        if any(c.up == chosen for c in t.pos.__dict__["queue"]):
            return True  # face up in the queue, or joined it this turn
        queue = _queue(t)
        if queue is None:
            raise Unknown
        ups = [c.up for c in queue]
        if tiles.UNKNOWN in ups:
            raise Unknown
        return False

    question = msg("solstis.fact.face-up", "Is {tile} face up in the queue (on top of its column)?", tile=chosen)
    return bool(read_fact(t.pos, FACE_UP.about(chosen), face_up, question=question))


def _named(t, tile: str, chosen: str) -> str:
    """The tile the move captures, checked: the same value or colour (from the tiles themselves), face up."""
    ruling = t.ruling
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

    if not is_face_up(t, chosen):
        ruling.illegal(
            MATCH, msg("solstis.capture.not-face-up", "{tile} is not a face-up tile of the queue", tile=chosen)
        )
    hits = matching(t, tile, ask=False)  # several matching: the move's choice among them (a reason, not asked)
    if hits is not None and len(hits) > 1:
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
    return chosen


def _only(t, tile: str, field: str) -> str | None:
    """The move names no tile: the one matching tile, None when none matches; several need the player's choice."""
    hits = matching(t, tile)
    if not hits:
        return None
    if len(hits) > 1:
        t.ruling.undetermined(
            ONLY_ONE,
            msg("solstis.capture.choose", "{tile} matches {options}; the player chooses one", tile=tile, options=hits),
            needs=[
                Need(
                    msg("solstis.need.which-capture", "Which tile does {tile} capture?", tile=tile),
                    field,
                    "one_of",
                    tuple(hits),
                )
            ],
        )
    return hits[0]


def take_from_queue(t, target: str, beetle: bool = False) -> None:
    """The captured tile (or the Beetle's) leaves the queue; the face-down tile under it turns up (when the
    position says which)."""
    queue = _queue(t)
    # found in the working queue: a known column, or the tile joined the queue this turn (nothing under it)
    col = next((c for c in t.pos.__dict__["queue"] if c.up == target), None)

    def under() -> str:
        if queue is None and col is None:
            raise Unknown
        return col.down if col is not None and col.down is not None else NONE

    question = msg(
        "solstis.fact.under", "Which tile lies face down under {tile} in the queue ('none' if none)?", tile=target
    )
    try:
        down = read_fact(t.pos, UNDER.about(target), under, question=question)
    except FactMissing:  # not given: the flip is said in general terms, not asked (it decides nothing)
        general = (
            msg(
                "solstis.capture.flip-general-beetle",
                "a face-down tile under the Beetle's {tile}, if any, turns face up",
                tile=target,
            )
            if beetle
            else msg(
                "solstis.capture.flip-general",
                "a face-down tile under the captured {tile}, if any, turns face up",
                tile=target,
            )
        )
        t.ruling.event(FLIP, general)
        return
    if col is not None:
        col.up, col.down = None, None
        if down != NONE:
            col.up = down
    if down != NONE:
        _flipped(t, down, beetle)


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
