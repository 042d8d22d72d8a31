"""VDR accuracy against the plain noisy histogram H̄, on two workloads (docs/vdr.md).

Data: the project's synthetic city (scripts/synthetic.py ``city_points``:
users around home locations, daily peaks at 8 h and 18 h, quieter
weekends), one week, EPSG:32610; with ``--cabs`` also the San Francisco
taxi positions (../shared/data/cabs_sf.npy) with the synthetic city's users
and timestamps attached at random.

Release: M×M×T (default 64×64×24, slices of 7 h over the public week), k
points per user (default 4), ε ∈ {0.1, 0.2, 0.5, 1}, N public. Every row of
one run comes from the *same* noisy H̄, the same trained network (VDR is
run twice with the same seed) and the same scale γ = N/n̂, so the rows
differ only in the post-processing:

- ``H̄``        γ·H̄ (the plain user-level noisy histogram)
- ``1 view``   the paper's single pass through the network (``symmetries=1``), mass-corrected
- ``VDR raw``  γ·Ĥ without the mass correction (by default the mean of the network's outputs
               under the 8 symmetries of the square where the noise dominates)
- ``VDR``      the release (defaults): γ·(Ĥ after the multi-scale mass correction)

Workloads (truth from all points, not private):

- *boxes*: range counts in uniform random space–time boxes of four sizes
  (side of Ω × share of the week: cell 1/16 × 1/24, small 1/8 × 1/8,
  medium 1/4 × 1/4, large 1/2 × 1/2), relative error |y − u| / max(u, ψ)
  with ψ = 0.01 % of N (this project's workload, the harder one);
- *single cells* as the reference implementation scores them: 2,000 random
  data points, the grid cell (slice, row, column) holding each, relative
  error with ψ = 5, 10 and 20 points;
- *hotspots* as the reference scores them: the nearest cell (one slice)
  whose count reaches the 99th percentile of the true counts; when no cell
  of the release reaches it, the release's highest cell of the slice is
  its answer (not the worst distance). Mean distance error (m) and regret;
- *forecasting*: sMAPE of an AR(2) fitted on the released series of
  8×8-cell regions, horizon 4 slices.

Each ε is run ``--reps`` times (fresh noise, network and queries); the
ratios VDR / H̄ are taken per run and summarised as mean ± sd over the runs.

Run (the machine is shared: ``nice``):
  nice -n 10 .venv/bin/python tests/benchmarks/bench_vdr_accuracy.py [--quick] [--cabs] [--reps R]
"""

import argparse
import math
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402
from cabs import load_cabs  # noqa: E402

EPSILONS = (0.1, 0.2, 0.5, 1.0)
SIZES = {"cell": (1 / 16, 1 / 24), "small": (1 / 8, 1 / 8), "medium": (1 / 4, 1 / 4), "large": (1 / 2, 1 / 2)}
PSIS = (5, 10, 20)
CELL_COLUMNS = [f"ψ={p}" for p in PSIS]
COLUMNS = list(SIZES) + CELL_COLUMNS + ["hot_dist", "regret", "smape"]
ROWS = ("H̄", "1 view", "VDR raw", "VDR")
HORIZON = 4


def cabs_with_users(rng):
    """Taxi positions in metres (local equirectangular) with synthetic users and times."""
    x, y = load_cabs()
    _, _, user, t = synthetic.city_points(len(x), rng, weeks=1)
    return x, y, user, t


def box_workload(domain, time_range, rng, per_size):
    from spatialdp.core.spacetime import random_boxes

    span = time_range[1] - time_range[0]
    return {name: random_boxes(domain, time_range, (domain.width * s, domain.height * s, span * f), per_size, rng)
            for name, (s, f) in SIZES.items()}


def cells_at_points(x, y, t, domain, m, n_slices, time_range, n, rng):
    """The reference's single-cell workload: the flat index of the cell holding each of ``n`` random points."""
    from spatialdp.core.spacetime import spacetime_index

    index, keep = spacetime_index(x, y, t, domain, grid_size=m, slices=n_slices, time_range=time_range)
    return index[rng.choice(np.flatnonzero(keep), n)]


