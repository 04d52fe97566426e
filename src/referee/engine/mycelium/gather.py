"""Gather Phase: bonded Paths cap what each location yields, one token per Gatherer, the Mush Room draws a
card per Gatherer, and every Gatherer returns to the Colony. Also used by Bird's Nest."""

from __future__ import annotations

from typing import get_args

from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.board import bonded_paths
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.model import LocationKind, Position, fact_about, fact_key, untraced
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import NONE, gatherers, listed, nutrient_tokens, spore_tokens, tokens

START = BOOK.rule(
    "mycelium.gather.after-action-phase",
    en="After the Action Phase comes the Gather Phase, which brings each Gatherer back to the Colony.",
    es="Tras la fase de Acción viene la de Recolección, que devuelve cada Recolector a la Colonia.",
    nl="Na de Actiefase volgt de Verzamelfase, die elke Verzamelaar terugbrengt naar de Kolonie.",
    ru="После фазы действий идёт фаза сбора: каждый сборщик возвращается в колонию.",
    quotes={
        "en": "After you finish your Action Phase, you must proceed to the Gather Phase.",
    },
)

BONDED = BOOK.rule(
    "mycelium.gather.bonded-paths",
    en="Your bonded Paths on a location's edges (traced to your Colony's permanent Paths) cap what you gather there.",
    es="Tus Caminos vinculados en las aristas de un lugar (unidos a los permanentes de tu Colonia) limitan lo que "
    "recolectas allí.",
    nl="Je verbonden Paden rond een locatie (terug te volgen naar je vaste Koloniepaden) begrenzen wat je daar "
    "verzamelt.",
    ru="Ваши связанные Пути на рёбрах места (ведущие к постоянным Путям колонии) ограничивают сбор там.",
    quotes={
        "en": [
            "First check how many bonded Paths you have on the edge of each location where your Gatherer Mushlings "
            "are placed",
            "A bonded Path is a Path on the edge of a location with a series of connected Paths that can be traced "
            "back to the permanent Paths surrounding your Colony. Each Colony always has 1 bonded Path to the Spore "
            "Cave next to it.",
            "The amount of bonded Paths you have surrounding a location indicate the maximum amount of tokens you "
            "can gather from that location during this turn",
            "It is possible for a single Path to be bonded to 2 different locations",
            "Both examples show Blue with exactly 2 bonded Paths to the Oak Nutrient Tree, and 1 bonded Path to the "
            "Spore Cave next to their Colony.",
        ]
    },
)

ONE_PER_GATHERER = BOOK.rule(
    "mycelium.gather.one-per-gatherer",
    en="Each Gatherer takes 1 Nutrient or Spore Token from its location, up to your bonded Paths there.",
    es="Cada Recolector toma 1 Ficha de Nutriente o Espora de su lugar, hasta tus Caminos vinculados allí.",
    nl="Elke Verzamelaar neemt 1 Voedings- of Sporefiche van zijn locatie, tot je aantal verbonden Paden daar.",
    ru="Каждый сборщик берёт 1 жетон питания или спор со своего места, не больше числа связанных Путей там.",
    quotes={
        "en": [
            "If any Nutrient Tokens or Spore Tokens are present on a location with your Gatherer Mushling, take 1 "
            "Nutrient Token or Spore Token from that location per Gatherer Mushling on that location and place the "
            "Nutrient Token or Spore Token on your Player Mat",
            "Remember that you can only gather as many Nutrient Tokens or Spore Tokens as you have bonded Paths to "
            "that location",
            # where on the mat a Nutrient Token goes (the mat's slots are not part of a position; the count is)
            "Place any Nutrient Token in the leftmost available slot on your Player Mat",
        ]
    },
)

