"""A player's tile storage: at most two tiles (wildflower tiles included), at most one wildflower."""

from __future__ import annotations

from referee.engine.gnome_hollow.book import BOOK, msg
from referee.engine.gnome_hollow.context import Chooser, Ctx
from referee.engine.gnome_hollow.model import Player, Tile

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


def store(ctx: Ctx, chooser: Chooser, player: Player, tile: Tile) -> None:
    """Put a tile in storage, then discard down to the limits (the player picks which)."""
    r = ctx.ruling
    player.storage.append(tile)
    r.event(
        STORAGE_LIMIT,
        msg("gnome-hollow.storage.stores", "{player} stores a tile", player=player.name),
        tile=tile.short(),
        storage=len(player.storage),
    )
    every = list(range(len(player.storage)))
    wild = [i for i, t in enumerate(player.storage) if t.wildflower]
    if len(wild) > 1:
        what = msg(
            "gnome-hollow.storage.which-wildflower",
            "{player} holds two wildflower tiles: which one is discarded?",
            player=player.name,
        )
        _discard(ctx, player, chooser.pick(r, "discard", wild, ONE_WILD, what, every), ONE_WILD)
    if len(player.storage) > 2:
        opts = list(range(len(player.storage)))
        what = msg(
            "gnome-hollow.storage.which-tile", "{player} stores 3 tiles: which one is discarded?", player=player.name
        )
        _discard(ctx, player, chooser.pick(r, "discard", opts, STORAGE_LIMIT, what, opts), STORAGE_LIMIT)


def _discard(ctx: Ctx, player: Player, i: int, rule) -> None:
    tile = player.storage.pop(i)
    ctx.pos.discarded.append(tile)
    ctx.ruling.event(
        rule,
        msg("gnome-hollow.storage.discards", "{player} discards a stored tile", player=player.name),
        tile=tile.short(),
    )
