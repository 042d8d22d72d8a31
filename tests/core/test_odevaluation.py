"""OD queries for measuring releases (core/odevaluation.py; docs/odflows.md §6)."""

import numpy as np

from spatialdp.core.odevaluation import group_answers, group_errors, rectangle_groups, top_k_recall


def test_rectangle_groups_of_a_grid_are_rectangles_of_cells():
    m = 7
    col, row = np.meshgrid(np.arange(m) + 0.5, np.arange(m) + 0.5)
    centres = np.column_stack([col.ravel(), row.ravel()])
    groups = rectangle_groups(np.vstack([centres, [np.nan, np.nan]]), (0, 0, m, m), 200, np.random.default_rng(0))
    assert groups.shape == (200, m * m + 1) and not groups[:, -1].any()
    for mask in groups[:, :-1]:
        rows, cols = np.nonzero(mask.reshape(m, m))
        if len(rows):
            assert mask.sum() == (rows.max() - rows.min() + 1) * (cols.max() - cols.min() + 1)


def test_group_answers_sum_the_pairs_between_the_groups():
    rng = np.random.default_rng(1)
    z = 6
    matrix = rng.integers(0, 9, (z, z)).astype(float)
    a, b = rng.random((20, z)) < 0.5, rng.random((20, z)) < 0.5
    expected = [matrix[np.ix_(x, y)].sum() for x, y in zip(a, b)]
    assert np.allclose(group_answers(np.arange(z * z), matrix.ravel(), z, a, b), expected)
    nonzero = np.flatnonzero(matrix.ravel())
    assert np.allclose(group_answers(nonzero, matrix.ravel()[nonzero], z, a, b), expected)
    assert group_errors(nonzero, matrix.ravel()[nonzero], nonzero, matrix.ravel()[nonzero], z, groups=(a, b))["mean"] == 0


def test_top_k_recall_counts_the_largest_true_flows_found():
    keys, counts = np.arange(10), np.arange(10) + 1.0
    assert top_k_recall(keys, counts, keys, counts, 3) == 1.0
    assert top_k_recall(np.array([9, 0, 1]), np.array([5.0, 9.0, 8.0]), keys, counts, 3) == 1 / 3