MUSH_ROOM = BOOK.rule(
    "mycelium.gather.mush-room",
    en="Each Gatherer returning from the Mush Room draws 1 Mushling Card; no bond is needed.",
    es="Cada Recolector que vuelve de la Mush Room roba 1 carta; no hace falta vínculo.",
    nl="Elke Verzamelaar die terugkomt uit de Mush Room trekt 1 kaart; geen verbinding nodig.",
    ru="За каждого сборщика из Mush Room возьмите 1 карту; связь не нужна.",
    quotes={
        "en": [
            "For each Gatherer Mushling that returns from the Mush Room, draw 1 Mushling Card immediately\n- You can "
            "not and do not need to be bonded to the Mush Room to successfully gather from it",
            "You can always gather from the Mush Room successfully",
        ]
    },
)

RETURN = BOOK.rule(
    "mycelium.gather.all-return",
    en="All Gatherers return to the Colony in the Gather Phase, even those that gather nothing.",
    es="Todos los Recolectores vuelven a la Colonia en la Recolección, aunque no recojan nada.",
    nl="Alle Verzamelaars keren in de Verzamelfase terug naar de Kolonie, ook als ze niets verzamelen.",
    ru="Все сборщики возвращаются в колонию в фазе сбора, даже ничего не собрав.",
    quotes={
        "en": "All Gatherer Mushlings are returned to your Colony in this phase, even if they won't successfully "
        "gather anything"
    },
)

EXAMPLE_BIRCH = BOOK.rule(
    "mycelium.gather.example-birch",
    en="Rulebook example: 2 Gatherers on Birch with 2 Nutrient Tokens but 1 bonded Path gather 1 token.",
    es="Ejemplo: 2 Recolectores en Birch con 2 Nutrientes pero 1 Camino vinculado recogen 1 ficha.",
    nl="Voorbeeld: 2 Verzamelaars op Birch met 2 fiches maar 1 verbonden Pad verzamelen 1 fiche.",
    ru="Пример: 2 сборщика на Birch с 2 жетонами, но 1 связанным Путём собирают 1 жетон.",
    quotes={
        "en": "Red has 2 Gatherer Mushlings placed on Birch with 2 Nutrient Tokens, but only 1 bonded Path on Birch. "
        "Red will only gather 1 Nutrient Token."
    },
)


EXAMPLE_EXPLORE = BOOK.rule(
    "mycelium.gather.example-explore",
    en="Rulebook examples: 2 Gatherers on the Mush Room and 1 on the Colony's Spore Cave surely bring 2 cards and "
    "1 Spore Token.",
    es="Ejemplos: 2 Recolectores en la Mush Room y 1 en la Cueva de tu Colonia traen seguro 2 cartas y 1 Espora.",
    nl="Voorbeelden: 2 Verzamelaars in de Mush Room en 1 op de Sporengrot van je Kolonie geven zeker 2 kaarten en "
    "1 Sporefiche.",
    ru="Примеры: 2 сборщика в Mush Room и 1 в пещере у колонии наверняка дают 2 карты и 1 жетон спор.",
    quotes={
        "en": [
            "Green places 2 Gatherer Mushlings on the Mush Room and 1 Gatherer Mushling on the Spore Cave on the edge "
            "of their Colony. On their first Gather Phase, they are guaranteed to get 2 Mushling Cards and 1 Spore "
            "Token.",
            "Red places 1 Gatherer Mushling on Birch and 2 Gatherer Mushlings on the Spore Cave on the edge of their "
            "Colony.",
        ]
    },
)


