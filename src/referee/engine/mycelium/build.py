"""Build a Path: the cost, where a Path may go (edges, connection, two per edge, never two of your own), the
20-Path limit, and the Penny Bun / Inky Cap reactions right after each Path is placed."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.board import connected_to_own
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.cards import CARD_LAYOUT, CARDS, cancel_chain, discard, not_a_card, rule_of, take_from_hand
from referee.engine.mycelium.draw import to_hand
from referee.engine.mycelium.model import COMPONENTS, Position, colour_choices, fact_about, untraced
from referee.engine.mycelium.words import COLOURS, NONE, cards, listed, of, paths, spore_tokens

COST = BOOK.rule(
    "mycelium.build.cost",
    en="Each Path costs 3 Spore Value: Spore Tokens from your mat are worth 3, cards their Spore Value; no refund.",
    es="Cada Camino cuesta 3 de Valor de Esporas: cada Ficha de Espora vale 3, las cartas su Valor; sin reembolso.",
    nl="Elk Pad kost 3 sporenwaarde: een Sporefiche is 3 waard, kaarten hun sporenwaarde; geen teruggave.",
    ru="Каждый Путь стоит 3 ценности спор: жетон спор стоит 3, карта — свою ценность; сдачи нет.",
    # two Builders played as a pair build 2 Paths for free (Chanterelle's and Wood Blewit's Action)
    unless=("mycelium.cards.chanterelle", "mycelium.cards.wood-blewit"),
    quotes={
        "en": [
            "Spend 3 Spore Value to build each Path\n- Spore Tokens are worth 3 Spore Value each\n"
            "  - You may spend Spore Tokens from your Player Mat\n  - Return spent Spore Tokens to the supply",
            "Mushling Cards may be spent for their Spore Value. You may spend as many Mushling Cards as you want, "
            "amounting to their combined Spore Value.\n  - Discard all spent Mushling Cards",
            "You are not refunded for excess Spore Value spent, but you may build multiple paths in one build action",
        ]
    },
)

ONE_AT_A_TIME = BOOK.rule(
    "mycelium.build.one-at-a-time",
    en="Several Paths bought in one build action are placed one at a time before any other action.",
    es="Varios Caminos de una misma acción se colocan de uno en uno antes de otra acción.",
    nl="Meerdere Paden uit één bouwactie worden één voor één gelegd vóór een andere actie.",
    ru="Несколько Путей одного строительства ставятся по одному до любого другого действия.",
    quotes={
        "en": "When building multiple paths in one build action, you must place all paths one at a time before "
        "taking another action."
    },
)

ON_EDGES = BOOK.rule(
    "mycelium.build.on-edges",
    facts=["board-map-not-found"],
    en="Paths go only on edges, the spaces between the hexagons.",
    es="Los Caminos solo van en aristas, los espacios entre hexágonos.",
    nl="Paden liggen alleen op randen, de ruimtes tussen de zeshoeken.",
    ru="Пути кладутся только на рёбра — промежутки между шестиугольниками.",
    quotes={
        "en": [
            "The spaces between the hexagon spaces are called edges",
            "Paths can only be placed on edges",
        ]
    },
)

CONNECTED = BOOK.rule(
    "mycelium.build.connected",
    en="A new Path must be connected to one of your existing Paths (on an adjoining edge).",
    es="Un Camino nuevo debe estar conectado a uno de tus Caminos (en una arista contigua).",
    nl="Een nieuw Pad moet verbonden zijn met een van je Paden (op een aangrenzende rand).",
    ru="Новый Путь должен соединяться с одним из ваших Путей (на смежном ребре).",
    quotes={
        "en": [
            "new Paths must be connected to one of your existing Paths\n- Connected Paths are Paths on adjoining edges",
            "The image above shows 2 connected Paths.",
        ]
    },
)

PERMANENT = BOOK.rule(
    "mycelium.build.permanent-paths",
    en="Each Colony has 6 permanent Paths around it, printed on the board.",
    es="Cada Colonia tiene 6 Caminos permanentes a su alrededor, impresos en el tablero.",
    nl="Elke Kolonie heeft 6 vaste Paden eromheen, op het bord gedrukt.",
    ru="У каждой колонии 6 постоянных Путей вокруг, напечатанных на поле.",
    quotes={"en": "Colonies have 6 permanent Paths surrounding them\n- These permanent Paths are shown on the board"},
)

EDGE_CAPACITY = BOOK.rule(
    "mycelium.build.edge-capacity",
    en="An edge holds at most 2 Paths.",
    es="Una arista admite como máximo 2 Caminos.",
    nl="Op een rand liggen hoogstens 2 Paden.",
    ru="На ребре не больше 2 Путей.",
    quotes={
        "en": [
            "Each edge can only have 2 Paths on it",
            "The image above shows a Path from Red and a Path from Green sharing the same edge of the Birch Nutrient "
            "Tree.",
        ]
    },
)

SAME_EDGE_OWN = BOOK.rule(
    "mycelium.build.same-edge-own-path",
    en="You may never have two of your own Paths on one edge.",
    es="Nunca puedes tener dos Caminos propios en la misma arista.",
    nl="Je mag nooit twee eigen Paden op dezelfde rand hebben.",
    ru="Нельзя иметь два своих Пути на одном ребре.",
    quotes={"en": "you can NOT have 2 of your own Paths on the same edge"},
)

PATH_LIMIT = BOOK.rule(
    "mycelium.build.twenty-path-limit",
    en="With all 20 of your Paths in play, building a new Path means removing one of yours.",
    es="Con tus 20 Caminos en juego, para construir uno nuevo debes quitar uno tuyo.",
    nl="Met al je 20 Paden in het spel moet je er één weghalen om een nieuw te bouwen.",
    ru="Если все 20 ваших Путей в игре, чтобы построить новый, уберите один свой.",
    quotes={
        "en": [
            "If you have the max of 20 Paths already in play, you must remove 1 of your existing Paths when "
            "building a new Path.",
            "80 Path Pieces (20 of each color)",
        ]
    },
)

EXAMPLE = BOOK.rule(
    "mycelium.build.example-penny-bun",
    en="Rulebook example: a Path removed by Penny Bun is lost though paid for; the other Path stays.",
    es="Ejemplo del reglamento: un Camino quitado por Penny Bun se pierde aunque se pagó; el otro se queda.",
    nl="Voorbeeld uit de regels: een Pad dat Penny Bun weghaalt is betaald maar weg; het andere blijft.",
    ru="Пример из правил: Путь, убранный Penny Bun, оплачен, но потерян; другой остаётся.",
    quotes={
        "en": [
            "Blue spends 3 Mushling Cards worth 2 Spores each to build 2 Paths. They place 1 sharing an edge with "
            "Beige's Path.",
            "Green plays a Penny Bun to make Blue remove the Path. Blue only successfully built 1 Path even though "
            "they paid for 2.",
        ]
    },
)

PENNY_BUN = rule_of("Penny Bun")
INKY_CAP = rule_of("Inky Cap")
BUILD_REACTORS = {"Penny Bun": PENNY_BUN, "Inky Cap": INKY_CAP}
# a question the texts leave open (attack and the build reactions both meet it)
SAME_EDGE_CONNECTED = Need(
    msg("mycelium.need.same-edge-connected", "Do two Paths on the same edge count as connected?"), None, "rule"
)


EITHER_HAND_OTHER_COLONY = Need(
    msg(
        "mycelium.need.either-hand-other-colony",
        "2 Player variant: may a Reaction from one Colony's hand answer a Path connected only to the player's other "
        "Colony?",
    ),
    None,
    "rule",
)


# --- the facts the build rules decide on (stated, computed from the position, or asked) --------------------------
SPORES_ON_MAT = BOOK.fact(
    "spores",
    "number",
    msg("mycelium.fact.spore-tokens", "How many Spore Tokens does {player} have on their mat?"),
    rule=COST,
)
ON_EDGE = BOOK.fact(
    "on-edge",
    "several_of",
    msg("mycelium.fact.paths-on-edge", "Which colours already have a Path on {edge}? (none: an empty list)"),
    rule=EDGE_CAPACITY,
    names=COLOURS,
)
ADJOINS_OWN = BOOK.fact(
    "adjoins",
    "yes_no",
    msg(
        "mycelium.fact.adjoins-own-path",
        "Does {edge} adjoin one of {player}'s Paths (counting one just built in this move)?",
    ),
    rule=CONNECTED,
)
NEAR_LIMIT = BOOK.fact(
    "near-limit",
    "yes_no",
    msg("mycelium.fact.paths-near-limit", "Does {player} have {k} or more of their 20 Paths in play?"),
    rule=PATH_LIMIT,
)
PATHS_IN_PLAY = BOOK.fact(
    "paths-placed",
    "number",
    msg("mycelium.fact.paths-in-play", "How many of their 20 Paths does {player} have in play?"),
    rule=PATH_LIMIT,
)
OWN_PLACED = BOOK.fact(
    "own-path",
    "yes_no",
    msg("mycelium.fact.placed-path", "Has {player} a Path they placed on {edge}?"),
    rule=PATH_LIMIT,
)


def spores_on_mat(pos: Position, colour: str) -> int:
    return fact_about(pos, SPORES_ON_MAT, (colour,), lambda: pos.player(colour).spore_tokens, player=colour)


def paths_in_play(pos: Position, colour: str, adding: int, exact: bool = False) -> int | None:
    """The colour's Paths in play before this move's next placement; None: too few to reach the limit with the
    ``adding`` Paths this move places (a player answers "not near the limit" sooner than a count)."""
    counts = pos.path_counts
    if colour in counts and (counts[colour] is not None or not exact):
        return counts[colour]
    limit = COMPONENTS["paths_per_colour"]
    k = max(0, limit + 1 - adding)
    near = exact or fact_about(
        pos, NEAR_LIMIT, (colour,), lambda: len(pos.placed_paths(colour)) >= k, player=colour, k=k
    )
    n = (
        fact_about(pos, PATHS_IN_PLAY, (colour,), lambda: len(pos.placed_paths(colour)), player=colour)
        if near
        else None
    )
    counts[colour] = n
    return n


def at_path_limit(pos: Position, colour: str, adding: int) -> bool:
    n = paths_in_play(pos, colour, adding)
    return n is not None and n >= COMPONENTS["paths_per_colour"]


def pay(pos: Position, colour: str, payment, value_needed: int, rule, ruling: Ruling, what: Msg) -> None:
    """Spend Spore Tokens (3 each, to the supply) and cards (their Spore Value, discarded); no refund."""
    value = _payment_value(pos, colour, payment, value_needed, rule, ruling, what)
    if payment.cards:
        ruling.because(
            CARD_LAYOUT,
            msg(
                "mycelium.build.spore-values",
                "Spore Values: {cards}",
                cards=[f"{n} {CARDS[n].spore}" for n in payment.cards],
            ),
        )
    with untraced():  # the tokens go from the mat to the supply of the working copy, where it counts them
        me = pos.described(colour)
        if me is not None:
            me.spore_tokens = max(0, me.spore_tokens - payment.spore_tokens)
        if pos.supply.spore_tokens is not None:
            pos.supply.spore_tokens += payment.spore_tokens
    discard(pos, list(payment.cards))
    ruling.because(
        rule,
        msg(
            "mycelium.build.paid",
            "{what}: {value} Spore Value paid for {needed} needed",
            what=what,
            value=value,
            needed=value_needed,
        ),
    )
    ruling.event(rule, _pays(colour, payment, value, value_needed), player=colour)


def _pays(colour: str, payment, value: int, value_needed: int) -> Msg:
    parts = {"player": colour, "value": value, "tokens": spore_tokens(payment.spore_tokens)}
    parts["cards"] = cards(len(payment.cards))
    if value > value_needed:
        return msg(
            "mycelium.build.pays-excess",
            "{player} pays {value} Spore Value ({tokens} to the supply, {cards} discarded); "
            "{excess} excess not refunded",
            excess=value - value_needed,
            **parts,
        )
    return msg(
        "mycelium.build.pays",
        "{player} pays {value} Spore Value ({tokens} to the supply, {cards} discarded)",
        **parts,
    )


def _payment_value(pos: Position, colour: str, payment, value_needed: int, rule, ruling: Ruling, what: Msg) -> int:
    """The Spore Value of a payment the player can make and that covers the cost; stops if not."""
    from referee.engine.mycelium.variants.team import NOT_TEAMMATE_SPORES

    if payment.owner and payment.owner != colour:
        ruling.illegal(
            NOT_TEAMMATE_SPORES,
            msg(
                "mycelium.team.not-their-spores",
                "{player} may not spend {owner}'s Spore Tokens",
                player=colour,
                owner=payment.owner,
            ),
        )
    # the cards it states come from the hand first: a card not held is refused whatever else pays (it was asked
    # for the Spore Tokens as if the card could pay its part)
    for name in payment.cards:
        ruling.require(name in CARDS, rule, not_a_card(name))
        take_from_hand(pos, colour, name, rule, ruling, msg("mycelium.hand.to-spend", "spend"), action=True)
    _ask_unstated_payment(pos, colour, payment, value_needed, rule, ruling, what)
    lacks = builder_pair_lacks(pos, colour) if rule is COST else None
    have = spores_on_mat(pos, colour) if payment.spore_tokens else 0
    ruling.require(
        payment.spore_tokens <= have,
        rule,
        msg_n(
            "mycelium.build.mat-spores",
            "{player} has {n} Spore Token on their mat, not {want}",
            "{player} has {n} Spore Tokens on their mat, not {want}",
            have,
            player=colour,
            want=payment.spore_tokens,
        ),
        lacks,
    )
    value = 3 * payment.spore_tokens + sum(CARDS[n].spore for n in payment.cards)
    ruling.require(
        value >= value_needed,
        rule,
        msg(
            "mycelium.build.short",
            "cost of {what}: {needed} Spore Value; paid {tokens} x 3 + cards ({cards}) = {value}",
            what=what,
            needed=value_needed,
            tokens=spore_tokens(payment.spore_tokens),
            cards=listed([f"{n} {CARDS[n].spore}" for n in payment.cards], NONE),
            value=value,
        ),
        lacks,
    )
    return value


def _ask_unstated_payment(
    pos: Position, colour: str, payment, value_needed: int, rule, ruling: Ruling, what: Msg
) -> None:
    """How a cost is paid is the player's to say: a payment part the move leaves out (a dispute asks only what
    it must) is asked, not read as nothing paid. The Spore Tokens first, then the cards, only while what is
    stated does not cover the cost; a part the move states (``cards: []`` too) is the whole of that part."""
    said = payment.model_fields_set
    value = 3 * payment.spore_tokens + sum(CARDS[n].spore for n in payment.cards if n in CARDS)
    if value >= value_needed or {"spore_tokens", "cards"} <= said:
        return
    if "spore_tokens" not in said:
        question = msg(
            "mycelium.need.pay-tokens", "How many Spore Tokens does {player} spend on it (0 for none)?", player=colour
        )
        need = Need(question, "move.pay_with.spore_tokens", "number")
    else:
        with untraced():  # the choices only: the hand decides nothing here
            me = pos.described(colour)
            hand = tuple(dict.fromkeys(me.hand)) if me is not None and me.hand else ()
        question = msg(
            "mycelium.need.pay-cards",
            "Which Mushling Cards does {player} spend for their Spore Value (none: leave it empty)?",
            player=colour,
        )
        need = Need(question, "move.pay_with.cards", "several_of", hand or tuple(CARDS))
    ruling.undetermined(
        rule,
        msg(
            "mycelium.build.payment-not-said",
            "{what} costs {needed} Spore Value; the move does not say how {player} pays it",
            what=what,
            needed=value_needed,
            player=colour,
        ),
        needs=[need],
    )


def builder_pair_lacks(pos: Position, colour: str) -> dict[str, Msg]:
    """What the position lacks for building for free with a pair of Builders (the exceptions to the cost)."""
    with untraced():  # wording only: the hand decides nothing here
        me = pos.described(colour)
        hand = me.hand if me is not None else None
    if hand is None:
        lack = msg(
            "mycelium.exception.builder-pair-not-played",
            "this build does not play a pair of Builder cards (use_action, card, pair_with)",
        )
        return {"mycelium.cards.chanterelle": lack, "mycelium.cards.wood-blewit": lack}
    builders = [n for n in hand if n in CARDS and CARDS[n].type == "Builder"]
    if len(builders) >= 2:
        lack = msg(
            "mycelium.exception.builders-not-paired",
            "{colour} holds {cards}, but this build does not play them as a pair (use_action, card, pair_with)",
            colour=colour,
            cards=builders,
        )
    else:
        lack = msg_n(
            "mycelium.exception.no-builder-pair",
            "{colour} holds {n} Builder card; a pair needs 2",
            "{colour} holds {n} Builder cards; a pair needs 2",
            len(builders),
            colour=colour,
        )
    return {"mycelium.cards.chanterelle": lack, "mycelium.cards.wood-blewit": lack}


def check_edge(pos: Position, colour: str, edge: str, ruling: Ruling) -> None:
    """May this colour put a Path on this edge now (edge exists, capacity, own-path, connection)?"""
    from referee.engine.mycelium.variants.team import SHARE_WITH_TEAMMATE

    ruling.require(is_edge(pos, edge), ON_EDGES, not_an_edge(edge))
    with untraced():  # what the answer rests on, for the output; not a rule's read
        if pos.board.edges is not None:
            n_edges = len(pos.board.edges)
            ruling.used(
                "position.board.edges",
                n_edges,
                msg_n(
                    "mycelium.input.board-edges",
                    "the board map is not in the texts: the position gives {n} edge",
                    "the board map is not in the texts: the position gives {n} edges",
                    n_edges,
                ),
            )
    owners = fact_about(pos, ON_EDGE, (edge,), lambda: pos.on_edge(edge), colour_choices(pos), edge=edge)
    ruling.require(
        colour not in owners,
        SAME_EDGE_OWN,
        msg(
            "mycelium.build.own-path-there",
            "{player} already has a Path on {edge}; never two own Paths on one edge",
            player=colour,
            edge=edge,
        ),
    )
    ruling.require(
        len(owners) < 2,
        EDGE_CAPACITY,
        msg("mycelium.build.edge-full", "{edge} already holds 2 Paths ({owners})", edge=edge, owners=list(owners)),
    )
    mates = pos.teammates(colour) & set(owners) if owners else set()
    if mates:
        ruling.because(
            SHARE_WITH_TEAMMATE,
            msg("mycelium.team.shared-edge", "{edge} is shared with teammate {mates}", edge=edge, mates=sorted(mates)),
        )
    adjoining = lambda: connected_to_own(pos, colour, edge)  # noqa: E731
    ruling.require(
        fact_about(pos, ADJOINS_OWN, (colour, edge), adjoining, edge=edge, player=colour),
        CONNECTED,
        msg("mycelium.build.not-adjoining", "{edge} does not adjoin any of {player}'s Paths", edge=edge, player=colour),
    )
    ruling.because(CONNECTED, adjoins(edge, colour))


def is_edge(pos: Position, edge: str) -> bool:
    """Is the name an edge of the board? Not described: the name stands for itself. A yes rests on the board only
    as the move's names do (checked on input), so only a no is a traced read (kept in a cut-down position)."""
    with untraced():
        edges = pos.board.edges
        if edges is None or edge in edges:
            return True
    return edge in pos.board.edges  # a no: traced


