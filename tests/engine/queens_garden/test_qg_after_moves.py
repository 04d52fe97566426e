"""What a legal move leaves behind: the new position, and what must NOT happen (events the scenarios
cannot rule out, since they check events as a subsequence)."""

from pathlib import Path

import yaml

from referee.engine.registry import engine_for

SCEN = Path(__file__).parent / "scenarios"
ENGINE = engine_for("queens-garden")


def judge(name: str, **move_override):
    path = SCEN / f"{name}.yaml"
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    position = ENGINE.parse_position(sc["position"], str(path))
    move = ENGINE.parse_move({**sc["move"], **move_override}, str(path))
    return position, ENGINE.judge(position, move)


def event_ids(verdict) -> list[str]:
    return [e.rule.id for e in verdict.events]


def test_acquire_from_display_only_touches_no_stack():
    before, v = judge("acquire-colour-takes-all")
    assert v.verdict == "legal"
    after = v.position
    assert sorted(after.player("ana").storage.tiles) == ["blue/star", "red/lily", "red/rose"]
    assert [s.tiles for s in after.market.display] == [["blue/rose"], ["yellow/leaf"]]
    assert "queens-garden.acquire.stack-extension-to-display" not in event_ids(v)
    assert "queens-garden.acquire.refill-stack" not in event_ids(v)
    assert after.to_move == "ben"
    assert before.player("ana").storage.tiles == ["blue/star"]  # the input is never changed


def test_stack_tile_moves_top_extension_and_refills_to_size():
    _, v = judge("stack-tile-moves-extension-and-refills")
    after = v.position
    assert after.market.round_stack.extensions == ["purple/moon"]
    assert after.market.display[-1].extension == "orange/leaf" and after.market.display[-1].tiles == []
    # round_stack_size 3: one tile left (red/star), two drawn from the supply in order
    assert after.market.round_stack.tiles == ["red/star", "green/lily", "blue/moon"]
    assert after.market.supply == ["red/rose"]
    assert {i.field for i in v.inputs_used} >= {"../configs/test-config.yaml:round_stack_size"}


def test_stack_refill_without_data_changes_nothing_it_cannot_know():
    _, v = judge("stack-refill-without-supply")
    refill = [e for e in v.events if e.rule.id == "queens-garden.acquire.refill-stack"]
    assert refill and refill[0].data == {"applied": False}
    assert v.position.market.round_stack.tiles == ["yellow/leaf"]


def test_taken_extension_leaves_the_display_and_goes_to_storage():
    _, v = judge("empty-extension-taken-in-selection")
    after = v.position
    assert after.player("ana").storage.extensions == ["green/sun"]
    assert after.player("ana").storage.tiles == ["green/rose"]
    assert [s.extension for s in after.market.display] == ["purple/moon"]


def test_emptied_display_extension_becomes_takeable_next():
    _, v = judge("display-emptied-extension-turns-face-up")
    from referee.engine.queens_garden.acquire import available

    kinds = {(loc.kind, str(loc.hex)) for loc in available(v.position)}
    assert ("extension", "green/sun") in kinds


def test_place_moves_payment_to_discard_and_tile_to_garden():
    _, v = judge("pay-jokers-substitute-legal")
    after = v.position
    ana = after.player("ana")
    assert ana.storage.tiles == [] and ana.storage.jokers == 1
    assert [(tuple(g.at), g.hex) for g in ana.garden] == [((0, 0), "blue/leaf")]
    assert after.discard.tiles == ["blue/rose"] and after.discard.jokers == 2


def test_pass_first_loses_one_point_and_takes_marker():
    _, v = judge("pass-first-takes-marker")
    after = v.position
    assert after.player("ana").score == 6
    assert after.first_player_marker == "ana"
    assert after.passed == ["ana"]
    assert after.to_move == "ben"


def test_pass_later_keeps_score_and_marker():
    _, v = judge("pass-second-no-marker")
    after = v.position
    assert "queens-garden.pass.first-player-marker" not in event_ids(v)
    assert after.player("ana").score == 7 and after.first_player_marker == "cai"
    assert after.to_move == "ben"  # cai has passed: skipped


def test_pass_discards_cost_their_pattern_value():
    _, v = judge("pass-discard-negative-points")
    after = v.position
    # red/star (3) + extension green/lily (2); ben passed first, so no marker penalty
    assert after.player("ana").score == 7 - 5
    assert after.player("ana").storage.tiles == ["blue/rose"]
    assert after.discard.extensions == ["green/lily"]
    assert after.to_move is None  # everyone passed: Phase 1 is over


def test_pass_per_hexagon_penalty_from_config():
    path = SCEN / "pass-discard-negative-points.yaml"
    sc = yaml.safe_load(path.read_text(encoding="utf-8"))
    sc["position"]["config"] = {"pass_discard_penalty": 2}
    position = ENGINE.parse_position(sc["position"], str(path))
    v = ENGINE.judge(position, ENGINE.parse_move(sc["move"], str(path)))
    assert v.verdict == "legal" and v.position.player("ana").score == 7 - 4


def test_take_omitted_and_take_listed_agree():
    _, a = judge("acquire-colour-takes-all")
    _, b = judge(
        "acquire-colour-takes-all",
        take=[{"hex": "red/lily", "from": "display[1]"}, {"hex": "red/rose", "from": "display[0]"}],
    )
    assert a.verdict == b.verdict == "legal"
    assert sorted(a.position.player("ana").storage.tiles) == sorted(b.position.player("ana").storage.tiles)
