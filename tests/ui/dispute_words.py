"""A full scenario told the way a player at the table tells it to `referee dispute` from a pipe: the move's
fields as ``-a PATH=VALUE`` (what the player says they do), the move's name and every answer after it in the
player's own language (the move type by its translated name, yes / no as ``sí`` / ``ja`` / ``да``, a choice
by its translated label, several with commas), each answer the full scenario's value for that question
(tests/engine/disputes.py's oracle)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from referee.adjudicator.dispute import Question, optional_move_fields, replay
from tests.engine.disputes import _flatten, oracle

YES_NO = {"es": ("sí", "no"), "nl": ("ja", "nee"), "ru": ("да", "нет"), "en": ("yes", "no")}


@dataclass
class Told:
    game: str
    given: list[str]  # -a PATH=VALUE: the move as the player states it
    lines: list[str]  # the piped answers, in the order the dialogue asks them
    expected: str  # the full scenario's verdict
    asked: list[str]  # the field each line answers (the page's form names)
    piped: list[str]  # the lines a pipe reads: ``lines`` and an empty one for each optional field left out


def _flow(value: Any) -> str:
    if isinstance(value, list | dict):
        return yaml.safe_dump(value, default_flow_style=True, width=10**6).strip()
    return str(value).lower() if isinstance(value, bool) else str(value)


def in_words(q: Question, value: Any, lang: str) -> str:
    """The answer a player types for ``value``: names in their language where the question has names."""
    if q.kind == "yes_no":
        return YES_NO[lang][0 if value else 1]
    labels = q.labels(lang)
    if q.kind in ("one_of", "component") and q.choices and value in q.choices:
        return labels[q.choices.index(value)]
    if q.kind == "several_of" and q.choices and isinstance(value, list):
        named = [labels[q.choices.index(v)] for v in value]
        return ", ".join(str(q.choices.index(v) + 1) if "," in n else n for v, n in zip(value, named, strict=True))
    return _flow(value)


def told(game_dir: str, scenario: str, lang: str) -> Told:
    """The pipe dialogue that tells ``scenario`` in ``lang``: raises KeyError when a question asks what the
    full scenario does not give."""
    answer, expected = oracle(game_dir, {"scenario": scenario})
    path = oracle.__globals__["HERE"] / game_dir / "scenarios" / f"{scenario}.yaml"
    move = yaml.safe_load(path.read_text(encoding="utf-8"))["move"]
    game = yaml.safe_load(path.read_text(encoding="utf-8"))["game"]
    given = {k: _flow(v) for k, v in _flatten(move, "move").items() if k != "move.type"}
    typed: dict[str, Any] = dict(given)
    lines: list[str] = []
    asked: list[str] = []
    piped: list[str] = []
    offered = False
    for _ in range(40):
        r = replay(game, typed, lang)
        q = r.step.question
        if not offered and "move.type" in typed and (q is None or not q.fact.startswith("move.")):
            # where the pipe offers the move's optional fields (cli/dispute_cmd.dialogue): left out, one empty line each
            offered = True
            piped += ["" for _ in optional_move_fields(game, {**typed, "move.type": move["type"]})]
        if q is None:
            return Told(game, [f"{k}={v}" for k, v in given.items()], lines, expected, asked, piped)
        value = answer(q.fact)
        if isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict | list) for v in value)):
            raise AssertionError(f"{scenario}: {q.fact} asks for a whole part of the position, not a player's words")
        words = in_words(q, value, lang)
        typed[q.fact] = words
        lines.append(words)
        piped.append(words)
        asked.append(q.fact)
    raise AssertionError(f"{scenario}: the dialogue does not converge")
