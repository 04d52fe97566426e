"""Shared helpers for the Gnome Hollow tests: load a scenario file, judge a move, chain moves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from referee.engine.gnome_hollow import ENGINE

HERE = Path(__file__).parent
SCENARIOS = HERE / "scenarios"


def load(name: str) -> tuple[Any, Any]:
    """(position, move) of a scenario file."""
    path = SCENARIOS / name
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    pos = ENGINE.parse_position(sc["position"], str(path))
    move = ENGINE.parse_move(sc["move"], str(path)) if sc.get("move") else None
    return pos, move


def move(data: dict, file: str = "test") -> Any:
    return ENGINE.parse_move(data, file)


def judge(pos, mv):
    return ENGINE.judge(pos, mv)


def as_position_file(name: str, tmp_path) -> str:
    """A scenario as a plain position file for the CLI (no name/expect; the config path made absolute)."""
    sc = yaml.safe_load((SCENARIOS / name).read_text(encoding="utf-8"))
    doc = {k: v for k, v in sc.items() if k in ("game", "position", "move")}
    cfg = doc["position"].get("config")
    if isinstance(cfg, str):
        doc["position"]["config"] = str((SCENARIOS / cfg).resolve())
    out = tmp_path / name
    out.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return str(out)
