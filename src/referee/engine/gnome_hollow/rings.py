"""Step 2 of a turn: resolving the rings the placed tiles completed.

Owned by the active player's gnome: harvest every mushroom on it. Owned by another player's gnome: the
completer gets nothing and moves no marker; that gnome is laid flat and its owner resolves the ring in
their next turn. Unclaimed: its mushrooms wait in its centre. Then the owner (or, for an unclaimed
ring, the completer) moves their leftmost ring marker to a slot of the column matching the ring's size.
"""

from __future__ import annotations

from dataclasses import dataclass

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.gnome_hollow.bonuses import BONUS_COLUMNS, apply_bonus, bonus_label, ring_record
from referee.engine.gnome_hollow.book import BOOK, msg, msg_n
from referee.engine.gnome_hollow.config import column_for
from referee.engine.gnome_hollow.context import Chooser, Ctx, untraced
from referee.engine.gnome_hollow.garden import RING, STUMP_COUNTS, Component, cell
from referee.engine.gnome_hollow.model import Choices, Marker, Player, Ring, given
from referee.engine.gnome_hollow.placement import gnomes_on
from referee.engine.gnome_hollow.wildflowers import WILD_MARKERS, wildflower_bonus
from referee.errors import InputError, suggest

CHECK_AFTER = BOOK.rule(
    "gnome-hollow.rings.check-after-placing",
    en="Once your tiles are placed, check whether they completed a ring.",
    es="Una vez colocadas tus losetas, comprueba si se ha creado un anillo.",
    nl="Na het leggen van je tegels kijk je of je een ring voltooid hebt.",
    ru="Выложив плитки, проверьте, не замкнулось ли кольцо.",
    quotes={
        "es": "Una vez que hayas colocado tus dos losetas obligatorias (y hasta dos losetas adicionales si lo "
        "deseas), verifica si se ha creado un Anillo.",
        "nl": "Als je een ring voltooit na het leggen van je 2 tegels dan:",
    },
)

OWNER_HARVESTS = BOOK.rule(
    "gnome-hollow.rings.owner-harvests",
    en="A ring claimed by one of your gnomes: collect all the mushrooms on it.",
    es="Un anillo reclamado por uno de tus gnomos: recoges todos sus hongos.",
    nl="Een ring geclaimd door een van jouw gnomen: verzamel alle paddenstoelen van de ring.",
    ru="Кольцо, занятое вашим гномом: соберите все грибы на нём.",
    quotes={
        "es": "Quien sea dueño del Anillo recoge todos los hongos en él.",
        "nl": "Ring geclaimd door 1 van jouw gnomen: verzamel alle paddenstoelen van de ring (foto 1).",
    },
)

OTHER_OWNER = BOOK.rule(
    "gnome-hollow.rings.other-players-ring",
    en="Completing a ring another player's gnome claims gets you nothing: lay that gnome flat; its owner "
    "resolves the ring in their next turn.",
    es="Si completas un anillo reclamado por el gnomo de otro jugador no recibes nada: su gnomo se tumba y su "
    "dueño lo resuelve en su siguiente turno.",
    nl="Voltooi je een ring die een gnoom van een andere speler claimt, dan krijg je niets: leg die gnoom plat; "
    "de eigenaar werkt de ring in zijn volgende beurt af.",
    ru="Замкнув кольцо, занятое гномом другого игрока, вы ничего не получаете: гнома кладут, и его владелец "
    "разыгрывает кольцо в свой следующий ход.",
    quotes={
        "nl": "Ring geclaimd door een gnoom van een andere speler:\xa0krijgt je niets, de desbetreffende speler "
        "werkt in zijn volgende beurt deze voltooide ring af. Ter herinnering leg je de gnoom van die speler plat "
        "(foto 2).",
        "es": "Quien sea dueño del Anillo recoge todos los hongos en él.",
    },
)

