"""The warm lookup's faster paths give the answers the plain ones give (#18): the Dutch-compound match through
its stem index against the scan of every stem, a sentence's words read once against word by word, the form
table's remembered look-ups against its bisection, and whole answers on real questions in the four languages
with the per-passage caches empty, then filled by ``index.warm.prepare`` (what table mode runs)."""

from __future__ import annotations

import pytest

from referee.index import answer_focus, sentence_score, terms
from referee.index.warm import prepare
from referee.text.numbers import number_word
from referee.text.sentences import split
from referee.text.tokens import STOPWORDS, fold, words

# real questions, two per language and game kind: counts, permissions, conditions, names, a compound
QUESTIONS = [
    ("en", "How many tiles can I keep in storage?"),
    ("en", "Can I attack a Path that is not connected to mine?"),
    ("es", "¿Cuántas losetas de mi reserva puedo colocar además de las dos que elijo?"),
    ("es", "¿Qué hago si la columna de ese tamaño de anillo ya está llena?"),
    ("nl", "Wat gebeurt er met de paddenstoelen als niemand de voltooide ring geclaimd heeft?"),
    ("nl", "Mag ik hetzelfde paddenstoeltje twee keer oogsten met de ringmarkeersteen?"),
    ("ru", "Сколько плиток можно держать в личном хранилище?"),
    ("ru", "Можно ли соединить две незаконченные тропы, если на обеих стоят гномы?"),
]


def _scan_spans(m: terms.ConceptMatcher, candidates: list[set[str]], folded: list[str], lang: str | None) -> dict:
    """ConceptMatcher.match_spans as it was: every affix tried against every long word."""
    found: dict[int, set[int]] = {}
    whole: dict[int, set[str]] = {}  # a word that is a term on its own -> its terms' games
    n = len(candidates)
    for i in range(n):
        for lemma in sorted(candidates[i]):  # as match_spans: not the hash-seeded set order
            for no, seq in m._by_first.get(lemma, ()):
                if not m.readable_in(no, m._langs[(no, seq)], lang):
                    continue
                if len(seq) == 1 and folded[i] in STOPWORDS and (i == 0 or folded[i - 1] not in terms.DETERMINERS):
                    continue
                if i + len(seq) <= n and all(seq[j] in candidates[i + j] for j in range(1, len(seq))):
                    found.setdefault(no, set()).update(range(i, i + len(seq)))
                    if len(seq) == 1:
                        whole.setdefault(i, set()).add(m.games[no])
    for pos, word in enumerate(folded):
        if len(word) <= terms.COMPOUND_MIN:
            continue
        for no, stem in m._affixes:
            if word == stem or (pos in whole and (word.startswith(stem) or m._other_game(no, whole[pos]))):
                continue
            if terms.compound_part(word, stem) and m.readable_in(no, frozenset({"nl"}), lang):
                found.setdefault(no, set()).add(pos)
    return found


def _texts(index) -> list[str]:
    return [s.text for p in index.passages for s in split(p["text"])] + [q for _, q in QUESTIONS]


def test_compound_stems_found_through_their_index_match_the_full_scan(built_index):
    m = built_index.matcher
    assert len(m._affixes) > 50  # the real Dutch banks: the index has something to skip
    compounds = 0
    for text in _texts(built_index):
        folded = [fold(w) for w in words(text)]
        cands = built_index.lexical.candidates(text)
        for lang in (None, "en", "es", "nl", "ru"):
            fast = m.match_spans(cands, folded, lang)
            assert list(fast.items()) == list(_scan_spans(m, cands, folded, lang).items()), (text, lang)
        compounds += any(m._affixes_in(w) for w in folded if len(w) > terms.COMPOUND_MIN)
    assert compounds > 20  # the comparison met many words that start or end with a stem


def test_a_sentence_read_once_names_the_asked_words_as_word_by_word(built_index):
    lemma_sets = []
    for _, q in QUESTIONS:
        for w in words(q):
            f = fold(w)
            lemma_sets.append({f, *built_index.lexical.forms.get(f, ())})
    named = 0
    for text in _texts(built_index)[:400]:
        toks = [fold(w) for w in words(text)]
        for lemmas in lemma_sets:
            slow = any(answer_focus._is_lemma(built_index, t, lemmas) for t in toks)
            assert answer_focus._names_any(built_index, text, lemmas) == slow, (text, lemmas)
            named += slow
    assert named > 100


def test_remembered_form_lookups_are_the_bisections(built_index):
    forms = built_index.lexical.forms
    seen = 0
    for text in _texts(built_index)[:300]:
        for w in words(text):
            f = fold(w)
            expected = forms._lookup(f)
            assert forms.get(f, ()) == (expected if expected is not None else ())
            assert forms.get(f, ()) == (expected if expected is not None else ())  # and again, from memory
            seen += expected is not None
    assert seen > 500


def _answers(ask) -> list[dict]:
    out = []
    for _, q in QUESTIONS:
        for game in (None, "gnome-hollow"):
            r = ask(q, game=game)
            shown = r.to_json()
            out.append({**{k: shown[k] for k in ("game", "answered", "confidence", "results")}, "signals": r.signals})
    return out


def _empty_caches(index) -> None:
    for fn in (sentence_score.sentence_concepts, sentence_score._sentence_count, answer_focus._sentence_words):
        fn.cache_clear()
    number_word.cache_clear()
    index.lexical.forms._seen.clear()


def test_answers_are_the_same_with_the_caches_empty_and_prepared(built_index):
    from referee.index.search import ask

    _empty_caches(built_index)
    plain = _answers(ask)
    _empty_caches(built_index)
    assert prepare(built_index) > 0
    assert sentence_score.sentence_concepts.cache_info().currsize == len(built_index.passages)
    assert _answers(ask) == plain
    assert {r["results"][0]["lang"] for r in plain if r["results"]} >= {"es", "nl"}  # real, varied answers


def test_an_index_walks_the_engine_files_once_for_its_rule_ids_and_statements(built_index, monkeypatch):
    """A cold `ask` reads the rule ids when the index loads and the statements when it shows one: both under
    the one signature of the engines made at load, which also finds both current (nothing is recomputed)."""
    from referee.index import rulelinks, search, store

    made: list[str] = []
    real = store.engines_signature

    def counted() -> str:
        made.append(real())
        return made[-1]

    monkeypatch.setattr(store, "engines_signature", counted)
    monkeypatch.setattr(rulelinks, "compute", lambda ids: pytest.fail("rule ids recomputed"))
    monkeypatch.setattr(rulelinks, "compute_statements", lambda: pytest.fail("statements recomputed"))
    fresh = search.LoadedIndex(built_index.folder, built_index.manifest)
    assert fresh.rule_ids == built_index.rule_ids and fresh.statements == built_index.statements
    assert len(made) == 1
