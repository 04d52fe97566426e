"""Where a built index lives, how it is named, written and checked.

One folder per (corpus, encoder, rules, term banks, index code) under the user's cache dir:
``<cache>/index/<encoder-slug>-<key>/``. A build writes into a temporary sibling and renames it into
place (``os.replace``), under a file lock, so a crash or a second process never leaves a half-written
index. ``manifest.json`` records a SHA-256 of every file; a folder whose files do not match is treated
as absent (and rebuilt), never answered from; so is a manifest or a ``rules.json`` of the wrong shape (both
are checked by a schema) and a ``rules.json`` that does not match its own checksum file.

A cache dir that cannot be written is still read: an intact index there is used as it is. Only when it holds
no usable index is one built, into a private temporary dir for this process (``build_root``).

The index of the bundled texts ships inside the package (``index/shipped/<encoder-slug>-<key>/``, made by
``tools/ship_index.py``), checked the same way: a fresh install answers from it, never building. It is looked
for first, by the same name, so it is used exactly when its key is the current corpus's; a corpus with the
user's own texts (``referee add``) has another key and is built in the cache, reusing its vectors. Keys are
made from file contents, never paths or mtimes, which an install does not keep.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from referee.errors import InputError
from referee.files import atomic_write
from referee.rulebooks.paths import inside, user_cache_dir

if TYPE_CHECKING:
    from referee.index.manifests import StoredFiles

# bump when the stored layout or what goes into it changes (15: keys from contents, encoder version, settings;
# 16: the form table packed as one sorted text; 17: sentence vectors; 18: term sequences with their languages,
# the games' text languages, Dutch compounds matched only where the rest is a word or an ending)
FORMAT = 18
MANIFEST = "manifest.json"
RULES = "rules.json"  # passage -> rule ids, redone when the engines change (not in the manifest)
RULES_SHA = "rules.json.sha256"  # its checksum: rules.json is rewritten on its own, after the manifest
INDEX_FILES = frozenset({"vectors.faiss", "vectors.npy", "terms.npy", "sentences.npy", "lexical.npz", "data.json"})
_PKG = Path(__file__).resolve().parent.parent
SHIPPED_DIR = Path(__file__).resolve().parent / "shipped"  # the bundled texts' index, package data


class IndexCorrupt(Exception):
    """The folder exists but its files are missing, truncated, altered or of the wrong shape."""


_fallback_root: Path | None = None


def index_root() -> Path:
    """The cache folder indexes are looked for in, whether or not it can be written."""
    return user_cache_dir() / "index"


def build_root() -> Path:
    """Where a build is written: the cache folder; when it cannot be written (read-only, full, not a folder),
    a private temporary one for this process, said once on stderr: a question is still answered."""
    if _fallback_root is not None:
        return _fallback_root
    root = index_root()
    try:
        root.mkdir(parents=True, exist_ok=True)
        probe = root / f".probe-{os.getpid()}"
        probe.write_bytes(b"x")  # a byte, not an empty file: a full disk still makes empty files
        probe.unlink()
        return root
    except OSError as e:
        return _fall_back(root, e)


def _fall_back(root: Path, e: OSError) -> Path:
    global _fallback_root
    _fallback_root = Path(tempfile.mkdtemp(prefix="referee-index-"))
    atexit.register(shutil.rmtree, _fallback_root, ignore_errors=True)
    sys.stderr.write(
        f"note: the cache dir {root} cannot be written ({e.strerror}); this run keeps its index in {_fallback_root}\n"
    )
    return _fallback_root


# what a disk says when it fills up mid-build (the probe's one byte fitted): the build moves to the fallback
_NO_ROOM = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG}


def _own(path: Path) -> Path:
    """``path`` resolved, proven to lie in the index cache or this process's fallback dir: every write and
    delete of the index goes through here, so a planted symlink cannot send it elsewhere."""
    roots = [index_root()] + ([_fallback_root] if _fallback_root is not None else [])
    for root in roots:
        try:
            return inside(path, root)
        except InputError:
            continue
    raise InputError(f"{path} lies outside the index cache {index_root()}; refusing to write there")


def encoder_slug(encoder: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", encoder).strip("-")[:40] or "encoder"


def _tree_signature(folder: Path, pattern: str) -> list[tuple[str, str]]:
    """(path relative to the package, SHA-256) of files: contents, not mtimes, so a fresh install (whose
    files all have new mtimes) matches the signature stored with the shipped index; ~1 ms for the engines."""
    if not folder.is_dir():
        return []
    # each file's hash remembered per (path, size, mtime): loading an index and then its statements make the
    # engines' signature twice, and the second need not read the 100 engine files again
    return sorted(
        (p.relative_to(_PKG).as_posix(), _sha_by_stat(p)) for p in folder.rglob(pattern) if "__pycache__" not in p.parts
    )


def engines_signature() -> str:
    """Changes when any engine file changes: the passage -> rule ids map (``rules.json``) is then redone."""
    sig = _tree_signature(_PKG / "engine", "*.py")
    return hashlib.sha256(json.dumps(sig).encode()).hexdigest()[:16]


def index_key(corpus_hash: str, encoder: str) -> dict:
    """Everything the built index depends on (rule ids are kept apart: engines change more often): the
    texts, the encoder and its version (other weights, other vectors), the term banks' contents, the
    build's settings and the stored FORMAT."""
    from referee.index.encoders import encoder_version
    from referee.index.settings import build_settings
    from referee.index.terms import bank_files_signature

    parts = {
        "format": FORMAT,
        "corpus": corpus_hash,
        "encoder": encoder,
        "encoder_version": encoder_version(encoder),
        "banks": bank_files_signature(),
        "settings": build_settings(),
    }
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:16]
    return {"key": digest, "parts": parts}


