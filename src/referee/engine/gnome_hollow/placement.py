"""Step 1 of a turn: placing tiles. Two of the eight on the board, up to two more from storage (before,
between or after), each touching the garden with paths meeting paths and grass meeting grass; a path
another player's gnome claims is extended only with that player's consent; two unfinished paths that
both hold gnomes are never joined. Wildflower tiles skip all of that but adjacency. Then the board is
refilled from the bag.
"""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.gnome_hollow.book import BOOK, msg, msg_n
from referee.engine.gnome_hollow.context import Ctx
from referee.engine.gnome_hollow.garden import Component, cell, neighbour, opposite, orient
from referee.engine.gnome_hollow.model import Coord, GardenTile, Path, Placement, PlaceMove, Tile
from referee.engine.gnome_hollow.wildflowers import WILD_FREE
from referee.errors import InputError, suggest

TWO_FROM_BOARD = BOOK.rule(
    "gnome-hollow.place.two-from-board",
    en="Each turn you take exactly two of the eight tiles on the tile board and place them.",
    es="Cada turno eliges exactamente dos de las ocho losetas del tablero y las colocas.",
    nl="Elke beurt kies je precies 2 van de 8 tegels op het tuintegelbord en leg je ze aan.",
    ru="Каждый ход вы берёте ровно две из восьми плиток на планшете и выкладываете их.",
    quotes={
        "es": "Primero, elige dos de las 8 losetas disponibles",
        "nl": [
            "De actieve speler kiest 2 van de 8 beschikbare tuintegels op het tuintegelbord.",
            "Vervolgens ga je deze tegels aanleggen in de tuin en hierbij moet je rekening houden met de volgende "
            "regels:",
        ],
    },
)

FROM_STORAGE = BOOK.rule(
    "gnome-hollow.place.from-storage",
    en="You may also place up to two tiles from your storage, before, between or after the two board tiles.",
    es="También puedes colocar hasta dos losetas de tu almacenamiento, antes, entre o después de las dos del tablero.",
    nl="Je mag ook maximaal 2 tegels uit je opslag aanleggen, voor, tussen of na de 2 gekozen tegels.",
    ru="Можно также выложить до двух плиток из своего запаса — до, между или после двух плиток с планшета.",
    quotes={
        "es": "decide si también deseas usar hasta 2 losetas de tu almacenamiento personal",
        "nl": "Tijdens deze stap mag je bijkomend, maximaal 2 tegels uit je opslag in de tuin aanleggen. Hiervoor "
        "gelden dezelfde plaatsingsregels en je mag dit voor, tussen of na het leggen van de gekozen tuintegels doen.",
    },
)

BOOK.explain_sentences(
    "gnome-hollow/nl/extra/1",
    {
        "Hoe je tegels in je opslag krijgt": "a pointer to later passages (the tile bonus, the wildflower bonus), "
        "which gnome-hollow.bonuses.tile and gnome-hollow.wildflowers.tile-to-storage quote"
    },
)

ADJACENT = BOOK.rule(
    "gnome-hollow.place.adjacent",
    en="Each tile must touch the stump or a tile already in the garden.",
    es="Cada loseta debe tocar el tocón u otra loseta ya colocada.",
    nl="Elke tegel moet aan de stronktegel of aan een andere tegel in de tuin grenzen.",
    ru="Каждая плитка должна касаться пня или уже выложенной плитки.",
    quotes={
        "es": "Cada loseta debe estar adyacente al tocón o a otra loseta ya colocada.",
        "nl": "Tegels moeten steeds aan de stronktegel of aan een andere tegel in de tuin grenzen.",
    },
)

EDGES_MATCH = BOOK.rule(
    "gnome-hollow.place.edges-match",
    en="Where a tile touches another, white paths must meet white paths and green grass must meet green grass.",
    es="Donde una loseta toca otra, los caminos blancos deben coincidir con caminos y la hierba verde con hierba.",
    nl="Waar een tegel een andere raakt, sluiten witte paden aan op witte paden en groene graskanten op graskanten.",
    ru="Где плитка касается другой, белые тропы должны совпадать с тропами, а зелёная трава — с травой.",
    quotes={
        "es": "Los caminos blancos y los bordes verdes deben coincidir con otros caminos/bordes si tocan otra loseta.",
        "nl": "Witte paddenstoelpaden moeten aansluiten op andere witte paden en groene graskanten moeten aansluiten "
        "op andere groene graskanten.",
    },
    facts=["gh-edges-match"],
    unless=("gnome-hollow.wildflowers.no-restrictions",),
)

