"""`--brief` (the help: "shows quotes as passage ids") changed only the events' lines: a verdict on a phone was as
long with it as without (55 lines, every "unless" card with all its quotes; found by the session-18 new-user
helper). Now the deciding rule keeps its verbatim quotes; the rules that held and the exceptions show ids."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app

SCENARIO = "tests/engine/mycelium/scenarios/attack-not-connected-parrot-in-hand.yaml"
runner = CliRunner()


def _check(*flags: str) -> str:
    r = runner.invoke(app, ["check", SCENARIO, "--lang", "en", *flags], env={"COLUMNS": "200"})
    assert r.exit_code == 1, r.output  # illegal
    return r.output


def test_brief_keeps_the_deciding_quote_and_cuts_the_others_to_ids():
    full, brief = _check(), _check("--brief")
    assert len(brief.splitlines()) < len(full.splitlines())
    deciding = "You must be connected to the targeted Path to attack it"
    assert deciding in full and deciding in brief
    held = brief.split("Rules that held")[1] if "Rules that held" in brief else brief.split("[held]")[1]
    assert "«" not in held and "mycelium/en/action-phase/1" in held  # the held rule: its passage ids
    unless = brief.split("unless")[1].split("[held]")[0]
    assert "mycelium/en/parrot-toadstool-scout/1" in unless and "«" not in unless
    assert "«" in full.split("unless")[1].split("[held]")[0]


def test_brief_does_not_repeat_the_quotes_language_under_every_held_rule(tmp_path):
    """On a phone, "No text in English for this rule: ..." stood under each of eleven held Gnome Hollow rules
    (found by the session-21 new-user tester); --brief shows ids only, and says it once at most."""
    path = tmp_path / "gh.yaml"
    assert runner.invoke(app, ["new-position", "gnome-hollow", "-o", str(path)]).exit_code == 0
    full = runner.invoke(app, ["check", str(path), "--lang", "en"], env={"COLUMNS": "40"}).output
    brief = runner.invoke(app, ["check", str(path), "--lang", "en", "--brief"], env={"COLUMNS": "40"}).output
    assert " ".join(full.split()).count("No text in English for this rule") > 3
    assert " ".join(brief.split()).count("No text in English for this rule") <= 1
