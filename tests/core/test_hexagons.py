"""Hexagonal cells (issue 11, docs/hexagons.md): index, tie rule, areas, range queries, privacy.

Every expectation is computed here from the geometry, independently of
core.hexagons' own arithmetic: the cell of a point is the nearest hexagon
centre found by brute force over all centres, an edge is the midpoint of two
neighbouring centres, areas of pieces are clipped one by one with a plain
scalar Sutherland–Hodgman written below, and the noise is measured as
released minus true counts (tests/core/test_privacy_behaviour.py's style).
``make mutation`` injects a point on an edge counted in two hexagons.
"""

import math

import numpy as np
import pytest

from spatialdp.core import Domain, uniform_grid
from spatialdp.core.hexagons import FLAT, POINTY, HexGrid, PolygonCells, hexagon_area, padded

from .test_privacy_behaviour import assert_dlap

SHAPES = (FLAT, POINTY)
#: an extent at the origin and one with projected coordinates in the millions of metres
DOMAINS = (Domain(0.0, 0.0, 1000.0, 600.0), Domain(512_345.67, 5_401_234.5, 515_345.67, 5_403_234.5))


def nearest_centres(grid, x, y):
    """Brute force: the cell whose hexagon centre is nearest, and the gap to the second nearest."""
    cx, cy = grid.centres
    d = np.hypot(x[:, None] - cx, y[:, None] - cy)
    order = np.argsort(d, axis=1)
    rows = np.arange(len(x))
    return order[:, 0], d[rows, order[:, 1]] - d[rows, order[:, 0]]


def neighbour_pairs(grid):
    """Pairs of cells whose hexagon centres are neighbours (distance √3·s), from the centres alone."""
    cx, cy = grid.centres
    d = np.hypot(cx[:, None] - cx, cy[:, None] - cy)
    a, b = np.nonzero(np.isclose(d, math.sqrt(3) * grid.size, rtol=1e-9) & (np.arange(len(cx))[:, None] < np.arange(len(cx))))
    return a, b


def north_then_east(grid, a, b):
    """Of cells a and b, the one whose centre lies north (then east) — compared with a tolerance."""
    cx, cy = grid.centres
    tol = 1e-6 * grid.size
    north = np.where(cy[a] > cy[b] + tol, a, b)
    east = np.where(cx[a] > cx[b], a, b)
    return np.where(np.abs(cy[a] - cy[b]) <= tol, east, north)


def scalar_clip_area(polygon, rect):
    """|polygon ∩ rect| by a plain, one-polygon Sutherland–Hodgman and the shoelace formula."""
    x0, y0, x1, y1 = rect
    points = [tuple(v) for v in polygon]
    for inside, cut in (
        (lambda p: p[0] >= x0, lambda p, q: (x0, p[1] + (q[1] - p[1]) * (x0 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[0] <= x1, lambda p, q: (x1, p[1] + (q[1] - p[1]) * (x1 - p[0]) / (q[0] - p[0]))),
        (lambda p: p[1] >= y0, lambda p, q: (p[0] + (q[0] - p[0]) * (y0 - p[1]) / (q[1] - p[1]), y0)),
        (lambda p: p[1] <= y1, lambda p, q: (p[0] + (q[0] - p[0]) * (y1 - p[1]) / (q[1] - p[1]), y1)),
    ):
        out = []
        for j, p in enumerate(points):
            q = points[(j + 1) % len(points)]
            if inside(p):
                out.append(p)
            if inside(p) != inside(q):
                out.append(cut(p, q))
        points = out
        if not points:
            return 0.0
    return 0.5 * abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(points, points[1:] + points[:1])))


# ---------------------------------------------------------------- the index