def index_name(corpus_hash: str, encoder: str) -> str:
    return f"{encoder_slug(encoder)}-{index_key(corpus_hash, encoder)['key']}"


def index_dir(corpus_hash: str, encoder: str) -> Path:
    """Where the index for this corpus and encoder is looked for (see ``find_index`` for the fallback)."""
    return index_root() / index_name(corpus_hash, encoder)


def shipped_index(name: str) -> tuple[Path, dict] | None:
    """(folder, manifest) of the packaged index called ``name`` when it is there and intact, else None."""
    folder = SHIPPED_DIR / name
    try:
        return folder, read_index(folder)
    except (IndexCorrupt, FileNotFoundError):
        return None


def is_shipped(folder: Path) -> bool:
    return folder.parent == SHIPPED_DIR


def find_index(corpus_hash: str, encoder: str) -> tuple[Path, dict]:
    """(folder, manifest) of an intact index: the shipped one when its key is current, else the cache dir's,
    else one this process built in its fallback dir. IndexCorrupt or FileNotFoundError when none has one."""
    name = index_name(corpus_hash, encoder)
    shipped = shipped_index(name)
    if shipped is not None:
        return shipped
    try:
        return index_root() / name, read_index(index_root() / name)
    except (IndexCorrupt, FileNotFoundError):
        if _fallback_root is None or not (_fallback_root / name).is_dir():
            raise
    return _fallback_root / name, read_index(_fallback_root / name)


_file_sha: dict[tuple[str, int, int], str] = {}


def _sha_by_stat(path: Path) -> str:
    """A file's SHA-256, remembered per (path, size, mtime) for the life of the process (table mode asks often)."""
    st = path.stat()
    key = (str(path), st.st_size, st.st_mtime_ns)
    if key not in _file_sha:
        _file_sha[key] = sha256_file(path)
    return _file_sha[key]


# rulebooks modules that decide nothing in a passage (where texts live, managing a user's own texts): editing
# them leaves every index as it is, so they stay out of the stamp (else the shipped index reads as stale)
NOT_CUTTING = frozenset({"__init__.py", "paths.py", "userbooks.py"})


