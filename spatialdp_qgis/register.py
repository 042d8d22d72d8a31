"""The release register in Processing: REGISTER, REGISTER_CAP and REGISTER_DATASET.

:mod:`core.register` keeps the register file; this module names the data of
a run — its source (:func:`source_identity`), the dataset name declared, and
the keyed fingerprint of its points (:func:`points_fingerprint`) — and its
unit of privacy (:func:`unit_of_privacy`), offers the parameters, remembers
the register to prefill QGIS Desktop's dialogs (a run that passes no register,
or an empty one, uses none), and wraps a run (:class:`Registration`): the
budget of the source and dataset name is reserved and logged before the data
is read, the points' fingerprint is checked once they are read and before any
noise is drawn, each refused with one line when the cap would be exceeded, and
the release is committed with its outputs once they are written. From the
moment the points are accepted the entry is never removed by the run: it stays
pending for the custodian to reconcile if the run stops or cannot record it.
docs/register.md explains the choices.
"""

import os

import struct

import numpy as np
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsDataSourceUri,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterFile,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
    QgsProviderRegistry,
    QgsSettings,
    QgsWkbTypes,
)

from ..core import register as core_register
from ..core.fingerprint import fingerprint
from ..core.register import POINT, BudgetExceeded, Identity, Register, RegisterError, exact
from .destination import destination_file, sink_value
from .i18n import tr
from .io import ogr_layer

REGISTER = "REGISTER"
REGISTER_CAP = "REGISTER_CAP"
REGISTER_DATASET = "REGISTER_DATASET"
NAMES = (REGISTER, REGISTER_CAP, REGISTER_DATASET)
#: points transformed to WGS 84 at a time for the fingerprint (a multi-point geometry of them)
TRANSFORM_BATCH = 1_000_000
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
    """The register last used in QGIS Desktop, which prefills REGISTER in its dialogs; else None.
    It is only a default shown: a run uses the register its parameters name (:func:`register_path`)."""
    return (QgsSettings().value(SETTINGS_KEY, "") or None) if in_desktop() else None


def remember(path):
    if in_desktop():
        QgsSettings().setValue(SETTINGS_KEY, path)


def parameter_problem(parameters):
    """Why the register's parameters cannot be used — one given more than once (``qgis_process``
    makes a list of a repeated name), or REGISTER a folder — in one sentence, or None."""
    for name in NAMES:
        if isinstance(parameters.get(name), (list, tuple)):
            return tr("{} is given {} times; give it once.").format(name, len(parameters[name]))
    value = parameters.get(REGISTER)
    if isinstance(value, str) and value and os.path.isdir(value):
        return tr("The release register '{}' is a folder; give a file in it, such as {}.").format(
            value, os.path.join(value, "releases.json"))
    return None


def register_path(algorithm, parameters, context):
    """The register a run names ('' for none): REGISTER as passed. The remembered register is
    REGISTER's default only so that QGIS Desktop's dialogs show it; a run that passes no
    REGISTER, or an empty one (a script's ``REGISTER=''``), uses none."""
    if algorithm.parameterDefinition(REGISTER) is None or parameters.get(REGISTER) in (None, ""):
        return ""
    return algorithm.parameterAsFile(parameters, REGISTER, context)


def parameters():
    """REGISTER (a JSON file), REGISTER_CAP (ε) and REGISTER_DATASET (a name): optional, advanced."""
    register = QgsProcessingParameterFile(  # a file (the default behaviour), not a folder
        REGISTER, tr("Release register (JSON file; empty: none)"), defaultValue=remembered(),
        optional=True)
    cap = QgsProcessingParameterNumber(
        REGISTER_CAP, tr("Register cap on ε (empty: the cap set before, if any)"),
        QgsProcessingParameterNumber.Type.Double, None, optional=True, minValue=0.0)
    dataset = QgsProcessingParameterString(
        REGISTER_DATASET, tr("Dataset name in the register (empty: none; recorded as given)"),
        optional=True)
    for definition in (register, cap, dataset):
        definition.setFlags(definition.flags() | QgsProcessingParameterDefinition.Flag.FlagAdvanced)
    return register, cap, dataset


