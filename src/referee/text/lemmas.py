"""Lemmas, made at index build time only: spaCy blank es/nl/en with lookup lemmas, pymorphy3 for ru.

Importing spaCy and loading its lookup tables costs seconds, so the query side never does: the build
stores a table form -> lemma(s) covering every inflection of every lemma in the corpus and term bank
(:func:`form_table`), and a question is lemmatised by looking words up in it (see ``lexical.py``).
"""

from __future__ import annotations

import functools
import gzip
import json
from collections import defaultdict
from pathlib import Path

from referee.languages import LANGS, is_cyrillic
from referee.text.tokens import fold

SPACY_LANGS = tuple(lang for lang in LANGS if lang != "ru")  # ru: pymorphy3


class BuildLemmatizer:
    """Per-language lemmatiser for build time; pipelines and tables load on first use."""

    def __init__(self) -> None:
        self._nlp: dict = {}
        self._morph = None
        self._inverse: dict[str, dict[str, set[str]]] = {}
        self._cache: dict[tuple[str, str], str] = {}

    def _pipeline(self, lang: str):
        if lang not in self._nlp:
            import spacy

            nlp = spacy.blank(lang)
            nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
            nlp.initialize()
            self._nlp[lang] = nlp
        return self._nlp[lang]

    def _morphology(self):
        if self._morph is None:
            import pymorphy3

            self._morph = pymorphy3.MorphAnalyzer()
        return self._morph

    def lemmas(self, words: list[str], lang: str) -> list[str]:
        """Folded lemmas of lower-cased ``words`` (one per word, same order)."""
        lowered = [w.lower() for w in words]
        if lang == "ru":
            morph = self._morphology()
            out = []
            for w in lowered:
                key = ("ru", w)
                if key not in self._cache:
                    self._cache[key] = fold(morph.parse(w)[0].normal_form) if is_cyrillic(w) else fold(w)
                out.append(self._cache[key])
            return out
        if lang not in SPACY_LANGS or not lowered:
            return [fold(w) for w in lowered]
        from spacy.tokens import Doc

        nlp = self._pipeline(lang)
        doc = nlp.get_pipe("lemmatizer")(Doc(nlp.vocab, words=lowered))
        return [fold(t.lemma_ or t.text) for t in doc]

    def forms(self, lemma: str, lang: str) -> set[str]:
        """Folded inflected forms of a lemma (so a question's "gnomes"/"духов" finds "gnome"/"дух")."""
        if lang == "ru":
            if not is_cyrillic(lemma):
                return {lemma}
            out = {lemma}
            for parse in self._morphology().parse(lemma)[:2]:
                if fold(parse.normal_form) == lemma:
                    out.update(fold(f.word) for f in parse.lexeme)
            return out
        if lang not in SPACY_LANGS:
            return {lemma}
        return self._inverse_table(lang).get(lemma, set()) | {lemma}

    def word_forms(self, word: str, lang: str) -> set[str]:
        """Folded forms of the lemma of ``word`` ("пень" -> "пню", "пня"; "losetas" -> "loseta"), without the
        spaCy pipeline: Russian through pymorphy3, the other languages through the raw lookup table both ways;
        a word that is a lemma keeps its own ("пень" is the stump, not the verb "пенить")."""
        w = fold(word.lower())
        if lang == "ru":
            return self._russian_forms(w) if is_cyrillic(w) else {w}
        if lang not in SPACY_LANGS:
            return {w}
        # a word that is a lemma itself keeps its own forms: "camino" (path) is not read as "caminar" (walk)
        lemma = w if w in self._inverse_table(lang) else self._forward_table(lang).get(w, w)
        return self.forms(lemma, lang) | {w}

    def _russian_forms(self, w: str) -> set[str]:
        parses = self._morphology().parse(w)
        # every reading whose lemma the word is (a loanword such as "тайл" is guessed several ways)
        own = [p for p in parses if fold(p.normal_form) == w]
        if own:
            forms = {fold(f.word) for p in own for f in p.lexeme}
            if any(p.tag.POS == "INFN" for p in own):
                # a verb's form that reads first as another verb's is that verb's: "стоят" (they stand) is a form
                # of "стоить" (to cost) too, but no text means the price by it
                forms = {f for f in forms if self._reads_as(f, w)}
            return forms | {w}
        # a word that is not its lemma keeps to its own kind of form: pymorphy3 files a participle under its
        # verb, and "атакующий" (the attacker) is no "атаковать" / "атакованная" (the attacked one), nor
        # "завершил" (who completed it) a "завершённое кольцо"
        first = parses[0].tag
        same = lambda t: (t.POS, t.voice, t.tense) == (first.POS, first.voice, first.tense)  # noqa: E731
        return {fold(f.word) for f in parses[0].lexeme if same(f.tag)} | {w}

    def _reads_as(self, form: str, lemma: str) -> bool:
        """Is pymorphy3's first reading of ``form`` the lemma's (or a guess, the word not in its dictionary)?"""
        first = self._morphology().parse(form)[0]
        return fold(first.normal_form) == lemma or not first.is_known

    def _forward_table(self, lang: str) -> dict[str, str]:
        """form -> lemma, the inverse of :meth:`_inverse_table` (built with it from the same file)."""
        key = f"forward:{lang}"
        if key not in self._inverse:
            forward = {form: lemma for lemma, forms in self._inverse_table(lang).items() for form in forms}
            self._inverse[key] = forward  # type: ignore[assignment]
        return self._inverse[key]  # type: ignore[return-value]

    def _inverse_table(self, lang: str) -> dict[str, set[str]]:
        """lemma -> forms, from the raw spacy-lookups-data table (spaCy's own Table keeps only hashes)."""
        if lang not in self._inverse:
            import spacy_lookups_data

            path = Path(spacy_lookups_data.__file__).parent / "data" / f"{lang}_lemma_lookup.json.gz"
            inverse: dict[str, set[str]] = defaultdict(set)
            if path.exists():
                with gzip.open(path, "rt", encoding="utf-8") as fh:
                    for form, lemma in json.load(fh).items():
                        inverse[fold(lemma)].add(fold(form))
            self._inverse[lang] = dict(inverse)
        return self._inverse[lang]


@functools.cache
def shared_lemmatizer() -> BuildLemmatizer:
    """One lemmatiser per process for the cross-check's form tables: each new one reads and inverts the
    lookup tables again (seconds per language), and a first cross-check needs dozens of tables."""
    return BuildLemmatizer()


def form_table(lemmatizer: BuildLemmatizer, lemmas_by_lang: dict[str, set[str]]) -> dict[str, list[str]]:
    """form -> the lemmas it may stand for, over every language (a question's language is not known)."""
    table: dict[str, set[str]] = defaultdict(set)
    for lang, lemmas in lemmas_by_lang.items():
        for lemma in lemmas:
            for form in lemmatizer.forms(lemma, lang):
                if form != lemma:
                    table[form].add(lemma)
    return {form: sorted(ls) for form, ls in table.items()}
