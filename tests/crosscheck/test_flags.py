"""Flags compare like with like: numbers that count the same thing, cues in clauses that say the same thing.

Small made-up passages with the Gnome Hollow term bank (the bank is the only game-specific input), and the
real es/nl texts with one number changed and one negation removed across languages.
"""

from dataclasses import replace

import pytest

from referee.adjudicator.crosscheck.clauses import example_spans
from referee.adjudicator.crosscheck.counts import counts
from referee.adjudicator.crosscheck.cues import covers, cues
from referee.adjudicator.crosscheck.flags import cue_flags, flags_for, number_flags, scope_flags
from referee.adjudicator.crosscheck.terms import TermBank, term_bank
from referee.rulebooks import Passage, passages

BANK = term_bank("gnome-hollow")


def _p(lang: str, text: str, n: int = 1) -> Passage:
    return Passage(f"gnome-hollow/{lang}/t/{n}", "gnome-hollow", lang, "t", text, 0, len(text))


def _codes(flags, severity="disagreement"):
    return {f.code for f in flags if f.severity == severity}


def test_a_number_counts_the_noun_after_it_and_enumerations_share_it():
    (c,) = counts("Elige dos losetas.", "es", BANK)
    assert "c:garden-tile" in c.things
    nl = counts("Verplaats je jouw 2de, 4de of 6de ringmarkeersteen.", "nl", BANK)
    assert [x.value for x in nl] == [2, 4, 6] and all("c:ring-marker" in x.things for x in nl)


def test_a_kind_of_thing_counts_for_the_wider_thing_too():
    # the bank's own words say a wildflower tile is a tile ("veldbloemtegel", "wildflower tile")
    (c,) = counts("Solo puedes tener una Flor Silvestre en tu almacenamiento.", "es", BANK)
    assert {"c:wildflower", "c:garden-tile"} <= c.things and "c:storage" in c.context


@pytest.mark.parametrize(
    ("text", "lang"),
    [("tijdens stap 1 van je beurt", "nl"), ("Kolom 1 blijft immers altijd beschikbaar.", "nl"), ("(foto 3)", "nl")],
)
def test_labels_count_nothing(text, lang):
    assert counts(text, lang, BANK) == []


def test_examples_and_increments_are_marked():
    ex = counts("por ejemplo, tu 2º Marcador del juego", "es", BANK)
    assert [c.example for c in ex] == [True]
    inc = counts("Verplaats 1 extra ringmarkeersteen!", "nl", BANK)
    assert [c.increment for c in inc] == [True]
    # the same number of the same thing later on is still the example
    nl = counts("In dit voorbeeld verkoop ik 7 blauwe paddenstoelen. De 7 paddenstoelen gaan terug.", "nl", BANK)
    assert all(c.example for c in nl)


def test_example_spans_run_to_the_end_of_the_clause():
    text = "Staat er bvb 1 roze paddenstoel, dan mag je 1 nemen. Mag je 2 nemen."
    ((s, e),) = example_spans(text, "nl")
    assert text[s:e].startswith("bvb") and "2" not in text[s:e]


def test_numbers_of_different_things_are_not_compared():
    a = _p("es", "Primero, elige dos de las 8 losetas disponibles.")
    b = _p("nl", "Je mag maximaal 2 tegels uit je opslag aanleggen.")
    assert number_flags(a, b, BANK) == []


def test_the_same_thing_counted_differently_is_a_disagreement():
    a = _p("es", "Tu almacenamiento puede contener un máximo de 3 losetas.")
    b = _p("nl", "Je mag slechts 2 tegels in je opslag hebben.")
    (flag,) = number_flags(a, b, BANK)
    assert flag.severity == "disagreement" and "3" in flag.message and "2" in flag.message


def test_a_lone_one_across_languages_is_an_article_not_a_count():
    a = _p("es", "Descarta una loseta de tu almacenamiento.")
    b = _p("nl", "Verwijder 1 tegel uit je opslag.")
    assert number_flags(a, b, BANK) == []


def test_an_example_against_a_rule_is_a_note():
    a = _p("es", "El bono depende de su origen, por ejemplo, tu 2º Marcador del juego.")
    b = _p("nl", "Verplaats je jouw 2de, 4de of 6de ringmarkeersteen, dan krijg je een veldbloemtegel.")
    (flag,) = number_flags(a, b, BANK)
    assert flag.severity == "note" and "example" in flag.message


def test_without_a_bank_differing_numbers_are_only_a_note():
    a = _p("es", "Elige 3 losetas.")
    b = _p("nl", "Kies 2 tegels.")
    (flag,) = number_flags(a, b, TermBank("gnome-hollow", None, {}))
    assert flag.severity == "note"


def test_negation_needs_the_same_content_on_the_other_side():
    neg = _p("es", "Si ya has reclamado todos los espacios, NO puedes colocar un marcador de anillo.")
    same = _p("nl", "Heb je alle velden geclaimd, dan plaats je een ringmarkeersteen.")
    other = _p("nl", "Leg de stronktegel in het midden van de tafel. Steek de tuintegels in de zak.")
    assert "negation-one-side" in _codes(cue_flags(neg, same, BANK))
    assert "negation-one-side" not in _codes(cue_flags(neg, other, BANK))


def test_a_restriction_on_the_other_side_is_not_the_same_stated_positively():
    a = _p("es", "No puedes recoger el mismo hongo más de una vez.")
    b = _p("nl", "Elke paddenstoel mag slechts 1 keer geoogst worden.")
    assert cue_flags(a, b, BANK) == []


