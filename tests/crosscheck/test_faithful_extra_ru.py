"""False-flag causes found on the Russian faithful-extra translation (bench/planted/faithful-extra,
mycelium-en-ru-gather): "сразу" that says "at the same time" ("сразу нескольким игрокам", "со всеми сразу"),
one word that says "not" ("отказаться собирать" = "choose not to gather", "бесплатно" = "for no cost"), and a
player noun after a count ("вариант для 2 игроков": a name, no actor).

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.actors import THIRD, persons
from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "coin": {"en": ("coin",), "ru": ("монета",)},
        "road": {"en": ("road",), "ru": ("дорога",)},
    },
)


def _kinds(a: str, b: str) -> list[str]:
    ca = Clause(0, Unit(0, len(a), a), signs(a, "en", BANK))
    cb = Clause(0, Unit(0, len(b), b), signs(b, "ru", BANK))
    return [f.kind for f in differences(ca, cb, "en", "ru", (ca.signs.concepts, cb.signs.concepts))]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # "сразу" before a count in any case, or after "все": several at once, no moment
        ("Two players can never take a coin in the same round.", "Взять монету сразу двум игрокам нельзя."),
        ("Try some or all of these coins!", "Попробуйте некоторые из этих монет или все сразу!"),
        # one word that says "not"
        ("A player may choose not to take a coin.", "Игрок может отказаться брать монету."),
        ("You then build a road for no cost.", "Затем вы бесплатно строите дорогу."),
    ],
)
def test_a_faithful_russian_wording_is_no_difference(a, b):
    assert _kinds(a, b) == []


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        # a real "at once" still counts as timing, also next to a count
        ("Two players take a coin.", "Два игрока сразу берут монету.", "timing"),
        ("Take all the coins.", "Сразу же возьмите все монеты.", "timing"),
        # the negation dropped: "may choose to take", "build a road" (paying for it)
        ("A player may choose not to take a coin.", "Игрок может решить взять монету.", "negation"),
        ("You then build a road for no cost.", "Затем вы строите дорогу.", "negation"),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, b, kind):
    assert kind in _kinds(a, b)


def test_a_russian_player_noun_after_a_count_names_no_actor():
    # "вариант «Команды / 2 игрока»" names a variant, as "the Team/2 Player variant" does
    assert persons("Стоит попробовать и вариант «Команды / 2 игрока».", "ru") == frozenset()
    assert persons("Try the Team/2 Player variant.", "en") == frozenset()
    # a player without a count is still the third person, and a changed actor is still flagged
    assert persons("Игрок берёт монету.", "ru") == {THIRD}
    assert "actor" in _kinds("You take a coin.", "Другой игрок берёт монету.")
