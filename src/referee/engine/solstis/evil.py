"""The evil spirit (Злой дух): passed on when its holder meets a spirit, covers a spirit at the end (base game);
with the Fireflies expansion it sits on the opponent's panorama instead, blocks its cell and moves on."""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown
from referee.engine.core.verdict import Need
from referee.engine.solstis import board, names, tiles
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.context import peek
from referee.engine.solstis.model import EvilSpirit

PASS_ON = BOOK.rule(
    "solstis.evil.pass-on-when-meeting",
    quotes={"ru": "Получите Духа, чтобы передать этого Злого Духа вашему противнику."},
    en="Base game: when the player holding the evil spirit meets a spirit, the evil spirit passes to the opponent.",
    es="Juego base: cuando quien tiene el espíritu maligno consigue un espíritu, el maligno pasa al rival.",
    nl="Basisspel: wie de boze geest heeft en een geest ontmoet, geeft de boze geest aan de tegenstander.",
    ru="Базовая игра: получив духа, владелец Злого духа передаёт его противнику.",
)
END_COVER = BOOK.rule(
    "solstis.evil.end-covers-a-spirit",
    quotes={
        "ru": "В конце игры игрок со Злым Духом должен использовать его, чтобы прикрыть одного из своих Духов "
        "по выбору противника."
    },
    facts=["endgame"],
    en="Base game: at the end, the evil spirit's holder covers one of their spirits, chosen by the opponent; "
    "a covered spirit does not count.",
    es="Juego base: al final, quien tiene el espíritu maligno cubre uno de sus espíritus, elegido por el rival; "
    "el espíritu cubierto no cuenta.",
    nl="Basisspel: aan het eind bedekt de houder van de boze geest een van zijn geesten, gekozen door de "
    "tegenstander; een bedekte geest telt niet.",
    ru="Базовая игра: в конце владелец Злого духа накрывает им одного из своих духов по выбору противника; "
    "накрытый дух не засчитывается.",
)
EXP_PLACE = BOOK.rule(
    "solstis.evil.expansion-placed-like-a-rainbow",
    quotes={
        "ru": [
            "Злой Дух теперь перемещается непосредственно на доску противника.",
            'При размещении Злого Духа применяются правила "радуги".',
            "То есть он может быть размещен в любом месте на доске противника рядом с тем местом, где у него уже "
            "есть тайл.",
        ]
    },
    facts=["adjacency"],
    en="Fireflies: the evil spirit goes onto the opponent's panorama, on a free cell next to one of their tiles.",
    es="Luciérnagas: el espíritu maligno va al panorama del rival, a una casilla libre junto a una de sus losetas.",
    nl="Vuurvliegjes: de boze geest gaat naar het panorama van de tegenstander, op een vrij vak naast een van "
    "diens tegels.",
    ru="Светлячки: Злой дух кладут на панораму противника, на свободное место рядом с его тайлом.",
)
EXP_BLOCKS = BOOK.rule(
    "solstis.evil.expansion-blocks-its-cell",
    quotes={
        "ru": "Злой Дух блокирует плитку, на которой он находится. Никакая другая плитка или радуга не могут быть "
        "размещены поверх Злого духа."
    },
    en="Fireflies: no tile or rainbow may be placed on the cell the evil spirit occupies.",
    es="Luciérnagas: ninguna loseta ni arcoíris puede colocarse en la casilla del espíritu maligno.",
    nl="Vuurvliegjes: geen tegel of regenboog mag op het vak van de boze geest.",
    ru="Светлячки: на клетку Злого духа нельзя положить ни тайл, ни радугу.",
)
EXP_NO_CONNECT = BOOK.rule(
    "solstis.evil.expansion-does-not-connect",
    quotes={"ru": 'Это не "соединяет" различные смежные области плитки вместе.'},
    en="Fireflies: the evil spirit does not join the areas on either side of it.",
    es="Luciérnagas: el espíritu maligno no une las áreas que lo rodean.",
    nl="Vuurvliegjes: de boze geest verbindt de gebieden eromheen niet.",
    ru="Светлячки: Злой дух не соединяет соседние области.",
)
EXP_MOVE_ON = BOOK.rule(
    "solstis.evil.expansion-moves-after-meeting",
    quotes={
        "ru": "Чтобы избавиться от него, вы должны сначала заполучить другого духа, только после того, как "
        "эффекты новых духов будут применены и ваш ход закончится, вы сможете удалить Злого духа и поместить его "
        "на панораму вашего противника."
    },
    en="Fireflies: after meeting another spirit, once its effect is applied and the turn ends, you move the evil "
    "spirit from your panorama onto the opponent's.",
    es="Luciérnagas: tras conseguir otro espíritu, aplicado su efecto y terminado el turno, pasas el espíritu "
    "maligno de tu panorama al del rival.",
    nl="Vuurvliegjes: na het ontmoeten van een andere geest, als het effect is toegepast en de beurt voorbij is, "
    "verplaats je de boze geest naar het panorama van de tegenstander.",
    ru="Светлячки: получив другого духа, после его эффекта и конца хода вы переносите Злого духа на панораму "
    "противника.",
)
EXP_NO_COVER = BOOK.rule(
    "solstis.evil.expansion-covers-nothing",
    quotes={"ru": "Злой дух больше не блокирует других духов для подсчета очков в конце игры."},
    en="Fireflies: the evil spirit no longer covers a spirit at the end of the game.",
    es="Luciérnagas: el espíritu maligno ya no cubre ningún espíritu al final.",
    nl="Vuurvliegjes: de boze geest bedekt aan het eind geen geest meer.",
    ru="Светлячки: в конце игры Злой дух больше не накрывает духов.",
)


