"""The provider's algorithms: one per declaration (:data:`core.catalogue.DECLARED`), built by
:class:`.mechanism.MechanismAlgorithm` — by its subclass of the declared domain (public polygons, the
grid the devices used, a campaign in rounds), or by its subclass in :data:`BEHAVIOUR` where a
mechanism needs QGIS-side behaviour beyond its declaration (VDR's time field, the OD flows' zones and
flow lines) — then the tools (evaluate, evaluateflows, gridguide), which release nothing.
:data:`ALGORITHMS` lists zero-argument factories."""

from functools import partial

from ...core.catalogue import DECLARED
from ...core.declaration import CAMPAIGN, DEVICE_GRID, EXTENT, POLYGONS
from .collection import CampaignAlgorithm
from .evaluate import EvaluateAlgorithm
from .evaluateflows import EvaluateFlowsAlgorithm
from .gridguide import GridGuideAlgorithm
from .mechanism import MechanismAlgorithm
from .odflows import OdFlowsAlgorithm
from .polygons import PolygonsAlgorithm
from .reports import ReportsAlgorithm
from .vdr import VdrAlgorithm

#: the algorithm class of each declared domain (:attr:`core.declaration.Mechanism.domain`)
DOMAINS = {EXTENT: MechanismAlgorithm, POLYGONS: PolygonsAlgorithm, DEVICE_GRID: ReportsAlgorithm,
           CAMPAIGN: CampaignAlgorithm}
#: algorithm id → the subclass of a mechanism with QGIS-side behaviour beyond its domain's
BEHAVIOUR = {"vdr": VdrAlgorithm, "odflows": OdFlowsAlgorithm}

ALGORITHMS = [partial(BEHAVIOUR.get(m.id, DOMAINS[m.domain]), m) for m in DECLARED] + [
    EvaluateAlgorithm, GridGuideAlgorithm, EvaluateFlowsAlgorithm,
]