UNCLAIMED_CENTRE = BOOK.rule(
    "gnome-hollow.rings.unclaimed-centre",
    en="A ring no gnome claims: the mushrooms you would collect go to its centre, for any player to claim later.",
    es="Un anillo sin dueño: los hongos que se recogerían se colocan en su centro para recogerlos más tarde.",
    nl="Een ring zonder gnoom: de paddenstoelfiches gaan naar het midden van de ring, voor later.",
    ru="Кольцо без гнома: грибы, которые можно было бы собрать, кладут в его центр — позже их может забрать любой.",
    quotes={
        "es": "Si nadie es dueño del Anillo, todos los hongos que deberían haber sido recogidos se colocan en el "
        "centro del anillo para una posible recolección posterior.",
        "nl": "Ring die niet geclaimd is door een gnoom:\xa0leg je de paddenstoelfiches, die je kan verzamelen, in "
        "het midden van de ring. Deze kunnen later geclaimd worden door eender welke speler (foto 3).",
    },
)

MARKER_TO_COLUMN = BOOK.rule(
    "gnome-hollow.rings.marker-to-column",
    en="Move your leftmost ring marker to the player-board column whose number matches the ring's tile count.",
    es="Mueve tu marcador de anillo más a la izquierda a la columna cuyo número coincide con las losetas del anillo.",
    nl="Verplaats je meest linkse ringmarkeersteen naar de kolom met het getal gelijk aan het aantal tegels.",
    ru="Переместите крайний левый маркер кольца в столбец, номер которого равен числу плиток кольца.",
    quotes={
        "es": "toma el marcador de anillo más a la izquierda de su tablero de jugador y lo coloca en una ranura que "
        "coincida con el número de losetas en el Anillo.",
        "nl": "Vervolgens verplaats je je meest linkse ringmarkeersteen op je spelersbord naar de kolom waarvan het "
        "getal overeenkomt met het aantal tegels in je voltooide ring.",
    },
    facts=["gh-eight-markers", "gh-not-found"],
)

CHOOSE_SLOT = BOOK.rule(
    "gnome-hollow.rings.choose-slot",
    en="Where a column has several free slots, you choose which one the marker fills.",
    es="Si la columna tiene varios espacios, eliges cuál llenar.",
    nl="Heeft de kolom meerdere vrije velden, dan kies je er 1.",
    ru="Если в столбце несколько свободных ячеек, вы выбираете, какую занять.",
    quotes={
        "es": "Algunos de estos tienen múltiples espacios, puedes elegir cuál llenar",
        "nl": "We plaatsen onze eerste ringmarkeersteen dus naar 1 van de 2 voorziene velden in de kolom met getal "
        "4 (foto).",
    },
)

COLUMN_FULL = BOOK.rule(
    "gnome-hollow.rings.column-full",
    en="If every slot of that ring size's column is taken, you place no marker.",
    es="Si ya ocupaste todos los espacios de ese tamaño, no colocas marcador.",
    nl="Is er in de kolom met dat getal geen veld meer vrij, dan verplaats je geen ringmarkeersteen.",
    ru="Если все ячейки столбца этого размера заняты, маркер не ставится.",
    quotes={
        "es": "Si ya has reclamado todos los espacios para ese tamaño, NO puedes colocar un marcador.",
        "nl": "ook niet als er in de kolom met dat getal geen veld meer beschikbaar is op je spelersbord!",
    },
)

NO_MARKER_OTHERS = BOOK.rule(
    "gnome-hollow.rings.no-marker-for-others-ring",
    en="You move no ring marker for a ring another player's gnome claims; the owner does, or for an unclaimed "
    "ring the player who completed it.",
    es="No mueves marcador por un anillo de otro jugador: lo hace su dueño, o quien lo completó si no tiene dueño.",
    nl="Je verplaatst geen ringmarkeersteen voor een ring die een andere speler claimt.",
    ru="За кольцо, занятое чужим гномом, маркер не двигается; это делает владелец, а за ничьё — тот, кто замкнул.",
    quotes={
        "nl": "Je verplaatst geen ringmarkeersteen als je een ring afmaakt die geclaimd is door een andere speler",
        "es": "Quien sea dueño del Anillo, o si está sin reclamar, el jugador que completó el anillo hace lo "
        "siguiente:",
    },
)