# --- the facts the gathering rules decide on (stated, computed from the position, or asked) ------------------------
GATHERERS = BOOK.fact(
    "gatherers",
    "several_of",
    msg(
        "mycelium.fact.gatherers",
        "Where are {player}'s Gatherers (a location for each one away from the Colony; none: an empty list)?",
    ),
    rule=ONE_PER_GATHERER,
)
KIND = BOOK.fact(
    "kind",
    "one_of",
    msg("mycelium.fact.location-kind", "What kind of location is {location}?"),
    rule=ONE_PER_GATHERER,
    choices=get_args(LocationKind),
    names={  # the rulebook's names of the board's locations, in the player's language
        "nutrient-tree": msg("mycelium.choice.location-nutrient-tree", "a Nutrient Tree"),
        "center-tree": msg("mycelium.choice.location-center-tree", "the Center Tree"),
        "spore-cave": msg("mycelium.choice.location-spore-cave", "a Spore Cave"),
        "mush-room": msg("mycelium.choice.location-mush-room", "the Mush Room"),
        "colony": msg("mycelium.choice.location-colony", "a Colony"),
        "hero-tavern": msg("mycelium.choice.location-hero-tavern", "the Hero Tavern"),
        "other": msg("mycelium.choice.location-other", "another kind of location"),
    },
)
BONDED_PATHS = BOOK.fact(
    "bonded",
    "number",
    msg(
        "mycelium.fact.bonded",
        "How many of {player}'s Paths on the edge of {location} are traced back to their Colony (bonded)?",
    ),
    rule=BONDED,
)
TOKENS_THERE = BOOK.fact(
    "tokens",
    "number",
    msg("mycelium.fact.tokens-there", "How many {what} are on {location}?"),
    rule=ONE_PER_GATHERER,
)
TOKEN_KINDS = {
    "nutrient": msg("mycelium.token.nutrient", "Nutrient Tokens"),
    "spore": msg("mycelium.token.spore", "Spore Tokens"),
}
NUTRIENTS_HELD = BOOK.fact(
    "nutrients",
    "number",
    msg("mycelium.fact.nutrients-held", "How many Nutrient Tokens does {player} have (before this move)?"),
    rule="mycelium.end.ten-nutrients",
)


# the board's legend in the rulebook (rule mycelium.board.locations: "Oak Nutrient Tree, Walnut Nutrient Tree, ...
# Birch Nutrient Tree, ... The Mush Room ... Pine Nutrient Tree, Willow Center Tree"): a location a move calls by one
# of these names, on a board the position does not describe, is that location -- its kind is the text's, not asked
LEGEND: dict[str, str] = {
    "oak": "nutrient-tree",
    "walnut": "nutrient-tree",
    "birch": "nutrient-tree",
    "pine": "nutrient-tree",
    "willow": "center-tree",
    "mush-room": "mush-room",
}


def location_kind(pos: Position, loc_id: str) -> str:
    def kind() -> str:
        if pos.board.locations is None and fact_key(loc_id) in LEGEND:
            return LEGEND[fact_key(loc_id)]
        return known(pos.board.location_map[loc_id].kind)

    return fact_about(pos, KIND, (loc_id,), kind, location=loc_id)


def nutrients_held(pos: Position, colour: str) -> int:
    """The player's Nutrient Tokens now: as the move found them (a fact), plus what this move gained."""
    gained = pos.nutrients_gained.get(colour, 0)
    before = lambda: pos.player(colour).nutrient_tokens - gained  # noqa: E731 - the working copy already has them
    return fact_about(pos, NUTRIENTS_HELD, (colour,), before, player=colour) + gained


def gather_with(pos: Position, colour: str, locations: list[str], move, ruling: Ruling) -> bool:
    """Gather with Gatherers at these locations (in order of first appearance). True if the game ended."""
    from referee.engine.mycelium.draw import draw_cards
    from referee.engine.mycelium.endgame import check_end
    from referee.engine.mycelium.variants.hero_tavern import recruit
    from referee.engine.mycelium.variants.team import MAY_DECLINE

    decline = set(getattr(move, "decline", []) or [])
    prefer = getattr(move, "prefer", {}) or {}
    if decline:
        ruling.require(
            in_play(pos, "team"),
            MAY_DECLINE,
            msg("mycelium.team.decline-team-only", "declining to gather is a Team variant rule"),
        )
    for loc_id in dict.fromkeys(locations):
        k = locations.count(loc_id)
        kind = location_kind(pos, loc_id)
        if kind == "mush-room":
            back = msg(
                "mycelium.gather.back-from-mush-room", "{gatherers} back from the Mush Room", gatherers=gatherers(k)
            )
            draw_cards(pos, colour, k, MUSH_ROOM, ruling, back)
            ruling.because(
                EXAMPLE_EXPLORE,
                msg(
                    "mycelium.gather.mush-room-always",
                    "a Gatherer on the Mush Room always gathers, as in the Explore examples",
                ),
            )
        elif kind == "hero-tavern":
            recruit(pos, colour, k, move, ruling)
        elif kind == "colony":
            continue
        elif loc_id in decline:
            ruling.event(
                MAY_DECLINE,
                msg(
                    "mycelium.team.declines",
                    "{player} chooses not to gather at {location}",
                    player=colour,
                    location=loc_id,
                ),
            )
        elif _take_tokens(pos, colour, loc_id, k, prefer, ruling) and check_end(pos, colour, ruling):
            return True
    return False


