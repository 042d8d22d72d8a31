"""Which Processing algorithm releases each mechanism, and how guidance fills its dialog (issue 6).

:data:`LINKS` maps a guide (:data:`core.guidelines.GUIDES`) to its algorithm
id, which recommended size goes into which parameter, and which guide
parameter into which algorithm parameter, all read from the mechanisms'
declarations (:data:`core.catalogue.MECHANISMS`). A link whose algorithm is
not (yet) registered in the provider, or a parameter the algorithm does not
have, is skipped, so the dock's "open the algorithm" button works for exactly
the mechanisms that exist.
"""

from dataclasses import dataclass, field

from qgis.core import QgsApplication

from ..core.catalogue import MECHANISMS


@dataclass(frozen=True)
class AlgorithmLink:
    algorithm_id: str
    #: Guidance.sizes key → algorithm parameter
    sizes: dict
    #: guide parameter → algorithm parameter
    parameters: dict = field(default_factory=dict)


def declared_link(mechanism):
    """The :class:`AlgorithmLink` of a declared :class:`~core.declaration.Mechanism`."""
    return AlgorithmLink(f"spatialdp:{mechanism.id}", dict(mechanism.guide_sizes), mechanism.guide_links())


LINKS = {m.guide: declared_link(m) for m in MECHANISMS if m.guide}


def algorithm(mechanism):
    """The registered Processing algorithm of ``mechanism``, or None."""
    link = LINKS.get(mechanism)
    if link is None:
        return None
    return QgsApplication.processingRegistry().algorithmById(link.algorithm_id)


def extent_string(rect, crs):
    """``"xmin,xmax,ymin,ymax [EPSG:…]"``, the form Processing's extent parameter reads."""
    text = f"{rect.xMinimum()!r},{rect.xMaximum()!r},{rect.yMinimum()!r},{rect.yMaximum()!r}"
    return f"{text} [{crs.authid()}]" if crs is not None and crs.isValid() else text


def dialog_parameters(mechanism, guidance, epsilon, extent=None, layer=None, with_sizes=True):
    """Parameters that pre-fill the algorithm's dialog with the guidance shown ({} if none).

    ``extent``: the string of :func:`extent_string`; ``layer``: the input
    point layer. ``with_sizes`` False leaves the grid sizes to the algorithm:
    sizes computed from a layer's exact count would depend on the data
    outside the ledger. Only parameters the algorithm has are kept.
    """
    alg = algorithm(mechanism)
    if alg is None:
        return {}
    link = LINKS[mechanism]
    values = {"EPSILON": epsilon}
    if extent:
        values["EXTENT"] = extent
    if layer is not None:
        values["INPUT"] = layer
    for key, name in link.sizes.items():
        if with_sizes and key in guidance.sizes:
            values[name] = guidance.sizes[key]
    for key, name in link.parameters.items():
        if key in guidance.parameters:
            values[name] = guidance.parameters[key]
    return {k: v for k, v in values.items() if alg.parameterDefinition(k) is not None}
