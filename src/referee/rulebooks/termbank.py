"""Term banks on disk: ``rulebooks/<game>/terms.yaml`` and ``index/common_terms.yaml``, one schema, one loader.

    concepts:
      gnome:                 # concept name
        en: [gnome, gnomes]  # language code -> words or phrases (a single string is one word)
        ru: [гном]

The lookup (``index/terms.py``) and the cross-check (``adjudicator/crosscheck/terms.py``) both read banks
through :func:`load_bank`: a malformed bank is an InputError naming the file and the field path.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, ValidationError

from referee.documents import load_data_file
from referee.errors import InputError


def _as_words(value: object) -> object:
    """A single word may be written without brackets; YAML numbers ("2") are words too."""
    if isinstance(value, str | int | float):
        value = [value]
    if isinstance(value, list):
        return [str(w) for w in value if not isinstance(w, str | int | float) or str(w).strip()]
    return value


LangCode = Annotated[str, StringConstraints(pattern=r"^[a-z]{2}$")]
Words = Annotated[tuple[str, ...], BeforeValidator(_as_words)]


class BankFile(BaseModel):
    """The file's schema: concept -> language -> words."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    concepts: dict[str, dict[LangCode, Words]] = Field(default_factory=dict)


def bank_path(game: str) -> Path | None:
    """The game's terms.yaml (beside its first text that has one), or None when the game ships none."""
    from referee.rulebooks.corpus import games

    g = games().get(game)
    if g is None:
        return None
    for src in g.sources:
        path = src.path.parent / "terms.yaml"
        if path.exists():
            return path
    return None


def bank_paths() -> dict[str, Path]:
    """game id -> its terms.yaml, for every game (built-in and user-added) that ships one."""
    from referee.rulebooks.corpus import games

    return {g: p for g in games() if (p := bank_path(g)) is not None}


def load_bank(path: Path) -> BankFile:
    """The bank at ``path``; cached per (path, size, mtime) so an edited bank is read again."""
    st = path.stat()
    return _load(str(path), st.st_size, st.st_mtime_ns)


@functools.lru_cache(maxsize=64)
def _load(path: str, size: int, mtime: int) -> BankFile:
    data = load_data_file(path)  # the one safe reader: an invalid bank is an InputError naming the file
    try:
        return BankFile.model_validate(data or {})
    except ValidationError as e:
        first = e.errors(include_url=False)[0]
        loc = ".".join(str(p) for p in first["loc"] if not str(p).startswith("function-") and p != "[key]")
        msg = "unknown field" if first["type"] == "extra_forbidden" else first["msg"]
        raise InputError(msg, file=path, field=loc or None) from None
