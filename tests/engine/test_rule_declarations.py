"""Every rule every engine can cite: its quotes are verbatim in the source, its statement exists in all
four UI languages, and its id names its game. (The XMage habit: generated rule text checked against the
official text.)"""

import pytest

from referee.engine.registry import available_engines, engine_for
from referee.languages import LANGS
from referee.rulebooks import source

GAMES = available_engines()


@pytest.mark.parametrize("game", GAMES)
def test_every_quote_is_verbatim_in_its_source(game):
    book = engine_for(game).rulebook
    assert len(book) > 0
    for rule in book:
        assert rule.quotes or rule.facts, f"{rule.id} cites nothing"
        for q in rule.quotes:
            assert q.text in source(game, q.lang).text, f"{rule.id}: {q.text!r}"
            q.resolve()  # inside one passage


@pytest.mark.parametrize("game", GAMES)
def test_every_statement_exists_in_every_ui_language(game):
    for rule in engine_for(game).rulebook:
        missing = [lang for lang in LANGS if not rule.statements.get(lang, "").strip()]
        assert not missing, f"{rule.id}: no statement in {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_rule_ids_name_their_game(game):
    for rule in engine_for(game).rulebook:
        assert rule.id.split(".")[0] in (game, game.replace("-", "_")), rule.id


@pytest.mark.parametrize("game", GAMES)
def test_template_is_a_valid_position(game, tmp_path):
    from referee.adjudicator.check import check_file

    engine = engine_for(game)
    f = tmp_path / "pos.yaml"
    f.write_text(engine.template(), encoding="utf-8")
    verdict = check_file(f)
    assert verdict.verdict in ("legal", "illegal", "undetermined")
