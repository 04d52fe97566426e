"""Inflected forms of the term bank's words and of the cue words, so a flag or a term note sees "пню" as
"пень", "духов" as "дух", "Колец" as "кольцо", "panoramas" as "panorama".

The forms come from the one text toolkit (``referee.text.lemmas``: pymorphy3 for Russian, the spaCy lookup
tables for es/nl/en) and are generated from the bank's side (a few hundred words), never by lemmatising
a whole text. Loading those tables costs a few seconds, so the forms of a word list are kept on disk in the
user's cache dir, keyed by the list itself: the next cross-check of the same game reads one small file.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

from referee.files import atomic_write
from referee.text.tokens import fold, words

VERSION = 8  # bump when the way forms are made changes
MIN_LEN = 3  # shorter words (articles, "no", "и") are matched as written


@functools.cache
def _code_digest() -> str:
    """The code and data the forms are made from: a table cached by another version of them (an upgrade, a
    branch sharing the cache) is never read as this one's (it was, when only VERSION keyed it)."""
    from importlib.metadata import PackageNotFoundError, version

    from referee.text import lemmas, tokens

    h = hashlib.sha256()
    for path in (__file__, lemmas.__file__, tokens.__file__):
        h.update(Path(path).read_bytes())
    for dist in ("spacy-lookups-data", "pymorphy3", "pymorphy3-dicts-ru"):
        try:
            h.update(version(dist).encode())
        except PackageNotFoundError:
            h.update(b"-")
    return h.hexdigest()


def _cache_file(lang: str, vocab: tuple[str, ...]):
    from referee.rulebooks.paths import user_cache_dir

    key = [VERSION, _code_digest(), lang, vocab]
    digest = hashlib.sha256(json.dumps(key, ensure_ascii=False).encode()).hexdigest()[:20]
    return user_cache_dir() / "crosscheck-forms" / f"{lang}-{digest}.json"


def _keep(form: str, word: str, lang: str) -> bool:
    """Russian: every form pymorphy3 gives (it knows the part of speech). The lookup tables of es/nl/en map a
    form to one lemma, often a verb's ("camino" -> "caminar", "vendidos" -> "vender"), and a verb's forms read
    as the bank's concept matched far too much ("no vendidos" as the market: pair precision 0.90 -> 0.82 on
    the public gold): there only forms that keep the word but its last letter are taken (plurals, gender:
    "anillos", "jugadora"), which also lets a phrase match word by word ("Anillos de Hongos")."""
    if lang == "ru":
        return True
    if lang == "nl" and word.endswith("heid") and form == word[:-2] + "den":
        return True  # the Dutch plural of -heid is -heden: "vaardigheden" (abilities) is "vaardigheid"
    return len(os.path.commonprefix([form, word])) >= len(word) - 1 and len(form) <= len(word) + 3


def _compute(lang: str, vocab: tuple[str, ...]) -> dict[str, list[str]]:
    from referee.text.lemmas import shared_lemmatizer

    lem = shared_lemmatizer()
    return {w: sorted({f for f in lem.word_forms(w, lang) if _keep(f, w, lang)} | _plural_open(w, lang)) for w in vocab}


_NL_LONG = ("aa", "ee", "oo", "uu")


def _plural_open(word: str, lang: str) -> set[str]:
    """The Dutch plural in an open syllable, which the lookup table often lacks: a doubled vowel before the last
    consonant is written single ("boom" -> "bomen", "draak" -> "draken"), and a final f or s is voiced ("graaf" ->
    "graven", "roos" -> "rozen"); an f after a consonant too ("werf" -> "werven"). The word is too short for the
    stem match ("Dieven" was no thief, "bomen" no tree)."""
    if lang == "nl" and len(word) >= 4 and word[-1] not in "aeiouyfs" and word[-2] not in "aeiouy":
        return {word + "en"}  # after two consonants the plural adds -en: "rand" -> "randen", "binding" -> "bindingen"
    if lang != "nl" or len(word) < 4 or word[-1] in "aeiouy" or (word[-2] in "aeiouy" and word[-3] not in "aeiouy"):
        return set()  # (a short vowel: "staf" -> "staven" is rare, "straf" -> "straffen"; not guessed)
    last = _NL_VOICED.get(word[-1], word[-1])
    if word[-3:-1] in _NL_LONG:
        return {word[:-3] + word[-2] + last + "en"}
    return {word[:-1] + "ven"} if word[-1] == "f" and not word.endswith("ff") else set()


_NL_VOICED = {"f": "v", "s": "z"}


@functools.lru_cache(maxsize=32)
def _table(lang: str, vocab: tuple[str, ...]) -> dict[str, frozenset[str]]:
    path = _cache_file(lang, vocab)
    data = None
    if path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None  # a damaged cache file is made again
    if not isinstance(data, dict) or set(data) != set(vocab):
        data = _compute(lang, vocab)
        try:
            atomic_write(path, json.dumps(data, ensure_ascii=False).encode())
        except OSError:
            pass  # a read-only cache dir only costs the seconds again next time
    return {w: frozenset(forms) | {w} for w, forms in data.items()}


def form_sets(phrases: Iterable[str], lang: str) -> dict[str, frozenset[str]]:
    """Folded word -> its folded forms, for every word of ``phrases`` of MIN_LEN letters or more."""
    vocab = sorted({fold(w) for p in phrases for w in words(p) if len(w) >= MIN_LEN and not w.isdigit()})
    return _table(lang, tuple(vocab))


@functools.lru_cache(maxsize=256)
def phrase_pattern(phrases: tuple[str, ...], lang: str) -> re.Pattern[str]:
    """A regular expression over folded text matching any of ``phrases`` as whole words, each word of a
    phrase in any of its forms ("следующий ход" finds "на следующем ходу", "end of the game" "end of games").
    A phrase may hold regular-expression parts (``\\d+``); such words are kept as written."""
    table = form_sets([p for p in phrases if not _is_regex(p)], lang)
    alts = []
    for p in phrases:
        if _is_regex(p):
            alts.append(p)
            continue
        parts = []
        for w in fold(p).split():
            forms = sorted(table.get(w, {w}), key=len, reverse=True)
            parts.append("(?:" + "|".join(re.escape(f) for f in forms) + ")" if len(forms) > 1 else re.escape(w))
        alts.append(r"\s+".join(parts))
    alts.sort(key=len, reverse=True)
    return re.compile(r"(?<![\w'])(?:" + "|".join(alts) + r")(?![\w'])")


def _is_regex(phrase: str) -> bool:
    return "\\" in phrase or "(" in phrase or "[" in phrase
