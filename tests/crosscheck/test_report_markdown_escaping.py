"""The Markdown cross-check report of texts a user added: their HTML is shown, never run, and a `|` or a
control character cannot break the table (the HTML report already escaped; Markdown embedded it raw)."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.corpus import clear_cache

runner = CliRunner()
EN = """Setup

Each player takes <script>alert(1)</script> five tiles | and a board.

Scoring

Score one point <img src=x onerror=alert(2)> per tile \x1b[2J at the end.
"""
NL = """Opbouw

Elke speler neemt <script>alert(1)</script> vijf tegels | en een bord.

Telling

Scoor een punt <img src=x onerror=alert(2)> per tegel aan het einde.
"""


def test_markdown_report_of_added_texts_escapes_html_pipes_and_controls(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    clear_cache()
    try:
        for lang, text in (("en", EN), ("nl", NL)):
            src = tmp_path / f"{lang}.txt"
            src.write_text(text, encoding="utf-8")
            added = runner.invoke(app, ["add", str(src), "--game", "html-game", "--lang", lang])
            assert added.exit_code == 0, added.output
        out = tmp_path / "report.md"
        r = runner.invoke(app, ["crosscheck", "html-game", "--langs", "en,nl", "--report", str(out), "--json"])
        assert r.exit_code == 0, r.output
        md = out.read_text(encoding="utf-8")
    finally:
        clear_cache()
    assert "<script" not in md and "<img" not in md and "\x1b" not in md
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in md and "&lt;img src=x onerror=alert(2)&gt;" in md
    assert "five tiles \\| and" in md and "\\x1b\\[2J" in md
    for row in (line for line in md.splitlines() if line.startswith("| `html-game/")):
        # a table row has its 4 cells: every `|` of the text is escaped
        assert len(row.replace("\\|", "").split("|")) == 6, row
