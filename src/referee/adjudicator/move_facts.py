"""Which rule-level facts a move type may ask: found by playing the dialogue, not declared by hand.

From ``{move.type: T}``, every question the engine raises is followed: a fact's question is noted and each of
its answers tried in turn (yes and no, a few numbers, each choice); a field with choices is answered with each;
a field without choices (a tile's name, a target) takes the value of the engine's template when that is a move
of the same type, or ends that branch. What the facts found depend on is the engine itself, so the list stays
true as the games change; a bounded number of steps keeps it well under a second.
"""

from __future__ import annotations

from typing import Any

import yaml

from referee.adjudicator.dispute import Question, step
from referee.adjudicator.engines import engine
from referee.engine.core.position_facts import FACTS_FIELD, PositionFact
from referee.errors import InputError

MOST_STEPS = 120
PREFIX = f"position.{FACTS_FIELD}."


def _tries(q: Question) -> list[Any]:
    """The answers tried for a question: a few of each kind, enough to open the branches a move has."""
    if q.kind == "yes_no":
        return [True, False]
    if q.kind == "number":
        return [0, 1, 3]
    if q.kind == "several_of":
        return [[], *([c] for c in q.choices[:3])]
    return list(q.choices[:4])


def _template_move(game: str) -> dict[str, Any]:
    try:
        doc = yaml.safe_load(engine(game).template())
    except yaml.YAMLError:
        return {}
    move = doc.get("move") if isinstance(doc, dict) else None
    return move if isinstance(move, dict) else {}


def facts_for_move(game: str, kind: str) -> list[PositionFact]:
    """The facts a ``kind`` move of ``game`` may ask, in the order the dialogue first meets them."""
    declared = engine(game).rulebook.position_facts
    example = _template_move(game)
    example = example if example.get("type") == kind else {}
    found: dict[str, PositionFact] = {}
    todo: list[dict[str, Any]] = [{"move.type": kind}]
    steps = 0
    while todo and steps < MOST_STEPS:
        answers = todo.pop(0)
        steps += 1
        try:
            q = step(game, answers).question
        except InputError:
            continue  # a tried answer the engine refuses: that branch ends
        if q is None:
            continue
        if q.fact.startswith(PREFIX):
            fact = declared.get(q.fact.removeprefix(PREFIX).split(":", 1)[0])
            if fact is not None:
                found.setdefault(fact.id, fact)
        values = _tries(q)
        if not values and q.fact.startswith("move.") and q.fact.removeprefix("move.") in example:
            values = [example[q.fact.removeprefix("move.")]]
        todo += [{**answers, q.fact: v} for v in values]
    return list(found.values())
