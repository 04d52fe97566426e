"""The garden model: turning and flipping tiles, paths joining, rings of every size, the stump counted once."""

import pytest

from referee.engine.core.verdict import Ruling, Stop
from referee.engine.gnome_hollow import ENGINE
from referee.engine.gnome_hollow.config import GameConfig, column_for
from referee.engine.gnome_hollow.garden import RING, Garden, orient
from referee.engine.gnome_hollow.model import GardenTile, Tile
from tests.engine.gnome_hollow.loops import ring_paths


def test_rotation_and_flip():
    t = Tile.model_validate("01:blue 34")
    assert [p.sides for p in orient(t, 1, False)] == [[1, 2], [4, 5]]
    assert [p.sides for p in orient(t, 0, True)] == [[0, 5], [3, 2]]  # mirror: side s -> -s
    assert orient(t, 2, True)[0].mushrooms == ["blue"]


def _garden(corners, stump_at=None):
    tiles = [
        GardenTile(at=c, stump=(c == stump_at), paths=[{"sides": sides, "mushrooms": ["blue"]}])
        for c, sides in ring_paths(corners).items()
    ]
    return Garden(tiles)


RINGS = {
    3: [((0, 0), 0)],
    4: [((0, 0), 5), ((0, 0), 0)],
    5: [((0, 0), 5), ((0, 0), 0), ((0, 0), 1)],
    6: [((0, 0), k) for k in range(6)],
    7: [((0, 0), k) for k in range(6)] + [((1, 0), 4)],
}


@pytest.mark.parametrize("size", sorted(RINGS))
def test_ring_sizes(size):
    g = _garden(RINGS[size])
    comps = g.components()
    assert len(comps) == 1 and comps[0].is_ring and comps[0].size == size
    assert len(g.mushrooms(comps[0])) == size


@pytest.mark.parametrize("size", sorted(RINGS))
def test_one_tile_short_is_an_open_path(size):
    g = _garden(RINGS[size])
    g.remove(max(g.cells))
    assert not any(c.is_ring for c in g.components())


def test_a_wildflower_closes_a_ring_and_counts_as_a_tile():
    g = _garden(RINGS[4], stump_at=(0, 0))
    g.remove((1, 0))
    g.add(GardenTile(at=(1, 0), wildflower="daisy"))
    (comp,) = [c for c in g.components() if c.is_ring]
    assert comp.size == 4 and (0, 0) in comp.tiles


def test_a_lone_wildflower_is_not_a_ring():
    g = Garden([GardenTile(at=(0, 0), wildflower="daisy")])
    assert g.components()[0].closed and not g.components()[0].is_ring


@pytest.mark.parametrize("size, column", [(3, "3"), (4, "4"), (6, "6"), (7, "7+"), (8, "7+"), (12, "7+")])
def test_ring_size_to_player_board_column(size, column):
    cfg = GameConfig(columns={"3": [[]], "4": [[], []], "6": [[]], "7+": [[]]})
    assert column_for(cfg, size, Ruling(ENGINE.rulebook), RING)[0] == column


def test_no_column_for_that_size_means_no_marker():
    cfg = GameConfig(columns={"4": [[]]})
    assert column_for(cfg, 3, Ruling(ENGINE.rulebook), RING) is None


def test_no_columns_is_undetermined_naming_the_key():
    ruling = Ruling(ENGINE.rulebook)
    with pytest.raises(Stop):
        column_for(None, 4, ruling, RING)
    assert ruling.verdict == "undetermined" and [n.fact for n in ruling.needs] == ["position.config.columns"]