def _take_tokens(pos: Position, colour: str, loc_id: str, k: int, prefer: dict, ruling: Ruling) -> int:
    """``k`` Gatherers take tokens from a location, as many as the bonded Paths allow; returns the Nutrient
    Tokens taken."""
    from referee.engine.mycelium.variants.emsporium import item_bonus
    from referee.engine.mycelium.variants.team import COLONY_CAP

    edges: list[str] = []  # the bonded Paths, where the position shows them (for the wording)

    def bonded() -> int:
        edges.extend(bonded_paths(pos, colour, loc_id))
        return len(edges)

    n_bonded = fact_about(pos, BONDED_PATHS, (colour, loc_id), bonded, player=colour, location=loc_id)
    per = 1 + item_bonus(pos, colour, "gather", ruling)
    cap = min(n_bonded, k * per)
    _explain_cap(colour, loc_id, n_bonded, edges, k, per, ruling)
    got = _split_tokens(pos, loc_id, cap, prefer, ruling)
    _move_tokens(pos, colour, loc_id, got)
    rule = EXAMPLE_BIRCH if k > cap and got["nutrient"] else ONE_PER_GATHERER
    ruling.event(
        rule,
        msg_n(
            "mycelium.gather.takes",
            "{player}'s {gatherers} on {location} takes {nutrients} and {spores}",
            "{player}'s {gatherers} on {location} take {nutrients} and {spores}",
            k,
            player=colour,
            gatherers=gatherers(k),
            location=loc_id,
            nutrients=nutrient_tokens(got["nutrient"]),
            spores=spore_tokens(got["spore"]),
        ),
        location=loc_id,
        nutrients=got["nutrient"],
        spores=got["spore"],
    )
    if in_play(pos, "team") and got["nutrient"] and nutrients_held(pos, colour) > 10:
        extra = nutrients_held(pos, colour) - 10
        pos.nutrients_gained[colour] -= extra
        with untraced():  # back to the supply of the working copy
            me = pos.described(colour)
            if me is not None:
                me.nutrient_tokens = 10
            if pos.supply.nutrient_tokens is not None:
                pos.supply.nutrient_tokens += extra
        ruling.event(
            COLONY_CAP,
            msg_n(
                "mycelium.team.colony-cap",
                "{player} returns {n} Nutrient Token over 10 to the supply",
                "{player} returns {n} Nutrient Tokens over 10 to the supply",
                extra,
                player=colour,
            ),
        )
    return got["nutrient"]


def _tokens_there(pos: Position, loc_id: str, kind: str) -> int:
    what = TOKEN_KINDS[kind]
    count = lambda: getattr(pos.board.location_map[loc_id], kind + "s")  # noqa: E731
    return fact_about(pos, TOKENS_THERE, (loc_id, kind), count, what=what, location=loc_id)


