"""`referee rules` and the server's /api/rules: a game's rules with their quotes, the passages no rule cites
(and why), and how many rule-bearing sentences the quotes cover."""

from __future__ import annotations

from referee.adjudicator.engines import engine
from referee.engine.core.coverage import sentence_coverage
from referee.rulebooks import passages

NOT_MODELLED = "not modelled yet"


def rules_report(game: str, lang: str | None = None, field: str = "GAME") -> dict:
    book = engine(game, field=field).rulebook
    cited = book.cited_passages()
    uncovered = [
        {"passage_id": p.passage_id, "why": book.not_rules.get(p.passage_id, NOT_MODELLED)}
        for p in passages(game, include_user=False)
        if p.passage_id not in cited
    ]
    return {
        "game": game,
        "rules": [r.to_json(lang) for r in book],
        "uncovered": uncovered,
        "passages_total": len(passages(game, include_user=False)),
        "sentences": sentence_coverage(book).to_json(),
    }
