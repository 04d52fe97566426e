"""Table Referee: cross-lingual rule lookup, cited adjudication and translation cross-check."""

__version__ = "0.1.0"
