"""Tokens and folding shared by index build and query: both sides must cut words the same way.

Kept free of spaCy on purpose: the query side imports only this and a stored form -> lemma table.
"""

from __future__ import annotations

import re
import unicodedata

_POSSESSIVE = re.compile(r"['’][sS]$")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?", re.UNICODE)
# Words that carry no rule meaning in any of the four languages (kept short: BM25 idf handles the rest).
STOPWORDS = frozenset(
    """
    a an the of to in on at by for and or but if is are be was were it its this that these those do does
    can could may might must i you we they he she my your our their me us them with from as not no so
    what when where which who how why there here than then also into up out any all some such only
    el la los las un una unos unas de del al y o u que en con por para se su sus es son lo le les mi tu
    como si no más mas pero ya ni este esta estos estas ese esa eso hay puedo puede pueden qué cuándo
    de het een en of in op aan te van voor met is zijn er die dat dit deze wat wie hoe als ook niet
    je jij ik we wij u mijn mag kan moet wordt naar bij om dan maar nog
    и в во не на с со что как а но или ли по к у из за от до же бы это то так его её их ее я ты вы мы
    он она они мне мой моя мои свой своя свои при для ли можно ли какой какая какие если
    """.split()
)


# Words a question is made of besides what it asks about: table-talk clitics and contractions ("m'n", "z'n",
# "zo'n", "d'r"; "'t", "'k" and "da's" are cut to one or two letters anyway) and the pronouns, quantifiers and
# filler a spoken question carries ("allebei", "eigenlijk", "hetzelfde"). Kept apart from STOPWORDS, which the
# index is built with: these only stop a question's own words from counting as content the texts lack (#18).
FUNCTION_WORDS = STOPWORDS | frozenset(
    """
    m'n z'n zo'n d'r m'r
    hij zij ze hem haar hun mij jou jouw zich zelf ons onze jullie iemand iedereen niemand iets niets alles
    elkaar mekaar allebei beide beiden hetzelfde dezelfde zelfde eigenlijk precies toch wel nu nou dus eens
    gewoon echt soms zodra wanneer waar waarom welke welk waarmee erop ermee eraan ervan erin eruit daar
    heb hebt heeft hebben had ben bent zit zitten gaat gaan ga wil wilt willen zou zouden kun kunt kunnen
    """.split()
)

# Spanish words a question is made of besides what it asks about, as the Dutch ones above (folded: a player
# types "despues", "cuando", "q"): quantifiers and pronouns ("cada", "otro", "mismo", "todo"), the time and
# order adverbs the Dutch list's "voor" / "na" / "dan" / "ook" stand for ("antes", "después", "también"), the
# interrogatives (STOPWORDS spells "qué" / "cuándo" with their accents, which a folded word never has) and the
# verbs of having, being, going and wanting ("heb", "zit", "gaan", "wil" in Dutch). In a passage such a word
# is shared by every Spanish passage and by none in another language: the lookup leaves it out of a question's
# terms (QUERY_FUNCTION_WORDS), so a Spanish question about a rule the Dutch or Russian text states is not
# drawn to a Spanish passage for saying "cada" or "cuando" too (#18).
SPANISH_FUNCTION_WORDS = frozenset(
    """
    q k pa xq pq porque cada otro otra otros otras mismo misma mismos mismas todo toda todos todas algo alguien
    alguno alguna algunos algunas algun nada nadie ninguno ninguna ningun cuando donde adonde quien quienes cual
    cuales cuanto cuanta cuantos cuantas antes despues luego tambien tampoco todavia aun ahora entonces ya solo
    muy tan tanto tanta igual asi bueno vale exactamente realmente
    yo tu el ella ellos ellas usted ustedes nosotros nosotras vosotros mi mio mia mis nuestro nuestra te nos os
    tener tengo tienes tiene tenemos tienen tenia ser soy eres somos sea estar estoy estas esta estamos estan
    ir voy vas va vamos van querer quiero quieres quiere poder puedes podemos podria hay haya
    """.split()
)

# How a question is framed ("¿qué pasa si…", "what happens if…") says nothing about the rule, and "pasa"
# would otherwise read as the concept "pass": such frames are left out of the question's terms.
_FRAMES = re.compile(
    r"\b(?:qu[eé] (?:pasa|ocurre|sucede)|what happens|wat gebeurt(?: er)?|что (?:будет|происходит|случится))\b",
    re.IGNORECASE,
)


def without_frames(question: str) -> str:
    return _FRAMES.sub(" ", question)


def _strip_table() -> dict[int, str]:
    """Accented Latin letters -> their base letter (é -> e, ñ -> n, ĳ -> ij); Cyrillic is left alone."""
    table = {}
    for code in range(0xC0, 0x250):
        base = "".join(c for c in unicodedata.normalize("NFKD", chr(code)) if not unicodedata.combining(c))
        if base != chr(code):
            table[code] = base
    return table


_STRIP = _strip_table()


def fold(word: str) -> str:
    """Lower-case; strip Latin accents (players type "loseta"/"Colocacion"); ё -> е. Cyrillic й stays."""
    w = word.lower()
    if w.isascii():
        return w
    return w.replace("ё", "е").replace("’", "'").translate(_STRIP)


QUERY_FUNCTION_WORDS = STOPWORDS | frozenset(fold(w) for w in STOPWORDS) | SPANISH_FUNCTION_WORDS


def words(text: str) -> list[str]:
    """Raw word tokens in order (numbers kept: "8 flowers"); an English possessive is cut off
    ("Dragonfly's" -> "Dragonfly", "Bird's Nest" -> "Bird Nest") so the name matches its bare form."""
    return [_POSSESSIVE.sub("", w) for w in _WORD.findall(text)]


# a terminal's escape sequence (ECMA-48 CSI "ESC [ 2 J", OSC "ESC ] ... BEL"): dropping only its ESC left "[2J",
# a question with words (found by the session-22 attacker)
_ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])")


def visible(text: str) -> str:
    """``text`` without terminal escape sequences and control and format characters (a NUL from a URL's %00,
    zero-width marks), which are part of no word, its whitespace runs made single spaces."""
    text = _ESCAPE.sub("", text)
    return " ".join("".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf")).split())


def has_words(text: str) -> bool:
    """Does ``text`` hold a letter, i.e. anything to look up? Digits alone ("12345") ask nothing."""
    return any(ch.isalpha() for ch in text)
