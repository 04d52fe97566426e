"""A cache dir on a full disk (found attacking the CLI with REFEREE_CACHE_DIR on a 64 KB tmpfs, attack round 4):
a read-only one falls back to a private temp dir and the question is answered, but a full one passes the
empty-file probe, so the build's first real write fails: `referee ask` after `referee add` said 'refused by the
system (no space left on device)' (exit 2; before this round, exit 70) instead of answering. The store is
now probed with a byte, and a disk that fills up during the build moves the build to the fallback dir."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from referee.index import store


def _cache_on_a_disk(tmp_path, monkeypatch, refused: int, error: int = errno.ENOSPC) -> Path:
    """A cache dir whose disk refuses (``error``) any write of more than ``refused`` bytes: 0 a full disk (an
    empty file still fits), 1 one that fills up once the probe's byte is written."""
    root = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(root))
    monkeypatch.setattr(store, "_fallback_root", None)
    real = Path.write_bytes

    def write_bytes(self: Path, data: bytes) -> int:
        if len(data) > refused and str(self).startswith(str(root)):
            raise OSError(error, os.strerror(error), str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", write_bytes)
    return root


def test_a_full_cache_dir_falls_back_as_a_read_only_one_does(tmp_path, monkeypatch):
    root = _cache_on_a_disk(tmp_path, monkeypatch, refused=0)
    folder = store.build_root() / "idx"
    assert not str(folder).startswith(str(root))
    written = store.write_index(folder, {"a.bin": b"12345"}, {"encoder": "x"})  # the build's first real write
    assert written == folder and store.read_manifest(folder)["files"].keys() == {"a.bin"}


def test_a_disk_that_fills_up_during_the_build_moves_the_build_to_the_fallback(tmp_path, monkeypatch):
    """The probe's byte fits; the index's megabytes do not: the build is written to the fallback dir."""
    root = _cache_on_a_disk(tmp_path, monkeypatch, refused=1)
    folder = store.build_root() / "idx"
    assert str(folder).startswith(str(root))  # the probe passed
    written = store.write_index(folder, {"a.bin": b"12345"}, {"encoder": "x"})
    assert not str(written).startswith(str(root)) and written.name == "idx"
    assert store.read_manifest(written)["files"].keys() == {"a.bin"}
    assert not any(p.name.startswith(".idx.") for p in folder.parent.iterdir())  # no half-written temp dir left


def test_a_write_refused_for_another_reason_is_not_hidden(tmp_path, monkeypatch):
    _cache_on_a_disk(tmp_path, monkeypatch, refused=1, error=errno.EIO)
    with pytest.raises(OSError, match="Input/output"):
        store.write_index(store.build_root() / "idx", {"a.bin": b"12345"}, {"encoder": "x"})
