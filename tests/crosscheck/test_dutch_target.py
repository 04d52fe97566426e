"""A Dutch translation read the way Dutch says things: a faithful sentence raises nothing, a changed one still
does (made-up sentence pairs; the word lists of meaning.py and cues.py, the term matching of terms.py)."""

from __future__ import annotations

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank("x", None, {})


def _kinds(a: str, la: str, b: str, lb: str) -> list[str]:
    ca, cb = Clause(0, Unit(0, len(a), a), signs(a, la, BANK)), Clause(0, Unit(0, len(b), b), signs(b, lb, BANK))
    return [f.kind for f in differences(ca, cb, la, lb)]


def test_equal_or_lower_is_at_most_and_a_bare_lower_than_is_not():
    en = "OR if your strength is equal to or less than the guard's, the guard wins"
    assert (
        _kinds(en, "en", "OF is je kracht gelijk aan of lager dan die van de wachter, dan wint de wachter", "nl") == []
    )
    assert _kinds(en, "en", "OF is je kracht lager dan die van de wachter, dan wint de wachter", "nl") == ["connective"]


def test_one_of_both_players_is_either_player():
    en = "A token may be spent to add +1 to either player's strength"
    assert (
        _kinds(en, "en", "Een fiche mag worden besteed om de kracht van een van beide spelers met 1 te verhogen", "nl")
        == []
    )
    assert _kinds(en, "en", "Een fiche mag worden besteed om de kracht van beide spelers met 1 te verhogen", "nl") == [
        "connective"
    ]


def test_straight_to_a_step_is_no_moment():
    en = "remove the token and skip to step 4"
    assert _kinds(en, "en", "haal het fiche weg en ga meteen naar stap 4", "nl") == []
    assert _kinds(en, "en", "haal het fiche meteen weg en ga naar stap 4", "nl") == ["timing"]


def test_any_player_and_other_players_said_the_dutch_way():
    assert (
        _kinds("Any player may look at the discard pile.", "en", "Iedere speler mag de aflegstapel bekijken.", "nl")
        == []
    )
    assert (
        _kinds("You may attack other players' tokens.", "en", "Je mag fiches van andere spelers aanvallen.", "nl") == []
    )
    assert _kinds("You may attack the tokens.", "en", "Je mag fiches van andere spelers aanvallen.", "nl") == ["actor"]


def test_even_if_adds_no_also_and_maar_before_a_count_is_only():
    ru = "Даже если вы соберёте несколько рядов за ход, вы можете взять только 1 фишку."
    assert _kinds(ru, "ru", "Ook als je in een beurt meerdere rijen maakt, mag je maar 1 fiche nemen.", "nl") == []
    assert _kinds(ru, "ru", "Je mag in een beurt ook 1 fiche nemen.", "nl") == ["connective"]


def test_an_exception_says_not_this_one():
    ru = "Сова: +1 очко за каждую фишку на синем фоне, кроме этой."
    assert (
        _kinds(ru, "ru", "Uil: +1 punt voor elke fiche met een blauwe achtergrond, deze zelf niet meegerekend.", "nl")
        == []
    )
    assert _kinds(
        "Сова: +1 очко за каждую фишку на синем фоне.",
        "ru",
        "Uil: geen punt voor fiches met een blauwe achtergrond.",
        "nl",
    ) == ["negation"]


def test_a_bank_word_that_is_a_dutch_preposition_names_the_concept_only_as_a_name():
    bank = TermBank("x", None, {"bee": {"nl": ("bij",)}, "ability": {"nl": ("vaardigheid",)}})
    assert bank.find("Bij: +1 punt per geest.", "nl") == {"bee": ["Bij"]}
    assert bank.find("Vorm een vierkant van 2 bij 2 tegels en trek er een bij.", "nl") == {}
    # the Dutch plural of -heid is -heden
    assert bank.find("Gebruik hun krachtige vaardigheden.", "nl") == {"ability": ["vaardigheden"]}


def test_a_pile_used_up_says_it_has_no_cards_left():
    en = "If the deck has no cards left and you need a card, shuffle the discard pile."
    assert _kinds(en, "en", "Is de stapel op terwijl je een kaart nodig hebt, schud dan de aflegstapel.", "nl") == []
    assert _kinds(en, "en", "Heb je een kaart nodig, schud dan de aflegstapel op tafel.", "nl") == ["negation"]