def not_an_edge(edge: str | None) -> Msg:
    return msg("mycelium.board.not-an-edge", "{edge} is not an edge of the board the position gives", edge=edge)


def adjoins(edge: str, colour: str) -> Msg:
    return msg("mycelium.path.adjoins", "{edge} adjoins a Path of {player}", edge=edge, player=colour)


def no_path_to_remove(colour: str, edge: str | None) -> Msg:
    return msg(
        "mycelium.path.none-to-remove", "{player} has no placed Path on {edge} to remove", player=colour, edge=edge
    )


def place_path(pos: Position, colour: str, edge: str, removal: str | None, ruling: Ruling, rule, why: Msg) -> None:
    """Put one Path down (checking the edge), removing one at the 20-Path limit."""
    check_edge(pos, colour, edge, ruling)
    n = paths_in_play(pos, colour, 1, exact=removal is not None)
    if n is not None and n >= COMPONENTS["paths_per_colour"]:
        ruling.require(
            removal is not None,
            PATH_LIMIT,
            msg(
                "mycelium.build.limit-name-one",
                "{player} has all {n} Paths in play: name one to remove (move.remove)",
                player=colour,
                n=n,
            ),
        )
        placed = lambda: colour in pos.path_map.get(str(removal), [])  # noqa: E731
        ruling.require(
            fact_about(pos, OWN_PLACED, (colour, str(removal)), placed, player=colour, edge=removal),
            PATH_LIMIT,
            no_path_to_remove(colour, removal),
        )
        remove_path(pos, colour, str(removal))
        n -= 1
        ruling.event(
            PATH_LIMIT,
            msg(
                "mycelium.build.limit-removes",
                "{player} removes their Path on {edge} (20 Paths in play)",
                player=colour,
                edge=removal,
            ),
            edge=removal,
        )
    elif removal is not None:
        ruling.illegal(
            PATH_LIMIT,
            msg_n(
                "mycelium.build.limit-not-reached",
                "{player} has {n} Path in play, under 20: nothing to remove",
                "{player} has {n} Paths in play, under 20: nothing to remove",
                n or 0,
                player=colour,
            ),
        )
    pos.path_counts[colour] = None if n is None else n + 1
    with untraced():  # a change to the working copy
        if pos.paths is not None:
            pos.paths.setdefault(edge, []).append(colour)
    ruling.event(
        rule,
        msg("mycelium.build.places", "{player} places a Path on {edge} ({why})", player=colour, edge=edge, why=why),
        player=colour,
        edge=edge,
    )


