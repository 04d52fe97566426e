"""How much of a question a passage accounts for: the share of the question's content words it names, by a
concept it is tagged with, by a lemma or stem of its own words, of its twin in the game's other text, or of
the engine's statement of its rules in the asker's language.

The ranking's second stage reads it (search.SearchConfig.accounted_weight): the settling passage says the
question's verb and condition too ("keep", "whisper", "build next to"), where the neighbour of the same section
shares only the topic's nouns; the engine's statements carry the asker's own verbs to a text in another language.

The abstention model's ``bridged`` signal is its complement (``missing_bridged``: one reading for both). The
question is read once for all the passages ranked, each text once for every passage that shares it, and a
passage's words are looked up by their first letters rather than compared one by one (the rerank reads ten
passages a question; compared one by one, they cost a warm question ~1.7 ms).
"""

from __future__ import annotations

import functools
import math

from referee.index import edition
from referee.index.content_check import content_positions, numbers_in
from referee.index.lexical import QueryTerms
from referee.index.unaccounted import FRAME_WORDS, STEM, same_stem
from referee.languages import LANGS
from referee.text.numbers import number_word
from referee.text.player_count import player_count
from referee.text.tokens import STOPWORDS, fold, words

Word = tuple[frozenset[int], frozenset[str]]  # (the concepts a question's word names, its folded lemmas)


def question_words(index, question: str, terms: QueryTerms, only: set[int] | None = None) -> list[Word]:
    """The question's content words that a passage may account for (not a frame word, not a number);
    ``only``: those at these positions only (the question's condition: answer_focus)."""
    folded, positions = content_positions(index, question, terms)
    out = []
    for i in positions:
        if only is not None and i not in only:
            continue
        w = folded[i]
        lemmas = index.lexical.forms.get(w, ())
        # a frame word in any of its forms ("каждому", "каждого": the frame word "каждый")
        if w in FRAME_WORDS or not FRAME_WORDS.isdisjoint(lemmas):
            continue
        if any(number_word(w, lang) is not None for lang in LANGS):
            continue
        concepts = frozenset(no for no, ps in terms.spans.items() if i in ps)
        out.append((concepts, frozenset({w, *lemmas} - STOPWORDS)))
    return out


def share(index, asked: list[Word], row: int, lang: str | None) -> float:
    """Share of ``asked`` (``question_words``) that passage ``row`` accounts for; 1 when there is none."""
    return _met(index, asked, row, lang) / len(asked) if asked else 1.0


def missing_bridged(
    index, question: str, terms: QueryTerms, row: int, lang: str | None, only: set[int] | None = None
) -> float:
    """Share of the question's content words that passage ``row`` does not account for (the abstention
    model's ``bridged`` signal, see unaccounted.py): neither a concept it is tagged with, nor a lemma or stem of
    its words, its other-language twin's or its rules' statements in ``lang``. ``only``: the content words at
    these positions only (the question's condition: answer_focus). 0 for a question with no content word."""
    asked = question_words(index, question, terms, only)
    return (len(asked) - _met(index, asked, row, lang)) / len(asked) if asked else 0.0


def _met(index, asked: list[Word], row: int, lang: str | None) -> int:
    """How many of ``asked`` passage ``row`` accounts for."""
    return sum(accounts_for(index, asked, row, lang))


def accounts_for(index, asked: list[Word], row: int, lang: str | None) -> list[bool]:
    """For each of ``asked`` (``question_words``), whether passage ``row`` accounts for it."""
    tags = edition.tagged(index, row)
    have, heads = _accounted(index, row, lang)
    out = []
    for concepts, mine in asked:
        out.append(
            not tags.isdisjoint(concepts)
            or not have.isdisjoint(mine)
            or any(same_stem(w, h) for w in mine for h in heads.get(w[:STEM], ()))
        )
    return out


