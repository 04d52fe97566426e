"""Check a position given as text (pasted or uploaded): the in-memory twin of ``adjudicator.check``.

Nothing touches the file system: the text is parsed with the same safe reader as position files
(``documents.parse_text``: size, alias and depth budgets) and judged by the same engine code. The
server's own, smaller document budget is checked before parsing, and checks take turns (``limits``).
"""

from __future__ import annotations

import functools
from typing import Any

from referee.adjudicator import engines
from referee.adjudicator.check import judge_position, position_from_document
from referee.documents import decode_bytes, parse_text
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Verdict
from referee.errors import InputError
from referee.server.limits import check_document_size, check_slot


@functools.cache
def engine_games() -> tuple[str, ...]:
    """Games the page can check, loaded once per process; a broken engine fails loudly, it is not hidden."""
    return engines.engine_games()


def decode_upload(raw: bytes, name: str) -> str:
    """Uploaded bytes to text, by the same rules as a position file."""
    return decode_bytes(raw, name)


def read_position_text(text: str, name: str) -> tuple[GameEngine, Any, dict]:
    """(engine, position model, raw document) from a position document's text; InputError names the field."""
    check_document_size(text, name)  # parsing cost grows with size: refuse before the parser sees it
    if "\0" in text:
        raise InputError("binary text (NUL characters); expected YAML or JSON", name)
    if not text.strip():
        raise InputError("empty; expected a YAML or JSON mapping with 'game' and 'position'", name)
    doc = parse_text(text, name)
    _no_named_files(doc, name)
    # a non-string game (a list, a mapping) is left to the validator's message, not looked up
    game = doc.get("game") if isinstance(doc, dict) else None
    if isinstance(game, str) and engines.has_engine_package(game) and game not in engine_games():
        ready = ", ".join(engine_games()) or "none yet"
        raise InputError(f"no engine for {doc['game']} in this install (checks work for: {ready})", name, "game")
    engine, position = position_from_document(doc, name)
    return engine, position, doc


def _no_named_files(doc: Any, name: str) -> None:
    """A pasted position names no file: a `config:` path was read from the server's disk (relative to its working
    folder), so anyone on the network could have it open /etc/passwd or any YAML file and read back its keys in
    the refusal. The page takes the config's values inline only."""
    position = doc.get("position") if isinstance(doc, dict) else None
    if isinstance(position, dict) and isinstance(position.get("config"), str):
        raise InputError(NAMED_FILE, name, "position.config")


NAMED_FILE = "a pasted position cannot name a file (the page reads none); give the config's values under config:"


def check_text(text: str, name: str = "pasted position") -> Verdict:
    """Verdict for a position document (with its optional `move`) given as YAML or JSON text.

    TooLarge over the document budget; Busy when all check slots stay taken."""
    check_document_size(text, name)  # before waiting for a slot: an oversized body never queues
    with check_slot():
        return judge_position(*read_position_text(text, name), name)[0]
