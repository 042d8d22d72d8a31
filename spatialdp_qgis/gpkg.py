"""Write a synopsis straight into a GeoPackage, without a Python object per cell.

Going through a Processing feature sink costs about 10 µs per cell (a
QgsFeature, its geometry, the OGR insert), i.e. seconds for the 10⁵–10⁶
cells of a fine grid. A GeoPackage is an SQLite database, so this writer
lets GDAL create the table (columns, CRS, R-tree spatial index, triggers,
GeoPackage bookkeeping), then fills it in one transaction with ``sqlite3.executemany``,
about a hundred rows per INSERT, a block of rows at a time: their GeoPackage geometry blobs
built with numpy and their values turned into Python numbers (so memory holds a block, not
the table's blobs). The R-tree is bulk-loaded (sort-tile-recursive packing, see
:func:`rtree_nodes`, while a second thread inserts the rows: :func:`_alongside`) instead of
inserted row by row, which costs SQLite about 10 µs per rectangle; its three tables go in
sorted by their keys, so that SQLite appends to their B-trees, and keys SQLite would give
the same are left to it (:func:`_insert`); a large table gets larger pages. The options
measured are in docs/outputs.md ("Writing millions of cells"). The table's triggers (which
maintain the R-tree and the feature count through functions only GDAL provides) are set aside
during the bulk load and restored verbatim, so the file stays a normal, editable GeoPackage.
The result is the same layer a sink would write (same fields, same geometries, ring order of
``QgsGeometry.fromRect``).

Used for file destinations ending in ``.gpkg``; every other destination
(memory layers, other formats, databases) goes through the Processing sink.
"""

import re
import sqlite3
import struct
import threading
from concurrent.futures import ThreadPoolExecutor, wait
from functools import partial
from pathlib import Path

import numpy as np
from osgeo import gdal, ogr, osr

from . import compat
from .io import close_dataset, python_values
from .partial import Partial

#: QGIS field types → OGR field types
OGR_TYPES = {compat.LONG_LONG: ogr.OFTInteger64, compat.INT: ogr.OFTInteger,
             compat.DOUBLE: ogr.OFTReal, compat.STRING: ogr.OFTString,
             compat.DATE_TIME: ogr.OFTDateTime}
_HEADER = 8  # "GP", version 0, flags (little-endian, no envelope), srs_id
_WKB = 1 + 4 + 4 + 4 + 5 * 16  # byte order, type, rings, points, 5 vertices


def polygon_blobs(rects, srs_id):
    """GeoPackage geometry blobs of rectangles ``(n, 4)``, one ``(n, 101)`` byte array; the
    ring's coordinates go straight into it (no ``(n, 10)`` ring array beside it)."""
    rects = np.asarray(rects, dtype="<f8")
    n = len(rects)
    blob = np.zeros((n, _HEADER + _WKB), dtype=np.uint8)
    blob[:, 0:2] = (ord("G"), ord("P"))
    blob[:, 3] = 0b00000001
    blob[:, 4:8] = np.frombuffer(np.int32(srs_id).astype("<i4").tobytes(), dtype=np.uint8)
    blob[:, 8] = 1
    blob[:, 9:21] = np.frombuffer(np.array([3, 1, 5], dtype="<u4").tobytes(), dtype=np.uint8)
    ring = blob[:, 21:].view("<f8")  # (n, 10): x0 y0, x1 y0, x1 y1, x0 y1, x0 y0
    for k, corner in enumerate((0, 1, 2, 1, 2, 3, 0, 3, 0, 1)):
        ring[:, k] = rects[:, corner]
    return blob


#: SQLite R-tree layout for 2-D float trees (sqlite/ext/rtree/rtree.c): a node
#: holds at most 51 cells of 8 + 4·4 bytes after a 4-byte header (depth of the
#: tree in the root, number of cells), all big-endian, coordinates as float32.
RTREE_MAX_CELLS = 51
RTREE_CELL = np.dtype([("id", ">i8"), ("minx", ">f4"), ("maxx", ">f4"), ("miny", ">f4"),
                       ("maxy", ">f4")])
