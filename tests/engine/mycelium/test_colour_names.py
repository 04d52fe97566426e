"""A message that names a player by colour reads the colour in the reader's words ("Hoeveel Sporefiches geeft rood
eraan uit", not "red"; found by the session-21 new-user tester); the JSON's params keep the id the position writes."""

from referee.engine.mycelium.book import msg
from referee.engine.registry import engine_for


def test_a_players_colour_is_rendered_in_the_readers_language_and_kept_as_an_id_in_the_json():
    import referee.engine.mycelium.words  # noqa: F401 - declares the colour names

    m = msg("mycelium.need.pay-tokens", "How many Spore Tokens does {player} spend on it (0 for none)?", player="red")
    assert m.render("nl") == "Hoeveel Sporefiches geeft rood eraan uit (0 voor geen)?"
    assert m.render("en") == "How many Spore Tokens does red spend on it (0 for none)?"
    data = m.to_json("es")
    assert data["params"] == {"player": "red"} and "rojo" in data["rendered"]["text"]


def test_a_verdicts_colours_follow_the_asked_language():
    eng = engine_for("mycelium")
    position = eng.parse_position({"active": "blue", "phase": "action"}, "p.yaml")
    v = eng.judge(position, eng.parse_move({"type": "build", "paths": ["e7"]}, "p.yaml"))
    assert v.needs[0].render("ru") == "Сколько жетонов спор тратит на это синий (0, если ни одного)?"
    assert v.needs[0].render("es") == "¿Cuántas Esporas gasta azul en ello (0 si ninguna)?"
