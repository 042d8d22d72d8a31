"""Processing algorithm spatialdp:vdr — user-level private space–time densities (docs/vdr.md).

Ahuja, Zeighami, Ghinita, Shahabi, "A Neural Approach to Spatio-Temporal
Data Release with User-Level Differential Privacy", SIGMOD 2023.
"""

import re

import numpy as np
from qgis.core import (
    QgsField,
    QgsProcessingException,
    QgsProcessingParameterEnum,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
)
from qgis.PyQt.QtCore import QDateTime, Qt

from ...core.mechanisms.vdr import (
    ALPHA, CODEBOOK, DEFAULT_EPOCHS, DEFAULT_GRID, DEFAULT_MAX_PER_USER, DEFAULT_SLICES,
    DEFAULT_WIDTH, DENOISE_CHOICES, TorchMissingError, TrainingCancelled, vdr,
)
from .. import compat
from ..io import Cancelled, as_utc, epoch_seconds, is_missing, synopsis_fields
from .base import SpatialDPAlgorithm

#: epoch seconds of 1971-01-01 UTC: a time field whose values all lie below it is suspect
YEAR_1971 = 365 * 86_400
SCALES = ["sampling", "paper", "none"]


def parse_time_range(text):
    """``(t0, t1)`` epoch seconds from "start/end" (ISO 8601) or "t0,t1" (numbers); None if empty."""
    text = (text or "").strip()
    if not text:
        return None
    parts = [p.strip() for p in re.split(r"/|,|;", text) if p.strip()]
    if len(parts) != 2:
        raise ValueError(text)
    out = []
    for part in parts:
        try:
            out.append(float(part))
            continue
        except ValueError:
            pass
        when = QDateTime.fromString(part, Qt.DateFormat.ISODateWithMs)
        if not when.isValid():
            raise ValueError(part)
        out.append(as_utc(when).toMSecsSinceEpoch() / 1000.0)  # no zone: UTC
    if not out[1] > out[0]:
        raise ValueError(text)
    return tuple(out)


def legacy_denoise(value):
    """"always"/"never" for the boolean DENOISE of earlier versions (models, qgis_process), else None."""
    if isinstance(value, bool):
        return "always" if value else "never"
    if isinstance(value, str):
        return {"true": "always", "false": "never"}.get(value.strip().lower())
    return None


