"""Processing algorithm spatialdp:vdr — user-level private space–time densities (docs/vdr.md).

Its parameters, help and output columns are declared in :data:`core.catalogue.VDR`;
this subclass of the generic algorithm adds what is behaviour, not data: the
time field and the public time range (read and checked here), the training's
progress and cancel, and the boolean DENOISE of earlier versions.

Ahuja, Zeighami, Ghinita, Shahabi, "A Neural Approach to Spatio-Temporal
Data Release with User-Level Differential Privacy", SIGMOD 2023.
"""

import numpy as np
from qgis.core import (
    QgsProcessingException,
    QgsProcessingParameterField,
    QgsProcessingParameterString,
)

from ...core.catalogue import VDR
from ...core.mechanisms.vdr import DENOISE_CHOICES, TorchMissingError, TrainingCancelled, denoise_choice
from .. import compat
from ..io import Cancelled, epoch_seconds, is_missing
from ..postgis import DatabasePoints
from .mechanism import MechanismAlgorithm
from .timerange import parse_time_range

#: epoch seconds of 1971-01-01 UTC: a time field whose values all lie below it is suspect
YEAR_1971 = 365 * 86_400


def legacy_denoise(value):
    """"always"/"never" for the boolean DENOISE of earlier versions (models, qgis_process), else None."""
    if isinstance(value, str):
        value = {"true": True, "false": False}.get(value.strip().lower())
    return denoise_choice(value) if isinstance(value, bool) else None


