"""The algorithm of a mechanism declared on public polygons (:data:`core.declaration.POLYGONS`):
spatialdp:polygoncounts, :data:`core.catalogue.POLYGON_COUNTS`.

The points are sensitive, the polygons (tracts, ZIP code areas, districts) public. Its identity,
parameters, help and outputs are the declaration's (:class:`.mechanism.MechanismAlgorithm`); this
subclass adds what a polygon domain is instead of an extent: the declared polygon layer in place
of the extent, read by :mod:`..polygonlayer` with the declared fields' values, the bound D the
function takes, and the output written on the polygons themselves (with their attributes) and
on the groups of a declared field (the parents, each the union of its polygons). With the
declared denominator field (the polygons' public population) the output also holds rates
(:mod:`core.rates`, docs/rates.md). docs/polygons.md has the formulas.
"""

import numpy as np
from qgis.core import (
    QgsFeature,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterFeatureSource,
    QgsWkbTypes,
)

from .. import compat
from ...core.publication import DENOMINATOR_FLAG_FIELD, small_denominators
from ...core.rates import denominators
from ..destination import layer_file
from ..i18n import declared
from ..io import Stage
from ..polygonlayer import overlap_depth, polygon_source, read_polygons, write_features
from .mechanism import MechanismAlgorithm
from .standardised import ASR_FIELDS, StandardisedRates

#: the fields the output adds to the polygons' own
COUNT_FIELDS = ("noisy_count", "noise_sd", "moe90", "density")
PARENT_FIELDS = ("parent_noisy_count", "parent_noise_sd", "parent_moe90")
#: the keyword of the declared field that groups the polygons into parents (each further
#: declared output holds the parents: :attr:`core.mechanisms.polygons.PolygonRelease.parents`)
PARENT = "parent"
#: the keyword of the declared field holding each polygon's public denominator (population),
#: and the fields the output adds with it
DENOMINATOR = "denominator"
RATE_FIELDS = ("rate", "rate_sd", "rate_moe90", DENOMINATOR_FLAG_FIELD)


