"""Found trying `referee crosscheck` as a translator checking their own English of the Spanish Gnome Hollow
text (attack): a translation that turns an obligation into a freedom ("debes obtener su permiso" -> "you may do so
freely") must be a disagreement, so `--fail-on disagreement` stops it. The passage-level checks (flags_for) leave
must/may to the clause comparison, so this runs the whole alignment, as `referee crosscheck` does."""

import pytest

from referee.adjudicator.crosscheck import align_passages
from referee.rulebooks import Passage


def _p(lang: str, n: int, text: str) -> Passage:
    return Passage(f"gnome-hollow/{lang}/t/{n}", "gnome-hollow", lang, "t", text, 0, len(text))


ES = [
    _p("es", 1, "Coloca una loseta en tu turno."),
    _p("es", 2, "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso."),
    _p("es", 3, "El juego termina cuando la bolsa está vacía."),
]


def _flags_of_the_ring_rule(english: str):
    en = [
        _p("en", 1, "Place one tile on your turn."),
        _p("en", 2, english),
        _p("en", 3, "The game ends when the bag is empty."),
    ]
    pairs = {p.a.passage_id: p for p in align_passages(ES, en, "gnome-hollow").pairs}
    return pairs["gnome-hollow/es/t/2"].flags


@pytest.mark.parametrize(
    "english",
    [
        "If your tile extends another player's ring, you may do so freely.",
        "If your tile extends another player's ring, you may get their permission.",
    ],
)
def test_an_obligation_translated_as_a_freedom_is_a_disagreement(english):
    flags = _flags_of_the_ring_rule(english)
    assert any(f.severity == "disagreement" and "debes" in f.message for f in flags), flags


def test_the_obligation_kept_is_not_flagged():
    flags = _flags_of_the_ring_rule("If your tile extends another player's ring, you must get their permission.")
    assert not [f for f in flags if f.severity == "disagreement"]
