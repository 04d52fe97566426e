"""The Mycelium rule book: every rule module declares its rules here, beside its checks."""

from pathlib import Path

from referee.catalogues import Catalogue
from referee.engine.core.rules import RuleBook

BOOK = RuleBook("mycelium")

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue("mycelium", Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
