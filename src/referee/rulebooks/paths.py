"""Where rulebook texts live: the project's own (read-only to us) and the user's added ones."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

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
