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


def _all_text(text: str, lang: str) -> list[tuple[str, str, str]]:
    return [(s.kind, s.section, text[s.start : s.end]) for s in segment(text, lang, user=True)]


def test_a_five_word_sentence_is_a_rule_in_every_language():
    """A user's period heading has at most four words (user_heading, the README); the built-in texts' rule for
    languages other than English (any line of five words up to 25 characters) made 'Je mag een pad
    aanvallen.' a Dutch section name, in no passage. An English text kept it."""
    text = "Aanval\n\nJe mag een pad aanvallen.\n\nElke speler trekt daarna twee kaarten.\n"
    for lang in ("nl", "es", "ru", "en"):
        got = _all_text(text, lang)
        assert [kind for kind, _, _ in got] == ["heading", "passage"], (lang, got)
        assert got[1][1] == "Aanval" and got[1][2].startswith("Je mag een pad aanvallen."), lang
    # four words are still a heading, and a short rule right under it is its rule (it was a second heading)
    got = _all_text("Einde.\n\nTel je punten.\n", "nl")
    assert got == [("heading", "Einde", "Einde."), ("passage", "Einde", "Tel je punten.")]


def test_a_short_sentence_no_passage_follows_is_kept_as_a_passage():
    """'Het spel eindigt.' as a translation's last line, or right before a heading, was a heading over nothing:
    its words were in no passage, so neither lookup nor the cross-check saw them."""
    text = "# Beurt\n\nJe trekt twee kaarten en speelt er een.\n\nHet spel eindigt.\n"
    assert _all_text(text, "nl")[-1] == ("passage", "Beurt", "Het spel eindigt.")
    text = "Opzet\n\nLeg het bord neer.\n\nDan begint het.\n\n# Telling\n\nTel je punten.\n"
    got = _all_text(text, "nl")
    assert ("passage", "Opzet", "Dan begint het.") in got
    assert ("heading", "Telling", "# Telling") in got
    # a heading with a mark stays one even over nothing (a chapter whose rules come under its sub-headings)
    assert _all_text("# Regels\n\n## Opzet\n\nLeg het bord neer.\n", "nl")[0][0] == "heading"


def test_markdown_headings_typed_without_a_blank_line_before_them_are_headings():
    """'# Setup / ## Tiles / Text.' and 'Text. / # Next / More.' on consecutive lines made passages reading
    '## Tiles', '# Next' (found by the session-18 attacker: three heading lines were one passage '# B # C')."""
    from referee.rulebooks.segment import segment

    def shown(text: str) -> list[tuple[str, str]]:
        return [(s.kind, text[s.start : s.end]) for s in segment(text, "en", user=True)]

    assert shown("# Setup\n## Tiles\nTake five tiles each.\n") == [
        ("heading", "# Setup"), ("heading", "## Tiles"), ("passage", "Take five tiles each.")
    ]  # fmt: skip
    assert shown("# A\n\nEach player takes five tiles.\n# B\nThe youngest player starts.") == [
        ("heading", "# A"), ("passage", "Each player takes five tiles."), ("heading", "# B"),
        ("passage", "The youngest player starts."),
    ]  # fmt: skip
    assert [k for k, _ in shown("# A\n# B\n# C\n")] == ["heading"] * 3
    # a '#' that is no Markdown heading ("#3 goes first") stays in its passage
    assert shown("# Turn\nThe player with tile\n#3 goes first.") == [
        ("heading", "# Turn"), ("passage", "The player with tile\n#3 goes first.")
    ]  # fmt: skip
