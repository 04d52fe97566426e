"""The JSON API described as OpenAPI 3.1 (served at /openapi.json). Shapes match the CLI's ``--json``."""

from __future__ import annotations

from typing import Any

from referee.rulebooks import LANGS

_LANG = {"name": "lang", "in": "query", "required": False, "schema": {"type": "string", "enum": list(LANGS)}}
_GAME_Q = {
    "name": "game",
    "in": "query",
    "required": False,
    "schema": {"type": "string"},
    "description": "Game id (gnome-hollow, solstis, mycelium, queens-garden); omitted: all games.",
}
_ERROR = {
    "description": "Bad input: the message names the field and the problem (the CLI's exit code 2).",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
}


def _ok(ref: str, text: str) -> dict:
    return {"description": text, "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{ref}"}}}}


def _obj(props: dict[str, Any], required: list[str] | None = None) -> dict:
    out: dict[str, Any] = {"type": "object", "properties": props}
    if required:
        out["required"] = required
    return out


_S, _N, _I = {"type": "string"}, {"type": "number"}, {"type": "integer"}
_STRS = {"type": "array", "items": _S}
_CITATION = _obj({"passage_id": _S, "lang": _S, "quote": _S}, ["passage_id", "lang", "quote"])
_FACT = _obj({"fact_id": _S, "text": _S, "provenance": _S})
_RULE = _obj(
    {
        "rule_id": _S,
        "statement": _S,
        "statement_lang": _S,
        "citations": {"type": "array", "items": {"$ref": "#/components/schemas/Citation"}},
        "facts": {"type": "array", "items": {"$ref": "#/components/schemas/Fact"}},
    },
    ["rule_id", "statement", "citations"],
)
_REASON = {**_RULE, "properties": {**_RULE["properties"], "message": _S, "data": {"type": "object"}}}
_PASSAGE = _obj(
    {"passage_id": _S, "game": _S, "lang": _S, "section": _S, "text": _S, "start": _I, "end": _I},
    ["passage_id", "game", "lang", "section", "text"],
)
_TWIN = _obj({"passage_id": _S, "lang": _S, "section": _S, "text": _S})
_RESULT = _obj(
    {
        "passage_id": _S,
        "game": _S,
        "lang": _S,
        "section": _S,
        "text": _S,
        "score": _N,
        "rule_ids": _STRS,
        "same_rule": {"type": "array", "items": _TWIN, "description": "The same rule in other languages."},
    },
    ["passage_id", "game", "lang", "text", "score"],
)

SCHEMAS = {
    "Error": _obj(
        {"error": _S, "file": {"type": ["string", "null"]}, "field": {"type": ["string", "null"]}}, ["error"]
    ),
    "Citation": _CITATION,
    "Fact": _FACT,
    "Rule": _RULE,
    "Reason": _REASON,
    "Passage": _PASSAGE,
    "AskResult": _RESULT,
    "AskAnswer": _obj(
        {
            "question": _S,
            "game": {"type": ["string", "null"]},
            "results": {"type": "array", "items": {"$ref": "#/components/schemas/AskResult"}},
            "game_inferred": {"type": "boolean"},
            "concepts": _STRS,
        },
        ["question", "results"],
    ),
    "Verdict": _obj(
        {
            "game": _S,
            "verdict": {"type": "string", "enum": ["legal", "illegal", "undetermined"]},
            "reasons": {"type": "array", "items": {"$ref": "#/components/schemas/Reason"}},
            "events": {"type": "array", "items": _obj({"rule_id": _S, "what": _S})},
            "inputs_used": {"type": "array", "items": _obj({"field": _S, "value": {}, "why": _S})},
            "needs": _STRS,
        },
        ["game", "verdict", "reasons", "events", "inputs_used"],
    ),
    "Rules": _obj(
        {
            "game": _S,
            "rules": {"type": "array", "items": {"$ref": "#/components/schemas/Rule"}},
            "uncovered": {"type": "array", "items": _obj({"passage_id": _S, "why": _S})},
        },
        ["game", "rules", "uncovered"],
    ),
    "Passages": _obj({"passages": {"type": "array", "items": {"$ref": "#/components/schemas/Passage"}}}, ["passages"]),
    "Games": _obj(
        {
            "games": {
                "type": "array",
                "items": _obj(
                    {
                        "game": _S,
                        "names": {"type": "object"},
                        "players": {"type": "object"},
                        "langs": _STRS,
                        "engine": {"type": "boolean"},
                    }
                ),
            }
        },
        ["games"],
    ),
}


# the API's routes, declared data (their shapes are SCHEMAS above)
PATHS: dict[str, Any] = {
    "/api/ask": {
        "get": {
            "summary": "Passages that answer a question (`referee ask --json`)",
            "parameters": [
                {"name": "q", "in": "query", "required": True, "schema": {"type": "string", "maxLength": 500}},
                _GAME_Q,
                {**_LANG, "description": "As the CLI's --lang."},
                {
                    "name": "top",
                    "in": "query",
                    "required": False,
                    "schema": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5},
                },
            ],
            "responses": {"200": _ok("AskAnswer", "Ranked passages"), "400": _ERROR},
        }
    },
    "/api/check": {
        "post": {
            "summary": "Adjudicate a position document and its move (`referee check --json`)",
            "description": (
                "The body is the position document itself, as in a position file: YAML or JSON with "
                "`game`, `position`, optional `move` and `note`. Nothing is read from or written to disk."
            ),
            "parameters": [{**_LANG, "description": "Citations in this language first."}],
            "requestBody": {
                "required": True,
                "content": {
                    "application/yaml": {"schema": {"type": "string"}},
                    "application/json": {"schema": {"type": "object"}},
                    "text/plain": {"schema": {"type": "string"}},
                },
            },
            "responses": {
                "200": _ok("Verdict", "The verdict (legal, illegal or undetermined) with quoted reasons"),
                "400": _ERROR,
                "413": _ERROR,
            },
        }
    },
    "/api/rules/{game}": {
        "get": {
            "summary": "The engine's rules of a game with their quotes (`referee rules GAME --json`)",
            "parameters": [
                {"name": "game", "in": "path", "required": True, "schema": {"type": "string"}},
                _LANG,
            ],
            "responses": {"200": _ok("Rules", "Rules and uncovered passages"), "400": _ERROR},
        }
    },
    "/api/passages": {
        "get": {
            "summary": "Passages with their stable ids (`referee passages --json`)",
            "parameters": [_GAME_Q, {**_LANG, "description": "Only passages in this language."}],
            "responses": {"200": _ok("Passages", "Passages in reading order"), "400": _ERROR},
        }
    },
    "/api/games": {
        "get": {
            "summary": "The games, their languages, and whether `check` works for them",
            "responses": {"200": _ok("Games", "Games")},
        }
    },
}


def spec(max_request: int) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Table Referee",
            "version": "0.1.0",
            "description": (
                "Rule lookup and cited verdicts for four tabletop games. Every shape is the one the CLI prints "
                f"with --json. Requests are limited to {max_request:,} bytes (413 above). A server bound to "
                "localhost answers only requests addressed to a loopback name (421 otherwise)."
            ),
        },
        "paths": PATHS,
        "components": {"schemas": SCHEMAS},
    }
