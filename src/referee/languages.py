"""The four languages the tool reads and speaks: codes, names, and which one a user or a text asks for.

A base module (imported by rulebooks, index, adjudicator, cli and server alike): nothing here imports
anything of the project beyond ``referee.errors``, and detection is by script only (cheap, no model).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from referee.errors import InputError

Lang = str  # one of LANGS
LANGS: tuple[Lang, ...] = ("en", "es", "nl", "ru")
DEFAULT: Lang = "en"

# Each language's name in each language: NAMES[in_lang][lang] ("ruso" is Russian said in Spanish).
NAMES: dict[Lang, dict[Lang, str]] = {
    "en": {"en": "English", "es": "Spanish", "nl": "Dutch", "ru": "Russian"},
    "es": {"en": "inglés", "es": "español", "nl": "neerlandés", "ru": "ruso"},
    "nl": {"en": "Engels", "es": "Spaans", "nl": "Nederlands", "ru": "Russisch"},
    "ru": {"en": "английский", "es": "испанский", "nl": "нидерландский", "ru": "русский"},
}
# Each language's name for itself, as a language switch shows it (capitalised, as in a menu).
ENDONYMS: dict[Lang, str] = {"en": "English", "es": "Español", "nl": "Nederlands", "ru": "Русский"}

# POSIX precedence: LC_ALL overrides LC_MESSAGES, which overrides LANG.
LOCALE_VARS = ("LC_ALL", "LC_MESSAGES", "LANG")


def name(code: Lang, in_lang: Lang = DEFAULT) -> str:
    """``code``'s name in ``in_lang`` (name('ru', 'es') -> 'ruso'); an unknown code is returned as is."""
    return NAMES.get(in_lang, NAMES[DEFAULT]).get(code, code)


# a language tag or a locale name: 'es-ES', 'nl_BE', 'ru_RU.UTF-8', 'sr@latin' (the language is its first part)
_TAG = re.compile(r"([a-z]{2})(?:[_-][a-z0-9]{2,8})*(?:\.[a-z0-9-]+)?(?:@[a-z0-9]+)?")


def check(lang: str, field: str = "--lang") -> Lang:
    """``lang`` normalised ('RU ' -> 'ru', 'es-ES' or 'es_ES.UTF-8' -> 'es': the locale and a browser's
    Accept-Language were read so, --lang refused them; found by attack7), or an InputError naming the field and
    the known codes. A text's language (rulebooks.ids.check_text_lang) still takes the bare code only."""
    code = known(lang)
    if code is None:
        raise InputError(f"unknown language {lang!r} (one of: {', '.join(LANGS)})", field=field)
    return code


def known(lang: object) -> Lang | None:
    """The language ``lang`` names, as ``check`` reads it, or None (not text, or no language of ours)."""
    tag = _TAG.fullmatch(lang.strip().lower()) if isinstance(lang, str) else None
    return tag.group(1) if tag is not None and tag.group(1) in LANGS else None


def from_locale(environ: Mapping[str, str]) -> Lang:
    """The language a POSIX environment asks for: 'ru_RU.UTF-8' -> 'ru'; 'C', unset or unknown -> 'en'.

    The first variable that is set decides, as in POSIX. When it names a language we lack, GNU's LANGUAGE (a
    list by preference, 'pt:es') picks among ours: a player on a Portuguese system with LANGUAGE=pt:es was
    answered in English. It never overrides a locale we speak (gettext would: a container's inherited
    LANGUAGE=en_US:en would then turn `LANG=ru_RU.UTF-8 referee ...` English), nor applies under C/POSIX."""
    locale = next(((environ.get(v) or "").strip() for v in LOCALE_VARS if (environ.get(v) or "").strip()), "")
    code = re.split(r"[_.@-]", locale, maxsplit=1)[0].lower()
    if code in LANGS:
        return code
    if locale and code not in ("c", "posix"):
        for tag in (environ.get("LANGUAGE") or "").split(":"):
            wanted = re.split(r"[_.@-]", tag.strip(), maxsplit=1)[0].lower()
            if wanted in LANGS:
                return wanted
    return DEFAULT


def best_of(asked: Iterable[str], default: Lang = DEFAULT) -> Lang:
    """The first known language among ``asked`` codes or tags ('nl-BE' -> 'nl'), else ``default``."""
    for tag in asked:
        code = re.split(r"[_.@-]", tag.strip(), maxsplit=1)[0].lower()
        if code in LANGS:
            return code
    return default


_CYRILLIC = re.compile(r"[\u0400-\u04ff]")


def is_cyrillic(text: str) -> bool:
    """Whether ``text`` has a Cyrillic letter (of the four languages, only Russian is written so)."""
    return _CYRILLIC.search(text) is not None


def script_lang(text: str) -> Lang | None:
    """'ru' for Cyrillic text; None for Latin script, where the script alone cannot tell en, es and nl."""
    return "ru" if is_cyrillic(text) else None
