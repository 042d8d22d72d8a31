"""DAM vs its baselines: W2 on real and synthetic data (Du et al., arXiv:2412.06541, §VII; docs/dam.md).

Mechanisms, all ε-LDP with one report per user, on the same d×d grid:

- DAM     — exact-area discretisation (our default, docs/dam.md)
- DAM-S   — the paper's DAM with the shrinkage heuristic (§VI-A)
- DAM-NS  — the paper's DAM without shrinkage
- HUEM    — exponential density inside the disk (§IV, Appendix A), DAM's b
- HUEM-MI — (only with ``--huem-mi``) HUEM with the radius that maximises
            the mutual-information bound for its own density (2–5× DAM's b);
            worse than HUEM with DAM's b in every cell of a full run
- MDSW    — square wave per axis with ε/2, EM per axis, product of marginals
- MDSW-U  — MDSW splitting the users instead of ε: a random half reports x
            with ε, the other half y (issue 12); exact only for independent
            axes, where it beats DAM (zipf), not on correlated data
- CFO     — categorical oracle on the d² cells (GRR/OLH adaptive, Norm-Sub)

All EM-based estimates use the same stopping rule (core.em: an iteration
gains < 0.005·e^ε nats of log-likelihood) and no smoothing.

Data (the paper's sets where they can be rebuilt; its parameters were lost
in conversion, so the synthetic ones are our choices):

- cabs: ../shared/data/cabs_sf.npy (217,438 taxi positions, San Francisco),
  local equirectangular projection to metres, domain = bounding box (a
  benchmark assumption; a real release needs a public extent);
- normal: 100,000 points of N(0, [[1, ρ], [ρ, 1]]), ρ = 0.5, in [−3, 3]²;
- zipf: 100,000 points; each axis independently skewed: rank k ~ Zipf(1.1)
  truncated to 100 ranks, value (k − 1 + U)/100 in [0, 1) (U uniform);
- mixture: 100,000 points, a third each around (−2, −2), (2, 0), (−1, 2.5)
  with unit variances and correlations 0.5, 0, −0.2 (the paper's three
  Normal components), in [−5, 5]².

Metric: W2 between the true and the estimated normalised d×d histograms,
exact (ot.emd2) for every d here (≤ 64), in units of the domain side (cell
side 1/d), so that values are comparable across d. One run per cell of
the table (fixed seeds); the summary counts wins and reports the geometric
mean of each baseline's W2 over DAM's per d.

Run: .venv/bin/python tests/benchmarks/bench_dam_accuracy.py [--quick] [--jobs J]
     [--datasets cabs,normal,zipf,mixture] [--grids 8,16,32]
"""

import argparse
import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
from cabs import load_cabs  # noqa: E402


EPSILONS = (0.5, 1.0, 2.0, 3.0, 4.0, 5.0)
GRIDS = (8, 16, 32, 64)
#: every mechanism, in a fixed order: its index seeds its randomness, so a run without
#: HUEM-MI gives the same numbers for the others
ALL_MECHANISMS = ("DAM", "DAM-S", "DAM-NS", "HUEM", "HUEM-MI", "MDSW", "CFO", "MDSW-U")
SYNTHETIC_N = 100_000


