"""Counts by category: one table at ε against C separate releases at ε/C (issue 26, docs/categories.md).

1. **Table vs naive split**, C = 2, 5, 10, 20, on clustered synthetic points with a synthetic
   category (shares falling as 1/rank, leaning towards one cluster each), on the world's
   airports with a real categorical field, the country (the C − 1 countries with the most
   airports and the rest; the ``airportsdata`` package, MIT, when installed in the benchmark's
   environment), and on the San Francisco taxi positions when present (``--cabs``): UG, AG
   and PrivTree. Error: the mean
   absolute error per category and cell of a common 32×32 evaluation grid (each release's
   answer under uniformity, :meth:`core.synopsis.Synopsis.answer`), and the ratio of the noise
   variances of a category count, naive / table (the issue asks ≥ C at C = 10).
2. **A separate total + weighted least squares vs the plain sum** of the categories, C = 2…20:
   share s of ε on a noisy total, the rest on the categories, merged by AG's inference; mean
   squared error of a category and of the total, relative to the plain sum's.
3. **The split of ε in AG (α) and PrivTree (tree share)** with categories.
4. **OpenDP**'s ``make_count_by_categories`` (when ``opendp`` imports: the benchmark's own environment)
   on the same counts and ε, one cell at a time, on every data set: mean absolute error per
   category count.

5. **Throughput** (``--throughput``, alone): 10M points × 20 categories (+ other / missing) × 12
   months into a 316² grid through ``qgis_process`` (UG, the wide layout: 1.2M features of 51
   fields, 25.2M counts); wall time and peak memory, then the long layout's one-line refusal
   (25.2M features) before any point is read.

Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_categories.py [--reps R] [--cabs PATH]
     nice -n 10 .venv/bin/python tests/benchmarks/bench_categories.py --throughput [--points N] [--work DIR]
"""

import argparse
from dataclasses import replace
from pathlib import Path

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)

EVAL = 32
EPSILON = 1.0
C_VALUES = (2, 5, 10, 20)


def synthetic(n, seed=0):
    """Clustered points on [0, 100]² (eight clusters and a uniform background)."""
    rng = np.random.default_rng(seed)
    middle = rng.random((8, 2)) * 100
    which = rng.integers(0, 9, n)
    spread = rng.normal(0, 5, (n, 2))
    pts = np.where((which < 8)[:, None], middle[np.minimum(which, 7)] + spread, rng.random((n, 2)) * 100)
    return np.clip(pts[:, 0], 0, 100), np.clip(pts[:, 1], 0, 100), which


def synthetic_category(which, c, seed=1):
    """A category per point: shares ∝ 1/rank, and half the points of cluster j in category j mod C."""
    rng = np.random.default_rng(seed)
    shares = 1 / np.arange(1, c + 1)
    drawn = rng.choice(c, len(which), p=shares / shares.sum())
    return np.where(rng.random(len(which)) < 0.5, which % c, drawn)


def category_view(synopsis, c):
    """The synopsis whose leaves hold category c's counts (summed over the periods)."""
    counts = synopsis.counts.copy()
    counts[synopsis.table.cells] = synopsis.table.counts[:, c, :].sum(axis=1)
    return replace(synopsis, counts=counts, table=None)


def evaluation(domain, x, y, category, c):
    """The 32×32 evaluation cells and the true count of each category in each."""
    rects = domain.grid_rects(EVAL, EVAL)
    cell = domain.cell_index(x, y, EVAL, EVAL)
    true = np.zeros((c, EVAL * EVAL))
    np.add.at(true, (category, cell), 1)
    return rects, true


def airports():
    """The world's airports and landing strips of the ``airportsdata`` package (MIT licence; in the
    benchmark's own environment, never the plugin's): longitude, latitude and country, or None
    when the package is not installed."""
    try:
        import airportsdata
    except ImportError:
        return None
    rows = list(airportsdata.load().values())
    return (np.array([r["lon"] for r in rows], dtype=float), np.array([r["lat"] for r in rows], dtype=float),
            np.array([r["country"] for r in rows]))


def country_category(countries):
    """A real categorical field for C categories: the C − 1 countries with the most airports, then
    every other country as one category."""
    names, counts = np.unique(countries, return_counts=True)
    ranked = names[np.argsort(-counts, kind="stable")]

    def category(c):
        rank = {name: j for j, name in enumerate(ranked[:c - 1])}
        return np.array([rank.get(name, c - 1) for name in countries])
    return category


