"""Large files counted batch by batch: memory bounded by the grid, not the data (issue 14).

A GeoPackage (or any file GDAL streams as Arrow) of more than
:data:`STREAM_ABOVE` features is not read whole when the mechanism only needs
its counts (UG, AG, the polygon counts) and the unit of privacy is the point: each question of
the count source (:class:`core.counting.BatchCounts`) is one pass over the
file's Arrow stream (:func:`.io.arrow_batches`), summing the batches'
histograms. The description pass (the number of points, their extent, the points inside
the extent: the total a noisy N needs) keeps the coordinates of the points inside the extent
(all of them when no extent is given as coordinates), in float64 as read, as long as they take
at most :data:`HOLD_BYTES`: the questions then read those instead of the file, so that AG
reads the file once instead of three times (issue 31). A larger file is read again for each
question (UG twice, AG three times), in memory bounded by the grid. Either way the counts, hence
the release for a given seed, are those of the in-memory path.
"""

from functools import partial

import numpy as np
from qgis.core import QgsProcessingException

from ..core import Domain
from ..core.counting import BatchCounts
from ..core.mechanisms.polygons import BatchPointsInPolygons
from .i18n import tr
from .io import NotDecoded, arrow_batches, fast_path_applies, ogr_layer

#: files with more features than this are counted batch by batch
STREAM_ABOVE = 5_000_000
#: the coordinates the description pass keeps for the count questions, at most (16 bytes a
#: point: 16M points); beyond it each question reads the file again
HOLD_BYTES = 256 << 20
#: held points a question reads at a time (its temporaries: a few arrays of this length)
HELD_CHUNK = 1 << 18


class StreamedPoints:
    """The points of a file, described in one pass that keeps only their coordinates, and those
    only up to :data:`HOLD_BYTES` (module docstring); :meth:`counts` is the count source."""

    reader = "GDAL Arrow stream, batch by batch (memory bounded by the grid)"
    feature = x = y = None
    attributes = {}

    def __init__(self, layer, feedback, domain=None):
        self.layer, self.feedback, self.domain = layer, feedback, domain
        self.n = self.skipped = self.inside = 0
        self.rows = self.held = None
        low, high = np.full(2, np.inf), np.full(2, -np.inf)
        # two arrays of the layer's size, not one per batch: freed, they go back to the system
        capacity = layer.featureCount()
        held = np.empty((2, capacity)) if 0 <= 16 * capacity <= HOLD_BYTES else None
        kept = 0  # the points inside ``domain`` (every point without one)
        for x, y, _, skipped in self.passes():
            self.n += len(x)
            self.skipped += skipped
            if len(x):
                low = np.minimum(low, (x.min(), y.min()))
                high = np.maximum(high, (x.max(), y.max()))
            if domain is not None:
                x, y, _ = domain.clip(x, y)
                self.inside += len(x)
            if held is not None and kept + len(x) > capacity:  # more rows than the layer said
                held = None
            if held is not None:
                held[0, kept:kept + len(x)], held[1, kept:kept + len(x)] = x, y
            kept += len(x)
        self.extent = (*low, *high)
        self.held = None if held is None else held[:, :kept]

    def passes(self):
        """One pass over the file: its batches (opened anew, so that passes are independent).
        Every pass must read the rows of the first: a file changed between passes is refused,
        as the release would count one state of it in a pass and another in the next."""
        dataset_layer = ogr_layer(self.layer)
        if dataset_layer is None:
            raise NotDecoded()
        rows = 0
        for x, y, values, skipped in arrow_batches(dataset_layer, [], self.feedback):
            rows += len(x) + skipped
            yield x, y, values, skipped
        if self.rows is None:
            self.rows = rows
        elif rows != self.rows:
            raise QgsProcessingException(tr(
                "'{}' changed while it was read ({:,} features, then {:,}); nothing was written. Run "
                "again once nothing writes to it.").format(dataset_layer[0].GetDescription(), self.rows, rows))

    def __len__(self):
        return self.n

    def data_domain(self):
        return Domain(*(float(v) for v in self.extent), True)

    def count_outside(self, domain):
        if domain != self.domain:
            if self.domain is not None:  # the points held are those inside another extent
                self.held = None
            self.domain = domain
            # the data's own extent holds every point: no pass needed
            self.inside = self.n if domain.data_derived and domain.as_tuple() == self.extent else \
                sum(int(domain.contains(x, y).sum()) for x, y in self.coordinates())
        return self.n - self.inside

    def counts(self, domain, rng, user_ids=None, max_per_user=None):
        """The count source over ``domain``; the points inside it, already counted for
        :meth:`count_outside`, are its total (a noisy N reads no pass of its own). The points held
        are handed over to it: they are its alone, freed when it is told that no question follows
        (:meth:`core.counting.BatchCounts.let_go`; 160 MB at 10M points, issue 31)."""
        held, self.held = self.held, None
        return BatchCounts(partial(self._coordinates, held), domain, self.inside if domain == self.domain else None)

    def polygon_counts(self, user_ids=None, max_per_user=None):
        """The count source of the polygon counts (the unit of privacy is the point)."""
        return BatchPointsInPolygons(self.coordinates)

    def coordinates(self):
        """One pass over the points' ``(x, y)`` arrays: those held (the points inside the
        extent, which every question clips to), :data:`HELD_CHUNK` at a time, else read again
        from the file."""
        return self._coordinates(self.held)

    def _coordinates(self, held):
        if held is not None:
            return (held[:, i:i + HELD_CHUNK] for i in range(0, held.shape[1], HELD_CHUNK))
        return ((x, y) for x, y, _, _ in self.passes())


def streamed_points(source, layer, parameter_value, fields, feedback, domain=None):
    """:class:`StreamedPoints` for a large file read only for its counts, else None."""
    if fields or not fast_path_applies(source, layer, parameter_value) \
            or source.featureCount() <= STREAM_ABOVE:
        return None
    try:
        return StreamedPoints(layer, feedback, domain)
    except NotDecoded:
        return None
