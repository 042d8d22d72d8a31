"""DAWA — a data-aware partition, then the buckets' counts (a benchmark baseline, docs/central-study.md).

Li, Hay, Miklau, Wang, "A Data- and Workload-Aware Algorithm for Range
Queries Under Differential Privacy" (PVLDB 7 (5), 2014). In two dimensions
the d×d grid over Ω (d a power of two) is flattened along a Hilbert curve
(§5 there), so that cells close on the curve are close in the plane; then

1. **Private partition** (ε1 = share·ε, the paper's 2-D choice 0.25·ε, §3):
   every candidate interval B of the flattened vector x gets the cost
   dev(B) = Σ_{i∈B} |x_i − x̄_B| (the L1 error of spreading B's total evenly),
   plus noise, plus Δ/ε2 (the expected absolute noise of one bucket count);
   dynamic programming picks the partition with the least total noisy cost.
   Adding or removing one point changes dev(B) by at most 2(1 − 1/|B|)·Δ,
   and the paper perturbs each cost with Laplace noise of about that scale
   over ε1 (§3.2; dpcomp's code: (2 − 1/|B| − 1/n)/ε1). That makes each
   cost ε1-DP, but one point lies in K candidate intervals and changes all
   their costs: measured on four cells (ε1 = 0.5), one point moved the
   probability of a partition by e^1.0 = e^(2·ε1), the bound that composing
   the two changed costs gives (tests/core/test_dawa.py measures e^1.5 at
   ε1 = 1; docs/central-study.md). Here the noise is
   therefore K times the paper's, so that all costs together are ε1-DP by
   composition: exact discrete Laplace on the integer |B|·dev(B)
   (sensitivity 2(|B| − 1)·Δ) at ε1/K, divided by |B|; the scale on dev(B)
   is 2(1 − 1/|B|)·K·Δ/ε1. An interval of one cell has dev = 0 whatever the
   data, so its cost is not perturbed. The candidates are the paper's
   approximation (§3.3), lengths 2^k, starting at every multiple of
   max(1, 2^k/STARTS) instead of every cell: a cell lies in
   K = Σ_k min(2^k, STARTS) of them (STARTS = 1, the default: the aligned
   dyadic intervals, K = log2 n). A public ``max_length`` drops the longer
   candidates and so lowers K (256 cells: K = 8 instead of 16 on 256²).
2. **Bucket counts** (ε2 = ε − ε1): each bucket's total gets exact discrete
   Laplace noise of scale Δ/ε2 (the buckets partition Ω, so they are ε2-DP
   together). This is a plain Laplace measurement, not the paper's greedy
   workload-adaptive strategy (GreedyH, its §4): the first version the
   study asked for.
3. Answers spread each bucket's noisy total evenly over its cells.

Sequential composition gives ε1 + ε2 = ε. Not offered in QGIS: a baseline
for the accuracy study only.
"""

from __future__ import annotations

from typing import Optional
import numpy as np
import numpy.typing as npt

from ..core.domain import DomainLike, check_cells
from ..core.uncertainty import unknown
from ..core.budget import LaplaceMeasurement
from ..core.synopsis import Synopsis
from ..core.mechanisms.central import make_synopsis, prepare, public_inputs

#: the grid's cells a side (a power of two; public)
GRID_SIZE = 256
#: the share ε1/ε of the partition (the paper's 2-D setting)
PARTITION_SHARE = 0.25
#: candidate intervals of length L start at every multiple of max(1, L // STARTS)
STARTS = 1


def hilbert_cells(order: int) -> np.ndarray:
    """The flat indices ``row·d + col`` of a d×d grid (d = 2^order) in Hilbert-curve order.

    Builds the curve from its finest quadrant outwards: at every scale s the
    two bits of the position choose a quadrant, and the quadrant's sub-curve
    is reflected and transposed so that consecutive cells stay adjacent.
    """
    d = 1 << order
    t = np.arange(d * d, dtype=np.int64)
    col = np.zeros_like(t)
    row = np.zeros_like(t)
    s = 1
    while s < d:
        right = (t >> 1) & 1
        up = (t ^ right) & 1
        flip = (up == 0) & (right == 1)
        col = np.where(flip, s - 1 - col, col)
        row = np.where(flip, s - 1 - row, row)
        turn = up == 0
        col, row = np.where(turn, row, col), np.where(turn, col, row)
        col += s * right
        row += s * up
        t >>= 2
        s <<= 1
    return row * d + col


