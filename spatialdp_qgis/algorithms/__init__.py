"""The provider's algorithms: one per declared mechanism (:data:`core.catalogue.MECHANISMS`,
built by :class:`.mechanism.MechanismAlgorithm`), then the mechanisms not yet declared and the
tools (evaluate, gridguide), one module each. :data:`ALGORITHMS` lists zero-argument factories."""

from functools import partial

from ...core.catalogue import MECHANISMS
from .evaluate import EvaluateAlgorithm
from .gridguide import GridGuideAlgorithm
from .ldpestimate import LdpEstimateAlgorithm
from .mechanism import MechanismAlgorithm
from .vdr import VdrAlgorithm

ALGORITHMS = [partial(MechanismAlgorithm, mechanism) for mechanism in MECHANISMS] + [
    LdpEstimateAlgorithm, VdrAlgorithm,
    EvaluateAlgorithm, GridGuideAlgorithm,
]
