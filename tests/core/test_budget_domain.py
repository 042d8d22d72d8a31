from fractions import Fraction

import numpy as np
import pytest

from spatialdp.core import Domain, DomainError, GridTooLargeError, Ledger
from spatialdp.core.bounding import bound_contributions
from spatialdp.core.budget import BudgetError
from spatialdp.core.domain import check_cells, local_index, split_rects


def test_ledger_never_exceeds_total():
    led = Ledger(1.0)
    led.spend("a", 0.3)
    led.spend_rest("b")
    assert led.spent == pytest.approx(1.0) and led.remaining < 1e-15
    with pytest.raises(BudgetError):
        led.spend("c", 1e-6)
    led = Ledger(1.0)
    led.spend("all", 1.0)
    with pytest.raises(BudgetError):
        led.spend_rest("nothing left")
    with pytest.raises(ValueError):
        Ledger(0.0)
    with pytest.raises(ValueError):
        Ledger(float("inf"))


def _exact_spent(ledger):
    """Σ of the recorded floats' exact values (no parallel groups here)."""
    return sum((Fraction(e.epsilon) for e in ledger.entries), Fraction(0))


def test_ledger_is_exact_without_tolerance():
    led = Ledger(0.3)
    led.spend("a", 0.1)
    led.spend("b", 0.1)
    # 0.1 + 0.1 + 0.1 > 0.3 in the floats' exact values (each 0.1 is above one tenth)
    with pytest.raises(BudgetError):
        led.spend("c", 0.1)
    # a relative over-spend of 1e-15 is refused too
    led = Ledger(1.0)
    with pytest.raises(BudgetError):
        led.spend("a", 1.0 + 2**-52)
    led.spend("a", 1 / 3)
    led.spend_rest("b")
    assert _exact_spent(led) <= Fraction(1.0)


@pytest.mark.parametrize("total", [0.1, 0.3, 1 / 3, 0.7, 2.9, 1e-5])
def test_ledger_float_split_fits_exactly(total):
    led = Ledger(total)
    for share in (0.05, 0.4, 0.35):
        led.spend("share", share * total)
    led.spend_rest("rest")
    assert _exact_spent(led) <= Fraction(total)
    assert led.as_dict()["epsilon_spent"] == pytest.approx(total)
    assert isinstance(led.as_dict()["epsilon_spent"], float)


def test_domain_rejects_zero_area_and_nan():
    with pytest.raises(DomainError):
        Domain(0, 0, 0, 1)
    with pytest.raises(DomainError):
        Domain(0, 0, float("nan"), 1)


def test_histogram_edges_and_outside_points():
    d = Domain(0, 0, 4, 2)
    x = np.array([0.0, 3.999, 4.0, 4.01, -0.01, 1.0])
    y = np.array([0.0, 1.999, 2.0, 1.0, 1.0, 1.0])
    h = d.histogram(x, y, 4, 2)
    assert h.shape == (2, 4)
    assert h.sum() == 4  # two points outside are dropped
    assert h[0, 0] == 1 and h[1, 3] == 2 and h[1, 1] == 1


def test_histogram_matches_numpy_histogram2d():
    rng = np.random.default_rng(0)
    x, y = rng.random(10_000) * 10, rng.random(10_000) * 5
    d = Domain(0, 0, 10, 5)
    ref, _, _ = np.histogram2d(y, x, bins=[7, 9], range=[[0, 5], [0, 10]])
    assert np.array_equal(d.histogram(x, y, 9, 7), ref)


def test_split_rects_tiles_parents_exactly():
    parents = Domain(0, 0, 3, 3).grid_rects(3, 3)
    nx = np.arange(1, 10)
    children, parent = split_rects(parents, nx, nx)
    area = (children[:, 2] - children[:, 0]) * (children[:, 3] - children[:, 1])
    assert np.allclose(np.bincount(parent, weights=area), 1.0)
    assert len(children) == (nx**2).sum()
    # a point's local index agrees with the child that contains it
    rng = np.random.default_rng(1)
    px, py = rng.random(500) * 3, rng.random(500) * 3
    cell = Domain(0, 0, 3, 3).cell_index(px, py, 3, 3)
    offset = np.cumsum(nx * nx) - nx * nx
    child = children[offset[cell] + local_index(parents, nx, nx, cell, px, py)]
    assert ((child[:, 0] <= px) & (px <= child[:, 2]) & (child[:, 1] <= py) & (py <= child[:, 3])).all()


