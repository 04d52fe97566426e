"""A lookup's "same rule" twin from a user's own text (`referee add`), checked against the rulebook's passage.

`ask` shows under a passage the same rule as the other texts word it; a user's translation that says the opposite
("y puedes tener 2 de tus propios Caminos" against "you can NOT have 2 of your own Paths") was shown as "the same
rule", while `referee crosscheck` flags that very pair (found by the session-22 new-user helper). Such a twin now
carries the cross-check's disagreement codes (``differs``); the answer says so.

The cross-check of a user's text against each bundled text of its game runs once per corpus (a few seconds, the
first question that shows one of its passages) and is kept in the user's cache dir.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from typing import Any

from referee.files import atomic_write
from referee.rulebooks.paths import bundled_text, user_cache_dir

Pairs = dict[tuple[str, str], list[str]]  # (one passage id, the other) -> disagreement codes, both ways


def mark_differing(hits: Iterable[Any]) -> None:
    """Each twin (``hit.same_rule``) of which one side is a user's text and the cross-check finds the pair saying
    something else gets ``differs``: the flags' codes."""
    for hit in (h for h in hits if h.shows_user_text):
        for twin in hit.same_rule:
            if not (hit.added_by_user or twin.get("added_by_user")):
                continue
            codes = _differing(hit.game, hit.lang, twin["lang"]).get((hit.passage_id, twin["passage_id"]))
            if codes:
                twin["differs"] = codes


def _differing(game: str, lang: str, other: str) -> Pairs:
    """The flagged pairs between the two texts, the bundled one first to the cross-check (as a translator runs it)."""
    a, b = (lang, other) if bundled_text(game, lang) else (other, lang)
    if not bundled_text(game, a):  # two texts of the user's: no original to hold them to
        return {}
    return _cached(game, a, b)


@functools.cache
def _cached(game: str, a: str, b: str) -> Pairs:
    from referee.rulebooks.corpus import corpus_hash

    path = user_cache_dir() / "twins" / f"{corpus_hash()[:16]}-{game}-{a}-{b}.json"
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        return {(x, y): codes for x, y, codes in stored}
    except (OSError, ValueError, TypeError):
        pass
    pairs = _flagged(game, a, b)
    rows = [[x, y, codes] for (x, y), codes in pairs.items()]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, json.dumps(rows, ensure_ascii=False).encode("utf-8"))
    except OSError:  # a read-only cache: the answer is still right, only slower next time
        pass
    return pairs


def _flagged(game: str, a: str, b: str) -> Pairs:
    from referee.adjudicator.crosscheck import crosscheck
    from referee.adjudicator.crosscheck.flags import DISAGREEMENT

    out: Pairs = {}
    for p in crosscheck(game, a, b).pairs:
        codes = sorted({f.code for f in p.flags if f.severity == DISAGREEMENT})
        if codes:
            out[(p.a.passage_id, p.b.passage_id)] = codes
            out[(p.b.passage_id, p.a.passage_id)] = codes
    return out
