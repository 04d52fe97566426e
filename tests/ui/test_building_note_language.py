"""The first question after `referee add` builds the user's index: its note and stages spoke English to a Spanish
question ("building the search index... lemmas / terms / vectors"; found by the session-22 new-user helper). They
speak the question's language, as the answer does, unless --lang says otherwise."""

from __future__ import annotations

import pytest

from referee.cli import ask_cmd


@pytest.fixture
def building(monkeypatch, capsys):
    """ensure_index with an index to build: the stored one is missing, the build reports two stages."""
    from referee.index import search

    def load_index(name, build_if_needed=True, progress=None):
        if not build_if_needed:
            raise FileNotFoundError(name)
        progress("lemmas", 1, 1)
        progress("term vectors", 1, 1)
        progress("sentence vectors", 1, 1)

    monkeypatch.setattr(search, "load_index", load_index)
    monkeypatch.setenv("COLUMNS", "120")

    def run(question, ui="en"):
        ask_cmd.ensure_index(None, ui, question)
        return capsys.readouterr().err

    return run


def test_a_spanish_question_is_told_in_spanish(building):
    err = building("¿Cuántas losetas puedo guardar en mi almacenamiento?")
    assert "construyendo el índice de búsqueda" in err and "lemas" in err and "vectores de términos" in err
    assert "vectores de frases" in err
    assert "building" not in err and "lemmas" not in err and "sentence" not in err


def test_without_the_question_the_note_speaks_the_ui_language(building):
    err = building(None, ui="nl")  # --lang nl: the caller passes no question
    assert "de zoekindex" in err and "termvectoren" in err
