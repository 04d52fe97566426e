"""Who acts, where the clause for clause reading missed it (issue #19): the owner of where a thing goes
(subjects.goal: "add it to yours" against "al de tu rival"), and the actor of two paired passages whose clauses
link only weakly (clause_flags._loose_actor). The faithful pair quiet, the changed one flagged."""

from __future__ import annotations

import numpy as np
import pytest

from referee.adjudicator.crosscheck.actors import SECOND, THIRD
from referee.adjudicator.crosscheck.clause_flags import _clauses, _loose_actor
from referee.adjudicator.crosscheck.subjects import GOAL, POSSESSOR, goal, possessors, subjects
from referee.adjudicator.crosscheck.terms import TermBank
from referee.rulebooks import Passage
from tests.crosscheck.test_clauses import _flags

# (source lang, target lang, source, faithful, defective, a word of the changed clause)
CASES = [
    (  # Solstis' Viper: the area moves from the opponent's panorama to yours (source line 109)
        "ru",
        "es",
        "Гадюка: Возьмите изолированный участок земли с панорамы вашего оппонента и добавьте его к своему.",
        "Víbora: toma una zona aislada de terreno del panorama de tu rival y añádela al tuyo.",
        "Víbora: toma una zona aislada de terreno de tu panorama y añádela al de tu rival.",
        "rival",
    ),
]


@pytest.mark.parametrize(("la", "lb", "source", "faithful", "defective", "word"), CASES)
def test_a_faithful_pair_stays_quiet_and_the_changed_actor_is_flagged(la, lb, source, faithful, defective, word):
    _, quiet = _flags(source, faithful, la, lb)
    assert [f for f in quiet if f.kind == "actor"] == [], quiet
    pair, flags = _flags(source, defective, la, lb)
    found = [f for f in flags if f.kind == "actor"]
    assert found, flags
    assert word in pair.b.text[slice(*found[0].b_span)]


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Add it to yours.", "en", SECOND),
        ("Give 2 cards to your opponent.", "en", THIRD),
        ("You may choose which 2 cards to give.", "en", ""),  # an infinitive's "to"
        ("Pass the cards to your left.", "en", ""),  # a side, not whose
        ("Before the current player moves on to their next action.", "en", ""),  # "their": whoever's
        ("Añádela al de tu rival.", "es", THIRD),
        ("Añádela al tuyo.", "es", SECOND),
        ("Si gana el atacante, elige a un jugador.", "es", ""),  # the "a" of a player as an object
        ("Geef 2 kaarten aan je tegenstander.", "nl", THIRD),
        ("Добавьте его к своему.", "ru", SECOND),  # "свой" in an imperative: the reader's own
        ("Добавьте его в свою панораму.", "ru", SECOND),
        ("Положите его в своей панораме.", "ru", ""),  # where, not where to
        ("Он кладёт его в свою панораму.", "ru", ""),  # whoever "он" is
        ("Положите тайл в панораму соперника.", "ru", THIRD),
    ],
)
def test_the_owner_of_the_goal(text, lang, want):
    got = [x[len(GOAL) :] for x in subjects(text, lang) if x.startswith(GOAL)]
    assert got == ([want] if want else [])


def test_goal_reads_the_piece_subject_for_a_russian_own():
    assert goal(["соперник", "кладёт", "его", "в", "свою", "панораму"], "ru", THIRD) == THIRD


# Gnome Hollow's ring marker line (nl, one clause) and a Russian passage of three clauses that links to it only
# weakly (0.32 each on the dev8 case: no group reaches COMPARE, so no clause group is compared at all)
RING = "BELANGRIJK: Je verplaatst geen ringmarkeersteen als je een ring afmaakt die geclaimd is door een andere speler"
RU = (
    "ВАЖНО: маркер колец не передвигается, если вы завершили кольцо, занятое {}, а также если в столбце с этим "
    "числом на вашем планшете не осталось свободных клеток!"
)


def _loose(b_text: str, sim: float = 0.32, linked: int = 3):
    bank = TermBank("gnome-hollow", None, {})
    a = Passage("gnome-hollow/nl/r/1", "gnome-hollow", "nl", "r", RING, 0, len(RING))
    b = Passage("gnome-hollow/ru/r/1", "gnome-hollow", "ru", "r", b_text, 0, len(b_text))
    (ca,), (cb,) = _clauses([a], bank), _clauses([b], bank)
    assert len(ca) == 1 and len(cb) == 3
    s = np.full((1, 3), sim)
    links = [(0, y) for y in range(linked)]
    return _loose_actor(ca, cb, s, links, (set(), set()), ("nl", "ru"))


def test_weakly_linked_passages_compare_their_actors():
    assert _loose(RU.format("другим игроком")) == []  # claimed by another player: the same actor
    flags = _loose(RU.format("вашим же гномом"))  # claimed by your own gnome
    assert [f.kind for f in flags] == ["actor"]
    assert _loose(RU.format("вашим же гномом"), sim=0.2) == []  # below ALONE: the two say nothing alike
    assert _loose(RU.format("вашим же гномом"), linked=2) == []  # a clause linked nowhere: not each other's whole


@pytest.mark.parametrize(
    "text", ["на вашем планшете", "вашему сопернику", "вашими гномами", "твоём планшете", "твою тайлу", "твоему"]
)
def test_every_russian_form_of_your_is_a_possessive(text):
    assert possessors(text, "ru") == (POSSESSOR + SECOND,)
