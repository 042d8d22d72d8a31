"""The algorithm of a mechanism declared on public polygons (:data:`core.declaration.POLYGONS`):
spatialdp:polygoncounts, :data:`core.catalogue.POLYGON_COUNTS`.

The points are sensitive, the polygons (tracts, ZIP code areas, districts) public.
Its identity, parameters, help and outputs are the declaration's (:class:`.mechanism.MechanismAlgorithm`);
this subclass adds what a polygon domain is instead of an extent: it reads the declared polygon
layer (their rings for :class:`core.pointinpolygon.PolygonSet`, their attributes and geometry for
the output, the declared fields' values), finds which polygons' interiors overlap (an edge's
line or GEOS), from which :func:`core.mechanisms.polygons.overlap_depth_bound` makes the bound D
the function takes, and writes the polygons themselves with their noisy counts (and the groups of
a declared field, e.g. the parents, as the union of their polygons). docs/polygons.md has the
formulas.
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
    QgsProcessingParameterFeatureSource,
    QgsWkbTypes,
)

from ...core.mechanisms.polygons import overlap_depth_bound
from ...core.pointinpolygon import PolygonSet, candidate_overlaps, separated
from .. import compat
from ..destination import layer_file
from ..io import Cancelled, Stage, add_in_batches, plain
from ..i18n import declared
from .mechanism import MechanismAlgorithm

#: the DE-9IM pattern of two geometries whose interiors share a point
INTERIORS_MEET = "T********"
#: the fields the output adds to the polygons' own
COUNT_FIELDS = ("noisy_count", "noise_sd", "moe90", "density")
PARENT_FIELDS = ("parent_noisy_count", "parent_noise_sd", "parent_moe90")
#: the keyword of the declared field that groups the polygons into parents (each further
#: declared output holds the parents: :attr:`core.mechanisms.polygons.PolygonRelease.parents`)
PARENT = "parent"


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
    #: ``{keyword: one value per polygon}`` of the declared fields that were given
    values: dict
    #: ``{keyword: field name}`` of those fields
    names: dict


class PolygonsAlgorithm(MechanismAlgorithm):
    """The algorithm of a mechanism whose domain is the union of public polygons (its first
    declared :class:`~core.declaration.Layer`) and whose output is those polygons."""

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
        """``{keyword: field name}`` of the declared fields of the polygons that were given."""
        names = {f.keyword: self.parameterAsString(parameters, f.name, context)
                 for f in self.mechanism.fields if f.layer == self.layer.name}
        return {keyword: name for keyword, name in names.items() if name}

    # --- checks before the points are read --------------------------------
    def polygonSource(self, parameters, context):  # noqa: N802
        """The polygon layer, refused with one sentence unless it holds polygons in a known CRS."""
        source = self.parameterAsSource(parameters, self.layer.name, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.layer.name))
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
        source = self.polygonSource(parameters, context)
        names = self.givenFields(parameters, context)
        request = QgsFeatureRequest()
        if source.sourceCrs() != crs:
            feedback.pushWarning(self.tr(
                "The polygons are in {} and the points in {}: the polygons are reprojected to "
                "{}, the CRS of the output.").format(source.sourceCrs().authid(), crs.authid(),
                                                     crs.authid()))
            request.setDestinationCrs(crs, context.transformContext())
        feedback.pushInfo(self.tr("Reading polygons…"))
        features, geometries, rings, owners = [], [], [], []
        values = {keyword: [] for keyword in names}
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
                for keyword, name in names.items():
                    values[keyword].append(plain(feature[name]))
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
        for keyword, name in names.items():
            if any(v is None for v in values[keyword]):
                raise QgsProcessingException(self.tr(
                    "Some polygons have no value in the parent field '{}'; fill them first.").format(name))
        self.warnInvalid(geometries, feedback)
        polygon_set = PolygonSet(rings, owners, len(features))
        areas = np.array([g.area() for g in geometries])
        return PublicPolygons(features, geometries, source.fields(), source.wkbType(), polygon_set, areas,
                              {k: np.array(v, dtype=object) for k, v in values.items()}, names)

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

    def publicArguments(self, domain, feedback):  # noqa: N802
        """The polygons' :class:`~core.pointinpolygon.PolygonSet` in place of the domain, their
        bound D (and how it was found) and the values of the declared fields given."""
        self._polygons = domain
        depth, how = self.overlapDepth(domain, feedback)
        feedback.pushInfo(self.tr("Each point counts in at most D = {} polygon(s).").format(depth))
        return domain.polygon_set, dict(domain.values, depth=depth, depth_source=how)

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
            parent_fields.append(polygons.fields.field(polygons.names[PARENT]))
            for name in COUNT_FIELDS:
                parent_fields.append(QgsField(name, compat.DOUBLE))
            parents = self.publish(
                self.uncertainColumns(synopsis.parent_counts, synopsis.parent_uncertainty),
                np.bincount(of, polygons.areas), parameters, context, crs, parent_fields)
            for name, parent_name in zip(("noisy_count", "noise_sd", "moe90"), PARENT_FIELDS):
                fields.append(QgsField(parent_name, compat.DOUBLE))
                columns[parent_name] = parents[name][of]
        wanted = [o.name for o in self.mechanism.outputs if parameters.get(o.name) not in (None, "")] \
            if parents is not None else []
        results = {self.OUTPUT: self.writeFeatures(
            self.OUTPUT, polygons.features, fields, columns, polygons.wkb_type, record, parameters, context,
            crs, Stage(feedback, 60, 90 if wanted else 100))}
        for name in wanted:
            results[name] = self.writeFeatures(
                name, self.parentFeatures(synopsis, polygons, parent_fields), parent_fields, parents,
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

        style, store = self.styleAndStore(record, columns)  # the renderer skips None
        dest_id = self.fillSink(parameters, name, context, fields, wkb_type, crs,
                                lambda sink: add_in_batches(sink, completed(), len(values), feedback), store)
        return self.registerOutput(dest_id, record, style, context)

    @staticmethod
    def uncertainColumns(counts, uncertainty):  # noqa: N802
        """noisy_count, noise_sd and moe90 of every polygon (or parent)."""
        cells = np.arange(len(counts))
        return {"noisy_count": counts, "noise_sd": uncertainty.noise_sd(cells),
                "moe90": uncertainty.margin(cells)}
