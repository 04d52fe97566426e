"""Brown spirits act at once, when met (Коричневые духи действуют мгновенно). One unit per spirit: its rule (the
Russian quote) and, right below, its effect. Names are the publisher's English ids; names.py maps the Russian
text's names (Муха = Dragonfly, Сурок = Groundhog, ...) onto them."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.verdict import Need
from referee.engine.solstis import board, capture, names, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import take_from, who
from referee.engine.solstis.model import PLAYER, Forced
from referee.engine.solstis.placement import place_tile
from referee.engine.solstis.rainbows import put_rainbow


def _nothing(t, rule, what: Msg):
    """The effect has nothing to act on: only the Viper's text says what then ("эффект теряется")."""
    spirit = names.name(t.met)
    t.ruling.undetermined(
        rule,
        msg(
            "solstis.effect.nothing",
            "{spirit}: {what}; the text does not say what the effect does then",
            spirit=spirit,
            what=what,
        ),
        needs=[
            _rule_need(
                msg(
                    "solstis.need.effect-nothing", "What does {spirit} do when there is nothing to take?", spirit=spirit
                )
            )
        ],
    )


def _need(t, rule, question: Msg, field: str, kind: str = "component", choices=()):
    """The move leaves out a choice the spirit's effect needs: ask it."""
    t.ruling.undetermined(
        rule,
        msg(
            "solstis.effect.move-does-not-say",
            "{spirit}: {question} The move does not say.",
            spirit=names.name(t.met),
            question=question,
        ),
        needs=[Need(question, field, kind, tuple(choices))],
    )


def _rule_need(question: Msg) -> Need:
    return Need(question, None, "rule")


FISH = BOOK.rule(
    "solstis.spirit.fish",
    quotes={"ru": "Рыба: Возьмите радужный тайл и поместите его в свою панораму."},
    en="Fish (Рыба): take a rainbow tile and place it in your panorama.",
    es="Pez (Рыба): toma una loseta de arcoíris y colócala en tu panorama.",
    nl="Vis (Рыба): neem een regenboogtegel en leg hem in je panorama.",
    ru="Рыба: возьмите радугу и положите её в свою панораму.",
)


def fish(t, choice) -> None:
    if choice.cell is None:
        _need(t, FISH, msg("solstis.need.fish-cell", "Which free cell gets the Fish's rainbow?"), "move.spirit.cell")
    placed = put_rainbow(t, choice.cell, FISH, "move.spirit.cell", strict_adjacency=False)
    if not placed:
        t.ruling.undetermined(
            FISH,
            msg(
                "solstis.fish.not-adjacent",
                "{cell} is free but touches none of {player}'s tiles; the text requires that for the rainbow of a "
                "failed capture and says only 'place it in your panorama' for the Fish",
                cell=choice.cell,
                player=t.who,
            ),
            needs=[
                _rule_need(msg("solstis.need.fish-adjacent", "Must the Fish's rainbow be next to one of your tiles?"))
            ],
        )
    t.ruling.because(
        FISH,
        msg(
            "solstis.fish.gives", "the Fish gives {player} a rainbow, placed on {cell}", player=t.who, cell=choice.cell
        ),
    )


DEER = BOOK.rule(
    "solstis.spirit.deer",
    quotes={"ru": "Олень: Добавьте в панораму тайл из своей руки. В конце хода вы берете 2 тайла."},
    facts=["hand-size"],
    en="Deer (Олень): add a tile from your hand to your panorama; at the end of the turn you draw 2 tiles.",
    es="Ciervo (Олень): añade a tu panorama una loseta de tu mano; al final del turno robas 2 losetas.",
    nl="Hert (Олень): leg een tegel uit je hand in je panorama; aan het eind van de beurt trek je 2 tegels.",
    ru="Олень: положите в панораму тайл из руки; в конце хода возьмите 2 тайла.",
)


