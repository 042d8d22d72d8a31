"""The release register in Processing: REGISTER and REGISTER_CAP on every releasing algorithm.

:mod:`core.register` keeps the register file; this module names the data
source (:func:`source_identity`) and the unit of privacy (:func:`unit_of_privacy`)
of a run, offers the two parameters, remembers the register for the dialog
(QgsSettings, in QGIS Desktop only: a script run by ``qgis_process`` gets no
register it did not ask for), and wraps a run (:class:`Registration`): the
budget is reserved and logged before the data is read, refused with one line
when the cap would be exceeded, and the release is committed with its
outputs only after they are written (cancelled when nothing was written).
docs/register.md explains the choices.
"""

import os

from qgis.core import (
    QgsApplication,
    QgsDataSourceUri,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterFile,
    QgsProcessingParameterNumber,
    QgsProviderRegistry,
    QgsSettings,
    QgsWkbTypes,
)

from ..core.register import POINT, BudgetExceeded, Register, RegisterError, exact
from .i18n import tr
from .io import ogr_layer

REGISTER = "REGISTER"
REGISTER_CAP = "REGISTER_CAP"
#: the QgsSettings key of the register last used in QGIS Desktop
SETTINGS_KEY = "SpatialDP/release_register"
#: the parts of a decoded data source URI that name the data (file, table, database); the
#: others select rows (subset, sql), carry credentials or set connection options
IDENTITY_PARTS = ("vsiPrefix", "path", "vsiSuffix", "layerName", "layerId", "service", "host", "port",
                  "dbname", "database", "schema", "table", "url", "typename")


def in_desktop():
    """Whether this is QGIS Desktop (its dialogs, batch runs and models), not qgis_process or a script."""
    return QgsApplication.platform() == "desktop"


def remembered():
    """The register last used in QGIS Desktop, the REGISTER parameter's default there; else None."""
    return (QgsSettings().value(SETTINGS_KEY, "") or None) if in_desktop() else None


def remember(path):
    if in_desktop():
        QgsSettings().setValue(SETTINGS_KEY, path)


def folder_problem(value):
    """Why REGISTER's value cannot be the register (it is a folder), in one sentence, or None."""
    if isinstance(value, str) and value and os.path.isdir(value):
        return tr("The release register '{}' is a folder; give a file in it, such as {}.").format(
            value, os.path.join(value, "releases.json"))
    return None


