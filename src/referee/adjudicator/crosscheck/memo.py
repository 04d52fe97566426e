"""One cross-check asks the term bank about the same text many times (the alignment's features, then each
pair's flags, clause signs and counts ask again about the same passages and clauses): a bank that answers
each (text, language) once. On a Mycelium-size check (232 en and 146 es passages) 2,828 questions are
1,558 different ones, and the matcher is most of the check's time.

A question it has not seen goes to TermBank.find over the concepts that can match the text at all: a
concept one of whose words (or that word's inflected forms) is a word of the text, or whose word's stem
occurs inside one (terms.py matches inflections and Dutch compounds by stem, prefix and suffix, all of which
contain the common start of the word and its stem). The rest cannot match, and the bank's own matcher
decides for the candidates; tests/crosscheck/test_memo_bank.py holds the two to the same answers.
"""

from __future__ import annotations

import os
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from referee.adjudicator.crosscheck.terms import STEM_MIN, TermBank, separable_particle
from referee.text.stem import stem
from referee.text.tokens import fold, words


@dataclass(frozen=True)
class MemoBank(TermBank):
    """A TermBank whose ``find`` is computed once per (text, lang); the answers are TermBank's own."""

    answers: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict, compare=False, repr=False)
    sieves: dict[str, tuple[dict, list]] = field(default_factory=dict, compare=False, repr=False)

    def find(self, text: str, lang: str) -> dict[str, list[str]]:
        hit = self.answers.get((text, lang))
        if hit is None:
            keep = self._candidates(text, lang)
            few = _Few(self.game, self.path, {c: v for c, v in self.concepts.items() if c in keep}, self)
            hit = self.answers[(text, lang)] = TermBank.find(few, text, lang)
        return {concept: list(found) for concept, found in hit.items()}  # a caller may change its copy

    def _candidates(self, text: str, lang: str) -> set[str]:
        by_word, by_part = self._sieve(lang)
        folded = [fold(t) for t in words(text)]
        out = {c for w in folded for c in by_word.get(w, ())}
        joined = " ".join(folded)
        return out | {c for part, concepts in by_part if part in joined for c in concepts}

    def _sieve(self, lang: str) -> tuple[dict, list]:
        """A word of the text -> the concepts it may name; word parts whose presence may name concepts."""
        if lang not in self.sieves:
            forms = self.forms(lang)
            by_word: defaultdict[str, set[str]] = defaultdict(set)
            by_part: defaultdict[str, set[str]] = defaultdict(set)
            for concept, per_lang in self.concepts.items():
                for term in per_lang.get(lang, ()):
                    parts = [fold(w) for w in words(term)]
                    if not parts:
                        continue
                    for w in {fold(term), parts[0], *forms.get(parts[0], ())}:
                        by_word[w].add(concept)
                    if len(parts) == 1 and (particle := separable_particle(parts[0], lang)):
                        by_word[particle].add(concept)  # "doet ... teniet" (terms._separated)
                    if len(parts) == 1 and len(parts[0]) >= STEM_MIN:
                        by_part[os.path.commonprefix([parts[0], stem(parts[0], lang)])].add(concept)
            self.sieves[lang] = (dict(by_word), list(by_part.items()))
        return self.sieves[lang]


@dataclass(frozen=True)
class _Few(TermBank):
    """The bank's candidate concepts for one text, matched with the whole bank's inflected forms."""

    whole: TermBank | None = field(default=None, compare=False, repr=False)

    def forms(self, lang: str) -> dict[str, frozenset[str]]:
        return self.whole.forms(lang) if self.whole is not None else super().forms(lang)

    def _names_by_first(self):
        # (the whole bank's names kept as printed: a kept name is found whatever the candidates, as TermBank finds it)
        return self.whole._names_by_first() if self.whole is not None else super()._names_by_first()


def memo_bank(bank: TermBank) -> TermBank:
    """``bank`` answering each question once (an empty bank stays as it is: nothing to ask)."""
    if isinstance(bank, MemoBank) or not bank:
        return bank
    return MemoBank(bank.game, bank.path, bank.concepts)


class MemoEncoder:
    """An encoder that embeds each passage text once: the alignment's clause links and the clause
    comparison (clause_flags.py) embed the same clauses (units.py), and pay for them once."""

    def __init__(self, encoder) -> None:
        self.inner = encoder
        self.name = encoder.name
        self.vectors: dict[str, np.ndarray] = {}

    @property
    def dim(self) -> int:
        return int(self.inner.dim)

    def encode_queries(self, texts: list[str]) -> np.ndarray:
        return self.inner.encode_queries(texts)

    def encode_passages(self, texts: list[str]) -> np.ndarray:
        todo = list(dict.fromkeys(t for t in texts if t not in self.vectors))
        if todo:
            self.vectors.update(zip(todo, self.inner.encode_passages(todo), strict=True))
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return np.stack([self.vectors[t] for t in texts])


def memo_encoder(encoder) -> MemoEncoder:
    return encoder if isinstance(encoder, MemoEncoder) else MemoEncoder(encoder)
