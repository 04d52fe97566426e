"""Whether the best passage holds what the question asks about: the abstention model's content signals.

A question the texts are silent on often still shares the game's vocabulary ("How many coins for three red
mushrooms?": market, mushroom, sell), so ranking scores alone overlap the answerable ones. What gives it
away is the part the passage does not hold: a content word neither it nor any concept it is tagged with
accounts for (lemma-aware through the index's form table; across languages through the term-bank concepts),
a number the question states that the passage never gives, an answer of a kind the passage cannot give
(a duration, an age). Each is a share in [0, 1]; the model in ``abstain.py`` weighs them.
"""

from __future__ import annotations

import functools
import re

from referee.index.lexical import GAME_NAME, QueryTerms
from referee.index.sentence_score import sentence_concepts
from referee.text.bm25 import idf
from referee.text.numbers import number_word
from referee.text.tokens import FUNCTION_WORDS, STOPWORDS, fold, words


def content_positions(index, question: str, terms: QueryTerms) -> tuple[list[str], list[int]]:
    """(the question's folded words, the positions of its content words: not stop words, digits, short
    words or a game's name)."""
    folded = [fold(w) for w in words(question)]
    m = index.matcher
    named = {pos for no, ps in terms.spans.items() if m.keys[no].endswith(GAME_NAME) for pos in ps}
    keep = [i for i, w in enumerate(folded) if w not in FUNCTION_WORDS and len(w) > 2 and not w.isdigit()]
    return folded, [i for i in keep if i not in named]


def missing_share(index, question: str, terms: QueryTerms, row: int) -> float:
    """IDF-weighted share of the question's content words that passage ``row`` does not account for: none of
    the word's lemmas occurs in it and no concept the word names is among its tags. A word no passage uses
    weighs most (the idf of a word in no document): "coins", "supermarkt" when the texts never say them."""
    folded, positions = content_positions(index, question, terms)
    if not positions:
        return 0.0
    post = index.lexical.postings
    n = index.lexical.n_docs
    tags = set(index.passage_concepts[row])
    m = index.matcher
    total = missing = 0.0
    for i in positions:
        lemmas = {folded[i], *index.lexical.forms.get(folded[i], ())} - STOPWORDS
        cols = [c for c in (post.col.get(x) for x in lemmas) if c is not None]
        docs = [post.doc_ids[post.indptr[c] : post.indptr[c + 1]] for c in cols]
        df = len(set().union(*(d.tolist() for d in docs))) if docs else 0
        w = idf(df, n)
        total += w
        named = any(i in ps and no in tags for no, ps in terms.spans.items() if not m.keys[no].endswith(GAME_NAME))
        if not named and not any(row in d for d in docs):
            missing += w
    return missing / total if total > 0 else 0.0


COUNT_CUE = re.compile(r"(?i)\b(how many|how much|cu[aá]nt[oa]s?|hoeveel|сколько|скольк\w*)\b|\bqu[eé] cantidad\b")
_LIMIT = "common:limit"  # the term bank's "how many / at most" concept: the cue itself, not what is counted


def count_unmet(index, question: str, terms: QueryTerms, row: int) -> float:
    """1 when the question asks how many and no sentence of passage ``row`` states a number beside one of the
    question's words or concepts ("how many Death Caps are in the deck?" against the Death Cap's card text,
    whose numbers count other things), else 0."""
    if not COUNT_CUE.search(question):
        return 0.0
    m = index.matcher
    asked = {no for no in terms.concepts if not m.keys[no].endswith(GAME_NAME) and m.keys[no] != _LIMIT}
    folded, positions = content_positions(index, question, terms)
    lemmas = {x for i in positions for x in (folded[i], *index.lexical.forms.get(folded[i], ()))} - STOPWORDS
    lang = index.passages[row]["lang"]
    for sent, found in sentence_concepts(index, row):
        if not numbers_in(sent, lang):
            continue
        here = {x for w in words(sent) for x in (fold(w), *index.lexical.forms.get(fold(w), ()))}
        if found & asked or here & lemmas:
            return 0.0
    return 1.0


