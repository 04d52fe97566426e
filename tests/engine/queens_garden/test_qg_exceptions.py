"""The Q&A's exception to the payment rules: "puedes usar comodines para sustituir los hexágonos necesarios".

A refused payment names the jokers rule as the exception that would have allowed it, and says what the
position lacks for it: no joker at all, every joker already used, or spare jokers the move does not use."""

from pathlib import Path

import pytest
import yaml

from referee.engine.registry import engine_for

SCENARIOS = Path(__file__).parent / "scenarios"
JOKERS = "queens-garden.pay.jokers-substitute"


def _verdict(name: str):
    sc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    engine = engine_for(sc["game"])
    position = engine.parse_position(sc["position"], str(SCENARIOS / f"{name}.yaml"))
    return engine.judge(position, engine.parse_move(sc["move"], "move"))


@pytest.mark.parametrize(
    "scenario, rule, lacks, params",
    [
        ("pay-mixed-unused-joker-illegal", "queens-garden.pay.same-pattern-or-colour", "unused-jokers", {"n": 1}),
        ("pay-too-few-illegal", "queens-garden.pay.cost", "no-joker", {"player": "ana"}),
        ("pay-identical-duplicate-illegal", "queens-garden.pay.no-identical", None, {}),
    ],
)
def test_a_refused_payment_names_the_jokers_exception_and_what_it_lacks(scenario, rule, lacks, params):
    v = _verdict(scenario)
    assert v.verdict == "illegal" and v.reasons[0].rule.id == rule
    [x] = v.reasons[0].exceptions
    assert x.rule.id == JOKERS
    if lacks is not None:
        assert x.lacks.id == f"queens-garden.lacks.{lacks}"
    assert params.items() <= dict(x.lacks.params).items()
    assert x.lacks.translated("es") and x.lacks.render("es") != x.lacks.render("en")


def test_the_exception_taken_makes_the_same_payment_legal():
    v = _verdict("pay-joker-instead-of-odd-hexagon-legal")
    assert v.verdict == "legal"
    assert JOKERS in v.rule_ids()


def test_an_overpayment_says_jokers_only_stand_in_for_missing_hexagons(tmp_path):
    engine = engine_for("queens-garden")
    position = engine.parse_position(
        {
            "config": {"pattern_values": {"rose": 1, "lily": 2}},
            "players": [{"name": "ana", "storage": {"tiles": ["red/rose"], "jokers": 2}}],
            "to_move": "ana",
        },
        str(tmp_path / "p.yaml"),
    )
    v = engine.judge(position, engine.parse_move({"type": "place", "hex": "red/rose", "jokers": 1, "at": [0, 0]}, "m"))
    assert v.verdict == "illegal" and v.reasons[0].rule.id == "queens-garden.pay.cost"
    assert v.reasons[0].exceptions[0].lacks.id == "queens-garden.lacks.too-many"