def remove_path(pos: Position, colour: str, edge: str) -> None:
    """Take a placed Path off the working copy (nothing to change where the position does not list the Paths)."""
    pos.removed_paths.append((colour, edge))
    with untraced():
        if pos.paths is None or colour not in pos.paths.get(edge, []):
            return
        pos.paths[edge].remove(colour)
        if not pos.paths[edge]:
            del pos.paths[edge]


def build_reactions(pos: Position, builder: str, edge: str, reactions, ruling: Ruling) -> None:
    """Penny Bun / Inky Cap played right after the Path on ``edge``."""
    for r in reactions:
        rule = _check_reaction(pos, builder, edge, r, ruling)
        _resolve_reaction(pos, builder, edge, r, rule, ruling)


def _check_reaction(pos: Position, builder: str, edge: str, r, ruling: Ruling):
    """May this reaction be played on the Path just built? Returns its card's rule."""
    from referee.engine.mycelium.phases import no_player

    rule = BUILD_REACTORS.get(r.card)
    if rule is None:
        ruling.illegal(
            PENNY_BUN,
            msg(
                "mycelium.build.no-build-reaction",
                "{card} has no reaction to a Path being built (Penny Bun or Inky Cap do)",
                card=r.card,
            ),
        )
    ruling.require(pos.has_player(r.player), rule, no_player(r.player))
    ruling.require(
        r.player != builder,
        rule,
        msg(
            "mycelium.build.react-not-own",
            "{card} reacts to another player's Path, not {player}'s own",
            card=r.card,
            player=builder,
        ),
    )
    if builder not in pos.on_edge(edge):
        ruling.illegal(
            rule,
            msg(
                "mycelium.build.react-too-late",
                "the Path on {edge} is already gone: {card} must be played right after it",
                edge=edge,
                card=r.card,
            ),
        )
    _check_reaction_reach(pos, builder, edge, r.player, rule, ruling)
    return rule


