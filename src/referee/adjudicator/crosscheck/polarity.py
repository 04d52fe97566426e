"""Whether a clause allows, forbids, obliges or leaves a thing optional: its modal read with the negation bound to it.

A flipped negation hides from a count of negation words when the clause has another one ("Если две тропы не
достроены ..., их МОЖНО соединять" against "Si dos caminos están incompletos ..., NO PUEDEN ser conectados": each
side says "no" once, about different things), and an obligation turned into an option may hold no negation at all
("Перемещать гнома обязательно" against "Mover un Gnomo es opcional"). What a rule says is in its modal: "can"
with a "not" bound to it forbids, "can" alone allows; "mandatory" obliges, "not mandatory" / "optional" does not.
Two aligned clauses whose modals say the opposite disagree, whatever other negations they hold.
"""

from __future__ import annotations

import functools
import re

from referee.adjudicator.crosscheck.cues import NEGATION, NEGATION_COVER, PERMITTING
from referee.text.cue_words import SIGNS
from referee.text.tokens import fold

PERMIT, FORBID, OBLIGE, OPTION = "permit", "forbid", "oblige", "option"
OPPOSITE = {PERMIT: FORBID, FORBID: PERMIT, OBLIGE: OPTION, OPTION: OBLIGE}
# words that oblige or leave optional by themselves (an adjective or adverb, no modal verb)
OBLIGATORY = {
    "en": ["mandatory", "compulsory", "obligatory", "required"],
    "es": ["obligatorio", "obligatoria", "obligatoriamente", "obligado"],
    "nl": ["verplicht", "verplichte"],
    "ru": ["обязательно", "обязательный", "обязательная", "обязательное", "обязательным"],
}
# a wish leaves it optional too: "вы можете, если хотите, убрать 1 тайл" (you may, if you like) is no "dan moet je"
OPTIONAL = {
    "en": ["optional", "optionally", "if you wish", "if you want", "if you like"],
    "es": ["opcional", "opcionalmente", "optativo", "optativa", "si quieres", "si lo deseas", "si lo prefieres"],
    "nl": ["optioneel", "optionele", "facultatief", "naar keuze", "als je wilt", "als je dat wilt", "desgewenst"],
    "ru": [
        "необязательно",
        "необязательный",
        "по желанию",
        "опционально",
        "если хотите",
        "если пожелаете",
        "при желании",
    ],
}
FORBIDDING = {
    "en": ["cannot", "can't", "forbidden", "prohibited"],
    "es": ["prohibido", "prohibida"],
    "nl": ["verboden"],
    "ru": ["нельзя", "запрещено", "запрещается"],
}
# how many words a negation may stand from its modal: before it in en/es/ru ("no se pueden", "не может"), after it
# in English ("may not") and Dutch, whose negation follows the verb and its subject ("mag je ze niet")
# (a Dutch subordinate clause puts the modal last: "als je ze niet kunt verbinden")
BEFORE = {"en": 1, "es": 2, "nl": 3, "ru": 1}
AFTER = {"en": 1, "es": 0, "nl": 10, "ru": 0}
# a negative subject or quantifier negates the modal from anywhere before it in its part of the sentence: "No other
# tile or rainbow can be placed" = "Никакая другая плитка ... не могут быть размещены", "nadie puede", "niemand kan"
QUANTIFIER = {
    "en": r"no|none|nobody|nothing|neither|never",
    "es": r"nadie|ningun[oa]?|nada|nunca|jamas|ni",
    "nl": r"geen|niemand|niets|nooit|noch",
    "ru": r"никак\w*|никто|никого|никому|ничто|ничего|никогда|ни",
}
OTHER_SUBJECT = {
    "en": set("you they he she it we i that which who whom".split()),
    "es": set("que quien quienes cual".split()),
    "nl": set("je jij u ze zij hij het we wij die dat wie".split()),
    "ru": set("вы ты он она они мы который которая которое которые которых которым".split()),
}
# a Russian "может," set off by a comma is "maybe" ("Трутовик, может, и не самый храбрый"), no modal; so is a
# Spanish "puede que" / "puede ser que" ("Puede que el gnomo no sea valiente" = "the gnome may not be brave")
PARENTHETICAL = {"ru": re.compile(r"(?:может|можно)\s*,"), "es": re.compile(r"puede\s+(?:ser\s+)?que(?!\w)")}
# Spanish object pronouns stand between a negation and its verb ("no se la puedes enseñar" = "you may not show it
# to them"): they do not count in the BEFORE window
CLITICS = {"es": frozenset("me te se nos os lo la los las le les".split())}
# A Dutch subordinate or relative clause after the modal holds its own negation: "Je mag ze op plekken zetten
# waarmee je niet verbonden bent" allows placing them; the AFTER window stops at its first word ("die je", "als
# je": before a subject, "die" is a relative pronoun and "als" is "if", not a determiner or "as")
SUBORDINATE = {
    "nl": re.compile(
        r"(?<!\w)(?:waar[a-z]+|wie|wat|omdat|wanneer|terwijl|zodat|voordat|nadat|tenzij|indien|zodra|totdat|hoewel"
        r"|(?:die|dat|als|of)\s+(?:je|jij|u|hij|zij|ze|we|wij|er))(?!\w)"
    )
}


