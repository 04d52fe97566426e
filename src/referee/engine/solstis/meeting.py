"""Meeting a spirit: one per turn, for a 2x2 square completed this turn; the open spirit or draw two, keep one."""

from __future__ import annotations

from referee.engine.solstis import evil, names, tiles
from referee.engine.solstis.book import BOOK
from referee.engine.solstis.model import MetSpirit

SQUARE = BOOK.rule(
    "solstis.spirit.for-a-2x2-square",
    quotes={"ru": "Вы можете выбрать одного духа за ход, если вы сформировали квадрат 2 на 2 из тайлов панорамы."},
    facts=["spirit-square"],
    en="You may meet a spirit in a turn in which you completed a 2x2 square of panorama tiles.",
    es="Puedes conseguir un espíritu en un turno en el que completaste un cuadrado de 2x2 losetas de panorama.",
    nl="Je mag een geest ontmoeten in een beurt waarin je een vierkant van 2x2 panoramategels hebt gevormd.",
    ru="Вы можете выбрать духа в ход, когда сформировали квадрат 2 на 2 из тайлов панорамы.",
)
OPEN = BOOK.rule(
    "solstis.spirit.take-the-open-one",
    quotes={"ru": "Выбрать 1го существующего духа, рядом с колодой духов; или"},
    facts=["spirit-meeting"],
    en="Either take the face-up spirit beside the spirit deck, ...",
    es="O tomas el espíritu boca arriba junto al mazo de espíritus, ...",
    nl="Ofwel neem je de open geest naast de geestenstapel, ...",
    ru="Либо возьмите открытого духа рядом с колодой духов, ...",
)
DRAW_TWO = BOOK.rule(
    "solstis.spirit.draw-two-keep-one",
    quotes={"ru": "Достать 2х новых духов из колоды духов и выбрать одного из них."},
    facts=["spirit-meeting"],
    en="... or draw two spirits from the deck and keep one; the other stays face up beside the deck.",
    es="... o roba dos espíritus del mazo y quédate uno; el otro queda boca arriba junto al mazo.",
    nl="... of trek twee geesten van de stapel en houd er één; de andere blijft open naast de stapel.",
    ru="... либо возьмите 2 духов из колоды и оставьте одного; другой остаётся открытым рядом с колодой.",
)
ON_SQUARE = BOOK.rule(
    "solstis.spirit.sits-on-its-square",
    quotes={"ru": "Дух, с которого вы выбрали, помещается в центр квадрата, образованного плитками панорамы."},
    facts=["spirit-square"],
    en="The spirit you met is placed at the centre of the square it was met for.",
    es="El espíritu conseguido se coloca en el centro del cuadrado por el que se obtuvo.",
    nl="De ontmoete geest komt in het midden van het vierkant waarvoor hij werd ontmoet.",
    ru="Выбранного духа кладут в центр квадрата, за который его получили.",
)
ONE_PER_TURN = BOOK.rule(
    "solstis.spirit.one-per-turn",
    quotes={
        "ru": "Примечание: даже если вы создадите несколько квадратов на своей панораме во время одного и того же "
        "игрового хода, вы можете выбрать только 1го духа на этом ходу."
    },
    facts=["spirit-meeting"],
    en="Only one spirit per turn, even when several squares were completed in that turn.",
    es="Solo un espíritu por turno, aunque se completen varios cuadrados en ese turno.",
    nl="Maximaal één geest per beurt, ook als je in die beurt meerdere vierkanten vormt.",
    ru="Только один дух за ход, даже если за ход сформировано несколько квадратов.",
)


def meet(t) -> None:
    """Check and carry out the move's spirit meeting (if any); the effect is applied by spirits.apply."""
    choice, ruling, pos = t.move.spirit, t.ruling, t.pos
    formed = t.formed_squares()
    if isinstance(choice, list):
        ruling.require(len(choice) <= 1, ONE_PER_TURN, f"the move meets {len(choice)} spirits in one turn")
        choice = choice[0] if choice else None
    if choice is None:
        if formed:
            ruling.event(
                SQUARE,
                f"{t.me} completed {', '.join(sorted(formed))} and may meet a spirit (the move does not)",
                squares=sorted(formed),
            )
        return
    ruling.require(bool(formed), SQUARE, f"{t.me} completed no 2x2 square this turn")
    ruling.require(
        choice.square in formed,
        SQUARE,
        f"square {choice.square} ({', '.join(tiles.square_cells(choice.square) or ())}) was not completed this turn"
        + (f"; completed: {', '.join(sorted(formed))}" if formed else ""),
    )
    ruling.because(SQUARE, f"{t.me} completed square {choice.square} this turn")
    if len(formed) > 1:
        ruling.because(ONE_PER_TURN, f"{len(formed)} squares completed; one spirit is met, on {choice.square}")
    keep = _from_display(t, choice) if choice.source == "display" else _from_deck(t, choice)
    if keep in names.EXPANSION:
        from referee.engine.solstis.fireflies import EXPANSION

        ruling.because(EXPANSION, f"{names.label(keep)} is one of the expansion's 4 new spirits")
    pos.players[t.me].spirits.append(MetSpirit(spirit=keep, square=choice.square, colour=names.colour(keep)))
    t.met, t.met_square = keep, choice.square
    ruling.event(
        ON_SQUARE,
        f"{t.me} meets {names.label(keep)}; it sits on square {choice.square}",
        spirit=keep,
        square=choice.square,
    )
    evil.pass_on(t)


def _from_display(t, choice) -> str:
    """The face-up spirit taken (the only one, or the one the move names)."""
    ruling, shown = t.ruling, t.pos.spirit_display
    ruling.require(bool(shown), OPEN, "no spirit lies face up beside the spirit deck")
    keep = choice.keep
    if keep is None:
        if len(shown) > 1:
            ruling.undetermined(OPEN, f"{len(shown)} spirits lie face up", needs=["move.spirit.keep: which one"])
        keep = shown[0]
    ruling.require(
        keep in shown,
        OPEN,
        f"{names.label(keep)} is not face up beside the spirit deck "
        f"(face up: {', '.join(names.label(s) for s in shown)})",
    )
    shown.remove(keep)
    ruling.because(OPEN, f"{t.me} takes the face-up {names.label(keep)}")
    return keep


def _from_deck(t, choice) -> str:
    """Two spirits drawn, the one the move names kept, the other left face up."""
    ruling, pos = t.ruling, t.pos
    deck = pos.spirit_deck
    ruling.require(len(deck) >= 1, DRAW_TWO, "the spirit deck is empty")
    drawn = deck[:2]
    if tiles.UNKNOWN in drawn:
        ruling.undetermined(
            DRAW_TWO,
            "the two spirits drawn are not given by the position",
            needs=["position.spirit_deck: the top two spirits"],
        )
    keep = choice.keep
    if keep is None:
        ruling.undetermined(
            DRAW_TWO,
            f"{t.me} draws {', '.join(names.label(s) for s in drawn)} and keeps one",
            needs=["move.spirit.keep: which spirit is kept"],
        )
    ruling.require(
        keep in drawn,
        DRAW_TWO,
        f"{names.label(keep)} is not among the two drawn ({', '.join(names.label(s) for s in drawn)})",
    )
    del deck[: len(drawn)]
    drawn.remove(keep)
    pos.spirit_display.extend(drawn)
    ruling.because(DRAW_TWO, f"{t.me} draws two spirits and keeps {names.label(keep)}")
    if drawn:
        ruling.event(DRAW_TWO, f"{names.label(drawn[0])} stays face up beside the spirit deck")
    return keep