def _source_files() -> list[tuple[str, Path]]:
    """(label, path) of every file the index of this moment's corpus is made from: each game's texts,
    game.yaml and terms.yaml (bundled and the user's), the common term bank, and the rulebooks code that
    cuts texts into passages."""
    from referee.index.terms import COMMON_BANK
    from referee.rulebooks.paths import BUILTIN_DIR, user_rulebooks_dir

    code = sorted(p for p in BUILTIN_DIR.glob("*.py") if p.name not in NOT_CUTTING)
    out = [("common_terms.yaml", COMMON_BANK)] + [(f"code/{p.name}", p) for p in code]
    for label, root in (("bundled", BUILTIN_DIR), ("user", user_rulebooks_dir())):
        if not root.is_dir():
            continue
        for game in sorted(p for p in root.iterdir() if p.is_dir()):
            for f in sorted(game.iterdir()):
                if (f.suffix == ".txt" or f.name in ("game.yaml", "terms.yaml")) and f.is_file():
                    out.append((f"{label}/{game.name}/{f.name}", f))
    return out


def _stat_key(path: str) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


# (encoder, its settings) -> (the stats the last stamp was made under, that stamp): see sources_stamp
_stamps: dict[str, tuple[tuple, str]] = {}


def _listing_stats(files: list[tuple[str, Path]], user_dir: Path) -> tuple:
    """The stats a stamp rests on: every source file's, and every folder's they were listed from (a file
    added to, removed from or renamed in a folder changes the folder's mtime)."""
    from referee.rulebooks.paths import BUILTIN_DIR

    folders = {str(BUILTIN_DIR), str(user_dir), *(str(path.parent) for _, path in files)}
    for root in (BUILTIN_DIR, user_dir):
        with contextlib.suppress(OSError):
            folders.update(str(p) for p in root.iterdir() if p.is_dir())
    paths = sorted(folders) + [str(path) for _, path in files]
    return tuple((path, _stat_key(path)) for path in paths)


def sources_stamp(encoder: str) -> str:
    """A fingerprint of everything an index is made from, taken from the raw files (no YAML, no passages, no
    pydantic: a few ms): with the same stamp the index key would be the same. Stored in the manifest, it lets
    a question find its index without loading the corpus; a different stamp falls back to the full key.
    Remembered with the stats of the files and folders it read: while none changed (a few dozen stat calls,
    not a listing and hashing: a warm question in table mode makes two stamps), the same stamp."""
    from referee.index.encoders import encoder_version
    from referee.index.settings import build_settings
    from referee.rulebooks.paths import user_rulebooks_dir

    head = json.dumps([FORMAT, encoder, encoder_version(encoder), build_settings()])
    user_dir = user_rulebooks_dir()
    memo = f"{head}\0{user_dir}"
    last = _stamps.get(memo)
    if last is not None and all(_stat_key(path) == key for path, key in last[0]):
        return last[1]
    try:
        files = _source_files()
    except OSError:  # a folder that cannot be listed: no stamp matches, the full key's path explains
        return "unreadable"
    stats = _listing_stats(files, user_dir)  # before the files are read: a change meanwhile shows next time
    stamp = _stamp_of(head, files)
    _stamps[memo] = (stats, stamp)
    return stamp


def _stamp_of(head: str, files: list[tuple[str, Path]]) -> str:
    h = hashlib.sha256(head.encode())
    for label, path in files:
        try:
            digest = _sha_by_stat(path)
        except OSError as e:  # matches no index: the full key's path reads the corpus and says what is wrong
            digest = f"unreadable {e.errno}"
        h.update(f"\0{label}\0{digest}".encode())
    return h.hexdigest()[:16]


