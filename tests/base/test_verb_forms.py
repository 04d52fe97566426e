"""The verb forms spaCy's lookup tables lack: Dutch stems and Spanish verbs with their pronouns (pure rules)."""

from __future__ import annotations

import pytest

from referee.text.lemmas import (
    dutch_infinitives,
    dutch_stem,
    dutch_verb_forms,
    spanish_clitic_forms,
    spanish_without_clitic,
)


@pytest.mark.parametrize(
    ("infinitive", "stem"),
    [
        ("halen", "haal"),
        ("leggen", "leg"),
        ("kiezen", "kies"),
        ("geven", "geef"),
        ("krijgen", "krijg"),
        ("plaatsen", "plaats"),
        ("gooien", "gooi"),
        ("bewegen", "beweeg"),
    ],
)
def test_a_dutch_verbs_stem_follows_the_spelling_rules(infinitive, stem):
    assert dutch_stem(infinitive) == stem
    assert infinitive in dutch_infinitives(stem)


def test_a_word_that_is_no_infinitive_has_no_stem():
    assert dutch_stem("tegel") is None
    assert dutch_stem("gaan") is None


def test_the_stem_joins_the_forms_only_of_a_verb():
    assert dutch_verb_forms("halen", {"halend", "haalde"}) == {"haal", "haalt"}
    assert dutch_verb_forms("zetten", {"zettend"}) == {"zet"}
    assert dutch_verb_forms("molen", {"molens"}) == set()  # a noun in -en: no participle, no stem


def test_the_dutch_stem_with_t_leads_back_to_its_verb():
    assert "halen" in dutch_infinitives("haalt")
    assert "maken" in dutch_infinitives("maak")


def test_a_spanish_verb_takes_its_pronouns_in_both_directions():
    forms = spanish_clitic_forms("mover", {"moviendo", "muevo"})
    assert {"moverlo", "moverla", "moviendolo", "moverselo"} <= forms
    assert "muevolo" not in forms
    assert spanish_clitic_forms("mesa", set()) == set()
    assert "robar" in spanish_without_clitic("robarme")
    assert "moviendo" in spanish_without_clitic("moviendolo")
    assert spanish_without_clitic("tesela") == []  # "-la" after no verb ending


def test_the_lookups_form_table_has_the_stems_and_the_cross_checks_forms_do_not():
    from referee.text.lemmas import BuildLemmatizer, form_table

    lem = BuildLemmatizer()
    table = form_table(lem, {"nl": {"halen"}, "es": {"robar"}})
    assert table["haal"] == ["halen"] and table["robarme"] == ["robar"]
    assert "haal" not in lem.word_forms("halen", "nl")  # the cross-check reads the table's own forms
    assert lem.lemmas(["maak", "krijgt"], "nl") == ["maken", "krijgen"]  # no noun of that spelling
    assert lem.lemmas(["colocarla"], "es") == ["colocar"]
