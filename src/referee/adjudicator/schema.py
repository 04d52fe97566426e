"""The JSON Schema of a game's position file, from the engine's own pydantic models.

Editors that speak the yaml-language-server protocol complete and validate fields from it: a template's
first line ``# yaml-language-server: $schema=<file>`` points at it (``referee schema GAME -o <file>``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from pydantic import TypeAdapter
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema

from referee.adjudicator.check import DOC_FIELDS
from referee.adjudicator.engines import engine
from referee.engine.core.position_facts import PositionFact

DRAFT = "https://json-schema.org/draft/2020-12/schema"
REF = "#/$defs/{model}"


class ReaderForms(GenerateJsonSchema):
    """Where a model reads its input through a "before" hook (a count for a hidden hand, `row_col` tiles given
    as numbers, a config file's path), the reader accepts more forms than the model's own shape: the schema
    offers the shape for completion and lets the other forms through, so an editor never marks a file the
    tool reads as wrong."""

    def function_before_schema(self, schema: core_schema.BeforeValidatorFunctionSchema) -> JsonSchemaValue:
        return {"anyOf": [super().function_before_schema(schema), {"description": "another form the reader accepts"}]}


def _open_wrapped(node: Any) -> None:
    """pydantic puts a model's ``additionalProperties: false`` beside the ``anyOf`` that wraps it; there it
    would refuse every field, so it is dropped (the model inside still carries its own)."""
    if isinstance(node, dict):
        if "anyOf" in node and "properties" not in node:
            node.pop("additionalProperties", None)
        for v in node.values():
            _open_wrapped(v)
    elif isinstance(node, list):
        for v in node:
            _open_wrapped(v)


def fact_schema(fact: PositionFact) -> dict[str, Any]:
    """One fact's value by its kind, its English question as the description (what an editor shows)."""
    choices = list(fact.choices)
    by_kind: dict[str, dict[str, Any]] = {
        "yes_no": {"type": "boolean"},
        "number": {"type": "integer", "minimum": 0},
        "several_of": {"type": "array", "items": {"enum": choices} if choices else {}},
    }
    node = by_kind.get(fact.kind, {"enum": choices} if choices else {"type": ["string", "integer"]})
    return {**node, "description": f"{fact.question.render('en')} ({fact.kind})"}


def facts_schema(facts: Iterable[PositionFact]) -> dict[str, Any]:
    """The position's `facts:` block: each declared fact by id, and ``id:thing`` for a fact about one thing."""
    facts = list(facts)
    return {
        "type": "object",
        "description": "facts stated directly instead of the details they are computed from; a fact not given "
        "is computed or asked",
        "properties": {f.id: fact_schema(f) for f in facts},
        "patternProperties": {f"^{re.escape(f.id)}:.+$": fact_schema(f) for f in facts},
        "additionalProperties": False,
    }


def schema_file_name(game: str) -> str:
    return f"referee-{game}.schema.json"


def position_file_schema(game: str, field: str = "GAME") -> dict[str, Any]:
    eng = engine(game, field=field)
    position = TypeAdapter(eng.Position).json_schema(ref_template=REF, schema_generator=ReaderForms)
    move = TypeAdapter(eng.Move).json_schema(ref_template=REF, schema_generator=ReaderForms)
    defs = {**position.pop("$defs", {}), **move.pop("$defs", {})}
    for part in (position, move, *defs.values()):
        _open_wrapped(part)
    if "facts" in position.get("properties", {}):
        position["properties"]["facts"] = facts_schema(eng.rulebook.position_facts.values())
    if "config" in position.get("properties", {}):  # a game-config inline, or a file path (engine/core/gameconfig)
        inline = position["properties"]["config"]
        path = {"type": "string", "description": "a game-config file, relative to this file"}
        position["properties"]["config"] = {"anyOf": [inline, path]}
    doc: dict[str, Any] = {
        "$schema": DRAFT,
        "title": f"Table Referee position file: {game}",
        "description": f"A {game} position and the move to check: `referee check FILE`.",
        "type": "object",
        "properties": {
            "game": {"const": game, "description": "The game id."},
            "note": {
                "type": ["string", "null"],
                "description": "Free text: what the position shows (not read by the engine).",
            },
            "position": position,
            "move": {"anyOf": [move, {"type": "null"}]},  # no move: the position itself is assessed
        },
        "required": ["game", "position"],
        "additionalProperties": False,
    }
    assert set(doc["properties"]) == set(DOC_FIELDS)  # the schema and the reader accept the same fields
    if defs:
        doc["$defs"] = defs
    return doc
