"""Alignment: the monotone chain, and a text cross-checked against a lightly altered copy of itself
(a number changed, a negation removed, a passage dropped) finds exactly those changes."""

from dataclasses import replace

import numpy as np
import pytest

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.align import AlignParams, monotone_chain, ratio_margin, select
from referee.rulebooks import passages


def test_monotone_chain_keeps_order_and_allows_one_to_many():
    s = np.array(
        [
            [0.9, 0.1, 0.1, 0.1],
            [0.1, 0.8, 0.7, 0.1],
            [0.1, 0.1, 0.1, 0.1],  # no partner
            [0.1, 0.1, 0.1, 0.9],
        ]
    )
    assert monotone_chain(s, 0.5) == [(0, 0), (1, 1), (1, 2), (3, 3)]


def test_select_adds_a_strong_reordered_pair():
    s = np.full((3, 3), 0.1)
    s[0, 0] = s[1, 1] = 0.9
    s[2, 0] = 0.2
    s[0, 2] = 2.0  # strong but against the order of the chain
    p = AlignParams(threshold=0.5, off_chain=1.5, rank=1)
    assert (0, 2) in select(s, p)
    assert (2, 0) not in select(s, p)


def test_ratio_margin_penalises_a_hub():
    # row 0 is similar to everything, row 1 to one thing only: same cosine, lower margin for the hub
    s = np.array([[0.8, 0.8, 0.8], [0.8, 0.2, 0.2]])
    m = ratio_margin(s, k=2)
    assert m[1, 0] > m[0, 0]


def _altered(ps, lang, change_number, drop_negation, drop):
    """A copy of ``ps`` with one number changed, one negation removed and one passage dropped."""
    out = []
    for p in ps:
        if p.passage_id == drop:
            continue
        text = p.text
        if p.passage_id == change_number[0]:
            text = text.replace(change_number[1], change_number[2], 1)
        if p.passage_id == drop_negation[0]:
            text = text.replace(drop_negation[1], drop_negation[2], 1)
        out.append(replace(p, passage_id=p.passage_id.replace(f"/{lang}/", f"/{lang}-copy/"), text=text))
    return out


def _auto_case(ps):
    """For a text we did not hand-pick: the first passage with a digit, the first with " not "."""
    k = next(p for p in ps if any(c.isdigit() for c in p.text))
    digit = next(c for c in k.text if c.isdigit())
    j = next(p for p in ps if " not " in p.text and p is not k)
    drop = next(p for p in reversed(ps) if p not in (k, j))
    return (k.passage_id, digit, str((int(digit) + 1) % 10)), (j.passage_id, " not ", " "), drop.passage_id


CASES = [
    # game, lang, (passage, old, new) number change, (passage, old, new) negation removal, dropped passage
    (
        "gnome-hollow",
        "es",
        ("gnome-hollow/es/fin-del-juego/1", "8ª", "9ª"),
        ("gnome-hollow/es/colocacion-de-losetas/5", "NO PUEDEN", "PUEDEN"),
        "gnome-hollow/es/resoluciones-y-bonos/3",
    ),
    (
        "gnome-hollow",
        "nl",
        ("gnome-hollow/nl/opzetten-van-het-spel/2", "8 willekeurige", "10 willekeurige"),
        ("gnome-hollow/nl/ringmarkeersteen/2", "geen ringmarkeersteen", "een ringmarkeersteen"),
        "gnome-hollow/nl/veldbloemtegels/3",
    ),
    ("mycelium", "en", None, None, None),
]


@pytest.mark.parametrize(("game", "lang", "num", "neg", "drop"), CASES)
def test_altered_copy_finds_exactly_the_changes(game, lang, num, neg, drop):
    ps = passages(game, lang)[:70]  # a long text's first 70 passages keep the test fast
    if num is None:
        num, neg, drop = _auto_case(ps)
    by_id = {p.passage_id: p for p in ps}
    assert num[1] in by_id[num[0]].text and neg[1] in by_id[neg[0]].text and drop in by_id
    copy = _altered(ps, lang, num, neg, drop)
    result = align_passages(ps, copy, game=game)

    pairs = {(p.a.passage_id, p.b.passage_id.replace(f"/{lang}-copy/", f"/{lang}/")) for p in result.pairs}
    assert pairs == {(p.passage_id, p.passage_id) for p in ps if p.passage_id != drop}
    assert [p.passage_id for p in result.unmatched] == [drop]

    flagged = {p.a.passage_id: {f.code for f in p.flags} for p in result.pairs if p.flags}
    assert flagged == {num[0]: {"numbers-differ"}, neg[0]: {"negation-differs"}}


