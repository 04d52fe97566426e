"""Random play: a generated board and deal, random (mostly legal) moves, and the invariants every legal step keeps.

The box's card amounts and the board map are not in the texts; the generated board and deck here are test
material only (54 cards cycling through the Field Guide, a ring of edges with Colonies, caves and trees)."""

from __future__ import annotations

import random

from referee.engine.mycelium.board import connected_to_own
from referee.engine.mycelium.cards import CARDS
from referee.engine.mycelium.model import COMPONENTS, Position
from referee.engine.mycelium.moves import (
    Attack,
    BirdsNest,
    Boost,
    Build,
    BuildReaction,
    Buy,
    Cancel,
    Draw,
    Exchange,
    Gather,
    NutrientCardMove,
    Payment,
    Place,
    Trade,
    UseAction,
)
from referee.engine.mycelium.validate import totals

COLOURS = ["blue", "red", "green", "beige"]
N_EDGES = 48


TEAM_ORDER = ["blue", "green", "red", "beige"]  # seats alternate teams: Blue and Red versus Green and Beige
ITEMS = {
    "Pickaxe": {"price": 2, "spawn": 1},
    "Sword": {"price": 4, "combat": 1},
    "Bow": {"price": 3, "attack_range": 1},
    "Backpack": {"price": 3, "gather": 1},
}


def random_setup(
    rng: random.Random, players: int = 3, phase: str = "explore", emsporium: bool = False, team: bool = False
) -> Position:
    """A full starting position: 54 cards, 50/45/16 tokens, hands by seat, 3 Spores on caves and mats; optionally
    with the Emsporium (2 of each of 4 made-up items) and the Team variant (4 Colonies)."""
    from referee.engine.mycelium import ENGINE

    colours = TEAM_ORDER if team else COLOURS
    if team:
        players = 4
    board = _board(colours[:players])
    names = sorted(CARDS)
    deck = [names[i % len(names)] for i in range(COMPONENTS["mushling"])]
    rng.shuffle(deck)
    nutrient_cards = _nutrient_cards(board["locations"])
    ndeck = [n for n in nutrient_cards if not (players == 3 and nutrient_cards[n]["tree"] == "walnut")]
    rng.shuffle(ndeck)
    hands = [[deck.pop() for _ in range(3 + seat)] for seat in range(1, players + 1)]
    data = {
        "board": board,
        "players": [
            {"colour": colours[k], "seat": k + 1, "hand": hands[k], "spore_tokens": 3}
            | ({"team": "A" if colours[k] in ("blue", "red") else "B"} if team else {})
            for k in range(players)
        ],
        "mushling_deck": deck,
        "nutrient_deck": ndeck,
        "nutrient_cards": nutrient_cards,
        "phase": phase,
        "active": colours[0],
        "seed": rng.randrange(1 << 20),
        "variants": {"emsporium": emsporium, "team": team, "hero_tavern": False, "two_player": False},
        "paths": {},  # a whole game: nothing built yet
    }
    if emsporium:
        items = [name for name in ITEMS for _ in range(2)]
        rng.shuffle(items)
        data["emsporium"] = {"shop": items[:5], "deck": items[5:], "items": ITEMS}
    return ENGINE.parse_position(data, "<random setup>")


