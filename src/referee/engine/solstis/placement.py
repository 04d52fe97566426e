"""Putting a land tile on its own cell of a panorama, and what a rainbow or the evil spirit already there means."""

from __future__ import annotations

from referee.engine.solstis import board, evil, tiles
from referee.engine.solstis.book import BOOK

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


def place_tile(t, player: str, tile: str, how: str) -> None:
    """Put ``tile`` on its cell of ``player``'s panorama (``how``: 'played', 'captured', 'Eagle', ...)."""
    pos, ruling = t.pos, t.ruling
    p = pos.players[player]
    cell = tile
    if cell == board.evil_cell(pos, player):
        ruling.undetermined(
            evil.EXP_BLOCKS,
            f"{tile} ({how}) belongs on {cell}, where the evil spirit sits; the text forbids placing it there "
            "but does not say where the tile goes instead",
            needs=["what happens to a tile whose cell the evil spirit blocks"],
        )
    here = p.panorama.get(cell)
    if here is None:
        p.panorama[cell] = tile
        ruling.event(OWN_CELL, f"{tile} ({how}) goes to cell {cell} of {player}'s panorama", tile=tile, cell=cell)
        return
    if here != tiles.RAINBOW:
        raise AssertionError(f"{tile} is already on {player}'s panorama")  # validation makes this impossible
    if cell in board.spirit_cells(p):
        pos.discard.append(tile)
        ruling.because(UNDER_SPIRIT, f"{cell} holds a rainbow under a spirit")
        ruling.event(
            UNDER_SPIRIT, f"{tile} ({how}) is removed: its cell {cell} holds a rainbow under a spirit", tile=tile
        )
        return
    dest = t.move.move_rainbows.get(cell) if player == t.me else None
    if dest is None:
        ruling.undetermined(
            FREE_MOVES,
            f"{tile} ({how}) belongs on {cell}, which holds a free rainbow; the rainbow moves, but the move does not "
            "say where",
            needs=[f"move.move_rainbows.{cell}: the free cell the rainbow moves to"],
        )
    if dest == board.evil_cell(pos, player):
        ruling.illegal(evil.EXP_BLOCKS, f"the rainbow from {cell} cannot move onto the evil spirit's cell {dest}")
    ruling.require(
        evil.is_free(pos, player, dest) and dest != cell,
        FREE_MOVES,
        f"the rainbow from {cell} cannot move to {dest}: that cell is not free",
    )
    ruling.because(FREE_MOVES, f"the free rainbow on {cell} moves to {dest}")
    p.panorama[dest] = tiles.RAINBOW
    p.panorama[cell] = tile
    ruling.event(FREE_MOVES, f"the rainbow on {cell} moves to {dest}", cell=cell, to=dest)
    ruling.event(OWN_CELL, f"{tile} ({how}) goes to cell {cell} of {player}'s panorama", tile=tile, cell=cell)
