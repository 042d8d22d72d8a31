"""LDP-UG vs PrivAG vs AAG on real taxi data: the shape of Balioglu et al.'s Tables 1–5.

Data: ../shared/data/cabs_sf.npy (217,438 taxi positions in San Francisco),
projected to metres with a local equirectangular projection; the domain is
the bounding box (a benchmark assumption: a real release needs a public
extent). Each position is one user who reports once (SPEC.md §4).

Metric (paper §4.2, SPEC.md §7): AQE = mean |ans − ans'| / max(ans, b),
b = 2 % of N, over 500 random queries of area ρ·|Ω| (Ω's aspect ratio),
averaged over repetitions (10 by default; fresh LDP randomness and fresh
queries each time, the same queries for every method within a repetition).
True answers come from core.evaluation.PointIndex.

- Tables 2–3: ε = 1, ρ ∈ {0.005, 0.01, 0.05, 0.1, 0.5, 2, 4, 10} %;
- Tables 4–5: ε ∈ {0.5, 1, 3, 5} at ρ = 0.01 % and 4 %;
- LDP-UG at its best grid size per column (as the paper's "optimised N"),
  chosen from a small set of sizes; the winning size is printed;
- Table 1: cells of G1 and of the final PrivAG and AAG grids (mean over reps).

``--ablation`` adds rows that separate AAG's two changes to PrivAG: "AAG even"
is AAG's grid sizes (g1 with α = 0.02, g2 with α = 0.25, σ = 0.5) split
evenly, and "… exact" rows answer the queries from the same grids filled
with the true counts (the structure's own error, without LDP noise).
``--scale K`` repeats every user K times (a K× larger population with the
same spatial distribution), a what-if for the dependence on N.
``--norm-sub`` post-processes every method's estimates with Norm-Sub (off
by default: the paper does not mention it).
Run: .venv/bin/python tests/benchmarks/bench_ldp_accuracy.py [--quick] [--reps R]
     [--ablation] [--scale K] [--norm-sub]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
from cabs import load_cabs  # noqa: E402


RHOS = (0.00005, 0.0001, 0.0005, 0.001, 0.005, 0.02, 0.04, 0.10)
EPSILONS = (0.5, 1.0, 3.0, 5.0)
EPS_RHOS = (0.0001, 0.04)
UG_SIZES = (2, 3, 4, 6, 8, 10, 12, 16, 20, 24, 32, 40)
UG_SIZES_QUICK = (3, 6, 10, 16, 24)


def pct(rho):
    return f"{rho * 100:g}%"


def main():
    from spatialdp.core import Domain, Synopsis, aag, ldp_uniform_grid, privag
    from spatialdp.core.evaluation import PointIndex, area_fraction_size, query_errors, random_queries
    from spatialdp.core.mechanisms.ldp_grids import AAG_FIRST_ALPHA, privag_level1_size

    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="2 repetitions, 5 UG sizes, 200 queries")
    parser.add_argument("--reps", type=int, default=None)
    parser.add_argument("--queries", type=int, default=None)
    parser.add_argument("--ablation", action="store_true", help="AAG with even splits; noise-free grids")
    parser.add_argument("--scale", type=int, default=1, help="repeat every user K times")
    parser.add_argument("--norm-sub", action="store_true", help="Norm-Sub post-processing for all methods")
    args = parser.parse_args()
    reps = args.reps or (2 if args.quick else 10)
    n_queries = args.queries or (200 if args.quick else 500)
    sizes = UG_SIZES_QUICK if args.quick else UG_SIZES

    t_start = time.perf_counter()
    x, y = load_cabs()
    x, y = np.tile(x, args.scale), np.tile(y, args.scale)
    domain = Domain(x.min(), y.min(), x.max(), y.max())
    index = PointIndex(x, y)
    n = len(x)
    print(f"cabs_sf: {n:,} users, domain {domain.width / 1000:.1f} km × {domain.height / 1000:.1f} km; "
          f"AQE with b = 2 % of N, {n_queries} queries, {reps} repetitions; OLH/GRR adaptive"
          + (f"; every position repeated {args.scale}×" if args.scale > 1 else "")
          + ("; Norm-Sub on" if args.norm_sub else ""))

    # which ρ each ε needs
    needed = {eps: (RHOS if eps == 1.0 else EPS_RHOS) for eps in EPSILONS}
    rng = np.random.default_rng(2024)
    err = {}  # (method, eps, rho) → list of AQE per repetition
    cells = {}  # (grid, eps) → list of cell counts
    for rep in range(reps):
        queries = {rho: random_queries(domain, area_fraction_size(domain, rho), n_queries, rng)
                   for rho in RHOS}
        truth = {rho: index.count(q) for rho, q in queries.items()}
        for eps in EPSILONS:
            runs = [(f"UG-{m}", ldp_uniform_grid, {"grid_size": m}) for m in sizes]
            runs += [("PrivAG", privag, {}), ("AAG", aag, {})]
            if args.ablation:
                g1 = privag_level1_size(n, eps, AAG_FIRST_ALPHA)
                runs.append(("AAG even", privag, {"grid_size": g1, "alpha": 0.25, "sigma": 0.5}))
            for name, mechanism, kw in runs:
                s = mechanism(x, y, domain, eps, np.random.default_rng(rng.integers(1 << 62)),
                              norm_sub=args.norm_sub, **kw)
                synopses = [(name, s)]
                if args.ablation and not name.startswith("UG"):
                    exact = s.counts.copy()
                    exact[s.is_leaf] = index.count(s.rects[s.is_leaf])
                    synopses.append((f"{name} exact", Synopsis(name, domain, s.rects, exact, s.level,
                                                               s.parent, s.ledger)))
                for label, syn in synopses:
                    for rho in needed[eps]:
                        err.setdefault((label, eps, rho), []).append(
                            query_errors(syn.answer(queries[rho]), truth[rho], n)["aqe"].mean())
                if name in ("PrivAG", "AAG"):
                    cells.setdefault(("G1", eps), []).append(s.params["g1"] ** 2)
                    cells.setdefault((name, eps), []).append(s.params["leaves"])
        print(f"  repetition {rep + 1}/{reps} done ({time.perf_counter() - t_start:.0f} s)", flush=True)

    mean = {k: float(np.mean(v)) for k, v in err.items()}

    def best_ug(eps, rho):
        m = min(sizes, key=lambda s: mean[(f"UG-{s}", eps, rho)])
        return m, mean[(f"UG-{m}", eps, rho)]

    def table(title, columns, key):
        print(f"\n{title}")
        print("  method      " + "".join(f"{label:>11s}" for label, _ in columns))
        ug = [best_ug(*key(c)) for _, c in columns]
        print("  UG (best)   " + "".join(f"{v:11.4f}" for _, v in ug))
        print("    UG size   " + "".join(f"{m:>11d}" for m, _ in ug))
        rows = {"UG": [v for _, v in ug]}
        for name in ("PrivAG", "AAG"):
            rows[name] = [mean[(name,) + key(c)] for _, c in columns]
            print(f"  {name:12s}" + "".join(f"{v:11.4f}" for v in rows[name]))
        print("  AAG/PrivAG  " + "".join(f"{a / p:11.2f}" for a, p in zip(rows["AAG"], rows["PrivAG"])))
        print("  best        " + "".join(f"{min(rows, key=lambda r: rows[r][i]):>11s}"
                                         for i in range(len(columns))))
        if args.ablation:
            for name, label in (("AAG even", "AAG even"), ("PrivAG exact", "PrivAG exact"),
                                ("AAG exact", "AAG exact"), ("AAG even exact", "even exact")):
                print(f"  {label:12s}" + "".join(f"{mean[(name,) + key(c)]:11.4f}" for _, c in columns))
        return rows

    t23 = table("Tables 2–3: AQE at ε = 1", [(pct(r), r) for r in RHOS], lambda r: (1.0, r))
    t45 = {}
    for rho in EPS_RHOS:
        t45[rho] = table(f"Tables 4–5: AQE at ρ = {pct(rho)}", [(f"ε={e:g}", e) for e in EPSILONS],
                         lambda e, rho=rho: (e, rho))

    print("\nUG: AQE by grid size at ε = 1 (the U-shaped curve of the paper's Figure 2)")
    print("  size        " + "".join(f"{pct(r):>9s}" for r in RHOS))
    for m in sizes:
        print(f"  {m:<12d}" + "".join(f"{mean[(f'UG-{m}', 1.0, r)]:9.4f}" for r in RHOS))

    print("\nTable 1: cells per grid (mean over repetitions; min–max)")
    print("  grid        " + "".join(f"{f'ε={e:g}':>16s}" for e in EPSILONS))
    for grid in ("G1", "PrivAG", "AAG"):
        vals = [cells[(grid, e)] for e in EPSILONS]
        print(f"  {grid:12s}" + "".join(f"{np.mean(v):9.0f} ({min(v)}–{max(v)})".rjust(16) for v in vals))

    # the paper's claims, checked column by column
    cols = [("ε=1", pct(r), t23, i) for i, r in enumerate(RHOS)]
    cols += [(f"ε={e:g}", pct(rho), t45[rho], i) for rho in EPS_RHOS for i, e in enumerate(EPSILONS)]
    aag_lt = [c for c in cols if c[2]["AAG"][c[3]] < c[2]["PrivAG"][c[3]]]
    print(f"\nclaim 1, AAG < PrivAG: {len(aag_lt)}/{len(cols)} columns")
    for c in cols:
        if c not in aag_lt:
            print(f"  fails at {c[0]}, ρ = {c[1]}")
    small = [c for c in cols if float(c[1][:-1]) <= 0.1]
    large = [c for c in cols if float(c[1][:-1]) >= 2]
    aag_best = [c for c in small if c[2]["AAG"][c[3]] < c[2]["UG"][c[3]]]
    ug_best = [c for c in large if c[2]["UG"][c[3]] < c[2]["AAG"][c[3]]]
    print(f"claim 2, AAG < best UG for ρ ≤ 0.1 %: {len(aag_best)}/{len(small)} columns")
    print(f"claim 3, best UG < AAG for ρ ≥ 2 %: {len(ug_best)}/{len(large)} columns")
    print(f"\ntotal time {time.perf_counter() - t_start:.0f} s")


if __name__ == "__main__":
    main()
