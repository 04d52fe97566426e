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
# Forms spaCy's lookup tables lack that players and rulebooks use all the time: the Dutch verb's bare stem
# ("ik leg", "pak 2 tegels", "krijg ik": the tables hold "legt" and "pakte" but not "leg" or "pak") and the
# Spanish infinitive or gerund with its pronouns ("robarme", "colocarla", "moviéndolo").
_CLITICS = ("me", "te", "se", "lo", "la", "le", "nos", "los", "las", "les")
CLITICS = _CLITICS + tuple(a + b for a in ("me", "te", "se") for b in ("lo", "la", "los", "las"))
_VOWELS = frozenset("aeiouy")


def dutch_stem(infinitive: str) -> str | None:
    """The stem of a Dutch verb by the spelling rules ("halen" -> "haal", "leggen" -> "leg", "kiezen" ->
    "kies", "geven" -> "geef"), or None for a word that is no regular infinitive."""
    if len(infinitive) < 5 or not infinitive.endswith("en") or infinitive[-3] in _VOWELS - {"i"}:
        return None
    s = infinitive[:-2]
    if s[-1] == s[-2] and s[-1] not in _VOWELS:
        s = s[:-1]  # a doubled consonant: leggen -> leg
    elif s[-1] not in _VOWELS and s[-2] in "aeou" and s[-3] not in _VOWELS:
        s = s[:-1] + s[-2] + s[-1]  # an open syllable keeps its long vowel: halen -> haal
    return s[:-1] + {"v": "f", "z": "s"}[s[-1]] if s[-1] in "vz" else s


def dutch_verb_forms(infinitive: str, forms: set[str]) -> set[str]:
    """The stem and its -t form, for a word the table knows as a verb (its present participle, "halend")."""
    s = dutch_stem(infinitive)
    if s is None or infinitive + "d" not in forms:
        return set()
    return {s} if s.endswith("t") else {s, s + "t"}


def spanish_clitic_forms(infinitive: str, forms: set[str]) -> set[str]:
    """A Spanish verb's infinitive and gerund with a pronoun attached ("robarme", "moviendolo"; folded)."""
    if infinitive[-2:] not in ("ar", "er", "ir"):
        return set()
    bases = {infinitive} | {f for f in forms if f.endswith(("ando", "iendo", "yendo"))}
    return {b + c for b in bases for c in CLITICS}


def spanish_without_clitic(word: str) -> list[str]:
    """The infinitives or gerunds ``word`` may be with a pronoun cut off ("colocarla" -> "colocar")."""
    return [word[: -len(c)] for c in CLITICS if word.endswith(c) and word[: -len(c)].endswith(_VERB_ENDS)]


_VERB_ENDS = ("ar", "er", "ir", "ando", "iendo", "yendo")


def dutch_infinitives(word: str) -> list[str]:
    """The infinitives whose stem (or stem + t) ``word`` may be: "haal" -> "halen", "leg" -> "leggen"."""
    bases = [word, word[:-1]] if word.endswith("t") else [word]
    out = []
    for b in bases:
        if len(b) < 2:
            continue
        soft = b[:-1] + {"f": "v", "s": "z"}.get(b[-1], b[-1])
        short = soft[:-3] + soft[-2:] if len(soft) > 3 and soft[-3] == soft[-2] else soft  # haal -> hal
        out += [x + "en" for x in (b, soft, short, b + b[-1])]
    return [inf for inf in dict.fromkeys(out) if dutch_stem(inf) in bases]


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
        return [self._unlisted(fold(t.lemma_ or t.text), lang) for t in doc]

    def _unlisted(self, lemma: str, lang: str) -> str:
        """A word the lookup left as it is and knows no forms of: the verb it is a form of, when the verb's
        spelling rules give one the table knows (a Dutch stem, a Spanish verb with its pronoun)."""
        table = self._inverse_table(lang)
        if lemma in table:
            return lemma
        if lang == "nl":
            guesses = dutch_infinitives(lemma)
        elif lang == "es":
            forward = self._forward_table(lang)
            guesses = [forward.get(b, b) for b in spanish_without_clitic(lemma)]
        else:
            guesses = []
        return next((g for g in guesses if g in table), lemma)

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

    def verb_forms(self, lemma: str, lang: str) -> set[str]:
        """The forms of a verb the lookup table lacks (see dutch_verb_forms, spanish_clitic_forms): for the
        lookup's form table only (the cross-check's forms stay the table's own)."""
        forms = self._inverse_table(lang).get(lemma, set()) if lang in SPACY_LANGS else set()
        if lang == "nl":
            return dutch_verb_forms(lemma, forms)
        if lang == "es":
            return spanish_clitic_forms(lemma, forms)
        return set()

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

    def forward_table(self, lang: str) -> dict[str, str]:
        """form -> lemma of the raw lookup table (es/nl/en; seconds to load, then kept)."""
        return self._forward_table(lang)

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
            for form in lemmatizer.forms(lemma, lang) | lemmatizer.verb_forms(lemma, lang):
                if form != lemma:
                    table[form].add(lemma)
    return {form: sorted(ls) for form, ls in table.items()}
