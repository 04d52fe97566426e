"""Passage -> ids of the engine rules that cite it, stored beside the index in ``rules.json``.

Engines change more often than texts, so this map has its own key (a signature of the engine files)
and is redone on its own, without re-embedding anything. Importing the engines costs a second or two:
that happens once after an engine changes, never for an unchanged one.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from referee.errors import InputError
from referee.files import atomic_write
from referee.index import store
from referee.rulebooks.paths import inside

# rule id -> {language: the engine's one-line statement}: what `ask` shows under a passage as "our wording".
# Kept beside rules.json with the engines' signature, so a new process need not import the engines.
STATEMENTS = "statements.json"


def compute(passage_ids: set[str]) -> dict[str, list[str]]:
    """Every engine's rules: one that fails to load (or a quote not found) is a bug and raises, never a
    lookup that silently lost that game's rule ids."""
    from referee.engine.registry import available_engines, engine_for

    out: dict[str, list[str]] = defaultdict(list)
    for game in available_engines():
        for rule in engine_for(game).rulebook:
            for cite in rule.citations():
                if cite.passage_id in passage_ids and rule.id not in out[cite.passage_id]:
                    out[cite.passage_id].append(rule.id)
    return dict(out)


def rule_ids_for(folder: Path, passage_ids: set[str], signature: str | None = None) -> dict[str, list[str]]:
    """The stored map when current; else computed now and stored for the next process. ``signature``: the
    engines' (store.engines_signature), when the caller has just made it."""
    signature = signature or store.engines_signature()
    for where in dict.fromkeys((folder, store.rules_folder(folder))):  # the shipped index's, then the cache's
        cached = store.read_rules(where, signature, passage_ids)
        if cached is not None:
            return cached
    fresh = compute(passage_ids)
    try:
        store.write_rules(folder, signature, fresh)
    except OSError:  # a read-only cache still answers
        pass
    return fresh


def same_rule_by_rules(rule_ids: dict[str, list[str]], lang_of: dict[str, str]) -> dict[str, set[str]]:
    """Passages in different languages cited by one rule state that rule."""
    by_rule: dict[str, list[str]] = defaultdict(list)
    for pid, rids in rule_ids.items():
        for rid in rids:
            by_rule[rid].append(pid)
    groups: dict[str, set[str]] = defaultdict(set)
    for pids in by_rule.values():
        for a in pids:
            for b in pids:
                if lang_of.get(a) != lang_of.get(b):
                    groups[a].add(b)
    return groups


def compute_statements() -> dict[str, dict[str, str]]:
    from referee.engine.registry import available_engines, engine_for

    return {rule.id: dict(rule.statements) for game in available_engines() for rule in engine_for(game).rulebook}


def statements_json(statements: dict[str, dict[str, str]]) -> bytes:
    return json.dumps({"engines": store.engines_signature(), "statements": statements}, ensure_ascii=False).encode()


def statements_for(folder: Path, signature: str | None = None) -> dict[str, dict[str, str]]:
    """The stored statements when made from the current engines (the shipped index's, then the cache's); else
    computed now and stored where rules.json is redone (never into the package's own files). ``signature``: the
    engines' as the caller last made it (an index passes the one its rule ids were read under: ~2 ms less)."""
    signature = signature or store.engines_signature()
    for where in dict.fromkeys((folder, store.rules_folder(folder))):
        stored = read_statements(where / STATEMENTS, signature)
        if stored is not None:
            return stored
    fresh = compute_statements()
    target = store.rules_folder(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
        atomic_write(inside(target / STATEMENTS, target), statements_json(fresh))
    except (OSError, InputError):  # a read-only cache (or a planted link) still answers
        pass
    return fresh


def read_statements(path: Path, signature: str) -> dict[str, dict[str, str]] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        stored = data["statements"] if data.get("engines") == signature else None
        if isinstance(stored, dict) and all(
            isinstance(v, dict) and all(isinstance(t, str) for t in v.values()) for v in stored.values()
        ):
            return stored
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass  # missing, unreadable or of another shape: redone
    return None
