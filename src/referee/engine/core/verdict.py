"""What the engine answers: a verdict, the reasons for it, the events that follow, the inputs it used.

An engine fills a ``Ruling`` step by step; every reason and event names the rule that caused it, so
the answer can always be traced back to the rulebook's own words.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from referee.catalogues import Msg, as_msg
from referee.engine.core.messages import msg
from referee.engine.core.rules import Rule, RuleBook

if TYPE_CHECKING:
    from referee.engine.core.position_facts import FactRead, PositionFact
    from referee.engine.core.trace import Trace

# an exception the engine cannot test on this position (the move does not say how it would apply)
NOT_SHOWN = msg("core.exception.not-shown", "the position does not show it applying")

LEGAL, ILLEGAL, UNDETERMINED = "legal", "illegal", "undetermined"
EXIT_CODES = {LEGAL: 0, ILLEGAL: 1, UNDETERMINED: 3}

# A reason's role (JSON "role"): the rule the move broke, the rule the texts leave open, or a rule checked and met.
# The deciding reason (broken or undetermined) always comes first.
BROKEN, OPEN, HELD = "broken", "undetermined", "held"
ROLES = (BROKEN, OPEN, HELD)


@dataclass
class Exception_:
    """A rule that would have allowed the refused move ("unless ..."), and what the position lacks for it."""

    rule: Rule
    lacks: Msg

    def to_json(self, lang: str | None = None) -> dict:
        return {**self.rule.to_json(lang), "lacks": self.lacks.to_json(lang)}


@dataclass
class Reason:
    rule: Rule
    message: Msg
    data: dict[str, Any] = field(default_factory=dict)
    role: str = HELD
    exceptions: list[Exception_] = field(default_factory=list)

    @property
    def decides(self) -> bool:
        return self.role != HELD

    def to_json(self, lang: str | None = None) -> dict:
        stmt, stmt_lang = self.rule.statement_in(lang or "en")
        return {
            "rule_id": self.rule.id,
            "role": self.role,
            **self.message.to_json(lang),
            "statement": stmt,
            "statement_lang": stmt_lang,
            "citations": [c.to_json() for c in self.rule.citations(lang)],
            **({"facts": [f.to_json(lang) for f in self.rule.facts]} if self.rule.facts else {}),
            **({"data": self.data} if self.data else {}),
            **({"exceptions": [x.to_json(lang) for x in self.exceptions]} if self.exceptions else {}),
        }


@dataclass
class Event:
    rule: Rule
    what: Msg
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self, lang: str | None = None) -> dict:
        # the rule's verbatim quotes, as a reason gives them: what happens is rulebook text too
        cites = [c.to_json() for c in self.rule.citations(lang)]
        m = self.what.to_json(lang)
        what = {"what": m.pop("message"), **m}
        return {"rule_id": self.rule.id, **what, **self.data, "citations": cites}


@dataclass
class InputUsed:
    """Data the texts do not give that the engine took from the position (a price table, a board map)."""

    field: str
    value: Any
    why: Msg

    def to_json(self, lang: str | None = None) -> dict:
        m = self.why.to_json(lang)
        return {"field": self.field, "value": self.value, "why": m.pop("message"), **m}


# What a need asks for (#17's kinds): a yes/no, a number, one of some choices, several of them, a component's
# name, free text (a position field), or a rule the texts do not give (no position can settle that one).
NEED_KINDS = ("yes_no", "number", "one_of", "several_of", "component", "text", "rule")


@dataclass
class Need:
    """Something that would decide an undetermined move: a question, in the asker's language."""

    question: Msg
    fact: str | None = None  # the position field (or fact id) that answers it; None for a rule the texts lack
    kind: str = "text"
    choices: tuple[Any, ...] = ()
    names: Mapping[Any, Msg] = field(default_factory=dict)  # choices in the player's words (the id stays the value)

    def __post_init__(self) -> None:
        if self.kind not in NEED_KINDS:
            raise ValueError(f"need kind {self.kind!r} is not one of {NEED_KINDS}")

    def render(self, lang: str) -> str:
        return self.question.render(lang)

    def choice_names(self) -> tuple[Msg, ...]:
        """Each choice in the player's words, in the order of ``choices`` (one without a name: its id); none
        when no choice has a name (ids that are names already: a cell, a player, a card)."""
        if not any(c in self.names for c in self.choices if _hashable(c)):
            return ()
        return tuple(
            self.names.get(c) or Msg.plain(str(c)) if _hashable(c) else Msg.plain(str(c)) for c in self.choices
        )

    def to_json(self, lang: str | None = None) -> dict:
        m = self.question.to_json(lang)
        m.pop("message")
        rendered = m.pop("rendered", None)
        question = rendered["text"] if rendered else self.question.render()
        out = {"fact": self.fact, "question": question, "kind": self.kind, "choices": list(self.choices), **m}
        if names := self.choice_names():  # beside the choices, in the same order: the ids stay the values
            out["labels"] = [n.render(lang or "en") for n in names]
        return out


