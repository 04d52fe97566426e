"""`referee schema GAME`: the JSON Schema of a position file, from the engine's models. Every template and every
scenario file of the game validates against it (an editor never marks a file the tool reads as wrong), and it
catches what the tool refuses (a misspelt field, a wrong type)."""

import glob
import json

import jsonschema
import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for

GAMES = ["gnome-hollow", "mycelium", "queens-garden", "solstis"]
runner = CliRunner()


def _schema(game: str) -> dict:
    r = runner.invoke(app, ["schema", game])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.mark.parametrize("game", GAMES)
def test_every_template_and_scenario_validates(game):
    validator = jsonschema.Draft202012Validator(_schema(game))
    docs = {"template": yaml.safe_load(engine_for(game).template())}
    for f in glob.glob(f"tests/engine/{game.replace('-', '_')}/scenarios/*.yaml"):
        docs[f] = yaml.safe_load(open(f, encoding="utf-8"))
    assert len(docs) > 10
    for name, doc in docs.items():
        doc = {k: doc[k] for k in ("game", "position", "move", "note") if k in doc}
        errors = [f"{list(e.path)}: {e.message[:100]}" for e in validator.iter_errors(doc)]
        assert not errors, f"{name}: {errors[:3]}"


@pytest.mark.parametrize("game", GAMES)
def test_the_schema_refuses_a_misspelt_top_field_and_a_wrong_game(game):
    validator = jsonschema.Draft202012Validator(_schema(game))
    doc = yaml.safe_load(engine_for(game).template())
    assert not list(validator.iter_errors(doc))
    assert list(validator.iter_errors({**doc, "positon": {}}))
    assert list(validator.iter_errors({**doc, "game": "chess"}))


def test_new_position_names_the_schema_and_writes_it_beside(tmp_path):
    out = tmp_path / "pos.yaml"
    r = runner.invoke(app, ["new-position", "mycelium", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert out.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema=referee-mycelium.schema.json")
    schema = json.loads((tmp_path / "referee-mycelium.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["game"] == {"const": "mycelium", "description": "The game id."}
    r = runner.invoke(app, ["check", str(out), "--json"])
    assert r.exit_code in (0, 1, 3), r.output


def test_a_note_that_is_not_text_is_bad_input():
    """A position file's `note` is for people: text. An empty position made a wrong-typed note pass unnoticed."""
    import pytest

    from referee.adjudicator.check import position_from_document
    from referee.errors import InputError

    with pytest.raises(InputError) as e:
        position_from_document({"game": "queens-garden", "position": {}, "note": {"a": 1}}, "p.yaml")
    assert (e.value.file, e.value.field) == ("p.yaml", "note")
    assert position_from_document({"game": "queens-garden", "position": {}, "note": "ours"}, "p.yaml")
