"""Every Mycelium rule is exercised by at least one scenario (as an expected reason or event), and every passage
no rule cites is explained."""

import re
from pathlib import Path

import yaml

from referee.engine.mycelium import ENGINE
from referee.rulebooks import passages

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


def test_every_rule_has_a_scenario():
    expected: set[str] = set()
    for p in SCENARIOS:
        exp = yaml.load(p.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))["expect"]
        expected |= set(exp.get("reasons", [])) | set(exp.get("events", []))
    missing = [r.id for r in ENGINE.rulebook if r.id not in expected]
    assert not missing, f"rules no scenario expects: {missing}"


def test_every_uncited_passage_is_explained():
    book = ENGINE.rulebook
    cited = book.cited_passages()
    unexplained = [
        p.passage_id
        for p in passages("mycelium", include_user=False)
        if p.passage_id not in cited and p.passage_id not in book.not_rules
    ]
    assert not unexplained, unexplained
    # the explanations name passages that exist and that no rule cites
    ids = {p.passage_id for p in passages("mycelium", include_user=False)}
    assert set(book.not_rules) <= ids
    assert not set(book.not_rules) & cited


def test_explanations_point_to_passages_and_rules_that_exist():
    book = ENGINE.rulebook
    ids = {p.passage_id for p in passages("mycelium", include_user=False)}
    for why in book.not_rules.values():
        for pid in re.findall(r"mycelium/en/[a-z0-9-]+/\d+", why):
            assert pid in ids, why
        for rid in re.findall(r"mycelium\.[a-z0-9.-]+[a-z0-9]", why):
            assert rid in book, why