def _move_tokens(pos: Position, colour: str, loc_id: str, got: dict[str, int]) -> None:
    """The tokens taken go from the location to the player's mat (on the working copy, where described)."""
    pos.nutrients_gained[colour] = pos.nutrients_gained.get(colour, 0) + got["nutrient"]
    with untraced():
        loc = (pos.board.locations or {}).get(loc_id)
        if loc is not None:
            loc.nutrients -= got["nutrient"]
            loc.spores -= got["spore"]
        me = pos.described(colour)
        if me is not None:
            me.spore_tokens += got["spore"]
            me.nutrient_tokens += got["nutrient"]


def _explain_cap(colour: str, loc_id: str, n: int, bonded: list[str], k: int, per: int, ruling: Ruling) -> None:
    """Why this many tokens: the bonded Paths cap what the Gatherers there bring back."""
    from referee.engine.mycelium.variants.emsporium import BACKPACK_EXAMPLE

    ruling.because(
        BONDED,
        msg_n(
            "mycelium.gather.bonded",
            "{player} has {n} bonded Path on {location} ({edges}): at most {tokens}",
            "{player} has {n} bonded Paths on {location} ({edges}): at most {tokens}",
            n,
            player=colour,
            location=loc_id,
            edges=listed(bonded, NONE) if bonded or not n else msg("mycelium.gather.edges-not-shown", "not shown"),
            tokens=tokens(n),
        ),
    )
    ruling.because(
        ONE_PER_GATHERER,
        msg_n(
            "mycelium.gather.per-gatherer",
            "{gatherers} on {location} takes up to {tokens}, capped at {cap} by bonded Paths",
            "{gatherers} on {location} take up to {tokens}, capped at {cap} by bonded Paths",
            k,
            gatherers=gatherers(k),
            location=loc_id,
            tokens=tokens(k * per),
            cap=n,
        ),
    )
    if per > 1:
        ruling.because(
            BACKPACK_EXAMPLE,
            msg(
                "mycelium.gather.per-backpack",
                "each Gatherer of {player} may bring back {tokens}",
                player=colour,
                tokens=tokens(per),
            ),
        )


def _split_tokens(pos: Position, loc_id: str, cap: int, prefer: dict, ruling: Ruling) -> dict[str, int]:
    """How many of each kind ``cap`` tokens are: the player's preferred kind first (Nutrients when the move does
    not say); the other kind is counted only when the first leaves room."""
    first = prefer.get(loc_id) or "nutrient"
    other = "spore" if first == "nutrient" else "nutrient"
    got = {"nutrient": 0, "spore": 0}
    got[first] = min(cap, _tokens_there(pos, loc_id, first)) if cap else 0
    left = cap - got[first]
    if left:
        got[other] = min(left, _tokens_there(pos, loc_id, other))
    elif cap and loc_id not in prefer:
        ruling.used(
            f"move.prefer.{loc_id}",
            first,
            msg(
                "mycelium.input.prefer",
                "which kind of token to take is the player's choice (Nutrients unless the move says)",
            ),
        )
    return got


def resolve_gather(pos: Position, colour: str, move, ruling: Ruling) -> None:
    from referee.engine.mycelium.phases import NO_ACTIONS_AFTER_GATHER

    if pos.phase == "action":
        ruling.event(
            START,
            msg("mycelium.gather.starts", "{player} ends the Action Phase and starts the Gather Phase", player=colour),
        )
        ruling.because(NO_ACTIONS_AFTER_GATHER, msg("mycelium.gather.no-more-actions", "no more actions this turn"))
    pos.phase = "gather"
    out = fact_about(pos, GATHERERS, (colour,), lambda: list(pos.player(colour).gatherers), player=colour)
    ended = gather_with(pos, colour, list(out), move, ruling)
    if ended:
        return
    if out:
        ruling.event(
            RETURN,
            msg_n(
                "mycelium.gather.return",
                "{player}'s {gatherers} returns to the Colony",
                "{player}'s {gatherers} return to the Colony",
                len(out),
                player=colour,
                gatherers=gatherers(len(out)),
            ),
        )
    with untraced():  # the Gatherers go home on the working copy
        me = pos.described(colour)
        if me is not None:
            me.gatherers = []
    pos.phase = "place"