def deer(t, choice) -> None:
    hand = t.mine.__dict__["hand"] if t.knows("hand", t.me) else None  # the working hand, where the position gives it
    empty = msg("solstis.deer.empty-hand", "{player} has no tile left in hand", player=t.who)
    if choice.tile is None:
        if hand == []:
            _nothing(t, DEER, empty)
        known = [x for x in hand or [] if x != tiles.UNKNOWN]
        question = msg("solstis.need.deer-tile", "Which tile of your hand goes to the panorama?")
        _need(t, DEER, question, "move.spirit.tile", "one_of" if hand and known == hand else "component", known)
    if not holds(t, t.me, choice.tile):  # the one fact the Deer turns on: is the chosen tile in the hand
        if hand == []:
            _nothing(t, DEER, empty)
        t.ruling.illegal(DEER, _not_in_hand(choice.tile, t.me))
    if hand is not None:
        take_from(hand, choice.tile, t.pos)
    t.ruling.because(
        DEER,
        msg(
            "solstis.deer.adds",
            "{player} adds {tile} from hand; the hand is refilled by 2 at the end of the turn",
            player=t.who,
            tile=choice.tile,
        ),
    )
    place_tile(t, t.me, choice.tile, names.name("deer"))


def holds(t, player: str, tile: str) -> bool:
    """Is ``tile`` in the mover's hand (after the tile played this turn left it)? Read from the working hand where
    the position gives it (a '?' may be it), else asked."""
    from referee.engine.core.position_facts import Unknown, read_fact
    from referee.engine.solstis.turn import IN_HAND

    def compute() -> bool:
        if not t.knows("hand", player):
            raise Unknown
        return take_from(list(t.pos.__dict__["players"][player].__dict__["hand"]), tile, t.pos)

    if player == PLAYER:  # nobody named: asked of the player at the table
        question = msg("solstis.fact.in-your-hand", "Is {tile} in your hand?", tile=tile)
    else:
        question = msg("solstis.fact.in-hand", "Is {tile} in {player}'s hand?", tile=tile, player=who(player))
    # keyed by the tile alone, as the tile played is: the mover's name differs between a full position and the
    # dialogue's unnamed player, the fact does not
    return read_fact(t.pos, IN_HAND.about(tile, question), compute, question=question)


def _not_in_hand(tile: str, player: str) -> Msg:
    return msg("solstis.effect.not-in-hand", "{tile} is not in {player}'s hand", tile=tile, player=player)


EAGLE = BOOK.rule(
    "solstis.spirit.eagle",
    quotes={"ru": "Орел: Добавьте к своей панораме тайл, выбранный случайным образом из колоды для розыгрыша земли."},
    en="Eagle (Орел): add a tile drawn at random from the draw pile to your panorama.",
    es="Águila (Орел): añade a tu panorama una loseta al azar del mazo de robo.",
    nl="Adelaar (Орел): leg een willekeurige tegel uit de trekstapel in je panorama.",
    ru="Орел: добавьте в панораму случайный тайл из колоды.",
)


def eagle(t, choice) -> None:
    from referee.engine.solstis.endgame import pile_empty

    if pile_empty(t):
        _nothing(t, EAGLE, msg("solstis.eagle.pile-empty", "the draw pile is empty"))
    # a pile the position does not give: the tile the move names came out of it (as an unknown '?' tile would)
    pile = t.pos.draw_pile if t.knows("draw_pile") else [tiles.UNKNOWN]
    if choice.tile is None:
        _need(
            t,
            EAGLE,
            msg("solstis.need.eagle-tile", "Which tile came out of the draw pile at random?"),
            "move.spirit.tile",
        )
    t.ruling.require(
        take_from(pile, choice.tile, t.pos),
        EAGLE,
        msg("solstis.eagle.not-in-pile", "{tile} is not in the draw pile", tile=choice.tile),
    )
    t.ruling.because(
        EAGLE, msg("solstis.eagle.at-random", "{tile} comes at random from the draw pile", tile=choice.tile)
    )
    place_tile(t, t.me, choice.tile, names.name("eagle"))


BEAR = BOOK.rule(
    "solstis.spirit.bear",
    quotes={
        "ru": "Медведь: Доберите тайл для розыгрыша земли (таким образом, во время игры у вас в руках будет "
        "один дополнительный тайл)."
    },
    facts=["hand-size"],
    en="Bear (Медведь): draw a tile; for the rest of the game you hold one extra tile (4).",
    es="Oso (Медведь): roba una loseta; el resto de la partida tienes una loseta más en la mano (4).",
    nl="Beer (Медведь): trek een tegel; de rest van het spel heb je een tegel extra in je hand (4).",
    ru="Медведь: возьмите тайл; до конца игры у вас в руке на один тайл больше (4).",
)