def _check_reaction_reach(pos: Position, builder: str, edge: str, player: str, rule, ruling: Ruling) -> None:
    """Is the Path just built on ``edge`` connected to a Path of the reacting ``player`` (an edge shared
    only, or a Path of the player's other Colony, leave it open)?"""
    if not connected_to_own(pos, player, edge) and player in pos.on_edge(edge):
        ruling.undetermined(
            rule,
            msg(
                "mycelium.build.shares-edge-only",
                "{builder}'s Path on {edge} shares its edge with {player}'s Path but adjoins none of theirs",
                builder=builder,
                edge=edge,
                player=player,
            ),
            needs=[SAME_EDGE_CONNECTED],
        )
    if not connected_to_own(pos, player, edge):
        _connected_to_the_players_other_colony(pos, builder, edge, player, ruling)
    ruling.require(
        connected_to_own(pos, player, edge),
        rule,
        msg(
            "mycelium.build.react-not-connected",
            "{builder}'s Path on {edge} is not connected to a Path of {player}",
            builder=builder,
            edge=edge,
            player=player,
        ),
    )


def _connected_to_the_players_other_colony(pos: Position, builder: str, edge: str, player: str, ruling: Ruling) -> None:
    """2 Player variant: the new Path adjoins only the other Colony of the reacting player. "You may play Mushling
    Cards with Reaction abilities from either hand when applicable" -- whether "your own Paths" then means the
    Colony's or the player's, the text does not say: undetermined, not guessed either way."""
    from referee.engine.mycelium.variants.team import TWO_PLAYER, stated_in_play

    if not stated_in_play(pos, "two_player"):
        return
    mates = sorted(m for m in pos.teammates(player) if m != builder and connected_to_own(pos, m, edge))
    if mates:
        ruling.undetermined(
            TWO_PLAYER,
            msg(
                "mycelium.team.reaction-for-other-colony",
                "{builder}'s Path on {edge} adjoins a Path of {mate}, the other Colony of the player who plays "
                "{player}, but none of {player}'s own",
                builder=builder,
                edge=edge,
                mate=mates[0],
                player=player,
            ),
            needs=[EITHER_HAND_OTHER_COLONY],
        )


