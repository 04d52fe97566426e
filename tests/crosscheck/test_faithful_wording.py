"""A faithful translation in any direction raises no disagreement for what a translator says another way: "any
player" for "elke speler", "een van beide spelers" for "either player", "ook als" (even if) beside "only",
"blijft liggen" for "is not removed", "ga meteen naar stap 6" for "skip to step 6", a bank word that is also a
function word ("bij", the bee, in "2 bij 2"), "2 turns" for the bank's "two turns", a Dutch -heden plural.

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.cues import covers
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "bee": {"en": ("bee",), "nl": ("bij",), "ru": ("пчела",)},
        "frog": {"en": ("frog",), "nl": ("kikker",), "ru": ("лягушка",)},
        "tile": {"en": ("tile",), "nl": ("tegel",), "ru": ("плитка",)},
        "panorama": {"en": ("panorama",), "nl": ("panorama",), "ru": ("панорама",)},
        "capture": {"en": ("take",), "ru": ("захватить",)},
        "extra-turn": {"en": ("two turns",), "ru": ("дополнительный ход",)},
        "ability": {"en": ("ability",), "nl": ("vaardigheid",)},
        "strength": {"en": ("strength",), "nl": ("kracht",)},
    },
)


def _clause(text: str, lang: str) -> Clause:
    return Clause(0, Unit(0, len(text), text), signs(text, lang, BANK))


def _kinds(a: str, la: str, b: str, lb: str) -> list[str]:
    ca, cb = _clause(a, la), _clause(b, lb)
    whole = (ca.signs.concepts, cb.signs.concepts)  # each clause is its whole passage here
    return [f.kind for f in differences(ca, cb, la, lb, whole)]


@pytest.mark.parametrize(
    ("a", "la", "b", "lb"),
    [
        # "any player" is every player
        (
            "Any player may look at the discard pile at any time.",
            "en",
            "Iedere speler mag altijd de aflegstapel bekijken.",
            "nl",
        ),
        # "other players'" without an article, and an adjective "rivaliserende"
        ("You may attack other players' paths.", "en", "Je mag de paden van andere spelers aanvallen.", "nl"),
        ("Gain an edge over the rival colonies.", "en", "Krijg een voorsprong op de rivaliserende kolonies.", "nl"),
        # "either player" is "een van beide spelers": one of the two, no "both"
        ("Add 1 to either player's value.", "en", "Verhoog de waarde van een van beide spelers met 1.", "nl"),
        # "ook als" concedes (even if); "maar 1" is "only 1"
        (
            "Даже если вы создадите два квадрата за ход, вы можете взять только 1 лягушку.",
            "ru",
            "Ook als je in een beurt twee vierkanten maakt, mag je maar 1 kikker nemen.",
            "nl",
        ),
        # "skip to step 6" is no moment
        ("Reveal your card and skip to step 6.", "en", "Draai je kaart om en ga meteen naar stap 6.", "nl"),
        # a negation said by staying put, by being used up, by an exception
        ("If you lose, the path is not removed.", "en", "Verlies je, dan blijft het pad liggen.", "nl"),
        (
            "If the deck has no cards left, shuffle the discards.",
            "en",
            "Is de stapel op, schud dan de aflegstapel.",
            "nl",
        ),
        (
            "Лягушка: 1 очко за каждую плитку, кроме этой.",
            "ru",
            "Kikker: 1 punt per tegel, deze zelf niet meegerekend.",
            "nl",
        ),
        # "bij" in "2 bij 2" and "bij te trekken" is no bee
        (
            "Вы берёте плитку, если сложили квадрат 2 на 2 из плиток панорамы.",
            "ru",
            "Je trekt een tegel bij als je een vierkant van 2 bij 2 panoramategels hebt.",
            "nl",
        ),
        # the bank's "two turns" written in digits; "vaardigheden" is the plural of "vaardigheid"
        ("Лягушка: сделайте дополнительный ход.", "ru", "Frog: take another full turn (so you get 2 turns).", "en"),
        ("Use the strong abilities of your cards.", "en", "Gebruik de krachtige vaardigheden van je kaarten.", "nl"),
        # "may only" restricts as "must" does
        (
            "You must wait until your next turn to place a frog.",
            "en",
            "Лягушку вы сможете поставить только в следующий ход.",
            "ru",
        ),
        # "unless" is "if not"
        (
            "Unless they give you 2 tiles, take their frog.",
            "en",
            "Если он не отдаст вам 2 плитки, заберите его лягушку.",
            "ru",
        ),
        # the participle names the defender; "right after" is "сразу после"
        (
            "Choose a card before the Defending player does.",
            "en",
            "Выберите карту до того, как это сделает защищающийся игрок.",
            "ru",
        ),
        (
            "Use it right after a player builds a path.",
            "en",
            "Используйте её сразу после того, как игрок построит тропу.",
            "ru",
        ),
        # the correlative "как ..., так и" names the cases a rule covers
        (
            "It can be used by the attacker or the defender.",
            "en",
            "Её может использовать как атакующий, так и защитник.",
            "ru",
        ),
        # "tendrás que" is a must, beside a capacity's "puede"
        (
            "La reserva puede contener 2 losetas, así que tendrás que descartar una.",
            "es",
            "Er passen 2 tegels in de opslag, dus moet je er een afleggen.",
            "nl",
        ),
    ],
)
def test_a_faithful_rewording_is_no_difference(a, la, b, lb):
    assert _kinds(a, la, b, lb) == []


@pytest.mark.parametrize(
    ("a", "la", "b", "lb", "kind"),
    [
        # the opponent acting instead of each player is still an actor change
        (
            "Any player may look at the discard pile.",
            "en",
            "Je tegenstander mag de aflegstapel bekijken.",
            "nl",
            "actor",
        ),
        # "either" turned into "both"
        ("Add 1 to either player's value.", "en", "Verhoog de waarde van beide spelers met 1.", "nl", "connective"),
        # "only" turned into "also", next to a concession
        (
            "Даже если вы создадите два квадрата, вы можете взять только 1 лягушку.",
            "ru",
            "Ook als je twee vierkanten maakt, mag je ook een kikker nemen.",
            "nl",
            "connective",
        ),
        # "immediately" turned into a later moment is still a timing change
        ("The game ends immediately.", "en", "Het spel eindigt aan het einde van de ronde.", "nl", "timing"),
        # a negation dropped with nothing that says it another way
        ("If you lose, the path is not removed.", "en", "Verlies je, dan wordt het pad verwijderd.", "nl", "negation"),
        # the bee, named as a name, swapped for the frog
        ("Пчела: 1 очко за каждую плитку.", "ru", "Kikker: 1 punt per tegel.", "nl", "component"),
        # an obligation turned into an option, with no "only" restricting it
        (
            "You must wait until your next turn to place a frog.",
            "en",
            "Лягушку вы можете поставить в любой ход.",
            "ru",
            "negation",
        ),
        # "unless" turned into a plain condition that says no on its side only
        (
            "If they give you 2 tiles, take their frog.",
            "en",
            "Если он не отдаст вам 2 плитки, заберите его лягушку.",
            "ru",
            "negation",
        ),
        # the defender turned into the attacker
        (
            "Choose a card before the Defending player does.",
            "en",
            "Выберите карту до того, как это сделает атакующий игрок.",
            "ru",
            "actor",
        ),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, la, b, lb, kind):
    assert kind in _kinds(a, la, b, lb)


def test_the_bee_is_found_as_a_name_and_not_as_the_preposition():
    assert "bee" in BANK.find("Bij: 1 punt per tegel.", "nl")
    assert "bee" not in BANK.find("een vierkant van 2 bij 2", "nl")


def test_a_deck_that_is_used_up_says_no_and_a_tile_on_a_tree_does_not():
    assert covers("Is de stapel op, schud dan.", "nl", "negation")
    assert not covers("Is de tegel op de boom gelegd, dan trek je.", "nl", "negation")
    # the verb last in a subordinate clause, and the deck that runs out written as one word
    assert covers("Moet je trekken terwijl de stapel op is, schud dan de aflegstapel.", "nl", "negation")
    assert covers("Als de stapel opraakt, schud je de aflegstapel.", "nl", "negation")
    assert not covers("Hij speelt op zijn beurt een kaart.", "nl", "negation")


def test_not_until_and_leaving_a_token_say_no_in_dutch():
    """ "do NOT replace it until the end" = "vul ... pas aan het einde aan"; "may choose not to gather it" = "mag
    ervoor kiezen het te laten liggen": a Dutch side that says it so is no negation dropped."""
    assert covers("Vul de winkel pas aan het einde van je beurt weer aan.", "nl", "negation")
    assert covers("Een speler mag ervoor kiezen een fiche te laten liggen.", "nl", "negation")
    assert not covers("Vul de winkel meteen weer aan.", "nl", "negation")
    assert _kinds("Do not refill the shop until the end of your turn.", "en",
                  "Vul de winkel pas aan het einde van je beurt weer aan.", "nl") == []  # fmt: skip
    assert "negation" in _kinds("Do not refill the shop until the end of your turn.", "en",
                                "Vul de winkel aan het einde van je beurt weer aan.", "nl")  # fmt: skip


