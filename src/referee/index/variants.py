"""A rulebook's variants (Mycelium's "Team Variant", "2 Player Variant", "The Emsporium (Variant)"): their
passages change a base rule for a table that chose to play that way, so a question that does not ask about the
variant is settled by the base rule. "How many nutrients do I need to win?" is answered by "End of Game: 10
Nutrient Tokens", not by the Team Variant's "15 Nutrient Tokens" that words the same question's words.

A variant passage: its section heading says "variant" (in the text's language). A question asks about a
variant when it says "variant" itself, in any of the four languages, or names what the heading names (a
game concept of the heading's: "team", "equipo", "команда", "Emsporium"). The search's second stage lowers
the other variant passages (search.SearchConfig.variant_weight).
"""

from __future__ import annotations

import functools

from referee.index.terms import COMMON
from referee.text.tokens import fold, words

# the folded word stems that call a heading (or a question) a variant, by language
VARIANT_WORDS = {
    "en": ("variant",),
    "es": ("variante", "variacion"),
    "nl": ("variant", "variatie"),
    "ru": ("вариант",),
}
_STEMS = tuple(sorted({s for stems in VARIANT_WORDS.values() for s in stems}))


def says_variant(text: str) -> bool:
    """Whether ``text`` has a word of the variant stems ("variant", "Variants", "variante", "варианте")."""
    return any(fold(w).startswith(_STEMS) for w in words(text))


@functools.lru_cache(maxsize=256)
def _heading_concepts(index, section: str, lang: str) -> frozenset[int]:
    """The game concepts a variant heading names ("Team Variant": mycelium:team), common ones left out."""
    m = index.matcher
    found = index.lexical.analyse(section, lang).concepts
    return frozenset(c for c in found if m.games[c] != COMMON)


def is_variant(index, row: int) -> bool:
    """Whether passage ``row`` lies in a section whose heading calls it a variant."""
    return says_variant(index.passages[row].get("section") or "")


def asks_other_variant(index, row: int, question: str, concepts: set[int]) -> bool:
    """Whether ``row`` is a variant passage the question (its text and its concepts) does not ask about."""
    if not is_variant(index, row) or says_variant(question):
        return False
    p = index.passages[row]
    return not (_heading_concepts(index, p.get("section") or "", p["lang"]) & concepts)
