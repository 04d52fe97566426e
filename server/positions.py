"""Check a position given as text (pasted or uploaded): the in-memory twin of ``adjudicator.check``.

Nothing touches the file system: the text is parsed with the same safe reader as position files
(``documents.parse_text``: size, alias and depth budgets) and judged by the same engine code.
"""

from __future__ import annotations

import functools
import logging
from typing import Any

from referee.engine.core.documents import MAX_BYTES, parse_text
from referee.engine.core.errors import InputError
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Verdict
from referee.engine.registry import ENGINES, available_engines, engine_for

DOC_FIELDS = ("game", "position", "move", "note")
log = logging.getLogger(__name__)


@functools.cache
def engine_games() -> tuple[str, ...]:
    """Games whose engine loads. One that fails to load is left out (and logged), not fatal to the server."""
    try:
        names = available_engines()
    except Exception:  # noqa: BLE001 - one broken engine must not take the page down
        log.exception("listing engines failed")
        return ()
    out = []
    for game in names:
        try:
            engine_for(game)
        except Exception:  # noqa: BLE001
            log.exception("engine %s does not load", game)
            continue
        out.append(game)
    return tuple(out)


def decode_upload(raw: bytes, name: str) -> str:
    """Uploaded bytes to text, refusing what a position file could never be."""
    if len(raw) > MAX_BYTES:
        raise InputError(f"file is {len(raw):,} bytes; a position is at most {MAX_BYTES:,}", name)
    if b"\0" in raw:
        raise InputError("binary file (NUL bytes); expected YAML or JSON text", name)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError(f"not UTF-8 text (byte {e.start})", name) from None


def read_position_text(text: str, name: str) -> tuple[GameEngine, Any, dict]:
    """(engine, position model, raw document) from a position document's text; InputError names the field."""
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise InputError(f"text is over {MAX_BYTES:,} bytes; a position is a few KB", name)
    if "\0" in text:
        raise InputError("binary text (NUL characters); expected YAML or JSON", name)
    if not text.strip():
        raise InputError("empty; expected a YAML or JSON mapping with 'game' and 'position'", name)
    doc = parse_text(text, name)
    if not isinstance(doc, dict):
        raise InputError(f"expected a mapping with 'game' and 'position', got {type(doc).__name__}", name)
    if "game" not in doc:
        raise InputError("required field is missing (the game id, e.g. 'game: mycelium')", name, "game")
    if not isinstance(doc["game"], str):
        raise InputError("expected a game id string", name, "game")
    if doc["game"] in ENGINES and doc["game"] not in engine_games():
        ready = ", ".join(engine_games()) or "none yet"
        raise InputError(f"no engine for {doc['game']} in this install (checks work for: {ready})", name, "game")
    engine = engine_for(doc["game"], name, "game")
    if "position" not in doc:
        raise InputError("required field is missing", name, "position")
    unknown = sorted((str(k) for k in set(doc) - set(DOC_FIELDS)), key=str)
    if unknown:
        raise InputError(f"unknown field (expected {', '.join(DOC_FIELDS)})", name, unknown[0])
    return engine, engine.parse_position(doc["position"], name), doc


def check_text(text: str, name: str = "pasted position") -> Verdict:
    """Verdict for a position document (with its optional `move`) given as YAML or JSON text."""
    engine, position, doc = read_position_text(text, name)
    move = None if doc.get("move") is None else engine.parse_move(doc["move"], name, "move")
    return engine.judge(position, move)
