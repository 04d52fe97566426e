"""Brown spirits act at once, when met (Коричневые духи действуют мгновенно). One unit per spirit: its rule (the
Russian quote) and, right below, its effect. Names are the publisher's English ids; names.py maps the Russian
text's names (Муха = Dragonfly, Сурок = Groundhog, ...) onto them."""

from __future__ import annotations

from referee.engine.solstis import board, capture, names, tiles
from referee.engine.solstis.book import BOOK
from referee.engine.solstis.context import take_from
from referee.engine.solstis.model import Forced
from referee.engine.solstis.placement import place_tile
from referee.engine.solstis.rainbows import put_rainbow


def _nothing(t, rule, what: str):
    """The effect has nothing to act on: only the Viper's text says what then ("эффект теряется")."""
    t.ruling.undetermined(
        rule,
        f"{names.label(t.met)}: {what}; the text does not say what the effect does then",
        needs=[f"what {names.label(t.met)} does when there is nothing to take"],
    )


def _need(t, rule, what: str, field: str):
    t.ruling.undetermined(rule, f"{names.label(t.met)}: {what}; the move does not say", needs=[field])


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
        _need(t, FISH, "where the rainbow goes", "move.spirit.cell: the free cell for the Fish's rainbow")
    placed = put_rainbow(t, choice.cell, FISH, "move.spirit.cell", strict_adjacency=False)
    if not placed:
        t.ruling.undetermined(
            FISH,
            f"{choice.cell} is free but touches none of {t.me}'s tiles; the text requires that for the rainbow of a "
            "failed capture and says only 'place it in your panorama' for the Fish",
            needs=["whether the Fish's rainbow must be next to one of your tiles"],
        )
    t.ruling.because(FISH, f"the Fish gives {t.me} a rainbow, placed on {choice.cell}")


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
    hand = t.mine.hand
    if not hand:
        _nothing(t, DEER, f"{t.me} has no tile left in hand")
    if choice.tile is None:
        _need(t, DEER, "which tile of the hand goes to the panorama", "move.spirit.tile: the tile from your hand")
    t.ruling.require(take_from(hand, choice.tile, t.pos), DEER, f"{choice.tile} is not in {t.me}'s hand")
    t.ruling.because(DEER, f"{t.me} adds {choice.tile} from hand; the hand is refilled by 2 at the end of the turn")
    place_tile(t, t.me, choice.tile, "Deer")


EAGLE = BOOK.rule(
    "solstis.spirit.eagle",
    quotes={"ru": "Орел: Добавьте к своей панораме тайл, выбранный случайным образом из колоды для розыгрыша земли."},
    en="Eagle (Орел): add a tile drawn at random from the draw pile to your panorama.",
    es="Águila (Орел): añade a tu panorama una loseta al azar del mazo de robo.",
    nl="Adelaar (Орел): leg een willekeurige tegel uit de trekstapel in je panorama.",
    ru="Орел: добавьте в панораму случайный тайл из колоды.",
)


def eagle(t, choice) -> None:
    pile = t.pos.draw_pile
    if not pile:
        _nothing(t, EAGLE, "the draw pile is empty")
    if choice.tile is None:
        _need(t, EAGLE, "which tile came out of the draw pile at random", "move.spirit.tile: the tile drawn")
    t.ruling.require(take_from(pile, choice.tile, t.pos), EAGLE, f"{choice.tile} is not in the draw pile")
    t.ruling.because(EAGLE, f"{choice.tile} comes at random from the draw pile")
    place_tile(t, t.me, choice.tile, "Eagle")


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
    pile = t.pos.draw_pile
    if pile:
        tile = pile.pop(0)
        t.mine.hand.append(tile)
        t.ruling.event(BEAR, f"{t.me} draws {tile}; the hand now holds one tile more (4)", tile=tile)
    else:
        t.ruling.event(BEAR, "the draw pile is empty: nothing to draw now; the hand limit is 4")
    t.ruling.because(BEAR, f"{t.me} met the Bear")


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


def dragonfly(t, choice) -> None:
    theirs = t.theirs.hand
    if not theirs:
        _nothing(t, DRAGONFLY, f"{t.opp} has no tile in hand")
    if choice.tile is None:
        _need(t, DRAGONFLY, f"which tile came at random from {t.opp}'s hand", "move.spirit.tile: the tile taken")
    t.ruling.require(take_from(theirs, choice.tile, t.pos), DRAGONFLY, f"{choice.tile} is not in {t.opp}'s hand")
    t.ruling.because(DRAGONFLY, f"{choice.tile} comes at random from {t.opp}'s hand")
    place_tile(t, t.me, choice.tile, "Dragonfly")
    if t.pos.draw_pile:
        tile = t.pos.draw_pile.pop(0)
        theirs.append(tile)
        t.ruling.event(DRAGONFLY, f"{t.opp} draws {tile} as compensation", tile=tile)
    else:
        t.ruling.event(DRAGONFLY, f"the draw pile is empty: {t.opp} gets no compensation")


