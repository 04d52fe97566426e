"""Second chance: a tile that cannot capture joins the queue and the player tries again with the deck's top tile."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown
from referee.engine.core.verdict import Need
from referee.engine.solstis import capture, rainbows, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import peek
from referee.engine.solstis.model import Column

TO_QUEUE = BOOK.rule(
    "solstis.second-chance.tile-joins-queue",
    quotes={
        "ru": "Второй шанс: если выбранный тайл не может произвести захват, то он помещается в очередь, лицевой "
        "стороной вверх."
    },
    facts=["queue-failed-tile"],
    en="A played tile that cannot capture joins the queue face up (first empty column, else at the end).",
    es="Una loseta jugada que no captura va a la fila boca arriba (primera columna vacía o al final).",
    nl="Een gespeelde tegel die niets vangt gaat open in de rij (eerste lege kolom, anders achteraan).",
    ru="Тайл, который не захватывает, кладут в очередь лицом вверх (в первую пустую колонку или в конец).",
)
DRAW = BOOK.rule(
    "solstis.second-chance.draw-and-retry",
    quotes={
        "ru": "Затем возьмите тайл из колоды, чтобы попытаться сделать новый захват. Если возможно, захват "
        "выполняется таким же образом."
    },
    en="Then draw the top tile of the deck and try to capture with it the same way.",
    es="Después roba la loseta superior del mazo e intenta capturar con ella del mismo modo.",
    nl="Trek dan de bovenste tegel van de stapel en probeer er op dezelfde manier mee te vangen.",
    ru="Затем возьмите тайл из колоды и попробуйте захватить им так же.",
)


EMPTY_COLUMN = BOOK.fact(
    "empty-column",
    "number",
    msg("solstis.fact.empty-column", "Which queue column (counted from 1) is the first empty one? (0: none)"),
    rule=TO_QUEUE,
)


def to_queue(t, tile: str, rule, how: Msg) -> None:
    """A tile joins the queue face up: the first empty column, else the end. Which column is an event's detail
    (a fact never asked): from the queue, else said in general terms."""
    queue = t.pos.__dict__["queue"]  # the working queue follows the fact

    def compute() -> int:
        if not t.knows("queue"):
            raise Unknown
        return next((i + 1 for i, col in enumerate(queue) if col.up is None and col.down is None), 0)

    column = peek(t, EMPTY_COLUMN.about(tile), compute)
    if column is None:
        queue.append(Column(up=tile))
        t.ruling.event(
            rule,
            msg(
                "solstis.second-chance.to-queue-general",
                "{tile} ({how}) goes face up to the queue (its first empty column, else the end)",
                tile=tile,
                how=how,
            ),
            tile=tile,
        )
        return
    if column:
        while len(queue) < column:  # a stated column beyond the queue the position gives
            queue.append(Column())
        queue[column - 1].up = tile
        t.ruling.event(
            rule,
            msg(
                "solstis.second-chance.to-empty-column",
                "{tile} ({how}) goes face up to the empty queue column {column}",
                tile=tile,
                how=how,
                column=column,
            ),
            tile=tile,
            column=column,
        )
        return
    queue.append(Column(up=tile))
    t.ruling.event(
        rule,
        msg(
            "solstis.second-chance.to-queue-end",
            "{tile} ({how}) goes face up at the end of the queue",
            tile=tile,
            how=how,
        ),
        tile=tile,
        column=len(queue),
    )


def second_chance(t, played: str) -> None:
    from referee.engine.solstis.endgame import EMPTY_PILE, must_pass, pile_empty

    ruling = t.ruling
    if pile_empty(t):  # known empty, check_play has already refused the tile; else it is asked only now
        ruling.illegal(EMPTY_PILE, must_pass(t, played))
    ruling.because(
        TO_QUEUE, msg("solstis.second-chance.captures-nothing", "{tile} captures nothing in the queue", tile=played)
    )
    to_queue(t, played, TO_QUEUE, capture.PLAYED)
    pile = t.pos.draw_pile
    top = pile[0] if pile else tiles.UNKNOWN  # a pile not given (it is not empty): its top is asked
    if top == tiles.UNKNOWN:
        ruling.undetermined(
            DRAW,
            msg(
                "solstis.second-chance.top-unknown",
                "the second chance draws the top tile of the draw pile, which the position does not give",
            ),
            needs=[
                Need(
                    msg("solstis.need.pile-top", "Which tile is on top of the draw pile?"),
                    "position.draw_pile[0]",
                    "component",
                )
            ],
        )
    pile.pop(0)
    ruling.event(
        DRAW,
        msg(
            "solstis.second-chance.draws",
            "{player} draws {tile} from the draw pile for a second chance",
            player=t.who,
            tile=top,
        ),
        tile=top,
    )
    if capture.capture(t, top, t.move.second_capture, "move.second_capture", capture.DRAWN):
        ruling.require(
            t.move.rainbow is None,
            rainbows.GAIN,
            msg("solstis.second-chance.drawn-captured", "the drawn {tile} captured: no rainbow is gained", tile=top),
        )
        return
    if t.move.second_capture is not None:
        ruling.illegal(
            capture.MATCH,
            msg(
                "solstis.second-chance.drawn-cannot-capture",
                "the drawn {tile} cannot capture {other}",
                tile=top,
                other=t.move.second_capture,
            ),
        )
    to_queue(t, top, rainbows.GAIN, capture.DRAWN)
    rainbows.gain(t)