def _resolve_reaction(pos: Position, builder: str, edge: str, r, rule, ruling: Ruling) -> None:
    """Play the reaction: the card is discarded; unless cancelled, the Path goes (or Inky Cap is paid)."""
    take_from_hand(pos, r.player, r.card, rule, ruling, msg("mycelium.hand.to-react", "react"))
    discard(pos, [r.card])
    ruling.event(
        rule,
        msg(
            "mycelium.build.reacts",
            "{player} plays {card} after {builder}'s Path on {edge}",
            player=r.player,
            card=r.card,
            builder=builder,
            edge=edge,
        ),
        player=r.player,
    )
    if cancel_chain(pos, r.cancelled_by, ruling, of(r.player, r.card)):
        return
    if r.card == "Inky Cap" and r.give:
        ruling.require(
            len(r.give) == 2,
            INKY_CAP,
            msg("mycelium.build.inky-cap-two", "Inky Cap asks for 2 Mushling Cards, not {n}", n=len(r.give)),
        )
        for name in r.give:
            take_from_hand(pos, builder, name, INKY_CAP, ruling, msg("mycelium.hand.to-give-inky", "give to Inky Cap"))
            to_hand(pos, r.player, name)
        ruling.event(
            INKY_CAP,
            msg(
                "mycelium.build.inky-cap-paid",
                "{builder} gives {player} 2 cards; the Path on {edge} stays",
                builder=builder,
                player=r.player,
                edge=edge,
            ),
            cards=r.give,
        )
        return
    remove_path(pos, builder, edge)
    ruling.event(
        rule,
        msg(
            "mycelium.build.reaction-removes",
            "{builder}'s new Path on {edge} is removed; the cost is not refunded",
            builder=builder,
            edge=edge,
        ),
        edge=edge,
    )


