"""`referee new-position GAME --lang L`: the template's comments in the player's language (--lang, else the
locale), its keys and values unchanged (the contract's), so `referee check` on it gives the English template's
verdict; `--move TYPE` says its heads, field notes and the facts' questions (choices with their meanings) in L."""

from __future__ import annotations

import pytest
import yaml
from typer.testing import CliRunner

from referee.adjudicator.move_template import move_template
from referee.cli.app import app
from referee.engine.core.template_lang import comment_of, comment_table
from referee.engine.registry import engine_for

runner = CliRunner()
GAMES = ("gnome-hollow", "queens-garden", "solstis", "mycelium")
LANGS = ("es", "nl", "ru")


def _comments(text: str) -> list[str]:
    return [c[2] for line in text.splitlines() if (c := comment_of(line))]


def _package(game: str):
    import sys
    from pathlib import Path

    eng = engine_for(game)
    return Path(sys.modules[type(eng).__module__].__file__ or "").parent


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_comment_is_translated_and_the_data_is_the_english_templates(game, lang):
    eng = engine_for(game)
    english, theirs = eng.template(), eng.template_in(lang)
    assert yaml.safe_load(theirs) == yaml.safe_load(english)  # keys and values: the contract's, untouched
    table = comment_table(_package(game), lang)
    missing = [c for c in _comments(english) if c not in table]
    assert not missing, f"{game}: comments without a {lang} translation: {missing[:3]}"
    changed = [c for c in _comments(theirs) if c not in _comments(english)]
    prose = [c for c in _comments(english) if table[c] != c]  # a YAML example maps to itself
    assert len(changed) >= len(prose) > len(_comments(english)) // 2, f"{game}: {lang} comments not translated"


@pytest.mark.parametrize("game", GAMES)
def test_the_translated_template_checks_as_the_english_one(game, tmp_path):
    verdicts = {}
    for lang in ("en", "ru"):
        path = tmp_path / f"{lang}.yaml"
        assert runner.invoke(app, ["new-position", game, "--lang", lang, "-o", str(path)]).exit_code == 0
        r = runner.invoke(app, ["check", str(path), "--json"])
        verdicts[lang] = (r.exit_code, yaml.safe_load(r.output)["verdict"])
    assert verdicts["ru"] == verdicts["en"]


def test_the_language_comes_from_lang_else_the_locale():
    dutch = runner.invoke(app, ["new-position", "gnome-hollow", "--lang", "nl"])
    assert dutch.exit_code == 0 and "# Pas de tuin, de spelers en de zet aan" in dutch.output
    assert "phase: place}" in dutch.output  # the values stay as they are
    spanish = runner.invoke(app, ["new-position", "queens-garden"], env={"LANG": "es_ES.UTF-8"})
    assert "# los comodines pueden sustituir losetas del pago" in spanish.output
    english = runner.invoke(app, ["new-position", "queens-garden"], env={"LANG": "C"})
    assert "# jokers may stand in for payment tiles" in english.output


def test_a_move_template_speaks_the_language_and_names_each_choice_with_its_meaning():
    text = move_template("solstis", "play", "ru")
    assert "# Позиция solstis для одного хода `play`" in text and "# факты, о которых могут спросить правила" in text
    assert "# in-hand:    # " in text and "Is {tile}" not in text and "{tile}" in text  # its placeholder, in Russian
    assert "tile:    # обязательно: Какой тайл из руки вы играете?" in text
    assert yaml.safe_load(text) == yaml.safe_load(move_template("solstis", "play"))  # the same file, other comments
    from referee.adjudicator.move_template import _fact_lines
    from referee.engine.gnome_hollow.turn import TURN_STEP

    (es,) = [line for line in _fact_lines([TURN_STEP], "es") if "turn-step" in line]
    assert "(uno de: place (su turno, aún sin losetas colocadas), gnome (su turno, losetas colocadas)," in es
    (en,) = [line for line in _fact_lines([TURN_STEP], "en") if "turn-step" in line]
    assert "(one of: place (their turn, no tiles placed yet), gnome (their turn, tiles placed)," in en


def _field_notes(text: str) -> dict[str, str]:
    """{field: its note} of a move template's ``move:`` lines (``  tile:    # required: ...``, commented or not)."""
    body = text.split("\nmove:\n", 1)[1]
    out = {}
    for line in body.splitlines()[1:]:  # after `type:`
        name, _, note = line.strip().removeprefix("# ").partition(":    # ")
        out[name] = note.partition(": ")[2]
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_move_fields_note_is_in_the_language(game, lang):
    """No field of any move type keeps its English note ("which copies; omit to let the engine take all")."""
    for kind in engine_for(game).move_types():
        english, theirs = _field_notes(move_template(game, kind, "en")), _field_notes(move_template(game, kind, lang))
        assert theirs.keys() == english.keys()
        same = [f"{kind}.{f}: {n}" for f, n in english.items() if n and theirs[f] == n]
        assert not same, f"{game} [{lang}]: notes still in English: {same}"


def test_a_notes_english_is_the_move_models_own_description():
    """A note translates the model's description: changed in the model, the note (and its translations) must follow."""
    from referee.adjudicator.move_template import NOTES

    for (game, name), note in NOTES.items():
        eng = engine_for(game)
        described = {
            m.model_fields[name].description for k in eng.move_types() if name in (m := eng.move_model(k)).model_fields
        }
        assert described - {None} == {note.en}, (game, name, described)