def distinct_shares(
    index, asked: list[Word], rows: list[int], lang: str | None, numbers: tuple[int, ...] = ()
) -> list[float]:
    """For each passage of ``rows`` (the rerank's first ones), the share of the question's content words it
    accounts for, each word weighted by how few of ``rows`` account for it (log(1 + n / (1 + df)), the rows'
    own inverse document frequency; a word none accounts for weighs nothing). The neighbours of one section
    all say the topic's nouns; the word only the settling passage says ("whisper", "leftover", "tie") is the
    one that tells them apart, where the plain ``share`` counts it no more than the nouns. ``numbers``: the
    question's case in digits (``stated_digits``), each one more word, accounted for by a passage (its text or
    heading) that gives that number. 0 each when the rows account for none of them."""
    met = [accounts_for(index, asked, r, lang) + _gives(index, r, numbers) for r in rows]
    n = len(rows)
    df = [sum(col) for col in zip(*met, strict=True)] if met else []
    weight = [math.log(1 + n / (1 + d)) if d else 0.0 for d in df]
    total = sum(weight)
    if total <= 0:
        return [0.0] * n
    return [sum(w for w, hit in zip(weight, m, strict=True) if hit) / total for m in met]


def stated_digits(question: str) -> tuple[int, ...]:
    """The numbers a question writes in digits ("playing with 3", "2 cards of the same type", "7 blue
    mushrooms"): the case it states. A spelled small number says "both", "a pair" or "a" as often as it
    counts ("two tiles both match, can I capture both?"), and the texts put that case in other words; how many
    play is that case however it is said ("met z'n drieën", "втроём", "2p": text/player_count.py)."""
    players = player_count(question)[1]
    return tuple(sorted({int(w) for w in words(question) if w.isdigit()} | ({players} if players else set())))


def _gives(index, row: int, numbers: tuple[int, ...]) -> list[bool]:
    """For each of ``numbers``, whether passage ``row`` gives it (in its text or heading, digits or words)."""
    if not numbers:
        return []
    p = index.passages[row]
    given = numbers_in(p["text"], p["lang"]) | numbers_in(p.get("section") or "", p["lang"])
    return [n in given for n in numbers]


@functools.lru_cache(maxsize=2048)
def _accounted(index, row: int, lang: str | None) -> tuple[frozenset[str], dict[str, tuple[str, ...]]]:
    """(the folded words and lemmas of passage ``row``, of the same rule in the game's other texts and of the
    engine's statements of the rules they cite, in the asker's ``lang``, else in every language; those words by
    their first STEM letters: ``same_stem`` needs that many shared, so only those can match). Made from each
    text's words read once (``_text_words``): a passage's own, its twins', its rules' statements, shared by
    every passage and language that has them, so a warm question meets few texts it has not read yet."""
    p = index.passages[row]
    parts = [_text_words(index, p["text"]), _text_words(index, p.get("section") or "")]
    for pid in [p["passage_id"], *index.same_rule.get(p["passage_id"], ())]:
        j = index.by_id.get(pid)
        if j is not None and j != row:
            parts.append(_text_words(index, index.passages[j]["text"]))
        for rid in index.rule_ids.get(pid, ()):
            by_lang = index.statements.get(rid) or {}
            parts.extend(_text_words(index, t) for t in ([by_lang[lang]] if lang in by_lang else by_lang.values()))
    have = frozenset().union(*parts)
    heads: dict[str, list[str]] = {}
    for h in have:
        if len(h) >= STEM:
            heads.setdefault(h[:STEM], []).append(h)
    return have, {k: tuple(v) for k, v in heads.items()}


@functools.lru_cache(maxsize=4096)
def _text_words(index, text: str) -> frozenset[str]:
    """The folded words of ``text`` and every lemma the form table gives them, stop words left out."""
    out: set[str] = set()
    for w in words(text):
        f = fold(w)
        out.add(f)
        out.update(index.lexical.forms.get(f, ()))
    return frozenset(out - STOPWORDS)
