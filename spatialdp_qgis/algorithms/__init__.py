"""The provider's algorithms: one per declared mechanism (:data:`core.catalogue.MECHANISMS`),
built by :class:`.mechanism.MechanismAlgorithm` — or by its subclass in :data:`BEHAVIOUR` where a
mechanism needs QGIS-side behaviour beyond its declaration — then the estimate of real LDP
reports and the tools (evaluate, gridguide, evaluateflows). :data:`ALGORITHMS` lists zero-argument factories."""

from functools import partial

from ...core.catalogue import MECHANISMS
from .collection import CollectionCloseRoundAlgorithm, CollectionEstimateAlgorithm, CollectionStartAlgorithm
from .evaluate import EvaluateAlgorithm
from .evaluateflows import EvaluateFlowsAlgorithm
from .gridguide import GridGuideAlgorithm
from .ldpestimate import LdpEstimateAlgorithm
from .mechanism import MechanismAlgorithm
from .odflows import OdFlowsAlgorithm
from .polygoncounts import PolygonCountsAlgorithm
from .vdr import VdrAlgorithm

#: algorithm id → the MechanismAlgorithm subclass of a mechanism with QGIS-side behaviour
BEHAVIOUR = {"vdr": VdrAlgorithm}

ALGORITHMS = [partial(BEHAVIOUR.get(m.id, MechanismAlgorithm), m) for m in MECHANISMS] + [
    PolygonCountsAlgorithm, LdpEstimateAlgorithm, CollectionStartAlgorithm, CollectionCloseRoundAlgorithm,
    CollectionEstimateAlgorithm, EvaluateAlgorithm, GridGuideAlgorithm, OdFlowsAlgorithm, EvaluateFlowsAlgorithm,
]
