"""The hierarchical baseline (baselines/hierarchy.py): Hay et al.'s least squares, checked
against a generic least-squares solver, and the budget split over the levels."""

import numpy as np
import pytest

from spatialdp.core import Domain, make_rng
from spatialdp.baselines.hierarchy import hierarchy, least_squares


def design_matrix(sizes, b):
    """Rows: every cell of every level; columns: the leaves; 1 where the leaf lies in the cell."""
    leaf = sizes[-1]
    rows = []
    for size in sizes:
        k = leaf // size
        r, c = np.divmod(np.arange(leaf * leaf), leaf)
        cell = (r // k) * size + c // k
        rows.append(np.eye(size * size)[cell].T)
    return np.vstack(rows)


@pytest.mark.parametrize("b, sizes", [(2, [1, 2, 4]), (3, [2, 6]), (2, [3, 6, 12])])
def test_two_passes_are_the_ordinary_least_squares_estimate(b, sizes):
    rng = np.random.default_rng(3)
    noisy = [rng.normal(size=(s, s)) * 5 + 10 for s in sizes]
    a = design_matrix(sizes, b)
    leaves, *_ = np.linalg.lstsq(a, np.concatenate([v.ravel() for v in noisy]), rcond=None)
    expected = a @ leaves
    got = np.concatenate([v.ravel() for v in least_squares(noisy, b)])
    np.testing.assert_allclose(got, expected, atol=1e-9)


def test_release_is_consistent_and_spends_epsilon_evenly():
    rng = np.random.default_rng(5)
    x, y = rng.uniform(0, 10, 3000), rng.uniform(0, 10, 3000)
    s = hierarchy(x, y, Domain(0, 0, 10, 10), 0.8, make_rng(1), height=3, grid_size=8)
    steps = s.ledger.as_dict()["steps"]
    assert [st["epsilon"] for st in steps] == pytest.approx([0.8 / 3] * 3)
    assert sum(st["epsilon"] for st in steps) == pytest.approx(0.8)
    assert s.params["grid_size"] == 8 and s.params["top_size"] == 2
    sums = np.bincount(s.parent[s.parent >= 0], weights=s.counts[s.parent >= 0], minlength=s.n_cells)
    inner = ~s.is_leaf
    np.testing.assert_allclose(sums[inner], s.counts[inner], atol=1e-9)
    # the leaves cover Ω once: the whole-Ω query is the sum of the top level
    assert s.answer([[0, 0, 10, 10]])[0] == pytest.approx(s.counts[s.level == 1].sum())


def test_each_level_carries_the_noise_of_its_share_of_epsilon():
    """From outside: with no points, a top cell's released count is pure noise. Least squares over
    two levels (f = 4, equal variances σ² of DLap(h/ε)) gives it 0.8·σ²: 0.8 of its own noise
    and 0.2 of the sum of its four children's; a level drawn with all of ε would shrink it 4×."""
    from spatialdp.core.noise import discrete_laplace_variance, effective_scale

    eps, m0 = 1.0, 40
    s = hierarchy(np.array([0.5]), np.array([0.5]), Domain(0, 0, 1000, 1000), eps, make_rng(7),
                  height=2, grid_size=2 * m0)
    top = s.counts[s.level == 1]
    expected = 0.8 * discrete_laplace_variance(effective_scale(1, eps / 2))
    assert len(top) == m0 * m0
    assert np.var(top) == pytest.approx(expected, rel=0.15)
