"""What the commands' options share: the --lang help text and shell completion for --lang and game ids."""

from __future__ import annotations

from referee.i18n import LANGS

LANG_HELP = "Answer language: en, es, nl, ru (default: the locale's)."


def complete_lang(incomplete: str) -> list[str]:
    """Shell completion for --lang."""
    return [code for code in LANGS if code.startswith(incomplete)]


def complete_game(incomplete: str) -> list[str]:
    """Shell completion for game ids (built-in and user-added)."""
    from referee.rulebooks import games

    return [g for g in games() if g.startswith(incomplete)]
