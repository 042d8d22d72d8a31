"""Guidance for every mechanism (core.guidelines registry; docs/guidance.md, Qardaji et al. §IV-A)."""

import math

import numpy as np
import pytest

from spatialdp.core import guidelines as gl
from spatialdp.core.guidelines import GUIDE_PARAMETERS, GUIDES, guidance


def test_registry_covers_every_mechanism_with_its_parameters():
    assert set(GUIDES) == {"UG", "AG", "PrivTree", "LDP-UG", "PrivAG", "AAG", "AHEAD", "HDG", "DAM", "VDR"}
    assert set(GUIDE_PARAMETERS) == set(GUIDES)
    for name in GUIDES:
        g = guidance(name, 250_000, 1.0)
        assert g.mechanism == name and g.grid_size >= 1 and g.cells >= 1
        assert g.sizes and g.per_side and g.curve.x.size == len(next(iter(g.curve.series.values())))
        for p in GUIDE_PARAMETERS[name]:
            assert p.minimum <= p.default <= p.maximum
        assert set(g.as_dict()) >= {"sizes", "cells", "noise_sd", "parameters"}


def test_defaults_match_the_mechanisms():
    """Each guide starts from the release function's own defaults (read from its signature),
    through the parameters its mechanism's declaration links (core.catalogue)."""
    import inspect

    from spatialdp.core.catalogue import MECHANISMS

    checked = 0
    for mechanism in (m for m in MECHANISMS if m.guide):  # PrivTree has no grid size to guide
        signature = inspect.signature(mechanism.release).parameters
        guide_defaults = {p.name: p.default for p in GUIDE_PARAMETERS[mechanism.guide]}
        for guide_name, name in mechanism.guide_links().items():
            keyword = "max_per_user" if name == "MAX_PER_USER" else mechanism.parameter(name).keyword
            default = signature[keyword].default
            if default is None:  # UG/AG: no bound unless asked, i.e. k = 1 point per user
                default = 1
            assert guide_defaults[guide_name] == default, (mechanism.name, guide_name)
            checked += 1
    assert checked >= 12
    # T is a size of VDR's guide, not a link: its default is the T that VDR takes without a public N
    slices = {p.name: p.default for p in GUIDE_PARAMETERS["VDR"]}["slices"]
    assert slices == gl.vdr_sizes(None, 1.0, 4)[1]


@pytest.mark.parametrize("n,eps", [(1_600_000, 0.1), (1_000_000, 1.0), (9_000, 1.0)])
def test_ug_guidance_and_curve_minimum_at_guideline_1(n, eps):
    g = guidance("UG", n, eps)
    assert g.sizes == {"m": max(1, round(math.sqrt(n * eps / 10)))} and g.cells == g.grid_size ** 2  # Guideline 1
    assert g.noise_sd == pytest.approx(math.sqrt(2) / eps, rel=0.05)  # discrete ≈ continuous Laplace
    curve = g.curve
    # noise √(2r)·m/ε and non-uniformity √r·N/(c0·m), c0 = c/√2 (Qardaji et al. §IV-A)
    r, m = gl.QUERY_FRACTION, curve.x
    assert np.allclose(curve.series["noise"], math.sqrt(2 * r) * m / eps)
    assert np.allclose(curve.series["non-uniformity"], math.sqrt(r) * n / (10 / math.sqrt(2) * m))
    best = curve.x[np.argmin(curve.series["total"])]
    step = curve.x[1] - curve.x[0]
    assert abs(best - math.sqrt(n * eps / 10)) <= step
    assert curve.marked == g.grid_size


def test_ug_sensitivity_acts_like_a_smaller_epsilon():
    assert guidance("UG", 1e6, 1.0, sensitivity=4).grid_size == guidance("UG", 1e6, 0.25).grid_size


def test_ag_guidance():
    g = guidance("AG", 1_000_000, 1.0, alpha=0.5)  # the paper's α (the default is 0.4)
    assert g.sizes["m1"] == 80 and g.grid_size == 80
    # m2 = ⌈√(v (1−α)ε / (c/2))⌉ from 1 (empty) through N/m1² (even) to N (one cell)
    assert g.sizes["m2 min"] == 1
    assert g.sizes["m2 (evenly spread)"] == math.ceil(math.sqrt(1e6 / 6400 * 0.5 / 5)) == 4
    assert g.sizes["m2 max"] == math.ceil(math.sqrt(1e6 * 0.5 / 5)) == 317
    assert g.level2 == (1, 4, 317) and g.cells == 80 * 80 * 16
    p = math.exp(-0.5)  # level 1's DLap(1/(αε)) = DLap(2): sd √(2p)/(1 − p)
    assert g.noise_sd == pytest.approx(math.sqrt(2 * p) / (1 - p), rel=1e-5)
    cw = g.cell_sizes(8000, 4000)
    assert cw["level 1"] == (100, 50) and cw["leaves (evenly spread)"] == (25, 12.5)


@pytest.mark.parametrize(
    "n,g1s",
    [(3_451_190, (6, 9, 18, 30)), (1_620_157, (5, 7, 15, 25)), (573_703, (4, 6, 11, 19))],
)
def test_ldp_g1_reproduces_balioglu_table_1(n, g1s):
    """PrivAG's and AAG's g1, and LDP-UG's g with the paper's α = 0.02 (its option)."""
    for name, params in (("LDP-UG", {"alpha": 0.02}), ("PrivAG", {"alpha": 0.02}), ("AAG", {})):
        assert tuple(guidance(name, n, eps, **params).grid_size for eps in (0.5, 1, 3, 5)) == g1s


