"""A game's facts sheet (rulebooks/<game>/facts.yaml) is read once, by the engine core's loader: the facts rules
cite and the data an engine computes with (Solstis geometry, counts) come from the same reading."""

import subprocess
import sys

COUNT_READS = """
import pathlib, random
import referee.files
reads = []
read_limited = referee.files.read_limited  # the one function every file the tool reads goes through
def counting(path, *a, **k):
    if pathlib.Path(path).name == "facts.yaml":
        reads.append(pathlib.Path(path).parent.name)
    return read_limited(path, *a, **k)
referee.files.read_limited = counting
from referee.engine.registry import engine_for
engine = engine_for("solstis")
start = engine.new_game(random.Random(1), expansion=True)
assert engine.invariants(start) == []
print(reads.count("solstis"))
"""


def test_solstis_reads_its_facts_sheet_once():
    out = subprocess.run([sys.executable, "-c", COUNT_READS], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "1", out.stdout + out.stderr


def test_fact_data_is_the_cited_facts_data():
    from referee.engine.core.citations import fact
    from referee.engine.solstis.facts_data import data

    assert data("pyramid") is fact("solstis", "pyramid").data
    assert data("pyramid")["rows"][6] == [4, 7]
