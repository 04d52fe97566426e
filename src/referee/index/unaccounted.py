"""What of a question the best passage cannot account for, read in the asker's language too: the abstention
model's signals that hold across writers (see abstain.py).

``content_check.missing_share`` looks for the question's words in the passage itself, so a question in a
language the passage is not in looks unanswered whenever its words name no term-bank concept ("¿Puedo
pasar?" against a Russian passage): across languages that signal mostly measured the language, not the
answer. Here a word is accounted for by the passage, by the concepts it is tagged with, by the same rule in
the game's other text, or by the engine's statement of the rules it cites in the question's language (every
rule has one in en/es/nl/ru), and a word is compared by lemma or, failing the form table, by its stem (a
shared beginning of at least five letters, most of the shorter word). What is then left is what the asker
wants and no text gives: "monedas" for a market that pays in points, "intercambiar" where nobody trades.
That reading is ``accounted.missing_bridged`` (the rerank reads the same share); this module keeps the frame
words and stems it uses, and the names the texts never use.

A name the texts never use (a capitalised word past the first that names no concept and occurs in no
passage or statement: "Catan", "Uno", "Madrid") says the question is about something else altogether.
"""

from __future__ import annotations

import bisect
import functools
import re

from referee.index.lexical import GAME_NAME, QueryTerms
from referee.index.terms import COMMON
from referee.text.tokens import STOPWORDS, fold, words

STEM = 5  # letters two words must share at their start to count as one word (when no lemma links them)

# How a question is put, not what it asks about: interrogatives, modals, the verbs every question leans on
# (do, get, happen, work), quantifiers. Not stop words for the search (BM25's idf weighs them down there),
# but here each would count as a word the passage leaves out ("¿Qué hace la Marmota?": "hace").
FRAME_WORDS = frozenset(
    """
    many much way ways exactly actually really usually still now then happen happens happened get gets got
    give gives do does did done doing make makes need needs want work works allowed allow able have has
    having had will would should shall else someone somebody anyone anything something everything nothing
    each every other another same both either whether which whose whom just ever
    cuanto cuanta cuantos cuantas cual cuales quien quienes donde cuando como hace hacer hago pasa ocurre
    tengo tiene tienen tener quiero quiere debo debe deben puedes podria podemos permite vale algo alguien
    nada cada otro otra otros otras mismo misma mismos mismas exactamente realmente entonces ahora
    hoeveel welke welk waar wanneer waarom doet doen gaat gaan komt komen krijg krijgt krijgen heb heeft
    hebben moeten mogen kunnen kun wil willen zal zou iets iemand niets elke elk ieder andere ander zelfde
    dezelfde hetzelfde precies eigenlijk dus nou worden
    сколько когда где куда откуда почему зачем кто чем чего чему делает делать делаю происходит бывает
    есть нужно надо должен должна должны могу может могут мочь быть будет хочу получаю получает получить
    кто-то что-то каждый каждая каждое другой другая другие другого тот тем этот эта ещё еще уже тогда
    именно точно вообще сам сама само
    """.split()
)


def _lemmas(index, word: str) -> set[str]:
    return ({word, *index.lexical.forms.get(word, ())}) - STOPWORDS


def same_stem(a: str, b: str, stem: int = STEM) -> bool:
    """ "jugador"/"jugadores", "ruilen"/"ruil": a shared beginning of ``stem`` letters and most of the shorter."""
    n = min(len(a), len(b))
    if n < stem:
        return False
    k = 0
    while k < n and a[k] == b[k]:
        k += 1
    return k >= stem and k >= 0.75 * n


@functools.lru_cache(maxsize=8)
def _known_words(index, lang: str | None) -> tuple[str, ...]:
    """Every folded word the texts, the engine's statements in ``lang`` (all of them when None) and the games'
    names use, sorted (built once per language, when a question first has a name to check; the statements in
    the asker's language only, and no term-bank words, whose exact forms the question's concepts already
    match: folding all of them costs a cold question ~20 ms more)."""
    out = set(index.lexical.postings.col)
    for by_lang in index.statements.values():
        out.update(fold(w) for code, s in by_lang.items() if lang in (None, code) for w in words(s))
    out.update(fold(w) for names in index.game_names.values() for n in names.values() for w in words(n))
    return tuple(sorted(out))


# Russian letters to Latin ones, for a name a player transliterates ("Эмспориум" for the texts' Emsporium)
_LATIN = str.maketrans("абвгдезийклмнопрстуфхцыэ", "abvgdeziiklmnoprstufhcye", "") | {
    ord("ж"): "zh",
    ord("ч"): "ch",
    ord("ш"): "sh",
    ord("щ"): "sch",
    ord("ю"): "yu",
    ord("я"): "ya",
}


def _known(index, word: str, lang: str | None) -> bool:
    """Whether the texts use ``word``: by lemma, by a word of the same stem (an inflected form the form table
    lacks), or transliterated from Cyrillic ("Эмспориуме")."""
    return _in_words(index, word, _known_words(index, lang))