@functools.cache
def _rx(words: tuple[str, ...]) -> re.Pattern[str] | None:
    alts = sorted((re.escape(fold(w)) for w in words), key=len, reverse=True)
    return re.compile(r"(?<![\w'])(?:" + "|".join(alts) + r")(?![\w'])") if alts else None


def _negated(folded: str, start: int, end: int, lang: str) -> tuple[str, ...]:
    """The negation word bound to the modal at ``start:end`` (within BEFORE words before it, AFTER after it), if any."""
    negs = _negs(lang)
    part = re.split(r"[,.;:!?]", folded[:start])[-1]
    words = [w for w in part.split() if w not in CLITICS.get(lang, ())]
    before = words[-BEFORE.get(lang, 1) :] if BEFORE.get(lang, 1) else []
    rest = _main_clause(re.split(r"[,.;:!?]", folded[end:], maxsplit=1)[0], lang)
    after = rest.split()[: AFTER.get(lang, 0)]
    return tuple(w for w in before + after if w in negs)[:1] or _subject(part, lang)


# Dutch finite auxiliaries the form table does not read as verbs (a subordinate clause ends at its finite verb)
_NL_FINITE = frozenset(
    "is ben bent zijn was waren heeft hebt heb hebben had wordt word worden werd kan kunt mag moet wil zal".split()
)


def _main_clause(rest: str, lang: str) -> str:
    """``rest`` (the words after a modal, up to a stop) without a Dutch subordinate or relative clause in it: from
    its first word through its finite verb ("mag de kaarten [die je bekijkt] aan geen speler laten zien"), or to
    the end when it puts its verb last ("mag ze op plekken zetten [waarmee je niet verbonden bent]")."""
    rx = SUBORDINATE.get(lang)
    m = rx.search(rest) if rx else None
    if m is None:
        return rest
    from referee.adjudicator.crosscheck.subjects import _nl_verb

    tail = rest[m.end() :]
    for w in re.finditer(r"\S+", tail):
        if w.group() in _NL_FINITE or _nl_verb(w.group()):
            return rest[: m.start()] + tail[w.end() :]
    return rest[: m.start()]


def _subject(part: str, lang: str) -> tuple[str, ...]:
    """The negative subject of a modal at the end of ``part`` (QUANTIFIER), unless another subject or a relative
    clause stands between them: "There is no limit to the coins you may play" allows playing."""
    for m in re.finditer(rf"(?<!\w)(?:{QUANTIFIER.get(lang, '(?!)')})(?!\w)", part):
        if not set(part[m.end() :].split()) & OTHER_SUBJECT.get(lang, set()):
            return (m.group(0),)
    return ()


