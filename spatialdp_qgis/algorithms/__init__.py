"""The provider's algorithms: one per declared mechanism (:data:`core.catalogue.MECHANISMS`),
built by :class:`.mechanism.MechanismAlgorithm` — by :class:`.polygons.PolygonsAlgorithm` for a
mechanism declared on public polygons, or by its subclass in :data:`BEHAVIOUR` where a mechanism
needs QGIS-side behaviour beyond its declaration (VDR's time field, the OD flows' zones and flow lines) —
then the algorithms not (yet) declared: the estimate of real LDP reports, the campaign's steps and the
tools (evaluate, evaluateflows, gridguide). :data:`ALGORITHMS` lists zero-argument factories."""

from functools import partial

from ...core.catalogue import MECHANISMS
from ...core.declaration import EXTENT, POLYGONS
from .collection import CollectionCloseRoundAlgorithm, CollectionEstimateAlgorithm, CollectionStartAlgorithm
from .evaluate import EvaluateAlgorithm
from .evaluateflows import EvaluateFlowsAlgorithm
from .gridguide import GridGuideAlgorithm
from .ldpestimate import LdpEstimateAlgorithm
from .mechanism import MechanismAlgorithm
from .odflows import OdFlowsAlgorithm
from .polygons import PolygonsAlgorithm
from .vdr import VdrAlgorithm

#: the algorithm class of each declared domain (:attr:`core.declaration.Mechanism.domain`)
DOMAINS = {EXTENT: MechanismAlgorithm, POLYGONS: PolygonsAlgorithm}
#: algorithm id → the subclass of a mechanism with QGIS-side behaviour beyond its domain's
BEHAVIOUR = {"vdr": VdrAlgorithm, "odflows": OdFlowsAlgorithm}

ALGORITHMS = [partial(BEHAVIOUR.get(m.id, DOMAINS[m.domain]), m) for m in MECHANISMS] + [
    LdpEstimateAlgorithm, CollectionStartAlgorithm, CollectionCloseRoundAlgorithm,
    CollectionEstimateAlgorithm, EvaluateAlgorithm, GridGuideAlgorithm, EvaluateFlowsAlgorithm,
]
