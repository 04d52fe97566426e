"""What a clause says besides its topic: the signs a translation must carry over, clause by clause.

For each clause: its negations, its modality (must / may), its connectives (or / and), its bounds (at least /
at most / exactly), its focus (only / also), who acts (first / last player, attacker / defender, owner /
completer, you / your opponent), when (immediately, end of turn, start or next turn, end of round, end of
game, then / after), its numbers, and the term bank's concepts it names. Word lists are short and closed;
every word or phrase matches in its inflected forms (forms.py: "на следующем ходу", "в конце игры").

Labels that exclude each other form a group ("first" / "last"): two aligned clauses disagree when one says
a label of a group and the other says another label of the same group but not the first one.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from referee.adjudicator.crosscheck.cues import covers, cues
from referee.adjudicator.crosscheck.forms import phrase_pattern
from referee.adjudicator.crosscheck.numbers import numbers
from referee.adjudicator.crosscheck.terms import TermBank
from referee.text.tokens import fold

_NUM = r"(?:\d+|один|одна|одного|одну|два|две|двух|три|трех|четыре|пять|шесть|one|two|three|four|five|six|uno|una|dos|tres|cuatro|cinco|seis|een|twee|drie|vier|vijf|zes)"  # noqa: E501

# group -> label -> lang -> phrases (regular-expression parts allowed, over folded text)
SIGNS: dict[str, dict[str, dict[str, list[str]]]] = {
    "modality": {
        "must": {
            "en": ["must", "have to", "has to", "is required", "are required", "should", "need to", "needs to"],
            "es": [
                "debe",
                "debes",
                "deben",
                "debeis",
                "tienes que",
                "tiene que",
                "teneis que",
                "hay que",
                "necesitas",
                "necesita",
            ],
            "nl": ["moet", "moeten", "verplicht"],
            "ru": ["должен", "должна", "должны", "обязан", "обязаны", "необходимо", "нужно", "надо", "следует"],
        },
        "may": {
            "en": ["may", "can", "is allowed", "are allowed", "optionally", "you can choose", "possible"],
            "es": ["puede", "puedes", "pueden", "podeis", "opcionalmente", "se permite", "posible"],
            "nl": ["mag", "mogen", "kan", "kunnen", "kun", "mogelijk"],
            "ru": [
                "может",
                "можете",
                "могут",
                "можно",
                "вправе",
                "разрешается",
                "сможете",
                "сможет",
                "смогут",
                "возможно",
                "возможный",
            ],
        },
    },
    "connective": {
        "or": {"en": ["or", "either"], "es": ["o", "u", "ya sea"], "nl": ["of", "ofwel"], "ru": ["или", "либо"]},
        "and": {"en": ["and", "both"], "es": ["y", "e", "ambos"], "nl": ["en", "beide"], "ru": ["и", "оба"]},
    },
    "bound": {
        "min": {
            "en": ["at least", "or more", "minimum of", "a minimum", "no fewer than", "no less than"],
            "es": ["al menos", "como minimo", "o mas", "un minimo de", "por lo menos"],
            "nl": ["minstens", "ten minste", "tenminste", "minimaal", "of meer"],
            "ru": ["как минимум", "не менее", "не меньше", "по крайней мере", "хотя бы", "или больше", "и более"],
        },
        "max": {
            "en": ["at most", "up to", "no more than", "maximum", "or less", "or fewer", "equal or less", "max"],
            "es": [
                "como maximo",
                "como mucho",
                "a lo sumo",
                "un maximo de",
                "maximo",
                "no mas de",
                "o menos",
                rf"hasta {_NUM}",
                "igual o menor",
            ],
            "nl": [
                "hoogstens",
                "hooguit",
                "op zijn hoogst",
                "maximaal",
                "maximum",
                "niet meer dan",
                "of minder",
                rf"tot {_NUM}",
                "ten hoogste",
            ],
            "ru": ["не более", "не больше", "максимум", "самое большее", "или меньше", rf"до {_NUM}", "вплоть до"],
        },
        "exact": {"en": ["exactly"], "es": ["exactamente"], "nl": ["precies", "exact"], "ru": ["ровно"]},
    },
    "focus": {
        "only": {
            "en": ["only", "just"],
            "es": ["solo", "solamente", "unicamente", "unica", "unico"],
            "nl": ["alleen", "slechts", "enkel", "uitsluitend", "ook maar"],
            "ru": ["только", "лишь", "единственный"],
        },
        "also": {
            "en": ["also", "too", "as well", "in addition"],
            "es": ["tambien", "ademas"],
            "nl": ["ook", "eveneens", "bovendien"],
            "ru": ["также", "тоже", "кроме того"],
        },
    },
    "order": {
        "first": {"en": ["first"], "es": ["primer", "primero", "primera"], "nl": ["eerste"], "ru": ["первый"]},
        "last": {"en": ["last"], "es": ["ultimo", "ultima"], "nl": ["laatste"], "ru": ["последний"]},
        # "the latter" names no player: its words hide the "last" they hold ("в последнем случае")
        "latter": {
            "en": ["the latter", "in the last case", "in that case"],
            "es": ["este ultimo caso", "ese ultimo caso", "en ese caso", "en este caso"],
            "nl": ["het laatste geval", "laatstgenoemde", "in dat geval"],
            "ru": ["в последнем случае", "в этом случае", "в таком случае"],
        },
    },
    "side": {
        "attacker": {"en": ["attacker"], "es": ["atacante"], "nl": ["aanvaller"], "ru": ["атакующий", "нападающий"]},
        "defender": {
            "en": ["defender"],
            "es": ["defensor"],
            "nl": ["verdediger"],
            "ru": ["защитник", "защищающийся", "обороняющийся"],
        },
    },
    "role": {
        "owner": {
            "en": ["owner", "owns", "whose"],
            "es": ["propietario", "dueno", "duena"],
            "nl": ["eigenaar", "van wie"],
            "ru": ["владелец", "хозяин"],
        },
        "completer": {
            "en": ["completes", "completed", "who closes", "who finishes"],
            "es": ["complete", "completa", "completo", "cierre", "cierra"],
            "nl": ["voltooit", "voltooid", "sluit"],
            "ru": ["завершивший", "завершил", "замкнувший", "замкнул"],
        },
    },
    "player": {
        "you": {
            "en": ["you", "your"],
            "es": ["tu", "tus", "te", "ti"],
            "nl": ["je", "jij", "jouw", "jou"],
            "ru": ["вы", "ваш", "свой", "себе"],
        },  # noqa: E501
        "opponent": {
            "en": ["opponent", "the other player", "another player", "other players", "rival"],
            "es": ["oponente", "rival", "adversario", "el otro jugador", "otro jugador"],
            "nl": ["tegenstander", "de andere speler", "een andere speler"],
            "ru": ["соперник", "противник", "оппонент", "другой игрок", "соперничающий"],
        },
        "each": {
            "en": ["each player", "every player", "all players", "per player"],
            "es": ["cada jugador", "todos los jugadores", "por jugador"],
            "nl": ["elke speler", "iedere speler", "alle spelers", "per speler"],
            # "весь игрок": "весь" in its forms finds "все игроки", "всех игроков", "всем игрокам" ("все" itself
            # reads first as the particle "всё", whose forms are its own)
            "ru": ["каждый игрок", "все игроки", "весь игрок"],
        },
    },
    # who has more or fewer of something: a majority or a tie-break ("in case of a tie, the player with more
    # spirits wins") states a rule; not compared across clauses (KIND_OF), only read by compare.no_rule
    "comparison": {
        "more": {
            "en": ["more", "most", "tie"],
            "es": ["mas", "empate"],
            "nl": ["meer", "meeste", "gelijkspel"],
            "ru": ["больше", "ничья", "больше всего"],
        },
        "fewer": {
            "en": ["fewer", "fewest", "least"],
            "es": ["menos"],
            "nl": ["minder", "minste"],
            "ru": ["меньше", "меньше всего"],
        },
    },
    "timing": {
        "immediately": {
            "en": ["immediately", "immediate", "at once", "right away", "straight away", "instantly"],
            "es": [
                "inmediatamente",
                "inmediato",
                "de inmediato",
                "en el acto",
                "al instante",
                "al momento",
            ],
            "nl": ["onmiddellijk", "meteen", "direct", "onmiddelijk", "onmiddellijke", "ogenblikkelijk"],
            "ru": ["сразу", "немедленно", "тут же", "незамедлительно", "мгновенно", "моментально"],
        },
        # "сразу" before a preposition or a count is "directly" or "at the same time", no moment: "переходите
        # сразу к шагу 6" (skip to step 6), "связана сразу с 2 местами" (bonded to 2 places); its words hide the
        # "immediately" they hold
        "at-once": {
            "ru": [r"сразу\s+(?:к|ко|с|со|в|во|на|из|по|от|до|несколько|обе|оба|две|два|три|\d+)(?!\w)"],
        },
        "end-game": {
            "en": ["end of the game", "end of game", "end-of-game", "game end", "game ends", "final scoring"],
            "es": [
                "final de la partida",
                "fin de la partida",
                "final del juego",
                "fin del juego",
                "termina la partida",
            ],
            "nl": ["einde van het spel", "eind van het spel", "einde van de partij", "spel eindigt", "eindtelling"],  # noqa: E501
            "ru": ["конец игры", "конце игры", "окончании игры", "окончание игры", "игра заканчивается"],
        },
        "end-turn": {
            "en": [
                "end of the turn",
                "end of your turn",
                "end of their turn",
                "end your turn",
                "turn ends",
                "turn has ended",
                "turn is over",
            ],
            "es": [
                "final del turno",
                "fin del turno",
                "final de tu turno",
                "fin de tu turno",
                "terminas tu turno",
                "termine tu turno",
                "turno haya terminado",
                "turno termina",
            ],
            "nl": [
                "einde van de beurt",
                "einde van je beurt",
                "eind van je beurt",
                "einde van jouw beurt",
                "beurt is afgelopen",
                "beurt eindigt",
            ],
            "ru": [
                "конце хода",
                "конец хода",
                "конце своего хода",
                "завершаете свой ход",
                "заканчиваете ход",
                "ход закончится",
                "ход заканчивается",
                "ход завершится",
                "ход окончен",
            ],
        },
        "start-turn": {
            "en": ["start of your turn", "beginning of your turn", "start of the turn", "start of their turn"],
            "es": ["comienzo de tu turno", "inicio de tu turno", "principio de tu turno", "comienzo del turno"],
            "nl": ["begin van je beurt", "begin van de beurt", "start van je beurt"],
            "ru": ["начале хода", "начале своего хода", "начало хода"],
        },
        "next-turn": {
            "en": ["next turn", "following turn"],
            "es": ["proximo turno", "siguiente turno", "turno siguiente"],
            "nl": ["volgende beurt"],
            "ru": ["следующий ход", "следующем ходу"],
        },
        "end-round": {
            "en": ["end of the round", "end of each round", "end of every round", "end of a round"],
            "es": ["final de la ronda", "fin de la ronda", "final de cada ronda"],
            "nl": ["einde van de ronde", "eind van de ronde", "einde van elke ronde"],
            "ru": ["конце раунда", "конец раунда", "конце каждого раунда", "конец каждого раунда"],
        },
        # a span up to the end names no moment: "bloquear ... por el resto del juego" = "закрыть ... до конца игры";
        # its words hide the end of the game they hold
        "until-end": {
            "en": ["until the end of the game", "for the rest of the game", "until the end of the turn"],
            "es": [
                "hasta el final de la partida",
                "hasta el final del juego",
                "hasta el fin del juego",
                "por el resto del juego",
                "por el resto de la partida",
                "durante el resto de la partida",
            ],
            "nl": ["tot het einde van het spel", "de rest van het spel", "tot het einde van de beurt"],
            "ru": ["до конца игры", "до окончания игры", "до конца партии", "до конца хода"],
        },
        "then": {
            "en": ["then", "afterwards", "after that"],
            "es": ["despues", "luego", "a continuacion", "entonces"],
            "nl": ["daarna", "vervolgens", "dan"],
            "ru": ["затем", "потом", "после этого"],
        },
    },
}
# The groups a flag reports, and the name for each kind of difference.
KIND_OF = {
    "modality": "negation",
    "connective": "connective",
    "bound": "connective",
    "focus": "connective",
    "order": "actor",
    "side": "actor",
    "role": "actor",
    "player": "actor",
    "timing": "timing",
}


@dataclass(frozen=True)
class Signs:
    """What one clause (or several aligned clauses together, see :func:`merged`) says."""

    negations: tuple[str, ...]  # negation cues (cues.py)
    negation_cover: bool  # says "no" in some way (a cue, "without", "only")
    labels: dict[str, frozenset[str]]  # group -> labels found
    said: dict[str, tuple[str, ...]]  # label -> the words that said it (folded)
    numbers: tuple[int | float, ...]
    concepts: frozenset[str]


@functools.cache
def _pattern(group: str, label: str, lang: str) -> re.Pattern[str] | None:
    phrases = SIGNS[group][label].get(lang)
    return phrase_pattern(tuple(phrases), lang) if phrases else None


def _hits(group: str, folded: str, lang: str) -> dict[str, tuple[str, ...]]:
    """label -> the words that say it, for the labels of ``group`` in ``folded``; a hit inside a longer hit of
    another label of the group is that label's word (Dutch "ook maar 1" is "only 1", not "also")."""
    spans = []
    for label in SIGNS[group]:
        rx = _pattern(group, label, lang)
        spans += [(m.start(), m.end(), label, m.group(0)) for m in rx.finditer(folded)] if rx else []
    out: dict[str, tuple[str, ...]] = {}
    for s, e, label, w in spans:
        if any(s2 <= s and e <= e2 and (e2 - s2) > (e - s) and l2 != label for s2, e2, l2, _ in spans):
            continue
        out[label] = out.get(label, ()) + (w,)
    return out


