"""Build the search index: lemmas, concept tags and BM25 postings, dense vectors (faiss), rule ids.

Everything slow happens here (spaCy, pymorphy3, the encoder over every passage, the engines for rule
ids) so that a question later only reads arrays. Run once for the bundled texts by ``tools/ship_index.py``
(the index ships in the package); by ``referee index build``; and by the first ``referee ask`` after the
corpus changed (``referee add``), which embeds only the texts no earlier index holds.
"""

from __future__ import annotations

import functools
import hashlib
import io
import json
import re
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from referee.index import rulelinks, settings, store
from referee.index.lexical import FormTable, build_postings, doc_tokens
from referee.index.terms import COMMON, ConceptMatcher, compile_banks, load_banks
from referee.text.lemmas import BuildLemmatizer, form_table
from referee.text.sentences import split
from referee.text.tokens import fold, words

Progress = Callable[[str, int, int], None]  # (stage, done, total)
BATCH = 16
# the sentence vectors (see sentence_texts), stored as float16: half the bytes, cosines within 1e-3
SENTENCES = "sentences.npy"


@dataclass
class BuildResult:
    folder: Path
    manifest: dict
    seconds: float


def embed_text(section: str, text: str, names: Sequence[str] = ()) -> str:
    """A passage is embedded with its section heading as context ("Build a Path. Each edge can ...") and,
    when ``names`` is given, the other-language names of what it mentions (as the question side does)."""
    out = f"{section}. {text}" if section else text
    return f"{out} ({', '.join(names)})" if names else out


def _context(ps, i: int) -> str:
    """The section heading, and for a bullet or numbered item the line that introduces it: "- If the
    rainbow is under a spirit, ..." means little without "Note: if you must later place a tile ..."."""
    p = ps[i]
    if i > 0 and re.match(r"\s*(?:[-•]|\d+\.)\s", p.text) and ps[i - 1].section == p.section:
        lead = ps[i - 1].text.split("\n", 1)[0][:200]
        return f"{p.section}. {lead}" if p.section else lead
    return p.section


def sentence_texts(ps) -> tuple[list[int], list[str]]:
    """(passage row, text to embed) for each sentence of every passage that has two or more, in passage order:
    the search scores a passage by its best sentence too (the settling sentence of a long passage is diluted
    in the passage's one vector). Each sentence keeps its passage's context (heading, a list's lead line)."""
    rows: list[int] = []
    texts: list[str] = []
    for i, p in enumerate(ps):
        sents = split(p.text)
        if len(sents) < 2:  # one sentence: the passage's own vector is its sentence's
            continue
        context = _context(ps, i)
        for s in sents:
            rows.append(i)
            texts.append(embed_text(context, s.text))
    return rows, texts


def _first_mention(spans: dict[int, set[int]], concept: int) -> tuple[int, int]:
    return min(spans[concept]), concept


def _mentions(positions: set[int]) -> int:
    """How many separate mentions a set of word positions makes (a run of adjacent words is one)."""
    return sum(1 for p in positions if p - 1 not in positions)


def _names(matcher: ConceptMatcher, concepts: list[int], text: str) -> list[str]:
    if not settings.EXPAND_PASSAGES:
        return []
    low = text.lower()
    words_ = [w for no in concepts if matcher.games[no] != COMMON for w in matcher.words[no] if w.lower() not in low]
    return list(dict.fromkeys(words_))


def _same_rule(passages, vectors: np.ndarray) -> dict[str, list[str]]:
    """passage id -> passages in other languages whose vectors say they state the same rule."""
    groups: dict[str, set[str]] = defaultdict(set)
    by_game_lang: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, p in enumerate(passages):
        by_game_lang[(p.game, p.lang)].append(i)
    for (game, lang), rows in by_game_lang.items():
        for (game2, lang2), rows2 in by_game_lang.items():
            if game2 != game or lang2 <= lang:
                continue
            sims = vectors[rows] @ vectors[rows2].T
            best_b = sims.argmax(axis=1)
            best_a = sims.argmax(axis=0)
            for ia, ib in enumerate(best_b):
                if best_a[ib] == ia and sims[ia, ib] >= settings.SAME_RULE_COSINE:
                    a, b = passages[rows[ia]].passage_id, passages[rows2[ib]].passage_id
                    groups[a].add(b)
                    groups[b].add(a)
    return {k: sorted(v) for k, v in groups.items()}