@pytest.mark.slow
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("domain", DOMAINS)
def test_every_point_is_in_the_hexagon_of_its_nearest_centre(shape, domain):
    grid = HexGrid.like_square_grid(domain, 25, shape)
    rng = np.random.default_rng(1)
    n = 4_000
    t = rng.uniform(0, 1, n)
    # random points, and points on each side of the extent and its corners
    x = np.concatenate([rng.uniform(domain.xmin, domain.xmax, n), domain.xmin + t * domain.width,
                        domain.xmin + t * domain.width, np.full(n, domain.xmin), np.full(n, domain.xmax),
                        [domain.xmin, domain.xmax, domain.xmin, domain.xmax]])
    y = np.concatenate([rng.uniform(domain.ymin, domain.ymax, n), np.full(n, domain.ymin),
                        np.full(n, domain.ymax), domain.ymin + t * domain.height,
                        domain.ymin + t * domain.height, [domain.ymin, domain.ymin, domain.ymax, domain.ymax]])
    cell = grid.cell_index(x, y)
    nearest, gap = nearest_centres(grid, x, y)
    clear = gap > 1e-6 * grid.size  # not on an edge
    assert clear.mean() > 0.99
    np.testing.assert_array_equal(cell[clear], nearest[clear])
    assert cell.min() >= 0 and cell.max() < grid.n_cells


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("domain", DOMAINS)
def test_a_point_on_an_edge_belongs_to_the_hexagon_north_then_east(shape, domain):
    """The midpoint of two neighbouring centres — in the extent's own coordinates — follows the rule."""
    grid = HexGrid.like_square_grid(domain, 12, shape)
    cx, cy = grid.centres
    a, b = neighbour_pairs(grid)
    mx, my = (cx[a] + cx[b]) / 2, (cy[a] + cy[b]) / 2
    inside = domain.contains(mx, my)
    a, b, mx, my = a[inside], b[inside], mx[inside], my[inside]
    assert len(a) > 300
    same_row = np.isclose(cy[a], cy[b])
    assert same_row.any() == (shape == POINTY)  # pointy-topped hexagons have vertical edges
    np.testing.assert_array_equal(grid.cell_index(mx, my), north_then_east(grid, a, b))


@pytest.mark.slow
@pytest.mark.parametrize("shape", SHAPES)
def test_a_point_on_the_north_or_east_border_stays_in_a_cell_inside(shape):
    """Where the rule's hexagon lies outside Ω, the point goes to the nearest cell whose polygon holds it."""
    domain = Domain(0.0, 0.0, 300.0, 200.0)
    grid = HexGrid(domain, 10.0, shape)
    t = np.linspace(0, 1, 20_001)
    x = np.concatenate([t * 300, np.full_like(t, 300.0)])
    y = np.concatenate([np.full_like(t, 200.0), t * 200])
    cell = grid.cell_index(x, y)
    cx, cy = grid.centres
    # within a hexagon: at most its circumradius from its centre; and the nearest possible
    distance = np.hypot(x - cx[cell], y - cy[cell])
    assert distance.max() <= grid.size * (1 + 1e-9)
    _, gap = nearest_centres(grid, x, y)
    nearest = np.hypot(x[:, None] - cx, y[:, None] - cy).min(axis=1)
    np.testing.assert_allclose(distance, nearest, atol=1e-9 * grid.size)
    assert gap.size


def test_points_outside_the_extent_are_not_counted():
    domain = Domain(0.0, 0.0, 100.0, 100.0)
    grid = HexGrid(domain, 5.0, FLAT)
    x = np.array([50.0, -0.001, 100.001, 50.0, 50.0])
    y = np.array([50.0, 50.0, 50.0, -1e-9, 100.5])
    assert grid.histogram(x, y).sum() == 1