def candidate_intervals(n: int, starts: int = STARTS, max_length: Optional[int] = None) -> list:
    """``[(L, step)]``: the candidate lengths L = 2, 4, … up to n (or ``max_length``, public)
    and the spacing of their starts."""
    top = n if max_length is None else min(n, int(max_length))
    return [(1 << k, max(1, (1 << k) // starts)) for k in range(1, top.bit_length()) if 1 << k <= top]


def deviations(x: npt.ArrayLike, length: int, step: int) -> np.ndarray:
    """``|B|·dev(B)`` = Σ_{i∈B} | |B|·x_i − Σ_B x | for B = x[s:s+length], s = 0, step, …
    (integers: exact)."""
    windows = np.lib.stride_tricks.sliding_window_view(x, length)[::step]
    return np.abs(length * windows - windows.sum(axis=1, keepdims=True)).sum(axis=1)


def cost_sensitivity(n: int, sensitivity: int, starts: int = STARTS, max_length: Optional[int] = None) -> int:
    """2·K·Δ, where K is the number of candidates that contain a cell: the partition's noise is
    booked at this sensitivity, each length L's round at (L − 1) times it (:func:`noisy_costs`)."""
    k = sum(-(-length // step) for length, step in candidate_intervals(n, starts, max_length))
    return 2 * sensitivity * k


def noisy_costs(
    rng: np.random.Generator, x: npt.ArrayLike, noise: LaplaceMeasurement, starts: int = STARTS,
    max_length: Optional[int] = None,
) -> dict:
    """``{L: (step, noisy dev)}``: each candidate's dev(B) plus discrete Laplace noise of scale
    2(1 − 1/L)·K·Δ/ε1, drawn on the integer L·dev(B) (sensitivity 2(L − 1)·Δ) at ε1/K, where
    K is the number of candidates that contain a cell: together the costs are ε1-DP. ``noise``
    is the partition's step booked at ε1 and 2·K·Δ (:func:`cost_sensitivity`)."""
    x = np.asarray(x, dtype=np.int64)
    out = {}
    for length, step in candidate_intervals(len(x), starts, max_length):
        out[length] = (step, noise(rng, deviations(x, length, step), factor=length - 1).values / length)
    return out


def least_cost_partition(n: int, costs: dict, penalty: float) -> np.ndarray:
    """The partition of 0…n−1 into candidate intervals with the least total cost (the paper's
    dynamic programme): an interval of length L ≥ 2 costs max(noisy dev, 0) + ``penalty``, a
    single cell ``penalty``. Returns the buckets' first cells, ascending."""
    levels = [(length, step, (np.maximum(c, 0) + penalty).tolist())
              for length, (step, c) in sorted(costs.items())]
    best = [0.0] * (n + 1)
    back = [1] * (n + 1)
    for end in range(1, n + 1):
        value, length_best = best[end - 1] + penalty, 1
        for length, step, cost in levels:
            start = end - length
            if start < 0:
                break
            if start % step == 0:
                v = best[start] + cost[start // step]
                if v < value:
                    value, length_best = v, length
        best[end], back[end] = value, length_best
    firsts, end = [], n
    while end > 0:
        end -= back[end]
        firsts.append(end)
    return np.array(firsts[::-1], dtype=np.int64)


def dawa(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: int = GRID_SIZE, partition_share: float = PARTITION_SHARE, starts: int = STARTS,
    max_length: Optional[int] = None, user_ids: Optional[npt.ArrayLike] = None,
    max_per_user: Optional[int] = None,
) -> Synopsis:
    """Release DAWA's estimate of the ``grid_size``² cells over ``domain`` with ε-DP.

    The partition spends ``partition_share``·ε, the bucket counts the rest.
    Returns a synopsis of the cells (level 1, no parents), each holding its
    bucket's noisy total divided by the bucket's number of cells.
    """
    domain, rng = public_inputs(domain, rng)
    d = int(grid_size)
    if d < 2 or d & (d - 1):
        raise ValueError("DAWA's grid size must be a power of two (the Hilbert curve's)")
    if not 0 < partition_share < 1:
        raise ValueError("the partition's share of ε must be in (0, 1)")
    check_cells(d * d)
    data = prepare(x, y, domain, epsilon, rng, user_ids=user_ids, max_per_user=max_per_user)
    curve = hilbert_cells(d.bit_length() - 1)
    flat = data.counts.grid(d, d).ravel()[curve]
    noise = data.ledger.measurement(
        "partition", sensitivity=cost_sensitivity(len(flat), data.sensitivity, starts, max_length),
        epsilon=partition_share * epsilon, note=f"noisy L1 costs of the Hilbert intervals of the {d}×{d} grid")
    costs = noisy_costs(rng, flat, noise, starts, max_length)
    firsts = least_cost_partition(len(flat), costs, data.sensitivity / data.ledger.remaining)
    totals = data.ledger.laplace("bucket counts", rng, np.add.reduceat(flat, firsts), sensitivity=data.sensitivity,
                                 note="the partition's buckets")
    sizes = np.diff(np.append(firsts, len(flat)))
    cells = np.empty(d * d)
    cells[curve] = np.repeat(totals.values / sizes, sizes)
    data.params.update(grid_size=d, partition_share=partition_share, starts=starts, max_length=max_length,
                       buckets=len(firsts))
    return make_synopsis(
        "DAWA", domain, data, rng, rects=domain.grid_rects(d, d), counts=cells,
        level=np.ones(d * d, dtype=np.int64), parent=np.full(d * d, -1),
        uncertainty=unknown("DAWA's cells share their bucket's noise (benchmark baseline)"),
    )
