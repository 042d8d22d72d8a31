"""Public polygons read from a QGIS layer: the domain of a mechanism declared on polygons
(:data:`core.declaration.POLYGONS`, e.g. spatialdp:polygoncounts; docs/polygons.md).

:func:`read_polygons` reads the polygons (their rings for :class:`core.pointinpolygon.PolygonSet`,
their attributes and geometry for the output, the values of given fields) into
:class:`PublicPolygons`; :func:`overlap_depth` finds which polygons' interiors overlap (an
edge's line or GEOS), from which :func:`core.mechanisms.polygons.overlap_depth_bound` makes the
bound D; :func:`write_features` writes them back with the released columns. The same layer is
the zones of spatialdp:odflows and spatialdp:evaluateflows (:class:`.algorithms.odflows.PolygonZoneReader`).
Every refusal is one sentence; nothing here depends on the points.
"""

import struct
from dataclasses import dataclass

import numpy as np
from qgis.core import (
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsFields,
    QgsGeometry,
    QgsProcessingException,
    QgsWkbTypes,
)

from ..core.mechanisms.polygons import overlap_depth_bound
from ..core.pointinpolygon import PolygonSet, candidate_overlaps, separated
from .i18n import tr
from .io import Cancelled, Stage, add_in_batches, plain

#: the DE-9IM pattern of two geometries whose interiors share a point
INTERIORS_MEET = "T********"


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
    #: ``{keyword: one value per polygon}`` of the fields read (a declared field: the parent)
    values: dict
    #: ``{keyword: field name}`` of those fields
    names: dict


def check_source(source):
    """Refuse, in one sentence, a layer that does not hold polygons in a known CRS."""
    kind = QgsWkbTypes.geometryType(source.wkbType())
    if kind != QgsWkbTypes.GeometryType.PolygonGeometry:
        raise QgsProcessingException(tr(
            "The public polygon layer has {} geometries; choose a layer of polygons (tracts, "
            "ZIP code areas, districts).").format(QgsWkbTypes.geometryDisplayString(kind)))
    if not source.sourceCrs().isValid():
        raise QgsProcessingException(tr(
            "The public polygon layer has no coordinate reference system; set one so that it "
            "can be matched with the points."))


def polygon_source(algorithm, parameters, name, context):
    """The polygon layer given as parameter ``name`` of ``algorithm``, checked by :func:`check_source`."""
    source = algorithm.parameterAsSource(parameters, name, context)
    if source is None:
        raise QgsProcessingException(algorithm.invalidSourceError(parameters, name))
    check_source(source)
    return source


def read_polygons(source, crs, names, context, feedback, nullable=()):
    """The polygons of ``source`` (checked by :func:`check_source`) in ``crs``, as
    :class:`PublicPolygons` with the values of the fields ``names`` (``{keyword: field name}``).
    Refused in one sentence: no polygon, a feature that is not a polygon, a field value missing
    (but in the fields whose keyword is in ``nullable``, which keep None),
    a reprojection that fails; warned: reprojected, skipped or invalid polygons."""
    request = QgsFeatureRequest()
    if source.sourceCrs() != crs:
        feedback.pushWarning(tr(
            "The polygons are in {} and the points in {}: the polygons are reprojected to "
            "{}, the CRS of the output.").format(source.sourceCrs().authid(), crs.authid(),
                                                 crs.authid()))
        request.setDestinationCrs(crs, context.transformContext())
    feedback.pushInfo(tr("Reading polygons…"))
    features, geometries, rings, owners = [], [], [], []
    values = {keyword: [] for keyword in names}
    stage = Stage(feedback, 40, 45)
    total = max(1, source.featureCount())
    try:
        for feature in source.getFeatures(request):
            if feedback.isCanceled():
                raise Cancelled()
            geometries.append(feature.geometry())
            check_polygon(feature.id(), geometries[-1])
            own = planar_rings(geometries[-1])
            rings += own
            owners += [len(features)] * len(own)
            for keyword, name in names.items():
                values[keyword].append(plain(feature[name]))
            features.append(feature)
            if len(features) % 1000 == 0:
                stage.fraction(len(features) / total)
    except QgsCsException as error:
        raise QgsProcessingException(tr(
            "The polygons could not be reprojected to the points' CRS ({}): {}. Reproject "
            "one of the layers first.").format(crs.authid(), error)) from None
    if not features:
        raise QgsProcessingException(tr(
            "The public polygon layer has no polygons; choose a layer with at least one."))
    skipped = source.featureCount() - len(features)
    if skipped > 0:  # Processing's 'skip invalid features' setting
        feedback.pushWarning(tr(
            "{:,} of the {:,} polygons were skipped by Processing's setting for invalid "
            "geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix "
            "Geometries) or set the input's invalid-feature filtering to 'Do not filter'.").format(
            skipped, source.featureCount()))
    for keyword, name in names.items():
        if keyword not in nullable and any(v is None for v in values[keyword]):
            raise QgsProcessingException(tr(
                "Some polygons have no value in the parent field '{}'; fill them first.").format(name))
    warn_invalid(geometries, feedback)
    polygon_set = PolygonSet(rings, owners, len(features))
    areas = np.array([g.area() for g in geometries])
    return PublicPolygons(features, geometries, source.fields(), source.wkbType(), polygon_set, areas,
                          {k: np.array(v, dtype=object) for k, v in values.items()}, names)


