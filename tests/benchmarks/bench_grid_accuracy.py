"""UG vs AG accuracy on real taxi data (taxi positions, when present; docs/evaluation.md).

Qardaji et al.'s workload: six query sizes q1…q6 (q6 = half of each side of
the domain), 200 random rectangles each, relative error |Q − A| / max(A, ρ)
with ρ = 0.001·N, mean over queries and repetitions. Both mechanisms use
their guideline grid sizes with N public; the paper's claim is AG < UG.
Run: .venv/bin/python tests/benchmarks/bench_grid_accuracy.py [--reps R]
"""

import argparse

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
from cabs import load_cabs  # noqa: E402


def main():
    from spatialdp.core import Domain, adaptive_grid, make_rng, uniform_grid
    from spatialdp.core.evaluation import PointIndex, make_workload, query_errors

    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=10)
    args = parser.parse_args()
    x, y = load_cabs()
    domain = Domain(x.min(), y.min(), x.max(), y.max())  # benchmark only: a public box is assumed
    index = PointIndex(x, y)
    n = len(x)
    rng = np.random.default_rng(7)
    print(f"cabs_sf: {n:,} points, domain {domain.width / 1000:.1f} km × {domain.height / 1000:.1f} km; "
          f"mean relative error over {args.reps} × 200 queries per size")
    for eps in (0.1, 1.0):
        rows = {}
        for name, mech in [("UG", uniform_grid), ("AG", adaptive_grid)]:
            errs = {}
            for _ in range(args.reps):
                synopsis = mech(x, y, domain, eps, make_rng(int(rng.integers(1 << 30))), n_public=n)
                workload = make_workload(domain, rng)  # Qardaji's q1…q6, 200 queries each
                for q, queries in zip(workload.labels, workload.queries):
                    e = query_errors(synopsis.answer(queries), index.count(queries), n)["relative"]
                    errs.setdefault(q, []).append(e)
            rows[name] = {q: float(np.mean(np.concatenate(v))) for q, v in errs.items()}
            rows[name]["cells"] = synopsis.params.get("leaves", synopsis.n_cells)
        print(f"\nε = {eps:g}        " + "".join(f"{q:>9s}" for q in rows["UG"] if q != "cells") + "    cells")
        for name, row in rows.items():
            print(f"  {name:12s}" + "".join(f"{row[q]:9.4f}" for q in row if q != "cells") + f"  {row['cells']:7d}")
        ratio = [rows["AG"][q] / rows["UG"][q] for q in rows["UG"] if q != "cells"]
        print("  AG/UG       " + "".join(f"{r:9.2f}" for r in ratio))


if __name__ == "__main__":
    main()
