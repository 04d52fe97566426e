"""A full scenario told the way a player at the table tells it to `referee dispute` from a pipe: the move's
fields as ``-a PATH=VALUE`` (what the player says they do), the move's name and every answer after it in the
player's own language (the move type by its translated name, yes / no as ``sí`` / ``ja`` / ``да``, a choice
by its translated label, several with commas), each answer the full scenario's value for that question
(tests/engine/disputes.py's oracle).

``spoken``: told as a player types at the table rather than as the menus show it: yes / no in capitals or without
accents ("SI", "JA", "ДА"), numbers as words ("tres", "drie", "три"), an empty list as "none" and the whole list
as "all" in the player's words, a choice by its label without accents in capitals, the things the game names
(a joker, a colour, a spirit) in the player's language, in the move's fields too; and the first yes/no or number
question first answered with a word that says neither (``NOT_UNDERSTOOD``), the pipe asking it again."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

import yaml

from referee.adjudicator.dispute import Question, _field_question, optional_move_fields, replay
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


# the player's words, written here (not read from the code under test): capitals and accents as a player types
SPOKEN_YES_NO = {"es": ("SI", "No"), "nl": ("JA", "Nee"), "ru": ("ДА", "Нет"), "en": ("Yes", "NO")}
SPOKEN_NUMBERS = {
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve diez".split(),
    "nl": "nul een twee drie vier vijf zes zeven acht negen tien".split(),
    "ru": "ноль один два три четыре пять шесть семь восемь девять десять".split(),
    "en": "zero one two three four five six seven eight nine ten".split(),
}
SPOKEN_NONE = {"es": "ninguno", "nl": "geen", "ru": "никакой", "en": "none"}
SPOKEN_ALL = {"es": "todos", "nl": "alle", "ru": "все", "en": "all"}
NOT_UNDERSTOOD = {"es": "quizás", "nl": "misschien", "ru": "может быть", "en": "maybe"}


def _plain(text: str) -> str:
    """Capitals, accents left out ("Pez (Рыба)" -> "PEZ (РЫБА)", "Acción" -> "ACCION"), as a hurried player types."""
    bare = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c) or c == "\u0306")
    return unicodedata.normalize("NFC", bare).upper()


def _named(game: str, value: Any, lang: str) -> str | None:
    """A thing the game names (a joker, a colour, a spirit; a hexagon "red/rose" part by part) in ``lang``."""
    from referee.adjudicator.dispute import answer_names

    names = answer_names(game).names
    if isinstance(value, str) and "/" in value and all(p in names for p in value.split("/")):
        return "/".join(_named(game, p, lang) or p for p in value.split("/"))
    first = next(iter(names.get(value, ())), None) if isinstance(value, str) else None
    return first.render(lang) if first is not None and not isinstance(first, str) else None


def spoken_words(q: Question, value: Any, lang: str) -> str:
    """The answer a player types for ``value`` at the table (see ``spoken``)."""
    if q.kind == "yes_no":
        return SPOKEN_YES_NO[lang][0 if value else 1]
    if q.kind == "number" and isinstance(value, int) and 0 <= value <= 10:
        return SPOKEN_NUMBERS[lang][value]
    if q.kind == "several_of" and value == []:
        return SPOKEN_NONE[lang]
    if q.kind == "several_of" and q.choices and len(q.choices) > 1 and list(value) == list(q.choices):
        return SPOKEN_ALL[lang]
    if q.kind in ("one_of", "component") and q.names and value in q.choices:
        return _plain(q.labels(lang)[q.choices.index(value)])
    named = _named(q.game, value, lang) if q.kind in ("text", "component") else None
    if named is not None:
        return _plain(named)
    if q.kind == "several_of" and not q.choices and isinstance(value, list) and value:
        said = [_named(q.game, v, lang) for v in value]
        if all(said):
            return ", ".join(str(w) for w in said)
    return in_words(q, value, lang)


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


def told(game_dir: str, scenario: str, lang: str, spoken: bool = False) -> Told:
    """The pipe dialogue that tells ``scenario`` in ``lang`` (``spoken``: in the words a player types, see the
    module): raises KeyError when a question asks what the full scenario does not give."""
    answer, expected = oracle(game_dir, {"scenario": scenario})
    path = oracle.__globals__["HERE"] / game_dir / "scenarios" / f"{scenario}.yaml"
    move = yaml.safe_load(path.read_text(encoding="utf-8"))["move"]
    game = yaml.safe_load(path.read_text(encoding="utf-8"))["game"]
    given = {k: _flow(v) for k, v in _flatten(move, "move").items() if k != "move.type"}
    if spoken:  # the move's things in the player's words too ("move.hex=comodín"; a choice's field keeps its id)
        free = {k for k in given if _field_question(game, k, move["type"]).kind != "one_of"}
        given = {k: (_named(game, v, lang) if k in free else None) or v for k, v in given.items()}
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
        words = spoken_words(q, value, lang) if spoken else in_words(q, value, lang)
        typed[q.fact] = words
        lines.append(words)
        if spoken and q.kind in ("yes_no", "number") and NOT_UNDERSTOOD[lang] not in piped:
            piped.append(NOT_UNDERSTOOD[lang])  # said first, not understood: the pipe asks again
        piped.append(words)
        asked.append(q.fact)
    raise AssertionError(f"{scenario}: the dialogue does not converge")