def build(encoder_name: str, progress: Progress | None = None, force: bool = True, reuse: bool = True) -> BuildResult:
    """Build (or rebuild) the index for the current corpus and ``encoder_name``; returns where it is.

    Holds the build lock throughout; with ``force=False`` an intact index that another process finished
    while we waited for the lock is kept rather than built again. ``reuse``: vectors of texts the shipped
    index or an earlier build already embedded are taken from there (``tools/ship_index.py`` embeds all).
    """
    from referee.index.encoders import check_encoder_name
    from referee.rulebooks.corpus import corpus_hash

    encoder_name = check_encoder_name(encoder_name)
    with store.build_lock():
        if not force:
            try:
                folder, manifest = store.find_index(corpus_hash(), encoder_name)
                return BuildResult(folder, manifest, 0.0)
            except (store.IndexCorrupt, FileNotFoundError):
                pass
        return _build_locked(encoder_name, progress, reuse)


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


@dataclass
class _Known:
    """Vectors earlier builds made with this encoder: passages by the SHA of their embedded text, and term
    bank words (query role) by the word. After `referee add` only the new text is embedded."""

    passages: dict[str, np.ndarray]
    words: dict[str, np.ndarray]


def _lend(folder: Path, encoder_name: str, known: _Known) -> None:
    """Adds what ``folder`` can lend; a build whose other files are damaged still lends the vectors that
    check out, and a stranger's files (or another encoder version's) lend nothing."""
    from referee.index.encoders import encoder_version

    intact = store.intact_files(folder)
    if not {"data.json", "vectors.npy"} <= intact:
        return
    try:
        manifest = json.loads((folder / store.MANIFEST).read_text(encoding="utf-8"))
        if manifest.get("encoder") != encoder_name or manifest.get("encoder_version") != encoder_version(encoder_name):
            return
        data = json.loads((folder / "data.json").read_text(encoding="utf-8"))
        vecs = np.load(folder / "vectors.npy")
        if len(vecs) == len(data["passages"]):
            for p, v in zip(data["passages"], vecs, strict=True):
                if isinstance(p.get("embed_sha"), str):
                    known.passages[p["embed_sha"]] = v
        _lend_sentences(folder, data, intact, known)
        terms = np.load(folder / "terms.npy") if "terms.npy" in intact else np.zeros((0, vecs.shape[1]))
        if len(terms) == len(data["term_rows"]):
            for (_, _, word), v in zip(data["term_rows"], terms, strict=True):
                if isinstance(word, str):
                    known.words[word] = v
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return


def _lend_sentences(folder: Path, data: dict, intact: set[str], known: _Known) -> None:
    """The sentence vectors ``folder`` holds, by the SHA of their embedded text (an index of another FORMAT
    has none: its sentences are embedded anew)."""
    shas = (data.get("sentences") or {}).get("sha")
    if SENTENCES not in intact or not isinstance(shas, list):
        return
    vecs = np.load(folder / SENTENCES).astype(np.float32)
    if len(vecs) == len(shas):
        for sha, v in zip(shas, vecs, strict=True):
            if isinstance(sha, str):
                known.passages[sha] = v


def _known_vectors(encoder_name: str) -> _Known:
    """What the shipped index and the cache's earlier builds lend (see :class:`_Known`)."""
    known = _Known({}, {})
    prefix = store.encoder_slug(encoder_name) + "-"
    for root in (store.SHIPPED_DIR, store.index_root()):
        if root.is_dir():
            for folder in sorted(root.iterdir()):
                if folder.name.startswith(prefix) and folder.is_dir():
                    _lend(folder, encoder_name, known)
    return known


def _vectors(
    encoder_name: str, texts: list[str], known: _Known, progress: Progress, stage: str = "vectors"
) -> np.ndarray:
    """Passage-role vectors of ``texts``: those an earlier build made (by the SHA of the text) reused."""
    from referee.index.encoders import get_encoder

    todo = [i for i, t in enumerate(texts) if _sha(t) not in known.passages]
    progress(stage, len(texts) - len(todo), len(texts))
    fresh: dict[int, np.ndarray] = {}
    if todo:
        encoder = get_encoder(encoder_name)
        for a in range(0, len(todo), BATCH):
            rows = todo[a : a + BATCH]
            for i, v in zip(rows, encoder.encode_passages([texts[i] for i in rows]), strict=True):
                fresh[i] = v
            progress(stage, len(texts) - len(todo) + a + len(rows), len(texts))
    if not texts:
        return np.zeros((0, get_encoder(encoder_name).dim), np.float32)
    return np.vstack([fresh[i] if i in fresh else known.passages[_sha(t)] for i, t in enumerate(texts)]).astype(
        np.float32
    )