RINGS_CLOSED = BOOK.fact(
    "rings-closed",
    "number",
    msg("gnome-hollow.fact.rings-closed", "How many rings do the placed tiles complete (0: none)?"),
    rule=CHECK_AFTER,
)
RING_SIZE = BOOK.fact(
    "ring-size",
    "number",
    msg(
        "gnome-hollow.fact.ring-size",
        "How many tiles does the completed ring run through (the stump counts as one tile)?",
    ),
    rule=RING,
)
RING_STUMP = BOOK.fact(
    "ring-stump",
    "yes_no",
    msg("gnome-hollow.fact.ring-stump", "Does the completed ring run through the stump tile?"),
    rule=STUMP_COUNTS,
)
RING_OWNERS = BOOK.fact(
    "ring-owners",
    "several_of",
    msg(
        "gnome-hollow.fact.ring-owners",
        "Whose gnomes stand on the completed ring (none: an empty list)?",
    ),
    rule=OTHER_OWNER,
)


def resolve_pending(ctx: Ctx, name: str, choices: list[Choices], where: str) -> None:
    """Rings completed by others on this player's claimed paths (their gnome lies flat): resolve them now."""
    check_choice_tiles(ctx, choices, where)
    # a gnome standing up is the usual case, looked at out of the tracer's sight; a flat one decides (and is read)
    quiet = ctx.quiet_player(name)
    flat = untraced(lambda: [i for i, g in enumerate(quiet.gnomes) if g.flat])
    if not flat:
        return
    player = ctx.player(name)
    for i in flat:
        g = player.gnomes[i]
        if not g.flat or g.at != "path":  # (read again: the tracer sees what decided)
            continue
        comp = ctx.garden.component((g.tile, g.path))
        ctx.ruling.event(
            OTHER_OWNER,
            msg(
                "gnome-hollow.rings.resolves-flat",
                "{player} resolves the ring their flat gnome claims",
                player=name,
            ),
            ring=list(g.tile),
        )
        ch = _chooser(ctx, comp, choices, where)
        _resolve_own(ctx, ch, player, comp)
    for i in flat:
        player.gnomes[i] = player.gnomes[i].model_copy(update={"flat": False})


def check_choice_tiles(ctx: Ctx, choices: list[Choices], where: str) -> None:
    """A choice naming its ring by a tile the garden does not have is bad input (no such tile) -- where the
    position gives the garden; one that leaves it out lets the tile stand for itself."""
    cells = untraced(lambda: sorted(ctx.geo.cells) if ctx.garden_given else [])
    for k, ch in enumerate(choices):
        if cells and ch.tile is not None and ch.tile not in cells:
            shown = [cell(c) for c in cells]
            field = f"{_label(where, k)}.tile"
            raise InputError(f"no garden tile at {cell(ch.tile)}{suggest(cell(ch.tile), shown)}", field=field)


def _completed(ctx: Ctx) -> list[Component]:
    """The rings the placed tiles complete; Unknown without the garden or a placed tile's face."""
    if not ctx.garden_given or ctx.faces_unknown:
        raise Unknown
    return [c for c in ctx.geo.components() if c.is_ring and c.tiles & ctx.new_tiles]


def resolve_new_rings(ctx: Ctx, name: str, choices: list[Choices], where: str) -> None:
    r = ctx.ruling
    check_choice_tiles(ctx, choices, where)
    n = read_fact(ctx.pos, RINGS_CLOSED, lambda: len(_completed(ctx)))
    if not n:
        r.because(CHECK_AFTER, msg("gnome-hollow.rings.none", "no ring was completed"))
        return
    player = ctx.player(name)
    if not ctx.garden_given or ctx.faces_unknown:
        _resolve_described(ctx, player, n, choices, where)
        return
    _ = ctx.garden  # what follows reads the rings' tiles, mushrooms and gnomes: the garden decides
    rings = _completed(ctx)

    def order(c: Component) -> tuple:
        named = [k for k, ch in enumerate(choices) if ch.tile is not None and ch.tile in c.tiles]
        return (named[0] if named else len(choices), c.anchor())

    rings = sorted(rings, key=order)
    if len(rings) > 1:
        r.because(
            CHECK_AFTER,
            msg(
                "gnome-hollow.rings.several",
                "{n} rings completed at once; the texts give no order, so they resolve in the order "
                "move.rings names them (then west to east)",
                n=len(rings),
            ),
        )
    for comp in rings:
        key = cell(comp.anchor()[0]).replace(" ", "") if len(rings) > 1 else None
        _resolve_ring(ctx, player, comp, _chooser(ctx, comp, choices, where), key)


