"""False flags on faithful translations traced to their causes (session 18, #19; the ff8 faithful-extra cases):
a Spanish name whose "de" takes an article ("la Sala de las Setas" is the bank's "sala de setas", the Mush Room,
not the mushling cards its last word names), and the Dutch "willekeurige spelers" (any players) against
"cualquier jugador". Each fix keeps a real change of the same form flagged."""

from __future__ import annotations

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.terms import term_bank
from referee.rulebooks import Passage


def _passage(text: str, lang: str, game: str) -> Passage:
    return Passage(f"{game}/{lang}/s/1", game, lang, "s", text, 0, len(text))


def _disagreements(a: str, la: str, b: str, lb: str, game: str) -> list[str]:
    res = align_passages([_passage(a, la, game)], [_passage(b, lb, game)], game=game)
    return [f.code for p in res.pairs for f in p.flags if f.severity == "disagreement"]


EN_ROOM = (
    "Each Gatherer on a Nutrient Tree collects 1 Nutrient Token from it. "
    "You can always gather from the Mush Room successfully."
)
ES_TREE = "Cada recolector en un árbol de nutrientes recoge 1 ficha de nutriente de él. "


def test_a_spanish_name_with_an_article_after_its_de_is_the_banks_name():
    bank = term_bank("mycelium")
    for es in ("la Sala de las Setas", "la sala de setas", "la Sala de Setas"):
        assert "mush-room" in bank.find(es, "es"), es
    es = ES_TREE + "Recolectar en la Sala de las Setas siempre tiene éxito."
    assert "component-differs" not in _disagreements(EN_ROOM, "en", es, "es", "mycelium")
    swapped = ES_TREE + "Recolectar en la cueva de esporas siempre tiene éxito."  # another real place: a change
    assert "component-differs" in _disagreements(EN_ROOM, "en", swapped, "es", "mycelium")


ES_MARKET = (
    "Mercado de Flores - Cualquier número de Gnomos puede residir aquí de cualquier jugador, cuando se visita, "
    "puedes tomar una sola flor única y agregarla a tu colección."
)


def test_dutch_willekeurige_spelers_is_any_player():
    nl = (
        "Bloemenmarkt – Hier mag een willekeurig aantal kabouters van willekeurige spelers verblijven. Bij een "
        "bezoek mag je één enkele unieke bloem nemen en aan je verzameling toevoegen."
    )
    assert "actor-differs" not in _disagreements(ES_MARKET, "es", nl, "nl", "gnome-hollow")
    only_yours = (
        "Bloemenmarkt – Hier mag een willekeurig aantal van jouw eigen kabouters verblijven. Bij een "
        "bezoek mag je één enkele unieke bloem nemen en aan je verzameling toevoegen."
    )
    assert "actor-differs" in _disagreements(ES_MARKET, "es", only_yours, "nl", "gnome-hollow")


def test_a_dutch_translators_note_names_the_concept_in_dutch_and_knows_dutch_forms():
    """The new-user helper's Dutch Solstis page: notes said the Dutch lacked "capture" and "face-down" where it
    read "veroverd" and "met de afbeelding naar beneden", in a Dutch sentence naming English concept ids."""
    from referee.adjudicator.crosscheck.flags import term_flag

    bank = term_bank("solstis")
    nl = "Als er onder de veroverde tegel een tegel met de afbeelding naar beneden lag, wordt die omgedraaid."
    found = bank.find(nl, "nl")
    assert {"capture", "face-down"} <= found.keys()
    assert bank.name_of("capture").render("nl") == "veroveren" and bank.name_of("capture").render("en") == "capture"
    ru = "Если под захваченным тайлом был тайл, повернутый лицевой стороной вниз, он будет перевернут."
    es = "Si bajo la loseta capturada había una loseta, se le da la vuelta."
    flag = term_flag(_passage(ru, "ru", "solstis"), _passage(es, "es", "solstis"), bank)
    if flag is not None:  # a Spanish note names the concept in Spanish, never by its English id
        assert "face-down" not in flag.render("es")


def test_the_mycelium_supply_is_a_place_a_token_can_be_sent_to_in_its_stead():
    """dev10's planted swap "Return spent Spore Tokens to the supply" -> "... в споровые пещеры" (the Spore Caves)
    was invisible: the bank had no supply. The Shiitake's flavour text "запас награбленных вкусностей" (a stash)
    beside "крадёт" (steals) stays quiet: the bank knows the imperfective "красть" too."""
    en = "Spend 3 Spore Value to build each Path.\n- Return spent Spore Tokens to the supply"
    ru = "Потратьте 3 ценности спор на каждый путь.\n- Потраченные жетоны спор возвращаются в "
    assert "component-differs" in _disagreements(en, "en", ru + "споровые пещеры", "ru", "mycelium")
    assert "component-differs" not in _disagreements(en, "en", ru + "общий запас", "ru", "mycelium")
    flavour_en = "While the Shiitake carries a stash of ransacked goodies on their back, the thing they are most "
    flavour_en += "likely to steal is one's heart."
    flavour_ru = "Хотя Шиитаке носит на спине запас награбленных вкусностей, чаще всего он крадёт чьё-нибудь сердце."
    assert "component-differs" not in _disagreements(flavour_en, "en", flavour_ru, "ru", "mycelium")
