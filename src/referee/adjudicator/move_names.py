"""Move types in the players' words: the engines name a move by its `type` value ("use_action"); a player
chooses "use an action card" (or "usar una carta de acción"). A type without a name here shows as itself."""

from __future__ import annotations

from referee.adjudicator.messages import msg
from referee.catalogues import Msg

NAMES: dict[tuple[str, str], Msg] = {
    ("mycelium", "build"): msg("dispute.move.mycelium.build", "build Paths"),
    ("mycelium", "exchange"): msg("dispute.move.mycelium.exchange", "exchange cards"),
    ("mycelium", "attack"): msg("dispute.move.mycelium.attack", "attack a Path"),
    ("mycelium", "use_action"): msg("dispute.move.mycelium.use_action", "use an action card"),
    ("mycelium", "nutrient_card"): msg("dispute.move.mycelium.nutrient_card", "take a nutrient card"),
    ("mycelium", "gather"): msg("dispute.move.mycelium.gather", "gather"),
    ("mycelium", "place"): msg("dispute.move.mycelium.place", "place gatherers"),
    ("mycelium", "draw"): msg("dispute.move.mycelium.draw", "draw cards"),
    ("mycelium", "buy"): msg("dispute.move.mycelium.buy", "buy items"),
    ("mycelium", "trade"): msg("dispute.move.mycelium.trade", "trade with a teammate"),
    ("mycelium", "use_hero"): msg("dispute.move.mycelium.use_hero", "use a Hero"),
    ("solstis", "play"): msg("dispute.move.solstis.play", "play a tile"),
    ("solstis", "pass"): msg("dispute.move.solstis.pass", "pass"),
    ("gnome-hollow", "place"): msg("dispute.move.gnome-hollow.place", "place tiles"),
    ("gnome-hollow", "gnome"): msg("dispute.move.gnome-hollow.gnome", "move a gnome"),
    ("gnome-hollow", "pass"): msg("dispute.move.gnome-hollow.pass", "pass"),
    ("gnome-hollow", "setup"): msg("dispute.move.gnome-hollow.setup", "set up the game"),
    ("queens-garden", "acquire"): msg("dispute.move.queens-garden.acquire", "acquire a hex"),
    ("queens-garden", "place"): msg("dispute.move.queens-garden.place", "place a hex"),
    ("queens-garden", "pass"): msg("dispute.move.queens-garden.pass", "pass"),
}


def move_name(game: str, kind: str) -> Msg:
    return NAMES.get((game, kind)) or Msg.plain(str(kind))
