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

from referee.text.tokens import STOPWORDS, fold, words

COMMON_BANK = Path(__file__).resolve().parent / "common_terms.yaml"
COMMON = "common"
# Dutch glues nouns together (ringmarkeersteen, veldbloemtegel): a Dutch term this long also matches as
# the head or tail of a longer word.
COMPOUND_MIN = 5
# ... but only where the rest of the word is a word of its own or an ending, not a syllable that makes a
# different word: "tegelijk" (at once) is no tile, "gebeurt" (happens) no turn ("beurt"), "verkopen" (sell)
# no buying ("kopen"). A term at the start may be followed by an inflection or a diminutive ending, or by
# another word (a compound's head: at least COMPOUND_REST letters, a linking s counted in); a term at the
# end may follow three letters or more that are not a verb's prefix. A word that is a term of its own
# ("tegelijkertijd") does not start with another term: it is that term ("veldbloemtegel" is still a tile).
COMPOUND_REST = 4
DUTCH_ENDINGS = frozenset("s e en es er ers n je jes tje tjes pje pjes etje etjes kje kjes".split())
DUTCH_PREFIXES = frozenset("be ge ver ont her er mis".split())
_DUTCH = frozenset({"nl"})
# A term that is also a function word ("bij": bee, and at / with) names its concept only after one of these
DETERMINERS = frozenset("the a an el la los las un una de het een".split())  # not "die": "tellen die bij elkaar op"
LINGUA_FRANCA = "en"  # the publishers' names, which players type in Latin letters whatever they speak
OTHER_SCRIPT = frozenset({"ru"})  # languages whose own words are never in Latin letters


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
    """{"concepts": [[key, game], ...], "seqs": [[concept_no, [lemma, ...], [lang, ...]], ...],
    "affixes": [[no, stem]]}: each sequence with the languages whose terms give it (see ConceptMatcher)."""
    seqs: dict[tuple[int, tuple[str, ...]], set[str]] = {}
    affixes: set[tuple[int, str]] = set()
    for no, concept in enumerate(concepts):
        for lang, terms in concept.words.items():
            for term in terms:
                ws = words(term)
                if not ws:
                    continue
                seqs.setdefault((no, tuple(lemmatizer.lemmas(ws, lang))), set()).add(lang)
                seqs.setdefault((no, tuple(fold(w) for w in ws)), set()).add(lang)
                if lang == "nl" and len(ws) == 1 and len(ws[0]) >= COMPOUND_MIN:
                    affixes.add((no, fold(ws[0])))
    return {
        "concepts": [[c.key, c.game] for c in concepts],
        # each concept's main words per language, for expanding a question before it is embedded
        # (a game's own names: all of them, so a question can be cleared of them before embedding)
        "words": [{lang: ws if c.key.endswith(":game") else ws[:1] for lang, ws in c.words.items()} for c in concepts],
        "seqs": sorted([no, list(seq), sorted(langs)] for (no, seq), langs in seqs.items()),
        "affixes": sorted([no, stem] for no, stem in affixes),
    }


def compound_part(word: str, stem: str) -> bool:
    """Is ``stem`` a part of the Dutch compound ``word`` (see COMPOUND_REST), not just its first or last letters?"""
    if word.startswith(stem):
        rest = word[len(stem) :]
        return rest in DUTCH_ENDINGS or len(rest) >= COMPOUND_REST
    if word.endswith(stem):
        head = word[: -len(stem)]
        return len(head) >= COMPOUND_REST - 1 and head not in DUTCH_PREFIXES
    return False


