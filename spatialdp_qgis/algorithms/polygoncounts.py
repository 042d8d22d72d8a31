"""Processing algorithm spatialdp:polygoncounts — private counts in the user's own polygons.

The points are sensitive, the polygons (tracts, ZIP code areas, districts) public.
This module reads the polygons (their rings for :class:`core.pointinpolygon.PolygonSet`,
their attributes and geometry for the output), finds which polygons' interiors
overlap (an edge's line or GEOS), from which :func:`core.mechanisms.polygons.overlap_depth_bound`
makes the bound D, runs :func:`core.mechanisms.polygons.polygon_counts` and writes
the polygons with their noisy counts. Everything else — the points, ε, the unit of
privacy, the seed, the record and the style — is :class:`~.base.SpatialDPAlgorithm`'s.
docs/polygons.md has the formulas.
"""

import numpy as np
from qgis.core import (
    QgsFeature,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsWkbTypes,
)

from ...core.mechanisms.polygons import PARENT_SHARE, overlap_depth_bound, polygon_counts
from ...core.pointinpolygon import candidate_overlaps, separated
from .. import compat
from ..destination import layer_file
from ..io import Cancelled, Stage
from .base import SpatialDPAlgorithm, counted_elsewhere
from .publicpolygons import PublicPolygonReader

#: the DE-9IM pattern of two geometries whose interiors share a point
INTERIORS_MEET = "T********"
#: the fields the output adds to the polygons' own
COUNT_FIELDS = ("noisy_count", "noise_sd", "moe90", "density")
PARENT_FIELDS = ("parent_noisy_count", "parent_noise_sd", "parent_moe90")


