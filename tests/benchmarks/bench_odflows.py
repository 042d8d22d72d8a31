"""Private OD matrices on a synthetic commuting city: ours against the naive routes (issue 27).

The trips are scripts/synthetic.py's commuting city (homes, three job hubs, errands), four per
user, and the unit of privacy is the user (k = 4). Each method spends ε in total:

- **gravity**: the origins' and destinations' grid counts, each with DLap(k/(ε/2)), and the
  pair estimated as O_i·D_j/N (the naive route: two grids, their product);
- **plain**: every pair + DLap(k/ε), totals summed from it (no consistency, no threshold);
- **ours WLS**: every pair + DLap(k/ε_M), the zone totals with a share 0.2 of ε, made consistent
  by weighted least squares (:func:`core.mechanisms.odflows.od_flows`, dense path);
- **ours sparse**: the same matrix thresholded at the default θ (public: ⌈t·ln Z⌉, about one noise-only pair per zone), drawn
  without materialising the empty pairs, unpublished pairs read as 0, totals with the share.

Errors, averaged over seeds: MAE over all Z² pairs; the mean relative error of the 100 largest
true flows; MAE of the zones' outgoing totals. Z = 10,000 (10⁸ pairs) runs the methods that
need not materialise the matrix (gravity's MAE in closed form over the nonempty pairs).
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_odflows.py [--trips N] [--seeds S] [--big]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402
from spatialdp.core import Domain  # noqa: E402
from spatialdp.core.mechanisms.odflows import od_flows  # noqa: E402
from spatialdp.core.noise import discrete_laplace  # noqa: E402

K = 4


def truth(trips, domain, m):
    """The true pair counts as a sparse (keys, counts) and the zones' outgoing totals."""
    ox, oy, dx, dy, _ = trips
    o = domain.cell_index(ox, oy, m, m)
    d = domain.cell_index(dx, dy, m, m)
    keys, counts = np.unique(o * m * m + d, return_counts=True)
    return keys, counts, np.bincount(o, minlength=m * m), np.bincount(d, minlength=m * m)


def errors(z, keys, counts, out_true, estimate_at, estimate_sum, out_est, top):
    """MAE over all pairs from the estimate at the nonempty pairs and its total over every pair;
    the top flows' mean relative error; the outgoing totals' MAE."""
    at = estimate_at(keys)
    mae = (np.abs(at - counts).sum() + estimate_sum - at.sum()) / z**2  # empty pairs: |estimate|
    return mae, float(np.mean(np.abs(at[top] - counts[top]) / counts[top])), float(np.mean(np.abs(out_est - out_true)))


def gravity(rng, out_true, in_true, epsilon):
    o = np.maximum(out_true + discrete_laplace(rng, len(out_true), K, epsilon / 2), 0).astype(float)
    d = np.maximum(in_true + discrete_laplace(rng, len(in_true), K, epsilon / 2), 0).astype(float)
    n = max(o.sum(), 1.0)
    z = len(o)
    return (lambda keys: o[keys // z] * d[keys % z] / n), o.sum() * d.sum() / n, o


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trips", type=int, default=400_000)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--big", action="store_true", help="also Z = 10,000 (sparse and gravity only)")
    options = parser.parse_args()
    trips = synthetic.commuting_trips(options.trips, np.random.default_rng(27), trips_per_user=K)
    domain = Domain(*synthetic.EXTENT)
    sides = [10, 32] + ([100] if options.big else [])
    print(f"{options.trips:,} trips of {options.trips // K:,} users (k = {K}), {options.seeds} seeds")
    print("|    ε |      Z | method       | MAE per pair | top-100 rel. err. | out-total MAE |    s |")
    print("|-----:|-------:|--------------|-------------:|------------------:|--------------:|-----:|")
    for m in sides:
        z = m * m
        keys, counts, out_true, in_true = truth(trips, domain, m)
        top = np.argsort(counts)[-100:]
        for epsilon in (0.5, 1.0, 2.0):
            rows = {}
            for seed in range(options.seeds):
                rng = np.random.default_rng(seed)
                runs = {"gravity": lambda: gravity(rng, out_true, in_true, epsilon)}
                if z * z <= 10_000_000:
                    def plain():
                        noisy = np.zeros(z * z)
                        noisy[keys] = counts
                        noisy += discrete_laplace(rng, z * z, K, epsilon)
                        return (lambda k: noisy[k]), noisy.sum(), noisy.reshape(z, z).sum(axis=1)

                    def wls():
                        r = od_flows(rng, ox=trips[0], oy=trips[1], dx=trips[2], dy=trips[3], domain=domain,
                                     epsilon=epsilon, grid_size=m, user_ids=trips[4], max_per_user=K)
                        return (lambda k: r.counts[k]), r.counts.sum(), r.totals.outgoing
                    runs["plain"], runs["ours WLS"] = plain, wls

                def sparse():
                    r = od_flows(rng, ox=trips[0], oy=trips[1], dx=trips[2], dy=trips[3], domain=domain,
                                 epsilon=epsilon, grid_size=m, user_ids=trips[4], max_per_user=K, sparse=True)
                    pairs = r.origin * z + r.destination
                    lookup = dict(zip(pairs.tolist(), r.counts.tolist()))
                    return (lambda k: np.array([lookup.get(int(v), 0.0) for v in k])), r.counts.sum(), \
                        r.totals.outgoing
                runs["ours sparse"] = sparse
                for name, run in runs.items():
                    start = time.perf_counter()
                    at, total, out_est = run()
                    seconds = time.perf_counter() - start
                    rows.setdefault(name, []).append(
                        errors(z, keys, counts, out_true, at, total, out_est, top) + (seconds,))
            for name, values in rows.items():
                mae, rel, out, seconds = np.mean(values, axis=0)
                print(f"| {epsilon:4g} | {z:6,} | {name:12} | {mae:12.4f} | {rel:17.3f} | {out:13.1f} | {seconds:4.1f} |",
                      flush=True)


if __name__ == "__main__":
    main()
