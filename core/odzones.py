"""The zones of an origin–destination release: grid cells or public polygons (docs/odflows.md §1).

A zoning answers three public questions for :func:`core.mechanisms.odflows.od_flows`: how many
zones there are (``n``), which trips count (``keeps``) and in which zone each end lies
(``locate``). Every trip lies in exactly one origin zone and one destination zone, so one trip
changes exactly one pair count, and one unit of privacy with at most k trips changes the pair
table by at most k in L1 norm whatever the zoning.

- :class:`GridZones`: the m×m cells of a square grid over Ω (:meth:`core.domain.Domain.cell_index`);
  a trip counts when both its ends lie in Ω.
- :class:`PolygonZones`: the user's public polygons, located with the exact point-in-polygon code
  of ``polygoncounts`` (:mod:`core.pointinpolygon`, even–odd rule and its tie rule) and capped
  to the first polygon in the layer's order (:func:`core.pointinpolygon.first_memberships` with
  D = 1), plus one zone *outside* every polygon: every trip counts somewhere, so which trips count
  never depends on the data and nothing is refused because of it.
- :func:`join_trips`: origins and destinations held in two layers joined by a trip id.
"""

from dataclasses import dataclass

import numpy as np

from .domain import Domain
from .pointinpolygon import PolygonSet, first_memberships


@dataclass
class GridZones:
    """The m×m grid's cells over ``domain``: Z = m² zones."""

    domain: Domain
    m: int

    @property
    def n(self) -> int:
        return self.m * self.m

    def keeps(self, ox, oy, dx, dy) -> np.ndarray:
        """The trips counted: both ends in Ω (each trip decides for itself: a stable selection)."""
        return self.domain.contains(ox, oy) & self.domain.contains(dx, dy)

    def locate(self, x, y) -> np.ndarray:
        return self.domain.cell_index(x, y, self.m, self.m)


class PolygonZones:
    """Public polygons as zones 0 … n−1 and the zone *outside* them all, index n: Z = n + 1.

    ``parents`` (optional): each polygon's parent index 0 … P−1 (a public nesting such as tract →
    county); the outside zone is a parent of its own, index P (:attr:`parent_of`)."""

    def __init__(self, polygon_set: PolygonSet, parents=None):
        self.polygon_set = polygon_set
        self.n = polygon_set.n + 1
        self.outside = polygon_set.n
        self.parent_of = None
        if parents is not None:
            parents = np.asarray(parents, dtype=np.int64)
            if parents.shape != (polygon_set.n,) or (len(parents) and parents.min() < 0):
                raise ValueError("every polygon needs the index of its parent, 0 … P−1")
            self.parent_of = np.r_[parents, parents.max(initial=-1) + 1]

    def keeps(self, ox, oy, dx, dy) -> np.ndarray:
        """Every trip counts: an end in no polygon lies in the outside zone."""
        return np.ones(np.shape(ox), dtype=bool)

    def locate(self, x, y) -> np.ndarray:
        """Each point's zone: its first polygon in the layer's order, or the outside zone."""
        zone = np.full(np.shape(x), self.outside, dtype=np.int64)
        members = first_memberships(self.polygon_set.locate(x, y), 1)
        zone[members.point] = members.polygon
        return zone


@dataclass
class JoinedTrips:
    """Two layers' rows joined by trip id: the origin rows and destination rows of each trip kept,
    the trips with one end only (``missing``) and the ids left out as ambiguous (``duplicated``)."""

    origin_rows: np.ndarray
    destination_rows: np.ndarray
    missing: int
    duplicated: int


def join_trips(origin_ids, destination_ids) -> JoinedTrips:
    """Join origins to destinations by trip id (docs/odflows.md §1, "Two point layers").

    A trip id counts when it occurs exactly once among the origins and exactly once among the
    destinations. An id found in one layer only is a trip missing an end (``missing``); an id found
    more than once in either layer is ambiguous (which origin goes with which destination?) and is
    left out (``duplicated``, counted once per id). Whether an id is kept depends only on the rows
    carrying that id, so removing a unit of privacy — all the rows of one trip id, or of the trip
    ids of one user — changes only that unit's trips: the sensitivity of the pair table stays
    1 per trip (k per user)."""
    o_ids, o_first, o_count = np.unique(np.asarray(origin_ids), return_index=True, return_counts=True)
    d_ids, d_first, d_count = np.unique(np.asarray(destination_ids), return_index=True, return_counts=True)
    both, o_at, d_at = np.intersect1d(o_ids, d_ids, assume_unique=True, return_indices=True)
    single = (o_count[o_at] == 1) & (d_count[d_at] == 1)
    duplicated = np.union1d(o_ids[o_count > 1], d_ids[d_count > 1])
    return JoinedTrips(o_first[o_at[single]], d_first[d_at[single]],
                       missing=len(o_ids) + len(d_ids) - 2 * len(both), duplicated=len(duplicated))
