"""Whether the best passage says what a named thing does, shows or costs: the abstention signal ``effect``.

"What does the Flyers item do?", "wat staat er op de Walnut-kaarten?", "¿cuánto cuesta la Mochila?", "что
написано на памятке?": the texts name many things they never describe (an item only mentioned in passing, a
card whose text is not printed, a reminder card, a price nobody gives), and the passage that mentions one shares
every word of the question. A passage that does say what a thing does is about it: its heading names it
("Death Cap (Warrior)", "Build a Path") or one of its lines opens with it ("Лиса: Ваш оппонент...", "Mercado de
Flores - Cualquier número..."). So: the question's most specific thing (its rarest concept or word across the
passages, or a name no passage uses), and whether the best passage is headed by it; a price is also given by a
number beside the asked thing (``answer_focus.kinds_met``: "Spend 3 Spore Value to build each Path").

Measured on the dev sets (asked with --game, the first four writers): it fires on 11 of 182 unanswerable asks
(Flyers, Walnut cards, the Shield, the Sword's price, the Nutrient Deck's guide card, the red cap, a decorative
tile's price) and on 1 of 426 answerable ones, whose best passage was not the settling one. On the fifth
writer's questions, not looked at while it was built, it fired on 6 of 180 answerable asks and 2 of 92
unanswerable ones, and weighed it lowered the out-of-sample figures: it is a reported signal, not a weighed one
(abstain.py).
"""

from __future__ import annotations

import functools
import math
import re

from referee.index.answer_focus import _asked_things, _names_any, _spans, kinds_met
from referee.index.content_check import content_positions, numbers_in
from referee.index.lexical import QueryTerms
from referee.index.unaccounted import FRAME_WORDS
from referee.text.tokens import STOPWORDS, fold, words

# "what does X do / give", "what is on X", "what does X cost" in the four languages (over the folded question)
EFFECT_CUE = re.compile(
    r"\bwhat (?:does|do|did)\b[^?]*\b(?:do|does|give|gives)\b|\bwhat(?: is|'s| are) (?:on|written)\b"
    r"|\bwhat (?:does|do) [^?]*\bcost\b|\bhow much (?:does|do|is) [^?]*\bcost"
    r"|\bwat (?:doet|doen|kost|kosten|staat er)\b|\bwat (?:kan|kunnen) (?:ze|die|het|hij)\b"
    r"|\bque (?:hace|hacen)\b|\bcuanto (?:cuesta|cuestan|sale|salen|vale|valen)\b|\bque (?:pone|dice) (?:en|la|el)\b"
    r"|\bчто (?:делает|делают|дает|дают|написано|нарисовано)\b|\bсколько стои"
)
COST_CUE = re.compile(r"cost|kost|cuest|vale|sale|стои")
# a line's head: the words before its first ":" or " - " ("Лиса: ...", "Mercado de Flores - ..."), a few at most
_HEAD_END = re.compile(r"\s*(?::|\s[-–—]\s)")
HEAD_WORDS = 5


def asks_effect(question: str) -> bool:
    return bool(EFFECT_CUE.search(fold(question)))


@functools.lru_cache(maxsize=4096)
def heads(index, row: int) -> tuple[str, ...]:
    """Passage ``row``'s heading and the heads of its lines that have one."""
    p = index.passages[row]
    out = [p.get("section") or ""]
    for line in p["text"].split("\n"):
        line = line.strip().lstrip("-• ").strip()
        m = _HEAD_END.search(line)
        if m and len(words(line[: m.start()])) <= HEAD_WORDS:
            out.append(line[: m.start()])
    return tuple(h for h in out if h)


def _word_idf(index, word: str) -> float:
    """How specific a word is across the passages (the concepts' idf formula), 0 when no passage has it."""
    post = index.lexical.postings
    docs: set[int] = set()
    for x in {word, *index.lexical.forms.get(word, ())} - STOPWORDS:
        c = post.col.get(x)
        if c is not None:
            docs.update(post.doc_ids[post.indptr[c] : post.indptr[c + 1]].tolist())
    return math.log(1 + len(index.passages) / len(docs)) if docs else 0.0


def asked_thing(index, question: str, terms: QueryTerms) -> list[tuple[set[int], set[str]]]:
    """The question's most specific things: its words of the highest idf (a word naming a concept by the
    concept's idf, which holds across languages; another by its own), and any capitalised word past the first
    that no passage uses (a name: "Shield"). A lower-case word no passage uses is the ``unknown`` signal's."""
    things, _ = _asked_things(index, question, terms)
    toks = words(question)
    folded, positions = content_positions(index, question, terms)
    positions = [i for i in positions if folded[i] not in FRAME_WORDS and not numbers_in(folded[i], None)]  # as things
    specs: list[float | None] = []
    for i, (cs, _) in zip(positions, things, strict=True):
        s = max((index.concept_idf.get(c, 0.0) for c in cs), default=0.0) if cs else _word_idf(index, folded[i])
        specs.append(s if s > 0 else (math.inf if i > 0 and toks[i][:1].isupper() else None))
    known = [s for s in specs if s is not None and s != math.inf]
    top = max(known, default=math.inf)
    return [t for t, s in zip(things, specs, strict=True) if s is not None and (s == top or s == math.inf)]


def effect_unstated(index, question: str, terms: QueryTerms, row: int, lang: str | None = None) -> float:
    """1 when the question asks what a thing does, shows or costs (EFFECT_CUE) and passage ``row`` is not
    headed by its most specific thing (``heads``, ``asked_thing``) nor, for a price, gives a number beside
    the asked thing; else 0."""
    if not asks_effect(question):
        return 0.0
    picked = asked_thing(index, question, terms)
    if not picked:
        return 0.0
    for head in heads(index, row):
        found = {no for no, _ in _spans(index, head)}
        if any(cs & found or _names_any(index, head, ls) for cs, ls in picked):
            return 0.0
    if COST_CUE.search(fold(question)) and "count" in kinds_met(
        index, question, terms, row, ("count",), lang, loose_case=True
    ):
        return 0.0
    return 1.0
