"""referee.text: Snowball stems, the one BM25 scorer, and the matchers built on them."""

from __future__ import annotations

import numpy as np

from referee.adjudicator.crosscheck.terms import TermBank, _form_key
from referee.text.bm25 import BM25, idf
from referee.text.stem import question_stems, stem


def test_stems_per_language():
    assert stem("Reclamados", "es") == stem("reclamado", "es")
    assert stem("tegels", "nl") == "tegel" != stem("tegelijk", "nl")
    assert stem("духов", "ru") == stem("духа", "ru") == "дух"
    assert stem("Emsporium", "ru") == "emsporium"  # a Latin name in Russian text is only folded
    assert question_stems("Gnomos") >= {stem("gnomos", "es")}


def test_bank_word_matches_its_inflections_not_another_word():
    bank = TermBank("g", None, {"tile": {"nl": ("tegel",)}, "claim": {"es": ("reclamado",)}})
    assert bank.find("Leg twee tegels neer", "nl") == {"tile": ["tegels"]}
    assert bank.find("Leg tegelijk neer", "nl") == {}
    assert bank.find("caminos reclamados", "es") == {"claim": ["reclamados"]}


def test_form_key_groups_singular_and_plural_only():
    assert _form_key("Gnomos", "es") == _form_key("gnomo", "es")
    assert _form_key("paddenstoelen", "nl") != _form_key("paddestoelen", "nl")
    assert _form_key("захвата", "ru") == _form_key("захват", "ru")


def test_bm25_ranks_the_rarer_shared_term_higher():
    docs = [["gnome", "path"], ["path", "tile"], ["path", "ring"]]
    scores = BM25(docs).postings().scores(["gnome", "path"])
    assert int(np.argmax(scores)) == 0
    assert idf(1, 3) > idf(3, 3) > 0
    assert BM25(docs).postings().scores({"missing": 1.0}).sum() == 0


def test_number_words_cardinals_and_ordinals_per_language():
    from referee.text.numbers import number_word

    assert number_word("veintidós", "es") == 22  # beyond any hand-written list
    assert number_word("Tweede", "nl") == 2 and number_word("twaalf", "nl") == 12
    assert number_word("third", "en") == 3 and number_word("twice", "en") == 2
    assert number_word("восьмого", "ru") == 8 and number_word("двух", "ru") == 2
    # articles that look like "one" are left to the caller; ordinary words are no numbers
    assert number_word("una", "es") is None and number_word("een", "nl") is None
    assert number_word("loseta", "es") is None and number_word("плитка", "ru") is None


def test_a_listed_word_is_not_another_concepts_inflection_and_russian_endings_change():
    bank = TermBank(
        "g",
        None,
        {
            "gatherer": {"en": ("gatherer",), "nl": ("stronktegel",)},
            "gather-phase": {"en": ("gather",)},
            "tile": {"nl": ("tegel",)},
            "panorama": {"ru": ("панорама",)},
        },
    )
    assert bank.find("The Gatherer may gather", "en") == {"gatherer": ["Gatherer"], "gather-phase": ["gather"]}
    assert set(bank.find("een stronktegel", "nl")) == {"gatherer", "tile"}  # a compound still has its head
    assert bank.find("на панораме", "ru") == {"panorama": ["панораме"]}
