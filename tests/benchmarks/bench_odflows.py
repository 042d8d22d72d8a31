"""Private OD matrices on a synthetic commuting city: ours against the naive routes (issue 27).

The trips are scripts/synthetic.py's commuting city (homes, three job hubs, errands), four per
user, and the unit of privacy is the user (k = 4). Each method spends ε in total:

- **gravity**: the origins' and destinations' grid counts, each with DLap(k/(ε/2)), and the
  pair estimated as O_i·D_j/N (the naive route: two grids, their product);
- **plain**: every pair + DLap(k/ε), totals summed from it (no consistency, no threshold);
- **ours WLS**: every pair + DLap(k/ε_M), the zone totals with a share 0.2 of ε, made consistent
  by weighted least squares (:func:`core.mechanisms.odflows.od_flows`, dense path);
- **ours sparse**: the same matrix thresholded at the default θ (public: ⌈t·ln Z⌉, about one noise-only pair per zone), drawn
  without materialising the empty pairs, unpublished pairs read as 0, totals with the share;
- **sparse + fill**: the same release whose OD queries also count the zone totals' mass missing
  from the published pairs, spread as origins × destinations (post-processing of released values);
- **ours parents**: the zones grouped in public b×b blocks of cells (``--block``, parents), the parent
  flows released with a share 0.3 of ε (:mod:`core.odhierarchy`); dense: the children reconciled with
  them by least squares; sparse (Z = 10,000): children released only inside the parent pairs whose
  noisy count reaches θ_P, thresholded against the candidates only; unpublished children read as
  their parent's flow spread evenly over the parent pair's children.

Errors, averaged over seeds: MAE over all Z² pairs; the mean relative error of the 100 largest
true flows; MAE of the zones' outgoing totals; MAE of the flows between parents (each method's
flows summed over the parent pairs, or the released parent flows); OD queries
(:mod:`core.odevaluation`): the median relative error of the flows between 200 random pairs of
rectangles of cells (sides up to half the grid's, floor 0.1 % of the trips; a sparse release
answers from its published pairs, with parents also from the parent flows spread over the
unpublished pairs) and the share of the 100 largest true flows among the 100 largest released ones.
Z = 10,000 (10⁸ pairs) runs the methods that need not materialise the matrix (gravity's MAE in
closed form over the nonempty pairs).
Run: nice -n 10 .venv/bin/python tests/benchmarks/bench_odflows.py [--trips N] [--seeds S] [--big] [--block B]

``--throughput``: one release of ``--trips`` trips at Z = 10,000 (sparse, and sparse with 10×10 parents)
in this process, its seconds (generating the trips apart) and the process's peak memory.
"""

import argparse
import resource
import time

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402
from spatialdp.core import Domain  # noqa: E402
from spatialdp.core.mechanisms.odflows import od_flows  # noqa: E402
from spatialdp.core.noise import discrete_laplace  # noqa: E402
from spatialdp.core.evaluation import relative_error  # noqa: E402
from spatialdp.core.odevaluation import group_answers, rectangle_groups, top_k_recall  # noqa: E402
from spatialdp.core.odhierarchy import grid_parents, parent_counts, parent_keys  # noqa: E402

K = 4


def truth(trips, domain, m):
    """The true pair counts as a sparse (keys, counts) and the zones' outgoing totals."""
    ox, oy, dx, dy, _ = trips
    o = domain.cell_index(ox, oy, m, m)
    d = domain.cell_index(dx, dy, m, m)
    keys, counts = np.unique(o * m * m + d, return_counts=True)
    return keys, counts, np.bincount(o, minlength=m * m), np.bincount(d, minlength=m * m)


def errors(z, keys, counts, out_true, estimate_at, estimate_sum, out_est, top, parent_true, parent_est):
    """MAE over all pairs from the estimate at the nonempty pairs and its total over every pair;
    the top flows' mean relative error; the outgoing totals' MAE; the parent flows' MAE."""
    at = estimate_at(keys)
    mae = (np.abs(at - counts).sum() + estimate_sum - at.sum()) / z**2  # empty pairs: |estimate|
    return (mae, float(np.mean(np.abs(at[top] - counts[top]) / counts[top])),
            float(np.mean(np.abs(out_est - out_true))), float(np.mean(np.abs(parent_est - parent_true))))


def parent_sums(parent_of, pairs, values):
    """A method's flows summed over each parent pair."""
    n = int(parent_of.max()) + 1
    return np.bincount(parent_keys(pairs, parent_of, n), weights=values, minlength=n * n)


