"""With --json, a command line typer itself refuses (a missing argument, an unknown option, a value out of
range, an option without its value) prints the error as JSON on stdout, exit 2, like every other refusal:
stdout was empty and only typer's box said why (found attacking the CLI with scripts in mind)."""

import json
import sys

import pytest

from referee.cli import app as cli


def run_main(monkeypatch, capsys, args: list[str]) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "argv", ["referee", *args])
    with pytest.raises(SystemExit) as done:
        cli.main()
    out = capsys.readouterr()
    return done.value.code, out.out, out.err


@pytest.mark.parametrize(
    ("args", "field", "said"),
    [
        (["check", "--json"], "position", "Missing argument"),
        (["ask", "--json", "--top", "0", "Can I pass?"], "--top", "--top"),
        (["check", "--json", "--bogus", "pos.yaml"], None, "No such option: --bogus"),
        (["passages", "--json", "--lang"], None, "requires an argument"),
        (["table", "--json"], "--game", "Missing option"),
    ],
)
def test_a_refused_command_line_is_json_on_stdout(monkeypatch, capsys, args, field, said):
    code, out, err = run_main(monkeypatch, capsys, args)
    assert code == 2
    data = json.loads(out)
    assert said in data["error"] and data["field"] == field and data["file"] is None
    assert said in err  # people still read it on stderr


def test_without_json_typer_still_explains_in_its_own_box(monkeypatch, capsys):
    code, out, err = run_main(monkeypatch, capsys, ["check"])
    assert code == 2 and out == "" and "Missing argument" in err


def test_exit_codes_of_verdicts_are_kept_with_json(monkeypatch, capsys):
    illegal = "tests/engine/mycelium/scenarios/build-two-own-paths-on-one-edge.yaml"
    code, out, _ = run_main(monkeypatch, capsys, ["check", illegal, "--json"])
    assert code == 1 and json.loads(out)["verdict"] == "illegal"
    code, out, _ = run_main(monkeypatch, capsys, ["games", "--json"])
    assert code == 0 and json.loads(out)
