"""A translator's file far longer than any rulebook (found by attack7): 1 MB of 17,000 short paragraphs made the
alignment compare every cell of a row with every other (232 x 17,000 x 17,000 booleans: MemoryError, exit 70);
1,700 paragraphs took 850 MB. The rank count now sorts each row once, and a text of more than MAX_PASSAGES
passages is refused, naming the file, before anything is encoded; `referee add` refuses it too (added, the next
question built an index of 17,000 passages for many minutes)."""

from __future__ import annotations

import json

import numpy as np
from typer.testing import CliRunner

from referee.adjudicator.crosscheck.align import beaten_by
from referee.cli.app import app
from referee.rulebooks.userbooks import MAX_PASSAGES

runner = CliRunner()


def test_beaten_by_counts_what_the_broadcast_counted_ties_included():
    rng = np.random.default_rng(7)
    for shape in [(1, 1), (5, 9), (31, 4), (40, 40)]:
        score = rng.random(shape).round(1)  # one decimal: many ties, which do not count as beating
        brute = (score[:, None, :] > score[:, :, None] + 1e-6).sum(axis=2)
        assert (beaten_by(score) == brute).all()
        assert (beaten_by(score.T).T == (score[None, :, :] > score[:, None, :] + 1e-6).sum(axis=1)).all()


def test_a_file_of_more_passages_than_the_limit_is_refused_naming_it(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    mine = tmp_path / "long.nl.txt"
    mine.write_text(
        "\n\n".join(
            f"Elke speler neemt {i} tegels en legt ze daarna open op tafel, zodat iedereen ze ziet."
            for i in range(MAX_PASSAGES + 1)
        ),
        encoding="utf-8",
    )
    r = runner.invoke(app, ["crosscheck", "mycelium", "--langs", "en,nl", "--file", str(mine), "--json"])
    assert r.exit_code == 2, r.output[-300:]
    got = json.loads(r.stdout.split("\nerror:")[0])
    assert got == {
        "error": f"too long: {MAX_PASSAGES + 1:,} passages; a rulebook text is at most {MAX_PASSAGES:,}",
        "file": str(mine),
        "field": "--file",
    }
    r = runner.invoke(app, ["crosscheck", "mycelium", "--langs", "en,nl", "--file", str(mine), "--lang", "ru"])
    assert r.exit_code == 2 and f"{mine}: --file: слишком длинный: фрагментов" in r.output, r.output


def test_add_refuses_a_text_of_more_passages_than_the_limit(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    mine = tmp_path / "long.en.txt"
    mine.write_text(
        "\n\n".join(f"Each player takes {i} tiles and lays them face up on the table." for i in range(MAX_PASSAGES + 1))
    )
    r = runner.invoke(app, ["add", str(mine), "--game", "long-game", "--lang", "en"])
    assert r.exit_code == 2 and f"{mine}: too long: {MAX_PASSAGES + 1:,} passages" in r.output, r.output
    assert not (tmp_path / "data" / "rulebooks" / "long-game").exists()  # nothing added


def test_a_passage_longer_than_any_rulebook_has_is_refused_naming_its_line(tmp_path, monkeypatch):
    """One line of 120 KB (no sentence end, no line break) was one passage: 19 s to cross-check, 1.7 MB over 3
    minutes and 360 MB (found by the session-20 attacker); refused now, its line named, before anything is encoded."""
    from referee.rulebooks.userbooks import MAX_PASSAGE_CHARS

    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    mine = tmp_path / "one.es.txt"
    words = "el jugador toma una ficha y la coloca en el tablero".split()
    mine.write_text("Título\n\n" + " ".join(words[i % len(words)] for i in range(MAX_PASSAGE_CHARS // 3)), "utf-8")
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "nl,es", "--file", str(mine), "--lang", "es"])
    assert r.exit_code == 2 and "línea 3: un pasaje de" in " ".join(r.output.split()), r.output
    r = runner.invoke(app, ["add", str(mine), "--game", "gnome-hollow", "--lang", "en"])
    assert r.exit_code == 2 and "line 3: a passage of" in r.output
    assert not (tmp_path / "data" / "rulebooks" / "gnome-hollow").exists()