def find_by_stamp(encoder: str, stamp: str) -> tuple[Path, dict] | None:
    """(folder, manifest) of an intact index whose manifest has ``stamp``: the shipped one, else the cache's,
    else this process's fallback dir's; None when none has."""
    prefix = encoder_slug(encoder) + "-"
    roots = [SHIPPED_DIR, index_root()] + ([_fallback_root] if _fallback_root is not None else [])
    for root in roots:
        folders = sorted(p for p in root.iterdir() if p.name.startswith(prefix)) if root.is_dir() else []
        for folder in folders:
            try:
                if json.loads((folder / MANIFEST).read_text(encoding="utf-8")).get("sources") == stamp:
                    return folder, read_index(folder)
            except (OSError, ValueError, AttributeError, IndexCorrupt):
                continue
    return None


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _manifest(folder: Path, model: type[StoredFiles] | None = None) -> dict:
    """The manifest's data, checked against ``model`` (default: StoredFiles); IndexCorrupt when unreadable or
    of the wrong shape."""
    from pydantic import ValidationError

    from referee.index.manifests import StoredFiles

    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        (model or StoredFiles).model_validate(data)
    except (OSError, ValueError) as e:  # ValidationError is a ValueError
        problem = e.errors(include_url=False)[0] if isinstance(e, ValidationError) else e
        raise IndexCorrupt(f"{folder}: unreadable or malformed manifest ({problem})") from e
    return data


def read_manifest(folder: Path, model: type[StoredFiles] | None = None) -> dict:
    """The manifest of a complete, intact folder, else IndexCorrupt (FileNotFoundError if absent)."""
    if not folder.is_dir():
        raise FileNotFoundError(folder)
    manifest = _manifest(folder, model)
    _check_files(folder, manifest)
    return manifest


def _check_files(folder: Path, manifest: dict) -> None:
    for name, digest in manifest["files"].items():
        path = folder / name
        if path.is_symlink() or not path.is_file() or sha256_file(path) != digest:
            raise IndexCorrupt(f"{folder}: {name} is missing or does not match its checksum")


def read_index(folder: Path) -> dict:
    """The manifest of an intact search index in ``folder``: checksums, schema, every file the search reads,
    and the key its folder is named by."""
    if is_shipped(folder):
        manifest = _shipped_manifest(folder)
    else:
        from referee.index.manifests import IndexManifest

        manifest = read_manifest(folder, IndexManifest)
    missing = INDEX_FILES - set(manifest["files"])
    if missing:
        raise IndexCorrupt(f"{folder}: the manifest lists no {', '.join(sorted(missing))}")
    if not folder.name.endswith("-" + manifest["key"]):
        raise IndexCorrupt(f"{folder}: the manifest's key {manifest['key']} is not the folder's")
    return manifest


def _shipped_manifest(folder: Path) -> dict:
    """The shipped index's manifest: package data like the code beside it (tests/index/test_shipped.py proves
    its schema), so its files are checked against their checksums (a truncated install, a bad disk) without
    importing pydantic, a tenth of a question's start."""
    if not folder.is_dir():
        raise FileNotFoundError(folder)
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        if not isinstance(manifest.get("files"), dict) or not isinstance(manifest.get("key"), str):
            raise ValueError("no files or key")
    except (OSError, ValueError, AttributeError) as e:
        raise IndexCorrupt(f"{folder}: unreadable or malformed manifest ({e})") from e
    _check_files(folder, manifest)
    return manifest


def intact_files(folder: Path) -> set[str]:
    """Names of the files of an index folder that still match their checksums (even if others do not)."""
    try:
        files = _manifest(folder)["files"]
    except IndexCorrupt:
        return set()
    return {n for n, d in files.items() if (folder / n).is_file() and sha256_file(folder / n) == d}


def write_index(folder: Path, files: dict[str, bytes], manifest: dict) -> Path:
    """Write all files and the manifest into a temp dir, then move it into place in one rename; the folder
    written (in the fallback dir when the cache's disk fills up on the way)."""
    try:
        _write_folder(folder, files, manifest)
        return folder
    except OSError as e:
        if e.errno not in _NO_ROOM or _fallback_root is not None:
            raise
        moved = _fall_back(folder.parent, e) / folder.name
        _write_folder(moved, files, manifest)
        return moved


