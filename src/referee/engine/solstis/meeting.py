"""Meeting a spirit: one per turn, for a 2x2 square completed this turn; the open spirit or draw two, keep one."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.solstis import evil, names, tiles
from referee.engine.solstis.book import BOOK, msg, msg_n
from referee.engine.solstis.components import square_leaves
from referee.engine.solstis.context import peek
from referee.engine.solstis.model import MetSpirit
from referee.errors import InputError

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
    # the lead-in "you may:" is what makes either way a permission: it belongs to both ways
    quotes={"ru": ["Во время выбора вы можете:", "Выбрать 1го существующего духа, рядом с колодой духов; или"]},
    facts=["spirit-meeting"],
    en="Either take the face-up spirit beside the spirit deck, ...",
    es="O tomas el espíritu boca arriba junto al mazo de espíritus, ...",
    nl="Ofwel neem je de open geest naast de geestenstapel, ...",
    ru="Либо возьмите открытого духа рядом с колодой духов, ...",
)
DRAW_TWO = BOOK.rule(
    "solstis.spirit.draw-two-keep-one",
    quotes={"ru": ["Во время выбора вы можете:", "Достать 2х новых духов из колоды духов и выбрать одного из них."]},
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
    choice, ruling = t.move.spirit, t.ruling
    if isinstance(choice, list):
        ruling.require(
            len(choice) <= 1,
            ONE_PER_TURN,
            msg_n(
                "solstis.meeting.several",
                "the move meets {n} spirit in one turn",
                "the move meets {n} spirits in one turn",
                len(choice),
            ),
        )
        choice = choice[0] if choice else None
    if choice is None:
        formed = completed(t, matters=bool)  # only an event: a panorama not given says nothing here
        if formed:
            ruling.event(
                SQUARE,
                msg(
                    "solstis.meeting.may-meet",
                    "{player} completed {squares} and may meet a spirit (the move does not)",
                    player=t.who,
                    squares=formed,
                ),
                squares=formed,
            )
        return
    _check_square(t, choice)
    keep = _from_display(t, choice) if choice.source == "display" else _from_deck(t, choice)
    if keep in names.EXPANSION:
        from referee.engine.solstis.fireflies import EXPANSION

        ruling.because(
            EXPANSION,
            msg(
                "solstis.meeting.expansion-spirit",
                "{spirit} is one of the expansion's 4 new spirits",
                spirit=names.name(keep),
            ),
        )
    t.mine.__dict__["spirits"].append(MetSpirit(spirit=keep, square=choice.square, colour=names.colour(keep)))
    t.met, t.met_square = keep, choice.square
    ruling.event(
        ON_SQUARE,
        msg(
            "solstis.meeting.meets",
            "{player} meets {spirit}; it sits on square {square}",
            player=t.who,
            spirit=names.name(keep),
            square=choice.square,
        ),
        spirit=keep,
        square=choice.square,
    )
    evil.pass_on(t)


def _check_square(t, choice) -> None:
    ruling = t.ruling
    if tiles.square_cells(choice.square) is None:  # no such square: bad input, not a rule broken
        raise InputError(square_leaves(choice.square), None, "move.spirit.square")
    if choice.keep in names.EXPANSION and not _expansion(t):  # not in this game: bad input, as in the position
        raise InputError(
            f"{names.label(choice.keep)} belongs to the Fireflies expansion; the position says expansion: false",
            None,
            "move.spirit.keep",
        )
    square = choice.square
    formed = completed(t)  # asked: which squares, not only this one, since several make "one per turn" a reason
    if square not in formed:
        _not_completed(t, square)
    ruling.because(
        SQUARE,
        msg("solstis.meeting.completed", "{player} completed square {square} this turn", player=t.who, square=square),
    )
    if len(formed) > 1:
        ruling.because(
            ONE_PER_TURN,
            msg(
                "solstis.meeting.one-of-several",
                "{n} squares completed; one spirit is met, on {square}",
                n=len(formed),
                square=square,
            ),
        )


def _expansion(t) -> bool:
    """Whether the game is played with the Fireflies expansion: the position says so (or its absence means the
    base game), else -- a move naming an expansion spirit on a position that describes no player -- asked."""
    from referee.engine.solstis.fireflies import WITH_EXPANSION

    def compute() -> bool:
        said = t.pos.__dict__["expansion"]
        if said is None and not t.knows("players"):
            raise Unknown
        return bool(said)

    t.pos.expansion = bool(read_fact(t.pos, WITH_EXPANSION, compute))  # the working copy plays on with it
    return t.pos.expansion


def _not_completed(t, square: str) -> None:
    """Illegal: the square was not completed this turn (with what was, when the position gives the panorama)."""
    if not t.knows("panorama", t.me):
        t.ruling.illegal(
            SQUARE,
            msg(
                "solstis.meeting.square-not-completed-stated",
                "square {square} was not completed this turn",
                square=square,
            ),
        )
    formed = t.formed_squares()
    t.ruling.require(
        bool(formed),
        SQUARE,
        msg("solstis.meeting.no-square", "{player} completed no 2x2 square this turn", player=t.who),
    )
    t.ruling.illegal(
        SQUARE,
        msg(
            "solstis.meeting.square-not-completed",
            "square {square} ({cells}) was not completed this turn; completed: {completed}",
            square=square,
            cells=list(tiles.square_cells(square) or ()),
            completed=sorted(formed),
        ),
    )


def completed(t, matters=None):
    """The squares completed this turn (lower-left cells): asked when a spirit is met; for an event (``matters``)
    only peeked, None when not known."""

    def compute() -> list[str]:
        if not t.knows("panorama", t.me):
            raise Unknown
        return sorted(t.formed_squares())

    question = msg(
        "solstis.fact.squares-completed",
        "Which 2x2 squares (by lower-left cell) did {player} complete this turn?",
        player=t.who,
    )
    if matters is None:
        return [str(sq) for sq in read_fact(t.pos, SQUARES_DONE, compute, question=question)]
    return peek(t, SQUARES_DONE, compute, matters, question=question)


# a spirit choice is the text's Russian name (the value a position writes); a Spanish or Dutch player reads
# its name in their language beside it ("Libélula (Муха)")
SPIRIT_CHOICES = {names.RUSSIAN[s]: names.name(s) for s in names.all_names(expansion=True)}
SQUARES_DONE = BOOK.fact(
    "squares-completed",
    "several_of",
    msg("solstis.fact.squares-completed", "Which 2x2 squares (by lower-left cell) did {player} complete this turn?"),
    rule=SQUARE,
)
DECK_TOP = BOOK.fact(
    "deck-top",
    "several_of",
    msg("solstis.fact.deck-top", "Which two spirits are on top of the spirit deck (the two drawn)?"),
    rule=DRAW_TWO,
    choices=tuple(names.RUSSIAN[s] for s in names.all_names(expansion=True)),
    names=SPIRIT_CHOICES,
)
FACE_UP = BOOK.fact(
    "face-up-spirits",
    "several_of",
    msg("solstis.fact.face-up-spirits", "Which spirits lie face up beside the spirit deck?"),
    rule=OPEN,
    choices=tuple(names.RUSSIAN[s] for s in names.all_names(expansion=True)),  # the text's names
    names=SPIRIT_CHOICES,
)


def _shown(t) -> list[str]:
    """The face-up spirits beside the deck: from the position, else stated or asked (canonical names)."""
    display = t.pos.__dict__["spirit_display"]  # the working copy's; the fact stands for the position's

    def compute() -> list[str]:
        if not t.knows("spirit_display"):
            raise Unknown
        return [names.RUSSIAN.get(s, s) for s in display]

    display[:] = [names.canonical(s) or s for s in read_fact(t.pos, FACE_UP, compute)]
    return display


def _which(question: Msg, field: str, choices) -> Need:
    """One of some spirits (their ids, as the move writes them), each named in the player's language."""
    return Need(question, field, "one_of", tuple(choices), {s: names.name(s) for s in choices})


