"""The JSON answers behind the page, in the same shapes as the CLI's ``--json`` (see DESIGN.md)."""

from __future__ import annotations

import functools
import threading
from typing import Any

from referee.adjudicator.engines import engine
from referee.adjudicator.rules_report import rules_report
from referee.engine.core.rules import Rule
from referee.errors import InputError, check_decoded
from referee.rulebooks import games, passages
from referee.rulebooks.ids import check_known_game, check_text_lang
from referee.server.positions import engine_games
from referee.text.tokens import has_words, visible

MAX_QUESTION = 500  # characters: a question at the table, not an essay
MAX_TOP = 20
# the server answers on several threads; the encoders are not documented as thread-safe, and a lookup
# takes milliseconds once warm, so questions take turns
_ASK_LOCK = threading.Lock()


def check_game(game: str | None, field: str = "game") -> str | None:
    """An optional game parameter: absent, or a well-formed id of a known game (HTTP 400 otherwise)."""
    return check_known_game(game, field) if game else None


def check_lang(lang: str | None, field: str = "lang") -> str | None:
    return check_text_lang(lang, field) if lang else None


def check_top(top: str | int | None) -> int:
    if top in (None, ""):
        return 5
    try:
        n = int(top)
    except (TypeError, ValueError):
        raise InputError(f"expected a whole number, got {top!r}", field="top") from None
    if not 1 <= n <= MAX_TOP:
        raise InputError(f"must be between 1 and {MAX_TOP}", field="top")
    return n


def ask_json(question: str, game: str | None = None, lang: str | None = None, top: int = 5) -> dict:
    """`referee ask --json`: {"question", "game", "results": [{"passage_id", ..., "rule_ids"}]}."""
    question = check_decoded((question or "").strip(), "q")
    if not has_words(visible(question)):  # a NUL, zero-width marks, "???" or "12345": nothing to look up
        raise InputError("empty question", field="q")
    if len(question) > MAX_QUESTION:
        raise InputError(f"question is {len(question)} characters; at most {MAX_QUESTION}", field="q")
    game, lang = check_game(game), check_lang(lang)
    from referee.index.search import ask  # heavy (encoders, index): only when a question comes

    with _ASK_LOCK:
        answer = ask(question, game=game, lang=lang, top=top)
        if hasattr(answer, "results"):
            from referee.adjudicator.crosscheck.twins import mark_differing

            mark_differing(answer.results)
    data: dict[str, Any] = answer.to_json() if hasattr(answer, "to_json") else dict(answer)
    for r in data.get("results", []):
        # the page shows "the same rule in other languages"; the lookup may not know the rules yet
        if "rule_ids" not in r:
            r["rule_ids"] = [rule.id for rule in rules_citing().get(r["passage_id"], [])]
    return data


def rules_json(game: str, lang: str | None = None) -> dict:
    """`referee rules GAME --json`: {"game", "rules": [...], "uncovered": [{"passage_id", "why"}]}."""
    check_lang(lang)
    check_game(game)
    if game not in engine_games():
        ready = ", ".join(engine_games()) or "none yet"
        raise InputError(f"no engine for {game} in this install (rules exist for: {ready})", field="game")
    return rules_report(game, lang, field="game")


def passages_json(game: str | None = None, lang: str | None = None) -> dict:
    """`referee passages [GAME] [--lang L] --json`: {"passages": [...]}."""
    check_game(game)
    check_lang(lang)
    return {"passages": [p.to_json() for p in passages(game, lang)]}


def games_json() -> dict:
    """`referee games --json`, plus whether the game has an engine (so `check` works for it)."""
    with_engine = set(engine_games())
    return {
        "games": [
            {
                "game": g.id,
                "names": g.names,
                "players": g.players,
                "langs": list(g.langs),
                "engine": g.id in with_engine,
            }
            for g in games().values()
        ]
    }


@functools.cache
def rules_citing() -> dict[str, list[Rule]]:
    """passage id -> the declared rules that quote it (every game with an engine)."""
    out: dict[str, list[Rule]] = {}
    for game in engine_games():
        for rule in engine(game).rulebook:
            for c in rule.citations():
                out.setdefault(c.passage_id, []).append(rule)
    return out


def same_rule_elsewhere(
    passage_id: str, rule_ids: list[str], ui_lang: str, shown: frozenset[str] | set[str] = frozenset()
) -> list[dict]:
    """For a result card: each engine rule behind the passage, its statement in the UI language and its
    quotes in the other languages (the same rule as other rulebooks word it), except passages in ``shown``."""
    by_id = {r.id: r for rs in rules_citing().values() for r in rs}
    own_lang = passage_id.split("/")[1] if passage_id.count("/") >= 2 else ""
    out = []
    for rid in dict.fromkeys(rule_ids):
        rule = by_id.get(rid)
        if rule is None:
            continue
        stmt, stmt_lang = rule.statement_in(ui_lang)
        seen: set[str] = set()
        cites = []
        for c in rule.citations(ui_lang):
            if c.lang == own_lang or c.passage_id == passage_id or c.passage_id in seen | shown:
                continue
            seen.add(c.passage_id)
            cites.append(c.to_json())
        out.append({"rule_id": rid, "statement": stmt, "statement_lang": stmt_lang, "citations": cites})
    return out
