"""Step 6 of combat: the revealed cards' Reactions after the winner is known, attacker first (Thieves steal
unless a Common Puffball stops them, Chicken of the Woods draws, Liberty Cap builds), then every card played is
discarded and Amethyst Deceiver's card joins its owner's hand."""

from __future__ import annotations

import random

from referee.engine.core.position_facts import FactMissing
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.cards import CARDS, cancel_chain, discard, rule_of, take_from_hand
from referee.engine.mycelium.combat import RESOLVE, Battle
from referee.engine.mycelium.draw import to_hand
from referee.engine.mycelium.model import UNKNOWN, fact_about
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import of

THIEVES = ("Parasol", "Shiitake")


def resolve_reactions(b: Battle, winner: str, sides: tuple[str, ...]) -> None:
    puffball = {}
    for side in sides:
        puffball[side] = b.shown[side] == "Common Puffball" and not b.cancelled[side]
        if puffball[side]:
            chain, b.chains[side] = b.chains[side], []
            puffball[side] = not cancel_chain(b.pos, chain, b.ruling, of(b.owners[side], "Common Puffball"))
    settled: set[str] = set()  # the move's claims the battle gave: a Thief's colour, "free_path"
    for side in sides:
        if b.cancelled[side]:
            continue
        _one(b, side, won=winner == side, puffball_against=puffball.get(b.other(side), False), settled=settled)
    _unearned_claims(b, sides, settled)
    _discard_all(b)


def _unearned_claims(b: Battle, sides: tuple[str, ...], settled: set[str]) -> None:
    """A steal or a free Path the move names that no revealed card gave: the move claims what did not happen
    (a Thief a Common Puffball or a Fly Agaric cancelled still steals nothing; no Thief revealed, no steal)."""
    from referee.engine.mycelium.cards import FLY_AGARIC

    shown = {b.owners[side]: side for side in sides}
    for thief in b.move.stolen:
        if thief in settled:
            continue
        side = shown.get(thief)
        card = b.shown[side] if side is not None else None
        if card not in THIEVES:
            b.ruling.illegal(
                rule_of("Parasol"),
                msg(
                    "mycelium.combat.steal-no-thief",
                    "{player} revealed no Thief in this battle: nothing is stolen",
                    player=thief,
                ),
            )
        if side is not None and b.shown[b.other(side)] == "Common Puffball":
            b.ruling.illegal(
                rule_of("Common Puffball"),
                msg(
                    "mycelium.combat.steal-puffball",
                    "Common Puffball cancels {what}: nothing is stolen",
                    what=of(thief, str(card)),
                ),
            )
        b.ruling.illegal(
            FLY_AGARIC,
            msg("mycelium.combat.steal-cancelled", "{what} is cancelled: nothing is stolen", what=of(thief, str(card))),
        )
    if b.move.free_path is not None and "free_path" not in settled:
        builders = [s for s in sides if b.shown[s] == "Liberty Cap"]
        if builders:
            b.ruling.illegal(
                FLY_AGARIC,
                msg(
                    "mycelium.combat.liberty-cancelled",
                    "{what} is cancelled: no free Path",
                    what=of(b.owners[builders[0]], "Liberty Cap"),
                ),
            )
        b.ruling.illegal(
            rule_of("Liberty Cap"),
            msg("mycelium.combat.liberty-not-revealed", "no Liberty Cap is revealed in this battle: no free Path"),
        )


def _one(b: Battle, side: str, won: bool, puffball_against: bool, settled: set[str]) -> None:
    """The Reaction of one revealed card."""
    pos, ruling, move = b.pos, b.ruling, b.move
    me, other, mine = b.owners[side], b.owners[b.other(side)], b.shown[side]
    chain, b.chains[side] = b.chains[side], []
    if mine in THIEVES:
        rule = rule_of(mine)
        if cancel_chain(pos, chain, ruling, of(me, mine)):
            return
        if puffball_against:
            ruling.event(
                rule_of("Common Puffball"),
                msg("mycelium.combat.puffball-cancels", "Common Puffball cancels {what}", what=of(me, mine)),
            )
            return
        _steal(b, me, other, rule)
        settled.add(me)
    elif mine == "Chicken of the Woods" and side == "attacker" and won:
        from referee.engine.mycelium.draw import draw_cards

        if not cancel_chain(pos, chain, ruling, of(me, "Chicken of the Woods")):
            why = msg("mycelium.combat.chicken-won", "Chicken of the Woods attacked and won")
            draw_cards(pos, me, 1, rule_of(mine), ruling, why)
    elif mine == "Liberty Cap" and won:
        if _free_path(b, me, chain):
            settled.add("free_path")
    elif mine == "Liberty Cap" and move.free_path is not None and b.shown[b.other(side)] != "Liberty Cap":
        # The move claims the free Path the card gives only to a winner (a winning Liberty Cap on the other
        # side would be the one the move's free_path belongs to).
        ruling.illegal(
            rule_of(mine),
            msg(
                "mycelium.combat.liberty-lost", "{player}'s Liberty Cap did not win the battle: no free Path", player=me
            ),
        )
    elif chain and mine != "Common Puffball":
        ruling.illegal(
            rule_of("Fly Agaric"),
            msg(
                "mycelium.combat.nothing-to-cancel",
                "{what} uses no ability here for a Fly Agaric to cancel",
                what=of(me, mine),
            ),
        )


