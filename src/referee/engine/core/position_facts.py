"""Rule-level facts: what a rule's check decides on, read through one accessor.

A check never digs the answer to "has the attacker a Path on an edge adjoining the target?" out of the position
by itself: it asks ``read_fact(position, ADJOINING_PATH, compute)``. The accessor answers, in this order,

1. from the position's ``facts:`` block, where a player states the fact directly ("adjoining-path: no");
2. by ``compute()`` from the detailed position, when the position gives the details it needs;
3. neither: the move is undetermined, and the verdict's ``needs`` asks the fact's question (in the asked
   language, with its kind and choices) -- and only that one, because only facts a check reads are asked.

``compute`` says the details are missing by raising ``Unknown`` (``known(value)`` does it for a ``None``).
Every read is recorded (the tracer, ``trace.py``), so ``referee explain`` lists the facts a verdict rests on and
a scenario can be cut down to them.

Declared beside the rule they decide, like the rule itself::

    ADJOINING_PATH = BOOK.fact(
        "adjoining-path", "yes_no",
        msg("mycelium.fact.adjoining-path", "Does {player} have a Path on an edge adjoining the target?"),
        rule="mycelium.attack.target",
    )
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

from referee.catalogues import Msg
from referee.documents import kind_of

if TYPE_CHECKING:
    from referee.engine.core.verdict import Need

T = TypeVar("T")

FACTS_FIELD = "facts"  # the position's block of stated facts


class Unknown(Exception):  # noqa: N818 - a signal, not an error
    """Raised by a fact's ``compute`` when the position lacks the details it needs."""


def known(value: T | None) -> T:
    """The value, or ``Unknown`` when the position leaves it out (a partial position's ``None``)."""
    if value is None:
        raise Unknown
    return value


@dataclass(frozen=True)
class PositionFact:
    """A fact a rule decides on: its id (a key of the position's ``facts:``), kind, question and choices."""

    id: str
    game: str
    kind: str
    question: Msg
    rule: str  # the rule whose check reads it: an unanswered fact leaves that rule undetermined
    choices: tuple[Any, ...] = ()
    # a choice in the player's words ({"place": msg(..., "your turn, no tiles placed yet")}): the id stays the
    # value written in the position, the label is what a Spanish, Dutch or Russian player reads in a menu
    names: Mapping[Any, Msg] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        from referee.engine.core.verdict import NEED_KINDS  # verdict -> rules -> here: imported when used

        if self.kind not in NEED_KINDS or self.kind == "rule":
            raise ValueError(f"fact {self.id}: kind {self.kind!r} is not one of {NEED_KINDS[:-1]}")
        if "." in self.id or " " in self.id:
            raise ValueError(f"fact id {self.id!r}: no dots or spaces (it is a key of the position's facts:)")
        if self.choices and (unknown := [c for c in self.names if c not in self.choices]):
            raise ValueError(f"fact {self.id}: names for choices it does not have: {unknown}")

    def about(self, key: str, question: Msg | None = None, choices: tuple[Any, ...] | None = None) -> PositionFact:
        """The same fact about one thing (a player, an edge), when a move may read it for several: id
        ``hand-size:anna``; ``question`` names the thing."""
        return replace(
            self,
            id=f"{self.id}:{key}",
            question=question or self.question,
            choices=self.choices if choices is None else choices,
        )

    @property
    def base_id(self) -> str:
        return self.id.split(":", 1)[0]

    @property
    def path(self) -> str:
        return f"position.{FACTS_FIELD}.{self.id}"

    def need(self, question: Msg | None = None, choices: tuple[Any, ...] | None = None) -> Need:
        from referee.engine.core.verdict import Need

        picked = self.choices if choices is None else choices
        return Need(question or self.question, self.path, self.kind, picked, self.names)

    def coerce(self, value: Any, choices: tuple[Any, ...] = ()) -> Any:
        """A stated value checked against the kind (ValueError says what is wrong)."""
        allowed = choices or self.choices
        if self.kind == "yes_no":
            if isinstance(value, bool):
                return value
            raise ValueError("expected yes or no (true/false)")
        if self.kind == "number":
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                return value
            raise ValueError("expected a whole number, 0 or more")
        if self.kind == "several_of":
            items = value if isinstance(value, list) else [value]
            bad = [v for v in items if allowed and v not in allowed]
            if bad:
                raise ValueError(f"{bad[0]!r} is not one of {', '.join(map(str, allowed))}")
            return items
        if allowed and value not in allowed:
            raise ValueError(f"{value!r} is not one of {', '.join(map(str, allowed))}")
        if not isinstance(value, str | int):
            raise ValueError(f"expected a name, got {kind_of(value)}")
        return value


class FactMissing(Exception):  # noqa: N818 - a signal, not an error
    """Neither stated nor computable: ``GameEngine.judge`` turns it into an undetermined verdict asking it."""

    def __init__(self, fact: PositionFact, question: Msg | None = None, choices: tuple[Any, ...] | None = None):
        super().__init__(fact.id)
        self.fact = fact
        self.question = question
        self.choices = choices


@dataclass
class FactRead:
    """One read, for the tracer: the fact, its value, and whether it was stated or computed."""

    fact: PositionFact
    value: Any
    source: str  # "stated" | "computed"

    def to_json(self, lang: str | None = None) -> dict:
        return {
            "fact": self.fact.id,
            "path": self.fact.path,
            "question": self.fact.question.render(lang or "en"),
            "kind": self.fact.kind,
            "value": self.value,
            "source": self.source,
        }


def stated_facts(position: Any) -> dict[str, Any]:
    # through __dict__: the stated facts are recorded as facts, not as a field the tracer saw read
    return getattr(position, "__dict__", {}).get(FACTS_FIELD) or {}


def read_fact(
    position: Any,
    fact: PositionFact,
    compute: Callable[[], T] | None = None,
    *,
    question: Msg | None = None,
    choices: tuple[Any, ...] | None = None,
) -> T:
    """The fact's value: stated in the position, else computed from its details, else asked (``FactMissing``).

    ``question``/``choices``: this read's own wording and options (the target's name, the player's Paths)."""
    from referee.engine.core import trace

    stated = stated_facts(position)
    if fact.id in stated:
        value = stated[fact.id]
        trace.record_fact(FactRead(fact, value, "stated"))
        return value
    if compute is not None:
        with trace.inside_fact():
            try:
                value = compute()
            except Unknown:
                value = _MISSING
        if value is not _MISSING:
            trace.record_fact(FactRead(fact, value, "computed"))
            return value
    raise FactMissing(fact, question, choices)


_MISSING: Any = object()