@dataclass(frozen=True)
class RingView:
    """A completed ring the position does not draw (no garden): what the players say of it."""

    size: int


GARDEN_NEED = msg("gnome-hollow.rings.garden-question", "Which tiles does the garden hold (position.garden)?")


def _resolve_described(ctx: Ctx, player: Player, n: int, choices: list[Choices], where: str) -> None:
    """The position leaves the garden out: the ring as the players describe it (size, stump, whose gnomes)."""
    if n > 1:
        ctx.ruling.undetermined(
            CHECK_AFTER,
            msg(
                "gnome-hollow.rings.several-need-garden",
                "{n} rings completed at once: the garden decides how each one resolves",
                n=n,
            ),
            needs=[Need(GARDEN_NEED, "position.garden", "text")],
        )
    ch = ctx.chooser(choices[0], _label(where, 0)) if choices else ctx.chooser(Choices(), f"{where}[0]")
    _resolve_ring(ctx, player, None, ch, None)


THROUGH_STUMP = msg(
    "gnome-hollow.rings.through-stump", "the ring runs through the stump, which counts as one of its tiles"
)
UNCLAIMED = msg("gnome-hollow.rings.unclaimed", "no gnome claims the ring")
TO_CENTRE = msg("gnome-hollow.rings.to-centre", "no gnome claims it: its mushrooms wait in its centre")


def _own_ring(name: str) -> Msg:
    return msg("gnome-hollow.rings.own-ring", "the ring is claimed by {player}'s gnome", player=name)


def _harvests(name: str) -> Msg:
    return msg("gnome-hollow.rings.harvests", "{player} harvests every mushroom on the ring", player=name)


def _others_ring(other: str, name: str) -> Msg:
    return msg(
        "gnome-hollow.rings.others-ring",
        "the ring is claimed by {other}'s gnome, not {player}'s",
        other=other,
        player=name,
    )


def _laid_flat(other: str, name: str) -> Msg:
    return msg(
        "gnome-hollow.rings.laid-flat",
        "{other}'s gnome claims it: {player} gets nothing; {other}'s gnome is laid flat",
        other=other,
        player=name,
    )


def _no_marker(name: str, other: str) -> Msg:
    return msg(
        "gnome-hollow.rings.no-marker", "{player} moves no ring marker for {other}'s ring", player=name, other=other
    )


def _completer_marks(name: str) -> Msg:
    return msg(
        "gnome-hollow.rings.completer-marks",
        "unclaimed: {player}, who completed it, moves the ring marker",
        player=name,
    )


def _resolve_ring(ctx: Ctx, player: Player, comp: Component | None, ch: Chooser, key: str | None) -> None:
    """One completed ring: whose it is decides who harvests and who moves a marker. (Whose it is is read first:
    a ring holding gnomes of two players is left open, whatever its size.)"""
    r, name = ctx.ruling, player.name
    owners = read_fact(ctx.pos, RING_OWNERS.about(key) if key else RING_OWNERS, lambda: _owners(ctx, comp))
    if len(owners) > 1:
        _several_owners(ctx, owners)
    size = read_fact(ctx.pos, RING_SIZE.about(key) if key else RING_SIZE, lambda: _known(comp).size)
    r.event(
        CHECK_AFTER,
        msg("gnome-hollow.rings.completed", "a ring of {size} tiles is completed", size=size),
        size=size,
        tiles=[list(t) for t in sorted(comp.tiles)] if comp is not None else None,
    )
    r.because(
        RING,
        msg("gnome-hollow.rings.closed-loop", "closed loop of white path through {size} tiles, no open end", size=size),
    )
    stump = read_fact(
        ctx.pos, RING_STUMP.about(key) if key else RING_STUMP, lambda: ctx.geo.stump() in _known(comp).tiles
    )
    if stump:
        r.because(STUMP_COUNTS, THROUGH_STUMP)
    ring = comp if comp is not None else RingView(size)
    if owners == [name]:
        if comp is None:
            r.because(OWNER_HARVESTS, _own_ring(name))
            r.event(OWNER_HARVESTS, _harvests(name))
            place_marker(ctx, ch, player, ring)
        else:
            _resolve_own(ctx, ch, player, comp)
    elif owners:
        if comp is None:
            r.because(OTHER_OWNER, _others_ring(owners[0], name))
            r.event(OTHER_OWNER, _laid_flat(owners[0], name))
            r.because(NO_MARKER_OTHERS, _no_marker(name, owners[0]))
        else:
            _lay_flat(ctx, name, owners[0], comp)
    elif comp is None:
        r.because(UNCLAIMED_CENTRE, UNCLAIMED)
        r.event(UNCLAIMED_CENTRE, TO_CENTRE)
        r.because(NO_MARKER_OTHERS, _completer_marks(name))
        place_marker(ctx, ch, player, ring)
    else:
        _leave_unclaimed(ctx, ch, player, comp)