def _term_vectors(
    encoder_name: str, compiled: dict, dim: int, known: _Known, progress: Progress
) -> tuple[list, np.ndarray]:
    """The query-role vector of each game concept's main word in each language: a question's dense vector
    takes those of its concepts (see search.query_vector) instead of embedding a longer, expanded text,
    which costs encoder time on every question."""
    rows = [
        [no, lang, ws[0]]
        for no, ((key, game), by_lang) in enumerate(zip(compiled["concepts"], compiled["words"], strict=True))
        if game != COMMON and not key.endswith(":game")
        for lang, ws in sorted(by_lang.items())
        if ws
    ]
    progress("term vectors", 0, len(rows))
    if not rows:
        return [], np.zeros((0, dim), np.float32)
    todo = list(dict.fromkeys(w for _, _, w in rows if w not in known.words))
    fresh: dict[str, np.ndarray] = {}
    if todo:
        from referee.index.encoders import get_encoder

        encoder = get_encoder(encoder_name)
        for a in range(0, len(todo), BATCH * 4):
            chunk = todo[a : a + BATCH * 4]
            fresh.update(zip(chunk, encoder.encode_queries(chunk), strict=True))
            progress("term vectors", min(a + BATCH * 4, len(todo)), len(todo))
    vecs = [fresh[w] if w in fresh else known.words[w] for _, _, w in rows]
    progress("term vectors", len(rows), len(rows))
    return rows, np.vstack(vecs).astype(np.float32)


@dataclass
class _Lexical:
    """The lexical side of an index: lemmas, concept tags, BM25 postings and the form table."""

    lemmas: list[list[str]]
    concepts: list  # the term banks' concepts
    compiled: dict
    matcher: ConceptMatcher
    passage_concepts: list[list[int]]
    postings: dict
    forms: dict


def _lexical(ps: list, progress: Progress) -> _Lexical:
    progress("lemmas", 0, len(ps))
    lemmatizer = BuildLemmatizer()
    lemmas_by_lang: dict[str, set[str]] = defaultdict(set)
    passage_lemmas: list[list[str]] = []
    passage_words: list[list[str]] = []
    for i, p in enumerate(ps):
        ws = words(f"{p.section}\n{p.text}" if p.section else p.text)
        lemmas = lemmatizer.lemmas(ws, p.lang)
        passage_words.append([fold(w) for w in ws])
        passage_lemmas.append(lemmas)
        lemmas_by_lang[p.lang].update(lemmas)
        progress("lemmas", i + 1, len(ps))

    progress("terms", 0, 1)
    concepts = load_banks()
    compiled = compile_banks(concepts, lemmatizer)
    compiled["text_langs"] = {g: sorted({p.lang for p in ps if p.game == g}) for g in sorted({p.game for p in ps})}
    for no, seq, _langs in compiled["seqs"]:
        for lang in concepts[no].words:
            lemmas_by_lang[lang].update(seq)
    matcher = ConceptMatcher(compiled)
    # a passage is tagged only with its own game's concepts (and the common ones): "path" in Gnome
    # Hollow is not "path" in Mycelium
    passage_spans = [
        {
            c: pos
            for c, pos in matcher.match_spans([{lem, w} for lem, w in zip(lemmas, ws, strict=True)], ws).items()
            if matcher.games[c] in (p.game, COMMON)
        }
        for p, lemmas, ws in zip(ps, passage_lemmas, passage_words, strict=True)
    ]
    # a concept's tag is repeated once per mention, so its BM25 weight knows how often the passage
    # speaks of it in any language, as a shared word's does in one language
    postings = build_postings(
        [
            doc_tokens(lem, [matcher.keys[c] for c, pos in spans.items() for _ in range(_mentions(pos))])
            for lem, spans in zip(passage_lemmas, passage_spans, strict=True)
        ]
    )
    forms = form_table(lemmatizer, lemmas_by_lang)
    progress("terms", 1, 1)
    # in order of first mention, ties by number: a set's order changes from process to process, and the
    # shipped index must come out byte for byte the same from the same inputs
    tags = [sorted(spans, key=functools.partial(_first_mention, spans)) for spans in passage_spans]
    return _Lexical(passage_lemmas, concepts, compiled, matcher, tags, postings, forms)