def reference_hotspot_errors(truth, released, domain, queries):
    """Distance error and regret of nearest-hotspot queries, scored as the reference does.

    As :func:`spatialdp.core.spacetime.hotspot_errors`, except that a release with no cell at
    or above v in the query's slices answers with its highest cell there. Queries are drawn
    where the truth has a hotspot.
    """
    from spatialdp.core.spacetime import hotspot_errors

    n_slices, ny, nx = truth.shape
    cx = domain.xmin + (np.arange(nx) + 0.5) * (domain.width / nx)
    cy = domain.ymin + (np.arange(ny) + 0.5) * (domain.height / ny)
    scored = hotspot_errors(truth, released, domain, queries)
    distance, regret = scored["distance_error"].copy(), scored["regret"].copy()
    for i in np.flatnonzero(~scored["released_found"]):
        s0, s1, v = int(queries["s0"][i]), int(queries["s1"][i]), float(queries["v"][i])
        window = released[s0:s1]
        s, iy, ix = np.unravel_index(int(np.argmax(window)), window.shape)
        hot = truth[s0:s1] >= v
        d_true = np.hypot(cx[None, :] - queries["qx"][i], cy[:, None] - queries["qy"][i])
        d_true = float(np.min(np.where(hot, d_true[None], np.inf)))
        distance[i] = abs(d_true - math.hypot(cx[ix] - queries["qx"][i], cy[iy] - queries["qy"][i]))
        regret[i] = max(0.0, v - truth[s0 + s, iy, ix]) / v
    return distance, regret


