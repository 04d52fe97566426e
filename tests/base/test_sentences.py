"""The sentence splitter: ends at . ! ? before a capital (any of the four scripts) and at line breaks, not
inside abbreviations or page references."""

from referee.text.sentences import split


def texts(s: str) -> list[str]:
    return [x.text for x in split(s)]


def test_sentences_end_before_a_capital_in_latin_and_cyrillic():
    assert texts("You draw a card. Then you play it! Done?") == ["You draw a card.", "Then you play it!", "Done?"]
    assert texts("Вы берёте тайл. Затем играете его.") == ["Вы берёте тайл.", "Затем играете его."]
    assert texts("¿Puedo atacar? ¡Sí! Siempre.") == ["¿Puedo atacar?", "¡Sí!", "Siempre."]


def test_abbreviations_and_page_references_do_not_end_a_sentence():
    assert texts("Pay the cost (Reglamento, p. 3). Then refill.") == [
        "Pay the cost (Reglamento, p. 3).",
        "Then refill.",
    ]
    assert texts("e.g. a Path, i.e. one edge.") == ["e.g. a Path, i.e. one edge."]


def test_line_breaks_split_list_items_and_spans_point_into_the_text():
    text = "Rules:\n- first item\n- second item.\n\nNext paragraph."
    got = split(text)
    assert [s.text for s in got] == ["Rules:", "- first item", "- second item.", "Next paragraph."]
    assert all(text[s.start : s.end] == s.text for s in got)
