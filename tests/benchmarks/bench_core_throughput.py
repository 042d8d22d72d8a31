"""Core UG and AG on 10M in-memory points: points per second, binning + noise.

The baseline in the same run is numpy.histogram2d on the same points (the
plain, non-private binning a numpy user would write): our ratio to it shows
what privacy costs on top of counting.
Run: .venv/bin/python tests/benchmarks/bench_core_throughput.py [--points N]
"""

import argparse

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402


def main():
    from spatialdp.core import Domain, adaptive_grid, make_rng, uniform_grid

    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=10_000_000)
    args = parser.parse_args()
    x, y, _, _ = synthetic.city_points(args.points, np.random.default_rng(0))
    domain = Domain(*synthetic.EXTENT)
    n = len(x)
    m = 316
    runs = {
        "numpy.histogram2d (no privacy)": lambda: np.histogram2d(
            x, y, bins=m, range=[[domain.xmin, domain.xmax], [domain.ymin, domain.ymax]]),
        f"UG m={m}, seeded": lambda: uniform_grid(x, y, domain, 1.0, make_rng(1), grid_size=m),
        f"UG m={m}, secure": lambda: uniform_grid(x, y, domain, 1.0, make_rng(), grid_size=m),
        "AG guideline, seeded": lambda: adaptive_grid(x, y, domain, 1.0, make_rng(1), n_public=n),
        "AG guideline, secure": lambda: adaptive_grid(x, y, domain, 1.0, make_rng(), n_public=n),
    }
    base = None
    print(f"{n:,} points in memory; best of 3")
    for name, f in runs.items():
        t, _ = benchkit.best_of(f)
        base = base or t
        print(f"  {name:32s} {t:7.3f} s  {n / t / 1e6:7.1f} M points/s  ({t / base:4.2f}× histogram2d)")
    ag = adaptive_grid(x, y, domain, 1.0, make_rng(1), n_public=n)
    print(f"  (AG: m1 = {ag.params['grid_size']}, {ag.params['leaves']:,} leaves; target ≥ 20 M points/s)")


if __name__ == "__main__":
    main()
