"""The Mycelium rule book: every rule module declares its rules here, beside its checks."""

from referee.engine.core.rules import RuleBook

BOOK = RuleBook("mycelium")
