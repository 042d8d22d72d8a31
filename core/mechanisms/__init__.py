"""Privacy mechanisms: each takes point arrays and returns a :class:`~core.synopsis.Synopsis`."""

from .ag import adaptive_grid
from .ahead import ahead
from .dam import dam, dam_cells, dam_channel, optimal_radius, probability_matrix
from .dam_baselines import categorical_oracle, huem, mdsw
from .hdg import hdg
from .ldp_grids import aag, ldp_estimate_grid, ldp_grid_reports, ldp_uniform_grid, privag
from .ug import uniform_grid
# ``mechanisms.vdr`` stays the module (its defaults are read by the QGIS algorithm);
# the function is ``mechanisms.vdr.vdr`` or ``core.vdr``. Torch is imported only inside it.
from . import vdr
from .vdr import TorchMissingError, TrainingCancelled, VDRResult

__all__ = [
    "aag", "adaptive_grid", "ahead", "hdg", "ldp_estimate_grid", "ldp_grid_reports", "ldp_uniform_grid", "privag",
    "uniform_grid",
    "categorical_oracle", "dam", "dam_cells", "dam_channel", "huem", "mdsw", "optimal_radius",
    "probability_matrix",
    "TorchMissingError", "TrainingCancelled", "VDRResult", "vdr",
]
