"""Use a Mushling Card "Action" ability: one of the card's abilities, its effect, then the card is discarded.
Any player may cancel it with a Fly Agaric (the card is still discarded)."""

from __future__ import annotations

from referee.engine.core.position_facts import known, read_fact
from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.cards import (
    CARDS,
    REACTIONS,
    USE_AND_DISCARD,
    cancel_chain,
    discard,
    not_a_card,
    rule_of,
    take_from_hand,
)
from referee.engine.mycelium.draw import to_hand
from referee.engine.mycelium.exchange import SPORES_LEFT, SUPPLY_OUT, is_spore_cave, not_a_cave
from referee.engine.mycelium.gather import TOKEN_KINDS, TOKENS_THERE
from referee.engine.mycelium.model import Position, fact_about, untraced
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import card_type, deck_name, of

PAIRS = BOOK.rule(
    "mycelium.cards.pairs",
    en="A pair ability needs a second card of the same type; a cancelled pair discards both cards.",
    es="Una habilidad en pareja necesita una segunda carta del mismo tipo; si se anula se descartan ambas.",
    nl="Een paarvaardigheid vraagt een tweede kaart van hetzelfde type; opgeheven gaan beide kaarten weg.",
    ru="Парная способность требует вторую карту того же типа; при отмене сбрасываются обе.",
    quotes={
        "en": [
            "Only build 2 Paths when playing 2 Builder cards as a pair. If a player decides to cancel this ability, "
            "discard both cards used.",
            "Only take 1 Spore Token when playing 2 Thief cards as a pair. If a player decides to cancel this "
            "ability, discard both cards used.",
        ]
    },
)


def resolve_use_action(pos: Position, colour: str, move, ruling: Ruling) -> None:
    name = move.card
    ruling.require(name in CARDS, USE_AND_DISCARD, not_a_card(name))
    card = CARDS[name]
    rule = rule_of(name)
    ruling.require(
        move.ability <= len(card.abilities),
        USE_AND_DISCARD,
        msg_n(
            "mycelium.action.no-such-ability",
            "{card} has {n} ability, no ability {ability}",
            "{card} has {n} abilities, no ability {ability}",
            len(card.abilities),
            card=name,
            ability=move.ability,
        ),
    )
    ruling.require(
        card.abilities[move.ability - 1] == "action",
        REACTIONS,
        msg(
            "mycelium.action.is-reaction",
            "{card}'s ability {ability} is a Reaction, not an Action: it is used only when its condition is met",
            card=name,
            ability=move.ability,
        ),
    )
    take_from_hand(pos, colour, name, rule, ruling, msg("mycelium.hand.to-use", "use"), action=True)
    used = [name]
    if move.pair_with is not None:
        ruling.require(move.pair_with in CARDS, PAIRS, not_a_card(move.pair_with))
        take_from_hand(
            pos, colour, move.pair_with, PAIRS, ruling, msg("mycelium.hand.to-pair", "pair with"), action=True
        )
        used.append(move.pair_with)
    ruling.because(
        USE_AND_DISCARD,
        msg(
            "mycelium.action.uses-ability",
            "{player} uses {card}'s ability {ability} (an Action)",
            player=colour,
            card=name,
            ability=move.ability,
        ),
    )
    ruling.event(
        rule,
        msg(
            "mycelium.action.uses",
            "{player} uses {cards}: ability {ability}",
            player=colour,
            cards=" + ".join(used),
            ability=move.ability,
        ),
        player=colour,
    )
    handler = (
        HANDLERS[(name, move.ability)] if (name, move.ability) in HANDLERS else HANDLERS[(card.type, move.ability)]
    )
    handler(pos, colour, move, ruling, rule, used)


def _discard_used(pos: Position, used: list[str], ruling: Ruling) -> None:
    discard(pos, used)
    ruling.event(
        USE_AND_DISCARD, msg("mycelium.action.discarded", "{cards} discarded after use", cards=used), cards=used
    )


