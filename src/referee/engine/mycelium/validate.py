"""Positions that cannot exist: unknown names, a Path on an edge that is not there, three Paths on one edge, more
pieces than the box holds (Components: 20 Paths a colour, 50 Spore Tokens, 45 Nutrient Cubes, 16 Combat Tokens,
54 Mushling Cards, 17 Nutrient Cards, 16 Emsporium Cards, 2 of each item, 8 unique Heroes). Each problem names its
field path. Also the component totals random play conserves."""

from __future__ import annotations

from referee.engine.mycelium.cards import CARDS
from referee.engine.mycelium.model import COMPONENTS, TEAM_PAIRS, Position
from referee.errors import InputError, suggest


def described_whole(pos: Position) -> bool:
    """Players and board locations given: the tokens in play can be counted (a partial position's cannot)."""
    return pos.players is not None and pos.board.locations is not None


def totals(pos: Position) -> dict[str, int]:
    """Tokens and cards in play plus the supply (what must stay constant through a game)."""
    locs = (pos.board.locations or {}).values()
    players = pos.players or []
    out = {
        "spore_tokens": sum(p.spore_tokens for p in players)
        + sum(x.spores for x in locs)
        + (pos.supply.spore_tokens or 0),
        "nutrient_tokens": sum(p.nutrient_tokens for p in players)
        + sum(x.nutrients for x in locs)
        + (pos.supply.nutrient_tokens or 0),
        "combat_tokens": sum(p.combat_tokens for p in players) + (pos.supply.combat_tokens or 0),
    }
    if pos.mushling_deck is not None:  # an undescribed deck cannot be counted
        in_hands = sum(len(p.hand or []) for p in players)
        out["mushling"] = in_hands + len(pos.mushling_deck) + len(pos.mushling_discard)
    if pos.nutrient_deck is not None:
        out["nutrient_cards"] = len(pos.nutrient_deck) + len(pos.nutrient_discard)
    if pos.emsporium is not None:
        out["emsporium_items"] = len(_items(pos))
    if pos.hero_tavern is not None:
        out["heroes"] = len(_heroes(pos))
    return out


def _items(pos: Position) -> list[tuple[str, str]]:
    """(field path, item name) for every Emsporium Item in the shop, the deck and the players' hands."""
    shop = pos.emsporium.shop if pos.emsporium else []
    deck = pos.emsporium.deck if pos.emsporium else []
    return (
        [(f"emsporium.shop[{j}]", n) for j, n in enumerate(shop)]
        + [(f"emsporium.deck[{j}]", n) for j, n in enumerate(deck)]
        + [(f"players[{i}].items[{j}]", n) for i, p in enumerate(pos.players or []) for j, n in enumerate(p.items)]
    )


def _heroes(pos: Position) -> list[tuple[str, str]]:
    """(field path, hero name) for every Hero Mushling Card displayed, in the Hero deck or owned."""
    display = pos.hero_tavern.display if pos.hero_tavern else []
    deck = pos.hero_tavern.deck if pos.hero_tavern else []
    return (
        [(f"hero_tavern.display[{j}]", n) for j, n in enumerate(display)]
        + [(f"hero_tavern.deck[{j}]", n) for j, n in enumerate(deck)]
        + [(f"players[{i}].heroes[{j}]", n) for i, p in enumerate(pos.players or []) for j, n in enumerate(p.heroes)]
    )


def _check_counts(pos: Position, err) -> None:
    """The box's Nutrient Cards, Emsporium Items (2 of each) and Hero Mushling Cards (1 of each)."""
    n = len(pos.nutrient_deck or []) + len(pos.nutrient_discard)
    if n > COMPONENTS["nutrient_cards"]:
        raise err("nutrient_deck", f"{n} Nutrient Cards in the deck and discard pile; the game has 17")
    for what, entries, total, copies in (
        ("Emsporium Item", _items(pos), COMPONENTS["emsporium_items"], COMPONENTS["copies_per_item"]),
        ("Hero Mushling Card", _heroes(pos), COMPONENTS["heroes"], 1),
    ):
        seen: dict[str, int] = {}
        for field, name in entries:
            seen[name] = seen.get(name, 0) + 1
            if name != "?" and seen[name] > copies:
                raise err(field, f"{seen[name]} copies of the {what} {name!r}; the game has {copies} of each")
        if len(entries) > total:
            raise err(entries[total][0], f"{len(entries)} {what}s in play; the game has {total}")