_POSSESSIVE = re.compile(r"(?<=\w)['’]s?(?!\w)")


def signs(text: str, lang: str, bank: TermBank) -> Signs:
    # "the opponent's board" names the opponent: the possessive is cut off, as text/tokens.py does
    folded = _POSSESSIVE.sub("", fold(text)) if lang == "en" else fold(text)
    labels: dict[str, frozenset[str]] = {}
    said: dict[str, tuple[str, ...]] = {}
    for group in SIGNS:
        hits = _hits(group, folded, lang)
        said.update(hits)
        labels[group] = frozenset(hits)
    # a spelled "one" is as often an article or a pronoun ("одна плитка", "one of them") as a count
    nums = tuple(n.value for n in numbers(text, lang) if n.value != 1 or n.surface[:1].isdigit())
    concepts = frozenset(bank.find(text, lang)) if bank else frozenset()
    negs = tuple(cues(text, lang, "negation"))
    return Signs(negs, bool(negs) or covers(text, lang, "negation"), labels, said, nums, concepts)


def merged(many: list[Signs]) -> Signs:
    """The signs of several clauses read together (a sentence one text splits in two)."""
    labels = {g: frozenset().union(*(s.labels.get(g, frozenset()) for s in many)) for g in SIGNS}
    said: dict[str, tuple[str, ...]] = {}
    for s in many:
        for k, v in s.said.items():
            said[k] = said.get(k, ()) + v
    return Signs(
        tuple(w for s in many for w in s.negations),
        any(s.negation_cover for s in many),
        labels,
        said,
        tuple(n for s in many for n in s.numbers),
        frozenset().union(*(s.concepts for s in many)),
    )