def _cancelled(pos, colour, move, ruling, used) -> bool:
    if cancel_chain(pos, move.cancelled_by, ruling, of(colour, " + ".join(used))):
        _discard_used(pos, used, ruling)
        return True
    return False


def _pair(pos, colour, move, ruling, rule, used, ctype: str) -> None:
    ruling.require(
        move.pair_with is not None,
        PAIRS,
        msg(
            "mycelium.action.pair-needed",
            "{card} plays as a pair with another card of type {type}",
            card=move.card,
            type=card_type(ctype),
        ),
    )
    ruling.require(
        CARDS[move.pair_with].type == ctype,
        PAIRS,
        msg(
            "mycelium.action.pair-wrong-type",
            "{card} is of type {type}, not {want}",
            card=move.pair_with,
            type=card_type(CARDS[move.pair_with].type),
            want=card_type(ctype),
        ),
    )


def _no_pair(move, ruling, rule) -> None:
    ruling.require(
        move.pair_with is None,
        rule,
        msg("mycelium.action.no-pair", "this ability of {card} is not played as a pair", card=move.card),
    )


def builder_pair(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.build import place_path

    _pair(pos, colour, move, ruling, rule, used, "Builder")
    ruling.require(
        len(move.paths) == 2,
        rule,
        msg("mycelium.action.pair-two-paths", "the pair builds 2 Paths: name 2 edges, not {n}", n=len(move.paths)),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    from referee.engine.mycelium.build import build_reactions

    for r in move.reactions:
        ruling.require(
            r.after in move.paths,
            rule,
            msg(
                "mycelium.action.reaction-after-other", "reaction after {edge}: not a Path of this action", edge=r.after
            ),
        )
    from referee.engine.mycelium.build import at_path_limit

    removals = list(move.limit_remove)
    for i, edge in enumerate(move.paths):
        removal = removals.pop(0) if removals and at_path_limit(pos, colour, len(move.paths) - i) else None
        place_path(pos, colour, edge, removal, ruling, rule, msg("mycelium.action.why-free", "free"))
        build_reactions(pos, colour, edge, [r for r in move.reactions if r.after == edge], ruling)
    _discard_used(pos, used, ruling)


def builder_remove(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.build import OWN_PLACED, no_path_to_remove, remove_path

    _no_pair(move, ruling, rule)
    ruling.require(
        move.remove is not None, rule, msg("mycelium.action.name-removal", "name the Path to remove (move.remove)")
    )
    placed = lambda: colour in pos.path_map.get(move.remove, [])  # noqa: E731
    ruling.require(
        fact_about(pos, OWN_PLACED, (colour, move.remove), placed, player=colour, edge=move.remove),
        rule,
        no_path_to_remove(colour, move.remove),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    remove_path(pos, colour, move.remove)
    left = lambda: known(pos.supply.spore_tokens) >= 1  # noqa: E731
    if not fact_about(pos, SPORES_LEFT, ("1",), left, n=1):
        ruling.undetermined(
            rule, msg("mycelium.action.supply-no-spore", "no Spore Token left in the supply"), needs=[SUPPLY_OUT]
        )
    with untraced():  # from the supply to the player's mat, on the working copy where it describes them
        if pos.supply.spore_tokens is not None:
            pos.supply.spore_tokens -= 1
        me = pos.described(colour)
        if me is not None:
            me.spore_tokens += 1
    ruling.event(
        rule,
        msg(
            "mycelium.action.removes-for-spore",
            "{player} removes their Path on {edge} and gains a Spore Token",
            player=colour,
            edge=move.remove,
        ),
    )
    _discard_used(pos, used, ruling)


def thief_pair(pos, colour, move, ruling, rule, used) -> None:
    _pair(pos, colour, move, ruling, rule, used, "Thief")
    ruling.require(move.cave is not None and is_spore_cave(pos, move.cave), rule, not_a_cave(move.cave))
    if _cancelled(pos, colour, move, ruling, used):
        return
    spores = lambda: pos.board.location_map[move.cave].spores  # noqa: E731
    what = TOKEN_KINDS["spore"]
    if not fact_about(pos, TOKENS_THERE, (move.cave, "spore"), spores, what=what, location=move.cave):
        ruling.event(rule, msg("mycelium.action.cave-empty", "{cave} has no Spore Token to take", cave=move.cave))
    else:
        with untraced():  # from the cave to the Thief's mat, on the working copy where it describes them
            loc = (pos.board.locations or {}).get(move.cave)
            if loc is not None:
                loc.spores -= 1
            me = pos.described(colour)
            if me is not None:
                me.spore_tokens += 1
        ruling.event(
            rule,
            msg(
                "mycelium.action.takes-spore",
                "{player} takes 1 Spore Token from {cave} to their Player Mat",
                player=colour,
                cave=move.cave,
            ),
        )
    _discard_used(pos, used, ruling)


def worker(n: int):
    def run(pos, colour, move, ruling, rule, used) -> None:
        from referee.engine.mycelium.exchange import spawn

        _no_pair(move, ruling, rule)
        if _cancelled(pos, colour, move, ruling, used):
            return
        spawn(pos, colour, move.cave, n, rule, ruling)
        _discard_used(pos, used, ruling)

    return run


def amethyst_swap(pos, colour, move, ruling, rule, used) -> None:
    _no_pair(move, ruling, rule)
    ruling.require(
        move.take is not None, rule, msg("mycelium.action.name-take", "name the discarded card to take (move.take)")
    )
    ruling.require(
        move.take in pos.mushling_discard,
        rule,
        msg("mycelium.action.not-discarded", "no {card} in the Mushling discard pile", card=move.take),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    pos.mushling_discard.remove(move.take)
    to_hand(pos, colour, move.take)
    ruling.event(
        rule,
        msg(
            "mycelium.action.amethyst-swap",
            "{player} exchanges the Amethyst Deceiver for {card} from the discard pile",
            player=colour,
            card=move.take,
        ),
    )
    _discard_used(pos, used, ruling)


def parrot_view(pos, colour, move, ruling, rule, used) -> None:
    _no_pair(move, ruling, rule)
    ruling.require(
        move.view is not None and pos.has_player(move.view),
        rule,
        msg("mycelium.action.name-view", "name another player (move.view)"),
    )
    ruling.require(move.view != colour, rule, msg("mycelium.action.view-other", "view another player's hand"))
    if _cancelled(pos, colour, move, ruling, used):
        return
    ruling.event(
        rule,
        msg("mycelium.action.views-hand", "{player} views {other}'s hand privately", player=colour, other=move.view),
        cards=_hand_size(pos, move.view),
        seen_by=[colour],
    )
    _discard_used(pos, used, ruling)


def _hand_size(pos, colour: str) -> int | None:
    """How many cards the viewed hand holds, for the event's data only (it decides nothing: not a rule's read)."""
    with untraced():
        other = pos.described(colour)
        return None if other is None or other.hand is None else len(other.hand)


def _hand_not_empty(pos, colour: str) -> bool:
    """A hand not described: the attack's own check that its card is held settles it (a held card: not empty)."""
    with untraced():
        me = pos.described(colour)
        if me is None or me.hand is None or me.hand:
            return True
    return bool(pos.player(colour).hand)  # an empty hand: traced, the refusal rests on it


def parrot_attack(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.combat import resolve_attack

    _no_pair(move, ruling, rule)
    ruling.require(
        move.attack is not None, rule, msg("mycelium.action.describe-attack", "describe the attack (move.attack)")
    )
    ruling.require(
        _hand_not_empty(pos, colour),
        rule,
        msg(
            "mycelium.action.parrot-needs-card",
            "Parrot Toadstool is not the card revealed: another card from hand is needed, and the hand is empty",
        ),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    _discard_used(pos, used, ruling)
    resolve_attack(pos, colour, move.attack, ruling, via_parrot=True)


def russula(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.place import check_spots, places_gatherers

    _no_pair(move, ruling, rule)
    check_spots(pos, colour, move.gatherers, rule, ruling)
    if _cancelled(pos, colour, move, ruling, used):
        return
    with untraced():  # the Gatherers move on the working copy, where it describes the player
        me = pos.described(colour)
        if me is not None:
            me.gatherers = list(move.gatherers)
    ruling.event(rule, places_gatherers(colour, move.gatherers))
    _discard_used(pos, used, ruling)


PLAYER_COUNT = BOOK.fact(
    "player-count",
    "number",
    msg("mycelium.fact.player-count", "How many players are in the game (one Colony each)?"),
    rule="mycelium.cards.veiled-lady",
)


def colonies(pos: Position, ruling: Ruling) -> int:
    """Colonies in the game; the 2 Player variant counts as 4."""
    if in_play(pos, "two_player"):
        from referee.engine.mycelium.variants.team import TWO_PLAYER

        ruling.because(
            TWO_PLAYER, msg("mycelium.team.two-player-counts", "2 Player variant: cards count the game as 4 players")
        )
        return 4
    return read_fact(pos, PLAYER_COUNT, lambda: len(pos.player_list))


def veiled_lady(pos, colour, move, ruling, rule, used) -> None:
    _no_pair(move, ruling, rule)
    if _cancelled(pos, colour, move, ruling, used):
        return
    n = colonies(pos, ruling) if pos.nutrient_deck is None else min(colonies(pos, ruling), len(pos.nutrient_deck))
    ruling.event(
        rule,
        msg_n(
            "mycelium.action.veiled-lady",
            "{player} views the top {n} Nutrient Card without changing the order; they may tell the others anything, "
            "but not show it",
            "{player} views the top {n} Nutrient Cards without changing their order; they may tell the others "
            "anything, but not show them",
            n,
            player=colour,
        ),
        n=n,
        seen_by=[colour],
    )
    _discard_used(pos, used, ruling)


def magic_mushling(pos, colour, move, ruling, rule, used) -> None:
    _no_pair(move, ruling, rule)
    if pos.nutrient_deck is None and move.order:
        ruling.undetermined(
            rule,
            msg("mycelium.action.nutrient-deck-unknown", "the Nutrient Deck is not described"),
            needs=[
                Need(
                    msg("mycelium.need.nutrient-deck", "What is the Nutrient Deck, top card first?"),
                    "position.nutrient_deck",
                    "several_of" if pos.nutrient_cards else "text",
                    tuple(pos.nutrient_cards),
                )
            ],
        )
    n = colonies(pos, ruling) if pos.nutrient_deck is None else min(colonies(pos, ruling), len(pos.nutrient_deck))
    top = (pos.nutrient_deck or [])[:n]
    if move.order:
        ruling.require(
            sorted(move.order) == sorted(top),
            rule,
            msg_n(
                "mycelium.action.reorder-exactly",
                "the new order must rearrange exactly the top {n} card",
                "the new order must rearrange exactly the top {n} cards",
                n,
            ),
        )
    if _cancelled(pos, colour, move, ruling, used):
        return
    if move.order:
        pos.nutrient_deck[:n] = list(move.order)
    ruling.event(
        rule,
        msg_n(
            "mycelium.action.magic-mushling",
            "{player} views and rearranges the top {n} Nutrient Card; they may tell the others anything, but not "
            "show it",
            "{player} views and rearranges the top {n} Nutrient Cards; they may tell the others anything, but not show "
            "them",
            n,
            player=colour,
        ),
        n=n,
        seen_by=[colour],
    )
    _discard_used(pos, used, ruling)


def truffle(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.draw import SHUFFLE_ORDER, shuffled

    _no_pair(move, ruling, rule)
    ruling.require(
        move.deck is not None,
        rule,
        msg("mycelium.action.choose-deck", "choose which deck to shuffle (move.deck: nutrient or mushling)"),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    # an undescribed deck stays undescribed (None): its discards join it unseen
    if move.deck == "nutrient":
        deck = pos.nutrient_deck
        pos.nutrient_deck = None if deck is None else shuffled(deck + pos.nutrient_discard, pos)
        pos.nutrient_discard = []
    else:
        deck = pos.mushling_deck
        pos.mushling_deck = None if deck is None else shuffled(deck + pos.mushling_discard, pos)
        pos.mushling_discard = []
    ruling.used("position.seed", pos.seed, SHUFFLE_ORDER)
    ruling.event(
        rule,
        msg(
            "mycelium.action.truffle",
            "the {deck} and its discard pile are shuffled together (Truffle not included)",
            deck=deck_name(move.deck),
        ),
    )
    _discard_used(pos, used, ruling)


def _nothing_to_shuffle(move, ruling, rule) -> None:
    """The chosen discard pile is empty: the text allows the Action "even when there is 1 card in the respective
    discard pile" and says nothing of none, so whether it may be used then is left open, not guessed."""
    ruling.undetermined(
        rule,
        msg(
            "mycelium.action.witchs-hat-empty",
            "the discard pile of the {deck} is empty: the text allows Witch's Hat with 1 card in it and does not say "
            "whether it may be used with none",
            deck=deck_name(move.deck),
        ),
        needs=[
            Need(
                msg(
                    "mycelium.need.witchs-hat-empty",
                    "May Witch's Hat's Action be used when the chosen discard pile is empty?",
                ),
                None,
                "rule",
            )
        ],
    )


def witchs_hat(pos, colour, move, ruling, rule, used) -> None:
    from referee.engine.mycelium.draw import SHUFFLE_ORDER, shuffled

    _no_pair(move, ruling, rule)
    ruling.require(
        move.deck is not None,
        rule,
        msg("mycelium.action.choose-discard", "choose which discard pile to shuffle (move.deck)"),
    )
    if _cancelled(pos, colour, move, ruling, used):
        return
    if (pos.nutrient_discard if move.deck == "nutrient" else pos.mushling_discard) == []:
        _nothing_to_shuffle(move, ruling, rule)
    if move.deck == "nutrient":
        deck = pos.nutrient_deck
        pos.nutrient_deck = None if deck is None else shuffled(pos.nutrient_discard, pos) + deck
        pos.nutrient_discard = []
    else:
        deck = pos.mushling_deck
        pos.mushling_deck = None if deck is None else shuffled(pos.mushling_discard, pos) + deck
        pos.mushling_discard = []
    ruling.used("position.seed", pos.seed, SHUFFLE_ORDER)
    ruling.event(
        rule,
        msg(
            "mycelium.action.witchs-hat",
            "the discard pile of the {deck} is shuffled onto its top (Witch's Hat not included)",
            deck=deck_name(move.deck),
        ),
    )
    _discard_used(pos, used, ruling)


HANDLERS = {
    ("Builder", 1): builder_pair,
    ("Builder", 2): builder_remove,
    ("Thief", 1): thief_pair,
    ("Night Light", 1): worker(2),
    ("Yellow Morel", 1): worker(1),
    ("Amethyst Deceiver", 2): amethyst_swap,
    ("Parrot Toadstool", 1): parrot_view,
    ("Parrot Toadstool", 2): parrot_attack,
    ("Russula", 1): russula,
    ("Veiled Lady", 1): veiled_lady,
    ("Magic Mushling", 1): magic_mushling,
    ("Truffle", 1): truffle,
    ("Witch's Hat", 1): witchs_hat,
}
