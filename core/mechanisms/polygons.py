"""Private counts in public polygons — spatialdp:polygoncounts (docs/polygons.md).

The polygons (census tracts, ZIP code areas, districts) are public; their
union is the public domain and points in no polygon are ignored. Each point
counts in at most D polygons, D an upper bound on how many polygons overlap
anywhere (1 for a partition, :func:`overlap_depth_bound`), and the cap is
enforced point by point (:func:`core.pointinpolygon.first_memberships`), so
adding or removing one unit of privacy — a point, or a user with at most k
points — changes the vector of counts by at most D·k in L1 norm. Each count
gets exact discrete Laplace noise of scale D·k/ε (Canonne, Kamath, Steinke
2020), which is ε-DP by the Laplace mechanism's argument (Dwork, McSherry,
Nissim, Smith 2006).

With a parent field (tract → county) both levels are released, the parents
with a share of ε and the polygons with the rest (sequential composition),
and made consistent by AG's constrained inference (Qardaji, Yang, Li 2013,
:func:`core.mechanisms.ag.constrained_inference`) with inverse-variance
weights, so each parent is the sum of its polygons; the standard deviations
follow from the weights in closed form and the margins of error are exact
(:func:`core.uncertainty.consistent_discrete_laplace`).

With a public denominator per polygon (its population) the published counts
also give rates per ``rate_per`` people (:func:`core.rates.crude_rates`,
docs/rates.md): post-processing with public values, no extra ε. The
denominators are checked before any noise is drawn.

With ``keys`` (:class:`core.tables.TableKeys`: each point's category and period) the
release is a table, one count per (polygon, key) (docs/categories.md): each point lies
in at most D polygons and in exactly one key, so a user with at most k points changes at
most D·k entries by one each, Δ = D·k as for the plain counts, and the whole table takes
one discrete Laplace step (:func:`core.tables.release_table`). Each polygon's count is the
sum of its entries. With a parent field each (parent, key) is released with the parents'
share of ε and made consistent with its children's entries of that key, key by key, so
that each parent's table is the sum of its children's (:func:`_nested`).
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from ..bounding import bound_contributions
from ..budget import Ledger, counted
from ..counting import ContributionBound
from ..noise import effective_scale
from ..pointinpolygon import PolygonSet, first_memberships
from ..publication import SMALL_DENOMINATOR, denominator_rule
from ..rates import (
    PER_100K, Rates, crude_rates, denominators, standard_weights, standardised_rates, standardised_record,
)
from ..rates import record as rates_record
from ..rng import release_randomness
from ..tables import CountTable, RowNoise, TableKeys, keyed_counts, release_table
from ..uncertainty import consistent_discrete_laplace, describe
from .ag import constrained_inference, inverse_variance_alpha

#: the share of ε spent on the parent counts when a parent field is given
PARENT_SHARE = 0.3


@dataclass
class PolygonRelease:
    """What :func:`polygon_counts` releases: one noisy count per polygon, and per parent."""

    counts: np.ndarray
    uncertainty: object
    ledger: Ledger
    params: dict
    extent: tuple
    parents: np.ndarray = None
    parent_of: np.ndarray = None
    parent_counts: np.ndarray = None
    parent_uncertainty: object = None
    notes: list = field(default_factory=list)
    #: how many points lie in some polygon: exact, for the custodian's log only (not in the record)
    located: int = 0
    seed: int = None
    randomness: str = None
    secure: bool = False
    #: the public denominators (NaN: missing), None without rates; the rates per ``rate_per``
    denominator: np.ndarray = None
    rate_per: float = PER_100K
    min_denominator: float = SMALL_DENOMINATOR
    #: the counts per (polygon, category, period) and per (parent, category, period)
    #: (:class:`core.tables.CountTable`), None without categories or periods
    table: Optional[CountTable] = None
    parent_table: Optional[CountTable] = None
    #: the public population per (polygon, listed category) and the standard population per listed
    #: category of a directly age-standardised rate (:meth:`standardised_rates`), None without one
    category_denominators: Optional[np.ndarray] = None
    standard_population: Optional[np.ndarray] = None

    mechanism = "PolygonCounts"

    def rates(self, counts, noise_sd, moe90, rows=slice(None)):
        """The rates of the published ``counts`` (with their margins; NaN where suppressed) of the
        polygons ``rows`` (all) over their public denominators (:func:`core.rates.crude_rates`)."""
        return crude_rates(counts, noise_sd=noise_sd, moe90=moe90, denominator=self.denominator[rows],
                           per=self.rate_per)

    def standardised_rates(self, entries: npt.ArrayLike, rows: npt.ArrayLike) -> Rates:
        """The directly standardised rates per ``rate_per`` of the published ``entries``
        ``(features, listed categories)`` of polygons ``rows`` (:func:`core.rates.standardised_rates`;
        the noise variance of each entry from the table)."""
        variance = self.table.uncertainty(1).variance[rows]
        return standardised_rates(entries, variance=np.repeat(variance[:, None], entries.shape[1], axis=1),
                                  population=self.category_denominators[rows], standard=self.standard_population,
                                  per=self.rate_per)

    def metadata(self) -> dict:
        """A JSON-ready record of what was released and how (the grids' keys)."""
        record = {
            "mechanism": self.mechanism,
            "ledger": self.ledger.as_dict(),
            "parameters": self.params,
            "domain": {"extent": list(self.extent), "data_derived": False,
                       "polygons": int(len(self.counts)),
                       "note": "the union of the public polygons; points in no polygon are ignored"},
            "randomness": self.randomness,
            "uncertainty": describe(self.uncertainty),
            "suitable_for_release": self.secure is True,
            "cells": int(len(self.counts)),
            "leaves": int(len(self.counts)),
            "notes": list(self.notes),
        }
        if self.parents is not None:
            record["parent_uncertainty"] = describe(self.parent_uncertainty)
        if self.category_denominators is not None:
            record["standardised_rate"] = standardised_record(
                per=self.rate_per, categories=self.table.keys.categories[:-1], standard=self.standard_population,
                min_denominator=self.min_denominator)
        if self.table is not None:
            record["table"] = self.table.record()
            record["suitable_for_release"] = record["suitable_for_release"] and not (
                self.table.keys.categories_from_data or self.table.keys.time_range_from_data)
        if self.denominator is not None:
            record["rates"] = rates_record(per=self.rate_per, min_denominator=self.min_denominator)
            rule = denominator_rule(self.min_denominator)
            if rule:
                record["rates"]["publication"] = rule
        return record


def overlap_depth_bound(n: int, pairs: npt.ArrayLike) -> int:
    """An upper bound D on the number of polygons whose interiors share a point.

    ``pairs`` are the pairs of polygons whose interiors overlap (shared edges
    and corners do not count). A point inside d polygons makes them pairwise
    overlap, a clique of d vertices in this overlap graph, and a clique of d
    needs a degeneracy of at least d − 1 (each of its vertices keeps d − 1
    neighbours until the first of them is removed), so D = 1 + degeneracy is
    a bound: 1 for a partition, ≤ 1 + the largest number of neighbours in general.
    """
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    pairs = pairs[pairs[:, 0] != pairs[:, 1]]
    if not len(pairs):
        return 1
    neighbours = [set() for _ in range(int(n))]
    for i, j in pairs.tolist():
        neighbours[i].add(j)
        neighbours[j].add(i)
    degree = [len(s) for s in neighbours]
    heap = [(d, v) for v, d in enumerate(degree) if d]
    heapq.heapify(heap)
    removed = set()
    degeneracy = 0
    while heap:  # remove a vertex of least degree, again and again (lazy heap)
        d, v = heapq.heappop(heap)
        if v in removed or d != degree[v]:
            continue
        removed.add(v)
        degeneracy = max(degeneracy, d)
        for w in neighbours[v] - removed:
            degree[w] -= 1
            heapq.heappush(heap, (degree[w], w))
    return 1 + degeneracy


def located_memberships(polygon_set: PolygonSet, x: npt.ArrayLike, y: npt.ArrayLike, depth: int) -> tuple:
    """The (point, polygon) pairs counted — each point in at most its first ``depth`` polygons
    (:func:`core.pointinpolygon.first_memberships`) — and the points that lie in some polygon."""
    members = first_memberships(polygon_set.locate(x, y), depth)
    return members, np.unique(members.point)


class PointsInPolygons(ContributionBound):
    """The count source of :func:`polygon_counts` for points held in memory.

    With ``user_ids`` each user keeps a uniform sample of at most k =
    ``max_per_user`` of the points that lie in some polygon
    (:func:`core.bounding.bound_contributions`, keyed by one draw of the
    release's generator); a database samples by a keyed hash keyed by the
    same draw (the QGIS plugin's PostGIS push-down, docs/postgis.md).

    ``key``: each point's entry of a table (:class:`core.tables.TableKeys`; −1 leaves the point
    out); the user's k points are drawn from the points counted, whatever their keys, so the bound
    holds across the whole table.
    """

    def __init__(self, x, y, user_ids=None, max_per_user=None, key=None):
        super().__init__(None if user_ids is None else max_per_user or 0)  # a user id needs k ≥ 1
        self.x, self.y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
        self.user_ids = user_ids
        self.key = None if key is None else np.asarray(key, dtype=np.int64)

    def true_counts(self, polygon_set: PolygonSet, depth: int, rng: np.random.Generator,
                    n_keys: Optional[int] = None) -> tuple:
        """The points counted in each polygon (each user's at most k) — ``(polygons, n_keys)`` per
        key with ``n_keys`` — and how many points lie in some polygon."""
        members, located = located_memberships(polygon_set, self.x, self.y, depth)
        counted = located if self.key is None else located[self.key[located] >= 0]
        if self.user_ids is not None:
            counted = counted[bound_contributions(np.asarray(self.user_ids)[counted], self.sensitivity, rng)]
        point, polygon = members.point, members.polygon
        if self.user_ids is not None or self.key is not None:
            kept = np.isin(point, counted)
            point, polygon = point[kept], polygon[kept]
        if n_keys is None:
            return np.bincount(polygon, minlength=polygon_set.n), len(located)
        return keyed_counts(polygon, self.key[point], polygon_set.n, n_keys), len(located)


class BatchPointsInPolygons(ContributionBound):
    """The count source of :func:`polygon_counts` for points read batch by batch (the unit of
    privacy is the point): ``batches()`` gives one pass over the points as ``(x, y)`` arrays."""

    def __init__(self, batches):
        super().__init__(None)
        self.batches = batches

    def true_counts(self, polygon_set: PolygonSet, depth: int, rng: np.random.Generator) -> tuple:
        true, located = np.zeros(polygon_set.n, dtype=np.int64), 0
        for x, y in self.batches():
            members, inside = located_memberships(polygon_set, x, y, depth)
            true += np.bincount(members.polygon, minlength=polygon_set.n)
            located += len(inside)
        return true, located


def polygon_counts(
    x: npt.ArrayLike, y: npt.ArrayLike, polygon_set: PolygonSet, epsilon: float, rng: np.random.Generator, *,
    depth: int, depth_source: str = "given", parent: Optional[npt.ArrayLike] = None,
    parent_share: float = PARENT_SHARE, user_ids: Optional[npt.ArrayLike] = None,
    max_per_user: Optional[int] = None, counts: Optional[Any] = None,
    denominator: Optional[npt.ArrayLike] = None, rate_per: float = PER_100K,
    min_denominator: float = SMALL_DENOMINATOR, keys: Optional[TableKeys] = None,
    category_denominators: Optional[npt.ArrayLike] = None, standard_population: Optional[npt.ArrayLike] = None,
) -> PolygonRelease:
    """Release a noisy count of the points in each public polygon with ε-DP.

    ``polygon_set`` is a :class:`core.pointinpolygon.PolygonSet`; ``depth`` is
    D, a public upper bound on the overlap depth (:func:`overlap_depth_bound`),
    enforced by counting each point in at most its first D polygons, and
    ``depth_source`` says how it was found (for the record). ``parent`` (one
    value per polygon) releases the parents too, with ``parent_share`` of ε,
    and makes both levels consistent. ``counts``, when given, is the count
    source (points counted elsewhere, e.g. in a database; ``x, y`` and the user
    arguments are then ignored), else :class:`PointsInPolygons` of ``x, y``.
    ``denominator`` (one public value per polygon, None where missing) makes the
    release give rates per ``rate_per`` (:meth:`PolygonRelease.rates`), flagged below
    ``min_denominator``; it is checked (:func:`core.rates.denominators`) before any noise.
    ``category_denominators`` ``(polygons, C)`` (public populations of the C listed categories
    of ``keys``, e.g. age groups; None where missing) and ``standard_population`` (C numbers) make
    the release give directly standardised rates (:meth:`PolygonRelease.standardised_rates`):
    checked before any noise, post-processing, no extra ε.
    ``keys`` (:class:`core.tables.TableKeys`) releases one count per (polygon, category, period)
    at the same Δ = D·k (:attr:`PolygonRelease.table`; the module says why), each polygon's
    count the sum of its entries; its entries are checked against the cell limit before any noise.
    Returns a :class:`PolygonRelease`.
    """
    if denominator is not None:
        denominator = denominators(denominator)
        if len(denominator) != polygon_set.n:
            raise ValueError("give one denominator per polygon")
    if category_denominators is not None or standard_population is not None:
        category_denominators, standard_population = _standardisation(
            category_denominators, standard_population, keys, polygon_set.n)
    ledger = Ledger(epsilon, "central")
    depth = int(depth)
    if depth < 1:
        raise ValueError("the overlap depth D must be at least 1")
    if keys is not None and counts is not None:
        raise ValueError("a table of categories or periods needs the points themselves, which are "
                         "counted elsewhere here: untick 'Count in the database'")
    if counts is None:
        counts = PointsInPolygons(x, y, user_ids, max_per_user, key=None if keys is None else keys.index)
    k, ledger.unit = counts.sensitivity, counts.unit
    n = polygon_set.n
    true, located = counts.true_counts(polygon_set, depth, rng) if keys is None else \
        counts.true_counts(polygon_set, depth, rng, keys.size)
    sensitivity = depth * k
    params = {"polygons": n, "overlap_depth": depth, "overlap_depth_source": depth_source,
              "sensitivity": sensitivity}
    if counts.max_per_user is not None:
        params["max_per_user"] = k
    box = polygon_set.bbox[polygon_set.bucketed]
    extent = (box[:, 0].min(), box[:, 1].min(), box[:, 2].max(), box[:, 3].max()) if len(box) \
        else (math.nan,) * 4
    release = PolygonRelease(None, None, ledger, params, tuple(float(v) for v in extent),
                             located=int(located), **release_randomness(rng), denominator=denominator,
                             rate_per=rate_per, min_denominator=min_denominator,
                             category_denominators=category_denominators, standard_population=standard_population)
    note = f"{counted(n, 'polygon')}" + ("" if keys is None else f" × {keys.size} categories and periods") \
        + f", Δ = D·k = {depth}·{k}"
    if parent is not None:
        return _nested(release, true, parent=parent, share=parent_share, sensitivity=sensitivity, rng=rng,
                       note=note, keys=keys)
    if keys is not None:
        release.table, _ = release_table(ledger, rng, true, sensitivity=sensitivity, cells=np.arange(n), keys=keys,
                                         step="polygon counts", note=note)
        release.counts, release.uncertainty = release.table.totals(), release.table.uncertainty(keys.size)
        release.notes.extend(keys.notes())
        return release
    noisy = ledger.laplace("polygon counts", rng, true, sensitivity=sensitivity, note=note)
    release.counts = noisy.values.astype(float)
    release.uncertainty = noisy.uncertainty()
    return release


def _standardisation(population, standard, keys, n):
    """The public inputs of a standardised rate, checked (before any noise): ``(population, standard)``."""
    if population is None or standard is None:
        raise ValueError("a standardised rate needs both the population of each category and a standard "
                         "population")
    if keys is None or keys.n_categories < 2:
        raise ValueError("a standardised rate needs a category field with a public list of categories "
                         "(the age groups)")
    listed = keys.n_categories - 1  # the last is "other / missing", which no standard population has
    standard_weights(standard)  # refuses a standard population that is no list of numbers ≥ 0
    standard = np.asarray(standard, dtype=float)
    population = np.asarray(population, dtype=object)
    if len(standard) != listed or population.shape != (n, listed):
        raise ValueError(f"give a population per polygon and a standard population for each of the {listed} "
                         "categories, in their order")
    return denominators(population).reshape(n, listed), standard


def _nested(release, true, *, parent, share, sensitivity, rng, note, keys=None):
    """Both levels, consistent: parents with ``share``·ε, the polygons with the rest. With ``keys``
    each (parent, key) and the entries of that key of its polygons are made consistent on their
    own: a key's inference reads only that key's noises, so the entries of different keys stay
    independent (:class:`core.tables.RowNoise`) and each parent's table is the sum of its children's."""
    if not 0 < share < 1:
        raise ValueError("the share of ε for the parents must be strictly between 0 and 1")
    parent = np.asarray(parent, dtype=object)
    if any(p is None for p in parent):
        raise ValueError("every polygon needs a value in the parent field")
    try:
        parents, parent_of = np.unique(parent, return_inverse=True)
    except TypeError:  # values that cannot be ordered: maps, lists, text mixed with numbers
        raise ValueError("the parent field's values cannot be compared with each other (a list, a map, "
                         "or text mixed with numbers): choose a field of text or numbers") from None
    n_keys = 1 if keys is None else keys.size
    n_parents = len(parents)
    # entry (polygon i, key j) belongs to the group (parent of i, key j): one flat index each
    group = (parent_of[:, None] * n_keys + np.arange(n_keys)).ravel()
    true = np.reshape(true, -1)
    ledger = release.ledger
    v = ledger.laplace("parent counts", rng, np.bincount(group, true, minlength=n_parents * n_keys),
                       sensitivity=sensitivity, epsilon=share * ledger.total,
                       note=f"{n_parents} parents" + ("" if keys is None else f" × {n_keys} categories and periods")
                       + f", Δ = {sensitivity}")
    u = ledger.laplace("polygon counts", rng, true, sensitivity=sensitivity, note=note)
    scale_parent, scale_child = (effective_scale(sensitivity, level.epsilon) for level in (v, u))
    var_parent, var_child = v.variance, u.variance
    # AG's weights α²·M : (1 − α)² with M = the number of children are inverse-variance
    # weights of the parent (σp²) and of the sum of its M children (M·σc²)
    alpha = inverse_variance_alpha(var_parent, var_child)
    children = np.repeat(np.bincount(parent_of, minlength=n_parents), n_keys).astype(float)
    _, u = constrained_inference(v.values.astype(float), u.values.astype(float), group, np.sqrt(children), alpha)
    weight = alpha**2 * children / (alpha**2 * children + (1 - alpha) ** 2)  # the weight of v
    method = ("constrained inference of both levels with inverse-variance weights"
              + ("" if keys is None else ", key by key") + f": parents' noise variance {var_parent:.6g}, "
              f"polygons' {var_child:.6g}")
    both = consistent_discrete_laplace(  # parents first, then the polygons (docs/uncertainty.md)
        scale_parent, scale_child, group, children.astype(np.int64), weight, method)
    sums = np.bincount(group, u, minlength=n_parents * n_keys)
    release.parents, release.parent_of = parents, parent_of
    release.params.update(parents=int(n_parents), parent_share=share)
    release.notes.append("each parent's count is the sum of its polygons' counts"
                         + ("" if keys is None else ", category by category and period by period"))
    if keys is None:
        release.counts, release.uncertainty = u, both.subset(slice(n_parents, None))
        release.parent_counts, release.parent_uncertainty = sums, both.subset(slice(0, n_parents))
        return release
    consistency = "totals are the sums of the released entries; each parent's entries the sums of its " \
                  "children's (constrained inference key by key)"
    rows = [(n_parents, slice(0, n_parents * n_keys, n_keys), sums),
            (len(parent_of), slice(n_parents * n_keys, None, n_keys), u)]
    release.parent_table, release.table = (
        CountTable(keys, np.arange(count), values, RowNoise(both.variance[first], both.moe90[first], method),
                   consistency) for count, first, values in rows)
    release.counts, release.uncertainty = release.table.totals(), release.table.uncertainty(n_keys)
    release.parent_counts = release.parent_table.totals()
    release.parent_uncertainty = release.parent_table.uncertainty(n_keys)
    release.notes.extend(keys.notes())
    return release
