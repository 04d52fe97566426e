"""The sources are kept verbatim and every passage is a verbatim, stable, citable slice of them."""

import re

import pytest

from referee.rulebooks import LANGS, games, passages
from referee.rulebooks.corpus import _passages_of, clear_cache
from referee.rulebooks.segment import segment
from tests.conftest import SHARED

SOURCES = SHARED / "rulebook-sources"


def test_every_game_and_language_is_present():
    have = {(g.id, s.lang) for g in games(include_user=False).values() for s in g.sources}
    assert have == {
        ("gnome-hollow", "es"),
        ("gnome-hollow", "nl"),
        ("solstis", "ru"),
        ("mycelium", "en"),
        ("queens-garden", "es"),
    }


@pytest.mark.skipif(not SOURCES.exists(), reason="../shared/rulebook-sources not present")
def test_sources_are_byte_identical_to_the_users_files():
    for g in games(include_user=False).values():
        for s in g.sources:
            original = SOURCES / s.original
            assert s.path.read_bytes() == original.read_bytes(), s.path


def test_passage_text_is_the_source_slice():
    for g in games(include_user=False).values():
        for s in g.sources:
            for p in _passages_of(s):
                assert s.text[p.start : p.end] == p.text
                assert p.text == p.text.strip()
                assert p.text


def test_ids_are_unique_and_stable_across_loads():
    first = [p.passage_id for p in passages(include_user=False)]
    assert len(first) == len(set(first))
    clear_cache()
    assert [p.passage_id for p in passages(include_user=False)] == first
    for pid in first:
        game, lang, slug, n = pid.split("/")
        assert lang in LANGS and re.fullmatch(r"[a-z0-9-]+", slug) and n.isdigit()


def test_every_non_blank_character_is_in_a_passage_or_a_heading():
    for g in games(include_user=False).values():
        for s in g.sources:
            covered = bytearray(len(s.text))
            for seg in segment(s.text, s.lang, s.inline_headings, s.first_section):
                covered[seg.start : seg.end] = b"\1" * (seg.end - seg.start)
            missing = [i for i, ch in enumerate(s.text) if not ch.isspace() and not covered[i]]
            assert not missing, f"{s.path}: uncovered text at {missing[:5]}: {s.text[missing[0] : missing[0] + 60]!r}"


def test_passages_are_rule_sized():
    for p in passages(include_user=False):
        assert len(p.text) <= 700, p.passage_id


def test_sections_follow_the_texts_structure():
    ids = {p.passage_id: p for p in passages(include_user=False)}
    # a Field Guide card keeps its name with its ability text
    fly = [p for p in ids.values() if p.section == "Fly Agaric (Enforcer)"]
    assert fly and "cancel the ability" in fly[0].text
    ru_sections = {p.section for p in passages("solstis")}
    assert {"Духи", "Конец игры.", "Подсчет очков.", 'Дополнение "Светлячки"'} <= ru_sections
    es_sections = {p.section for p in passages("gnome-hollow", "es")}
    assert {"Turno", "Colocación de losetas", "Resoluciones y Bonos", "Fin del Juego"} <= es_sections
    nl_numbered = [p for p in passages("gnome-hollow", "nl") if re.match(r"\d\.", p.text)]
    assert len(nl_numbered) >= 8  # the Dutch numbered lists: one item, one passage
