"""VDR's denoisers against the noisy histogram H̄ where the noise dominates (issue 29 item 4; docs/vdr.md).

Setting of the issue: 200,000 clustered points (tests/core/points.py ``clustered``, five
centres on [0, 100]², times uniform over a week), 10,000 users, k = 4, ε = 0.5, 32×32×8
cells, N public (γ = N/n̂ ≈ 5: noise sd ≈ 60 per cell-slice against a mean count of 24).
Also the synthetic city (scripts/synthetic.py ``city_points``: daily peaks, quieter weekends,
25,000 users), which changes in time, and with ``--cabs`` the San Francisco taxi positions
(../shared/data/cabs_sf.npy) with the city's users and times attached at random.

Every row of one seed shares the same H̄ (one :func:`core.mechanisms.vdr.vdr` run with the
paper's VQ-VAE; its ``noisy`` is H̄) and the same γ; the rows differ only in post-processing:

- ``answer 0``        every count 0 (the trivial baseline)
- ``H̄``               γ·H̄, the noisy histogram
- ``VQ-VAE``          the paper's network, VDR's mass correction (the release of ``denoise="auto"``)
- ``gaussian`` …      :mod:`core.denoise`'s denoisers, then the same mass correction
- ``… raw``           the same without the mass correction

Errors against the histogram of all N points: RMSE per cell-slice and per spatial cell (the
slices summed), and range counts of Qardaji's q1…q6 (space only, 200 rectangles each, relative
error with the floor 0.001·N: mean, median, and the mean over the boxes holding at least the
floor). Ratios are to H̄'s in the same seed, mean over the seeds (± sd).

Run (the machine is shared: ``nice``; ``--no-vqvae`` skips the network, ~2 s a seed):
  nice -n 10 .venv/bin/python tests/benchmarks/bench_vdr_denoise.py [--seeds 4] [--cabs] [--no-vqvae]
"""

import argparse
import sys
import time
from pathlib import Path

import numpy as np

import benchkit  # noqa: F401  (puts scripts/ and the checkout on sys.path)
import synthetic  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from points import clustered  # noqa: E402

QUERY_SIZES = ("q1", "q2", "q3", "q4", "q5", "q6")
COLUMNS = ("cell", "spatial") + tuple(f"{q} mean" for q in QUERY_SIZES) + tuple(f"{q} p50" for q in QUERY_SIZES) \
    + tuple(f"{q} ≥floor" for q in QUERY_SIZES)


def clustered_data(n, users, seed):
    rng = np.random.default_rng(seed)
    x, y = clustered(n, seed=seed)
    return x, y, rng.integers(0, users, n), synthetic.START + rng.random(n) * synthetic.WEEK


def city_data(n, seed):
    return synthetic.city_points(n, np.random.default_rng(seed), weeks=1)


def cabs_data(seed):
    from cabs import load_cabs

    x, y = load_cabs()
    _, _, user, t = synthetic.city_points(len(x), np.random.default_rng(seed), weeks=1)
    return x, y, user, t


def estimates(result, variance, methods):
    """``{row: (T, M, M) estimate}`` of one seed, all from the same H̄ and γ."""
    from spatialdp.core.denoise import denoise
    from spatialdp.core.mechanisms.vdr import conserve_mass

    noisy, g = result.noisy.astype(float), result.gamma
    rows = {"answer 0": np.zeros_like(noisy), "H̄": g * noisy}
    if result.training is not None:
        rows["VQ-VAE"] = result.released
    for method in methods:
        raw, _ = denoise(noisy, variance, method)
        rows[method] = g * conserve_mass(raw, noisy, variance, coarsest=2)[0]
        rows[f"{method} raw"] = g * raw
    return rows


def scores(rows, truth, domain, workload, answers):
    """``{row: {column: error}}``: RMSE per cell-slice and spatial cell, q1…q6 relative errors."""
    from spatialdp.core.evaluation import evaluate_synopsis

    m = truth.shape[1]
    rects = domain.grid_rects(m, m)
    out = {}
    for label, h in rows.items():
        row = {"cell": float(np.sqrt(np.mean((h - truth) ** 2))),
               "spatial": float(np.sqrt(np.mean((h.sum(0) - truth.sum(0)) ** 2)))}
        ev = evaluate_synopsis(type("G", (), {"rects": rects, "counts": h.sum(0).ravel()})(), workload, answers)
        floor = 0.001 * ev.n_true
        for q, errors, true in zip(QUERY_SIZES, ev.errors["relative"], ev.truth):
            row[f"{q} mean"] = float(errors.mean())
            row[f"{q} p50"] = float(np.median(errors))
            held = true >= floor
            row[f"{q} ≥floor"] = float(errors[held].mean()) if held.any() else float("nan")
        out[label] = row
    return out


