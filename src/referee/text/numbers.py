"""Spelled-out numbers, one word at a time: cardinals and ordinals ("tres", "tweede", "third", "восьмой").

en, es and nl go through ``text2num`` (cardinals and ordinals of any size, accents or not). Russian is
not one of its languages, and pymorphy3 would load its dictionaries (~0.5 s) into every cross-check for a
dozen words, so Russian keeps a small table of forms. A few quantity words no library counts as numbers
("pair", "twice", "par") are listed per language.
"""

from __future__ import annotations

import functools
import re

from referee.text.tokens import fold

_TEXT2NUM = {"en", "es", "nl"}
# Words that state a quantity without being numerals, or that text2num reads only with their accent.
_EXTRA: dict[str, dict[str, int]] = {
    "es": {"par": 2, "segundo": 2, "septimo": 7, "septima": 7},
    "en": {"pair": 2, "once": 1, "twice": 2},
    "nl": {},
    # (every case: "хотя бы с двумя соседними" is "at least two neighbours")
    "ru": {
        **dict.fromkeys(("два", "две", "двух", "двум", "двумя", "пара"), 2),
        **dict.fromkeys(("три", "трех", "трем", "тремя"), 3),
        **dict.fromkeys(("четыре", "четырех", "четырем", "четырьмя"), 4),
        **dict.fromkeys(("пять", "пяти", "пятью"), 5),
        **dict.fromkeys(("шесть", "шести", "шестью"), 6),
        **dict.fromkeys(("семь", "семи"), 7),
        **dict.fromkeys(("восемь", "восьми", "восемью"), 8),
        **dict.fromkeys(("девять", "девяти", "девятью"), 9),
        **dict.fromkeys(("десять", "десяти", "десятью"), 10),
    },
}
# Russian inflects "one" and the ordinals heavily: matched by stem and ending.
_RU_FORMS = [
    (re.compile(r"^(один|одна|одно|одного|одной|одну|одному|одним)$"), 1),
    (re.compile(r"^перв(ый|ая|ое|ого|ой|ому|ую|ые|ых)$"), 1),
    (re.compile(r"^втор(ой|ая|ое|ого|ому|ую|ые|ых)$"), 2),
    (re.compile(r"^трет(ий|ья|ье|ьего|ьей|ью)$"), 3),
    (re.compile(r"^четверт(ый|ая|ое|ого|ой|ую)$"), 4),
    (re.compile(r"^пят(ый|ая|ое|ого|ой|ую)$"), 5),
    (re.compile(r"^шест(ой|ая|ое|ого|ую)$"), 6),
    (re.compile(r"^седьм(ой|ая|ое|ого|ую)$"), 7),
    (re.compile(r"^восьм(ой|ая|ое|ого|ую)$"), 8),
]
# Articles that may mean "one" ("solo una", "slechts een", "only a"): whether they do is the caller's call.
ARTICLE_ONE: dict[str, set[str]] = {"es": {"un", "una"}, "nl": {"een"}, "en": {"a", "an"}, "ru": set()}
_DIGITS = re.compile(r"(\d+)(?:ª|º|e|de|ste|st|nd|rd|th)?")


@functools.lru_cache(maxsize=16384)  # a warm lookup asks it of every word of its passages, again and again
def number_word(word: str, lang: str) -> int | None:
    """The value of one spelled number word in ``lang`` (cardinal or ordinal), else None. Articles that may
    mean "one" ("un", "een", "a") are the caller's to judge: they are None here."""
    low = word.lower()
    folded = fold(low)
    if folded in ARTICLE_ONE.get(lang, ()):
        return None
    extra = _EXTRA.get(lang, {}).get(folded)
    if extra is not None:
        return extra
    if lang == "ru":
        return next((v for rx, v in _RU_FORMS if rx.match(folded)), None)
    if lang not in _TEXT2NUM or not low.isalpha():
        return None
    from text_to_num import alpha2digit

    m = _DIGITS.fullmatch(alpha2digit(low, lang, threshold=0))
    return int(m.group(1)) if m else None


# A whole answer's number beyond number_word's words (which the cross-check counts with, kept as they are): the
# Russian zero, teens and tens ("двадцать три" = 20 + 3), and the Spanish numbers text2num reads only with their
# accent ("veintitres"). Zero in the other languages is text2num's ("cero", "nul", "zero").
_RU_WHOLE = {
    "ноль": 0, "нуль": 0, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13, "четырнадцать": 14,
    "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18, "девятнадцать": 19,
    "двадцать": 20, "тридцать": 30, "сорок": 40, "пятьдесят": 50,
}  # fmt: skip
_ES_ACCENTED = {
    "veintidos": "veintidós", "veintitres": "veintitrés", "veintiseis": "veintiséis", "dieciseis": "dieciséis",
}  # fmt: skip


def spelled_number(text: str, lang: str) -> int | None:
    """The whole number a short answer spells in ``lang`` ("tres", "drieëntwintig", "двадцать три", "3"), else
    None (an answer that is not only a number: "3 tiles" is None)."""
    words = fold(text.strip().lower()).split()
    if not words:
        return None
    if len(words) == 1 and words[0].isdigit():
        return int(words[0])
    if lang == "ru":
        values = [_RU_WHOLE.get(w, number_word(w, "ru")) for w in words]
        if None in values or len(values) > 2 or (len(values) == 2 and (values[0] or 0) % 10):
            return None  # a word that is not a number, or two that do not make one ("три два")
        return sum(v for v in values if v is not None)
    if lang not in _TEXT2NUM:
        return None
    from text_to_num import alpha2digit

    phrase = " ".join(_ES_ACCENTED.get(w, w) for w in text.strip().lower().split()) if lang == "es" else text
    m = _DIGITS.fullmatch(alpha2digit(phrase.strip().lower(), lang, threshold=0).strip())
    return int(m.group(1)) if m else None
