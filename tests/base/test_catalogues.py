"""Messages rendered from gettext catalogues: plural forms (Russian's three), nested messages, a translator's
broken placeholder, and extraction finding every msg()/msg_n() of a package."""

from pathlib import Path

import pytest

from referee.catalogues import Catalogue, extract, fill_po, update_po

CODE = """
from referee.catalogues import Catalogue
from pathlib import Path
M = Catalogue("t", Path(__file__).parent)
msg, msg_n = M.msg, M.msg_n

def tiles(n):
    return msg_n("t.tiles", "{n} tile left", "{n} tiles left", n)

def who(name):
    return msg("t.who", "{name} wins with {what}", name=name, what=tiles(2))

def broken():
    return msg("t.broken", "{colour} attacks")
"""


@pytest.fixture()
def cat(tmp_path: Path) -> Catalogue:
    (tmp_path / "code.py").write_text(CODE, encoding="utf-8")
    c = Catalogue("t", tmp_path)
    update_po(c, ("ru", "es"))
    fill_po(
        c,
        {
            "ru": {
                "t.tiles": ["остался {n} тайл", "осталось {n} тайла", "осталось {n} тайлов"],
                "t.who": "{name} побеждает: {what}",
                "t.broken": "{цвет} атакует",  # a translator's typo in the placeholder
            },
            "es": {
                "t.tiles": ["queda {n} loseta", "quedan {n} de losetas", "quedan {n} losetas"]
            },  # CLDR: one, many, other
        },
    )
    return c


def test_extraction_finds_every_message_with_its_id(cat):
    found = {e.id: e.key for e in extract(cat)}
    assert found == {
        "t.tiles": ("{n} tile left", "{n} tiles left"),
        "t.who": "{name} wins with {what}",
        "t.broken": "{colour} attacks",
    }


def test_russian_has_three_plural_forms(cat):
    forms = {n: cat.msg_n("t.tiles", "{n} tile left", "{n} tiles left", n).render("ru") for n in (1, 2, 5, 11, 21, 22)}
    assert forms == {
        1: "остался 1 тайл",
        2: "осталось 2 тайла",
        5: "осталось 5 тайлов",
        11: "осталось 11 тайлов",
        21: "остался 21 тайл",
        22: "осталось 22 тайла",
    }
    assert cat.msg_n("t.tiles", "{n} tile left", "{n} tiles left", 1).render("en") == "1 tile left"
    assert cat.msg_n("t.tiles", "{n} tile left", "{n} tiles left", 3).render("es") == "quedan 3 losetas"


def test_nested_messages_render_in_the_same_language(cat):
    inner = cat.msg_n("t.tiles", "{n} tile left", "{n} tiles left", 2)
    m = cat.msg("t.who", "{name} wins with {what}", name="Blue", what=inner)
    assert m.render("ru") == "Blue побеждает: осталось 2 тайла"
    assert m.render("en") == "Blue wins with 2 tiles left"
    assert m.translated("ru") and not m.translated("es")  # es lacks t.who
    assert m.to_json("ru")["params"]["what"]["message_id"] == "t.tiles"


def test_a_broken_placeholder_falls_back_to_english_not_to_a_crash(cat):
    assert cat.msg("t.broken", "{colour} attacks", colour="Red").render("ru") == "Red attacks"


def test_a_missing_language_or_message_is_english_and_reported_untranslated(cat):
    m = cat.msg("t.who", "{name} wins with {what}", name="Blue", what="x")
    assert m.render("nl") == "Blue wins with x" and not m.translated("nl")
    assert not cat.has("es", m) and cat.has("ru", m) and cat.has("en", m)


def test_a_broken_english_template_shows_raw_rather_than_crashing(cat):
    m = cat.msg("t.raw", "write {type: setup}", type="x")
    assert m.render("en") == "write {type: setup}" and m.render("ru") == "write {type: setup}"
