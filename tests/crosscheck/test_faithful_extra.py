"""False-flag causes found on the faithful-extra translations (bench/planted/faithful-extra): a Dutch word that
only ends in a bank word ("reactie" is no "actie"), a name the translation writes as the source does, "after any
player" (some player, not every player), "onbeperkt" (no limit), "mag pas" (may only then), "als aanvaller en als
verdediger" (as the attacker or the defender), one sentence cut at another comma on each side, and a pair whose
partner is a whole translation of another passage.

Sentence pairs made up for these tests with a small made-up term bank; each quiet pair stands next to a pair with
a real change of that kind, which must still be flagged.
"""

from __future__ import annotations

import numpy as np
import pytest

from referee.adjudicator.crosscheck.clause_flags import Clause, _spare, _whole
from referee.adjudicator.crosscheck.compare import differences, uncrossed
from referee.adjudicator.crosscheck.cues import covers
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import TermBank
from referee.adjudicator.crosscheck.units import Unit

BANK = TermBank(
    "x",
    None,
    {
        "action": {"en": ("action",), "nl": ("actie",)},
        "steal": {"en": ("steal",), "nl": ("stelen",)},
        "coin": {"en": ("coin",), "nl": ("munt",)},
        "tile": {"en": ("tile",), "nl": ("tegel",), "es": ("loseta",)},
        "gnome-card": {"en": ("gnome",), "nl": ("gnomekaart",)},
        "edge": {"en": ("edge",), "nl": ("kant", "rand")},
        "hat": {"en": ("hat",), "nl": ("hoed",)},
        "blewit": {"en": ("blewit",)},  # a card name the bank lists in English only
        "ring": {"en": ("ring",), "es": ("anillo",)},
        "ring-marker": {"en": ("ring marker",), "es": ("marcador de anillo",)},
        "track": {"en": ("track",), "es": ("tablero",)},
    },
)


def _clause(text: str, lang: str, start: int = 0) -> Clause:
    return Clause(0, Unit(start, start + len(text), text), signs(text, lang, BANK))


def _kinds(a: str, la: str, b: str, lb: str) -> list[str]:
    ca, cb = _clause(a, la), _clause(b, lb)
    whole = (ca.signs.concepts, cb.signs.concepts)  # each clause is its whole passage here
    return [f.kind for f in differences(ca, cb, la, lb, whole)]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # "reactie" (reaction) ends in the bank's "actie" (action) but is no compound of it
        ("Reaction: steal a coin from another player.", "Reactie: steel een munt van een andere speler."),
        # the Dutch text keeps the English name "gnomes" that its bank only knows as "gnomekaart"
        ("Other gnomes see the hat coming their way.", "Andere gnomes zien de hoed hun kant op komen."),
        # "after any player" is some player, whoever it is
        ("Play this after any player reveals a coin.", "Speel dit nadat een speler een munt onthult."),
        # "onbeperkt" says there is no limit
        ("There is no limit to the coins you may play.", "Je mag onbeperkt munten spelen."),
        # "mag pas" (may only then) restricts to one time as "must wait until" does
        ("You must wait until your next turn to play it again.", "Je mag hem pas in je volgende beurt weer spelen."),
        # "als aanvaller en als verdediger" names the cases a rule covers, as "as the attacker or defender" does
        ("It can be used as the attacker or defender.", "Je kunt het als aanvaller en als verdediger gebruiken."),
    ],
)
def test_a_faithful_dutch_wording_is_no_difference(a, b):
    assert _kinds(a, "en", b, "nl") == []


@pytest.mark.parametrize(
    ("a", "b", "kind"),
    [
        ("Action: take a coin from the supply.", "Actie: neem een tegel uit de voorraad.", "component"),
        ("Put the hat on the edge.", "Zet de hoed op de gnomekaart.", "component"),
        ("Each player reveals a coin.", "De speler onthult een munt.", "actor"),
        ("Any player may reveal a coin.", "Je mag een munt onthullen.", "actor"),
        ("You may not play coins.", "Je mag munten spelen.", "negation"),
        ("You must play it.", "Je mag hem spelen.", "negation"),
        ("Take a tile or a coin.", "Neem een tegel en een munt.", "connective"),
    ],
)
def test_a_real_change_of_that_kind_is_still_flagged(a, b, kind):
    assert kind in _kinds(a, "en", b, "nl")


def test_a_compound_still_ends_in_its_head_and_a_prefix_makes_no_compound():
    assert "action" in BANK.find("Een spelactie kost niets.", "nl")
    assert "action" not in BANK.find("Een reactie kost niets.", "nl")
    assert not covers("Je hebt de kaart ontdekt.", "nl", "negation")  # "ont-" is no "on-" (not)
    assert covers("Je hebt de kaart onbeperkt.", "nl", "negation")


def _flags_of(pairs: list[tuple[str, str]], a: str, b: str) -> list:
    """Each (a clause, b clause) compared as an aligned pair inside the sentences ``a`` and ``b``."""
    out = []
    for x, y in pairs:
        ca, cb = _clause(x, "en", a.index(x)), _clause(y, "nl", b.index(y))
        out += differences(ca, cb, "en", "nl")
    return out


