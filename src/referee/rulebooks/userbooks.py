"""A user's own rulebook texts (``referee add`` / ``referee remove``).

Stored as ``<user data>/rulebooks/<game>/<lang>.txt`` with a ``game.yaml`` beside it, the layout
``corpus.py`` already reads; the project's own files are never touched. The search index is keyed by
the corpus hash, so the next question rebuilds it with the new text.
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

import yaml

from referee.errors import InputError
from referee.files import STDIN, atomic_write, read_rulebook_text
from referee.rulebooks.corpus import clear_cache, games, passages
from referee.rulebooks.gamefile import read_game_file
from referee.rulebooks.ids import check_game_id, check_text_lang
from referee.rulebooks.paths import BUILTIN_DIR, inside, user_rulebooks_dir

MAX_BYTES = 2_000_000
# the longest rulebook text here has 232 passages. 2 MB of short paragraphs is 17,000: added, the next question
# built its index for many minutes; cross-checked, it ran out of memory. A text of more passages is refused
MAX_PASSAGES = 2_000
# the longest bundled passage is ~600 characters; one of 120 KB (a text with no paragraph break) took 19 s to
# cross-check, 1.7 MB over 3 minutes and 360 MB: a longer passage is refused, naming its line
MAX_PASSAGE_CHARS = 20_000
# the only files add creates in a game's folder: its texts, game.yaml, and the temp files of an atomic write,
# named as tempfile.mkstemp names them (8 of [a-z0-9_] after the prefix): a user's ".en.txt.bak" is not ours
_OWN_FILE = re.compile(r"(?:[a-z]{2}\.txt|game\.yaml)|\.(?:[a-z]{2}\.txt|game\.yaml)\.[a-z0-9_]{8}")


def game_folder(game: str) -> Path:
    """The user's folder for ``game``, proven to lie directly inside the user's rulebooks dir (no symlink out)."""
    root = user_rulebooks_dir()
    folder = root / check_game_id(game)
    if root.is_symlink():  # resolved, a planted link passes every "inside" check of what lies under it
        raise InputError(f"{root} is a symlink, not the folder this tool keeps texts in", field="--game")
    # a data dir set to the package's own (REFEREE_DATA_DIR=.../referee) would make the bundled texts "the user's":
    # remove deleted Mycelium's text and game.yaml. The project's files are never the user's
    if _overlaps(root.resolve(), BUILTIN_DIR):
        raise InputError(
            f"{root} is the tool's own rulebooks folder (or holds it): set REFEREE_DATA_DIR to a folder of yours",
            field="--game",
        )
    if folder.is_symlink() or inside(folder, root, "--game").parent != root.resolve():
        raise InputError(f"{folder} is not a folder this tool created", field="--game")
    return folder


def _overlaps(a: Path, b: Path) -> bool:
    """Is one of the two folders the other or inside it?"""
    return a == b or a in b.parents or b in a.parents


def own_file(folder: Path, name: str) -> Path:
    """A file of ours in a game's folder: not a symlink, and resolved inside that folder."""
    path = folder / name
    if path.is_symlink():
        raise InputError(f"{path} is a symlink, not a file this tool created", field="--game")
    return inside(path, folder, "--game")


@dataclass(frozen=True)
class Added:
    game: str
    lang: str
    path: Path
    passages: int
    sections: int = 0  # the sections its headings made: a sentence read as a heading shows as one too many
    kept_broken: Path | None = None  # where a broken game.yaml was kept when a new one replaced it

    def to_json(self) -> dict:
        out = {"game": self.game, "lang": self.lang, "file": str(self.path), "passages": self.passages}
        return out | ({"kept_broken_game_yaml": str(self.kept_broken)} if self.kept_broken else {})


def _read_text(file: Path) -> str:
    text = read_rulebook_text(file, MAX_BYTES)
    if not text.strip():
        raise InputError("the file is empty", file=str(file))
    return text


