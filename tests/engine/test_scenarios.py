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
      not_events: [mycelium.build.refund]              # optional: none of these may happen
      known_bug: "the text says ...; the engine ..."   # optional: the engine disagrees with the text here

A scenario marked `known_bug` states what the TEXT implies; it is an expected failure (xfail) until the engine
agrees, and then it fails so that the mark is removed (an engine under another change keeps its test).
"""

from pathlib import Path

import pytest
import yaml

from referee.engine.core.verdict import Ruling, Stop, Verdict
from referee.engine.registry import engine_for
from referee.rulebooks import passages

HERE = Path(__file__).parent
SCENARIOS = sorted(HERE.glob("*/scenarios/*.yaml"))


def _is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(x == y for y in it) for x in needle)


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_scenario(path: Path):
    sc = _load(path)
    bug = sc["expect"].get("known_bug")
    if not bug:
        _check_scenario(path, sc)
        return
    try:
        _check_scenario(path, sc)
    except AssertionError as e:
        pytest.xfail(f"known engine bug: {bug} ({str(e)[:160]})")
    pytest.fail(f"{path.name}: the engine now agrees with the text; remove its known_bug mark")


def _check_scenario(path: Path, sc: dict) -> None:
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
        if "verdict" in expect:  # e.g. a winner the texts leave open beside totals they give
            assert ruling.verdict == expect["verdict"], f"{path.name}: {ruling.verdict}"
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
    if expect.get("first_cites"):  # the passage the deciding reason quotes first: the rule's own section
        first = verdict.reasons[0].rule.citations()
        assert first and first[0].passage_id == expect["first_cites"], f"{path.name}: cites {first[:1]}"
    if expect.get("events"):
        got_events = [e.rule.id for e in verdict.events]
        assert _is_subsequence(expect["events"], got_events), f"{path.name}: events {got_events}"
    happened = {e.rule.id for e in verdict.events}
    for rid in expect.get("not_events", []):
        assert rid not in happened, f"{path.name}: {rid} happened, the text says it does not"
    for rid in got_reasons:
        assert (
            verdict.reasons[got_reasons.index(rid)].rule.citations()
            or verdict.reasons[got_reasons.index(rid)].rule.facts
        ), f"{rid} cites nothing"


def _load(path: Path) -> dict:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def _answer(path: Path) -> dict:
    """The scenario's answer as the CLI's JSON gives it: `referee score`'s for a scoring scenario, else `check`'s."""
    return _answer_verdict(path).to_json("en")


def _answer_verdict(path: Path) -> Verdict:
    sc = _load(path)
    engine = engine_for(sc["game"])
    position = engine.parse_position(sc["position"], str(path))
    if "scores" in sc["expect"]:
        ruling = Ruling(engine.rulebook)
        try:
            engine.score(position, ruling)
        except Stop:
            pass
        verdict: Verdict = ruling.result(sc["game"])
    else:
        move = engine.parse_move(sc["move"], str(path)) if sc.get("move") is not None else None
        verdict = engine.judge(position, move)
    return verdict


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_every_reason_and_event_quotes_the_rulebook_verbatim(path: Path):
    """Issue #16: what decides a case (an event as much as a reason) is shown in the rulebook's own words."""
    answer = _answer(path)
    texts = {p.passage_id: p.text for p in passages(answer["game"], include_user=False)}
    for part in ("reasons", "events"):
        for i, item in enumerate(answer[part]):
            where = f"{path.name}: {part}[{i}] {item['rule_id']}"
            assert item.get("citations"), f"{where} has no citation"
            for c in item["citations"]:
                assert c["quote"] in texts.get(c["passage_id"], ""), f"{where}: not verbatim in {c['passage_id']}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_reasons_say_their_role_deciding_rule_first(path: Path):
    answer = _answer(path)
    roles = [r["role"] for r in answer["reasons"]]
    assert set(roles) <= {"broken", "undetermined", "held"}, f"{path.name}: roles {roles}"
    expected_first = {"legal": "held", "illegal": "broken", "undetermined": "undetermined"}[answer["verdict"]]
    if roles:
        assert roles[0] == expected_first, f"{path.name}: {answer['verdict']} verdict led by {roles}"
    assert all(role == "held" for role in roles[1:]), f"{path.name}: only the first reason decides: {roles}"
