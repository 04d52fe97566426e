"""Blue spirits act at the end of the game, usually for points. One unit per spirit: its rule (the Russian quote)
and, right below, its bonus, computed from the tally scoring.py builds for one player (met spirits not covered,
areas, lit and unlit fires, rainbows, fireflies). The Squirrel's effect (the hand joins the panorama before
scoring) lives in scoring.py, where it happens."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.solstis import names
from referee.engine.solstis.book import BOOK, listed, msg, msg_n

BEE = BOOK.rule(
    "solstis.spirit.bee",
    quotes={"ru": "Пчела: +1 очко за каждого Духа на коричневом фоне в вашей панораме."},
    en="Bee (Пчела): +1 point per brown spirit in your panorama.",
    es="Abeja (Пчела): +1 punto por cada espíritu marrón de tu panorama.",
    nl="Bij (Пчела): +1 punt per bruine geest in je panorama.",
    ru="Пчела: +1 очко за каждого коричневого духа в панораме.",
)


def bee(t) -> int:
    return sum(1 for s in t.spirits if names.colour(s) == "brown")


LADYBUG = BOOK.rule(
    "solstis.spirit.ladybug",
    quotes={"ru": "Божья коровка: +1 очко за каждый символ огня, который не был зажжен."},
    facts=["fire-cells"],
    en="Ladybug (Божья коровка): +1 point per fire symbol in your panorama that is not lit.",
    es="Mariquita (Божья коровка): +1 punto por cada símbolo de fuego de tu panorama no encendido.",
    nl="Lieveheersbeestje (Божья коровка): +1 punt per vuursymbool in je panorama dat niet brandt.",
    ru="Божья коровка: +1 очко за каждый незажжённый символ огня в панораме.",
)


def ladybug(t) -> int:
    return len(t.unlit)


WOLF = BOOK.rule(
    "solstis.spirit.wolf",
    quotes={"ru": "Волк: +1 очко за каждый отдельный фрагмент панорамы (даже если он состоит из одного тайла)."},
    en="Wolf (Волк): +1 point per separate area of your panorama, even a single tile.",
    es="Lobo (Волк): +1 punto por cada área separada de tu panorama, aunque sea de una loseta.",
    nl="Wolf (Волк): +1 punt per los gebied van je panorama, ook van één tegel.",
    ru="Волк: +1 очко за каждый отдельный фрагмент панорамы, даже из одного тайла.",
)


def wolf(t) -> int:
    return len(t.areas)


SQUIRREL = BOOK.rule(
    "solstis.spirit.squirrel",
    quotes={
        "ru": "Белка: В конце игры, перед подсчетом очков, добавьте к панораме все тайлы, которые остались у вас "
        "в руках. Это не добавит вам новых духов."
    },
    facts=["endgame"],
    en="Squirrel (Белка): before scoring, add the tiles left in your hand to your panorama; no new spirits for it.",
    es="Ardilla (Белка): antes de puntuar, añade a tu panorama las losetas que te queden en la mano; sin nuevos "
    "espíritus.",
    nl="Eekhoorn (Белка): voor de telling leg je de tegels uit je hand in je panorama; dat geeft geen nieuwe geesten.",
    ru="Белка: перед подсчётом добавьте в панораму оставшиеся в руке тайлы; новых духов это не даёт.",
)


def squirrel(t) -> int:
    return 0  # its effect is the hand tiles added before scoring


BIRD = BOOK.rule(
    "solstis.spirit.bird",
    quotes={"ru": "Птица: +1 очко за каждого духа на синем фоне в вашей панораме, кроме этого."},
    en="Bird (Птица): +1 point per other blue spirit in your panorama.",
    es="Pájaro (Птица): +1 punto por cada otro espíritu azul de tu panorama.",
    nl="Vogel (Птица): +1 punt per andere blauwe geest in je panorama.",
    ru="Птица: +1 очко за каждого другого синего духа в панораме.",
)


def bird(t) -> int:
    return sum(1 for s in t.spirits if names.colour(s) == "blue") - 1


LIZARD = BOOK.rule(
    "solstis.spirit.lizard",
    quotes={"ru": "Лягушка: +1 очко за каждый радужный тайл в вашей панораме."},
    facts=["spirit-names"],
    en="Lizard/Salamander (Лягушка): +1 point per rainbow tile in your panorama.",
    es="Lagarto/Salamandra (Лягушка): +1 punto por cada arcoíris de tu panorama.",
    nl="Hagedis/Salamander (Лягушка): +1 punt per regenboogtegel in je panorama.",
    ru="Лягушка (Lizard): +1 очко за каждую радугу в панораме.",
)


def lizard(t) -> int:
    return t.rainbows


BUTTERFLY = BOOK.rule(
    "solstis.spirit.butterfly",
    quotes={"ru": "Мотылек: +1 очко за каждый зажженный символ огня."},
    facts=["spirit-names", "fire-cells"],
    en="Butterfly (Мотылек): +1 point per lit fire symbol.",
    es="Mariposa (Мотылек): +1 punto por cada símbolo de fuego encendido.",
    nl="Vlinder (Мотылек): +1 punt per brandend vuursymbool.",
    ru="Мотылек (Butterfly): +1 очко за каждый зажжённый символ огня.",
)


def butterfly(t) -> int:
    return len(t.lit)


COW = BOOK.rule(
    "solstis.spirit.holy-cow",
    quotes={"ru": "Святая Корова: +1 очко за каждый тайл земли во второй по величине группе на вашей панораме."},
    en="Holy Cow (Святая Корова, Fireflies): +1 point per land tile in your second-largest area.",
    es="Vaca Sagrada (Святая Корова, Luciérnagas): +1 punto por loseta de tierra de tu segunda área más grande.",
    nl="Heilige Koe (Святая Корова, Vuurvliegjes): +1 punt per landtegel in je op één na grootste gebied.",
    ru="Святая Корова (Светлячки): +1 очко за каждый тайл земли во второй по величине группе.",
)


def cow(t) -> int:
    return t.land_areas[1] if len(t.land_areas) > 1 else 0


PHOENIX = BOOK.rule(
    "solstis.spirit.phoenix",
    quotes={
        "ru": 'Феникс: +1 очко за каждого светлячка на вашей панораме (независимо от того, "горят" ли они, как костры).'
    },
    en="Phoenix (Феникс, Fireflies): +1 point per firefly on your panorama, connected or not.",
    es="Fénix (Феникс, Luciérnagas): +1 punto por luciérnaga de tu panorama, conectada o no.",
    nl="Feniks (Феникс, Vuurvliegjes): +1 punt per vuurvliegje op je panorama, verbonden of niet.",
    ru="Феникс (Светлячки): +1 очко за каждого светлячка на панораме, горит он или нет.",
)


def phoenix(t) -> int:
    return t.fireflies


RULES = {
    "bee": BEE,
    "ladybug": LADYBUG,
    "wolf": WOLF,
    "squirrel": SQUIRREL,
    "bird": BIRD,
    "lizard": LIZARD,
    "butterfly": BUTTERFLY,
    "cow": COW,
    "phoenix": PHOENIX,
}
BONUS = {
    "bee": bee,
    "ladybug": ladybug,
    "wolf": wolf,
    "squirrel": squirrel,
    "bird": bird,
    "lizard": lizard,
    "butterfly": butterfly,
    "cow": cow,
    "phoenix": phoenix,
}


def detail(spirit: str, t) -> Msg:
    """What the bonus counted, for the score line."""
    if spirit == "bee":
        brown = [names.name(s) for s in t.spirits if names.colour(s) == "brown"]
        return msg("solstis.bonus.bee", "brown spirits: {spirits}", spirits=listed(brown))
    if spirit == "ladybug":
        return msg("solstis.bonus.ladybug", "unlit fire symbols on your tiles: {cells}", cells=listed(t.unlit))
    if spirit == "wolf":
        return msg_n("solstis.bonus.wolf", "{n} separate area", "{n} separate areas", len(t.areas))
    if spirit == "squirrel":
        return msg("solstis.bonus.squirrel", "its effect: the hand joined the panorama before scoring")
    if spirit == "bird":
        blue = [names.name(s) for s in t.spirits if names.colour(s) == "blue" and s != "bird"]
        return msg("solstis.bonus.bird", "other blue spirits: {spirits}", spirits=listed(blue))
    if spirit == "lizard":
        return msg_n("solstis.bonus.lizard", "{n} rainbow", "{n} rainbows", t.rainbows)
    if spirit == "butterfly":
        return msg("solstis.bonus.butterfly", "lit fire symbols: {cells}", cells=listed(t.lit))
    if spirit == "cow":
        second = t.land_areas[1] if len(t.land_areas) > 1 else 0
        return msg_n(
            "solstis.bonus.cow", "second-largest area: {n} land tile", "second-largest area: {n} land tiles", second
        )
    return msg_n("solstis.bonus.phoenix", "{n} firefly", "{n} fireflies", t.fireflies)
