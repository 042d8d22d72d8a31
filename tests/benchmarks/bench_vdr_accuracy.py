"""VDR accuracy: noisy histogram H̄, H̄ clipped at 0, and VDR (SPEC.md §6).

Data: the project's synthetic city (scripts/synthetic.py ``city_points``:
users around home locations, daily peaks at 8 h and 18 h, quieter
weekends), one week, EPSG:32610; optionally ``--cabs`` adds the San
Francisco taxi positions (../shared/data/cabs_sf.npy) with the synthetic
city's users and timestamps attached at random.

Release: M = 64, T = 24 slices of 7 h over the public week, k points per
user (default 4), ε ∈ {0.1, 0.2, 0.5, 1}. All estimates come from the
*same* noisy H̄ of one VDR run and use the same scale correction
γ = N/n̂ (N public, n̂ = ΣH̄), so the rows differ only in the denoising:

- ``H̄``            γ·H̄ (the plain user-level noisy histogram)
- ``H̄ ≥ 0``        γ·max(H̄, 0)
- ``VDR``          γ·Ĥ, Ĥ the VQ-VAE's output (the release)
- ``VDR γ_paper``  Ĥ times the review's full γ (with its noise shrinkage)

Queries (the review's "Queries"; truth from all points, not private):
range counts in random space–time boxes of four sizes (side of Ω × share of
the week: cell 1/16 × 1/24, small 1/8 × 1/8, medium 1/4 × 1/4, large
1/2 × 1/2), relative error |y − u| / max(u, ψ) with ψ = 0.01 % of N;
nearest hotspot (threshold = the 99th percentile of true cell counts, one
slice): mean distance error in metres and mean regret; forecasting: sMAPE
of an AR(2) fitted on the released series of 8×8-cell regions, horizon 4
slices.

Also times the training at M = 64, T = 24 with 1 and 2 torch threads, next
to the plain H̄ release in the same process.
Run: .venv/bin/python tests/benchmarks/bench_vdr_accuracy.py [--quick] [--cabs] [--reps R]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402
from cabs import load_cabs  # noqa: E402

EPSILONS = (0.1, 0.2, 0.5, 1.0)
SIZES = {"cell": (1 / 16, 1 / 24), "small": (1 / 8, 1 / 8), "medium": (1 / 4, 1 / 4), "large": (1 / 2, 1 / 2)}
COLUMNS = list(SIZES) + ["all", "hot_dist", "regret", "smape"]


def cabs_with_users(rng):
    """Taxi positions in metres (local equirectangular) with synthetic users and times."""
    x, y = load_cabs()
    _, _, user, t = synthetic.city_points(len(x), rng, weeks=1)
    return x, y, user, t


def workload(domain, time_range, rng, per_size):
    from spatialdp.core.spacetime import random_boxes

    span = time_range[1] - time_range[0]
    return {name: random_boxes(domain, time_range, (domain.width * s, domain.height * s, span * f), per_size, rng)
            for name, (s, f) in SIZES.items()}


def evaluate(estimates, truth_hist, index, domain, time_range, queries, hotspots, psi, horizon):
    from spatialdp.core.spacetime import (
        answer_boxes, forecast_smape, hotspot_errors, range_count_relative_error,
    )

    truths = {name: index.count(b) for name, b in queries.items()}
    rows = {}
    for label, h in estimates.items():
        row = {name: float(range_count_relative_error(answer_boxes(h, domain, time_range, b), truths[name],
                                                      psi).mean())
               for name, b in queries.items()}
        row["all"] = float(np.mean([row[name] for name in queries]))
        hs = hotspot_errors(truth_hist, h, domain, hotspots)
        row["hot_dist"] = float(hs["distance_error"].mean())
        row["regret"] = float(hs["regret"].mean())
        row["smape"] = float(forecast_smape(truth_hist, h, horizon, block=max(1, h.shape[1] // 8)).mean())
        rows[label] = row
    return rows


def run_dataset(name, x, y, user, t, domain, time_range, args, rng):
    from spatialdp.core import make_rng
    from spatialdp.core.mechanisms.vdr import vdr
    from spatialdp.core.spacetime import SpaceTimeIndex, random_hotspot_queries, spacetime_histogram

    m, n_slices = args.grid, args.slices
    keep = domain.contains(x, y) & (t >= time_range[0]) & (t <= time_range[1])
    x, y, user, t = x[keep], y[keep], user[keep], t[keep]
    n = len(x)
    truth_hist = spacetime_histogram(x, y, t, domain, m, n_slices, time_range)
    index = SpaceTimeIndex(x, y, t)
    psi = args.psi * n
    print(f"\n{name}: {n:,} points, {len(np.unique(user)):,} users, M = {m}, T = {n_slices}, "
          f"k = {args.k}, ψ = {psi:g}, {args.reps} run(s) per ε; mean relative error per query size, "
          "hotspot distance error (m), regret, sMAPE")
    print(f"{'':22s}" + "".join(f"{c:>9s}" for c in COLUMNS))
    summary = {}
    for eps in EPSILONS:
        acc = {}
        seconds = []
        for _ in range(args.reps):
            queries = workload(domain, time_range, rng, args.queries)
            hotspots = random_hotspot_queries(truth_hist, domain, args.hotspots, rng)
            r = vdr(x, y, user, t, domain, eps, make_rng(int(rng.integers(1 << 30))), grid_size=m,
                    slices=n_slices, time_range=time_range, max_per_user=args.k, epochs=args.epochs,
                    width=args.width, n_total=n, threads=args.threads)
            seconds.append(r.training.seconds)
            g = r.gamma
            estimates = {"H̄": g * r.noisy, "H̄ ≥ 0": g * np.maximum(r.noisy, 0), "VDR": r.released,
                         "VDR γ_paper": r.params["gamma_paper"] * r.denoised}
            for label, row in evaluate(estimates, truth_hist, index, domain, time_range, queries,
                                       hotspots, psi, args.horizon).items():
                for c, v in row.items():
                    acc.setdefault(label, {}).setdefault(c, []).append(v)
        rows = {label: {c: float(np.mean(v)) for c, v in row.items()} for label, row in acc.items()}
        summary[eps] = rows
        print(f"ε = {eps:g}  (γ = N/n̂ = {r.gamma:.3f}, γ_paper = {r.params['gamma_paper']:.4f}, "
              f"training {np.mean(seconds):.1f} s, {r.training.codes_used} codes used)")
        for label, row in rows.items():
            print(f"  {label:20s}" + "".join(f"{row[c]:9.0f}" if c == "hot_dist" else f"{row[c]:9.3f}"
                                             for c in COLUMNS))
    print(f"\n{name}: VDR / H̄ range-count relative error (all = mean over the four sizes)")
    for eps, rows in summary.items():
        print(f"  ε = {eps:<4g} all: VDR/H̄ = {rows['VDR']['all'] / rows['H̄']['all']:.3f}, "
              f"VDR/(H̄ ≥ 0) = {rows['VDR']['all'] / rows['H̄ ≥ 0']['all']:.3f};  VDR/H̄ per size: "
              + "  ".join(f"{s} {rows['VDR'][s] / rows['H̄'][s]:.2f}" for s in SIZES))
    return summary


def time_training(args):
    """Training time of the default network at M = 64, T = 24, next to the plain H̄ release."""
    from spatialdp.core import Domain, make_rng
    from spatialdp.core.mechanisms.vdr import vdr

    rng = np.random.default_rng(11)
    x, y, user, t = synthetic.city_points(200_000, rng, weeks=1)
    domain = Domain(*synthetic.EXTENT)
    time_range = (synthetic.START, synthetic.START + synthetic.WEEK)
    kw = dict(grid_size=64, slices=24, time_range=time_range)
    t0 = time.perf_counter()
    vdr(x, y, user, t, domain, 0.5, make_rng(1), denoise=False, **kw)
    base = time.perf_counter() - t0
    print(f"\ntraining time at M = 64, T = 24, 200,000 points ({args.epochs} epochs, width {args.width}, "
          f"B = 128, r = 3); the plain H̄ release takes {base:.2f} s")
    for threads in (1, 2):
        t0 = time.perf_counter()
        r = vdr(x, y, user, t, domain, 0.5, make_rng(1), epochs=args.epochs, width=args.width,
                threads=threads, **kw)
        total = time.perf_counter() - t0
        print(f"  threads = {threads}: training {r.training.seconds:6.1f} s, whole release {total:6.1f} s "
              f"({total / base:.0f}× the plain H̄ release)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="100k points, M = 32, T = 12, 40 epochs, 1 run")
    parser.add_argument("--cabs", action="store_true", help="also run on cabs_sf.npy")
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--points", type=int, default=500_000)
    parser.add_argument("--k", type=int, default=4)
    parser.add_argument("--psi", type=float, default=1e-4, help="ψ as a share of N")
    parser.add_argument("--epochs", type=int, default=None)
    parser.add_argument("--width", type=int, default=None)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--no-timing", action="store_true")
    args = parser.parse_args()
    from spatialdp.core import Domain
    from spatialdp.core.mechanisms.vdr import DEFAULT_EPOCHS, DEFAULT_WIDTH

    args.grid, args.slices = (32, 12) if args.quick else (64, 24)
    args.epochs = args.epochs or (40 if args.quick else DEFAULT_EPOCHS)
    args.width = args.width or DEFAULT_WIDTH
    args.queries, args.hotspots, args.horizon = (100, 50, 2) if args.quick else (300, 200, 4)
    if args.quick:
        args.points, args.reps = min(args.points, 100_000), 1
    rng = np.random.default_rng(2024)
    time_range = (float(synthetic.START), float(synthetic.START + synthetic.WEEK))
    started = time.perf_counter()
    x, y, user, t = synthetic.city_points(args.points, rng, weeks=1)
    run_dataset("synthetic city", x, y, user, t, Domain(*synthetic.EXTENT), time_range, args, rng)
    if args.cabs:
        cx, cy, cu, ct = cabs_with_users(rng)
        domain = Domain(cx.min(), cy.min(), cx.max(), cy.max())  # benchmark only: a public box is assumed
        run_dataset("cabs_sf (synthetic users and times)", cx, cy, cu, ct, domain, time_range, args, rng)
    if not (args.quick or args.no_timing):
        time_training(args)
    print(f"\nbenchmark wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
