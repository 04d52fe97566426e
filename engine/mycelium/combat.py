"""Attack: connection to the target, the six steps of combat, Combat Tokens and Reinforcements, ties to the
defender, rewards, and the revealed cards' Reactions (attacker first), then the discards."""

from __future__ import annotations

import random

from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.board import connected_to_own, distance_from_own
from referee.engine.mycelium.book import BOOK
from referee.engine.mycelium.cards import CARDS, cancel_chain, discard, rule_of, take_from_hand
from referee.engine.mycelium.model import Position

CONNECTED = BOOK.rule(
    "mycelium.attack.connected",
    en="You may attack another player's Path only if you are connected to it.",
    es="Solo puedes atacar un Camino de otro jugador si estás conectado a él.",
    nl="Je mag een Pad van een ander alleen aanvallen als je ermee verbonden bent.",
    ru="Атаковать чужой Путь можно, только если вы с ним соединены.",
    quotes={
        "en": [
            "Attack another player's Path\n- You must be connected to the targeted Path to attack it",
            "Mushling Cards may also be used to attack other players' paths, which are removed if you win.",
            "Blue targets the Red Path connected to their Blue Path.",
        ]
    },
)

ANNOUNCE = BOOK.rule(
    "mycelium.attack.step1-announce",
    en="Step 1: announce the attack and point to the targeted Path.",
    es="Paso 1: anuncia el ataque y señala el Camino objetivo.",
    nl="Stap 1: kondig de aanval aan en wijs het doelpad aan.",
    ru="Шаг 1: объявите атаку и укажите целевой Путь.",
    quotes={"en": "1. Announce you are attacking a Path and point to the targeted Path"},
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
            "face-down to attack.",
            "Blue plays a Blue Oyster to add +2 to their Combat Value! Red then decides to use one of their Combat "
            "Tokens to add +1 to their Combat Value.",
            "Because Blue revealed a Parasol, Blue steals 1 Mushling Card from Red. Then because Red won with a "
            "Liberty Cap, Red builds 1 Path for no cost.",
        ]
    },
)

PERMANENT_TARGET = BOOK["mycelium.build.permanent-paths"]
THIEVES = ("Parasol", "Shiitake")


def _defender(pos: Position, colour: str, move, ruling: Ruling) -> str:
    from referee.engine.mycelium.variants.team import NO_FRIENDLY_FIRE

    ruling.require(move.target in pos.board.edges, CONNECTED, f"{move.target!r} is not an edge of the board")
    placed = [c for c in pos.paths.get(move.target, []) if c != colour]
    permanent = [c for c in pos.on_edge(move.target) if c != colour and c not in placed]
    if move.defender is not None:
        ruling.require(move.defender != colour, CONNECTED, "you attack another player's Path, not your own")
        if move.defender in permanent and move.defender not in placed:
            ruling.undetermined(
                PERMANENT_TARGET,
                f"{move.defender}'s Path on {move.target} is a permanent Colony Path printed on the board",
                needs=["whether a permanent Colony Path can be attacked and removed"],
            )
        ruling.require(move.defender in placed, CONNECTED, f"{move.defender} has no Path on {move.target}")
        defender = move.defender
    else:
        if not placed and permanent:
            ruling.undetermined(
                PERMANENT_TARGET,
                f"the only other Path on {move.target} is a permanent Colony Path printed on the board",
                needs=["whether a permanent Colony Path can be attacked and removed"],
            )
        ruling.require(bool(placed), CONNECTED, f"no other player's Path on {move.target} to attack")
        ruling.require(len(placed) == 1, CONNECTED, f"two Paths on {move.target}: say which (move.defender)")
        defender = placed[0]
    ruling.require(defender not in pos.teammates(colour), NO_FRIENDLY_FIRE, f"{defender} is {colour}'s teammate")
    return defender


def _check_reach(pos: Position, colour: str, move, ruling: Ruling, via_parrot: bool) -> None:
    from referee.engine.mycelium.variants.emsporium import BOW_EXAMPLE, item_bonus

    if via_parrot:
        ruling.because(rule_of("Parrot Toadstool"), "Parrot Toadstool: attack any Path, connected or not")
        return
    if connected_to_own(pos, colour, move.target):
        ruling.because(CONNECTED, f"{move.target} adjoins a Path of {colour}")
        return
    reach = item_bonus(pos, colour, "attack_range", ruling)
    if reach and distance_from_own(pos, colour, move.target, 1 + reach) is not None:
        ruling.because(BOW_EXAMPLE, f"{move.target} is within {1 + reach} edges of {colour}'s Paths (Bow)")
        return
    if colour in pos.on_edge(move.target):
        ruling.undetermined(
            CONNECTED,
            f"{colour} shares the edge {move.target} with the target but no adjoining edge of theirs touches it",
            needs=["whether two Paths on the same edge count as connected"],
        )
    ruling.illegal(CONNECTED, f"{colour} has no Path on an edge adjoining {move.target}")


