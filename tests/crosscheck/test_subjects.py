"""Who does it, by the subject of each finite piece of a clause (subjects.py), and when (the timing labels of
cue_words.py: before / after, the turn or the round under way): made-up pairs in several language pairs, a
faithful translation quiet, the changed one flagged in its own clause on both sides (issue #19)."""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.actors import SECOND, THIRD
from referee.adjudicator.crosscheck.subjects import (
    ATTACKER,
    DEFENDER,
    LEFT,
    POSSESSOR,
    RIGHT,
    differ,
    possessors,
    subjects,
)
from tests.crosscheck.test_clauses import _flags

# (source lang, target lang, source, faithful, defective): each defect keeps every person the sentence names
# and changes only who does the thing, or when
ACTOR_CASES = [
    (  # the one who must ask: you -> that player (both sentences name you and the other player)
        "es",
        "ru",
        "Robas una carta del mazo. Si tu ficha toca la loseta de otro jugador, debes pedirle permiso.",
        "Вы берёте карту из колоды. Если ваша фишка касается тайла другого игрока, вы должны спросить у него "
        "разрешения.",
        "Вы берёте карту из колоды. Если ваша фишка касается тайла другого игрока, этот игрок должен спросить у "
        "вас разрешения.",
    ),
    (  # who scores: the opponent -> you
        "nl",
        "en",
        "Leg een fiche op het bord. Als je geen kaart trekt, krijgt de tegenstander een punt.",
        "Put a token on the board. If you draw no card, your opponent scores a point.",
        "Put a token on the board. If you draw no card, you score a point.",
    ),
    (  # the attacker and the defender both named; the one who takes the token changed
        "en",
        "es",
        "Draw a card from the pile. If the attacker wins, the defender loses the path and the attacker takes 1 token.",
        "Roba una carta del mazo. Si gana el atacante, el defensor pierde el camino y el atacante toma 1 ficha.",
        "Roba una carta del mazo. Si gana el atacante, el defensor pierde el camino y el defensor toma 1 ficha.",
    ),
    (  # who places the tile: your opponent -> you, in the second half of the sentence only
        "ru",
        "en",
        "Вы берёте тайл из колоды. Вы выбираете один тайл земли, который соперник кладёт в свою панораму.",
        "You draw a tile from the deck. You choose one land tile, which your opponent places in their panorama.",
        "You draw a tile from the deck. You choose one land tile, which you place in your panorama.",
    ),
    (  # the one who asks for permission: you -> the other player (the Dutch "je" after a preposition-led piece)
        "en",
        "nl",
        "Draw a card. If you extend a ring claimed by another player, you must ask that player for permission.",
        "Trek een kaart. Als je met je tegel een ring verlengt die door een andere speler is geclaimd, vraag je die "
        "speler om toestemming.",
        "Trek een kaart. Als je met je tegel een ring verlengt die door een andere speler is geclaimd, vraagt die "
        "speler jou om toestemming.",
    ),
    (  # the one who would gather: "they" (the player named before) -> you
        "en",
        "nl",
        "Draw a card from the pile. A player may choose not to draw a card when they would draw one.",
        "Trek een kaart van de stapel. Een speler mag ervoor kiezen geen kaart te trekken als hij er een zou trekken.",
        "Trek een kaart van de stapel. Een speler mag ervoor kiezen geen kaart te trekken als jij er een zou trekken.",
    ),
    (  # the neighbour who gets the marker: the left one -> the right one (both texts name a neighbour)
        "es",
        "en",
        "Roba una carta del mazo. Al final de la ronda, el jugador a tu izquierda recibe el marcador de "
        "primer jugador.",
        "Draw a card from the deck. At the end of the round, the player to your left receives the first player marker.",
        "Draw a card from the deck. At the end of the round, the player to your right receives the first player "
        "marker.",
    ),
    (  # a neighbour for the player himself
        "es",
        "en",
        "Baraja el mazo. Al final de la ronda, el primer jugador en pasar mueve su marcador de puntuación "
        "una casilla hacia atrás en el tablero.",
        "Shuffle the deck. At the end of the round, the first player to pass moves their score marker one "
        "space back on the board.",
        "Shuffle the deck. At the end of the round, the first player to pass moves the score marker of the "
        "player to their left one space back on the board.",
    ),
]

