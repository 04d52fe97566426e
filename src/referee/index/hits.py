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
    # the engine rules it states, each {"rule_id", "statement", "statement_lang"} in the asker's language
    rules: list[dict] = field(default_factory=list)
    # a text the user added (`referee add`: their translation, unchecked), not the rulebook's
    added_by_user: bool = False

    @property
    def shows_user_text(self) -> bool:
        """Is it, or a twin of it, from a text the user added?"""
        return self.added_by_user or any(t.get("added_by_user") for t in self.same_rule)

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class AskResult:
    question: str
    game: str | None  # the game asked about, or inferred; None when the search spans all games
    results: list[Hit]
    # whether the best passage settles the question; when not, ``results`` are the nearest, related only
    answered: bool = True
    confidence: float = 1.0  # P(the best passage settles it), calibrated on the dev sets (index/abstain.py)
    question_lang: str | None = None  # the supported language the question is in
    foreign_lang: str | None = None  # the question is in this language, which the tool does not read
    game_inferred: bool = False
    truncated: bool = False
    concepts: list[str] = field(default_factory=list)
    signals: dict = field(default_factory=dict)  # what the confidence was computed from (for benches)

    def to_json(self) -> dict:
        return {
            "question": self.question,
            "game": self.game,
            "answered": self.answered,
            "confidence": self.confidence,
            "question_lang": self.question_lang,
            "foreign_lang": self.foreign_lang,
            "results": [h.to_json() for h in self.results],
            "game_inferred": self.game_inferred,
            "concepts": self.concepts,
        }
