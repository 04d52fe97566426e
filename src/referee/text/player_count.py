"""How many play, as a player says it without the word "player": "met z'n drieën", "somos 4", "втроём",
"jugando a dos", "for 2p".

The rules that depend on the number of players say it with the word ("In 3 player games", "Per speler", "для
2 игроков"); a question that says it as above names neither the players nor, in Dutch and Russian, a number a
reader of digits sees. The lookup reads such a phrase as the term banks' "player" concept and as the number
(index/lexical.py, index/accounted.py). Words are folded (accents stripped, lower case), as tokens.fold
gives them.
"""

from __future__ import annotations

import re

from referee.text.numbers import number_word
from referee.text.tokens import fold, words

# Dutch "met z'n / zijn drieën" and its diminutive "met z'n tweetjes"
_NL_COLLECTIVE = {"tweeen": 2, "tweetjes": 2, "drieen": 3, "drietjes": 3, "vieren": 4, "viertjes": 4, "vijven": 5}
# Russian collective numerals: "вдвоём", "втроём", "вчетвером"; "на двоих / троих / четверых"
_RU_COLLECTIVE = {
    "вдвоем": 2, "втроем": 3, "вчетвером": 4, "впятером": 5,
    "двоих": 2, "троих": 3, "четверых": 4, "двое": 2, "трое": 3, "четверо": 4,
}  # fmt: skip
_SHORT = re.compile(r"^([2-6])p$")  # "2p", "3p"


def player_count(question: str) -> tuple[set[int], int | None]:
    """(the positions of the words that say how many play, that number), or (set(), None)."""
    folded = [fold(w) for w in words(question)]
    for i, w in enumerate(folded):
        before = folded[i - 1] if i else ""
        found = _one(w, before, folded[i - 2] if i > 1 else "")
        if found is not None:
            n, width = found
            return set(range(i - width + 1, i + 1)), n
    return set(), None


def _one(word: str, before: str, two_before: str) -> tuple[int, int] | None:
    """(the number, how many words up to ``word`` say it) when ``word`` ends a phrase of how many play."""
    if m := _SHORT.match(word):
        return int(m.group(1)), 1
    if word in _RU_COLLECTIVE:
        return _RU_COLLECTIVE[word], 1
    if word in _NL_COLLECTIVE and before in ("z'n", "zijn", "ze"):
        return _NL_COLLECTIVE[word], 3 if two_before == "met" else 2
    n = int(word) if word.isdigit() else number_word(word, "es") if before in ("somos", "a") else None
    if n is not None and 2 <= n <= 6:
        if before == "somos":  # "somos 4", "si somos tres"
            return n, 2
        if before == "a" and two_before in ("jugando", "jugamos", "juego", "partida", "partidas"):
            return n, 3  # "jugando a dos"
    return None
