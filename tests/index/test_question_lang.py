"""The question-language identifier loaded the quick way ranks exactly as py3langid's own construction of the
same unpacked model does (index/question_lang.py gives it its row offsets as one array, not a list) (#18)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from referee.index import question_lang

QUESTIONS = [
    "Can I connect two paths that both have gnomes?",
    "¿Puedo colocar un comodín en mi jardín?",
    "Mag ik twee van mijn eigen paden op dezelfde rand leggen?",
    "Est-ce que je peux passer mon tour ?",
    "Darf ich zwei Wege verbinden?",
    "Wie wint?",
    "ok",
    "1234 ??",
    "Quante carte posso tenere in mano al massimo?",
]


@pytest.fixture(scope="module")
def identifiers():
    """(the one question_lang uses, py3langid's own construction from the same unpacked files)."""
    from py3langid.langid import LanguageIdentifier

    # the identifier is cached per process: an earlier test may have made it under its own temporary cache
    # dir (a fresh machine's first run has nothing unpacked in the real one), so this one is made here
    question_lang._identifier.cache_clear()
    quick = question_lang._identifier()
    folder = question_lang._model_dir()
    assert all((folder / f).is_file() for f in question_lang._FILES), "the model was unpacked on first use"
    classes = json.loads((folder / "classes.json").read_text(encoding="utf-8"))
    ptc, pc, nextmove, row, out = (
        np.load(folder / f) for f in ("ptc.npy", "pc.npy", "nextmove.npy", "row.npy", "out.npy")
    )
    own = LanguageIdentifier(ptc, pc, classes, nextmove, out.tolist(), norm_probs=True, tk_row=row.tolist())
    return quick, own


def test_the_quick_identifier_is_given_its_offsets_as_an_array(identifiers):
    quick, _ = identifiers
    assert isinstance(quick._rowbase, np.ndarray), "the array, not py3langid's list of 100,000 ints"


@pytest.mark.parametrize("question", QUESTIONS)
def test_it_ranks_every_language_as_the_library_own_construction_does(identifiers, question):
    quick, own = identifiers
    assert quick.rank(question) == own.rank(question)
