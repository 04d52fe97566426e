"""Spirit names: the Russian text's names and the publisher's English names find the same spirit.

Лягушка ("frog") is the publisher's Lizard (also "salamander"), Муха ("fly") the Dragonfly, Мотылек ("moth") the
Butterfly, Сурок ("marmot") the Groundhog (fact spirit-names). Matching ignores case, ё/е, spaces, hyphens and
accepts a plain Latin transliteration of the Russian, so "муха", "Mukha", "DRAGONFLY" and "fly" all mean one spirit.
"""

from __future__ import annotations

import re
import unicodedata

from referee.catalogues import Msg
from referee.engine.solstis.book import msg
from referee.engine.solstis.facts_data import data

_TRANSLIT = str.maketrans(
    {
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
        "э": "e", "ю": "yu", "я": "ya",
    }
)  # fmt: skip

# publisher English synonyms, the literal English of the Russian names, and the Spanish and Dutch names this
# tool's own statements use (what a player at the table may type)
_EXTRA = {
    "fish": ["pez", "vis"],
    "deer": ["ciervo", "hert"],
    "eagle": ["águila", "adelaar"],
    "bear": ["oso", "beer"],
    "dragonfly": ["fly", "libélula", "libel"],
    "beetle": ["escarabajo", "kever"],
    "groundhog": ["marmot", "marmota"],
    "bee": ["abeja", "bij"],
    "ladybug": ["ladybird", "mariquita", "lieveheersbeestje"],
    "wolf": ["lobo"],
    "squirrel": ["ardilla", "eekhoorn"],
    "bird": ["pájaro", "vogel"],
    "lizard": ["salamander", "frog", "lagarto", "salamandra", "hagedis"],
    "butterfly": ["moth", "mariposa", "vlinder"],
    "cow": ["holy cow", "sacred cow", "vaca sagrada", "heilige koe"],
    "phoenix": ["fénix", "feniks"],
    "viper": ["víbora", "adder"],
    "fox": ["zorro", "vos"],
    "evil": ["evil spirit", "evil_spirit", "espíritu maligno", "boze geest"],
}


def _key(name: str) -> str:
    """Lower case, accents dropped (Águila = aguila, Орёл = Орел), separators as one space."""
    s = unicodedata.normalize("NFKD", name.strip().lower())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"[\s_\-]+", " ", s).strip()


def _loose(name: str) -> str:
    """Transliterated and without separators: 'Божья коровка' -> 'bozhyakorovka'."""
    s = _key(name).translate(_TRANSLIT)
    s = s.replace("kh", "h").replace("ts", "c").replace("zh", "j").replace("'", "")
    return re.sub(r"[^a-z]", "", s).replace("y", "i")


BROWN: dict[str, str] = dict(data("spirit-names")["brown"])
BLUE: dict[str, str] = dict(data("spirit-names")["blue"])
EXP_BROWN: dict[str, str] = dict(data("spirit-names")["expansion_brown"])
EXP_BLUE: dict[str, str] = dict(data("spirit-names")["expansion_blue"])
RUSSIAN: dict[str, str] = {**BROWN, **BLUE, **EXP_BROWN, **EXP_BLUE, "evil": "Злой дух"}
EXPANSION = frozenset(EXP_BROWN) | frozenset(EXP_BLUE)

_ALIASES: dict[str, str] = {}
for _canon, _ru in RUSSIAN.items():
    for _n in [_canon, _ru, *_EXTRA.get(_canon, [])]:
        _ALIASES[_key(_n)] = _canon
        _ALIASES[_loose(_n)] = _canon


def canonical(name: str) -> str | None:
    """The spirit's id (publisher English, lower case) for any accepted spelling, or None."""
    if not isinstance(name, str):
        return None
    return _ALIASES.get(_key(name)) or _ALIASES.get(_loose(name))


def colour(spirit: str) -> str:
    if spirit in BROWN or spirit in EXP_BROWN:
        return "brown"
    if spirit in BLUE or spirit in EXP_BLUE:
        return "blue"
    return "red"  # the evil spirit: "1 красная"


def label(spirit: str) -> str:
    """'Муха (Dragonfly)': both names, so a player using either system recognises it."""
    return f"{RUSSIAN.get(spirit, spirit)} ({spirit.capitalize()})"


# A spirit named in a message: both names in English ("Муха (Dragonfly)"); elsewhere the language's own name beside
# the Russian text's (as this tool's es/nl statements write them: "Libélula (Муха)"), in Russian the text's name.
# The English templates equal label() (a test checks it); each is a literal so that extraction finds it.
_SPIRIT_NAMES: dict[str, Msg] = {
    "fish": msg("solstis.spirit-name.fish", "Рыба (Fish)"),
    "deer": msg("solstis.spirit-name.deer", "Олень (Deer)"),
    "eagle": msg("solstis.spirit-name.eagle", "Орел (Eagle)"),
    "bear": msg("solstis.spirit-name.bear", "Медведь (Bear)"),
    "dragonfly": msg("solstis.spirit-name.dragonfly", "Муха (Dragonfly)"),
    "beetle": msg("solstis.spirit-name.beetle", "Жук (Beetle)"),
    "groundhog": msg("solstis.spirit-name.groundhog", "Сурок (Groundhog)"),
    "bee": msg("solstis.spirit-name.bee", "Пчела (Bee)"),
    "ladybug": msg("solstis.spirit-name.ladybug", "Божья коровка (Ladybug)"),
    "wolf": msg("solstis.spirit-name.wolf", "Волк (Wolf)"),
    "squirrel": msg("solstis.spirit-name.squirrel", "Белка (Squirrel)"),
    "bird": msg("solstis.spirit-name.bird", "Птица (Bird)"),
    "lizard": msg("solstis.spirit-name.lizard", "Лягушка (Lizard)"),
    "butterfly": msg("solstis.spirit-name.butterfly", "Мотылек (Butterfly)"),
    "cow": msg("solstis.spirit-name.cow", "Святая Корова (Cow)"),
    "phoenix": msg("solstis.spirit-name.phoenix", "Феникс (Phoenix)"),
    "viper": msg("solstis.spirit-name.viper", "Гадюка (Viper)"),
    "fox": msg("solstis.spirit-name.fox", "Лиса (Fox)"),
    "evil": msg("solstis.spirit-name.evil", "Злой дух (Evil)"),
}


def name(spirit: str) -> Msg:
    """The spirit's name as a message parameter, in the reader's language (see _SPIRIT_NAMES)."""
    return _SPIRIT_NAMES.get(spirit) or Msg.plain(label(spirit))


def named_values() -> dict[str, list[Msg | str]]:
    """Each spirit by the Russian text's name (the value its questions' choices hold), named in every language
    and by every accepted spelling (GameEngine.named_values): "oso", "beer", "bear" are Медведь."""
    return {ru: [name(s), s, ru, *_EXTRA.get(s, [])] for s, ru in RUSSIAN.items()}


def name_list(spirits) -> list[Msg]:
    return [name(s) for s in spirits]


def all_names(expansion: bool) -> list[str]:
    out = [*BROWN, *BLUE]
    return out + [*EXP_BROWN, *EXP_BLUE] if expansion else out


def accepted_spellings() -> list[str]:
    return sorted({*RUSSIAN, *RUSSIAN.values()})


def suggestions() -> list[str]:
    """The names a "did you mean" may offer: Russian, English, and the Russian names in Latin letters ("lisa")."""
    latin = {_key(ru).translate(_TRANSLIT) for ru in RUSSIAN.values()}
    return sorted({*accepted_spellings(), *latin})
