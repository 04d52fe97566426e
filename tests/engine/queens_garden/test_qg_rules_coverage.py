"""Every passage of the Spanish Q&A is cited by a rule; every rule is exercised by a scenario."""

import re
from pathlib import Path

import yaml

from referee.engine.registry import engine_for
from referee.rulebooks import passages

BOOK = engine_for("queens-garden").rulebook
SCEN = Path(__file__).parent / "scenarios"


def test_every_passage_is_cited():
    cited = BOOK.cited_passages()
    assert [p.passage_id for p in passages("queens-garden", include_user=False) if p.passage_id not in cited] == []


def test_every_word_of_the_qa_is_quoted():
    """Every word of every passage lies inside some rule's quote, except joining words: no clause left out."""
    glue = {"Sí", "y", "después"}
    quotes = [q.text for r in BOOK for q in r.quotes]
    for p in passages("queens-garden", include_user=False):
        covered = [False] * len(p.text)
        for q in quotes:
            i = p.text.find(q)
            while i >= 0:
                covered[i : i + len(q)] = [True] * len(q)
                i = p.text.find(q, i + 1)
        left = "".join(" " if c else ch for ch, c in zip(p.text, covered, strict=True))
        words = set(re.findall(r"\w+", left))
        assert words <= glue, (p.passage_id, words - glue)


def test_every_rule_appears_in_a_scenario():
    mentioned = set()
    for f in SCEN.glob("*.yaml"):
        expect = yaml.safe_load(f.read_text(encoding="utf-8"))["expect"]
        mentioned.update(expect.get("reasons", []))
        mentioned.update(expect.get("events", []))
    assert {r.id for r in BOOK} - mentioned == set()


def test_every_rule_has_an_illegal_or_undetermined_side_where_it_forbids():
    deciding = set()
    for f in SCEN.glob("*.yaml"):
        expect = yaml.safe_load(f.read_text(encoding="utf-8"))["expect"]
        if expect.get("verdict") in ("illegal", "undetermined") or expect.get("scores", 0) is None:
            deciding.add(expect["reasons"][0])
    forbidding = {
        "queens-garden.acquire.take-all",
        "queens-garden.acquire.colour-or-pattern",
        "queens-garden.acquire.one-identical-copy",
        "queens-garden.acquire.must-fit-storage",
        "queens-garden.pay.cost",
        "queens-garden.pay.same-pattern-or-colour",
        "queens-garden.pay.no-identical",
        "queens-garden.place.no-joker-in-garden",
        "queens-garden.place.share-with-neighbour",
        "queens-garden.place.no-group-joining-identical",
        "queens-garden.pass.no-more-turns",
    }
    assert forbidding - deciding == set()


def test_template_is_legal_and_uses_its_config(tmp_path):
    from referee.adjudicator.check import check_file

    f = tmp_path / "pos.yaml"
    f.write_text(engine_for("queens-garden").template(), encoding="utf-8")
    v = check_file(f)
    assert v.verdict == "legal"
    assert any(i.field == "position.config.pattern_values.lily" for i in v.inputs_used)
