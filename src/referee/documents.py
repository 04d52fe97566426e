"""The one safe reader of YAML/JSON documents: positions, moves, configs, and the tool's own data files.

Only plain data is accepted: no YAML tags that build objects, no alias bombs, no binary, bounded size and
depth, no key given twice (a file must not read one way and be judged another), no number too large to be
a count. Every failure is an ``InputError`` naming the file, the field path (or the lines) and the problem.
Lives beside ``errors.py`` so rulebooks, index, cli and server read files without importing an engine.
"""

from __future__ import annotations

import difflib
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import yaml

from referee.errors import InputError, lookalikes
from referee.files import decode_text, read_text

# a position of any of our games is a few KB; 256 KB (the server's request cap too) keeps the slowest YAML a
# file can be (tens of thousands of tiny mappings) parsed in a few seconds
MAX_BYTES = 262_144
DATA_MAX_BYTES = 20_000_000  # the tool's own data files (game.yaml, terms.yaml, locales): generous, still bounded
MAX_NODES = 100_000  # values after alias expansion: refuses "billion laughs" before anything walks it
MAX_DEPTH = 64
MAX_NUMBER = 10**15  # no count, score, seat or seed of a table game comes near; bigger is a typo or an attack
_MAX_DIGITS = 20  # digit strings longer than this are never turned into an int (Python refuses 4300+ anyway)

if TYPE_CHECKING:  # pydantic is imported by validate(): reading a locale file (any message shown) needs none
    from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound="BaseModel")


@dataclass(frozen=True)
class _LongNumber:
    """A number written with too many digits, kept unconverted so the shape check can name its field."""

    digits: int


class _DuplicateJsonKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


# libyaml's parser (when PyYAML has it) is ~4x faster than the pure-Python one: the slowest 256 KB position
# parses in ~2.5 s instead of ~8. Construction stays in Python, where the checks below live.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _SafeLoader(_Loader):  # type: ignore[misc, valid-type]
    """A safe loader that also refuses duplicate keys and integers too long to convert.

    Alias bombs need no counting here: a shared node is built once, and ``check_shape`` stops the walk that
    would expand it at ``MAX_NODES`` values."""

    def __init__(self, stream: str, file: str) -> None:
        super().__init__(stream)
        self._file = file

    def construct_mapping(self, node, deep=False):  # type: ignore[override]  # noqa: ANN001
        if isinstance(node, yaml.MappingNode):
            self._refuse_duplicate_keys(node)
        return super().construct_mapping(node, deep=deep)

    def _refuse_duplicate_keys(self, node: yaml.MappingNode) -> None:
        seen: dict[tuple[type, Any], yaml.Node] = {}
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue  # `<<` merges may override on purpose
            if not isinstance(key_node, yaml.ScalarNode):  # `[a, b]: x` or `? {a: 1}`: PyYAML's "unhashable key"
                kind = "a list" if isinstance(key_node, yaml.SequenceNode) else "a mapping"
                raise InputError(f"a mapping key cannot be {kind} (line {key_node.start_mark.line + 1})", self._file)
            key = self.construct_object(key_node)
            try:
                first = seen.setdefault((type(key), key), key_node)
            except TypeError:
                continue
            if first is not key_node:
                raise InputError(
                    f"duplicate key {key!r} at line {key_node.start_mark.line + 1} "
                    f"(first at line {first.start_mark.line + 1}); give each key once",
                    self._file,
                )

    def construct_yaml_int(self, node):  # type: ignore[override]  # noqa: ANN001
        value = self.construct_scalar(node)
        if len(value.replace("_", "").lstrip("+-")) > _MAX_DIGITS:
            return _LongNumber(len(value))
        return super().construct_yaml_int(node)


_SafeLoader.add_constructor("tag:yaml.org,2002:int", _SafeLoader.construct_yaml_int)


def _json_int(text: str) -> int | _LongNumber:
    return _LongNumber(len(text)) if len(text.lstrip("-")) > _MAX_DIGITS else int(text)


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateJsonKey(key)
        out[key] = value
    return out


def parse_text(text: str, file: str) -> Any:
    """JSON or YAML text to plain data, within the size, depth and number budgets."""
    data = _parse(text, file)
    check_shape(data, file)
    return data


