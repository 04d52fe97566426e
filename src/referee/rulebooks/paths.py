"""Where rulebook texts live: the project's own (read-only to us) and the user's added ones."""

from __future__ import annotations

import functools
import os
from pathlib import Path

import platformdirs

from referee.errors import InputError

BUILTIN_DIR = Path(__file__).resolve().parent


@functools.lru_cache(maxsize=16)
def _platform_dir(kind: str, xdg: str | None, home: str | None) -> Path:
    """platformdirs' answer for the environment it reads (a few hundred microseconds, asked on every warm
    question): remembered per value of XDG_*_HOME and HOME, so a changed environment is still followed."""
    return Path(platformdirs.user_data_dir(APP) if kind == "data" else platformdirs.user_cache_dir(APP))


APP = "table-referee"


def user_data_dir() -> Path:
    """The user's data dir (``REFEREE_DATA_DIR`` overrides it, e.g. for tests)."""
    env = _named_dir("REFEREE_DATA_DIR")
    return Path(env) if env else _platform_dir("data", os.environ.get("XDG_DATA_HOME"), os.environ.get("HOME"))


def user_cache_dir() -> Path:
    """The user's cache dir for built indexes (``REFEREE_CACHE_DIR`` overrides it)."""
    env = _named_dir("REFEREE_CACHE_DIR")
    return Path(env) if env else _platform_dir("cache", os.environ.get("XDG_CACHE_HOME"), os.environ.get("HOME"))


def _named_dir(var: str) -> str | None:
    """The folder an environment variable names, refused (naming the variable) when no folder can have that name:
    a part over the system's length was an internal error (ENAMETOOLONG, exit 70) wherever it was first used."""
    from referee.files import name_problem

    env = os.environ.get(var)
    problem = name_problem(env) if env else None
    if problem is not None:
        raise InputError(problem, env, var)
    return env


@functools.lru_cache(maxsize=64)
def bundled_text(game: str, lang: str) -> bool:
    """Whether the project ships ``game``'s text in ``lang`` (a user's added text never shares a bundled
    game's language: `referee add` refuses it), from the file alone: a cold question reads no game.yaml."""
    return (BUILTIN_DIR / game / f"{lang}.txt").is_file() and "/" not in game and not game.startswith(".")


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
