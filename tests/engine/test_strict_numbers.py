"""A count in a move or a position is a whole number, not `true` or "1": `pay_with: {spore_tokens: true}` was
read as 1 and the move judged LEGAL, where the same value in a player's spore_tokens is refused (found by the
session-22 attacker). Every int field of every engine's Position and Move models is strict."""

from __future__ import annotations

import types
import typing

import pytest
from pydantic import BaseModel
from pydantic.types import Strict

from referee.engine.registry import engine_for

GAMES = ("gnome-hollow", "mycelium", "queens-garden", "solstis")


def _loose_ints(model: type[BaseModel], path: str, seen: set) -> list[str]:
    if model in seen:
        return []
    seen.add(model)
    out = []
    for name, info in model.model_fields.items():
        strict = any(isinstance(m, Strict) and m.strict for m in info.metadata)
        out += _walk(info.annotation, f"{path}.{name}", strict, seen)
    return out


def _walk(tp, path: str, strict: bool, seen: set) -> list[str]:
    origin = typing.get_origin(tp)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(tp)
        return _walk(base, path, strict or any(isinstance(m, Strict) and m.strict for m in meta), seen)
    if tp is int:
        return [] if strict else [path]
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _loose_ints(tp, path, seen)
    if origin is dict:  # a key may be a number in YAML and is a string in JSON ({"3": 1}): read as one
        return _walk(typing.get_args(tp)[1], path, strict, seen)
    if origin in (typing.Union, types.UnionType, list, tuple, set, frozenset, typing.Literal):
        if origin is typing.Literal:
            return []
        return [p for a in typing.get_args(tp) if a is not Ellipsis for p in _walk(a, path, strict, seen)]
    return []


@pytest.mark.parametrize("game", GAMES)
def test_every_whole_number_a_player_gives_is_strict(game):
    engine = engine_for(game)
    seen: set = set()
    loose = _loose_ints(engine.Position, "position", seen)
    move = engine.Move
    for m in typing.get_args(typing.get_args(move)[0]) if typing.get_origin(move) is typing.Annotated else [move]:
        loose += _walk(m, "move", False, seen)
    assert not loose, f"{game}: int fields that take true / '1': {loose}"


def test_the_refusal_writes_the_value_as_the_file_does(tmp_path):
    """ "expected a whole number, got True": Python's spelling of the YAML `true` (found by the session-22 verifier)."""
    from typer.testing import CliRunner

    from referee.cli.app import app

    runner = CliRunner()
    pos = tmp_path / "pos.yaml"
    assert runner.invoke(app, ["new-position", "mycelium", "-o", str(pos)]).exit_code == 0
    text = pos.read_text(encoding="utf-8")
    for value, shown in (("true", "got true"), ('"1"', "got '1'")):
        bad = tmp_path / "bad.yaml"
        bad.write_text(text.replace("pay_with: {spore_tokens: 1}", f"pay_with: {{spore_tokens: {value}}}"), "utf-8")
        r = runner.invoke(app, ["check", str(bad)])
        said = f"move.pay_with.spore_tokens: expected a whole number, {shown}"
        assert r.exit_code == 2 and said in r.output, r.output
