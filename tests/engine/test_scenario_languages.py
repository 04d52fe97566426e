"""Every scenario asked in each language a player may use (es, nl, ru, en): the same verdict, the same rules
deciding and happening, the same passages cited; only the messages change, and none of the English is left in
them (a parameter value included, such as a bonus named by its config id).

English left over is found by the words of the engines' English message templates that the language's own
translations never use and that the scenario's position and move do not name (a player, card or colour name
the players wrote stays as they wrote it, and so does a field path or config key they type)."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest

from referee.catalogues import extract
from tests.engine.test_messages import CATALOGUES
from tests.engine.test_scenarios import SCENARIOS, _answer_verdict, _load

LANGS = ("es", "nl", "ru")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")
PLACEHOLDER = re.compile(r"\{[^}]*\}")
# a field path or config key the player types as it is (flower_points.1, move.tiles[0]): not English to translate
IDENTIFIER = re.compile(r"[\w\[\]]+(?:[._][\w\[\]]+)+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


@functools.cache
def _english_only(lang: str) -> frozenset[str]:
    """Words of the English templates that the language's translations never use."""
    english: set[str] = set()
    theirs: set[str] = set()
    for cat in CATALOGUES:
        for e in extract(cat):
            for key in e.key if isinstance(e.key, tuple) else (e.key,):
                english |= _words(key)
        for m in cat.babel(lang) or ():
            for s in m.string if isinstance(m.string, tuple) else (m.string,):
                theirs |= _words(s or "")
    return frozenset(english - theirs)


def _shape(answer: dict) -> dict:
    """What must not depend on the language: verdict, rule ids in order, the passages each one cites."""

    def items(key: str) -> list:
        return [(x["rule_id"], sorted(c["passage_id"] for c in x.get("citations", []))) for x in answer.get(key, [])]

    return {
        "verdict": answer["verdict"],
        "reasons": items("reasons"),
        "events": items("events"),
        "needs": [n["fact"] for n in answer.get("needs", [])],
    }


def _rendered(answer: dict) -> list[str]:
    out = []
    for key in ("reasons", "events", "inputs_used"):
        out += [x["rendered"]["text"] for x in answer.get(key, []) if "rendered" in x]
    out += [n["question"] for n in answer.get("needs", [])]
    return out


@pytest.mark.parametrize("path", SCENARIOS, ids=[f"{p.parent.parent.name}/{p.stem}" for p in SCENARIOS])
def test_a_scenario_answers_alike_in_every_language_and_in_its_words(path: Path):
    verdict = _answer_verdict(path)
    english = verdict.to_json("en")
    sc = _load(path)
    named = {w.lower() for w in WORD.findall(json.dumps([sc.get("position"), sc.get("move")], ensure_ascii=False))}
    for lang in LANGS:
        answer = verdict.to_json(lang)
        assert _shape(answer) == _shape(english), f"{path.name}: {lang} differs from en"
        left = [
            (w, text)
            for text in _rendered(answer)
            for w in WORD.findall(IDENTIFIER.sub(" ", text))
            if w.lower() in _english_only(lang) and w.lower() not in named
        ]
        assert not left, f"{path.name}: English left in the {lang} answer: {left[:3]}"
