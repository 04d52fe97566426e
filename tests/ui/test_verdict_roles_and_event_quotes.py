"""Issue #16: a verdict a player can read. The broken rule comes first and is marked as broken, the rules that
held follow under their own heading; every event shows the quote it rests on; `referee score` leads with the
final score."""

import json

from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from tests.engine.gnome_hollow.helpers import as_position_file

RUN = CliRunner()


def flat(text: str) -> str:
    return " ".join(text.split())


def test_illegal_move_marks_the_broken_rule_first_then_the_rules_that_held(tmp_path):
    pos = as_position_file("join-two-gnome-paths.yaml", tmp_path)
    answer = json.loads(RUN.invoke(app, ["check", pos, "--json"]).output)
    roles = [r["role"] for r in answer["reasons"]]
    assert roles[0] == "broken" and set(roles[1:]) == {"held"}, roles
    out = RUN.invoke(app, ["check", pos]).output
    broken_at = out.index(f"1. [broken] rule {answer['reasons'][0]['rule_id']}")
    held_at = out.index("Rules that held")
    assert broken_at < held_at < out.index(f"2. [held] rule {answer['reasons'][1]['rule_id']}")


def test_roles_are_in_the_asked_language(tmp_path):
    out = RUN.invoke(app, ["check", as_position_file("join-two-gnome-paths.yaml", tmp_path), "--lang", "ru"]).output
    assert "[нарушено]" in out and "Соблюдённые правила" in out and "[broken]" not in out


def test_each_event_shows_the_quote_it_rests_on_and_brief_shortens_it_to_the_passage(tmp_path):
    pos = as_position_file("signpost-visit.yaml", tmp_path)
    answer = json.loads(RUN.invoke(app, ["check", pos, "--json"]).output)
    events = answer["events"]
    assert events and all(e["citations"] for e in events)
    book = engine_for("gnome-hollow").rulebook
    assert events[0]["citations"] == [c.to_json() for c in book[events[0]["rule_id"]].citations()]
    out = flat(RUN.invoke(app, ["check", pos]).output)
    events_part = out[out.index("What happens") :]
    for e in events:
        assert flat(e["citations"][0]["quote"]) in events_part, e["rule_id"]
    brief = flat(RUN.invoke(app, ["check", pos, "--brief"]).output)
    brief_events = brief[brief.index("What happens") :]
    assert events[0]["citations"][0]["passage_id"] in brief_events
    assert flat(events[0]["citations"][0]["quote"]) not in brief_events


def test_score_leads_with_the_final_score_and_totals_then_each_line_with_rule_and_quote(tmp_path):
    pos = as_position_file("score-end-of-game.yaml", tmp_path)
    r = RUN.invoke(app, ["score", pos])
    assert r.exit_code == 0, r.output
    lines = [line.strip() for line in r.output.splitlines() if line.strip()]
    assert lines[0].startswith("Final score") and lines[1:3] == ["red: 26", "blue: 19"]
    assert "LEGAL" not in r.output and "the move is allowed" not in r.output
    reasons = json.loads(RUN.invoke(app, ["score", pos, "--json"]).output)["reasons"]
    text = flat(r.output)
    for n, reason in enumerate(reasons, 1):
        assert f"{n}. rule {reason['rule_id']}" in text
        assert flat(reason["citations"][0]["quote"]) in text


def test_score_headline_is_localised(tmp_path):
    r = RUN.invoke(app, ["score", as_position_file("score-end-of-game.yaml", tmp_path), "--lang", "nl"])
    assert r.output.lstrip().startswith("Eindscore"), r.output[:80]


def test_explain_groups_reasons_by_their_role(tmp_path):
    pos = as_position_file("join-two-gnome-paths.yaml", tmp_path)
    tree = json.loads(RUN.invoke(app, ["explain", pos, "--json"]).output)["tree"]
    wanted = ("decisive", "held")
    groups = {g["name"]: [c["role"] for c in g["children"]] for g in tree["children"] if g["name"] in wanted}
    assert groups["decisive"] == ["broken"] and groups["held"] and set(groups["held"]) == {"held"}