def evaluate(estimates, truth_hist, index, domain, time_range, boxes, cells, hotspots, psi):
    """``{row: {column: value}}`` for one run."""
    from spatialdp.core.spacetime import answer_boxes, forecast_smape, range_count_relative_error

    truths = {name: index.count(b) for name, b in boxes.items()}
    true_cells = truth_hist.ravel()[cells]
    rows = {}
    for label, h in estimates.items():
        row = {name: float(range_count_relative_error(answer_boxes(h, domain, time_range, b), truths[name],
                                                      psi).mean())
               for name, b in boxes.items()}
        for p, column in zip(PSIS, CELL_COLUMNS):
            row[column] = float(range_count_relative_error(h.ravel()[cells], true_cells, p).mean())
        distance, regret = reference_hotspot_errors(truth_hist, h, domain, hotspots)
        row["hot_dist"], row["regret"] = float(distance.mean()), float(regret.mean())
        row["smape"] = float(forecast_smape(truth_hist, h, HORIZON, block=max(1, h.shape[1] // 8)).mean())
        rows[label] = row
    return rows


def run_dataset(name, x, y, user, t, domain, time_range, args, rng):
    from spatialdp.core import make_rng
    from spatialdp.core.mechanisms.vdr import Denoiser, vdr
    from spatialdp.core.spacetime import SpaceTimeIndex, random_hotspot_queries, spacetime_histogram

    m, n_slices = args.grid, args.slices
    keep = domain.contains(x, y) & (t >= time_range[0]) & (t <= time_range[1])
    x, y, user, t = x[keep], y[keep], user[keep], t[keep]
    n = len(x)
    truth_hist = spacetime_histogram(x, y, t, domain, grid_size=m, slices=n_slices, time_range=time_range)
    index = SpaceTimeIndex(x, y, t)
    psi = args.psi * n
    print(f"\n{name}: {n:,} points, {len(np.unique(user)):,} users, M = {m}, T = {n_slices}, k = {args.k}, "
          f"box ψ = {psi:g}, {args.reps} run(s) per ε. Mean relative error per box size and on "
          f"{args.cells} single cells (ψ = 5/10/20 points), hotspot distance error (m) and regret", flush=True)
    print(f"{'':18s}" + "".join(f"{c:>9s}" for c in COLUMNS))
    summary = {}
    for eps in args.eps:
        per_run = []
        info = []
        for _ in range(args.reps):
            boxes = box_workload(domain, time_range, rng, args.queries)
            cells = cells_at_points(x, y, t, domain, m, n_slices, time_range, args.cells, rng)
            hotspots = random_hotspot_queries(truth_hist, domain, args.hotspots, rng)
            seed = int(rng.integers(1 << 30))
            r, single = (vdr(x, y, user, t, domain, eps, rng=make_rng(seed), grid_size=m, slices=n_slices, time_range=time_range,
                             max_per_user=args.k, n_total=n,
                             denoiser=Denoiser(denoise="auto", epochs=args.epochs, width=args.width, threads=args.threads,
                                               symmetries=views))  # the paper's VQ-VAE (bench_vdr_denoise.py: the smoothers)
                         for views in (None, 1))
            assert np.array_equal(r.noisy, single.noisy)
            estimates = {"H̄": r.gamma * r.noisy, "1 view": single.released, "VDR raw": r.gamma * r.denoised,
                         "VDR": r.released}
            per_run.append(evaluate(estimates, truth_hist, index, domain, time_range, boxes, cells, hotspots,
                                    psi))
            p = r.params
            info.append((r.training.seconds, p["codes_used"], p["codebook_perplexity"], p["epochs"], p["width"],
                         r.denoised.sum() / r.noisy.sum(), p["total_check"]["z"],
                         list(p["mass_correction_weights"].values())))
        mean = {label: {c: float(np.mean([run[label][c] for run in per_run])) for c in COLUMNS} for label in ROWS}
        ratios = {label: {c: [run[label][c] / run["H̄"][c] for run in per_run] for c in COLUMNS}
                  for label in ROWS[1:]}
        summary[eps] = mean, ratios
        sec, used, perp, epochs, width, drift, z, weights = (np.mean([i[j] for i in info], axis=0)
                                                               for j in range(8))
        print(f"ε = {eps:g}: training {sec:.0f} s ({epochs:.0f} epochs, width {width:.0f}), codebook "
              f"{used:.0f} entries used, perplexity {perp:.1f}; raw Ĥ total / H̄ total {drift:.2f}; "
              f"released total z {z:+.2f}; correction weights (coarse→fine) "
              + " ".join(f"{w:.2f}" for w in weights))
        for label in ROWS:
            print(f"  {label:16s}" + "".join(f"{mean[label][c]:9.0f}" if c == "hot_dist" else f"{mean[label][c]:9.3f}"
                                             for c in COLUMNS), flush=True)
    print(f"\n{name}: ratio to H̄ in the same run (mean ± sd over {args.reps} runs)")
    print(f"{'':18s}" + "".join(f"{c:>13s}" for c in COLUMNS[:-2]))
    for eps, (_, ratios) in summary.items():
        for label in ROWS[1:]:
            print(f"  ε = {eps:<4g} {label:8s}" + "".join(
                f"{np.mean(ratios[label][c]):7.2f} ±{np.std(ratios[label][c]):4.2f}" for c in COLUMNS[:-2]))
    return summary


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="100k points, M = 32, T = 12, 1 run")
    parser.add_argument("--cabs", action="store_true", help="also run on cabs_sf.npy")
    parser.add_argument("--only-cabs", action="store_true", help="run on cabs_sf.npy only")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--eps", type=float, nargs="+", default=EPSILONS, help="the ε to run")
    parser.add_argument("--points", type=int, default=200_000)
    parser.add_argument("--grid", type=int, default=64)
    parser.add_argument("--slices", type=int, default=24)
    parser.add_argument("--k", type=int, default=4)
    parser.add_argument("--psi", type=float, default=1e-4, help="ψ of the box workload, as a share of N")
    parser.add_argument("--cells", type=int, default=2_000, help="single cells at random data points")
    parser.add_argument("--epochs", type=int, default=None, help="empty: VDR's rule")
    parser.add_argument("--width", type=int, default=None, help="empty: VDR's rule")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    from spatialdp.core import Domain

    args.queries, args.hotspots = 300, 200
    if args.quick:
        args.grid, args.slices, args.reps = 32, 12, 1
        args.points, args.queries, args.hotspots = min(args.points, 100_000), 100, 50
    rng = np.random.default_rng(2024)
    time_range = (float(synthetic.START), float(synthetic.START + synthetic.WEEK))
    started = time.perf_counter()
    if not args.only_cabs:
        x, y, user, t = synthetic.city_points(args.points, rng, weeks=1)
        run_dataset("synthetic city", x, y, user, t, Domain(*synthetic.EXTENT), time_range, args, rng)
    if args.cabs or args.only_cabs:
        cx, cy, cu, ct = cabs_with_users(rng)
        domain = Domain(cx.min(), cy.min(), cx.max(), cy.max())  # benchmark only: a public box is assumed
        run_dataset("cabs_sf (synthetic users and times)", cx, cy, cu, ct, domain, time_range, args, rng)
    print(f"\nbenchmark wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
