"""Evaluation speed: 1,200 Qardaji queries, 1M true points, a 256×256 UG and an AG (issue 6).

Requirement: true counts plus synopsis answers for 1,200 queries against a
256×256 synopsis and 1M true points in ≤ 1 s. The baseline in the same run
is the simple path: PointIndex.count_per_query (one numpy call per query
over an x-sorted slice) for the true counts and Synopsis.answer
(block-vectorised queries × cells) for the answers. Our path is
PointIndex.count (bucket grid + prefix sums, exact border checks) and
CellIndex (prefix sums for a uniform grid, bucketed pieces otherwise);
build times are included (best of 3). Both paths must agree (checked
here too). A Balioglu workload (10 sizes × 500 queries) is timed as well.
Run: .venv/bin/python tests/benchmarks/bench_evaluation.py [--points N]
"""

import argparse

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402


def main():
    from spatialdp.core import Domain, adaptive_grid, make_rng, uniform_grid
    from spatialdp.core.evaluation import CellIndex, PointIndex, make_workload

    parser = argparse.ArgumentParser()
    parser.add_argument("--points", type=int, default=1_000_000)
    args = parser.parse_args()
    x, y, _, _ = synthetic.city_points(args.points, np.random.default_rng(0))
    domain = Domain(*synthetic.EXTENT)
    queries = np.vstack(make_workload(domain, np.random.default_rng(1)).queries)
    ug = uniform_grid(x, y, domain, 1.0, make_rng(1), grid_size=256)
    ag = adaptive_grid(x, y, domain, 1.0, make_rng(1), n_public=len(x))
    print(f"{len(x):,} true points, {len(queries):,} queries (Qardaji q1–q6 × 200)")

    t_simple_truth, truth_simple = benchkit.best_of(lambda: PointIndex(x, y).count_per_query(queries))
    t_fast_truth, truth_fast = benchkit.best_of(lambda: PointIndex(x, y).count(queries))
    assert np.array_equal(truth_simple, truth_fast)
    print(f"  true counts      simple {t_simple_truth:7.3f} s   fast {t_fast_truth:7.3f} s"
          f"   ({t_simple_truth / t_fast_truth:5.1f}×)  [index build included]")
    built = PointIndex(x, y)
    t_build, _ = benchkit.best_of(lambda: PointIndex(x, y)._index())
    built._index()
    t_query, _ = benchkit.best_of(lambda: built.count(queries))
    sorted_index = PointIndex(x, y)
    sorted_index.x  # the x-sort of the simple path, done once
    t_loop, _ = benchkit.best_of(lambda: sorted_index.count_per_query(queries))
    print(f"    of which        x-sort  {t_simple_truth - t_loop:7.3f} s   build {t_build:7.3f} s   (index)")
    print(f"    queries only    simple {t_loop:7.3f} s   fast {t_query:7.3f} s   ({t_loop / t_query:5.1f}×)")
    totals = {}
    for name, s in (("UG 256×256", ug), (f"AG {int(s_leaves(ag)):,} leaves", ag)):
        t_simple, a_simple = benchkit.best_of(lambda s=s: s.answer(queries))
        t_fast, a_fast = benchkit.best_of(lambda s=s: CellIndex.of(s).answer(queries))
        assert np.allclose(a_simple, a_fast, rtol=1e-9, atol=1e-6)
        print(f"  {name:16s} simple {t_simple:7.3f} s   fast {t_fast:7.3f} s   ({t_simple / t_fast:5.1f}×)"
              f"  [{CellIndex.of(s).method}]")
        totals[name] = (t_simple_truth + t_simple, t_fast_truth + t_fast)
    balioglu = np.vstack(make_workload(domain, np.random.default_rng(2), "balioglu").queries)
    t_simple, _ = benchkit.best_of(lambda: PointIndex(x, y).count_per_query(balioglu))
    t_fast, _ = benchkit.best_of(lambda: PointIndex(x, y).count(balioglu))
    print(f"  true counts, {len(balioglu):,} Balioglu queries: simple {t_simple:7.3f} s   fast {t_fast:7.3f} s"
          f"   ({t_simple / t_fast:5.1f}×)")
    for name, (simple, fast) in totals.items():
        verdict = "OK" if fast <= 1.0 else "TOO SLOW"
        print(f"  total, {name:16s} simple {simple:7.3f} s   fast {fast:7.3f} s   ({simple / fast:5.1f}×)"
              f"  target ≤ 1 s: {verdict}")


def s_leaves(s):
    return s.is_leaf.sum()


if __name__ == "__main__":
    main()
