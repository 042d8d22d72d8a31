"""DAWA, the benchmark baseline (baselines/dawa.py): the Hilbert curve, the noise that the
partition's costs and the buckets' counts actually carry, and how far one point moves the
partition's distribution — all measured from the outputs."""

import math

import numpy as np
import pytest

from spatialdp.core import Domain, make_rng
from spatialdp.core.budget import LaplaceMeasurement
from spatialdp.baselines.dawa import cost_sensitivity, dawa, hilbert_cells, least_cost_partition, noisy_costs
from spatialdp.core.noise import discrete_laplace_variance, effective_scale


@pytest.mark.parametrize("order", [1, 2, 5])
def test_the_hilbert_curve_visits_every_cell_once_through_neighbours(order):
    d = 1 << order
    row, col = np.divmod(hilbert_cells(order), d)
    assert len(set(zip(row.tolist(), col.tolist()))) == d * d
    assert np.all(np.abs(np.diff(row)) + np.abs(np.diff(col)) == 1)


@pytest.mark.parametrize("length, max_length, k", [(2, None, 15), (8, None, 15), (2, 4, 2)])
def test_each_cost_carries_laplace_noise_of_k_times_the_papers_scale(length, max_length, k):
    """On an empty vector every dev(B) is 0, so the noisy costs are the noise itself: the paper's
    scale 2(1 − 1/|B|)·Δ/ε1 times K, the number of aligned dyadic candidates that hold a cell
    (lengths 2 … 2^15 of 2^15 cells, or 2 and 4 up to ``max_length`` = 4), drawn on |B|·dev with
    sensitivity 2(|B| − 1)·K·Δ."""
    eps1 = 0.5
    costs = noisy_costs(make_rng(3), np.zeros(1 << 15, dtype=np.int64),
                        partition_noise(1 << 15, eps1, max_length), max_length=max_length)
    step, noisy = costs[length]
    expected = discrete_laplace_variance(effective_scale(2 * (length - 1) * k, eps1)) / length**2
    assert len(costs) == k and step == length and len(noisy) == (1 << 15) // length
    assert np.mean(noisy) == pytest.approx(0, abs=0.1 * np.sqrt(expected))
    assert np.var(noisy) == pytest.approx(expected, rel=0.15)
    assert expected == pytest.approx(2 * (2 * (1 - 1 / length) * k / eps1) ** 2, rel=0.01)  # 2b²


@pytest.mark.slow
def test_the_bucket_counts_carry_the_noise_of_eps2():
    """With no point inside Ω every released cell is its bucket's noise spread evenly, so the
    whole-Ω total is the sum of one DLap(Δ/ε2) per bucket: E[total²] = E[buckets]·Var."""
    eps, share = 1.0, 0.25
    totals, buckets = [], []
    rng = make_rng(9)
    for _ in range(800):
        s = dawa(np.array([5.0]), np.array([5.0]), Domain(0, 0, 1, 1), eps, rng, grid_size=4,
                 partition_share=share)
        totals.append(s.counts.sum())
        buckets.append(s.params["buckets"])
    steps = {st["step"]: st["epsilon"] for st in s.ledger.as_dict()["steps"]}
    assert steps == pytest.approx({"partition": share * eps, "bucket counts": (1 - share) * eps})
    expected = discrete_laplace_variance(effective_scale(1, (1 - share) * eps))
    assert np.sum(buckets) > 1500
    assert np.sum(np.square(totals)) / np.sum(buckets) == pytest.approx(expected, rel=0.15)


def excess(p, q, eps1):
    """The largest |log(p/q)| − ε1 over the partitions seen often enough in both runs, less
    3.5 standard errors of the log ratio (≤ 0: consistent with e^ε1)."""
    common = [key for key in set(p) | set(q) if min(p.get(key, 0), q.get(key, 0)) >= 100]
    assert len(common) >= 3
    return max(abs(math.log(p[key] / q[key])) - 3.5 * math.sqrt(1 / p[key] + 1 / q[key]) - eps1
               for key in common)


def partition_noise(n, eps1, max_length=None):
    """The partition's step at ε1 for n cells (Δ = 1), as DAWA books it."""
    return LaplaceMeasurement(eps1, cost_sensitivity(n, 1, max_length=max_length))


def partitions_seen(x, costs_of, eps2, runs):
    seen = {}
    for _ in range(runs):
        key = tuple(least_cost_partition(len(x), costs_of(x), 1 / eps2).tolist())
        seen[key] = seen.get(key, 0) + 1
    return seen


#: neighbours (one point added to cell 0) on four cells: the point changes dev of [0,2) and [0,4)
EMPTY, ONE = np.zeros(4, dtype=np.int64), np.array([1, 0, 0, 0])


@pytest.mark.slow
def test_one_point_moves_the_partition_by_at_most_e_to_the_eps1():
    """Every partition's frequency stays within e^ε1 between the neighbours (measured: the loss
    is close to ε1 here, the bound is tight)."""
    eps1, eps2, runs = 1.0, 3.0, 4000
    rng = make_rng(21)
    p = partitions_seen(EMPTY, lambda x: noisy_costs(rng, x, partition_noise(4, eps1)), eps2, runs)
    q = partitions_seen(ONE, lambda x: noisy_costs(rng, x, partition_noise(4, eps1)), eps2, runs)
    assert excess(p, q, eps1) <= 0


@pytest.mark.slow
def test_the_papers_noise_per_interval_is_not_enough():
    """The same measurement on costs with the paper's scale 2(1 − 1/|B|)/ε1 each, the candidates
    being the aligned dyadic intervals: one point changes two costs, and the loss is about 2·ε1."""
    from spatialdp.baselines.dawa import deviations
    eps1, eps2, runs = 1.0, 3.0, 4000
    rng = np.random.default_rng(4)

    def papers_costs(x):
        return {length: (length, deviations(x, length, length) / length
                         + rng.laplace(0, 2 * (1 - 1 / length) / eps1, 4 // length))
                for length in (2, 4)}
    p = partitions_seen(EMPTY, papers_costs, eps2, runs)
    q = partitions_seen(ONE, papers_costs, eps2, runs)
    assert excess(p, q, eps1) > 0.2
