"""The session's index: the shipped one (src/referee/index/shipped/) when it is current, else one build per
test session in the session's cache dir (the one tests/conftest.py points REFEREE_CACHE_DIR at), shared by
every lookup test; tests that change the corpus use their own dirs."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def built_index(tmp_path_factory):
    """The default-encoder index for the built-in texts: shipped, or built once (or found built) for the session."""
    cache = os.environ.get("REFEREE_TEST_CACHE") or str(tmp_path_factory.getbasetemp() / "cache")
    data = str(tmp_path_factory.getbasetemp() / "data")
    old = {k: os.environ.get(k) for k in ("REFEREE_CACHE_DIR", "REFEREE_DATA_DIR")}
    os.environ["REFEREE_CACHE_DIR"], os.environ["REFEREE_DATA_DIR"] = cache, data
    try:
        from referee.index.search import load_index

        index = load_index()
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    return index


@pytest.fixture
def private_dirs(built_index, tmp_path, monkeypatch) -> Path:
    """Fresh data and cache dirs for a test that changes the corpus or the cache; the session's index (the
    shipped one) is copied into the cache and the package's copy hidden, so what these tests damage is the
    cache's, the one lookup reads, and a rebuild re-embeds only new text."""
    from referee.index import search, store
    from referee.rulebooks.corpus import clear_cache

    cache = tmp_path / "cache"
    (cache / "index").mkdir(parents=True)
    shutil.copytree(built_index.folder, cache / "index" / built_index.folder.name)
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(cache))
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(store, "SHIPPED_DIR", tmp_path / "no-shipped-index")

    clear_cache()
    search._current.clear()
    yield tmp_path
    clear_cache()
    search._current.clear()
