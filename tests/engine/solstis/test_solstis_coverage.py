"""`referee rules solstis` covers at least 90% of the Russian text's passages, and every rule is exercised by a
scenario."""

from pathlib import Path

import yaml

from referee.engine.solstis import ENGINE
from referee.rulebooks import passages

SCENARIOS = Path(__file__).parent / "scenarios"


def test_rules_cover_the_passages():
    book = ENGINE.rulebook
    all_ids = [p.passage_id for p in passages("solstis", include_user=False)]
    cited = book.cited_passages()
    assert len(cited & set(all_ids)) / len(all_ids) >= 0.9
    uncovered = [p for p in all_ids if p not in cited]
    assert all(p in book.not_rules for p in uncovered), uncovered


def test_every_rule_has_a_scenario():
    used = set()
    for f in SCENARIOS.glob("*.yaml"):
        expect = yaml.safe_load(f.read_text(encoding="utf-8"))["expect"]
        used |= set(expect.get("reasons", [])) | set(expect.get("events", []))
    missing = [r.id for r in ENGINE.rulebook if r.id not in used]
    assert not missing, missing


def test_quotes_are_russian_and_facts_not_quoted():
    for rule in ENGINE.rulebook:
        assert {q.lang for q in rule.quotes} <= {"ru"}
        for f in rule.facts:
            assert all(f.text not in q.text for q in rule.quotes)
