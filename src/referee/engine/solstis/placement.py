"""Putting a land tile on its own cell of a panorama, and what a rainbow or the evil spirit already there means."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.solstis import board, evil, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import who
from referee.engine.solstis.model import PLAYER

OWN_CELL = BOOK.rule(
    "solstis.panorama.tile-to-its-cell",
    quotes={"ru": "Затем сыгранный и захваченный тайлы будут размещены на своих местах в панораме гор."},
    facts=["pyramid"],
    en="A land tile always goes to its own cell of the panorama (its row and number).",
    es="Una loseta de tierra siempre va a su propia casilla del panorama (su fila y su número).",
    nl="Een landtegel gaat altijd naar zijn eigen vak in het panorama (zijn rij en zijn getal).",
    ru="Тайл земли всегда кладётся на своё место в панораме (его ряд и число).",
)
UNDER_SPIRIT = BOOK.rule(
    "solstis.rainbow.under-spirit-tile-removed",
    quotes={
        "ru": [
            "Примечание: Если позже вы будете вынуждены поставить тайл, соответствующий положению, в котором "
            "находится радуга:",
            "Если радуга находится под духом, тайл панорамы удаляется;",
        ]
    },
    facts=["rainbow-displaced"],
    en="A tile whose cell holds a rainbow under a spirit is removed from the game.",
    es="Si en la casilla de la loseta hay un arcoíris bajo un espíritu, la loseta se retira.",
    nl="Ligt op het vak van de tegel een regenboog onder een geest, dan wordt de tegel verwijderd.",
    ru="Если на месте тайла лежит радуга под духом, тайл удаляется.",
)
FREE_MOVES = BOOK.rule(
    "solstis.rainbow.free-rainbow-moves",
    quotes={
        "ru": "Если радуга свободна, вы можете переместить радугу в другое место и поместить тайл панорамы на ее место."
    },
    facts=["rainbow-displaced"],
    en="A tile whose cell holds a free rainbow takes that cell; the rainbow moves to another free cell.",
    es="Si en la casilla hay un arcoíris libre, la loseta ocupa su sitio y el arcoíris va a otra casilla libre.",
    nl="Ligt er een vrije regenboog op het vak, dan neemt de tegel die plek in en gaat de regenboog naar een "
    "ander vrij vak.",
    ru="Если на месте тайла свободная радуга, тайл занимает место, а радугу переносят на другое свободное место.",
)


RAINBOWS_ON = BOOK.fact(
    "rainbows-on",
    "several_of",
    msg("solstis.fact.rainbows-on", "Which of the cells {cells} of {player}'s panorama hold a rainbow?"),
    rule=FREE_MOVES,
)


def rainbows_on(t, player: str, cells: list[str]) -> set[str]:
    """Which of these cells of the panorama hold a rainbow (what decides where their tiles go): from the panorama,
    else stated or asked, once for the tiles one capture places."""

    def compute() -> list[str]:
        if not t.knows("panorama", player):
            raise Unknown
        panorama = t.pos.__dict__["players"][player].__dict__["panorama"]
        return [c for c in cells if panorama.get(c) == tiles.RAINBOW]

    if player == PLAYER:  # nobody named: asked of the player at the table
        question = msg(
            "solstis.fact.rainbows-on-yours", "Which of the cells {cells} of your panorama hold a rainbow?", cells=cells
        )
    else:
        question = msg(
            "solstis.fact.rainbows-on",
            "Which of the cells {cells} of {player}'s panorama hold a rainbow?",
            cells=cells,
            player=player,
        )
    fact = RAINBOWS_ON.about(",".join(cells))
    return set(read_fact(t.pos, fact, compute, question=question, choices=tuple(cells)))


def place_tile(t, player: str, tile: str, how: Msg, on_rainbow: bool | None = None) -> None:
    """Put ``tile`` on its cell of ``player``'s panorama (``how``: played, captured, or the spirit that brought it;
    ``on_rainbow``: whether its cell holds a rainbow, when the caller has asked already)."""
    pos, ruling = t.pos, t.ruling
    p = pos.__dict__["players"][player]  # what is read of the part is its own fields
    cell = tile
    if cell == board.evil_cell(pos, player):
        ruling.undetermined(
            evil.EXP_BLOCKS,
            msg(
                "solstis.panorama.cell-blocked",
                "{tile} ({how}) belongs on {cell}, where the evil spirit sits; the text forbids placing it there "
                "but does not say where the tile goes instead",
                tile=tile,
                how=how,
                cell=cell,
            ),
            needs=[
                Need(
                    msg("solstis.need.blocked-tile", "What happens to a tile whose cell the evil spirit blocks?"),
                    None,
                    "rule",
                )
            ],
        )
    if on_rainbow is None:
        on_rainbow = cell in rainbows_on(t, player, [cell])
    if not on_rainbow:
        if p.__dict__["panorama"].get(cell) is not None:  # validation makes this impossible
            raise AssertionError(f"{tile} is already on {player}'s panorama")
        p.__dict__["panorama"][cell] = tile
        ruling.event(OWN_CELL, _goes_to(tile, how, cell, player), tile=tile, cell=cell)
        return
    if _under_spirit(t, player, cell):
        pos.discard.append(tile)
        ruling.because(
            UNDER_SPIRIT,
            msg("solstis.panorama.rainbow-under-spirit", "{cell} holds a rainbow under a spirit", cell=cell),
        )
        ruling.event(
            UNDER_SPIRIT,
            msg(
                "solstis.panorama.removed",
                "{tile} ({how}) is removed: its cell {cell} holds a rainbow under a spirit",
                tile=tile,
                how=how,
                cell=cell,
            ),
            tile=tile,
        )
        return
    _move_free_rainbow(t, player, tile, how, cell)


UNDER_A_SPIRIT = BOOK.fact(
    "rainbow-under-spirit",
    "yes_no",
    msg("solstis.fact.rainbow-under-spirit", "Does a spirit sit on the rainbow on {cell} of {player}'s panorama?"),
    rule=UNDER_SPIRIT,
)
DEST_FREE = BOOK.fact(
    "rainbow-to",
    "yes_no",
    msg("solstis.fact.rainbow-to", "Is {cell} a free cell of {player}'s panorama (for the rainbow to move to)?"),
    rule=FREE_MOVES,
)


def _under_spirit(t, player: str, cell: str) -> bool:
    def compute() -> bool:
        if not t.knows("spirits", player):
            raise Unknown
        return cell in board.spirit_cells(t.pos.__dict__["players"][player])

    question = msg(
        "solstis.fact.rainbow-under-spirit",
        "Does a spirit sit on the rainbow on {cell} of {player}'s panorama?",
        cell=cell,
        player=who(player),
    )
    return bool(read_fact(t.pos, UNDER_A_SPIRIT.about(cell), compute, question=question))


def _free(t, player: str, cell: str) -> bool:
    """The rainbow's destination is free (not the evil spirit's cell either: checked before)."""

    def compute() -> bool:
        if not t.knows("panorama", player):
            raise Unknown
        return evil.is_free(t.pos, player, cell)

    question = msg(
        "solstis.fact.rainbow-to",
        "Is {cell} a free cell of {player}'s panorama (for the rainbow to move to)?",
        cell=cell,
        player=who(player),
    )
    return bool(read_fact(t.pos, DEST_FREE.about(cell), compute, question=question))


def _goes_to(tile: str, how: Msg, cell: str, player: str) -> Msg:
    return msg(
        "solstis.panorama.goes-to-cell",
        "{tile} ({how}) goes to cell {cell} of {player}'s panorama",
        tile=tile,
        how=how,
        cell=cell,
        player=who(player),
    )


def _move_free_rainbow(t, player: str, tile: str, how: Msg, cell: str) -> None:
    """The tile's cell holds a free rainbow: it moves where the move says, and the tile takes its cell."""
    pos, ruling = t.pos, t.ruling
    p = pos.__dict__["players"][player]
    dest = t.move.move_rainbows.get(cell) if player == t.me else None
    if dest is None:
        _ask_destination(ruling, tile, how, cell)
    if dest == board.evil_cell(pos, player):
        ruling.illegal(
            evil.EXP_BLOCKS,
            msg(
                "solstis.panorama.rainbow-onto-evil",
                "the rainbow from {cell} cannot move onto the evil spirit's cell {to}",
                cell=cell,
                to=dest,
            ),
        )
    ruling.require(
        dest != cell and _free(t, player, dest),
        FREE_MOVES,
        msg(
            "solstis.panorama.rainbow-dest-taken",
            "the rainbow from {cell} cannot move to {to}: that cell is not free",
            cell=cell,
            to=dest,
        ),
    )
    ruling.because(
        FREE_MOVES,
        msg("solstis.panorama.free-rainbow-moves", "the free rainbow on {cell} moves to {to}", cell=cell, to=dest),
    )
    p.__dict__["panorama"][dest] = tiles.RAINBOW
    p.__dict__["panorama"][cell] = tile
    ruling.event(
        FREE_MOVES,
        msg("solstis.panorama.rainbow-moved", "the rainbow on {cell} moves to {to}", cell=cell, to=dest),
        cell=cell,
        to=dest,
    )
    ruling.event(OWN_CELL, _goes_to(tile, how, cell, player), tile=tile, cell=cell)


def _ask_destination(ruling, tile: str, how: Msg, cell: str) -> None:
    ruling.undetermined(
        FREE_MOVES,
        msg(
            "solstis.panorama.rainbow-where",
            "{tile} ({how}) belongs on {cell}, which holds a free rainbow; the rainbow moves, but the move does "
            "not say where",
            tile=tile,
            how=how,
            cell=cell,
        ),
        needs=[
            Need(
                msg(
                    "solstis.need.rainbow-moves-to",
                    "Which free cell does the rainbow on {cell} move to?",
                    cell=cell,
                ),
                f"move.move_rainbows.{cell}",
                "component",
            )
        ],
    )