def compare(x, y, domain, category_of, c, reps, rng, mechanisms):
    """``[(label, table's error, naive error)]`` of each ``(label, mechanism, arguments)`` for C = c;
    ``category_of(c)``: each point's category in 0…c − 1."""
    from spatialdp.core import make_rng
    from spatialdp.core.tables import category_list, table_keys

    category = category_of(c)
    labels = [str(i) for i in range(c)]
    keys = table_keys(categories=category_list(labels), category_values=category.astype(float))
    rects, true = evaluation(domain, x, y, category, c)
    rows = []
    for label, mechanism, kwargs in mechanisms:
        ours, naive = [], []
        for _ in range(reps):
            table = mechanism(x, y, domain, EPSILON, make_rng(int(rng.integers(1 << 30))), keys=keys, **kwargs)
            ours.append(np.mean([np.abs(category_view(table, j).answer(rects) - true[j]).mean() for j in range(c)]))
            naive.append(np.mean([np.abs(mechanism(x[category == j], y[category == j], domain, EPSILON / c,
                                                   make_rng(int(rng.integers(1 << 30))), **kwargs).answer(rects)
                                         - true[j]).mean() for j in range(c)]))
        rows.append((label, float(np.mean(ours)), float(np.mean(naive))))
    return rows


def section_naive(datasets, reps, rng):
    from spatialdp.core import adaptive_grid, privtree, uniform_grid
    from spatialdp.core.noise import discrete_laplace_variance, effective_scale

    mechanisms = [("UG 32×32", uniform_grid, {"grid_size": 32}), ("UG guide", uniform_grid, {}),
                  ("AG", adaptive_grid, {"grid_size": 10}), ("PrivTree", privtree, {})]
    print(f"1. One table at ε = {EPSILON:g} vs C separate releases at ε/C: mean |error| per category "
          f"and {EVAL}×{EVAL} evaluation cell ({reps} repetitions)")
    for data_name, (x, y, domain, category_of) in datasets.items():
        print(f"\n  {data_name}: {len(x):,} points")
        print(f"  {'C':>3s}  {'mechanism':10s}{'table':>10s}{'naive':>10s}{'naive/table':>13s}"
              f"{'Var ratio (noise)':>19s}")
        for c in C_VALUES:
            variance_ratio = discrete_laplace_variance(effective_scale(1, EPSILON / c)) / \
                discrete_laplace_variance(effective_scale(1, EPSILON))
            for label, ours, naive in compare(x, y, domain, category_of, c, reps, rng, mechanisms):
                print(f"  {c:3d}  {label:10s}{ours:10.3f}{naive:10.3f}{naive / ours:13.2f}{variance_ratio:19.1f}")


def section_total_share(reps, rng):
    """Section 2: noise only (the steps are linear, the counts cancel)."""
    from spatialdp.core.mechanisms.ag import constrained_inference
    from spatialdp.core.noise import discrete_laplace

    cells = 20_000
    print("\n2. A separate total (share s of ε) + weighted least squares vs the plain sum of the categories:"
          "\n   mean squared error relative to the plain sum's (< 1: better), category / total")
    shares = (0.05, 0.1, 0.2, 0.3)
    print("   " + f"{'C':>3s}" + "".join(f"{f's = {s:g}':>17s}" for s in shares) + f"{'s = 1/(C+1)':>17s}")
    for c in (2, 3, 5, 10, 20):
        plain_cat = float(np.mean(discrete_laplace(rng, (reps, cells, c), 1, EPSILON) ** 2))
        plain_tot = c * plain_cat
        out = []
        for s in (*shares, 1 / (c + 1)):
            total = discrete_laplace(rng, cells, 1, s * EPSILON)
            parts = discrete_laplace(rng, cells * c, 1, (1 - s) * EPSILON)
            v, u = constrained_inference(total.astype(float), parts.astype(float), np.repeat(np.arange(cells), c),
                                         np.full(cells, np.sqrt(c)), s)
            out.append((float(np.mean(u**2)) / plain_cat, float(np.mean(v**2)) / plain_tot))
        print(f"   {c:3d}" + "".join(f"{a:8.3f} / {b:5.3f} " for a, b in out))


