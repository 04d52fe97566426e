"""The adjudicator's own messages (the guided dispute's questions, move names, answer errors): one gettext
catalogue, ``adjudicator/locale/<lang>.po``, translated like the engines' (``python tools/catalogues.py``)."""

from __future__ import annotations

from pathlib import Path

from referee.catalogues import Catalogue

MESSAGES = Catalogue("dispute", Path(__file__).resolve().parent)
msg = MESSAGES.msg
