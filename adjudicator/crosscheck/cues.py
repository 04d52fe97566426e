"""Small closed word lists that change what a rule says: negations, conditions, timing.

They are matched on folded whole words (multi-word cues as phrases). A cue present in one passage and
absent from its counterpart is worth a translator's look; the lists stay short so the flags stay rare.
"""

from __future__ import annotations

import re

from referee.index.text import fold

NEGATION = {
    "es": ["no", "nunca", "jamas", "ni", "ningun", "ninguna", "ninguno", "nadie", "nada", "sin"],
    "nl": ["niet", "geen", "nooit", "niemand", "niets", "nergens", "zonder"],
    "en": [
        "not",
        "no",
        "never",
        "none",
        "nobody",
        "nothing",
        "cannot",
        "can't",
        "don't",
        "doesn't",
        "isn't",
        "without",
        "nor",
        "neither",
    ],
    "ru": ["не", "нет", "ни", "никогда", "никто", "ничего", "нельзя", "без", "нечего"],
}
CONDITION = {
    "es": ["si", "siempre que", "a menos que", "salvo", "excepto", "en caso de", "solo si", "mientras"],
    "nl": ["als", "indien", "tenzij", "behalve", "mits", "wanneer", "zolang"],
    "en": ["if", "unless", "except", "provided", "as long as", "only if", "in case"],
    "ru": ["если", "кроме", "пока", "при условии", "в случае", "разве что"],
}
TIMING = {
    "es": [
        "cuando",
        "despues",
        "antes",
        "inmediatamente",
        "luego",
        "durante",
        "hasta",
        "una vez que",
        "proximo turno",
        "siguiente turno",
        "al final",
        "al comienzo",
        "en cualquier momento",
        "posterior",
    ],
    "nl": [
        "wanneer",
        "nadat",
        "voordat",
        "zodra",
        "onmiddellijk",
        "daarna",
        "tijdens",
        "totdat",
        "tot",
        "volgende beurt",
        "later",
        "aan het einde",
        "aan het begin",
        "vervolgens",
        "meteen",
    ],
    "en": [
        "when",
        "after",
        "before",
        "immediately",
        "then",
        "during",
        "until",
        "once",
        "next turn",
        "later",
        "at the end",
        "at the start",
        "at any time",
        "afterwards",
    ],
    "ru": [
        "когда",
        "после",
        "перед",
        "сразу",
        "затем",
        "потом",
        "во время",
        "пока",
        "до",
        "следующий ход",
        "в конце",
        "в начале",
        "позже",
    ],
}


def _pattern(cues: list[str]) -> re.Pattern:
    alts = sorted((re.escape(fold(c)) for c in cues), key=len, reverse=True)
    return re.compile(r"(?<![\w'])(?:" + "|".join(alts) + r")(?![\w'])")


_COMPILED = {
    (kind, lang): _pattern(table[lang])
    for kind, table in (("negation", NEGATION), ("condition", CONDITION), ("timing", TIMING))
    for lang in table
}


def cues(text: str, lang: str, kind: str) -> list[str]:
    """The cue words of ``kind`` found in ``text`` (folded), in order; [] for a language we have no list for."""
    rx = _COMPILED.get((kind, lang))
    return rx.findall(fold(text)) if rx else []
