"""DAM's server side: EM with FFT convolutions vs a dense probability matrix (docs/dam.md).

Issue 4's target: 100 EM iterations at d = 128 (16,384 input cells, 1M
users) in ≤ 10 s. The FFT EM never builds the d² × (d + 2⌈b⌉)² matrix; a
dense EM at d = 128 would need that matrix (≈ 2·10⁹ entries, 16 GB at
ε = 1), so the dense baseline runs at d = 32 in the same process and is
scaled up: by the number of cells (× 16, the scaling asked for — an
optimistic lower bound) and by the number of matrix entries (the work of a
dense matrix–vector product, ≈ × 250). Both ratios are printed. The client
side (perturbing 1M users) is timed too.

Run: .venv/bin/python tests/benchmarks/bench_dam_em.py [--epsilon 1] [--users 1000000]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)


def mixture_cells(d, n, rng):
    """Users' cells: a three-centre Gaussian mixture on the d×d grid."""
    centres = np.array([[0.3, 0.3], [0.7, 0.5], [0.4, 0.8]])
    pts = centres[rng.integers(0, 3, n)] + rng.normal(0, 0.08, (n, 2))
    pts = np.clip(pts, 0, 1 - 1e-12)
    ix, iy = (pts * d).astype(np.int64).T
    return iy * d + ix


def main():
    from spatialdp.core.em import expectation_maximisation
    from spatialdp.core.mechanisms.dam import dam_channel, optimal_radius, probability_matrix

    parser = argparse.ArgumentParser()
    parser.add_argument("--epsilon", type=float, default=1.0)
    parser.add_argument("--users", type=int, default=1_000_000)
    parser.add_argument("--iterations", type=int, default=100)
    args = parser.parse_args()
    eps, n, iters = args.epsilon, args.users, args.iterations
    rng = np.random.default_rng(20240611)

    print(f"ε = {eps:g}, {n:,} users, {iters} EM iterations (tolerance 0: exactly {iters})")
    rows = {}
    for d in (32, 128):
        b = optimal_radius(eps, d)
        t0 = time.perf_counter()
        channel = dam_channel(d, eps, b)
        t_build = time.perf_counter() - t0
        cells = mixture_cells(d, n, rng)
        t0 = time.perf_counter()
        reports = channel.perturb(cells, rng)
        t_perturb = time.perf_counter() - t0
        counts = channel.histogram(reports)
        t0 = time.perf_counter()
        res = channel.estimate(counts, tol=0, max_iter=iters)
        t_em = time.perf_counter() - t0
        rows[d] = dict(b=b, size=channel.size, build=t_build, perturb=t_perturb, em=t_em, x=res.x,
                       counts=counts)
        print(f"d = {d:3d}: b = {b:6.2f} cells, output lattice {channel.size}² = "
              f"{channel.size**2:,} cells; kernel {channel.kernel.shape[0]}²; "
              f"build {t_build:.3f} s, perturb {n:,} users {t_perturb:.2f} s, "
              f"FFT EM {t_em:.3f} s")

    # dense EM at d = 32, same reports
    d = 32
    r = rows[d]
    t0 = time.perf_counter()
    dense = probability_matrix(d, eps, r["b"])
    t_dense_build = time.perf_counter() - t0
    t0 = time.perf_counter()
    ref = expectation_maximisation(
        r["counts"].ravel(), lambda v: dense.T @ v.ravel(), lambda q: (dense @ q).reshape(d, d),
        (d, d), epsilon=eps, tol=0, max_iter=iters)
    t_dense = time.perf_counter() - t0
    agree = np.abs(ref.x - r["x"]).max()
    print(f"dense EM at d = 32: matrix {dense.shape[0]:,} × {dense.shape[1]:,} "
          f"({dense.size:,} entries, built in {t_dense_build:.2f} s), {iters} iterations "
          f"{t_dense:.3f} s; max |x_dense − x_fft| = {agree:.1e}")

    cells_ratio = (128 / 32) ** 2
    entries_ratio = (128**2 * rows[128]["size"] ** 2) / dense.size
    fft = rows[128]["em"]
    print()
    print(f"FFT EM, d = 128: {fft:.2f} s for {iters} iterations "
          f"(target ≤ 10 s: {'met' if fft <= 10 else 'MISSED'})")
    for label, factor in (("number of cells (×%.0f)" % cells_ratio, cells_ratio),
                          ("number of matrix entries (×%.0f)" % entries_ratio, entries_ratio)):
        scaled = t_dense * factor
        print(f"dense EM at d = 32 scaled by the {label}: {scaled:.2f} s → "
              f"dense / FFT = {scaled / fft:.1f}")
    print(f"(a dense matrix at d = 128 would hold {128**2 * rows[128]['size']**2:,} entries, "
          f"{128**2 * rows[128]['size']**2 * 8 / 2**30:.1f} GiB)")
    print(f"FFT EM at d = 32 for reference: {rows[32]['em']:.3f} s "
          f"(dense / FFT at the same d = {t_dense / rows[32]['em']:.1f})")


if __name__ == "__main__":
    main()