def _several_owners(ctx: Ctx, owners: list[str]) -> None:
    """Gnomes of two players on one ring (a wildflower may join their paths): the texts give a ring one owner."""
    ctx.ruling.undetermined(
        OTHER_OWNER,
        msg(
            "gnome-hollow.rings.several-owners",
            "the ring holds gnomes of {players}; the texts give one owner per ring",
            players=owners,
        ),
        needs=[
            Need(
                msg(
                    "gnome-hollow.rings.owner-question",
                    "Which player's gnome owns the ring: {players}?",
                    players=owners,
                ),
                None,
                "rule",
                tuple(owners),
            )
        ],
    )


def _known(comp: Component | None) -> Component:
    if comp is None:
        raise Unknown
    return comp


def _owners(ctx: Ctx, comp: Component | None) -> list[str]:
    """The players whose gnomes stand on the ring; Unknown without the garden or every player's gnomes."""
    if comp is None or not given(ctx.pos, "players") or not all(given(p, "gnomes") for p in ctx.pos.players):
        raise Unknown
    return sorted({pn for pn, _ in gnomes_on(ctx, comp)})


def _lay_flat(ctx: Ctx, name: str, other: str, comp: Component) -> None:
    """Another player's gnome on the ring claims it: that gnome is laid flat; the completer gets nothing."""
    r = ctx.ruling
    op = ctx.player(other)
    for i, g in enumerate(op.gnomes):
        if g.at == "path" and (g.tile, g.path) in comp.nodes:
            op.gnomes[i] = g.model_copy(update={"flat": True})
    r.because(OTHER_OWNER, _others_ring(other, name))
    r.event(OTHER_OWNER, _laid_flat(other, name))
    r.because(NO_MARKER_OTHERS, _no_marker(name, other))


def _leave_unclaimed(ctx: Ctx, ch: Chooser, player: Player, comp: Component) -> None:
    """No gnome on the ring: its mushrooms wait in its centre, and the completer moves the ring marker."""
    r = ctx.ruling
    centre = ctx.garden.mushrooms(comp)
    rec = ring_record(ctx, comp)
    if rec is None:
        node = comp.anchor()
        rec = Ring(tile=node[0], path=node[1])
        ctx.pos.rings.append(rec)
    rec.centre = list(centre)
    r.because(UNCLAIMED_CENTRE, UNCLAIMED)
    r.event(UNCLAIMED_CENTRE, TO_CENTRE, mushrooms=centre)
    r.because(NO_MARKER_OTHERS, _completer_marks(player.name))
    place_marker(ctx, ch, player, comp)


def _chooser(ctx: Ctx, comp: Component, choices: list[Choices], where: str) -> Chooser:
    """The move's choices for this ring: the entry naming one of its tiles, else the next unnamed one."""
    used = {id(c.choices) for c in ctx.choosers}
    for k, c in enumerate(choices):
        if c.tile is not None and c.tile in comp.tiles and id(c) not in used:
            return ctx.chooser(c, _label(where, k))
    for k, c in enumerate(choices):
        if c.tile is None and id(c) not in used:
            return ctx.chooser(c, _label(where, k))
    return ctx.chooser(Choices(tile=comp.anchor()[0]), f"{where}[{len(choices)}]")


