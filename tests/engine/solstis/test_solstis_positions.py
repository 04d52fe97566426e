"""Impossible or malformed Solstis positions are refused with the file, the field path and the problem."""

import copy
import re
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from referee.adjudicator.check import check_file
from referee.cli.app import app
from referee.engine.solstis import ENGINE
from referee.errors import InputError

SCENARIOS = Path(__file__).parent / "scenarios"
BASE = yaml.safe_load((SCENARIOS / "capture-same-colour.yaml").read_text(encoding="utf-8"))["position"]


def parse(mutate):
    pos = copy.deepcopy(BASE)
    mutate(pos)
    return ENGINE.parse_position(pos, "pos.yaml")


@pytest.mark.parametrize(
    "mutate,field,words",
    [
        (lambda p: p["players"]["anna"]["hand"].append("2_8"), "position.queue[0].up", "also at players.anna.hand[3]"),
        (lambda p: p["players"]["anna"]["hand"].append("6_9"), "position.players.anna.hand", "not a tile"),
        (
            lambda p: p["players"]["anna"]["panorama"].update({"3_3": "3_4"}),
            "position.players.anna.panorama.3_3",
            "own tile",
        ),
        (
            lambda p: p["players"]["anna"]["spirits"].append({"spirit": "Лиса", "square": "1_4"}),
            "position.players.anna.spirits[0].spirit",
            "expansion",
        ),
        (
            lambda p: p["players"]["anna"]["spirits"].append({"spirit": "Волк", "square": "2_5"}),
            "position.players.anna.spirits[0].square",
            "complete 2x2",
        ),
        (
            lambda p: p["players"]["anna"]["spirits"].append({"spirit": "Волк", "square": "1_4", "colour": "brown"}),
            "position.players.anna.spirits[0].square",
            "complete 2x2",
        ),
        (lambda p: p.update(expansion=True, beginner=True), "position.beginner", "not combined"),
        (lambda p: p["players"].update(cleo={}), "position.players", "3 players; Solstis is for 2 players"),
        (lambda p: p.update(turn="cleo"), "position.turn", "not a player"),
        (lambda p: p["spirit_deck"].insert(0, "Пчела"), "position.spirit_deck[0]", "exists once"),
        (lambda p: p.update(rainbows_left=12), "position.rainbows_left", "exceed"),
        (lambda p: p["draw_pile"].extend(["?"] * 30), "position.draw_pile", "the game has 48"),
        (lambda p: p.update(surprise=1), "position.surprise", "unknown field"),
    ],
)
def test_impossible_positions_name_the_field(mutate, field, words):
    with pytest.raises(InputError) as e:
        parse(mutate)
    assert e.value.file == "pos.yaml"
    assert e.value.field.startswith(field), e.value.field
    assert words in e.value.problem, e.value.problem


def test_wrong_spirit_colour_is_refused():
    def mutate(p):
        p["players"]["anna"]["panorama"]["2_5"] = "2_5"
        p["players"]["anna"]["hand"].remove("2_5")
        p["players"]["anna"]["spirits"] = [{"spirit": "Волк", "square": "1_4", "colour": "brown"}]

    with pytest.raises(InputError) as e:
        parse(mutate)
    assert e.value.field == "position.players.anna.spirits[0].colour"


def test_unquoted_yaml_tiles_are_read(tmp_path):
    """YAML reads 2_5 as the integer 25 and 1_10 as 110; both mean the tile."""
    text = (SCENARIOS / "capture-same-colour.yaml").read_text(encoding="utf-8")
    text = re.sub(r"'(\d_\d+)'", r"\1", text)  # unquote the tiles ("?" must stay quoted in YAML)
    doc = yaml.safe_load(text)
    assert doc["position"]["players"]["anna"]["hand"][0] == 25
    pos = ENGINE.parse_position(doc["position"], "t")
    assert pos.players["anna"].hand[0] == "2_5" and "1_10" in pos.players["boris"].panorama


def test_template_is_a_legal_capture(tmp_path):
    f = tmp_path / "t.yaml"
    f.write_text(ENGINE.template(), encoding="utf-8")
    v = check_file(f)
    assert v.verdict == "legal"
    assert "solstis.capture.same-value-or-colour" in v.rule_ids()
    assert v.position.players["anna"].panorama["2_8"] == "2_8"


def test_cli_bad_input_exit_2_without_traceback(tmp_path):
    doc = {"game": "solstis", "position": copy.deepcopy(BASE)}
    doc["position"]["queue"][0]["up"] = "7_1"
    f = tmp_path / "bad.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(f)])
    assert r.exit_code == 2
    assert "position.queue[0].up" in r.output and "Traceback" not in r.output


