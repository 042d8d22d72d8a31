"""Which Processing algorithm releases each mechanism, and how guidance fills its dialog (issue 6).

:data:`DECLARED` maps a guide (:data:`core.guidelines.GUIDES`) to the
declaration of its mechanism (:data:`core.catalogue.MECHANISMS`), which names
the algorithm, which recommended size goes into which parameter and which
guide parameter into which algorithm parameter. A guide whose algorithm is
not (yet) registered in the provider, or a parameter the algorithm does not
have, is skipped, so the dock's "open the algorithm" button works for exactly
the mechanisms that exist.
"""

from qgis.core import QgsApplication

from ..core.catalogue import MECHANISMS

#: guide name → the :class:`~core.declaration.Mechanism` it sizes
DECLARED = {m.guide: m for m in MECHANISMS if m.guide}


def algorithm(mechanism):
    """The registered Processing algorithm of ``mechanism``, or None."""
    declaration = DECLARED.get(mechanism)
    if declaration is None:
        return None
    return QgsApplication.processingRegistry().algorithmById(f"spatialdp:{declaration.id}")


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
    declaration = DECLARED[mechanism]
    values = {"EPSILON": epsilon}
    if extent:
        values["EXTENT"] = extent
    if layer is not None:
        values["INPUT"] = layer
    for key, name in declaration.guide_sizes.items():
        if with_sizes and key in guidance.sizes:
            values[name] = guidance.sizes[key]
    for key, name in declaration.guide_links().items():
        if key in guidance.parameters:
            values[name] = guidance.parameters[key]
    return {k: v for k, v in values.items() if alg.parameterDefinition(k) is not None}