def _in_play(pos: Position) -> dict[str, int]:
    t = totals(pos)
    return {
        "spore_tokens": t["spore_tokens"] - (pos.supply.spore_tokens or 0),
        "nutrient_tokens": t["nutrient_tokens"] - (pos.supply.nutrient_tokens or 0),
        "combat_tokens": t["combat_tokens"] - (pos.supply.combat_tokens or 0),
    }


def validate_position(pos: Position, file: str, root: str) -> None:
    def err(field: str, problem: str) -> InputError:
        return InputError(problem, file, f"{root}.{field}")

    _check_players(pos, err)
    _derive_teams(pos, err)
    _check_board(pos, err)
    _check_paths(pos, err)
    _check_cards_and_gatherers(pos, err)
    if described_whole(pos):  # a partial position's supply stays as given (unknown where omitted)
        _fill_supply(pos, err)
        if pos.totals is None:
            pos.totals = totals(pos)
    _check_counts(pos, err)
    n_cards = totals(pos).get("mushling", 0)
    if n_cards > COMPONENTS["mushling"]:
        raise err("mushling_deck", f"{n_cards} Mushling Cards in hands, deck and discard; the game has 54")


def _derive_teams(pos: Position, err) -> None:
    """Team variant: each Colony's team from its colour; a missing team is filled in (with the teammate's
    name for it, else 'blue-red' / 'green-beige'), a contradicting one is bad input naming the field."""
    if not pos.variants.team or pos.players is None:
        return
    by_colour = {p.colour.lower(): (i, p) for i, p in enumerate(pos.players) if p.colour is not None}
    if not set(by_colour) <= {c for pair in TEAM_PAIRS for c in pair}:
        return  # not the four Colony colours: the setup check says what is wrong
    names: list[str | None] = []
    for pair in TEAM_PAIRS:
        given = {by_colour[c][1].team for c in pair if c in by_colour} - {None}
        if len(given) > 1:
            i = by_colour[pair[1]][0]
            raise err(
                f"players[{i}].team",
                f"{pair[0].title()} and {pair[1].title()} are one team (the rulebook "
                f"fixes the teams: Blue and Red versus Green and Beige), not {' and '.join(sorted(given))}",
            )
        names.append(given.pop() if given else None)
    if names[0] is not None and names[0] == names[1]:
        i = by_colour["green"][0] if "green" in by_colour else by_colour["beige"][0]
        raise err(
            f"players[{i}].team",
            f"team {names[0]!r} cannot hold all four Colonies: the rulebook fixes "
            "the teams as Blue and Red versus Green and Beige",
        )
    for pair, name in zip(TEAM_PAIRS, names, strict=True):
        for c in pair:
            if c in by_colour and by_colour[c][1].team is None:
                by_colour[c][1].team = name or "-".join(pair)


def _check_players(pos: Position, err) -> None:
    """Colours and seats unique (a missing seat is the list order); Paths listed under a player join
    position.paths."""
    if pos.players is None:  # not described: the move's colours stand for themselves
        return
    # entries without a colour (`{}` in a cut-down position): players there, but not described -- they count (as
    # players at the table) and nothing else is known of them; a colour not listed may then be theirs
    pos._some_players = any(p.colour is None for p in pos.players)
    colours = [p.colour for p in pos.players if p.colour is not None]
    edges = pos.board.edges
    for i, p in enumerate(pos.players):
        if p.seat is None:
            p.seat = i + 1
        for j, e in enumerate(p.paths):  # Paths listed under a player join position.paths
            if edges is not None and e not in edges:
                raise err(f"players[{i}].paths[{j}]", f"unknown edge {e!r}{suggest(e, list(edges))}")
            pos.paths = pos.paths if pos.paths is not None else {}
            pos.paths.setdefault(e, []).append(p.colour)
        p.paths = []
    if len(set(colours)) != len(colours):
        raise err("players", f"a colour appears twice: {colours}")
    seats = [p.seat for p in pos.players]
    if len(set(seats)) != len(seats):
        raise err("players", f"two players share a seat: {seats}")
    if pos.active is not None and pos.active not in colours and pos.players_listed:
        raise err("active", f"{pos.active!r} is not a player{suggest(pos.active, colours)}")


