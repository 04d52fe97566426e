"""The one passage-hit type: what the lookup (``search.ask``) and the closest-passages fallback
(``adjudicator/closest.py``) return, so the CLI, the table mode, explanations and the web page read one shape.
Kept free of numpy and the index so a caller that only needs the type stays light.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Hit:
    passage_id: str
    game: str
    lang: str
    section: str
    text: str
    score: float
    rule_ids: list[str] = field(default_factory=list)
    same_rule: list[dict] = field(default_factory=list)  # the same rule in other languages

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class AskResult:
    question: str
    game: str | None  # the game asked about, or inferred; None when the search spans all games
    results: list[Hit]
    game_inferred: bool = False
    truncated: bool = False
    concepts: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "game": self.game,
            "results": [h.to_json() for h in self.results],
            "game_inferred": self.game_inferred,
            "concepts": self.concepts,
        }