@pytest.mark.parametrize("n,eps,g", [(5_000, 1, 5), (1_000_000, 1, 9), (1_000_000, 3, 17), (217_438, 0.5, 6),
                                     (17_006, 3, 10), (0, 1, 1)])
def test_ldp_ug_default_is_the_study_rule(n, eps, g):
    """g = round(7·(N/10⁵)^(1/8)·(2 sinh(ε/2))^0.4) (docs/best-by-default.md), at least 1."""
    assert guidance("LDP-UG", n, eps).grid_size == g
    assert g == max(1, round(7 * (n / 1e5) ** 0.125 * (2 * math.sinh(eps / 2)) ** 0.4))


def test_ldp_g2_range_and_noise():
    n, eps = 1_620_157, 3.0
    e = math.exp(eps)
    for name, alpha, sigma in (("PrivAG", 0.05, 0.2), ("AAG", 0.25, 0.5)):
        g = guidance(name, n, eps)
        g1 = g.grid_size
        f = np.array([1e-9, 1 / g1 ** 2, 1.0])  # f_k ∈ (0, 1]: min, evenly spread, max
        # g2 = max(1, round(√(2α·f·(e^ε − 1)·√((1 − σ)N / e^ε)))) (Balioglu et al. 2024, Eq. 5)
        expected = tuple(max(1, round(math.sqrt(2 * alpha * v * (e - 1) * math.sqrt((1 - sigma) * n / e))))
                         for v in f)
        assert g.level2 == expected
        assert g.sizes["g2 max"] == round(math.sqrt(2 * alpha * (e - 1) * math.sqrt((1 - sigma) * n / e)))
        leaves = g.cells
        n2 = (1 - sigma) * n
        sd = math.sqrt(grr_var(n2, leaves, eps) if leaves < 3 * e + 2 else olh_var(n2, eps)) / (1 - sigma)
        assert g.noise_sd == pytest.approx(sd)
    # LDP-UG: OLH's variance per cell
    g = guidance("LDP-UG", n, eps)
    assert g.noise_sd == pytest.approx(math.sqrt(olh_var(n, eps)))


def grr_var(n, d, eps):
    """GRR: p = e^ε/(e^ε+d−1), q = 1/(e^ε+d−1); Var = n q(1−q)/(p−q)² (Wang et al. 2017)."""
    e = math.exp(eps)
    p, q = e / (e + d - 1), 1 / (e + d - 1)
    return n * q * (1 - q) / (p - q) ** 2


def olh_var(n, eps):
    """OLH with g = round(e^ε) + 1: p = e^ε/(e^ε+g−1), q* = 1/g; Var = n q*(1−q*)/(p−q*)²."""
    e = math.exp(eps)
    g = round(e) + 1
    p, q = e / (e + g - 1), 1 / g
    return n * q * (1 - q) / (p - q) ** 2


def test_ldp_noise_follows_the_adaptive_oracle():
    n, eps = 5000, 1.3
    assert gl.ldp_sd(n, 7, eps) == (pytest.approx(math.sqrt(grr_var(n, 7, eps))), "GRR")
    assert gl.ldp_sd(n, 100, eps) == (pytest.approx(math.sqrt(olh_var(n, eps))), "OLH")


@pytest.mark.parametrize("eps,b", [(0.5, 1.116), (1, 0.845), (2, 0.496), (3, 0.298), (4, 0.183), (5, 0.114)])
def test_dam_radius_table(eps, b):
    """b(ε) of the unit square, from the DAM paper's table (docs/dam.md); b scales with d."""
    assert gl.dam_radius(eps) == pytest.approx(b, abs=5e-4)
    assert gl.dam_radius(eps, 8) == pytest.approx(8 * b, abs=8 * 5e-4)
    g = guidance("DAM", 10_000, eps, d=16)
    assert g.sizes["b"] == pytest.approx(16 * b, abs=16 * 5e-4) and g.cells == 256
    info = g.curve.series["mutual information bound I(b)"]
    assert g.curve.x[np.argmax(info)] == pytest.approx(g.sizes["b"], rel=0.05)


def test_vdr_suggestion():
    g = guidance("VDR", 2_000_000, 1.0, k=4, slices=24)
    m_star = math.sqrt(2_000_000 / 24 * 1.0 / (10 * 4))
    assert g.sizes["M"] % 4 == 0 and m_star <= g.sizes["M"] < m_star + 4
    assert g.sizes["T"] == 24 and g.cells == g.sizes["M"] ** 2 * 24
    assert g.noise_sd == pytest.approx(math.sqrt(2) * 4, rel=0.05)
    # few points: fewer slices, so that a slice keeps at least 4×4 cells
    small = guidance("VDR", 5_000, 1.0, k=4, slices=24)
    assert small.sizes["T"] == int(5_000 / (16 * 10 * 4)) and small.notes[0].startswith("T lowered")


def test_bad_inputs_are_refused():
    with pytest.raises(ValueError, match="no guidance"):
        guidance("KD", 100, 1.0)
    with pytest.raises(ValueError, match="ε must be a finite number greater than 0"):
        guidance("UG", 100, 0)
