"""Wildflower tiles: the bonus of the 2nd, 4th and 6th ring marker (a flower, the rest of its stack to the
flower market, the tile into storage), and the tile's freedom when placed.
"""

from __future__ import annotations

from referee.engine.gnome_hollow.book import BOOK, msg, msg_n
from referee.engine.gnome_hollow.context import Chooser, Ctx
from referee.engine.gnome_hollow.model import Player, Tile
from referee.engine.gnome_hollow.storage import store
from referee.engine.gnome_hollow.words import flower_name

WILD_MARKERS = (2, 4, 6)

WILD_FREE = BOOK.rule(
    "gnome-hollow.wildflowers.no-restrictions",
    en="A wildflower tile has path all round; it may be placed against any tile, with no edge matching and no "
    "permission needed, and it can close rings.",
    es="Una loseta de flor silvestre tiene camino todo alrededor; se coloca sin restricciones ni permiso y puede "
    "cerrar anillos.",
    nl="Een veldbloemtegel heeft rondom pad; hij mag tegen elke tegel liggen, zonder toestemming, en kan ringen "
    "sluiten.",
    ru="У плитки полевого цветка тропа по всему краю; её кладут к любой плитке без ограничений и разрешений, "
    "и она может замыкать кольца.",
    quotes={
        "es": "Las Flores Silvestres tienen un Camino de Hongos todo alrededor de su perímetro, lo que las hace "
        "ideales para cerrar Anillos, también no tienen restricciones de colocación.",
        "nl": "Deze veldbloemtegels zijn jokertegels en mogen tegen elke tegel in de tuin gelegd worden, zonder "
        "eventueel toestemming te vragen aan een andere speler. Ze kunnen ook ringen sluiten.",
    },
)

WILD_BONUS = BOOK.rule(
    "gnome-hollow.wildflowers.bonus-2-4-6",
    en="Moving your 2nd, 4th or 6th ring marker earns a wildflower tile (the bonus comes from where the marker "
    "left, not where it goes).",
    es="Mover tu 2º, 4º o 6º marcador de anillo te da una loseta de flor silvestre (el bono depende del origen del "
    "marcador).",
    nl="Verplaats je je 2de, 4de of 6de ringmarkeersteen, dan krijg je een veldbloemtegel.",
    ru="Перемещая 2-й, 4-й или 6-й маркер кольца, вы получаете плитку полевого цветка (бонус зависит от места, "
    "откуда ушёл маркер).",
    quotes={
        "es": "Flor Silvestre - Este bono no está representado en el destino del Marcador, sino en función de su "
        "origen, por ejemplo, tu 2º Marcador del juego.",
        "nl": "Verplaats je jouw 2de, 4de of 6de ringmarkeersteen, dan krijg je een veldbloemtegel. Voer de "
        "volgende 3 stappen uit:",
    },
)

WILD_FLOWER = BOOK.rule(
    "gnome-hollow.wildflowers.flower",
    en="First, take one flower token from the chosen wildflower tile's stack into your collection.",
    es="Primero ganas una flor de la loseta de flor silvestre elegida para tu colección.",
    nl="Leg eerst 1 bloemfiche van de gekozen veldbloemtegel in je bloemcollectie.",
    ru="Сначала возьмите в коллекцию один жетон цветка из стопки выбранной плитки.",
    quotes={
        "es": "Primero, ganas una flor, recuerda que deseas flores únicas para tu colección.",
        "nl": "Leg 1 van de bloemfiches, die op de gekozen veldbloemtegel ligt, in je bloemcollectie (foto 1).",
    },
    facts=["gh-flower-once"],
)

WILD_REST = BOOK.rule(
    "gnome-hollow.wildflowers.rest-to-market",
    en="The rest of that flower stack goes to a free space of the flower market.",
    es="El resto de esa pila de flores va a un espacio libre del mercado de flores.",
    nl="De resterende bloemfiches gaan als stapel naar een vrije uitsparing bovenaan het marktbord.",
    ru="Остаток стопки цветов уходит на свободное место цветочного рынка.",
    quotes={
        "nl": "De resterende bloemfiches leg je in een stapel in een beschikbare uitsparing bovenaan het marktbord "
        "(foto 2)."
    },
)