class ConceptMatcher:
    """Finds concepts in a text given, per word, the set of lemmas it may stand for."""

    def __init__(self, compiled: dict) -> None:
        self.keys = [k for k, _ in compiled["concepts"]]
        self.games = [g for _, g in compiled["concepts"]]
        self._by_first: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
        self._langs: dict[tuple[int, tuple[str, ...]], frozenset[str]] = {}
        for no, seq, langs in compiled["seqs"]:
            self._by_first.setdefault(seq[0], []).append((no, tuple(seq)))
            self._langs[(no, tuple(seq))] = frozenset(langs)
        self._affixes = [(no, stem) for no, stem in compiled["affixes"]]
        # stem -> its places in _affixes: a word is checked against the stems it starts or ends with (a few
        # slices looked up), not against every stem (300 stems x every long word: most of a warm question's
        # analysis, and sentences are analysed too); the places keep the order the full scan had
        self._affix_at: dict[str, list[int]] = {}
        for k, (_, stem) in enumerate(self._affixes):
            self._affix_at.setdefault(stem, []).append(k)
        self._affix_lens = sorted({len(stem) for stem in self._affix_at})
        self.words: list[dict[str, list[str]]] = compiled["words"]
        # game -> the languages of its texts (set by the build, which knows them; see readable_in)
        self.text_langs: dict[str, frozenset[str]] = {
            g: frozenset(ls) for g, ls in compiled.get("text_langs", {}).items()
        }

    def readable_in(self, no: int, term_langs: frozenset[str], lang: str | None) -> bool:
        """May a term of ``term_langs`` name concept ``no`` in a text in ``lang``? In the text's own language,
        in a language the concept's game is written in (a Dutch question about Mycelium says "Death Cap"), a
        game's own names in any language, and English names in a Russian text (Latin words there are names:
        "дух Lizard"). Anything else only looks alike: Spanish "precio" is no Dutch "precies", Spanish "azul"
        (blue) no "Azul" (the game), English "sale" no Spanish "sale" (comes out)."""
        if lang is None or lang in term_langs or self.keys[no].endswith(":game"):
            return True
        if LINGUA_FRANCA in term_langs and lang in OTHER_SCRIPT:
            return True
        return bool(term_langs & self.text_langs.get(self.games[no], frozenset()))

    def match(self, candidates: list[set[str]], folded: list[str], lang: str | None = None) -> list[int]:
        """Concept numbers found (each once, in order of first appearance)."""
        return list(self.match_spans(candidates, folded, lang))

    def match_spans(
        self, candidates: list[set[str]], folded: list[str], lang: str | None = None
    ) -> dict[int, set[int]]:
        """Concept number -> positions of the words that name it (concepts in order of first appearance).
        ``lang``: the text's language, when known (only terms readable in it count: see readable_in)."""
        found: dict[int, set[int]] = {}
        # position of a word that is a term on its own -> the games of those terms
        whole: dict[int, set[str]] = {}
        n = len(candidates)
        for i in range(n):
            for lemma in sorted(candidates[i]):  # sorted: a set's order follows the hash seed
                for no, seq in self._by_first.get(lemma, ()):
                    if not self.readable_in(no, self._langs[(no, seq)], lang):
                        continue
                    if len(seq) == 1 and folded[i] in STOPWORDS and (i == 0 or folded[i - 1] not in DETERMINERS):
                        continue  # Dutch "bij" is the bee only as "de bij", else it is "at" / "with"
                    if i + len(seq) <= n and all(seq[j] in candidates[i + j] for j in range(1, len(seq))):
                        found.setdefault(no, set()).update(range(i, i + len(seq)))
                        if len(seq) == 1:
                            whole.setdefault(i, set()).add(self.games[no])
        for pos, word in enumerate(folded):
            if len(word) <= COMPOUND_MIN:
                continue
            for no, stem in self._affixes_in(word):
                if word == stem or (pos in whole and (word.startswith(stem) or self._other_game(no, whole[pos]))):
                    continue
                if compound_part(word, stem) and self.readable_in(no, _DUTCH, lang):
                    found.setdefault(no, set()).add(pos)
        return found

    def _other_game(self, no: int, games: set[str]) -> bool:
        """Is concept ``no`` of a game none of ``games`` (a whole word's terms) is, and not common? Its head
        names a kind the whole word is of ("regenboogtegel" is a tile, "voedingskaart" a card), never another
        game's thing: "trekstapel" is the draw pile, not Queen's Garden's round stack ("stapel")."""
        game = self.games[no]
        return game != COMMON and game not in games

    def starts_term(self, lemma: str) -> bool:
        """Does some term of a bank start with ``lemma``?"""
        return lemma in self._by_first

    def _affixes_in(self, word: str) -> list[tuple[int, str]]:
        """The (concept, stem) affixes ``word`` starts or ends with, in the order of ``_affixes``: the only
        ones ``compound_part`` can accept."""
        at = self._affix_at
        places: set[int] = set()
        for n in self._affix_lens:
            if n > len(word):
                break
            places.update(at.get(word[:n], ()))
            places.update(at.get(word[-n:], ()))
        return [self._affixes[k] for k in sorted(places)]

    def sequences(self) -> Iterable[tuple[int, tuple[str, ...]]]:
        """(concept number, lemma or folded word sequence) of every term of every bank."""
        for seqs in self._by_first.values():
            yield from seqs

    def keys_of(self, numbers: Iterable[int]) -> list[str]:
        return [self.keys[n] for n in numbers]
