"""One module per Processing algorithm; :data:`ALGORITHMS` lists them for the provider."""

from .aag import AAGAlgorithm
from .adaptivegrid import AdaptiveGridAlgorithm
from .dam import DamAlgorithm
from .evaluate import EvaluateAlgorithm
from .gridguide import GridGuideAlgorithm
from .ldpestimate import LdpEstimateAlgorithm
from .ldpuniformgrid import LdpUniformGridAlgorithm
from .privag import PrivAGAlgorithm
from .uniformgrid import UniformGridAlgorithm
from .vdr import VdrAlgorithm

ALGORITHMS = [
    UniformGridAlgorithm, AdaptiveGridAlgorithm,
    LdpUniformGridAlgorithm, PrivAGAlgorithm, AAGAlgorithm, LdpEstimateAlgorithm,
    DamAlgorithm, VdrAlgorithm,
    EvaluateAlgorithm, GridGuideAlgorithm,
]
