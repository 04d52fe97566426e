"""Passages no rule cites, and why (``referee rules gnome-hollow`` lists them)."""

from __future__ import annotations

from referee.engine.gnome_hollow.book import BOOK

WHY: dict[str, str] = {}


def explain() -> None:
    BOOK.explain_uncovered(WHY)
