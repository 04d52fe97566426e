"""A cache dir on a full disk (found attacking the CLI with REFEREE_CACHE_DIR on a 64 KB tmpfs, attack round 4):
a read-only one falls back to a private temp dir and the question is answered, but a full one passes the
empty-file probe, so the build's first real write fails: `referee ask` after `referee add` said 'refused by the
system (no space left on device)' (exit 2; before this round, exit 70) instead of answering. The store is
another helper's (src/referee/index/): marked xfail until it falls back as it does for a read-only dir."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from referee.index import store


@pytest.fixture
def full_cache(tmp_path, monkeypatch):
    """A cache dir where creating an empty file works and writing any byte fails, as on a full disk."""
    root = tmp_path / "cache"
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(root))
    monkeypatch.setattr(store, "_fallback_root", None)
    real = Path.write_bytes

    def write_bytes(self: Path, data: bytes) -> int:
        if data and str(self).startswith(str(root)):
            raise OSError(errno.ENOSPC, "No space left on device", str(self))
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", write_bytes)
    return root


@pytest.mark.xfail(
    reason="index/store.py: build_root's probe writes an empty file, which a full disk allows; another helper's code",
    strict=True,
)
def test_a_full_cache_dir_falls_back_as_a_read_only_one_does(full_cache):
    folder = store.build_root() / "idx"
    store.write_index(folder, {"a.bin": b"12345"}, {"encoder": "x"})  # the build's first real write
    assert store.read_manifest(folder)["files"].keys() == {"a.bin"}
