"""Dutch word forms a form table cannot hold, read off the question at query time (pure Python, no model):

- a separable verb split by the sentence: "af te leggen", "om het aan te vallen" (particle, "te", verb) and
  "leg ik de tegel af?", "vul je het aanbod aan" (the particle ending the clause, the verb earlier in it):
  the joined verb ("afleggen", "aanvullen") is what the texts and term banks say, read at the verb's place;
- a past participle with its particle in front ("afgelegd": af + gelegd), when the table knows the rest;
- a diminutive ("paddenstoeltje", "bloemetje", "kaartjes"): the word it is made from;
- a verb's stem, present or participle the texts never use ("inlever", "afgeef", "neerlegt", "gepast",
  "getriggerd", "dichtgelegd"): the infinitive the texts and term banks give ("inleveren", "passen"), rebuilt
  by the spelling rules (a short vowel's consonant doubled, a long vowel's undoubled, f -> v, s -> z).

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
VOWELS = frozenset("aeiou")
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
            if found:
                out.setdefault(at + i, set()).update(found)
            # the joined verb goes to the verb's place, not the particle's: a particle is often a stop word
            # ("aan", "op", "in", "om", "bij", "voor"), and a stop word names no one-word term
            # (ConceptMatcher.match_spans: "bij" is the bee only as "de bij") nor is a search term
            if w in PARTICLES and i + 2 < len(folded) and folded[i + 1] == "te":
                _add(out, at + i + 2, _joined(w, folded[i + 2], lemmas_of, known))  # "aan te vullen"
            elif clause_final and w in PARTICLES and i == len(folded) - 1:
                for j, verb in enumerate(folded[:i]):  # "vul ik de markt weer aan"
                    _add(out, at + j, _joined(w, verb, lemmas_of, known))
        at += len(folded)
    return out


def _add(out: dict[int, set[str]], pos: int, found: set[str]) -> None:
    if found:
        out.setdefault(pos, set()).update(found)


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
    for stem in verb_stems(word):
        out |= {v for v in infinitives(stem) if known(v)}
        for p in PARTICLES:  # "inlever", "afgegeven": the particle, then the verb's own form
            if stem.startswith(p) and len(stem) > len(p) + 2:
                out |= {p + v for v in (*infinitives(stem[len(p) :]), *lemmas_of(stem[len(p) :])) if known(p + v)}
    return out


def verb_stems(word: str) -> list[str]:
    """The stems a Dutch verb form may have (the word itself, less a present's -t, less a participle's ge- and
    -d / -t, its particle kept in front: "dichtgelegd" -> "dichtleg"); none checked against anything yet."""
    out = [word]
    if word[-1] in "dt":
        out.append(word[:-1])
    for p in ("", *PARTICLES):  # the participle: (particle) ge stem d/t
        rest = word[len(p) :]
        if word.startswith(p) and rest.startswith("ge") and len(rest) > 4 and rest[-1] in "dt":
            out += [p + rest[2:-1], p + rest[2:]]  # "gelegd" -> "leg", "gezet" -> "zet"
    return out


def infinitives(stem: str) -> list[str]:
    """The infinitives a Dutch verb stem may be spelled as: "leg" -> "leggen", "geef" -> "geven", "pas" ->
    "passen", "lever" -> "leveren", "kies" -> "kiezen"; the caller keeps those the texts know."""
    if len(stem) < 3 or not stem.isalpha():
        return []
    out = [stem + "en", stem + stem[-1] + "en"]
    last = {"f": "v", "s": "z"}.get(stem[-1], stem[-1])
    if len(stem) > 3 and stem[-2] == stem[-3] and stem[-2] in VOWELS:  # a long vowel: "maak" -> "maken"
        out.append(stem[:-2] + last + "en")
    elif last != stem[-1]:
        out.append(stem[:-1] + last + "en")  # "leef" -> "leven" after a diphthong: "kies" -> "kiezen"
    return out
