"""Counts by category under local DP: one report over cells × categories against C surveys
(issue 26; docs/categories.md, "Local grids").

The table: each user reports (cell, category) once at ε with the grid's oracle over the product
domain (``ldp_uniform_grid(keys=…)``). The naive route: C surveys, one per category, in which every
user reports at ε/C (sequential composition: ε in all) either their cell, if they are in that
category, or one extra value "not in it", over d + 1 values with the adaptive oracle. Data: the
clustered synthetic points and category of bench_categories.py, on an 8×8 grid. Error: the mean
absolute error per (cell, category) and the ratio of the mean squared errors, naive / table.

Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_ldp_tables.py [--users N] [--reps R]
"""

import argparse

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
from bench_categories import C_VALUES, synthetic, synthetic_category

from spatialdp.core import Domain, ldp_uniform_grid, oracles
from spatialdp.core.tables import category_list, table_keys

DOMAIN = Domain(0.0, 0.0, 100.0, 100.0)
GRID = 8
EPSILON = 2.0


def table_release(x, y, category, c, rng):
    """The (cell, category) estimates of one LDP-UG table at ε."""
    keys = table_keys(categories=category_list([str(k) for k in range(c)]),
                      category_values=category.astype(str).astype(object))
    synopsis = ldp_uniform_grid(x, y, DOMAIN, EPSILON, rng, grid_size=GRID, keys=keys)
    return synopsis.table.counts[:, :c, 0]  # "other / missing" is empty here


def naive_release(cell, category, c, rng):
    """C surveys at ε/C: in survey k each user reports their cell if in category k, else the value d."""
    d = GRID * GRID
    columns = []
    for k in range(c):
        value = np.where(category == k, cell, d)
        reports = oracles.perturb(value, d + 1, EPSILON / c, rng)
        columns.append(oracles.estimate(reports, d + 1, EPSILON / c)[:d])
    return np.stack(columns, axis=1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=200_000)
    parser.add_argument("--reps", type=int, default=3)
    options = parser.parse_args()
    x, y, which = synthetic(options.users)
    cell = DOMAIN.cell_index(x, y, GRID, GRID)
    print(f"{options.users:,} users, {GRID}×{GRID} cells, ε = {EPSILON:g}, {options.reps} repetitions")
    print("| C | table: mean abs. error per (cell, category) | naive C surveys at ε/C | MSE naive / table |")
    print("|---|---|---|---|")
    for c in C_VALUES:
        category = synthetic_category(which, c)
        truth = np.bincount(cell * c + category, minlength=GRID * GRID * c).reshape(-1, c)
        errors = {"table": [], "naive": []}
        for rep in range(options.reps):
            rng = np.random.default_rng(1_000 * c + rep)
            errors["table"].append(table_release(x, y, category, c, rng) - truth)
            errors["naive"].append(naive_release(cell, category, c, rng) - truth)
        table, naive = (np.array(errors[k]) for k in ("table", "naive"))
        print(f"| {c} | {np.abs(table).mean():,.0f} | {np.abs(naive).mean():,.0f} | "
              f"{np.mean(naive**2) / np.mean(table**2):,.1f} |", flush=True)


if __name__ == "__main__":
    main()
