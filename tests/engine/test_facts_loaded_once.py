"""A game's facts sheet (rulebooks/<game>/facts.yaml) is read once, by the engine core's loader: the facts rules
cite and the data an engine computes with (Solstis geometry, counts) come from the same reading."""

import subprocess
import sys

COUNT_READS = """
import pathlib, random
reads = []
read_text = pathlib.Path.read_text
def counting(self, *a, **k):
    if self.name == "facts.yaml":
        reads.append(self.parent.name)
    return read_text(self, *a, **k)
pathlib.Path.read_text = counting
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