def _value(pos: Position, owner: str, card: str, ruling: Ruling) -> int:
    from referee.engine.mycelium.variants.emsporium import item_bonus

    return CARDS[card].combat + item_bonus(pos, owner, "combat", ruling)


def _steal(pos: Position, thief: str, victim: str, move, ruling: Ruling, rule) -> None:
    from referee.engine.mycelium.variants.hero_tavern import HERO_NOT_STOLEN

    hand = pos.player(victim).hand
    if not hand:
        ruling.event(rule, f"{thief} would steal from {victim}, whose hand is empty")
        return
    if pos.player(victim).heroes:
        ruling.because(HERO_NOT_STOLEN, f"{victim}'s Hero cards cannot be stolen")
    name = move.stolen.get(thief)
    if name is None:
        name = random.Random(pos.seed).choice(sorted(hand))
        ruling.used(f"move.stolen.{thief}", name, "a Thief steals a random card; the engine picks by the seed")
    ruling.require(name not in pos.player(victim).heroes, HERO_NOT_STOLEN, f"{name} is a Hero: it cannot be stolen")
    from referee.engine.mycelium.cards import take_from_hand

    take_from_hand(pos, victim, name, rule, ruling, "be stolen")
    pos.player(thief).hand.append(name)
    ruling.event(rule, f"{thief}'s Thief steals {name} from {victim}", card=name)


