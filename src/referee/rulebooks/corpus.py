"""The rulebook corpus: games, their source texts (verbatim) and the passages cut from them.

Built-in texts live beside this module (``rulebooks/<game>/<lang>.txt`` with ``game.yaml``); texts a
user adds (``referee add``) live in the user's data dir and are read the same way. Nothing here ever
writes to the project's files.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from referee.documents import DATA_MAX_BYTES
from referee.errors import InputError
from referee.files import read_rulebook_text
from referee.languages import LANGS
from referee.rulebooks.gamefile import read_game_file
from referee.rulebooks.paths import BUILTIN_DIR, bundled_text, user_rulebooks_dir
from referee.rulebooks.segment import segment, slugify

__all__ = ["LANGS", "Game", "Passage", "Source", "games", "passage_index", "passages", "source"]


@dataclass(frozen=True)
class Source:
    game: str
    lang: str
    path: Path
    kind: str = ""
    original: str = ""
    user_added: bool = False
    inline_headings: tuple[str, ...] = ()
    first_section: str = ""

    @functools.cached_property
    def text(self) -> str:
        return read_rulebook_text(self.path, DATA_MAX_BYTES)


@dataclass(frozen=True)
class Passage:
    passage_id: str
    game: str
    lang: str
    section: str
    text: str
    start: int
    end: int

    def to_json(self) -> dict:
        return {
            "passage_id": self.passage_id,
            "game": self.game,
            "lang": self.lang,
            "section": self.section,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "added_by_user": not bundled_text(self.game, self.lang),  # a user's own text, not the rulebook
        }


@dataclass(frozen=True)
class Game:
    id: str
    names: dict[str, str]
    players: dict[str, int]
    sources: tuple[Source, ...]
    meta: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def langs(self) -> tuple[str, ...]:
        return tuple(s.lang for s in self.sources)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id


def _read_game(folder: Path, user_added: bool = False) -> Game:
    """A game folder through the game.yaml schema (InputError naming the file and field when it is bad)."""
    spec, meta = read_game_file(folder / "game.yaml", folder.name if user_added else None)
    sources = []
    for s in spec.sources:
        path = folder / s.file
        if user_added and path.is_symlink():  # a user's text is a file in its folder, never a link out
            raise InputError(f"{s.file} is a symlink, not a text this tool added", str(folder / "game.yaml"))
        if path.is_file():
            sources.append(
                Source(
                    game=spec.id,
                    lang=s.lang,
                    path=path,
                    kind=s.kind,
                    original=s.original,
                    user_added=user_added or s.user_added,
                    inline_headings=tuple(s.inline_headings),
                    first_section=s.first_section,
                )
            )
    return Game(id=spec.id, names=spec.names, players=spec.players, sources=tuple(sources), meta=meta)


def _merge(games: dict[str, Game], extra: Game) -> None:
    """A user's text for a known game joins that game's sources; a new game is added whole."""
    if extra.id not in games:
        games[extra.id] = extra
        return
    base = games[extra.id]
    known = {s.lang for s in base.sources if not s.user_added}
    added = tuple(s for s in extra.sources if s.lang not in known)
    games[extra.id] = Game(base.id, base.names, base.players, base.sources + added, base.meta)


@functools.cache
def _load_games(user_dir: str | None) -> tuple[dict[str, Game], tuple[InputError, ...]]:
    """(games by id, the user's game folders skipped because their game.yaml is bad)."""
    games = {g.id: g for g in (_read_game(d) for d in sorted(BUILTIN_DIR.iterdir()) if (d / "game.yaml").exists())}
    skipped: list[InputError] = []
    if user_dir and Path(user_dir).is_dir():
        for d in sorted(Path(user_dir).iterdir()):
            if (d / "game.yaml").exists():
                try:
                    _merge(games, _read_game(d, user_added=True))
                except InputError as e:  # one broken file must not take every command and page down with it
                    skipped.append(e)
    return games, tuple(skipped)


def games(include_user: bool = True) -> dict[str, Game]:
    """Every game by id (built-in first, then the user's own texts)."""
    user_dir = str(user_rulebooks_dir()) if include_user else None
    return _load_games(user_dir)[0]


def skipped_games() -> tuple[InputError, ...]:
    """Why each of the user's games left out of ``games()`` was skipped (file, field, problem)."""
    return _load_games(str(user_rulebooks_dir()))[1]


def clear_cache() -> None:
    _load_games.cache_clear()
    _passages_of.cache_clear()
    _index_of.clear()


@functools.cache
def _passages_of(source: Source) -> tuple[Passage, ...]:
    text = source.text
    out: list[Passage] = []
    counters: dict[str, int] = {}
    slug_of_section: dict[tuple[int, str], str] = {}
    used_slugs: set[str] = set()
    section_key = None
    for seg in segment(text, source.lang, source.inline_headings, source.first_section, user=source.user_added):
        if seg.kind == "heading":
            section_key = (seg.start, seg.section)
            continue
        key = section_key or (-1, seg.section)
        if key not in slug_of_section:
            # a heading repeated later in the text ("Turn Order" in a variant) gets its own slug
            base = slugify(seg.section) if seg.section else "intro"
            slug, k = base, 2
            while slug in used_slugs:
                slug, k = f"{base}-{k}", k + 1
            used_slugs.add(slug)
            slug_of_section[key] = slug
        slug = slug_of_section[key]
        counters[slug] = counters.get(slug, 0) + 1
        out.append(
            Passage(
                passage_id=f"{source.game}/{source.lang}/{slug}/{counters[slug]}",
                game=source.game,
                lang=source.lang,
                section=seg.section,
                text=text[seg.start : seg.end],
                start=seg.start,
                end=seg.end,
            )
        )
    return tuple(out)


def passages_of(source: Source) -> tuple[Passage, ...]:
    """The passages of one text: a built-in or added one, or a translator's file read for one cross-check."""
    return _passages_of(source)


def passages(game: str | None = None, lang: str | None = None, include_user: bool = True) -> list[Passage]:
    """Passages in reading order, optionally of one game and/or one language."""
    out: list[Passage] = []
    for g in games(include_user).values():
        if game and g.id != game:
            continue
        for src in g.sources:
            if lang and src.lang != lang:
                continue
            out.extend(_passages_of(src))
    return out


def passage_index(include_user: bool = True) -> Mapping[str, Passage]:
    """Passage id -> passage, a read-only view made once per corpus as loaded (asked on every warm question)."""
    loaded = games(include_user)
    made = _index_of.get(include_user)
    if made is None or made[0] is not loaded:  # clear_cache() or another user dir loaded other games
        made = (loaded, MappingProxyType({p.passage_id: p for p in passages(include_user=include_user)}))
        _index_of[include_user] = made
    return made[1]


# include_user -> (the games it was made from, kept alive so ``is`` compares them soundly; the index)
_index_of: dict[bool, tuple[dict, Mapping[str, Passage]]] = {}


def source(game: str, lang: str) -> Source:
    for src in games()[game].sources:
        if src.lang == lang:
            return src
    raise KeyError(f"{game}/{lang}")


def corpus_hash(include_user: bool = True) -> str:
    """Changes whenever any text (or the segmenter's output) changes: keys the search index cache."""
    h = hashlib.sha256()
    for p in passages(include_user=include_user):
        h.update(p.passage_id.encode())
        h.update(b"\0")
        h.update(p.text.encode())
        h.update(b"\0")
    return h.hexdigest()[:16]
