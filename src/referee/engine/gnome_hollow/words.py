"""The game's things a player names by colour or kind, shown in the reader's language: a mushroom colour and a
flower kind are ids in the position (the config's market rows, a tile's "15:blue", a wildflower "daisy"), and
a message names them in the player's words. The forms fit the catalogues' sentences: Spanish plural ("vender
exactamente 7 azules"), Dutch inflected ("7 blauwe"), Russian genitive plural ("ровно 7 синих"), as the texts
write them ("5 hongos azules", "7 blauwe paddenstoelen"). A colour or kind not listed here stays as given."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.gnome_hollow.book import msg

COLOURS = {
    "blue": msg("gnome-hollow.colour.blue", "blue"),
    "pink": msg("gnome-hollow.colour.pink", "pink"),
    "yellow": msg("gnome-hollow.colour.yellow", "yellow"),
    "purple": msg("gnome-hollow.colour.purple", "purple"),
}

FLOWERS = {
    "bluebell": msg("gnome-hollow.flower.bluebell", "bluebell"),
    "clover": msg("gnome-hollow.flower.clover", "clover"),
    "daisy": msg("gnome-hollow.flower.daisy", "daisy"),
    "foxglove": msg("gnome-hollow.flower.foxglove", "foxglove"),
    "lupine": msg("gnome-hollow.flower.lupine", "lupine"),
    "poppy": msg("gnome-hollow.flower.poppy", "poppy"),
    "primrose": msg("gnome-hollow.flower.primrose", "primrose"),
    "violet": msg("gnome-hollow.flower.violet", "violet"),
    "rose": msg("gnome-hollow.flower.rose", "rose"),
    "tulip": msg("gnome-hollow.flower.tulip", "tulip"),
    "lily": msg("gnome-hollow.flower.lily", "lily"),
    "iris": msg("gnome-hollow.flower.iris", "iris"),
}


# where a gnome goes without a tile (GnomeAt.at), as a player names it: "markt", "mercado", "рынок" is the market
PLACES: dict[str, list[Msg | str]] = {
    "market": [msg("gnome-hollow.place.market", "the windmill market"), "market", "mercado", "markt", "рынок"],
    "flower-market": [
        msg("gnome-hollow.place.flower-market", "the flower market"),
        "flower market",
        "mercado de flores",
        "bloemenmarkt",
        "цветочный рынок",
    ],
    "supply": [msg("gnome-hollow.place.supply", "the supply"), "supply", "reserva", "voorraad", "запас"],
}


def named_values() -> dict[str, list[Msg | str]]:
    """The colours, flower kinds and gnome places a player may type in their words (GameEngine.named_values):
    "azul" is blue, "markt" the market."""
    out: dict[str, list[Msg | str]] = {value: [name] for table in (COLOURS, FLOWERS) for value, name in table.items()}
    return {**out, **PLACES}


def colour_name(colour: str) -> Msg | str:
    """A mushroom colour in the reader's language (one the position invents stays as written)."""
    return COLOURS.get(str(colour).lower(), colour)


def flower_name(kind: str) -> Msg | str:
    """A flower kind in the reader's language (one the position invents stays as written)."""
    return FLOWERS.get(str(kind).lower(), kind)
