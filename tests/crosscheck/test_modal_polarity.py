"""A flipped negation read from the modal it is bound to: "их МОЖНО соединять" against "NO PUEDEN ser conectados",
although each clause holds another negation; an obligation turned into an option ("обязательно" / "es opcional")."""

from __future__ import annotations

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.polarity import FORBID, OBLIGE, OPTION, PERMIT, stances
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank("x", None, {})


def _negations(a: str, la: str, b: str, lb: str):
    ca, cb = (Clause(0, Unit(0, len(t), t), signs(t, lang, BANK)) for t, lang in ((a, la), (b, lb)))
    return [f for f in differences(ca, cb, la, lb) if f.kind == "negation"]


ES = "Si dos caminos están incompletos y ambos tienen gnomos en ellos, NO PUEDEN ser conectados."


def test_a_modal_that_lost_its_negation_is_flagged_beside_another_negation_ru_es():
    flipped = "Если две тропы не достроены и на обеих стоят гномы, их МОЖНО соединять."
    flags = _negations(flipped, "ru", ES, "es")
    assert len(flags) == 1 and flags[0].a_span == (0, len(flipped)) and flags[0].b_span == (0, len(ES))
    assert flags[0].a_words == ("можно",) and flags[0].b_words == ("no", "pueden")
    assert _negations(flipped.replace("МОЖНО", "НЕЛЬЗЯ"), "ru", ES, "es") == []


def test_dutch_and_english_modals_read_their_negation_after_the_verb():
    assert stances("Je mag je gnoom daar niet plaatsen.", "nl").keys() == {FORBID}
    assert stances("You may not place your gnome there.", "en").keys() == {FORBID}
    assert stances("You can place your gnome there.", "en").keys() == {PERMIT}
    assert [f.kind for f in _negations("Je mag je gnoom daar niet plaatsen.", "nl", "You can place it there.", "en")]
    assert _negations("Je mag je gnoom daar niet plaatsen.", "nl", "You cannot place your gnome there.", "en") == []


def test_an_obligation_turned_into_an_option_is_a_negation_difference_nl_es_ru():
    assert [
        f.kind for f in _negations("Een Gnoom verplaatsen is verplicht,", "nl", "Mover un Gnomo es opcional,", "es")
    ]
    assert _negations("Een Gnoom verplaatsen is optioneel,", "nl", "Mover un Gnomo es opcional,", "es") == []
    assert stances("Перемещать гнома не обязательно,", "ru").keys() == {OPTION}
    assert stances("Перемещать гнома обязательно,", "ru").keys() == {OBLIGE}
    assert _negations("Перемещать гнома не обязательно,", "ru", "Mover un Gnomo es opcional,", "es") == []


def test_may_if_you_wish_against_must_is_flagged_and_a_restricted_may_is_not_a_flip():
    ru = "вы можете, если хотите, убрать 1 тайл из хранилища."
    assert [f.kind for f in _negations(ru, "ru", "dan moet je 1 tegel uit je opslag verwijderen.", "nl")]
    # "can only ... if" and "cannot ... unless" state one rule
    only = "Solo puedes activar un Gnomo si ha sido movido en este turno."
    assert _negations(only, "es", "You cannot activate a Gnome unless it was moved this turn.", "en") == []


def test_a_negative_subject_negates_the_modal_and_a_parenthetical_maybe_is_no_modal():
    ru = "Никакая другая плитка или радуга не могут быть размещены поверх Злого духа."
    assert _negations(ru, "ru", "No other tile or rainbow can be placed on top of the Evil Spirit.", "en") == []
    assert stances("Трутовик, может, и не самый храбрый воин.", "ru") == {}
    assert stances("dan mag je in de rest van Fase 1 geen beurten meer doen", "nl").keys() == {FORBID}


def test_a_negative_word_with_its_own_subject_after_it_does_not_negate_the_modal():
    assert stances("There is no limit to the coins you may play.", "en").keys() == {PERMIT}
    assert (
        _negations("There is no limit to the coins you may play.", "en", "Je mag onbeperkt munten spelen.", "nl") == []
    )


def test_nothing_stops_you_allows_and_is_flagged_against_a_cannot_en_es_nl_ru():
    # a Queen's Garden group limit turned into a permission: "and nothing stops you from creating ..."
    es = "y no puedes crear o extender un grupo de más de 6 losetas del mismo color."
    en = "and nothing stops you from creating or extending a group of more than 6 tiles of the same colour."
    assert stances(en, "en").keys() == {PERMIT}
    assert [f.kind for f in _negations(es, "es", en, "en")] == ["negation"]
    assert [f.kind for f in _negations(es, "es", "en niets belet je een groep van meer dan 6 tegels te maken.", "nl")]
    # the same permission on both sides says one rule; "nothing stops you" against "you may" too
    assert _negations("y nada te impide crear un grupo de más de 6 losetas.", "es", en, "en") == []
    assert _negations("Ничто не мешает вам создать группу из более чем 6 плиток.", "ru", en, "en") == []
    assert _negations("You may create a group of more than 6 tiles.", "en", en, "en") == []


def test_a_flag_quotes_the_words_as_the_clause_writes_them_not_folded():
    """A translator searches their file for the quoted word: "dueño", not the folded "dueno" the match used."""
    (flag,) = _negations("Jamás puedes mover un gnomo dos veces.", "es", "You can move a gnome twice.", "en")
    assert "“Jamás”" in flag.message and flag.a_words == ("jamas",)  # (the folded form stays for highlighting)
    (flag,) = _negations("Ничего не берёте.", "ru", "You take everything.", "en")
    assert "“Ничего”, “не”" in flag.message
