"""Gaining a rainbow after a failed second chance, and where a rainbow may be placed."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.solstis import board, evil, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import peek

GAIN = BOOK.rule(
    "solstis.rainbow.gained-after-failed-second-chance",
    quotes={
        "ru": "Если взятый тайл по-прежнему не позволяет выполнить захват, он добавляется в очередь, лицевой "
        "стороной вверх, и вы получаете радужный тайл."
    },
    facts=["rainbows", "queue-failed-tile"],
    en="If the drawn tile cannot capture either, it joins the queue face up and you gain a rainbow tile.",
    es="Si la loseta robada tampoco captura, va a la fila boca arriba y ganas una loseta de arcoíris.",
    nl="Kan de getrokken tegel ook niets vangen, dan gaat hij open in de rij en krijg je een regenboogtegel.",
    ru="Если и взятый тайл не захватывает, он идёт в очередь лицом вверх, а вы получаете радугу.",
)
NEXT_TO_OWN = BOOK.rule(
    "solstis.rainbow.next-to-own-tile",
    quotes={
        "ru": "Поместите этот тайл в любое свободное место на вашей панораме по вашему выбору, при условии, что он "
        "находится рядом с тайлом, который у вас уже есть в панораме."
    },
    facts=["adjacency"],
    # "Если это первый ход игры ..., она может попасть куда угодно": the first turn lifts the adjacency condition
    unless=("solstis.rainbow.first-turn-anywhere",),
    en="The rainbow goes on any free cell of your panorama next to a tile you already have there.",
    es="El arcoíris va a cualquier casilla libre de tu panorama junto a una loseta que ya tengas.",
    nl="De regenboog gaat op een vrij vak van je panorama naast een tegel die je daar al hebt.",
    ru="Радугу кладут на любое свободное место своей панорамы рядом с уже лежащим тайлом.",
)
FIRST_TURN = BOOK.rule(
    "solstis.rainbow.first-turn-anywhere",
    quotes={"ru": "Если это первый ход игры и вы получаете радугу, она может попасть куда угодно."},
    en="On the first turn of the game a rainbow you gain may go anywhere.",
    es="En el primer turno de la partida, el arcoíris que ganes puede ir a cualquier casilla.",
    nl="In de eerste beurt van het spel mag een gewonnen regenboog overal liggen.",
    ru="В первый ход игры полученная радуга может лечь куда угодно.",
)


def put_rainbow(t, cell: str | None, rule, field: str, *, strict_adjacency: bool = True) -> bool:
    """Place a rainbow from the supply on ``t.me``'s panorama at ``cell`` (checked against the rainbow rules).

    False (nothing placed) for a cell next to no tile when ``strict_adjacency`` is off: the caller decides."""
    pos, ruling = t.pos, t.ruling
    _check_supply_and_cell(t, cell, rule, field)
    if cell == board.evil_cell(pos, t.me):
        ruling.illegal(
            evil.EXP_BLOCKS,
            msg("solstis.rainbow.on-evil-spirit", "{cell} holds the evil spirit: no rainbow may go on it", cell=cell),
        )
    if first_turn(t):
        _first_turn_cell(t, cell)
    elif not _fit_cell(t, cell, strict_adjacency):
        return False
    t.mine.__dict__["panorama"][cell] = tiles.RAINBOW  # the working copy; the facts stand for what was read
    if pos.__dict__["rainbows_left"] is not None:
        pos.__dict__["rainbows_left"] -= 1
    ruling.event(
        rule,
        msg("solstis.rainbow.placed", "a rainbow goes to {cell} of {player}'s panorama", cell=cell, player=t.who),
        cell=cell,
    )
    return True


FIRST = BOOK.fact(
    "first-turn", "yes_no", msg("solstis.fact.first-turn", "Is this the first turn of the game?"), rule=FIRST_TURN
)


def first_turn(t) -> bool:
    """The first turn of the game: as the position says; a position describing the players and silent on it is
    mid-game (the first turn is the exception the text names); asked of a position that describes no player."""

    def compute() -> bool:
        said = t.pos.__dict__["first_turn"]
        if said is None and not t.knows("players"):
            raise Unknown
        return bool(said)

    return bool(read_fact(t.pos, FIRST, compute))


def _first_turn_cell(t, cell: str) -> None:
    """The first turn: any free cell."""
    panorama = t.mine.__dict__["panorama"]

    def compute() -> bool:
        if not t.knows("panorama", t.me):
            raise Unknown
        return cell not in panorama

    question = msg("solstis.fact.cell-free", "Is {cell} a free cell of {player}'s panorama?", cell=cell, player=t.who)
    if not read_fact(t.pos, CELL_FREE.about(cell), compute, question=question):
        _not_free(t, cell)
    t.ruling.because(
        FIRST_TURN, msg("solstis.rainbow.first-turn", "first turn of the game: the rainbow may go anywhere")
    )
    t.ruling.used(
        "position.first_turn",
        True,
        msg("solstis.rainbow.first-turn-used", "the position says this is the first turn of the game"),
    )


def _fit_cell(t, cell: str, strict_adjacency: bool) -> bool:
    """Not the first turn: a free cell next to one of the player's tiles (False: next to none, and the caller
    decides)."""
    known = t.knows("panorama", t.me)
    panorama = t.mine.__dict__["panorama"]
    if known and not panorama:  # an empty panorama: no cell is next to a tile
        return _next_to_nothing(t, cell, strict_adjacency)

    def compute() -> bool:
        if not known:
            raise Unknown
        return cell not in panorama and any(n in panorama for n in tiles.neighbours(cell))

    question = msg(
        "solstis.fact.rainbow-cell",
        "Is {cell} a free cell of {player}'s panorama, next to one of their tiles?",
        cell=cell,
        player=t.who,
    )
    if not read_fact(t.pos, CELL_OK.about(cell), compute, question=question):
        if known and cell in panorama:
            _not_free(t, cell)
        if not strict_adjacency:
            return False
        if known:
            return _next_to_nothing(t, cell, strict_adjacency)
        t.ruling.illegal(
            NEXT_TO_OWN,
            msg(
                "solstis.rainbow.cell-unfit",
                "{cell} is not a free cell next to a tile of {player}'s panorama",
                cell=cell,
                player=t.who,
            ),
        )
    t.ruling.because(
        NEXT_TO_OWN,
        msg(
            "solstis.rainbow.next-to-own",
            "{cell} is free and next to a tile of {player}'s panorama",
            cell=cell,
            player=t.who,
        ),
    )
    return True


def _not_free(t, cell: str) -> None:
    if t.knows("panorama", t.me):
        what = cell_content(t.mine.panorama.get(cell))
        t.ruling.illegal(
            NEXT_TO_OWN, msg("solstis.rainbow.not-free", "{cell} is not free: it holds {what}", cell=cell, what=what)
        )
    t.ruling.illegal(NEXT_TO_OWN, msg("solstis.rainbow.not-free-stated", "{cell} is not free", cell=cell))


CELL_OK = BOOK.fact(
    "rainbow-cell",
    "yes_no",
    msg("solstis.fact.rainbow-cell", "Is {cell} a free cell of {player}'s panorama, next to one of their tiles?"),
    rule=NEXT_TO_OWN,
)
CELL_FREE = BOOK.fact(
    "cell-free",
    "yes_no",
    msg("solstis.fact.cell-free", "Is {cell} a free cell of {player}'s panorama?"),
    rule=NEXT_TO_OWN,
)
SUPPLY = BOOK.fact(
    "rainbow-in-supply",
    "yes_no",
    msg("solstis.fact.rainbow-in-supply", "Is a rainbow tile left in the supply?"),
    rule=GAIN,
)


def _next_to_nothing(t, cell: str, strict_adjacency: bool) -> bool:
    """A cell next to none of the player's tiles, not on the first turn: undetermined (an empty panorama), illegal,
    or False when the caller decides (the Fish's text states no adjacency condition)."""
    ruling = t.ruling
    if not t.mine.panorama:
        ruling.undetermined(
            FIRST_TURN,
            msg(
                "solstis.rainbow.empty-panorama",
                "{player}'s panorama is empty but the position says this is not the first turn of the game: no cell "
                "is next to a tile",
                player=t.who,
            ),
            needs=[
                Need(
                    msg("solstis.need.first-turn", "Is this the first turn of the game?"),
                    "position.first_turn",
                    "yes_no",
                )
            ],
        )
    if not strict_adjacency:
        return False
    ruling.illegal(
        NEXT_TO_OWN,
        msg(
            "solstis.rainbow.not-next-to-own",
            "{cell} is not next to any tile of {player}'s panorama",
            cell=cell,
            player=t.who,
        ),
        lacks={
            FIRST_TURN.id: msg(
                "solstis.rainbow.lacks-first-turn", "this is not the first turn of the game (position.first_turn)"
            )
        },
    )


def cell_content(what: str | None):
    """A cell's content as a message parameter: a tile id (data) or the word for a rainbow."""
    return msg("solstis.rainbow.a-rainbow", "a rainbow") if what == tiles.RAINBOW else what


def rule_need(question) -> Need:
    """A need no position can settle: a rule the texts do not give."""
    return Need(question, None, "rule")


def gain(t) -> None:
    t.ruling.because(GAIN, msg("solstis.rainbow.neither-captured", "neither the played nor the drawn tile captured"))
    t.ruling.event(GAIN, msg("solstis.rainbow.gains", "{player} gains a rainbow tile", player=t.who))
    put_rainbow(t, t.move.rainbow, NEXT_TO_OWN, "move.rainbow")


def _check_supply_and_cell(t, cell: str | None, rule, field: str) -> None:
    """A rainbow left in the supply, and a cell for it named by the move."""
    pos, ruling = t.pos, t.ruling

    def compute() -> bool:
        if pos.__dict__["rainbows_left"] is None and (
            t.unknown & {"players"}
            or any(f"players.{n}.panorama" in t.unknown for n in t.described)
            or len(t.described) < 2
        ):
            raise Unknown  # the supply is counted from every panorama: all must be given
        return board.rainbows_left(pos) > 0

    # only "none left" decides (undetermined): a supply the position cannot count is taken to hold one
    if peek(t, SUPPLY, compute, matters=lambda left: not left) is False:
        ruling.undetermined(
            rule,
            msg(
                "solstis.rainbow.supply-empty",
                "no rainbow tile is left in the supply; the text does not say what happens then",
            ),
            needs=[rule_need(msg("solstis.need.rainbows-used-up", "What happens when the 12 rainbows are used up?"))],
        )
    if cell is None:
        ruling.undetermined(
            rule,
            msg("solstis.rainbow.where", "a rainbow is to be placed; the move does not say where"),
            needs=[
                Need(
                    msg(
                        "solstis.need.rainbow-cell",
                        "Which free cell of your panorama (next to one of your tiles) gets the rainbow?",
                    ),
                    field,
                    "component",
                )
            ],
        )
