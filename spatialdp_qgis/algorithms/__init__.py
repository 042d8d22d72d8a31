"""One module per Processing algorithm; :data:`ALGORITHMS` lists them for the provider."""

from .adaptivegrid import AdaptiveGridAlgorithm
from .uniformgrid import UniformGridAlgorithm

ALGORITHMS = [UniformGridAlgorithm, AdaptiveGridAlgorithm]
