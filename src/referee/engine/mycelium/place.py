"""Place Phase (and the Explore Phase before the first turn): all 3 Gatherers go to trees, caves or the Mush Room."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.model import Position, untraced
from referee.engine.mycelium.variants.team import in_play

PLACE = BOOK.rule(
    "mycelium.place.where",
    en="Place all 3 Gatherers on Nutrient Trees, Spore Caves, the Center Tree or the Mush Room; no bond needed.",
    es="Coloca los 3 Recolectores en Árboles de Nutrientes, Cuevas de Esporas, el Árbol Central o la Mush Room; "
    "sin vínculo.",
    nl="Plaats alle 3 Verzamelaars op Voedingsbomen, Sporengrotten, de Centrale Boom of de Mush Room; verbinding "
    "niet nodig.",
    ru="Поставьте всех 3 сборщиков на деревья питания, пещеры спор, центральное дерево или Mush Room; связь не нужна.",
    quotes={
        "en": [
            "Place all 3 of your Gatherer Mushlings on any Nutrient Trees, Spore Caves, the Center Tree, or the Mush "
            "Room",
            "You may place Gatherer Mushlings on locations you are not bonded to",
            "Red places 1 Gatherer Mushling on the Mush Room, 1 Gatherer Mushling on the Spore Cave they are bonded "
            "to, and 1 Gatherer Mushling on Willow. Although they are not bonded to Willow yet",
        ]
    },
)

EXPLORE = BOOK.rule(
    "mycelium.setup.explore-phase",
    en="Before the first turn, each player in turn from the first places all 3 Gatherers (Explore Phase).",
    es="Antes del primer turno, cada jugador, desde el primero, coloca sus 3 Recolectores (fase de Exploración).",
    nl="Voor de eerste beurt plaatst elke speler, vanaf de eerste, al zijn 3 Verzamelaars (Verkenningsfase).",
    ru="До первого хода каждый игрок по очереди с первого ставит всех 3 сборщиков (фаза разведки).",
    quotes={
        "en": [
            "Before the first turn, complete the Explore Phase so that all players start their first turn with "
            "Gatherer Mushlings placed:",
            "Starting with the first player and proceeding clockwise, each player must place all 3 of their "
            "Gatherer Mushlings\n- Gatherer Mushlings can be placed on any Nutrient Tree, the Center Tree, any Spore "
            "Cave, or the Mush Room.",
            "After all players have placed their Gatherer Mushlings in the Explore Phase, the first player begins "
            "their turn.",
        ]
    },
)

WAIT_FOR_PLACE_PHASE = BOOK.rule(
    "mycelium.place.wait-for-place-phase",
    en="Gatherers are placed again only in your next Place Phase, unless you use a Russula in your Action Phase.",
    es="Los Recolectores solo se vuelven a colocar en tu siguiente fase de Colocación, salvo que uses una Russula "
    "en tu fase de Acción.",
    nl="Verzamelaars plaats je pas weer in je volgende Plaatsfase, tenzij je in je Actiefase een Russula gebruikt.",
    ru="Сборщиков снова ставят только в вашу следующую фазу размещения, если только вы не сыграете Russula в фазе "
    "действий.",
    unless=("mycelium.cards.russula",),
    quotes={
        "en": "You must wait until your next Place Phase to place any Gatherer Mushlings again, unless you use a "
        "Russula during your Action Phase."
    },
)


def refuse_early_place(pos: Position, colour: str, ruling: Ruling) -> None:
    """A place move before the Place Phase: only a Russula's Action places Gatherers then (the move would say so)."""
    from referee.engine.mycelium.book import msg

    me = pos.described(colour)
    hand = me.hand if me is not None else None
    if hand is None:  # the hand is not described: only the move's own lack is said (the refusal rests on the phase)
        lacks = msg(
            "mycelium.exception.russula-not-used",
            "this move does not play a Russula (use_action, card: Russula)",
        )
    elif "Russula" in hand:
        lacks = msg(
            "mycelium.exception.russula-not-played",
            "{colour} holds a Russula, but this move does not play it (use_action, card: Russula)",
            colour=colour,
        )
    else:
        lacks = msg("mycelium.exception.no-russula", "{colour} has no Russula in hand", colour=colour)
    ruling.illegal(
        WAIT_FOR_PLACE_PHASE,
        msg(
            "mycelium.place.before-place-phase",
            "{colour} places Gatherers before the Place Phase (the position is in the {phase} phase)",
            colour=colour,
            phase=pos.phase,
        ),
        lacks={"mycelium.cards.russula": lacks},
    )


PLACEABLE = ("nutrient-tree", "center-tree", "spore-cave", "mush-room")


def check_spots(pos: Position, colour: str, spots: list[str], rule, ruling: Ruling) -> None:
    from referee.engine.mycelium.gather import location_kind
    from referee.engine.mycelium.variants.hero_tavern import TAVERN_PLACE

    ruling.require(
        len(spots) == 3, rule, msg("mycelium.place.all-three", "all 3 Gatherers must be placed, not {n}", n=len(spots))
    )
    kinds_of: dict[str, str] = {}
    for s in spots:
        # the kind of each spot is the one fact the rule turns on (asked when the board is not described; a name
        # the board lacks was refused on input)
        kind = kinds_of[s] = location_kind(pos, s)
        if kind == "hero-tavern":
            ruling.require(
                in_play(pos, "hero_tavern"),
                TAVERN_PLACE,
                msg("mycelium.heroes.variant-only", "the Hero Tavern is only in its variant"),
            )
            continue
        ruling.require(
            kind in PLACEABLE,
            rule,
            msg(
                "mycelium.place.not-placeable",
                "{location} is a {kind}: Gatherers go on trees, caves, the Mush Room",
                location=s,
                kind=kind,
            ),
        )
    from referee.engine.mycelium.setup import LOCATIONS

    kinds = ", ".join(f"{s} ({kinds_of[s]})" for s in spots)
    ruling.because(LOCATIONS, msg("mycelium.place.locations", "locations: {kinds}", kinds=kinds))
    ruling.used("position.board.locations", kinds, msg("mycelium.input.board-map", "the board map is not in the texts"))


def places_gatherers(colour: str, spots: list[str]) -> Msg:
    return msg(
        "mycelium.place.places", "{player} places Gatherers on {locations}", player=colour, locations=list(spots)
    )


def resolve_place(pos: Position, colour: str, move, ruling: Ruling) -> None:
    from referee.engine.mycelium.phases import first_player, next_player

    rule = EXPLORE if pos.phase == "explore" else PLACE
    check_spots(pos, colour, move.gatherers, rule, ruling)
    with untraced():  # the Gatherers go out on the working copy, where it describes the player
        me = pos.described(colour)
        if me is not None:
            me.gatherers = list(move.gatherers)
    ruling.event(rule, places_gatherers(colour, move.gatherers), player=colour)
    if pos.phase == "explore":
        nxt = next_player(pos)
        first = first_player(pos)
        pos.active = nxt
        if nxt == first:
            pos.phase = "nutrient"
            ruling.event(
                EXPLORE,
                msg(
                    "mycelium.place.explore-done", "all Gatherers placed: {player} begins the first turn", player=first
                ),
            )
        return
    pos.phase = "draw"
