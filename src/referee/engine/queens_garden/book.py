"""The rule book of Azul: Queen's Garden. Rules are declared beside their checks, one module per topic:

- acquire.py  Q&A paragraphs 1-2 (what you must take, the round's stack, empty garden extensions)
- place.py    Q&A paragraphs 3-4 (paying for a tile, where it may go)
- passing.py  Q&A paragraph 5 (passing, the first-player marker)
- end.py      Q&A paragraph 6 (emptying storage, the evaluation marker)
"""

from __future__ import annotations

from pathlib import Path

from referee.catalogues import Catalogue
from referee.engine.core.rules import RuleBook

GAME = "queens-garden"
BOOK = RuleBook(GAME)

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue(GAME, Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
