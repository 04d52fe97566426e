"""Weak kinds of changed meaning: an "at least" turned into a second "at most", an added tie-break."""

from __future__ import annotations

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences, no_rule
from referee.adjudicator.crosscheck.meaning import merged, signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank("x", None, {})
MAX_MIN = "Since a box holds a maximum of 8 marbles, each of you must collect at least 4 marbles."


def _clause(text: str, lang: str = "en") -> Clause:
    return Clause(0, Unit(0, len(text), text), signs(text, lang, BANK))


def test_at_least_turned_into_a_second_at_most_is_a_connective_difference():
    changed = MAX_MIN.replace("must collect at least 4", "may collect up to 4")
    flags = differences(_clause(MAX_MIN), _clause(changed), "en", "en")
    assert [f.kind for f in flags if f.code == "connective-differs"] == ["connective"], flags


def test_the_same_bounds_in_both_clauses_are_no_difference():
    assert not [f for f in differences(_clause(MAX_MIN), _clause(MAX_MIN), "en", "en") if f.kind == "connective"]


def test_a_lone_tie_break_states_a_rule_and_a_gloss_does_not():
    nearby = merged([signs("Each marble earns 1 point.", "en", BANK)])
    assert no_rule(_clause("In case of a tie, the player with more marbles in their box wins."), nearby) == ""
    assert no_rule(_clause("The marbles of the box are shown in the picture."), nearby) == "no-rule"


def test_a_loosely_matching_clause_with_a_rule_word_its_neighbours_lack_is_a_new_rule():
    from referee.adjudicator.crosscheck.compare import new_rule

    nearby = merged([signs("Each marble earns 1 point, and some marbles earn more at the end.", "en", BANK)])
    assert new_rule(_clause("In case of a tie, the player with the fewest marbles wins."), nearby)
    assert not new_rule(_clause("Some marbles earn more points at the end."), nearby)


def _kinds(a: str, la: str, b: str, lb: str, bank: TermBank = BANK, whole=None) -> list[str]:
    ca, cb = Clause(0, Unit(0, len(a), a), signs(a, la, bank)), Clause(0, Unit(0, len(b), b), signs(b, lb, bank))
    return [f.kind for f in differences(ca, cb, la, lb, whole or (ca.signs.concepts, cb.signs.concepts))]


def test_a_correlative_pair_is_one_clause_and_its_both_and_differs_from_an_or():
    from referee.adjudicator.crosscheck.units import split_units

    both = "Каждая фишка должна касаться и края доски, и другой фишки."
    assert [u.text for u in split_units(both, "ru")] == [both]
    assert [u.text for u in split_units("Берите одну фишку из запаса, и положите её на край доски.", "ru")] == [
        "Берите одну фишку из запаса,",
        "и положите её на край доски.",
    ]
    assert _kinds("Each token must touch the edge of the board or another token.", "en", both, "ru") == ["connective"]
    either = "Каждая фишка должна касаться края доски или другой фишки."
    assert _kinds("Each token must touch the edge of the board or another token.", "en", either, "ru") == []


def test_one_of_two_ands_turned_into_an_or_is_a_connective_difference():
    en = "You may leave once you have paid and your turn is over, and take a card."
    assert _kinds(en, "en", "Puedes salir cuando hayas pagado o tu turno haya terminado, y tomar una carta.", "es") == [
        "connective"
    ]
    assert (
        _kinds(en, "en", "Puedes salir cuando hayas pagado y tu turno haya terminado, y tomar una carta.", "es") == []
    )


def test_a_connective_that_opens_the_clause_is_not_counted_as_the_rules_own():
    en = "and you may not build or extend a group of two equal tiles (same colour and same shape)"
    es = "y no puedes crear/extender un grupo de dos fichas iguales (mismo color y misma forma)"
    assert "connective" not in _kinds(en, "en", es, "es")


def test_at_most_against_a_bare_fewer_than_is_a_connective_difference():
    en = "If your strength is equal to or less than the defender's, the defender wins."
    assert _kinds(en, "en", "Если ваша сила меньше, чем у защитника, побеждает защитник.", "ru") == ["connective"]
    assert _kinds(en, "en", "Если ваша сила не больше, чем у защитника, побеждает защитник.", "ru") == []


def test_neither_nor_is_an_and_not_an_or():
    en = "you may not trade if you or your teammate has no cards"
    assert _kinds(en, "en", "no puedes comerciar si ni tú ni tu compañero tenéis cartas", "es") == ["connective"]
    assert _kinds(en, "en", "no puedes comerciar si tú o tu compañero no tenéis cartas", "es") == []


def test_a_group_that_is_all_a_pair_has_left_to_compare_is_compared_from_the_weaker_link():
    import numpy as np

    from referee.adjudicator.crosscheck.clause_flags import _groups

    # one clause against the two halves the other text cuts it into, a changed word lowering both links
    assert _groups([(0, 0), (0, 1)], np.array([[0.46, 0.53]])) == [([0], [0, 1])]
    # the same link where the passage has another clause this pair does not account for: a neighbour, maybe
    two = np.array([[0.50], [0.10]])
    assert _groups([(0, 0)], two) == []
    # ... unless that clause is linked in another pair (its passage is cut in two on the other side)
    assert _groups([(0, 0)], two, ({1}, set())) == [([0], [0])]


def test_greater_than_turned_into_greater_or_equal_moves_the_tie_and_is_a_connective_difference():
    """A translator's own Spanish of Mycelium's combat said "mayor o igual que" for "greater than" (a tie then
    goes to the attacker), and nothing was flagged (found by the session-21 new-user tester)."""
    en = "If your final Combat Value is greater than the Defender's, you win"
    for changed, lang in (
        ("Si tu Valor de Combate final es mayor o igual que el del Defensor, ganas", "es"),
        ("Als je uiteindelijke Gevechtswaarde groter dan of gelijk aan die van de Verdediger is, win je", "nl"),
        ("Если ваша итоговая боевая сила больше или равна силе защитника, вы побеждаете", "ru"),
    ):
        assert "connective" in _kinds(en, "en", changed, lang), changed
    assert "connective" not in _kinds(
        en, "en", "Si tu Valor de Combate final es mayor que el del Defensor, ganas", "es"
    )
    less = "OR if your final Combat Value is equal to or less than the Defender's, the Defender wins"
    assert "connective" in _kinds(
        less, "en", "O si tu Valor de Combate final es menor que el del Defensor, gana el Defensor", "es"
    )
    assert "connective" not in _kinds(
        less, "en", "O si tu Valor de Combate final es igual o menor que el del Defensor, gana el Defensor", "es"
    )