def run(name, data, domain, args):
    from spatialdp.core import make_rng
    from spatialdp.core.evaluation import PointIndex, make_workload, true_answers
    from spatialdp.core.mechanisms.vdr import Denoiser, vdr
    from spatialdp.core.spacetime import spacetime_histogram

    time_range = (float(synthetic.START), float(synthetic.START + synthetic.WEEK))
    per_seed, info = [], []
    for seed in range(args.seeds):
        x, y, user, t = data(seed)
        keep = domain.contains(x, y) & (t >= time_range[0]) & (t <= time_range[1])
        x, y, user, t = x[keep], y[keep], user[keep], t[keep]
        truth = spacetime_histogram(x, y, t, domain, args.grid, args.slices, time_range).astype(float)
        workload = make_workload(domain, np.random.default_rng(1000 + seed))
        answers = true_answers(PointIndex(x, y), workload)
        started = time.perf_counter()
        result = vdr(x, y, user, t, domain, args.eps, rng=make_rng(seed), grid_size=args.grid, slices=args.slices,
                     time_range=time_range, max_per_user=args.k, n_total=len(x),
                     denoiser=Denoiser(denoise="never" if args.no_vqvae else "auto", epochs=args.epochs, threads=1))
        seconds = time.perf_counter() - started
        variance = result.params["noise_variance"]
        rows = estimates(result, variance, args.methods)
        per_seed.append(scores(rows, truth, domain, workload, answers))
        info.append((len(x), len(np.unique(user)), result.gamma * np.sqrt(variance), result.gamma * result.noisy.sum()
                     / truth.size, seconds))
        print(f"  seed {seed}: {len(x):,} points, {len(np.unique(user)):,} users, noise sd {info[-1][2]:.1f} "
              f"per cell-slice (mean count {truth.mean():.1f}), VDR run {seconds:.0f} s", flush=True)
    labels = list(per_seed[0])
    print(f"\n{name}: {args.grid}×{args.grid}×{args.slices}, k = {args.k}, ε = {args.eps:g}, {args.seeds} seeds. "
          "Absolute errors (mean over seeds), then ratios to H̄ (mean ± sd).")
    groups = (COLUMNS[:8], COLUMNS[8:14], COLUMNS[14:])
    for group in groups:
        print(f"{'':18s}" + "".join(f"{c:>10s}" for c in group))
        for label in labels:
            print(f"  {label:16s}" + "".join(f"{np.mean([s[label][c] for s in per_seed]):10.3g}" for c in group))
    for group in groups:
        print(f"{'':18s}" + "".join(f"{c:>12s}" for c in group))
        for label in labels:
            ratios = {c: [s[label][c] / s["H̄"][c] for s in per_seed] for c in group}
            print(f"  {label:16s}" + "".join(f"{np.mean(ratios[c]):7.2f} ±{np.std(ratios[c]):3.2f}" for c in group))
    return per_seed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--points", type=int, default=200_000)
    parser.add_argument("--users", type=int, default=10_000)
    parser.add_argument("--eps", type=float, default=0.5)
    parser.add_argument("--grid", type=int, default=32)
    parser.add_argument("--slices", type=int, default=8)
    parser.add_argument("--k", type=int, default=4)
    parser.add_argument("--epochs", type=int, default=None, help="the VQ-VAE's (empty: VDR's rule)")
    parser.add_argument("--no-vqvae", action="store_true")
    parser.add_argument("--city", action="store_true", help="also the synthetic city")
    parser.add_argument("--cabs", action="store_true", help="also cabs_sf.npy with synthetic users and times")
    parser.add_argument("--only", choices=("clustered", "city", "cabs"), default=None)
    parser.add_argument("--methods", nargs="+", default=["gaussian", "wiener", "tv"])
    args = parser.parse_args()
    from spatialdp.core import Domain

    started = time.perf_counter()
    sets = {"clustered": (lambda s: clustered_data(args.points, args.users, s), Domain(0, 0, 100, 100)),
            "city": (lambda s: city_data(args.points, s), Domain(*synthetic.EXTENT))}
    if args.cabs or args.only == "cabs":
        x, y = cabs_data(0)[:2]
        sets["cabs"] = (cabs_data, Domain(x.min(), y.min(), x.max(), y.max()))  # benchmark only: box assumed
    chosen = [args.only] if args.only else ["clustered"] + (["city"] if args.city else []) \
        + (["cabs"] if args.cabs else [])
    for name in chosen:
        print(f"\n{name}", flush=True)
        run(name, *sets[name], args)
    print(f"\nbenchmark wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
