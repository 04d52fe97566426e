"""How sure a lookup answer is, in words a player reads (not 0.94), for both front ends (cli/ and server/)."""

from __future__ import annotations

from referee.i18n import t

# P(the best passage settles it) from which an answer is called a sure one. Below index/abstain.ANSWER_MIN the
# answer is withheld ("the texts do not settle this"); between the two it is a likely one
HIGH_CONFIDENCE = 0.75
CONFIDENCE_KEYS = ("ask.confidence_high", "ask.confidence_medium", "ask.confidence_low")


def confidence_words(confidence: float, answered: bool, ui: str) -> str:
    """'confidence: high' / 'medium' / 'low', in ``ui``. A withheld answer is 'low' whatever its number."""
    if not answered:
        return t("ask.confidence_low", ui)
    return t("ask.confidence_high" if confidence >= HIGH_CONFIDENCE else "ask.confidence_medium", ui)
