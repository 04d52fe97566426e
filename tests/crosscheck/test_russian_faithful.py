"""A faithful Russian translation raises no disagreement: what a Russian translator writes differently from
the source (a sentence cut in two at a comma, "не ... ли" for "whether", a "не-" participle for "no vendidos",
"не даёт" for "impide", a coordinated word the term bank does not list) is wording, not changed meaning.

Sentence pairs made up for these tests with the Gnome Hollow term bank, each next to the same pair with a real
change, which must still be flagged.
"""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck import align_passages
from referee.adjudicator.crosscheck.clause_flags import Clause
from referee.adjudicator.crosscheck.cues import covers, cues
from referee.adjudicator.crosscheck.flags import scope_flags
from referee.adjudicator.crosscheck.joins import joinable
from referee.adjudicator.crosscheck.meaning import signs
from referee.adjudicator.crosscheck.terms import term_bank
from referee.adjudicator.crosscheck.units import split_units
from referee.rulebooks import Passage

BANK = term_bank("gnome-hollow")


def _p(lang: str, text: str, n: int = 1) -> Passage:
    return Passage(f"gnome-hollow/{lang}/t/{n}", "gnome-hollow", lang, "t", text, 0, len(text))


# Two more faithful pairs around the pair under test: a cross-check judges texts that are translations clause
# for clause (most clauses with a counterpart), as a whole translation is
CONTEXT = [
    (
        "Cada loseta debe tocar el tocón o una loseta ya colocada.",
        "Каждая плитка должна касаться пня или уже выложенной плитки.",
    ),
    (
        "El jugador con más puntos gana la partida.",
        "Партию выигрывает игрок, набравший больше всего очков.",
    ),
]


def _disagreements(es: str, ru: str):
    texts = [CONTEXT[0], (es, ru), CONTEXT[1]]
    a = [_p("es", x, n) for n, (x, _) in enumerate(texts)]
    b = [_p("ru", y, n) for n, (_, y) in enumerate(texts)]
    res = align_passages(a, b, game="gnome-hollow")
    pair = next(p for p in res.pairs if p.a.text == es)
    assert pair.b.text == ru
    return [f for f in pair.flags if f.severity == "disagreement"]


@pytest.mark.parametrize(
    "text",
    [
        "Проверьте, не осталось ли на тропе свободного места.",  # whether a place is left
        "Посмотрите, не закончился ли запас плиток.",
    ],
)
def test_ne_li_asks_whether_and_negates_nothing(text):
    assert cues(text, "ru", "negation") == []


def test_ne_li_does_not_hide_a_real_negation():
    assert cues("Гном не может вернуться, пока не закончился ход.", "ru", "negation") == ["не", "не"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("непроданные грибы ничего не стоят", "ru"),  # a negation cue too, but covered without it:
        ("гном уходит на незанятую тропу", "ru"),
        ("el gnomo impide que otro jugador reclame el camino", "es"),
        ("this prevents the other players from claiming it", "en"),
        ("dit verhindert dat een andere speler het pad claimt", "nl"),
    ],
)
def test_a_ne_participle_and_verbs_of_preventing_say_no(text, lang):
    assert covers(text, lang, "negation")


def test_a_word_starting_with_ne_is_no_negation_by_itself():
    assert not covers("возьмите несколько плиток", "ru", "negation")


def test_a_negative_participle_answers_a_spanish_no():
    es = "Al final de la partida gana el jugador con más hongos no vendidos."
    assert _disagreements(es, "В конце игры побеждает игрок, у которого больше непроданных грибов.") == []
    # ... while a plain statement of the opposite is still a negation lost
    flags = _disagreements(es, "В конце игры побеждает игрок, у которого больше проданных грибов.")
    assert [f.code for f in flags] == ["negation-differs"]


def test_a_scope_with_a_word_the_bank_lacks_is_a_note():
    es = _p("es", "Los caminos y los bordes verdes deben coincidir con otros caminos/bordes.")
    # (тропинка: not in the bank)
    ru = _p("ru", "Тропинки и зелёные края должны совпадать с другими тропинками и краями.")
    flags = scope_flags(es, ru, BANK)
    assert flags and {f.severity for f in flags} == {"note"}
    # the other side naming one thing only is still a narrower rule
    narrow = _p("ru", "Зелёные края должны совпадать с другими краями.")
    assert {f.severity for f in scope_flags(es, narrow, BANK)} == {"disagreement"}


