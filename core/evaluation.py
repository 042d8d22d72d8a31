"""Query workloads and error metrics for any synopsis (SPEC.md §7).

Evaluation needs the true points, so its results are *not* private: it is a
tool for the data custodian to choose mechanisms and parameters.

- Qardaji et al. (ICDE 2013): six query sizes q1…q6, each doubling both
  sides of the previous, q6 spanning half of each side of Ω (a quarter of its
  area); relative error |Q − A| / max(A, ρ) with ρ = 0.001·N.
- Balioglu et al. (2024): AQE = mean |ans − ans'| / max(ans, b), b = 2 % of N,
  queries of area ρ·|Ω|.
"""

import numpy as np

PERCENTILES = (25, 50, 75, 95)


def qardaji_sizes(domain, count=6, largest_side_fraction=0.5):
    """Query sides ``[(w, h), …]`` from q1 to q``count``; each doubles the previous."""
    return [
        (domain.width * largest_side_fraction / 2 ** (count - 1 - i),
         domain.height * largest_side_fraction / 2 ** (count - 1 - i))
        for i in range(count)
    ]


def area_fraction_size(domain, rho):
    """Query sides covering the fraction ``rho`` of Ω's area, Ω's aspect ratio."""
    s = np.sqrt(rho)
    return domain.width * s, domain.height * s


def random_queries(domain, size, n, rng):
    """``n`` rectangles of the given ``(w, h)`` placed uniformly inside Ω."""
    w, h = size
    x0 = domain.xmin + rng.random(n) * (domain.width - w)
    y0 = domain.ymin + rng.random(n) * (domain.height - h)
    return np.column_stack([x0, y0, x0 + w, y0 + h])


class PointIndex:
    """Exact counts of true points in rectangles, from points sorted by x."""

    def __init__(self, x, y):
        order = np.argsort(x, kind="stable")
        self.x = np.asarray(x, dtype=float)[order]
        self.y = np.asarray(y, dtype=float)[order]

    def __len__(self):
        return len(self.x)

    def count(self, queries):
        queries = np.asarray(queries, dtype=float).reshape(-1, 4)
        lo = np.searchsorted(self.x, queries[:, 0], side="left")
        hi = np.searchsorted(self.x, queries[:, 2], side="right")
        out = np.empty(len(queries))
        for i, (a, b) in enumerate(zip(lo, hi)):
            ys = self.y[a:b]
            out[i] = np.count_nonzero((ys >= queries[i, 1]) & (ys <= queries[i, 3]))
        return out


def relative_error(estimate, truth, floor):
    """|estimate − truth| / max(truth, floor)."""
    return np.abs(np.asarray(estimate) - truth) / np.maximum(truth, floor)


def summarise(errors):
    """Mean and the 25/50/75/95 percentiles (Qardaji's candlesticks)."""
    errors = np.asarray(errors, dtype=float)
    out = {"mean": float(errors.mean())}
    out.update({f"p{p}": float(v) for p, v in zip(PERCENTILES, np.percentile(errors, PERCENTILES))})
    return out


def qardaji_workload(domain, rng, per_size=200, count=6):
    """``{"q1": queries, …}`` with ``per_size`` random rectangles of each size."""
    return {
        f"q{i + 1}": random_queries(domain, size, per_size, rng)
        for i, size in enumerate(qardaji_sizes(domain, count))
    }


def qardaji_relative_errors(synopsis, index, workload, rho_fraction=0.001):
    """Relative errors of a synopsis per query size, ρ = 0.001·N."""
    floor = rho_fraction * len(index)
    return {
        name: relative_error(synopsis.answer(q), index.count(q), floor)
        for name, q in workload.items()
    }


def aqe(estimate, truth, n, b_fraction=0.02):
    """Balioglu's average query error with floor b = 2 % of N."""
    return float(np.mean(relative_error(estimate, truth, b_fraction * n)))
