"""Spirits: a met brown spirit acts at once (brown.py), a blue one scores at the end (blue.py)."""

from __future__ import annotations

from referee.engine.solstis import blue, brown, names
from referee.engine.solstis.blue import (  # noqa: F401 - re-exported: the rules by spirit name
    BEE,
    BIRD,
    BUTTERFLY,
    COW,
    LADYBUG,
    LIZARD,
    PHOENIX,
    SQUIRREL,
    WOLF,
)
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.brown import (  # noqa: F401 - re-exported
    BEAR,
    BEETLE,
    DEER,
    DRAGONFLY,
    EAGLE,
    FISH,
    FOX,
    GROUNDHOG,
    VIPER,
)
from referee.engine.solstis.context import who

BROWN_NOW = BOOK.rule(
    "solstis.spirit.brown-act-at-once",
    quotes={"ru": "Коричневые духи действуют мгновенно."},
    en="Brown spirits take effect at once, when met.",
    es="Los espíritus marrones actúan de inmediato, al conseguirlos.",
    nl="Bruine geesten werken meteen, zodra je ze ontmoet.",
    ru="Коричневые духи действуют сразу, когда их получают.",
)

BLUE_AT_END = BOOK.rule(
    "solstis.spirit.blue-score-at-end",
    quotes={
        "ru": "Синие духи обладают эффектом, срабатывающим при завершении игры, за который обычно начисляются очки."
    },
    en="Blue spirits act at the end of the game, usually for points.",
    es="Los espíritus azules actúan al final de la partida, normalmente dando puntos.",
    nl="Blauwe geesten werken aan het eind van het spel, meestal voor punten.",
    ru="Синие духи срабатывают в конце игры, обычно принося очки.",
)

BLUE_RULES = blue.RULES


def apply(t) -> None:
    """The met spirit's effect: brown at once, blue noted for the end."""
    if t.met is None:
        return
    choice = t.move.spirit[0] if isinstance(t.move.spirit, list) else t.move.spirit
    spirit = names.name(t.met)
    if t.met in brown.EFFECTS:
        t.ruling.because(
            BROWN_NOW, msg("solstis.spirit.brown-now", "{spirit} is brown: its effect applies now", spirit=spirit)
        )
        _parts_given(t, t.met)
        brown.EFFECTS[t.met](t, choice)
    else:
        t.ruling.event(
            BLUE_AT_END,
            msg("solstis.spirit.blue-at-end", "{spirit} is blue: it scores at the end of the game", spirit=spirit),
        )
        t.ruling.because(
            BLUE_RULES[t.met],
            msg("solstis.spirit.blue-met", "{spirit} met; its bonus counts at the end", spirit=spirit),
        )


def _parts_given(t, spirit: str) -> None:
    """Undetermined, asking for the part, when the effect decides on a part the position does not give."""
    from referee.engine.core.verdict import Need

    if spirit not in brown.READS:
        return
    part, whose = brown.READS[spirit]
    player = {"me": t.me, "opp": t.opp, None: None}[whose]
    if t.knows(part, player):
        return
    path = f"position.players.{player}.{part}" if player is not None else f"position.{part}"
    t.ruling.undetermined(
        brown.RULES[spirit],
        msg(
            "solstis.effect.part-not-given",
            "{spirit}'s effect decides on a part of the position it does not give ({part})",
            spirit=names.name(spirit),
            part=path,
        ),
        needs=[Need(brown.part_question(part, who(player) if player else None), path, "component")],
    )
