"""Azul: Queen's Garden (Next Move / Plan B, 2022), from the Spanish rules Q&A.

Where each rule lives: acquire.py (paragraphs 1-2), place.py (3-4), passing.py (5), end.py (6); the
values the Q&A lacks come from a game-config (config.py; rulebooks/queens-garden/config-example.yaml).
"""

from referee.engine.queens_garden.engine import ENGINE

__all__ = ["ENGINE"]