class PolygonCountsAlgorithm(PublicPolygonReader, SpatialDPAlgorithm):
    algorithm_id = "polygoncounts"
    docs_page = "polygons.md"
    counts_in_database = True
    PARENT_SHARE = "PARENT_SHARE"
    PARENT_OUTPUT = "PARENT_OUTPUT"

    def __init__(self):
        super().__init__()
        self._polygons = None  # the PublicPolygons of the run, read in domain(), written at the end

    def displayName(self):  # noqa: N802
        return self.tr("Private counts in polygons")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "Counts in polygons suit areas that are published already: census tracts, districts, "
            "health regions.")) + self.tr(
            "<p>Counts the points in each polygon of a public layer — census tracts, ZIP code "
            "areas, districts — and releases the counts with differential privacy: each count "
            "gets exact discrete Laplace noise. The polygons' shapes and attributes are public "
            "and are copied to the output as they are; only the counts are protected.</p>"
            "<p><b>Input point layer</b>: the sensitive points. <b>Public polygon layer</b>: "
            "the areas to count in. Their union is the public domain: points in no polygon are "
            "ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 "
            "when they do not overlap) and counts each point in at most D polygons, so the "
            "noise grows with D. A point on the border between two polygons counts in one of "
            "them. If the polygons are in another CRS they are reprojected to the points' CRS, "
            "and the output is in the points' CRS.</p>"
            "<p><b>Privacy budget ε</b>: smaller is more private and noisier.</p>"
            "<p><b>Parent field</b> (optional): a field of the polygons naming a larger area "
            "each belongs to (tract → county). Both levels are then released, the parents with "
            "a <b>Share of ε for the parent counts</b> (advanced, default {:g}) and the "
            "polygons with the rest, and made consistent so that each parent's count is the "
            "sum of its polygons'.</p>"
            "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: with a user id, "
            "the unit of privacy is a person with at most k points (a uniform sample of their "
            "points is kept). <b>Random seed</b> (advanced): reproducible noise for testing "
            "only; never publish a seeded release.</p>"
            "<p><b>Private counts per polygon</b>: the polygons with their attributes plus "
            "noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of "
            "error: the count of points lies within noisy_count ± moe90 with probability at "
            "least 90 %) and density (count per km² in a projected CRS); with a parent field "
            "also the parent's count, noise_sd and moe90. <b>Private counts per parent</b> "
            "(optional, with a parent field): one feature per parent, the union of its polygons, "
            "with the same fields. The layers' metadata records ε, D and the unit of "
            "privacy.</p>").format(PARENT_SHARE) + self.pushDownHelp() + self.logHelp() + self.docsLink()

    # --- parameters -------------------------------------------------------
    def initDomainParameters(self):  # noqa: N802
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.POLYGONS, self.tr("Public polygon layer (tracts, ZIP codes, districts)"),
            [QgsProcessing.SourceType.TypeVectorPolygon]))

    def initMechanismParameters(self):  # noqa: N802
        self.addParameter(QgsProcessingParameterField(
            self.PARENT_FIELD, self.tr("Parent field (nested areas, e.g. the county of a tract)"),
            parentLayerParameterName=self.POLYGONS, optional=True))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.PARENT_SHARE, self.tr("Share of ε for the parent counts"),
            QgsProcessingParameterNumber.Type.Double, PARENT_SHARE, minValue=0.01, maxValue=0.99))

    def initOutputs(self):  # noqa: N802
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Private counts per polygon"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.PARENT_OUTPUT, self.tr("Private counts per parent"), QgsProcessing.SourceType.TypeVectorPolygon,
            optional=True, createByDefault=False))

    def inputFiles(self, parameters, context):  # noqa: N802
        return super().inputFiles(parameters, context) + \
            [layer_file(self.parameterAsVectorLayer(parameters, self.POLYGONS, context))]

    # --- checks before the points are read --------------------------------
    def checkBeforeReading(self, parameters, context):  # noqa: N802
        super().checkBeforeReading(parameters, context)
        source = self.polygonSource(parameters, context)
        taken = [name for name in COUNT_FIELDS + PARENT_FIELDS if name in source.fields().names()]
        if taken:
            raise QgsProcessingException(self.tr(
                "The public polygon layer already has the field(s) {}, which the output adds; "
                "rename or remove them first.").format(", ".join(taken)))
        parent = self.parameterAsString(parameters, self.PARENT_FIELD, context)
        if not parent and parameters.get(self.PARENT_OUTPUT) not in (None, ""):
            raise QgsProcessingException(self.tr(
                "The counts per parent need a parent field; choose one, or skip that output."))
        if parent and parent not in source.fields().names():
            raise QgsProcessingException(self.tr(
                "The public polygon layer has no field '{}'; choose one of: {}.").format(
                parent, ", ".join(source.fields().names())))

    # --- the public domain: the polygons ----------------------------------
    def domain(self, parameters, context, crs, points, feedback):
        return self.readPolygons(parameters, context, crs, feedback)

    def overlapDepth(self, polygons, feedback):  # noqa: N802
        """D and how it was found: the graph of the pairs of polygons whose interiors overlap.

        Candidates are the pairs whose bounding boxes overlap; those split by the line of an
        edge (:func:`core.pointinpolygon.separated`) are disjoint, and GEOS decides the
        rest (DE-9IM: the interiors meet).
        """
        candidates = candidate_overlaps(polygons.polygon_set)
        undecided = candidates[~separated(polygons.polygon_set, candidates)]
        undecided = undecided[~separated(polygons.polygon_set, undecided[:, ::-1])]  # j's edges
        shapes = [g.constGet() for g in polygons.geometries]  # owned by the geometries, kept alive
        overlapping = []
        engine, first = None, -1
        stage = Stage(feedback, 45, 55)
        for n, (i, j) in enumerate(undecided.tolist()):
            if i != first:
                if feedback.isCanceled():
                    raise Cancelled()
                stage.fraction(n / len(undecided))
                engine, first = QgsGeometry.createGeometryEngine(shapes[i]), i
            if engine.relatePattern(shapes[j], INTERIORS_MEET):
                overlapping.append((i, j))
        depth = overlap_depth_bound(len(shapes), overlapping)
        how = (f"1 + the degeneracy of the graph of the {len(overlapping)} pairs of polygons whose "
               f"interiors overlap, among the {len(candidates)} pairs whose bounding boxes overlap: "
               f"{len(candidates) - len(undecided)} split by the line of an edge, {len(undecided)} "
               f"checked with GEOS (DE-9IM {INTERIORS_MEET})")
        return depth, how

    def release(self, points, domain, epsilon, rng, parameters, context, feedback, **bound):
        self._polygons = domain
        depth, how = self.overlapDepth(domain, feedback)
        feedback.pushInfo(self.tr("Each point counts in at most D = {} polygon(s).").format(depth))
        counted = points.polygon_counts(bound["user_ids"], bound["max_per_user"]) \
            if counted_elsewhere(points) else None  # a count source
        release = polygon_counts(
            points.x, points.y, domain.polygon_set, epsilon, rng, depth=depth, depth_source=how,
            parent=domain.parents, user_ids=bound["user_ids"], max_per_user=bound["max_per_user"],
            parent_share=self.parameterAsDouble(parameters, self.PARENT_SHARE, context), counts=counted)
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
        return release

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
        parents, each the union of its polygons, with theirs."""
        polygons, self._polygons = self._polygons, None
        fields = QgsFields(polygons.fields)
        for name in COUNT_FIELDS:
            fields.append(QgsField(name, compat.DOUBLE))
        columns = self.publish(self.uncertainColumns(synopsis.counts, synopsis.uncertainty), polygons.areas,
                               parameters, context, crs, fields)
        parents = None
        if synopsis.parents is not None:
            of = synopsis.parent_of
            parent_fields = QgsFields()
            parent_fields.append(polygons.fields.field(polygons.parent_field))
            for name in COUNT_FIELDS:
                parent_fields.append(QgsField(name, compat.DOUBLE))
            parents = self.publish(
                self.uncertainColumns(synopsis.parent_counts, synopsis.parent_uncertainty),
                np.bincount(of, polygons.areas), parameters, context, crs, parent_fields)
            for name, parent_name in zip(("noisy_count", "noise_sd", "moe90"), PARENT_FIELDS):
                fields.append(QgsField(parent_name, compat.DOUBLE))
                columns[parent_name] = parents[name][of]
        wants_parents = parents is not None and parameters.get(self.PARENT_OUTPUT) not in (None, "")
        results = {self.OUTPUT: self.writeFeatures(
            self.OUTPUT, polygons.features, fields, columns, polygons.wkb_type, record, parameters, context,
            crs, Stage(feedback, 60, 90 if wants_parents else 100))}
        if wants_parents:
            results[self.PARENT_OUTPUT] = self.writeFeatures(
                self.PARENT_OUTPUT, self.parentFeatures(synopsis, polygons, parent_fields), parent_fields, parents,
                QgsWkbTypes.Type.MultiPolygon, record, parameters, context, crs, Stage(feedback, 90, 100))
        return results

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
