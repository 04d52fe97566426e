"""What a legal turn does to the position (the scenarios check the verdict and the rules cited; these check the
resulting position): tiles to their cells, the queue, the hand refill, spirits, fireflies, the evil spirit."""

from pathlib import Path

import yaml

from referee.engine.solstis import ENGINE

SCENARIOS = Path(__file__).parent / "scenarios"


def after(name: str, **move_changes):
    doc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    pos = ENGINE.parse_position(doc["position"], name)
    move = ENGINE.parse_move({**doc["move"], **move_changes}, name)
    v = ENGINE.judge(pos, move)
    assert v.verdict == "legal", v.to_json()
    return pos, v.position, v


def test_capture_moves_both_tiles_to_their_cells_and_flips():
    before, pos, _ = after("capture-same-colour")
    anna = pos.players["anna"]
    assert anna.panorama["2_5"] == "2_5" and anna.panorama["2_8"] == "2_8"
    assert pos.queue[0].up == "6_4" and pos.queue[0].down is None  # the face-down tile turned up
    assert anna.hand == ["1_3", "1_2", "6_7"]  # refilled from the top of the draw pile
    assert pos.draw_pile == before.draw_pile[1:]
    assert pos.turn == "boris"
    assert "2_5" not in before.players["anna"].panorama  # the input position is left as it was


def test_second_chance_queue_and_capture():
    before, pos, _ = after("second-chance-empty-column")
    assert pos.queue[1].up == "1_2"  # the failed tile filled the first empty column
    anna = pos.players["anna"]
    assert anna.panorama["6_7"] == "6_7" and anna.panorama["6_6"] == "6_6"  # the drawn tile captured
    assert pos.draw_pile[0] == before.draw_pile[2]  # one drawn for the second chance, one to refill


def test_rainbow_gained_and_both_tiles_queued():
    before, pos, _ = after("rainbow-next-to-own-tile")
    assert pos.players["anna"].panorama["3_4"] == "rainbow"
    assert [c.up for c in pos.queue][-2:] == ["1_2", "4_9"]
    assert pos.rainbows_left == before.rainbows_left - 1


def test_free_rainbow_moves_and_rainbow_under_spirit_removes_the_tile():
    _, pos, _ = after("rainbow-free-moves-for-its-tile")
    assert pos.players["anna"].panorama["2_6"] == "2_6" and pos.players["anna"].panorama["3_5"] == "rainbow"
    _, pos, _ = after("rainbow-under-spirit-tile-removed")
    assert pos.players["anna"].panorama["2_6"] == "rainbow" and "2_6" in pos.discard


def test_draw_two_keep_one_leaves_the_other_face_up():
    before, pos, _ = after("spirit-draw-two-keep-one")
    assert pos.players["anna"].spirits[-1].spirit == "lizard" and pos.players["anna"].spirits[-1].square == "1_4"
    assert pos.spirit_display == ["groundhog", "fish"] and pos.spirit_deck == before.spirit_deck[2:]


def test_deer_hand_refilled_by_two_and_bear_holds_four():
    _, pos, _ = after("effect-deer")
    anna = pos.players["anna"]
    assert anna.panorama["1_3"] == "1_3" and len(anna.hand) == 3 and "1_3" not in anna.hand
    _, pos, _ = after("effect-bear")
    assert len(pos.players["anna"].hand) == 4


def test_groundhog_keeps_the_turn_and_dragonfly_compensates():
    _, pos, _ = after("effect-groundhog-extra-turn")
    assert pos.turn == "anna"
    before, pos, _ = after("effect-dragonfly-english")
    assert pos.players["anna"].panorama["5_5"] == "5_5"
    assert sorted(pos.players["boris"].hand) == sorted(["3_2", "1_1", before.draw_pile[0]])


def test_evil_spirit_passes_in_base_game_and_moves_in_expansion():
    _, pos, _ = after("evil-passes-on")
    assert pos.evil_spirit.holder == "boris"
    _, pos, _ = after("evil-expansion-moves-on")
    assert (pos.evil_spirit.holder, pos.evil_spirit.cell) == ("boris", "4_9")


def test_fireflies_and_the_fourth_wins():
    _, pos, _ = after("fireflies-further-square")
    assert pos.players["anna"].fireflies == ["1_5"] and not pos.game_over
    _, pos, _ = after("fireflies-fourth-wins")
    assert len(pos.players["anna"].fireflies) == 4 and pos.winner == "anna" and pos.game_over


def test_viper_moves_the_area_and_fox_binds_the_next_turn():
    _, pos, _ = after("viper-takes-isolated-area")
    assert "5_5" not in pos.players["boris"].panorama and pos.players["anna"].panorama["5_5"] == "5_5"
    _, pos, _ = after("fox-chooses-tile")
    assert (pos.forced_tile.player, pos.forced_tile.tile) == ("boris", "3_2")


def test_two_passes_end_the_game():
    _, pos, _ = after("end-both-pass")
    assert pos.game_over and pos.passes == 2


def test_the_input_position_is_never_changed():
    before, _, _ = after("effect-dragonfly-russian")
    doc = yaml.safe_load((SCENARIOS / "effect-dragonfly-russian.yaml").read_text(encoding="utf-8"))
    assert before == ENGINE.parse_position(doc["position"], "again")