BEETLE = BOOK.rule(
    "solstis.spirit.beetle",
    quotes={"ru": "Жук: Добавьте в панораму тайл по вашему выбору лицевой стороной вверх."},
    en="Beetle (Жук): add a face-up tile of your choice (from the queue) to your panorama.",
    es="Escarabajo (Жук): añade a tu panorama una loseta boca arriba de tu elección (de la fila).",
    nl="Kever (Жук): leg een open tegel naar keuze (uit de rij) in je panorama.",
    ru="Жук: добавьте в панораму любой открытый тайл (из очереди).",
)


def beetle(t, choice) -> None:
    if not any(c.up for c in t.pos.queue):
        _nothing(t, BEETLE, "no tile lies face up in the queue")
    if choice.tile is None:
        _need(t, BEETLE, "which face-up tile is taken", "move.spirit.tile: a face-up queue tile")
    cols = [c for c in t.pos.queue if c.up == choice.tile]
    t.ruling.require(bool(cols), BEETLE, f"{choice.tile} is not a face-up tile of the queue")
    t.ruling.because(BEETLE, f"{t.me} chooses the face-up {choice.tile}")
    cols[0].up = None
    capture.flip(t, cols[0], "Beetle's tile (as under a captured tile)")
    place_tile(t, t.me, choice.tile, "Beetle")


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
    t.ruling.because(GROUNDHOG, f"{t.me} met the Groundhog")
    t.ruling.event(GROUNDHOG, f"after this turn {t.me} takes another full turn")


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
        t.ruling.because(VIPER, f"{t.opp}'s panorama is one area: nothing is isolated")
        t.ruling.event(VIPER, "the Viper's effect is lost")
        return
    picked = set(choice.area or ([choice.cell] if choice.cell else []))
    if not picked:
        _need(t, VIPER, f"which isolated area of {t.opp} is taken", "move.spirit.area: the cells of the area")
    area = next((a for a in areas if picked <= a), None)
    t.ruling.require(
        area is not None and (not choice.area or picked == area),
        VIPER,
        f"{sorted(picked)} is not one whole area of {t.opp}'s panorama",
    )
    land = lambda a: sum(1 for c in a if theirs.panorama[c] != tiles.RAINBOW)  # noqa: E731
    if land(area) >= max(land(a) for a in areas if a is not area):
        t.ruling.undetermined(
            VIPER,
            f"the area {sorted(area)} is {t.opp}'s largest (or tied); the text does not "
            "say whether it counts as isolated",
            needs=["whether the largest area is 'isolated'"],
        )
    held = [s.square for s in theirs.spirits] + list(theirs.fireflies)
    on_area = [sq for sq in held if set(tiles.square_cells(sq)) & area]
    if on_area:
        t.ruling.undetermined(
            VIPER,
            f"{t.opp}'s area {sorted(area)} holds a spirit or firefly (square {', '.join(on_area)}); the text does not "
            "say what happens to it",
            needs=["what happens to a spirit or firefly on the area the Viper takes"],
        )
    t.ruling.because(VIPER, f"{sorted(area)} is an isolated area of {t.opp}'s panorama")
    for cell in sorted(area):
        what = theirs.panorama.pop(cell)
        if what == tiles.RAINBOW:
            if cell in t.mine.panorama or cell == board.evil_cell(t.pos, t.me):
                t.ruling.undetermined(
                    VIPER,
                    f"the rainbow on {cell} has no free cell {cell} on {t.me}'s panorama",
                    needs=["where a taken rainbow goes when its cell is taken"],
                )
            t.mine.panorama[cell] = tiles.RAINBOW
            t.ruling.event(VIPER, f"the rainbow on {cell} moves to {t.me}'s panorama", cell=cell)
        else:
            place_tile(t, t.me, what, "Viper")


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
    hand = t.theirs.hand
    if not hand:
        _nothing(t, FOX, f"{t.opp} has no tile in hand")
    if choice.tile is None:
        _need(t, FOX, f"which of {t.opp}'s tiles they must play", "move.spirit.tile: a tile of the opponent's hand")
    t.ruling.require(choice.tile in hand or tiles.UNKNOWN in hand, FOX, f"{choice.tile} is not in {t.opp}'s hand")
    if choice.tile not in hand:  # the hand is shown: an unknown tile turns out to be this one
        hand[hand.index(tiles.UNKNOWN)] = choice.tile
    t.pos.forced_tile = Forced(player=t.opp, tile=choice.tile)
    t.ruling.because(FOX, f"{t.opp} shows the hand; {t.me} chooses {choice.tile}")
    t.ruling.event(FOX, f"{t.opp} must play {choice.tile} next turn", player=t.opp, tile=choice.tile)


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
