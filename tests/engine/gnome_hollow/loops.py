"""Test helper: the tiles of a ring drawn round a set of hex corners (a vertex named by a cell and corner
k, the corner between its sides k and k+1). Each cell touching the enclosed corners gets one path hugging
them, from the side before its first enclosed corner to the side after its last."""

from __future__ import annotations

from referee.engine.gnome_hollow.garden import DIRS


def _same_vertex(c: tuple[int, int], k: int) -> set[tuple[tuple[int, int], int]]:
    n = (c[0] + DIRS[k][0], c[1] + DIRS[k][1])
    m = (c[0] + DIRS[(k + 1) % 6][0], c[1] + DIRS[(k + 1) % 6][1])
    return {(c, k), (n, (k + 2) % 6), (m, (k + 4) % 6)}


def ring_paths(corners: list[tuple[tuple[int, int], int]]) -> dict[tuple[int, int], list[int]]:
    """cell -> [side in, side out] for the ring enclosing ``corners`` (which must form one connected region)."""
    per_cell: dict[tuple[int, int], set[int]] = {}
    for c, k in corners:
        for cell, corner in _same_vertex(c, k):
            per_cell.setdefault(cell, set()).add(corner)
    out = {}
    for cell, ks in per_cell.items():
        if len(ks) == 6:
            continue  # a cell inside the loop (its centre): no ring tile there
        # the enclosed corners of one cell are contiguous round it: find the run's first corner
        first = next(k for k in ks if (k - 1) % 6 not in ks)
        last = first
        while (last + 1) % 6 in ks:
            last = (last + 1) % 6
        out[cell] = sorted({first, (last + 1) % 6})
    return out
