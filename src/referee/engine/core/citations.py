"""Citations: verbatim quotes from the rulebook texts, located in their passage.

A rule declares its quotes as (game, lang, text). The passage id is found, not typed: the quote is
looked up in that game's text in that language, and must lie inside exactly one passage. A quote that
is not found character for character is a bug, caught by the tests before any user sees it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from referee.documents import load_data_file
from referee.rulebooks import passages
from referee.rulebooks.paths import BUILTIN_DIR


class QuoteNotFound(LookupError):
    pass


@dataclass(frozen=True)
class Citation:
    passage_id: str
    lang: str
    quote: str

    def to_json(self) -> dict:
        return {"passage_id": self.passage_id, "lang": self.lang, "quote": self.quote}


@dataclass(frozen=True)
class Quote:
    """A verbatim piece of one game's text in one language."""

    game: str
    lang: str
    text: str
    section: str = ""  # a section slug, for words the text repeats in several places (two cards' abilities)

    def resolve(self) -> Citation:
        return _resolve(self.game, self.lang, self.text, self.section)


@functools.cache
def _resolve(game: str, lang: str, text: str, section: str = "") -> Citation:
    hits = [
        p
        for p in passages(game, lang, include_user=False)
        if text in p.text and (not section or p.passage_id.split("/")[2] == section)
    ]
    if not hits:
        where = f" in section {section!r}" if section else ""
        raise QuoteNotFound(f"{game}/{lang}: quote not found verbatim in any passage{where}: {text[:80]!r}")
    return Citation(passage_id=hits[0].passage_id, lang=lang, quote=text)


@dataclass(frozen=True)
class Fact:
    """A fact the texts lack (geometry, counts), from game-facts.md, cited with its provenance."""

    fact_id: str
    text: str
    provenance: str
    data: Any = field(default=None, compare=False)  # the machine-readable form an engine computes with, if any
    # the text in our translation, by language (facts.yaml's ``words``): a Russian verdict showed only the
    # fact's id under "fact (in English)"; the English stays the sheet's own text
    words: dict[str, str] = field(default_factory=dict, compare=False)

    def text_in(self, lang: str) -> str | None:
        """The text in ``lang``: the sheet's own for English, else our translation (None: there is none)."""
        return self.text if lang == "en" else self.words.get(lang)

    def to_json(self, lang: str | None = None) -> dict:
        out: dict[str, Any] = {"fact_id": self.fact_id, "text": self.text, "provenance": self.provenance}
        if lang and lang != "en" and lang in self.words:
            out["text_translated"] = {"lang": lang, "text": self.words[lang]}
        return out


@functools.cache
def facts(game: str) -> dict[str, Fact]:
    """The game's facts sheet (``rulebooks/<game>/facts.yaml``), by id."""
    path = BUILTIN_DIR / game / "facts.yaml"
    if not path.exists():
        return {}
    data = load_data_file(path) or {}
    return {
        fid: Fact(fid, entry["text"], entry["provenance"], entry.get("data"), dict(entry.get("words") or {}))
        for fid, entry in (data.get("facts") or {}).items()
    }


def fact(game: str, fact_id: str) -> Fact:
    try:
        return facts(game)[fact_id]
    except KeyError:
        raise KeyError(f"{game}: no fact {fact_id!r} in facts.yaml") from None
