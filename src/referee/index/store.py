"""Where a built index lives, how it is named, written and checked.

One folder per (corpus, encoder, rules, term banks, index code) under the user's cache dir:
``<cache>/index/<encoder-slug>-<key>/``. A build writes into a temporary sibling and renames it into
place (``os.replace``), under a file lock, so a crash or a second process never leaves a half-written
index. ``manifest.json`` records a SHA-256 of every file; a folder whose files do not match is treated
as absent (and rebuilt), never answered from.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from referee.rulebooks.paths import user_cache_dir

FORMAT = 14  # bump when the stored layout or what goes into it changes (14: lemmas and numbers from referee.text)
MANIFEST = "manifest.json"
RULES = "rules.json"  # passage -> rule ids, redone when the engines change (not in the manifest)
_PKG = Path(__file__).resolve().parent.parent


class IndexCorrupt(Exception):
    """The folder exists but its files are missing, truncated or altered."""


_fallback_root: Path | None = None


def index_root() -> Path:
    """The cache folder for indexes; when it cannot be written (read-only, not a folder), a private
    temporary one for this process, said once on stderr: a question is still answered."""
    global _fallback_root
    root = user_cache_dir() / "index"
    if _fallback_root is not None:
        return _fallback_root
    try:
        root.mkdir(parents=True, exist_ok=True)
        probe = root / f".probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
        return root
    except OSError as e:
        _fallback_root = Path(tempfile.mkdtemp(prefix="referee-index-"))
        atexit.register(shutil.rmtree, _fallback_root, ignore_errors=True)
        sys.stderr.write(
            f"note: the cache dir {root} cannot be written ({e.strerror}); this run keeps its index in "
            f"{_fallback_root}\n"
        )
        return _fallback_root


def encoder_slug(encoder: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", encoder).strip("-")[:40] or "encoder"


def _tree_signature(folder: Path, pattern: str) -> list[tuple[str, int, int]]:
    """(relative path, size, mtime) of files: cheap to take at question time (no import of what they hold)."""
    if not folder.is_dir():
        return []
    return sorted(
        (str(p.relative_to(_PKG)), p.stat().st_size, p.stat().st_mtime_ns)
        for p in folder.rglob(pattern)
        if "__pycache__" not in p.parts
    )


def engines_signature() -> str:
    """Changes when any engine file changes: the passage -> rule ids map (``rules.json``) is then redone."""
    sig = _tree_signature(_PKG / "engine", "*.py")
    return hashlib.sha256(json.dumps(sig).encode()).hexdigest()[:16]


def index_key(corpus_hash: str, encoder: str) -> dict:
    """Everything the built index depends on (rule ids are kept apart: engines change more often)."""
    from referee.index.terms import bank_files_signature

    parts = {
        "format": FORMAT,
        "corpus": corpus_hash,
        "encoder": encoder,
        "banks": bank_files_signature(),
    }
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:16]
    return {"key": digest, "parts": parts}


def index_dir(corpus_hash: str, encoder: str) -> Path:
    return index_root() / f"{encoder_slug(encoder)}-{index_key(corpus_hash, encoder)['key']}"


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def read_manifest(folder: Path) -> dict:
    """The manifest of a complete, intact index, else IndexCorrupt (FileNotFoundError if absent)."""
    if not folder.is_dir():
        raise FileNotFoundError(folder)
    try:
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        files = manifest["files"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise IndexCorrupt(f"{folder}: unreadable manifest ({e})") from e
    for name, digest in files.items():
        path = folder / name
        if not path.is_file() or sha256_file(path) != digest:
            raise IndexCorrupt(f"{folder}: {name} is missing or does not match its checksum")
    return manifest


def intact_files(folder: Path) -> set[str]:
    """Names of the files of an index folder that still match their checksums (even if others do not)."""
    try:
        files = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return set()
    return {n for n, d in files.items() if (folder / n).is_file() and sha256_file(folder / n) == d}


def write_index(folder: Path, files: dict[str, bytes], manifest: dict) -> None:
    """Write all files and the manifest into a temp dir, then move it into place in one rename."""
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
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
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
    for p in index_root().iterdir():
        if p == keep or not p.is_dir():
            continue
        if mine.match(p.name):
            shutil.rmtree(p, ignore_errors=True)
            removed.append(p)
    return removed


def list_indexes() -> list[tuple[Path, dict | None, str]]:
    """(folder, manifest or None, status) for every index in the cache."""
    root = index_root()
    out: list[tuple[Path, dict | None, str]] = []
    if not root.is_dir():
        return out
    for p in sorted(root.iterdir()):
        if not p.is_dir() or p.name.startswith("."):
            continue
        try:
            out.append((p, read_manifest(p), "ok"))
        except (IndexCorrupt, FileNotFoundError) as e:
            out.append((p, None, f"corrupt: {e}"))
    return out


def read_rules(folder: Path, signature: str) -> dict | None:
    """The stored passage -> rule ids map if it was made from the current engines, else None."""
    try:
        data = json.loads((folder / RULES).read_text(encoding="utf-8"))
        if data.get("engines") == signature and isinstance(data.get("rule_ids"), dict):
            return data["rule_ids"]
    except (OSError, ValueError):
        pass
    return None


def write_rules(folder: Path, signature: str, rule_ids: dict) -> None:
    fd, tmp = tempfile.mkstemp(prefix=".rules.", dir=folder)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"engines": signature, "rule_ids": rule_ids}, fh, ensure_ascii=False)
    os.replace(tmp, folder / RULES)