def _board(colours: list[str]) -> dict:
    """A ring of edges (every 4th with a chord), each player's Colony, Spore Cave and Nutrient Tree around it,
    and the Center Tree (willow) touched once per player."""
    edges: dict[str, dict] = {f"e{i}": {"borders": [], "touches": [f"e{(i + 1) % N_EDGES}"]} for i in range(N_EDGES)}
    for i in range(0, N_EDGES, 4):
        edges[f"e{i}"]["touches"].append(f"e{(i + 7) % N_EDGES}")
    locations: dict[str, dict] = {"mush-room": {"kind": "mush-room"}}
    permanent: dict[str, list[str]] = {}
    step = N_EDGES // len(colours)
    for k, c in enumerate(colours):
        base = k * step
        locations[f"colony-{c}"] = {"kind": "colony", "colony_of": c}
        locations[f"cave-{c}"] = {"kind": "spore-cave", "spores": 3}
        permanent[c] = [f"e{base + j}" for j in range(6)]
        for j in range(6):
            edges[f"e{base + j}"]["borders"].append(f"colony-{c}")
        for j in (5, 6):
            edges[f"e{base + j}"]["borders"].append(f"cave-{c}")
        tree = ["oak", "birch", "pine", "walnut"][k]
        locations[tree] = {"kind": "nutrient-tree", "tree": tree, "nutrients": 1}
        for j in (8, 9, 10):
            edges[f"e{(base + j) % N_EDGES}"]["borders"].append(tree)
        edges[f"e{(base + 12) % N_EDGES}"]["borders"].append("willow")
    locations["willow"] = {"kind": "center-tree", "tree": "willow", "nutrients": 1}
    return {"locations": locations, "edges": edges, "permanent_paths": permanent}


def _nutrient_cards(locations: dict[str, dict]) -> dict[str, dict]:
    """17 made-up Nutrient Cards cycling through the trees (a tree not on the board sends its card to the willow)."""
    trees = [loc for loc, spec in locations.items() if spec["kind"] in ("nutrient-tree", "center-tree")]
    cards = {}
    for i in range(17):
        tree = ["oak", "birch", "pine", "walnut", "willow"][i % 5]
        cards[f"{tree.title()} {i}"] = {"tree": tree, "place_nutrients": [tree] if tree in trees else ["willow"]}
    return cards


# --- random moves -------------------------------------------------------------------------------------------


def _spots(pos: Position, rng: random.Random) -> list[str]:
    """Mostly where the player is bonded and tokens lie (or the Mush Room); sometimes anywhere."""
    from referee.engine.mycelium.board import bonded_paths

    locs = pos.board.locations
    spots = [k for k, v in locs.items() if v.kind in ("nutrient-tree", "center-tree", "spore-cave", "mush-room")]
    colour = pos.active_colour
    good = [
        k
        for k in spots
        if locs[k].kind == "mush-room" or ((locs[k].nutrients or locs[k].spores) and bonded_paths(pos, colour, k))
    ]
    return [rng.choice(good if good and rng.random() < 0.8 else spots) for _ in range(3)]


def _holders(pos: Position, card: str, but: str | None = None) -> list[str]:
    return [p.colour for p in pos.players if card in p.hand and p.colour != but]


def _cancels(pos: Position, rng: random.Random, but: str | None = None) -> list[Cancel]:
    """Sometimes a Fly Agaric (rarely two) from whoever holds one."""
    chain: list[Cancel] = []
    for holder in _holders(pos, "Fly Agaric", but):
        if rng.random() < 0.3:
            chain.append(Cancel(player=holder))
    return chain[:2]


def _frontier(pos: Position, colour: str) -> list[str]:
    return sorted(
        e
        for e in pos.board.edges
        if colour not in pos.on_edge(e) and len(pos.on_edge(e)) < 2 and connected_to_own(pos, colour, e)
    )


def _toward_nutrients(pos: Position, front: list[str]) -> list[str]:
    """Frontier edges nearest (by edges) to the rim of a location holding Nutrient Tokens."""
    from collections import deque

    from referee.engine.mycelium.board import neighbours

    goals = {
        e for e, spec in pos.board.edges.items() if any(pos.board.locations[loc].nutrients for loc in spec.borders)
    }
    if not goals:
        return []
    dist = {e: 0 for e in goals}
    queue = deque(goals)
    while queue:
        e = queue.popleft()
        for n in neighbours(pos, e):
            if n not in dist:
                dist[n] = dist[e] + 1
                queue.append(n)
    best = min((dist.get(e, 99) for e in front), default=99)
    return [e for e in front if dist.get(e, 99) == best]