def _from_display(t, choice) -> str:
    """The face-up spirit taken (the only one, or the one the move names)."""
    ruling, shown = t.ruling, _shown(t)
    ruling.require(
        bool(shown), OPEN, msg("solstis.meeting.none-face-up", "no spirit lies face up beside the spirit deck")
    )
    keep = choice.keep
    if keep is None:
        if len(shown) > 1:
            ruling.undetermined(
                OPEN,
                msg("solstis.meeting.several-face-up", "{n} spirits lie face up", n=len(shown)),
                needs=[
                    _which(
                        msg("solstis.need.which-face-up", "Which face-up spirit is taken?"), "move.spirit.keep", shown
                    )
                ],
            )
        keep = shown[0]
    ruling.require(
        keep in shown,
        OPEN,
        msg(
            "solstis.meeting.not-face-up",
            "{spirit} is not face up beside the spirit deck (face up: {shown})",
            spirit=names.name(keep),
            shown=names.name_list(shown),
        ),
    )
    shown.remove(keep)
    ruling.because(
        OPEN,
        msg(
            "solstis.meeting.takes-face-up",
            "{player} takes the face-up {spirit}",
            player=t.who,
            spirit=names.name(keep),
        ),
    )
    return keep


def _enough_drawn(t, drawn: list[str]) -> None:
    """None left: illegal. One left: the text gives only "Достать 2х новых духов ... и выбрать одного из них" and
    does not say whether the last one may be drawn alone (taking the face-up spirit is the other way it gives)."""
    t.ruling.require(len(drawn) >= 1, DRAW_TWO, msg("solstis.meeting.deck-empty", "the spirit deck is empty"))
    if len(drawn) != 1:
        return
    t.ruling.undetermined(
        DRAW_TWO,
        msg(
            "solstis.meeting.one-left",
            "only {spirit} is left in the spirit deck: the text gives drawing two and keeping one, and does not say "
            "whether one may be drawn alone",
            spirit=names.name(drawn[0]),
        ),
        needs=[
            Need(
                msg(
                    "solstis.need.draw-one-left",
                    "May the last spirit of the deck be drawn alone, when the text gives drawing two?",
                ),
                None,
                "rule",
            )
        ],
    )


