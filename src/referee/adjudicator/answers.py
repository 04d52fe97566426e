"""A player's answer to a dispute question, typed by the question's kind.

The terminal, a pipe, an answers file and the phone page's form all give text (or, from YAML, a value already
typed); this turns it into the value the position file holds, or says in the player's language what is wrong:
yes/no in any of the four languages, a whole number, one choice by its number or name, several choices
separated by commas. A text answer is read as YAML, so a whole part (``{hand: [7R]}``) can be typed too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import yaml

from referee.adjudicator.messages import msg
from referee.catalogues import Msg

YES = {"y", "yes", "true", "s", "si", "sí", "j", "ja", "д", "да"}
NO = {"n", "no", "false", "nee", "н", "нет"}


class BadAnswer(ValueError):
    """An answer that does not fit the question; ``problem`` says why, in any language."""

    def __init__(self, problem: Msg) -> None:
        super().__init__(problem.render())
        self.problem = problem
        self.question: Any = None  # the dispute question it answered, when known (to name it)


def parse_answer(kind: str, choices: Sequence[Any], raw: Any, labels: Sequence[str] = ()) -> Any:
    """The typed value of ``raw`` for a question of ``kind``; ``labels``: the choices as shown (names)."""
    if kind == "yes_no":
        return _yes_no(raw)
    if kind == "number":
        return _number(raw)
    if kind == "several_of" and not choices:  # a list of anything: YAML (``[{hex: red/rose}]``) or words
        value = raw if not isinstance(raw, str) else _text(raw) if raw.strip() else []
        if isinstance(value, list):
            return value
        # words with commas; a plain whole number is a number ("0,0": a garden cell's two coordinates)
        items = [p.strip() for p in str(value).split(",") if p.strip()]
        return [int(p) if p.lstrip("-").isdigit() else p for p in items]
    if kind == "several_of":
        items = raw if isinstance(raw, list) else [p for p in str(raw).split(",") if p.strip()]
        return [_choice(choices, item, labels) for item in items]
    if kind in ("one_of", "component") and choices:
        return _choice(choices, raw, labels)
    if isinstance(raw, str):
        return _text(raw)
    return raw


def _yes_no(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    word = str(raw).strip().lower()
    if word in YES:
        return True
    if word in NO:
        return False
    raise BadAnswer(msg("dispute.answer.yes-no", "answer yes or no (y/n)"))


def _number(raw: Any) -> int:
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    text = str(raw).strip()
    if text.isdigit():
        return int(text)
    raise BadAnswer(msg("dispute.answer.number", "answer a whole number (0, 1, 2, ...)"))


def _choice(choices: Sequence[Any], raw: Any, labels: Sequence[str]) -> Any:
    if raw in choices and not isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    for i, c in enumerate(choices):  # by its value or its name as shown
        if text in (str(c).lower(), labels[i].lower() if i < len(labels) else ""):
            return c
    if text.isdigit() and 1 <= int(text) <= len(choices):
        return choices[int(text) - 1]  # by its number in the list shown
    names = list(labels or [str(c) for c in choices])
    shown = ("; " if any("," in n for n in names) else ", ").join(names)  # a name may hold a comma itself
    raise BadAnswer(msg("dispute.answer.choice", "answer one of: {choices} (or its number)", choices=shown))


def _text(raw: str) -> Any:
    text = raw.strip()
    if not text:
        raise BadAnswer(msg("dispute.answer.empty", "an answer is needed"))
    try:
        value = yaml.safe_load(text)
    except yaml.YAMLError:
        return text  # not YAML: the words themselves
    # a mapping or list typed in flow style is a part of the position; anything else is the words as typed
    # ("7" stays the tile name "7": a number question has its own kind)
    return value if isinstance(value, dict | list) else text
