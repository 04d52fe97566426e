"""The closed cue-word lists of the four languages: negations, conditions, timing, modality, bounds, actors.

One home for them, below every reader: the translation cross-check (adjudicator/crosscheck: cues.py matches
the negation / condition / timing lists, meaning.py the signs) and the lookup's answer-focus reader
(index/answer_focus.py: does a sentence say who, when, whether, how many) read the same lists. Words are
folded (accents stripped, lower case); multi-word cues are phrases; SIGNS entries may hold regular-expression
parts. Data only: how each reader matches them (in inflected forms, or as folded phrases) is its own.
"""

from __future__ import annotations

# "sin" / "zonder" / "without" are left out: one text's "without a claim" is the other's "unclaimed".
NEGATION = {
    "es": ["no", "nunca", "jamas", "ni", "ningun", "ninguna", "ninguno", "nadie", "nada", "tampoco"],
    "nl": ["niet", "geen", "nooit", "niemand", "niets", "nergens", "evenmin", "nimmer"],
    "en": [
        "not",
        "no",
        "never",
        "none",
        "nobody",
        "nothing",
        "nowhere",
        "cannot",
        "can't",
        "won't",
        "aren't",
        "wasn't",
        "weren't",
        "shouldn't",
        "mustn't",
        "couldn't",
        "wouldn't",
        "didn't",
        "hasn't",
        "haven't",
        "don't",
        "doesn't",
        "isn't",
        "nor",
        "neither",
    ],
    "ru": [
        "не",
        "нет",
        "ни",
        "никогда",
        "никто",
        "ничто",
        "ничего",
        "никакой",
        "нигде",
        "никуда",
        "нельзя",
        "нечего",
    ],
}
CONDITION = {
    "es": ["si", "siempre que", "a menos que", "salvo", "excepto", "en caso de", "solo si"],
    "nl": ["als", "indien", "tenzij", "behalve", "mits", "zolang"],
    "en": ["if", "unless", "except", "provided", "as long as", "only if", "in case"],
    "ru": ["если", "кроме", "при условии", "в случае", "разве что"],
}
# Sequence words of a walkthrough ("then", "daarna", "luego") are left out: they order steps, they do not
# change when a rule applies. "hasta"/"tot" are left out too: they mostly mean "up to" (a quantity).
TIMING = {
    "es": [
        "cuando",
        "despues",
        "antes",
        "inmediatamente",
        "durante",
        "mientras",
        "una vez que",
        "proximo turno",
        "siguiente turno",
        "al final",
        "al comienzo",
        "en cualquier momento",
        "posterior",
        "posteriormente",
    ],
    "nl": [
        "wanneer",
        "nadat",
        "voordat",
        "zodra",
        "onmiddellijk",
        "meteen",
        "tijdens",
        "totdat",
        "volgende beurt",
        "later",
        "aan het einde",
        "aan het begin",
        "op elk moment",
    ],
    "en": [
        "when",
        "after",
        "before",
        "immediately",
        "during",
        "while",
        "until",
        "next turn",
        "later",
        "at the end",
        "at the start",
        "at any time",
        "afterwards",
    ],
    "ru": [
        "когда",
        "после",
        "перед",
        "сразу",
        "во время",
        "пока",
        "следующий ход",
        "в конце",
        "в начале",
        "позже",
        "в любой момент",
    ],
}
# Words that do not raise a flag but show that a side does say when / under what condition: sequencing
# words order the steps of a walkthrough ("Primero, elige ...", "Vervolgens ..."), "na" / "tras" place an
# action after another, "when" states a condition too, and a Dutch clause that starts with its verb and
# goes on with ", dan" is a condition without "als" ("Heb je er al 2, dan moet je ...").
TIMING_COVER = {
    "es": ["primero", "luego", "entonces", "finalmente", "a continuacion", "tras", "una vez"],
    "nl": ["eerst", "vervolgens", "daarna", "dan", "na", "nu", "ten slotte"],
    "en": ["first", "then", "next", "finally", "afterwards", "once"],
    "ru": ["сначала", "затем", "потом", "наконец"],
}
# A rule stated for every case ("NUNCA bloqueado", "altijd beschikbaar") and the same rule stated as an
# exception ("behalve als ...") are two phrasings of one scope: an absolute word covers a condition too.
CONDITION_COVER = {
    "es": ["cuando", "en caso", "solo", "nunca", "siempre"],
    "nl": ["wanneer", "enkel", "alleen", "altijd", "nooit"],
    "en": ["when", "whenever", "only", "always", "never"],
    "ru": ["когда", "только", "всегда", "никогда"],
}
# Restrictions say what is not allowed as well as a negation does ("slechts 1 keer" = "no más de una vez"),
# and "sin" / "zonder" / "without" are negations of a kind: a side with one of them is not "the same
# without a negation".
# Verbs of preventing and forbidding say "not" too: "esto impide que otros lo reclamen" = "это не даёт другим
# занять её" = "this prevents others from claiming it".
# So do an exception ("кроме этого" = "deze zelf niet meegerekend" = "not counting this one"; "unless they give
# you 2 cards" = "если он не отдаст вам 2 карты"), staying put
# ("the Path is not removed" = "het pad blijft liggen") and being used up ("the deck has no cards left" = "is de
# stapel op", "se agota").
NEGATION_COVER = {
    "es": [
        "sin",
        "solo",
        "solamente",
        "unicamente",
        "impide",
        "impedir",
        "evita",
        "evitar",
        "prohibido",
        "prohibe",
        "excepto",
        "salvo",
        "a menos que",
        "permanece",
        "se queda",
        "vacio",
        "agota",
        "agotado",
        # one word that says "not": "es imposible que ..." = "there is no way ...", "gratis" = "for no cost"
        "imposible",
        "gratis",
        "gratuito",
        "gratuitamente",
    ],
    "nl": [
        "zonder",
        "slechts",
        "alleen",
        "enkel",
        "maar",
        "verhindert",
        "voorkomt",
        "belet",
        "verboden",
        "behalve",
        "tenzij",
        "blijft",
        "blijven",
        "leeg",
        "opgebruikt",
        # "als de stapel opraakt" = "when the deck runs out"
        "opraakt",
        "opraken",
        # "vul de winkel pas aan het einde aan" = "do NOT replace it until the end"
        "pas",
        # "mag ervoor kiezen het fiche te laten liggen" = "may choose not to gather it"
        "laten liggen",
        "laat liggen",
        "onmogelijk",
        # "is uitgesloten" (is ruled out) = "there is no way ...", "no puede ocurrir"
        "uitgesloten",
    ],
    "en": [
        "without",
        "only",
        "prevents",
        "prevent",
        "stops",
        "forbidden",
        "prohibited",
        "forbids",
        "except",
        "excluding",
        "unless",
        "remains",
        "stays",
        # "will still be there" = "никуда не денется" (will not go anywhere)
        "still be there",
        "still there",
        "empty",
        "runs out",
        "run out",
        "impossible",
        "ruled out",
    ],
    "ru": [
        "без",
        "только",
        "лишь",
        "мешает",
        "препятствует",
        "запрещено",
        "запрещается",
        "запрещают",
        "кроме",
        "за исключением",
        "остается",
        # "если таковые еще остались" (if any remain) = "zolang die nog niet op is" (while it is not used up)
        "остаться",
        "пуст",
        "закончиться",
        "невозможно",
        "исключено",
    ],
}