def _in_words(index, word: str, known: tuple[str, ...]) -> bool:
    """Whether sorted ``known`` holds ``word``, a lemma of it, or a word of its stem, also transliterated."""
    for w in dict.fromkeys((word, word.translate(_LATIN))):
        for x in _lemmas(index, w) | {w}:
            i = bisect.bisect_left(known, x)
            if i < len(known) and known[i] == x:
                return True
        i = bisect.bisect_left(known, w[:STEM])
        while i < len(known) and known[i].startswith(w[:STEM]):
            if same_stem(w, known[i]):
                return True
            i += 1
    return False


def foreign_name(index, question: str, terms: QueryTerms, lang: str | None = None) -> float:
    """1 when the question names something the texts never do: a capitalised word, not its first, no stop
    word, in no concept's span, used by no passage, term bank or engine statement (in ``lang``, the asker's),
    not even inflected ("In Catan, ...", "... in Madrid?"); else 0."""
    named = {pos for ps in terms.spans.values() for pos in ps}
    for i, w in enumerate(words(question)):
        if i == 0 or i in named or not w[:1].isupper():
            continue
        f = fold(w)
        if f.split("'")[0] in STOPWORDS or f in FRAME_WORDS or len(f) < 3 or w.isupper():  # "I'm"; "QG", "OK"
            continue
        if not _known(index, f, lang):
            return 1.0
    return 0.0


@functools.lru_cache(maxsize=8)
def _game_words(index, game: str) -> tuple[str, ...]:
    """Every folded word of ``game``'s passages and headings, its engine statements (every language) and its
    own term bank, sorted (built once per game)."""
    texts = [f"{p.get('section') or ''} {p['text']}" for p in index.passages if p["game"] == game]
    texts += [s for rid, by_lang in index.statements.items() if rid.startswith(f"{game}.") for s in by_lang.values()]
    m = index.matcher
    texts += [t for no, g in enumerate(m.games) if g == game for ts in m.words[no].values() for t in ts]
    return tuple(sorted({fold(w) for t in texts for w in words(t)}))


def alien_term(index, question: str, terms: QueryTerms, game: str) -> float:
    """1 when the question names, in a phrase of two words or more, a term of another game than ``game`` (the
    best passage's) that no concept of ``game`` or of every game reads there and none of whose words any text,
    statement or term of ``game`` uses, not even inflected: "marcador de anillo" (Gnome Hollow's) asked of
    Mycelium, "второй шанс" (Solstis's) of Gnome Hollow; else 0. One word is no sign: another game's concept
    often names a word this game's players use too ("стоят", "suelta", "pakken"), a phrase is a coined term."""
    m = index.matcher
    own = {
        i
        for no, ps in terms.spans.items()
        if m.games[no] in (COMMON, game) or m.keys[no].endswith(GAME_NAME)
        for i in ps
    }
    folded = [fold(w) for w in words(question)]
    known = _game_words(index, game)
    for no, ps in terms.spans.items():
        if m.games[no] in (COMMON, game) or m.keys[no].endswith(GAME_NAME) or ps & own or len(ps) < 2:
            continue
        span = [folded[i] for i in sorted(ps) if i < len(folded) and len(folded[i]) > 2]
        if span and not any(_in_words(index, w, known) for w in span):
            return 1.0
    return 0.0


# "like in X", "como en X", "net als bij X", "zoals bij X", "как в X": the question likens the rule it asks for
# to one of something else (another game, mostly). Folded, at a word boundary; X is the words after it.
_LIKENED = re.compile(
    r"\blike (?:in |on |with |at |for )?|\bas (?:in|with|on) "
    r"|\b(?:como|igual que|al igual que) (?:en|con|pasa en|se hace en) "
    r"|\b(?:net als|zoals|gelijk als) (?:bij |in |met |op )?"
    r"|\bкак (?:в|во|на|у|при|с|и в) "
)
LIKENED_WORDS = 2  # the content words after the cue that name what is likened to ("normal azul", "Lost Cities")


def likened_elsewhere(index, question: str, terms: QueryTerms, game: str) -> float:
    """1 when the question likens its rule to something ``game`` (the best passage's game) never speaks of:
    a content word among the few after "like in", "como en", "net als bij", "как в" that names no concept of
    ``game`` (or of every game) and that no text, heading, statement or term of ``game`` uses, not even
    inflected ("... como en Catan?", "like crowns in kingdomino", "как в обычном азуле"); else 0. What the
    question likens to the game's own things ("zoals de kampvuurtjes", "как в конце игры") is no sign.
    Another game's rule that the texts of this one do not give is a near miss that reads like a rules question."""
    m = index.matcher
    own = {i for no, ps in terms.spans.items() if m.games[no] in (COMMON, game) for i in ps}
    folded = [fold(w) for w in words(question)]
    joined = " ".join(folded)
    for cue in _LIKENED.finditer(joined + " "):
        known = _game_words(index, game)  # only when the question likens: built once per game, a cold ask spared
        start = joined[: cue.end()].count(" ")
        after = [(i, folded[i]) for i in range(start, min(start + LIKENED_WORDS + 2, len(folded)))]
        content = [(i, w) for i, w in after if w not in STOPWORDS and w not in FRAME_WORDS and len(w) > 2]
        if any(i not in own and not w.isdigit() and not _in_words(index, w, known) for i, w in content[:LIKENED_WORDS]):
            return 1.0
    return 0.0
