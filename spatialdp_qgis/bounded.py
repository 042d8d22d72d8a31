"""A file's points with a user id, bounded per user as they are read (issue 31).

The central grids (UG, AG, PrivTree) count each user's uniform sample of at most k points
(:func:`core.bounding.bound_contributions`). Read whole, a file of 10M points holds its
coordinates and user ids at once (1 GB); here each batch of GDAL's Arrow stream
(:func:`.io.arrow_batches`) goes into a :class:`core.bounding.StreamedBound` as it comes, which
holds only each user's k smallest keys so far: memory follows the users × k, not the points.

The sample is the one the mechanism would draw from the points held in memory: the points with
a user id inside the public domain, in the file's order, keyed from one draw of the release's
generator taken before any other (the draw :class:`core.counting.ArrayCounts` takes first), so
a seeded release is the same bit for bit (docs/reading.md). The domain must therefore be known
before the read: an extent given as coordinates, or none (the data's extent, which holds every
point). The points' count, extent, those outside the domain and those without a user id are
described over every point read, as the whole read would; the file is read to its end or refused
(:func:`.io.arrow_batches`).
"""

import copy

import numpy as np

from ..core import Domain
from ..core.bounding import SampledUsers, StreamedBound
from .io import NotDecoded, PointData, arrow_batches, fast_path_applies, is_missing, ogr_layer, read_points


class BoundedPoints(PointData):
    """Each user's sampled points (``x``, ``y`` and the user ids as ``attributes``), with the
    description of every point read: ``n`` points, their ``extent``, ``outside`` the domain,
    ``without_user`` a user id."""

    reader = "GDAL Arrow stream, each user's sample kept as it is read (memory bounded by the users)"

    def __len__(self):
        return self.n

    def data_domain(self):
        return Domain(*(float(v) for v in self.extent), True)

    def count_outside(self, domain):
        self.check_domain(domain)
        return self.outside

    def missing(self, field):
        return self.without_user

    def known_users(self):
        """These points without those that have no user id, which the sample left out."""
        known = copy.copy(self)
        known.n, known.without_user = self.n - self.without_user, 0
        return known

    def sampled_users(self, field, domain, k):
        """The user ids, marked as already sampled (:class:`core.bounding.SampledUsers`), for a
        release over ``domain`` with at most ``k`` points per user."""
        self.check_domain(domain)
        if k != self.k:
            raise ValueError("the points were sampled for another number of points per user")
        return SampledUsers(self.attributes[field], self.k)

    def check_domain(self, domain):
        """The release's domain must be the one the points were sampled in (a programming error
        otherwise: the sample would not be uniform over the points inside it)."""
        same = domain.as_tuple() == self.extent and domain.data_derived if self.domain is None \
            else domain == self.domain
        if not same:
            raise ValueError("the points were sampled for another domain")


def bounded_points(source, layer, parameter_value, user_field, k, rng, domain, feedback):
    """:class:`BoundedPoints` of ``layer``'s file with at most ``k`` points per user, keyed by one
    draw of ``rng``, inside ``domain`` (None: the data's extent); None, before any draw, where the
    file is not read through its Arrow stream (:func:`.io.fast_path_applies`). A stream that turns
    out not to decode (:class:`.io.NotDecoded`: a multi-point, a line among the points) is read
    whole instead (:func:`.io.read_points`) and sampled with the same keys: the same release."""
    if not fast_path_applies(source, layer, parameter_value):
        return None
    dataset_layer = ogr_layer(layer)
    if dataset_layer is None:
        return None
    bound = StreamedBound(k, rng, n_columns=2)
    try:
        points = _sampled(arrow_batches(dataset_layer, [user_field], feedback), bound, user_field, domain)
    except NotDecoded:
        whole = read_points(source, layer, parameter_value, [user_field], feedback)
        bound.restart()
        batch = [(whole.x, whole.y, whole.attributes, whole.skipped)]
        points = _sampled(batch, bound, user_field, domain, whole.reader, whole.not_points)
    points.k = k
    return points


def _sampled(batches, bound, user_field, domain, reader=BoundedPoints.reader, not_points=0):
    """The :class:`BoundedPoints` of ``batches`` (``(x, y, {field: values}, skipped)``): each
    point with a user id inside ``domain`` goes into ``bound``, every point into the description."""
    points = BoundedPoints(None, None, reader=reader, not_points=not_points)
    points.n = points.outside = points.without_user = 0
    points.domain = domain
    low, high = np.full(2, np.inf), np.full(2, -np.inf)
    for x, y, values, skipped in batches:
        points.n += len(x)
        points.skipped += skipped
        if len(x):
            low = np.minimum(low, (x.min(), y.min()))
            high = np.maximum(high, (x.max(), y.max()))
        ids = values[user_field]
        known = ~is_missing(ids)
        points.without_user += int(len(ids) - known.sum())
        if domain is not None:
            inside = domain.contains(x, y)
            points.outside += int(len(x) - inside.sum())
            known &= inside
        if not known.all():  # most batches: every point inside with a user, no copies
            known = np.flatnonzero(known)
            ids, x, y = ids[known], x[known], y[known]
        bound.add(ids, x, y)
    points.extent = (*low, *high)
    _, points.x, points.y = bound.kept()
    points.attributes = {user_field: bound.kept_users()}
    return points