def bear(t, choice) -> None:
    if not t.knows("draw_pile"):  # which tile is drawn: said in general terms
        t.ruling.event(
            BEAR,
            msg(
                "solstis.bear.draws-general",
                "{player} draws a tile; the hand now holds one tile more (4)",
                player=t.who,
            ),
        )
        t.ruling.because(BEAR, msg("solstis.bear.met", "{player} met the Bear", player=t.who))
        return
    pile = t.pos.draw_pile
    if pile:
        tile = pile.pop(0)
        t.mine.__dict__["hand"].append(tile)
        t.ruling.event(
            BEAR,
            msg(
                "solstis.bear.draws",
                "{player} draws {tile}; the hand now holds one tile more (4)",
                player=t.who,
                tile=tile,
            ),
            tile=tile,
        )
    else:
        t.ruling.event(
            BEAR, msg("solstis.bear.pile-empty", "the draw pile is empty: nothing to draw now; the hand limit is 4")
        )
    t.ruling.because(BEAR, msg("solstis.bear.met", "{player} met the Bear", player=t.who))


DRAGONFLY = BOOK.rule(
    "solstis.spirit.dragonfly",
    quotes={
        "ru": "Муха: Добавьте к своей панораме тайл, который вы случайным образом выбрали из руки вашего "
        "противника. Ваш оппонент берет новый тайл из колоды для розыгрыша в качестве компенсации, если таковые "
        "еще остались."
    },
    facts=["spirit-names"],
    en="Dragonfly (Муха): add a random tile from the opponent's hand to your panorama; the opponent draws a "
    "replacement if the draw pile has any.",
    es="Libélula (Муха): añade a tu panorama una loseta al azar de la mano del rival; el rival roba otra si quedan.",
    nl="Libel (Муха): leg een willekeurige tegel uit de hand van de tegenstander in je panorama; die trekt er een "
    "nieuwe als de stapel nog tegels heeft.",
    ru="Муха: добавьте в панораму случайный тайл из руки противника; противник добирает тайл из колоды, если "
    "они остались.",
)


IN_THEIR_HAND = BOOK.fact(
    "in-their-hand",
    "yes_no",
    msg("solstis.fact.in-their-hand", "Is {tile} in {player}'s hand?"),
    rule=DRAGONFLY,
)


def their_hand(t) -> list[str] | None:
    """The opponent's working hand, where the position gives it (None: not given, their tile is asked)."""
    return t.theirs.__dict__["hand"] if t.knows("hand", t.opp) else None


def they_hold(t, tile: str) -> bool:
    """Is ``tile`` in the opponent's hand? The one fact the Dragonfly and the Fox turn on: read from the hand where
    the position gives it (a '?' may be it), else asked; keyed by the tile, as the opponent's name may be unknown."""
    from referee.engine.core.position_facts import Unknown, read_fact

    def compute() -> bool:
        hand = their_hand(t)
        if hand is None:
            raise Unknown
        return tile in hand or tiles.UNKNOWN in hand

    question = msg("solstis.fact.in-their-hand", "Is {tile} in {player}'s hand?", tile=tile, player=t.they)
    return read_fact(t.pos, IN_THEIR_HAND.about(tile, question), compute, question=question)


