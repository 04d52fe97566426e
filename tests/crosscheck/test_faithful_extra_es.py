"""False-flag causes found on the Spanish and English faithful-extra translations (bench/planted/faithful-extra,
mycelium-en-es-gather and gnome-hollow-nl-en): a negation word inside an idiom that forbids nothing ("nada más
comprarlos" = "immediately when bought", "para no perder de vista" = "to keep track of", "if you are not
careful"), one word that says "not" ("es imposible que" = "there is no way", "gratis" = "for no cost"), a pronoun
that stands for the players ("a la vista de todos", "cada uno", "los demás"), and a label that moves across a
sentence cut one text makes and the other does not.

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences, uncrossed
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "coin": {"en": ("coin",), "es": ("moneda",), "nl": ("munt",)},
        "road": {"en": ("road",), "es": ("camino",), "nl": ("weg",)},
    },
)


def _clause(text: str, lang: str, start: int = 0) -> Clause:
    return Clause(0, Unit(start, start + len(text), text), signs(text, lang, BANK))


def _kinds(a: str, b: str, lb: str = "es") -> list[str]:
    ca, cb = _clause(a, "en"), _clause(b, lb)
    return [f.kind for f in differences(ca, cb, "en", lb, (ca.signs.concepts, cb.signs.concepts))]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # "nada más" before an infinitive is "as soon as": no negation, and the moment is "immediately"
        ("Your coins give you a bonus immediately when bought.", "Tus monedas te dan una ventaja nada más comprarlas."),
        # idioms with a negation word that forbid nothing
        ("Use the coin to keep track of the current road.", "Usa la moneda para no perder de vista el camino actual."),
        ("Thieves take your coins if you are not careful!", "¡Si te descuidas, los ladrones te quitan las monedas!"),
        # one word that says "not"
        ("There is no way for two players to take 10 coins.", "Es imposible que dos jugadores cojan 10 monedas."),
        ("You then build a road for no cost.", "Después construyes un camino gratis."),
        # a pronoun that stands for the players
        ("Keep your coins face up for all players to see.", "Deja tus monedas boca arriba, a la vista de todos."),
        ("With 2 players, each player controls 2 roads.", "Con 2 jugadores, cada uno controla 2 caminos."),
        ("You gain a coin for winning against other players.", "Ganas una moneda por ganar a los demás."),
    ],
)
def test_a_faithful_spanish_wording_is_no_difference(a, b):
    assert _kinds(a, b) == []


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        # "nada" that does negate, and a moment that is not immediately
        ("Your coins give you a bonus immediately.", "Tus monedas no te dan nada.", "negation"),
        ("Your coins give you a bonus immediately when bought.", "Tus monedas te dan una ventaja.", "timing"),
        # the negation dropped, though the sentence speaks of keeping track
        ("You do not keep track of the road.", "Sigues la pista del camino.", "negation"),
        # "possible" is no "impossible", paying is no "for free"
        ("There is no way for two players to take 10 coins.", "Es posible que dos jugadores cojan 10.", "negation"),
        ("You then build a road for no cost.", "Después construyes un camino.", "negation"),
        # "todos" before its noun names no one: the actor is still missing; "you" is no pronoun for each player
        ("Each player takes a coin.", "Coges todos los caminos y una moneda.", "actor"),
        ("The other players take a coin.", "Tú coges una moneda.", "actor"),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, b, kind):
    assert kind in _kinds(a, b)


def test_an_actor_that_moves_across_a_sentence_cut_is_no_difference():
    # the Dutch starts a sentence with "per speler"; the English keeps it at the end of the sentence before
    nl = "Op elke tegel leggen we munten. Per speler 1 munt, dus bij 3 spelers zijn het er 3."
    en = "On each tile we put coins: 1 coin per player, so with 3 players there are 3."
    a1, a2 = nl.index("Op"), nl.index("Per")
    b1, b2 = en.index("On"), en.index("so with")
    pairs = [
        (_clause(nl[a1 : a2 - 1], "nl", a1), _clause(en[b1 : b2 - 1], "en", b1)),
        (_clause(nl[a2:], "nl", a2), _clause(en[b2:], "en", b2)),
    ]
    flags = [f for ca, cb in pairs for f in differences(ca, cb, "nl", "en")]
    assert sorted(f.kind for f in flags) == ["actor", "actor"]  # each clause pair alone: one side names it
    assert uncrossed(flags, (nl, en), ("nl", "en")) == []
    # two sentences apart on a side is no cut the other text moved a word across
    far = "Op elke tegel leggen we munten. Dat is alles. Per speler 1 munt, dus bij 3 spelers zijn het er 3."
    f1, f2 = far.index("Op"), far.index("Per")
    apart = [
        (_clause(far[f1 : far.index("Dat") - 1], "nl", f1), _clause(en[b1 : b2 - 1], "en", b1)),
        (_clause(far[f2:], "nl", f2), _clause(en[b2:], "en", b2)),
    ]
    flags = [f for ca, cb in apart for f in differences(ca, cb, "nl", "en")]
    assert len(uncrossed(flags, (far, en), ("nl", "en"))) == 2


@pytest.mark.parametrize(
    ("a", "b", "lb", "quiet"),
    [
        # "as soon as" is the moment itself; a later moment is still a timing change
        (
            "The game ends immediately once a player has 10 coins.",
            "La partida termina en cuanto alguien tiene 10 monedas.",
            "es",
            True,
        ),
        (
            "The game ends immediately once a player has 10 coins.",
            "La partida termina al final de la ronda.",
            "es",
            False,
        ),
        ("You win the game on the spot!", "Je wint het spel onmiddellijk!", "nl", True),
        # "either 3 or 4" is one "or", also next to an "y" that joins two verbs; an "or" turned "and" still counts
        (
            "Flip the coin to the side for either 3 or 4 players.",
            "Da la vuelta a la moneda y usa la cara para 3 o 4 jugadores.",
            "es",
            True,
        ),
        ("Take either a coin or a road.", "Coge una moneda y un camino.", "es", False),
        # the players in general as the subject are each player; a named other player is not
        ("Players sit near their road.", "Cada jugador se sienta cerca de su camino.", "es", True),
        ("Your opponent sits near the road.", "Cada jugador se sienta cerca del camino.", "es", False),
    ],
)
def test_timing_connective_and_players_said_another_way(a, b, lb, quiet):
    assert (_kinds(a, b, lb) == []) is quiet
