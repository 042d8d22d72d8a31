"""Server-side OLH support counting: user-cell checks per second (docs/ldp-grids.md).

1M users × 1,000 cells (ε = 1, g = 4, and larger ε for larger g), counted by
core.oracles.olh_support, which is vectorised over users *and* cells in
blocks with the exact 61-bit hash. Baselines in the same run, on a smaller
sample, computing the same Sup(v): the plain per-user Python loop one would
write from the paper (Python integers, a loop over users and cells), and a
per-user loop vectorised over cells with numpy. Both baselines are checked
to give the very same supports. Single thread (numpy does not parallelise
these operations).
Run: .venv/bin/python tests/benchmarks/bench_oracles.py [--users N] [--cells D]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)


def python_support(seeds, reports, d, g):
    """The plain per-user implementation: for each user, for each cell, hash and compare."""
    from spatialdp.core import oracles

    p = oracles.MERSENNE_61
    a, b = oracles.hash_coefficients(seeds)
    sup = [0] * d
    for au, bu, xu in zip(a.tolist(), b.tolist(), reports.tolist()):
        for v in range(d):
            if ((au * v + bu) % p) % g == xu:
                sup[v] += 1
    return np.array(sup)


def numpy_per_user_support(seeds, reports, d, g):
    """A loop over users, each vectorised over the cells (exact 61-bit arithmetic)."""
    from spatialdp.core import oracles

    a, b = oracles.hash_coefficients(seeds)
    cells = np.arange(d, dtype=np.uint64)
    g64 = np.uint64(g)
    sup = np.zeros(d, dtype=np.int64)
    for au, bu, xu in zip(a, b, reports):
        h = oracles._reduce(oracles._mulmod(np.full(d, au), cells) + bu) % g64
        sup += h == np.uint64(xu)
    return sup


def main():
    from spatialdp.core import oracles

    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=1_000_000)
    parser.add_argument("--cells", type=int, default=1_000)
    parser.add_argument("--python-users", type=int, default=2_000)
    parser.add_argument("--numpy-users", type=int, default=20_000)
    args = parser.parse_args()
    n, d = args.users, args.cells
    rng = np.random.default_rng(1)
    values = rng.integers(0, d, n)
    print(f"OLH server-side support counting, {n:,} users × {d:,} cells = {n * d / 1e9:.1f} G checks")
    for eps in (1.0, 3.0, 5.0):
        t0 = time.perf_counter()
        r = oracles.perturb(values, d, eps, rng, oracle="OLH")
        t_client = time.perf_counter() - t0
        t, sup = benchkit.best_of(lambda: oracles.support(r, d), repeat=3 if eps == 1.0 else 1)
        print(f"\nε = {eps:g}, g = {r.g}: client perturb {n / t_client / 1e6:.1f} M users/s; "
              f"server {t:.2f} s = {n * d / t / 1e6:,.0f} M checks/s")
        est = oracles.estimate(r, d, eps)
        truth = np.bincount(values, minlength=d)
        sd = np.sqrt(oracles.olh_variance(n, eps, r.g))
        print(f"  estimate − truth: mean {np.mean(est - truth):+.1f}, s.d. {np.std(est - truth):.1f} "
              f"(closed form {sd:.1f})")
        if eps != 1.0:
            continue
        k = args.python_users
        t_py, sup_py = benchkit.best_of(lambda: python_support(r.seed[:k], r.report[:k], d, r.g), repeat=1)
        sample = oracles.Reports("OLH", r.report[:k], r.seed[:k], r.g)
        t_vec, sup_vec = benchkit.best_of(lambda: oracles.support(sample, d))
        assert np.array_equal(sup_py, sup_vec), "the baseline disagrees"
        m = args.numpy_users
        t_np, sup_np = benchkit.best_of(lambda: numpy_per_user_support(r.seed[:m], r.report[:m], d, r.g), repeat=1)
        assert np.array_equal(sup_np, oracles.olh_support(r.seed[:m], r.report[:m], d, r.g))
        rate, rate_py, rate_np = n * d / t, k * d / t_py, m * d / t_np
        print(f"  plain per-user Python ({k:,} users, same supports): {rate_py / 1e6:8.2f} M checks/s")
        print(f"  per-user loop, numpy over cells ({m:,} users):        {rate_np / 1e6:8.2f} M checks/s")
        print(f"  vectorised (1M users):                               {rate / 1e6:8.0f} M checks/s")
        print(f"  ratio vectorised / plain Python: {rate / rate_py:,.0f}×; "
              f"/ per-user numpy: {rate / rate_np:,.0f}×")
        print(f"  (block of {k:,} users alone: {k * d / t_vec / 1e6:,.0f} M checks/s)")
        ok = "meets" if rate >= 1e8 else "MISSES"
        print(f"  target ≥ 100 M checks/s per core: {ok}")


if __name__ == "__main__":
    main()