# Pronouns that stand for the players a rule names: "for all players to see" = "a la vista de todos", "each player
# controls" = "cada uno controla", "winning against other players" = "ganar a los demás". A side that says one of
# them names that actor in its own way (compare.py: no "names each player; the other does not"); they name no
# actor of their own. Regular expressions over folded text; label -> lang -> patterns.
PLAYER_PRONOUNS: dict[str, dict[str, list[str]]] = {
    "each": {
        # ... and the players in general, as a clause's subject: "Players should sit near their Colony" = "Cada
        # jugador debería sentarse cerca de su colonia"
        "en": [r"everyone", r"everybody", r"each\s+of\s+(?:them|you)", r"^\W*(?:the\s+)?players"],
        # "todos" as a pronoun, not before the noun it counts ("todos los jugadores", "todas tus cartas")
        "es": [
            r"todos(?!\s+(?:los|las|tus|sus|mis|nuestr\w*|vuestr\w*|est[oa]s|es[oa]s|aquell[oa]s)(?!\w))",
            r"cada\s+uno",
            r"^\W*(?:los\s+)?jugadores",
        ],
        # ... and "ieder" as a subject next to its verb ("dan bestuurt ieder twee kolonies", "ieder krijgt" = "each
        # player controls / gets"), not a determiner after a preposition ("op ieder moment", "met ieder spel")
        "nl": [r"iedereen", r"ieders", r"ieder\s+van\s+jullie", r"allemaal", r"^\W*(?:de\s+)?spelers"]
        + [
            r"(?:(?<=t\s)|(?<=en\s)|(?<=mag\s)|(?<=kan\s)|(?<=zal\s))(?<!met\s)(?<!uit\s)ieder(?=\s)",
            r"(?<!op\s)(?<!in\s)(?<!bij\s)(?<!van\s)(?<!voor\s)(?<!met\s)ieder(?=\s+\w+(?:t|en)(?!\w))",
        ],
        # ... and the distributive "каждому по 4 карты" (to each, 4 cards) = "4 cards to each player"
        "ru": [r"кажд(?:ый|ому|ого)\s+из\s+(?:вас|них)", r"^\W*игроки", r"кажд(?:ому|ый|ого|ым)\s+по(?!\w)"],
    },
    # ... and "anyone" / "no one" for another player: "without asking another player for permission" = "не
    # спрашивая ни у кого разрешения"
    "opponent": {
        "en": [r"the\s+others", r"anyone", r"anybody", r"no\s+one", r"nobody"],
        "es": [r"(?:los|las)\s+demas", r"nadie"],
        "nl": [r"(?:de\s+)?anderen", r"niemand"],
        "ru": [r"остальн(?:ые|ых|ым|ыми)", r"ни\s+(?:у\s+|от\s+|с\s+)?(?:кого|кому|кем)", r"никто", r"никого"],
    },
}

