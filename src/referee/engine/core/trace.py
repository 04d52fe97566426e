"""The tracer: which facts and which position fields a verdict was read from (as OpenFisca's tracer does).

Facts (``position_facts.read_fact``) are always recorded: the verdict lists them and ``referee explain`` shows
them. Field reads are recorded only when asked for (``tracing(position, fields=True)``): every attribute read of
a part of the input position, outside a fact's computation, is noted by its path ("players.anna.hand"). The
fact stands for the details it was computed from, so a position cut down to the read facts plus the fields read
elsewhere (``cut_down``) gives the same verdict -- which the scenario tests prove for every scenario.

Field tracing patches pydantic's attribute lookup for the duration (and copies, so a working copy of the position
keeps its parts' paths); other threads are unaffected because the trace lives in a context variable.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from referee.engine.core.position_facts import FACTS_FIELD, FactRead

Path = tuple[str | int, ...]


@dataclass
class Trace:
    facts: list[FactRead] = field(default_factory=list)
    fields: set[Path] = field(default_factory=set)
    trace_fields: bool = False
    depth: int = 0  # > 0 inside a fact's computation: its field reads are the fact's, not the verdict's
    paths: dict[int, Path] = field(default_factory=dict)  # id(part of the position) -> its path
    keep: list[Any] = field(default_factory=list)  # the parts whose ids are in ``paths`` stay alive

    def facts_once(self) -> list[FactRead]:
        """Each fact once (its first read), in reading order."""
        seen: dict[str, FactRead] = {}
        for r in self.facts:
            seen.setdefault(r.fact.id, r)
        return list(seen.values())

    def note(self, part: Any, path: Path) -> None:
        self.paths[id(part)] = path
        self.keep.append(part)


_CURRENT: ContextVar[Trace | None] = ContextVar("referee_trace", default=None)


def record_fact(read: FactRead) -> None:
    t = _CURRENT.get()
    if t is not None and t.depth == 0:
        t.facts.append(read)


@contextlib.contextmanager
def inside_fact() -> Iterator[None]:
    t = _CURRENT.get()
    if t is not None:
        t.depth += 1
    try:
        yield
    finally:
        if t is not None:
            t.depth -= 1


@contextlib.contextmanager
def untraced() -> Iterator[None]:
    """The engine's own bookkeeping (writing the new position): what it reads there decides nothing, so the
    tracer leaves it out, as it does a fact's computation."""
    with inside_fact():
        yield


@contextlib.contextmanager
def tracing(position: Any, fields: bool = False) -> Iterator[Trace]:
    """Record the reads of one adjudication of ``position``."""
    t = Trace(trace_fields=fields)
    if fields:
        _walk(t, position, ())
        _patch(True)
    token = _CURRENT.set(t)
    try:
        yield t
    finally:
        _CURRENT.reset(token)
        if fields:
            _patch(False)


def _walk(t: Trace, value: Any, path: Path) -> None:
    if isinstance(value, BaseModel):
        t.note(value, path)
        for name, v in value.__dict__.items():
            if name != FACTS_FIELD:
                _walk(t, v, (*path, name))
    elif isinstance(value, list | tuple):
        for i, v in enumerate(value):
            _walk(t, v, (*path, i))
    elif isinstance(value, dict):
        for k, v in value.items():
            _walk(t, v, (*path, k))


# --- the patch ---------------------------------------------------------------------------------------------------
_LOCK = threading.Lock()
_USERS = 0
_DEEPCOPY = BaseModel.__deepcopy__
_COPY = BaseModel.__copy__


def _traced_getattribute(self: BaseModel, name: str) -> Any:
    value = object.__getattribute__(self, name)
    if name[0] != "_":
        t = _CURRENT.get()
        if t is not None and t.depth == 0 and t.trace_fields and name in type(self).__pydantic_fields__:
            where = t.paths.get(id(self))
            if where is not None:
                t.fields.add((*where, name))
    return value


def _traced_deepcopy(self: BaseModel, memo: dict[int, Any] | None = None) -> Any:
    new = _DEEPCOPY(self, memo)
    _same_path(self, new)
    return new


def _traced_copy(self: BaseModel) -> Any:
    new = _COPY(self)
    _same_path(self, new)
    return new


def _same_path(old: Any, new: Any) -> None:
    t = _CURRENT.get()
    if t is not None and id(old) in t.paths:
        t.note(new, t.paths[id(old)])


def _patch(on: bool) -> None:
    global _USERS
    with _LOCK:
        _USERS += 1 if on else -1
        if on and _USERS == 1:
            BaseModel.__getattribute__ = _traced_getattribute  # type: ignore[method-assign,assignment]
            BaseModel.__deepcopy__ = _traced_deepcopy  # type: ignore[method-assign]
            BaseModel.__copy__ = _traced_copy  # type: ignore[method-assign]
        elif not on and _USERS == 0:
            del BaseModel.__getattribute__  # type: ignore[misc]
            BaseModel.__deepcopy__ = _DEEPCOPY  # type: ignore[method-assign]
            BaseModel.__copy__ = _COPY  # type: ignore[method-assign]


# --- cutting a position down to what was read ----------------------------------------------------------------------
def cut_down(position: BaseModel, t: Trace) -> dict[str, Any]:
    """The position as plain data, reduced to the fields read outside facts, plus the facts read (stated)."""
    full = position.model_dump(mode="json", exclude_defaults=True)
    full.pop(FACTS_FIELD, None)
    trie: dict[Any, Any] = {}
    for p in t.fields:
        node = trie
        for part in p:
            node = node.setdefault(part, {})
    out = _cut(position, full, trie) if trie else {}  # nothing read outside facts: the facts are all it rests on
    facts = {r.fact.id: r.value for r in t.facts_once()}
    if facts:
        out[FACTS_FIELD] = facts
    return out


def _cut(model: Any, dumped: Any, trie: dict[Any, Any]) -> Any:
    """``dumped`` (the dump of ``model``) keeping what was read. A part keeps its read fields; a read mapping or
    list of parts keeps every key or item (the engine may have counted or looked through them), each cut to what
    was read of it (an unread part: empty); anything read whole is kept whole."""
    if not trie:
        return dumped
    if isinstance(model, BaseModel) and isinstance(dumped, dict):
        return {k: _cut(getattr(model, k), dumped[k], sub) for k, sub in trie.items() if k in dumped}
    if isinstance(model, dict) and isinstance(dumped, dict):
        pairs = zip(model.items(), dumped.items(), strict=True)  # dumped keys are strings; the trie has the model's
        return {dk: _cut(mv, dv, trie[mk]) if mk in trie else _unread(mv, dv) for (mk, mv), (dk, dv) in pairs}
    if isinstance(model, list | tuple) and isinstance(dumped, list):
        items = enumerate(zip(model, dumped, strict=True))
        return [_cut(m, v, trie[i]) if i in trie else _unread(m, v) for i, (m, v) in items]
    return dumped


def _unread(model: Any, dumped: Any) -> Any:
    return {} if isinstance(model, BaseModel) else dumped
