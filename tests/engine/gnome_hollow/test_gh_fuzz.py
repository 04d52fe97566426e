"""Mutated positions and moves: either a clean InputError (file, field path, problem) or a verdict with a
cited rule; never a crash."""

import copy
import random

import yaml

from referee.engine.gnome_hollow import ENGINE
from referee.errors import InputError
from tests.engine.gnome_hollow.helpers import SCENARIOS

JUNK = [None, -1, 0, 7, 99, "", "x", "wild:", "01:blue", [], [0], [1, 0], [[1, 0]], {}, {"at": "path"}, True, 2.5]


def _leaves(node, path=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _leaves(v, (*path, i))
    yield path


def _get(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def _plausible(value, rng):
    """A near miss of the same type: most mutations should still parse, so the engine itself is exercised."""
    if isinstance(value, bool) or value is None:
        return rng.choice(JUNK)
    if isinstance(value, int):
        return value + rng.choice((-2, -1, 1, 2, 5))
    if isinstance(value, str):
        return rng.choice(("red", "blue", "green", "pink", "daisy", "rose", "12", "45:blue", "wild:daisy", "7+"))
    return rng.choice(JUNK)


def _set(doc, path, value):
    for p in path[:-1]:
        doc = doc[p]
    doc[path[-1]] = value


def test_mutations_never_crash():
    docs = [
        yaml.safe_load((SCENARIOS / name).read_text())
        for name in ("ring-7-extra-marker-and-wildflower.yaml", "market-sell-7-blue.yaml", "setup-three-players.yaml")
    ]
    rng = random.Random(0)
    outcomes = {"input-error": 0, "verdict": 0}
    for _ in range(400):
        doc = copy.deepcopy(rng.choice(docs))
        body = {"position": doc["position"], "move": doc["move"]}
        for _ in range(rng.choice((1, 1, 1, 2, 3))):
            path = rng.choice([p for p in _leaves(body) if p])
            old = _get(body, path)
            new = _plausible(old, rng) if rng.random() < 0.7 else rng.choice(JUNK)
            _set(body, path, copy.deepcopy(new))
        try:
            pos = ENGINE.parse_position(body["position"], str(SCENARIOS / "fuzz.yaml"))
            mv = ENGINE.parse_move(body["move"], "fuzz.yaml")
        except InputError as e:
            assert e.file and e.problem
            outcomes["input-error"] += 1
            continue
        try:
            v = ENGINE.judge(pos, mv)
        except InputError as e:
            # a name the move gives that the position does not have (a tile, a player): the field, no file
            # (check.judge_position adds the file)
            assert e.field and e.field.startswith("move") and e.problem
            outcomes["input-error"] += 1
            continue
        assert v.verdict == "legal" or v.reasons
        outcomes["verdict"] += 1
    assert outcomes["input-error"] > 50 and outcomes["verdict"] > 50, outcomes
