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
