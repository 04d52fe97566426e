"""One Hit type: the lookup and the closest-passages fallback return the same shape."""

from __future__ import annotations

from referee.adjudicator.closest import overlap
from referee.index.hits import Hit


def test_fallback_hits_are_lookup_hits():
    hits = overlap("¿Cuántos gnomos puedo mover?", "gnome-hollow", top=3)
    assert hits and all(isinstance(h, Hit) for h in hits)
    assert set(hits[0].to_json()) == {
        "passage_id",
        "game",
        "lang",
        "section",
        "text",
        "score",
        "rule_ids",
        "same_rule",
        "rules",
        "added_by_user",
    }
    assert not any(h.added_by_user for h in hits)  # the bundled texts
    assert hits[0].lang == "es" and hits[0].score >= hits[-1].score


def test_fallback_matches_inflected_forms():
    # "духов" (genitive plural) meets "духа"/"дух" through the Russian stem, not a 5-letter prefix
    hits = overlap("Сколько духов?", "solstis", top=3)
    assert hits and all(h.lang == "ru" for h in hits)
    assert all("дух" in h.text.lower() for h in hits)