def check_has_passages(text: str, lang: str, file: str, field: str | None = None) -> None:
    """A text of the user's with no passage at all (every line read as a heading: '# Opzet' and '## Einde'
    only) is bad input: added, it was '0 passages'; checked with crosscheck --file, all of the other text was
    'only in' it, under a title missing the file's language. So is one of more than MAX_PASSAGES."""
    from referee.rulebooks.segment import segment

    segs = [seg for seg in segment(text, lang, user=True) if seg.kind == "passage"]
    if not segs:
        raise InputError(
            "no passage in it: every line reads as a heading (see the text format: referee add --help)", file, field
        )
    check_passage_count(len(segs), file, field)
    longest = max(segs, key=lambda seg: seg.end - seg.start)
    if longest.end - longest.start > MAX_PASSAGE_CHARS:
        line = text.count("\n", 0, longest.start) + 1
        raise InputError(
            f"line {line}: a passage of {longest.end - longest.start:,} characters with no line break; a "
            f"rulebook passage is at most {MAX_PASSAGE_CHARS:,} (put each rule on a line of its own)",
            file,
            field,
        )


def check_passage_count(count: int, file: str, field: str | None = None) -> None:
    """A text of more than MAX_PASSAGES passages is refused, naming it (see MAX_PASSAGES)."""
    if count > MAX_PASSAGES:
        raise InputError(f"too long: {count:,} passages; a rulebook text is at most {MAX_PASSAGES:,}", file, field)


BROKEN_SUFFIX = ".broken"  # a game.yaml no schema reads is kept beside, as game.yaml.broken, never deleted


def _read_meta(path: Path, game: str, replace: bool) -> tuple[dict, Path | None]:
    """The game.yaml add wrote, checked by its schema, and None; or, when it is broken (bad YAML, wrong
    types, another id: the user edited it) and ``replace``, a new one built from the texts in the folder and
    where the broken one's bytes were kept. A broken one blocked every `remove` and `add --force`, the two
    ways out (found by attack7); without ``replace`` it is named, never half-rewritten."""
    if not path.exists():
        return {}, None
    try:
        return read_game_file(path, game)[1], None
    except InputError as e:
        if not replace or path.is_symlink() or not path.is_file():  # only a file's bytes can be kept
            e.problem += f"; fix it, or pass --force to write a new one (yours is kept as game.yaml{BROKEN_SUFFIX})"
            raise
    kept = _keep_aside(path)
    sources = [
        {"lang": f.stem, "file": f.name, "kind": "added by the user"}
        for f in sorted(path.parent.glob("??.txt"))
        if re.fullmatch(r"[a-z]{2}\.txt", f.name) and not f.is_symlink() and f.is_file() and _is_text_lang(f.stem)
    ]
    return {**_new_meta(game), "sources": sources}, kept


def _new_meta(game: str) -> dict:
    """The game.yaml of a game the user starts (or whose broken one is replaced): its id and English name."""
    builtin = games(include_user=False).get(game)
    return {"id": game, "names": {"en": builtin.name("en") if builtin else game}, "sources": []}


def _is_text_lang(lang: str) -> bool:
    try:
        check_text_lang(lang)
    except InputError:
        return False
    return True


def _keep_aside(path: Path) -> Path:
    """``path``'s bytes copied to ``<name>.broken`` (``.broken.2``, ... when one is there): nothing the user
    wrote is lost when a new game.yaml replaces it."""
    kept, n = path.with_name(path.name + BROKEN_SUFFIX), 2
    while kept.exists() or kept.is_symlink():
        kept, n = path.with_name(f"{path.name}{BROKEN_SUFFIX}.{n}"), n + 1
    atomic_write(own_file(path.parent, kept.name), path.read_bytes())
    return kept


def read_addable(file: Path, game: str, lang: str) -> str:
    """The text of ``file`` once it is known to be one `add` takes as ``game``/``lang`` (nothing written yet: a
    mistyped file name made the data dir and its lock file; found by the session-22 attacker)."""
    check_text_lang(lang)
    check_game_id(game)
    text = _read_text(Path(file))
    check_has_passages(text, lang, str(file))
    return text


