"""W2 without POT (issue 9): the numpy/scipy methods against POT and against known values."""

import sys

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.evaluation import CellIndex, synopsis_w2
from spatialdp.core.optional import INSTALL_HINT, OptionalMissing, optional_import
from spatialdp.core.wasserstein import LP_MAX_PAIRS, wasserstein2

from ..conftest import needs


@pytest.fixture
def no_pot(monkeypatch):
    monkeypatch.setitem(sys.modules, "ot", None)  # "import ot" now raises ImportError


def histograms(d, seed, sparsity=0.3):
    rng = np.random.default_rng(seed)
    a, b = rng.random((d, d)) ** 4, rng.random((d, d)) ** 4
    a[a < sparsity] = 0
    return a, b


def test_without_pot_small_grids_are_still_exact(no_pot):
    a = np.zeros((8, 8))
    a[0, 0] = 1
    b = np.zeros((8, 8))
    b[4, 3] = 2
    assert wasserstein2(a, b) == (pytest.approx(5.0), "exact (scipy linprog, HiGHS)")
    c = np.zeros((8, 8))
    c[0, 0] = c[0, 1] = 1
    assert wasserstein2(a, c)[0] == pytest.approx(np.sqrt(0.5))
    # a 1-D problem: W2² = ∫ (F⁻¹ − G⁻¹)², here mass ½ at 0 and ½ at 4 against all at 2 → 2
    row_a, row_b = np.zeros((1, 5)), np.zeros((1, 5))
    row_a[0, [0, 4]] = 1
    row_b[0, 2] = 1
    assert wasserstein2(row_a, row_b)[0] == pytest.approx(2.0)
    with pytest.raises(OptionalMissing, match="Install optional dependencies"):
        wasserstein2(a, b, method="sinkhorn")


@pytest.mark.slow
def test_without_pot_large_programmes_fall_back_to_sliced_and_say_so(no_pot):
    a, b = histograms(64, 0, sparsity=0.0)
    assert 64 ** 4 > LP_MAX_PAIRS
    value, method = wasserstein2(a, b, rng=np.random.default_rng(0))
    assert method == "sliced W2 × √2 (200 directions)" and value > 0
    with pytest.raises(OptionalMissing, match=r"No module named|import of ot halted"):
        wasserstein2(a, b, method="exact")
    # the evaluation's W2 states what it computed instead, in one line
    domain = Domain(0, 0, 64, 64)
    rng = np.random.default_rng(1)
    x, y = rng.random(3000) * 64, rng.random(3000) * 64
    cells = CellIndex.of(type("S", (), {"rects": domain.grid_rects(64, 64),
                                        "counts": np.ones(64 * 64)})())
    w2 = synopsis_w2(cells, domain.histogram(x, y, 64, 64), domain, np.random.default_rng(0))
    assert w2["method"].startswith("sliced")
    assert w2["note"].startswith("POT (Python Optimal Transport) is not available (")
    assert INSTALL_HINT in w2["note"] and "\n" not in w2["note"]


@needs("ot")
@pytest.mark.parametrize("d", [8, 16])
def test_the_scipy_programme_matches_pot(d):
    import ot
    a, b = histograms(d, d)
    exact, label = wasserstein2(a, b)
    assert label == "exact (ot.emd2)"
    sys.modules["ot"] = None
    try:
        fallback, label = wasserstein2(a, b)
    finally:
        sys.modules["ot"] = ot
    assert label == "exact (scipy linprog, HiGHS)" and fallback == pytest.approx(exact, rel=1e-9)


@needs("ot")
def test_the_numpy_sliced_w2_matches_pot():
    import ot
    for d in (8, 40):
        a, b = histograms(d, d)
        value, _ = wasserstein2(a, b, method="sliced", rng=np.random.default_rng(5), n_projections=30)
        angles = (np.random.default_rng(5).random() + np.arange(30)) * (np.pi / 30)
        yy, xx = np.divmod(np.arange(d * d), d)
        centres = np.column_stack([xx + 0.5, yy + 0.5])
        pot = ot.sliced_wasserstein_distance(centres, centres, (a / a.sum()).ravel(), (b / b.sum()).ravel(),
                                             p=2, projections=np.vstack([np.cos(angles), np.sin(angles)]))
        assert value == pytest.approx(pot * np.sqrt(2), rel=1e-12)


def test_any_import_failure_is_absence_with_a_one_line_reason(tmp_path, monkeypatch):
    (tmp_path / "brokenlib").mkdir()
    (tmp_path / "brokenlib" / "__init__.py").write_text(
        "raise AttributeError(\"module 'sympy' has no attribute\\n 'printing'\")\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    module, reason = optional_import("brokenlib")
    assert module is None and reason == "AttributeError: module 'sympy' has no attribute 'printing'"
    assert optional_import("numpy")[0] is np
    assert optional_import("no_such_module_here") == (None, "No module named 'no_such_module_here'")
