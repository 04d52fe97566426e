"""Small closed word lists that change what a rule says: negations, conditions, timing.

They are matched on folded whole words (multi-word cues as phrases). A cue present in one passage and
absent from its counterpart is worth a translator's look; the lists stay short so the flags stay rare.
"""

from __future__ import annotations

import functools
import re

from referee.text.cue_words import (  # noqa: F401  (re-exported: flags.py reads them by kind)
    CONDITION,
    CONDITION_COVER,
    NEGATION,
    NEGATION_COVER,
    TIMING,
    TIMING_COVER,
)
from referee.text.tokens import fold

# A negated "stop" allows: "nothing stops you from creating ..." = "you may create ..." (polarity reads it as a
# permission; its negation word is none). Regular expressions over folded text.
PERMITTING = {
    "en": [r"(?:nothing|no\s+one|nobody)\s+(?:stops|prevents|keeps|forbids)\s+you"],
    "es": [
        r"(?:nada|nadie)\s+(?:te|le|os|les|nos)\s+(?:impide|impedira|prohibe)",
        r"no\s+hay\s+nada\s+que\s+(?:te|le|os|les)\s+impida",
    ],
    "nl": [
        r"(?:niets|niemand)\s+(?:belet|verhindert|verbiedt|weerhoudt)\s+(?:je|jou|u|jullie)",
        r"(?:niets|niemand)\s+houdt\s+(?:je|jou|u|jullie)\s+tegen",
    ],
    "ru": [r"(?:ничто|ничего|никто)\s+не\s+(?:мешает|запрещает|препятствует|помешает)"],
}
# Phrases with a negation word that forbid nothing: a permission (PERMITTING), a bound ("no more than 3", "не менее
# 3": the bound signs compare those, meaning.py), "whether or not" ("tanto si arden como si no", "горят ли они или
# нет"), and idioms of "it is fine" ("No pasa nada por tener más de 7" = "It is fine to have more than 7").
# Regular expressions over folded text; a negation cue inside one of them is no negation.
NOT_NEGATING = {
    "es": [
        *PERMITTING["es"],
        r"no\s+mas\s+de",
        r"no\s+menos\s+de",
        r"(?:o|si)\s+no(?=\s*[).,;:!?»\"]|\s*$)",
        r"no\s+pasa\s+nada",
        r"no\s+importa",
        # "don't forget" = "remember", with its pronouns ("para que no se te olvide" = "as a reminder")
        r"no\s+(?:(?:se|te|me|os|le|les|lo|la)\s+){0,2}olvid(?:es|eis|e|ar|en|a|an)(?!\w)",
        # "nada mas comprarlos" = "as soon as they are bought" (a moment: the timing signs read it, meaning.py)
        r"nada\s+mas(?=\s+\w+(?:ar|er|ir)(?:lo|la|los|las|le|les|se)?(?!\w))",
        # "para no perder de vista" = "to keep track of"; "si no tienes cuidado" = "if you are careless" (a
        # warning, no rule forbids anything)
        r"no\s+perder\w*\s+de\s+vista",
        r"no\s+(?:tienes|tiene|tengas|tenga|teneis|tengais)\s+cuidado",
    ],
    "nl": [
        *PERMITTING["nl"],
        r"niet\s+meer\s+dan",
        r"niet\s+minder\s+dan",
        r"of\s+niet(?=\s*[).,;:!?\"]|\s*$)",
        r"maakt\s+niet\s+uit",
        r"vergeet\s+niet",
        r"niet\s+uit\s+het\s+oog",  # "om niet uit het oog te verliezen" = "to keep track of"
        r"niet\s+(?:oplet|oppast|voorzichtig)\w*",  # "als je niet oplet" = "if you are careless": a warning
        # a negated comparative is a superlative: "geen enkele kaart heeft een hogere waarde dan deze" = "this
        # card has the highest value"
        r"(?:geen|niets|niemand)\s+(?:enkele?\s+)?(?:[\w-]+\s+){0,4}(?:hoger|groter|meer|lager|kleiner|minder|beter)"
        r"\w*\s+(?:[\w-]+\s+){0,3}dan",
    ],
    "en": [
        *PERMITTING["en"],
        r"no\s+(?:more|fewer|less)\s+than",
        r"not\s+(?:more|fewer|less)\s+than",
        r"or\s+not",
        r"no\s+matter",
        r"(?:does|do)\s+not\s+matter",
        r"(?:do\s+not|don't)\s+forget",
        r"not\s+(?:to\s+)?lose\s+(?:track|sight)",  # "so as not to lose track of" = "to keep track of"
        r"not\s+(?:careful|cautious)",  # "if you are not careful" = "si te descuidas": a warning
        # ... as in English: "no other card has a higher value than this one"
        r"(?:no|none|nothing)\s+(?:[\w-]+\s+){0,4}(?:higher|greater|more|lower|smaller|fewer|less|better)\s+"
        r"(?:[\w-]+\s+){0,3}than",
    ],
    "ru": [
        *PERMITTING["ru"],
        r"не\s+(?:более|менее|больше|меньше)",
        r"или\s+нет",
        r"не\s+важно",
        r"ничего\s+страшного",
        # "не забывая про лимит", "чтобы не забыть" = "recordando el límite", "ter herinnering": remembering
        r"не\s+(?:забыва|забуд|забыть|забыв)\w*",
        r"не\s+(?:теря|потеря)\w*\s+из\s+виду",  # "чтобы не терять из виду" = "to keep track of"
        r"не\s+(?:осторожн|внимательн)\w*",  # "если вы не осторожны" = "if you are careless": a warning
        # "проверьте, не образовалось ли кольцо" asks whether (the particle ли), it says no ring formed
        r"не\s+[а-яё]+\s+ли(?!\w)",
    ],
}
# Regular expressions over folded text that cover a kind (Dutch: a condition stated by word order).
COVER_PATTERNS = {
    ("condition", "nl"): [r",\s+dan\b"],
    ("condition", "en"): [r",\s+then\b"],
    # a negative prefix says "not" too: "the unchosen cards" = "las cartas no elegidas"
    ("negation", "en"): [
        r"\bun[a-z]{3,}(?:ed|en|able|ible)\b",
        # ... and one word that says "not": "builds for free" = "bouwt zonder kosten", "refuses to" = "не хочет"
        r"\b(?:for\s+free|free\s+of\s+charge|refuses?|declines?)\b",
    ],
    ("negation", "nl"): [
        r"\bon[a-z]{3,}(?:de|te|baar)\b",
        # ... and its bare participle: "onbeperkt" (unlimited) = "there is no limit", "ongedekt", "onbekend"
        r"\bon(?:be|ge|ver)[a-z]{2,}[dt]\b",
        # "gratis" / "kosteloos" (for free) = "for no cost"
        r"\b(?:gratis|kosteloos)\b",
        # "is de stapel op" (used up) = "has no cards left"
        r"\b(?:is|zijn|raakt|raken)\s+(?:\w+\s+){0,4}op(?=\s*[,.;:]|\s+(?:terwijl|en|dan)\b)",
        # ... and in a subordinate clause, the verb last: "terwijl de stapel op is, schud" (not "op zijn beurt")
        r"\bop\s+(?:is|zijn)(?=\s*[,.;:)]|\s+(?:en|dan|of)\b)",
    ],
    # ... and in Russian a participle or adjective in "не-": "непроданные грибы" = "los hongos no vendidos",
    # "незанятая тропа" = "un camino no reclamado" (written as one word, so no "не" cue)
    ("negation", "ru"): [
        # a verb or adverb that says "not" in one word: "может отказаться собирать" = "may choose not to
        # gather", "бесплатно строит" = "builds for no cost"
        r"(?<!\w)(?:отказ[а-яё]*|бесплатн[а-яё]*)(?!\w)",
        r"(?<!\w)не[а-яё]{3,}(?:нн|вш|ем|им|ущ|ющ|ащ|ящ|т|н)(?:ый|ая|ое|ые|ого|ой|ому|ым|ых|ую|ыми|ий|ее|ие|его|ей|их|ими|а|о|ы)(?!\w)",
    ],  # noqa: E501
}
# A cue word that is something else after these words: Dutch "net als" / "zo als" compare, they do not
# state a condition.
# Spanish "si" after a verb of deciding or checking means "whether" ("decide si ...", "verifica si ...").
NOT_A_CUE_AFTER = {
    ("nl", "als"): {"net", "zo", "even", "ook", "evenals"},
    ("es", "si"): {"decide", "decidir", "verifica", "verificar", "comprueba", "comprobar", "mira", "ver", "saber"},
    ("en", "if"): {"decide", "check", "see", "whether", "know"},
    ("en", "not"): {"or"},  # "whether or not they are lit" negates nothing
}


