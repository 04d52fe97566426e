"""Reading position and move files safely (YAML or JSON), and validating them into typed models.

Only plain data is accepted: no YAML tags that build objects, no aliases bombs, no binary, bounded size.
Every failure becomes an ``InputError`` naming the file, the field path and the problem.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from referee.errors import InputError

MAX_BYTES = 1_000_000  # a position of any of our games is a few KB
MAX_ALIASES = 100
MAX_NODES = 100_000  # values after alias expansion: refuses "billion laughs" before anything walks it
MAX_DEPTH = 64

M = TypeVar("M", bound=BaseModel)


class _SafeLoader(yaml.SafeLoader):
    """SafeLoader that also refuses alias bombs (billion laughs)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._aliases = 0

    def compose_node(self, parent, index):  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                raise yaml.YAMLError("too many YAML aliases (refused as a possible alias bomb)")
        return super().compose_node(parent, index)


def parse_text(text: str, file: str) -> Any:
    """JSON or YAML text to plain data, within the size and depth budgets."""
    data = _parse(text, file)
    _check_shape(data, file)
    return data


def _bracket_depth(text: str) -> int:
    """Deepest [ { nesting, a cheap guard before a recursive parser sees the text."""
    depth = deepest = 0
    for ch in text:
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _parse(text: str, file: str) -> Any:
    if _bracket_depth(text) > MAX_DEPTH * 2:
        raise InputError(f"document nested too deeply (over {MAX_DEPTH} levels)", file)
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        try:
            return json.loads(text)
        except RecursionError:
            raise InputError("document nested too deeply", file) from None
        except json.JSONDecodeError as e:
            # it may still be YAML flow style; fall through to YAML, reporting the JSON error if both fail
            json_error = f"invalid JSON at line {e.lineno} column {e.colno}: {e.msg}"
        else:
            json_error = None
    else:
        json_error = None
    try:
        return yaml.load(text, Loader=_SafeLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.constructor.ConstructorError as e:
        raise InputError(f"YAML tag not allowed ({e.problem}); only plain data is read", file) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e)
        raise InputError(json_error or f"invalid YAML{where}: {problem}", file) from None
    except RecursionError:
        raise InputError("document nested too deeply", file) from None


def _check_shape(data: Any, file: str) -> None:
    """Count values as a consumer would see them (aliases expanded), with a budget."""
    budget = MAX_NODES
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        budget -= 1
        if budget < 0:
            raise InputError(f"document too large once expanded (over {MAX_NODES:,} values)", file)
        if depth > MAX_DEPTH:
            raise InputError(f"document nested too deeply (over {MAX_DEPTH} levels)", file)
        if isinstance(node, dict):
            for k, v in node.items():
                if not isinstance(k, str | int | float | bool) and k is not None:
                    raise InputError(f"mapping key of type {type(k).__name__} not allowed", file)
                stack.append((v, depth + 1))
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)


def load_document(path: str | Path) -> Any:
    """Read a YAML/JSON file into plain data, or raise InputError(file, problem)."""
    p = Path(path)
    name = str(path)
    if not p.exists():
        raise InputError("file not found", name)
    if p.is_dir():
        raise InputError("is a folder, not a file", name)
    size = p.stat().st_size
    if size > MAX_BYTES:
        raise InputError(f"file is {size:,} bytes; a position is at most {MAX_BYTES:,}", name)
    text = decode_bytes(p.read_bytes(), name)
    if not text.strip():
        raise InputError("file is empty; expected a YAML or JSON mapping", name)
    return parse_text(text, name)


def decode_bytes(raw: bytes, name: str) -> str:
    """Bytes of a position (a file, an upload) to text, refusing what a position could never be."""
    if len(raw) > MAX_BYTES:
        raise InputError(f"file is {len(raw):,} bytes; a position is at most {MAX_BYTES:,}", name)
    if b"\0" in raw:
        raise InputError("binary file (NUL bytes); expected YAML or JSON text", name)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError(f"not UTF-8 text (byte {e.start})", name) from None


def field_path(loc: tuple, root: str = "") -> str:
    """('players', 0, 'hand') -> 'position.players[0].hand'."""
    out = root
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def validate(model: type[M], data: Any, file: str, root: str) -> M:
    """Plain data to a typed model; the first error names its field path from ``root``."""
    if not isinstance(data, dict):
        raise InputError(f"expected a mapping, got {type(data).__name__}", file, root or None)
    try:
        return model.model_validate(data)
    except (TypeError, KeyError, AttributeError) as e:
        # a model's own "before" hook tripped over a value of the wrong shape: still the user's input
        raise InputError(f"value of the wrong shape ({type(e).__name__}: {e})", file, root or None) from None
    except ValidationError as e:
        errs = e.errors(include_url=False)
        first = errs[0]
        # union errors carry the tag in the location: drop pydantic's internal names
        loc = tuple(p for p in first["loc"] if not (isinstance(p, str) and p.startswith("function-")))
        msg = first["msg"]
        if first["type"] == "extra_forbidden":
            msg = "unknown field"
        elif first["type"] == "missing":
            msg = "required field is missing"
        more = f" (and {len(errs) - 1} more problem{'s' if len(errs) > 2 else ''})" if len(errs) > 1 else ""
        raise InputError(msg + more, file, field_path(loc, root)) from None