def _bracket_depth(text: str) -> int:
    """Deepest [ { nesting outside comments and quoted strings: a cheap guard before a recursive parser.

    A quote opens a string only where a YAML scalar may start (so the apostrophe in "don't" does not).
    """
    depth = deepest = 0
    quote = ""
    prev = "\n"
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if quote:
            if ch == "\\" and quote == '"':
                i += 1  # skip the escaped character
            elif ch == quote:
                quote = ""
        elif ch == "#" and prev in " \t\n":
            end = text.find("\n", i)
            i = n if end < 0 else end
            prev = "\n"
            continue
        elif ch in "\"'" and prev in " \t\n[{,:-?":
            quote = ch
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
        prev = ch
        i += 1
    return deepest


def _yaml(text: str, file: str) -> Any:
    loader = _SafeLoader(text, file)
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def _parse(text: str, file: str) -> Any:
    few_brackets = text.count("[") + text.count("{") <= MAX_DEPTH * 2  # counted in C: most files skip the scan
    if not few_brackets and _bracket_depth(text) > MAX_DEPTH * 2:
        raise InputError(f"document nested too deeply (over {MAX_DEPTH} levels)", file)
    json_error = None
    if text.lstrip().startswith(("{", "[")):
        try:
            return json.loads(text, object_pairs_hook=_json_object, parse_int=_json_int)
        except RecursionError:
            raise InputError("document nested too deeply", file) from None
        except _DuplicateJsonKey as e:
            _raise_duplicate_with_lines(text, file, e.key)
        except json.JSONDecodeError as e:
            # it may still be YAML flow style; fall through to YAML, reporting the JSON error if both fail
            json_error = f"invalid JSON at line {e.lineno} column {e.colno}: {e.msg}"
    try:
        return _yaml(text, file)
    except yaml.constructor.ConstructorError as e:
        raise InputError(f"YAML tag not allowed ({e.problem}); only plain data is read", file) from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e)
        raise InputError(json_error or f"invalid YAML{where}: {problem}", file) from None
    except RecursionError:
        raise InputError("document nested too deeply", file) from None


def _raise_duplicate_with_lines(text: str, file: str, key: str) -> None:
    """JSON's decoder gives no positions; JSON is YAML flow style, whose reader names both lines."""
    try:
        _yaml(text, file)
    except InputError:
        raise
    except (yaml.YAMLError, RecursionError):
        pass
    raise InputError(f"duplicate key {key!r}; give each key once", file)


def check_shape(data: Any, file: str) -> None:
    """Count values as a consumer would see them (aliases expanded), with a budget; bound every number."""
    budget = MAX_NODES
    stack: list[tuple[Any, tuple]] = [(data, ())]
    while stack:
        node, path = stack.pop()
        budget -= 1
        if budget < 0:
            raise InputError(f"document too large once expanded (over {MAX_NODES:,} values)", file)
        if len(path) > MAX_DEPTH:
            raise InputError(f"document nested too deeply (over {MAX_DEPTH} levels)", file)
        if isinstance(node, dict):
            for k, v in node.items():
                if not isinstance(k, str | int | float | bool) and k is not None:
                    raise InputError(f"a mapping key cannot be {kind_of(k)}", file, field_path(path))
                _check_number(k, file, path)
                stack.append((v, (*path, k)))
        elif isinstance(node, list):
            stack.extend((v, (*path, i)) for i, v in enumerate(node))
        else:
            _check_number(node, file, path)


def _check_number(value: Any, file: str, path: tuple) -> None:
    if isinstance(value, _LongNumber):
        raise InputError(f"number too large ({value.digits} digits; at most {MAX_NUMBER:,})", file, field_path(path))
    if isinstance(value, bool) or not isinstance(value, int | float):
        return
    if isinstance(value, float) and not math.isfinite(value):
        raise InputError(f"not a finite number ({value})", file, field_path(path))
    if abs(value) > MAX_NUMBER:
        raise InputError(f"number too large (at most {MAX_NUMBER:,})", file, field_path(path))