def in_play(pos) -> bool:
    return pos.evil_spirit is not None and not pos.beginner


HOLDS = BOOK.fact(
    "holds-evil",
    "yes_no",
    msg("solstis.fact.holds-evil", "Does {player} hold the evil spirit?"),
    rule=PASS_ON,
)


def pass_on(t) -> None:
    """Base game: the holder meets a spirit -> the evil spirit goes to the opponent. Who holds it is an event's
    detail here (never asked): said in general terms when the position does not give it."""
    if t.pos.expansion or t.pos.beginner:
        return

    def compute() -> bool:
        e = t.pos.__dict__["evil_spirit"]
        if e is None or e.holder is None:
            raise Unknown
        return e.holder == t.me

    question = msg("solstis.fact.holds-evil", "Does {player} hold the evil spirit?", player=t.who)
    holds = peek(t, HOLDS, compute, question=question)  # recorded either way: unknown reads differently
    if holds is None:
        t.ruling.event(
            PASS_ON,
            msg(
                "solstis.evil.passes-if-held",
                "{player} met a spirit: if {player} holds the evil spirit, it passes to {other}",
                player=t.who,
                other=t.they,
            ),
        )
    elif holds:
        e = t.pos.__dict__["evil_spirit"]
        if e is None:  # stated, not described
            t.pos.__dict__["evil_spirit"] = EvilSpirit(holder=t.opp)
        else:
            e.holder = t.opp
        t.ruling.event(
            PASS_ON,
            msg(
                "solstis.evil.passes",
                "{player} met a spirit: the evil spirit passes to {other}",
                player=t.who,
                other=t.they,
            ),
            holder=t.opp,
        )


def is_free(pos, player: str, cell: str) -> bool:
    return cell not in pos.players[player].panorama and cell != board.evil_cell(pos, player)


def move_on(t) -> None:
    """Expansion: at the end of a turn in which its holder met a spirit, the evil spirit goes to the opponent."""
    if not (t.pos.expansion and in_play(t.pos) and t.pos.evil_spirit.holder == t.me and t.met):
        return
    cell = t.move.evil_spirit_cell
    if cell is None:
        _ask_cell(t)
    theirs = t.theirs
    t.ruling.require(
        is_free(t.pos, t.opp, cell),
        EXP_BLOCKS,
        msg("solstis.evil.cell-not-free", "{cell} is not free on {player}'s panorama", cell=cell, player=t.they),
    )
    if not theirs.panorama:
        t.ruling.undetermined(
            EXP_PLACE,
            msg("solstis.evil.no-tile", "{player} has no tile, so no cell is next to one", player=t.they),
            needs=[
                Need(msg("solstis.need.evil-where", "Where may the evil spirit go on an empty panorama?"), None, "rule")
            ],
        )
    t.ruling.require(
        any(n in theirs.panorama for n in tiles.neighbours(cell)),
        EXP_PLACE,
        msg(
            "solstis.evil.not-next-to-tile",
            "{cell} is not next to a tile of {player}'s panorama (rainbow rules)",
            cell=cell,
            player=t.they,
        ),
    )
    t.ruling.because(
        EXP_MOVE_ON,
        msg(
            "solstis.evil.leaves",
            "{player} met {spirit}; the turn over, the evil spirit leaves {player}'s panorama",
            player=t.who,
            spirit=names.name(t.met),
        ),
    )
    t.ruling.because(
        EXP_PLACE,
        msg("solstis.evil.free-next-to", "{cell} is free and next to a tile of {player}", cell=cell, player=t.they),
    )
    t.pos.evil_spirit.holder = t.opp
    t.pos.evil_spirit.cell = cell
    t.ruling.event(
        EXP_MOVE_ON,
        msg("solstis.evil.moves", "the evil spirit moves to {player}'s panorama at {cell}", player=t.they, cell=cell),
        cell=cell,
        holder=t.opp,
    )


def _ask_cell(t) -> None:
    """The holder met a spirit: the evil spirit must move, and the move does not say where."""
    t.ruling.undetermined(
        EXP_MOVE_ON,
        msg(
            "solstis.evil.where",
            "{player} met a spirit and must move the evil spirit to {other}'s panorama; the move does not say where",
            player=t.who,
            other=t.they,
        ),
        needs=[
            Need(
                msg(
                    "solstis.need.evil-cell",
                    "Which free cell of {player}'s panorama, next to one of their tiles, gets the evil spirit?",
                    player=t.they,
                ),
                "move.evil_spirit_cell",
                "component",
            )
        ],
    )