def resolve_build(pos: Position, colour: str, move, ruling: Ruling) -> None:
    ruling.require(
        len(set(move.paths)) == len(move.paths),
        SAME_EDGE_OWN,
        msg("mycelium.build.edge-twice", "the same edge is named twice"),
    )
    for r in move.reactions:
        ruling.require(
            r.after in move.paths,
            ONE_AT_A_TIME,
            msg("mycelium.build.reaction-after-other", "reaction after {edge}: not a Path of this build", edge=r.after),
        )
    pay(pos, colour, move.pay_with, 3 * len(move.paths), COST, ruling, paths(len(move.paths)))
    removals = list(move.remove)
    for i, edge in enumerate(move.paths):
        removal = removals.pop(0) if removals and at_path_limit(pos, colour, len(move.paths) - i) else None
        place_path(pos, colour, edge, removal, ruling, ONE_AT_A_TIME, msg("mycelium.build.why-built", "built"))
        build_reactions(pos, colour, edge, [r for r in move.reactions if r.after == edge], ruling)
    ruling.require(
        not removals,
        PATH_LIMIT,
        msg(
            "mycelium.build.removal-not-needed",
            "removal of {edges} not needed: the 20-Path limit was not reached",
            edges=removals,
        ),
    )
    kept = [e for e in move.paths if (colour, e) not in pos.removed_paths]
    if len(kept) < len(move.paths):
        ruling.because(
            EXAMPLE,
            msg(
                "mycelium.build.paid-built-fewer",
                "{player} paid for {paid} and built {built}, as in the Build Example",
                player=colour,
                paid=paths(len(move.paths)),
                built=len(kept),
            ),
        )
