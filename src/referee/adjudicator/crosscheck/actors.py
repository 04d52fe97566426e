"""Who a clause talks to or about: "you" (the reader, the second person) or another player (the third).

An actor change by a changed subject ("Él elige" for "Eliges", "You draw" for "Your opponent draws", "сами
доигрываете" for "этот игрок доигрывает") has no keyword of its own that a cue list could hold: the one sign
is the person of the subject, which a language may say by a pronoun, by a player noun, or only by the verb's
ending (Spanish "eliges", Russian "выбираете"). Each clause gets the set of persons it names:

- "2": a second-person pronoun or possessive (you / your, tú / tu, jij / je, вы / ваш), and a verb in the
  second person (Spanish -s forms of a verb, from the spaCy lookup table; Russian 2nd person forms, from
  pymorphy3);
- "3": a third-person personal pronoun (he / she, Spanish él / ella as a subject) or a player noun (player,
  opponent, attacker, defender, owner, neighbour). Russian "он" / "она" and Dutch "hij" / "zij" are as often
  a tile or a rainbow (grammatical gender) as a player: they name no one here.

Imperatives carry no person here in any language (the English one has no mark; counting the Russian one as
"you" flagged "Place 3 Spore Tokens on each Colony's Player Mat" against "Положите ..."): a clause that names
nobody is never compared (see :func:`differ`). Nor does a player noun that names a thing or a count ("Player
Mat", "a player's turn", "3 player games", "tablero de jugador").
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path

from referee.adjudicator.crosscheck.numbers import LIMITING
from referee.files import atomic_write
from referee.text.tokens import fold

SECOND, THIRD = "2", "3"
# any player at all ("a player may choose ...", "the winner"): you as much as another, so apart from no one (a
# text that says "a player may" where the other says "you may" addresses the same player)
ANY = "*"
# an indefinite article before a singular player noun: any player ("a player", "een speler", "un jugador"); the
# winner is whoever wins ("the winner will only win on their own turn" = "je wint alleen in je eigen beurt")
_ANY_ARTICLE = {"en": {"a", "any"}, "nl": {"een"}, "es": {"un", "cualquier"}}
_ANY_NOUN = {"en": {"winner"}, "nl": {"winnaar"}, "es": {"ganador", "ganadora"}}
# folded whole words ("tú" folds to "tu", your: both are the second person; Spanish "él" is matched unfolded in
# _THIRD_RAW, folded it is the article "el")
_SECOND_WORDS = {
    "en": {"you", "your", "yours", "yourself"},
    "es": {"tu", "tus", "ti", "te", "contigo", "usted", "ustedes", "tuyo", "tuya", "tuyos", "tuyas"},
    "nl": {"je", "jij", "jou", "jouw", "jezelf", "u", "uw"},
    "ru": {"вы", "вас", "вам", "вами", "ты", "тебя", "тебе", "тобой"},
}
_THIRD_WORDS = {
    "en": {"he", "she", "him", "his", "opponent", "opponents", "attacker", "defender", "owner", "neighbour"},
    "es": {"oponente", "oponentes", "rival", "rivales", "adversario", "atacante", "defensor", "propietario"},
    "nl": {"diens", "tegenstander", "tegenstanders", "aanvaller", "verdediger", "eigenaar"},
    "ru": set(),
}
# Spanish "él" / "ella" as a subject: after a preposition ("en él") it is as often a thing as a player
_THIRD_RAW = {
    "es": re.compile(
        r"(?<!\w)(?<!\ben )(?<!\bde )(?<!\bcon )(?<!\bsobre )(?<!\bpara )(?<!\bpor )(?<!\ba )(?:[Éé]l|[Ee]lla)(?!\w)"
    )
}
# player nouns, as regular expressions over folded words (Dutch compounds: "startspeler", "linkerbuurman")
_THIRD_NOUN = {
    "en": re.compile(r"players?|neighbou?rs?"),
    "es": re.compile(r"jugador(?:a|es|as)?|duen[oa]s?|vecin[oa]s?"),
    "nl": re.compile(r"\w*spelers?|\w*buurman|\w*buren"),
}
# Russian lemmas (pymorphy3) of the third person
_RU_THIRD = {"игрок", "соперник", "противник", "оппонент", "атакующий", "защитник", "владелец", "хозяин"}
_RU_SECOND = {"ваш", "твой"}
_WORD = re.compile(r"[^\W_]+")
# a Spanish -s form after one of these is a plural noun ("las fichas", "dos rondas"), not a verb ("fichas")
_ES_BEFORE_NOUN = set(
    "el la los las un una unos unas sus tus mis nuestras nuestros estas esas estos esos aquellas otras otros "
    "todas todos ambas ambos varias varios muchas muchos pocas algunas algunos cuantas tantas mas menos demas "
    "de del en con por para sin sobre entre a al y o e u primeras ultimas nuevas dos tres cuatro cinco seis "
    "siete ocho nueve diez".split()
)
_ES_NOT_VERB = {"estas"}  # "estas" (these), folded like "estás"


def persons(text: str, lang: str) -> frozenset[str]:
    """The persons ``text`` names: a subset of {SECOND, THIRD}. The players in general as a subject ("Players
    may choose ...") are every player, the reader too: no person (subjects.generic)."""
    from referee.adjudicator.crosscheck.subjects import generic

    text = generic(text, lang)
    tokens = [fold(w) for w in _WORD.findall(text)]
    out: set[str] = set()
    if set(tokens) & _SECOND_WORDS.get(lang, set()):
        out.add(SECOND)
    if set(tokens) & _THIRD_WORDS.get(lang, set()):
        out.add(THIRD)
    raw = _THIRD_RAW.get(lang)
    if raw and raw.search(text):
        out.add(THIRD)
    if lang == "es" and spanish_second_verb(tokens):
        out.add(SECOND)
    if lang == "ru":
        out |= _russian(tuple(tokens))
    # (a player a relative clause describes is whoever does it: another player where the clause names you apart)
    return frozenset(out | {THIRD if x == "-" else x for x in _player_noun(tokens, lang) if x != "-" or SECOND in out})


# words after an English player noun that make it a thing's name or a possessor ("Player Mat", "player's turn")
_EN_THING = set("s mat mats board boards marker token aid colour color count games game".split())


def _player_noun(tokens: list[str], lang: str) -> set[str]:
    """The persons the player nouns name as actors ("the player", "de startspeler"; not a thing or a count):
    THIRD, or SECOND for the active player ("the active player" is the reader a text addresses as "you"), "-"
    for a player a relative clause describes ("the player who completes the ring": whoever does it)."""
    from referee.adjudicator.crosscheck.subjects import role

    noun = _THIRD_NOUN.get(lang)
    out: set[str] = set()
    if noun is None:
        return out
    for k, t in enumerate(tokens):
        if not noun.fullmatch(t):
            continue
        before, after = (tokens[k - 1] if k else ""), (tokens[k + 1] if k + 1 < len(tokens) else "")
        if before.isdigit() or (lang == "en" and after in _EN_THING) or (lang == "es" and before == "de"):
            continue
        limited = k > 1 and tokens[k - 2] in LIMITING  # "solo un jugador": one player
        anyone = before in _ANY_ARTICLE.get(lang, ()) and not t.endswith("s") and not limited
        out.add(role(tokens, k, lang) or (ANY if anyone else THIRD))
    return out | ({ANY} if _ANY_NOUN.get(lang, set()) & set(tokens) else set())


def spanish_second_verb(tokens: list[str]) -> bool:
    """Is one of ``tokens`` a second-person singular verb ("eliges", "puedes")?"""
    forms = _spanish_second()
    for k, t in enumerate(tokens):
        before = tokens[k - 1] if k else ""
        if t in forms and t not in _ES_NOT_VERB and before not in _ES_BEFORE_NOUN and not before.isdigit():
            return True
    return False


def differ(pa: frozenset[str], pb: frozenset[str], wa: frozenset[str], wb: frozenset[str]) -> bool:
    """Do two aligned clauses (persons ``pa``, ``pb``; with their unpaired neighbours ``wa``, ``wb``) name
    different actors? Each names a person that the other does not name in the clause nor next to it ("you
    choose" against "he chooses"). A clause that names nobody (an imperative, a passive) is no evidence, nor is
    a person named on one side only ("you choose, which he must play" against "you choose, which must be
    played": a pronoun one language leaves out; on the dev parts that rule raised 5 false flags per 100)."""
    pa, pb, wa, wb = (_anyone(p) for p in (pa, pb, wa, wb))
    return bool(pa - wb and pb - wa)


def _anyone(p: frozenset[str]) -> frozenset[str]:
    """Any player at all is no evidence of an actor, nor are the third persons that stand for them ("A player may
    choose ... when they would" = "Je mag ..."); a "you" named beside it still is ("een speler (jijzelf
    inbegrepen)" against "another player")."""
    return p - {ANY, THIRD} if ANY in p else p


_ACTIVE_RU = {"активный", "текущий"}  # the active player: "you" (subjects.role)


def _russian(tokens: tuple[str, ...]) -> frozenset[str]:
    out: set[str] = set()
    for k, t in enumerate(tokens):
        tag, lemma = _russian_parse(t)
        # a player noun after a count is a count or a name ("вариант для 2 игроков", "2 Player variant"), as
        # _player_noun reads the other languages
        if lemma in _RU_THIRD and not (k and (tokens[k - 1].isdigit() or _russian_of_thing(tokens[k - 1], t))):
            out.add(SECOND if k and _russian_parse(tokens[k - 1])[1] in _ACTIVE_RU else THIRD)
        elif lemma in _RU_SECOND or t in _SECOND_WORDS["ru"] or "2per" in tag and "VERB" in tag and not _imperative(t):
            out.add(SECOND)
    return frozenset(out)


# things named after a player, as _EN_THING: "планшет игрока" (Player Mat), "жетон первого игрока", "ход игрока"
_RU_THING = {"планшет", "жетон", "маркер", "памятка", "цвет", "ход", "количество", "число", "фишка"}


def _russian_of_thing(before: str, token: str) -> bool:
    """Is ``token`` (a player noun) in the genitive after a thing named after a player ("планшет игрока" = "Player
    Mat", "ход игрока" = "a player's turn"): no actor, as _player_noun reads "Player Mat"?"""
    if _russian_parse(before)[1] not in _RU_THING:
        return False
    return any("gent" in str(p.tag) for p in _morph().parse(token) if p.normal_form in _RU_THIRD)


@functools.lru_cache(maxsize=20000)
def _imperative(token: str) -> bool:
    """Can ``token`` be read as an imperative? Many Russian plural imperatives are spelled as the second person
    of the present or future ("Садитесь поближе" = "Players should sit", "примените реакции" = "Resolve any
    Reaction abilities"), which pymorphy3 reads first: as imperatives they name no one (the module docstring)."""
    return any("impr" in str(p.tag) for p in _morph().parse(token))


@functools.lru_cache(maxsize=20000)
def _russian_parse(token: str) -> tuple[str, str]:
    """(pymorphy3's tag of the first reading, its folded lemma); ("", token) for a non-Cyrillic word."""
    if not re.fullmatch(r"[а-яй]+", token):
        return "", token
    p = _morph().parse(token)[0]
    return str(p.tag), fold(p.normal_form)


@functools.cache
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


_SPANISH_VERB_ENDS = ("ar", "er", "ir")


@functools.cache
def _spanish_second() -> frozenset[str]:
    """Spanish second-person singular verb forms: a form ending in -s whose form without it is of the same verb
    ("eliges" / "elige", "tendrás" / "tendrá", "puedes" / "puede"). Made from the spaCy lookup table (seconds),
    then kept in the user's cache dir keyed by the table's version and this module's code."""
    path = _spanish_cache()
    try:
        return frozenset(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        pass
    from referee.text.lemmas import shared_lemmatizer

    forward: dict[str, str] = shared_lemmatizer().forward_table("es")
    found = sorted(
        f
        for f, lemma in forward.items()
        if f.endswith("s") and len(f) >= 4 and lemma.endswith(_SPANISH_VERB_ENDS) and forward.get(f[:-1]) == lemma
    )
    try:
        atomic_write(path, json.dumps(found, ensure_ascii=False).encode())
    except OSError:
        pass  # a read-only cache dir only costs the seconds again next time
    return frozenset(found)


def _spanish_cache() -> Path:
    from importlib.metadata import PackageNotFoundError, version

    from referee.rulebooks.paths import user_cache_dir

    h = hashlib.sha256(Path(__file__).read_bytes())
    try:
        h.update(version("spacy-lookups-data").encode())
    except PackageNotFoundError:
        h.update(b"-")
    return user_cache_dir() / "crosscheck-forms" / f"es-second-{h.hexdigest()[:20]}.json"


__all__ = ["SECOND", "THIRD", "differ", "persons"]