def _label(where: str, k: int) -> str:
    """Field path of choice entry ``k``: ``move.rings[k]`` (a list of entries), or ``move.choices`` itself."""
    return f"{where}[{k}]" if where.endswith("rings") else where


def _resolve_own(ctx: Ctx, ch: Chooser, player: Player, comp: Component) -> None:
    got = ctx.garden.mushrooms(comp)
    for colour in got:
        player.mushrooms[colour] = player.mushrooms.get(colour, 0) + 1
    ctx.ruling.because(OWNER_HARVESTS, _own_ring(player.name))
    ctx.ruling.event(OWNER_HARVESTS, _harvests(player.name), mushrooms=got)
    place_marker(ctx, ch, player, comp)


def text_column(ctx: Ctx, size: int) -> tuple[str, list[list[str]]] | None:
    """Without a game-config's columns, the two small columns the texts and facts describe: column 4 has
    2 slots (the nl example) and column 3 one slot (facts: gh-ring-min-size); neither gives a bonus (the nl
    text: bonuses come from columns 5, 6 and 7+)."""
    if ctx.config is not None and ctx.config.columns:
        return None
    no_bonus = msg(
        "gnome-hollow.rings.small-column-no-bonus",
        "column {column} gives no bonus: bonuses come from columns 5, 6 and 7+",
        column=size,
    )
    if size == 4:
        ctx.ruling.because(
            CHOOSE_SLOT,
            msg("gnome-hollow.rings.column-4", "column 4 has 2 slots (the nl text's example); no game-config needed"),
        )
        ctx.ruling.because(BONUS_COLUMNS, no_bonus)
        return "4", [[], []]
    if size == 3:
        ctx.ruling.because(
            RING,
            msg(
                "gnome-hollow.rings.column-3", "column 3 has one slot (facts: gh-ring-min-size); no game-config needed"
            ),
        )
        ctx.ruling.because(BONUS_COLUMNS, no_bonus)
        return "3", [[]]
    return None


MARKERS_USED = BOOK.fact(
    "markers-used",
    "number",
    msg("gnome-hollow.fact.markers-used", "How many ring markers has the player moved off the track so far?"),
    rule=MARKER_TO_COLUMN,
)
COLUMN_TAKEN = BOOK.fact(
    "column-taken",
    "several_of",
    msg(
        "gnome-hollow.fact.column-taken",
        "Which slots of that column on the player's board already hold a marker (none: an empty list)?",
    ),
    rule=CHOOSE_SLOT,
)


def _markers(player: Player) -> list[Marker]:
    if not given(player, "markers"):
        raise Unknown
    return player.markers


def place_marker(ctx: Ctx, ch: Chooser, player: Player, comp: Component | RingView) -> None:
    r = ctx.ruling
    name = untraced(lambda: player.name)
    used_id = MARKERS_USED.about(name)
    used = _markers_used(ctx, player, name)
    if used >= 8:
        r.event(
            MARKER_TO_COLUMN,
            msg(
                "gnome-hollow.rings.no-marker-left", "{player} has no ring marker left on the track", player=player.name
            ),
        )
        return
    col = text_column(ctx, comp.size) or column_for(ctx.config, comp.size, r, MARKER_TO_COLUMN)
    if col is None:
        r.event(
            MARKER_TO_COLUMN,
            msg(
                "gnome-hollow.rings.no-column",
                "the player board has no column for a ring of {size} tiles: no marker",
                size=comp.size,
            ),
        )
        return
    key, slots = col
    taken_id = COLUMN_TAKEN.about(f"{name}:{key}")
    taken = _slots_taken(ctx, player, name, key, len(slots))
    free = [i for i in range(len(slots)) if i not in taken]
    if not free:
        _column_full(ctx, player, key, len(slots))
        return
    what = msg(
        "gnome-hollow.rings.which-slot",
        "Which free slot of column {column} does {player}'s marker take?",
        column=key,
        player=player.name,
    )
    slot = ch.pick(r, "slot", free, CHOOSE_SLOT, what, list(range(len(slots))))
    if len(free) > 1:
        r.because(
            CHOOSE_SLOT,
            msg(
                "gnome-hollow.rings.slot-chosen",
                "column {column} has free slots {free}; slot {slot} chosen",
                column=key,
                free=free,
                slot=slot,
            ),
        )
    ctx.since.setdefault(used_id.id, []).append(slot)
    ctx.since[taken_id.id].append(slot)
    _move_marker(ctx, ch, player, comp, key, slot, used + 1)
    _slot_bonuses(ctx, ch, player, comp, key, slot, slots[slot])