def _pay(pos: Position, colour: str, value: int, rng: random.Random) -> Payment:
    me = pos.player(colour)
    tokens = min(me.spore_tokens, -(-value // 3))
    rest = value - 3 * tokens
    cards: list[str] = []
    for name in sorted(me.hand, key=lambda n: -CARDS[n].spore):
        if rest <= 0:
            break
        if CARDS[name].spore:
            cards.append(name)
            rest -= CARDS[name].spore
    return Payment(spore_tokens=tokens, cards=cards)


def _action(pos: Position, colour: str, rng: random.Random):
    """One roll picks the kind of action (gather, build, attack, buy, trade, exchange, a card's action); a kind
    that cannot be made falls through to the next one."""
    roll = rng.random()
    if roll < 0.15:
        return Gather(type="gather")
    for limit, attempt in ((0.55, _build), (0.7, _attack), (0.75, _buy), (0.78, _trade), (0.8, _exchange)):
        if roll < limit:
            move = attempt(pos, colour, rng)
            if move is not None:
                return move
    if pos.player(colour).hand:
        return _use_card(pos, colour, rng)
    return Gather(type="gather")


def _build(pos: Position, colour: str, rng: random.Random) -> Build | None:
    """A Path at the frontier, mostly toward Nutrient Tokens; sometimes a Penny Bun or Inky Cap reaction."""
    me = pos.player(colour)
    front = _frontier(pos, colour)
    affordable = 3 * me.spore_tokens + sum(CARDS[n].spore for n in me.hand) >= 3
    if not front or not (affordable or rng.random() < 0.1):
        return None
    # grow toward Nutrient Tokens most of the time, else anywhere at the frontier
    near = _toward_nutrients(pos, front)
    paths = [rng.choice(near if near and rng.random() < 0.8 else front)]
    placed = pos.placed_paths(colour)
    remove = [rng.choice(placed)] if len(placed) >= COMPONENTS["paths_per_colour"] else []
    reactions = _build_reactions(pos, colour, paths[0], rng)
    payment = _pay(pos, colour, 3, rng)
    if reactions and reactions[0].give and set(reactions[0].give) & set(payment.cards):
        reactions[0].give = []
    return Build(type="build", paths=paths, pay_with=payment, remove=remove, reactions=reactions)


def _build_reactions(pos: Position, colour: str, edge: str, rng: random.Random) -> list[BuildReaction]:
    """At most one other player's reaction to the new Path (with the Fly Agarics that may cancel it)."""
    me = pos.player(colour)
    for reactor in _holders(pos, "Penny Bun", colour) + _holders(pos, "Inky Cap", colour):
        if connected_to_own(pos, reactor, edge) and rng.random() < 0.6:
            card = "Penny Bun" if "Penny Bun" in pos.player(reactor).hand else "Inky Cap"
            spare = list(me.hand)
            give = rng.sample(spare, 2) if card == "Inky Cap" and len(spare) >= 5 else []
            chain = _cancels(pos, rng, reactor)
            return [BuildReaction(after=edge, player=reactor, card=card, give=give, cancelled_by=chain)]
    return []


def _attack(pos: Position, colour: str, rng: random.Random) -> Attack | None:
    """An attack on another colour's Path next to one's own, with boosts and a free Path sometimes."""
    me = pos.player(colour)
    if not me.hand:
        return None
    targets = [
        (e, c) for e, owners in pos.paths.items() for c in owners if c != colour and connected_to_own(pos, colour, e)
    ]
    if not targets:
        return None
    edge, defender = rng.choice(targets)
    a = rng.choice(me.hand)
    dhand = list(pos.player(defender).hand)
    d = rng.choice(dhand) if dhand and rng.random() < 0.7 else None
    boosts = []
    if d is not None and me.combat_tokens and rng.random() < 0.5:
        boosts.append(Boost(by=colour, side="attacker", combat_token=True))
    oysters = [n for n in me.hand if n in ("Blue Oyster", "Pink Oyster") and n != a]
    if d is not None and oysters and rng.random() < 0.5:
        boosts.append(Boost(by=colour, side="attacker", card=oysters[0]))
    if d is not None and pos.player(defender).combat_tokens and rng.random() < 0.5:
        boosts.append(Boost(by=defender, side="defender", combat_token=True))
    free = _frontier(pos, defender)
    cancel = _cancels(pos, rng) if a in ("Parasol", "Shiitake", "Amethyst Deceiver") else []
    return Attack(
        cancel_attacker_card=cancel,
        type="attack",
        target=edge,
        defender=defender,
        attacker_card=a,
        defender_card=d,
        boosts=boosts,
        free_path=rng.choice(free) if free and rng.random() < 0.5 else None,
    )


def _buy(pos: Position, colour: str, rng: random.Random) -> Buy | None:
    if not (pos.variants.emsporium and pos.emsporium and pos.emsporium.shop and rng.random() < 0.5):
        return None
    item = rng.choice(pos.emsporium.shop)
    return Buy(type="buy", items=[item], pay_with=_pay(pos, colour, pos.emsporium.items[item].price, rng))


def _trade(pos: Position, colour: str, rng: random.Random) -> Trade | None:
    if not pos.variants.team or pos.traded_this_turn:
        return None
    me = pos.player(colour)
    mate = sorted(pos.teammates(colour))[0]
    mine = me.hand + (["spore"] if me.spore_tokens else [])
    theirs = pos.player(mate).hand + (["spore"] if pos.player(mate).spore_tokens else [])
    if not (mine and theirs):
        return None
    return Trade(type="trade", teammate=mate, give=rng.choice(mine), receive=rng.choice(theirs))


def _exchange(pos: Position, colour: str, rng: random.Random) -> Exchange | None:
    """Two cards of one type for a Spawn or a Draw."""
    me = pos.player(colour)
    if len(me.hand) < 2:
        return None
    by_type: dict[str, list[str]] = {}
    for n in me.hand:
        by_type.setdefault(CARDS[n].type, []).append(n)
    pairs = [v for v in by_type.values() if len(v) >= 2]
    if not pairs:
        return None
    a, b = rng.choice(pairs)[:2]
    caves = [k for k, v in pos.board.locations.items() if v.kind == "spore-cave"]
    then = rng.choice(["spawn", "draw"])
    return Exchange(type="exchange", cards=[a, b], then=then, cave=rng.choice(caves))


def _use_card(pos: Position, colour: str, rng: random.Random):
    me = pos.player(colour)
    usable = [n for n in me.hand if "action" in CARDS[n].abilities]
    name = rng.choice(usable if usable and rng.random() < 0.9 else me.hand)
    card = CARDS[name]
    if "action" not in card.abilities:
        return UseAction(type="use_action", card=name)  # illegal: a Reaction is not an Action
    ability = card.abilities.index("action") + 1
    if card.abilities == ("action", "action"):
        ability = rng.choice([1, 2])
    caves = [k for k, v in pos.board.locations.items() if v.kind == "spore-cave"]
    kw: dict = {"type": "use_action", "card": name, "ability": ability, "cave": rng.choice(caves)}
    others = [n for n in me.hand if n != name]
    if card.type in ("Builder", "Thief") and ability == 1:
        mates = [n for n in others if CARDS[n].type == card.type]
        kw["pair_with"] = mates[0] if mates else None
        front = _frontier(pos, colour)
        kw["paths"] = front[:1] + [e for e in front[1:2]] if card.type == "Builder" else []
    if card.type == "Builder" and ability == 2:
        placed = pos.placed_paths(colour)
        kw["remove"] = rng.choice(placed) if placed else None
    if name == "Amethyst Deceiver":
        kw["take"] = rng.choice(pos.mushling_discard) if pos.mushling_discard else None
    if name == "Parrot Toadstool" and ability == 1:
        kw["view"] = rng.choice([p.colour for p in pos.players if p.colour != colour])
    if name == "Parrot Toadstool" and ability == 2:
        targets = [(e, c) for e, owners in pos.paths.items() for c in owners if c != colour]
        if not targets or not others:
            ability = kw["ability"] = 1
            kw["view"] = rng.choice([p.colour for p in pos.players if p.colour != colour])
        else:
            edge, defender = rng.choice(targets)
            kw["attack"] = Attack(type="attack", target=edge, defender=defender, attacker_card=rng.choice(others))
    if name == "Russula":
        kw["gatherers"] = _spots(pos, rng)
    if name in ("Truffle", "Witch's Hat"):
        kw["deck"] = rng.choice(["nutrient", "mushling"])
    if rng.random() < 0.3:
        kw["cancelled_by"] = _cancels(pos, rng, colour)
    return UseAction(**kw)


def _turn_order(pos: Position) -> list[str]:
    seats = [p.colour for p in pos.by_seat()]
    i = seats.index(pos.active_colour)
    return seats[i:] + seats[:i]


def random_move(pos: Position, rng: random.Random):
    if pos.phase == "over" or pos.winner:
        return None
    colour = pos.active_colour
    if pos.phase in ("explore", "place"):
        return Place(type="place", gatherers=_spots(pos, rng))
    if pos.phase == "nutrient":
        if not pos.supply.nutrient_tokens:
            return None  # the texts do not say what a Nutrient Card does with an empty supply: stop this game
        nests = []
        top = (pos.nutrient_deck or [None])[0]
        spec = pos.nutrient_cards.get(top) if top else None
        if spec:
            for colour_ in _turn_order(pos):
                p = pos.player(colour_)
                trees = [
                    t
                    for t in spec.place_nutrients
                    if t in p.gatherers and pos.board.locations[t].kind == "nutrient-tree"
                ]
                if trees and "Bird's Nest" in p.hand and rng.random() < 0.7:
                    nests.append(BirdsNest(player=colour_, gatherers=[g for g in p.gatherers if g in trees][:3]))
        return NutrientCardMove(type="nutrient_card", birds_nests=nests)
    if pos.phase == "action":
        return _action(pos, colour, rng)
    if pos.phase == "gather":
        return Gather(type="gather")
    if pos.phase == "draw":
        hand = pos.player(colour).hand
        excess = max(0, len(hand) + 1 - 7)
        keep = list(hand)
        rng.shuffle(keep)
        return Draw(
            type="draw",
            discard=keep[:excess]
            if len(pos.mushling_deck or []) + len(pos.mushling_discard)
            else keep[: max(0, len(hand) - 7)],
        )
    return None


# --- invariants ---------------------------------------------------------------------------------------------


def invariants(pos: Position) -> list[str]:
    problems: list[str] = []
    for p in pos.players:
        placed = len(pos.placed_paths(p.colour))
        if placed > COMPONENTS["paths_per_colour"]:
            problems.append(f"{p.colour} has {placed} Paths in play (20 per colour)")
        if len(p.gatherers) > 3:
            problems.append(f"{p.colour} has {len(p.gatherers)} Gatherers out (3 per colour)")
        for n in (p.spore_tokens, p.nutrient_tokens, p.combat_tokens):
            if n < 0:
                problems.append(f"{p.colour} holds a negative token count")
        if pos.phase == "nutrient" and len(p.hand) > 7 and p.colour != pos.active_colour:
            pass  # more than 7 is fine outside one's own Draw Phase
    for e in pos.board.edges:
        on = pos.on_edge(e)
        if len(on) > 2:
            problems.append(f"edge {e} holds {len(on)} Paths")
        if len(set(on)) != len(on):
            problems.append(f"edge {e} holds two Paths of one colour: {on}")
    for loc_id, loc in pos.board.locations.items():
        if loc.nutrients < 0 or loc.spores < 0:
            problems.append(f"{loc_id} holds a negative token count")
    for key in ("spore_tokens", "nutrient_tokens", "combat_tokens"):
        if (getattr(pos.supply, key) or 0) < 0:
            problems.append(f"supply of {key} is negative")
    if pos.totals is not None:
        now = totals(pos)
        for key, want in pos.totals.items():
            if now.get(key) != want:
                problems.append(f"{key} not conserved: {now.get(key)} now, {want} at the start")
    if pos.winner is None and any(p.nutrient_tokens >= 10 for p in pos.players) and not pos.variants.team:
        problems.append("a player has 10 Nutrient Tokens but the game did not end")
    return problems
