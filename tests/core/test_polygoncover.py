"""The cell cover of public polygons (core/polygoncover.py), tested against locate.

The database's decisions are written out here in numpy, as the SQL of
spatialdp_qgis/postgis.py takes them (a point's cell by Domain.locate's
expression, a clean cell's polygons, or a border cell's candidates tested by
their bounding box and the crossing number over the edges of their band), and
must give exactly :meth:`PolygonSet.locate`'s memberships, capped at D — on
random points, on every vertex and edge midpoint of a jittered partition, on
the lines between cells and on the extent's edges.
"""

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.pointinpolygon import PolygonSet, first_memberships
from spatialdp.core.polygoncover import CellCover, CoverTooLarge

from .test_polygons import jittered_partition, square, triples


def as_database_decides(cover, x, y):
    """The capped memberships as ``{point: [polygons]}``, decided as the SQL decides."""
    out = {}
    if cover.extent is None:
        return out
    domain = Domain(*cover.extent)
    inside = np.flatnonzero(domain.contains(x, y))
    cells = domain.cell_index(x[inside], y[inside], cover.f, cover.f)
    box = cover.polygons.bbox
    # the state of each cell from its run: the last whose start is <= the cell
    value = cover.run_value[np.searchsorted(cover.run_start, cells, side="right") - 1]
    states = np.where(value < 0, -2 - value - cells, value)
    for p, state in zip(inside.tolist(), states.tolist()):
        if state > 0:
            out[p] = cover.sets[state].tolist()
        elif state < 0:
            b = -state - 1
            found = []
            for j in range(cover.candidate_first[b] - 1, cover.candidate_first[b + 1] - 1):
                band = cover.candidate_band[j] - 1
                q = cover.band_polygon[band]
                if not (box[q, 0] <= x[p] <= box[q, 2] and box[q, 1] <= y[p] <= box[q, 3]):
                    continue
                e = cover.band_edge[cover.band_start[band] - 1:cover.band_stop[band]] - 1
                crosses = (cover.y_lo[e] <= y[p]) & (y[p] < cover.y_hi[e]) & \
                    (x[p] < cover.x_lo[e] + (y[p] - cover.y_lo[e]) * cover.slope[e])
                if crosses.sum() % 2 == 1:
                    found.append(int(q))
            if found:
                out[p] = sorted(found)[:cover.depth]
    return out


def as_locate_decides(polygons, x, y, depth):
    found = first_memberships(polygons.locate(x, y), depth)
    out = {}
    for p, q in zip(found.point.tolist(), found.polygon.tolist()):
        out.setdefault(p, []).append(q)
    return out


def hard_points(cover, rng, n=4000):
    """Random points, the cells' lines and corners, and the extent's edges and corners."""
    x0, y0, x1, y1 = cover.extent
    xs = [rng.uniform(x0 - 1, x1 + 1, n), np.linspace(x0, x1, cover.f + 1)[rng.integers(0, cover.f + 1, n)],
          rng.choice([x0, x1], 200)]
    ys = [rng.uniform(y0 - 1, y1 + 1, n), rng.uniform(y0, y1, n), rng.uniform(y0, y1, 200)]
    xs += [rng.uniform(x0, x1, n), rng.choice([x0, x1], 200)]
    ys += [np.linspace(y0, y1, cover.f + 1)[rng.integers(0, cover.f + 1, n)], rng.choice([y0, y1], 200)]
    return np.concatenate(xs), np.concatenate(ys)


@pytest.mark.slow
@pytest.mark.parametrize("cells", [1, 7, 32, 64])
def test_the_cover_decides_as_locate_on_a_jittered_partition(cells):
    m = 9
    rings, vx, vy = jittered_partition(m, seed=21)
    rings.append(square(2.5, 2.5, 4.5, 4.5))  # an overlap: D = 2 caps a point at two polygons
    polygons = PolygonSet(rings, np.arange(len(rings)), len(rings))
    rng = np.random.default_rng(22)
    for depth in (1, 2):
        cover = CellCover(polygons, depth, cells)
        x, y = hard_points(cover, rng)
        midpoints = ((vx[:, :-1] + vx[:, 1:]) / 2, (vy[:, :-1] + vy[:, 1:]) / 2)
        x = np.concatenate([x, vx.ravel(), midpoints[0].ravel()])
        y = np.concatenate([y, vy.ravel(), midpoints[1].ravel()])
        assert as_database_decides(cover, x, y) == as_locate_decides(polygons, x, y, depth)


