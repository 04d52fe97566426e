"""The Solstis rule book: every rule module declares its rules here, beside the code that checks them."""

from referee.engine.core.rules import RuleBook

BOOK = RuleBook("solstis")
