"""Large files counted batch by batch: memory bounded by the grid, not the data (issue 14).

A GeoPackage (or any file GDAL streams as Arrow) of more than
:data:`STREAM_ABOVE` features is not read whole when the mechanism only needs
its counts (UG, AG, the polygon counts) and the unit of privacy is the point: each question of
the count source (:class:`core.counting.BatchCounts`) is one pass over the
file's Arrow stream (:func:`.io.arrow_batches`), summing the batches'
histograms. UG reads the file twice (a description, then its cells), AG
three times (its leaves are a pass of their own); the description counts the
points inside the extent, which is the total a noisy N needs. The counts, hence the
release for a given seed, are those of the in-memory path.
"""

import numpy as np
from qgis.core import QgsProcessingException

from ..core import Domain
from ..core.counting import BatchCounts
from ..core.mechanisms.polygons import BatchPointsInPolygons
from .i18n import tr
from .io import NotDecoded, arrow_batches, fast_path_applies, ogr_layer

#: files with more features than this are counted batch by batch
STREAM_ABOVE = 5_000_000


class StreamedPoints:
    """The points of a file, described in one pass without holding them (as
    :class:`~.postgis.DatabasePoints`); :meth:`counts` is the count source."""

    reader = "GDAL Arrow stream, batch by batch (memory bounded by the grid)"
    feature = x = y = None
    attributes = {}

    def __init__(self, layer, feedback, domain=None):
        self.layer, self.feedback, self.domain = layer, feedback, domain
        self.n = self.skipped = self.inside = 0
        self.rows = None
        low, high = np.full(2, np.inf), np.full(2, -np.inf)
        for x, y, _, skipped in self.passes():
            self.n += len(x)
            self.skipped += skipped
            if len(x):
                low = np.minimum(low, (x.min(), y.min()))
                high = np.maximum(high, (x.max(), y.max()))
            if domain is not None:
                self.inside += int(domain.contains(x, y).sum())
        self.extent = (*low, *high)

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
            self.domain = domain
            # the data's own extent holds every point: no pass needed
            self.inside = self.n if domain.data_derived and domain.as_tuple() == self.extent else \
                sum(int(domain.contains(x, y).sum()) for x, y, _, _ in self.passes())
        return self.n - self.inside

    def counts(self, domain, rng, user_ids=None, max_per_user=None):
        """The count source over ``domain``; the points inside it, already counted for
        :meth:`count_outside`, are its total (a noisy N reads no pass of its own)."""
        return BatchCounts(self.coordinates, domain, self.inside if domain == self.domain else None)

    def polygon_counts(self, user_ids=None, max_per_user=None):
        """The count source of the polygon counts (the unit of privacy is the point)."""
        return BatchPointsInPolygons(self.coordinates)

    def coordinates(self):
        """One pass over the points' ``(x, y)`` arrays."""
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