TIMING_CASES = [
    (  # before -> after another step
        "en",
        "es",
        "Shuffle the deck. Before scoring, add every tile left in your hand to your board.",
        "Baraja el mazo. Antes de puntuar, añade a tu tablero todas las losetas que te queden en la mano.",
        "Baraja el mazo. Después de puntuar, añade a tu tablero todas las losetas que te queden en la mano.",
    ),
    (  # the turn under way -> the round under way
        "es",
        "ru",
        "Robas una loseta del mazo. Cuando el mazo se agote, termina el turno actual y después cada jugador "
        "añade una loseta a su panorama.",
        "Вы берёте тайл из колоды. Когда колода закончится, доиграйте текущий ход, а затем каждый игрок "
        "добавляет один тайл в свою панораму.",
        "Вы берёте тайл из колоды. Когда колода закончится, доиграйте текущий раунд, а затем каждый игрок "
        "добавляет один тайл в свою панораму.",
    ),
    (  # after -> before
        "nl",
        "en",
        "Schud de stapel. Na het gevecht trekt de winnaar twee kaarten van de stapel.",
        "Shuffle the pile. After the fight the winner draws two cards from the pile.",
        "Shuffle the pile. Before the fight the winner draws two cards from the pile.",
    ),
]


def _kind(flags, kind):
    return [f for f in flags if f.kind == kind]


@pytest.mark.parametrize(
    ("kind", "la", "lb", "source", "faithful", "defective"),
    [("actor", *c) for c in ACTOR_CASES] + [("timing", *c) for c in TIMING_CASES],
)
def test_a_faithful_pair_stays_quiet_and_the_changed_clause_is_flagged_on_both_sides(
    kind, la, lb, source, faithful, defective
):
    _, quiet = _flags(source, faithful, la, lb)
    assert _kind(quiet, kind) == [], quiet
    pair, flags = _flags(source, defective, la, lb)
    found = _kind(flags, kind)
    assert found, flags
    # the flag names the changed clause, not the whole passage nor its first sentence
    a_clause, b_clause = pair.a.text[slice(*found[0].a_span)], pair.b.text[slice(*found[0].b_span)]
    first_a, first_b = pair.a.text.split(". ")[0], pair.b.text.split(". ")[0]
    assert first_a not in a_clause and first_b not in b_clause, (a_clause, b_clause)


# faithful renderings that move a subject without changing who acts: quiet
QUIET = [
    # an imperative for "you ..." (no person), a passive for an active
    ("en", "es", "Shuffle the deck. You then discard the card you used.", "Baraja el mazo. Descarta la carta usada."),
    (
        "ru",
        "en",
        "Вы берёте тайл из колоды. Использованный тайл духа сбрасывается из панорамы после подсчёта.",
        "You draw a tile from the deck. You discard the used spirit tile from your panorama after scoring.",
    ),
    # "after X, do Y" said as "X, then Y"
    (
        "en",
        "nl",
        "Shuffle the deck. After you win a fight, draw a card.",
        "Schud de stapel. Win je een gevecht, trek dan een kaart.",
    ),
    # the players in general ("Players should sit ...") are every player, the reader too
    (
        "en",
        "nl",
        "Shuffle the deck. Players should sit near their board.",
        "Schud de stapel. Ga zo zitten dat je dicht bij je eigen bord zit.",
    ),
    # a passive's agent ("claimed by another player") said in the active; a neighbouring hexagon is no neighbour
    (
        "en",
        "nl",
        "Draw a card. If you close a ring claimed by another player, you score a neighbouring tile.",
        "Trek een kaart. Sluit je een ring die een andere speler heeft geclaimd, dan scoor je een tegel ernaast.",
    ),
    # "Tú eliges" and "Eliges" (the pronoun Spanish may leave out) against "you choose"
    (
        "es",
        "en",
        "Baraja el mazo. Tú eliges una carta y la juegas.",
        "Shuffle the deck. You choose a card and play it.",
    ),
]


