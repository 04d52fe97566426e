"""The language the tool speaks: `--lang`, else the environment's locale, else English; and its messages.

Shared by both front ends (cli/ and server/), so it sits in the base layer. Messages live in
``locales/<lang>.yaml`` (one catalogue per language, nested keys such as
``verdict.legal``). A key missing in a language falls back to English, then to the key itself, so a
half-translated catalogue degrades to English words rather than to a crash.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from referee import languages
from referee.languages import DEFAULT, LANGS

LOCALES_DIR = Path(__file__).resolve().parent / "locales"


def locale_lang(environ: Mapping[str, str] | None = None) -> str:
    """The UI language the environment asks for: 'ru_RU.UTF-8' -> 'ru'; 'C', unset or unknown -> 'en'."""
    return languages.from_locale(os.environ if environ is None else environ)


def resolve_lang(lang: str | None, field: str = "--lang") -> str:
    """The language to speak: the one asked for (checked), else the locale's."""
    if lang is None or lang == "":
        return locale_lang()
    return languages.check(lang, field)


@functools.cache
def catalogue(lang: str) -> dict[str, Any]:
    """The flattened catalogue of one language: {'verdict.legal': 'legal', ...}."""
    from referee.documents import load_data_file  # YAML (and pydantic): only once a message is shown

    path = LOCALES_DIR / f"{lang}.yaml"
    if not path.exists():
        return {}
    data = load_data_file(path) or {}
    return _flatten(data)


def _flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        full = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, Mapping) and not full.startswith("errors"):
            out.update(_flatten(value, full))
        else:
            out[full] = value
    return out


def t(key: str, lang: str | None = None, **params: Any) -> str:
    """The message ``key`` in ``lang`` (fallback English, then the key), with ``{params}`` filled in."""
    lang = lang or locale_lang()
    text = catalogue(lang).get(key)
    if text is None:
        text = catalogue(DEFAULT).get(key, key)
    text = str(text)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text  # a translator's typo in a placeholder must not crash an answer
    return text


def t_n(key: str, n: int, lang: str | None = None, **params: Any) -> str:
    """The message ``key`` for the count ``n`` (``{n}`` in the text), in the plural form ``n`` takes in ``lang``.

    A catalogue gives the forms under the key by CLDR category (``one``, ``few``, ``many``, ``other``: Babel's
    plural rules, so Russian 21 is ``one`` and 5 ``many``); a plain string is used for every count (a wording
    that needs no agreement, "пар: {n}"). A missing form falls back to ``other``, then to English.
    """
    lang = lang or locale_lang()
    from babel import Locale

    for where in (lang, DEFAULT):
        form = Locale.parse(where).plural_form(abs(n))
        for k in (f"{key}.{form}", f"{key}.other", key):
            if has(k, where):
                return t(k, where, n=n, **params)
    return key


def has(key: str, lang: str) -> bool:
    return key in catalogue(lang)


def lang_name(code: str, lang: str | None = None) -> str:
    """A language's name in the UI language: lang_name('ru', 'es') -> 'ruso'."""
    return languages.name(code, lang or locale_lang())


def any_lang_name(code: str, lang: str | None = None) -> str:
    """Any language's name in the UI language, the four's from our table, the others' from Babel's CLDR
    data (any_lang_name('fr', 'nl') -> 'Frans'); an unknown code is returned as is."""
    lang = lang or locale_lang()
    if code in LANGS:
        return lang_name(code, lang)
    try:
        from babel import Locale

        return Locale.parse(lang).languages.get(code) or code
    except (ValueError, LookupError):
        return code


def translate_error(problem: str, lang: str | None = None) -> str:
    """The common English error phrases (from engine core and CLI) in ``lang``; anything else unchanged.

    Input errors are raised in English deep inside the core; the catalogue's ``errors`` list maps their
    stable phrases (regular expressions over the English text) to the asked language at the edge.
    """
    lang = lang or locale_lang()
    if lang == DEFAULT:
        return problem
    patterns = catalogue(DEFAULT).get("errors") or []
    local = catalogue(lang).get("errors") or []
    by_id = {e["id"]: e["text"] for e in local if isinstance(e, Mapping)}
    words = catalogue(lang)  # "got a list": the kind of value named in words (``kinds``), in lang too
    out = problem
    for entry in patterns:
        target = by_id.get(entry["id"])
        if target is None:
            continue

        def fill(m: re.Match[str], fmt: str = target) -> str:
            return fmt.format(*(words.get(f"kinds.{g}", g) for g in m.groups()))

        out = re.sub(entry["match"], fill, out)
    return out


__all__ = [
    "LANGS",
    "any_lang_name",
    "catalogue",
    "has",
    "lang_name",
    "locale_lang",
    "resolve_lang",
    "t",
    "t_n",
    "translate_error",
]