def section_split(x, y, domain, category_of, reps, rng):
    from spatialdp.core import adaptive_grid, privtree

    print("\n3. The split of ε with categories (synthetic data): mean |error| per category and evaluation cell")
    for c in (5, 10):
        for label, mechanism, name, values in [("AG α", adaptive_grid, "alpha", (0.1, 0.2, 0.3, 0.5)),
                                               ("PrivTree share", privtree, "tree_share", (0.2, 0.35, 0.5))]:
            rows = [compare(x, y, domain, category_of, c, reps, rng,
                            [(f"{v:g}", mechanism, {name: v, **({"grid_size": 10} if name == "alpha" else {})})])[0]
                    for v in values]
            print(f"   C = {c:2d}  {label:15s}" + "".join(f"{r[0]}: {r[1]:.3f}  " for r in rows))


def section_opendp(datasets, rng, reps):
    try:
        import opendp.prelude as dp
    except ImportError:
        print("\n4. OpenDP: not installed here (pip install opendp into /work/venvs/opendp and run with that "
              "venv's python): skipped")
        return
    dp.enable_features("contrib")
    m = 16
    print(f"\n4. OpenDP make_count_by_categories vs the table, UG {m}×{m}, every cell's categories "
          f"({reps} releases; the same ε and unit: a point): mean |error| and variance per category count")
    for data_name, (x, y, domain, category_of) in datasets.items():
        print(f"   {data_name}:")
        opendp_rows(dp, x, y, domain, category_of, m, rng, reps)


def opendp_rows(dp, x, y, domain, category_of, m, rng, reps):
    """Section 4 on one data set."""
    from spatialdp.core import make_rng, uniform_grid
    from spatialdp.core.tables import category_list, table_keys

    cell = domain.cell_index(x, y, m, m)
    for c in (2, 5, 10, 20):
        category = category_of(c)
        labels = [str(j) for j in range(c)]
        keys = table_keys(categories=category_list(labels), category_values=category.astype(float))
        true = np.zeros((m * m, c + 1))
        np.add.at(true, (cell, category), 1)
        counter = dp.t.make_count_by_categories(dp.vector_domain(dp.atom_domain(T=str)), dp.symmetric_distance(),
                                                categories=labels, MO=dp.L1Distance[int])
        measurement = dp.binary_search_chain(lambda scale: counter >> dp.m.then_laplace(scale), d_in=1,
                                             d_out=EPSILON)
        members = [[str(j) for j in category[cell == i]] for i in range(m * m)]
        ours, theirs = [], []
        for _ in range(reps):  # the cell is the partition: parallel composition, as in the table
            table = uniform_grid(x, y, domain, EPSILON, make_rng(int(rng.integers(1 << 30))), grid_size=m, keys=keys)
            ours.append((table.table.counts[:, :, 0] - true).ravel())
            theirs.append((np.array([measurement(points) for points in members]) - true).ravel())
        ours, theirs = np.concatenate(ours), np.concatenate(theirs)
        print(f"   C = {c:2d}: SpatialDP {np.abs(ours).mean():.3f} (variance {ours.var():.3f}), "
              f"OpenDP {np.abs(theirs).mean():.3f} (variance {theirs.var():.3f}); the table's totals are "
              "the sums of its categories, OpenDP's have no totals")