def _check_board(pos: Position, err) -> None:
    """Edges name known locations and edges (adjoining is made mutual); permanent Paths are on known edges."""
    locs, edges = pos.board.locations, pos.board.edges
    if edges is None:
        return
    for eid, edge in edges.items():
        for i, loc in enumerate(edge.borders):
            if locs is not None and loc not in locs:
                raise err(f"board.edges.{eid}.borders[{i}]", f"unknown location {loc!r}{suggest(loc, list(locs))}")
        for i, other in enumerate(edge.touches):
            if other not in edges:
                raise err(f"board.edges.{eid}.touches[{i}]", f"unknown edge {other!r}{suggest(other, list(edges))}")
    for eid, edge in edges.items():  # adjoining is mutual: complete the position's lists both ways
        for other in edge.touches:
            if eid not in edges[other].touches and other != eid:
                edges[other].touches.append(eid)
    for colour, perm in (pos.board.permanent_paths or {}).items():
        for i, e in enumerate(perm):
            if e not in edges:
                raise err(f"board.permanent_paths.{colour}[{i}]", f"unknown edge {e!r}{suggest(e, list(edges))}")


def _check_paths(pos: Position, err) -> None:
    """Paths on known edges, of players' colours, at most 2 per edge and never two of one colour."""
    colours = [p.colour for p in pos.players or []] if pos.players_listed else None
    edges = pos.board.edges
    for e, owners in (pos.paths or {}).items():
        if edges is not None and e not in edges:
            raise err(f"paths.{e}", f"unknown edge {e!r}{suggest(e, list(edges))}")
        for i, c in enumerate(owners):
            if colours is not None and c not in colours:
                raise err(f"paths.{e}[{i}]", f"{c!r} is not a player{suggest(c, colours)}")
        on = (pos.board.permanent_on(e) if pos.board.permanent_paths is not None else []) + owners
        if len(on) > 2:
            raise err(f"paths.{e}", f"{len(on)} Paths on one edge ({', '.join(on)}); an edge holds 2")
        if len(set(on)) != len(on):
            raise err(f"paths.{e}", f"two Paths of one colour on one edge ({', '.join(on)})")


def _check_cards_and_gatherers(pos: Position, err) -> None:
    """Known Mushling Cards in hands, deck and discard; at most 3 Gatherers, on known locations; 20 Paths."""
    locs = pos.board.locations
    for i, p in enumerate(pos.players or []):
        for j, name in enumerate(p.hand or []):
            if name not in CARDS and name != "?":
                raise err(f"players[{i}].hand[{j}]", f"unknown Mushling Card {name!r}{suggest(name, list(CARDS))}")
        if len(p.gatherers) > 3:
            raise err(f"players[{i}].gatherers", f"{len(p.gatherers)} Gatherers out; each player has 3")
        for j, g in enumerate(p.gatherers):
            if locs is not None and g not in locs:
                raise err(f"players[{i}].gatherers[{j}]", f"unknown location {g!r}{suggest(g, list(locs))}")
        placed = sum(p.colour in owners for owners in (pos.paths or {}).values())
        if placed > COMPONENTS["paths_per_colour"]:
            raise err("paths", f"{p.colour} has {placed} Paths; each colour has 20")
    for field in ("mushling_deck", "mushling_discard"):
        for j, name in enumerate(getattr(pos, field) or []):
            if name not in CARDS and name != "?":
                raise err(f"{field}[{j}]", f"unknown Mushling Card {name!r}{suggest(name, list(CARDS))}")


def _fill_supply(pos: Position, err) -> None:
    """A supply not given is what the game holds minus what is in play; a given one must not exceed the game."""
    used = _in_play(pos)
    for key in ("spore_tokens", "nutrient_tokens", "combat_tokens"):
        limit = COMPONENTS[key]
        have = getattr(pos.supply, key)
        if have is None:
            if used[key] > limit:
                raise err(f"supply.{key}", f"{used[key]} in play; the game has {limit}")
            setattr(pos.supply, key, limit - used[key])
        elif used[key] + have > limit:
            raise err(f"supply.{key}", f"{used[key]} in play + {have} in the supply > {limit} in the game")