def parameters():
    """REGISTER (a JSON file, optional) and REGISTER_CAP (optional ε), both advanced."""
    register = QgsProcessingParameterFile(  # a file (the default behaviour), not a folder
        REGISTER, tr("Release register (JSON file; empty: none)"), defaultValue=remembered(),
        optional=True)
    cap = QgsProcessingParameterNumber(
        REGISTER_CAP, tr("Register cap on ε (empty: the cap set before, if any)"),
        QgsProcessingParameterNumber.Type.Double, None, optional=True, minValue=0.0)
    for definition in (register, cap):
        definition.setFlags(definition.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
    return register, cap


def help_text():
    """The help paragraph on REGISTER and REGISTER_CAP."""
    return tr(
        "<p><b>Release register</b> and <b>Register cap on ε</b> (advanced): every release of "
        "the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one "
        "at ε = 1. A release register is a JSON file that records each release of a layer (the "
        "data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose "
        "one, or type a new file name to start one: the log then shows the ε already spent on "
        "this layer and what remains under the cap, a release that would exceed the cap is "
        "refused before anything is written, and the release is recorded once its output is "
        "written. A cap, once given, stays in the register for this layer and unit of privacy. "
        "Filters and selections do not make other data; a copy of the data under another name "
        "does (docs/register.md).</p>")


def source_identity(layer, value):
    """``(identity, details)`` of the input layer ``layer`` given as the parameter ``value``.

    The identity is the provider and the parts of its source URI that name the data
    (:data:`IDENTITY_PARTS`; a file's path resolved, the table of a file named even when the
    source leaves it implicit), without credentials, subset string or
    selection: releases of a filtered or selected part of a layer charge the layer's budget,
    since a person may be in every part (sequential composition). A temporary layer has only
    its layer id, which lasts one session. ``details`` records the layer's name, subset
    string and whether only selected features were used (never anything read from the data).
    """
    provider = layer.providerType()
    parts = QgsProviderRegistry.instance().decodeUri(provider, layer.source())
    named = {key: str(parts[key]) for key in IDENTITY_PARTS if key in parts and parts[key]}
    if "path" in named:
        named["path"] = os.path.realpath(named["path"])
    opened = ogr_layer(layer) if provider == "ogr" and "layerName" not in named else None
    if opened is not None:  # "file.gpkg" and "file.gpkg|layername=t" are the same table
        named["layerName"] = opened[1].GetName()
        named.pop("layerId", None)
        del opened
    if named:
        identity = f"{provider}:" + "|".join(f"{key}={named[key]}" for key in sorted(named))
    elif provider == "memory":
        identity = f"memory:{layer.id()}"
    else:
        identity = f"{provider}:{QgsDataSourceUri.removePassword(layer.source())}"
    selected = isinstance(value, QgsProcessingFeatureSourceDefinition) and value.selectedFeaturesOnly
    return identity, {"layer": layer.name(), "subset": layer.subsetString(), "selected_only": selected}


def unit_of_privacy(user_field, source):
    """The register's unit: the user of a user id field, a multi-point feature, or a point."""
    if user_field:
        return f"user field '{user_field}'"
    return "multi-point feature" if QgsWkbTypes.isMultiType(source.wkbType()) else POINT


def epsilon_text(value):
    """An exact ε as a short decimal for the log."""
    return f"{float(value):g}"


class Registration:
    """One run's entry in the release register (a context manager around the run).

    Entering reserves the run's ε (:meth:`core.register.Register.reserve`) and logs what was
    spent and what remains, or raises a one-line QgsProcessingException when the register
    refuses; :meth:`released` commits the entry with the run's outputs; leaving with an error
    (or without :meth:`released`) cancels the reservation. Without REGISTER it does nothing.
    """

    def __init__(self, algorithm, parameters, context, feedback):
        self.algorithm, self.parameters, self.context, self.feedback = \
            algorithm, parameters, context, feedback
        self.register, self.entry = None, None

    def __enter__(self):
        algorithm, parameters, context = self.algorithm, self.parameters, self.context
        path = algorithm.parameterAsFile(parameters, REGISTER, context) \
            if algorithm.parameterDefinition(REGISTER) is not None else ""
        layer = algorithm.parameterAsVectorLayer(parameters, algorithm.INPUT, context)
        source = algorithm.parameterAsSource(parameters, algorithm.INPUT, context)
        if not path or layer is None or source is None:
            return self  # no register, or an input the run itself refuses
        epsilon = algorithm.parameterAsEpsilon(parameters, context)
        cap = algorithm.optionalNumber(parameters, REGISTER_CAP, context)
        user_field = algorithm.parameterAsString(parameters, algorithm.USER_FIELD, context) \
            if algorithm.user_bound else ""
        identity, details = source_identity(layer, parameters.get(algorithm.INPUT))
        unit = unit_of_privacy(user_field, source)
        if cap is not None and not cap > 0:
            raise QgsProcessingException(tr("The register cap on ε must be greater than 0."))
        self.register = Register(path)
        try:
            self.entry, budget = self.register.reserve(identity, unit, epsilon, algorithm.id(),
                                                       cap=cap, details=details)
        except BudgetExceeded as refused:
            budget = refused.budget
            raise QgsProcessingException(tr(
                "The release register '{}' refuses this release: ε = {} has already been spent on "
                "this layer (unit of privacy: {}) and its cap is {}, so {} remains, less than this "
                "release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the "
                "data's custodian agrees; nothing was written.").format(
                path, epsilon_text(budget.spent), budget.unit, epsilon_text(budget.cap),
                epsilon_text(max(budget.remaining, 0)), epsilon_text(exact(epsilon)))) from None
        except RegisterError as error:
            raise QgsProcessingException(tr("Release register: {}.").format(error)) from None
        self.feedback.pushInfo(self.status(path, unit, budget, exact(epsilon)))
        return self

    def status(self, path, unit, budget, epsilon):
        """The log's line: ε spent so far on the source and unit, and what remains under the cap."""
        spent = tr("Release register '{}': ε = {} spent on this layer (unit of privacy: {}) in {} "
                   "earlier releases").format(path, epsilon_text(budget.spent), unit, budget.releases)
        if budget.pending:
            spent += tr(", {} of them unfinished (still running, or stopped without writing)").format(
                budget.pending)
        if budget.cap is None:
            return spent + tr("; no cap set. This release spends ε = {}.").format(epsilon_text(epsilon))
        return spent + tr("; cap {}, {} remaining before this release, which spends ε = {}.").format(
            epsilon_text(budget.cap), epsilon_text(budget.remaining), epsilon_text(epsilon))

    def released(self, results):
        """Commit the reserved entry with the outputs in ``results``; return ``results``."""
        names = [d.name() for d in self.algorithm.destinationParameterDefinitions()]
        self.commit([results[name] for name in names if results.get(name)])
        return results

    def commit(self, outputs):
        """Commit the reserved entry with ``outputs`` (a run cancelled between two outputs
        commits those already written: they are a release)."""
        if self.entry is not None:
            try:
                self.register.commit(self.entry, outputs)
            except RegisterError as error:
                raise QgsProcessingException(tr(
                    "The output was written, but the release register could not record it: {}. "
                    "Add the release to the register by hand.").format(error)) from None
            self.entry = None
            remember(str(self.register.path))

    def __exit__(self, kind, error, trace):
        if self.entry is not None:
            try:
                self.register.cancel(self.entry)
            except RegisterError as problem:
                self.feedback.reportError(tr(
                    "Release register: the unfinished entry of this run could not be removed ({}); "
                    "it keeps counting.").format(problem))
        return False
