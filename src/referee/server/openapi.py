"""The JSON API described as OpenAPI 3.1 (served at /openapi.json). Shapes match the CLI's ``--json``."""

from __future__ import annotations

from typing import Any

from referee.rulebooks import LANGS, games

# an empty query value means "omitted" (as a form's "any" choice sends it)
_LANG = {"name": "lang", "in": "query", "required": False, "schema": {"type": "string", "enum": [*LANGS, ""]}}


# the game ids are known at serve time (user-added games count): declared data holds these markers, and
# spec() puts the ids in
_GAME_IDS = "$game-ids"
_GAME_IN_QUERY = {"$game-param": "query"}
_GAME_IN_PATH = {"$game-param": "path"}


def _game_param(ids: list[str], where: str = "query") -> dict:
    return {
        "name": "game",
        "in": where,
        "required": where == "path",
        "schema": {"type": "string", "enum": ids if where == "path" else [*ids, ""]},
        "description": "Game id" + ("" if where == "path" else "; omitted or empty: all games") + ".",
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
_NS = {"type": ["string", "null"]}
_CITATION = _obj({"passage_id": _S, "lang": _S, "quote": _S}, ["passage_id", "lang", "quote"])
# text_translated: our translation of the sheet's English text, in the answer's language (absent in English)
_FACT = _obj(
    {"fact_id": _S, "text": _S, "provenance": _S, "text_translated": _obj({"lang": _S, "text": _S}, ["lang", "text"])},
    ["fact_id", "text", "provenance"],
)
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
_ROLE = {
    "type": "string",
    "enum": ["broken", "undetermined", "held"],
    "description": "broken: the rule the move breaks; undetermined: the rule the texts leave open; "
    "held: a rule checked and met. The deciding reason (broken or undetermined) comes first.",
}
_REASON = {
    **_RULE,
    "properties": {
        **_RULE["properties"],
        "role": _ROLE,
        "message": _S,
        "message_id": _NS,
        "params": {"type": "object"},
        "data": {"type": "object"},
    },
    "required": [*_RULE["required"], "role"],
}
_CITATIONS = {"type": "array", "items": {"$ref": "#/components/schemas/Citation"}}
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
        "rules": {
            "type": "array",
            "items": _obj({"rule_id": _S, "statement": _S, "statement_lang": _S}, ["rule_id", "statement"]),
            "description": "The engine rules the passage states, in the asker's language: our wording.",
        },
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
            "answered": {
                "type": "boolean",
                "description": "false: no passage settles the question; the results are the nearest, related only.",
            },
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
            "question_lang": {"type": ["string", "null"], "description": "The supported language asked in."},
            "foreign_lang": {
                "type": ["string", "null"],
                "description": "The question's language when the tool does not read it (ISO 639-1).",
            },
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
            "events": {
                "type": "array",
                "items": _obj(
                    {
                        "rule_id": _S,
                        "what": _S,
                        "message_id": _NS,
                        "params": {"type": "object"},
                        "citations": _CITATIONS,
                    },
                    ["rule_id", "what", "citations"],
                ),
            },
            "inputs_used": {"type": "array", "items": _obj({"field": _S, "value": {}, "why": _S})},
            "needs": {
                "type": "array",
                "items": _obj(
                    {
                        "fact": _NS,
                        "question": _S,
                        "kind": _S,
                        "choices": {"type": "array"},
                        # the choices in the asked language, in the same order (only when the ids are not words)
                        "labels": {"type": "array", "items": _S},
                        "message_id": _NS,
                    },
                    ["fact", "question", "kind", "choices"],
                ),
            },
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
                {
                    "name": "q",
                    "in": "query",
                    "required": True,
                    # a question has a letter (blank ones, a NUL, "???" or digits alone are refused as empty)
                    "schema": {"type": "string", "minLength": 1, "maxLength": 500, "pattern": "[^\\W\\d_]"},
                },
                _GAME_IN_QUERY,
                {**_LANG, "description": "As the CLI's --lang."},
                {
                    "name": "top",
                    "in": "query",
                    "required": False,
                    # an empty value means omitted (5), as for game and lang
                    "schema": {
                        "anyOf": [{"type": "integer", "minimum": 1, "maximum": 20}, {"type": "string", "maxLength": 0}],
                        "default": 5,
                    },
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
                "`game`, `position`, optional `move` and `note`; or a form with the file as the field "
                "`position` (`curl -F position=@pos.yaml`) or the text as the field `text`, as the page sends "
                "them. Nothing is read from or written to disk."
            ),
            "parameters": [{**_LANG, "description": "Citations in this language first."}],
            "requestBody": {
                "required": True,
                "content": {
                    "application/yaml": {"schema": {"type": "string"}},
                    "application/json": {"schema": {"$ref": "#/components/schemas/PositionDocument"}},
                    "text/plain": {"schema": {"type": "string"}},
                    "multipart/form-data": {
                        "schema": {
                            "type": "object",
                            "properties": {
                                "position": {"type": "string", "format": "binary"},
                                "text": {"type": "string"},
                            },
                        }
                    },
                },
            },
            "responses": {
                "200": _ok("Verdict", "The verdict (legal, illegal or undetermined) with quoted reasons"),
                "400": {
                    **_ERROR,
                    "description": (
                        "Bad input: the document is not a position of a game with an engine, or names "
                        "something the position does not have; the message names the field."
                    ),
                },
                "403": {"description": "Sent by another site's page (Origin / Sec-Fetch-Site)."},
                "413": _ERROR,
                "503": {
                    "description": "Every check slot is busy; retry after the Retry-After seconds.",
                    "headers": {"Retry-After": {"schema": {"type": "integer"}}},
                    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}},
                },
            },
        }
    },
    "/api/rules/{game}": {
        "get": {
            "summary": "The engine's rules of a game with their quotes (`referee rules GAME --json`)",
            "parameters": [
                _GAME_IN_PATH,
                _LANG,
            ],
            "responses": {"200": _ok("Rules", "Rules and uncovered passages"), "400": _ERROR},
        }
    },
    "/api/passages": {
        "get": {
            "summary": "Passages with their stable ids (`referee passages --json`)",
            "parameters": [_GAME_IN_QUERY, {**_LANG, "description": "Only passages in this language."}],
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

POSITION_DOCUMENT = _obj(
    {
        "game": {"type": "string", "enum": _GAME_IDS},
        "position": {"type": "object", "description": "The game's position (see each engine)."},
        "move": {"description": "The move to judge; omitted: the position is assessed."},
        "note": {**_NS, "description": "Text for the people reading the file (null: none)."},
    },
    ["game", "position"],
)


def _with_games(node: Any, ids: list[str]) -> Any:
    """A copy of declared data with the game markers replaced by the served game ids."""
    if node == _GAME_IDS:
        return list(ids)
    if isinstance(node, dict):
        if "$game-param" in node:
            return _game_param(ids, node["$game-param"])
        return {k: _with_games(v, ids) for k, v in node.items()}
    if isinstance(node, list):
        return [_with_games(v, ids) for v in node]
    return node


def spec(max_request: int, max_document: int) -> dict:
    ids = list(games())
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Table Referee",
            "version": "0.1.0",
            "description": (
                "Rule lookup and cited verdicts for four tabletop games. Every shape is the one the CLI prints "
                f"with --json. Request bodies are limited to {max_request:,} bytes and position documents "
                f"(a body, or a share link once inflated) to {max_document:,} bytes (413 above). A server bound "
                "to localhost answers only requests addressed to a loopback name, a LAN server only its own "
                "addresses and host name (421 otherwise); POSTs sent by another site's page get 403. "
                "A check waits briefly for a free slot and answers 503 with Retry-After when the server is busy."
            ),
        },
        "paths": _with_games(PATHS, ids),
        "components": {"schemas": {**SCHEMAS, "PositionDocument": _with_games(POSITION_DOCUMENT, ids)}},
    }