def load_document(path: str | Path, *, limit: int = MAX_BYTES, what: str = "a position", empty_ok: bool = False) -> Any:
    """Read a YAML/JSON file (opened once, a regular file, at most ``limit`` bytes) into plain data.

    ``empty_ok``: an empty file is None (the tool's own data files) instead of an error (a position).
    """
    name = str(path)
    text = read_text(path, limit, what)
    if not text.strip():
        if empty_ok:
            return None
        raise InputError("file is empty; expected a YAML or JSON mapping", name)
    return parse_text(text, name)


def load_data_file(path: str | Path) -> Any:
    """One of the tool's own data files (game.yaml, facts.yaml, terms.yaml, a locale): same reader, larger limit."""
    return load_document(path, limit=DATA_MAX_BYTES, what="a data file", empty_ok=True)


def decode_bytes(raw: bytes, name: str) -> str:
    """Bytes of a position (an upload, a request body) to text, by the same rules as a position file."""
    if len(raw) > MAX_BYTES:
        raise InputError(f"file is {len(raw):,} bytes; a position is at most {MAX_BYTES:,}", name)
    return decode_text(raw, name)


# What a value is, in words a player reads ("expected a mapping, got text"), never a Python type name ("got
# str"); the locales' ``kinds`` translate these phrases, so a new one needs its entry there too.
KIND_WORDS = {
    bool: "a true/false value",  # before int: True is an int to Python
    int: "a whole number",
    float: "a decimal number",
    str: "text",
    list: "a list",
    dict: "a mapping",
    type(None): "nothing",
}
OTHER_KIND = "a value of another kind"


def kind_of(value: Any) -> str:
    """``value``'s kind in words (KIND_WORDS), for the "got ..." of a message."""
    return next((w for t, w in KIND_WORDS.items() if isinstance(value, t)), OTHER_KIND)


def field_path(loc: tuple, root: str = "") -> str:
    """('players', 0, 'hand') -> 'position.players[0].hand'."""
    out = root
    for part in loc:
        if isinstance(part, int) and not isinstance(part, bool):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def validate(model: type[M], data: Any, file: str, root: str) -> M:
    """Plain data to a typed model; the first error names its field path from ``root``."""
    from pydantic import ValidationError

    if not isinstance(data, dict):
        raise InputError(f"expected a mapping, got {kind_of(data)}", file, root or None)
    try:
        return model.model_validate(data)
    except (TypeError, KeyError, AttributeError) as e:
        # a model's own "before" hook tripped over a value of the wrong shape: still the user's input
        raise InputError(f"value of the wrong shape ({type(e).__name__}: {e})", file, root or None) from None
    except ValidationError as e:
        raise validation_error(e, file, root, model) from None


def validation_error(e: ValidationError, file: str, root: str, model: Any = None, skip: int = 0) -> InputError:
    """pydantic's first error as our InputError: the field path from ``root``, the problem in words, and for an
    unknown field the valid fields at that place. ``skip``: leading location parts that are pydantic's own (a
    union's tag)."""
    # an unknown field first: beside a "missing" one it is most often the same field misspelt
    errs = sorted(e.errors(include_url=False), key=lambda x: x["type"] != "extra_forbidden")
    first = errs[0]
    # union errors carry the tag in the location: drop pydantic's internal names
    loc = tuple(p for p in first["loc"][skip:] if not (isinstance(p, str) and p.startswith("function-")))
    if first["type"] == "invalid_key" or loc[-1:] == ("[key]",) and not isinstance(first["input"], str):
        # a key that is not text (`~:`, `1:`, `no:`): pydantic places it at ('paths', 'None', '[key]'), which read
        # as "position.paths.None.[key]" or as a list index "paths[1]"; the place is the mapping, the key is named.
        # A text key the game does not know ('7_1' off the panorama) keeps its own problem and suggestion
        loc = loc[:-2] if loc[-1:] == ("[key]",) else loc[:-1]
        msg = key_problem(first["input"])
    elif first["type"] == "extra_forbidden":
        valid = fields_at(model, loc[:-1])
        msg = "unknown field"
        if valid and loc:
            close = difflib.get_close_matches(str(loc[-1]), valid, n=2, cutoff=0.6)
            msg += f" (did you mean: {', '.join(close)}?)" if close else ""
            msg += f"; valid here: {', '.join(valid)}" + lookalikes(str(loc[-1]), valid)
    else:
        msg = problem_words(first, fields_at(model, loc))
    more = f" (and {len(errs) - 1} more problem{'s' if len(errs) > 2 else ''})" if len(errs) > 1 else ""
    return InputError(msg + more, file, field_path(loc, root))


