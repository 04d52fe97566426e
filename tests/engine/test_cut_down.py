"""Every scenario, cut down to what the tracer says its verdict was read from (the facts read, and the fields read
outside any fact), gives the same verdict, reasons and events (#17). The median cut-down position is short."""

from pathlib import Path
from statistics import median

import pytest
import yaml

from referee.adjudicator.check import judge_position, move_data, position_from_document
from referee.adjudicator.minimal import minimal_position, position_yaml, signature
from referee.engine.registry import engine_for

HERE = Path(__file__).parent
# the games whose positions are partial (every part optional) and whose checks read facts; a game joins when all
# of its scenarios cut down (the others fail here today because their models still require whole parts)
READY: set[str] = {"mycelium", "queens-garden", "gnome-hollow", "solstis"}

SCENARIOS = [
    p for p in sorted(HERE.glob("*/scenarios/*.yaml")) if "scores" not in yaml.safe_load(p.read_text())["expect"]
]


def _game(path: Path) -> str:
    return path.parent.parent.name.replace("_", "-")


def _cut(path: Path):
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    eng = engine_for(sc["game"])
    position = eng.parse_position(sc["position"], str(path))
    move = eng.parse_move(sc["move"], str(path)) if sc.get("move") is not None else None
    return eng, move, minimal_position(eng, position, move)


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_cut_down_scenario_same_verdict(path: Path):
    if _game(path) not in READY:
        pytest.xfail(f"{_game(path)}: positions not partial yet")
    eng, move, m = _cut(path)
    # read back from the file `explain --minimal` writes, move and all: it wrote the model's "source" for the
    # file's "from" (found by the session-20 attacker: `check` refused 67 Gnome Hollow files)
    text = position_yaml({"game": eng.game_id, "position": m.position, "move": move_data(move)})
    doc = yaml.safe_load(text)
    read, position = position_from_document(doc, f"{path.name} (cut down)")
    again, _ = judge_position(read, position, doc, f"{path.name} (cut down)")
    assert signature(again) == signature(m.verdict), text


def test_a_fact_declared_beside_a_late_check_is_known_to_a_fresh_process():
    """The stolen-card fact is declared in combat_reactions.py, imported only when a battle resolved: a fresh
    `check` of a position stating it said "unknown fact" (a file `explain --minimal` wrote)."""
    import subprocess
    import sys

    code = (
        "from referee.adjudicator.engines import engine; print('stolen' in engine('mycelium').rulebook.position_facts)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert r.stdout.strip() == "True"


def test_cut_down_positions_are_short():
    """The issue's figure is the median over every scenario (<= 8 lines); each game's own median is held where it
    is today, so none drifts (Solstis is at 10: a line per deciding fact; the others at 4-8)."""
    lines: dict[str, list[int]] = {}
    for p in SCENARIOS:
        lines.setdefault(_game(p), []).append(_cut(p)[2].lines())
    assert median([n for each in lines.values() for n in each]) <= 8
    for game, each in lines.items():
        assert median(each) <= 10, f"{game}: median {median(each)} lines"