def dragonfly(t, choice) -> None:
    from referee.engine.solstis.endgame import pile_empty

    theirs = their_hand(t)
    if choice.tile is None:
        if theirs == [] and not t.theirs.hand:  # read traced: the verdict rests on the empty hand
            _nothing(t, DRAGONFLY, _no_tile(t.opp))
        question = msg("solstis.need.dragonfly-tile", "Which tile came at random from {player}'s hand?", player=t.they)
        _need(t, DRAGONFLY, question, "move.spirit.tile")
    if not they_hold(t, choice.tile):
        if theirs == [] and not t.theirs.hand:  # read traced: the verdict rests on the empty hand
            _nothing(t, DRAGONFLY, _no_tile(t.opp))
        t.ruling.illegal(DRAGONFLY, _not_in_hand(choice.tile, t.opp))
    if theirs is not None:
        take_from(theirs, choice.tile, t.pos)
    t.ruling.because(
        DRAGONFLY,
        msg(
            "solstis.dragonfly.at-random",
            "{tile} comes at random from {player}'s hand",
            tile=choice.tile,
            player=t.they,
        ),
    )
    place_tile(t, t.me, choice.tile, names.name("dragonfly"))
    if pile_empty(t):
        t.ruling.event(
            DRAGONFLY,
            msg(
                "solstis.dragonfly.no-compensation",
                "the draw pile is empty: {player} gets no compensation",
                player=t.they,
            ),
        )
    elif not t.knows("draw_pile"):  # which tile they draw: said in general terms
        t.ruling.event(
            DRAGONFLY,
            msg("solstis.dragonfly.compensation-general", "{player} draws a tile as compensation", player=t.they),
        )
    else:
        tile = t.pos.draw_pile.pop(0)
        if theirs is not None:
            theirs.append(tile)
        t.ruling.event(
            DRAGONFLY,
            msg("solstis.dragonfly.compensation", "{player} draws {tile} as compensation", player=t.they, tile=tile),
            tile=tile,
        )


def _no_tile(player: str) -> Msg:
    return msg("solstis.effect.no-tile-in-hand", "{player} has no tile in hand", player=player)


BEETLE = BOOK.rule(
    "solstis.spirit.beetle",
    quotes={"ru": "Жук: Добавьте в панораму тайл по вашему выбору лицевой стороной вверх."},
    en="Beetle (Жук): add a face-up tile of your choice (from the queue) to your panorama.",
    es="Escarabajo (Жук): añade a tu panorama una loseta boca arriba de tu elección (de la fila).",
    nl="Kever (Жук): leg een open tegel naar keuze (uit de rij) in je panorama.",
    ru="Жук: добавьте в панораму любой открытый тайл (из очереди).",
)


def beetle(t, choice) -> None:
    given = t.knows("queue")
    none_up = msg("solstis.beetle.none-face-up", "no tile lies face up in the queue")
    if choice.tile is None:
        if given and not any(c.up for c in t.pos.queue):
            _nothing(t, BEETLE, none_up)
        up = [c.up for c in t.pos.queue if c.up and c.up != tiles.UNKNOWN] if given else []
        question = msg("solstis.need.beetle-tile", "Which face-up queue tile is taken?")
        _need(t, BEETLE, question, "move.spirit.tile", "one_of" if given else "component", up)
    if not capture.is_face_up(t, choice.tile):  # the one fact the Beetle's choice turns on, as a capture's does
        if given and not any(c.up for c in t.pos.queue):
            _nothing(t, BEETLE, none_up)
        t.ruling.illegal(
            BEETLE, msg("solstis.capture.not-face-up", "{tile} is not a face-up tile of the queue", tile=choice.tile)
        )
    t.ruling.because(
        BEETLE, msg("solstis.beetle.chooses", "{player} chooses the face-up {tile}", player=t.who, tile=choice.tile)
    )
    capture.take_from_queue(t, choice.tile, beetle=True)
    place_tile(t, t.me, choice.tile, names.name("beetle"))


GROUNDHOG = BOOK.rule(
    "solstis.spirit.groundhog",
    quotes={"ru": "Сурок: Завершите свой ход, затем сделайте еще один полный ход (таким образом, у вас будет 2 хода)."},
    facts=["spirit-names"],
    en="Groundhog (Сурок): finish your turn, then take another full turn.",
    es="Marmota (Сурок): termina tu turno y juega otro turno completo.",
    nl="Marmot (Сурок): maak je beurt af en speel daarna nog een volledige beurt.",
    ru="Сурок: закончите ход и сделайте ещё один полный ход.",
)


def groundhog(t, choice) -> None:
    t.extra_turn = True
    # the extra turn is the turn's last event (turn.end_turn): a 4th firefly met in the same turn ends the game first
    t.ruling.because(GROUNDHOG, msg("solstis.groundhog.met", "{player} met the Groundhog", player=t.who))