# The same letters with an accent are another word: Spanish "sí" (yes, itself) is no "si" (if).
NOT_A_CUE_ACCENTED = {"es": {"sí"}}
# The word that turns a negation into a correction ("no está en X, sino en Y").
CORRECTIVE = {"es": "sino", "en": "but rather", "nl": "maar wel"}


def _pattern(cues: list[str], lang: str) -> re.Pattern:
    """Cue words and phrases in any of their forms (forms.py: "в конце игры", "на следующем ходу")."""
    from referee.adjudicator.crosscheck.forms import phrase_pattern

    return phrase_pattern(tuple(re.escape(fold(c)) if "'" in c else fold(c) for c in cues), lang)


_TABLES = {"negation": NEGATION, "condition": CONDITION, "timing": TIMING}
_COVERS = {"negation": NEGATION_COVER, "condition": CONDITION_COVER, "timing": TIMING_COVER}


def _compiled(kind: str, lang: str, cover: bool = False) -> re.Pattern | None:
    table = _TABLES[kind]
    if lang not in table:
        return None
    return _pattern(table[lang] + (_COVERS[kind].get(lang, []) if cover else []), lang)


def covers(text: str, lang: str, kind: str) -> bool:
    """Does ``text`` say no / when / under what condition in any way (cue or cover word, or a bullet "case: ...")?"""
    if cues(text, lang, kind):
        return True
    rx, folded = _compiled(kind, lang, cover=True), fold(text)
    if rx is not None and rx.search(folded):
        return True
    if any(re.search(p, folded) for p in COVER_PATTERNS.get((kind, lang), ())):
        return True
    # "- Ring geclaimd door een andere speler: krijgt je niets" states a case, as a condition would
    return kind == "condition" and re.search(r"(?m)^\s*[-•*]\s*[^:\n]{3,80}:\s", text) is not None