QUOTE_HINT = "; put it in quotes to give it as text"  # YAML reads no, off, yes, 1e3, 2024-01-01 as other kinds


def key_problem(given: Any) -> str:
    """A mapping key that is not text, in words (the models' keys are names: edges, colours, cards)."""
    return f"a mapping key cannot be {kind_of(given)}" + ("" if given is None else f" ({given!r}){QUOTE_HINT}")


def as_written(given: Any) -> str:
    """A value as the user's YAML or JSON writes it: ``true``, ``null`` (Python's ``True``, ``None`` read as a bug's
    words, found by the session-22 verifier); text quoted ('1'), which tells it from the number."""
    if given is None or isinstance(given, bool):
        return json.dumps(given)
    return repr(given)


def problem_words(err: Any, fields: list[str]) -> str:
    """pydantic's problem in our words: phrases the locales' ``errors`` patterns translate (a player answering
    a dispute in Dutch must not read "Input should be a valid dictionary or instance of Placement"); a type
    we have no words for keeps pydantic's text. ``fields``: the model's fields at that place, if any."""
    kind, ctx, given = err["type"], err.get("ctx") or {}, err.get("input")
    got = kind_of(given)
    if kind == "missing":
        return "required field is missing"
    if kind in ("int_type", "int_parsing", "int_from_float"):  # strict counts: true, '3' and 3.0 are not
        return f"expected a whole number, got {as_written(given)}"
    if kind in ("model_type", "model_attributes_type", "dict_type"):
        return f"expected a mapping, got {got}" + (f"; valid here: {', '.join(fields)}" if fields else "")
    if kind == "list_type":
        return f"expected a list, got {got}"
    if kind == "string_type":  # a colour named `no` or an edge `1` reads as true/false or a number
        return f"expected text, got {got}" + (QUOTE_HINT if isinstance(given, bool | int | float) else "")
    if kind in ("bool_type", "bool_parsing"):
        return f"expected true or false, got {as_written(given)}"
    if kind in ("literal_error", "enum"):
        return f"expected one of: {str(ctx.get('expected', '')).replace(' or ', ', ')}"
    if kind == "too_short":
        return f"too few items: at least {ctx.get('min_length')}, got {ctx.get('actual_length')}"
    if kind == "too_long":
        return f"too many items: at most {ctx.get('max_length')}, got {ctx.get('actual_length')}"
    bounds = {"greater_than_equal": ("at least", "ge"), "less_than_equal": ("at most", "le")}
    if kind in bounds:
        words, key = bounds[kind]
        return f"must be {words} {ctx.get(key)}, got {as_written(given)}"
    # a model's own check ("Value error, a hexagon is written colour/pattern"): its words without pydantic's
    return re.sub(r"^(Value error|Assertion failed), ", "", str(err["msg"]))


def fields_at(model: Any, loc: tuple) -> list[str]:
    """The field names of the model found at ``loc`` inside ``model`` (list indexes and dict keys walked
    through), or [] when the place is not a model."""
    from typing import get_args

    from pydantic import BaseModel

    def models(t: Any) -> list[type[BaseModel]]:
        if isinstance(t, type) and issubclass(t, BaseModel):
            return [t]
        return [m for a in get_args(t) for m in models(a)]

    current = models(model)
    for part in loc:
        if isinstance(part, int) or not current:
            continue  # a list index: the same model's items
        nxt = [f.annotation for m in current if (f := m.model_fields.get(str(part))) is not None]
        if nxt:
            current = [m for a in nxt for m in models(a)]
        # else: a dict key (a player's name, an edge id): stay on the value's model
    # a field read under an alias (a placement's `from`) is named as the file writes it
    return sorted({f.alias or n for m in current for n, f in m.model_fields.items()})