CONSENT = BOOK.rule(
    "gnome-hollow.place.consent",
    en="Extending a path or ring that another player's gnome claims needs that player's permission.",
    es="Extender un camino o anillo reclamado por el gnomo de otro jugador requiere su permiso.",
    nl="Een pad of ring verlengen die door een gnoom van een andere speler geclaimd is, vraagt diens toestemming.",
    ru="Чтобы продлить тропу или кольцо, занятые гномом другого игрока, нужно его разрешение.",
    quotes={
        "es": "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso.",
        "nl": "Als je bij het leggen een ring/pad verlengd die geclaimd is door een andere speler, moet je "
        "toestemming vragen aan deze speler om de tegel te mogen leggen.",
    },
    unless=("gnome-hollow.wildflowers.no-restrictions",),
)

NO_JOIN = BOOK.rule(
    "gnome-hollow.place.no-joining-claimed-paths",
    en="Two unfinished paths that both hold gnomes may never be connected.",
    es="Dos caminos incompletos que tengan gnomos no pueden conectarse.",
    nl="Twee onvoltooide paden waarop allebei een gnoom staat, mogen nooit verbonden worden.",
    ru="Две незавершённые тропы, на каждой из которых стоит гном, соединять нельзя.",
    quotes={"es": "Si dos caminos están incompletos y ambos tienen gnomos en ellos, NO PUEDEN ser conectados."},
    # the es text: wildflower tiles "no tienen restricciones de colocación" (the engine lets them join such paths)
    unless=("gnome-hollow.wildflowers.no-restrictions",),
)

FLIP = BOOK.rule(
    "gnome-hollow.place.flip",
    en="Every tile shows its mirror image on the back; you may place either side.",
    es="Cada loseta tiene su versión espejo en el reverso; puedes usar cualquiera de los dos lados.",
    nl="Elke tegel is gespiegeld aan de achterkant; je mag de voor- of achterkant gebruiken.",
    ru="На обороте каждой плитки — её зеркальное отражение; можно выкладывать любой стороной.",
    quotes={
        "es": "Cada loseta tiene una versión espejo de sí misma en ambos lados, así que siéntete libre de voltear "
        "la loseta para obtener la orientación deseada.",
        "nl": "De tegels zijn gespiegeld aan de achterkant en kunnen dus met de voor- of achterkant gebruikt worden.",
    },
)

REFILL = BOOK.rule(
    "gnome-hollow.place.refill",
    en="After taking your two tiles, refill the tile board with two tiles drawn from the bag.",
    es="Tras tomar tus dos losetas, rellena el tablero con dos losetas de la bolsa.",
    nl="Nadat je 2 tegels hebt gekozen, vul je het aanbod aan met 2 willekeurige tegels uit de zak.",
    ru="Взяв две плитки, пополните планшет двумя плитками из мешка.",
    quotes={
        "nl": "Nadat je 2 tegels hebt gekozen, vul je het aanbod tuintegels weer aan met 2 willekeurige tegels uit "
        "de zak."
    },
)


def gnomes_on(ctx: Ctx, comp: Component) -> list[tuple[str, int]]:
    """(player, gnome index) of every gnome standing on a run of path."""
    return [
        (p.name, i)
        for p in ctx.pos.players
        for i, g in enumerate(p.gnomes)
        if g.at == "path" and (g.tile, g.path) in comp.nodes
    ]


def place_tiles(ctx: Ctx, move: PlaceMove) -> None:
    r = ctx.ruling
    player = ctx.player(move.player)
    board = [t for t in move.tiles if t.source == "board"]
    stored = [t for t in move.tiles if t.source == "storage"]
    _check_tiles_exist(ctx, move)
    _check_board_tiles(ctx, board)
    r.used(
        "position.garden",
        len(ctx.garden.cells),
        msg(
            "gnome-hollow.place.geometry-used",
            "tile geometry is not in the texts: hex tiles, sides and paths as the position describes them",
        ),
    )
    if stored:
        r.require(
            len(stored) <= 2,
            FROM_STORAGE,
            msg("gnome-hollow.place.storage-count", "{n} tiles from storage; at most 2 per turn", n=len(stored)),
        )
        r.require(
            len({t.index for t in stored}) == len(stored),
            FROM_STORAGE,
            msg("gnome-hollow.place.storage-same-twice", "the same storage tile twice"),
        )
        r.because(
            FROM_STORAGE,
            msg_n(
                "gnome-hollow.place.from-storage",
                "{n} tile from {player}'s storage, in the order given",
                "{n} tiles from {player}'s storage, in the order given",
                len(stored),
                player=move.player,
            ),
        )
    for n, pl in enumerate(move.tiles):
        tile = ctx.pos.board[pl.index] if pl.source == "board" else player.storage[pl.index]
        place_one(ctx, move, pl, tile, f"move.tiles[{n}]")
    # remove what was used (highest index first so the others keep their place), then refill
    for i in sorted((t.index for t in stored), reverse=True):
        player.storage.pop(i)
    for i in sorted((t.index for t in board), reverse=True):
        ctx.pos.board.pop(i)
    refill(ctx, 2, list(move.draw), REFILL)


