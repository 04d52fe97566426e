"""A component swapped for another whose old name the passage keeps elsewhere: "1 Spore Token" turned into "1 ficha de
Nutriente" beside a "Cueva de Esporas" that still names spores, inside a longer name."""

from __future__ import annotations

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "spore": {"en": ("spore", "spore token"), "es": ("espora", "ficha de espora"), "nl": ("sporenfiche",)},
        "spore-cave": {"en": ("spore cave",), "es": ("cueva de esporas",), "nl": ("sporengrot",)},
        "nutrient": {"en": ("nutrient token",), "es": ("ficha de nutriente", "nutriente"), "nl": ("voedingsfiche",)},
        "mush-room": {"en": ("mush room",), "es": ("mush room",), "nl": ("mush room",)},
        "center-tree": {"en": ("center tree",), "es": ("árbol central",), "nl": ("middenboom",)},
        "acquire": {"es": ("adquirir", "adquiridos"), "nl": ("verwerven",)},
        "pass": {"es": ("pasar",), "nl": ("passen",)},
        "storage": {"es": ("almacén",), "nl": ("opslag",)},
        "hexagon": {"es": ("hexágono", "hexágonos"), "nl": ("zeshoek", "zeshoeken")},
    },
)


def _clause(text: str, lang: str) -> Clause:
    return Clause(0, Unit(0, len(text), text), signs(text, lang, BANK))


def _component_flags(a: tuple[str, str, str], b: tuple[str, str, str]):
    """The component flags of clause a[1] against b[1], each in its passage a[0] + a[1] (+ a[2])."""
    (before_a, ca_text, la), (before_b, cb_text, lb) = a, b
    ca, cb = _clause(ca_text, la), _clause(cb_text, lb)
    whole = (signs(before_a + " " + ca_text, la, BANK).concepts, signs(before_b + " " + cb_text, lb, BANK).concepts)
    return [f for f in differences(ca, cb, la, lb, whole, (ca.signs, cb.signs)) if f.kind == "component"]


EN = ("Green places 1 Gatherer on the Spore Cave.", "On the first Gather Phase, Green gets 1 Spore Token.", "en")


def test_a_token_swapped_beside_a_longer_name_that_keeps_the_old_word_is_flagged_naming_both_clauses():
    es = (
        "Verde coloca 1 Recolector en la Cueva de Esporas.",
        "En su primera Fase, Verde consigue 1 ficha de Nutriente.",
    )
    flags = _component_flags(EN, (*es, "es"))
    assert [f.code for f in flags] == ["component-differs"], flags
    assert "spore" in flags[0].message and "nutrient" in flags[0].message
    assert flags[0].a_span == (0, len(EN[1])) and flags[0].b_span == (0, len(es[1]))


def test_the_faithful_token_stays_quiet():
    es = ("Verde coloca 1 Recolector en la Cueva de Esporas.", "En su primera Fase, Verde consigue 1 ficha de Espora.")
    assert _component_flags(EN, (*es, "es")) == []


def test_a_name_repeated_on_one_side_and_once_replaced_on_the_other_is_a_swap_en_nl():
    en = ("Then place 1 Spore Token on the Mush Room.", "Place the deck near the Mush Room.", "en")
    swapped = ("Leg daarna 1 sporenfiche op de Mush Room.", "Leg de stapel naast de Middenboom.", "nl")
    assert [f.kind for f in _component_flags(en, swapped)] == ["component"]
    kept = ("Leg daarna 1 sporenfiche op de Mush Room.", "Leg de stapel naast de Mush Room.", "nl")
    assert _component_flags(en, kept) == []


def test_common_words_the_bank_lists_for_a_concept_are_no_component_put_for_another_es_nl():
    # "adquiridos" (acquire) and "passen" (fit, the bank's "pass") are words, not components' names
    es = (
        "Sí: cuando adquieres, tomas todos los hexágonos.",
        "y todos los hexágonos adquiridos deben caber en tu almacén;",
    )
    nl = ("Ja: bij verwerven neem je alle zeshoeken.", "en alle verworven zeshoeken moeten in je opslag passen;")
    assert _component_flags((*es, "es"), (*nl, "nl")) == []
