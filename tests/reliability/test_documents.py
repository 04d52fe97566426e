"""The safe document reader (referee.documents): what it must still read, and what it must refuse."""

import codecs

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.documents import MAX_NUMBER, parse_text
from referee.engine.registry import available_engines, engine_for
from referee.errors import InputError

runner = CliRunner()


def _verdict(path):
    r = runner.invoke(app, ["check", str(path), "--json"])
    return r.exit_code, r.stdout


@pytest.mark.parametrize("game", available_engines())
def test_a_bracket_heavy_comment_or_string_is_not_nesting(game, tmp_path):
    plain = tmp_path / "plain.yaml"
    plain.write_text(engine_for(game).template(), encoding="utf-8")
    noisy = tmp_path / "noisy.yaml"
    brackets = "[" * 140 + "{" * 140
    noisy.write_text(f"# {brackets}\nname: '{brackets} is only text'\n" + engine_for(game).template(), encoding="utf-8")
    code, out = _verdict(noisy)
    assert code != 2, out
    assert (code, out) == _verdict(plain)


def test_real_nesting_is_still_refused():
    with pytest.raises(InputError, match="nested too deeply"):
        parse_text("a: " + "[" * 200 + "]" * 200 + "  # a comment\n", "deep.yaml")


@pytest.mark.parametrize(
    "codec, bom",
    [
        ("utf-16-le", codecs.BOM_UTF16_LE),
        ("utf-16-be", codecs.BOM_UTF16_BE),
        ("utf-32-le", codecs.BOM_UTF32_LE),
        ("utf-8", codecs.BOM_UTF8),
    ],
)
def test_text_with_a_byte_order_mark_is_read_as_its_encoding(codec, bom, tmp_path):
    text = engine_for("mycelium").template()
    utf8 = tmp_path / "utf8.yaml"
    utf8.write_text(text, encoding="utf-8")
    marked = tmp_path / f"{codec}.yaml"
    marked.write_bytes(bom + text.encode(codec))
    assert _verdict(marked) == _verdict(utf8)


def test_duplicate_keys_in_nested_mappings_name_both_lines():
    with pytest.raises(InputError, match=r"duplicate key 'hand' at line 4 \(first at line 3\)"):
        parse_text("game: mycelium\nposition:\n  hand: [a]\n  hand: [b]\n", "dup.yaml")
    # the same key in two different mappings is no duplicate, nor are a merge's overrides
    assert parse_text("a: {x: 1}\nb: {x: 2}\nc: &c {y: 1}\nd: {<<: *c, y: 2}\n", "ok.yaml")["d"] == {"y": 2}


def test_numbers_are_bounded_and_a_long_number_is_blamed_on_its_own_field():
    with pytest.raises(InputError) as e:
        parse_text("game: g\nposition:\n  players:\n    - {colour: red, spores: " + "7" * 4000 + "}\n", "long.yaml")
    assert e.value.field == "position.players[0].spores"
    with pytest.raises(InputError) as e:
        parse_text(f"position: {{seed: {MAX_NUMBER + 1}}}", "big.yaml")
    assert e.value.field == "position.seed"
    assert parse_text(f"position: {{seed: {MAX_NUMBER}}}", "ok.yaml") == {"position": {"seed": MAX_NUMBER}}