VIPER = BOOK.rule(
    "solstis.spirit.viper",
    quotes={
        "ru": "Гадюка: Возьмите изолированный участок земли с панорамы вашего оппонента и добавьте его к "
        "своему. Если у вашего оппонента нет изолированного участка, эффект теряется."
    },
    en="Viper (Гадюка, Fireflies): take an isolated area from the opponent's panorama into yours; if they have "
    "none, the effect is lost.",
    es="Víbora (Гадюка, Luciérnagas): toma un área aislada del panorama del rival y añádela al tuyo; si no tiene, "
    "el efecto se pierde.",
    nl="Adder (Гадюка, Vuurvliegjes): neem een los gebied uit het panorama van de tegenstander over; heeft die er "
    "geen, dan vervalt het effect.",
    ru="Гадюка (Светлячки): заберите изолированный участок с панорамы противника; если его нет, эффект теряется.",
)


def viper(t, choice) -> None:
    theirs = t.theirs
    areas = board.areas(theirs)
    if len(areas) < 2:
        t.ruling.because(
            VIPER, msg("solstis.viper.one-area", "{player}'s panorama is one area: nothing is isolated", player=t.they)
        )
        t.ruling.event(VIPER, msg("solstis.viper.lost", "the Viper's effect is lost"))
        return
    picked = set(choice.area or ([choice.cell] if choice.cell else []))
    if not picked:
        question = msg(
            "solstis.need.viper-area", "Which isolated area of {player}'s panorama is taken (its cells)?", player=t.they
        )
        _need(t, VIPER, question, "move.spirit.area", "several_of")
    area = next((a for a in areas if picked <= a), None)
    t.ruling.require(
        area is not None and (not choice.area or picked == area),
        VIPER,
        msg(
            "solstis.viper.not-an-area",
            "{cells} is not one whole area of {player}'s panorama",
            cells=sorted(picked),
            player=t.they,
        ),
    )
    _check_isolated(t, area, areas)
    t.ruling.because(
        VIPER,
        msg(
            "solstis.viper.isolated",
            "{cells} is an isolated area of {player}'s panorama",
            cells=sorted(area),
            player=t.they,
        ),
    )
    _take_area(t, area)


def _take_area(t, area: set[str]) -> None:
    """The area's tiles go to their cells of my panorama; its rainbows to the same cells."""
    theirs = t.theirs
    for cell in sorted(area):
        what = theirs.panorama.pop(cell)
        if what == tiles.RAINBOW:
            if cell in t.mine.panorama or cell == board.evil_cell(t.pos, t.me):
                t.ruling.undetermined(
                    VIPER,
                    msg(
                        "solstis.viper.rainbow-no-cell",
                        "the rainbow on {cell} has no free cell {cell} on {player}'s panorama",
                        cell=cell,
                        player=t.who,
                    ),
                    needs=[
                        _rule_need(
                            msg("solstis.need.viper-rainbow", "Where does a taken rainbow go when its cell is taken?")
                        )
                    ],
                )
            t.mine.panorama[cell] = tiles.RAINBOW
            t.ruling.event(
                VIPER,
                msg(
                    "solstis.viper.rainbow-moves",
                    "the rainbow on {cell} moves to {player}'s panorama",
                    cell=cell,
                    player=t.who,
                ),
                cell=cell,
            )
        else:
            place_tile(t, t.me, what, names.name("viper"))