def test_grid_too_large():
    with pytest.raises(GridTooLargeError, match="smaller grid"):
        check_cells(10**9)


def test_bounding_keeps_at_most_k_uniformly():
    users = np.repeat(np.arange(1000), 5)
    keep = bound_contributions(users, 2, np.random.default_rng(3))
    assert np.bincount(users[keep]).max() == 2 and len(keep) == 2000
    # every one of a user's 5 points is kept with probability 2/5
    position = np.tile(np.arange(5), 1000)[keep]
    assert np.allclose(np.bincount(position) / 1000, 0.4, atol=0.05)
    strings = np.array(["a", "b", "a", "c", "a"], dtype=object)
    assert len(bound_contributions(strings, 1, np.random.default_rng(0))) == 3


def test_parallel_groups_cost_their_largest_step():
    led = Ledger(1.0, model="local")
    led.spend("U1 reports", 1.0, group="users")
    led.spend("U2 reports", 1.0, group="users")
    assert led.spent == pytest.approx(1.0)
    with pytest.raises(BudgetError):
        led.spend("extra", 0.1)
    assert len(led.entries) == 2
    assert "parallel composition" in led.as_text()


# ---- the private step in one call (issue 28) ---------------------------------------------


def test_ledger_laplace_books_the_epsilon_whose_noise_it_draws():
    """From outside: the variance actually added matches the ε the ledger booked (and the
    NoisyCounts' stated variance), for a given ε and for all that is left."""
    from spatialdp.core.noise import discrete_laplace_variance, effective_scale

    for epsilon, rest in ((0.5, False), (None, True)):
        ledger = Ledger(1.0)
        ledger.spend("before", 0.25)
        noisy = ledger.laplace("cells", np.random.default_rng(7), np.zeros(200_000, dtype=np.int64),
                               sensitivity=2, epsilon=epsilon)
        booked = ledger.entries[-1].epsilon
        assert booked == (0.75 if rest else 0.5) == noisy.epsilon
        expected = discrete_laplace_variance(effective_scale(2, booked))
        assert noisy.values.var() == pytest.approx(expected, rel=0.03)
        assert noisy.uncertainty().variance[0] == pytest.approx(expected)


def test_ledger_laplace_draws_nothing_when_the_step_is_refused():
    ledger, rng = Ledger(1.0), np.random.default_rng(1)
    state = rng.bit_generator.state
    with pytest.raises(BudgetError):
        ledger.laplace("cells", rng, np.zeros(3), sensitivity=1, epsilon=1.5)
    assert rng.bit_generator.state == state and not ledger.entries


def test_ledger_perturb_books_the_epsilon_of_the_reports():
    """GRR reports at the booked ε keep the true value with p = e^ε/(e^ε + d − 1) (measured)."""
    ledger, d = Ledger(1.0, "local"), 4
    reports = ledger.perturb("cell reports", np.random.default_rng(3), np.zeros(100_000, dtype=np.int64),
                             d, epsilon=1.0, oracle="GRR", note="{oracle} over 4 cells")
    assert ledger.entries[-1].epsilon == 1.0 and ledger.entries[-1].note == "GRR over 4 cells"
    p = np.e / (np.e + d - 1)
    assert np.mean(reports.report == 0) == pytest.approx(p, abs=0.01)


def test_morton_codes_interleave_the_cells_and_deinterleave_recovers_them():
    """The Morton code of cell (ix, iy) has ix's bits at the even positions and iy's at the odd
    ones (written out here bit by bit); deinterleave gives the cell back (PrivTree in PostGIS
    sends the nodes being split as cells)."""
    from spatialdp.core.domain import deinterleave, interleave

    rng = np.random.default_rng(31)
    ix, iy = (rng.integers(0, 2**31, 200).astype(np.uint64) for _ in range(2))
    expected = [sum(((int(a) >> b) & 1) << (2 * b) | ((int(c) >> b) & 1) << (2 * b + 1) for b in range(31))
                for a, c in zip(ix, iy)]
    codes = interleave(ix.copy(), iy.copy())
    assert [int(v) for v in codes] == expected
    back = deinterleave(codes)
    assert (back[0] == ix).all() and (back[1] == iy).all()
