"""Step 1 of a turn: placing tiles. Two of the eight on the board, up to two more from storage (before,
between or after), each touching the garden with paths meeting paths and grass meeting grass; a path
another player's gnome claims is extended only with that player's consent; two unfinished paths that
both hold gnomes are never joined. Wildflower tiles skip all of that but adjacency. Then the board is
refilled from the bag.
"""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.gnome_hollow.book import BOOK, msg, msg_n
from referee.engine.gnome_hollow.context import Ctx, soft_fact, untraced
from referee.engine.gnome_hollow.fit import Misfit, Placed, claims, first_misfit
from referee.engine.gnome_hollow.garden import Component, cell, orient
from referee.engine.gnome_hollow.model import GardenTile, Placement, PlaceMove, Tile, given
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


# --- the facts the placement rules decide on, for the move's tiles together --------------------------------------
FIT = BOOK.fact(
    "tiles-fit",
    "one_of",
    msg(
        "gnome-hollow.fact.tiles-fit",
        "How do the placed tiles fit the garden, laid in the move's order?",
    ),
    rule=ADJACENT,
    choices=("fit", "taken", "apart", "mismatch"),
    names={
        "fit": msg(
            "gnome-hollow.choice.fit-fit",
            "each on a free cell touching the stump or a tile, every touching side matching (path to path, grass "
            "to grass)",
        ),
        "taken": msg("gnome-hollow.choice.fit-taken", "one goes on a cell that already holds a tile"),
        "apart": msg("gnome-hollow.choice.fit-apart", "one touches no tile"),
        "mismatch": msg("gnome-hollow.choice.fit-mismatch", "a touching side does not match"),
    },
)
JOINS = BOOK.fact(
    "joins-claimed",
    "yes_no",
    msg(
        "gnome-hollow.fact.joins-claimed",
        "Does a placed tile connect two unfinished paths that both hold a gnome?",
    ),
    rule=NO_JOIN,
)
CLAIMED = BOOK.fact(
    "extends-claimed",
    "several_of",
    msg(
        "gnome-hollow.fact.extends-claimed",
        "Which other players' gnomes claim a path or ring the placed tiles extend (none: an empty list)?",
    ),
    rule=CONSENT,
)
WILD_TILES = BOOK.fact(
    "wild-tiles",
    "several_of",
    msg(
        "gnome-hollow.fact.wild-tiles",
        "Which of the tiles placed from storage are wildflower tiles (by their number in move.tiles)?",
    ),
    rule=WILD_FREE,
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
    player = ctx.quiet_player(move.player)  # its storage is changed, not read: what it holds is a fact's
    board = [t for t in move.tiles if t.source == "board"]
    stored = [t for t in move.tiles if t.source == "storage"]
    untraced(lambda: _check_tiles_exist(ctx, move))
    _check_board_tiles(ctx, board)
    r.used(
        "position.garden",
        len(ctx.geo.cells),
        msg(
            "gnome-hollow.place.geometry-used",
            "tile geometry is not in the texts: hex tiles, sides and paths as the position describes them",
        ),
    )
    if stored:
        _check_storage_tiles(ctx, move, stored)
    tiles = [untraced(lambda pl=pl: _source_tile(ctx, move, pl)) for pl in move.tiles]
    wild = _wild_tiles(ctx, move, tiles)
    placed = [
        Placed(pl.at, None if i in wild else untraced(lambda pl=pl, t=t: orient(t, pl.rotation, pl.flip)))
        for i, (pl, t) in enumerate(zip(move.tiles, tiles, strict=True))
    ]
    _check_fit(ctx, move, tiles, placed)
    _check_claims(ctx, move, tiles, placed)
    for n, (pl, tile, p) in enumerate(zip(move.tiles, tiles, placed, strict=True)):
        _lay(ctx, pl, tile, p, f"move.tiles[{n}]")
    untraced(lambda: _take_away(ctx, player, board, stored))
    refill(ctx, 2, list(move.draw), REFILL)


def _check_storage_tiles(ctx: Ctx, move: PlaceMove, stored: list[Placement]) -> None:
    r = ctx.ruling
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


def _source_tile(ctx: Ctx, move: PlaceMove, pl: Placement) -> Tile:
    """The tile a placement takes; a board or storage the position leaves out holds tiles of unknown face."""
    held = ctx.pos.board if pl.source == "board" else ctx.player(move.player).storage
    return held[pl.index] if pl.index < len(held) else Tile()


def _take_away(ctx: Ctx, player, board: list[Placement], stored: list[Placement]) -> None:
    """Remove the placed tiles from board and storage (highest index first so the others keep their place)."""
    for held, used in ((player.storage, stored), (ctx.pos.board, board)):
        for i in sorted((t.index for t in used), reverse=True):
            if i < len(held):
                held.pop(i)


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
    """A board or storage index that names no tile is bad input (a tile that is not there), not a broken rule --
    where the position describes that board or storage; one it leaves out holds what the move names."""
    for n, t in enumerate(move.tiles):
        if t.source == "board":
            held, shown = ctx.pos.board, bool(ctx.pos.board)
        else:
            holder = ctx.player(move.player)
            held, shown = holder.storage, given(holder, "storage")
        if shown and t.index >= len(held):
            where = "the board" if t.source == "board" else f"{move.player}'s storage"
            valid = [str(i) for i in range(len(held))]
            raise InputError(
                f"{t.source} tile {t.index} does not exist ({where} holds {len(held)}){suggest(str(t.index), valid)}",
                field=f"move.tiles[{n}].index",
            )


def _wild_tiles(ctx: Ctx, move: PlaceMove, tiles: list[Tile]) -> set[int]:
    """Which placed tiles are wildflower tiles. A board tile is a garden tile unless its face says otherwise (the
    board is filled from the bag of garden tiles; a wildflower tile comes to storage from the wildflower bonus),
    so only a wildflower face there is a read that decided; of the storage tiles, the fact wild-tiles."""
    out = {i for i, (pl, t) in enumerate(zip(move.tiles, tiles, strict=True)) if pl.source == "board" and _wild(t)}
    stored = [i for i, pl in enumerate(move.tiles) if pl.source == "storage"]
    if stored:

        def compute() -> list[int]:
            if any(not tiles[i].face_given for i in stored):
                raise Unknown
            return [i for i in stored if tiles[i].wildflower]

        out |= set(read_fact(ctx.pos, WILD_TILES, compute, choices=tuple(stored)))
    return out


def _wild(tile: Tile) -> bool:
    if untraced(lambda: tile.wildflower) is None:
        return False
    return tile.wildflower is not None


def _faces_and_garden(ctx: Ctx, tiles: list[Tile], placed: list[Placed]) -> None:
    """Unknown unless the position gives the garden and the face of every placed garden tile."""
    if not ctx.garden_given or any(
        p.paths is not None and not t.face_given for t, p in zip(tiles, placed, strict=True)
    ):
        raise Unknown


def _misfit(ctx: Ctx, tiles: list[Tile], placed: list[Placed]) -> Misfit | None:
    _faces_and_garden(ctx, tiles, placed)
    return first_misfit(ctx.geo, placed)


def _check_fit(ctx: Ctx, move: PlaceMove, tiles: list[Tile], placed: list[Placed]) -> None:
    """Each tile on a free cell touching the garden, every touching side matching (a wildflower: any sides)."""
    r = ctx.ruling
    fit = read_fact(ctx.pos, FIT, lambda: (lambda m: m.kind if m else "fit")(_misfit(ctx, tiles, placed)))
    if fit != "fit":
        why = untraced(lambda: _misfit_msg(ctx, tiles, placed, fit))
        if fit == "mismatch":
            r.illegal(EDGES_MATCH, why, lacks={WILD_FREE.id: _not_wild("move.tiles")})
        r.illegal(ADJACENT, why)
    for n, (pl, p) in enumerate(zip(move.tiles, placed, strict=True)):
        where = f"move.tiles[{n}]"
        r.because(
            ADJACENT,
            msg(
                "gnome-hollow.place.touches-garden", "{where}: {cell} touches the garden", where=where, cell=cell(pl.at)
            ),
        )
        if p.paths is None:
            r.because(
                WILD_FREE,
                msg(
                    "gnome-hollow.place.wildflower-free",
                    "{where}: a wildflower tile goes anywhere touching the garden",
                    where=where,
                ),
            )
            continue
        if pl.flip:
            r.because(FLIP, msg("gnome-hollow.place.flipped", "{where}: placed on its mirrored back side", where=where))
        r.because(
            EDGES_MATCH,
            msg(
                "gnome-hollow.place.edges-ok",
                "{where}: every touching side matches (path to path, grass to grass)",
                where=where,
            ),
        )


def _misfit_msg(ctx: Ctx, tiles: list[Tile], placed: list[Placed], fit: str) -> Msg:
    """Which tile does not fit and how, where the position shows it; else the rule in general terms."""
    try:
        m = _misfit(ctx, tiles, placed)
    except Unknown:
        m = None
    if m is None or m.kind != fit:
        general = {
            "taken": msg("gnome-hollow.place.a-cell-taken", "a placed tile goes on a cell that already holds a tile"),
            "apart": msg("gnome-hollow.place.a-tile-apart", "a placed tile touches neither the stump nor any tile"),
        }
        return general.get(
            fit, msg("gnome-hollow.place.a-side-mismatch", "a placed tile does not match a tile it touches")
        )
    where, c = f"move.tiles[{m.index}]", placed[m.index].at
    if m.kind == "taken":
        return msg(
            "gnome-hollow.place.cell-taken", "{where}: cell {cell} already holds a tile", where=where, cell=cell(c)
        )
    if m.kind == "apart":
        return msg(
            "gnome-hollow.place.not-touching",
            "{where}: cell {cell} touches neither the stump nor any tile",
            where=where,
            cell=cell(c),
        )
    return msg(
        "gnome-hollow.place.edge-mismatch",
        "{where}: side {side} of the tile at {cell} is {here} but the tile at {other} shows {there} there",
        where=where,
        side=m.side,
        cell=cell(c),
        here=PATH if m.path_here else GRASS,
        other=cell(m.other),
        there=GRASS if m.path_here else PATH,
    )


PATH = msg("gnome-hollow.place.side-path", "path")
GRASS = msg("gnome-hollow.place.side-grass", "grass")


def _not_wild(where: str) -> Msg:
    return msg("gnome-hollow.place.not-wildflower", "{where} is not a wildflower tile", where=where)


def _claims(ctx: Ctx, tiles: list[Tile], placed: list[Placed]) -> tuple[int | None, dict[str, int]]:
    """Who holds the runs the placed tiles join; Unknown without the garden, the faces or every player's gnomes."""
    _faces_and_garden(ctx, tiles, placed)
    players = ctx.pos.players
    if not given(ctx.pos, "players") or not all(given(p, "gnomes") for p in players):
        raise Unknown
    gnomes = [(p.name, (g.tile, g.path)) for p in players for g in p.gnomes if g.at == "path"]
    return claims(ctx.geo, placed, gnomes)


def _check_claims(ctx: Ctx, move: PlaceMove, tiles: list[Tile], placed: list[Placed]) -> None:
    """Never two unfinished paths holding gnomes joined; a path another player's gnome claims extended only with
    that player's consent."""
    r = ctx.ruling
    if all(p.paths is None for p in placed):
        return  # wildflower tiles only: no placement restrictions
    if read_fact(ctx.pos, JOINS, lambda: _claims(ctx, tiles, placed)[0] is not None):
        r.illegal(
            NO_JOIN,
            msg("gnome-hollow.place.joins-two-claimed", "a placed tile would join two unfinished paths holding gnomes"),
            lacks={WILD_FREE.id: _not_wild("move.tiles")},
        )
    others = read_fact(
        ctx.pos,
        CLAIMED,
        lambda: sorted(k for k in _claims(ctx, tiles, placed)[1] if k != move.player),
    )
    for other in others:
        r.require(
            other in move.consent,
            CONSENT,
            msg(
                "gnome-hollow.place.no-consent-move",
                "a placed tile extends a path claimed by {other}'s gnome without {other}'s permission "
                "(list them in move.consent)",
                other=other,
            ),
            lacks={WILD_FREE.id: _not_wild("move.tiles")},
        )
        r.because(
            CONSENT,
            msg("gnome-hollow.place.consent-of", "{other} allowed extending the path their gnome claims", other=other),
        )


def _lay(ctx: Ctx, pl: Placement, tile: Tile, p: Placed, where: str) -> None:
    """The tile into the garden (its face read when the garden is), and the event."""
    r = ctx.ruling
    if p.paths is None:
        kind = untraced(lambda: tile.wildflower) or "wildflower"
        ctx.geo.add(GardenTile(at=p.at, wildflower=kind))
        ctx.new_tiles.add(p.at)
        r.event(ADJACENT, PLACED, at=list(p.at), tile=f"wild:{kind}", source=pl.source)
        return
    ctx.geo.add(GardenTile(at=p.at, paths=p.paths))
    ctx.new_tiles.add(p.at)
    ctx.placed(tile)
    ctx.faces_unknown |= not untraced(lambda: tile.face_given)
    shown = untraced(lambda: GardenTile(at=p.at, paths=p.paths).short()) if p.paths else "?"
    r.event(ADJACENT, PLACED, at=list(p.at), tile=shown, source=pl.source)


PLACED = msg("gnome-hollow.place.placed", "tile placed")


BAG_SIZE = BOOK.fact(
    "bag-size",
    "number",
    msg("gnome-hollow.fact.bag-size", "How many tiles are in the tile bag (before this move draws)?"),
    rule=REFILL,
)


def refill(ctx: Ctx, n: int, drawn_faces: list[Tile], rule) -> int:
    """Draw ``n`` tiles from the bag onto the board; returns how many were drawn (None: the position gives no
    bag, and the refill is said in general terms)."""
    pos, r = ctx.pos, ctx.ruling
    size = soft_fact(pos, BAG_SIZE, lambda: bag_size(ctx))
    if size is None:
        r.event(
            rule,
            msg_n(
                "gnome-hollow.place.refill-from-bag",
                "the board is refilled with {n} tile from the bag",
                "the board is refilled with {n} tiles from the bag",
                n,
            ),
        )
        return n
    got = min(n, size - ctx.bag_drawn)
    _draw(ctx, got, drawn_faces)
    ctx.bag_drawn += got
    r.event(
        rule,
        msg_n(
            "gnome-hollow.place.refilled",
            "board refilled with {n} tile from the bag",
            "board refilled with {n} tiles from the bag",
            got,
        ),
        bag_left=size - ctx.bag_drawn,
    )
    return got


def bag_size(ctx: Ctx) -> int:
    """The bag as the position gives it (its listed faces and its hidden tiles), before this move drew."""
    pos = ctx.pos
    if not (given(pos, "bag") or given(pos, "bag_hidden")):
        raise Unknown
    return len(pos.bag) + pos.bag_hidden + ctx.bag_drawn


def _draw(ctx: Ctx, n: int, drawn_faces: list[Tile]) -> None:
    """The drawn tiles onto the board: listed faces first, then hidden ones (the move's ``draw`` faces, else a
    tile of unknown face). Moving tiles decides nothing; only a hidden draw is read (it says so)."""
    pos, r = ctx.pos, ctx.ruling
    for _ in range(n):
        if untraced(lambda: bool(pos.bag)):
            untraced(lambda: pos.board.append(pos.bag.pop(0)))
            continue
        if pos.bag_hidden == 0:  # a bag the position leaves out (its size stated): tiles of unknown face
            untraced(lambda: pos.board.append(Tile()))
            continue
        _ = pos.bag  # the listed faces come first: read with the hidden count, for the same draws
        pos.bag_hidden -= 1
        face = drawn_faces.pop(0) if drawn_faces else None
        untraced(lambda face=face: pos.board.append(face or Tile()))
        if face is None:
            r.event(
                REFILL,
                msg(
                    "gnome-hollow.place.hidden-draw",
                    "drew a tile whose face the position does not give (add it to `board` to go on)",
                ),
            )
