"""OD releases handed to spatialdp:evaluate: their OD queries are spatialdp:evaluateflows's
(issue 27 item 6; docs/odflows.md §6c). spatialdp:evaluate measures grids against points; an OD
release (its flows, zones or matrix, known by the mechanism in its record) is refused there in one
sentence that names the tool that evaluates it."""

from qgis.core import QgsProcessingException

from ..core.catalogue import OD_FLOWS
from .i18n import tr
from .output import read_record


def od_release_names(layers):
    """The names of the layers that are a release of spatialdp:odflows."""
    return [layer.name() for layer in layers if (read_record(layer) or {}).get("mechanism") == OD_FLOWS.name]


def od_release_refusal(name):
    """The one sentence for an OD release given to spatialdp:evaluate."""
    return QgsProcessingException(tr(
        "'{}' is a release of origin–destination flows: evaluate it with 'Evaluate released OD flows "
        "(uses the true trips)' (spatialdp:evaluateflows), which measures the flows between random "
        "rectangles, the largest flows recovered and the zones' totals.").format(name))
