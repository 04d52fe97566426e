"""The exceptions the Russian text gives (#16): a refused move names the rule that would have allowed it, and what
the position lacks for it; where the exception holds, the same move is allowed.

- The rainbow goes next to one of your tiles, unless it is the first turn of the game ("Если это первый ход игры
  и вы получаете радугу, она может попасть куда угодно").
- Only the player whose turn it is plays, unless the Groundhog gave them another full turn ("Сурок: Завершите
  свой ход, затем сделайте еще один полный ход").
"""

from pathlib import Path

import yaml

from referee.engine.solstis import ENGINE

SCENARIOS = Path(__file__).parent / "scenarios"


def _judge(name: str, **position):
    doc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    pos = ENGINE.parse_position({**doc["position"], **position}, name)
    return ENGINE.judge(pos, ENGINE.parse_move(doc["move"], name)), pos


def _exception(verdict) -> dict:
    broken = verdict.to_json("es")["reasons"][0]
    assert broken["role"] == "broken"
    [x] = broken["exceptions"]
    return x


def test_a_rainbow_far_from_your_tiles_names_the_first_turn_and_says_it_is_not():
    v, _ = _judge("rainbow-not-next-to-own-tile-illegal")
    assert v.verdict == "illegal" and v.reasons[0].rule.id == "solstis.rainbow.next-to-own-tile"
    x = _exception(v)
    assert x["rule_id"] == "solstis.rainbow.first-turn-anywhere"
    assert any("первый ход игры" in c["quote"] for c in x["citations"])
    assert x["lacks"]["message_id"] == "solstis.rainbow.lacks-first-turn"
    assert x["lacks"]["rendered"]["text"].startswith("no es el primer turno")
    # the exception holding: the same rainbow on the first turn of the game is allowed
    v, _ = _judge("rainbow-not-next-to-own-tile-illegal", first_turn=True)
    assert v.verdict == "legal" and "solstis.rainbow.first-turn-anywhere" in v.rule_ids()


def test_playing_out_of_turn_names_the_groundhog_and_what_the_position_lacks():
    v, _ = _judge("turn-not-your-turn-illegal")
    assert v.verdict == "illegal" and v.reasons[0].rule.id == "solstis.turn.whose-turn"
    x = _exception(v)
    assert x["rule_id"] == "solstis.spirit.groundhog"
    assert any(c["quote"].startswith("Сурок:") for c in x["citations"])
    assert x["lacks"]["message_id"] == "solstis.turn.lacks-groundhog"
    assert x["lacks"]["params"] == {"player": "anna", "other": "boris"}


def test_after_the_groundhog_the_same_player_plays_again():
    v, _ = _judge("effect-groundhog-extra-turn")
    assert v.verdict == "legal" and v.position.turn == "anna"  # the exception applying: anna's second turn
    again = ENGINE.judge(v.position, ENGINE.parse_move({"type": "play", "player": "anna", "tile": "1_3"}, "m"))
    assert again.verdict == "legal", again.to_json()["reasons"][0]
    assert again.reasons[0].rule.id == "solstis.turn.whose-turn" and again.reasons[0].role == "held"
    # and boris, whose turn it would be without the Groundhog, may not
    boris = ENGINE.judge(v.position, ENGINE.parse_move({"type": "play", "player": "boris", "tile": "3_2"}, "m"))
    assert boris.verdict == "illegal" and boris.reasons[0].rule.id == "solstis.turn.whose-turn"
