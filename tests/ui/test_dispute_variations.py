"""The texts' variations (tests/engine/EXAMPLES.md) told to `referee dispute` from a pipe in Spanish, Dutch and
Russian, as a player at the table tells them: the move as ``-a`` answers, its name and every answer after it in
the player's words (tests/ui/dispute_words.py). The dialogue reaches the full scenario's verdict (the exit code),
says it in the player's language, and the position it saved is decided by the same rule as the full scenario."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from click.testing import Result
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from tests.engine.test_scenarios import HERE, _answer_verdict
from tests.ui.dispute_words import Told, told

runner = CliRunner()
EXIT = {"legal": 0, "illegal": 1, "undetermined": 3}
WORD = {  # the verdict's heading as each language prints it
    "es": {"legal": "PERMITIDA", "illegal": "ILEGAL", "undetermined": "SIN DETERMINAR"},
    "nl": {"legal": "TOEGESTAAN", "illegal": "NIET TOEGESTAAN", "undetermined": "ONBESLIST"},
    "ru": {"legal": "РАЗРЕШЕНО", "illegal": "ЗАПРЕЩЕНО", "undetermined": "НЕ ОПРЕДЕЛЕНО"},
}
VARIATIONS = [  # game directory / scenario: one of each kind the texts give (a threshold, an exception, ...)
    "solstis/end-pass-out-of-turn-illegal",
    "solstis/effect-eagle-last-tile-of-pile",
    "solstis/effect-deer-pile-empty",
    "solstis/effect-groundhog-pile-empty",
    "solstis/spirit-open-none-face-up-illegal",
    "solstis/spirit-draw-two-deck-empty-illegal",
    "solstis/rainbow-next-to-a-rainbow-only",
    "solstis/effect-dragonfly-pile-empty-no-compensation",
    "solstis/fireflies-three-at-once-make-four-wins",
    "queens_garden/pass-last-of-four-no-marker",
    "queens_garden/pass-first-with-discard",
    # a colour or pattern given with -a before the move is named: not offered (and overwritten) again as optional
    "queens_garden/acquire-one-identical-copy-legal",
    "queens_garden/acquire-pattern-one-identical-copy-legal",
    "queens_garden/acquire-pattern-leaves-one-illegal",
    "queens_garden/pass-discard-whole-storage",
    "queens_garden/pass-discard-not-in-storage-illegal",
    "queens_garden/pass-discard-same-tile-twice-illegal",
    "queens_garden/pay-all-but-placed-tile-by-jokers-legal",
    "queens_garden/pay-more-jokers-than-held-illegal",
    "gnome_hollow/consent-given-legal",
    "gnome_hollow/consent-from-another-player-illegal",
    "gnome_hollow/consent-own-path-not-needed",
    "gnome_hollow/end-triggered-turn-gnome-still-moves",
    "gnome_hollow/flower-market-two-flowers-illegal",
    "gnome_hollow/flower-market-one-new-flower",
    # not ring-6-mushroom-bonus-three-named-illegal (told, it asks the config's columns and the garden whole) nor
    # ring-5-tile-bonus-two-discards-illegal (told, the extra discard breaks the tile bonus, not the storage limit)
    "mycelium/gather-birch-one-token-two-bonded",
    "mycelium/gather-birch-no-token-left",
    "mycelium/gather-birch-three-gatherers-two-bonded",
    "mycelium/gather-mush-room-deck-empty-one-in-discard",
    "mycelium/exchange-draw-deck-empty-reshuffles",
    "mycelium/thief-alone-no-pair-illegal",
    "mycelium/magic-mushling-fewer-cards-left",
    "mycelium/chanterelle-removes-unconnected-path",
    "mycelium/chanterelle-removes-another-players-path-illegal",
    "mycelium/night-light-supply-one-left",
    "mycelium/attack-steal-named-without-thief-illegal",
    "mycelium/attack-chicken-attacks-and-loses-no-draw",
    "mycelium/attack-puffball-thief-steal-named-illegal",
    "mycelium/attack-two-combat-tokens-one-held-illegal",
    "mycelium/attack-two-combat-tokens-two-held",
]


def _deciding(verdict) -> str | None:
    ids = verdict.rule_ids()
    return ids[0] if ids and verdict.verdict != "legal" else None


def pipe_dispute(said: Told, lang: str, saved: Path) -> Result:
    """`referee dispute` with a told dispute's given fields as -a and its answers piped, the position saved."""
    args = ["dispute", said.game, "--lang", lang, "--save", str(saved)]
    args += [x for pair in said.given for x in ("-a", pair)]
    return runner.invoke(app, args, input="".join(f"{line}\n" for line in said.piped))


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("variation", VARIATIONS)
def test_a_variation_told_in_the_players_words_gets_the_scenarios_verdict(variation: str, lang: str, tmp_path):
    game_dir, scenario = variation.split("/")
    path = HERE / game_dir / "scenarios" / f"{scenario}.yaml"
    full = _answer_verdict(path)
    said = told(game_dir, scenario, lang)
    assert said.expected == full.verdict
    saved = tmp_path / "position.yaml"
    r = pipe_dispute(said, lang, saved)
    assert r.exit_code == EXIT[full.verdict], f"{variation} [{lang}] {said.piped}: {r.output[-1500:]}"
    heading = " ".join(r.output.split())
    assert WORD[lang][full.verdict] in heading, heading[-600:]
    doc = yaml.safe_load(saved.read_text(encoding="utf-8"))
    eng = engine_for(said.game)
    again = eng.judge(eng.parse_position(doc["position"], str(saved)), eng.parse_move(doc["move"], str(saved)))
    assert (again.verdict, _deciding(again)) == (full.verdict, _deciding(full)), f"{variation} [{lang}]"


def test_a_move_field_given_before_the_move_is_chosen_counts(tmp_path):
    """`-a move.player=anna` with the move type piped: the pass is anna's (asked: is it her turn?), not a pass
    by nobody named (the field was dropped unsaid and the pile was asked about instead)."""
    saved = tmp_path / "pass.yaml"
    r = runner.invoke(
        app, ["dispute", "solstis", "--lang", "nl", "-a", "move.player=anna", "--save", str(saved)], input="2\nnee\n"
    )
    assert r.exit_code == 1, r.output
    doc = yaml.safe_load(saved.read_text(encoding="utf-8"))
    assert doc["move"] == {"type": "pass", "player": "anna"}
    assert doc["position"] == {"facts": {"whose-turn": False}}


def test_a_colour_and_a_pattern_both_given_is_refused_in_the_players_language():
    """`-a move.colour=red` and the pattern answered too: refused in Russian, not in the model's English."""
    r = runner.invoke(
        app, ["dispute", "queens-garden", "--lang", "ru", "-a", "move.colour=red"], input="взять шестиугольник\nроза\n"
    )
    assert r.exit_code == 2, r.output
    assert "цвет или узор" in r.output and "give exactly" not in r.output, r.output[-400:]
