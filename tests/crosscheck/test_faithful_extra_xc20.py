"""False flags on dev's faithful translations traced to their causes (session 20, #19): flavour text read as an
actor ("no tiene rival en combate" = "unrivaled in combat"; "hasta el último rincón del bosque" = "to any and every
end of the forest"), and words the banks lacked ("que recojas", "Wild Flower", "своим планшетом",
"ringmarkeerbonus", "costs you points", "setitas"). Each fix keeps a real change of the same form flagged."""

from __future__ import annotations

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.terms import term_bank
from referee.rulebooks import Passage


def _passage(text: str, lang: str, game: str) -> Passage:
    return Passage(f"{game}/{lang}/s/1", game, lang, "s", text, 0, len(text))


def _disagreements(a: str, la: str, b: str, lb: str, game: str) -> list[str]:
    res = align_passages([_passage(a, la, game)], [_passage(b, lb, game)], game=game)
    return [f.code for p in res.pairs for f in p.flags if f.severity == "disagreement"]


def test_praise_and_a_far_corner_are_no_actor_but_a_real_rival_or_last_player_still_is():
    en = "The fearsome Death Cap is unrivaled in combat, and its babies run off to any and every end of the forest."
    es = "La temible Oronja Verde no tiene rival en combate, y sus crías se escapan hasta el último rincón del bosque."
    assert _disagreements(en, "en", es, "es", "mycelium") == []
    rule = "The player who attacks takes 1 Combat Token from the supply."
    assert "actor-differs" in _disagreements(
        rule, "en", "Tu rival toma 1 ficha de combate de la reserva.", "es", "mycelium"
    )
    assert "actor-differs" in _disagreements(
        rule, "en", "El último jugador toma 1 ficha de combate de la reserva.", "es", "mycelium"
    )


def test_the_banks_name_the_words_faithful_translations_used():
    gh, qg, my = term_bank("gnome-hollow"), term_bank("queens-garden"), term_bank("mycelium")
    assert "harvest" in gh.find("mientras vendes los Hongos que recojas en el camino", "es")
    assert "wildflower" in gh.find("Second, a Wild Flower tile goes into your storage", "en")
    assert "player-board" in gh.find("отложите его рядом со своим планшетом", "ru")
    assert "player-board" in gh.find("которого ещё нет на вашем планшете", "ru")
    assert "player-board" not in gh.find("в верхней части рыночного планшета", "ru")  # the market board
    assert "ring-marker" in gh.find("Net als bij de ringmarkeerbonus, mag je nu een bloemfiche nemen", "nl")
    assert "negative-points" in qg.find("each tile still there costs you points according to its pattern", "en")
    assert "mushling-card" in my.find("A estas setitas les encanta explorar cuevas", "es")