def _free_path(b: Battle, me: str, chain: list) -> bool:
    """The winning Liberty Cap's free Path; False if a Fly Agaric cancelled it."""
    from referee.engine.mycelium.build import build_reactions, place_path

    pos, ruling, move = b.pos, b.ruling, b.move
    rule = rule_of("Liberty Cap")
    if cancel_chain(pos, chain, ruling, of(me, "Liberty Cap")):
        return False
    if move.free_path is None:
        ruling.event(
            rule,
            msg(
                "mycelium.combat.liberty-may-build",
                "{player} may build a Path for free (none named in move.free_path)",
                player=me,
            ),
        )
        return True
    why = msg("mycelium.combat.liberty-free", "Liberty Cap: free, cost 0")
    place_path(pos, me, move.free_path, move.free_path_remove, ruling, rule, why)
    for r in move.free_path_reactions:
        ruling.require(
            r.after == move.free_path,
            rule,
            msg("mycelium.combat.reaction-not-free-path", "reaction after {edge}: not the free Path", edge=r.after),
        )
    build_reactions(pos, me, move.free_path, move.free_path_reactions, ruling)
    return True


STOLEN = BOOK.fact(
    "stolen",
    "component",
    msg(
        "mycelium.fact.stolen",
        "Which card does {thief} take at random from {victim}'s hand? (nothing: the hand is empty)",
    ),
    rule=RESOLVE,
)


def _random_steal(pos, victim: str, ruling) -> str:
    """From the hand: the card the engine picks at random (by the seed), or 'nothing' from an empty hand."""
    hand = pos.hand_of(victim)
    if not hand:
        return "nothing"
    name = random.Random(pos.seed).choice(sorted(hand))
    ruling.used(
        "move.stolen",
        name,
        msg("mycelium.input.random-steal", "a Thief steals a random card; the engine picks by the seed"),
    )
    return name


def _steal(b: Battle, thief: str, victim: str, rule) -> None:
    from referee.engine.mycelium.draw import HEROES_OWNED
    from referee.engine.mycelium.variants.hero_tavern import HERO_NOT_STOLEN

    pos, ruling = b.pos, b.ruling
    name = b.move.stolen.get(thief)  # named by the move: held (take_from_hand checks), so the hand is not empty
    if name is None:
        try:
            name = fact_about(
                pos, STOLEN, (thief, victim), lambda: _random_steal(pos, victim, ruling), thief=thief, victim=victim
            )
        except FactMissing:  # a hand not described: what happens, in general terms (nothing to decide here)
            ruling.event(
                rule,
                msg(
                    "mycelium.combat.steals-random",
                    "{thief}'s Thief steals a random card from {victim}",
                    thief=thief,
                    victim=victim,
                ),
            )
            return
    if name == "nothing":
        ruling.event(
            rule,
            msg(
                "mycelium.combat.steal-empty",
                "{thief} would steal from {victim}, whose hand is empty",
                thief=thief,
                victim=victim,
            ),
        )
        return
    if in_play(pos, "hero_tavern") and fact_about(
        pos, HEROES_OWNED, (victim,), lambda: len(pos.player(victim).heroes), player=victim
    ):
        ruling.because(
            HERO_NOT_STOLEN,
            msg("mycelium.heroes.not-stealable", "{player}'s Hero cards cannot be stolen", player=victim),
        )
    ruling.require(
        name in CARDS or name == UNKNOWN,  # the move's names are cards, '?' or Heroes (names.py)
        HERO_NOT_STOLEN,
        msg("mycelium.heroes.is-hero", "{card} is a Hero: it cannot be stolen", card=name),
    )
    take_from_hand(pos, victim, name, rule, ruling, msg("mycelium.hand.to-be-stolen", "be stolen"))
    to_hand(pos, thief, name)
    ruling.event(
        rule,
        msg(
            "mycelium.combat.steals",
            "{thief}'s Thief steals {card} from {victim}",
            thief=thief,
            card=name,
            victim=victim,
        ),
        card=name,
    )


def _discard_all(b: Battle) -> None:
    for colour, cards in b.to_hand.items():
        for card in cards:
            to_hand(b.pos, colour, card)
        b.ruling.event(
            rule_of("Amethyst Deceiver"),
            msg(
                "mycelium.combat.amethyst-to-hand",
                "{player} adds {cards} to their hand after combat",
                player=colour,
                cards=cards,
            ),
        )
    discard(b.pos, b.played)
    b.ruling.event(
        RESOLVE,
        msg("mycelium.combat.discarded", "discarded after combat: {cards}", cards=list(b.played)),
        cards=b.played,
    )