def _npy(array: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.save(buf, array)
    return buf.getvalue()


def _index_files(ps: list, lex: _Lexical, texts: list[str], vectors: np.ndarray, dense: dict) -> dict[str, bytes]:
    """The files of an index folder: vectors (faiss + raw), term and sentence vectors, postings, data.json."""
    import faiss

    from referee.rulebooks import games

    flat = faiss.IndexIDMap(faiss.IndexFlatIP(int(vectors.shape[1])))
    flat.add_with_ids(vectors, np.arange(len(ps), dtype=np.int64))
    npz = io.BytesIO()
    np.savez(npz, indptr=lex.postings["indptr"], doc_ids=lex.postings["doc_ids"], weights=lex.postings["weights"])
    data = {
        "passages": [
            {
                "passage_id": p.passage_id,
                "game": p.game,
                "lang": p.lang,
                "section": p.section,
                "text": p.text,
                "concepts": lex.passage_concepts[i],
                "embed_sha": _sha(texts[i]),
            }
            for i, p in enumerate(ps)
        ],
        "vocab": lex.postings["vocab"],
        "forms": FormTable.pack(lex.forms),
        "terms": lex.compiled,
        "same_rule": dense["same_rule"],
        "sentences": {"rows": dense["sentence_rows"], "sha": [_sha(t) for t in dense["sentence_texts"]]},
        "term_rows": dense["term_rows"],
        "games": {g.id: g.names for g in games().values()},
    }
    return {
        "vectors.faiss": bytes(faiss.serialize_index(flat)),
        "vectors.npy": _npy(vectors),
        "terms.npy": _npy(dense["term_vectors"]),
        SENTENCES: _npy(dense["sentence_vectors"].astype(np.float16)),
        "lexical.npz": npz.getvalue(),
        "data.json": json.dumps(data, ensure_ascii=False).encode("utf-8"),
    }


def _build_locked(encoder_name: str, progress: Progress | None, reuse: bool) -> BuildResult:
    from referee.rulebooks import passages
    from referee.rulebooks.corpus import corpus_hash

    progress = progress or (lambda stage, done, total: None)
    t0 = time.perf_counter()
    stamp = store.sources_stamp(encoder_name)  # before the texts are read: a text edited meanwhile misses it
    ps = passages()
    chash = corpus_hash()
    key = store.index_key(chash, encoder_name)
    folder = store.build_root() / store.index_name(chash, encoder_name)

    lex = _lexical(ps, progress)
    texts = [
        embed_text(_context(ps, i), p.text, _names(lex.matcher, cs, p.text))
        for i, (p, cs) in enumerate(zip(ps, lex.passage_concepts, strict=True))
    ]
    known = _known_vectors(encoder_name) if reuse else _Known({}, {})
    vectors = _vectors(encoder_name, texts, known, progress)
    term_rows, term_vectors = _term_vectors(encoder_name, lex.compiled, int(vectors.shape[1]), known, progress)
    sentence_rows, sentences = sentence_texts(ps)
    dense = {
        "same_rule": _same_rule(ps, vectors),
        "term_rows": term_rows,
        "term_vectors": term_vectors,
        "sentence_rows": sentence_rows,
        "sentence_texts": sentences,
        "sentence_vectors": _vectors(encoder_name, sentences, known, progress, "sentence vectors"),
    }
    manifest = {
        "format": store.FORMAT,
        "key": key["key"],
        "corpus_hash": chash,
        "encoder": encoder_name,
        "encoder_version": key["parts"]["encoder_version"],
        "sources": stamp,
        "dim": int(vectors.shape[1]),
        "passages": len(ps),
        "games": sorted({p.game for p in ps}),
        "langs": sorted({p.lang for p in ps}),
        "concepts": len(lex.concepts),
        "built_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "build_seconds": round(time.perf_counter() - t0, 2),
    }
    folder = store.write_index(folder, _index_files(ps, lex, texts, vectors, dense), manifest)
    store.remove_others(folder, encoder_name)
    progress("rules", 0, 1)
    rulelinks.rule_ids_for(folder, {p.passage_id for p in ps})
    progress("rules", 1, 1)
    return BuildResult(folder, store.read_index(folder), time.perf_counter() - t0)