def check_polygon(fid, geometry):
    """Refuse a feature of a layer of mixed geometry types that is not a polygon."""
    if not geometry.isEmpty() and geometry.type() != QgsWkbTypes.GeometryType.PolygonGeometry:
        raise QgsProcessingException(tr(
            "Feature {} of the public polygon layer is a {}, not a polygon; keep only the "
            "polygons (e.g. Extract by expression with geometry_type($geometry) = 'Polygon').").format(
            fid, QgsWkbTypes.displayString(geometry.wkbType())))


def warn_invalid(geometries, feedback):
    """Warn (never refuse: the polygons are the user's, public) that invalid polygons, such
    as a ring that crosses itself, are counted by the even–odd rule of
    :mod:`core.pointinpolygon`, which may not be the shape meant."""
    invalid = sum(not g.isEmpty() and not g.isGeosValid() for g in geometries)
    if not invalid:
        return
    feedback.pushWarning((tr(
        "1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the "
        "points inside it by the even–odd rule, which may not be the shape meant; fix it first "
        "with Vector ▸ Geometry Tools ▸ Fix Geometries.") if invalid == 1 else tr(
        "{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count "
        "the points inside them by the even–odd rule, which may not be the shapes meant; fix "
        "them first with Vector ▸ Geometry Tools ▸ Fix Geometries.")).format(invalid, len(geometries)))


def overlap_depth(polygons, feedback):
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


def repeated(features, rows):
    """A copy of ``features[i]`` for each ``i`` of ``rows`` (a table's rows: a polygon per category
    or period), the attribute "fid" left empty where a polygon repeats: a GeoPackage's feature ids
    are unique, and the writer numbers the empty ones."""
    copies = [QgsFeature(features[i]) for i in rows]
    if len(rows) > len(set(np.asarray(rows).tolist())):
        index = copies[0].fields().lookupField("fid") if copies else -1
        for feature in copies if index >= 0 else ():
            feature.setAttribute(index, None)
    return copies


def write_features(algorithm, name, features, fields, columns, *, wkb_type, record, parameters, context, crs,
                   feedback):
    """Write ``features`` to the sink ``name`` of ``algorithm`` (a :class:`~.algorithms.base.SpatialDPAlgorithm`),
    each with its attributes followed by the ``columns`` of the further ``fields``, and store the
    record and style with it."""
    added = fields.names()[len(features[0].attributes()):]
    values = list(zip(*(np.asarray(columns[n], dtype=object).tolist() for n in added)))

    def completed():
        for feature, extra in zip(features, values):
            attributes = feature.attributes()
            feature.setFields(fields, False)  # the feature as it was, with the output's fields
            feature.setAttributes(attributes + list(extra))
            yield feature

    style, store = algorithm.styleAndStore(record, columns)  # the renderer skips None
    dest_id = algorithm.fillSink(parameters, name, context, fields, wkb_type, crs,
                                 lambda sink: add_in_batches(sink, completed(), len(values), feedback), store)
    return algorithm.registerOutput(dest_id, record, style, context)
