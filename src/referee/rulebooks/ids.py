"""The one validator of game ids and text languages, for every door in: add, remove, ask, passages,
crosscheck, table mode and the server. An id that passes is never a path, a dot or a newline."""

from __future__ import annotations

import re

from referee import languages
from referee.errors import InputError, lookalikes, suggest
from referee.languages import LANGS

# fullmatch, not match: "g\n" passes `re.match(r"...$")` because `$` also matches before a final newline
_GAME_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,40}")


def check_game_id(game: object, field: str = "--game") -> str:
    """A game id is lower-case letters, digits and '-': never a path, a dot or a newline."""
    if not isinstance(game, str) or not _GAME_ID.fullmatch(game):
        odd = lookalikes(game, ("my-game",)) if isinstance(game, str) else ""  # 'mусelium' looks lower-case
        raise InputError("a game id is lower-case letters, digits and '-' (e.g. my-game)" + odd, field=field)
    return game


def check_text_lang(lang: object, field: str = "--lang") -> str:
    """A text language exactly as given: languages.check without its normalising ('RU ' is refused here, not
    read as 'ru'), because callers name files and folders after the value they were given."""
    if not isinstance(lang, str) or languages.check(lang, field) != lang:
        raise InputError(f"unknown language {lang!r} (one of: {', '.join(LANGS)})", field=field)
    return lang


def check_known_game(game: object, field: str = "GAME") -> str:
    """A well-formed id of a game the corpus has (built-in or added), else InputError with suggestions."""
    from referee.rulebooks.corpus import games  # the corpus reads files: only when asked

    check_game_id(game, field)
    known = list(games())
    if game not in known:
        raise InputError(f"unknown game {game!r}{suggest(str(game), known)}", field=field)
    return game  # type: ignore[return-value]
