"""Read an OGR layer's Arrow stream (GDAL ≥ 3.6) straight into numpy arrays.

GDAL exports a layer as an Arrow C stream (``ogr.Layer.GetArrowStream``).
Its record batches are C structs of the Arrow C Data Interface
(https://arrow.apache.org/docs/format/CDataInterface.html); this module maps
them with ``ctypes`` and copies their buffers into numpy arrays, decoding the
WKB of points without a Python object per feature.

GDAL 3.6.2's own ``GetArrowStreamAsNumPy`` returns empty values for a
binary column without a null bitmap (every geometry comes back as ``b""``),
which is why the structs are read here rather than through that helper.
Its GeoPackage-specific stream also returns empty geometries when the
geometry is the only column; :func:`record_batches` always adds the FID, and
:meth:`Column.points` refuses a stream with a non-null empty WKB, so a
broken stream is never mistaken for missing points.
"""

import ctypes

import numpy as np
from osgeo import gdal


class ArrowSchema(ctypes.Structure):
    pass


ArrowSchema._fields_ = [
    ("format", ctypes.c_char_p),
    ("name", ctypes.c_char_p),
    ("metadata", ctypes.c_void_p),
    ("flags", ctypes.c_int64),
    ("n_children", ctypes.c_int64),
    ("children", ctypes.POINTER(ctypes.POINTER(ArrowSchema))),
    ("dictionary", ctypes.c_void_p),
    ("release", ctypes.c_void_p),
    ("private_data", ctypes.c_void_p),
]


class ArrowArray(ctypes.Structure):
    pass


ArrowArray._fields_ = [
    ("length", ctypes.c_int64),
    ("null_count", ctypes.c_int64),
    ("offset", ctypes.c_int64),
    ("n_buffers", ctypes.c_int64),
    ("n_children", ctypes.c_int64),
    ("buffers", ctypes.POINTER(ctypes.c_void_p)),
    ("children", ctypes.POINTER(ctypes.POINTER(ArrowArray))),
    ("dictionary", ctypes.c_void_p),
    ("release", ctypes.c_void_p),
    ("private_data", ctypes.c_void_p),
]

#: Arrow format strings of fixed-width numeric columns → numpy dtypes
_NUMERIC = {"c": "i1", "C": "u1", "s": "<i2", "S": "<u2", "i": "<i4", "I": "<u4",
            "l": "<i8", "L": "<u8", "f": "<f4", "g": "<f8", "tdD": "<i4", "tdm": "<i8"}
#: Arrow format strings of integer columns (kept exact: ids may exceed 2**53)
_INTEGER = ("c", "C", "s", "S", "i", "I", "l", "L")
#: seconds per unit of Arrow timestamps ("tss:…", "tsm:…", "tsu:…", "tsn:…")
_TIMESTAMP_UNITS = {"s": 1.0, "m": 1e-3, "u": 1e-6, "n": 1e-9}
#: WKB geometry type codes of a single point → size in bytes
POINT_WKB_SIZE = {1: 21, 1001: 29, 0x80000001: 29, 2001: 29, 3001: 37}
#: WKB geometry type codes of a single line string (ISO and extended Z/M) → coordinates per vertex
LINE_WKB_DIMENSIONS = {2: 2, 1002: 3, 2002: 3, 3002: 4, 0x80000002: 3, 0x40000002: 3, 0xC0000002: 4}


def _buffer(address, nbytes, dtype=np.uint8):
    if not address or nbytes <= 0:
        return np.empty(0, dtype=dtype)
    raw = (ctypes.c_uint8 * nbytes).from_address(address)
    return np.frombuffer(raw, dtype=np.uint8).copy().view(dtype)


def columns(schema_object):
    """``[(name, format)]`` of the stream's top-level columns."""
    schema = ArrowSchema.from_address(schema_object._getPtr())
    children = [schema.children[i].contents for i in range(schema.n_children)]
    return [(c.name.decode(), c.format.decode()) for c in children]


