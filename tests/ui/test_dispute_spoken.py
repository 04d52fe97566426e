"""Disputes told to `referee dispute` from a pipe in Spanish, Dutch and Russian the way a player types at the table
(tests/ui/dispute_words.py, ``spoken``): yes / no in capitals or without accents, numbers as words ("cuatro",
"vier", "четыре"), "ninguno" / "geen" / "никакой" for an empty list, a choice's name without its accents, a joker,
a colour, a pattern or a flower in the player's language (the move's own fields too: ``-a move.hex=comodín``),
and one answer that says neither yes nor no, which the pipe does not understand, says so in the player's
language and asks again. The dialogue reaches the full scenario's verdict, and the position it saved holds the
game's ids (``joker``, ``blue/leaf``), not the player's words."""

from __future__ import annotations

import pytest
import yaml
from typer.testing import CliRunner

from referee.engine.registry import engine_for
from tests.engine.test_scenarios import HERE, _answer_verdict
from tests.ui.dispute_words import NOT_UNDERSTOOD, told
from tests.ui.test_dispute_variations import EXIT, WORD, pipe_dispute

runner = CliRunner()
RETRY = {"es": "no se entiende «quizás»", "nl": "niet begrepen: «misschien»", "ru": "непонятно: «может быть»"}
SPOKEN = [  # each with words a player says in their language: a spirit, a joker, colours, numbers, none
    "solstis/effect-bear",
    "solstis/end-pass-out-of-turn-illegal",
    "solstis/spirit-open-none-face-up-illegal",
    "queens_garden/place-joker-illegal",
    "queens_garden/pay-all-but-placed-tile-by-jokers-legal",
    "queens_garden/pass-discard-whole-storage",
    "gnome_hollow/consent-given-legal",
    "gnome_hollow/flower-market-one-new-flower",
    "mycelium/gather-mush-room-deck-empty-one-in-discard",
    "mycelium/gather-birch-three-gatherers-two-bonded",
]


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("variation", SPOKEN)
def test_a_dispute_told_in_the_words_a_player_types_gets_the_scenarios_verdict(variation: str, lang: str, tmp_path):
    game_dir, scenario = variation.split("/")
    path = HERE / game_dir / "scenarios" / f"{scenario}.yaml"
    full = _answer_verdict(path)
    said = told(game_dir, scenario, lang, spoken=True)
    saved = tmp_path / "position.yaml"
    r = pipe_dispute(said, lang, saved)
    assert r.exit_code == EXIT[full.verdict], f"{variation} [{lang}] {said.piped}: {r.output[-1500:]}"
    out = " ".join(r.output.split())
    assert WORD[lang][full.verdict] in out, out[-600:]
    if NOT_UNDERSTOOD[lang] in said.piped:
        assert RETRY[lang] in out, out[:1500]
    doc = yaml.safe_load(saved.read_text(encoding="utf-8"))
    eng = engine_for(said.game)
    move = yaml.safe_load(path.read_text(encoding="utf-8"))["move"]
    assert eng.parse_move(doc["move"], "saved") == eng.parse_move(move, "scenario"), f"{variation} [{lang}]"
    again = eng.judge(eng.parse_position(doc["position"], str(saved)), eng.parse_move(doc["move"], str(saved)))
    assert again.verdict == full.verdict, f"{variation} [{lang}]"


def test_the_spoken_dialogues_say_words_the_menus_do_not_show():
    """The helper tells them in other words than the menus' (else the test above would prove nothing new)."""
    said = told("queens_garden", "pay-all-but-placed-tile-by-jokers-legal", "es", spoken=True)
    assert "move.hex=azul/hoja" in said.given and "cuatro" in said.lines and "SI" in said.lines
    said = told("queens_garden", "place-joker-illegal", "ru", spoken=True)
    assert "move.hex=джокер" in said.given
    said = told("mycelium", "gather-mush-room-deck-empty-one-in-discard", "nl", spoken=True)
    assert {"geen", "nul", "drie"} <= set(said.lines) and said.piped.count("misschien") == 1
