"""``game.yaml``: a game's metadata and its source texts, read through one typed schema.

The built-in ones are ours; a user's (written by ``referee add``, but a file anyone can edit) is input:
bad YAML, a wrong shape or a wrong type is an InputError naming the file and the field path, and the
corpus skips that game rather than failing every command (see ``corpus.skipped_games``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from referee.documents import load_document, validate
from referee.errors import InputError
from referee.rulebooks.ids import check_game_id, check_text_lang

MAX_BYTES = 200_000  # a game.yaml is a few hundred bytes


def _plain_name(name: str) -> str:
    """A source file is named, never pathed: "nl.txt", not "../../etc/passwd" or ".hidden"."""
    if not name or name.startswith(".") or "/" in name or "\\" in name or "\0" in name:
        raise ValueError("must be a file name in the game's folder (no folders, not starting with '.')")
    return name


def _game_id(game: str) -> str:
    try:
        return check_game_id(game)
    except InputError as e:
        raise ValueError(e.problem) from None


def _lang(lang: str) -> str:
    try:
        return check_text_lang(lang)
    except InputError as e:
        raise ValueError(e.problem) from None


class SourceEntry(BaseModel):
    model_config = ConfigDict(extra="allow")

    lang: Annotated[str, AfterValidator(_lang)]
    file: Annotated[str, AfterValidator(_plain_name)]
    kind: str = ""
    original: str = ""
    user_added: bool = False
    inline_headings: list[str] = Field(default_factory=list)
    first_section: str = ""


class GameFile(BaseModel):
    """The fields the tool reads; others (publisher, year, expansions, variants) are kept as they are."""

    model_config = ConfigDict(extra="allow")

    id: Annotated[str, AfterValidator(_game_id)]
    names: dict[str, str] = Field(default_factory=dict)
    players: dict[str, int] = Field(default_factory=dict)
    sources: list[SourceEntry] = Field(default_factory=list)


def read_game_file(path: Path, folder_id: str | None = None) -> tuple[GameFile, dict[str, Any]]:
    """The validated model and the plain data of ``path``; ``folder_id``: the id its folder says it has."""
    name = str(path)
    # the one safe reader (referee.documents): opened once, a regular file only, at most MAX_BYTES read; empty is None
    data: Any = load_document(path, limit=MAX_BYTES, what="a game.yaml", empty_ok=True)
    model = validate(GameFile, data, name, "")
    if folder_id is not None and model.id != folder_id:
        raise InputError(f"the id {model.id!r} is not its folder's name {folder_id!r}", name, "id")
    return model, data  # validate() refused anything but a mapping
