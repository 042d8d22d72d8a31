"""The provider's algorithms: one per declared mechanism (:data:`core.catalogue.MECHANISMS`,
built by :class:`.mechanism.MechanismAlgorithm`), then the mechanisms not yet declared and the
tools (evaluate, gridguide), one module each. :data:`ALGORITHMS` lists zero-argument factories."""

from functools import partial

from ...core.catalogue import MECHANISMS
from .aag import AAGAlgorithm
from .dam import DamAlgorithm
from .evaluate import EvaluateAlgorithm
from .gridguide import GridGuideAlgorithm
from .ldpestimate import LdpEstimateAlgorithm
from .ldpuniformgrid import LdpUniformGridAlgorithm
from .mechanism import MechanismAlgorithm
from .privag import PrivAGAlgorithm
from .vdr import VdrAlgorithm

ALGORITHMS = [partial(MechanismAlgorithm, mechanism) for mechanism in MECHANISMS] + [
    LdpUniformGridAlgorithm, PrivAGAlgorithm, AAGAlgorithm, LdpEstimateAlgorithm,
    DamAlgorithm, VdrAlgorithm,
    EvaluateAlgorithm, GridGuideAlgorithm,
]