class VdrAlgorithm(SpatialDPAlgorithm):
    algorithm_id = "vdr"
    docs_page = "vdr.md"
    user_field_required = True
    max_per_user_default = DEFAULT_MAX_PER_USER
    TIME_FIELD = "TIME_FIELD"
    TIME_RANGE = "TIME_RANGE"
    SLICES = "SLICES"
    N_PUBLIC = "N_PUBLIC"
    DENOISE = "DENOISE"
    EPOCHS = "EPOCHS"
    WIDTH = "WIDTH"
    CODEBOOK = "CODEBOOK"
    ALPHA = "ALPHA"
    SCALE = "SCALE"
    THREADS = "THREADS"

    def displayName(self):
        return self.tr("Space–time densities with a VQ-VAE denoiser (VDR)")

    def shortHelpString(self):
        return self.tr(
            "<p>Publishes how many location reports fall in each cell of an M×M grid in each of "
            "T time slices (for example each hour over two weeks), protecting <b>everything a "
            "person contributed</b> (user-level differential privacy). Each person's reports "
            "are first reduced to a random sample of at most k; every cell count then gets "
            "random noise; finally a neural network (a VQ-VAE) trained only on the noisy counts "
            "removes much of the noise. That last step sees nothing but the noisy counts, so it "
            "costs no privacy.</p>"
            "<p><b>Input point layer</b>: one point per location report, with the person's id "
            "and the time; best in a projected CRS (metres).</p>"
            "<p><b>User id field</b> (required): the field that identifies the person. "
            "<b>Maximum points per user (k)</b> (default 4): a larger k keeps more of each "
            "person's reports but adds k times the noise; choose about the number of reports "
            "a typical person has, or fewer.</p>"
            "<p><b>Privacy budget ε</b>: smaller ε means stronger protection and more noise; "
            "typical values are 0.1 to 1.</p>"
            "<p><b>Public extent</b> and <b>Public time range 'start/end'</b>: the area and the period the "
            "release covers. Both should be public (a boundary, a study period), not read from "
            "the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. "
            "2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since "
            "1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is "
            "marked as not suitable for publication. Reports outside them are left out.</p>"
            "<p><b>Time field (date-time, or epoch seconds)</b>: a date-time field, or a number "
            "of seconds since 1970-01-01 UTC.</p>"
            "<p><b>Grid size M</b> (default 64) and <b>Time slices T</b> (default 24): more "
            "cells show more detail but each holds fewer reports against the same noise. The "
            "Guidance tab of the SpatialDP panel suggests values.</p>"
            "<p><b>Number of reports N, if public</b> and <b>Scale correction</b> (advanced): "
            "keeping at most k reports per person makes counts too low for people with more. "
            "'Sampling correction' (default) scales the counts up to a total N that you give "
            "if it is public knowledge; without N the output estimates the counts of the kept "
            "reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the "
            "paper; it biases sums over areas at small ε). 'None' releases the counts of the "
            "kept reports.</p>"
            "<p><b>Denoise with the VQ-VAE</b> (advanced): the network needs PyTorch. 'When "
            "PyTorch is available' (default) denoises if it is installed and otherwise "
            "publishes the noisy counts themselves, saying so in the layer's metadata; 'Always' "
            "stops with a message on how to install PyTorch when it is missing; 'Never' "
            "publishes the noisy counts. <b>Training epochs</b>, <b>Channel width</b>, <b>Codebook size B</b> "
            "(paper: 128) and <b>Codebook loss weight α</b> (paper: 1) set up the network; more "
            "epochs train longer. <b>Training threads</b>: empty uses one thread, which makes a "
            "seeded run exactly reproducible.</p>"
            "<p><b>Random seed</b> (advanced): for tests only; the output is then marked as "
            "not suitable for publication.</p>"
            "<p><b>Private grid</b>: one polygon per cell and time slice with t_start and "
            "t_end; the layer's time settings are filled in, so the Temporal Controller "
            "animates it at once.</p>"
        ) + self.logHelp() + self.tr(
            "<p>Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to "
            "Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD "
            "2023.</p>") + self.docsLink()

    def initMechanismParameters(self):
        self.addParameter(QgsProcessingParameterField(
            self.TIME_FIELD, self.tr("Time field (date-time, or epoch seconds)"),
            parentLayerParameterName=self.INPUT))
        self.addParameter(QgsProcessingParameterString(
            self.TIME_RANGE, self.tr("Public time range 'start/end' (empty: from the data, "
                                     "not private)"), optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.tr("Grid size M"), QgsProcessingParameterNumber.Type.Integer,
            DEFAULT_GRID, minValue=2, maxValue=1024))
        self.addParameter(QgsProcessingParameterNumber(
            self.SLICES, self.tr("Time slices T"), QgsProcessingParameterNumber.Type.Integer,
            DEFAULT_SLICES, minValue=1))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.N_PUBLIC, self.tr("Number of reports N, if public (for the scale correction)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=0))
        self.addAdvanced(QgsProcessingParameterEnum(
            self.SCALE, self.tr("Scale correction"),
            [self.tr("Sampling correction (scale up to N)"), self.tr("The paper's γ"), self.tr("None")],
            defaultValue=0))
        self.addAdvanced(QgsProcessingParameterEnum(
            self.DENOISE, self.tr("Denoise with the VQ-VAE"),
            [self.tr("When PyTorch is available"), self.tr("Always (stop if PyTorch is missing)"),
             self.tr("Never")], defaultValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.EPOCHS, self.tr("Training epochs"), QgsProcessingParameterNumber.Type.Integer,
            DEFAULT_EPOCHS, minValue=1))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.WIDTH, self.tr("Channel width"), QgsProcessingParameterNumber.Type.Integer,
            DEFAULT_WIDTH, minValue=4))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.CODEBOOK, self.tr("Codebook size B"), QgsProcessingParameterNumber.Type.Integer,
            CODEBOOK, minValue=2))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.ALPHA, self.tr("Codebook loss weight α"), QgsProcessingParameterNumber.Type.Double,
            ALPHA, minValue=0.0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.THREADS, self.tr("Training threads (empty: 1, reproducible; 0: PyTorch's default)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=0))

    def checkParameterValues(self, parameters, context):  # noqa: N802
        legacy = legacy_denoise(parameters.get(self.DENOISE))
        if legacy is not None:
            parameters = dict(parameters, **{self.DENOISE: DENOISE_CHOICES.index(legacy)})
        return super().checkParameterValues(parameters, context)

    def parameterAsDenoise(self, parameters, context):  # noqa: N802
        """One of DENOISE_CHOICES; DENOISE=true/false of earlier versions mean always/never."""
        legacy = legacy_denoise(parameters.get(self.DENOISE))
        return legacy or DENOISE_CHOICES[self.parameterAsEnum(parameters, self.DENOISE, context)]

    def extraInputFields(self, parameters, context):
        return [self.parameterAsString(parameters, self.TIME_FIELD, context)]

    def checkInputFields(self, source, layer, fields, parameters, context):  # noqa: N802
        """The time field must be a time, distinct from the user id and the feature id."""
        super().checkInputFields(source, layer, fields, parameters, context)
        user = self.parameterAsString(parameters, self.USER_FIELD, context)
        time = self.parameterAsString(parameters, self.TIME_FIELD, context)
        if user == time:
            raise QgsProcessingException(self.tr(
                "The user id field and the time field are both '{}'. Choose as user id the field "
                "that names the person behind each report, and as time a date-time field (or "
                "seconds since 1970-01-01 UTC).").format(time))
        index = source.fields().lookupField(time)
        if layer is not None and index in layer.primaryKeyAttributes():
            raise QgsProcessingException(self.tr(
                "The time field '{}' is the layer's feature id, not a time. Choose a date-time "
                "field, or a number of seconds since 1970-01-01 UTC.").format(time))
        field = source.fields().at(index)
        if not (field.isNumeric() or field.isDateOrTime()
                or compat.field_type(field) == compat.STRING):
            raise QgsProcessingException(self.tr(
                "The time field '{}' is of type {}; choose a date-time or date field, ISO 8601 "
                "text, or a number of seconds since 1970-01-01 UTC.").format(
                time, field.displayType()))

    def outputFields(self):
        return synopsis_fields([QgsField("t_start", compat.DATE_TIME),
                                QgsField("t_end", compat.DATE_TIME)])

    def extraColumns(self, synopsis, cells):
        return {"t_start": synopsis.t_start[cells], "t_end": synopsis.t_end[cells]}

    def requestedCells(self, parameters, context):  # noqa: N802
        """M × M cells in each of T slices."""
        return super().requestedCells(parameters, context) * \
            self.parameterAsInt(parameters, self.SLICES, context)

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        time_field = self.parameterAsString(parameters, self.TIME_FIELD, context)
        values = points.attributes[time_field]
        t = epoch_seconds(values)
        unreadable = np.isnan(t) & ~is_missing(values)
        if unreadable.any():
            raise QgsProcessingException(self.tr(
                "The time field '{}' holds values that are not times, such as '{}'. SpatialDP "
                "reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, "
                "2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; "
                "convert the field first (e.g. with to_datetime() in the field calculator).").format(
                time_field, values[np.flatnonzero(unreadable)[0]]))
        if np.isnan(t).any():
            raise QgsProcessingException(self.tr(
                "Some points have no valid time in '{}'; fill or filter them first.").format(
                time_field))
        if len(t) and t.min() >= 0 and t.max() < YEAR_1971:
            feedback.pushWarning(self.tr(
                "Every time in '{}' falls in 1970: read as seconds since 1970-01-01 UTC, its "
                "numbers span only {:,.0f} seconds. If the field counts something else (an id, a "
                "sequence number), choose a date-time field.").format(time_field, np.ptp(t)))
        try:
            time_range = parse_time_range(
                self.parameterAsString(parameters, self.TIME_RANGE, context))
        except ValueError:
            raise QgsProcessingException(self.tr(
                "The time range must be 'start/end' in ISO 8601 (e.g. "
                "2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds 't0,t1', "
                "with start before end.")) from None
        if time_range is None:
            feedback.pushWarning(self.tr(
                "No time range given: it is taken from the data and is therefore not private; "
                "the output's metadata says so."))
        epochs = self.parameterAsInt(parameters, self.EPOCHS, context)

        def progress(epoch, total):
            feedback.setProgress(40 + 20 * epoch / max(1, total))

        try:
            result = vdr(
                points.x, points.y, bound["user_ids"], t, domain, epsilon, rng,
                grid_size=self.parameterAsInt(parameters, self.GRID_SIZE, context),
                slices=self.parameterAsInt(parameters, self.SLICES, context),
                time_range=time_range, max_per_user=bound["max_per_user"], epochs=epochs,
                width=self.parameterAsInt(parameters, self.WIDTH, context),
                codebook=self.parameterAsInt(parameters, self.CODEBOOK, context),
                alpha=self.parameterAsDouble(parameters, self.ALPHA, context),
                n_total=self.optionalNumber(parameters, self.N_PUBLIC, context, integer=True),
                scale=SCALES[self.parameterAsEnum(parameters, self.SCALE, context)],
                threads=self.optionalNumber(parameters, self.THREADS, context, integer=True),
                progress=progress, cancelled=feedback.isCanceled,
                denoise=self.parameterAsDenoise(parameters, context))
        except TorchMissingError as error:
            raise QgsProcessingException(str(error)) from error
        except TrainingCancelled:
            raise Cancelled() from None
        if result.training is not None:
            feedback.pushInfo(self.tr("Trained the denoiser for {} epochs.").format(epochs))
        elif result.params["denoise_skipped"]:
            feedback.pushWarning(self.tr(
                "PyTorch is not available ({}): the noisy histogram was released without denoising. "
                "Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…").format(
                result.params["denoise_skipped"]))
        return result.synopsis
