"""Counting trips inside PostGIS for spatialdp:odflows (issue 27.5, docs/odflows.md §5).

The trips of a line layer in PostGIS never leave the database: SQL takes each line's first and
last vertex, keeps the trips with both ends in Ω, bounds each user to k trips with the keyed hash
of :func:`.postgis.bounded`, computes the origin and destination zones exactly as
:meth:`core.domain.Domain.cell_index` does (:func:`.postgis.cell_index`) and returns the count of
each nonempty pair — only pair counts leave it. The noise is drawn on the client by
:func:`core.mechanisms.odflows.od_flows`, from this source's :meth:`DatabaseTrips.pairs`.
"""

import numpy as np

from ..core.counting import ContributionBound
from .postgis import FENCE, bounded, cell_index, groups, inside, sample_key, selected

#: the origin and destination of a line, then the destination's coordinates under the names the
#: binning SQL reads (x, y) one query level further in
_ENDS = ("ST_X(ST_StartPoint(g))", "ST_Y(ST_StartPoint(g))", "ST_X(ST_EndPoint(g))", "ST_Y(ST_EndPoint(g))")


class DatabaseTrips(ContributionBound):
    """The trips of a PostGIS line layer (a :class:`.postgis.Database`) inside Ω, bounded per user
    in SQL; answers ``total()`` and ``pairs(zones)`` like :class:`core.mechanisms.odflows.TripCounts`."""

    reader = "PostGIS database (counted in the database: only pair counts leave it)"
    x = y = None  # the trips stay in the database: the register knows the release by its source

    def __init__(self, database, domain, rng, user_column=None, max_per_user=None):
        super().__init__(max_per_user if user_column else None)
        self.unit = "trip" if user_column is None else \
            f"user (at most {self.max_per_user} trips each, uniformly sampled)"
        self.database, self.domain, self.user = database, domain, user_column
        self.key = sample_key(rng) if user_column else None

    def ends(self):
        """Every trip inside Ω — both ends — as ``x, y`` (origin), ``dx, dy`` and the user column."""
        user = f", {self.user} AS u" if self.user else ""
        ends = selected(dict(zip(("x", "y", "dx", "dy"), _ENDS)))
        trips = f"SELECT {ends}{FENCE}{user} FROM ({self.database.rows}) AS r"
        both = inside(self.domain) + inside(self.domain).replace("x ", "dx ").replace("y ", "dy ")
        return f"SELECT * FROM ({trips}) AS t WHERE x IS NOT NULL AND dx IS NOT NULL{both}"

    def sampled(self, **columns):
        """``columns`` of the trips counted: all of them, or each user's at most k (:func:`bounded`)."""
        if self.user is None:
            return f"SELECT {selected(columns)}{FENCE} FROM ({self.ends()}) AS e"
        return bounded(self.ends(), columns, "u", self.key, self.sensitivity)

    def total(self):
        return int(self.database.query(f"SELECT count(*) FROM ({self.sampled(one='1')}) AS s")[0][0])

    def pairs(self, zones):
        """The nonempty pairs of a grid's zones (:class:`core.odzones.GridZones`), counted in SQL."""
        m, z = zones.m, zones.n
        origins = self.sampled(o=cell_index(self.domain, m, m), x="dx", y="dy")
        table = groups(self.database, f"o * {z} + {cell_index(self.domain, m, m)}", origins)
        order = np.argsort(table[:, 0])
        return table[order, 0], table[order, 1]