def test_a_verb_of_costing_before_an_infinitive_is_no_price():
    bank = TermBank("x", None, {"spend": {"ru": ("стоить",), "es": ("costar", "cuesta")}})
    assert "spend" not in bank.find("В идеале не стоит ставить фишки туда.", "ru")
    assert "spend" in bank.find("Каждая тропа стоит 3 споры.", "ru")
    assert "spend" not in bank.find("Другим фишкам стоит дважды подумать.", "ru")
    assert "spend" not in bank.find("Cuesta conseguir esa carta.", "es")
    assert "spend" in bank.find("Cada camino cuesta 3 esporas.", "es")


def test_a_group_drops_a_clause_that_another_passage_states_far_better():
    import numpy as np

    from referee.adjudicator.crosscheck.clause_flags import _Far

    e = np.eye(4)
    half = (e[0] + e[1]) / np.sqrt(2)  # the second half of a sentence the other text keeps whole
    # a: "you may spend tokens" | "you are not refunded" (said by a clause of the other text's next passage)
    va, vb, next_b = np.vstack([e[0], e[2]]), np.vstack([e[0]]), np.vstack([e[2]])
    far = _Far(np.vstack([va]), np.vstack([vb, next_b]))
    assert far.trim(va, vb, [0, 1], [0]) == ([0], [0])
    # a split sentence keeps both halves: the second one states nothing elsewhere better
    va2 = np.vstack([e[0], half])
    assert _Far(va2, np.vstack([vb, e[3:4]])).trim(va2, vb, [0, 1], [0]) == ([0, 1], [0])
