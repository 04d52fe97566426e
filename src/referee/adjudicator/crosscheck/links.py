"""Pairs that are matches by definition: both passages are cited by one declared engine rule."""

from __future__ import annotations

from referee.rulebooks import Passage


def rule_links(game: str, a: list[Passage], b: list[Passage]) -> tuple[dict[tuple[int, int], str], str]:
    """(i, j) -> rule id for every pair co-cited by a rule of the game's engine, and a note when the
    game has no engine."""
    from referee.engine.registry import ENGINES, engine_for

    if game not in ENGINES:  # a game added with `referee add` has texts and no engine
        return {}, f"no engine for {game}: no rule-declared matches"
    book = engine_for(game).rulebook  # a broken engine is a bug: it surfaces, not a silent "no matches"
    ia = {p.passage_id: i for i, p in enumerate(a)}
    ib = {p.passage_id: j for j, p in enumerate(b)}
    out: dict[tuple[int, int], str] = {}
    for rule in book:
        cited = {c.passage_id for c in rule.citations()}
        for pa in cited & ia.keys():
            for pb in cited & ib.keys():
                out.setdefault((ia[pa], ib[pb]), getattr(rule, "rule_id", None) or rule.id)
    return out, ""