def throughput(n, work):
    """Section 5: ``qgis_process`` on ``n`` clustered points with a category and a time (the bulk
    GeoPackage writer of bench_floor); prints wall seconds and peak RSS."""
    import subprocess

    import bench_floor
    import qgisrun
    import synthetic

    categories = [f"k{j:02d}" for j in range(1, 21)]
    points = work / f"table_points{n}.gpkg"
    if not points.exists():  # a kept data set (--work) is reused
        rng = np.random.default_rng(5)
        x, y, user, _ = synthetic.city_points(n, rng, points_per_user=max(1, n // bench_floor.USERS))
        shares = 1 / np.arange(1, 21)
        kind = np.array(categories + [""], dtype=object)[
            np.where(rng.random(n) < 0.02, 20, rng.choice(20, n, p=shares / shares.sum()))]
        when = rng.uniform(1_704_067_200, 1_735_689_600, n)  # 2024, UTC
        bench_floor.write_points(points, x, y, user, {"kind": kind, "when": when})
        del x, y, user, kind, when
    plugins, home = qgisrun.plugin_parent(), work / "home"
    params = dict(INPUT=points, EXTENT=synthetic.extent_string(), EPSILON=1, SEED=1, GRID_SIZE=316,
                  CATEGORY_FIELD="kind", CATEGORIES=",".join(categories), TIME_FIELD="when", PERIOD=2,
                  TIME_RANGE="2024-01-01T00:00:00Z/2025-01-01T00:00:00Z")
    x0, y0, x1, y1 = synthetic.EXTENT
    qgisrun.run("native:creategrid", plugins, home, TYPE=2, EXTENT=synthetic.extent_string(), HSPACING=x1 - x0,
                VSPACING=y1 - y0, CRS=f"EPSG:{synthetic.EPSG}", OUTPUT=work / "warm.gpkg")  # enables the plugin
    out = work / "table.gpkg"
    wall, peak = bench_floor.run_measured("spatialdp:uniformgrid", plugins, home, OUTPUT=out, **params)
    print(f"5. Throughput: {n:,} points × {len(categories)} categories (+ other / missing) × 12 months, UG 316², "
          f"wide layout, through qgis_process: {wall:.1f} s, peak RSS {peak:,.0f} MB, output "
          f"{out.stat().st_size / 1e6:,.0f} MB")
    args, env = qgisrun.command("spatialdp:uniformgrid", plugins, home, OUTPUT=work / "long.gpkg", LAYOUT=1, **params)
    done = subprocess.run(args, env=env, capture_output=True, text=True)
    said = [line for line in (done.stdout + done.stderr).splitlines() if "would have" in line]
    print(f"   the long layout (one feature per cell, category and month): exit {done.returncode}, "
          f"{said[0].strip() if said else '(no refusal found)'}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--throughput", action="store_true", help="section 5 alone (qgis_process, minutes)")
    parser.add_argument("--points", type=int, default=10_000_000, help="points of the throughput run")
    parser.add_argument("--work", type=Path, default=None, help="keep the throughput data set here")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--cabs", type=Path, default=None, help="cabs_sf.npy, if present (benchmarks only)")
    parser.add_argument("--only", type=int, choices=(1, 2, 3, 4), default=None, help="run one section")
    parser.add_argument("--data", default="", help="only the data sets whose name holds this text")
    args = parser.parse_args()
    if args.throughput:
        import tempfile

        work = args.work or Path(tempfile.mkdtemp(prefix="spatialdp-tables-"))
        work.mkdir(parents=True, exist_ok=True)
        throughput(args.points, work)
        return
    from spatialdp.core import Domain

    rng = np.random.default_rng(26)
    x, y, which = synthetic(200_000)
    synthetic_categories = (x, y, Domain(0, 0, 100, 100), lambda c: synthetic_category(which, c))
    datasets = {"synthetic clustered": synthetic_categories}
    world = airports()
    if world is not None:  # a real categorical field: the country
        datasets["airports (airportsdata), category: country"] = (
            world[0], world[1], Domain(-180, -90, 180, 90), country_category(world[2]))
    else:
        print("airports: the airportsdata package is not installed here (make bench installs it in the "
              "benchmark's environment): skipped\n")
    if args.cabs is not None and args.cabs.is_file():
        import cabs

        cabs.DATA = args.cabs
        cx, cy = cabs.load_cabs()
        grid = Domain(cx.min(), cy.min(), cx.max(), cy.max())  # benchmark only: a public box is assumed
        clusters = grid.cell_index(cx, cy, 3, 3)
        datasets["cabs_sf (synthetic category)"] = (cx, cy, grid, lambda c: synthetic_category(clusters, c))
    else:
        print("cabs_sf: not given (--cabs ../shared/data/cabs_sf.npy): synthetic data only\n")
    datasets = {name: data for name, data in datasets.items() if args.data in name}
    sections = {1: lambda: section_naive(datasets, args.reps, rng),
                2: lambda: section_total_share(args.reps, rng),
                3: lambda: section_split(*synthetic_categories, args.reps, rng),
                4: lambda: section_opendp(datasets, rng, max(args.reps, 5))}
    for number, section in sections.items():
        if args.only in (None, number):
            section()


if __name__ == "__main__":
    main()
