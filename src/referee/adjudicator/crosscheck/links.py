"""Pairs that are matches by definition: both passages are cited by one declared engine rule."""

from __future__ import annotations

from referee.rulebooks import Passage


def rule_links(game: str, a: list[Passage], b: list[Passage]) -> tuple[dict[tuple[int, int], str], str]:
    """(i, j) -> rule id for every pair co-cited by a rule of the game's engine, and a note when the
    engine could not be used (none declared yet, or it failed to load)."""
    try:
        from referee.engine.registry import available_engines, engine_for

        if game not in available_engines():
            return {}, f"no engine for {game}: no rule-declared matches"
        book = engine_for(game).rulebook
    except Exception as e:  # noqa: BLE001 - an engine in progress must not break the cross-check
        return {}, f"engine for {game} not usable ({type(e).__name__}): no rule-declared matches"
    ia = {p.passage_id: i for i, p in enumerate(a)}
    ib = {p.passage_id: j for j, p in enumerate(b)}
    out: dict[tuple[int, int], str] = {}
    for rule in book:
        cited = {c.passage_id for c in rule.citations()}
        for pa in cited & ia.keys():
            for pb in cited & ib.keys():
                out.setdefault((ia[pa], ib[pb]), getattr(rule, "rule_id", None) or rule.id)
    return out, ""