def _check_board_tiles(ctx: Ctx, board: list[Placement]) -> None:
    """Exactly two tiles from the board, two different ones."""
    r = ctx.ruling
    r.require(
        len(board) == 2,
        TWO_FROM_BOARD,
        msg_n(
            "gnome-hollow.place.board-count",
            "the move places {n} tile from the board; a turn places exactly 2 of them",
            "the move places {n} tiles from the board; a turn places exactly 2 of them",
            len(board),
        ),
    )
    r.require(
        len({t.index for t in board}) == 2,
        TWO_FROM_BOARD,
        msg("gnome-hollow.place.board-same-twice", "the two board tiles must be two different tiles"),
    )
    r.because(
        TWO_FROM_BOARD,
        msg("gnome-hollow.place.two-board-tiles", "two tiles from the board: {tiles}", tiles=[t.index for t in board]),
    )


def _check_tiles_exist(ctx: Ctx, move: PlaceMove) -> None:
    """A board or storage index that names no tile is bad input (a tile that is not there), not a broken rule."""
    for n, t in enumerate(move.tiles):
        held = ctx.pos.board if t.source == "board" else ctx.player(move.player).storage
        if t.index >= len(held):
            where = "the board" if t.source == "board" else f"{move.player}'s storage"
            valid = [str(i) for i in range(len(held))]
            raise InputError(
                f"{t.source} tile {t.index} does not exist ({where} holds {len(held)}){suggest(str(t.index), valid)}",
                field=f"move.tiles[{n}].index",
            )


def place_one(ctx: Ctx, move: PlaceMove, pl: Placement, tile: Tile, where: str) -> None:
    r, garden = ctx.ruling, ctx.garden
    c = pl.at
    r.require(
        c not in garden.cells,
        ADJACENT,
        msg("gnome-hollow.place.cell-taken", "{where}: cell {cell} already holds a tile", where=where, cell=cell(c)),
    )
    touching = [s for s in range(6) if neighbour(c, s) in garden.cells]
    r.require(
        bool(touching),
        ADJACENT,
        msg(
            "gnome-hollow.place.not-touching",
            "{where}: cell {cell} touches neither the stump nor any tile",
            where=where,
            cell=cell(c),
        ),
    )
    if tile.wildflower:
        r.because(
            WILD_FREE,
            msg(
                "gnome-hollow.place.wildflower-anywhere",
                "{where}: the {kind} wildflower tile goes anywhere touching the garden",
                where=where,
                kind=tile.wildflower,
            ),
        )
        garden.add(GardenTile(at=c, wildflower=tile.wildflower))
        ctx.new_tiles.add(c)
        r.event(ADJACENT, PLACED, at=list(c), tile=tile.short(), source=pl.source)
        return
    paths = orient(tile, pl.rotation, pl.flip)
    if pl.flip:
        r.because(FLIP, msg("gnome-hollow.place.flipped", "{where}: placed on its mirrored back side", where=where))
    _check_edges(ctx, c, paths, touching, where)
    for k, p in enumerate(paths):
        _check_joins(ctx, move, c, k, p.sides, where)
    garden.add(GardenTile(at=c, paths=paths))
    ctx.new_tiles.add(c)
    r.event(ADJACENT, PLACED, at=list(c), tile=GardenTile(at=c, paths=paths).short(), source=pl.source)


PLACED = msg("gnome-hollow.place.placed", "tile placed")


