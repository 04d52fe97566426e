"""The Solstis rule book: every rule module declares its rules here, beside the code that checks them."""

from pathlib import Path

from referee.catalogues import Catalogue
from referee.engine.core.rules import RuleBook

BOOK = RuleBook("solstis")

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue("solstis", Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