def cues(text: str, lang: str, kind: str) -> list[str]:
    """The cue words of ``kind`` found in ``text`` (folded), in order; [] for a language we have no list for."""
    rx = _compiled(kind, lang)
    if rx is None:
        return []
    folded = fold(text)
    out = []
    for m in rx.finditer(folded):
        before = folded[: m.start()].split()
        if before and before[-1] in NOT_A_CUE_AFTER.get((lang, m.group(0)), ()):
            continue
        if len(folded) == len(text) and text[m.start() : m.end()].lower() in NOT_A_CUE_ACCENTED.get(lang, ()):
            continue
        if kind == "negation" and (_corrective(folded, m.end(), lang) or _not_negating(folded, m.start(), lang)):
            continue
        out.append(m.group(0))
    return out


def _corrective(folded: str, end: int, lang: str) -> bool:
    """ "no X, sino Y" ("not X but Y") corrects a description; it forbids nothing."""
    word = CORRECTIVE.get(lang)
    if not word:
        return False
    rest = re.split(r"[.;!?\n]", folded[end:], maxsplit=1)[0]
    return re.search(rf"(?<!\w){word}(?!\w)", rest) is not None


@functools.cache
def _not_negating_rx(lang: str) -> re.Pattern[str] | None:
    parts = NOT_NEGATING.get(lang)
    return re.compile(r"(?<!\w)(?:" + "|".join(parts) + ")") if parts else None


def _not_negating(folded: str, start: int, lang: str) -> bool:
    """Is the negation cue at ``start`` part of a phrase that forbids nothing (NOT_NEGATING)?"""
    rx = _not_negating_rx(lang)
    return rx is not None and any(m.start() <= start < m.end() for m in rx.finditer(folded))