def _hashable(value: Any) -> bool:
    return isinstance(value, str | int | float | bool) or value is None


def as_need(n: Need | Msg | str) -> Need:
    return n if isinstance(n, Need) else Need(as_msg(n))


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
    needs: list[Need] = field(default_factory=list)  # for undetermined: what would decide it
    trace: Trace | None = None  # what the verdict was read from (the facts; the fields when traced)

    @property
    def facts_read(self) -> list[FactRead]:
        return self.trace.facts_once() if self.trace is not None else []

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
            "inputs_used": [i.to_json(lang) for i in self.inputs_used],
        }
        if self.needs:
            out["needs"] = [n.to_json(lang) for n in self.needs]
        if self.facts_read:
            out["facts_read"] = [r.to_json(lang) for r in self.facts_read]
        return out

    def messages(self) -> list[Msg]:
        """Every message of the answer (nested parameters included), for the catalogue tests."""
        top = [r.message for r in self.reasons] + [x.lacks for r in self.reasons for x in r.exceptions]
        top += [e.what for e in self.events] + [i.why for i in self.inputs_used] + [n.question for n in self.needs]
        top += [name for n in self.needs for name in n.choice_names()]
        return [m for t in top for m in t.walk()]


class Ruling:
    """Collects an adjudication as it happens. Engines call these; the verdict comes out of ``result``."""

    def __init__(self, rulebook: RuleBook) -> None:
        self.book = rulebook
        self.reasons: list[Reason] = []
        self.events: list[Event] = []
        self.inputs_used: list[InputUsed] = []
        self.needs: list[Need] = []
        self.verdict = LEGAL

    def _rule(self, rule: Rule | str) -> Rule:
        return rule if isinstance(rule, Rule) else self.book[rule]

    def because(self, rule: Rule | str, message: Msg | str, **data: Any) -> None:
        """A reason that supports the verdict (a rule that was checked and holds)."""
        self.reasons.append(Reason(self._rule(rule), as_msg(message), data))

    def event(self, rule: Rule | str, what: Msg | str, **data: Any) -> None:
        """Something that happens, in order, caused by a rule."""
        self.events.append(Event(self._rule(rule), as_msg(what), data))

    def used(self, field_path: str, value: Any, why: Msg | str) -> None:
        if not any(i.field == field_path for i in self.inputs_used):
            self.inputs_used.append(InputUsed(field_path, value, as_msg(why)))

    def illegal(
        self, rule: Rule | str, message: Msg | str, lacks: Mapping[str, Msg] | None = None, **data: Any
    ) -> NoReturn:
        """The move breaks this rule: stop here.

        ``lacks``: for each rule this one declares it yields to ("unless ..."), what the position lacks for it.
        """
        r = self._rule(rule)
        self.reasons.insert(0, Reason(r, as_msg(message), data, BROKEN, self._exceptions(r, lacks or {})))
        self.verdict = ILLEGAL
        raise Stop(ILLEGAL)

    def _exceptions(self, rule: Rule, lacks: Mapping[str, Msg]) -> list[Exception_]:
        unknown = set(lacks) - set(rule.unless)
        if unknown:
            raise ValueError(f"{rule.id}: lacks given for rules it does not yield to: {sorted(unknown)}")
        return [Exception_(self._rule(rid), lacks.get(rid) or NOT_SHOWN) for rid in rule.unless]

    def require(
        self, condition: bool, rule: Rule | str, message: Msg | str, lacks: Mapping[str, Msg] | None = None, **data: Any
    ) -> None:
        """Illegal unless ``condition`` holds."""
        if not condition:
            self.illegal(rule, message, lacks, **data)

    def undetermined(
        self, rule: Rule | str, message: Msg | str, needs: list[Need | Msg | str] | None = None
    ) -> NoReturn:
        """The texts (and the position) do not settle it: say which rule comes closest and what is missing."""
        self.reasons.insert(0, Reason(self._rule(rule), as_msg(message), role=OPEN))
        self.needs.extend(as_need(n) for n in needs or [])
        self.verdict = UNDETERMINED
        raise Stop(UNDETERMINED)

    def ask(self, fact: PositionFact, question: Msg | None = None, choices: tuple[Any, ...] | None = None) -> None:
        """A fact the check needs is neither stated nor computable: undetermined, asking it."""
        try:
            self.undetermined(
                fact.rule,
                # the question is the one `needs` asks
                msg("core.fact.not-given", "the position does not say: {question}", question=question or fact.question),
                needs=[fact.need(question, choices)],
            )
        except Stop:
            pass

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