def help_text():
    """The help paragraph on REGISTER, REGISTER_CAP and REGISTER_DATASET."""
    return tr(
        "<p><b>Release register</b> and <b>Register cap on ε</b> (advanced): every release of "
        "the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one "
        "at ε = 1. A release register is a JSON file that records each release of a layer (the "
        "data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose "
        "one, or type a new file name to start one: the log then shows the ε already spent on "
        "this layer and what remains under the cap, a release that would exceed the cap is "
        "refused before anything is written, and the release is recorded once its output is "
        "written. A cap, once given, stays in the register for this data and unit of privacy. "
        "The register recognises the data by its source, by a keyed fingerprint of its points "
        "(so a copy, an export to another format or a reprojection spends the same budget) and "
        "by the <b>Dataset name in the register</b>, if you declare one (a public name, recorded "
        "as given: use it for data counted in a database, or edited). Filters and selections do "
        "not make other data (docs/register.md).</p>")


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


#: a 2D point in little-endian WKB, as a multi-point holds it (its byte order, type, x, y)
_WKB_POINT = np.dtype([("order", "u1"), ("type", "<u4"), ("x", "<f8"), ("y", "<f8")])


def wgs84(x, y, crs, transform_context):
    """``x``, ``y`` (arrays in ``crs``) as WGS 84 longitude and latitude, through one QGIS
    transform of a multi-point geometry per :data:`TRANSFORM_BATCH` points (no Python loop);
    QgsCsException if the points cannot be transformed."""
    target = QgsCoordinateReferenceSystem("EPSG:4326")
    if crs == target:
        return np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    transform = QgsCoordinateTransform(crs, target, transform_context)
    lon, lat = [], []
    for start in range(0, len(x), TRANSFORM_BATCH):
        points = np.zeros(len(x[start:start + TRANSFORM_BATCH]), dtype=_WKB_POINT)
        points["order"], points["type"] = 1, 1
        points["x"], points["y"] = x[start:start + TRANSFORM_BATCH], y[start:start + TRANSFORM_BATCH]
        geometry = QgsGeometry()
        geometry.fromWkb(struct.pack("<BII", 1, 4, len(points)) + points.tobytes())
        geometry.transform(transform)
        moved = np.frombuffer(bytes(geometry.asWkb()), dtype=_WKB_POINT, offset=9)
        lon.append(moved["x"])
        lat.append(moved["y"])
    if not lon:  # no point (an empty layer releases too: docs/noise-and-ledger.md)
        return np.empty(0), np.empty(0)
    return np.concatenate(lon), np.concatenate(lat)


def points_fingerprint(points, crs, register, transform_context):
    """The fingerprint (:func:`core.fingerprint.fingerprint`) of the points read, in WGS 84, under
    ``register``'s key; None when they are not held in memory (counted in a database or batch by
    batch) or cannot be transformed to WGS 84."""
    if getattr(points, "x", None) is None:
        return None
    try:
        lon, lat = wgs84(points.x, points.y, crs, transform_context)
    except QgsCsException:
        return None
    return fingerprint(lon, lat, register.key())


def intended_outputs(algorithm, parameters, context):
    """The outputs a run is to write, named before it runs: each file as an absolute path,
    another destination (a database table, a temporary layer) as given, without a password."""
    named = []
    for definition in algorithm.destinationParameterDefinitions():
        value = sink_value(parameters.get(definition.name()), context)
        path = destination_file(value)
        if path is not None:
            named.append(os.path.abspath(path))
        elif value:
            named.append(QgsDataSourceUri.removePassword(value))
    return named