def add_text(file: Path, game: str, lang: str, force: bool = False, text: str | None = None) -> Added:
    """Copy ``file`` (``text``: its text, read by ``read_addable`` already) into the user's rulebooks as
    ``game``/``lang``; refuses to overwrite without ``force``."""
    text = read_addable(file, game, lang) if text is None else text
    builtin = games(include_user=False).get(game)
    if builtin is not None and lang in builtin.langs:
        raise InputError(
            f"{game} already has a built-in {lang} text; add another language or use a new game id (to check your"
            f" {lang} translation against it: referee crosscheck {game} --langs SOURCE,{lang} --file FILE)",
            field="--lang",
        )
    folder = game_folder(game)
    target = own_file(folder, f"{lang}.txt")
    if target.exists() and not force:
        raise InputError(f"you already added {game}/{lang} ({target}); use --force to replace it", field="--force")
    meta_path = own_file(folder, "game.yaml")
    meta, kept = _read_meta(meta_path, game, replace=force)
    meta = meta or _new_meta(game)
    sources = [s for s in meta.get("sources", []) if s.get("lang") != lang]
    # the name as typed: bytes that are not UTF-8 (Python's lone surrogates) written as \\xff, which YAML can hold
    original = os.fsencode(Path(file).name).decode("utf-8", "backslashreplace") if str(file) != STDIN else "stdin"
    sources.append({"lang": lang, "file": f"{lang}.txt", "kind": "added by the user", "original": original})
    meta["sources"] = sorted(sources, key=lambda s: s["lang"])
    atomic_write(target, text.encode("utf-8"))
    atomic_write(meta_path, yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).encode("utf-8"))
    clear_cache()
    found = passages(game, lang)
    return Added(game, lang, target, len(found), len({p.section for p in found}), kept)


def _lists(folder: Path, game: str, lang: str) -> bool | None:
    """Whether the game.yaml in ``folder`` names a ``lang`` text: False when there is none, None when it is broken
    (no schema reads it: removing must still be a way out, so it cannot be asked)."""
    path = folder / "game.yaml"
    if path.is_symlink() or not path.is_file():
        return False
    try:
        meta, _ = _read_meta(path, game, replace=False)
    except InputError:
        return None
    return any(isinstance(s, dict) and s.get("lang") == lang for s in (meta or {}).get("sources", []))


def remove_text(game: str, lang: str) -> tuple[Path, Path | None]:
    """Remove a text the user added (the built-in texts cannot be removed): the file removed, and where a
    broken game.yaml was kept when a new one (the texts left) replaced it.

    Only files ``add`` created are deleted; ids are validated first, so no path can point elsewhere.
    """
    check_text_lang(lang)
    folder = game_folder(game)
    present = not (folder / f"{lang}.txt").is_symlink() and (folder / f"{lang}.txt").is_file()
    # add writes a game.yaml beside every text and lists it there: a file it does not list is not ours, whatever
    # it is called (a broken game.yaml lists nothing readable: a way out, as before); a text it lists whose file
    # is gone (deleted by hand) is removed too: its entry had no other way out
    listed = _lists(folder, game, lang)
    if listed is False or listed is None and not present:
        raise InputError(f"you have not added a text in language {lang} for {game!r}", field="--game")
    target = own_file(folder, f"{lang}.txt")
    meta_path = own_file(folder, "game.yaml")
    meta, kept = _read_meta(meta_path, game, replace=True)  # removing is asked for: a broken file never blocks it
    sources = [s for s in meta.get("sources", []) if s.get("lang") != lang]
    if present:
        target.unlink()
    if sources:
        meta["sources"] = sources
        atomic_write(meta_path, yaml.safe_dump(meta, allow_unicode=True, sort_keys=False).encode("utf-8"))
    else:
        meta_path.unlink(missing_ok=True)
        for leftover in folder.iterdir():
            # a crashed atomic write of ours leaves `.<name>.<random>`; nothing else is ours to delete
            if leftover.name.startswith(".") and _OWN_FILE.fullmatch(leftover.name) and not leftover.is_symlink():
                leftover.unlink()
        if not any(folder.iterdir()):
            folder.rmdir()
    clear_cache()
    return target, kept
