"""Engine core: declared rules with citations, verdicts, safe input, the game plug-in interface."""

from referee.engine.core.citations import Citation, Fact, Quote, QuoteNotFound
from referee.engine.core.game import GameEngine
from referee.engine.core.rules import Rule, RuleBook
from referee.engine.core.verdict import ILLEGAL, LEGAL, UNDETERMINED, Event, Reason, Ruling, Verdict
from referee.errors import InputError

__all__ = [
    "ILLEGAL",
    "LEGAL",
    "UNDETERMINED",
    "Citation",
    "Event",
    "Fact",
    "GameEngine",
    "InputError",
    "Quote",
    "QuoteNotFound",
    "Reason",
    "Rule",
    "RuleBook",
    "Ruling",
    "Verdict",
]