class Registration:
    """One run's entry in the release register (a context manager around the run).

    Entering reserves the run's ε under the layer's source and the dataset name declared
    (:meth:`core.register.Register.reserve`), naming the intended outputs, and logs what was
    spent and what remains, or raises a one-line QgsProcessingException when the register
    refuses. :meth:`points_read`, called once the points are read and before any noise is
    drawn, adds their fingerprint (refused the same way; the entry is then removed). From then
    on the entry stays: :meth:`released` commits it with the run's outputs, and a run that
    stops, or cannot record its release, leaves it pending — it keeps counting — and says how
    to reconcile it. Leaving before the points were accepted cancels the reservation. Without
    REGISTER it does nothing.
    """

    def __init__(self, algorithm, parameters, context, feedback):
        self.algorithm, self.parameters, self.context, self.feedback = \
            algorithm, parameters, context, feedback
        self.register, self.entry, self.accepted = None, None, False

    def __enter__(self):
        algorithm, parameters, context = self.algorithm, self.parameters, self.context
        path = register_path(algorithm, parameters, context)
        layer = algorithm.parameterAsVectorLayer(parameters, algorithm.INPUT, context)
        source = algorithm.parameterAsSource(parameters, algorithm.INPUT, context)
        if not path or layer is None or source is None:
            return self  # no register, or an input the run itself refuses
        epsilon = algorithm.parameterAsEpsilon(parameters, context)
        cap = algorithm.optionalNumber(parameters, REGISTER_CAP, context)
        user_field = algorithm.parameterAsString(parameters, algorithm.USER_FIELD, context) \
            if algorithm.user_bound else ""
        source_name, details = source_identity(layer, parameters.get(algorithm.INPUT))
        dataset = algorithm.parameterAsString(parameters, REGISTER_DATASET, context).strip()
        unit = unit_of_privacy(user_field, source)
        if cap is not None and not cap > 0:
            raise QgsProcessingException(tr("The register cap on ε must be greater than 0."))
        self.register = Register(path)
        with _Refusals(path, epsilon):
            self.entry, budget = self.register.reserve(
                Identity(source_name, dataset or None), unit, epsilon, algorithm.id(), cap=cap,
                details=details, outputs=intended_outputs(algorithm, parameters, context))
        self.feedback.pushInfo(self.status(path, unit, budget, exact(epsilon)))
        return self

    def points_read(self, points, crs):
        """The points are read, no noise drawn yet: check the budget of every earlier release of
        similar points (:meth:`core.register.Register.identify`) and log it; from now on the
        entry is never removed by this run."""
        if self.entry is None:
            return
        path = str(self.register.path)
        with _Refusals(path, self.algorithm.parameterAsEpsilon(self.parameters, self.context)):
            mark = points_fingerprint(points, crs, self.register, self.context.transformContext())
            if mark is None:
                self.feedback.pushInfo(tr(
                    "Release register: the points were not read into memory (counted in the "
                    "database or batch by batch) or cannot be placed in WGS 84, so the register "
                    "knows this release by its source and dataset name only, not by its points "
                    "(docs/register.md)."))
            else:
                budget = self.register.identify(self.entry, mark)
                self.feedback.pushInfo(tr(
                    "Release register: with the earlier releases of the same points, ε = {} has "
                    "been spent on this data in {} releases.").format(
                    epsilon_text(budget.spent), budget.releases))
        self.accepted = True

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
        commits those already written: they are a release). If the register cannot record it
        (locked by another program, say), the entry stays pending with the outputs it named,
        and the log says how to record it."""
        if self.entry is None:
            return
        entry, self.entry = self.entry, None
        try:
            self.register.commit(entry, outputs)
        except RegisterError as error:
            self.feedback.reportError(tr(
                "The output was written, but the release register could not record it as released "
                "({}); it is recorded as pending, with its outputs, and keeps counting: once the "
                "register is free, run {}").format(error, self.reconcile("released", entry)))
            return
        remember(str(self.register.path))

    def reconcile(self, action, entry):
        """The command that marks ``entry`` released or cancels it (core/register.py's main)."""
        return f"python3 \"{core_register.__file__}\" {action} \"{self.register.path}\" {entry}"

    def __exit__(self, kind, error, trace):
        if self.entry is None:
            return False
        if self.accepted:  # the data was read: whatever happened, the entry keeps counting
            self.feedback.reportError(tr(
                "Release register: this run read the data, so its entry stays pending and keeps "
                "counting; if none of its outputs was published, remove it with {}").format(
                self.reconcile("cancel", self.entry)))
            return False
        try:
            self.register.cancel(self.entry)
        except RegisterError as problem:
            self.feedback.reportError(tr(
                "Release register: the unfinished entry of this run could not be removed ({}); "
                "it keeps counting.").format(problem))
        return False


class _Refusals:
    """Turns :class:`~core.register.BudgetExceeded` and :class:`~core.register.RegisterError`
    into one-line QgsProcessingExceptions (around each change a run makes)."""

    def __init__(self, path, epsilon):
        self.path, self.epsilon = path, epsilon

    def __enter__(self):
        return self

    def __exit__(self, kind, error, trace):
        if isinstance(error, BudgetExceeded):
            budget = error.budget
            raise QgsProcessingException(tr(
                "The release register '{}' refuses this release: ε = {} has already been spent on "
                "this data (unit of privacy: {}) and its cap is {}, so {} remains, less than this "
                "release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the "
                "data's custodian agrees; nothing was written.").format(
                self.path, epsilon_text(budget.spent), budget.unit, epsilon_text(budget.cap),
                epsilon_text(max(budget.remaining, 0)), epsilon_text(exact(self.epsilon)))) from None
        if isinstance(error, RegisterError):
            raise QgsProcessingException(tr("Release register: {}.").format(error)) from None
        return False



def reserve_campaign(algorithm, parameters, context, feedback, *, campaign, outputs):
    """Reserve a local-DP campaign's ε per resident in the register REGISTER names, before any
    resident reports (docs/ldp-protocol.md): the ε is spent on the devices whatever the server
    does later, so the cap is checked when the campaign starts. The source is the campaign's
    id, the unit the resident; the dataset name (REGISTER_DATASET, e.g. the city's residents)
    joins campaigns of the same people. Returns the function that settles the entry once the
    campaign's files are written — ``done(True)`` records the release, ``done(False)`` removes
    the reservation of a campaign that could not start — which does nothing without a register."""
    path = register_path(algorithm, parameters, context)
    if not path:
        return lambda started: None
    epsilon = campaign.setting["epsilon"]
    cap = parameters.get(REGISTER_CAP)
    cap = None if cap in (None, "") else algorithm.parameterAsDouble(parameters, REGISTER_CAP, context)
    if cap is not None and not cap > 0:
        raise QgsProcessingException(tr("The register cap on ε must be greater than 0."))
    dataset = algorithm.parameterAsString(parameters, REGISTER_DATASET, context).strip()
    unit = campaign.collection().ledger.unit
    register = Register(path)
    with _Refusals(path, epsilon):
        entry, budget = register.reserve(
            Identity(f"spatialdp-campaign:{campaign.setting['id']}", dataset or None), unit, epsilon,
            algorithm.id(), cap=cap, details={"mechanism": campaign.setting["mechanism"],
                                              "residents": campaign.setting["n_users"]},
            outputs=[os.path.abspath(o) for o in outputs])
    feedback.pushInfo(tr("Release register '{}': ε = {} per resident recorded for this campaign "
                         "(unit of privacy: {}); ε = {} spent before on this dataset.").format(
        path, epsilon_text(epsilon), unit, epsilon_text(budget.spent)))

    def done(started):
        with _Refusals(path, epsilon):
            if started:
                register.commit(entry)
                remember(path)
            else:
                register.cancel(entry)
    return done
