"""How many play, said without the word "player" (#18): "met z'n drieën", "somos 4", "втроём", "for 2p" read
as the term banks' player concept and as the number, which the rules that depend on it state."""

from __future__ import annotations

import pytest

from referee.text.player_count import player_count


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("als we met z'n vieren spelen, hoeveel tegels?", 4),
        ("met zijn tweetjes, hoeveel kaarten?", 2),
        ("si somos tres, ¿cuántas cartas?", 3),
        ("jugando a dos, ¿quién empieza?", 2),
        ("играем вчетвером, сколько карт?", 4),
        ("setup for 3p?", 3),
    ],
)
def test_a_phrase_of_how_many_play_is_read_as_that_number(question, count):
    where, n = player_count(question)
    assert n == count and where


@pytest.mark.parametrize(
    "question",
    ["¿puedo mover la ficha a dos casillas?", "hoeveel kaarten trek ik met z'n allen?", "we are 2 turns in", "somos"],
)
def test_other_numbers_are_no_player_count(question):
    assert player_count(question) == (set(), None)


def test_the_phrase_names_the_player_concept_and_its_number_for_the_ranking(built_index):
    from referee.index.accounted import stated_digits

    question = "met z'n drieën, welke voedingskaarten gaan eruit?"
    read = built_index.lexical.analyse(question, "nl")
    ranked = built_index.lexical.with_players(question, read)
    player = built_index.matcher.keys.index("common:player")
    assert player in ranked.concepts and ranked.spans[player] == {0, 1, 2}
    assert "#common:player" in ranked.lemmas
    assert player not in read.concepts  # the term banks' reading, which the abstention model reads, is kept
    assert stated_digits(question) == (3,)
    plain = built_index.lexical.analyse("welke voedingskaarten gaan eruit?", "nl")
    assert built_index.lexical.with_players("welke voedingskaarten gaan eruit?", plain) is plain
