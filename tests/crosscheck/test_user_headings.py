"""A user's text (referee add): headings as people type them become sections, never glued to passages."""

from __future__ import annotations

from referee.rulebooks.segment import segment, user_heading

TEXT = """# General information

The game has 48 land tiles.

Basic information.

Each player draws 2 tiles.

2. Action Phase

Take one action.

END OF THE GAME

The player with most points wins.

Blue spirits:

Bee: +1 point for each spirit.

Brown spirits take effect immediately.

## Scoring
Count your stars.
"""


def _sections(text: str, user: bool) -> list[tuple[str, str]]:
    return [(s.section, text[s.start : s.end]) for s in segment(text, "en", user=user) if s.kind == "passage"]


def test_user_headings_become_sections():
    got = _sections(TEXT, user=True)
    assert ("General information", "The game has 48 land tiles.") in got
    assert ("Basic information", "Each player draws 2 tiles.") in got
    assert ("2. Action Phase", "Take one action.") in got
    assert ("END OF THE GAME", "The player with most points wins.") in got
    # a Markdown heading on the first line of a paragraph is split off it
    assert ("Scoring", "Count your stars.") in got
    # no passage holds a heading's text
    assert not any("information" in t and "Basic" in t for _, t in got)


def test_a_short_rule_is_not_a_heading():
    assert not user_heading("Brown spirits take effect immediately.")
    assert not user_heading("Draw 2 tiles.")
    assert not user_heading("1 tablero de juego")
    assert user_heading("End of the game.")
    assert user_heading("Blue spirit effects:")


def test_builtin_texts_keep_their_rule():
    # the built-in segmentation (ids cited by the engines) does not change: "Basic information." stays text
    got = _sections(TEXT, user=False)
    assert any("Basic information." in t for _, t in got)
    assert "Basic information" not in {section for section, _ in got}
