"""The one validator of game ids and text languages, for every door in: add, remove, ask, passages,
crosscheck, table mode and the server. An id that passes is never a path, a dot or a newline."""

from __future__ import annotations

import re

from referee import languages
from referee.errors import InputError, lookalikes, suggest
from referee.languages import LANGS
from referee.text.tokens import fold, words

# fullmatch, not match: "g\n" passes `re.match(r"...$")` because `$` also matches before a final newline
_GAME_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,40}")
MAX_GAME_ID = 41
_LONG_ID = re.compile(r"[a-z0-9][a-z0-9-]*")


def check_game_id(game: object, field: str = "--game") -> str:
    """A game id is lower-case letters, digits and '-': never a path, a dot or a newline."""
    if not isinstance(game, str) or not _GAME_ID.fullmatch(game):
        if isinstance(game, str) and len(game) > MAX_GAME_ID and _LONG_ID.fullmatch(game):
            # well formed but long: "lower-case letters, digits and '-'" was no help for an id that is just that
            raise InputError(f"a game id is at most {MAX_GAME_ID} characters (this one has {len(game)})", field=field)
        odd = lookalikes(game, ("my-game",)) if isinstance(game, str) else ""  # 'mусelium' looks lower-case
        lower = game.strip().lower() if isinstance(game, str) else ""
        hint = f" (did you mean: {lower}?)" if not odd and lower != game and _GAME_ID.fullmatch(lower) else ""
        raise InputError("a game id is lower-case letters, digits and '-' (e.g. my-game)" + (odd or hint), field=field)
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


def name_forms(name: str) -> set[str]:
    """A game's full name and its short forms: 'Azul: Queen's Garden' -> {itself, 'Azul', "Queen's Garden"},
    'Мицелий (Mycelium: A Mushling Game)' -> also 'Мицелий', 'Mycelium'; forms under 4 characters are left out."""
    out = {name}
    m = re.match(r"^(.*?)\s*\((.*)\)\s*$", name)
    if m:
        out |= {m.group(1), m.group(2)}
    for n in list(out):
        if ":" in n:
            head, tail = n.split(":", 1)
            out |= {head, tail}
    return {" ".join(n.split()) for n in out if len(n.strip()) >= 4}


def game_named(name: object) -> object:
    """The id of the game ``name`` calls by its name in any language, or a short form of it ("azul", "Gnome
    Hollow", "queens garden", "Солстис"), capitals and accents aside; anything else as given (its check says
    what is wrong). For the commands that take a known game, not `add`, whose id may be new."""
    from pathlib import Path

    if not isinstance(name, str) or (
        _GAME_ID.fullmatch(name) and (Path(__file__).parent / name / "game.yaml").is_file()
    ):
        return name  # a bundled game's id: known without reading the corpus (a cold `ask --game`)
    if not _NAME.fullmatch(name):  # a path, a newline, a dot: never a name; the id check refuses it as given
        return name
    from referee.rulebooks.corpus import games  # the corpus reads files (~0.1 s): only when asked

    known = games()
    if name in known:
        return name
    said = _said(name)
    found = {
        gid
        for gid, g in known.items()
        for n in (*g.names.values(), gid.replace("-", " "))
        for form in name_forms(n)
        if _said(form) == said
    }
    return found.pop() if len(found) == 1 else name


# a game's name as typed: letters (any script), digits, spaces and the marks names have ("Queen's", "Azul:")
_NAME = re.compile(r"[^\W_]+(?:[ '’:\-][ ]?[^\W_]+)*:?", re.UNICODE)


def _said(name: str) -> tuple[str, ...]:
    return tuple(fold(w).replace("'", "") for w in words(name))