def _write_folder(folder: Path, files: dict[str, bytes], manifest: dict) -> None:
    _own(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        for name, data in files.items():
            (tmp / name).write_bytes(data)
        manifest = {**manifest, "files": {name: hashlib.sha256(data).hexdigest() for name, data in files.items()}}
        (tmp / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
        for p in tmp.iterdir():  # on disk before the rename makes it visible
            with p.open("rb") as fh:
                os.fsync(fh.fileno())
        if folder.exists():  # a broken folder with this name: set it aside first
            trash = Path(tempfile.mkdtemp(prefix=f".{folder.name}.old.", dir=folder.parent))
            os.replace(folder, trash / "x")
            shutil.rmtree(trash, ignore_errors=True)
        os.replace(tmp, folder)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


@contextlib.contextmanager
def build_lock() -> Iterator[None]:
    """One builder at a time per cache dir (a second process waits, then finds the index built)."""
    root = build_root()
    with (root / ".build.lock").open("a+") as fh:
        try:
            import fcntl

            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        except ImportError:  # not POSIX: the atomic rename still keeps readers safe
            pass
        yield


def remove_others(keep: Path, encoder: str) -> list[Path]:
    """Drop stale builds of the same encoder (and leftover temp dirs) once a fresh one is in place."""
    removed = []
    mine = re.compile(rf"^\.?{re.escape(encoder_slug(encoder))}-[0-9a-f]{{16}}(\.|$)")
    for p in keep.parent.iterdir():
        if p == keep or not p.is_dir() or p.is_symlink():
            continue
        if mine.match(p.name):
            _own(p)
            shutil.rmtree(p, ignore_errors=True)
            removed.append(p)
    return removed


def list_indexes() -> list[tuple[Path, dict | None, str]]:
    """(folder, manifest or None, status) for every index shipped in the package and in the cache."""
    out: list[tuple[Path, dict | None, str]] = []
    folders = [p for root in (SHIPPED_DIR, index_root()) if root.is_dir() for p in sorted(root.iterdir())]
    for p in folders:
        if not p.is_dir() or p.name.startswith("."):
            continue
        try:
            out.append((p, read_index(p), "ok"))
        except (IndexCorrupt, FileNotFoundError) as e:
            out.append((p, None, f"corrupt: {e}"))
    return out


def read_rules(folder: Path, signature: str, passage_ids: set[str] | None = None) -> dict | None:
    """The stored passage -> rule ids map if it is intact (its checksum, its schema, only this index's
    passages and rule ids of their own game) and was made from the current engines, else None (redone).
    The shipped index's is package data, its schema proven by tests/index/test_shipped.py: checksum only."""
    try:
        raw = (folder / RULES).read_bytes()
        if hashlib.sha256(raw).hexdigest() != (folder / RULES_SHA).read_text(encoding="ascii").strip():
            return None
        if is_shipped(folder):
            stored = json.loads(raw)
            engines, rule_ids = stored["engines"], stored["rule_ids"]
        else:
            from referee.index.manifests import StoredRules

            rules = StoredRules.model_validate_json(raw)
            engines, rule_ids = rules.engines, rules.rule_ids
    except (OSError, ValueError, KeyError, TypeError):  # ValidationError is a ValueError
        return None
    if engines != signature:
        return None
    for pid, rids in rule_ids.items():
        if passage_ids is not None and pid not in passage_ids:
            return None
        game = pid.split("/", 1)[0]
        if any(not rid.startswith(game + ".") for rid in rids):
            return None
    return rule_ids


def rules_folder(folder: Path) -> Path:
    """Where an index's rules.json is redone: beside it in the cache; for the shipped index (package files,
    never written) a dot-folder of the cache named after it: an engine edited in a checkout is linked once."""
    return index_root() / f".rules-{folder.name}" if is_shipped(folder) else folder


def write_rules(folder: Path, signature: str, rule_ids: dict) -> None:
    """rules.json, then its checksum; a crash between the two leaves a mismatch, which is redone."""
    raw = json.dumps({"engines": signature, "rule_ids": rule_ids}, ensure_ascii=False).encode("utf-8")
    target = rules_folder(folder)
    target.mkdir(parents=True, exist_ok=True)
    for name, data in ((RULES, raw), (RULES_SHA, hashlib.sha256(raw).hexdigest().encode("ascii"))):
        atomic_write(_own(target) / name, data)