def numbers_in(text: str, lang: str | None) -> set[int]:
    """The numbers ``text`` states, in digits or as number words of ``lang`` ("tres", "tweede", "пять")."""
    out: set[int] = set()
    for w in words(text):
        if w.isdigit():
            out.add(int(w))
        elif lang is not None:
            v = number_word(w, lang)
            if v is not None:
                out.add(v)
    return out


def numbers_missing(question: str, lang: str | None, passage: dict) -> float:
    """Share of the numbers the question states that the passage does not give ("three red mushrooms"
    against a passage that names no three); 0 when the question states none."""
    asked = numbers_in(question, lang)
    if not asked:
        return 0.0
    given = numbers_in(passage["text"], passage["lang"])
    return len(asked - given) / len(asked)


# Aspects of a rule a passage covers only when it says so in so many words: a duration, an age, a supply
# running out, a tie, who starts, what the box holds, how many may play. Per aspect: what a question asking
# about it says, and what a passage covering it must say, in the four languages (stems: "agot" for agotar...).
_ASPECTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "duration": (
        (
            r"how long",
            r"how much time",
            r"cu[aá]nto (?:tiempo|dura)",
            r"duraci[oó]n",
            r"hoe lang",
            r"duurt",
            r"speelduur",
            r"сколько (?:времени|минут|часов)",
            r"длит",
            r"продолжительн",
        ),
        (r"minut", r"hours?\b", r"horas?\b", r"uur\b", r"uren\b", r"минут", r"час"),
    ),
    "age": (
        (r"what age", r"how old", r"edad", r"leeftijd", r"hoe oud", r"возраст", r"со скольки лет"),
        (r"years? old", r"ages?\b", r"años\b", r"edad\b", r"jaar\b", r"leeftijd", r"лет\b", r"возраст"),
    ),
    "runs-out": (
        (
            r"runs? out\b",
            r"ran out\b",
            r"running out\b",
            r"are gone\b",
            r"is gone\b",
            r"none left\b",
            r"no more\b",
            r"se acaban?\b(?! (?:la partida|el juego))",
            r"se agot",
            r"se queda sin\b",
            r"ya no quedan?\b",
            r"op is\b",
            r"op zijn\b",
            r"(?:is|zijn) op(?=\s*(?:[.,;:!?]|$|en\b|maar\b|dan\b|wat\b))",  # "... is op." (not "is op de markt")
            r"raakt op\b",
            r"raken op\b",
            r"(?:is|are|gets?|got|runs?) empty\b",
            r"(?:esta|está|estan|están|queda|quedan|se queda) vac[ií][oa]s?\b",
            r"(?:is|zijn|raakt|raken) (?:al |helemaal )?leeg\b",
            r"leeg (?:is|zijn|raakt|raken)\b",  # a clause's verb last: "als de zak leeg is"
            # "колода пустая, ..." at a clause's end, not "пустое место"
            r"пуст(?:ая|ой|ое|ые|а|о|ы)?(?=\s*(?:[.,;:!?—-]|$|а\b|и\b|что\b))",
            r"кончил",
            r"закончил",
            r"не осталось",
            r"исчерпа",
        ),
        (
            r"runs? out\b",
            r"ran out\b",
            r"empty\b",
            r"no (?:more|cards|tiles) (?:left|remain)",
            r"acab",
            r"agot",
            r"vac[ií]",
            r"no quedan?\b",
            r"op is\b",
            r"op zijn\b",
            r"leeg\b",
            r"opraakt",
            r"конч",
            r"законч",
            r"заканчива",
            r"пуст",
            r"не остал",
            r"исчерпа",
        ),
    ),
    "tie": (
        (r"tie[ds]?\b", r"tying\b", r"same score\b", r"empat", r"gelijke stand\b", r"gelijkspel", r"ничь", r"поровну"),
        (r"tie[ds]?\b", r"equal\b", r"empat", r"igual", r"gelijk", r"ничь", r"равн", r"поровну", r"одинаков"),
    ),
    "first-player": (
        (
            r"who (?:goes|plays|starts) first\b",
            r"who starts\b",
            r"first player\b",
            r"start(?:ing)? player\b",
            r"qui[eé]n empieza",
            r"jugador inicial\b",
            r"primer jugador\b",
            r"wie begint\b",
            r"startspeler",
            r"кто (?:ходит|начинает)",
            r"первый игрок",
            r"первого игрока",
        ),
        (
            r"first player\b",
            r"start(?:ing)? player\b",
            r"goes first\b",
            r"jugador inicial\b",
            r"primer jugador\b",
            r"empieza",
            r"startspeler",
            r"begint\b",
            r"первы[йм] игрок",
            r"первого игрока",
            r"начинает",
            r"ходит первым",
        ),
    ),
    "components": (
        (
            r"in (?:the|a) box\b",
            r"come with\b",
            r"in total\b",
            r"en total\b",
            r"en la caja\b",
            r"trae la caja\b",
            r"trae el juego\b",
            r"in de doos\b",
            r"in totaal\b",
            r"в коробке",
            r"всего в игре",
            r"в игре всего",
        ),
        (
            r"components?\b",
            r"componentes?\b",
            r"componenten\b",
            r"onderdelen\b",
            r"inhoud\b",
            r"contenido\b",
            r"компонент",
            r"в игре \d",
            r"in the game\b",
            r"en el juego\b",
            r"in het spel\b",
            r"in total\b",
            r"en total\b",
            r"in totaal\b",
            r"всего\b",
        ),
    ),
    # the game's start asked about ("how many tiles do we start with?", "¿al empezar?"): only a passage of the
    # setup, or one dealing each player their share, says what the game starts with (a turn's "draw 2 tiles"
    # counts tiles too, not the ones a game starts with)
    "setup": (
        (
            r"at the (?:start|beginning)\b",
            r"starts? (?:with|the game with)\b",
            r"when (?:the game|we|you) (?:starts?|begins?)\b",
            r"al (?:empezar|comenzar|inicio|principio)\b",
            r"para empezar\b",
            r"(?:empieza|empiezas|empiezan|empezamos|arranca|arrancas|arrancan|arrancamos|comienza|comienzas) con\b",
            r"bij de start\b",
            r"aan het begin\b",
            r"(?:begin|begint|beginnen|start|starten) (?:je |jij |we |wij |jullie |ze |iedereen |elke speler )?met\b",
            r"met hoeveel\b[^?]*\b(?:begin|start)",
            r"con cu[aá]nt\w*\b[^?]*\b(?:empiez|empez|comienz|arranc)",
            r"als we (?:starten|beginnen)\b",
            r"в начале\b",
            r"на старте\b",
            r"начина\w* с\b",
            r"для начала\b",
        ),
        (
            r"set ?-?up\b",
            r"preparaci",
            r"opzet",
            r"voorbereid",
            r"подготов",
            r"(?:start|beginning) of the game",
            r"(?:inicio|comienzo|principio) de la partida",
            r"begin van het spel",
            r"начал\w* игры",
            r"перед началом",
            r"deal\w*\b[^.]*\beach player",
            r"a cada jugador",
            r"aan elke speler",
            r"elke speler (?:krijgt|neemt|begint)",
            r"каждому игроку",
            r"каждый игрок (?:получает|берет|берёт|начинает)",
        ),
    ),
    # a reason asked for ("why do mushrooms grow in a ring?"): rules say what to do, a reason only where a
    # sentence gives one ("because", "so that"); no answerable dev question asks why (0 of 916), 7 near misses do
    "reason": (
        (r"why\b", r"por qu[eé]\b", r"waarom\b", r"почему\b", r"зачем\b", r"отчего\b"),
        (
            r"because\b",
            r"so that\b",
            r"porque\b",
            r"para que\b",
            r"ya que\b",
            r"omdat\b",
            r"zodat\b",
            r"потому что",
            r"так как",
            r"поэтому",
            r"чтобы",
        ),
    ),
    "player-count": (
        (
            r"solo (?:mode|play|game|variant)\b",
            r"play (?:it )?(?:solo|alone)\b",
            r"solitario",
            r"alleen (?:spelen|speel)",
            r"одиночн",
            r"в одиночку",
            r"вдво[её]м",
            r"how many (?:players|people)\b",
            r"cu[aá]ntos jugadores\b",
            r"hoeveel spelers\b",
            r"сколько (?:игроков|человек)",
            r"(?:three|four|five) (?:people|players) play\b",
        ),
        (
            r"solo\b",
            r"solitario",
            r"alleen\b",
            r"одиночн",
            r"\d\s*(?:-\s*\d\s*)?(?:players?|jugadores|spelers|игрок)",
            r"(?:two|three|four) players",
            r"(?:dos|tres|cuatro) jugadores",
            r"(?:twee|drie|vier) spelers",
            r"(?:двух|тр[её]х|четыр[её]х) игрок",
        ),
    ),
}


