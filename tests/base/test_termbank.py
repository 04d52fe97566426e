"""One term-bank loader (rulebooks/termbank.py) with a schema, used by the lookup and the cross-check."""

from __future__ import annotations

import pytest

from referee.errors import InputError
from referee.rulebooks.termbank import load_bank


def test_words_normalised(tmp_path):
    path = tmp_path / "terms.yaml"
    path.write_text("concepts:\n  pair:\n    en: pair\n    es: [par, 2]\n", encoding="utf-8")
    assert load_bank(path).concepts == {"pair": {"en": ("pair",), "es": ("par", "2")}}


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("concepts:\n  pair:\n    english: [pair]\n", "concepts.pair.english"),
        ("concepts:\n  pair: [pair]\n", "concepts.pair"),
        ("concept:\n  pair: {en: [pair]}\n", "concept"),
    ],
)
def test_bad_bank_names_file_and_field(tmp_path, text, field):
    path = tmp_path / "terms.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as e:
        load_bank(path)
    assert e.value.file == str(path) and e.value.field == field


def test_lookup_and_crosscheck_read_the_same_bank():
    from referee.adjudicator.crosscheck.terms import term_bank
    from referee.index.terms import load_banks
    from referee.rulebooks.termbank import bank_path

    bank = term_bank("gnome-hollow")
    assert bank.path == bank_path("gnome-hollow")
    concepts = {c.key: c.words for c in load_banks()}
    for name, per_lang in bank.concepts.items():
        assert concepts[f"gnome-hollow:{name}"] == {lang: list(ws) for lang, ws in per_lang.items()}
    assert any(k.startswith("common:") for k in concepts)  # index/common_terms.yaml, same loader
