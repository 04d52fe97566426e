"""Small closed word lists that change what a rule says: negations, conditions, timing.

They are matched on folded whole words (multi-word cues as phrases). A cue present in one passage and
absent from its counterpart is worth a translator's look; the lists stay short so the flags stay rare.
"""

from __future__ import annotations

import re

from referee.index.text import fold

# "sin" / "zonder" / "without" are left out: one text's "without a claim" is the other's "unclaimed".
NEGATION = {
    "es": ["no", "nunca", "jamas", "ni", "ningun", "ninguna", "ninguno", "nadie", "nada"],
    "nl": ["niet", "geen", "nooit", "niemand", "niets", "nergens"],
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
        "nor",
        "neither",
    ],
    "ru": ["не", "нет", "ни", "никогда", "никто", "ничего", "нельзя", "нечего"],
}
CONDITION = {
    "es": ["si", "siempre que", "a menos que", "salvo", "excepto", "en caso de", "solo si"],
    "nl": ["als", "indien", "tenzij", "behalve", "mits", "zolang"],
    "en": ["if", "unless", "except", "provided", "as long as", "only if", "in case"],
    "ru": ["если", "кроме", "при условии", "в случае", "разве что"],
}
# Sequence words of a walkthrough ("then", "daarna", "luego") are left out: they order steps, they do not
# change when a rule applies. "hasta"/"tot" are left out too: they mostly mean "up to" (a quantity).
TIMING = {
    "es": [
        "cuando",
        "despues",
        "antes",
        "inmediatamente",
        "durante",
        "mientras",
        "una vez que",
        "proximo turno",
        "siguiente turno",
        "al final",
        "al comienzo",
        "en cualquier momento",
        "posterior",
        "posteriormente",
    ],
    "nl": [
        "wanneer",
        "nadat",
        "voordat",
        "zodra",
        "onmiddellijk",
        "meteen",
        "tijdens",
        "totdat",
        "volgende beurt",
        "later",
        "aan het einde",
        "aan het begin",
        "op elk moment",
    ],
    "en": [
        "when",
        "after",
        "before",
        "immediately",
        "during",
        "while",
        "until",
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
        "во время",
        "пока",
        "следующий ход",
        "в конце",
        "в начале",
        "позже",
        "в любой момент",
    ],
}
# A cue word that is something else after these words: Dutch "net als" / "zo als" compare, they do not
# state a condition.
NOT_A_CUE_AFTER = {("nl", "als"): {"net", "zo", "even", "ook", "evenals"}}


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
    if rx is None:
        return []
    folded = fold(text)
    out = []
    for m in rx.finditer(folded):
        before = folded[: m.start()].split()
        if before and before[-1] in NOT_A_CUE_AFTER.get((lang, m.group(0)), ()):
            continue
        out.append(m.group(0))
    return out
