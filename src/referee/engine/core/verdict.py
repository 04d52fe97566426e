"""What the engine answers: a verdict, the reasons for it, the events that follow, the inputs it used.

An engine fills a ``Ruling`` step by step; every reason and event names the rule that caused it, so
the answer can always be traced back to the rulebook's own words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from referee.engine.core.rules import Rule, RuleBook

LEGAL, ILLEGAL, UNDETERMINED = "legal", "illegal", "undetermined"
EXIT_CODES = {LEGAL: 0, ILLEGAL: 1, UNDETERMINED: 3}

# A reason's role (JSON "role"): the rule the move broke, the rule the texts leave open, or a rule checked and met.
# The deciding reason (broken or undetermined) always comes first.
BROKEN, OPEN, HELD = "broken", "undetermined", "held"
ROLES = (BROKEN, OPEN, HELD)


@dataclass
class Reason:
    rule: Rule
    message: str
    data: dict[str, Any] = field(default_factory=dict)
    role: str = HELD

    @property
    def decides(self) -> bool:
        return self.role != HELD

    def to_json(self, lang: str | None = None) -> dict:
        stmt, stmt_lang = self.rule.statement_in(lang or "en")
        return {
            "rule_id": self.rule.id,
            "role": self.role,
            "message": self.message,
            "statement": stmt,
            "statement_lang": stmt_lang,
            "citations": [c.to_json() for c in self.rule.citations(lang)],
            **({"facts": [f.to_json() for f in self.rule.facts]} if self.rule.facts else {}),
            **({"data": self.data} if self.data else {}),
        }


@dataclass
class Event:
    rule: Rule
    what: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self, lang: str | None = None) -> dict:
        # the rule's verbatim quotes, as a reason gives them: what happens is rulebook text too
        cites = [c.to_json() for c in self.rule.citations(lang)]
        return {"rule_id": self.rule.id, "what": self.what, **self.data, "citations": cites}


@dataclass
class InputUsed:
    """Data the texts do not give that the engine took from the position (a price table, a board map)."""

    field: str
    value: Any
    why: str

    def to_json(self) -> dict:
        return {"field": self.field, "value": self.value, "why": self.why}


class Stop(Exception):
    """Raised inside an engine to end adjudication with a final verdict."""

    def __init__(self, verdict: str) -> None:
        super().__init__(verdict)
        self.verdict = verdict


@dataclass
class Verdict:
    game: str
    verdict: str
    reasons: list[Reason]
    events: list[Event]
    inputs_used: list[InputUsed]
    position: Any = None  # the position after the move (engine model), when legal
    needs: list[str] = field(default_factory=list)  # for undetermined: what data would decide it

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.verdict]

    def rule_ids(self) -> list[str]:
        return [r.rule.id for r in self.reasons]

    def to_json(self, lang: str | None = None) -> dict:
        out = {
            "game": self.game,
            "verdict": self.verdict,
            "reasons": [r.to_json(lang) for r in self.reasons],
            "events": [e.to_json(lang) for e in self.events],
            "inputs_used": [i.to_json() for i in self.inputs_used],
        }
        if self.needs:
            out["needs"] = self.needs
        return out


class Ruling:
    """Collects an adjudication as it happens. Engines call these; the verdict comes out of ``result``."""

    def __init__(self, rulebook: RuleBook) -> None:
        self.book = rulebook
        self.reasons: list[Reason] = []
        self.events: list[Event] = []
        self.inputs_used: list[InputUsed] = []
        self.needs: list[str] = []
        self.verdict = LEGAL

    def _rule(self, rule: Rule | str) -> Rule:
        return rule if isinstance(rule, Rule) else self.book[rule]

    def because(self, rule: Rule | str, message: str, **data: Any) -> None:
        """A reason that supports the verdict (a rule that was checked and holds)."""
        self.reasons.append(Reason(self._rule(rule), message, data))

    def event(self, rule: Rule | str, what: str, **data: Any) -> None:
        """Something that happens, in order, caused by a rule."""
        self.events.append(Event(self._rule(rule), what, data))

    def used(self, field_path: str, value: Any, why: str) -> None:
        if not any(i.field == field_path for i in self.inputs_used):
            self.inputs_used.append(InputUsed(field_path, value, why))

    def illegal(self, rule: Rule | str, message: str, **data: Any) -> NoReturn:
        """The move breaks this rule: stop here."""
        self.reasons.insert(0, Reason(self._rule(rule), message, data, BROKEN))
        self.verdict = ILLEGAL
        raise Stop(ILLEGAL)

    def require(self, condition: bool, rule: Rule | str, message: str, **data: Any) -> None:
        """Illegal unless ``condition`` holds."""
        if not condition:
            self.illegal(rule, message, **data)

    def undetermined(self, rule: Rule | str, message: str, needs: list[str] | None = None) -> NoReturn:
        """The texts (and the position) do not settle it: say which rule comes closest and what is missing."""
        self.reasons.insert(0, Reason(self._rule(rule), message, role=OPEN))
        self.needs.extend(needs or [])
        self.verdict = UNDETERMINED
        raise Stop(UNDETERMINED)

    def result(self, game: str, position: Any = None) -> Verdict:
        return Verdict(
            game=game,
            verdict=self.verdict,
            reasons=self.reasons,
            # an illegal move is refused whole: nothing of it happens, whatever was resolved before the refusal
            events=[] if self.verdict == ILLEGAL else self.events,
            inputs_used=self.inputs_used,
            position=position if self.verdict == LEGAL else None,
            needs=self.needs,
        )
