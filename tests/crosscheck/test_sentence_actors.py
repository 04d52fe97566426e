"""Who does it, where the simple subject reading missed it (issue #19): a sentence one text cuts at ";" and the
other keeps whole (sentence_actors.py), a Russian "он" that stands for a player named before it, and the Russian
"у X есть" (X has). Made-up pairs: the faithful translation quiet, the changed one flagged."""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.actors import SECOND, THIRD
from referee.adjudicator.crosscheck.sentence_actors import sentence_of, widened
from referee.adjudicator.crosscheck.subjects import POSSESSOR, subjects
from tests.crosscheck.test_clauses import _flags

# (source lang, target lang, source, faithful, defective)
CASES = [
    (  # the Russian "он" of a relative clause is the opponent named a sentence before, not the tile
        "ru",
        "en",
        "Ваш соперник показывает тайлы в своей руке. Вы выбираете один из этих тайлов, который он должен "
        "сыграть в свой следующий ход.",
        "Your opponent shows the tiles in their hand. You choose one of those tiles, which they must play on "
        "their next turn.",
        "Your opponent shows the tiles in their hand. You choose one of those tiles, which you must play on "
        "your next turn.",
    ),
    (  # "у него есть": the one who has a tile there is the opponent
        "ru",
        "es",
        "Положите тайл на стол. Его можно положить на доску противника рядом с местом, где у него уже есть тайл.",
        "Pon la loseta en la mesa. Se puede poner en el tablero del rival junto a un lugar donde él ya tiene una "
        "loseta.",
        "Pon la loseta en la mesa. Se puede poner en el tablero del rival junto a un lugar donde ya tienes una loseta.",
    ),
    (  # a sentence the translation cuts at ";": the changed half is compared with the whole Dutch sentence
        "nl",
        "en",
        "Leg een fiche op het bord. Ring van een andere speler: krijgt je niets, de desbetreffende speler werkt "
        "in zijn volgende beurt deze ring af.",
        "Put a token on the board. Another player's ring: you get nothing; that player finishes this ring on "
        "their next turn.",
        "Put a token on the board. Another player's ring: you get nothing; you finish this ring on your next turn.",
    ),
]


@pytest.mark.parametrize(("la", "lb", "source", "faithful", "defective"), CASES)
def test_a_faithful_pair_stays_quiet_and_the_changed_actor_is_flagged(la, lb, source, faithful, defective):
    _, quiet = _flags(source, faithful, la, lb)
    assert [f for f in quiet if f.kind == "actor"] == [], quiet
    pair, flags = _flags(source, defective, la, lb)
    found = [f for f in flags if f.kind == "actor"]
    assert found, flags
    assert "you" in pair.b.text[slice(*found[0].b_span)].lower() or "tienes" in pair.b.text[slice(*found[0].b_span)]


def _actors(text: str, lang: str, before: str = "") -> tuple[str, ...]:
    return tuple(x for x in subjects(text, lang, before) if not x.startswith(POSSESSOR))


@pytest.mark.parametrize(
    ("text", "before", "want"),
    [
        ("Затем он сбрасывает карту.", "Соперник берёт карту. ", (THIRD,)),  # the player named before
        ("Затем он приносит 2 очка.", "Вы кладёте тайл. ", ()),  # the tile: a thing, no actor
        ("Он может быть размещён рядом.", "Соперник берёт тайл. Тайл ", ()),  # a passive: what is placed
        ("Если у вас нет карты, возьмите её.", "", (SECOND,)),  # "у вас нет": you have none
        ("Вы забираете 2 карты у игрока.", "", (SECOND,)),  # "у игрока" without "есть": from the player
        ("Где у игрока есть тайл, положите фишку.", "", (THIRD,)),
    ],
)
def test_russian_pronouns_and_the_one_who_has(text, before, want):
    assert _actors(text, "ru", before) == want


def test_a_group_is_widened_to_the_clauses_of_its_sentences_no_other_group_compares():
    from referee.adjudicator.crosscheck.clause_flags import _clauses

    [cs] = _clauses([_p("Je krijgt niets; de speler werkt de ring af. Leg een fiche neer.")], None)
    assert len(cs) == 3
    assert sentence_of(cs, [0]) == [0, 1] and sentence_of(cs, [2]) == [2]
    assert widened(cs, [0], others=set()) == [0, 1]
    assert widened(cs, [0], others={1}) == [0]  # compared in its own group


def _p(text: str):
    from tests.crosscheck.test_clauses import _p as passage

    return passage("gnome-hollow/nl/s/1", "nl", text)


