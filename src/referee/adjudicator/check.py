"""Position file (+ optional move file) in, verdict out."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

from referee.adjudicator.engines import engine as engine_of
from referee.documents import kind_of, load_document
from referee.engine.core.game import GameEngine
from referee.engine.core.verdict import Verdict
from referee.engine.registry import engine_for
from referee.errors import InputError, lookalikes
from referee.files import name_problem

DOC_FIELDS = ("game", "position", "move", "note")
# `name` and `expect` let a scenario file from tests/engine/ be checked as it is
_IGNORED_FIELDS = ("name", "expect")


def position_from_document(doc: Any, file: str) -> tuple[GameEngine, Any]:
    """Validate a position document already read (from a file or pasted text): (engine, position model)."""
    if not isinstance(doc, dict):
        raise InputError(f"expected a mapping with 'game' and 'position', got {kind_of(doc)}", file)
    # an unknown field first: 'gаme' with a Cyrillic 'а' was "game: required field is missing" in a file that
    # reads 'game', and 'pоsition' an unknown field looking like the expected one; the odd letters are named
    unknown = sorted(set(doc) - set(DOC_FIELDS) - set(_IGNORED_FIELDS), key=str)
    if unknown:
        name = str(unknown[0])
        close = difflib.get_close_matches(name, DOC_FIELDS, n=1, cutoff=0.6)
        hint = f" (did you mean: {close[0]}?)" if close else ""
        # "valid here" as a position's own fields say it (the locales translate it; "(expected ...)" stayed English)
        hint += f"; valid here: {', '.join(DOC_FIELDS)}{lookalikes(name, DOC_FIELDS)}"
        raise InputError(f"unknown field{hint}", file, name)
    if "game" not in doc:
        raise InputError("required field is missing (the game id, e.g. 'game: mycelium')", file, "game")
    if not isinstance(doc["game"], str):
        raise InputError("expected a game id string", file, "game")
    if doc.get("note") is not None and not isinstance(doc["note"], str):
        got = kind_of(doc["note"])
        raise InputError(f"expected text (a note for the people reading it), got {got}", file, "note")
    engine = engine_of(doc["game"], file, "game")
    if "position" not in doc:
        raise InputError("required field is missing", file, "position")
    _check_config_name(doc["position"], file)
    try:
        return engine, engine.parse_position(doc["position"], file)
    except InputError as e:
        other = _game_it_fits(doc["game"], doc["position"]) if "unknown field" in e.problem else None
        if other is None:
            raise
        game = doc["game"]
        raise InputError(
            f"the position is a {other} position, not a {game} one: did you mean 'game: {other}'?", file, "game"
        ) from None


def _game_it_fits(game: str, position: Any) -> str | None:
    """The other game whose position fields ``position`` has (all of them, and some the game named lacks), when
    the one named refuses them: a Solstis position under 'game: mycelium' was 'position.expansion: unknown
    field; valid here: active, board, ... (and 10 more problems)', which never said the game was the mistake."""
    from referee.engine.registry import available_engines

    if not isinstance(position, dict) or not position:
        return None

    def fields(g: str) -> set[str]:
        model = engine_for(g).Position
        return {f.alias or name for name, f in model.model_fields.items()}

    keys = {str(k) for k in position}
    if keys <= fields(game):
        return None
    fits = [g for g in available_engines() if g != game and keys <= fields(g)]
    return fits[0] if len(fits) == 1 else None


def _check_config_name(position: Any, file: str) -> None:
    """A `config:` path no file can have is bad input naming the field: the engines' config reader stats it before
    opening it, and a NUL or a name too long for the system was an OSError there (exit 70)."""
    name = position.get("config") if isinstance(position, dict) else None
    if not isinstance(name, str):
        return
    problem = name_problem(name)
    if problem is not None:
        raise InputError(problem, file, "position.config")


def read_position(path: str | Path) -> tuple[GameEngine, Any, dict]:
    """Load and validate a position file: (engine, position model, raw document)."""
    doc = load_document(path)
    engine, position = position_from_document(doc, str(path))
    return engine, position, doc


def read_move(engine: GameEngine, doc: dict, file: str, move_path: str | Path | None) -> Any:
    """The move from a separate file (a mapping, or one under 'move'), or from the position document."""
    if move_path is not None:
        mfile = str(move_path)
        mdoc = load_document(move_path)
        if isinstance(mdoc, dict) and "move" in mdoc:
            return engine.parse_move(mdoc["move"], mfile, "move")
        return engine.parse_move(mdoc, mfile, "")
    if doc.get("move") is None:
        return None
    return engine.parse_move(doc["move"], file, "move")


def check_file(path: str | Path, move_path: str | Path | None = None) -> Verdict:
    return judge_file(path, move_path)[0]


def judge_file(
    path: str | Path, move_path: str | Path | None = None, reader=read_position
) -> tuple[Verdict, dict | None]:
    """(verdict, the checked move as plain data or None). ``reader``: read_position or a caching one."""
    engine, position, doc = reader(path)
    return judge_position(engine, position, doc, str(path), move_path)


def move_data(move: Any) -> dict | None:
    """The move as a position file writes it: its fields by the file's names ("from", not the model's "source"),
    so a file made of it (explain --minimal, a saved dispute) reads back as the same move; only the fields the
    move states: an unstated payment is asked, and a default written out would read back as stated."""
    if move is None:
        return None
    return move.model_dump(mode="json", exclude_none=True, exclude_unset=True, by_alias=True)


def judge_position(
    engine: GameEngine, position: Any, doc: dict, file: str, move_path: str | Path | None = None
) -> tuple[Verdict, dict | None]:
    """The one place a read position is judged (files here, pasted text in the server): (verdict, move data)."""
    move = read_move(engine, doc, file, move_path)
    shown = move_data(move)
    try:
        return engine.judge(position, move), shown
    except InputError as e:
        # an engine that finds a bad value while judging knows the field, not the file
        e.file = e.file or str(move_path if move_path is not None and str(e.field or "").startswith("move") else file)
        raise