def _check_edges(ctx: Ctx, c: Coord, paths: list[Path], touching: list[int], where: str) -> None:
    """Every side touching the garden: path against path, grass against grass."""
    r, garden = ctx.ruling, ctx.garden
    mine = {s for p in paths for s in p.sides}
    for s in touching:
        n = neighbour(c, s)
        theirs = garden.has_path(n, opposite(s))
        here = PATH if s in mine else GRASS
        there = PATH if theirs else GRASS
        r.require(
            (s in mine) == theirs,
            EDGES_MATCH,
            msg(
                "gnome-hollow.place.edge-mismatch",
                "{where}: side {side} of the tile at {cell} is {here} but the tile at {other} shows {there} there",
                where=where,
                side=s,
                cell=cell(c),
                here=here,
                other=cell(n),
                there=there,
            ),
            lacks={WILD_FREE.id: _not_wild(where)},
        )
    r.because(
        ADJACENT,
        msg(
            "gnome-hollow.place.touches",
            "{where}: {cell} touches the garden on side(s) {sides}",
            where=where,
            cell=cell(c),
            sides=touching,
        ),
    )
    r.because(
        EDGES_MATCH,
        msg(
            "gnome-hollow.place.edges-ok",
            "{where}: every touching side matches (path to path, grass to grass)",
            where=where,
        ),
    )


PATH = msg("gnome-hollow.place.side-path", "path")
GRASS = msg("gnome-hollow.place.side-grass", "grass")


def _not_wild(where: str) -> Msg:
    return msg("gnome-hollow.place.not-wildflower", "{where} is not a wildflower tile", where=where)


def _check_joins(ctx: Ctx, move: PlaceMove, c: Coord, k: int, sides: list[int], where: str) -> None:
    """The runs of path the new tile's path ``k`` joins: never two unfinished ones holding gnomes; one another
    player's gnome claims only with that player's consent."""
    r, garden = ctx.ruling, ctx.garden
    joined: dict[frozenset, Component] = {}
    for s in sides:
        n = neighbour(c, s)
        j = garden.path_on_side(n, opposite(s)) if n in garden.cells else None
        if j is not None:
            comp = garden.component((n, j))
            joined.setdefault(comp.nodes, comp)
    held = [(comp, gnomes_on(ctx, comp)) for comp in joined.values()]
    held = [(comp, g) for comp, g in held if g]
    unfinished = [(comp, g) for comp, g in held if not comp.closed]
    if len(unfinished) >= 2:
        who = [_gnome_of(pn, gi) for _, g in unfinished for pn, gi in g]
        r.illegal(
            NO_JOIN,
            msg(
                "gnome-hollow.place.joins-claimed",
                "{where}: path {path} would join two unfinished paths holding gnomes ({gnomes})",
                where=where,
                path=k,
                gnomes=who,
            ),
            lacks={WILD_FREE.id: _not_wild(where)},
        )
    for _, g in held:
        for other in sorted({pn for pn, _ in g if pn != move.player}):
            r.require(
                other in move.consent,
                CONSENT,
                msg(
                    "gnome-hollow.place.no-consent",
                    "{where}: extends a path claimed by {other}'s gnome without {other}'s permission "
                    "(list them in move.consent)",
                    where=where,
                    other=other,
                ),
                lacks={WILD_FREE.id: _not_wild(where)},
            )
            r.because(
                CONSENT,
                msg(
                    "gnome-hollow.place.consent-given",
                    "{where}: {other} allowed extending the path their gnome claims",
                    where=where,
                    other=other,
                ),
            )


def _gnome_of(player: str, gnome: int) -> Msg:
    return msg("gnome-hollow.place.gnome-of", "{player}'s gnome {gnome}", player=player, gnome=gnome)


def refill(ctx: Ctx, n: int, drawn_faces: list[Tile], rule) -> int:
    """Draw ``n`` tiles from the bag onto the board; returns how many were drawn."""
    pos, r = ctx.pos, ctx.ruling
    got = 0
    for _ in range(n):
        if pos.bag:
            pos.board.append(pos.bag.pop(0))
        elif pos.bag_hidden > 0:
            pos.bag_hidden -= 1
            if drawn_faces:
                pos.board.append(drawn_faces.pop(0))
            else:
                r.event(
                    rule,
                    msg(
                        "gnome-hollow.place.hidden-draw",
                        "drew a tile whose face the position does not give (add it to `board` to go on)",
                    ),
                )
        else:
            break
        got += 1
    r.event(
        rule,
        msg_n(
            "gnome-hollow.place.refilled",
            "board refilled with {n} tile from the bag",
            "board refilled with {n} tiles from the bag",
            got,
        ),
        bag_left=len(pos.bag) + pos.bag_hidden,
    )
    return got
