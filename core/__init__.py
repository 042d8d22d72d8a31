"""SpatialDP core: differentially private spatial synopses in pure Python.

Imports only numpy and scipy, never qgis, PyQt or processing, so it works
from a notebook or a script. POT (exact W2) and PyTorch (VDR's denoiser)
are optional, imported only through :mod:`core.optional`.
"""

from .budget import BudgetError, Ledger
from .domain import Domain, DomainError, GridTooLargeError
from . import oracles
from .mechanisms import (
    aag, adaptive_grid, ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, privag, uniform_grid,
)
from .mechanisms.privtree import privtree  # ``mechanisms.privtree`` stays the module
from .mechanisms import dam
from .wasserstein import wasserstein2
from .oracles import Reports
from .rng import SecureGenerator, make_rng
from .synopsis import Synopsis
from .mechanisms.vdr import TorchMissingError, TrainingCancelled, VDRResult, vdr  # imports no torch
from .spacetime import SpaceTimeSynopsis

__all__ = [
    "BudgetError", "Domain", "DomainError", "GridTooLargeError", "Ledger", "SecureGenerator",
    "Synopsis", "adaptive_grid", "make_rng", "privtree", "uniform_grid",
    "Reports", "aag", "ldp_estimate_grid", "ldp_grid_reports", "ldp_uniform_grid", "oracles", "privag",
    "dam", "wasserstein2",
    "SpaceTimeSynopsis", "TorchMissingError", "TrainingCancelled", "VDRResult", "vdr",
]