def resolve_attack(pos: Position, colour: str, move, ruling: Ruling, via_parrot: bool = False) -> None:
    defender = _defender(pos, colour, move, ruling)
    _check_reach(pos, colour, move, ruling, via_parrot)
    ruling.event(ANNOUNCE, f"{colour} attacks {defender}'s Path on {move.target}", attacker=colour, defender=defender)
    a_card = move.attacker_card
    ruling.require(a_card in CARDS, ATTACKER_CARD, f"{a_card!r} is not a Mushling Card")
    take_from_hand(pos, colour, a_card, ATTACKER_CARD, ruling, "attack with")
    ruling.event(ATTACKER_CARD, f"{colour} places a card face down", player=colour)
    played: list[str] = [a_card]
    to_hand: dict[str, list[str]] = {}

    if move.defender_card is None:
        for b in move.boosts:
            if b.card is not None:
                ruling.illegal(
                    rule_of("Blue Oyster"), f"{b.card}: no Reinforcement on a Defender who plays no card to defend"
                )
            ruling.illegal(DEFENDER_CARD, "no card defends: combat skips to step 6, no Combat Token is spent")
        ruling.require(not move.cancel_defender_card, DEFENDER_CARD, "the defender played no card to cancel")
        from referee.engine.mycelium.build import remove_path

        remove_path(pos, defender, move.target)
        ruling.event(
            DEFENDER_CARD,
            f"{defender} plays no card: their Path on {move.target} is removed; {colour} reveals {a_card} and gains "
            "no Combat Token",
            edge=move.target,
        )
        shown, chain = a_card, None
        if a_card == "Amethyst Deceiver":  # revealed even when nobody defends: its Reaction still acts
            chain = []
            rule = rule_of(a_card)
            if not cancel_chain(pos, move.cancel_attacker_card, ruling, f"{colour}'s Amethyst Deceiver"):
                from referee.engine.mycelium.draw import draw_cards

                got = draw_cards(pos, colour, 1, rule, ruling, "Amethyst Deceiver reveals the top card instead")
                if got and got[0] == "?":
                    ruling.undetermined(rule, "the card revealed is unknown", needs=["position.mushling_deck"])
                if got:
                    pos.player(colour).hand.remove(got[0])
                    shown = got[0]
                    to_hand[colour] = [got[0]]
                    ruling.event(rule, f"{got[0]} replaces the Amethyst Deceiver for this battle", card=got[0])
        _reactions(pos, colour, defender, shown, None, "attacker", move, ruling, to_hand, played, True, chain)
        _discard_all(pos, played, to_hand, ruling)
        return

    d_card = move.defender_card
    ruling.require(d_card in CARDS, DEFENDER_CARD, f"{d_card!r} is not a Mushling Card")
    take_from_hand(pos, defender, d_card, DEFENDER_CARD, ruling, "defend with")
    played.append(d_card)
    ruling.event(DEFENDER_CARD, f"{defender} places a card face down to defend", player=defender)
    ruling.event(REVEAL, f"revealed: {colour} {a_card}, {defender} {d_card}")

    # Amethyst Deceiver and Chicken of the Woods act when revealed
    shown = {"attacker": a_card, "defender": d_card}
    owners = {"attacker": colour, "defender": defender}
    chains = {"attacker": move.cancel_attacker_card, "defender": move.cancel_defender_card}
    cancelled = {"attacker": False, "defender": False}
    zero = {"attacker": False, "defender": False}
    for side in ("attacker", "defender"):
        if shown[side] == "Amethyst Deceiver":
            rule = rule_of("Amethyst Deceiver")
            if cancel_chain(pos, chains[side], ruling, f"{owners[side]}'s Amethyst Deceiver"):
                zero[side] = True
                cancelled[side] = True
                ruling.event(rule, "Amethyst Deceiver's Reaction is cancelled before the draw: Combat Value 0")
                continue
            chains[side] = []
            from referee.engine.mycelium.draw import draw_cards

            got = draw_cards(pos, owners[side], 1, rule, ruling, "Amethyst Deceiver reveals the top card instead")
            if got and got[0] == "?":
                ruling.undetermined(
                    rule, "the card Amethyst Deceiver reveals is unknown", needs=["position.mushling_deck (top first)"]
                )
            if got:
                pos.player(owners[side]).hand.remove(got[0])
                shown[side] = got[0]
                to_hand.setdefault(owners[side], []).append(got[0])
                ruling.event(rule, f"{got[0]} replaces the Amethyst Deceiver for this battle", card=got[0])
    if shown["defender"] == "Chicken of the Woods":
        rule = rule_of("Chicken of the Woods")
        if cancel_chain(pos, chains["defender"], ruling, f"{defender}'s Chicken of the Woods"):
            cancelled["defender"] = True
        else:
            from referee.engine.mycelium.draw import draw_cards

            draw_cards(pos, defender, 3, rule, ruling, "Chicken of the Woods revealed to defend")
        chains["defender"] = []

    for side in ("attacker", "defender"):
        if not zero[side]:
            ruling.because(rule_of(shown[side]), f"{shown[side]}: Combat Value {CARDS[shown[side]].combat}")
    totals = {
        "attacker": 0 if zero["attacker"] else _value(pos, colour, shown["attacker"], ruling),
        "defender": 0 if zero["defender"] else _value(pos, defender, shown["defender"], ruling),
    }
    for b in move.boosts:
        ruling.require(pos.has_player(b.by), REVEAL, f"no player {b.by!r}")
        if b.combat_token:
            ruling.require(b.card is None, REVEAL, "a boost is a Combat Token or a card, not both")
            me = pos.player(b.by)
            ruling.require(me.combat_tokens > 0, REVEAL, f"{b.by} has no Combat Token to spend")
            me.combat_tokens -= 1
            pos.supply.combat_tokens = (pos.supply.combat_tokens or 0) + 1
            totals[b.side] += 1
            ruling.event(REVEAL, f"{b.by} spends a Combat Token: +1 to the {b.side}", player=b.by)
            continue
        ruling.require(b.card is not None, REVEAL, "a boost needs combat_token: true or a Reinforcement card")
        ruling.require(
            b.card in CARDS and CARDS[b.card].type == "Reinforcement",
            REVEAL,
            f"{b.card} is not a Reinforcement card: only the initial face-down cards act in combat",
        )
        rule = rule_of(b.card)
        take_from_hand(pos, b.by, b.card, rule, ruling, "reinforce")
        played.append(b.card)
        if cancel_chain(pos, b.cancelled_by, ruling, f"{b.by}'s {b.card}"):
            continue
        plus = 2 if b.card == "Blue Oyster" else 3
        totals[b.side] += plus
        ruling.event(rule, f"{b.by} plays {b.card}: +{plus} to the {b.side}", player=b.by)

    attacker_wins = totals["attacker"] > totals["defender"]
    if attacker_wins:
        ruling.because(ATTACKER_WINS, f"{totals['attacker']} > {totals['defender']}: {colour} wins")
    else:
        if totals["attacker"] == totals["defender"]:
            ruling.because(EXAMPLE, "a tie: the defender wins, as Red does in the Combat Example")
        ruling.because(
            TIE_TO_DEFENDER,
            f"{totals['attacker']} {'=' if totals['attacker'] == totals['defender'] else '<'} {totals['defender']}: "
            f"{defender} wins",
        )
    ruling.event(
        ATTACKER_WINS if attacker_wins else TIE_TO_DEFENDER,
        f"final Combat Values: {colour} {totals['attacker']}, {defender} {totals['defender']}",
        attacker=totals["attacker"],
        defender=totals["defender"],
    )
    if attacker_wins:
        from referee.engine.mycelium.build import remove_path

        remove_path(pos, defender, move.target)
        have = pos.supply.combat_tokens or 0
        if have < 1:
            ruling.undetermined(REWARD, "no Combat Token left in the supply", needs=["what happens when none is left"])
        pos.supply.combat_tokens = have - 1
        pos.player(colour).combat_tokens += 1
        ruling.event(REWARD, f"{defender}'s Path on {move.target} is removed; {colour} gains 1 Combat Token")
    else:
        from referee.engine.mycelium.draw import draw_cards

        ruling.event(REWARD, f"{defender}'s Path on {move.target} is not removed")
        draw_cards(pos, defender, 1, REWARD, ruling, "the defender wins")
    winner_side = "attacker" if attacker_wins else "defender"
    a_shown, d_shown = shown["attacker"], shown["defender"]
    a_chain, d_chain = chains["attacker"], chains["defender"]
    move_chains = {"attacker": a_chain, "defender": d_chain}
    puffball = {}
    for side in ("attacker", "defender"):
        puffball[side] = shown[side] == "Common Puffball" and not cancelled[side]
        if puffball[side]:
            puffball[side] = not cancel_chain(pos, move_chains[side], ruling, f"{owners[side]}'s Common Puffball")
            move_chains[side] = []
    for side, mine, theirs in (("attacker", a_shown, d_shown), ("defender", d_shown, a_shown)):
        if cancelled[side]:
            continue
        _reactions(
            pos,
            owners[side],
            owners["defender" if side == "attacker" else "attacker"],
            mine,
            theirs,
            side,
            move,
            ruling,
            to_hand,
            played,
            winner_side == side,
            move_chains[side],
            puffball["defender" if side == "attacker" else "attacker"],
        )
    _discard_all(pos, played, to_hand, ruling)