# ---------------------------------------------------------------- cells and areas


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("m", [1, 7, 40])
def test_hexagons_have_the_square_cells_area_and_tile_the_extent(shape, domain, m):
    grid = HexGrid.like_square_grid(domain, m, shape)
    assert math.isclose(hexagon_area(grid.size), domain.area / m**2, rel_tol=1e-12)
    areas = grid.cells.areas
    assert math.isclose(areas.sum(), domain.area, rel_tol=1e-10)
    assert areas.min() > 0 and areas.max() <= hexagon_area(grid.size) * (1 + 1e-9)
    assert grid.n_cells >= m * m or m == 1
    whole = np.isclose(areas, hexagon_area(grid.size), rtol=1e-9)
    if m >= 7:
        assert whole.sum() >= (m - 2) ** 2 * 0.8
    # polygons lie in Ω
    v = grid.cells.vertices
    assert v[..., 0].min() >= domain.xmin - 1e-9 * domain.width
    assert v[..., 0].max() <= domain.xmax + 1e-9 * domain.width
    assert v[..., 1].min() >= domain.ymin - 1e-9 * domain.height
    assert v[..., 1].max() <= domain.ymax + 1e-9 * domain.height


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("m", [12, 25, 48, 100, 141])
def test_the_lattice_is_symmetric_about_the_extent_and_leaves_no_sliver(shape, m):
    """The cells are point-symmetric about Ω's centre (the reflected centre of every cell is a cell
    of the same area), and on a square extent no border cell is under a tenth of a hexagon."""
    domain = Domain(540_000.0, 4_170_000.0, 560_000.0, 4_190_000.0)
    grid = HexGrid.like_square_grid(domain, m, shape)
    cx, cy = grid.centres
    areas = grid.cells.areas
    mx, my = (domain.xmin + domain.xmax) / 2, (domain.ymin + domain.ymax) / 2
    key = np.round(np.column_stack([cx - mx, cy - my]) / grid.size, 6)
    mirrored = {tuple(k): a for k, a in zip(-key, areas)}
    assert all(math.isclose(mirrored[tuple(k)], a, rel_tol=1e-9) for k, a in zip(key, areas))
    assert areas.min() >= 0.1 * hexagon_area(grid.size)


@pytest.mark.parametrize("shape", SHAPES)
def test_cells_are_numbered_from_the_south_west_row_by_row(shape):
    grid = HexGrid(Domain(0.0, 0.0, 100.0, 80.0), 6.0, shape)
    cx, cy = grid.centres
    assert np.all(np.diff(cy) >= -1e-9)
    rows = np.flatnonzero(np.isclose(np.diff(cy), 0))
    assert np.all(np.diff(cx)[rows] > 0)


# ---------------------------------------------------------------- range queries