def test_without_a_term_bank_it_still_aligns_and_says_so():
    from referee.adjudicator.crosscheck.terms import TermBank

    a, b = passages("gnome-hollow", "es"), passages("gnome-hollow", "nl")
    result = align_passages(a, b, game="gnome-hollow", bank=TermBank("gnome-hollow", None, {}))
    assert any("no term bank" in n for n in result.notes)
    assert not any(f.code == "term-mismatch" for p in result.pairs for f in p.flags)
    pairs = {(p.a.passage_id, p.b.passage_id) for p in result.pairs}
    # the placement rule "paths meet paths, grass meets grass" is found without any term list
    assert ("gnome-hollow/es/colocacion-de-losetas/3", "gnome-hollow/nl/opzetten-van-het-spel-spelers/6") in pairs


def test_passages_cited_by_one_engine_rule_are_matched_by_definition():
    from referee.adjudicator.crosscheck import crosscheck
    from referee.adjudicator.crosscheck.links import rule_links

    a, b = passages("gnome-hollow", "es"), passages("gnome-hollow", "nl")
    links, note = rule_links("gnome-hollow", a, b)
    if not links:
        pytest.skip(f"the Gnome Hollow engine declares no rule citing both texts yet ({note})")
    result = crosscheck("gnome-hollow", "es", "nl")
    by_pair = {(p.a.passage_id, p.b.passage_id): p.via for p in result.pairs}
    for (i, j), rule_id in links.items():
        assert by_pair[(a[i].passage_id, b[j].passage_id)] in ("alignment", f"engine-rule:{rule_id}")
    assert any(v.startswith("engine-rule:") for v in by_pair.values())


def test_a_long_passage_runs_on_into_the_next_one_unless_texts_are_one_to_one():
    # rows 0-3 each match one column, row 1 also covers column 2 (second best in its row, best of nothing)
    s = np.full((4, 5), 0.1)
    s[0, 0], s[1, 1], s[2, 3], s[3, 4] = 2.0, 2.0, 2.0, 2.0
    s[1, 2] = 1.9
    s[2, 2] = 1.95  # column 2 belongs more to row 2, so the chain does not take (1, 2)
    loose = AlignParams(threshold=1.0, neighbour=0.3, neighbour_rank=2, one_to_one=1.01, off_chain=9)
    strict = replace(loose, one_to_one=0.5)  # every chain pair is mutual best: treat as a translation
    assert (1, 2) in select(s, loose)
    assert (1, 2) not in select(s, strict)


def test_swapping_the_languages_gives_the_same_pairs_and_flags():
    from referee.adjudicator.crosscheck import crosscheck

    one, other = crosscheck("gnome-hollow", "es", "nl"), crosscheck("gnome-hollow", "nl", "es")
    flags = {(p.a.passage_id, p.b.passage_id): sorted(f.code for f in p.flags) for p in one.pairs}
    swapped = {(p.b.passage_id, p.a.passage_id): sorted(f.code for f in p.flags) for p in other.pairs}
    assert flags == swapped
    assert {p.passage_id for p in one.unmatched} == {p.passage_id for p in other.unmatched}


def test_a_passage_left_out_between_pairs_fills_the_gap_its_neighbours_leave():
    from referee.adjudicator.crosscheck.align import _gaps

    # b1 (a changed rule) sits between b0 -> a0 and b2 -> a1; a clause of a1 no clause links reads most like it
    chosen = {(0, 0), (1, 2), (2, 3)}
    score = np.array([[2.0, 0.5, 0.3, 0.1], [0.4, 1.1, 2.1, 0.3], [0.1, 0.2, 0.4, 2.2]])
    assert _gaps(chosen, score, frozenset({(1, 1)}), 0.9) == {(1, 1)}
    # the same passage that reads like no clause left there is one the translator added
    assert _gaps(chosen, score, frozenset(), 0.9) == set()
    # ... and one that reads like nothing there stays alone
    assert _gaps(chosen, score, frozenset({(1, 1)}), 1.2) == set()
    # neighbours whose partners are far apart leave no gap to fill
    wide = np.full((6, 3), 1.5)
    assert _gaps({(0, 0), (5, 2)}, wide, frozenset({(k, 1) for k in range(6)}), 0.9) == set()
