"""The engine core's own messages (those every game shares); each game keeps its own beside its rules."""

from pathlib import Path

from referee.catalogues import Catalogue

MESSAGES = Catalogue("core", Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