def test_clipped_areas_of_known_cuts():
    """A flat-topped hexagon of side 2 at the origin: whole, halves through the centre, a missed box."""
    angle = np.arange(6) * math.pi / 3
    hexagon = np.column_stack([2 * np.cos(angle), 2 * np.sin(angle)])
    cells = PolygonCells(hexagon[None])
    full = 6 * math.sqrt(3)
    counts = np.array([12.0])
    answers = cells.answer([(-5, -5, 5, 5), (-5, 0, 5, 5), (0, -5, 5, 5), (3, 3, 4, 4), (-1, -1, 1, 1)],
                           counts)
    np.testing.assert_allclose(answers, [12.0, 6.0, 6.0, 0.0, 12.0 * 4 / full], rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape", SHAPES)
def test_range_answers_equal_brute_force_clipping(shape):
    domain = Domain(10.0, 20.0, 410.0, 320.0)
    grid = HexGrid.like_square_grid(domain, 9, shape)
    rng = np.random.default_rng(3)
    counts = rng.integers(-5, 40, grid.n_cells).astype(float)
    x0 = rng.uniform(0, 400, 60)
    y0 = rng.uniform(10, 300, 60)
    queries = np.column_stack([x0, y0, x0 + rng.uniform(1, 250, 60), y0 + rng.uniform(1, 200, 60)])
    queries[0] = domain.as_tuple()
    cells = grid.cells
    rings = cells.rings()
    expected = [sum(c * scalar_clip_area(r, q) / scalar_clip_area(r, domain.as_tuple())
                    for r, c in zip(rings, counts)) for q in queries]
    np.testing.assert_allclose(cells.answer(queries, counts), expected, rtol=1e-9, atol=1e-9)
    assert math.isclose(expected[0], counts.sum(), rel_tol=1e-12)


def test_padded_rings_round_trip():
    rings = [np.array([(0, 0), (1, 0), (1, 1)]), np.array([(0, 0), (2, 0), (2, 2), (0, 2)])]
    cells = PolygonCells(padded(rings))
    np.testing.assert_allclose(cells.areas, [0.5, 4.0])
    assert [len(r) for r in cells.rings()] == [3, 4]


# ---------------------------------------------------------------- UG on hexagons


@pytest.mark.parametrize("shape", SHAPES)
def test_ug_on_hexagons_releases_one_count_per_hexagon(shape):
    domain = DOMAINS[0]
    rng = np.random.default_rng(5)
    x, y = rng.uniform(0, 1000, 5_000), rng.uniform(0, 600, 5_000)
    syn = uniform_grid(x, y, domain, 1.0, np.random.default_rng(6), grid_size=20, cell_shape=shape)
    grid = HexGrid.like_square_grid(domain, 20, shape)
    assert syn.n_cells == grid.n_cells > 400
    assert syn.params["cell_shape"] == shape and syn.params["grid_size"] == 20
    assert math.isclose(syn.areas.sum(), domain.area, rel_tol=1e-10)
    np.testing.assert_allclose(syn.rects, grid.cells.bounds)
    assert math.isclose(syn.answer([domain.as_tuple()])[0], syn.counts.sum(), rel_tol=1e-12)
    assert syn.metadata()["cells"] == grid.n_cells


def test_an_unknown_cell_shape_is_refused_before_any_budget_is_spent():
    with pytest.raises(ValueError, match="cell shape"):
        uniform_grid(np.zeros(3), np.zeros(3), DOMAINS[0], 1.0, np.random.default_rng(0), cell_shape="round")


# ---------------------------------------------------------------- privacy, from outside


def edge_and_vertex_points(grid):
    """Midpoints of neighbouring centres (edges) and the centroids of three mutual neighbours (vertices)."""
    cx, cy = grid.centres
    a, b = neighbour_pairs(grid)
    ex, ey = (cx[a] + cx[b]) / 2, (cy[a] + cy[b]) / 2
    d = np.hypot(cx[:, None] - cx, cy[:, None] - cy)
    near = np.isclose(d, math.sqrt(3) * grid.size, rtol=1e-9)
    c = np.array([np.flatnonzero(near[i] & near[j])[-1] if (near[i] & near[j]).any() else -1
                  for i, j in zip(a, b)])
    ok = c >= 0
    vx, vy = (cx[a[ok]] + cx[b[ok]] + cx[c[ok]]) / 3, (cy[a[ok]] + cy[b[ok]] + cy[c[ok]]) / 3
    x, y = np.concatenate([ex, vx]), np.concatenate([ey, vy])
    keep = grid.domain.contains(x, y)
    return x[keep], y[keep]


@pytest.mark.slow
@pytest.mark.parametrize("shape", SHAPES)
def test_adding_one_point_anywhere_changes_one_released_count_by_one(shape):
    """Sensitivity 1 measured on the release: at ε = 60 the noise is 0 (P[≠ 0] < 2e-26 per cell),
    so the releases of D and D + one point differ by exactly one count, by 1 — for points on
    edges, on vertices, on the extent's border and anywhere."""
    domain = Domain(0.0, 0.0, 200.0, 120.0)
    rng = np.random.default_rng(8)
    x, y = rng.uniform(0, 200, 300), rng.uniform(0, 120, 300)
    m = 8
    grid = HexGrid.like_square_grid(domain, m, shape)
    ex, ey = edge_and_vertex_points(grid)
    t = rng.uniform(0, 1, 20)
    extra_x = np.concatenate([ex, rng.uniform(0, 200, 20), t * 200, np.full(20, 200.0), [0, 200, 200]])
    extra_y = np.concatenate([ey, rng.uniform(0, 120, 20), np.full(20, 120.0), t * 120, [0, 0, 120]])
    assert len(ex) > 100

    def release(px, py):
        return uniform_grid(px, py, domain, 60.0, np.random.default_rng(9), grid_size=m,
                            cell_shape=shape).counts

    base = release(x, y)
    assert np.all(base == np.round(base))
    for px, py in zip(extra_x, extra_y):
        diff = release(np.append(x, px), np.append(y, py)) - base
        assert np.abs(diff).sum() == 1 and diff.max() == 1, (
            f"one point at ({px}, {py}) changed the release by {diff[diff != 0]}")


@pytest.mark.parametrize("k,epsilon", [(None, 1.0), (3, 0.5)])
def test_hexagon_noise_has_scale_sensitivity_over_epsilon(k, epsilon):
    """Released minus true counts — the truth by brute-force nearest centres — is DLap(Δ/ε)."""
    domain = Domain(0.0, 0.0, 100.0, 100.0)
    rng = np.random.default_rng(10)
    m = 100
    grid = HexGrid.like_square_grid(domain, m, FLAT)
    cx, cy = grid.centres
    home = rng.integers(0, grid.n_cells, 2_000)
    inside = domain.contains(cx[home], cy[home])
    home = home[inside]
    per_user = 4
    x, y = np.repeat(cx[home], per_user), np.repeat(cy[home], per_user)  # the centres: no ties
    ids = np.repeat(np.arange(len(home)), per_user)
    kept = per_user if k is None else k
    truth = np.bincount(home, minlength=grid.n_cells) * kept
    bound = {} if k is None else {"user_ids": ids, "max_per_user": k}
    syn = uniform_grid(x, y, domain, epsilon, np.random.default_rng(11), grid_size=m, cell_shape=FLAT,
                       **bound)
    assert syn.n_cells == grid.n_cells > 10_000
    assert_dlap(syn.counts - truth, 1 if k is None else k, epsilon, "UG hexagons")


# ---------------------------------------------------------------- LDP-UG on hexagons


@pytest.mark.slow
@pytest.mark.parametrize("shape", SHAPES)
def test_ldp_ug_on_hexagons_each_user_reports_one_hexagon(shape):
    """Every user reports once, over the hexagons: the oracle's domain is the number of hexagons,
    and without Norm-Sub the estimate of a region is unbiased (mean of 40 runs within 4 standard
    errors of the true count)."""
    from spatialdp.core import ldp_uniform_grid

    domain = DOMAINS[0]
    rng = np.random.default_rng(12)
    x, y = rng.uniform(0, 1000, 20_000), rng.uniform(0, 600, 20_000)
    grid = HexGrid.like_square_grid(domain, 6, shape)
    region = (0.0, 0.0, 500.0, 300.0)
    truth = ((x <= 500) & (y <= 300)).sum()
    answers = []
    for seed in range(40):
        syn = ldp_uniform_grid(x, y, domain, 2.0, np.random.default_rng(seed), grid_size=6, cell_shape=shape,
                               norm_sub=False)
        answers.append(syn.answer([region])[0])
    assert syn.n_cells == grid.n_cells and syn.params["cell_shape"] == shape
    assert f"over {grid.n_cells} {shape}-topped hexagons" in syn.ledger.as_dict()["steps"][0]["note"]
    assert syn.ledger.as_dict()["steps"][0]["epsilon"] == 2.0
    assert math.isclose(syn.counts.sum(), 20_000, rel_tol=0.2)
    assert abs(np.mean(answers) - truth) < 4 * np.std(answers) / math.sqrt(len(answers))


def test_hexagons_refuse_a_count_source_without_points_before_any_noise():
    """A database count source (issue 14) bins squares in SQL; hexagons need the points: one line."""
    from spatialdp.core.counting import ContributionBound

    class SquaresOnly(ContributionBound):
        def total(self):
            raise AssertionError("nothing may be counted")

    with pytest.raises(ValueError, match="Count in the database"):
        uniform_grid(None, None, DOMAINS[0], 1.0, np.random.default_rng(0), cell_shape=FLAT,
                     counts=SquaresOnly())