@pytest.mark.parametrize(
    ("b_text", "flagged"),
    [
        ("You get nothing; that player finishes the ring on their next turn.", False),
        ("You get nothing; you finish the ring on your next turn.", True),
    ],
)
def test_the_half_a_group_leaves_out_is_read_with_it(b_text, flagged):
    from referee.adjudicator.crosscheck.clause_flags import _clauses
    from referee.adjudicator.crosscheck.sentence_actors import sentence_flag
    from tests.crosscheck.test_clauses import _p as passage

    [ca] = _clauses([_p("Krijgt je niets, de desbetreffende speler werkt in zijn volgende beurt de ring af.")], None)
    [cb] = _clauses([passage("gnome-hollow/en/s/1", "en", b_text)], None)
    assert (len(ca), len(cb)) == (1, 2)
    # the group pairs the Dutch sentence with the English first half only (as the bench's cut did)
    flag = sentence_flag(ca, cb, ([0], [0]), (set(), set()), ("nl", "en"))
    assert (flag is not None) == flagged
    if flag:
        assert cb[1].unit.text in b_text[slice(*flag.b_span)]  # the flag names the half the group left out
    # a half another group compares is judged there
    assert sentence_flag(ca, cb, ([0], [0]), (set(), {1}), ("nl", "en")) is None


@pytest.mark.parametrize(
    ("la", "lb", "source", "faithful", "defective"),
    [
        (  # the active player is the reader the other text calls "you"; the opponent is not
            "en",
            "es",
            "Shuffle the deck. At the end of the turn, the active player draws two cards from the deck.",
            "Baraja el mazo. Al final del turno, robas dos cartas del mazo.",
            "Baraja el mazo. Al final del turno, tu oponente roba dos cartas del mazo.",
        ),
    ],
)
def test_the_active_player_is_you(la, lb, source, faithful, defective):
    _, quiet = _flags(source, faithful, la, lb)
    assert [f for f in quiet if f.kind == "actor"] == [], quiet
    _, flags = _flags(source, defective, la, lb)
    assert [f for f in flags if f.kind == "actor"], flags


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("В конце хода активный игрок берёт две карты.", "ru"),
        ("De actieve speler trekt twee kaarten.", "nl"),
        ("El jugador en turno roba dos cartas.", "es"),
    ],
)
def test_the_active_player_is_the_second_person(text, lang):
    from referee.adjudicator.crosscheck.actors import persons

    assert _actors(text, lang) == (SECOND,) and persons(text, lang) == {SECOND}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The player who closes the ring takes all the mushrooms.", "en"),
        ("El jugador que cierra el anillo toma todos los hongos.", "es"),
        ("De speler die de ring sluit neemt alle paddenstoelen.", "nl"),
    ],
)
def test_a_player_a_relative_clause_describes_is_whoever_does_it(text, lang):
    """ "The player who closes the ring takes ..." = "If you close the ring, you take ...": no actor of its own,
    while "the player takes" is another player."""
    from referee.adjudicator.crosscheck.actors import persons

    assert _actors(text, lang) == () and THIRD not in persons(text, lang)
    plain = {"en": "The player takes all the mushrooms.", "es": "El jugador toma todos los hongos."}
    plain["nl"] = "De speler neemt alle paddenstoelen."
    assert _actors(plain[lang], lang) == (THIRD,) and THIRD in persons(plain[lang], lang)


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Lay that player's gnome down flat.", "en", ("p:3",)),  # a player who owns the gnome
        ("Lay your own gnome down flat.", "en", ("p:2",)),
        ("Leg de gnoom van die speler plat.", "nl", ("p:3",)),
        ("Tel +2 op bij je eigen Gevechtswaarde.", "nl", ("p:2",)),  # "je eigen": a possessive for sure
        ("Neem de kaart in je hand.", "nl", ("p:2",)),  # "je" after a preposition
        ("Toma la loseta del rival.", "es", ("p:3",)),
        ("Coloca la ficha en tu tablero de jugador.", "es", ("p:2",)),  # "de jugador": a kind of board
        ("Возьмите участок с панорамы противника.", "ru", ("p:3",)),  # a genitive player noun
        ("Заберите 2 карты у противника.", "ru", ()),  # "у противника": from the player
        ("Place it on the Player Mat.", "en", ()),
    ],
)
def test_a_player_who_owns_something_is_a_possessor(text, lang, want):
    from referee.adjudicator.crosscheck.subjects import possessors

    assert possessors(text, lang) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Unless they give you 2 Mushling Cards, remove their path.", (THIRD,)),  # you named apart: a player
        ("If they match, score 2 points.", ()),  # tiles, cards or players: no actor
    ],
)
def test_english_they_is_another_player_only_beside_you(text, want):
    assert _actors(text, "en") == want


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        # faithful lines the readings above first flagged: a subject "je" after "als" (if), not a possessive;
        # "планшет игрока" is the player mat, no owner; "у этого игрока" is "from that player"
        ("Je mag zoveel kaarten inzetten als je wilt.", "nl", (SECOND, SECOND)),
        # (its goal is the reader's own: "свой" in an imperative, subjects.goal)
        ("Жетон положите на свой планшет игрока.", "ru", ("g:2",)),
        ("Вы должны спросить у этого игрока разрешения.", "ru", (SECOND,)),
        ("Возьмите кольцо этого игрока.", "ru", ("p:3",)),
        # "als de verdediger geen kaart speelt" is "if the defender plays no card", not "as the defender"
        ("Val je aan, dan win je toch als de verdediger geen kaart speelt.", "nl", (SECOND, SECOND, "3:defender")),
        ("Kan gebruikt worden als aanvaller of als verdediger.", "nl", ()),
    ],
)
def test_subjects_and_possessors_on_faithful_lines(text, lang, want):
    assert subjects(text, lang) == want
