"""False flags on faithful translations traced to their causes (session 17, #19): a Spanish "camino de setas"
whose "setas" names the path, as the Dutch compound "paddenstoelpaden" does; "en ook niet als" (nor if) read as
"also"; a passive's agent against the other side's active subject; an "or" under a negation against "only if
... and"; a Dutch open-syllable plural ("bomen"); an abbreviation's full stop ("ex.") ending a sentence; "a
player ... they" against "je". Sentences from the Gnome Hollow and Mycelium rulebooks and the faithful-extra
translations; each fix keeps the planted defect of the same form (the dev parts' own sentences)."""

from __future__ import annotations

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.actors import differ as persons_differ
from referee.adjudicator.crosscheck.actors import persons
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.subjects import differ, subjects
from referee.adjudicator.crosscheck.terms import term_bank
from referee.rulebooks import Passage
from referee.text.sentences import split


def _passage(text: str, lang: str, game: str) -> Passage:
    return Passage(f"{game}/{lang}/s/1", game, lang, "s", text, 0, len(text))


def _disagreements(a: str, la: str, b: str, lb: str, game: str) -> list[str]:
    res = align_passages([_passage(a, la, game)], [_passage(b, lb, game)], game=game)
    return [f.code for p in res.pairs for f in p.flags if f.severity == "disagreement"]


NL_PATHS = "Witte paddenstoelpaden moeten aansluiten op andere witte paden."
ES_PATHS = "Los caminos blancos de setas deben continuar en otros caminos blancos."


def test_a_spanish_modifier_the_bank_names_a_path_by_is_part_of_the_path():
    bank = term_bank("gnome-hollow")
    assert "mushroom" in bank.modifiers("es")["mushroom-path"]  # the bank's own "camino de hongos"
    assert "mushroom" in signs(ES_PATHS, "es", bank).inner
    assert "component-differs" not in _disagreements(NL_PATHS, "nl", ES_PATHS, "es", "gnome-hollow")


def test_a_modifier_the_bank_does_not_name_a_component_by_is_still_a_component():
    bank = term_bank("solstis")
    text = "El espíritu se coloca en el centro del cuadrado formado por las losetas de arcoíris."
    found = signs(text, "es", bank)
    assert found.concepts - found.inner  # the rainbow stays a component of its own: a swap is still seen


NL_RING = (
    "Je verplaatst geen ringmarkeersteen als je een ring afmaakt die geclaimd is door een andere speler en ook "
    "niet als er in de kolom met dat getal geen veld meer beschikbaar is op je spelersbord!"
)
ES_RING = (
    "¡solo mueves un marcador de anillo si el anillo que terminas no lo ha reclamado otro jugador y si en tu "
    "tablero todavía queda alguna casilla libre en la columna de ese número!"
)


def test_nor_is_no_also_and_a_passive_agent_is_the_other_sides_active_subject():
    assert "also" not in signs(NL_RING, "nl", term_bank("gnome-hollow")).labels["focus"]
    assert _disagreements(NL_RING, "nl", ES_RING, "es", "gnome-hollow") == []


def test_a_passive_against_a_passive_compares_the_agents():
    nl = subjects(NL_RING, "nl")
    ru = ("2", "a:2", "p:2")  # "... если вы завершили кольцо, занятое вашим же гномом": by you, not another
    assert "a:3" in nl
    assert differ(nl, ru, nl, ru)
    assert not differ(nl, ("2", "3", "p:2"), nl, ("2", "3", "p:2"))  # "lo ha reclamado otro jugador"


EN_TRADE = "you may not Trade if you or your teammate has no Mushling Cards/Spore Tokens"


def test_an_or_under_a_negation_is_an_and_after_only_if():
    nl = "ruilen kan alleen als jij en je teamgenoot allebei zwammelingkaarten/sporenfiches hebben"
    assert "connective-differs" not in _disagreements(EN_TRADE, "en", nl, "nl", "mycelium")


def test_an_or_turned_into_neither_nor_is_still_a_connective_change():
    es = "no puedes Comerciar si ni tú ni tu compañero tenéis cartas de Mushling/fichas de Espora"
    assert "connective-differs" in _disagreements(EN_TRADE, "en", es, "es", "mycelium")
    faithful = "no puedes Comerciar si tú o tu compañero no tenéis cartas de Mushling/fichas de Espora"
    assert "connective-differs" not in _disagreements(EN_TRADE, "en", faithful, "es", "mycelium")


