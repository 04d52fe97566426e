"""Who does it: the subject of each finite clause, "you" or another player, read without a parser.

actors.py gives the persons a clause names anywhere; a changed actor often keeps every person named and moves
only the subject: "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso" against "... этот
игрок должен получить ваше разрешение" (both name you and the other player; the one who must ask changed), or
"krijgt je niets, de desbetreffende speler werkt ... af" against "вы ничего не получаете, а ... сами
доигрываете" (you, then that player, against you twice). So each clause is cut into its finite pieces (at
commas, semicolons, colons, dashes and the words "and / or / but") and each piece yields the one actor in its
subject's place, if it names one:

- English and Dutch: an actor word where a subject stands: at the piece's start or after a subordinator
  ("if you", "als je", "then the other player"), Dutch also after a verb that opens the piece ("krijgt je",
  "trekt de verdediger"); never after a preposition ("to you", "van een andere speler") nor as a possessor
  ("the player's board", "je tegel");
- Spanish: "tú", "él" / "ella", a player noun not after a preposition (a player as an object takes "a": "elige a
  un jugador"), else a second-person verb ("debes", "eliges");
- Russian: a player noun or "вы" / "ты" in the nominative (pymorphy3), else a second-person verb.

The actor is "2" (you) or "3" (another player), the attacker and the defender kept apart ("3:attacker"): two
sides disagree when one has a subject more of one actor and the other a subject more of another (counted, so
"you ..., that player ..." against "you ..., you ..." is a change; a subject one text leaves out is none).
Parenthesised words are an apposition ("you (the Attacker)"), not a subject of their own.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence

from referee.adjudicator.crosscheck.actors import SECOND, THIRD, persons
from referee.text.tokens import fold

ATTACKER, DEFENDER = f"{THIRD}:attacker", f"{THIRD}:defender"
# a third person who may be anyone or anything ("the player who ...", "they"): another player only where the
# clause names you apart (subjects())
_WHOEVER = "-"
POSSESSOR = "p:"
# the agent of a passive ("claimed by another player"): the subject of the active sentence, so compared with
# the other side's agents only (an active "that another player claimed" says the same)
AGENT = "a:"
# the words that open a finite piece of their own: coordinators, then subordinators ("Spelers mogen ... nadat je
# hebt besloten ...": the players, then you)
_JOINS = {
    "en": "and|or|but|if|when|whenever|after|before|until|unless|once|while|because|since",
    "es": "y|e|o|u|pero|si|cuando|mientras|porque|aunque",
    "nl": "en|of|maar|als|wanneer|zodra|nadat|voordat|terwijl|omdat|tenzij|totdat",
    "ru": "и|а|но|или|либо|если|когда|пока|потому|хотя",
}
# a role a player acts in is no subject: "can be used as the Attacker or Defender" = "als aanvaller en als
# verdediger", "как атакующий, так и защитник"
_ROLE = {
    "en": r"(?:the\s+|an?\s+)?(?:attacker|defender|owner|player|opponent)s?\b",
    "es": r"(?:el\s+|la\s+)?(?:atacante|defensor|jugador\w*|due[ñn]\w+|propietari\w+)",
    "nl": r"(?:aanvaller|verdediger|eigenaar|\w*speler)s?\b",  # ("als de verdediger ..." is "if the defender")
    "ru": r"(?:атакующ\w*|защитник\w*|нападающ\w*|игрок\w*|владел\w*)",
}
_AS = {"en": r"\bas", "es": r"\bcomo", "nl": r"\bals", "ru": r"(?<!\w)(?:как|в\s+качестве)"}
_AND = {"en": "(?:or|and)", "es": r"(?:o|y|u|e)(?:\s+como)?", "nl": r"(?:of|en)(?:\s+als)?"}
_AND["ru"] = r"(?:или|и|так\s+и)"
_AS_ROLE = {lang: rf"{_AS[lang]}\s+{role}(?:,?\s+{_AND[lang]}\s+{role})?" for lang, role in _ROLE.items()}
_PIECE = {
    lang: re.compile(rf"[,;:()\[\]—–]|\s-\s|(?<!\w)(?:{words})(?!\w)", re.IGNORECASE) for lang, words in _JOINS.items()
}
_PARENS = re.compile(r"\([^()]*\)")
_WORD = re.compile(r"[^\W_]+")
# words after which an English or Dutch actor word stands in a subject's place
_OPEN = {
    "en": set(
        "if when whenever then once after before until while unless that who which so also now otherwise where "
        "because since only instead first next finally therefore thus else".split()
    ),
    "nl": set(
        "als wanneer zodra nadat voordat terwijl totdat dat die wie dan daarna vervolgens ook tenzij omdat "
        "indien zo nu eerst hierna daarbij".split()
    ),
}
_PREPOSITIONS = {
    "en": set(
        "of to from by with for on at in against than between into onto toward towards about behind beside "
        "among per like via".split()
    ),
    "nl": set("van aan op in met voor naar uit bij over onder achter door tot om tegen dan als tussen".split()),
    "es": set("de del a al con por para en sobre entre contra hacia desde sin que como".split()),
}
# words that may stand between the start of a noun phrase and its player noun ("the other player", "je
# tegenstander"): the phrase starts before them
_DETERMINERS = set(
    "the a an this that each every any another other active current first last next starting start defending "
    "attacking targeted same de het een deze die dat elke iedere andere actieve volgende eerste laatste "
    "desbetreffende betreffende je jouw zijn haar hun your his her their".split()
)
# "they" is as often tiles or cards as a player: whoever it is (as a player a relative clause describes, role())
_EN_ACTOR = {"you": SECOND, "he": THIRD, "she": THIRD, "they": _WHOEVER}
# a Dutch "hij" / "zij" stands for the player the subject before it names, else for a thing (the tile is "hij")
_ANAPHOR = "~"
_NL_ACTOR = {"jij": SECOND, "u": SECOND, "hij": _ANAPHOR, "zij": _ANAPHOR}
# after a Dutch subject "je" (not a possessive "je tegel"): a function word, a modal, a count
_NL_AFTER_JE = set(
    "niet niets nooit een de het er ook dan nog al geen zelf meteen altijd deze die dat direct alleen slechts "
    "enkel mag moet kan kunt zal zult wilt hebt bent wordt mocht moest kon hem haar ze hen diens zijn hun "
    "jouw".split()
)
_PLAYER = {
    "en": re.compile(r"players?|opponents?|neighbou?rs?|owners?|(attacker|defender)s?"),
    "nl": re.compile(r"\w*spelers?|tegenstanders?|\w*buurman|\w*buren|eigenaar|(aanvaller|verdediger)s?"),
    "es": re.compile(r"jugador(?:a|es|as)?|oponentes?|rival(?:es)?|adversari[oa]s?|duen[oa]s?|(atacante|defensor)"),
}
_SIDE = {"attacker": ATTACKER, "aanvaller": ATTACKER, "atacante": ATTACKER, "defender": DEFENDER}
_SIDE |= {"verdediger": DEFENDER, "defensor": DEFENDER, "атакующий": ATTACKER, "нападающий": ATTACKER}
_SIDE |= {"защитник": DEFENDER, "защищающийся": DEFENDER}
# things named after a player ("Player Mat", "player's turn"): the word is no actor then
_EN_THING = set("s mat mats board boards marker token aid colour color count games game turn turns order".split())


def subjects(text: str, lang: str, before: str = "") -> tuple[str, ...]:
    """The actor of each finite piece of ``text`` that names one in its subject's place, in order, then the
    possessors it names ("p:2" for "your", "p:3" for "their": :func:`possessors`). ``before``: the passage's
    text before ``text``, where a Russian "он" finds the noun it stands for (:func:`_ru_pronoun`)."""
    if lang not in _PIECE:
        return ()
    out = []
    bare = re.sub(_AS_ROLE[lang], " ", _PARENS.sub(" ", text), flags=re.IGNORECASE)
    seen = _WORD.findall(before)[-_LOOKBACK:]
    theirs = 0  # the third-person possessives of the players in general ("Players should sit near their Colony")
    owned: list[str] = []  # the Russian "свой", whose owner the piece's subject tells (_ru_own)
    for piece in _PIECE[lang].split(bare):
        raw = _WORD.findall(piece)
        if not raw:
            continue
        who = _russian(raw, seen) if lang == "ru" else _reader(lang)(raw)
        seen += raw
        if not who.startswith(SECOND) and _GENERIC[lang].match(fold(piece)):
            # the players in general are every player, the reader too: "Players may choose ..." = "Je kiest ..."
            who = ""
            theirs += sum(fold(w) in _POSSESSIVES[lang][1] | _OWN_NL.keys() - {"je"} for w in raw)
        by, to = agent(raw, lang), goal(raw, lang, who)
        out += [x for x in (who, by and AGENT + by, to and GOAL + to) if x]
        owned += _ru_own(raw, who) if lang == "ru" else []
    mine = list(possessors(text, lang)) + owned
    for _ in range(theirs):
        if POSSESSOR + THIRD in mine:
            mine.remove(POSSESSOR + THIRD)
    return _resolved(out, text, lang) + tuple(mine)


def generic(text: str, lang: str) -> str:
    """``text`` without the players in general where they open a finite piece ("Players should sit near their
    Colony", "De spelers kiezen ...", "Игроки выбирают ..."): every player, the reader a text addresses as
    "you" too, so no person of their own."""
    if lang not in _PIECE:
        return text
    out, at = [], 0
    for m in [*_PIECE[lang].finditer(text), None]:
        piece = text[at : m.start() if m else len(text)]
        g = _GENERIC[lang].match(fold(piece))
        out.append((piece[g.end() :] if g and len(fold(piece)) == len(piece) else piece) + (m.group() if m else ""))
        at = m.end() if m else len(text)
    return "".join(out)


# a piece whose subject is the players in general: a plural player noun with no word that picks some of them
_GENERIC = {
    "en": re.compile(r"\W*(?:the\s+|all\s+(?:the\s+)?)?players(?!\w)"),
    "es": re.compile(r"\W*(?:todos\s+)?los\s+jugadores(?!\w)"),
    "nl": re.compile(r"\W*(?:de\s+|alle\s+(?:de\s+)?)?spelers(?!\w)"),
    "ru": re.compile(r"\W*(?:все\s+)?игроки(?!\w)"),
}


def _resolved(out: list[str], text: str, lang: str) -> tuple[str, ...]:
    """The subjects with each pronoun that may be anyone or anything read as whom it stands for: the player
    the nearest subject before it names in the same clause ("A player may choose ... when they would
    otherwise gather it", "Een speler mag ... dat hij zou verzamelen": that player); else whoever does it is
    another player where the clause names you apart ("The player who is targeted ... chooses which 2 cards to
    give you", "Unless they give you 2 Mushling Cards"), and a Dutch "hij" / "zij" (as often a tile) no one."""
    res: list[str] = []
    other = THIRD if SECOND in persons(text, lang) else ""
    for x in out:
        if x in (_WHOEVER, _ANAPHOR):
            near = next((y for y in reversed(res) if y.startswith(THIRD)), "")
            x = near or (other if x == _WHOEVER else "")
        if x:
            res.append(x)
    return tuple(res)


# where a thing goes to, by whose it is ("add it to yours", "añádela al de tu rival", "добавьте его к своему"): a
# thing moved from one player's to another's keeps both possessives when the two swap ("de tu panorama ... al de
# tu rival" against "с панорамы вашего оппонента ... к своему"), so the owner at the goal is compared apart
GOAL = "g:"
_TO = {"en": {"to", "into", "onto"}, "es": {"a", "al", "hacia"}, "nl": {"naar", "aan", "bij"}}
_GOAL_SECOND = {
    "en": {"you", "your", "yours"},
    "es": {"ti", "tu", "tus", "tuyo", "tuya", "tuyos", "tuyas"},
    "nl": {"jou", "je", "jouw", "jouwe", "jezelf"},
}
_GOAL_SPAN = 5  # words after the preposition read as its noun phrase
_RU_TO = {"к", "ко"}
_RU_INTO = {"в", "во", "на"}  # with the accusative: where to ("в свою панораму"; "в своей панораме" is where)


def goal(raw: list[str], lang: str, who: str = "") -> str:
    """The person whose is the goal a piece moves something to ("to your opponent's panorama", "al tuyo",
    "aan je tegenstander", "к своему"): a player noun there is that player, a second-person word or possessive
    you; a Russian "свой" is the piece's subject's own (you where the piece names no subject: an imperative). ""
    where the piece names no goal, or one by side ("a tu izquierda": a place, not whose), else the first one."""
    tokens = [fold(w) for w in raw]
    if lang == "ru":
        return _ru_goal(tokens, who)
    if lang not in _TO:
        return ""
    for j, t in enumerate(tokens):
        if t not in _TO[lang]:
            continue
        span = []
        for m in range(j + 1, min(len(tokens), j + 1 + _GOAL_SPAN)):
            if tokens[m] in _PREPOSITIONS[lang] - _OF[lang] or tokens[m] in _TO[lang]:
                break
            span.append(m)
        if not span or any(tokens[m] in _HANDS for m in span) or not _goal_opens(tokens[span[0]], lang):
            continue  # (a place by side; an English "to" before a verb: "to give you")
        for m in span:
            person = _player(tokens, m, lang) if _PLAYER[lang].fullmatch(tokens[m]) else ""
            if lang == "es" and not any(tokens[x] in _OF["es"] for x in span if x < m):
                person = ""  # "elige a un jugador": the Spanish "a" of a player as an object, no goal
            if person and person != _WHOEVER:
                return person
        if any(tokens[m] in _GOAL_SECOND[lang] for m in span):
            return SECOND
        # (no "their" / "his": whoever's, as often the current player's, "to their next action" = "к своему
        # следующему действию" of "текущий игрок", the reader; dev5 raised 2 false flags on it)
    return ""


def _goal_opens(word: str, lang: str) -> bool:
    """Can ``word`` open the noun phrase after a goal preposition (a determiner, a possessive, a player noun)?"""
    starts = _DETERMINERS | _ES_DETERMINERS | _GOAL_SECOND[lang] | _OF.get(lang, set())
    return word in starts or bool(_PLAYER[lang].fullmatch(word))


def _ru_goal(tokens: list[str], who: str) -> str:
    from referee.adjudicator.crosscheck.actors import _morph, _russian_parse

    for j, t in enumerate(tokens[:-1]):
        if t not in _RU_TO | _RU_INTO:
            continue
        if t in _RU_INTO and not any("accs" in p.tag for p in _morph().parse(tokens[j + 1])[:2]):
            continue
        span = [(x, _russian_parse(x)[1]) for x in tokens[j + 1 : j + 1 + _GOAL_SPAN]]
        if any(lemma in _HANDS for _, lemma in span):
            continue
        for n, (x, lemma) in enumerate(span):
            bare = lemma == "игрок" and _ru_owner(x) and not (n and _ru_modifier(span[n - 1][0]))
            if lemma in _RU_PLAYER and not bare:  # ("на свой планшет игрока": a player mat, no one's)
                return _SIDE.get(lemma, THIRD)
        if any(lemma in ("ваш", "твой") or x in ("вам", "вас", "тебе", "тебя") for x, lemma in span):
            return SECOND
        if any(lemma == "свой" for _, lemma in span):
            if who:
                return who
            addressed = any(_ru_imperative(x) or "2per" in _russian_parse(x)[0] for x in tokens[:j])
            return SECOND if addressed else ""  # ("он кладёт в свою": whoever "он" is)
    return ""


# every form of Russian "ваш" / "твой" (the prepositional "на вашем планшете", the dative, the instrumental too)
_RU_YOURS = {"ваш", "ваша", "ваше", "ваши", "вашего", "вашей", "вашу", "вашим", "ваших", "вашем", "вашему", "вашими"}
_RU_YOURS |= {"твой", "твоя", "твоё", "твое", "твои", "твоего", "твоей", "твою", "твоим", "твоих", "твоём", "твоем"}
_RU_YOURS |= {"твоему", "твоими"}
# possessives of the second and the third person ("retira su sendero" = "remove their Path"; "retira tu sendero"
# has moved the path to you). Dutch "zijn" / "hun" / "haar" are as often a verb or a pronoun, Russian "его" / "их"
# as often an object (and "свой" is anyone's own): only the unambiguous ones count there
_POSSESSIVES = {
    "en": ({"your", "yours"}, {"his", "their", "theirs"}),
    "es": ({"tu", "tus", "tuyo", "tuya", "tuyos", "tuyas"}, {"su", "sus"}),
    "nl": ({"jouw"}, {"diens"}),
    "ru": (_RU_YOURS, set()),
}


def possessors(text: str, lang: str) -> tuple[str, ...]:
    """POSSESSOR + person for each possessive of ``text`` ("tú", the pronoun, is no "tu"), and for each player
    who owns something (:func:`_owner`: "that player's gnome", "de gnoom van die speler", "доска противника")."""
    second, third = _POSSESSIVES.get(lang, (set(), set()))
    out = []
    raw = _WORD.findall(_PARENS.sub(" ", text))
    tokens = [fold(w) for w in raw]
    for k, w in enumerate(raw):
        t = w.lower() if lang == "es" else tokens[k]
        if t in second or _nl_own(tokens, k, lang) == SECOND:
            out.append(POSSESSOR + SECOND)
        elif t in third or _nl_own(tokens, k, lang) == THIRD or _owner(tokens, k, lang):
            out.append(POSSESSOR + THIRD)
    return tuple(out)


# the words before a player noun that make it an owner: "the gnome of that player", "la loseta del rival"
_OF = {"en": {"of"}, "nl": {"van"}, "es": {"de", "del"}}
_OWN_NL = {"je": SECOND, "zijn": THIRD, "hun": THIRD, "haar": THIRD}


def _owner(tokens: list[str], k: int, lang: str) -> bool:
    """Is the player noun at ``k`` one who owns what is named before it? "that player's gnome" (the "s" of
    "player's"), "van die speler", "del rival" / "de otro jugador" (a bare "tablero de jugador" names a kind of
    board), a Russian genitive not after a preposition ("доски противника")."""
    if lang == "ru":
        return _ru_owns(tokens, k)
    if lang not in _PLAYER or not _PLAYER[lang].fullmatch(tokens[k]) or (k and tokens[k - 1].isdigit()):
        return False
    if lang == "en" and k + 1 < len(tokens) and tokens[k + 1] == "s":
        return True
    start = _noun_start_es(tokens, k) if lang == "es" else _noun_start(tokens, k)
    of = start > 0 and tokens[start - 1] in _OF[lang]
    return of and (lang != "es" or start < k or tokens[start - 1] == "del")


def _nl_own(tokens: list[str], k: int, lang: str) -> str:
    """The person of a Dutch "je / zijn / hun / haar" that is a possessive for sure: before "eigen" ("je eigen
    Gevechtswaarde", "zijn eigen pad"), or "je" after a preposition ("in je hand", "bij je waarde")."""
    if lang != "nl" or tokens[k] not in _OWN_NL:
        return ""
    after = tokens[k + 1] if k + 1 < len(tokens) else ""
    after_prep = tokens[k] == "je" and k > 0 and tokens[k - 1] in _NL_PLACE and after
    return _OWN_NL[tokens[k]] if after == "eigen" or after_prep else ""


# the prepositions after which a Dutch "je" is a possessive (not "als je", "dan je": a subject)
_NL_PLACE = set("in op bij van aan met naar uit over onder achter tegen tussen".split())


def _ru_owns(tokens: list[str], k: int) -> bool:
    """Is the Russian word at ``k`` a player in the genitive who owns what comes before ("доски противника",
    "кольцо этого игрока")? Not after a preposition ("у этого игрока", "от противника"), nor a bare "игрока"
    naming a kind of thing ("планшет игрока", player mat)."""
    lemma = _ru_owner(tokens[k])
    if not lemma:
        return False
    j = k - 1
    while j >= 0 and _ru_modifier(tokens[j]):
        j -= 1
    if j >= 0 and tokens[j] in _RU_PREPOSITIONS:
        return False
    return lemma != "игрок" or j < k - 1


@functools.lru_cache(maxsize=20000)
def _ru_modifier(token: str) -> bool:
    """Is ``token`` first read as an adjective or a determiner ("этого", "другого", "вашего")?"""
    from referee.adjudicator.crosscheck.actors import _morph

    if not re.fullmatch(r"[а-яй]+", token):
        return False
    return any({"ADJF", "PRTF"} & p.tag.grammemes for p in _morph().parse(token)[:2])  # "этого" is NPRO first


_RU_PREPOSITIONS = set("у от для из с со без до около возле после против кроме вместо среди".split())


@functools.lru_cache(maxsize=20000)
def _ru_owner(token: str) -> str:
    """The lemma of ``token`` if it is first read as a player noun in the genitive ("противника", "игрока")."""
    from referee.adjudicator.crosscheck.actors import _morph

    if not re.fullmatch(r"[а-яй]+", token):
        return ""
    p = _morph().parse(token)[0]
    lemma = fold(p.normal_form)
    return lemma if "gent" in p.tag and "NOUN" in p.tag and lemma in _RU_PLAYER else ""


def differ(a: tuple[str, ...], b: tuple[str, ...], wa: tuple[str, ...], wb: tuple[str, ...]) -> bool:
    """Does one side have a subject more of one actor and the other a subject more of another (each counted
    against the other side's clause with its unpaired neighbours, ``wb`` / ``wa``)? A generic third person ("he",
    "the player") is the attacker or the defender of the other side; "you" is neither."""
    more_a, more_b = _voiced(Counter(a) - Counter(wb), Counter(b) - Counter(wa))
    return any(_apart(x, y) for x in more_a for y in more_b)


def _voiced(more_a: Counter[str], more_b: Counter[str]) -> tuple[Counter[str], Counter[str]]:
    """The two sides' extra subjects less the passives one side puts for the other's actives: "die geclaimd is
    door een andere speler" (by another player) says what "que no lo ha reclamado otro jugador" does. A side with
    a passive of its own puts none for an active: its agent is compared with the other's agent."""
    for one, other in ((more_a, more_b), (more_b, more_a)):
        if any(y.startswith(AGENT) for y in other):
            continue
        for x in [x for x in one if x.startswith(AGENT)]:
            both = min(one[x], other[x[len(AGENT) :]])
            one[x] -= both
            other[x[len(AGENT) :]] -= both
    return +more_a, +more_b


def _apart(x: str, y: str) -> bool:
    for mark in (POSSESSOR, AGENT, GOAL):
        if x.startswith(mark) or y.startswith(mark):  # "your" against "their", "by you" against "by them"
            return x.startswith(mark) and y.startswith(mark) and _apart(x[len(mark) :], y[len(mark) :])
    if SECOND in (x, y):
        return x != y
    if {x, y} & {LEFT, RIGHT}:
        return {x, y} == {LEFT, RIGHT}  # the left neighbour against the right one (an attacker may sit anywhere)
    return THIRD not in (x, y) and x != y  # the attacker against the defender


def _reader(lang: str):
    return {"en": _english, "nl": _dutch, "es": _spanish, "ru": _russian}.get(lang, lambda raw: "")


def _noun_start(tokens: list[str], k: int) -> int:
    """Where the noun phrase of the word at ``k`` starts (before its determiners and adjectives)."""
    while k > 0 and tokens[k - 1] in _DETERMINERS:
        if tokens[k - 1] == "that" and tokens[k] in _DETERMINERS:
            break  # "Note that the player ...": a conjunction, not "that player"
        k -= 1
    return k


def _player(tokens: list[str], k: int, lang: str) -> str:
    """The actor a player noun at ``k`` is ("" if it is not one, or names a thing: "Player Mat")."""
    m = _PLAYER[lang].fullmatch(tokens[k])
    after = tokens[k + 1] if k + 1 < len(tokens) else ""
    if not m or (k and tokens[k - 1].isdigit()) or (lang == "en" and after in _EN_THING):
        return ""
    who = role(tokens, k, lang) or _SIDE.get(tokens[k].rstrip("s") if lang != "es" else tokens[k], THIRD)
    return _hand(tokens, k) if who == THIRD else who


# the side a neighbour sits on: "the player to your left", "de speler links van je", "linkerbuurman", "el jugador
# a tu izquierda", "игрок слева от вас" (a player on the left and one on the right are two players)
LEFT, RIGHT = f"{THIRD}:left", f"{THIRD}:right"
_HANDS = {"left": LEFT, "links": LEFT, "izquierda": LEFT, "слева": LEFT, "левый": LEFT}
_HANDS |= {"right": RIGHT, "rechts": RIGHT, "derecha": RIGHT, "справа": RIGHT, "правый": RIGHT}


def _hand(tokens: Sequence[str], k: int) -> str:
    """LEFT or RIGHT for a player noun at ``k`` that names a neighbour by side (the side word just before it or
    after it, "to your left", or a Dutch compound "linkerbuurman"), else THIRD."""
    t = tokens[k]
    if t.startswith(("linker", "rechter")):
        return LEFT if t.startswith("linker") else RIGHT
    if k and tokens[k - 1] in _HANDS:
        return _HANDS[tokens[k - 1]]  # "the left neighbour", "левый сосед"
    for x in tokens[k + 1 : k + 5]:
        if x in _HANDS:
            return _HANDS[x]
        if x not in _TO_SIDE:
            break
    return THIRD


# the words between a player noun and the side it sits on ("the player to your left", "el jugador sentado a su
# derecha"): anything else ends the noun phrase ("... for new players. The example on the right")
_TO_SIDE = set("to on at the your their his her of a de su tu la situado situada sentado sentada".split())


# the player whose turn it is, which a text addressing the reader calls "you" ("the active player draws" = "robas")
_ACTIVE = set("active current actieve huidige activo activa actual активный текущий".split())
# a player described by what they do ("the player who completes the ring", "el jugador que cierra el anillo"):
# whoever does it, which a text addressing the reader says as "if you complete the ring"
_WHO = {"en": {"who", "that"}, "nl": {"die", "wie"}, "es": {"que", "quien"}, "ru": {"который", "которая", "кто"}}


def role(tokens: list[str], k: int, lang: str) -> str:
    """SECOND for the active player, _WHOEVER (no actor: whoever does it) for a player a relative clause describes,
    else "" (the noun's own actor)."""
    near = set(tokens[max(0, k - 2) : k + 2])
    if near & _ACTIVE or (lang == "es" and tokens[k + 1 : k + 3] == ["en", "turno"]):
        return SECOND
    return _WHOEVER if k + 1 < len(tokens) and tokens[k + 1] in _WHO.get(lang, set()) else ""


def _english(raw: list[str]) -> str:
    tokens = [fold(w) for w in raw]
    for k, t in enumerate(tokens):
        who = _EN_ACTOR.get(t) or _player(tokens, k, "en")
        if not who:
            continue
        start = _noun_start(tokens, k) if t not in _EN_ACTOR else k
        before = tokens[start - 1] if start else ""
        return who if not before or before in _OPEN["en"] else ""
    return ""


def _dutch(raw: list[str]) -> str:
    tokens = [fold(w) for w in raw]
    for k, t in enumerate(tokens):
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        if t == "je" and after and _PLAYER["nl"].fullmatch(after):
            continue  # "je tegenstander": the noun is the actor
        who = _NL_ACTOR.get(t) or _player(tokens, k, "nl")
        before = tokens[k - 1] if k else ""
        # a subject "je" goes on with a function word, a modal, a preposition ("als je bij het leggen ...": a
        # possessive goes on with its noun) or a verb that opens the piece ("Je verplaatst geen ..."), or
        # follows the verb that opens the piece ("krijgt je niets", "heb je diens toestemming")
        inverted = 0 < k <= 3 and before not in _OPEN["nl"] and before not in _PREPOSITIONS["nl"]
        function = after in _NL_AFTER_JE or after in _PREPOSITIONS["nl"] or after.isdigit()
        if t == "je" and (not after or function or inverted or (k == 0 and _nl_verb(after))):
            who = SECOND
        if not who:
            continue
        start = _noun_start(tokens, k) if who != SECOND or t != "je" else k
        before = tokens[start - 1] if start else ""
        opens = not before or before in _OPEN["nl"] or (start <= 3 and before not in _PREPOSITIONS["nl"])
        return who if opens else ""
    return ""


@functools.cache
def _nl_forms() -> dict[str, str]:
    from referee.text.lemmas import shared_lemmatizer

    return shared_lemmatizer().forward_table("nl")


def _nl_verb(word: str) -> bool:
    """Is ``word`` a Dutch verb form the form table reads as an infinitive ("verplaatst" -> "verplaatsen")?"""
    lemma = _nl_forms().get(word, "") if word.isalpha() else ""
    return lemma != word and lemma.endswith("en")


# the word that brings in the agent of a passive ("claimed by another player", "geclaimd door een andere speler",
# "ocupado por otro jugador"): the one who acts, as the subject of the active sentence
_BY = {"en": "by", "nl": "door", "es": "por"}
# the words a passive piece holds (an auxiliary, or a Spanish participle) before its agent is read
_EN_BE = set("is are be been being was were gets get".split())
_NL_BE = set("is zijn wordt worden werd werden geweest".split())
_ES_PARTICIPLE = re.compile(r"\w+(?:ad|id)[oa]s?")
_OWNERS = {
    "en": {"your": SECOND, "their": THIRD, "his": THIRD, "her": THIRD},
    "nl": {"je": SECOND, "jouw": SECOND, "zijn": THIRD, "hun": THIRD, "haar": THIRD, "diens": THIRD},
    "es": {"tu": SECOND, "tus": SECOND, "su": THIRD, "sus": THIRD},
}


def agent(raw: list[str], lang: str) -> str:
    """The actor of a passive piece's agent ("занятую другим игроком", "door een andere speler", "by you"): the
    player, or the owner of what acts ("occupied by your gnome" = "занятое вашим гномом": you), else ""."""
    if lang == "ru":
        return _ru_agent(tuple(fold(w) for w in raw))
    tokens = [fold(w) for w in raw]
    if lang not in _BY or _BY[lang] not in tokens:
        return ""
    passive = {
        "en": lambda: bool(_EN_BE & set(tokens)),
        "nl": lambda: bool(_NL_BE & set(tokens)) or any(re.fullmatch(r"ge\w+[dt]", t) for t in tokens),
        "es": lambda: any(_ES_PARTICIPLE.fullmatch(t) for t in tokens),
    }[lang]
    for j, t in enumerate(tokens[:-1]):
        if t != _BY[lang] or not passive():
            continue
        m = j + 1
        owner = _OWNERS[lang].get(tokens[m], "")
        while m + 1 < len(tokens) and tokens[m] in _DETERMINERS | _ES_DETERMINERS:
            m += 1
        if tokens[m] in ("you", "jou", "jezelf", "ti"):
            return SECOND
        who = _player(tokens, m, lang) if lang in _PLAYER else ""
        if who and (m > j + 1 or lang != "es"):  # ("por jugador" is per player)
            return who
        if owner and m > j + 1:
            return owner
    return ""


_RU_APART = set("с со между над под перед за".split())  # "с игроком" (with), "перед игроком" (before)


def _ru_agent(tokens: tuple[str, ...]) -> str:
    """A Russian passive's agent: a player noun in the instrumental ("занятую другим игроком"), or a thing "your"
    own in it ("вашим гномом"), in a piece with a passive participle, not after a preposition."""
    from referee.adjudicator.crosscheck.actors import _morph

    if not any(_ru_passive_participle(t) for t in tokens):
        return ""
    for k, t in enumerate(tokens):
        if not re.fullmatch(r"[а-яй]+", t):
            continue
        p = _morph().parse(t)[0]
        if "ablt" not in p.tag or "NOUN" not in p.tag:
            continue
        j = k - 1
        while j >= 0 and (_ru_modifier(tokens[j]) or tokens[j] == "же"):
            j -= 1
        if j >= 0 and tokens[j] in _RU_APART:
            continue
        lemma = fold(p.normal_form)
        if lemma in _RU_PLAYER:
            return _SIDE.get(lemma, THIRD)
        owner = next((tokens[i] for i in range(j + 1, k) if tokens[i] in ("вашим", "твоим")), "")
        if owner:
            return SECOND
    return ""


@functools.lru_cache(maxsize=20000)
def _ru_passive_participle(token: str) -> bool:
    from referee.adjudicator.crosscheck.actors import _morph

    if not re.fullmatch(r"[а-яй]+", token):
        return False
    return any({"PRTF", "pssv"} <= p.tag.grammemes or "PRTS" in p.tag for p in _morph().parse(token))


def _spanish(raw: list[str]) -> str:
    from referee.adjudicator.crosscheck.actors import spanish_second_verb

    tokens = [fold(w) for w in raw]
    for k in range(len(tokens)):
        low = raw[k].lower()
        who = SECOND if low == "tú" else THIRD if low in ("él", "ella") else _player(tokens, k, "es")
        if not who:
            continue
        start = _noun_start_es(tokens, k)
        if start and tokens[start - 1] in _PREPOSITIONS["es"]:
            continue  # "de otro jugador", "a un jugador": a possessor or an object
        return who
    return SECOND if spanish_second_verb(tokens) else ""


# (and the adjectives that go before a player noun: "al siguiente jugador" is an object too)
_ES_DETERMINERS = set(
    "el la los las un una unos unas este esta ese esa cada otro otra tu su tus sus mi siguiente primer primero "
    "primera ultimo ultima anterior mismo misma propio propia nuevo nueva".split()
)
# ... and the quantifiers and plural determiners ("a los demás jugadores", "a todos los jugadores", "a ningún otro
# jugador": an object after "a" as much as "a otro jugador" is)
_ES_DETERMINERS |= set(
    "demas otros otras todos todas ambos ambas varios varias algun alguno alguna algunos algunas ningun ninguno "
    "ninguna cualquier estos estas esos esas mis".split()
)


def _noun_start_es(tokens: list[str], k: int) -> int:
    while k > 0 and tokens[k - 1] in _ES_DETERMINERS:
        k -= 1
    return k


_RU_PLAYER = {"игрок", "соперник", "противник", "оппонент", "владелец", "хозяин", "атакующий", "нападающий"}
_RU_PLAYER |= {"защитник", "защищающийся", "сосед"}


# "у вас есть" / "у игрока нет": the one who has (or lacks) stands after "у", in the genitive
_RU_HAS = {"вас": SECOND, "тебя": SECOND}
# ... with a verb of having (without one "у" is "from": "забрать у игрока" = take from the player)
_RU_BE = set("есть нет нету было будет имеется имеются осталось остался осталась остались останется".split())
_LOOKBACK = 40  # words before a Russian "он" searched for the noun it stands for


def _russian(raw: list[str], before: Sequence[str] = ()) -> str:
    from referee.adjudicator.crosscheck.actors import _russian_parse

    verb = ""
    tokens = [fold(w) for w in raw]
    for k, t in enumerate(tokens):
        tag, lemma = _russian_parse(t)
        if "nomn" in tag and lemma in _RU_PLAYER:
            if k and _russian_parse(tokens[k - 1])[1] in _ACTIVE:
                return SECOND
            return _SIDE.get(lemma) or _hand([_russian_parse(x)[1] for x in tokens], k)
        if t in ("вы", "ты"):
            return SECOND
        after_u = k > 0 and tokens[k - 1] == "у" and bool(_RU_BE & set(tokens))
        if after_u and (t in _RU_HAS or _ru_player_gen(t)):
            return _RU_HAS.get(t) or _SIDE.get(_ru_player_gen(t), THIRD)
        if t == "он" or (after_u and t == "него"):
            if _ru_passive(tokens):
                continue  # "он может быть размещён": the thing placed, not one who acts
            who = _ru_pronoun([fold(w) for w in before] + tokens[:k])
            if who:
                return who
        if not verb and "2per" in tag and "VERB" in tag and not _ru_imperative(t):
            verb = SECOND
    return verb


@functools.lru_cache(maxsize=20000)
def _ru_player_gen(token: str) -> str:
    """The player lemma of a genitive player noun ("у игрока", "у соперника"), else ""."""
    from referee.adjudicator.crosscheck.actors import _morph

    for p in _morph().parse(token):
        lemma = fold(p.normal_form)
        if "gent" in p.tag and "NOUN" in p.tag and lemma in _RU_PLAYER:
            return lemma
    return ""


def _ru_pronoun(before: list[str]) -> str:
    """What a Russian "он" stands for: the nearest noun before it that can be masculine singular. A player noun
    makes it that player; any other noun (a tile, a spirit, a turn) makes it a thing or leaves it unknown: no
    actor. A relative clause's own subject is not the noun its "который" stands for: "один из этих тайлов,
    который он должен разыграть" (the tile is what "который" stands for; "он" is the opponent named before)."""
    relative = False
    for t in reversed(before[-_LOOKBACK:]):
        if t.startswith("котор"):
            relative = True
            continue
        kind = _ru_masculine(t)
        if kind and relative and kind not in _RU_PLAYER:
            relative = False  # the relative pronoun's own noun (and the nouns it is said of: "один из тайлов")
            continue
        if kind:
            return _SIDE.get(kind, THIRD) if kind in _RU_PLAYER else ""
    return ""


@functools.lru_cache(maxsize=20000)
def _ru_masculine(token: str) -> str:
    """If ``token`` reads first as a noun and can be a masculine singular one: its lemma (a player noun's
    first), else "" ("рядом" is first an adverb, not "ряд")."""
    from referee.adjudicator.crosscheck.actors import _morph

    if not re.fullmatch(r"[а-яй]+", token):
        return ""
    parses = _morph().parse(token)
    if "NOUN" not in parses[0].tag:
        return ""
    lemmas = [fold(p.normal_form) for p in parses if {"NOUN", "masc", "sing"} <= p.tag.grammemes]
    players = [x for x in lemmas if x in _RU_PLAYER]
    return (players or lemmas or [""])[0]


@functools.lru_cache(maxsize=5000)
def _ru_passive_word(token: str) -> bool:
    from referee.adjudicator.crosscheck.actors import _morph

    return any("PRTS" in p.tag for p in _morph().parse(token))


def _ru_passive(tokens: list[str]) -> bool:
    """Is the piece passive ("может быть размещён", "размещён")? Its subject is then what is acted on."""
    return any(_ru_passive_word(t) for t in tokens)


def _ru_own(raw: list[str], who: str) -> list[str]:
    """POSSESSOR + person for each Russian "свой": the piece's subject's own, yours under an imperative or a "you",
    a third person's under a player noun, the current player's too ("текущий игрок завершит свой ход" = "the
    current player completes their turn"); none where the piece names no one. "уберите его тропу" (remove their
    Path) against "уберите свою тропу" (your own). ("его" / "их" say whose as often of a thing: "в их число".)"""
    from referee.adjudicator.crosscheck.actors import _morph, _russian_parse

    tokens = [fold(w) for w in raw]
    player = any("nomn" in _russian_parse(t)[0] and _russian_parse(t)[1] in _RU_PLAYER for t in tokens)
    # (an imperative the dictionary knows: an unknown word's guessed parses include one, "грибышей")
    you = who == SECOND or any(_ru_imperative(t) and _morph().word_is_known(t) for t in tokens)
    owner = THIRD if player else SECOND if you else who
    # (one after "к" / "в" / "на" says where a thing goes, read by goal(): "положите на свой планшет")
    own = [
        t
        for k, t in enumerate(tokens)
        if t.startswith("сво")
        and _morph().parse(t)[0].normal_form == "свой"
        and not (k and tokens[k - 1] in _RU_TO | _RU_INTO)
    ]
    return [POSSESSOR + (THIRD if owner.startswith(THIRD) else owner) for _ in own] if owner else []


@functools.lru_cache(maxsize=20000)
def _ru_imperative(token: str) -> bool:
    """Can the word be an imperative? "определите" is "you will determine" and "determine!" alike; an imperative
    names no one (as in every language here)."""
    from referee.adjudicator.crosscheck.actors import _morph

    return any("impr" in str(p.tag) for p in _morph().parse(token))


__all__ = [
    "AGENT",
    "ATTACKER",
    "GOAL",
    "DEFENDER",
    "LEFT",
    "POSSESSOR",
    "RIGHT",
    "agent",
    "differ",
    "goal",
    "possessors",
    "role",
    "subjects",
]
