"""The private step in one call (issue 28, core/budget.py), measured from outside: the noise each
form of the step actually adds, or the reports it actually sends, against the ε its ledger booked."""

import math

import numpy as np
import pytest

from spatialdp.core.budget import Ledger
from spatialdp.core.mechanisms.dam import dam_cells, dam_channel
from spatialdp.core.noise import discrete_laplace_variance, effective_scale


def test_a_measurement_books_once_and_draws_every_round_at_that_epsilon():
    """Two rounds (the second at three times the sensitivity, as DAWA's longer candidates): one
    entry in the ledger, and each round's measured variance is that of Δ·factor at the booked ε."""
    ledger = Ledger(1.0)
    noise = ledger.measurement("split decisions", sensitivity=2, epsilon=0.5, note="tree")
    rng = np.random.default_rng(5)
    zeros = np.zeros(200_000, dtype=np.int64)
    first, third = noise(rng, zeros), noise(rng, zeros, factor=3)
    assert [(e.step, e.epsilon) for e in ledger.entries] == [("split decisions", 0.5)]
    for noisy, factor in ((first, 1), (third, 3)):
        expected = discrete_laplace_variance(effective_scale(2 * factor, 0.5))
        assert noisy.values.var() == pytest.approx(expected, rel=0.03)
        assert noisy.sensitivity == 2 * factor and noisy.variance == pytest.approx(expected)
    with pytest.raises(ValueError):
        noise(rng, zeros, factor=0)


def test_noisy_counts_state_the_scale_they_were_drawn_at():
    """The scale t/s NoisyCounts report (OD flows draw the empty pairs' exceedances at it) gives
    the measured variance of the noise drawn; the rest of ε is what the ledger had left."""
    ledger = Ledger(0.8)
    ledger.spend("N estimate", 0.05)
    noisy = ledger.laplace("cells", np.random.default_rng(2), np.zeros(200_000, dtype=np.int64), sensitivity=3)
    t, s = noisy.scale_fraction()
    assert noisy.epsilon == ledger.entries[-1].epsilon == pytest.approx(0.75)
    assert noisy.values.var() == pytest.approx(discrete_laplace_variance(t / s), rel=0.03)
    assert t / s == pytest.approx(3 / 0.75, rel=1e-6)


def test_randomise_books_the_epsilon_the_channel_realises():
    """DAM through Ledger.randomise: the ledger's ε and the reports' measured privacy ratio agree.
    On a 4×4 grid with a disk of radius 1 cell, users in the south-west cell and users in the
    north-east cell (far outside each other's disk) report: the largest ratio of their report
    frequencies over the output cells is e^ε (the south-west cell itself)."""
    epsilon, d, n = 1.0, 4, 400_000
    ledger = Ledger(epsilon, "local")
    channel = dam_channel(d, epsilon, 1.0)
    rng = np.random.default_rng(9)
    south_west = ledger.randomise("location report", rng, np.zeros(n, dtype=np.int64), channel)
    north_east = channel.perturb(np.full(n, d * d - 1), rng)
    assert [(e.step, e.epsilon) for e in ledger.entries] == [("location report", epsilon)]
    cells = channel.size**2
    a = np.bincount(south_west, minlength=cells) / n
    b = np.bincount(north_east, minlength=cells) / n
    seen = (a * n > 2000) & (b * n > 2000)
    assert math.log(np.max(a[seen] / b[seen])) == pytest.approx(epsilon, abs=0.08)


def test_dam_books_its_report_in_the_release_ledger_it_is_given():
    ledger = Ledger(1.5, "local")
    dam_cells(np.zeros(50, dtype=np.int64), 4, 1.5, np.random.default_rng(1), ledger=ledger)
    assert [(e.step, e.epsilon) for e in ledger.entries] == [("location report", 1.5)]


def test_perturbed_reports_keep_their_value_as_often_as_the_booked_epsilon_allows():
    """GRR over d = 4 values: a report keeps the true value with p = e^ε/(e^ε + d − 1) for the ε
    the ledger booked (measured over 100,000 users; p is 0.475 at ε = 1, 0.354 at 0.5, 0.711 at 2)."""
    ledger, d = Ledger(1.0, "local"), 4
    reports = ledger.perturb("cell reports", np.random.default_rng(3), np.zeros(100_000, dtype=np.int64), d,
                             epsilon=1.0, oracle="GRR")
    booked = ledger.entries[-1].epsilon
    assert np.mean(reports.report == 0) == pytest.approx(math.exp(booked) / (math.exp(booked) + d - 1), abs=0.01)
