"""A player's tile storage: at most two tiles (wildflower tiles included), at most one wildflower."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Chooser, Ctx, untraced
from referee.engine.gnome_hollow.model import Player, Tile, given

STORAGE_LIMIT = BOOK.rule(
    "gnome-hollow.storage.limit-two",
    en="Your storage holds at most two tiles, wildflower tiles included; gaining a third, you discard one.",
    es="Tu almacenamiento guarda como máximo dos losetas, flores silvestres incluidas; con una tercera, descartas una.",
    nl="Je opslag bevat hoogstens 2 tegels, veldbloemtegels inbegrepen; krijg je een derde, dan verwijder je er 1.",
    ru="В запасе не больше двух плиток, включая полевые цветы; получив третью, одну сбрасываете.",
    quotes={
        "es": "que puede contener un máximo de 2, así que tendrás que descartar una loseta almacenada si ahora "
        "tienes 3",
        "nl": "je mag slechts 2 tegels tegelijk in je opslag hebben (inclusief veldbloemtegels). Mag je een tegel "
        "pakken en heb je er al 2, dan moet je 1 tegel uit je opslag verwijderen.",
    },
)

ONE_WILD = BOOK.rule(
    "gnome-hollow.storage.one-wildflower",
    en="You may hold only one wildflower tile in storage at any time.",
    es="Solo puedes tener una loseta de flor silvestre en tu almacenamiento en todo momento.",
    nl="Je mag op elk moment maar één veldbloemtegel in je opslag hebben.",
    ru="В запасе в любой момент может быть только одна плитка полевого цветка.",
    quotes={"es": "Solo puedes tener una Flor Silvestre en tu almacenamiento en todo momento."},
    facts=["gh-storage-wildflower"],
)


STORED = BOOK.fact(
    "storage-size",
    "number",
    msg("gnome-hollow.fact.storage-size", "How many tiles are in the player's storage (before this one)?"),
    rule=STORAGE_LIMIT,
)
STORED_WILD = BOOK.fact(
    "storage-wildflower",
    "yes_no",
    msg("gnome-hollow.fact.storage-wildflower", "Does the player's storage already hold a wildflower tile?"),
    rule=ONE_WILD,
)


def store(ctx: Ctx, chooser: Chooser, player: Player, tile: Tile) -> None:
    """Put a tile in storage, then discard down to the limits (the player picks which). What is in storage is
    read as facts (how many tiles, whether one is a wildflower), computed where the position gives the storage."""
    r = ctx.ruling
    name = untraced(lambda: player.name)
    shown = untraced(lambda: given(player, "storage"))

    fact = STORED.about(name)
    changed = ctx.since.setdefault(fact.id, [])  # +1 a tile stored, -1 one discarded, earlier in this move

    def count() -> int:
        if not shown:
            raise Unknown
        return len(player.storage) - sum(changed)

    question = msg(
        "gnome-hollow.fact.storage-size-of", "How many tiles are in {player}'s storage (before this one)?", player=name
    )
    before = read_fact(ctx.pos, fact, count, question=question) + sum(changed)
    untraced(lambda: player.storage.append(tile))
    changed.append(1)
    r.event(
        STORAGE_LIMIT,
        msg("gnome-hollow.storage.stores", "{player} stores a tile", player=name),
        tile=tile.short(),
        storage=before + 1,
    )
    every = list(range(before + 1))
    if tile.wildflower and _holds_wildflower(ctx, player, name, shown):
        # the stored ones are numbered as the position lists them; the new tile is the last
        wild = untraced(lambda: [i for i, t in enumerate(player.storage) if t.wildflower]) if shown else every
        what = msg(
            "gnome-hollow.storage.which-wildflower",
            "{player} holds two wildflower tiles: which one is discarded?",
            player=name,
        )
        _discard(ctx, player, chooser.pick(r, "discard", wild, ONE_WILD, what, every), ONE_WILD)
        before -= 1
        changed.append(-1)
    if before + 1 > 2:
        opts = list(range(before + 1))
        what = msg("gnome-hollow.storage.which-tile", "{player} stores 3 tiles: which one is discarded?", player=name)
        _discard(ctx, player, chooser.pick(r, "discard", opts, STORAGE_LIMIT, what, opts), STORAGE_LIMIT)
        changed.append(-1)


def _holds_wildflower(ctx: Ctx, player: Player, name: str, shown: bool) -> bool:
    def compute() -> bool:
        if not shown:
            raise Unknown
        return any(t.wildflower for t in player.storage[:-1])

    question = msg(
        "gnome-hollow.fact.storage-wildflower-of",
        "Does {player}'s storage already hold a wildflower tile?",
        player=name,
    )
    return read_fact(ctx.pos, STORED_WILD.about(name), compute, question=question)


def _discard(ctx: Ctx, player: Player, i: int, rule) -> None:
    tile = untraced(lambda: player.storage.pop(i) if i < len(player.storage) else None)
    if tile is not None:
        untraced(lambda: ctx.pos.discarded.append(tile))
    ctx.ruling.event(
        rule,
        msg("gnome-hollow.storage.discards", "{player} discards a stored tile", player=untraced(lambda: player.name)),
        tile=tile.short() if tile is not None else None,
    )
