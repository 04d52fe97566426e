"""At 80 columns: wrapped lines keep their indent, ids are never cut (they are typed back: `referee show ID`),
and `table --help` stays readable."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from referee.adjudicator.engines import engine
from referee.i18n import t
from referee.rulebooks import passages

SCENARIO = "tests/engine/mycelium/scenarios/build-two-own-paths-on-one-edge.yaml"
ELLIPSIS = "…"


def referee(*args: str, width: int = 80) -> str:
    env = {**os.environ, "COLUMNS": str(width), "LC_ALL": "C.UTF-8", "TERM": "dumb"}
    env.pop("REFEREE_DEBUG", None)
    r = subprocess.run(
        [sys.executable, "-m", "referee", *args], capture_output=True, text=True, timeout=300, env=env, check=False
    )
    assert r.returncode in (0, 1, 3), r.stderr
    return r.stdout


def test_check_quote_lines_keep_their_indent_when_wrapped():
    out = referee("check", SCENARIO, "--lang", "en").splitlines()
    why = out.index(t("check.why", "en"))
    headings = {t(k, "en") for k in ("check.held", "check.events", "check.inputs_used", "check.needs")}
    body = [line for line in out[why + 1 :] if line.strip() and line not in headings]
    unindented = [line for line in body if not line.startswith(" ") and not re.match(r"\d+\. ", line)]
    assert unindented == []
    assert any(line.startswith("  on the same edge»") for line in body)  # the wrapped end of the quote


def test_rules_shows_every_rule_and_passage_id_whole():
    out = referee("rules", "solstis", "--lang", "en")
    assert ELLIPSIS not in out
    book = engine("solstis").rulebook
    missing = [r.id for r in book if not re.search(rf"^{re.escape(r.id)}\s*$", out, re.M)]
    assert missing == []
    cited = {c.passage_id for r in book for c in r.citations("en")}
    assert [pid for pid in cited if pid not in out] == []
    statement, _ = book[next(iter(book)).id].statement_in("en")
    assert statement[:50] in out  # the text has the room: its words are not stacked in a narrow column


def test_passages_shows_every_passage_id_whole():
    out = referee("passages", "solstis")
    assert ELLIPSIS not in out
    assert [p.passage_id for p in passages("solstis") if p.passage_id not in out] == []
    assert passages("solstis")[0].text[:50] in out  # the text has the room beside (or under) the id


def test_a_wide_terminal_keeps_the_passages_table():
    out = referee("passages", "solstis", width=160)
    assert "┃" in out and ELLIPSIS not in out


def test_show_panel_title_is_the_whole_id_and_the_section_is_not_cut():
    pid = "gnome-hollow/nl/opzetten-van-het-spel-spelers/6"
    out = referee("show", pid)
    assert pid in out.splitlines()[0]
    assert "Opzetten van het spel: Spelers" in out and ELLIPSIS not in out


def test_crosscheck_via_and_ids_are_not_cut():
    pairs = json.loads(referee("crosscheck", "gnome-hollow", "--langs", "es,nl", "--json"))["pairs"]
    out = referee("crosscheck", "gnome-hollow", "--langs", "es,nl")
    ids = {side["passage_id"] for p in pairs for side in (p["a"], p["b"])}
    assert [pid for pid in ids if not re.search(rf"{re.escape(pid)}(\s|$)", out)] == []
    vias = {p["via"].removeprefix("engine-rule:") for p in pairs if p["via"] != "alignment"}
    assert vias and [v for v in vias if f"cited together by rule {v}" not in out] == []


def test_table_help_is_readable_at_80_columns():
    out = referee("table", "--help")
    # each option's help wraps to at most three lines in the options panel
    rows = re.findall(r"^│ [ *] +(--[\w-]+)", out, re.M)
    assert {"--game", "--lang", "--top", "--json", "--details", "--no-build-index"} <= set(rows)
    panel = out[out.index("Options") :].splitlines()[1:-1]
    starts = [i for i, line in enumerate(panel) if re.match(r"│ [ *] +--", line)] + [len(panel)]
    tallest = max(b - a for a, b in zip(starts, starts[1:], strict=False))
    assert tallest <= 3, out


def test_games_keeps_every_game_id_whole_on_a_narrow_terminal():
    """At 30 columns the table cut every id to 'gn…' (at 20 to '…'): the id is what the user types next."""
    from referee.rulebooks import games

    for width in (20, 30, 80):
        out = referee("games", width=width)
        assert all(re.search(rf"(^|\s){re.escape(g)}(\s|$)", out, re.M) for g in games()), (width, out)
        assert ELLIPSIS not in out, (width, out)


def test_games_speaks_the_asked_language():
    out = referee("games", "--lang", "ru")
    assert t("passages.games_title", "ru") in out and t("passages.col_players", "ru") in out


def test_an_id_longer_than_a_phone_is_wide_breaks_only_after_a_slash():
    """At 40 columns "gnome-hollow/nl/opzetten-van-het-spel-spelers/6" (47 characters) came out as
    "...het-spel-sp" + "elers/6": cut inside a word (new-user walk (a), newuser14). It breaks after a slash."""
    out = referee("ask", "Mag ik twee paden verbinden als er op allebei een kabouter staat?", "--lang", "nl", width=40)
    lines = [line.strip() for line in out.splitlines()]
    start = next(i for i, line in enumerate(lines) if line.endswith("gnome-hollow/nl/"))
    assert lines[start + 1] == "opzetten-van-het-spel-spelers/6", lines[start : start + 2]


def test_help_on_a_phone_wide_terminal_lists_every_command_argument():
    """Below 60 columns the help is laid out one name per line; a command with an argument (`dispute GAME`,
    `ask QUESTION`) once failed there with an AttributeError of the click that typer vendors."""
    for command, argument in (("dispute", "game"), ("ask", "question"), ("check", "position"), ("add", "file")):
        out = referee(command, "-h", width=45)
        assert out.startswith("\n") or "Usage" in out
        assert re.search(rf"^{argument}\s*$", out, re.M | re.I), (command, out[:400])


def test_games_shows_a_fixed_player_count_once():
    """Solstis is a two-player game: "2", not "2-2"."""
    out = referee("games", width=120).splitlines()
    assert "2-2" not in next(line for line in out if "solstis" in line)
    assert " 2 " in next(line for line in out if "solstis" in line)
    assert "2-4" in next(line for line in out if "mycelium" in line)