def gravity(rng, out_true, in_true, epsilon):
    o = np.maximum(out_true + discrete_laplace(rng, len(out_true), K, epsilon / 2), 0).astype(float)
    d = np.maximum(in_true + discrete_laplace(rng, len(in_true), K, epsilon / 2), 0).astype(float)
    n = max(o.sum(), 1.0)
    z = len(o)
    top_o, top_d = np.argsort(o)[-100:], np.argsort(d)[-100:]  # the top products are among these
    ranked = (top_o[:, None] * z + top_d[None, :]).ravel(), np.outer(o[top_o], d[top_d]).ravel()
    return (lambda keys: o[keys // z] * d[keys % z] / n), o.sum() * d.sum() / n, o, (o, d, n), \
        (lambda a, b: (a @ o) * (b @ d) / n), ranked


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trips", type=int, default=400_000)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--big", action="store_true", help="also Z = 10,000 (sparse and gravity only)")
    parser.add_argument("--block", type=int, default=4, help="parents: blocks of b×b cells (10 at Z = 10,000)")
    parser.add_argument("--sides", type=str, default="", help="grid sides m to run, e.g. 32,100")
    parser.add_argument("--throughput", action="store_true", help="time one release at Z = 10,000 only")
    options = parser.parse_args()
    start = time.perf_counter()
    trips = synthetic.commuting_trips(options.trips, np.random.default_rng(27), trips_per_user=K)
    domain = Domain(*synthetic.EXTENT)
    if options.throughput:
        print(f"{options.trips:,} trips generated in {time.perf_counter() - start:.1f} s")
        for block in (None, 10):
            start = time.perf_counter()
            r = od_flows(np.random.default_rng(0), ox=trips[0], oy=trips[1], dx=trips[2], dy=trips[3], domain=domain,
                         epsilon=1.0, grid_size=100, user_ids=trips[4], max_per_user=K, sparse=True,
                         parent_block=block)
            print(f"Z = 10,000, parents {block}: {time.perf_counter() - start:.1f} s, {len(r.counts):,} flows "
                  f"published (θ = {r.params['threshold']}), peak memory "
                  f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:,.0f} MB", flush=True)
        return
    sides = [int(v) for v in options.sides.split(",")] if options.sides else [10, 32] + ([100] if options.big else [])
    print(f"{options.trips:,} trips of {options.trips // K:,} users (k = {K}), {options.seeds} seeds")
    print("|    ε |      Z | method       | MAE per pair | top-100 rel. err. | out-total MAE | parent MAE | "
          "OD query err. | top-100 recall |    s |")
    print("|-----:|-------:|--------------|-------------:|------------------:|--------------:|-----------:|"
          "--------------:|---------------:|-----:|")
    for m in sides:
        z = m * m
        keys, counts, out_true, in_true = truth(trips, domain, m)
        parent_of = grid_parents(m, options.block if m < 100 else 10)
        n_parents = int(parent_of.max()) + 1
        parent_true = parent_counts(keys, counts, parent_of)
        top = np.argsort(counts)[-100:]
        query_rng = np.random.default_rng(100 + m)
        centres = domain.grid_rects(m, m).reshape(-1, 2, 2).mean(axis=1)
        groups = tuple(rectangle_groups(centres, domain.as_tuple(), 200, query_rng) for _ in range(2))
        query_truth = group_answers(keys, counts, z, *groups)
        floor = 0.001 * counts.sum()

        def od_queries(answer, ranked):
            """The median relative error of the group flows and the top-100 recall."""
            return (float(np.median(relative_error(answer(*groups), query_truth, floor))),
                    top_k_recall(*ranked, keys, counts, 100))

        def pair_answers(pairs, values):
            return lambda a, b: group_answers(pairs, values, z, a, b)

        def published(r, fill=False):
            """A sparse release's flows at any pairs: the published value, else 0 (or, with parents,
            what the parent flow leaves unpublished spread evenly over its unpublished children)."""
            pairs = r.origin * z + r.destination
            order = np.argsort(pairs)
            pairs, values = pairs[order], r.counts[order]
            spread = np.zeros(n_parents * n_parents)
            if r.parents is not None:
                size = np.bincount(parent_of, minlength=n_parents)
                left = np.outer(size, size).ravel() - np.bincount(parent_keys(pairs, parent_of, n_parents),
                                                                   minlength=n_parents * n_parents)
                spread = np.maximum(r.parents.counts - parent_sums(parent_of, pairs, values), 0) / np.maximum(left, 1)

            def at(k):
                i = np.minimum(np.searchsorted(pairs, k), max(len(pairs) - 1, 0))
                hit = pairs[i] == k if len(pairs) else np.zeros(len(k), dtype=bool)
                return np.where(hit, values[i] if len(pairs) else 0.0, spread[parent_keys(k, parent_of, n_parents)])
            total = values.sum() + (spread * (left if r.parents is not None else 0)).sum()
            parents = r.parents.counts if r.parents is not None else parent_sums(parent_of, pairs, values)
            member = np.eye(n_parents)[parent_of]  # zone × parent

            def answer(a, b):
                """Published pairs, plus the spread parent flows over the unpublished pairs of the groups."""
                published_part = group_answers(pairs, values, z, a, b)
                if fill:  # the zone totals' mass not in the published pairs, spread as origins × destinations
                    rest_out = np.maximum(r.totals.outgoing - np.bincount(pairs // z, values, z), 0)
                    rest_in = np.maximum(r.totals.incoming - np.bincount(pairs % z, values, z), 0)
                    n = max(rest_out.sum(), 1.0)
                    at_published = rest_out[pairs // z] * rest_in[pairs % z] / n
                    return published_part + (a @ rest_out) * (b @ rest_in) / n \
                        - group_answers(pairs, at_published, z, a, b)
                if r.parents is None:
                    return published_part
                ca, cb = a @ member, b @ member
                spread_all = np.einsum("qp,pr,qr->q", ca, spread.reshape(n_parents, n_parents), cb)
                spread_published = group_answers(pairs, spread[parent_keys(pairs, parent_of, n_parents)], z, a, b)
                return published_part + spread_all - spread_published
            return at, total, r.totals.outgoing, parents, answer, (pairs, values)

        for epsilon in (0.5, 1.0, 2.0):
            rows = {}
            for seed in range(options.seeds):
                rng = np.random.default_rng(seed)

                def grav():
                    at, total, o, (o_hat, d_hat, n), answer, ranked = gravity(rng, out_true, in_true, epsilon)
                    po = np.bincount(parent_of, weights=o_hat, minlength=n_parents)
                    pd = np.bincount(parent_of, weights=d_hat, minlength=n_parents)
                    return at, total, o, np.outer(po, pd).ravel() / n, answer, ranked
                runs = {"gravity": grav}
                release = dict(ox=trips[0], oy=trips[1], dx=trips[2], dy=trips[3], domain=domain,
                               epsilon=epsilon, grid_size=m, user_ids=trips[4], max_per_user=K)
                if z * z <= 10_000_000:
                    def plain():
                        noisy = np.zeros(z * z)
                        noisy[keys] = counts
                        noisy += discrete_laplace(rng, z * z, K, epsilon)
                        every = np.arange(z * z)
                        return (lambda k: noisy[k]), noisy.sum(), noisy.reshape(z, z).sum(axis=1), \
                            parent_sums(parent_of, every, noisy), pair_answers(every, noisy), (every, noisy)

                    def dense(**kw):
                        r = od_flows(rng, **release, **kw)
                        every = np.arange(z * z)
                        parents = r.parents.counts if r.parents is not None else \
                            parent_sums(parent_of, every, r.counts)
                        return (lambda k: r.counts[k]), r.counts.sum(), r.totals.outgoing, parents, \
                            pair_answers(every, r.counts), (every, r.counts)
                    runs["plain"], runs["ours WLS"] = plain, dense
                    runs["ours parents"] = lambda: dense(parent_of=parent_of)
                else:
                    runs["ours parents"] = lambda: published(od_flows(rng, **release, sparse=True,
                                                                      parent_of=parent_of))
                runs["ours sparse"] = lambda: published(od_flows(rng, **release, sparse=True))
                runs["sparse + fill"] = lambda: published(od_flows(rng, **release, sparse=True), fill=True)
                for name, run in runs.items():
                    start = time.perf_counter()
                    at, total, out_est, parent_est, answer, ranked = run()
                    seconds = time.perf_counter() - start
                    rows.setdefault(name, []).append(
                        errors(z, keys, counts, out_true, at, total, out_est, top, parent_true, parent_est)
                        + od_queries(answer, ranked) + (seconds,))
            for name, values in rows.items():
                mae, rel, out, parent, query, recall, seconds = np.mean(values, axis=0)
                print(f"| {epsilon:4g} | {z:6,} | {name:12} | {mae:12.4f} | {rel:17.3f} | {out:13.1f} | "
                      f"{parent:10.2f} | {query:13.3f} | {recall:14.2f} | {seconds:4.1f} |", flush=True)


if __name__ == "__main__":
    main()