def _check_isolated(t, area: set[str], areas: list[set[str]]) -> None:
    """What the text leaves open about the area taken: the largest one, or one holding a spirit or firefly."""
    theirs = t.theirs
    land = lambda a: sum(1 for c in a if theirs.panorama[c] != tiles.RAINBOW)  # noqa: E731
    if land(area) >= max(land(a) for a in areas if a is not area):
        t.ruling.undetermined(
            VIPER,
            msg(
                "solstis.viper.largest",
                "the area {cells} is {player}'s largest (or tied); the text does not say whether it counts as isolated",
                cells=sorted(area),
                player=t.they,
            ),
            needs=[_rule_need(msg("solstis.need.viper-largest", "Does the largest area count as 'isolated'?"))],
        )
    held = [s.square for s in theirs.spirits if s.spirit] + list(theirs.fireflies)  # (a spirit, whichever)
    on_area = [sq for sq in held if set(tiles.square_cells(sq)) & area]
    if on_area:
        t.ruling.undetermined(
            VIPER,
            msg(
                "solstis.viper.holds-spirit",
                "{player}'s area {cells} holds a spirit or firefly (square {squares}); the text does not say what "
                "happens to it",
                player=t.they,
                cells=sorted(area),
                squares=on_area,
            ),
            needs=[
                _rule_need(
                    msg("solstis.need.viper-spirit", "What happens to a spirit or firefly on the area the Viper takes?")
                )
            ],
        )


FOX = BOOK.rule(
    "solstis.spirit.fox",
    quotes={
        "ru": "Лиса: Ваш оппонент показывает тайлы в своей руке. Вы выбираете один из этих тайлов земли, "
        "который он должен разыграть в свой следующий ход. Затем он снова скрывает свои тайлы от вас."
    },
    en="Fox (Лиса, Fireflies): the opponent shows their hand; you choose the tile they must play next turn.",
    es="Zorro (Лиса, Luciérnagas): el rival enseña su mano; eliges la loseta que debe jugar en su próximo turno.",
    nl="Vos (Лиса, Vuurvliegjes): de tegenstander toont zijn hand; jij kiest de tegel die hij volgende beurt moet "
    "spelen.",
    ru="Лиса (Светлячки): противник показывает руку; вы выбираете тайл, который он сыграет следующим ходом.",
)


def fox(t, choice) -> None:
    hand = their_hand(t)
    if choice.tile is None:
        if hand == []:
            _nothing(t, FOX, _no_tile(t.opp))
        question = msg("solstis.need.fox-tile", "Which of {player}'s tiles must they play next turn?", player=t.they)
        _need(t, FOX, question, "move.spirit.tile")
    if not they_hold(t, choice.tile):
        if hand == []:
            _nothing(t, FOX, _no_tile(t.opp))
        t.ruling.illegal(FOX, _not_in_hand(choice.tile, t.opp))
    if hand is not None and choice.tile not in hand:  # the hand is shown: an unknown tile turns out to be this one
        hand[hand.index(tiles.UNKNOWN)] = choice.tile
    t.pos.forced_tile = Forced(player=t.opp, tile=choice.tile)
    t.ruling.because(
        FOX,
        msg(
            "solstis.fox.chooses",
            "{player} shows the hand; {other} chooses {tile}",
            player=t.they,
            other=t.me,
            tile=choice.tile,
        ),
    )
    t.ruling.event(
        FOX,
        msg("solstis.fox.must-play-next", "{player} must play {tile} next turn", player=t.they, tile=choice.tile),
        player=t.they,
        tile=choice.tile,
    )


# the parts of the position each effect decides on (beyond what its own facts ask): a part the position does not give
# makes the effect undetermined, asking for it, rather than read as empty
READS = {
    "viper": ("panorama", "opp"),
}


def part_question(part: str, player) -> Msg:
    """The question asking for a part of the position (``player``: whose, as a message parameter)."""
    if part == "hand":
        return msg("solstis.need.part-hand", "Which tiles are in {player}'s hand?", player=player)
    if part == "panorama":
        return msg("solstis.need.part-panorama", "Which tiles and rainbows are on {player}'s panorama?", player=player)
    if part == "queue":
        return msg("solstis.need.part-queue", "Which tiles lie in the queue, face up and face down, column by column?")
    return msg("solstis.need.part-draw-pile", "Which tiles are in the draw pile, from the top?")


EFFECTS = {
    "fish": fish,
    "deer": deer,
    "eagle": eagle,
    "bear": bear,
    "dragonfly": dragonfly,
    "beetle": beetle,
    "groundhog": groundhog,
    "viper": viper,
    "fox": fox,
}
RULES = {"deer": DEER, "eagle": EAGLE, "dragonfly": DRAGONFLY, "beetle": BEETLE, "viper": VIPER, "fox": FOX}