def _slot_bonuses(
    ctx: Ctx, ch: Chooser, player: Player, comp: Component | RingView, key: str, slot: int, bonuses: list[str]
) -> None:
    for bonus in bonuses:
        ctx.ruling.event(
            BONUS_COLUMNS,
            msg(
                "gnome-hollow.rings.slot-bonus",
                "slot {slot} of column {column} gives a {bonus} bonus",
                slot=slot,
                column=key,
                bonus=bonus_label(bonus),
            ),
            bonus=bonus,
        )
        apply_bonus(ctx, ch, player, bonus, comp, key)


def _markers_used(ctx: Ctx, player: Player, name: str) -> int:
    """How many markers the player has moved off the track, counting this move's (``ctx.since``)."""
    fact = MARKERS_USED.about(name)
    moved = ctx.since.setdefault(fact.id, [])
    question = msg(
        "gnome-hollow.fact.markers-used-of",
        "How many ring markers has {player} moved off the track so far?",
        player=name,
    )
    return read_fact(ctx.pos, fact, lambda: len(_markers(player)) - len(moved), question=question) + len(moved)


def _slots_taken(ctx: Ctx, player: Player, name: str, key: str, n: int) -> list[int]:
    """The slots of column ``key`` holding the player's markers, counting this move's."""
    fact = COLUMN_TAKEN.about(f"{name}:{key}")
    filled = ctx.since.setdefault(fact.id, [])
    question = msg(
        "gnome-hollow.fact.column-taken-of",
        "Which slots of column {column} on {player}'s board already hold a marker (none: an empty list)?",
        column=key,
        player=name,
    )
    taken = read_fact(
        ctx.pos,
        fact,
        lambda: sorted({m.slot for m in _markers(player) if m.column == key} - set(filled)),
        question=question,
        choices=tuple(range(n)),
    )
    return [*taken, *filled]


def _column_full(ctx: Ctx, player: Player, key: str, slots: int) -> None:
    """Every slot of the ring size's column is taken: no marker is placed."""
    r = ctx.ruling
    r.event(
        COLUMN_FULL,
        msg(
            "gnome-hollow.rings.column-full",
            "every slot of {player}'s column {column} is taken: no marker placed",
            player=player.name,
            column=key,
        ),
        column=key,
    )
    r.because(
        COLUMN_FULL,
        msg_n(
            "gnome-hollow.rings.slots-all-taken",
            "column {column} has {n} slot, taken",
            "column {column} has {n} slots, all taken",
            slots,
            column=key,
        ),
    )


def _move_marker(
    ctx: Ctx, ch: Chooser, player: Player, comp: Component | RingView, key: str, slot: int, n: int
) -> None:
    """The marker (no. ``n``) leaves the track for its slot; the 2nd, 4th and 6th earn a wildflower bonus."""
    r = ctx.ruling
    untraced(lambda: player.markers.append(Marker(column=key, slot=slot)))
    r.because(
        MARKER_TO_COLUMN,
        msg(
            "gnome-hollow.rings.marker-goes",
            "a ring of {size} tiles: {player}'s marker goes to column {column}",
            size=comp.size,
            player=player.name,
            column=key,
        ),
    )
    r.event(
        MARKER_TO_COLUMN,
        msg(
            "gnome-hollow.rings.marker-moved",
            "{player} moves ring marker no. {marker} to column {column}, slot {slot}",
            player=player.name,
            marker=n,
            column=key,
            slot=slot,
        ),
        column=key,
        slot=slot,
        marker=n,
    )
    if n in WILD_MARKERS:
        wildflower_bonus(ctx, ch, player, n)
