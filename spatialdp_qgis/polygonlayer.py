"""Public polygons read from a QGIS layer: the domain of a mechanism declared on polygons
(:data:`core.declaration.POLYGONS`, e.g. spatialdp:polygoncounts; docs/polygons.md).

:func:`read_polygons` reads the polygons (their rings for :class:`core.pointinpolygon.PolygonSet`,
their attributes and geometry for the output, the values of given fields) into
:class:`PublicPolygons`; :func:`overlap_depth` finds which polygons' interiors overlap (an
edge's line or GEOS), from which :func:`core.mechanisms.polygons.overlap_depth_bound` makes the
bound D; :func:`write_features` writes them back with the released columns (a GeoPackage file
directly, :func:`direct_write`, where its shapes and fields allow). The same layer is
the zones of spatialdp:odflows and spatialdp:evaluateflows (:class:`.algorithms.odflows.PolygonZoneReader`).
Every refusal is one sentence; nothing here depends on the points.
"""

import struct
from dataclasses import dataclass

import numpy as np
from osgeo import ogr
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
from . import compat
from .destination import sink_value
from .gpkg import OGR_TYPES, is_gpkg_destination, wkb_blobs
from .i18n import tr
from .io import WRITE_BATCH, Cancelled, Stage, add_in_batches, attribute_values, plain

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


def write_features(algorithm, name, features, fields, columns, *, rows=None, wkb_type, record, parameters, context,
                   crs, feedback):
    """Write ``features`` to the sink ``name`` of ``algorithm`` (a :class:`~.algorithms.base.SpatialDPAlgorithm`),
    each with its attributes followed by the ``columns`` of the further ``fields``, and store the
    record and style with it. ``rows``: the feature of each output row (a table's rows: a polygon
    per category and period; default: each feature once), the attribute "fid" left empty where a
    polygon repeats (a GeoPackage's feature ids are unique, and the writer numbers the empty ones).

    A GeoPackage file is written directly (:func:`direct_write`) where its fields and shapes
    allow; elsewhere the features go through the sink a batch at a time, so that neither writer
    holds a Python object per row of the whole table."""
    rows = np.arange(len(features)) if rows is None else np.asarray(rows, dtype=np.int64)
    style, store = algorithm.styleAndStore(record, columns)  # the renderer skips None
    path = sink_value(parameters.get(name), context)
    direct = direct_write(features, fields, columns, rows, wkb_type) if is_gpkg_destination(path) else None
    if direct is not None:
        written, rects, values, fid, geometry = direct
        dest_id = algorithm.writeGeoPackage(name, path, written, crs, rects, values, store, parameters, context,
                                            feedback, fid=fid, **geometry)
    else:
        dest_id = algorithm.fillSink(parameters, name, context, fields, wkb_type, crs,
                                     lambda sink: add_in_batches(sink, completed(features, fields, columns, rows),
                                                                 len(rows), feedback), store)
    return algorithm.registerOutput(dest_id, record, style, context)


def completed(features, fields, columns, rows):
    """The output features, a copy of ``features[i]`` for each ``i`` of ``rows`` with the further
    ``columns`` (:func:`write_features`), made a batch at a time."""
    own = len(features[0].attributes())
    added = [fields.field(i) for i in range(own, fields.count())]
    fid = fields.lookupField("fid") if len(rows) > len(np.unique(rows)) else -1
    for start in range(0, len(rows), WRITE_BATCH):
        block = rows[start:start + WRITE_BATCH].tolist()
        values = [attribute_values(f, columns[f.name()][start:start + WRITE_BATCH]) for f in added]
        for row, extra in zip(block, zip(*values) if values else [()] * len(block)):
            feature = QgsFeature(features[row])
            attributes = feature.attributes()
            if 0 <= fid < own:
                attributes[fid] = None
            feature.setFields(fields, False)  # the feature as it was, with the output's fields
            feature.setAttributes(attributes + list(extra))
            yield feature


#: the shapes the direct GeoPackage writer takes, and the types of the features' own fields (numbers
#: and text: a time is written as the sink writes it only by the sink); the rest goes through the sink
_DIRECT_SHAPES = {QgsWkbTypes.Type.Polygon: ogr.wkbPolygon, QgsWkbTypes.Type.MultiPolygon: ogr.wkbMultiPolygon}
_OWN_TYPES = (compat.INT, compat.LONG_LONG, compat.DOUBLE, compat.STRING)


def direct_write(features, fields, columns, rows, wkb_type):
    """What :func:`gpkg.write_gpkg` needs to write these features as the sink would — ``(fields,
    rects, columns, fid, geometry options)``: the fields but "fid" (the feature id column), each
    row's bounding box, every column by name (the features' own attributes taken by ``rows``),
    the feature ids (the features' own where they do not repeat) and their shapes
    (:func:`gpkg.wkb_blobs`) — or None where only the sink can: a curved, Z or M shape, an empty
    one, a field of the features of another type than a number or text (a date, a boolean)."""
    kind = _DIRECT_SHAPES.get(wkb_type)
    own = len(features[0].attributes()) if features else 0
    names = fields.names()
    if kind is None or not features or ("fid" in names and names.index("fid") != 0) or \
            any(compat.field_type(f) not in (_OWN_TYPES if i < own else OGR_TYPES) for i, f in enumerate(fields)):
        return None
    wkbs, boxes = [], []
    for feature in features:
        geometry = QgsGeometry(feature.geometry())
        if geometry.isNull() or geometry.isEmpty():
            return None
        if QgsWkbTypes.isMultiType(wkb_type) and not geometry.isMultipart():
            geometry.convertToMultiType()  # as the sink does for a layer of multi-polygons
        if geometry.wkbType() != wkb_type:
            return None
        box = geometry.boundingBox()
        wkbs.append(geometry.asWkb())
        boxes.append((box.xMinimum(), box.yMinimum(), box.xMaximum(), box.yMaximum()))
    values = np.empty((len(features), own), dtype=object)  # (object: a value may be a list)
    for i, feature in enumerate(features):
        values[i, :] = [plain(v) for v in feature.attributes()]
    written = QgsFields()
    for field in fields:
        if field.name() != "fid":
            written.append(field)
    out = {**{name: values[rows, i] for i, name in enumerate(names[:own])}, **columns}
    fid = None
    if "fid" in names and len(rows) == len(np.unique(rows)) and None not in values[:, 0].tolist():
        fid = out["fid"].astype(np.int64)
    boxes = np.array(boxes, dtype=float).reshape(-1, 4)
    return written, boxes[rows], out, fid, {"blobs": wkb_blobs(wkbs, boxes, rows), "geometry_type": kind}