@pytest.mark.parametrize(("la", "lb", "source", "faithful"), QUIET)
def test_the_same_actor_and_moment_in_other_words_stays_quiet(la, lb, source, faithful):
    _, flags = _flags(source, faithful, la, lb)
    assert _kind(flags, "actor") == [] and _kind(flags, "timing") == [], flags


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Si tu loseta toca el anillo de otro jugador, debes obtener su permiso.", "es", (SECOND,)),  # the verb
        ("Если ваш тайл касается кольца другого игрока, этот игрок должен дать разрешение.", "ru", (THIRD,)),
        ("Als je tegel de ring raakt, heb je diens toestemming nodig.", "nl", (SECOND,)),  # "je tegel": possessive
        ("Krijgt je niets, dan legt de andere speler een fiche.", "nl", (SECOND, THIRD)),  # inverted subjects
        ("The player who is hit may choose which card to give you.", "en", (THIRD,)),  # "give you": an object
        ("If you (the Attacker) win, the Defender draws a card.", "en", (SECOND, DEFENDER)),  # apposition skipped
        ("Si gana el atacante, elige a un jugador.", "es", (ATTACKER,)),  # "a un jugador": an object
        ("Случайным образом определите первого игрока.", "ru", ()),  # "определите": also an imperative
        ("Place the card on your opponent's board.", "en", ()),  # an imperative; a possessor
        # a Dutch subject "je" before a verb or a preposition; a passive's agent ("a:")
        (
            "Je verplaatst geen fiche als je een ring afmaakt die geclaimd is door een andere speler.",
            "nl",
            ("2", "2", "a:3"),
        ),
        ("Als je bij het leggen een pad verlengt, krijg je een punt.", "nl", (SECOND, SECOND)),
        ("Если вы завершили кольцо, занятое вашим гномом, маркер не двигается.", "ru", (SECOND, "a:2")),
        ("Если вы завершили кольцо, занятое другим игроком, маркер не двигается.", "ru", (SECOND, "a:3")),
        ("Стать первым игроком может любой.", "ru", ()),  # an instrumental that is no agent (no passive)
        ("If the tile is placed by the Defender, draw a card.", "en", ("a:" + DEFENDER,)),
        ("Roba 2 cartas por jugador.", "es", ()),  # "por jugador": per player, no agent
        # "they" / "hij" stand for the player the subject before them names; the players in general, no one
        ("A player may keep a card when they would discard it.", "en", (THIRD, THIRD)),
        ("Een speler mag een fiche laten liggen dat hij zou verzamelen.", "nl", (THIRD,)),
        ("Als hij past, trekt de speler een kaart.", "nl", (THIRD,)),  # "hij" before any player: no one
        ("Players may choose a card and the other players draw one.", "en", (THIRD,)),
        ("Игроки выбирают свой тайл, а вы берёте карту.", "ru", (SECOND,)),
        # a neighbour by the side they sit on
        ("Then the player to your left draws a card.", "en", (LEFT,)),
        ("Daarna trekt je rechterbuurman een kaart.", "nl", (RIGHT,)),
        ("Затем игрок справа от вас берёт карту.", "ru", (RIGHT,)),
    ],
)
def test_the_subject_of_each_piece(text, lang, want):
    assert tuple(x for x in subjects(text, lang) if not x.startswith(POSSESSOR)) == want


def test_an_agent_is_compared_with_an_agent_only():
    # "claimed by another player" against "that another player claimed": the same actor
    assert not differ(("a:3",), (THIRD,), ("a:3",), (THIRD,))
    # "occupied by another player" against "occupied by your gnome": a different one
    assert differ((SECOND, "a:3"), (SECOND, "a:2"), (SECOND, "a:3"), (SECOND, "a:2"))
    # a neighbour by side: apart from the other side's neighbour only (the defender may sit on your left)
    assert differ((LEFT,), (RIGHT,), (LEFT,), (RIGHT,)) and not differ((LEFT,), (DEFENDER,), (LEFT,), (DEFENDER,))
    assert not differ((LEFT,), (THIRD,), (LEFT,), (THIRD,))


def test_the_players_in_general_name_no_person():
    from referee.adjudicator.crosscheck.actors import persons

    assert persons("- Players should sit near their Colony on the board", "en") == frozenset()
    assert persons("Players may choose a card, and the other players draw one", "en") == {THIRD}
    assert possessors("Players should sit near their board.", "en") == ("p:3",)  # the words themselves
    assert subjects("Players should sit near their board.", "en") == ()  # "their": the players in general


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Retira su sendero y revela tu carta.", "es", ("p:3", "p:2")),  # "su" / "tu"
        ("Tú eliges una carta.", "es", ()),  # "tú" is the pronoun
        ("Remove their Path and reveal your card.", "en", ("p:3", "p:2")),
        ("Je hebt diens toestemming nodig voor jouw zet.", "nl", ("p:3", "p:2")),
        ("Положите ваш тайл.", "ru", ("p:2",)),
    ],
)
def test_possessors_of_the_second_and_the_third_person(text, lang, want):
    assert possessors(text, lang) == want
    # a possessor is compared with a possessor only: "your" against "their", never against a subject
    assert not differ(("p:2",), (THIRD,), ("p:2",), (THIRD,)) and differ(("p:2",), ("p:3",), ("p:2",), ("p:3",))


def test_many_changed_persons_in_one_check_are_the_texts_style_not_slips():
    from referee.adjudicator.crosscheck.clause_flags import STYLE, _style
    from referee.adjudicator.crosscheck.messages import msg
    from referee.adjudicator.crosscheck.model import Flag

    m = msg("crosscheck.actor-person", "{lang} and {other} name a different actor here", lang="en", other="es")
    one = Flag("actor-differs", m.render(), kind="actor", a_span=(0, 5), b_span=(0, 5), msg=m)
    other = Flag("numbers-differ", "en says 2; es says 3", kind="number", a_span=(0, 5), b_span=(0, 5))
    few = {(k, k): [one, other] for k in range(STYLE - 1)}
    assert all(f.severity == "disagreement" for fs in _style(few).values() for f in fs)
    many = {(k, k): [one, other] for k in range(STYLE)}
    assert [f.severity for f in many[(0, 0)]] == ["disagreement", "disagreement"]
    assert [f.severity for f in _style(many)[(0, 0)]] == ["note", "disagreement"]  # only the person flags
