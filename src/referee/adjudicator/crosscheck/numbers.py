"""Numbers a rule states, in digits or words (en/es/nl/ru), ordinals included ("8ª", "2de", "8-й").

Not counted: photo and figure references ("(foto 2)"), list markers at the start of a line ("1. ", "A. "),
and articles that only look like "one" (un/una/een/a) unless a limiting word makes them a count
("solo ... una", "slechts een", "only a").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee.text.tokens import fold

WORDS: dict[str, dict[str, int]] = {
    "es": dict(
        uno=1,
        dos=2,
        tres=3,
        cuatro=4,
        cinco=5,
        seis=6,
        siete=7,
        ocho=8,
        nueve=9,
        diez=10,
        once=11,
        doce=12,
        primer=1,
        primero=1,
        primera=1,
        segundo=2,
        segunda=2,
        tercer=3,
        tercero=3,
        tercera=3,
        cuarto=4,
        cuarta=4,
        quinto=5,
        quinta=5,
        sexto=6,
        sexta=6,
        septimo=7,
        septima=7,
        octavo=8,
        octava=8,
        par=2,
    ),
    "nl": dict(
        twee=2,
        drie=3,
        vier=4,
        vijf=5,
        zes=6,
        zeven=7,
        acht=8,
        negen=9,
        tien=10,
        elf=11,
        twaalf=12,
        eerste=1,
        tweede=2,
        derde=3,
        vierde=4,
        vijfde=5,
        zesde=6,
        zevende=7,
        achtste=8,
    ),
    "en": dict(
        one=1,
        two=2,
        three=3,
        four=4,
        five=5,
        six=6,
        seven=7,
        eight=8,
        nine=9,
        ten=10,
        eleven=11,
        twelve=12,
        first=1,
        third=3,
        fourth=4,
        fifth=5,
        sixth=6,
        seventh=7,
        eighth=8,
        pair=2,
        once=1,
        twice=2,
    ),
    "ru": dict(
        два=2,
        две=2,
        двух=2,
        двум=2,
        три=3,
        трех=3,
        четыре=4,
        четырех=4,
        пять=5,
        пяти=5,
        шесть=6,
        шести=6,
        семь=7,
        семи=7,
        восемь=8,
        восьми=8,
        девять=9,
        десять=10,
        пара=2,
    ),
}
# Russian inflects "one" and the ordinals heavily: match by stem.
_RU_STEMS = [
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
# Articles that mean "one" only after a limiting word, and the limiting words themselves.
_ARTICLE_ONE = {"es": {"un", "una"}, "nl": {"een"}, "en": {"a", "an"}, "ru": set()}
_LIMITING = {
    "solo",
    "sola",
    "solamente",
    "unicamente",
    "exactamente",
    "maximo",
    "unica",
    "unico",
    "slechts",
    "maar",
    "alleen",
    "precies",
    "exact",
    "maximaal",
    "maximum",
    "enkel",
    "enkele",
    "only",
    "just",
    "exactly",
    "max",
    "single",
    "только",
    "лишь",
    "ровно",
    "максимум",
    "всего",
}
# An article before these is still an article ("un máximo de 2"): they limit what follows, not the article.
_LIMITING_AFTER = {"sola", "solo", "unica", "unico", "enkele", "single", "только"}
# Sequencing adverbs ("Primero, ...", "First, ...") are not counts.
_DISCOURSE = {"primero", "segundo", "first", "second", "eerst"}

_TOKEN = re.compile(r"\d+(?:[.,]\d+)?\+?(?:ª|º|°|e|de|ste|st|nd|rd|th|-?[а-я]{1,3})?|[^\W\d_]+", re.UNICODE)
_LEADING_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")  # the digits a number token starts with
_IGNORE = re.compile(
    r"\((?:foto|photo|fig|figure|afb|imagen|рис|фото)[^)]*\)|(?:foto|photo|fig\.?|figure|рис\.?)\s*\d+"
    r"|^\s*(?:[-•]\s*)?(?:\d+|[A-Za-z])[.)]\s",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass(frozen=True)
class Number:
    value: int | float
    surface: str
    start: int = -1  # offset in the text
    end: int = -1


def numbers(text: str, lang: str) -> list[Number]:
    """Every number the text states, in order."""
    clean = _IGNORE.sub(lambda m: " " * len(m.group(0)), text)
    words = {k: v for k, v in WORDS.get(lang, {}).items()}
    out: list[Number] = []
    tokens = list(_TOKEN.finditer(clean))
    folded = [fold(t.group(0)) for t in tokens]
    for k, m in enumerate(tokens):
        tok, low = m.group(0), folded[k]
        lead = _LEADING_NUMBER.match(tok)
        if lead is not None:
            digits = lead.group(0).replace(",", ".")
            out.append(Number(float(digits) if "." in digits else int(digits), tok, m.start(), m.end()))
            continue
        nxt = clean[m.end() : m.end() + 1]
        if low in _DISCOURSE and nxt == ",":
            continue
        value = words.get(low)
        if value is None and lang == "ru":
            value = next((v for rx, v in _RU_STEMS if rx.match(low)), None)
        if value is None and low in _ARTICLE_ONE.get(lang, set()):
            before = set(folded[max(0, k - 3) : k])
            after = folded[k + 1] if k + 1 < len(folded) else ""
            if before & _LIMITING or after in _LIMITING_AFTER:
                value = 1
        if value is not None:
            out.append(Number(value, tok, m.start(), m.end()))
    return out


def number_set(text: str, lang: str) -> set[int | float]:
    return {n.value for n in numbers(text, lang)}
