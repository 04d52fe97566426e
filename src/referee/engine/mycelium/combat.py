"""Attack: connection to the target, the six steps of combat, Combat Tokens and Reinforcements, ties to the
defender, rewards, and the revealed cards' Reactions (attacker first), then the discards."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.catalogues import Msg
from referee.engine.core.position_facts import known, read_fact
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.board import connected_to_own
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.cards import CARDS, cancel_chain, not_a_card, rule_of, take_from_hand
from referee.engine.mycelium.model import Position, colour_choices, fact_about, untraced
from referee.engine.mycelium.variants.emsporium import Bow
from referee.engine.mycelium.words import COLOURS, NONE, SEVERAL, of, side_name

CONNECTED = BOOK.rule(
    "mycelium.attack.connected",
    en="You may attack another player's Path only if you are connected to it.",
    es="Solo puedes atacar un Camino de otro jugador si estás conectado a él.",
    nl="Je mag een Pad van een ander alleen aanvallen als je ermee verbonden bent.",
    ru="Атаковать чужой Путь можно, только если вы с ним соединены.",
    # the texts let two things reach an unconnected Path: Parrot Toadstool's Action and the Emsporium's Bow
    unless=("mycelium.cards.parrot-toadstool", "mycelium.emsporium.example-bow"),
    quotes={
        "en": [
            "Attack another player's Path\n- You must be connected to the targeted Path to attack it",
            "Blue targets the Red Path connected to their Blue Path.",
        ]
    },
)

TARGET = BOOK.rule(
    "mycelium.attack.target",
    en="The target of an attack is another player's Path on an edge of the board.",
    es="El objetivo de un ataque es un Camino de otro jugador en una arista del tablero.",
    nl="Het doel van een aanval is een Pad van een andere speler op een rand van het bord.",
    ru="Цель атаки — Путь другого игрока на ребре поля.",
    # the Attack section's own heading first: the overview's line is the summary of it
    quotes={
        "en": [
            "Attack another player's Path",
            "Mushling Cards may also be used to attack other players' paths, which are removed if you win.",
        ]
    },
)

ANNOUNCE = BOOK.rule(
    "mycelium.attack.step1-announce",
    en="Step 1: announce the attack and point to the targeted Path.",
    es="Paso 1: anuncia el ataque y señala el Camino objetivo.",
    nl="Stap 1: kondig de aanval aan en wijs het doelpad aan.",
    ru="Шаг 1: объявите атаку и укажите целевой Путь.",
    quotes={
        "en": "- Follow the steps below to complete combat:\n  1. Announce you are attacking a Path and point to the "
        "targeted Path"
    },
)

ATTACKER_CARD = BOOK.rule(
    "mycelium.attack.step2-attacker-card",
    en="Step 2: the attacker places a Mushling Card face down.",
    es="Paso 2: el atacante pone una carta Mushling boca abajo.",
    nl="Stap 2: de aanvaller legt een Mushlingkaart gesloten neer.",
    ru="Шаг 2: атакующий кладёт карту грибочка рубашкой вверх.",
    quotes={"en": "2. Choose a Mushling Card and place it face-down in front of you"},
)

DEFENDER_CARD = BOOK.rule(
    "mycelium.attack.step3-defender",
    en="Step 3: the Path's owner may defend with a face-down card; if not, the Path is removed and no token is won.",
    es="Paso 3: el dueño del Camino puede defender con una carta boca abajo; si no, se quita el Camino sin ganar "
    "ficha.",
    nl="Stap 3: de eigenaar mag verdedigen met een gesloten kaart; zo niet, dan gaat het Pad weg zonder fiche.",
    ru="Шаг 3: владелец Пути может защищаться картой рубашкой вверх; если нет — Путь убран, жетон не даётся.",
    quotes={
        "en": "3. The Defender (the player who owns the targeted Path) may then decide to place a Mushling Card "
        "face-down in front of them:\n    - If the Defender plays a Mushling Card, proceed to step 4\n    - OR if "
        "the Defender does not play a Mushling Card, remove their Path, reveal your Mushling Card and skip to step 6 "
        "(do not gain a Combat Token)"
    },
)

REVEAL = BOOK.rule(
    "mycelium.attack.step4-reveal-and-boost",
    en="Step 4: reveal both cards; anyone may add Combat Tokens (+1) and Reinforcement cards to either side.",
    es="Paso 4: se revelan ambas cartas; cualquiera puede añadir Fichas de Combate (+1) y Refuerzos a cualquier lado.",
    nl="Stap 4: beide kaarten open; iedereen mag gevechtsfiches (+1) en Versterkingen aan een kant toevoegen.",
    ru="Шаг 4: обе карты раскрываются; любой может добавить жетоны боя (+1) и Подкрепления любой стороне.",
    quotes={
        "en": [
            "4. Reveal both Mushling Cards and compare their Combat Value\n    - Combat Tokens and Reinforcement "
            "Mushling Cards can be used by any player at this time",
            "A Combat Token may be spent in any battle to add +1 to either player's Combat Value (discard after use)",
            'Reaction abilities that say "if revealed in combat" can not be used unless they belong to the initial '
            "face-down cards.",
        ]
    },
)

ATTACKER_WINS = BOOK.rule(
    "mycelium.attack.greater-wins",
    en="The attacker wins only with a final Combat Value greater than the defender's.",
    es="El atacante gana solo con un Valor de Combate final mayor que el del defensor.",
    nl="De aanvaller wint alleen met een hogere eindgevechtswaarde dan de verdediger.",
    ru="Атакующий побеждает, только если его итоговая боевая сила больше, чем у защитника.",
    quotes={"en": "- If your final Combat Value is greater than the Defender's, you win"},
)

TIE_TO_DEFENDER = BOOK.rule(
    "mycelium.attack.tie-to-defender",
    en="A tie (or less) goes to the defender.",
    es="El empate (o menos) favorece al defensor.",
    nl="Bij gelijkspel (of minder) wint de verdediger.",
    ru="При равенстве (или меньше) побеждает защитник.",
    quotes={"en": "- OR if your final Combat Value is equal to or less than the Defender's, the Defender wins"},
)

REWARD = BOOK.rule(
    "mycelium.attack.step5-reward",
    en="Step 5: a winning attacker removes the Path and gains 1 Combat Token; a winning defender draws 1 card.",
    es="Paso 5: si gana el atacante quita el Camino y gana 1 Ficha de Combate; si gana el defensor roba 1 carta.",
    nl="Stap 5: wint de aanvaller, dan gaat het Pad weg en krijgt hij 1 gevechtsfiche; wint de verdediger, dan "
    "trekt die 1 kaart.",
    ru="Шаг 5: победивший атакующий убирает Путь и получает жетон боя; победивший защитник берёт 1 карту.",
    quotes={
        "en": "5. Reward the winner\n    - If you (the Attacker) win, remove the targeted Path and gain 1 Combat "
        "Token\n    - OR if the Defender wins, the targeted Path is not removed and the Defender draws 1 Mushling Card"
    },
)

RESOLVE = BOOK.rule(
    "mycelium.attack.step6-reactions-and-discard",
    en="Step 6: resolve the revealed cards' Reactions, attacker first; then discard all cards played.",
    es="Paso 6: resuelve las Reacciones de las cartas reveladas, primero el atacante; luego descarta todas.",
    nl="Stap 6: handel de Reacties van de onthulde kaarten af, aanvaller eerst; leg daarna alle kaarten af.",
    ru="Шаг 6: разыграйте реакции раскрытых карт, сначала атакующего; затем сбросьте все сыгранные карты.",
    quotes={
        "en": "6. Resolve any Reaction abilities from the 2 revealed Mushling Cards in combat (such as Thief cards) "
        "after a winner is determined, starting with the Attacker's ability first\n    - Discard both revealed "
        "Mushling Cards and all played Mushling Cards after resolving any abilities, even if the Defender did not "
        "play a card"
    },
)

EXAMPLE = BOOK.rule(
    "mycelium.attack.example",
    en="Rulebook example: Parasol + Blue Oyster ties Liberty Cap + a Combat Token; Red wins, Blue steals, Red builds.",
    es="Ejemplo: Parasol + Blue Oyster empata con Liberty Cap + Ficha; gana Rojo, Azul roba, Rojo construye.",
    nl="Voorbeeld: Parasol + Blue Oyster staat gelijk met Liberty Cap + fiche; Rood wint, Blauw steelt, Rood bouwt.",
    ru="Пример: Parasol + Blue Oyster равен Liberty Cap + жетон; Красный побеждает, Синий крадёт, Красный строит.",
    quotes={
        "en": [
            "Blue attacks Red's Path in order to break Red's bond to the Willow Tree. Blue places a Parasol "
            "face-down to attack. Red wants to keep this Path so they can Gather from the Willow on their turn, so "
            "they play a Liberty Cap face-down to defend.",
            "Blue plays a Blue Oyster to add +2 to their Combat Value! Red then decides to use one of their Combat "
            "Tokens to add +1 to their Combat Value. Blue has no more tricks up their sleeve, and the final result is "
            "a tie. Therefore, Red wins and draws a Mushling Card.",
            "Because Blue revealed a Parasol, Blue steals 1 Mushling Card from Red. Then because Red won with a "
            "Liberty Cap, Red builds 1 Path for no cost.",
        ]
    },
)

PERMANENT_TARGET = BOOK["mycelium.build.permanent-paths"]
SIDES = ("attacker", "defender")
# questions the texts leave open
CHICKEN_DRAW_TIMING = Need(
    msg(
        "mycelium.need.chicken-draw-timing",
        "Do the 3 cards a defending Chicken of the Woods draws come before the winner is determined, so that one "
        "may reinforce in that battle?",
    ),
    None,
    "rule",
)
PERMANENT_ATTACKABLE = Need(
    msg("mycelium.need.permanent-attackable", "Can a permanent Colony Path be attacked and removed?"), None, "rule"
)
NO_COMBAT_TOKEN_LEFT = Need(
    msg("mycelium.need.no-combat-token", "What does a winning attacker gain when no Combat Token is left?"),
    None,
    "rule",
)


# --- the facts the attack's rules decide on (stated, computed from the board, or asked) ---------------------------
CONNECTION = BOOK.fact(
    "reach",
    "one_of",
    msg(
        "mycelium.fact.connected-to-target",
        "How is {player} connected to the Path on {edge}?",
    ),
    rule=CONNECTED,
    choices=("adjoining", "same-edge", "neither"),
    names={
        "adjoining": msg("mycelium.choice.reach-adjoining", "a Path of theirs is on an adjoining edge"),
        "same-edge": msg("mycelium.choice.reach-same-edge", "only a Path of theirs on that same edge"),
        "neither": msg("mycelium.choice.reach-neither", "no Path of theirs on it or next to it"),
    },
)
TARGET_OWNER = BOOK.fact(
    "owner",
    "one_of",
    msg(
        "mycelium.fact.target-owner",
        "Whose Path is on {edge}, other than {player}'s? (a colour; none: no other Path; several: two other players)",
    ),
    rule=TARGET,
    names={**COLOURS, "none": NONE, "several": SEVERAL},
)
PRINTED = BOOK.fact(
    "printed",
    "one_of",
    msg(
        "mycelium.fact.printed-path",
        "Is {player}'s Path on {edge} one they placed, or a permanent Colony Path printed on the board?",
    ),
    rule=PERMANENT_TARGET,
    choices=("placed", "printed", "none"),
    names={
        "placed": msg("mycelium.choice.printed-placed", "one they placed"),
        "printed": msg("mycelium.choice.printed-printed", "a permanent Colony Path printed on the board"),
        "none": msg("mycelium.choice.printed-none", "they have no Path there"),
    },
)


HAS_COMBAT_TOKEN = BOOK.fact(
    "has-token",
    "yes_no",
    msg("mycelium.fact.has-combat-token", "Does {player} have a Combat Token on their mat to spend?"),
    rule=REVEAL,
)
# a second (third...) token spent by one player in one battle: "has a token" once more would be read as the
# first answer again (a position cut down to the facts read would then let every further token through)
HAS_COMBAT_TOKENS = BOOK.fact(
    "tokens-held",
    "yes_no",
    msg(
        "mycelium.fact.has-combat-tokens",
        "Does {player} have {n} Combat Tokens on their mat to spend in this battle?",
    ),
    rule=REVEAL,
)
TOKEN_IN_SUPPLY = BOOK.fact(
    "token-left",
    "yes_no",
    msg("mycelium.fact.combat-token-in-supply", "Is a Combat Token left in the supply?"),
    rule=REWARD,
)


def _connection(pos: Position, colour: str, target: str) -> str:
    """From the board: adjoining, same-edge (only a Path on the target's own edge) or no."""
    if connected_to_own(pos, colour, target):
        return "adjoining"
    return "same-edge" if colour in pos.on_edge(target) else "neither"


def _target_owner(pos: Position, colour: str, target: str) -> str:
    """From the board: the one other player with a Path on the edge, else none / several."""
    others = list(dict.fromkeys(c for c in pos.on_edge(target) if c != colour))
    return others[0] if len(others) == 1 else "none" if not others else "several"


def _path_kind(pos: Position, defender: str, target: str) -> str:
    if defender in pos.path_map.get(target, []):
        return "placed"
    return "printed" if defender in pos.board.permanent_on(target) else "none"


def _defender(pos: Position, colour: str, move, ruling: Ruling) -> str:
    """The Path attacked: another player's Path they placed on the target (a printed Colony Path: not settled)."""
    from referee.engine.mycelium.variants.team import NO_FRIENDLY_FIRE

    edge = move.target
    if move.defender is not None:
        defender = move.defender
    else:
        owner = lambda: _target_owner(pos, colour, edge)  # noqa: E731
        others = tuple(c for c in colour_choices(pos) if c != colour)
        defender = fact_about(pos, TARGET_OWNER, (edge,), owner, (*others, "none", "several"), edge=edge, player=colour)
        ruling.require(
            defender != "none",
            TARGET,
            msg("mycelium.attack.nothing-to-attack", "no other player's Path on {edge} to attack", edge=edge),
        )
        ruling.require(
            defender != "several",
            TARGET,
            msg("mycelium.attack.say-which", "two Paths on {edge}: say which (move.defender)", edge=edge),
        )
    # also when a dispute's answer names the attacker as the owner ("Whose Path ..., other than blue's?" "blue")
    ruling.require(
        defender != colour, TARGET, msg("mycelium.attack.not-own", "you attack another player's Path, not your own")
    )
    _placed_path(pos, defender, edge, ruling)
    ruling.require(
        defender not in pos.teammates(colour),
        NO_FRIENDLY_FIRE,
        msg("mycelium.team.is-teammate", "{defender} is {player}'s teammate", defender=defender, player=colour),
    )
    return defender


def _placed_path(pos: Position, defender: str, edge: str, ruling: Ruling) -> None:
    """The defender's Path on the edge is one they placed (a printed one: the texts do not say it can go)."""
    kind = fact_about(
        pos, PRINTED, (defender, edge), lambda: _path_kind(pos, defender, edge), player=defender, edge=edge
    )
    if kind == "printed":
        ruling.undetermined(
            PERMANENT_TARGET,
            msg(
                "mycelium.attack.permanent-target",
                "{player}'s Path on {edge} is a permanent Colony Path printed on the board",
                player=defender,
                edge=edge,
            ),
            needs=[PERMANENT_ATTACKABLE],
        )
    ruling.require(
        kind == "placed",
        TARGET,
        msg("mycelium.attack.no-defender-path", "{player} has no Path on {edge}", player=defender, edge=edge),
    )


def _check_reach(pos: Position, colour: str, move, ruling: Ruling, via_parrot: bool) -> None:
    from referee.engine.mycelium.build import SAME_EDGE_CONNECTED, adjoins
    from referee.engine.mycelium.variants.emsporium import within_bow

    if via_parrot:
        ruling.because(
            rule_of("Parrot Toadstool"),
            msg("mycelium.attack.via-parrot", "Parrot Toadstool: attack any Path, connected or not"),
        )
        return
    edge = move.target
    how = fact_about(pos, CONNECTION, (colour, edge), lambda: _connection(pos, colour, edge), player=colour, edge=edge)
    if how == "adjoining":
        ruling.because(CONNECTED, adjoins(move.target, colour))
        return
    bow = within_bow(pos, colour, move.target, ruling)
    if bow:
        return
    if how == "same-edge":
        ruling.undetermined(
            CONNECTED,
            msg(
                "mycelium.attack.shares-edge-only",
                "{player} shares the edge {edge} with the target but no adjoining edge of theirs touches it",
                player=colour,
                edge=move.target,
            ),
            needs=[SAME_EDGE_CONNECTED],
        )
    ruling.illegal(
        CONNECTED,
        msg(
            "mycelium.attack.no-adjoining-path",
            "{player} has no Path on an edge adjoining {edge}",
            player=colour,
            edge=move.target,
        ),
        lacks=unconnected_lacks(pos, colour, move.target, bow),
    )


def unconnected_lacks(pos: Position, colour: str, target: str, bow: Bow) -> dict[str, Msg]:
    """What the position lacks for each exception to the connection rule (Parrot Toadstool, the Bow). Wording
    only: what is known is said, nothing is asked for it (the hand is read untraced, it decides nothing here)."""
    with untraced():
        hand = pos.player(colour).hand if pos.players is not None else None
    if hand is not None and "Parrot Toadstool" in hand:
        parrot = msg(
            "mycelium.exception.parrot-not-played",
            "{colour} holds a Parrot Toadstool, but this attack is not made with its Action "
            "(use_action, card: Parrot Toadstool, ability: 2)",
            colour=colour,
        )
    elif hand is not None:
        parrot = msg("mycelium.exception.no-parrot", "{colour} has no Parrot Toadstool in hand", colour=colour)
    else:
        parrot = msg(
            "mycelium.exception.parrot-not-used",
            "this attack is not made with a Parrot Toadstool's Action (use_action, card: Parrot Toadstool, ability: 2)",
        )
    return {"mycelium.cards.parrot-toadstool": parrot, "mycelium.emsporium.example-bow": bow.lacks(colour, target)}


@dataclass
class Battle:
    """One combat as it unfolds: who is on each side, the card each reveals, what was played."""

    pos: Position
    move: object
    ruling: Ruling
    owners: dict[str, str]
    shown: dict[str, str | None]
    chains: dict[str, list] = field(default_factory=dict)  # Fly Agarics still waiting for a revealed card
    cancelled: dict[str, bool] = field(default_factory=lambda: {"attacker": False, "defender": False})
    zero: dict[str, bool] = field(default_factory=lambda: {"attacker": False, "defender": False})
    played: list[str] = field(default_factory=list)
    to_hand: dict[str, list[str]] = field(default_factory=dict)  # Amethyst Deceiver's card, after combat
    chicken_drew: dict[str, list[str]] = field(default_factory=dict)  # the defending Chicken's 3 cards, by owner

    def other(self, side: str) -> str:
        return "defender" if side == "attacker" else "attacker"


def _value(pos: Position, owner: str, card: str, ruling: Ruling) -> int:
    from referee.engine.mycelium.variants.emsporium import item_bonus

    return CARDS[card].combat + item_bonus(pos, owner, "combat", ruling)


def resolve_attack(pos: Position, colour: str, move, ruling: Ruling, via_parrot: bool = False) -> None:
    from referee.engine.mycelium.combat_reactions import resolve_reactions

    # reach first: an attack on a Path the attacker cannot reach is refused whoever owns it
    _check_reach(pos, colour, move, ruling, via_parrot)
    defender = _defender(pos, colour, move, ruling)
    ruling.event(
        ANNOUNCE,
        msg(
            "mycelium.attack.announces",
            "{player} attacks {defender}'s Path on {edge}",
            player=colour,
            defender=defender,
            edge=move.target,
        ),
        attacker=colour,
        defender=defender,
    )
    a_card = move.attacker_card
    ruling.require(a_card in CARDS, ATTACKER_CARD, not_a_card(a_card))
    take_from_hand(
        pos, colour, a_card, ATTACKER_CARD, ruling, msg("mycelium.hand.to-attack", "attack with"), action=True
    )
    ruling.event(
        ATTACKER_CARD,
        msg("mycelium.attack.face-down", "{player} places a card face down", player=colour),
        player=colour,
    )
    b = Battle(
        pos,
        move,
        ruling,
        owners={"attacker": colour, "defender": defender},
        shown={"attacker": a_card, "defender": move.defender_card},
        chains={"attacker": list(move.cancel_attacker_card), "defender": list(move.cancel_defender_card)},
        played=[a_card],
    )
    if move.defender_card is None:
        _undefended(b)
        resolve_reactions(b, winner="attacker", sides=("attacker",))
        return
    _defend(b)
    for side in SIDES:
        if b.shown[side] == "Amethyst Deceiver":
            _amethyst(b, side)
    if b.shown["defender"] == "Chicken of the Woods":
        _chicken_defends(b)
    totals = _boost(b, _base_values(b))
    winner = _outcome(b, totals)
    _reward(b, winner)
    resolve_reactions(b, winner=winner, sides=SIDES)


def _undefended(b: Battle) -> None:
    """Step 3, no card: the Path goes, no Combat Token; the attacker's card is revealed (step 6 follows)."""
    from referee.engine.mycelium.build import remove_path

    for boost in b.move.boosts:
        if boost.card is not None:
            b.ruling.illegal(
                rule_of("Blue Oyster"),
                msg(
                    "mycelium.attack.no-reinforce-undefended",
                    "{card}: no Reinforcement on a Defender who plays no card to defend",
                    card=boost.card,
                ),
            )
        b.ruling.illegal(
            DEFENDER_CARD,
            msg(
                "mycelium.attack.undefended-no-boost",
                "no card defends: combat skips to step 6, no Combat Token is spent",
            ),
        )
    b.ruling.require(
        not b.move.cancel_defender_card,
        DEFENDER_CARD,
        msg("mycelium.attack.nothing-to-cancel", "the defender played no card to cancel"),
    )
    attacker, defender = b.owners["attacker"], b.owners["defender"]
    remove_path(b.pos, defender, b.move.target)
    b.ruling.event(
        DEFENDER_CARD,
        msg(
            "mycelium.attack.undefended",
            "{defender} plays no card: their Path on {edge} is removed; {player} reveals {card} and gains no "
            "Combat Token",
            defender=defender,
            edge=b.move.target,
            player=attacker,
            card=b.shown["attacker"],
        ),
        edge=b.move.target,
    )
    if b.shown["attacker"] == "Amethyst Deceiver":  # revealed even when nobody defends: its Reaction still acts
        _amethyst(b, "attacker")


def _defend(b: Battle) -> None:
    d_card, defender = b.shown["defender"], b.owners["defender"]
    b.ruling.require(d_card in CARDS, DEFENDER_CARD, not_a_card(d_card))
    take_from_hand(b.pos, defender, d_card, DEFENDER_CARD, b.ruling, msg("mycelium.hand.to-defend", "defend with"))
    b.played.append(d_card)
    b.ruling.event(
        DEFENDER_CARD,
        msg("mycelium.attack.defends", "{player} places a card face down to defend", player=defender),
        player=defender,
    )
    b.ruling.event(
        REVEAL,
        msg(
            "mycelium.attack.revealed",
            "revealed: {player} {card}, {defender} {defender_card}",
            player=b.owners["attacker"],
            card=b.shown["attacker"],
            defender=defender,
            defender_card=d_card,
        ),
    )


def _amethyst(b: Battle, side: str) -> None:
    """Amethyst Deceiver: the top card is revealed in its place (a Fly Agaric first: Combat Value 0)."""
    from referee.engine.mycelium.draw import draw_cards

    rule, owner = rule_of("Amethyst Deceiver"), b.owners[side]
    chain, b.chains[side] = b.chains[side], []
    if cancel_chain(b.pos, chain, b.ruling, of(owner, "Amethyst Deceiver")):
        b.zero[side] = b.cancelled[side] = True
        b.ruling.event(
            rule,
            msg(
                "mycelium.attack.amethyst-cancelled",
                "Amethyst Deceiver's Reaction is cancelled before the draw: Combat Value 0",
            ),
        )
        return
    why = msg("mycelium.attack.amethyst-draw", "Amethyst Deceiver reveals the top card instead")
    got = draw_cards(b.pos, owner, 1, rule, b.ruling, why, seen=True)
    if got and got[0] == "?":
        b.ruling.undetermined(
            rule,
            msg("mycelium.attack.amethyst-unknown", "the card Amethyst Deceiver reveals is unknown"),
            needs=[
                Need(
                    msg("mycelium.need.mushling-top", "Which card is on top of the Mushling deck?"),
                    "position.mushling_deck",
                    "component",  # a Mushling Card's name (the deck is listed top first)
                )
            ],
        )
    if got:
        with untraced():  # the revealed card leaves the hand it was drawn into (back after combat, _discard_all)
            me = b.pos.described(owner)
            if me is not None and me.hand is not None and got[0] in me.hand:
                me.hand.remove(got[0])
        b.shown[side] = got[0]
        b.to_hand.setdefault(owner, []).append(got[0])
        b.ruling.event(
            rule,
            msg(
                "mycelium.attack.amethyst-replaced",
                "{card} replaces the Amethyst Deceiver for this battle",
                card=got[0],
            ),
            card=got[0],
        )


def _chicken_defends(b: Battle) -> None:
    from referee.engine.mycelium.draw import draw_cards

    rule, defender = rule_of("Chicken of the Woods"), b.owners["defender"]
    chain, b.chains["defender"] = b.chains["defender"], []
    if cancel_chain(b.pos, chain, b.ruling, of(defender, "Chicken of the Woods")):
        b.cancelled["defender"] = True
        return
    why = msg("mycelium.attack.chicken-defends", "Chicken of the Woods revealed to defend")
    b.chicken_drew[defender] = draw_cards(b.pos, defender, 3, rule, b.ruling, why)


def _not_only_drawn_by_chicken(b: Battle, player: str, card: str) -> None:
    """A Reinforcement the defending Chicken of the Woods has just drawn: may it join this battle? Step 6 resolves
    the revealed cards' Reactions "after a winner is determined" (too late to reinforce), yet the Field Guide has
    the Defender "still draw 3 Mushling Cards, and then 1 Mushling Card for winning". The texts do not settle when
    the 3 arrive: undetermined, unless the player held another copy before the draw."""
    drawn = b.chicken_drew.get(player, [])
    if card not in drawn:
        return
    if b.pos.hand_of(player).count(card) > drawn.count(card):  # traced: the question rests on this hand
        return
    if b.pos.mushling_deck is None:  # never (a named card came from a described deck): read, so a position
        return  # cut down to what the verdict rests on keeps the deck the 3 cards came from
    b.ruling.undetermined(
        rule_of("Chicken of the Woods"),
        msg(
            "mycelium.attack.chicken-drew-reinforcement",
            "{player}'s {card} is one of the 3 cards Chicken of the Woods drew in this battle",
            player=player,
            card=card,
        ),
        needs=[CHICKEN_DRAW_TIMING],
    )


def _base_values(b: Battle) -> dict[str, int]:
    totals = {}
    for side in SIDES:
        card = b.shown[side]
        if b.zero[side]:
            totals[side] = 0
            continue
        b.ruling.because(
            rule_of(card),
            msg("mycelium.attack.card-value", "{card}: Combat Value {value}", card=card, value=CARDS[card].combat),
        )
        totals[side] = _value(b.pos, b.owners[side], card, b.ruling)
    return totals


def _boost(b: Battle, totals: dict[str, int]) -> dict[str, int]:
    """Step 4: Combat Tokens (+1) and Reinforcement cards, by any player, for either side, in order."""
    from referee.engine.mycelium.phases import no_player

    pos, ruling = b.pos, b.ruling
    spent: dict[str, int] = {}  # Combat Tokens each player has spent in this battle so far
    for boost in b.move.boosts:
        ruling.require(pos.has_player(boost.by), REVEAL, no_player(boost.by))
        if boost.combat_token:
            spent[boost.by] = spent.get(boost.by, 0) + 1
            _spend_token(pos, boost, totals, ruling, spent[boost.by])
            continue
        ruling.require(
            boost.card is not None,
            REVEAL,
            msg("mycelium.attack.boost-empty", "a boost needs combat_token: true or a Reinforcement card"),
        )
        ruling.require(
            boost.card in CARDS and CARDS[boost.card].type == "Reinforcement",
            REVEAL,
            msg(
                "mycelium.attack.not-reinforcement",
                "{card} is not a Reinforcement card: only the initial face-down cards act in combat",
                card=boost.card,
            ),
        )
        rule = rule_of(boost.card)
        _not_only_drawn_by_chicken(b, boost.by, boost.card)
        take_from_hand(pos, boost.by, boost.card, rule, ruling, msg("mycelium.hand.to-reinforce", "reinforce"))
        b.played.append(boost.card)
        if cancel_chain(pos, boost.cancelled_by, ruling, of(boost.by, boost.card)):
            continue
        plus = 2 if boost.card == "Blue Oyster" else 3
        totals[boost.side] += plus
        ruling.event(
            rule,
            msg(
                "mycelium.attack.reinforces",
                "{player} plays {card}: +{plus} to the {side}",
                player=boost.by,
                card=boost.card,
                plus=plus,
                side=side_name(boost.side),
            ),
            player=boost.by,
        )
    return totals


def _spend_token(pos: Position, boost, totals: dict[str, int], ruling: Ruling, nth: int = 1) -> None:
    """A Combat Token from the player's mat to the supply: +1 to the side it backs (``nth``: this player's
    first, second ... token in this battle; the working copy has the earlier ones gone already)."""
    ruling.require(
        boost.card is None,
        REVEAL,
        msg("mycelium.attack.boost-one", "a boost is a Combat Token or a card, not both"),
    )
    has = lambda: pos.player(boost.by).combat_tokens > 0  # noqa: E731
    held = (
        fact_about(pos, HAS_COMBAT_TOKEN, (boost.by,), has, player=boost.by)
        if nth == 1
        else fact_about(pos, HAS_COMBAT_TOKENS, (boost.by, str(nth)), has, player=boost.by, n=nth)
    )
    ruling.require(
        held,
        REVEAL,
        msg("mycelium.attack.no-combat-token", "{player} has no Combat Token to spend", player=boost.by),
    )
    with untraced():  # the token goes from the mat to the supply, where the position counts them
        me = pos.described(boost.by)
        if me is not None:
            me.combat_tokens = max(0, me.combat_tokens - 1)
        if pos.supply.combat_tokens is not None:
            pos.supply.combat_tokens += 1
    totals[boost.side] += 1
    ruling.event(
        REVEAL,
        msg(
            "mycelium.attack.spends-token",
            "{player} spends a Combat Token: +1 to the {side}",
            player=boost.by,
            side=side_name(boost.side),
        ),
        player=boost.by,
    )


def _outcome(b: Battle, totals: dict[str, int]) -> str:
    a, d = totals["attacker"], totals["defender"]
    attacker, defender = b.owners["attacker"], b.owners["defender"]
    if a > d:
        b.ruling.because(
            ATTACKER_WINS, msg("mycelium.attack.greater", "{a} > {d}: {player} wins", a=a, d=d, player=attacker)
        )
    else:
        if a == d:
            b.ruling.because(
                EXAMPLE,
                msg("mycelium.attack.tie-example", "a tie: the defender wins, as Red does in the Combat Example"),
            )
            b.ruling.because(
                TIE_TO_DEFENDER, msg("mycelium.attack.tie", "{a} = {d}: {player} wins", a=a, d=d, player=defender)
            )
        else:
            b.ruling.because(
                TIE_TO_DEFENDER, msg("mycelium.attack.less", "{a} < {d}: {player} wins", a=a, d=d, player=defender)
            )
    b.ruling.event(
        ATTACKER_WINS if a > d else TIE_TO_DEFENDER,
        msg(
            "mycelium.attack.final-values",
            "final Combat Values: {player} {a}, {defender} {d}",
            player=attacker,
            a=a,
            defender=defender,
            d=d,
        ),
        attacker=a,
        defender=d,
    )
    return "attacker" if a > d else "defender"


def _reward(b: Battle, winner: str) -> None:
    """Step 5: the winning attacker removes the Path and gains a Combat Token; a winning defender draws."""
    pos, ruling, move = b.pos, b.ruling, b.move
    attacker, defender = b.owners["attacker"], b.owners["defender"]
    if winner == "attacker":
        from referee.engine.mycelium.build import remove_path

        remove_path(pos, defender, move.target)
        left = lambda: known(pos.supply.combat_tokens) > 0  # noqa: E731
        if not read_fact(pos, TOKEN_IN_SUPPLY, left):
            ruling.undetermined(
                REWARD,
                msg("mycelium.attack.no-token-in-supply", "no Combat Token left in the supply"),
                needs=[NO_COMBAT_TOKEN_LEFT],
            )
        with untraced():  # from the supply to the attacker's mat
            if pos.supply.combat_tokens is not None:
                pos.supply.combat_tokens -= 1
            me = pos.described(attacker)
            if me is not None:
                me.combat_tokens += 1
        ruling.event(
            REWARD,
            msg(
                "mycelium.attack.attacker-reward",
                "{defender}'s Path on {edge} is removed; {player} gains 1 Combat Token",
                defender=defender,
                edge=move.target,
                player=attacker,
            ),
        )
        return
    from referee.engine.mycelium.draw import draw_cards

    ruling.event(
        REWARD,
        msg(
            "mycelium.attack.path-stays",
            "{defender}'s Path on {edge} is not removed",
            defender=defender,
            edge=move.target,
        ),
    )
    draw_cards(pos, defender, 1, REWARD, ruling, msg("mycelium.attack.defender-wins", "the defender wins"))
