"""A component swapped in a translation (#19): the translation's own names for it must be recognised first."""

from __future__ import annotations

from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.compare import differences
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.memo import memo_bank
from referee.adjudicator.crosscheck.terms import TermBank, term_bank
from referee.adjudicator.crosscheck.units import Unit

CARDS = TermBank(
    "t",
    None,
    {
        "fly-agaric": {"en": ("fly agaric",), "nl": ("vliegenzwam",)},
        "truffle": {"en": ("truffle",), "nl": ("truffel",)},
        "card": {"en": ("card",), "nl": ("kaart",)},
    },
)


def test_a_card_name_kept_as_printed_names_the_card_in_another_language():
    assert CARDS.find("De Fly Agaric mag gebruikt worden", "nl") == {"fly-agaric": ["Fly Agaric"]}
    assert CARDS.find("De Actie van de Truffle", "nl") == {"truffle": ["Truffle"]}
    assert CARDS.find("De vliegenzwam", "nl") == {"fly-agaric": ["vliegenzwam"]}


def test_only_a_capitalised_name_counts_as_kept():
    # lowercase English words in a Dutch text, or a short one-word name, are no card printed as it is
    assert CARDS.find("een fly agaric", "nl") == {}
    assert "card" not in CARDS.find("De Card", "nl")  # (four letters: below NAME_MIN)


def test_the_memo_bank_finds_kept_names_as_the_bank_does():
    text = "Daarna gebruikt Blauw een Truffle en een Fly Agaric op de kaart."
    assert memo_bank(CARDS).find(text, "nl") == CARDS.find(text, "nl")


def test_the_dutch_token_names_of_mycelium():
    bank = term_bank("mycelium")
    found = bank.find("niet als er een Voedingsfiche op de Middenboom wordt gelegd", "nl")
    assert {"nutrient", "nutrient-tree"} <= set(found)
    assert "gatherer" in bank.find("met 3 van je Verzamelmushlings", "nl")


def _clause(text: str, lang: str, bank: TermBank) -> Clause:
    return Clause(0, Unit(0, len(text), text), signs(text, lang, bank))


def test_a_card_kept_in_english_swapped_for_another_is_a_component_difference():
    bank = term_bank("mycelium")
    a = "Blue then uses a Yellow Morel Action ability to spawn 1 + 2 Spore Tokens in the Spore Cave"
    b = "Daarna gebruikt Blauw de Actievaardigheid van een Blue Oyster om 1 + 2 Sporenfiches op de Sporengrot te zetten"
    ca, cb = _clause(a, "en", bank), _clause(b, "nl", bank)
    flags = differences(ca, cb, "en", "nl", (ca.signs.concepts, cb.signs.concepts))
    assert [f.kind for f in flags if f.kind == "component"] == ["component"]
    same = b.replace("Blue Oyster", "Yellow Morel")
    cs = _clause(same, "nl", bank)
    assert not [
        f for f in differences(ca, cs, "en", "nl", (ca.signs.concepts, cs.signs.concepts)) if f.kind == "component"
    ]


def _bank_kinds(a: str, b: str, whole: tuple[frozenset, frozenset]) -> list[str]:
    bank = term_bank("mycelium")
    ca, cb = _clause(a, "en", bank), _clause(b, "nl", bank)
    return [f.kind for f in differences(ca, cb, "en", "nl", whole, (ca.signs, cb.signs), bank)]


def test_a_token_swapped_for_another_token_named_elsewhere_in_the_passage_is_a_component_difference():
    # the English passage names Spore Tokens in another rule: a Dutch "Sporenfiche" where its clause says
    # "Nutrient Token" is still a token put for another one
    a = "Place any Nutrient Token in the leftmost available slot on your Player Mat"
    b = "Een Sporenfiche leg je op het meest linkse vrije vak van je spelersbord"
    whole = (frozenset({"nutrient", "player-mat", "spore"}), frozenset({"spore", "player-mat"}))  # (bank: player-mat)
    assert "component" in _bank_kinds(a, b, whole)
    assert "component" not in _bank_kinds(a, b.replace("Sporenfiche", "Voedingsfiche"), whole)


def test_an_action_against_a_component_named_elsewhere_is_no_swap():
    # "steelt" is no form the bank knows: the attacker the Dutch clause names is not put for the stealing
    a = "and then the Defender steals next and may even get their same exact card back."
    b = "dan steelt eerst de Aanvaller en daarna de Verdediger, die zelfs zijn eigen kaart terugkrijgt."
    whole = (
        frozenset({"defender", "steal", "attack", "mushling-card"}),
        frozenset({"defender", "attack", "mushling-card"}),
    )
    assert "component" not in _bank_kinds(a, b, whole)


def _compare(a: str, la: str, b: str, lb: str, bank: TermBank) -> list[str]:
    ca, cb = _clause(a, la, bank), _clause(b, lb, bank)
    flags = differences(ca, cb, la, lb, (ca.signs.concepts, cb.signs.concepts), (ca.signs, cb.signs), bank)
    return [f.kind for f in flags]


def test_a_token_put_for_another_whose_name_shares_its_head_is_a_component_difference():
    """ "ficha de seta" for the flower token ("bloemfiche"): both tokens, heads compared by stem ("fichas" /
    "ficha"); the clause's "seta" was seen as a mushroom, but the mushroom is named elsewhere in the passage."""
    bank = term_bank("gnome-hollow")
    nl = "Is er geen veldbloemtegel meer, dan pak je een bloemfiche uit de markt."
    swapped = "Si no queda loseta de flor silvestre, tomas una ficha de seta del mercado."
    assert "component" in _compare(nl, "nl", swapped, "es", bank)
    faithful = "Si no queda loseta de flor silvestre, tomas una ficha de flor del mercado."
    assert "component" not in _compare(nl, "nl", faithful, "es", bank)


def test_a_compound_naming_a_kind_of_the_other_component_is_no_swap():
    """ "wildebloemtegel" (a word the bank lacks) shares "bloemtegel" with the bank's "veldbloemtegel": a tile of
    that kind, not another component put for the wildflower tile."""
    bank = term_bank("gnome-hollow")
    a = "Segundo, ganas una loseta de Flor Silvestre para tu almacenamiento, recordando el límite de 2."
    b = "Ten tweede krijg je een wildebloemtegel voor je opslag, met inachtneming van de limiet van 2."
    assert "component" not in _compare(a, "es", b, "nl", bank)


def test_a_dutch_plural_in_en_after_two_consonants_names_its_concept_so_no_swap_is_seen():
    """ "aangrenzende randen" (adjoining edges) was no edge, and "Verbonden" (connected, also Mycelium's "bonded")
    then read as a bond put for the edge; "Besteed" (spend) was no spend."""
    bank = memo_bank(term_bank("mycelium"))
    assert "edge" in bank.find("Verbonden Paden zijn Paden op aangrenzende randen", "nl")
    assert "spend" in bank.find("Besteed 3 Sporenwaarde om elk Pad te bouwen", "nl")
    en, nl = "- Connected Paths are Paths on adjoining edges", "- Verbonden Paden zijn Paden op aangrenzende randen"
    ca, cb = (Clause(0, Unit(0, len(t), t), signs(t, lang, bank)) for t, lang in ((en, "en"), (nl, "nl")))
    assert [f.kind for f in differences(ca, cb, "en", "nl")] == []