def _hits(folded: str, lang: str, words: list[str]):
    rx = _rx(tuple(words))
    return list(rx.finditer(folded)) if rx else []


def stances(text: str, lang: str) -> dict[str, tuple[str, ...]]:
    """What the clause does with its rule (PERMIT, FORBID, OBLIGE, OPTION) -> the words that say it (folded)."""
    folded = fold(text)
    out: dict[str, tuple[str, ...]] = {}

    def add(stance: str, m: re.Match[str], neg: tuple[str, ...] = ()) -> None:
        out[stance] = out.get(stance, ()) + neg + (m.group(0),)

    for m in _hits(folded, lang, SIGNS["modality"]["may"].get(lang, [])):
        if lang in PARENTHETICAL and PARENTHETICAL[lang].match(folded, m.start()):
            continue
        neg = _negated(folded, m.start(), m.end(), lang)
        add(FORBID if neg else PERMIT, m, neg)
    for m in _hits(folded, lang, SIGNS["modality"]["must"].get(lang, [])):
        if not _negated(folded, m.start(), m.end(), lang):
            add(OBLIGE, m)  # ("must not" forbids, "no tienes que" leaves optional: a negated must is left unread)
    for m in _hits(folded, lang, OBLIGATORY.get(lang, [])):
        neg = _negated(folded, m.start(), m.end(), lang)
        add(OPTION if neg else OBLIGE, m, neg)
    for m in _hits(folded, lang, OPTIONAL.get(lang, [])):
        add(OPTION, m)
    for m in _hits(folded, lang, FORBIDDING.get(lang, [])):
        add(FORBID, m)
    for rx in PERMITTING.get(lang, []):
        for m in re.finditer(rf"(?<!\w){rx}(?!\w)", folded):
            add(PERMIT, m)
    return out


def restricted(text: str, lang: str) -> bool:
    """Does the clause restrict its rule some other way ("only", "unless", "without", "except")? Then "can only ...
    if" and "cannot ... unless" say one rule, and the modals' opposition is no flip."""
    folded = fold(text)
    for rx in PERMITTING.get(lang, []):  # "nothing stops you" is a permission, not a "stops" that restricts
        folded = re.sub(rf"(?<!\w){rx}(?!\w)", " ", folded)
    return bool(_hits(folded, lang, NEGATION_COVER.get(lang, [])))


def flipped(a: str, la: str, b: str, lb: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(a's words, b's words) when the two clauses' modals say the opposite: one forbids what the other allows and
    does not forbid, or obliges what the other leaves optional and does not oblige."""
    sa, sb = stances(a, la), stances(b, lb)
    for x in sorted(sa):
        y = OPPOSITE[x]
        if y in sb and y not in sa and x not in sb:
            if x in (PERMIT, FORBID) and (restricted(a, la) or restricted(b, lb)):
                continue
            return sa[x], sb[y]
    return None


def agree(a: str, la: str, b: str, lb: str) -> bool:
    """Do the clauses' modals say the same, with every negation word of either clause bound to one of its modals
    ("не обязательно" against "es opcional")? Then a negation on one side only is the way it says that, no flip."""
    from referee.adjudicator.crosscheck.cues import cues

    sa, sb = stances(a, la), stances(b, lb)
    for text, lang, st in ((a, la, sa), (b, lb, sb)):
        bound = [w for stance in (FORBID, OPTION) for w in st.get(stance, ()) if w in _negs(lang)]
        if len(cues(text, lang, "negation")) > len(bound):
            return False
    return bool(sa) and sa.keys() == sb.keys()


@functools.cache
def _negs(lang: str) -> frozenset[str]:
    return frozenset(fold(w) for w in NEGATION.get(lang, ()))
