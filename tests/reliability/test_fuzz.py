"""Property-based tests (hypothesis) over the document parser, the position and move parsers and the
engines: whatever the input, the answer is a verdict or an InputError, never a crash."""

import random

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.documents import parse_text
from referee.engine.core.randomplay import play
from referee.engine.registry import available_engines, engine_for
from referee.errors import InputError

FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.floats(allow_nan=False), st.text(max_size=12)
)
plain_data = st.recursive(
    scalars,
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


@FUZZ
@given(st.text(max_size=300))
def test_parse_text_returns_data_or_input_error(text):
    try:
        parse_text(text, "fuzz.yaml")
    except InputError as e:
        assert e.file == "fuzz.yaml" and e.problem


def _paths(doc):
    """Every path to a value in a document (one of them is replaced by random data)."""
    paths = []

    def walk(node, path):
        paths.append(path)
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, (*path, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, (*path, i))

    walk(doc, ())
    return paths


@pytest.mark.parametrize("game", available_engines())
def test_mutated_positions_and_moves_give_a_verdict_or_an_input_error(game):
    engine = engine_for(game)
    base = yaml.safe_load(engine.template())

    @FUZZ
    @given(st.data())
    def inner(data):
        import copy

        doc = copy.deepcopy(base)
        paths = _paths(doc)
        path = data.draw(st.sampled_from([p for p in paths if p]))
        node = doc
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = data.draw(plain_data)
        try:
            position = engine.parse_position(doc.get("position"), "fuzz.yaml")
            move = engine.parse_move(doc["move"], "fuzz.yaml") if doc.get("move") is not None else None
        except InputError as e:
            assert e.file == "fuzz.yaml" and e.problem
            return
        try:
            verdict = engine.judge(position, move)
        except InputError as e:  # a name the position does not have (a move's player): bad input found by judging
            assert e.field and e.problem
            return
        assert verdict.verdict in ("legal", "illegal", "undetermined")
        if verdict.verdict != "legal":
            assert verdict.reasons, "a verdict that is not legal must cite the rule that decides it"

    inner()


@pytest.mark.parametrize("game", available_engines())
def test_random_moves_keep_invariants_and_illegal_ones_cite_a_rule(game):
    engine = engine_for(game)
    position = engine.parse_position(yaml.safe_load(engine.template())["position"], "template")
    rng = random.Random(20261130)
    report = play(engine, position, steps=300, rng=rng)
    assert not report.failures, report.failures[:3]