def test_one_sentence_cut_at_another_comma_names_the_actor_on_both_sides():
    a = "If two thieves meet, the attacker steals first, and then the defender steals."
    b = "Ontmoeten twee dieven elkaar, dan steelt eerst de aanvaller en daarna de verdediger."
    pairs = [
        ("If two thieves meet, the attacker steals first,", "Ontmoeten twee dieven elkaar,"),
        ("and then the defender steals.", "dan steelt eerst de aanvaller en daarna de verdediger."),
    ]
    flags = _flags_of(pairs, a, b)
    assert [f.kind for f in flags] == ["actor", "actor"]  # each clause pair alone sees the attacker on one side
    assert uncrossed(flags, (a, b), ("en", "nl")) == []


def test_an_actor_moved_to_another_sentence_is_still_flagged():
    a = "The attacker steals first. Then the cards are shuffled."
    b = "Er wordt eerst gestolen. Daarna schudt de aanvaller de kaarten."
    pairs = [("The attacker steals first.", "Er wordt eerst gestolen."), ("Then the cards are shuffled.", b[25:])]
    flags = _flags_of(pairs, a, b)
    assert len(flags) == 2
    assert uncrossed(flags, (a, b), ("en", "nl")) == flags


def test_a_pair_whose_partner_translates_another_passage_whole_is_spare():
    chosen = [(0, 0), (1, 0), (2, 1)]
    score = np.array([[2.2, 0.0], [1.4, 0.0], [0.0, 1.9]])
    match = {(0, 0): 1.0, (1, 0): 0.55, (2, 1): 0.8}
    assert _spare((1, 0), 1, chosen, score, match)  # b passage 0 is a's passage 0 translated whole
    assert not _spare((0, 0), 1, chosen, score, match)  # ... and that pair is not spare
    assert not _spare((2, 1), 1, chosen, score, {**match, (0, 0): 0.8, (1, 0): 0.8})
    # a partner only partly stated by its better pair: the lone clauses may be dropped, they stay flagged
    assert not _spare((1, 0), 1, chosen, score, {**match, (0, 0): 0.8})


def test_a_card_name_the_bank_lacks_in_the_translation_language_is_no_swapped_component():
    def kinds(a: str, b: str) -> list[str]:
        ca, cb = _clause(a, "en"), _clause(b, "nl")
        return [f.kind for f in differences(ca, cb, "en", "nl", _whole([ca], [cb], BANK, "en", "nl"))]

    # the Dutch card name ("de Paarse Hoed") is one the bank has no Dutch word for the Blewit to be found by
    assert kinds("The Blewit is a builder.", "De Paarse Hoed is een bouwer.") == []
    # two components the bank names in both languages, swapped
    assert kinds("Put the hat on the edge.", "Zet de hoed op de gnomekaart.") == ["component"]


def test_a_word_of_a_longer_name_names_that_name_only():
    assert signs("Coloca tus marcadores de anillo en la casilla.", "es", BANK).inner == {"ring"}
    assert signs("Pon el marcador de anillo sobre el anillo.", "es", BANK).inner == frozenset()
    # ... and still answers for a ring the other text names ("the ring marker" read as "the ring's marker")
    assert _kinds("Put the marker on the ring.", "en", "Pon el marcador de anillo en la casilla.", "es") == []
    # "anillo" inside "marcador de anillo" is no ring against the English "track"
    assert _kinds("Put your ring marker on the track.", "en", "Pon tu marcador de anillo en la casilla.", "es") == []
    # the marker's words beside another component put for the track: a swap
    assert _kinds("Put your ring marker on the track.", "en", "Pon tu marcador de anillo en la loseta.", "es") == [
        "component"
    ]


@pytest.mark.parametrize(
    ("a", "b", "quiet"),
    [
        # a negated comparative is a superlative, in Dutch and in English
        ("This tile has the highest value of all.", "Geen enkele tegel heeft een hogere waarde dan deze.", True),
        ("No other tile has a higher value than this one.", "Deze tegel heeft de hoogste waarde.", True),
        # a negation that is no comparative is still one
        ("This tile has the highest value of all.", "Deze tegel heeft niet de hoogste waarde.", False),
        ("This tile has the highest value of all.", "Geen enkele tegel heeft een waarde.", False),
    ],
)
def test_a_negated_comparative_is_a_superlative_not_a_negation(a, b, quiet):
    assert ("negation" not in _kinds(a, "en", b, "nl")) is quiet


def test_a_dutch_separable_verb_written_apart_names_its_concept():
    bank = TermBank("x", None, {"attack": {"en": ("attack",), "nl": ("val aan",)}})
    # the particle last in its clause, words after the verb
    assert "attack" in bank.find("Val met een andere kaart uit je hand een willekeurig pad aan, ook als je wilt.", "nl")
    assert "attack" in bank.find("Val een pad aan.", "nl")
    # "aan" as a preposition inside the clause is no particle of that verb
    assert "attack" not in bank.find("Val niet aan tafel in slaap.", "nl")
    assert "attack" not in bank.find("Val.", "nl")


def test_an_actor_one_side_names_where_the_other_names_another_says_both():
    """ "es names “Atacante”; en does not" read as wrong where the English names the Attacker a line before: the
    flag now says what the other clause names there (found by the session-22 new-user helper)."""
    a = "- OR if the Defender wins, the targeted Path is not removed and the Defender draws 1 Mushling Card"
    b = "- OF als de verdediger wint, wordt het doelpad niet verwijderd en trekt de aanvaller 1 Mushlingkaart"
    flags = _flags_of([(a, b)], a, b)
    actor = [f for f in flags if f.kind == "actor"]
    assert actor, flags
    assert any("“aanvaller”" in f.message and "“defender”" in f.message for f in actor), [f.message for f in actor]
    assert all(f.msg.render("nl") != f.msg.render("en") for f in actor)