@pytest.mark.parametrize(
    ("text", "lang", "kind", "expected"),
    [
        ("Cada loseta tiene una versión espejo de sí misma", "es", "condition", []),  # "sí" is not "si"
        ("decide si también deseas usar hasta 2 losetas", "es", "condition", []),  # "whether"
        ("Este bono no está en el destino, sino en su origen", "es", "negation", []),  # a correction
        ("Si tu loseta extiende el anillo", "es", "condition", ["si"]),
    ],
)
def test_words_that_look_like_cues(text, lang, kind, expected):
    assert cues(text, lang, kind) == expected


def test_dutch_word_order_and_bullets_state_conditions_too():
    assert covers("Heb je er al 2, dan moet je 1 tegel verwijderen.", "nl", "condition")
    assert covers("- Ring geclaimd door een andere speler: krijg je niets.", "nl", "condition")
    assert not covers("Witte paden moeten aansluiten op witte paden.", "nl", "condition")


def test_a_condition_about_something_the_other_side_never_names_is_a_note():
    a = _p("es", "Los caminos blancos y los bordes verdes deben coincidir si tocan otra loseta.")
    b = _p("nl", "Witte paddenstoelpaden moeten aansluiten op witte paden en groene graskanten op graskanten.")
    flags = cue_flags(a, b, BANK)
    assert {f.code for f in flags} == {"condition-one-side"} and all(f.severity == "note" for f in flags)


def test_alternatives_on_one_side_only_widen_the_scope():
    a = _p("es", "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso.")
    b = _p("nl", "Als je een ring/pad verlengt die geclaimd is door een andere speler, vraag je toestemming.")
    (flag,) = scope_flags(a, b, BANK)
    assert flag.code == "scope-differs" and "ring/pad" in flag.message
    assert scope_flags(a, a, BANK) == []


def test_flags_of_a_passage_against_itself_are_none():
    for p in passages("gnome-hollow", "es") + passages("gnome-hollow", "nl"):
        assert flags_for(p, p, BANK) == ()


def test_across_languages_a_changed_number_and_a_dropped_negation_are_what_is_flagged():
    """The es and nl texts, with one nl number changed and one es negation removed: exactly those two pairs
    gain a disagreement, of those codes (the rest of the cross-check is as before)."""
    from referee.adjudicator.crosscheck import align_passages
    from referee.adjudicator.crosscheck.links import rule_links

    es, nl = passages("gnome-hollow", "es"), passages("gnome-hollow", "nl")
    num_id, neg_id = "gnome-hollow/nl/opzetten-van-het-spel-spelers/4", "gnome-hollow/es/colocacion-de-losetas/10"
    nl2 = [
        replace(p, text=p.text.replace("kiest 2 van de 8", "kiest 3 van de 8")) if p.passage_id == num_id else p
        for p in nl
    ]
    es2 = [replace(p, text=p.text.replace("Si nadie es", "Si alguien es")) if p.passage_id == neg_id else p for p in es]
    assert nl2 != nl and es2 != es

    def strong(result):
        return {
            (p.a.passage_id, p.b.passage_id, f.code)
            for p in result.pairs
            for f in p.flags
            if f.severity == "disagreement"
        }

    links, _ = rule_links("gnome-hollow", es, nl)  # as `crosscheck` does (ids and order are unchanged)
    before = strong(align_passages(es, nl, game="gnome-hollow", links=links))
    after = strong(align_passages(es2, nl2, game="gnome-hollow", links=links))
    gained = after - before
    assert {(a, b) for a, b, _ in gained} <= {(a, b) for a, b, _ in after if num_id in (a, b) or neg_id in (a, b)}
    assert any(num_id == b and code == "numbers-differ" for _, b, code in gained)
    assert before - after == set()

    def negation_on(result):  # the negation flag that names the nl clause holding the dropped negation's twin
        return [
            f
            for p in result.pairs
            if p.a.passage_id == neg_id
            for f in p.flags
            if f.code == "negation-differs"
            and "nadie" not in p.a.text
            and f.b_span
            and "niet" in p.b.text[slice(*f.b_span)]
        ]

    assert negation_on(align_passages(es2, nl2, game="gnome-hollow", links=links))


def test_a_changed_number_is_one_flag_naming_its_clause_not_two():
    """The passage's count of a number and its clause's both said it ("es says 2 of garden-tile where en says 3"
    and "es says 2, 8; en says 2, 3, 8"): the clause's stays, with the clauses it names."""
    from referee.adjudicator.crosscheck import align_passages

    es = next(p for p in passages("gnome-hollow", "es") if p.passage_id == "gnome-hollow/es/colocacion-de-losetas/1")
    assert "hasta 2 losetas" in es.text
    en = replace(
        es,
        lang="en",
        passage_id="gnome-hollow/en/user/1",
        text="First, choose two of the 8 available tiles and decide whether you also want to use up to 3 tiles from "
        "your personal storage.",
    )
    (pair,) = align_passages([es], [en], game="gnome-hollow").pairs
    numbers = [f for f in pair.flags if f.code == "numbers-differ" and f.severity == "disagreement"]
    assert len(numbers) == 1 and numbers[0].kind == "number" and numbers[0].b_span is not None, numbers
    assert "3" in numbers[0].b_words
