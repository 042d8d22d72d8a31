"""Privacy mechanisms: each takes point arrays (or users' reports) and returns its release.

Every release function of the catalogue is exported here and from :mod:`core` (tested by
tests/core/test_package.py). The attributes of this package are the functions, so
``mechanisms.vdr`` is the function; a module's other names are imported from the module
(``from core.mechanisms.vdr import DENOISE_CHOICES``). Torch is imported only inside VDR's training (:func:`core.mechanisms.vdr.require_torch`).
The baselines our benchmarks compare with are not here: they live in ``baselines/`` of the checkout.
"""

from .ag import adaptive_grid
from .ahead import ahead
from .dam import dam, dam_cells, dam_channel, optimal_radius, probability_matrix
from .hdg import hdg
from .ldp_grids import aag, ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, privag
from .odflows import od_flows
from .polygons import overlap_depth_bound, polygon_counts
from .privtree import privtree
from .ug import uniform_grid
from .vdr import TorchMissingError, TrainingCancelled, VDRResult, vdr

__all__ = [
    # central model
    "adaptive_grid", "od_flows", "overlap_depth_bound", "polygon_counts", "privtree", "uniform_grid", "vdr",
    # local model
    "aag", "ahead", "dam", "dam_cells", "dam_channel", "hdg", "ldp_estimate_grid", "ldp_grid_reports",
    "ldp_uniform_grid", "optimal_radius", "privag", "probability_matrix",
    "TorchMissingError", "TrainingCancelled", "VDRResult",
]