RTREE_NODE_SIZE = 4 + RTREE_CELL.itemsize * RTREE_MAX_CELLS


def _float32_outward(low, high):
    """Bounds rounded outward to float32, as SQLite's R-tree stores them."""
    lo = low.astype(np.float32)
    hi = high.astype(np.float32)
    lo = np.where(lo > low, np.nextafter(lo, np.float32(-np.inf)), lo)
    hi = np.where(hi < high, np.nextafter(hi, np.float32(np.inf)), hi)
    return lo, hi


def _str_order(boxes, capacity):
    """Sort-tile-recursive order: slices by x centre, then y centre within a slice (the centres
    in float64 from the float32 bounds)."""
    n = len(boxes)
    slices = int(np.ceil(np.sqrt(np.ceil(n / capacity))))
    cx = (boxes[:, 0].astype(float) + boxes[:, 1]) / 2
    cy = (boxes[:, 2].astype(float) + boxes[:, 3]) / 2
    by_x = np.argsort(cx, kind="stable")
    per_slice = slices * capacity
    slice_of = np.empty(n, dtype=np.int64)
    slice_of[by_x] = np.arange(n) // per_slice
    return np.lexsort((cy, slice_of))


def rtree_nodes(fid, rects):
    """Node pages of a packed R-tree over ``rects`` (xmin, ymin, xmax, ymax).

    Returns the rows of the R-tree's three tables, each sorted by its key (so that SQLite
    appends to its B-tree instead of inserting all over it: rows in tree order made the rowid
    table cost ten times as much, issue 31): ``nodes``, one ``(node numbers, blobs)`` per level
    from the root (node 1) down, ``blobs(start, stop)`` building the ``(k, RTREE_NODE_SIZE)``
    pages of nodes start…stop of the level (a block at a time: the leaves' pages of a million
    cells take 33 MB); ``rowids``, the pair of arrays (fid, its leaf node); ``parents`` (every
    non-root node, its parent).
    """
    ids = np.asarray(fid, dtype=np.int64)
    boxes = np.empty((len(ids), 4), dtype=np.float32)
    boxes[:, 0], boxes[:, 1] = _float32_outward(rects[:, 0], rects[:, 2])
    boxes[:, 2], boxes[:, 3] = _float32_outward(rects[:, 1], rects[:, 3])
    levels = []  # (ids, boxes) of each level's cells in STR order, RTREE_MAX_CELLS to a node
    while True:
        order = _str_order(boxes, RTREE_MAX_CELLS)
        ids, boxes = ids[order], boxes[order]
        del order
        levels.append((ids, boxes))
        n_nodes = _nodes(len(ids))
        if n_nodes == 1:
            break
        start = np.arange(0, len(ids), RTREE_MAX_CELLS)
        boxes = np.column_stack([np.minimum.reduceat(boxes[:, 0], start),
                                 np.maximum.reduceat(boxes[:, 1], start),
                                 np.minimum.reduceat(boxes[:, 2], start),
                                 np.maximum.reduceat(boxes[:, 3], start)])
        ids = np.arange(n_nodes)  # provisional; node numbers are assigned below
    # number the nodes: root 1, then every other level from the top down
    numbers, next_number = [np.array([1])], 2
    for ids, _ in reversed(levels[:-1]):
        numbers.append(np.arange(next_number, next_number + _nodes(len(ids))))
        next_number += len(numbers[-1])
    numbers = numbers[::-1]  # aligned with ``levels`` (leaves first)
    nodes, children, parents = [], [], []
    for level, (ids, boxes) in enumerate(levels):
        own = numbers[level]
        cells = ids if level == 0 else numbers[level - 1][ids]
        depth = len(levels) - 1 if level == len(levels) - 1 else None
        nodes.append((own, partial(_node_blobs, cells, boxes, depth)))
        node = own[np.arange(len(ids)) // RTREE_MAX_CELLS]
        if level == 0:
            by_fid = np.argsort(ids, kind="stable")
            rowids = ids[by_fid], node[by_fid]
        else:
            children.append(cells)
            parents.append(node)
    children, parents = np.concatenate([np.empty(0, dtype=np.int64)] + children), \
        np.concatenate([np.empty(0, dtype=np.int64)] + parents)
    by_child = np.argsort(children, kind="stable")
    return nodes[::-1], rowids, (children[by_child], parents[by_child])


def _nodes(cells):
    """The nodes that hold ``cells`` cells (one, empty, for none)."""
    return max(1, -(-cells // RTREE_MAX_CELLS))


def _node_blobs(cells, boxes, depth, start, stop):
    """The blobs of nodes ``start``…``stop`` of a level whose ``cells`` (child numbers) and
    ``boxes`` fill its nodes in order, :data:`RTREE_MAX_CELLS` to a node (every node full but
    the last): a header (the tree's ``depth`` in the root, the number of cells), then the cells."""
    n_nodes = stop - start
    first, last = start * RTREE_MAX_CELLS, min(stop * RTREE_MAX_CELLS, len(cells))
    header = np.zeros((n_nodes, 2), dtype=">u2")
    header[:, 1] = np.clip(len(cells) - np.arange(start, stop) * RTREE_MAX_CELLS, 0, RTREE_MAX_CELLS)
    if depth is not None and start == 0:
        header[0, 0] = depth
    body = np.zeros(n_nodes * RTREE_MAX_CELLS, dtype=RTREE_CELL)
    body["id"][:last - first] = cells[first:last]
    for k, name in enumerate(("minx", "maxx", "miny", "maxy")):
        body[name][:last - first] = boxes[first:last, k]
    blob = np.empty((n_nodes, RTREE_NODE_SIZE), dtype=np.uint8)
    blob[:, :4] = header.view(np.uint8).reshape(n_nodes, 4)
    blob[:, 4:] = body.view(np.uint8).reshape(n_nodes, -1)
    return blob


def _sql_values(values, field_type):
    """Column values as SQLite stores them (:func:`.io.python_values`: NaN as NULL; date-times:
    GeoPackage ISO 8601 text, UTC, each distinct time converted once — a table's periods repeat
    a few edges over a million rows)."""
    if field_type == compat.DATE_TIME:
        stamps, which = np.unique(np.asarray(values, dtype=float), return_inverse=True)
        text = np.datetime_as_string((stamps * 1000).round().astype("datetime64[ms]"), unit="ms")
        return np.array([t + "Z" for t in text.tolist()], dtype=object)[which].tolist()
    return python_values(values)


def is_gpkg_destination(path):
    """True for a plain GeoPackage file path (no layer or driver options)."""
    return isinstance(path, str) and path.lower().endswith(".gpkg") and "|" not in path


#: table names a GeoPackage reserves (OGC 12-128r18 §1.1.1.1.1: "gpkg_"; SQLite:
#: "sqlite_"; the R-tree index tables: "rtree_") or that QGIS keeps its own data in
_RESERVED_PREFIXES = ("gpkg", "sqlite", "rtree")
_RESERVED_NAMES = {"layer_styles", "qgis_projects"}
#: files SQLite keeps next to a database; a stale one would corrupt a new file of that name
_SQLITE_SIDECARS = ("-wal", "-shm", "-journal")


def table_name(path):
    """The table for ``path``: its stem made a valid, unreserved SQL name.

    Characters other than letters, digits and ``_`` become ``_``; a name that
    is empty, starts with a digit or is reserved by GeoPackage, SQLite or
    QGIS gets the prefix ``grid_``.
    """
    name = re.sub(r"\W", "_", Path(path).stem)
    lower = name.lower()
    if not name or name[0].isdigit() or lower.startswith(_RESERVED_PREFIXES) \
            or lower in _RESERVED_NAMES:
        name = "grid_" + name
    return name


def quote(identifier):
    """An SQL identifier in double quotes, inner quotes doubled."""
    return '"' + identifier.replace('"', '""') + '"'


def _remove_journals(path):
    """Delete SQLite's journal files next to a database."""
    for suffix in _SQLITE_SIDECARS:
        Path(str(path) + suffix).unlink(missing_ok=True)


def _create_table(path, table, fields, crs_wkt, geometry_type):
    """Let GDAL create the GeoPackage with an empty table of ``geometry_type``; OSError if it cannot."""
    srs = osr.SpatialReference()
    srs.ImportFromWkt(crs_wkt)
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    try:  # GDAL reports failures by None or, with its exceptions on (QGIS ≥ 3.38), by raising
        dataset = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
        layer = dataset.CreateLayer(table, srs, geometry_type, ["FID=fid", "GEOMETRY_NAME=geom"]) \
            if dataset is not None else None
        if layer is None:
            raise OSError(gdal.GetLastErrorMsg() or f"GDAL could not create {path}")
        for f in fields:
            definition = ogr.FieldDefn(f.name(), OGR_TYPES[compat.field_type(f)])
            if compat.field_type(f) == compat.STRING and f.length() > 0:
                definition.SetWidth(f.length())  # TEXT(n), as the sink writes a text field of a length
            if layer.CreateField(definition) != 0:
                raise OSError(gdal.GetLastErrorMsg())
        layer = None
        close_dataset(dataset)  # the table, which GDAL defers, is in the file before it is filled
    except RuntimeError as error:
        raise OSError(str(error)) from None
    finally:
        layer = dataset = None


def write_gpkg(path, fields, crs_wkt, rects, columns, cancelled=lambda: False, finish=None, *, blobs=None,
               geometry_type=ogr.wkbPolygon, fid=None, progress=None):
    """Write polygons and their attribute ``columns`` (name → sequence) to ``path``.

    ``fields`` is a QgsFields giving the column order and types; the table is
    :func:`table_name` of the path. The shapes are the rectangles ``rects`` (xmin, ymin, xmax,
    ymax); with ``blobs``, ``rects`` are the bounding boxes of other shapes of ``geometry_type``,
    whose GeoPackage geometry blobs ``blobs(srs_id)(start, stop)`` gives for rows start…stop
    (:func:`wkb_blobs`). The feature ids are 1…n, or ``fid``. The file is built next to
    ``path`` under a hidden, locked name (:class:`partial.Partial`), ``finish(work_path)`` adds
    what else belongs to it there (the style and the metadata), and only then is it moved onto
    ``path``, so an existing file survives a failed write and a killed run leaves no
    complete-looking file without its style. Returns the file's path (it holds that one table),
    or None if ``cancelled()`` became true (asked, once the R-tree is packed, every
    :data:`_POLL_SECONDS` while the rows go in, whose share goes to ``progress``, and at the end:
    :func:`_alongside`); a cancelled or failed write leaves no file. A file
    that cannot be created or filled raises OSError.
    """
    path = Path(path)
    table = table_name(path)
    rects = np.asarray(rects, dtype=float)
    fid = np.arange(1, len(rects) + 1) if fid is None else np.asarray(fid, dtype=np.int64)
    if blobs is None:
        blobs = partial(_rectangle_blobs, rects)
    with Partial(path) as work:
        _create_table(work.path, table, fields, crs_wkt, geometry_type)
        if not _fill(work.path, table, fields, rects, fid, columns, cancelled, blobs, progress or (lambda _: None)):
            return None
        if finish is not None:
            finish(str(work.path))
        rollback_journal(work.path)
        _remove_journals(path)  # a stale -wal file would corrupt the new database
        work.commit()
    return str(path)


def _rectangle_blobs(rects, srs_id):
    """The blobs of the rectangles ``rects`` a block at a time (:func:`polygon_blobs`)."""
    return lambda start, stop: polygon_blobs(rects[start:stop], srs_id)


def ring_blobs(rings, rows):
    """``(rects, blobs)`` for :func:`write_gpkg` of polygons of one ring each, ``rings`` (vertex
    arrays ``(k, 2)``, not closed; :meth:`core.hexagons.PolygonCells.rings`), row ``i`` being
    ``rings[rows[i]]``: each row's bounding box and the blobs (:func:`wkb_blobs`) of the ring
    closed by its first vertex, as ``QgsGeometry.fromPolygonXY`` closes it for the sink."""
    closed = [np.vstack([ring, ring[:1]]).astype("<f8") for ring in rings]
    wkbs = [struct.pack("<BIII", 1, 3, 1, len(ring)) + ring.tobytes() for ring in closed]
    boxes = np.array([(*ring.min(axis=0), *ring.max(axis=0)) for ring in closed], dtype=float).reshape(-1, 4)
    return boxes[np.asarray(rows, dtype=np.int64)], wkb_blobs(wkbs, boxes, rows)


def wkb_blobs(wkbs, boxes, rows):
    """``blobs(srs_id)`` for :func:`write_gpkg`: row ``i`` is the geometry of ISO WKB
    ``wkbs[rows[i]]``, whose bounding box is ``boxes[rows[i]]`` (xmin, ymin, xmax, ymax). Each
    shape's blob — header, envelope (minx, maxx, miny, maxy, as GDAL writes it for all but
    points; OGC 12-128r18 §2.1.3), WKB — is built once, however many rows repeat it (a table's
    categories and periods)."""
    rows = np.asarray(rows, dtype=np.int64)

    def build(srs_id):
        head = struct.pack("<2sBBi", b"GP", 0, 0b00000011, srs_id)  # little-endian, envelope [minx, maxx, miny, maxy]
        shapes = [head + struct.pack("<4d", x0, x1, y0, y1) + bytes(wkb)
                  for wkb, (x0, y0, x1, y1) in zip(wkbs, np.asarray(boxes, dtype=float).tolist())]
        return lambda start, stop: [shapes[i] for i in rows[start:stop].tolist()]
    return build


def rollback_journal(path):
    """Leave the file in SQLite's default journal mode, all its connections closed: QGIS turns
    on WAL when it writes the style, and a file left in WAL mode gets ``-wal``/``-shm`` files
    beside it whenever it is read (and cannot be read from a read-only folder)."""
    try:
        db = sqlite3.connect(str(path), isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode = DELETE")
        finally:
            db.close()
    except sqlite3.Error as error:
        raise OSError(str(error)) from None


#: SQLite's smallest limit on the parameters of one statement (999 before SQLite 3.32)
_MAX_PARAMETERS = 999
#: rows turned into Python values at a time, so that memory holds a block, not the table; a
#: block this small stays in the processor's caches and reuses the memory of the one before
#: (65,536 rows, each block's millions of Python numbers freshly allocated: 1.3× the time)
_BLOCK_ROWS = 1 << 13
#: a table of this many rows or more is written in pages of :data:`_LARGE_PAGE` bytes instead of
#: GDAL's (SQLite's default, 4,096): fewer pages to split, link and write
_LARGE_TABLE = 1 << 16
_LARGE_PAGE = 1 << 14
#: R-tree node pages (1,228 bytes each) built at a time
_BLOB_BLOCK = 1 << 10


def _insert_rows(db, table, fields, fid, geometry, columns, after_block):
    """Insert the rows: ``geometry(start, stop)`` gives the geometry blobs of rows start…stop
    (built a block at a time, so that memory holds a block of blobs, not the table's)."""
    _insert(db, table, ["fid", "geom"] + [f.name() for f in fields], fid, lambda start, stop: [
        _blob_values(geometry(start, stop)),
        *(_sql_values(columns[f.name()][start:stop], compat.field_type(f)) for f in fields)],
        after_block=after_block)


def _blob_values(blobs):
    """Blobs as the ``bytearray`` s SQLite binds: the rows of a ``(n, size)`` byte array, made in one
    call (a byte array viewed as n opaque items of ``size`` bytes; twice as fast as ``bytes`` of
    each row), or a list of ``bytes``. A ``bytearray`` binds without Python's ``sqlite3`` looking
    for an adapter, which it does for every ``bytes``: 1.36M blobs bound in 0.79–0.87 s with the
    copies instead of 0.99–1.01 s (docs/outputs.md)."""
    if isinstance(blobs, np.ndarray):
        blobs = np.ascontiguousarray(blobs).view(f"V{blobs.shape[1]}").ravel().tolist()
    return list(map(bytearray, blobs))


def _insert(db, table, names, keys, block, block_rows=None, after_block=None):
    """Insert rows whose integer primary key ``names[0]`` is ``keys``, their other columns
    ``block(start, stop)`` giving those of rows start…stop as Python sequences, block by block,
    as many rows per INSERT as SQLite's parameter limit allows: one statement per row would pay
    SQLite's per-statement work (and AUTOINCREMENT's bookkeeping) a million times for a million
    cells (issue 31). ``block_rows`` rows make a block (:data:`_BLOCK_ROWS` unless given);
    ``after_block(share of the rows inserted)`` is called after each block.

    Keys that go on from the table's own numbering (:func:`_next_key`, then one more each row) are
    left out, and SQLite numbers the rows the same: a row given its key costs SQLite a look-up of
    that key, a row without one is appended. 1.36M rows of AG's leaves: 1.65 → 1.35 s; the
    R-tree's rowid table: 0.44 → 0.19 s (docs/outputs.md)."""
    key, first = names[0], _next_key(db, table, names[0])
    block_rows = block_rows or _BLOCK_ROWS
    numbered = _go_on(keys, first)
    if numbered:
        names, columns = names[1:], block
    else:
        def columns(start, stop):
            return [keys[start:stop].tolist(), *block(start, stop)]
    width, n = len(names), len(keys)
    per_statement = max(1, _MAX_PARAMETERS // width)
    head = f"INSERT INTO {quote(table)} ({', '.join(map(quote, names))}) VALUES "
    row = f"({', '.join('?' * width)})"
    many = head + ", ".join([row] * per_statement)
    step = per_statement * width
    for start in range(0, n, block_rows):
        stop = min(start + block_rows, n)
        values = [None] * ((stop - start) * width)  # row-major: the rows' values one after another
        for j, column in enumerate(columns(start, stop)):
            values[j::width] = column
        full = len(values) // step * step
        db.executemany(many, (values[i:i + step] for i in range(0, full, step)))
        if full < len(values):
            db.execute(head + ", ".join([row] * ((len(values) - full) // width)), values[full:])
        if after_block is not None:
            after_block(stop / n)
    if numbered and _next_key(db, table, key) != first + n:
        raise OSError(f"SQLite did not number the rows of {table} {first}…{first + n - 1}")


def _go_on(keys, first):
    """Whether ``keys`` are first, first + 1, …, compared a block at a time (an array of the keys'
    size would add to the writer's peak memory)."""
    return all(np.array_equal(keys[start:start + _BLOCK_ROWS], np.arange(first + start, first + min(
        start + _BLOCK_ROWS, len(keys)))) for start in range(0, len(keys), _BLOCK_ROWS))


def _next_key(db, table, key):
    """The key SQLite gives a row inserted into ``table`` without its integer primary key
    ``key``: one more than the largest the table holds or, for an AUTOINCREMENT table (a
    GeoPackage's features), has ever held (https://sqlite.org/autoinc.html)."""
    (largest,) = db.execute(f"SELECT coalesce(max({quote(key)}), 0) FROM {quote(table)}").fetchone()
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").fetchone():
        largest = max([largest] + [seq for seq, in db.execute(
            "SELECT seq FROM sqlite_sequence WHERE name = ?", (table,))])
    return largest + 1


def _insert_pairs(db, table, names, keys, values):
    """Insert rows of two columns: integer ``keys``, and integer ``values`` or blobs, which
    ``values(start, stop)`` builds for rows start…stop (:data:`_BLOB_BLOCK` rows at a time)."""
    if callable(values):
        _insert(db, table, names, keys, lambda start, stop: [_blob_values(values(start, stop))],
                block_rows=_BLOB_BLOCK)
    else:
        _insert(db, table, names, keys, lambda start, stop: [values[start:stop].tolist()])


#: the share of the write the rows are reported as: the rest (R-tree, style, record, the move onto
#: the file's name) is done when the caller reports 100 %, so that a progress of 100 % means a
#: complete file
_ROWS_SHARE = 0.9


#: how often the rows' progress is reported, and a cancel looked for, while they go in
_POLL_SECONDS = 0.1


class _Cancelled(Exception):
    """Cancelled between two blocks of rows."""


def _alongside(insert, pack, progress, cancelled):
    """``insert(after_block)`` in a second thread while this one returns ``pack()``: SQLite lets go
    of Python's lock while it steps, and numpy packs the R-tree meanwhile. Progress and cancel stay
    in this thread, whose QGIS feedback it is: once the R-tree is packed (a fifth of the rows'
    time for AG's leaves), the rows' share is reported every :data:`_POLL_SECONDS`, and a cancel
    stops the insert after its block (:class:`_Cancelled`)."""
    share, stop = [0.0], threading.Event()

    def after_block(done):
        share[0] = done
        if stop.is_set():
            raise _Cancelled()

    with ThreadPoolExecutor(1) as worker:
        rows = worker.submit(insert, after_block)
        try:
            packed = pack()
            while not wait([rows], timeout=_POLL_SECONDS).done:
                progress(_ROWS_SHARE * share[0])
                if cancelled():
                    stop.set()
        finally:
            stop.set()  # whatever stopped this thread stops the insert too
        rows.result()
    progress(_ROWS_SHARE)
    return packed


def _fill(path, table, fields, rects, fid, columns, cancelled, blobs, progress):
    """Insert the rows and the packed R-tree in one transaction; False if cancelled."""
    db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)  # one thread at a time
    try:
        # a file being created needs no durable journal: if the run dies, it is deleted
        db.execute("PRAGMA synchronous = OFF")
        db.execute("PRAGMA journal_mode = MEMORY")
        if len(rects) >= _LARGE_TABLE:
            db.execute(f"PRAGMA page_size = {_LARGE_PAGE}")
            db.execute("PRAGMA temp_store = MEMORY")  # VACUUM's copy: not in a temp folder that may be full
            db.execute("VACUUM")  # the file holds GDAL's empty tables: rebuilt in milliseconds
        db.execute("BEGIN")
        row = db.execute("SELECT srs_id FROM gpkg_geometry_columns WHERE table_name = ?", (table,)).fetchone()
        if row is None:
            raise OSError(f"GDAL did not create the table {table} in {path}")
        srs_id = row[0]
        triggers = db.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' "
                              "AND tbl_name = ?", (table,)).fetchall()
        for name, _ in triggers:
            db.execute(f"DROP TRIGGER {quote(name)}")
        nodes, rowids, parents = _alongside(partial(_insert_rows, db, table, fields, fid, blobs(srs_id), columns),
                                            partial(rtree_nodes, fid, rects), progress, cancelled)
        rtree = f"rtree_{table}_geom"
        for suffix in ("node", "rowid", "parent"):
            db.execute(f"DELETE FROM {quote(rtree + '_' + suffix)}")
        for level in nodes:
            _insert_pairs(db, f"{rtree}_node", ("nodeno", "data"), *level)
        _insert_pairs(db, f"{rtree}_rowid", ("rowid", "nodeno"), *rowids)
        _insert_pairs(db, f"{rtree}_parent", ("nodeno", "parentnode"), *parents)
        db.execute("UPDATE gpkg_ogr_contents SET feature_count = ? WHERE table_name = ?",
                   (len(rects), table))
        if len(rects):
            db.execute("UPDATE gpkg_contents SET min_x = ?, min_y = ?, max_x = ?, max_y = ? "
                       "WHERE table_name = ?", (rects[:, 0].min(), rects[:, 1].min(),
                                                rects[:, 2].max(), rects[:, 3].max(), table))
        for _, sql in triggers:
            db.execute(sql)
        if cancelled():
            return False
        db.execute("COMMIT")
    except _Cancelled:
        return False
    except sqlite3.Error as error:
        raise OSError(str(error)) from None
    finally:
        db.close()
    return True
