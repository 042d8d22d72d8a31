"""OD flows per period (docs/odflows.md §5c), measured from outside: one count per (origin,
destination, period), every one with DLap(k/ε) — not k·P: a trip lies in one period — and a user
changes all the periods' flows and totals together by at most k."""

import numpy as np
import pytest

from spatialdp.core.tables import period_edges, table_keys

from .test_odflows import M, commuters, release, true_matrix
from .test_privacy_behaviour import assert_dlap

DAY = 86_400.0
P = 3


def periods_of(times):
    """The trips' keys over three public days."""
    return table_keys(periods=period_edges((0.0, P * DAY), "day"), times=times)


@pytest.mark.slow  # 200 releases: a Monte Carlo series (make test runs it, test-core does not)
def test_every_entry_of_every_period_gets_dlap_k_over_epsilon():
    """Released minus true, every (origin, destination, period), k = 3 trips per user at ε = 1: DLap(3/1)
    (a noise scaled by the periods, or a share of ε per period, fails)."""
    rng = np.random.default_rng(8)
    ox, oy, dx, dy, ids = commuters(rng, users=40, trips=3)
    times = rng.integers(0, P, len(ox)) * DAY + 3600.0
    day = (times // DAY).astype(int)
    truth = np.stack([true_matrix(ox[day == p], oy[day == p], dx[day == p], dy[day == p]).ravel() for p in range(P)])
    noise = []
    for seed in range(200):
        flows = release(seed, (ox, oy, dx, dy, ids), user_ids=ids, max_per_user=3, marginal_share=0,
                        keys=periods_of(times))
        assert flows.counts.shape == (P * M**4,) and (flows.period == np.repeat(np.arange(P), M**4)).all()
        noise.append(flows.counts - truth.ravel())
    assert_dlap(np.array(noise), 3, 1.0, "OD pair noise per period")
    steps = flows.ledger.as_dict()["steps"]
    assert [s["step"] for s in steps] == ["OD matrix"] and steps[0]["epsilon"] == pytest.approx(1.0)


def test_a_changed_user_changes_all_periods_together_by_at_most_k():
    """Coupled runs (same seed: the same noise) without one user whose 9 trips are spread over the three
    days: the flows of all periods, and the totals per (period, zone), change by at most k in L1 (a user
    keeping k trips per period changes them by up to 3k)."""
    rng = np.random.default_rng(4)
    k = 2
    ox, oy, dx, dy, ids = commuters(rng, users=30, trips=k)
    heavy = rng.random((4, 9)) * 30
    ox, oy, dx, dy = (np.concatenate([v, h]) for v, h in zip((ox, oy, dx, dy), heavy))
    ids = np.concatenate([ids, np.full(9, 99)])
    times = np.concatenate([rng.integers(0, P, len(ids) - 9), np.repeat(np.arange(P), 3)]) * DAY + 60.0
    keep = ids != 99
    for seed in range(20):
        a = release(seed, (ox, oy, dx, dy, ids), user_ids=ids, max_per_user=k, marginal_share=0,
                    keys=periods_of(times))
        b = release(seed, (ox[keep], oy[keep], dx[keep], dy[keep], ids[keep]), user_ids=ids[keep],
                    max_per_user=k, marginal_share=0, keys=periods_of(times[keep]))
        assert np.abs(a.counts - b.counts).sum() <= k
        assert len(a.totals.outgoing) == P * M * M
        assert np.abs(a.totals.outgoing - b.totals.outgoing).sum() <= k
        assert np.abs(a.totals.incoming - b.totals.incoming).sum() <= k


def test_trips_outside_the_time_range_are_left_out_and_the_rest_counted_once():
    rng = np.random.default_rng(2)
    ox, oy, dx, dy, ids = commuters(rng, users=50, trips=2)
    times = np.where(np.arange(len(ox)) % 5 == 0, 10 * DAY, DAY / 2)  # a fifth after the range
    flows = release(1, (ox, oy, dx, dy, ids), epsilon=50.0, marginal_share=0, keys=periods_of(times))
    per_period = flows.counts.reshape(P, -1).sum(axis=1)
    assert abs(per_period[0] - 80) < 15 and abs(per_period[1:]).max() < 15


@pytest.mark.parametrize("option", [{"sparse": True}, {"parent_block": 1}])
def test_periods_refuse_the_sparse_path_and_parents_before_any_noise(option):
    rng = np.random.default_rng(2)
    trips = commuters(rng, users=10, trips=1)
    with pytest.raises(ValueError, match="per period"):
        release(1, trips, marginal_share=0.2, keys=periods_of(np.zeros(10)), **option)