def test_a_dutch_open_syllable_plural_names_the_noun():
    bank = term_bank("mycelium")
    assert "nutrient-tree" in bank.find("vaak hangen ze in bomen rond", "nl")
    assert "nutrient-tree" in bank.find("een boom", "nl")


def test_an_abbreviations_full_stop_ends_no_sentence():
    text = "Treat the game as a 4 player game (ex. Veiled Lady would view 4 Nutrient Cards). Then play."
    assert [s.text[-7:] for s in split(text)] == ["Cards).", "n play."]
    en = (
        "For all Mushling Cards and setup, treat the game as if it is a 4 player game (ex. Veiled Lady would "
        "view 4 Nutrient Cards)"
    )
    nl = (
        "Voor alle zwammelingkaarten en voor de voorbereiding geldt het spel als een spel met 4 spelers (de "
        "Sluierdame bekijkt bijvoorbeeld 4 voedingskaarten)"
    )
    assert "clause-only-in" not in _disagreements(en, "en", nl, "nl", "mycelium")


def test_any_player_and_their_pronoun_are_no_other_actor_than_you():
    en = "A player may choose not to gather a Spore Token or Nutrient Token when they would otherwise gather it"
    nl = "Je mag ervoor kiezen een sporen- of voedingsfiche te laten liggen die je anders zou verzamelen"
    pa, pb = persons(en, "en"), persons(nl, "nl")
    assert not persons_differ(pa, pb, pa, pb)
    theirs = subjects("after any player reveals cards in combat, to add +2 to their Combat Value", "en")
    yours = persons(
        "nadat een speler in een gevecht kaarten onthult, om +2 bij je eigen Gevechtswaarde op te tellen", "nl"
    )
    assert differ(theirs, yours, theirs, yours)  # the owner turned to you is still a change (their, je eigen)


def test_that_before_an_article_opens_a_clause():
    assert subjects("Note that the player wins only on their own turn", "en")[:1] == ("3",)


EN_REMOVE = "OR if the Defender does not play a Mushling Card, remove their Path, reveal your Mushling Card"


def test_a_russian_svoj_is_the_owner_its_piece_names():
    yours = subjects("ИЛИ, если защитник карту не выложил, уберите свою тропу, откройте свою карту грибыша", "ru")
    theirs = subjects("ИЛИ, если защитник карту не выложил, уберите его тропу, откройте свою карту грибыша", "ru")
    en = subjects(EN_REMOVE, "en")
    assert yours.count("p:2") == 2 and theirs.count("p:2") == 1
    assert differ(en, yours, en, yours)  # their Path turned into your own (dev10's planted actor defect)
    assert not differ(en, theirs, en, theirs)
    current = subjects("Когда текущий игрок полностью завершит свой ход, ход переходит к следующему игроку", "ru")
    assert "p:3" in current  # the current player's own, as "their entire turn" says
    assert "p:2" not in subjects("В свою первую фазу сбора он гарантированно получит 2 карты грибышей", "ru")


def test_prichyom_after_a_comma_opens_a_clause_of_its_own():
    from referee.adjudicator.crosscheck.units import split_units

    text = "На одном ребре может лежать не больше 2 троп, причём обе вполне могут быть вашими собственными"
    assert [u.text for u in split_units(text, "ru")][-1].startswith("причём обе")
    en = "Each edge can only have 2 Paths on it, but you can NOT have 2 of your own Paths on the same edge"
    assert "negation-differs" in _disagreements(en, "en", text, "ru", "mycelium")  # the "не" of "не больше" aside


NL_SALE = (
    "Na een verkoop leg je een marktfiche op het veld van je verkoop, behalve als je slechts 2 paddenstoelen van een "
    "soort hebt verkocht."
)


def test_an_exception_turned_into_even_if_is_a_negation_change():
    even = "Tras una venta pones una ficha de mercado en la casilla de tu venta, incluso si solo has vendido 2 setas."
    faithful = "Tras una venta pones una ficha de mercado en la casilla de tu venta, salvo si solo has vendido 2 setas."
    assert "negation-differs" in _disagreements(NL_SALE, "nl", even, "es", "gnome-hollow")
    assert _disagreements(NL_SALE, "nl", faithful, "es", "gnome-hollow") == []
