"""The disputes players raise most, settled from an empty position by the guided flow (#17).

Each game lists ten in ``tests/engine/<game>/disputes.yaml``::

    - dispute: "Can I attack a Path that is not connected to mine?"   # in a player's words
      passage: mycelium/en/attack                                      # the passage it turns on
      scenario: attack-unconnected-illegal                              # a full scenario of that game

``settle`` plays the dispute: the scenario's move is given (it is the dispute), then every question the flow
asks is answered the way the full scenario would answer it -- a fact by its value on the full position, a field
by the full position's value -- until a verdict. The verdict and its reasons' rules must be the full scenario's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from referee.adjudicator.dispute import step
from referee.engine.registry import engine_for

HERE = Path(__file__).parent
_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")
MOST = 12  # a dialogue still asking after this many questions is not converging


@dataclass
class Settled:
    dispute: str
    scenario: str
    asked: list[str] = field(default_factory=list)  # the paths asked, in order (after the move)
    verdict: str = ""
    rules: list[str] = field(default_factory=list)
    expected_verdict: str = ""
    expected_rules: list[str] = field(default_factory=list)
    problem: str = ""

    @property
    def same(self) -> bool:
        return not self.problem and (self.verdict, self.rules) == (self.expected_verdict, self.expected_rules)


def disputes(game_dir: str) -> list[dict[str, Any]]:
    path = HERE / game_dir / "disputes.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) if path.is_file() else []


def _get(data: Any, path: str) -> Any:
    node = data
    for name, index in _PART.findall(path):
        key: Any = int(index) if index else name
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            node = node[key]
        else:
            raise KeyError(path)
    return node


def _flatten(value: Any, prefix: str) -> dict[str, Any]:
    if isinstance(value, dict) and value:
        return {k: v for key, sub in value.items() for k, v in _flatten(sub, f"{prefix}.{key}").items()}
    return {prefix: value}


def settle(game_dir: str, entry: dict[str, Any]) -> Settled:
    path = HERE / game_dir / "scenarios" / f"{entry['scenario']}.yaml"
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = sc["game"]
    eng = engine_for(game)
    full_position = eng.parse_position(sc["position"], str(path))
    move = eng.parse_move(sc["move"], str(path))
    full = eng.judge(full_position, move)
    out = Settled(entry["dispute"], entry["scenario"], expected_verdict=full.verdict, expected_rules=full.rule_ids())
    facts = {r.fact.path: r.value for r in full.facts_read}
    dumped = {"position": full_position.model_dump(mode="json"), "move": sc["move"]}
    answers: dict[str, Any] = _flatten(sc["move"], "move")
    for _ in range(MOST):
        s = step(game, answers)
        if s.question is None:
            assert s.verdict is not None
            out.verdict, out.rules = s.verdict.verdict, s.verdict.rule_ids()
            return out
        asked = s.question.fact
        out.asked.append(asked)
        try:
            answer = facts[asked] if asked in facts else _get(dumped, asked)
        except KeyError:
            out.problem = f"the full scenario does not answer {asked}"
            return out
        if isinstance(answer, dict) or (isinstance(answer, list) and any(isinstance(a, dict | list) for a in answer)):
            out.problem = f"{asked} asks for a whole part of the position, not a question a player answers"
            return out
        answers[asked] = answer
    out.problem = f"still asking after {MOST} questions"
    return out


def oracle(game_dir: str, entry: dict[str, Any]) -> tuple[Any, str]:
    """(answer(path) -> the full scenario's value for it, the full scenario's verdict): the answers ``settle``
    gives, for front ends that play the same dialogue their own way (the phone page, bench/disputes.py).
    ``answer`` raises KeyError for a path the full scenario does not give."""
    path = HERE / game_dir / "scenarios" / f"{entry['scenario']}.yaml"
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    eng = engine_for(sc["game"])
    full_position = eng.parse_position(sc["position"], str(path))
    full = eng.judge(full_position, eng.parse_move(sc["move"], str(path)))
    facts = {r.fact.path: r.value for r in full.facts_read}
    dumped = {"position": full_position.model_dump(mode="json"), "move": sc["move"]}
    move = _flatten(sc["move"], "move")

    def answer(fact: str) -> Any:
        return move[fact] if fact in move else facts[fact] if fact in facts else _get(dumped, fact)

    return answer, full.verdict
