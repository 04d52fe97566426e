"""Board topology from the position: which edges adjoin, which Paths are connected, which are bonded."""

from __future__ import annotations

from collections import deque

from referee.engine.mycelium.model import Position


def neighbours(pos: Position, edge: str) -> set[str]:
    """Adjoining edges (``touches``, made mutual when the position was read)."""
    spec = pos.board.edge_map.get(edge)
    return set(spec.touches) - {edge} if spec else set()


def connected_to_own(pos: Position, colour: str, edge: str) -> bool:
    """Is an edge adjoining one of this colour's Paths (placed or permanent)?"""
    return bool(neighbours(pos, edge) & pos.own_edges(colour))


def distance_from_own(pos: Position, colour: str, edge: str, limit: int) -> int | None:
    """Edges between ``edge`` and the nearest own Path (1 = adjoining), up to ``limit``; None if further."""
    own = pos.own_edges(colour)
    seen = {edge}
    frontier = deque([(edge, 0)])
    while frontier:
        e, d = frontier.popleft()
        if d >= limit:
            continue
        for n in neighbours(pos, e):
            if n in seen:
                continue
            if n in own:
                return d + 1
            seen.add(n)
            frontier.append((n, d + 1))
    return None


def traced_to_colony(pos: Position, colour: str) -> set[str]:
    """Own edges reachable from the Colony's permanent Paths through a series of connected own Paths."""
    own = pos.own_edges(colour)
    start = set(pos.board.permanent.get(colour, [])) & own
    seen = set(start)
    frontier = deque(start)
    while frontier:
        e = frontier.popleft()
        for n in neighbours(pos, e):
            if n in own and n not in seen:
                seen.add(n)
                frontier.append(n)
    return seen


def bonded_paths(pos: Position, colour: str, location: str) -> list[str]:
    """This colour's bonded Paths on the rim of a location."""
    traced = traced_to_colony(pos, colour)
    return sorted(e for e in traced if location in pos.board.edge_map.get(e, _NO_EDGE).borders)


class _NoEdge:
    borders: list[str] = []


_NO_EDGE = _NoEdge()
