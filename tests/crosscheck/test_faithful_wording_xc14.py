"""False-flag causes found on the faithful translations (faithful-extra and the dev parts' faithful copies), each
a misreading of the language: a Dutch relative clause's "niet" read as the main clause's ("Je mag ... waarmee je
niet verbonden bent"), Spanish object pronouns between "no" and its modal ("no se la puedes"), the epistemic
"puede que" (maybe), "no se te olvide" (remember), "a los demás jugadores" as an object, "elk van beide" (either),
"is uitgesloten" (there is no way), "quién empieza" (the start player) and "ieder" as a subject (each player).

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.polarity import FORBID, PERMIT, stances
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "coin": {"en": ("coin",), "nl": ("munt",), "es": ("moneda",)},
        "hat": {"en": ("hat",), "nl": ("hoed",), "es": ("sombrero",)},
        "hand": {"en": ("hand",), "nl": ("hand",), "es": ("mano",)},
        "board": {"en": ("board",), "nl": ("bord",), "es": ("tablero",)},
    },
)


def _clause(text: str, lang: str) -> Clause:
    return Clause(0, Unit(0, len(text), text), signs(text, lang, BANK))


def _kinds(a: str, la: str, b: str, lb: str) -> list[str]:
    ca, cb = _clause(a, la), _clause(b, lb)
    return [f.kind for f in differences(ca, cb, la, lb, (ca.signs.concepts, cb.signs.concepts))]


@pytest.mark.parametrize(
    ("a", "la", "b", "lb"),
    [
        # the "niet" belongs to the relative clause: the main clause allows
        (
            "You may put the hat on boards you do not own.",
            "en",
            "Je mag de hoed op borden zetten die je niet bezit.",
            "nl",
        ),
        (
            "You may put the hat on a board you are not next to.",
            "en",
            "Je mag de hoed op een bord zetten waarnaast je niet staat.",
            "nl",
        ),
        # ... and a relative clause in the middle: the "geen" after it is the main clause's
        (
            "You may not give the coins you win to any other player.",
            "en",
            "Je mag de munten die je wint aan geen enkele andere speler geven.",
            "nl",
        ),
        # Spanish object pronouns between "no" and the modal
        ("You may not give it to them.", "en", "No se la puedes dar.", "es"),
        # "puede que" is "maybe": no modal of a rule
        (
            "The hat may not be the prettiest, but it is warm.",
            "en",
            "Puede que el sombrero no sea el más bonito, pero abriga.",
            "es",
        ),
        # "para que no se te olvide" is "as a reminder"
        ("As a reminder, turn the hat over.", "en", "Para que no se te olvide, da la vuelta al sombrero.", "es"),
        # "a los demás jugadores" is whom you show it to, not who acts
        (
            "You may not show the coin to the other players.",
            "en",
            "No puedes enseñar la moneda a los demás jugadores.",
            "es",
        ),
        # "elk van beide handen" is "either hand"
        ("You may play a coin from either hand.", "en", "Je mag een munt uit elk van beide handen spelen.", "nl"),
        # "is uitgesloten" says there is no way
        ("There is no way to lose the hat.", "en", "Dat je de hoed verliest, is uitgesloten.", "nl"),
        # "quién empieza" names the start player
        (
            "Choose a start player at random; they take the hat.",
            "en",
            "Se sortea quién empieza; ese jugador toma el sombrero.",
            "es",
        ),
        # "ieder" as the subject is each player
        ("In a duel, each player takes two coins.", "en", "In een duel neemt ieder twee munten.", "nl"),
    ],
)
def test_a_faithful_wording_is_no_difference(a, la, b, lb):
    assert _kinds(a, la, b, lb) == []


@pytest.mark.parametrize(
    ("a", "la", "b", "lb", "kind"),
    [
        (
            "You may put the hat on boards you own.",
            "en",
            "Je mag de hoed niet op borden zetten die je bezit.",
            "nl",
            "negation",
        ),
        (
            "You may give the coins you win to another player.",
            "en",
            "Je mag de munten die je wint aan geen enkele andere speler geven.",
            "nl",
            "negation",
        ),
        ("You may give it to them.", "en", "No se la puedes dar.", "es", "negation"),
        (
            "You may not show the coin to the other players.",
            "en",
            "Los demás jugadores no pueden enseñar la moneda.",
            "es",
            "actor",
        ),
        ("You may play a coin from either hand.", "en", "Je mag een munt uit beide handen spelen.", "nl", "connective"),
        ("There is no way to lose the hat.", "en", "Je kunt de hoed verliezen.", "nl", "negation"),
        (
            "In a duel, each player takes two coins.",
            "en",
            "In een duel neemt de startspeler twee munten.",
            "nl",
            "actor",
        ),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, la, b, lb, kind):
    assert kind in _kinds(a, la, b, lb)


def test_a_dutch_modal_reads_the_negation_of_its_own_clause_only():
    assert stances("Je mag de hoed op borden zetten waarop je niet staat.", "nl") == {PERMIT: ("mag",)}
    assert stances("Je mag de munten die je wint niet houden.", "nl") == {FORBID: ("niet", "mag")}
    assert stances("Je mag die munt niet houden.", "nl") == {FORBID: ("niet", "mag")}  # "die munt": a determiner
    assert stances("Puede que el sombrero no sea bonito.", "es") == {}  # "maybe": no rule's modal
    assert stances("Puedes dar el sombrero.", "es") == {PERMIT: ("puedes",)}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Draw a tile from the land draw pile.", "en"),
        ("Roba una loseta del mazo de robo.", "es"),
        ("Trek een tegel van de trekstapel.", "nl"),
        ("Возьмите тайл из колоды для розыгрыша земли.", "ru"),
    ],
)
def test_the_solstis_bank_tells_the_draw_pile_from_the_spirit_deck(text, lang):
    from referee.adjudicator.crosscheck.terms import term_bank

    bank = term_bank("solstis")
    assert "draw-pile" in bank.find(text, lang)
    assert "spirit" not in bank.find(text, lang)
    spirit_deck = {
        "en": "the spirit deck",
        "es": "el mazo de espíritus",
        "nl": "de geestenstapel",
        "ru": "колода духов",
    }
    assert "spirit" in bank.find(spirit_deck[lang], lang)
    assert "draw-pile" not in bank.find(spirit_deck[lang], lang)


def test_a_weak_group_is_compared_when_every_clause_of_both_passages_is_linked():
    import numpy as np

    from referee.adjudicator.crosscheck.clause_flags import _groups

    # "You may choose a cave, | and put the coin on your board." against "..., | y ... en tu colonia": the second
    # pair's match drops with its changed word, and it is all that is left of the two passages
    s = np.array([[0.76, 0.26], [0.11, 0.50]])
    assert _groups([(0, 0), (1, 1)], s) == [([0], [0]), ([1], [1])]
    # a third clause of a linked nowhere: the weak group may be a neighbour's, it is not compared
    s3 = np.array([[0.76, 0.26], [0.11, 0.50], [0.20, 0.30]])
    assert _groups([(0, 0), (1, 1)], s3) == [([0], [0])]


def test_a_russian_player_noun_naming_a_thing_is_no_actor():
    from referee.adjudicator.crosscheck.actors import THIRD, persons

    assert persons("Положите жетон на планшет игрока.", "ru") == frozenset()  # the Player Mat
    assert persons("Уберите тропу защитника.", "ru") == {THIRD}  # the defender's path: his
    assert persons("Игрок берёт жетон.", "ru") == {THIRD}


def test_the_mycelium_bank_tells_the_player_mat_from_the_colony():
    from referee.adjudicator.crosscheck.terms import term_bank

    bank = term_bank("mycelium")
    for text, lang in (("on your Player Mat", "en"), ("en tu tablero de jugador", "es"), ("op je spelersbord", "nl")):
        assert "player-mat" in bank.find(text, lang)
        assert "colony" not in bank.find(text, lang)
    assert "colony" in bank.find("next to your Colony", "en")