class Column:
    """One column of a record batch: validity mask and buffers as numpy arrays."""

    def __init__(self, array, fmt):
        self.fmt = fmt
        self.length = array.length
        self.offset = array.offset
        buffers = [array.buffers[i] for i in range(array.n_buffers)]
        n = array.offset + array.length
        if buffers and buffers[0] and array.null_count != 0:
            bits = _buffer(buffers[0], (n + 7) // 8)
            self.valid = np.unpackbits(bits, bitorder="little")[array.offset:n].astype(bool)
        else:
            self.valid = np.ones(array.length, dtype=bool)
        self.buffers = buffers

    def numeric(self):
        """Values of a numeric, date or timestamp column as float (NaN where null)."""
        n = self.offset + self.length
        if self.fmt.startswith("ts"):
            values = _buffer(self.buffers[1], 8 * n, "<i8")[self.offset:].astype(float)
            values *= _TIMESTAMP_UNITS[self.fmt[2]]
        elif self.fmt in _NUMERIC:
            dtype = np.dtype(_NUMERIC[self.fmt])
            values = _buffer(self.buffers[1], dtype.itemsize * n, dtype)[self.offset:].astype(float)
            if self.fmt == "tdD":
                values *= 86400.0
            elif self.fmt == "tdm":
                values *= 1e-3
        else:
            raise TypeError(f"not a numeric Arrow column: {self.fmt}")
        values[~self.valid] = np.nan
        return values

    def _binary(self):
        n = self.offset + self.length
        wide = self.fmt in ("Z", "U")
        offsets = _buffer(self.buffers[1], (8 if wide else 4) * (n + 1), "<i8" if wide else "<i4")
        offsets = offsets[self.offset:].astype(np.int64)
        data = _buffer(self.buffers[2], int(offsets[-1]) if len(offsets) else 0)
        return offsets, data

    def strings(self):
        """Values of a utf8 column as an object array (None where null)."""
        if self.fmt not in ("u", "U"):
            raise TypeError(f"not a string Arrow column: {self.fmt}")
        offsets, data = self._binary()
        raw = data.tobytes()
        out = np.array([raw[a:b].decode("utf-8") for a, b in zip(offsets[:-1], offsets[1:])],
                       dtype=object)
        out[~self.valid] = None
        return out

    def integers(self):
        """Values of an integer column, exactly: the integer array, or objects with None for null."""
        dtype = np.dtype(_NUMERIC[self.fmt])
        n = self.offset + self.length
        values = _buffer(self.buffers[1], dtype.itemsize * n, dtype)[self.offset:]
        values = values.astype(dtype.newbyteorder("="))
        if self.valid.all():
            return values
        out = values.astype(object)
        out[~self.valid] = None
        return out

    def values(self):
        """Integers exactly, other numbers, dates and times as float (NaN where null),
        strings as objects (None where null)."""
        if self.fmt in ("u", "U"):
            return self.strings()
        if self.fmt in _INTEGER:
            return self.integers()
        return self.numeric()

    def points(self):
        """``(x, y, ok)`` from a WKB column; ``None`` if any geometry is not a single point.

        ``ok`` is False for null geometries and empty points (NaN coordinates).
        """
        if self.fmt not in ("z", "Z"):
            return None
        offsets, data = self._binary()
        start = offsets[:-1]
        lengths = np.diff(offsets)
        if (self.valid & (lengths == 0)).any():
            return None  # a non-null geometry without bytes: the stream is broken
        present = self.valid
        if not present.any():
            return np.empty(self.length), np.empty(self.length), present
        size = int(lengths[present][0])
        if not (lengths[present] == size).all() or size < 21:
            return None
        if present.all() and len(data) == size * self.length:
            rows = data.reshape(self.length, size)  # contiguous, equal sizes: no gather
        else:
            rows = data[start[present, None] + np.arange(size)]
        if not (rows[:, 0] == 1).all():  # GDAL writes little-endian WKB
            return None
        kind = rows[:, 1:5].view("<u4")[:, 0]  # strided views of the rows: no copy
        if not (kind == kind[0]).all() or POINT_WKB_SIZE.get(int(kind[0])) != size:
            return None
        xy = rows[:, 5:21].view("<f8")
        if len(xy) == self.length:  # every geometry present
            x, y = xy[:, 0].copy(), xy[:, 1].copy()
        else:
            x = np.full(self.length, np.nan)
            y = np.full(self.length, np.nan)
            x[present], y[present] = xy[:, 0], xy[:, 1]
        return x, y, present & np.isfinite(x) & np.isfinite(y)


    def line_ends(self):
        """``(x0, y0, x1, y1, ok)``: the first and last vertex of each line string of a WKB column;
        ``None`` if any geometry is not a single line string (a multi-line is left to QGIS).

        ``ok`` is False for null geometries, empty lines and non-finite ends."""
        if self.fmt not in ("z", "Z"):
            return None
        offsets, data = self._binary()
        lengths = np.diff(offsets)
        if (self.valid & (lengths < 9)).any():
            return None  # a non-null geometry without its header: the stream is broken
        start = offsets[:-1][self.valid]
        if not (data[start] == 1).all():  # GDAL writes little-endian WKB
            return None
        header = data[start[:, None] + np.arange(1, 9)].copy().view("<u4")
        kinds, n = header[:, 0], header[:, 1].astype(np.int64)
        dimension = np.zeros(len(kinds), dtype=np.int64)
        for kind in np.unique(kinds):
            if int(kind) not in LINE_WKB_DIMENSIONS:
                return None
            dimension[kinds == kind] = LINE_WKB_DIMENSIONS[int(kind)]
        if (lengths[self.valid] != 9 + 8 * n * dimension).any():
            return None
        nonempty = n > 0
        ends = np.full((self.length, 4), np.nan)
        first = start[nonempty] + 9
        last = first + 8 * (n[nonempty] - 1) * dimension[nonempty]
        rows = np.flatnonzero(self.valid)[nonempty]
        ends[rows, :2] = data[first[:, None] + np.arange(16)].copy().view("<f8")
        ends[rows, 2:] = data[last[:, None] + np.arange(16)].copy().view("<f8")
        return (*ends.T, np.isfinite(ends).all(axis=1))


class StreamError(Exception):
    """The stream cannot be read to its end: GDAL reported an error, or the stream gave more or
    fewer rows than the layer's feature count (a damaged file; issue 23). ``args``: the rows
    received, the rows expected, GDAL's message (None when GDAL reported no error, '' when it
    reported one without a message)."""


def _next_batch(stream):
    """The stream's next batch (None at its end), or :class:`StreamError` with GDAL's message
    when GDAL reports a failure, whether GDAL's Python exceptions are on (a RuntimeError, QGIS
    ≥ 3.38) or off (the last error, which GDAL 3.6 sets while it goes on returning empty
    batches forever)."""
    gdal.ErrorReset()
    try:
        batch = stream.GetNextRecordBatch()
    except RuntimeError as error:
        raise StreamError(str(error).strip() or gdal.GetLastErrorMsg().strip()) from None
    if gdal.GetLastErrorType() >= gdal.CE_Failure:
        raise StreamError(gdal.GetLastErrorMsg().strip())
    return batch


def record_batches(ogr_layer, fields, expected: int):
    """Yield ``{column name: Column}`` for each record batch of the layer's stream.

    Only the geometry, the FID and ``fields`` are read. The FID is kept on
    purpose: GDAL 3.6.2's GeoPackage stream returns empty geometries when the
    geometry is its only column. The columns' buffers are valid until the
    next batch is requested.

    ``expected`` is the layer's feature count: the stream stops with :class:`StreamError`
    on a GDAL error or as soon as more rows than that have come, and at its end when fewer
    came. A damaged GeoPackage makes GDAL 3.6 return batches without end after "database disk
    image is malformed"; neither that nor a stream cut short can pass for the layer's points.
    """
    definition = ogr_layer.GetLayerDefn()
    names = [definition.GetFieldDefn(i).GetName() for i in range(definition.GetFieldCount())]
    ogr_layer.SetIgnoredFields([n for n in names if n not in fields])
    stream = ogr_layer.GetArrowStream(["INCLUDE_FID=YES"])
    names = columns(stream.GetSchema())
    received = 0
    while True:
        try:
            batch = _next_batch(stream)
        except StreamError as error:
            raise StreamError(received, expected, *error.args) from None
        if batch is None:
            if received != expected:
                raise StreamError(received, expected, None)
            return
        array = ArrowArray.from_address(batch._getPtr())
        received += array.length
        if received > expected:
            raise StreamError(received, expected, None)
        yield {name: Column(array.children[i].contents, fmt)
               for i, (name, fmt) in enumerate(names)}
        del batch  # releases the batch's buffers (ours are copies)
