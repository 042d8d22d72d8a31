"""SpatialDP core: differentially private spatial synopses in pure Python.

Imports only numpy and scipy, never qgis, PyQt or processing, so it works
from a notebook or a script (core/README.md; installed as ``spatialdp_core``
by ``make wheel``). POT (exact W2) and PyTorch (VDR's denoiser) are optional,
imported only through :mod:`core.optional`.
"""

from . import oracles
from .budget import BudgetError, Ledger
from .domain import Domain, DomainError, GridTooLargeError
from .mechanisms import (
    TorchMissingError, TrainingCancelled, VDRResult, aag, adaptive_grid, ahead, dam, dam_cells, hdg,
    ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, od_flows, overlap_depth_bound, polygon_counts,
    privag, privtree, uniform_grid, vdr,
)
from .oracles import Reports
from .pointinpolygon import PolygonSet
from .rng import SecureGenerator, make_rng
from .spacetime import SpaceTimeSynopsis
from .synopsis import Synopsis
from .wasserstein import wasserstein2

__all__ = [
    # inputs, budget and randomness
    "BudgetError", "Domain", "DomainError", "GridTooLargeError", "Ledger", "PolygonSet", "Reports",
    "SecureGenerator", "make_rng", "oracles",
    # release functions (central model)
    "adaptive_grid", "od_flows", "overlap_depth_bound", "polygon_counts", "privtree", "uniform_grid", "vdr",
    # release functions (local model)
    "aag", "ahead", "dam", "dam_cells", "hdg", "ldp_estimate_grid", "ldp_grid_reports", "ldp_uniform_grid",
    "privag",
    # results and errors
    "SpaceTimeSynopsis", "Synopsis", "TorchMissingError", "TrainingCancelled", "VDRResult",
    # evaluation
    "wasserstein2",
]
