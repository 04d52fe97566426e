"""Per-language stems (Snowball, via ``snowballstemmer``): cheap, pure Python, no model to load.

Used where a word must match its inflections without an index (cross-check term matching, the closest
passages when there is no index); the lookup itself uses lemmas made at build time (``lemmas.py``).
"""

from __future__ import annotations

import functools

from referee.languages import LANGS, is_cyrillic
from referee.text.tokens import fold

_SNOWBALL = {"en": "english", "es": "spanish", "nl": "dutch", "ru": "russian"}
assert set(_SNOWBALL) == set(LANGS)


@functools.cache
def _stemmer(lang: str):
    import snowballstemmer

    return snowballstemmer.stemmer(_SNOWBALL[lang])


@functools.lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str:
    """The folded stem of ``word`` in ``lang`` ("Reclamados" -> "reclam", "tegels" -> "tegel"); a word of
    another script than the language's (a Latin name in Russian text) or an unknown language: just folded."""
    low = word.lower()
    if lang not in _SNOWBALL or (lang == "ru") != is_cyrillic(low):
        return fold(low)
    return fold(_stemmer(lang).stemWord(low))


def question_stems(word: str) -> set[str]:
    """A question word's stems in every language its script allows (the question's language is not known)."""
    if is_cyrillic(word):
        return {stem(word, "ru")}
    return {stem(word, lang) for lang in LANGS if lang != "ru"}
