"""Number, negation, condition and timing extraction: the raw material of the flags."""

import pytest

from referee.adjudicator.crosscheck.cues import cues
from referee.adjudicator.crosscheck.numbers import number_set


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Un jugador obtiene su 8ª flor o usa su 8º marcador", "es", {8}),
        ("elige dos de las 8 losetas", "es", {2, 8}),
        ("Verplaats je jouw 2de, 4de of 6de ringmarkeersteen", "nl", {2, 4, 6}),
        ("kolom met getal 5, 6 of 7+", "nl", {5, 6, 7}),
        ("You may place two of your eight tiles", "en", {2, 8}),
        ("Возьмите две карты на 8-й ход", "ru", {2, 8}),
        ("Положите одну фишку", "ru", {1}),
        # every case of a cardinal ("с двумя соседними", "тремя картами", "пятью фишками")
        ("совпадать хотя бы с двумя соседними, заплатив тремя картами или пятью фишками", "ru", {2, 3, 5}),
        # photo references and list markers are not rule numbers
        ("2. Leg de veldbloemtegel in je opslagruimte (foto 3).", "nl", set()),
        ("A. Tegels moeten grenzen.", "nl", set()),
        # articles are not counts unless limited
        ("Elige una loseta del mercado", "es", set()),
        ("Solo puedes tener una Flor Silvestre", "es", {1}),
        ("je mag slechts een tegel nemen", "nl", {1}),
        ("Als je een ring voltooit na het leggen van je 2 tegels", "nl", {2}),
        ("Take a tile", "en", set()),
        # a sequencing adverb is not an ordinal
        ("Primero, ganas una flor.", "es", set()),
    ],
)
def test_numbers(text, lang, expected):
    assert number_set(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "kind", "expected"),
    [
        ("NO PUEDEN ser conectados", "es", "negation", ["no"]),
        ("Je verplaatst geen ringmarkeersteen", "nl", "negation", ["geen"]),
        ("you can NOT have 2 paths", "en", "negation", ["not"]),
        ("Нельзя ставить", "ru", "negation", ["нельзя"]),
        ("Quien sea dueño del Anillo recoge todos los hongos", "es", "negation", []),
        ("Si tu loseta extiende el anillo", "es", "condition", ["si"]),
        ("behalve als je slechts 2 verkoopt", "nl", "condition", ["behalve", "als"]),
        ("de speler werkt in zijn volgende beurt de ring af", "nl", "timing", ["volgende beurt"]),
        ("Cuando se agote el suministro", "es", "timing", ["cuando"]),
    ],
)
def test_cues(text, lang, kind, expected):
    assert cues(text, lang, kind) == expected


def test_cues_for_unknown_language_are_empty():
    assert cues("nicht", "de", "negation") == []
