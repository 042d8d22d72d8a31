"""``UniformGridAlgorithm``: the name scripts and tests import for spatialdp:uniformgrid.

The algorithm itself is :class:`.mechanism.MechanismAlgorithm` built from
:data:`core.catalogue.UG`; this module only keeps the class name importable.
"""

from ...core.catalogue import UG
from .mechanism import MechanismAlgorithm


class UniformGridAlgorithm(MechanismAlgorithm):
    def __init__(self, mechanism=UG):
        super().__init__(mechanism)
