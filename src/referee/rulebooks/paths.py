"""Where rulebook texts live: the project's own (read-only to us) and the user's added ones."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from referee.errors import InputError

BUILTIN_DIR = Path(__file__).resolve().parent


def user_data_dir() -> Path:
    """The user's data dir (``REFEREE_DATA_DIR`` overrides it, e.g. for tests)."""
    env = os.environ.get("REFEREE_DATA_DIR")
    return Path(env) if env else Path(platformdirs.user_data_dir("table-referee"))


def user_cache_dir() -> Path:
    """The user's cache dir for built indexes (``REFEREE_CACHE_DIR`` overrides it)."""
    env = os.environ.get("REFEREE_CACHE_DIR")
    return Path(env) if env else Path(platformdirs.user_cache_dir("table-referee"))


def user_rulebooks_dir() -> Path:
    return user_data_dir() / "rulebooks"


def inside(path: Path, root: Path, field: str | None = None) -> Path:
    """``path`` resolved (symlinks followed), proven to lie strictly inside ``root``: every file the tool
    writes or deletes goes through here, so no id, name or planted symlink can point it elsewhere."""
    real_root = root.resolve()
    real = path.resolve()
    if real == real_root or not real.is_relative_to(real_root):
        raise InputError(f"{path} lies outside {real_root}; the tool only writes inside its own folders", field=field)
    return real