class VdrAlgorithm(MechanismAlgorithm):
    #: VDR samples each user's points in :mod:`core.mechanisms.vdr`, among those of its time range
    samples_in_counts = False
    TIME_FIELD = "TIME_FIELD"
    TIME_RANGE = "TIME_RANGE"
    SLICES = "SLICES"
    DENOISE = "DENOISE"

    def __init__(self, mechanism=VDR):
        super().__init__(mechanism)

    def initMechanismParameters(self):
        self.addParameter(QgsProcessingParameterField(
            self.TIME_FIELD, self.tr("Time field (date-time, or epoch seconds)"),
            parentLayerParameterName=self.INPUT))
        self.addParameter(QgsProcessingParameterString(
            self.TIME_RANGE, self.tr("Public time range 'start/end' (empty: from the data, "
                                     "not private)"), optional=True))
        super().initMechanismParameters()

    def checkParameterValues(self, parameters, context):  # noqa: N802
        legacy = legacy_denoise(parameters.get(self.DENOISE))
        if legacy is not None:
            parameters = dict(parameters, **{self.DENOISE: DENOISE_CHOICES.index(legacy)})
        return super().checkParameterValues(parameters, context)

    def parameterValue(self, parameter, parameters, context):  # noqa: N802
        """DENOISE=true/false of earlier versions mean always/never."""
        legacy = legacy_denoise(parameters.get(self.DENOISE)) if parameter.name == self.DENOISE else None
        if legacy is not None:
            return DENOISE_CHOICES.index(legacy)
        return super().parameterValue(parameter, parameters, context)

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

    def requestedCells(self, parameters, context):  # noqa: N802
        """M × M cells in each of T slices."""
        return super().requestedCells(parameters, context) * \
            self.parameterAsInt(parameters, self.SLICES, context)

    def timeField(self, parameters, context):  # noqa: N802
        return self.parameterAsString(parameters, self.TIME_FIELD, context)

    def times(self, points, time_field, feedback):
        """The points' times as epoch seconds, NaN where a point has none or one that is not a
        time (None: a database keeps them). Such points are left out with a warning, not refused:
        a refusal would make the release depend on the data, while leaving out a point for its
        own value is a stable transformation (docs/noise-and-ledger.md). A database leaves out
        the rows without a time in its own query (their NULL lies in no time range)."""
        if isinstance(points, DatabasePoints):
            t, missing = None, points.missing(time_field)
        else:
            values = points.attributes[time_field]
            t = epoch_seconds(values)
            unreadable = np.isnan(t) & ~is_missing(values)
            if unreadable.any():
                feedback.pushWarning(self.tr(
                    "{:,} values of the time field '{}' are not times, such as '{}', and their points "
                    "are left out. SpatialDP reads date-time and date fields, ISO 8601 text "
                    "(2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since "
                    "1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field "
                    "calculator).").format(int(unreadable.sum()), time_field,
                                           values[np.flatnonzero(unreadable)[0]]))
            missing = int(np.isnan(t).sum() - unreadable.sum())
        if missing:
            feedback.pushWarning((self.tr("1 point has no time in '{1}' and is left out.") if missing == 1
                                  else self.tr("{0:,} points have no time in '{1}' and are left out."))
                                 .format(missing, time_field))
        finite = None if t is None else t[np.isfinite(t)]
        span = points.time_span(time_field) if t is None else \
            ((finite.min(), finite.max()) if len(finite) else None)
        if span and span[0] is not None and span[0] >= 0 and span[1] < YEAR_1971:
            feedback.pushWarning(self.tr(
                "Every time in '{}' falls in 1970: read as seconds since 1970-01-01 UTC, its "
                "numbers span only {:,.0f} seconds. If the field counts something else (an id, a "
                "sequence number), choose a date-time field.").format(time_field, span[1] - span[0]))
        return t

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        time_field = self.timeField(parameters, context)
        t = self.times(points, time_field, feedback)
        if t is not None and np.isnan(t).any():
            kept = np.flatnonzero(~np.isnan(t))
            points, t = points.subset(kept), t[kept]
            bound = dict(bound, user_ids=bound["user_ids"][kept])
        try:
            time_range = parse_time_range(
                self.parameterAsString(parameters, self.TIME_RANGE, context))
        except ValueError:
            raise QgsProcessingException(self.tr(
                "The time range must be 'start/end' in ISO 8601 (e.g. "
                "2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds 't0,t1', "
                "with start before end.")) from None
        if time_range is None:
            timed = len(t) if t is not None else points.time_span(time_field)[0] is not None
            if not timed:
                # a refusal that depends on the data, but the time range it would have released
                # over is the data's own and flagged not private, as a domain taken from the
                # data is (docs/noise-and-ledger.md); with a public time range the release goes on
                raise QgsProcessingException(self.tr(
                    "No point has a time, so the time range cannot be taken from the data; give a "
                    "public time range."))
            feedback.pushWarning(self.tr(
                "No time range given: it is taken from the data and is therefore not private; "
                "the output's metadata says so."))
        arguments = self.arguments(parameters, context)

        def progress(epoch, total):
            feedback.setProgress(40 + 20 * epoch / max(1, total))

        counted = {}
        if isinstance(points, DatabasePoints):  # H_s counted in PostGIS
            counted["counts"] = points.spacetime_counts(domain, rng, bound["user_ids"], time_field,
                                                        bound["max_per_user"])
        try:
            result = self.mechanism.release(
                points.x, points.y, bound["user_ids"], t, domain, epsilon, rng=rng, time_range=time_range,
                max_per_user=bound["max_per_user"], progress=progress, cancelled=feedback.isCanceled,
                **arguments, **counted)
        except TorchMissingError as error:
            raise QgsProcessingException(str(error)) from error
        except TrainingCancelled:
            raise Cancelled() from None
        params = result.params
        feedback.pushInfo(self.sizesMessage(params))
        if result.training is not None:
            feedback.pushInfo(self.tr(
                "Trained the denoiser for {} epochs; its codebook used {} of {} entries.").format(
                params["epochs"], params["codes_used"], params["codebook"]))
        elif params.get("denoiser_rule"):
            feedback.pushInfo(self.tr("Denoised from the noisy counts alone, at no privacy cost: {}.").format(
                params["denoiser_rule"]))
        elif params["denoise_skipped"]:
            feedback.pushWarning(self.tr(
                "PyTorch is not available ({}): the noisy histogram was released without denoising. "
                "Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…").format(
                params["denoise_skipped"]))
        if result.training is None and arguments["denoiser"].symmetries is not None:
            feedback.pushWarning(self.tr(
                "The number of views applies to the VQ-VAE, which did not run: it was ignored."))
        drift = self.totalDriftWarning(params.get("total_check"))
        if drift:
            feedback.pushWarning(drift)
        return result.synopsis

    def sizesMessage(self, params):  # noqa: N802
        """How M and T were chosen (:func:`core.guidelines.vdr_sizes`), one line for the log."""
        sources = set(params["sizes_source"].values())
        sizes = (params["grid_size"], params["grid_size"], params["slices"])
        if sources == {"given"}:
            return self.tr("Grid of {}×{} cells in {} time slices, as given.").format(*sizes)
        if params["n_total"] is not None:
            return self.tr(
                "Grid of {}×{} cells in {} time slices: the guideline's choice for the public "
                "number of reports N = {:,.0f} where no size was given.").format(*sizes, params["n_total"])
        return self.tr(
            "Grid of {}×{} cells in {} time slices: the guideline's choice for a noisy number of "
            "reports N ≈ {:,.0f}, counted with 5 % of ε. Give N, if it is public, or the sizes to "
            "spend all of ε on the counts.").format(*sizes, params["n_estimate"])

    def totalDriftWarning(self, check):  # noqa: N802
        """The warning for a flagged ``total_check`` of the release's parameters (issue 13), or None.

        ``check`` = {released, reference, reference_kind, sd, z, flagged}: the released total
        against the public N or the noisy total, z in standard deviations of the noise;
        ``n_too_small`` (with ``excess_z``): the noisy total exceeds the public N.
        """
        if check and check.get("n_too_small"):
            return self.tr(
                "The public number of reports N, {:,.0f}, is smaller than the noisy histogram's "
                "total of the sampled points by {:.1f} times what the noise explains, so every count "
                "was scaled down with it: give N as the number of all reports inside the extent and "
                "the time range, or leave it empty.").format(check["reference"], check["excess_z"])
        if not check or not check.get("flagged"):
            return None
        if check["reference_kind"] == "public N":
            text = self.tr(
                "The released total, {:,.0f}, differs from the public number of reports N, {:,.0f}, "
                "by {:.1f} times what the noise explains: check that N counts the reports inside the "
                "extent and the time range, keep the mass correction on and the scale correction at "
                "'Sampling correction', or compare with a release that is not denoised.")
        else:
            text = self.tr(
                "The released total, {:,.0f}, differs from the noisy histogram's total, {:,.0f}, by "
                "{:.1f} times what the noise explains: keep the mass correction on and the scale "
                "correction at 'Sampling correction', or compare with a release that is not "
                "denoised.")
        return text.format(check["released"], check["reference"], abs(check["z"]))
