"""The Solstis rule book: every rule module declares its rules here, beside the code that checks them."""

from pathlib import Path

from referee.catalogues import Catalogue, Msg
from referee.engine.core.rules import RuleBook

BOOK = RuleBook("solstis")

# the game's engine messages (reasons, events, needs, inputs used): ids and English here, translations in locale/
MESSAGES = Catalogue("solstis", Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n


def listed(items) -> list | Msg:
    """A list parameter (joined with ", "), or the word 'none' in the reader's language when it is empty."""
    items = list(items)
    return items if items else msg("solstis.none", "none")
