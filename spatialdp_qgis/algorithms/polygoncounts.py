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

import struct
from dataclasses import dataclass

import numpy as np
from qgis.core import (
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
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
from ...core.pointinpolygon import PolygonSet, candidate_overlaps, separated
from .. import compat
from ..destination import layer_file
from ..io import Cancelled, Stage, add_in_batches, plain
from .base import SpatialDPAlgorithm, counted_elsewhere

#: the DE-9IM pattern of two geometries whose interiors share a point
INTERIORS_MEET = "T********"
#: the fields the output adds to the polygons' own
COUNT_FIELDS = ("noisy_count", "noise_sd", "moe90", "density")
PARENT_FIELDS = ("parent_noisy_count", "parent_noise_sd", "parent_moe90")


def wkb_rings(wkb):
    """The rings of a (multi-)polygon's 2D ISO WKB as ``(k, 2)`` float arrays."""
    def header(offset):
        order = "<" if wkb[offset] == 1 else ">"
        kind, count = struct.unpack_from(order + "II", wkb, offset + 1)
        return order, kind % 1000, count, offset + 9

    order, kind, count, offset = header(0)
    parts = count if kind == 6 else 1
    rings = []
    for _ in range(parts):
        if kind == 6:
            order, _, count, offset = header(offset)
        for _ in range(count):
            (n,) = struct.unpack_from(order + "I", wkb, offset)
            rings.append(np.frombuffer(wkb, dtype=order + "f8", count=2 * n, offset=offset + 4)
                         .reshape(n, 2))
            offset += 4 + 16 * n
    return rings


def planar_rings(geometry):
    """The rings of a polygon geometry (curves segmentised, Z and M dropped); [] if empty."""
    if geometry.isNull() or geometry.isEmpty():
        return []
    kind = geometry.wkbType()
    if QgsWkbTypes.isCurvedType(kind) or QgsWkbTypes.hasZ(kind) or QgsWkbTypes.hasM(kind):
        geometry = QgsGeometry(geometry.constGet().segmentize())
        geometry.get().dropZValue()
        geometry.get().dropMValue()
    return wkb_rings(bytes(geometry.asWkb()))


@dataclass
class PublicPolygons:
    """The public polygons as read: geometry and attributes for the output, rings for counting."""

    features: list
    geometries: list
    fields: QgsFields
    wkb_type: int
    polygon_set: PolygonSet
    areas: np.ndarray
    parents: np.ndarray = None
    parent_field: str = ""


class PolygonCountsAlgorithm(SpatialDPAlgorithm):
    algorithm_id = "polygoncounts"
    docs_page = "polygons.md"
    counts_in_database = True
    POLYGONS = "POLYGONS"
    PARENT_FIELD = "PARENT_FIELD"
    PARENT_SHARE = "PARENT_SHARE"
    PARENT_OUTPUT = "PARENT_OUTPUT"

    def __init__(self):
        super().__init__()
        self._polygons = None  # the PublicPolygons of the run, read in domain(), written at the end

    def displayName(self):  # noqa: N802
        return self.tr("Private counts in polygons")

    def shortHelpString(self):  # noqa: N802
        return self.tr(
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
    def polygonSource(self, parameters, context):  # noqa: N802
        """The polygon layer, refused with one sentence unless it holds polygons in a known CRS."""
        source = self.parameterAsSource(parameters, self.POLYGONS, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.POLYGONS))
        kind = QgsWkbTypes.geometryType(source.wkbType())
        if kind != QgsWkbTypes.GeometryType.PolygonGeometry:
            raise QgsProcessingException(self.tr(
                "The public polygon layer has {} geometries; choose a layer of polygons (tracts, "
                "ZIP code areas, districts).").format(QgsWkbTypes.geometryDisplayString(kind)))
        if not source.sourceCrs().isValid():
            raise QgsProcessingException(self.tr(
                "The public polygon layer has no coordinate reference system; set one so that it "
                "can be matched with the points."))
        return source

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
        source = self.polygonSource(parameters, context)
        parent_field = self.parameterAsString(parameters, self.PARENT_FIELD, context)
        request = QgsFeatureRequest()
        if source.sourceCrs() != crs:
            feedback.pushWarning(self.tr(
                "The polygons are in {} and the points in {}: the polygons are reprojected to "
                "{}, the CRS of the output.").format(source.sourceCrs().authid(), crs.authid(),
                                                     crs.authid()))
            request.setDestinationCrs(crs, context.transformContext())
        feedback.pushInfo(self.tr("Reading polygons…"))
        features, geometries, rings, owners, parents = [], [], [], [], []
        stage = Stage(feedback, 40, 45)
        total = max(1, source.featureCount())
        try:
            for feature in source.getFeatures(request):
                if feedback.isCanceled():
                    raise Cancelled()
                geometries.append(feature.geometry())
                self.checkPolygon(feature.id(), geometries[-1])
                own = planar_rings(geometries[-1])
                rings += own
                owners += [len(features)] * len(own)
                if parent_field:
                    parents.append(plain(feature[parent_field]))
                features.append(feature)
                if len(features) % 1000 == 0:
                    stage.fraction(len(features) / total)
        except QgsCsException as error:
            raise QgsProcessingException(self.tr(
                "The polygons could not be reprojected to the points' CRS ({}): {}. Reproject "
                "one of the layers first.").format(crs.authid(), error)) from None
        if not features:
            raise QgsProcessingException(self.tr(
                "The public polygon layer has no polygons; choose a layer with at least one."))
        skipped = source.featureCount() - len(features)
        if skipped > 0:  # Processing's 'skip invalid features' setting
            feedback.pushWarning(self.tr(
                "{:,} of the {:,} polygons were skipped by Processing's setting for invalid "
                "geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix "
                "Geometries) or set the input's invalid-feature filtering to 'Do not filter'.").format(
                skipped, source.featureCount()))
        if parent_field and any(p is None for p in parents):
            raise QgsProcessingException(self.tr(
                "Some polygons have no value in the parent field '{}'; fill them first.").format(
                parent_field))
        self.warnInvalid(geometries, feedback)
        polygon_set = PolygonSet(rings, owners, len(features))
        areas = np.array([g.area() for g in geometries])
        return PublicPolygons(features, geometries, source.fields(), source.wkbType(), polygon_set, areas,
                              np.array(parents, dtype=object) if parent_field else None, parent_field)

    def checkPolygon(self, fid, geometry):  # noqa: N802
        """Refuse a feature of a layer of mixed geometry types that is not a polygon."""
        if not geometry.isEmpty() and geometry.type() != QgsWkbTypes.GeometryType.PolygonGeometry:
            raise QgsProcessingException(self.tr(
                "Feature {} of the public polygon layer is a {}, not a polygon; keep only the "
                "polygons (e.g. Extract by expression with geometry_type($geometry) = 'Polygon').").format(
                fid, QgsWkbTypes.displayString(geometry.wkbType())))

    def warnInvalid(self, geometries, feedback):  # noqa: N802
        """Warn (never refuse: the polygons are the user's, public) that invalid polygons, such
        as a ring that crosses itself, are counted by the even–odd rule of
        :mod:`core.pointinpolygon`, which may not be the shape meant."""
        invalid = sum(not g.isEmpty() and not g.isGeosValid() for g in geometries)
        if not invalid:
            return
        feedback.pushWarning((self.tr(
            "1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the "
            "points inside it by the even–odd rule, which may not be the shape meant; fix it first "
            "with Vector ▸ Geometry Tools ▸ Fix Geometries.") if invalid == 1 else self.tr(
            "{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count "
            "the points inside them by the even–odd rule, which may not be the shapes meant; fix "
            "them first with Vector ▸ Geometry Tools ▸ Fix Geometries.")).format(invalid, len(geometries)))

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

    def writeFeatures(self, name, features, fields, columns, wkb_type, record, parameters, context, crs,
                      feedback):  # noqa: N802
        """Write ``features`` to the sink ``name``, each with its attributes followed by the
        ``columns`` of the further ``fields``, and store the record and style with it."""
        added = fields.names()[len(features[0].attributes()):]
        values = list(zip(*(np.asarray(columns[n], dtype=object).tolist() for n in added)))

        def completed():
            for feature, extra in zip(features, values):
                attributes = feature.attributes()
                feature.setFields(fields, False)  # the feature as it was, with the output's fields
                feature.setAttributes(attributes + list(extra))
                yield feature

        dest_id = self.fillSink(parameters, name, context, fields, wkb_type, crs,
                                lambda sink: add_in_batches(sink, completed(), len(values), feedback))
        return self.registerOutput(dest_id, record, columns, context)  # the renderer skips None

    @staticmethod
    def uncertainColumns(counts, uncertainty):  # noqa: N802
        """noisy_count, noise_sd and moe90 of every polygon (or parent)."""
        cells = np.arange(len(counts))
        return {"noisy_count": counts, "noise_sd": uncertainty.noise_sd(cells),
                "moe90": uncertainty.margin(cells)}
