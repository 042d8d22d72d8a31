"""Public polygon layers read for counting in them (spatialdp:polygoncounts, spatialdp:odflows).

:class:`PublicPolygonReader` is the part of a Processing algorithm that reads the layer given as
``POLYGONS`` (with an optional ``PARENT_FIELD``): its rings for the exact point-in-polygon code
of :mod:`core.pointinpolygon`, its features and geometries for the output, written back with the
released columns by :meth:`PublicPolygonReader.writeFeatures`. docs/polygons.md has the rules.
"""

import struct
from dataclasses import dataclass

import numpy as np
from qgis.core import QgsCsException, QgsFeatureRequest, QgsFields, QgsGeometry, QgsProcessingException, QgsWkbTypes

from ...core.pointinpolygon import PolygonSet
from ..io import Cancelled, Stage, add_in_batches, plain


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


class PublicPolygonReader:
    """A mixin of :class:`~.base.SpatialDPAlgorithm` subclasses with a public polygon layer."""

    POLYGONS = "POLYGONS"
    PARENT_FIELD = "PARENT_FIELD"

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

    def readPolygons(self, parameters, context, crs, feedback):  # noqa: N802
        """The polygons of :attr:`POLYGONS` in ``crs`` (reprojected, with a warning), their rings
        for :class:`core.pointinpolygon.PolygonSet` and the values of :attr:`PARENT_FIELD`."""
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