def test_cli_score_prints_totals(tmp_path):
    doc = yaml.safe_load((SCENARIOS / "score-base-game.yaml").read_text(encoding="utf-8"))
    f = tmp_path / "end.yaml"
    f.write_text(yaml.safe_dump({"game": "solstis", "position": doc["position"]}, allow_unicode=True), encoding="utf-8")
    import json

    r = CliRunner().invoke(app, ["score", str(f), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["scores"] == {"anna": 22, "boris": 13}


def test_short_forms_counts_and_pairs():
    pos = copy.deepcopy(BASE)
    pos["draw_pile"] = 13
    pos["spirit_deck"] = 11
    pos["players"]["boris"]["hand"] = 3
    pos["queue"] = [["2_8", "6_4"], 44, "3_10"]
    p = ENGINE.parse_position(pos, "t")
    assert p.draw_pile == ["?"] * 13 and p.spirit_deck == ["?"] * 11 and p.players["boris"].hand == ["?"] * 3
    assert (p.queue[0].up, p.queue[0].down, p.queue[1].up, p.queue[2].up) == ("2_8", "6_4", "4_4", "3_10")


def test_template_accounts_for_every_component():
    pos = ENGINE.parse_position(yaml.safe_load(ENGINE.template())["position"], "t")
    assert ENGINE.invariants(pos) == []


def test_short_forms_panorama_list_rainbows_spirit_map_evil_holder():
    pos = copy.deepcopy(BASE)
    pos["players"]["anna"]["panorama"] = ["1_4", "1_5", "2_4", "1_6", "3_6"]
    pos["players"]["anna"]["rainbows"] = ["2_6"]
    pos["players"]["boris"]["spirits"] = {"1_9": "Bee"}
    pos["evil_spirit"] = "boris"
    p = ENGINE.parse_position(pos, "t")
    assert p == ENGINE.parse_position(BASE, "t")
    pos["players"]["anna"]["rainbows"] = "2_6"
    with pytest.raises(InputError) as e:
        ENGINE.parse_position(pos, "t")
    assert e.value.field == "position.players.anna.rainbows"


def _as_position_file(tmp_path, scenario: str):
    doc = yaml.safe_load((SCENARIOS / f"{scenario}.yaml").read_text(encoding="utf-8"))
    f = tmp_path / f"{scenario}.yaml"
    out = {"game": "solstis", "position": doc["position"], "move": doc["move"]}
    f.write_text(yaml.safe_dump(out, allow_unicode=True), encoding="utf-8")
    return f


def test_cli_check_exit_codes_and_russian_citations(tmp_path):
    import json

    for scenario, code, verdict in [
        ("capture-same-colour", 0, "legal"),
        ("spirit-one-per-turn-illegal", 1, "illegal"),
        ("second-chance-unknown-top", 3, "undetermined"),
    ]:
        r = CliRunner().invoke(app, ["check", str(_as_position_file(tmp_path, scenario)), "--json", "--lang", "nl"])
        assert r.exit_code == code, r.output
        out = json.loads(r.output)
        assert out["verdict"] == verdict
        first = out["reasons"][0]
        assert first["citations"][0]["passage_id"].startswith("solstis/ru/")
        assert first["citations"][0]["lang"] == "ru" and first["statement_lang"] == "nl"
        if verdict == "undetermined":
            assert [n["fact"] for n in out["needs"]] == ["position.draw_pile[0]"]


def test_a_square_may_be_given_by_its_four_cells():
    m = ENGINE.parse_move({"type": "play", "tile": "2_5", "spirit": {"square": ["2_5", "2_4", "1_5", "1_4"]}}, "m")
    assert m.spirit[0].square == "1_4"
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "play", "tile": "2_5", "spirit": {"square": ["2_5", "2_4", "1_5", "1_7"]}}, "m")
    assert e.value.field == "move.spirit.square" and "2x2" in e.value.problem


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("ru", "каждый тайл земли существует в одном экземпляре"),
        ("es", "cada loseta de tierra existe una sola vez"),
        ("nl", "elke landtegel bestaat maar één keer"),
    ],
)
def test_a_tile_given_twice_is_refused_in_the_readers_language(tmp_path, lang: str, said: str):
    """The text's "Ни одна плитка земли не дублируется": a hand tile also on the panorama is refused in the
    reader's language (it was the engine's English in a Russian answer)."""
    doc = yaml.safe_load((SCENARIOS / "effect-beetle.yaml").read_text(encoding="utf-8"))
    doc["position"]["players"]["anna"]["hand"] = ["2_5", "1_4", "1_2"]  # 1_4 is on her panorama
    path = tmp_path / "twice.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(path), "--lang", lang])
    assert r.exit_code == 2
    out = " ".join(r.output.split())
    assert said in out and "every land tile" not in out, out
