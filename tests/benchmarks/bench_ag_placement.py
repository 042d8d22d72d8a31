"""How much could choosing AG's grid by the data win at most? An oracle bound (docs/central-study.md).

For every data set and ε of the central study, AG with α = 0.3 is run with
the first level's m1 = the guideline's m ± 0…3 (``--spread``), and the best
of them per column is picked *by the measured error itself*. No private
method can choose better than that oracle (which also profits from picking
the luckiest noise), so if the oracle's column stays above 0.75× the paper's
AG, placing the grid by the data — even for free — cannot meet issue 16's
target. Ratios are to AG with the paper's constants in the same process.

Run (CPU is shared: nice; a few minutes):
    nice -n 10 .venv/bin/python tests/benchmarks/bench_ag_placement.py [--reps R] [--spread S]
"""

import argparse

import numpy as np

from bench_central_accuracy import DATASETS, EPSILONS, load


def column(x, y, domain, eps, sizes, reps, rng):
    """``{kind: {m1 or "paper": mean error}}`` over ``reps`` fresh workloads."""
    from spatialdp.core import adaptive_grid, make_rng
    from spatialdp.core.evaluation import BALIOGLU, QARDAJI, CellIndex, PointIndex, make_workload, query_errors

    index, n = PointIndex(x, y), len(x)
    rows = [("paper", {"alpha": 0.5})] + [(m1, {"alpha": 0.3, "grid_size": m1}) for m1 in sizes]
    errors = {}
    for _ in range(reps):
        queries = {kind: np.vstack(make_workload(domain, rng, kind).queries) for kind in (QARDAJI, BALIOGLU)}
        truth = {kind: index.count(q) for kind, q in queries.items()}
        for key, kw in rows:
            synopsis = adaptive_grid(x, y, domain, eps, make_rng(int(rng.integers(1 << 62))), n_public=n, **kw)
            cells = CellIndex.of(synopsis)
            for kind, metric in ((QARDAJI, "relative"), (BALIOGLU, "aqe")):
                e = query_errors(cells.answer(queries[kind]), truth[kind], n)[metric]
                errors.setdefault(kind, {}).setdefault(key, []).append(e)
    return {kind: {key: float(np.mean(np.concatenate(e))) for key, e in by_row.items()}
            for kind, by_row in errors.items()}


def main():
    from spatialdp.core import Domain
    from spatialdp.core.guidelines import ag_level1_size

    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--spread", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    lines = {}
    for ds in DATASETS:
        x, y, box = load(ds)
        for eps in EPSILONS:
            m = ag_level1_size(len(x), eps)
            sizes = [s for s in range(m - args.spread, m + args.spread + 1) if s >= 1]
            for kind, errors in column(x, y, Domain(*box), eps, sizes, args.reps, rng).items():
                ratio = {s: errors[s] / errors["paper"] for s in sizes}
                best = min(ratio, key=ratio.get)
                lines.setdefault(kind, []).append((f"{ds} ε={eps:g}", ratio[m], ratio[best], best, m))
            print(f"{ds} ε = {eps:g} done", flush=True)
    print(f"\n{args.reps} repetitions, seed {args.seed}; AG α = 0.3, ratio to the paper's AG")
    for kind, cols in lines.items():
        print(f"\n{kind}\n\n| m1 | " + " | ".join(c[0] for c in cols) + " |")
        print("|" + "---|" * (len(cols) + 1))
        print("| guideline | " + " | ".join(f"{c[1]:.2f} (m1 = {c[4]})" for c in cols) + " |")
        print(f"| best of ±{args.spread} (oracle) | " + " | ".join(f"{c[2]:.2f} (m1 = {c[3]})" for c in cols) + " |")


if __name__ == "__main__":
    main()
