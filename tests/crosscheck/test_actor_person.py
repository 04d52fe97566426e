"""Actor changes by a changed subject (issue #19): who a clause names, "you" or another player, in its pronouns,
player nouns and (Spanish, Russian) its verb's person, compared clause by clause (actors.py, compare.py)."""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.actors import SECOND, THIRD, differ, persons
from tests.crosscheck.test_clauses import _flags

# Made-up pairs: a source clause, its faithful translation, and the same translation with the actor changed.
CASES = [
    (
        "es",
        "ru",
        "Robas una carta del mazo. Después eliges una loseta del río.",
        "Вы берёте карту из колоды. Затем вы выбираете тайл из реки.",
        "Вы берёте карту из колоды. Затем соперник выбирает тайл из реки.",
    ),
    (
        "ru",
        "es",
        "Вы берёте тайл из колоды. Затем вы выбираете один из этих тайлов земли, а он должен разыграть его в свой "
        "следующий ход.",
        "Robas una loseta del mazo. Después eliges una de esas losetas de tierra, y él debe jugarla en su próximo "
        "turno.",
        "Robas una loseta del mazo. Después él elige una de esas losetas de tierra, y debe jugarla en su próximo "
        "turno.",
    ),
    (
        "nl",
        "en",
        "Trek een kaart van de stapel. Daarna legt de andere speler een fiche op het bord.",
        "Draw a card from the pile. Then the other player puts a token on the board.",
        "Draw a card from the pile. Then you put a token on the board.",
    ),
    (
        "en",
        "nl",
        "Draw a card from the pile. Then your opponent puts a token on the board.",
        "Trek een kaart van de stapel. Daarna legt je tegenstander een fiche op het bord.",
        "Trek een kaart van de stapel. Daarna leg jij een fiche op het bord.",
    ),
]


def _actor(flags):
    return [f for f in flags if f.kind == "actor"]


@pytest.mark.parametrize(("la", "lb", "source", "faithful", "defective"), CASES)
def test_a_faithful_translation_stays_quiet_and_a_changed_subject_is_flagged(la, lb, source, faithful, defective):
    _, quiet = _flags(source, faithful, la, lb)
    assert _actor(quiet) == [], quiet
    pair, flags = _flags(source, defective, la, lb)
    found = _actor(flags)
    assert found, flags
    # the flag names the changed clause on both sides, not the whole passage
    a_clause, b_clause = pair.a.text[slice(*found[0].a_span)], pair.b.text[slice(*found[0].b_span)]
    assert b_clause != pair.b.text and a_clause != pair.a.text
    assert "колоды" not in b_clause and "mazo" not in b_clause and "stapel" not in b_clause and "pile" not in b_clause


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Eliges una loseta.", "es", {SECOND}),  # the verb's person only
        ("Él elige una loseta.", "es", {THIRD}),  # "Él", not the article "el"
        ("Coloca las fichas en el tablero.", "es", set()),  # an imperative; "fichas" after "las" is a noun
        ("Вы выбираете тайл.", "ru", {SECOND}),
        ("Соперник выбирает тайл.", "ru", {THIRD}),
        ("Возьмите тайл.", "ru", set()),  # an imperative, as in every language
        ("Place 3 tokens on each Player Mat in 3 player games.", "en", set()),  # things and counts, no actor
        ("Coloca la ficha en tu tablero de jugador.", "es", {SECOND}),
        ("Take a tile.", "en", set()),
        ("The defender draws 1 card.", "en", {THIRD}),
        ("Daarna trek jij een kaart.", "nl", {SECOND}),
        ("De startspeler krijgt de muts.", "nl", {THIRD}),
    ],
)
def test_persons_named_by_pronouns_player_nouns_and_verb_endings(text, lang, want):
    assert persons(text, lang) == frozenset(want)


def test_only_a_clause_that_names_someone_is_compared():
    you, other, nobody, both = frozenset({SECOND}), frozenset({THIRD}), frozenset(), frozenset({SECOND, THIRD})
    assert differ(you, other, you, other)
    assert not differ(you, nobody, you, nobody)  # an imperative or a passive against "you ..."
    assert not differ(both, you, both, you)  # a person on one side only: often a pronoun the other leaves out
    assert not differ(you, other, you, both)  # the other side names "you" in a neighbouring clause
