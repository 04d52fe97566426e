"""Positions for the server tests, taken from the real engines (never hard-coded verdicts).

A legal case is the engine's own template when it judges legal, else the first legal move random play
finds from it; the verdict the page must show is whatever the library says for that text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import yaml

from referee.documents import parse_text
from referee.engine.registry import engine_for
from referee.server.positions import check_text, engine_games


@dataclass(frozen=True)
class Case:
    game: str
    text: str
    verdict: dict  # Verdict.to_json("en") of the text, as the library computes it


def _dump(doc: dict) -> str:
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)


def _cited(verdict: dict) -> bool:
    return any(r["citations"] for r in verdict["reasons"])


def legal_case() -> Case | None:
    """A position + move the engine judges legal, with at least one quoted reason."""
    for game in engine_games():
        engine = engine_for(game)
        doc = parse_text(engine.template(), "template")
        candidates = [doc]
        position = engine.parse_position(doc["position"], "template")
        rng = random.Random(7)
        for _ in range(200):
            move = engine.random_move(position, rng)
            if move is None:
                break
            candidates.append({**{k: v for k, v in doc.items() if k != "move"}, "move": move.model_dump(mode="json")})
        for cand in candidates:
            text = _dump(cand)
            verdict = check_text(text).to_json("en")
            if verdict["verdict"] == "legal" and _cited(verdict):
                return Case(game, text, verdict)
    return None


def bad_field_case() -> tuple[str, str] | None:
    """(text, field path) for a position with a field no engine model has."""
    for game in engine_games():
        doc = parse_text(engine_for(game).template(), "template")
        if isinstance(doc.get("position"), dict):
            doc["position"]["bogus_field"] = 1
            return _dump(doc), "position.bogus_field"
    return None
