"""Dutch word forms a form table cannot hold, read off the question at query time (pure Python, no model):

- a separable verb split by the sentence: "af te leggen", "om het aan te vallen" (particle, "te", verb) and
  "leg ik de tegel af?", "vul je het aanbod aan" (the particle ending the clause, the verb earlier in it):
  the joined verb ("afleggen", "aanvullen") is what the texts and term banks say;
- a past participle with its particle in front ("afgelegd": af + gelegd), when the table knows the rest;
- a diminutive ("paddenstoeltje", "bloemetje", "kaartjes"): the word it is made from.

Each guess is kept only when ``known`` says the texts or term banks have it, so a guess costs nothing when wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from referee.text.tokens import fold, words

# the particles of Dutch separable verbs (afleggen, aanvullen, opleveren, terugnemen, weggooien ...)
PARTICLES = frozenset(
    "aan af bij door in mee na om onder op over terug toe uit voor weg neer samen vast vrij open dicht binnen "
    "rond achter".split()
)
# longest first: "etjes" before "jes", "tje" before "je"
DIMINUTIVE_ENDINGS = ("etjes", "etje", "tjes", "pjes", "kjes", "tje", "pje", "kje", "jes", "je")
_CLAUSE = re.compile(r"[,;:?!.¿¡()]+")


def diminutive_bases(word: str) -> list[str]:
    """The words a Dutch diminutive may be made from ("paddenstoeltje" -> "paddenstoel", "balletje" -> "bal",
    "kaartjes" -> "kaart"); none for a word too short to be one."""
    out = []
    for end in DIMINUTIVE_ENDINGS:
        base = word[: -len(end)]
        if word.endswith(end) and len(base) >= 3:
            out.append(base)
            if len(base) > 3 and base[-1] == base[-2]:
                out.append(base[:-1])  # a doubled consonant before -etje: balletje -> bal
    return out


def extra_candidates(
    question: str, lemmas_of: Callable[[str], Iterable[str]], known: Callable[[str], bool], clause_final: bool
) -> dict[int, set[str]]:
    """Position (in ``words(question)``) -> the lemmas the forms above give that word, each ``known``.
    ``lemmas_of``: a folded word's lemmas by the form table; ``clause_final``: also join a particle ending its
    clause to a verb before it (the question is Dutch: in English "take it over" is no "overtake")."""
    out: dict[int, set[str]] = {}
    at = 0
    for clause in _CLAUSE.split(question):
        folded = [fold(w) for w in words(clause)]
        for i, w in enumerate(folded):
            found = _word_forms(w, lemmas_of, known)
            if w in PARTICLES and i + 2 < len(folded) and folded[i + 1] == "te":
                found |= _joined(w, folded[i + 2], lemmas_of, known)  # "af te leggen"
            elif clause_final and w in PARTICLES and i == len(folded) - 1:
                for verb in folded[:i]:  # "leg ik de tegel af"
                    found |= _joined(w, verb, lemmas_of, known)
            if found:
                out[at + i] = found
        at += len(folded)
    return out


def _joined(particle: str, verb: str, lemmas_of, known) -> set[str]:
    return {particle + v for v in (verb, *lemmas_of(verb)) if known(particle + v)}


def _word_forms(word: str, lemmas_of, known) -> set[str]:
    """A participle with its particle ("afgelegd") or a diminutive, read as the known word it is a form of."""
    if len(word) < 5 or not word.isalpha() or not word.isascii() or known(word) or lemmas_of(word):
        return set()  # too short for either, a number, Cyrillic, or a word the table already reads
    out = set()
    for p in PARTICLES:
        if word.startswith(p) and len(word) > len(p) + 3:
            out |= {p + lemma for lemma in lemmas_of(word[len(p) :]) if known(p + lemma)}
    for base in diminutive_bases(word):
        out |= {x for x in (base, *lemmas_of(base)) if known(x)}
    return out