def _from_deck(t, choice) -> str:
    """Two spirits drawn, the one the move names kept, the other left face up."""
    ruling, pos = t.ruling, t.pos
    deck = pos.__dict__["spirit_deck"]  # the working deck follows the fact

    def compute() -> list[str]:
        if not t.knows("spirit_deck") or tiles.UNKNOWN in deck[:2]:
            raise Unknown
        return [names.RUSSIAN.get(s, s) for s in deck[:2]]

    drawn = [names.canonical(s) or s for s in read_fact(t.pos, DECK_TOP, compute)]
    _enough_drawn(t, drawn)
    keep = choice.keep
    if keep is None:
        ruling.undetermined(
            DRAW_TWO,
            msg(
                "solstis.meeting.draws-keeps-one",
                "{player} draws {spirits} and keeps one",
                player=t.who,
                spirits=names.name_list(drawn),
            ),
            needs=[
                _which(
                    msg("solstis.need.which-kept", "Which of the two drawn spirits is kept?"), "move.spirit.keep", drawn
                )
            ],
        )
    ruling.require(
        keep in drawn,
        DRAW_TWO,
        msg(
            "solstis.meeting.not-drawn",
            "{spirit} is not among the two drawn ({drawn})",
            spirit=names.name(keep),
            drawn=names.name_list(drawn),
        ),
    )
    del deck[: len(drawn)]
    drawn.remove(keep)
    pos.__dict__["spirit_display"].extend(drawn)
    ruling.because(
        DRAW_TWO,
        msg(
            "solstis.meeting.draws-two",
            "{player} draws two spirits and keeps {spirit}",
            player=t.who,
            spirit=names.name(keep),
        ),
    )
    if drawn:
        ruling.event(
            DRAW_TWO,
            msg(
                "solstis.meeting.other-face-up",
                "{spirit} stays face up beside the spirit deck",
                spirit=names.name(drawn[0]),
            ),
        )
    return keep
