"""False-flag causes found on the ff6 faithful-extra translations (bench/planted/faithful-extra, mycelium-en-ru-setup
and solstis-ru-nl-whole): a Russian plural imperative spelled as the second person ("Садитесь", "примените"), a
distributive "каждому по" for "each player", the start player named by its verb ("первым ходит тот, кто"),
litotes ("никуда не денется" = "will still be there", "zolang die nog niet op is" = "если ещё остались"), and the
Dutch ", dan" after a condition read as a moment.

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "coin": {"en": ("coin",), "ru": ("монета",), "nl": ("munt",)},
        "road": {"en": ("road",), "ru": ("дорога",), "nl": ("weg",)},
    },
)


def _kinds(a: str, la: str, b: str, lb: str) -> list[str]:
    ca = Clause(0, Unit(0, len(a), a), signs(a, la, BANK))
    cb = Clause(0, Unit(0, len(b), b), signs(b, lb, BANK))
    return [f.kind for f in differences(ca, cb, la, lb, (ca.signs.concepts, cb.signs.concepts))]


@pytest.mark.parametrize(
    ("a", "la", "b", "lb"),
    [
        # a plural imperative that pymorphy3 reads first as "you hold": an imperative names no one
        ("Players should keep their coins near their board.", "en", "Держите свои монеты рядом с полем.", "ru"),
        # "каждому по 2" (to each, 2) is each player
        ("Give 2 coins to each player.", "en", "Дайте каждому по 2 монеты.", "ru"),
        # the start player named by the verb
        (
            "The first player is whoever most recently built a road.",
            "en",
            "Первым ходит тот, кто недавно построил дорогу.",
            "ru",
        ),
        # litotes: "will not go anywhere" = "will still be there"; "not used up" = "remain"
        (
            "Hopefully the coin will still be there on your turn!",
            "en",
            "Будем надеяться, что монета никуда не денется!",
            "ru",
        ),
        (
            "Соперник берёт новую монету, если такие ещё остались.",
            "ru",
            "Je tegenstander pakt een nieuwe munt, zolang die nog niet op zijn.",
            "nl",
        ),
        # the Dutch ", dan" after a condition is no moment of its own
        (
            "If you build a road during this turn, you gain a coin.",
            "en",
            "Bouw je een weg, dan krijg je in die beurt een munt.",
            "nl",
        ),
    ],
)
def test_a_faithful_wording_is_no_difference(a, la, b, lb):
    assert _kinds(a, la, b, lb) == []


@pytest.mark.parametrize(
    ("a", "la", "b", "lb", "kind"),
    [
        (
            "Your opponent keeps their coins near the board.",
            "en",
            "Вы держите свои монеты рядом с полем.",
            "ru",
            "actor",
        ),
        ("Give 2 coins to each player.", "en", "Дайте первому игроку 2 монеты.", "ru", "actor"),
        (
            "Hopefully the coin will be gone on your turn!",
            "en",
            "Будем надеяться, что монета никуда не денется!",
            "ru",
            "negation",
        ),
        ("Соперник берёт новую монету.", "ru", "Je tegenstander pakt geen nieuwe munt.", "nl", "negation"),
        (
            "If you build a road, you gain a coin at the end of the game.",
            "en",
            "Bouw je een weg, dan krijg je meteen een munt.",
            "nl",
            "timing",
        ),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, la, b, lb, kind):
    assert kind in _kinds(a, la, b, lb)


def test_a_dutch_clause_cut_at_its_conditions_dan_names_no_moment():
    from referee.adjudicator.crosscheck.units import split_units

    sentence = "Bouw je een weg, dan krijg je in die beurt een munt."
    cut = [u.text for u in split_units(sentence, "nl")]
    assert cut[-1].startswith("dan ")  # units.py cuts at the comma before the connective
    assert "then" not in signs(cut[-1], "nl", BANK).labels["timing"]
    assert "then" in signs("Dan krijg je een munt.", "nl", BANK).labels["timing"]  # a step: "Then ..."
