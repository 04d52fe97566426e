"""The rule book of Gnome Hollow. Rules are declared beside their checks, one module per topic:

- garden.py      the garden's geometry: hex tiles, sides, paths, rings (what a ring is, its size)
- placement.py   step 1: which tiles, where, how (adjacency, matching edges, consent, gnome-held paths, refill)
- rings.py       step 2: completed rings (owner, harvest, the unclaimed centre, ring markers)
- bonuses.py     the five marker bonuses (signpost, tile, flower, mushroom, extra marker) and storage
- wildflowers.py the wildflower bonus of the 2nd, 4th and 6th marker
- gnomes.py      steps 3-4: moving a gnome and resolving it (claim, flower market, signpost, windmill market)
- setup.py       the Dutch set-up walkthrough
- endgame.py     the three end triggers and the last gnome activations
- scoring.py     flowers, ring markers, sales; the tie-break

Quotes are verbatim from ``rulebooks/gnome-hollow/es.txt`` (Spanish summary) and ``nl.txt`` (Dutch
walkthrough). A rule both texts state cites both.
"""

from __future__ import annotations

from pathlib import Path

from referee.catalogues import Catalogue
from referee.engine.core.rules import RuleBook

GAME = "gnome-hollow"
BOOK = RuleBook(GAME)

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue(GAME, Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
