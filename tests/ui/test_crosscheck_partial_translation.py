"""A translator checking one page of a rulebook got every other passage of the original listed as "only in ru"
(37 of them, longer than the findings; found by the session-18 new-user helper). The first ten are listed, then
how many more; --all-flags lists them all, --json always has them all."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.crosscheck_cmd import ONLY_SHOWN

runner = CliRunner()
PAGE = "Beurtvolgorde\n\nKies in je beurt een tegel uit je hand en kijk of je daarmee een tegel verovert.\n"


def _check(tmp_path, *flags: str):
    page = tmp_path / "page.nl.txt"
    page.write_text(PAGE, encoding="utf-8")
    args = ["crosscheck", "solstis", "--langs", "ru,nl", "--file", str(page), "--lang", "en", *flags]
    return runner.invoke(app, args, env={"COLUMNS": "200"})


def test_the_rest_of_the_original_is_summed_up_not_listed_whole(tmp_path):
    data = json.loads(_check(tmp_path, "--json").stdout)
    only_ru = [p for p in data["unmatched"] if p["lang"] == "ru"]
    # the page's own section's other passages are all listed (most likely left out); of the rest, the first ten
    near = [p for p in only_ru if p["in_paired_section"]]
    rest = len(only_ru) - len(near)
    assert near and rest > ONLY_SHOWN + 2
    out = _check(tmp_path).output
    listed = [line for line in out.splitlines() if line.strip().startswith("solstis/ru/")]
    assert len(listed) == len(near) + ONLY_SHOWN and f"… and {rest - ONLY_SHOWN} more" in out
    every = _check(tmp_path, "--all-flags").output
    assert all(p["passage_id"] in every for p in only_ru) and "more (--all-flags" not in every