def _alternatives(words: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern for a list of alternatives, each starting at a word boundary."""
    return re.compile("|".join(rf"\b{w}" for w in words), re.IGNORECASE)


@functools.cache
def _pattern(kind: str, side: int) -> re.Pattern[str]:
    """Aspect ``kind``'s pattern, 0: what asks about it, 1: what speaks of it; compiled on first use (a cold
    `ask` compiles the few it needs: all of them would cost it ~15 ms on a busy machine)."""
    return _alternatives(_ASPECTS[kind][side])


def asked_types(question: str) -> list[str]:
    """The aspects the question asks about that a passage must state outright (see _ASPECTS)."""
    return [kind for kind in _ASPECTS if _pattern(kind, 0).search(question)]


# A count of what the game, a deck, the bag or the expansion holds ("how many Oak cards are in the nutrient
# deck?", "¿cuántas losetas de cada color?"): what the box holds, asked of one part of it
CONTENTS_CUE = re.compile(
    r"(?i)\bhow many\b[^?]*\b(?:in (?:the|a|each) (?:\w+ ){0,2}(?:deck|bag|box|expansion|game|set)|of each colou?r)\b"
    r"|\bcu[aá]nt[oa]s\b[^?]*\b(?:en (?:el|la|cada) (?:mazo|bolsa|caja|expansi[oó]n|juego)|de cada color)\b"
    r"|\bhoeveel\b[^?]*\b(?:in (?:de|het|elke) (?:\w+ )?(?:doos|stapel|zak|uitbreiding|spel)|van elke kleur)\b"
    r"|\bсколько\b[^?]*(?:\bв (?:колоде|мешке|коробке|дополнении|игре|наборе)|\bкаждого цвета)"
)


def speaks_of(kind: str, passage_text: str, section: str = "") -> bool:
    """Whether the passage (or its heading) speaks of aspect ``kind`` of _ASPECTS."""
    return bool(_pattern(kind, 1).search(f"{passage_text}\n{section}"))


def answer_type_missing(question: str, passage_text: str, section: str = "") -> float:
    """1 when the question asks about an aspect of _ASPECTS (a duration, a supply running out, a tie...) and the
    passage does not speak of it, else 0. ``section``: the passage's heading, which speaks for it ("Components"
    over a bare list of "50 Spore Tokens", "45 Nutrient Cubes": the list is what the box holds)."""
    return float(any(not speaks_of(kind, passage_text, section) for kind in asked_types(question)))
