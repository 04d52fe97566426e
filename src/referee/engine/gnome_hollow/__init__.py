"""Gnome Hollow engine, from the Spanish summary and the Dutch walkthrough (both cited where both state a rule)."""

from referee.engine.gnome_hollow.engine import ENGINE

__all__ = ["ENGINE"]
