"""Term banks (concept -> words per language) and matching them in passages and questions.

Banks: ``rulebooks/<game>/terms.yaml`` (game-specific: they also say which game a question is about)
and ``index/common_terms.yaml`` (turn, points, end of game ...: they bridge languages only). At build
time each term is cut into lemmas (:func:`compile_banks`); the compiled bank is stored in the index,
so matching a question needs neither YAML nor spaCy (nor termbank.py's pydantic schema, imported only to
build). Both kinds are read by ``rulebooks/termbank.py``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from referee.text.tokens import fold, words

COMMON_BANK = Path(__file__).resolve().parent / "common_terms.yaml"
COMMON = "common"
# Dutch glues nouns together (ringmarkeersteen, veldbloemtegel): a Dutch term this long also matches as
# the head or tail of a longer word.
COMPOUND_MIN = 5


@dataclass(frozen=True)
class Concept:
    key: str  # "<game>:<concept>" or "common:<concept>"
    game: str  # a game id, or "common"
    words: dict[str, list[str]]


def load_banks() -> list[Concept]:
    from referee.rulebooks.termbank import bank_paths, load_bank  # YAML and pydantic: build time only

    out: list[Concept] = []
    for game, path in [(COMMON, COMMON_BANK), *sorted(bank_paths().items())]:
        for name, per_lang in load_bank(path).concepts.items():
            out.append(Concept(f"{game}:{name}", game, {k: list(v) for k, v in per_lang.items()}))
    return out


def bank_files_signature() -> list[tuple[str, str]]:
    """(game, SHA-256 of its bank file) for every bank: part of the index key, so an edited bank triggers a
    rebuild. Contents, not paths or mtimes: the shipped index must match on any install."""
    from referee.rulebooks.termbank import bank_paths

    banks = [(COMMON, COMMON_BANK), *sorted(bank_paths().items())]
    return [(game, hashlib.sha256(path.read_bytes()).hexdigest()) for game, path in banks]


def compile_banks(concepts: list[Concept], lemmatizer) -> dict:
    """{"concepts": [[key, game], ...], "seqs": [[concept_no, [lemma, ...]], ...], "affixes": [[no, stem]]}."""
    seqs: set[tuple[int, tuple[str, ...]]] = set()
    affixes: set[tuple[int, str]] = set()
    for no, concept in enumerate(concepts):
        for lang, terms in concept.words.items():
            for term in terms:
                ws = words(term)
                if not ws:
                    continue
                seqs.add((no, tuple(lemmatizer.lemmas(ws, lang))))
                seqs.add((no, tuple(fold(w) for w in ws)))
                if lang == "nl" and len(ws) == 1 and len(ws[0]) >= COMPOUND_MIN:
                    affixes.add((no, fold(ws[0])))
    return {
        "concepts": [[c.key, c.game] for c in concepts],
        # each concept's main words per language, for expanding a question before it is embedded
        # (a game's own names: all of them, so a question can be cleared of them before embedding)
        "words": [{lang: ws if c.key.endswith(":game") else ws[:1] for lang, ws in c.words.items()} for c in concepts],
        "seqs": sorted([no, list(seq)] for no, seq in seqs),
        "affixes": sorted([no, stem] for no, stem in affixes),
    }


class ConceptMatcher:
    """Finds concepts in a text given, per word, the set of lemmas it may stand for."""

    def __init__(self, compiled: dict) -> None:
        self.keys = [k for k, _ in compiled["concepts"]]
        self.games = [g for _, g in compiled["concepts"]]
        self._by_first: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
        for no, seq in compiled["seqs"]:
            self._by_first.setdefault(seq[0], []).append((no, tuple(seq)))
        self._affixes = [(no, stem) for no, stem in compiled["affixes"]]
        self.words: list[dict[str, list[str]]] = compiled["words"]

    def match(self, candidates: list[set[str]], folded: list[str]) -> list[int]:
        """Concept numbers found (each once, in order of first appearance)."""
        return list(self.match_spans(candidates, folded))

    def match_spans(self, candidates: list[set[str]], folded: list[str]) -> dict[int, set[int]]:
        """Concept number -> positions of the words that name it (concepts in order of first appearance)."""
        found: dict[int, set[int]] = {}
        n = len(candidates)
        for i in range(n):
            for lemma in candidates[i]:
                for no, seq in self._by_first.get(lemma, ()):
                    if i + len(seq) <= n and all(seq[j] in candidates[i + j] for j in range(1, len(seq))):
                        found.setdefault(no, set()).update(range(i, i + len(seq)))
        for pos, word in enumerate(folded):
            if len(word) <= COMPOUND_MIN:
                continue
            for no, stem in self._affixes:
                if word != stem and (word.startswith(stem) or word.endswith(stem)):
                    found.setdefault(no, set()).add(pos)
        return found

    def sequences(self) -> Iterable[tuple[int, tuple[str, ...]]]:
        """(concept number, lemma or folded word sequence) of every term of every bank."""
        for seqs in self._by_first.values():
            yield from seqs

    def keys_of(self, numbers: Iterable[int]) -> list[str]:
        return [self.keys[n] for n in numbers]