NUMBER_WORDS = r"(?:\d+|один|одна|одного|одну|два|две|двух|три|трех|четыре|пять|шесть|one|two|three|four|five|six|uno|una|dos|tres|cuatro|cinco|seis|een|twee|drie|vier|vijf|zes)"  # noqa: E501

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
                "tendras que",
                "tendra que",
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
        # "een van beide spelers" is "either player", not "both"
        "or": {
            "en": ["or", "either", "one of the two"],
            "es": ["o", "u", "ya sea", "uno de los dos", "cualquiera de los dos"],
            # "elk van beide" / "uit beide handen naar keuze" is "either": any one of the two
            "nl": ["of", "ofwel", "een van beide", "een van de twee", r"(?:elk|elke|ieder|iedere)\s+van\s+beide"],
            "ru": ["или", "либо", "один из двух", "любой из двух"],
        },
        # "neither ... nor" / "ni ... ni" is "not this and not that": an "or" turned into it is a connective change
        "and": {
            "en": ["and", "both", r"neither(?=\s(?:\S+\s){0,6}nor\s)"],
            "es": ["y", "e", "ambos", r"ni(?=\s(?:\S+\s){0,6}ni\s)"],
            "nl": ["en", "beide", r"noch(?=\s(?:\S+\s){0,6}noch\s)"],
            "ru": ["и", "оба", r"ни(?=\s(?:\S+\s){0,6}ни\s)"],
        },
        # "может использовать как атакующий, так и защитник" = "can be used as the Attacker or Defender": the
        # correlative names the cases a rule covers; its words hide the "и" they hold
        # ... and so does the Dutch "als aanvaller en als verdediger" (as the attacker or the defender)
        "as-well": {"ru": ["так и"], "nl": [r"als\s+\w+\s+en\s+als(?=\s)"]},
    },
    "bound": {
        "min": {
            "en": [
                "at least",
                "or more",
                "minimum of",
                "a minimum",
                "no fewer than",
                "no less than",
                "equal to or greater than",
                "equal to or more than",
                "greater than or equal to",
                "or greater",
            ],
            "es": [
                "al menos",
                "como minimo",
                "o mas",
                "un minimo de",
                "por lo menos",
                "mayor o igual que",
                "igual o mayor que",
            ],
            "nl": [
                "minstens",
                "ten minste",
                "tenminste",
                "minimaal",
                "of meer",
                "groter dan of gelijk aan",
                "gelijk aan of groter dan",
            ],
            "ru": [
                "как минимум",
                "не менее",
                "не меньше",
                "по крайней мере",
                "хотя бы",
                "или больше",
                "и более",
                "больше или равно",
                "больше или равна",
                "больше или равен",
            ],
        },
        "max": {
            "en": [
                "at most",
                "up to",
                "no more than",
                "maximum",
                "or less",
                "or fewer",
                "equal or less",
                "max",
                "equal to or less than",
                "equal to or fewer than",
                "less than or equal to",
            ],
            "es": [
                "como maximo",
                "como mucho",
                "a lo sumo",
                "un maximo de",
                "maximo",
                "no mas de",
                "o menos",
                rf"hasta {NUMBER_WORDS}",
                "igual o menor",
                "menor o igual que",
                "igual o menor que",
            ],
            "nl": [
                "hoogstens",
                "hooguit",
                "op zijn hoogst",
                "maximaal",
                "maximum",
                "niet meer dan",
                "of minder",
                "of lager",
                "of kleiner",
                rf"tot {NUMBER_WORDS}",
                "ten hoogste",
                "kleiner dan of gelijk aan",
                "gelijk aan of kleiner dan",
            ],
            "ru": [
                "не более",
                "не больше",
                "максимум",
                "самое большее",
                "или меньше",
                rf"до {NUMBER_WORDS}",
                "вплоть до",
                "меньше или равно",
                "меньше или равна",
                "меньше или равен",
            ],
        },
        "exact": {"en": ["exactly"], "es": ["exactamente"], "nl": ["precies", "exact"], "ru": ["ровно"]},
    },
    "focus": {
        "only": {
            "en": ["only", "just"],
            "es": ["solo", "solamente", "unicamente", "unica", "unico"],
            # "maar" before a count is "only" ("mag je maar 1 geest kiezen"); elsewhere it is "but"
            "nl": [
                "alleen",
                "slechts",
                "enkel",
                "uitsluitend",
                "ook maar",
                rf"maar {NUMBER_WORDS}",
                "maar een",
                "maar een keer",
                # "je mag pas in je volgende fase ..." (not until your next phase) = "you may only ... then"
                r"pas(?=\s+(?:in|na|nadat|als|wanneer|zodra|bij|op|vanaf|weer|dan)\s)",
            ],
            "ru": ["только", "лишь", "единственный"],
        },
        "also": {
            "en": ["also", "too", "as well", "in addition"],
            "es": ["tambien", "ademas"],
            "nl": ["ook", "eveneens", "bovendien"],
            "ru": ["также", "тоже", "кроме того"],
        },
        # "even if" adds no "also": "ook als je ... meerdere vierkanten maakt" = "даже если вы создадите ..."; its
        # words hide the "also" they hold
        "even": {
            "en": ["even if", "even when"],
            "es": ["incluso si", "aun si", "aunque"],
            "nl": ["ook als", "zelfs als", "ook wanneer", "zelfs wanneer"],
            "ru": ["даже если", "даже когда"],
        },
        # an exception ("salvo si", "behalve als", "unless") is "if not": against "even if" on the other side it
        # says the opposite ("ficha de mercado ..., salvo si solo has vendido 2" / "incluso si solo has vendido 2")
        "except": {
            "en": ["except if", "except when", "unless"],
            "es": ["salvo si", "salvo que", "salvo cuando", "excepto si", "excepto cuando", "a menos que"],
            "nl": ["behalve als", "behalve wanneer", "tenzij"],
            "ru": ["кроме случаев", "за исключением случаев", "если только не", "разве что"],
        },
        # "nor" is "and not" ("en ook niet als ..." = "y si ..." after "solo"); its words hide the "also" they hold
        "nor": {
            "en": ["nor", r"not\s+\w+\s+either", "not either"],
            "es": ["tampoco", "ni tampoco"],
            "nl": ["ook niet", "ook geen", "evenmin"],
            "ru": ["тоже не", "также не", "тоже нет"],
        },
    },
    "order": {
        "first": {"en": ["first"], "es": ["primer", "primero", "primera"], "nl": ["eerste"], "ru": ["первый"]},
        "last": {"en": ["last"], "es": ["ultimo", "ultima"], "nl": ["laatste"], "ru": ["последний"]},
        # "to the last corner of the forest" (flavour text: any and every end of it) is no last player
        "far-end": {
            "en": ["every end of", "the far end of", "the farthest corner", "the furthest corner"],
            "es": [r"(?:el|los)\s+ultimos?\s+rincon(?:es)?", "el ultimo confin"],
            "nl": ["de verste uithoek", "elke uithoek", "de verste hoek"],
            "ru": ["последний уголок", "самый дальний уголок"],
        },
        # "the latter" names no player: its words hide the "last" they hold ("в последнем случае")
        "latter": {
            "en": ["the latter", "in the last case", "in that case"],
            "es": ["este ultimo caso", "ese ultimo caso", "en ese caso", "en este caso"],
            "nl": ["het laatste geval", "laatstgenoemde", "in dat geval"],
            "ru": ["в последнем случае", "в этом случае", "в таком случае"],
        },
    },
    "side": {
        # (the participles too: "the Defending player" = "защищающийся игрок")
        "attacker": {
            "en": ["attacker", "attacking player"],
            "es": ["atacante"],
            "nl": ["aanvaller", "aanvallende speler"],
            "ru": ["атакующий", "нападающий"],
        },
        "defender": {
            "en": ["defender", "defending player"],
            "es": ["defensor"],
            "nl": ["verdediger", "verdedigende speler"],
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
        # the player whose turn comes next: "de speler die als volgende aan de beurt is" is not "the player who
        # owns the Path" (the owner above)
        "next": {
            "en": ["next player", "player who is next", "next in turn order", "whose turn is next"],
            "es": ["siguiente jugador", "jugador siguiente", "proximo jugador"],
            "nl": ["volgende speler", r"als\s+volgende\s+aan\s+de\s+beurt"],
            "ru": ["следующий игрок"],
        },
    },
    "player": {
        "you": {
            "en": ["you", "your"],
            "es": ["tu", "tus", "te", "ti"],
            "nl": ["je", "jij", "jouw", "jou"],
            "ru": ["вы", "ваш", "свой", "себе"],
        },  # noqa: E501
        # "unrivalled in combat" ("no tiene rival en combate") is praise of a card, no opponent: its words hide
        # the "rival" they hold
        "unrivalled": {
            "en": ["unrivaled", "unrivalled", "without rival", "has no rival", "have no rival"],
            "es": ["no tiene rival", "no tienen rival", "sin rival"],
            "nl": ["zonder weerga", "ongeevenaard", "heeft geen gelijke", "zijn gelijke niet"],
            "ru": ["нет равных", "не знает равных", "не знают равных"],
        },
        "opponent": {
            "en": ["opponent", "the other player", "another player", "other player", "other players", "rival"],
            "es": ["oponente", "rival", "adversario", "el otro jugador", "otro jugador"],
            "nl": ["tegenstander", "andere speler", "andere spelers", "rivaal", "rivaliserend"],
            "ru": ["соперник", "противник", "оппонент", "другой игрок", "соперничающий"],
        },
        "each": {
            # "any player may ..." is every player's right: "iedere speler mag ...", "cualquier jugador puede ..."
            "en": ["each player", "every player", "all players", "per player", "any player"],
            "es": ["cada jugador", "todos los jugadores", "por jugador", "cualquier jugador"],
            "nl": [
                "elke speler",
                "iedere speler",
                "alle spelers",
                "per speler",
                "eender welke speler",
                "welke speler ook",
                "willekeurige speler",
                "willekeurige spelers",
            ],
            # "весь игрок": "весь" in its forms finds "все игроки", "всех игроков", "всем игрокам" ("все" itself
            # reads first as the particle "всё", whose forms are its own)
            "ru": ["каждый игрок", "все игроки", "весь игрок", "любой игрок"],
        },
        # a neighbour of a player, or the player who starts: "el jugador a su izquierda" (not "más a la izquierda
        # de su tablero", a place), "linkerbuurman", "игрок слева от того, кто ..."; "the first player marker" is
        # named after the start player in every language ("startspelermarker", "жетон первого игрока")
        "neighbour": {
            "en": [
                r"players?\s+(?:to|on)\s+(?:the|your|their|his|her|its)\s+(?:left|right)",
                r"(?:left|right)(?:-hand)?\s+neighbou?rs?",
                # (a player, not the adjective of a thing: "at least one neighbouring hexagon")
                r"neighbou?rs?",
                "clockwise",
            ],
            "es": [
                r"jugador(?:a|es|as)?\s+(?:situad[oa]s?\s+|sentad[oa]s?\s+)?(?:a|de)\s+(?:su|tu|la)\s+(?:izquierda|derecha)",
                "vecino",
                "vecina",
                "sentido horario",
                "agujas del reloj",
            ],
            "nl": [
                r"\w*buurman",
                r"\w*buurvrouw",
                r"(?:linker|rechter)buren",
                r"spelers?\s+(?:links|rechts)\s+van",
                "met de klok mee",
                "kloksgewijs",
            ],
            "ru": ["игрок слева", "игрок справа", "сосед", "соседний игрок", "по часовой стрелке"],
        },
        "start": {
            "en": [
                "start player",
                "starting player",
                "first player",
                "player who starts",
                "player who goes first",
                r"1st\s+player",
                # ... and by its verb: "whoever goes first" = "первым ходит тот, кто ..." = "empieza quien ..."
                r"goes\s+first",
                r"who(?:ever)?\s+(?:starts|begins|will\s+start)",
            ],
            "es": ["jugador inicial", "primer jugador", "jugador que empieza", "jugador que comienza"]
            + [r"1\.?\s*(?:er|o|º)\s+jugador\w*", r"(?:juega|empieza|sale)\s+primer[oa]"]
            # ... and by who starts: "se sortea quién empieza" = "choose a start player at random"
            + [r"qui[eé]n\s+(?:empieza|comienza|empezara|comenzara|sale)"],
            "nl": [r"start(?:ende)?speler\w*", "beginnende speler", "eerste speler", "speler die begint"]
            + [r"1e\s+speler", r"(?:begint|speelt|is)\s+als\s+eerste", r"als\s+eerste\s+aan\s+de\s+beurt"]
            + [r"wie\s+(?:er\s+)?begint"],
            "ru": ["первый игрок", "начинающий игрок", "стартовый игрок", r"1-?(?:й|го|му|м)\s+игрок\w*"]
            + [r"перв(?:ым|ой)\s+(?:ходит|ходят|начинает|играет)", r"(?:ходит|ходят|начинает|играет)\s+перв(?:ым|ой)"]
            + [r"кто\s+(?:начинает|начнет|начнёт)"],
        },
        # ... but after a word of time or condition "any player" is some player, whoever it is: "after any player
        # uses an ability" = "nadat een speler een vermogen gebruikt"; its words hide the "each" they hold
        "whoever": {
            "en": [r"(?:after|when|whenever|if|once|before|until)\s+any\s+(?:other\s+)?player"],
            "es": [r"(?:despues\s+de\s+que|cuando|si|antes\s+de\s+que)\s+cualquier\s+jugador"],
            "nl": [r"(?:nadat|als|wanneer|zodra|voordat)\s+(?:eender\s+welke|een\s+willekeurige)\s+speler"],
            "ru": [r"(?:после\s+того,?\s+как|когда|если|как\s+только)\s+любой\s+игрок"],
        },
    },
    # who has more or fewer of something: a majority or a tie-break ("in case of a tie, the player with more
    # spirits wins") states a rule; not compared across clauses (KIND_OF), only read by compare.no_rule
    "comparison": {
        "more": {
            "en": ["more", "most", "tie", "greater than", "higher than"],
            "es": ["mas", "empate", "mayor que"],
            "nl": ["meer", "meeste", "gelijkspel", "hoger dan", "groter dan"],
            "ru": ["больше", "ничья", "больше всего"],
        },
        "fewer": {
            "en": ["fewer", "fewest", "least", "less than", "lower than"],
            "es": ["menos", "menor que"],
            "nl": ["minder", "minste", "lager dan", "kleiner dan"],
            "ru": ["меньше", "меньше всего"],
        },
    },
    "timing": {
        "immediately": {
            # "right after X" = "сразу после X" = "justo después de X": at once after it
            "en": [
                "immediately",
                "immediate",
                "at once",
                "right away",
                "straight away",
                "instantly",
                "right after",
                "on the spot",
            ],
            "es": [
                "inmediatamente",
                "inmediato",
                "de inmediato",
                "en el acto",
                "al instante",
                "al momento",
                "justo despues",
                # "nada mas" before an infinitive: "nada mas comprarlos" = "immediately when bought"
                r"nada\s+mas(?=\s+\w+(?:ar|er|ir)(?:lo|la|los|las|le|les|se)?(?!\w))",
            ],
            "nl": ["onmiddellijk", "meteen", "direct", "onmiddelijk", "onmiddellijke", "ogenblikkelijk", "ter plekke"],
            "ru": ["сразу", "немедленно", "тут же", "незамедлительно", "мгновенно", "моментально"],
        },
        # "сразу" before a preposition or a count is "directly" or "at the same time", no moment: "переходите
        # сразу к шагу 6" (skip to step 6), "связана сразу с 2 местами" (bonded to 2 places); its words hide the
        # "immediately" they hold
        # ... and so does "ga meteen naar stap 6" (skip to step 6)
        "at-once": {
            # ... and "сразу нескольким игрокам" (several players at once), "со всеми сразу" (all of them at once)
            "ru": [
                r"сразу\s+(?:к|ко|с|со|в|во|на|из|по|от|до|нескольк\w*|обе|оба|обоих|обоим|две|два|двух|двум|три|трех|трем"
                r"|все|всех|всем|всеми|\d+)(?!\w)",
                r"(?<!\w)(?:все|всех|всем|всеми|оба|обе|обоих)\s+сразу(?!\w)",
            ],
            "nl": [r"(?:meteen|direct)\s+(?:naar|door\s+naar)(?!\w)"],
        },
        # "as soon as" names the moment a thing happens, as "immediately" does: "the game ends immediately once a
        # player has 10" = "la partida termina en cuanto un jugador tiene 10"; not compared, it answers for an
        # "immediately" the other side names (compare.py)
        "as-soon": {
            "en": ["as soon as"],
            "es": ["en cuanto", "tan pronto como"],
            "nl": ["zodra", "van zodra"],
            "ru": ["как только"],
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
                "sluit je beurt af",
            ],
            "ru": [
                "конце хода",
                "конец хода",
                "конце своего хода",
                "завершаете свой ход",
                "заканчиваете свой ход",
                "заканчиваете ход",
                "заканчиваете свой ход",
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
            "en": ["end of the round", "end of each round", "end of every round", "end of a round"]
            + ["end of this round", "end of that round", "end of the current round"],
            "es": ["final de la ronda", "fin de la ronda", "final de cada ronda"]
            + ["final de esta ronda", "final de esa ronda", "final de la ronda actual"],
            "nl": ["einde van de ronde", "eind van de ronde", "einde van elke ronde"]
            + ["einde van deze ronde", "einde van die ronde", "einde van de huidige ronde"],
            "ru": ["конце раунда", "конец раунда", "конце каждого раунда", "конец каждого раунда"]
            + ["конце этого раунда", "конце текущего раунда"],
        },
        # the turn or the round under way: "termina el turno actual" is not "доиграйте текущий раунд"
        "this-turn": {
            "en": ["current turn", "this turn"],
            "es": ["turno actual", "este turno"],
            "nl": ["huidige beurt", "deze beurt"],
            "ru": ["текущий ход", "этот ход"],
        },
        "this-round": {
            "en": ["current round", "this round"],
            "es": ["ronda actual", "esta ronda"],
            "nl": ["huidige ronde", "deze ronde"],
            "ru": ["текущий раунд", "этот раунд"],
        },
        # before or after another step: "before scoring" is not "after scoring" ("después" alone, "daarna",
        # "after that" are "then" below; "right after" is "immediately" above)
        "before": {
            "en": ["before"],
            "es": ["antes de", "antes que"],
            "nl": ["voordat", "alvorens"],
            "ru": ["перед", "до того как", "прежде чем", "прежде"],
        },
        # "перед собой" (in front of yourself) is a place; its words hide the "before" they hold
        "in-front": {"ru": ["перед собой", "перед вами", "перед ним", "перед ней", "перед ними"]},
        "after": {
            "en": ["after"],
            "es": ["despues de", "despues que", "tras"],
            "nl": ["nadat", "na het", "na de", "na afloop"],
            "ru": ["после", "после того как"],
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
        # the Dutch ", dan" after a condition ("Heb je ... gevormd, dan krijgt ...", "Als ..., dan ...") is the
        # condition's "then", no moment (as COVER_PATTERNS reads it); its words hide the "then" they hold
        "if-then": {"nl": [r"[\w-]+,\s+dan"]},
        "then": {
            "en": ["then", "afterwards", "after that"],
            "es": ["despues", "luego", "a continuacion", "entonces"],
            "nl": ["daarna", "vervolgens", "dan"],
            "ru": ["затем", "потом", "после этого"],
        },
    },
}
