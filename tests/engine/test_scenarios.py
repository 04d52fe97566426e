"""Scenario tests: every `tests/engine/<game>/scenarios/*.yaml` is a position, a move and the expected
verdict, reasons (rule ids) and events (rule ids, in order). Add a file, get a test.

    name: two own paths on one edge
    game: mycelium
    position: {...}
    move: {...}            # omit to assess the position itself
    expect:
      verdict: illegal
      reasons: [mycelium.build.same-edge-own-path]   # must all be among the reasons; the first decides
      events: [mycelium.build.pay]                     # must appear in this order among the events
      scores: {red: 12}                                # optional: `referee score` totals
"""

from pathlib import Path

import pytest
import yaml

from referee.engine.core.verdict import Ruling, Stop
from referee.engine.registry import engine_for

HERE = Path(__file__).parent
SCENARIOS = sorted(HERE.glob("*/scenarios/*.yaml"))


def _is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(x == y for y in it) for x in needle)


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario(path: Path):
    sc = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    engine = engine_for(sc["game"])
    position = engine.parse_position(sc["position"], str(path))
    expect = sc["expect"]
    if "scores" in expect:
        ruling = Ruling(engine.rulebook)
        try:
            scores = engine.score(position, ruling)
        except Stop:
            scores = None
        assert scores == expect["scores"], f"{path.name}: scores {scores}"
        got_reasons = [r.rule.id for r in ruling.reasons]
        for rid in expect.get("reasons", []):
            assert rid in got_reasons, f"{path.name}: {rid} not among {got_reasons}"
        return
    move = engine.parse_move(sc["move"], str(path)) if sc.get("move") is not None else None
    verdict = engine.judge(position, move)
    got_reasons = verdict.rule_ids()
    assert verdict.verdict == expect["verdict"], f"{path.name}: {verdict.verdict} {verdict.to_json()['reasons']}"
    if expect.get("reasons"):
        if expect["verdict"] != "legal":
            assert got_reasons and got_reasons[0] == expect["reasons"][0], f"{path.name}: decided by {got_reasons}"
        for rid in expect["reasons"]:
            assert rid in got_reasons, f"{path.name}: {rid} not among {got_reasons}"
    if expect.get("events"):
        got_events = [e.rule.id for e in verdict.events]
        assert _is_subsequence(expect["events"], got_events), f"{path.name}: events {got_events}"
    for rid in got_reasons:
        assert (
            verdict.reasons[got_reasons.index(rid)].rule.citations()
            or verdict.reasons[got_reasons.index(rid)].rule.facts
        ), f"{rid} cites nothing"
