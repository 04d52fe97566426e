"""Both spirit naming systems (the Russian text's and the publisher's English) find the same spirit, in positions
and in moves, and give the same verdict."""

from pathlib import Path

import pytest
import yaml

from referee.engine.solstis import ENGINE, names
from referee.errors import InputError

SCENARIOS = Path(__file__).parent / "scenarios"

SAME = [
    ("Лягушка", "Lizard", "Salamander", "lyagushka", "frog"),
    ("Муха", "Dragonfly", "mukha", "MUHA", "fly"),
    ("Мотылек", "Мотылёк", "Butterfly", "motylek", "moth"),
    ("Сурок", "Groundhog", "surok", "marmot"),
    ("Божья коровка", "Ladybug", "bozhya korovka", "божья-коровка"),
    ("Святая Корова", "Holy Cow", "cow", "svyataya korova"),
    ("Феникс", "Phoenix", "feniks"),
    ("Гадюка", "Viper", "gadyuka"),
    ("Лиса", "Fox", "lisa"),
    ("Орел", "Орёл", "Eagle", "orel"),
    ("Злой дух", "evil spirit", "zloy dukh"),
    # the Spanish and Dutch names of this tool's statements, accents optional
    ("Гадюка", "Víbora", "vibora", "Adder"),
    ("Божья коровка", "Mariquita", "Lieveheersbeestje"),
    ("Лягушка", "Lagarto", "Salamandra", "Hagedis"),
]


@pytest.mark.parametrize("spellings", SAME, ids=[s[1] for s in SAME])
def test_every_spelling_finds_one_spirit(spellings):
    found = {names.canonical(s) for s in spellings}
    assert len(found) == 1 and None not in found, found


def test_every_spirit_has_a_russian_and_an_english_name():
    for spirit in names.all_names(expansion=True):
        assert names.canonical(names.RUSSIAN[spirit]) == spirit
        assert names.canonical(spirit.upper()) == spirit
    assert len(names.all_names(expansion=False)) == 14 and len(names.all_names(expansion=True)) == 18


def test_unknown_name_is_not_guessed():
    assert names.canonical("Дракон") is None
    assert names.canonical("") is None


def _load(name):
    return yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))


def _verdict(doc, keep):
    position = ENGINE.parse_position(doc["position"], "test")
    move = dict(doc["move"])
    move["spirit"] = {**move["spirit"], "keep": keep}
    v = ENGINE.judge(position, ENGINE.parse_move(move, "test"))
    return v.verdict, [r.rule.id for r in v.reasons], [(e.rule.id, str(e.what)) for e in v.events]


@pytest.mark.parametrize(
    "scenario,spellings",
    [
        ("spirit-open-russian-name", ["Сурок", "Groundhog", "surok", "marmot"]),
        ("spirit-draw-two-keep-one", ["Лягушка", "Lizard", "salamander", "lyagushka"]),
        ("effect-dragonfly-russian", ["Муха", "Dragonfly", "muha", "fly"]),
        ("effect-blue-butterfly", ["Мотылек", "Butterfly", "moth"]),
    ],
)
def test_moves_in_either_naming_system_give_the_same_ruling(scenario, spellings):
    doc = _load(scenario)
    rulings = {_verdict(doc, s) == _verdict(doc, spellings[0]) for s in spellings}
    assert rulings == {True}
    assert _verdict(doc, spellings[0])[0] == "legal"


def test_positions_accept_either_name_for_met_spirits():
    doc = _load("score-base-game")
    a = ENGINE.parse_position(doc["position"], "t")
    doc["position"]["players"]["anna"]["spirits"][0]["spirit"] = "Salamander"
    b = ENGINE.parse_position(doc["position"], "t")
    assert a.players["anna"].spirits[0].spirit == b.players["anna"].spirits[0].spirit == "lizard"


def test_unknown_spirit_name_names_the_field():
    doc = _load("spirit-open-russian-name")
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({**doc["move"], "spirit": {"square": "1_4", "keep": "Дракон"}}, "m.yaml")
    assert e.value.file == "m.yaml"
    assert e.value.field == "move.spirit.keep"  # as the move wrote it: one meeting, not a list
    assert "unknown spirit 'Дракон'" in e.value.problem
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({**doc["move"], "spirit": [{"square": "1_4", "keep": "Дракон"}]}, "m.yaml")
    assert e.value.field == "move.spirit[0].keep"  # a list of meetings: its index


def test_a_misspelt_name_gets_suggestions():
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "play", "tile": "2_5", "spirit": {"square": "1_4", "keep": "Мотылк"}}, "m.yaml")
    assert "did you mean: Мотылек" in e.value.problem
