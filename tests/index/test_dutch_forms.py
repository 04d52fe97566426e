"""Dutch forms the form table cannot hold (text/dutch_forms.py): a separable verb split by the sentence, a
participle with its particle, a diminutive; and a term that is also a function word ("bij": bee, or at)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.text import dutch_forms
from referee.text.tokens import fold, words


def _lemmas(word: str) -> tuple[str, ...]:
    return {"leg": ("leggen",), "gelegd": ("leggen",), "vul": ("vullen",), "kaart": ()}.get(word, ())


KNOWN = {"afleggen", "aanvullen", "paddenstoel", "kaart", "bal"}


def _extra(question: str, clause_final: bool = True) -> dict[int, set[str]]:
    return dutch_forms.extra_candidates(question, _lemmas, KNOWN.__contains__, clause_final)


def test_a_separable_verb_split_by_te_is_read_joined():
    # Mag(0) ik(1) twee(2) kaarten(3) af(4) te(5) leggen(6): the joined verb at the verb's place
    assert _extra("Mag ik twee kaarten af te leggen?") == {6: {"afleggen"}}


def test_a_particle_ending_its_clause_joins_a_verb_before_it_in_dutch_only():
    assert _extra("Leg ik de kaart af, of niet?") == {0: {"afleggen"}}
    assert _extra("Vul je het aanbod aan?") == {0: {"aanvullen"}}
    assert _extra("Leg ik de kaart af?", clause_final=False) == {}  # an English "take it over" is no "overtake"
    assert _extra("Ligt de kaart aan de kant?") == {}  # "aan" inside its clause is a preposition


def _refill_matcher():
    from referee.index.terms import ConceptMatcher

    compiled = {
        "concepts": [["made-up:refill", "made-up"]],
        "seqs": [[0, ["aanvullen"], ["nl"]]],
        "affixes": [],
        "words": [],
    }
    return ConceptMatcher(compiled)


@pytest.mark.parametrize(
    "question",
    [
        "mag ik de markt weer aanvullen?",
        "vul ik de markt weer aan?",  # the particle is a stop word ("aan"): still the verb names its concept
        "hoe vul ik de markt weer aan, na mijn beurt?",
        "is het verplicht om de markt aan te vullen?",
    ],
)
def test_a_separable_verb_whose_particle_is_a_stop_word_names_its_concept(question):
    lemmas = lambda w: {"vul": ("vullen",), "vullen": ("vullen",)}.get(w, ())  # noqa: E731
    folded = [fold(w) for w in words(question)]
    candidates = [{w, *lemmas(w)} for w in folded]
    for pos, found in dutch_forms.extra_candidates(question, lemmas, KNOWN.__contains__, True).items():
        candidates[pos] |= found
    spans = _refill_matcher().match_spans(candidates, folded, "nl")
    assert list(spans) == [0]
    assert not {folded[p] for p in spans[0]} & {"aan", "te"}  # named by the verb, not by the stop word


def test_a_split_separable_verb_names_its_concept_in_the_built_index(built_index):
    lex = built_index.lexical
    keys = lambda q: {built_index.matcher.keys[c] for c in lex.analyse(q, "nl").concepts}  # noqa: E731
    assert "mycelium:attack" in keys("wanneer val ik een andere mushling aan?")  # "val aan" split: not the bank's
    assert "mycelium:attack" not in keys("wanneer leg ik een andere mushling aan?")


def test_a_participle_with_its_particle_and_a_diminutive_are_read_as_their_word():
    assert _extra("heb ik afgelegd") == {2: {"afleggen"}}
    assert _extra("een paddenstoeltje en twee kaartjes en een balletje") == {
        1: {"paddenstoel"},
        4: {"kaart"},
        7: {"bal"},
    }
    assert _extra("een onbekendje") == {}  # nothing known: no guess kept


def test_a_function_word_names_its_concept_only_after_a_determiner(built_index):
    lex = built_index.lexical
    keys = lambda q: {built_index.matcher.keys[c] for c in lex.analyse(q, "nl").concepts}  # noqa: E731
    assert "solstis:bee" not in keys("wanneer krijg ik een geest bij solstis?")  # "bij" = at
    assert "solstis:bee" not in keys("tellen die bij elkaar op?")  # "die" is no article here
    assert "solstis:bee" in keys("hoeveel punten levert de bij op?")
    assert "solstis:bee" in keys("wat doen de bijen?")


@pytest.mark.parametrize(
    "question",
    [
        "Is het toegestaan om twee kaarten van hetzelfde soort af te leggen voor een sporenfiche?",
        "Welke acties heb ik om twee kaarten van hetzelfde type af te leggen?",
    ],
)
def test_the_passage_a_split_verb_asks_about_comes_first(built_index, monkeypatch, question):
    from referee.index import answer_focus, sentence_score
    from referee.index.search import DEFAULT_CONFIG, ask

    gold = "mycelium/en/exchange-mushling-cards/1"
    assert ask(question, game="mycelium").results[0].passage_id == gold
    monkeypatch.setattr(dutch_forms, "extra_candidates", lambda *a, **k: {})  # without the joined verb
    sentence_score.sentence_concepts.cache_clear()
    answer_focus._spans.cache_clear()
    # the distinct share (the word only the exchange rule accounts for) puts it first on its own too: off here
    without = replace(DEFAULT_CONFIG, distinct_weight=0.0)
    assert ask(question, game="mycelium", config=without).results[0].passage_id != gold
    sentence_score.sentence_concepts.cache_clear()
    answer_focus._spans.cache_clear()


@pytest.mark.parametrize("lang", ["en", "es", "ru"])
def test_only_a_dutch_question_has_its_particle_joined_to_the_verb(built_index, lang):
    lex = built_index.lexical
    question = "Leg ik de kaart af?"  # Leg(0) ik(1) de(2) kaart(3) af(4)
    plain = [{w, *lex.forms.get(w, ())} for w in (fold(x) for x in words(question))]
    assert "afleggen" in lex.candidates(question, "nl")[0]
    assert lex.candidates(question, lang) == plain  # in English "hand it over" is no "overhand"


def test_a_verb_form_the_texts_never_use_is_read_as_its_known_infinitive():
    known = {"passen", "inleveren", "afgeven", "neerleggen", "dichtleggen", "kiezen", "maken", "zetten"}
    extra = lambda q: dutch_forms.extra_candidates(q, _lemmas, known.__contains__, True)  # noqa: E731
    assert extra("ik heb gepast") == {2: {"passen"}}  # a participle: ge- and -t off, the short vowel's s doubled
    assert extra("als ik ze inlever") == {3: {"inleveren"}}  # a separable verb's stem in a subordinate clause
    assert extra("welke ik afgeef") == {2: {"afgeven"}}  # f -> v
    assert extra("hij neerlegt en dichtgelegd") == {1: {"neerleggen"}, 3: {"dichtleggen"}}
    assert extra("hij kiest, maakt, gezet") == {1: {"kiezen"}, 2: {"maken"}, 3: {"zetten"}}  # long vowels undoubled
    assert extra("ik heb gepraat") == {}  # nothing known: no guess kept