@pytest.mark.slow
def test_the_cover_decides_as_locate_with_holes_parts_and_long_diagonals():
    donut = [square(0, 0, 10, 10), square(3, 3, 7, 7)]
    parts = [square(12, 0, 14, 2), square(15, 5, 17, 7)]
    diagonal = [np.array([(0, 12), (17, 30), (0, 30)], dtype=float)]  # one edge across many cells
    sliver = [np.array([(1, 11), (16, 11.001), (1, 11.002)], dtype=float)]
    rings = donut + parts + diagonal + sliver
    polygons = PolygonSet(rings, [0, 0, 1, 1, 2, 3], 4)
    rng = np.random.default_rng(23)
    for cells in (16, 200):
        cover = CellCover(polygons, 1, cells)
        assert 0 < len(cover.border) < cover.f ** 2  # both kinds of cell are exercised
        x, y = hard_points(cover, rng, 20_000)
        assert as_database_decides(cover, x, y) == as_locate_decides(polygons, x, y, 1)


@pytest.mark.slow
def test_overlapping_triples_are_capped_at_their_first_polygons():
    polygons = triples(3)
    rng = np.random.default_rng(24)
    for depth in (1, 2, 3):
        cover = CellCover(polygons, depth, 40)
        x, y = hard_points(cover, rng)
        decided = as_database_decides(cover, x, y)
        assert decided == as_locate_decides(polygons, x, y, depth)
        assert max(len(v) for v in decided.values()) == depth


def test_clean_cells_share_their_sets_of_polygons():
    rings, _, _ = jittered_partition(5, seed=27)
    polygons = PolygonSet(rings + [square(1, 1, 3, 3)], np.arange(len(rings) + 1), len(rings) + 1)
    cover = CellCover(polygons, 2, 40)
    sets = [tuple(v) for v in cover.sets]
    assert sets[0] == () and len(set(sets)) == len(sets)  # the empty set first, each set once
    assert {len(v) for v in sets[1:]} == {1, 2} and all(list(v) == sorted(v) for v in sets)
    assert set(range(1, len(sets))) <= set(np.unique(cover.state[cover.state >= 0])) <= set(range(len(sets)))


def test_the_runs_sent_give_every_cell_its_state_in_few_values():
    """The database gets the states in runs (a few per row of cells, not f² values): read back
    as the SQL reads them, they give every cell its state, and each edge is sent once."""
    rings, _, _ = jittered_partition(16, seed=31)
    polygons = PolygonSet(rings, np.arange(len(rings)), len(rings))
    cover = CellCover(polygons, 1, 512)
    cells = np.arange(cover.f * cover.f)
    value = cover.run_value[np.searchsorted(cover.run_start, cells, side="right") - 1]
    assert np.array_equal(np.where(value < 0, -2 - value - cells, value), cover.state)
    assert cover.run_start[0] == 0 and np.all(np.diff(cover.run_start) > 0)
    assert len(cover.run_start) < cover.f * cover.f / 10
    assert len(cover.x_lo) <= 4 * len(rings) and len(np.unique(cover.band_edge)) == len(cover.x_lo)


def test_a_cover_of_no_polygon_locates_nothing():
    polygons = PolygonSet([], [], 3)
    cover = CellCover(polygons, 1)
    assert cover.extent is None
    assert as_database_decides(cover, np.array([0.0]), np.array([0.0])) == {}


def test_the_cover_shrinks_its_cells_when_the_pairs_would_be_too_many(monkeypatch):
    from spatialdp.core import polygoncover
    monkeypatch.setattr(polygoncover, "MAX_PAIRS", 2_000)
    monkeypatch.setattr(polygoncover, "MIN_CELLS", 4)
    rings, _, _ = jittered_partition(6, seed=25)
    polygons = PolygonSet(rings, np.arange(len(rings)), len(rings))
    cover = CellCover(polygons, 1, 256)
    assert 4 <= cover.f < 256
    x, y = hard_points(cover, np.random.default_rng(26))
    assert as_database_decides(cover, x, y) == as_locate_decides(polygons, x, y, 1)
    monkeypatch.setattr(polygoncover, "MAX_PAIRS", 10)  # not even 4 cells a side would do
    with pytest.raises(CoverTooLarge, match="144 edges"):
        CellCover(polygons, 1, 256)


@pytest.mark.parametrize("vertex", [(np.nan, 3.0), (3.0, np.nan), (np.inf, 3.0), (3.0, -np.inf)])
def test_a_polygon_without_a_finite_box_holds_no_point(vertex):
    """A ring with a NaN or infinite vertex gives its polygon a box that is not finite, which
    locate never looks at (neither does the cover)."""
    rings = [square(0, 0, 4, 4), np.array([(5, 0), vertex, (8, 0)]), square(4, 0, 8, 4)]
    polygons = PolygonSet(rings, [0, 1, 2], 3)
    cover = CellCover(polygons, 1, 16)
    x, y = hard_points(cover, np.random.default_rng(28))
    decided = as_database_decides(cover, x, y)
    assert decided == as_locate_decides(polygons, x, y, 1)
    assert {q for v in decided.values() for q in v} == {0, 2}