ES_FLOWER = "Flor: toma una flor siempre que todavía no la tengas y colócala en el espacio libre más a la izquierda."
RU_FLOWER = "Цветок: возьмите цветок, если у вас такого ещё нет, и положите его на самое левое свободное место."


def test_a_sentence_cut_in_two_is_no_clause_in_one_language():
    assert _disagreements(ES_FLOWER, RU_FLOWER) == []


def test_only_clauses_of_one_sentence_are_read_together():
    # a sentence of its own next to a rule is as often an added rule as a split one: never joined
    units = split_units(RU_FLOWER + " Каждый игрок может брать не больше одного цветка за игру.", "ru")
    clauses = [Clause(0, u, signs(u.text, "ru", BANK)) for u in units]
    assert [u.text for u in units][-1] == "Каждый игрок может брать не больше одного цветка за игру."
    assert [joinable(clauses, k) for k in range(len(clauses) - 1)] == [True] * (len(clauses) - 2) + [False]


def test_a_span_up_to_the_end_of_the_game_is_no_moment():
    es = "Coloca un bloqueador sobre ese tipo de hongo por el resto del juego."
    assert _disagreements(es, "Положите блокиратор на этот вид грибов до конца игры.") == []
    # ... a moment at the end of the game still differs from "then"
    es_then = "Vende tus hongos y luego coloca un bloqueador sobre ese tipo de hongo."
    flags = _disagreements(es_then, "Продайте грибы, а в конце игры положите блокиратор на этот вид грибов.")
    assert any(f.code == "timing-differs" for f in flags), flags


def test_a_participle_keeps_to_its_own_forms():
    # pymorphy3 files "атакующий" under the verb "атаковать": the attacker is not "атакованная" (the attacked)
    from referee.text.lemmas import BuildLemmatizer

    forms = BuildLemmatizer().word_forms("атакующий", "ru")
    assert {"атакующего", "атакующему"} <= forms
    assert not {"атаковать", "атакованная", "атакуйте"} & forms


def test_a_russian_word_pymorphy3_inflects_is_not_matched_by_its_stem():
    bank = term_bank("mycelium")
    assert "spend" not in bank.find("где стоят ваши машлинги", "ru")  # they stand, not they cost
    assert "spend" in bank.find("это действие стоит 2 жетона", "ru")


@pytest.mark.parametrize(
    ("text", "lang", "label"),
    [
        ("чтобы у всех игроков машлинги уже стояли на поле", "ru", "each"),
        ("Раздайте всем игрокам по 4 карты", "ru", "each"),
        ("We nemen 2 tegels per speler uit de zak", "nl", "each"),
        ("над соперничающими колониями", "ru", "opponent"),
    ],
)
def test_who_acts_in_the_forms_translators_use(text, lang, label):
    assert label in signs(text, lang, BANK).labels["player"]


@pytest.mark.parametrize(
    ("text", "immediately"),
    [
        ("откройте карту и переходите сразу к шагу 6", False),  # directly to step 6
        ("одна тропа может быть связана сразу с 2 местами", False),  # with 2 places at once
        ("вы сразу получаете бонус", True),
    ],
)
def test_srazu_before_a_preposition_or_a_count_is_no_moment(text, immediately):
    from referee.adjudicator.crosscheck.compare import NOT_COMPARED

    labels = signs(text, "ru", BANK).labels["timing"] - NOT_COMPARED
    assert ("immediately" in labels) is immediately


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Во-вторых, вы получаете плитку, не забывая про лимит в 2 плитки.", "ru"),
        ("Чтобы не забыть, положите гнома набок.", "ru"),
        ("Don't forget the limit of 2 tiles.", "en"),
        ("Vergeet niet je gnoom plat te leggen.", "nl"),
    ],
)
def test_not_forgetting_is_remembering(text, lang):
    assert cues(text, lang, "negation") == []