def load(name, seed=7):
    """(x, y, (xmin, ymin, xmax, ymax)) of a data set."""
    rng = np.random.default_rng(seed)
    if name == "cabs":
        x, y = load_cabs()
        return x, y, (x.min(), y.min(), x.max(), y.max())
    if name == "normal":
        pts = rng.multivariate_normal([0, 0], [[1, 0.5], [0.5, 1]], size=2 * SYNTHETIC_N)
        pts = pts[(np.abs(pts) <= 3).all(axis=1)][:SYNTHETIC_N]
        return pts[:, 0], pts[:, 1], (-3, -3, 3, 3)
    if name == "zipf":
        ranks = np.arange(1, 101)
        p = ranks ** -1.1
        k = rng.choice(ranks, size=(SYNTHETIC_N, 2), p=p / p.sum())
        pts = (k - 1 + rng.random(k.shape)) / 100
        return pts[:, 0], pts[:, 1], (0, 0, 1, 1)
    if name == "mixture":
        centres = np.array([[-2, -2], [2, 0], [-1, 2.5]])
        rhos = (0.5, 0.0, -0.2)
        parts = []
        for c, r in zip(centres, rhos):
            pts = rng.multivariate_normal(c, [[1, r], [r, 1]], size=SYNTHETIC_N)
            parts.append(pts[(np.abs(pts) <= 5).all(axis=1)][: SYNTHETIC_N // 3 + 1])
        pts = np.concatenate(parts)[:SYNTHETIC_N]
        return pts[:, 0], pts[:, 1], (-5, -5, 5, 5)
    raise ValueError(name)


def run_cell(task):
    """All mechanisms for one (data set, d, ε); returns {mechanism: (W2, seconds)}."""
    from spatialdp.core import Domain, wasserstein2
    from spatialdp.core.mechanisms.dam import dam_cells
    from spatialdp.baselines.dam_baselines import categorical_oracle, huem, huem_radius, mdsw

    name, d, eps, n_max, seed, mechanisms = task
    x, y, extent = load(name)
    if n_max and len(x) > n_max:
        keep = np.random.default_rng(1).choice(len(x), n_max, replace=False)
        x, y = x[keep], y[keep]
    domain = Domain(*extent)
    x, y, _ = domain.clip(x, y)
    cells = domain.cell_index(x, y, d, d)
    truth = np.bincount(cells, minlength=d * d).reshape(d, d)
    runs = {
        "DAM": lambda rng: dam_cells(cells, d, eps, rng, variant="exact"),
        "DAM-S": lambda rng: dam_cells(cells, d, eps, rng, variant="shrink"),
        "DAM-NS": lambda rng: dam_cells(cells, d, eps, rng, variant="no-shrink"),
        "HUEM": lambda rng: huem(cells, d, eps, rng),
        "HUEM-MI": lambda rng: huem(cells, d, eps, rng, radius=huem_radius(eps, d)),
        "MDSW": lambda rng: mdsw(cells, d, eps, rng),
        "MDSW-U": lambda rng: mdsw(cells, d, eps, rng, split="users"),
        "CFO": lambda rng: categorical_oracle(cells, d, eps, rng),
    }
    out = {}
    for mech in mechanisms:
        fn = runs[mech]
        rng = np.random.default_rng([seed, d, int(eps * 10), ALL_MECHANISMS.index(mech)])
        t0 = time.perf_counter()
        est, _ = fn(rng)
        t_est = time.perf_counter() - t0
        w2, method = wasserstein2(truth, est, cell_size=1.0 / d)
        out[mech] = (w2, t_est, method)
    print(f"  done {name} d = {d} ε = {eps:g}", file=sys.stderr, flush=True)
    return name, d, eps, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true",
                        help="d ∈ {8, 16}, ε ∈ {1, 3, 5}, at most 50,000 users per set")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1),
                        help="worker processes (default 2: the reference machine has 2 cores)")
    parser.add_argument("--huem-mi", action="store_true",
                        help="also run HUEM with its own mutual-information radius")
    parser.add_argument("--datasets", default="cabs,normal,zipf,mixture")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--grids", default=None, help="grid sizes d, e.g. 8,16,32 (d = 64 is slow)")
    args = parser.parse_args()
    grids = tuple(int(v) for v in args.grids.split(",")) if args.grids else (8, 16) if args.quick else GRIDS
    epsilons = (1.0, 3.0, 5.0) if args.quick else EPSILONS
    n_max = 50_000 if args.quick else None
    names = args.datasets.split(",")
    mechs = tuple(m for m in ALL_MECHANISMS if m != "HUEM-MI" or args.huem_mi)
    # the slowest cells (d = 64, exact W2 on 4,096 cells) first, for load balance
    tasks = [(nm, d, e, n_max, args.seed, mechs) for d in sorted(grids, reverse=True)
             for nm in names for e in epsilons]
    t0 = time.perf_counter()
    if args.jobs > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(run_cell, tasks, chunksize=1)
    else:
        results = [run_cell(t) for t in tasks]
    wall = time.perf_counter() - t0
    table = {(nm, d, e): out for nm, d, e, out in results}
    methods = sorted({m for out in table.values() for _, _, m in out.values()})

    print(f"W2 (units of the domain side; {', '.join(methods)}), one run per cell")
    for nm in names:
        print(f"\n== {nm} ==")
        print(f"{'d':>3} {'ε':>4} " + " ".join(f"{m:>7}" for m in mechs) + "   best")
        for d in grids:
            for e in epsilons:
                out = table[(nm, d, e)]
                best = min(mechs, key=lambda m: out[m][0])
                print(f"{d:3d} {e:4g} " + " ".join(f"{out[m][0]:7.4f}" for m in mechs)
                      + f"   {best}")

    print("\n== claims (DAM = exact-area DAM; DAM-S = the paper's shrinkage DAM) ==")
    for ref in ("DAM", "DAM-S"):
        for other in ("MDSW", "MDSW-U", "HUEM", "HUEM-MI", "CFO", "DAM-NS"):
            if other == ref or other not in mechs:
                continue
            print(f"{ref} < {other}:")
            def wins(keys):
                return sum(table[k][ref][0] < table[k][other][0] for k in keys)

            for d in grids:
                cells = [(nm, d, e) for nm in names for e in epsilons]
                ratio = np.exp(np.mean([np.log(table[c][other][0] / table[c][ref][0])
                                        for c in cells]))
                per_set = ", ".join(f"{nm} {wins([(nm, d, e) for e in epsilons])}/{len(epsilons)}"
                                    for nm in names)
                print(f"  d = {d:2d}: {wins(cells):2d}/{len(cells)} wins, geometric mean "
                      f"{other}/{ref} = {ratio:5.2f}  ({per_set})")
    est_time = {m: sum(out[m][1] for out in table.values()) for m in mechs}
    print("\nestimation time summed over all cells: "
          + ", ".join(f"{m} {t:.1f} s" for m, t in est_time.items()))
    print(f"wall time {wall:.0f} s with {args.jobs} process(es)")


if __name__ == "__main__":
    main()
