"""`referee new-position GAME --move TYPE`: the least a file needs for one move -- the move with its fields
(required ones left for the player to fill, named so), an empty position, and, commented, the facts the rules
of that move may ask (move_facts.py), ready to be stated instead of asked."""

from __future__ import annotations

from typing import Any

from referee.adjudicator.engines import engine
from referee.adjudicator.move_facts import facts_for_move
from referee.adjudicator.schema import schema_file_name
from referee.engine.core.position_facts import PositionFact
from referee.errors import InputError, suggest

KIND_HINT = {"yes_no": "yes or no", "number": "a whole number", "several_of": "a list", "component": "a name"}


def _fact_lines(facts: list[PositionFact]) -> list[str]:
    if not facts:
        no_fact = "  # (no fact of this game was reached for this move: its rules read the position's own fields)"
        return [no_fact, "  {}"]
    # `facts:` itself stays uncommented (an empty block is no facts), so uncommenting one line keeps valid YAML
    lines = ["  # facts the rules of this move may ask; uncomment one to state it and skip its question:", "  facts:"]
    for f in facts:
        hint = KIND_HINT.get(f.kind, "text")
        if f.choices:
            hint = ("one or more of: " if f.kind == "several_of" else "one of: ") + ", ".join(map(str, f.choices))
        lines.append(f"    # {f.id}:    # {f.question.render('en')} ({hint})")
    return lines


def _field_lines(model: Any) -> list[str]:
    lines = []
    for name, info in model.model_fields.items():
        if name == "type":
            continue
        what = f": {info.description}" if info.description else ""
        if info.is_required():
            lines.append(f"  {name}:    # required{what}")
        else:
            lines.append(f"  # {name}:    # optional{what}")
    return lines


def move_template(game: str, kind: str) -> str:
    eng = engine(game, field="GAME")
    model = eng.move_model(kind)
    if model is None:
        kinds = eng.move_types()
        hint = suggest(kind, kinds)  # the nearest names, or all of them: said once (it listed them twice)
        if hint.startswith(" (did you mean"):
            hint += f" (valid: {', '.join(kinds)})"
        raise InputError(f"unknown move type {kind!r}{hint}", field="--move")
    lines = [
        f"# yaml-language-server: $schema={schema_file_name(game)}",
        f"# A {game} position for one `{kind}` move: describe only what matters; `referee check` asks the rest",
        f"# (or answer the questions one by one: referee dispute {game})",
        f"game: {game}",
        "position:",
        *_fact_lines(facts_for_move(game, kind)),
        "move:",
        f"  type: {kind}",
        *_field_lines(model),
    ]
    return "\n".join(lines) + "\n"