WILD_TO_STORAGE = BOOK.rule(
    "gnome-hollow.wildflowers.tile-to-storage",
    en="Then put the wildflower tile in your storage (limit two: discard one if you already hold two).",
    es="Después pones la loseta de flor silvestre en tu almacenamiento (límite de 2).",
    nl="Leg de veldbloemtegel in je opslag; heb je er al 2, dan verwijder je er 1.",
    ru="Затем положите плитку полевого цветка в запас (не больше двух; при избытке одну сбросьте).",
    quotes={
        "es": "Segundo, ganas una loseta de Flor Silvestre para tu almacenamiento, recordando el límite de 2.",
        "nl": "Leg de veldbloemtegel in je opslagruimte (foto 3). Ook hier weer, heb je al 2 tegels in je opslag, "
        "moet je 1 tegel verwijderen.",
    },
)

WILD_EXHAUSTED = BOOK.rule(
    "gnome-hollow.wildflowers.exhausted",
    en="With no wildflower tile left, you still gain the flower: take a flower token from the market instead.",
    es="Si se agotan las losetas de flor silvestre, aún ganas el bono de la flor.",
    nl="Is er geen veldbloemtegel meer, neem dan een bloemfiche uit de markt.",
    ru="Если плиток полевых цветов не осталось, вы всё равно получаете цветок — жетон с рынка.",
    quotes={
        "es": "Cuando se agote el suministro de losetas de Flor Silvestre, aún ganarás el bono de la flor de esta.",
        "nl": "Als er geen veldbloemtegel meer beschikbaar is, pak je in plaats daarvan een bloemfiche uit de markt.",
    },
)


def wildflower_bonus(ctx: Ctx, ch: Chooser, player: Player, marker_no: int) -> None:
    from referee.engine.gnome_hollow.bonuses import known_flowers, take_flower

    r, name = ctx.ruling, player.name
    r.event(
        WILD_BONUS,
        msg(
            "gnome-hollow.wildflowers.bonus",
            "{player} moved their marker no. {marker}: a wildflower bonus",
            player=name,
            marker=marker_no,
        ),
        marker=marker_no,
    )
    if not ctx.pos.wildflowers:
        take_flower(ctx, ch, player, WILD_EXHAUSTED)
        return
    kinds = [w.kind for w in ctx.pos.wildflowers]
    wanted = [k for k in kinds if k not in player.flowers] or kinds
    what = msg("gnome-hollow.wildflowers.which", "{player}'s wildflower bonus: which wildflower tile?", player=name)
    kind = ch.pick(r, "wildflower", sorted(wanted), WILD_BONUS, what, known_flowers(ctx))
    w = next(w for w in ctx.pos.wildflowers if w.kind == kind)
    ctx.pos.wildflowers.remove(w)
    tokens = _flower_from_stack(ctx, player, kind, w.tokens)
    if tokens:
        ctx.pos.flower_market[kind] = ctx.pos.flower_market.get(kind, 0) + tokens
        r.event(
            WILD_REST,
            msg_n(
                "gnome-hollow.wildflowers.rest-to-market",
                "{n} {flower} flower token goes to the flower market",
                "{n} {flower} flower tokens go to the flower market",
                tokens,
                flower=flower_name(kind),
            ),
            flower=kind,
            tokens=tokens,
        )
    r.event(
        WILD_TO_STORAGE,
        msg(
            "gnome-hollow.wildflowers.to-storage",
            "{player} puts the {flower} wildflower tile in storage",
            player=name,
            flower=flower_name(kind),
        ),
    )
    store(ctx, ch, player, Tile(wildflower=kind))


def _flower_from_stack(ctx: Ctx, player: Player, kind: str, tokens: int) -> int:
    """A flower from the wildflower tile's stack, unless the player owns that kind already; returns what is left."""
    r, name = ctx.ruling, player.name
    if kind in player.flowers or tokens == 0:
        r.event(
            WILD_FLOWER,
            msg(
                "gnome-hollow.wildflowers.no-flower",
                "{player} already owns a {flower} flower (or the stack is empty): no flower taken",
                player=name,
                flower=flower_name(kind),
            ),
        )
    else:
        player.flowers.append(kind)
        tokens -= 1
        r.event(
            WILD_FLOWER,
            msg(
                "gnome-hollow.wildflowers.flower-added",
                "{player} adds a {flower} flower to their collection",
                player=name,
                flower=flower_name(kind),
            ),
            flower=kind,
        )
    return tokens