class PolygonsAlgorithm(StandardisedRates, MechanismAlgorithm):
    """The algorithm of a mechanism whose domain is the union of public polygons (its first
    declared :class:`~core.declaration.Layer`) and whose output is those polygons."""

    #: each user's sample is drawn among the points inside a polygon (:class:`core.mechanisms.polygons.PointsInPolygons`)
    samples_in_counts = False

    def __init__(self, mechanism):
        super().__init__(mechanism)
        self.layer = mechanism.layers[0]
        self._polygons = None  # the PublicPolygons of the run, read in domain(), written at the end

    # --- parameters -------------------------------------------------------
    def initDomainParameters(self):  # noqa: N802
        """The public polygons in place of an extent."""
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.layer.name, declared(self.layer.label), [QgsProcessing.SourceType.TypeVectorPolygon]))

    def inputFiles(self, parameters, context):  # noqa: N802
        return super().inputFiles(parameters, context) + \
            [layer_file(self.parameterAsVectorLayer(parameters, self.layer.name, context))]

    def givenFields(self, parameters, context):  # noqa: N802
        """``{keyword: field name}`` of the declared fields of the polygons that were given, and of
        the population fields of a standardised rate (:meth:`.standardised.StandardisedRates.populationFields`)."""
        names = {f.keyword: self.parameterAsString(parameters, f.name, context)
                 for f in self.mechanism.fields if f.layer == self.layer.name}
        return {**{keyword: name for keyword, name in names.items() if name},
                **self.populationFields(parameters, context)}

    # --- checks before the points are read --------------------------------
    def polygonSource(self, parameters, context):  # noqa: N802
        """The polygon layer, refused with one sentence unless it holds polygons in a known CRS."""
        return polygon_source(self, parameters, self.layer.name, context)

    def checkBeforeReading(self, parameters, context):  # noqa: N802
        super().checkBeforeReading(parameters, context)
        source = self.polygonSource(parameters, context)
        added = COUNT_FIELDS + PARENT_FIELDS + (RATE_FIELDS if DENOMINATOR in self.givenFields(parameters, context)
                                                 else ()) \
            + (ASR_FIELDS if self.standardisationWanted(parameters, context) else ())
        taken = [name for name in added if name in source.fields().names()]
        if taken:
            raise QgsProcessingException(self.tr(
                "The public polygon layer already has the field(s) {}, which the output adds; "
                "rename or remove them first.").format(", ".join(taken)))
        given = {f.name for f in self.mechanism.fields if parameters.get(f.name) not in (None, "")}
        if any(o.field not in given and parameters.get(o.name) not in (None, "") for o in self.mechanism.outputs):
            raise QgsProcessingException(self.tr(
                "The counts per parent need a parent field; choose one, or skip that output."))
        for name in self.givenFields(parameters, context).values():
            if name not in source.fields().names():
                raise QgsProcessingException(self.tr(
                    "The public polygon layer has no field '{}'; choose one of: {}.").format(
                    name, ", ".join(source.fields().names())))

    # --- the public domain: the polygons ----------------------------------
    def domain(self, parameters, context, crs, points, feedback):
        """The declared polygon layer, read (:func:`..polygonlayer.read_polygons`)."""
        names = self.givenFields(parameters, context)
        nullable = {f.keyword for f in self.mechanism.fields if f.nullable} | set(self.populationFields(parameters,
                                                                                                       context))
        return read_polygons(self.polygonSource(parameters, context), crs, names, context, feedback, nullable=nullable)

    def publicArguments(self, domain, feedback):  # noqa: N802
        """The polygons' :class:`~core.pointinpolygon.PolygonSet` in place of the domain, their
        bound D (and how it was found) and the values of the declared fields given."""
        self._polygons = domain
        if DENOMINATOR in domain.values:
            self.checkDenominators(domain, feedback)
        values = dict(domain.values)
        population = self.populations(values, domain.names)
        if population is not None:
            values["category_denominators"] = population
        depth, how = overlap_depth(domain, feedback)
        feedback.pushInfo(self.tr("Each point counts in at most D = {} polygon(s).").format(depth))
        return domain.polygon_set, dict(values, depth=depth, depth_source=how)

    def checkDenominators(self, domain, feedback):  # noqa: N802
        """Refuse a denominator that is not a number ≥ 0 (public: before any noise); warn where it is 0
        or missing (those polygons get no rate)."""
        try:
            values = denominators(domain.values[DENOMINATOR])
        except ValueError:
            raise QgsProcessingException(self.tr(
                "The denominator field '{}' must hold numbers of 0 or more (the polygons' population); "
                "choose another field or fix its values first.").format(domain.names[DENOMINATOR])) from None
        none = int(np.count_nonzero(~(values > 0)))
        if none:
            feedback.pushWarning(self.tr(
                "{:,} polygon(s) have a denominator of 0 or none: their rate is NULL.").format(none))

    def finish(self, synopsis, parameters, context, feedback, crs, extra_parameters=None):
        """The release record also names the denominator field of the rates."""
        name = self.givenFields(parameters, context).get(DENOMINATOR)
        if name:
            extra_parameters = dict(extra_parameters or {}, denominator_field=name)
        populations = self.populationFields(parameters, context)
        if populations:
            extra_parameters = dict(extra_parameters or {}, denominator_fields=list(populations.values()))
        return super().finish(synopsis, parameters, context, feedback, crs, extra_parameters)

    def countSource(self, points, domain, rng, unit):  # noqa: N802
        return points.polygon_counts(unit.get("user_ids"), unit.get("max_per_user"))

    def reportRelease(self, release, points, epsilon, feedback):  # noqa: N802
        """Say how many points lie in no polygon."""
        # a warning, not a refusal: whether a release exists must not depend on the data
        # (refusing here would tell "no point inside" from "one point inside")
        if release.located == 0:
            feedback.pushWarning(self.tr(
                "None of the {:,} points lies in a polygon, so the counts are noise only; check "
                "that the two layers cover the same place.").format(len(points)))
        elif release.located < len(points):
            outside = len(points) - release.located
            feedback.pushWarning((self.tr("1 of the {1:,} points lies in no polygon and is ignored.")
                                  if outside == 1 else
                                  self.tr("{0:,} of the {1:,} points lie in no polygon and are ignored."))
                                 .format(outside, len(points)))

    def checkResult(self, synopsis, epsilon, points, feedback, guided=False):  # noqa: N802
        """Warn where the noise of one polygon exceeds the average number of points per polygon."""
        sd = float(np.sqrt(np.mean(synopsis.uncertainty.variance)))
        polygons = len(synopsis.counts)
        if polygons * sd > points:
            feedback.pushWarning(self.tr(
                "At ε = {:g} the noise swamps the data: each of the {:,} polygons gets noise of "
                "about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer, "
                "larger polygons.").format(epsilon, polygons, sd, points))

    # --- the output -------------------------------------------------------
    def writeOutputs(self, synopsis, record, parameters, context, feedback, crs):  # noqa: N802
        """The polygons as read, with the published counts (the publication rules of
        :meth:`~.base.SpatialDPAlgorithm.publish` applied to each level), and on request the
        parents, each the union of its polygons, with theirs. With a table (categories, periods)
        each level has a feature per row of its layout (:meth:`levelColumns`)."""
        polygons, self._polygons = self._polygons, None
        fields = QgsFields(polygons.fields)
        for name in COUNT_FIELDS:
            fields.append(QgsField(name, compat.DOUBLE))
        rows, columns = self.levelColumns(synopsis.table, synopsis.counts, synopsis.uncertainty, polygons.areas,
                                          fields, parameters, context, crs, record)
        if synopsis.denominator is not None:
            self.addRates(synopsis, columns, fields, rows)
        if synopsis.category_denominators is not None:
            self.addStandardised(synopsis, columns, fields, rows, parameters, context)
        parents, wanted = None, []
        if synopsis.parents is not None:
            of = synopsis.parent_of
            parent_fields = QgsFields()
            parent_fields.append(polygons.fields.field(polygons.names[PARENT]))
            for name in COUNT_FIELDS:
                parent_fields.append(QgsField(name, compat.DOUBLE))
            wanted = [o.name for o in self.mechanism.outputs if parameters.get(o.name) not in (None, "")]
            parent_rows, parents = self.levelColumns(
                synopsis.parent_table, synopsis.parent_counts, synopsis.parent_uncertainty,
                np.bincount(of, polygons.areas), parent_fields, parameters, context, crs, None,
                sink=wanted[0] if wanted else None)
            per = len(rows) // len(of)  # features per polygon: each has its parent's row of the same key
            which = of[rows] * per + np.arange(len(rows)) % per
            for name, parent_name in zip(("noisy_count", "noise_sd", "moe90"), PARENT_FIELDS):
                fields.append(QgsField(parent_name, compat.DOUBLE))
                columns[parent_name] = parents[name][which]
        results = {self.OUTPUT: write_features(
            self, self.OUTPUT, polygons.features, fields, columns, rows=rows, wkb_type=polygons.wkb_type,
            record=record, parameters=parameters, context=context, crs=crs,
            feedback=Stage(feedback, 60, 90 if wanted else 100))}
        if wanted:
            groups = self.parentFeatures(synopsis, polygons, parent_fields)
        for name in wanted:
            results[name] = write_features(
                self, name, groups, parent_fields, parents, rows=parent_rows, wkb_type=QgsWkbTypes.Type.MultiPolygon,
                record=record, parameters=parameters, context=context, crs=crs, feedback=Stage(feedback, 90, 100))
        return results

    def levelColumns(self, table, counts, uncertainty, areas, fields, parameters, context, crs, record,  # noqa: N802
                     sink=None):
        """``(rows, columns)`` of one level (polygons or parents): each feature's polygon and the
        published columns — noisy_count, noise_sd and moe90 of each polygon, or with a ``table``
        the rows of its layout (:meth:`~.tables.TableParameters.tableLayout`, which adds its
        fields to ``fields`` and, with a ``record``, its layout to the record; ``sink``: the output
        whose format limits the field names)."""
        if table is None:
            rows, columns = np.arange(len(counts)), self.uncertainColumns(counts, uncertainty)
        else:
            _, rows, columns = self.tableLayout(table, parameters, context, fields, record, sink)
        return rows, self.publish(columns, areas[rows], parameters, context, crs, fields)

    @staticmethod
    def addRates(synopsis, columns, fields, rows):  # noqa: N802
        """rate, rate_sd, rate_moe90 of the published counts (:meth:`PolygonRelease.rates`) of the
        features of polygons ``rows`` and the small-denominator flag, as columns and fields (NULL
        where there is no rate)."""
        rates = synopsis.rates(*(np.array(columns[name], dtype=float) for name in ("noisy_count", "noise_sd",
                                                                                   "moe90")), rows=rows)
        for name, values in zip(RATE_FIELDS, (rates.rate, rates.noise_sd, rates.moe90)):
            columns[name] = np.where(np.isfinite(values), values, None)
            fields.append(QgsField(name, compat.DOUBLE))
        columns[DENOMINATOR_FLAG_FIELD] = small_denominators(synopsis.denominator[rows], synopsis.min_denominator)
        fields.append(QgsField(DENOMINATOR_FLAG_FIELD, compat.INT))

    @staticmethod
    def parentFeatures(synopsis, polygons, fields):  # noqa: N802
        """One feature per parent, the union of its polygons, with the parent field's value."""
        order = np.argsort(synopsis.parent_of, kind="stable")
        groups = np.split(order, np.cumsum(np.bincount(synopsis.parent_of))[:-1])
        features = []
        for value, members in zip(synopsis.parents, groups):
            feature = QgsFeature(fields)
            union = QgsGeometry.unaryUnion([polygons.geometries[i] for i in members])
            union.convertToMultiType()
            feature.setGeometry(union)
            feature.setAttributes([value])
            features.append(feature)
        return features

    @staticmethod
    def uncertainColumns(counts, uncertainty):  # noqa: N802
        """noisy_count, noise_sd and moe90 of every polygon (or parent)."""
        cells = np.arange(len(counts))
        return {"noisy_count": counts, "noise_sd": uncertainty.noise_sd(cells),
                "moe90": uncertainty.margin(cells)}
