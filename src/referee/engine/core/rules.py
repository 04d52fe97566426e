"""Declared rules: id, one-line statement (in each UI language), verbatim quotes, and the check.

Written the way law-as-code projects keep a statute beside its implementation::

    SAME_EDGE = BOOK.rule(
        "mycelium.build.same-edge-own-path",
        en="You may never have two of your own Paths on one edge.",
        es=..., nl=..., ru=...,
        quotes={"en": ["you can NOT have 2 of your own Paths on the same edge"]},
    )

A quote the text repeats in several sections (two cards with the same ability) is pinned with
``("wood-blewit-builder", "Action: Play as a pair ...")``. A rule's ``check`` (if any) is attached
with ``@SAME_EDGE.implements``; each game decides how its
checks are called. The statements are the tool's own wording; the quotes are the authority.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from referee.catalogues import Msg
from referee.engine.core.citations import Citation, Fact, Quote, fact
from referee.engine.core.position_facts import PositionFact


@dataclass(eq=False)
class Rule:
    id: str
    game: str
    statements: dict[str, str]
    quotes: tuple[Quote, ...]
    facts: tuple[Fact, ...] = ()
    # the rules that override this one ("unless ..."): a move refused under it lists them and what it lacks
    unless: tuple[str, ...] = ()
    check: Callable[..., Any] | None = field(default=None, repr=False)

    @property
    def statement(self) -> str:
        return self.statements.get("en") or next(iter(self.statements.values()))

    def statement_in(self, lang: str) -> tuple[str, str]:
        """(statement, its language): the asked language when there is one, else English."""
        if lang in self.statements:
            return self.statements[lang], lang
        return self.statement, "en"

    def citations(self, lang: str | None = None) -> list[Citation]:
        """Quotes resolved to passages; those in ``lang`` first, then the other languages that have it."""
        cites = [q.resolve() for q in self.quotes]
        if lang:
            cites.sort(key=lambda c: c.lang != lang)
        return cites

    @property
    def langs(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(q.lang for q in self.quotes))

    def implements(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        self.check = fn
        return fn

    def to_json(self, lang: str | None = None) -> dict:
        stmt, stmt_lang = self.statement_in(lang or "en")
        out = {
            "rule_id": self.id,
            "statement": stmt,
            "statement_lang": stmt_lang,
            "citations": [c.to_json() for c in self.citations(lang)],
        }
        if self.facts:
            out["facts"] = [f.to_json(lang) for f in self.facts]
        return out


class RuleBook:
    """All rules of one game, in declaration order."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._rules: dict[str, Rule] = {}
        # passage id -> why no rule cites it (flavour text, example, component list, ...)
        self.not_rules: dict[str, str] = {}
        # passage id -> {a sentence's first words: why no rule quotes that sentence}
        self.not_rule_sentences: dict[str, dict[str, str]] = {}
        # fact id -> the rule-level fact a check reads (position_facts.py): stated in a position or asked
        self.position_facts: dict[str, PositionFact] = {}

    def rule(
        self,
        rule_id: str,
        *,
        quotes: Mapping[str, str | Iterable[str | tuple[str, str]]],
        facts: Iterable[str] = (),
        unless: Iterable[str] = (),
        en: str,
        es: str | None = None,
        nl: str | None = None,
        ru: str | None = None,
    ) -> Rule:
        if rule_id in self._rules:
            raise ValueError(f"rule {rule_id} declared twice")
        if not rule_id.startswith(self.game.replace("-", "_") + ".") and not rule_id.startswith(self.game + "."):
            raise ValueError(f"rule id {rule_id} must start with the game id {self.game}")
        qs: list[Quote] = []
        for lang, texts in quotes.items():
            for item in [texts] if isinstance(texts, str) else texts:
                # (section slug, text) pins a quote the text repeats word for word in several sections
                section, text = item if isinstance(item, tuple) else ("", item)
                qs.append(Quote(self.game, lang, text, section))
        statements = {k: v for k, v in {"en": en, "es": es, "nl": nl, "ru": ru}.items() if v}
        rule = Rule(
            id=rule_id,
            game=self.game,
            statements=statements,
            quotes=tuple(qs),
            facts=tuple(fact(self.game, f) for f in facts),
            unless=tuple(unless),
        )
        self._rules[rule_id] = rule
        return rule

    def fact(
        self,
        fact_id: str,
        kind: str,
        question: Msg,
        *,
        rule: Rule | str,
        choices: Iterable[Any] = (),
        names: Mapping[Any, Msg] | None = None,
    ) -> PositionFact:
        """Declare a fact a rule's check decides on (read it with ``position_facts.read_fact``); ``names``: its
        choices in the player's words (the ids stay the values a position writes)."""
        if fact_id in self.position_facts:
            raise ValueError(f"fact {fact_id} declared twice")
        rule_id = rule.id if isinstance(rule, Rule) else rule
        f = PositionFact(fact_id, self.game, kind, question, rule_id, tuple(choices), dict(names or {}))
        self.position_facts[fact_id] = f
        return f

    def explain_uncovered(self, reasons: Mapping[str, str]) -> None:
        """Declare why some passages are cited by no rule (passage id -> why)."""
        self.not_rules.update(reasons)

    def explain_sentences(self, passage_id: str, reasons: Mapping[str, str]) -> None:
        """Declare why some sentences of a cited passage are quoted by no rule ({first words: why})."""
        self.not_rule_sentences.setdefault(passage_id, {}).update(reasons)

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self._rules

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def check_unless(self) -> None:
        """Every rule an "unless" names exists (called by the tests: rules may be declared in any order)."""
        for r in self:
            missing = [u for u in r.unless if u not in self._rules]
            if missing:
                raise ValueError(f"{r.id}: unless names unknown rules {missing}")
        for f in self.position_facts.values():
            if f.rule not in self._rules:
                raise ValueError(f"fact {f.id}: its rule {f.rule} is not declared")

    def cited_passages(self) -> set[str]:
        return {c.passage_id for r in self for c in r.citations()}
