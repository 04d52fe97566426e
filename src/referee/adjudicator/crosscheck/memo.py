"""One cross-check asks the term bank about the same text many times (the alignment's features, then each
pair's flags, clause signs and counts ask again about the same passages and clauses): a bank that answers
each (text, language) once. On a Mycelium-size check (232 en and 146 es passages) 2,828 questions are
1,558 different ones, and the matcher is most of the check's time.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from referee.adjudicator.crosscheck.terms import TermBank


@dataclass(frozen=True)
class MemoBank(TermBank):
    """A TermBank whose ``find`` is computed once per (text, lang); the answers are TermBank's own."""

    answers: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict, compare=False, repr=False)

    def find(self, text: str, lang: str) -> dict[str, list[str]]:
        hit = self.answers.get((text, lang))
        if hit is None:
            hit = self.answers[(text, lang)] = super().find(text, lang)
        return {concept: list(found) for concept, found in hit.items()}  # a caller may change its copy


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
