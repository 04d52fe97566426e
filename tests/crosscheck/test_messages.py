"""The cross-check's flag messages (issue #19): message ids with parameters, translated into es/nl/ru in the
cross-check's gettext catalogue (adjudicator/crosscheck/locale/<lang>.po), as the engines' messages are."""

from __future__ import annotations

import re
import string

import pytest

from referee.adjudicator.crosscheck.messages import MESSAGES
from referee.catalogues import extract

LANGS = ("es", "nl", "ru")


def _fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def test_the_code_has_flag_messages_with_crosscheck_ids():
    found = extract(MESSAGES)
    # the clause flags (negation, swapped, one-side, numbers, component, four only-in variants) and the
    # passage-level ones (numbers, cues, scope, terms)
    assert len(found) >= 20, found
    assert all(e.id.startswith("crosscheck.") for e in found)


@pytest.mark.parametrize("lang", LANGS)
def test_every_flag_message_is_translated_with_the_same_placeholders(lang: str):
    po = MESSAGES.babel(lang)
    assert po is not None, MESSAGES.po_path(lang)
    known = set()
    for e in extract(MESSAGES):
        entry = po.get(e.key, context=e.id)
        assert entry is not None and entry.string and not entry.fuzzy, f"{lang}: {e.id} untranslated"
        assert _fields(entry.string) == _fields(e.key), f"{lang}: {e.id} placeholders differ"
        words = re.sub(r"\{\w+\}", "", e.key)
        assert entry.string != e.key or not re.search(r"[^\W\d_]", words), f"{lang}: {e.id} is still the English"
        known.add((e.id, e.key))
    stale = [m.context for m in po if m.id and (m.context, m.id) not in known]
    assert not stale, f"{lang}: entries the code no longer has: {stale}"


def test_a_clause_flag_renders_in_the_asked_language():
    from tests.crosscheck.test_clauses import A, _flags

    _pair, flags = _flags(A, A.replace("matches a tile", "does not match a tile"))
    neg = next(f for f in flags if f.code == "negation-differs")
    assert neg.render("en") == neg.message and "without a negation" in neg.message
    assert "отрицани" in neg.render("ru") and "sin negación" in neg.render("es")
    assert neg.to_json(lang="nl")["rendered"] == {"lang": "nl", "text": neg.render("nl")}
