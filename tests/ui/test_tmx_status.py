"""The TMX export put a flagged pair (a translation that says the opposite) into the memory like a good one, with
only a note a CAT tool reuses it past (found by the session-18 new-user helper). Each flagged unit now carries a
TMX property, x-referee-status: disagreement (or note), that a memory filter can act on."""

from __future__ import annotations

from lxml import etree
from typer.testing import CliRunner

from referee.adjudicator.crosscheck.tmx import STATUS_PROP
from referee.cli.app import app

runner = CliRunner()
FLIPPED = (  # the Dutch of the Solstis turn order, its last sentence negated ("wordt die niet omgedraaid")
    "Beurtvolgorde\n\n"
    "Kies in je beurt een tegel uit je hand en controleer of er een verovering plaatsvindt.\n\n"
    "- Als de waarde of de kleur van deze tegel overeenkomt met de waarde of de kleur van een open tegel in de rij, "
    "wordt die tegel in de rij veroverd. Als er meer dan één tegel veroverd kan worden, mag je er maar één van "
    "veroveren. Daarna worden de gespeelde en de veroverde tegel op hun plaats in het bergpanorama gelegd. Als er "
    "onder de veroverde tegel een tegel met de afbeelding naar beneden lag, wordt die niet omgedraaid.\n"
)


def test_a_flagged_pair_is_marked_in_the_memory(tmp_path):
    page, tmx = tmp_path / "page.nl.txt", tmp_path / "pairs.tmx"
    page.write_text(FLIPPED, encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "solstis", "--langs", "ru,nl", "--file", str(page), "--tmx", str(tmx)])
    assert r.exit_code == 0, r.output
    units = etree.parse(str(tmx)).findall(".//tu")
    status = {
        u.find("tuv[2]/seg").text[:20]: [p.text for p in u.findall("prop") if p.get("type") == STATUS_PROP]
        for u in units
    }
    flipped = next(s for seg, s in status.items() if seg.startswith("- Als de waarde"))
    assert flipped == ["disagreement"]
    assert any(s == [] for s in status.values())  # a faithful pair carries none
    header = etree.parse(str(tmx)).find(".//header")
    # the tool that wrote it, not translate-toolkit; a unit is a passage, not a sentence
    assert (header.get("creationtool"), header.get("segtype")) == ("Table Referee", "paragraph")
    for u in units:  # TMX 1.4: props and notes before the segments
        kinds = [c.tag for c in u]
        assert kinds.index("tuv") > max([i for i, k in enumerate(kinds) if k in ("prop", "note")], default=-1)