def _reactions(
    pos, me, other, mine, theirs, side, move, ruling, to_hand, played, won=True, chain=None, puffball_against=False
) -> None:
    """Step 6 for one revealed card: Thief, Chicken of the Woods (attacking), Liberty Cap."""
    chain = move.cancel_attacker_card if chain is None and side == "attacker" else (chain or [])
    if mine in THIEVES:
        rule = rule_of(mine)
        if cancel_chain(pos, chain, ruling, f"{me}'s {mine}"):
            return
        if puffball_against:
            ruling.event(rule_of("Common Puffball"), f"Common Puffball cancels {me}'s {mine}")
            return
        _steal(pos, me, other, move, ruling, rule)
    elif mine == "Chicken of the Woods" and side == "attacker" and won:
        from referee.engine.mycelium.draw import draw_cards

        rule = rule_of(mine)
        if not cancel_chain(pos, chain, ruling, f"{me}'s Chicken of the Woods"):
            draw_cards(pos, me, 1, rule, ruling, "Chicken of the Woods attacked and won")
    elif mine == "Liberty Cap" and won:
        rule = rule_of(mine)
        if cancel_chain(pos, chain, ruling, f"{me}'s Liberty Cap"):
            return
        if move.free_path is None:
            ruling.event(rule, f"{me} may build a Path for free (none named in move.free_path)")
            return
        from referee.engine.mycelium.build import build_reactions, place_path

        place_path(pos, me, move.free_path, move.free_path_remove, ruling, rule, "Liberty Cap: free, cost 0")
        for r in move.free_path_reactions:
            ruling.require(r.after == move.free_path, rule, f"reaction after {r.after!r}: not the free Path")
        build_reactions(pos, me, move.free_path, move.free_path_reactions, ruling)
    elif mine == "Liberty Cap" and move.free_path is not None:
        ruling.because(rule_of(mine), f"{me}'s Liberty Cap did not win the battle: no free Path")
    elif chain and mine != "Common Puffball":
        ruling.illegal(rule_of("Fly Agaric"), f"{me}'s {mine} uses no ability here for a Fly Agaric to cancel")


def _discard_all(pos: Position, played: list[str], to_hand: dict[str, list[str]], ruling: Ruling) -> None:
    for colour, cards in to_hand.items():
        pos.player(colour).hand.extend(cards)
        ruling.event(rule_of("Amethyst Deceiver"), f"{colour} adds {', '.join(cards)} to their hand after combat")
    discard(pos, played)
    ruling.event(RESOLVE, f"discarded after combat: {', '.join(played)}", cards=played)
