"""A sentence one text adds inside a line the two texts otherwise share (joins.added_sentences): read with its
neighbour it states the neighbour's counterpart worse than the neighbour alone, so it is in one language only,
also where its words are close enough to that counterpart to be taken for the second half of a split sentence.
A sentence the other text keeps joined to its neighbour is no addition. Made-up sentence pairs."""

from __future__ import annotations

from referee.adjudicator.crosscheck import align_passages
from referee.rulebooks import Passage

EN = "Move 1 extra coin onto the road. Then take one card from the deck and end your turn."
ES = "Mueve 1 moneda extra al camino. Después toma una carta del mazo y termina tu turno."


def _only_in(a_text: str, b_text: str, lb: str = "es") -> list[tuple[str, str]]:
    a, b = (
        Passage("x/en/s/1", "x", "en", "s", a_text, 0, len(a_text)),
        Passage("x/es/s/1", "x", lb, "s", b_text, 0, len(b_text)),
    )
    res = align_passages([a], [b], game="x")
    assert len(res.pairs) == 1
    pair = res.pairs[0]
    out = []
    for f in pair.flags:
        if f.code == "clause-only-in" and f.severity == "disagreement":
            text, span = (pair.a.text, f.a_span) if f.a_span else (pair.b.text, f.b_span)
            out.append((f.kind, text[slice(*span)]))
    return out


def test_a_faithful_pair_has_no_clause_in_one_language_only():
    assert _only_in(EN, ES) == []


def test_a_sentence_added_inside_a_faithful_line_is_in_one_language_only():
    added = "Esta moneda extra nunca te da un punto propio."
    es = ES.replace("camino. ", f"camino. {added} ")
    assert _only_in(EN, es) == [("added", added)]


def test_a_sentence_dropped_from_a_line_is_in_the_source_only():
    dropped = "This extra coin never gives you a point of its own."
    en = EN.replace("road. ", f"road. {dropped} ")
    assert _only_in(en, ES) == [("dropped", dropped)]


def test_a_sentence_the_other_text_keeps_joined_to_its_neighbour_is_no_addition():
    en = "Move 1 extra coin onto the road, and then take one card from the deck and end your turn."
    assert _only_in(en, ES) == []


def test_the_terminal_quotes_the_clause_a_one_language_flag_names():
    """ "this clause is in es only" said which pair, not which clause, in a plain terminal (no highlight) or a pipe
    (found by the session-20 new-user helper)."""
    from referee.cli.crosscheck_cmd import _flag_lines

    added = "Esta moneda extra nunca te da un punto propio ni cuenta como una carta del mazo para nadie."
    es = ES.replace("camino. ", f"camino. {added} ")
    a, b = (
        Passage("x/en/s/1", "x", "en", "s", EN, 0, len(EN)),
        Passage("x/es/s/1", "x", "es", "s", es, 0, len(es)),
    )
    (pair,) = align_passages([a], [b], game="x").pairs
    line = next(x for x in _flag_lines(pair, False, "es") if "clause-only-in" in x)
    assert "«Esta moneda extra nunca te da un punto propio ni cuenta como…»" in line, line
