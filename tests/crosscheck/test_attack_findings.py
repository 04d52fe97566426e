"""Found trying `referee crosscheck` as a translator checking their own English of the Spanish Gnome Hollow
text (attack): a translation that turns an obligation into a freedom ("debes obtener su permiso" -> "you may do so
freely") is at most a note, so `--fail-on disagreement` passes it. adjudicator/crosscheck/ is another helper's
area: recorded here as an expected failure."""

import pytest

from referee.adjudicator.crosscheck.flags import flags_for
from referee.adjudicator.crosscheck.terms import term_bank
from referee.rulebooks import Passage


def _p(lang: str, text: str) -> Passage:
    return Passage(f"gnome-hollow/{lang}/t/1", "gnome-hollow", lang, "t", text, 0, len(text))


@pytest.mark.xfail(reason="must -> may (an obligation made a permission) is not a disagreement yet", strict=True)
def test_an_obligation_translated_as_a_freedom_is_a_disagreement():
    es = _p("es", "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso.")
    en = _p("en", "If your tile extends another player's ring, you may do so freely.")
    flags = flags_for(es, en, term_bank("gnome-hollow"), apart=False)
    assert any(f.severity == "disagreement" for f in flags), [(f.code, f.severity) for f in flags]
