"""The cross-check's term bank answers each (text, language) once, and answers as the bank itself does."""

from pathlib import Path

import numpy as np
import pytest
import yaml

from referee.adjudicator.crosscheck.memo import MemoBank, memo_bank, memo_encoder
from referee.adjudicator.crosscheck.terms import TermBank, term_bank
from referee.rulebooks import games, passages


def test_memo_bank_answers_as_the_bank_does_and_once_per_text():
    bank = term_bank("gnome-hollow")
    memo = memo_bank(bank)
    assert isinstance(memo, MemoBank) and memo_bank(memo) is memo
    ps = passages("gnome-hollow", "es")[:12] + passages("gnome-hollow", "nl")[:12]
    for p in ps:
        assert memo.find(p.text, p.lang) == bank.find(p.text, p.lang)
    assert len(memo.answers) == len({(p.text, p.lang) for p in ps})
    found = memo.find(ps[0].text, ps[0].lang)
    assert found, "the first Spanish passage names a concept of the bank"
    concept = next(iter(found))
    found[concept].append("changed by a caller")
    found.pop(concept)
    assert memo.find(ps[0].text, ps[0].lang) == bank.find(ps[0].text, ps[0].lang)  # the memo kept its own


PLANTED = Path(__file__).resolve().parents[2] / "bench" / "planted"


def _texts(game: str):
    """Every built-in passage of ``game`` and every paragraph of the planted faithful translations of it
    (development parts), each with its language: the bank's words in all four languages, inflected."""
    for lang in games()[game].langs:
        yield from ((p.text, lang) for p in passages(game, lang, include_user=False))
    for part in ("dev", "dev2"):
        for meta_file in sorted((PLANTED / part).glob("*/meta.yaml")):
            meta = yaml.safe_load(meta_file.read_text(encoding="utf-8"))
            if meta["game"] == game:
                lang = meta["target_language"]
                text = (meta_file.parent / f"faithful.{lang}.txt").read_text(encoding="utf-8")
                yield from ((para, lang) for para in text.split("\n\n") if para.strip())


@pytest.mark.parametrize("game", ["gnome-hollow", "mycelium", "queens-garden", "solstis"])
def test_memo_bank_finds_what_the_bank_finds_in_every_text(game):
    bank = term_bank(game)
    memo = memo_bank(bank)
    texts = list(dict.fromkeys(_texts(game)))
    assert len({lang for _, lang in texts}) >= 2
    named = 0
    for text, lang in texts:
        found = memo.find(text, lang)
        assert found == bank.find(text, lang), (lang, text[:80])
        named += bool(found)
    assert named > len(texts) / 3  # the texts do name the bank's concepts: the check compares something


def test_an_empty_bank_stays_empty_and_falsy():
    empty = TermBank("gnome-hollow", None, {})
    assert memo_bank(empty) is empty and not memo_bank(empty)


class _Counting:
    """An encoder that says what it was asked: one vector per text, from the text's length."""

    name, dim = "counting", 2

    def __init__(self) -> None:
        self.asked: list[str] = []

    def encode_passages(self, texts):
        self.asked += texts
        return np.array([[len(t), 1.0] for t in texts], np.float32)

    def encode_queries(self, texts):
        return self.encode_passages(texts)


def test_memo_encoder_embeds_each_text_once_and_keeps_the_order_asked():
    inner = _Counting()
    enc = memo_encoder(inner)
    assert memo_encoder(enc) is enc and enc.name == "counting"
    first = enc.encode_passages(["a", "bbb", "a"])
    again = enc.encode_passages(["bbb", "cc", "a"])
    assert inner.asked == ["a", "bbb", "cc"]  # each text once, repeats within a call too
    assert first[:, 0].tolist() == [1, 3, 1] and again[:, 0].tolist() == [3, 2, 1]
    assert enc.encode_passages([]).shape == (0, 2)


def test_form_tables_cached_by_other_code_are_not_read(monkeypatch, tmp_path):
    """A form table on disk made by another version of the code (an upgrade, a branch sharing the cache)
    is not this code's: its file name changes with the code that makes the forms."""
    from referee.adjudicator.crosscheck import forms

    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path))
    here = forms._cache_file("es", ("loseta",))
    monkeypatch.setattr(forms, "_code_digest", lambda: "another version")
    assert forms._cache_file("es", ("loseta",)) != here
