"""The cross-check's flag messages: ids and parameters, rendered from gettext catalogues (locale/<lang>.po),
the machinery the engines use (referee/catalogues.py)."""

from pathlib import Path

from referee.catalogues import Catalogue

MESSAGES = Catalogue("crosscheck", Path(__file__).resolve().parent)
msg, msg_n = MESSAGES.msg, MESSAGES.msg_n
