"""Count sources: where a central mechanism's true counts come from (issue 14).

A central mechanism reads its data only through the *true counts* of the
points inside the public domain Ω, after each user's contribution is bounded
to k points (docs/noise-and-ledger.md). A count source answers exactly those
questions and nothing else:

- :attr:`~ArrayCounts.sensitivity` Δ and :attr:`~ArrayCounts.unit`, the unit of privacy;
- ``total()``: the number of points counted (for a noisy N);
- ``grid(nx, ny)``: the ``(ny, nx)`` histogram over Ω (:meth:`core.domain.Domain.histogram`);
- ``leaves(m1, m2)``: AG's level-2 histogram, each level-1 cell ``c`` of the
  m1×m1 grid split evenly into ``m2[c] × m2[c]`` leaves, in AG's order.

The private step stays in the mechanism: it adds exact discrete Laplace
noise of scale Δ/ε (:mod:`core.noise`) to what the source returns, on the
client. A source never sees ε or noise, so the same step serves points held
in memory (:class:`ArrayCounts`), points read batch by batch from a large file
(:class:`BatchCounts`, memory bounded by the grid) and points counted inside a
database (the QGIS plugin's PostGIS push-down, docs/postgis.md), which bins with the same
half-open rule: cell ``ix = min(⌊(x − xmin)·nx/width⌋, nx − 1)`` — a point
on the east or north edge of Ω falls in the last cell, points outside Ω are
left out.

Sampling per user. In memory each point gets a uniform key and each user
keeps the k points of smallest key (:func:`core.bounding.bound_contributions`).
A database orders each user's points by a keyed hash instead. Both are keyed
by one draw of the release's generator (:func:`core.bounding.sampling_seed`),
so that a seeded release gives the same noise whichever path counted. The
bound k — what the sensitivity rests on — holds either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Optional

import numpy as np
import numpy.typing as npt

from .arrays import Array
from .bounding import SampledUsers, bound_contributions
from .domain import Domain, morton_codes, sub_index
from .tables import keyed_counts

#: a new pass over the data: ``(x, y)`` arrays, batch by batch
Batches = Callable[[], Iterable[tuple[npt.ArrayLike, npt.ArrayLike]]]

class ContributionBound:
    """The unit of privacy of a count source: a point (Δ = 1), or a user with at most
    k = ``max_per_user`` points (Δ = k). Sources inherit it."""

    def __init__(self, max_per_user: Optional[int] = None) -> None:
        if max_per_user is not None and (not max_per_user or int(max_per_user) < 1):
            raise ValueError("a user id needs a maximum number of points per user (k ≥ 1)")
        self.max_per_user = None if max_per_user is None else int(max_per_user)
        self.sensitivity = self.max_per_user or 1
        self.unit = "point" if max_per_user is None else \
            f"user (at most {self.max_per_user} points each, uniformly sampled)"

    def let_go(self) -> None:
        """No question follows: a source that holds points for its answers frees them (issue 31;
        a mechanism calls it after its last question, before its noise and its output). A source
        counted elsewhere holds none."""


class HandedOver:
    """Coordinates handed to a release for its count source to keep alone (issue 31): a caller's
    frame keeps what it passes alive until the call returns, so points held in memory are passed
    wrapped, and :class:`ArrayCounts` takes them out (:meth:`take`); a mechanism that no longer needs
    them then frees them as it goes (PrivTree, once it has their paths: 160 MB at 10M points).
    Anything else reads it as the array it holds."""

    def __init__(self, values: npt.ArrayLike) -> None:
        self._values: Optional[npt.ArrayLike] = values

    def __array__(self, dtype: Optional[npt.DTypeLike] = None, copy: Optional[bool] = None) -> Array:
        # numpy 2 asks for a copy this way (np.array): honour it, as an array would
        return np.array(self.values, dtype=dtype, copy=True) if copy else np.asarray(self.values, dtype=dtype)

    def __len__(self) -> int:
        return len(np.asarray(self.values))

    @property
    def values(self) -> npt.ArrayLike:
        if self._values is None:
            raise ValueError("these coordinates were taken by a count source")
        return self._values

    def take(self) -> npt.ArrayLike:
        """The coordinates, which this object no longer holds."""
        values, self._values = self.values, None
        return values


def taken(values: npt.ArrayLike) -> npt.ArrayLike:
    """``values`` themselves, taken out of a :class:`HandedOver` where they were handed over."""
    return values.take() if isinstance(values, HandedOver) else values


#: the refusal of a question asked after :meth:`ContributionBound.let_go`
NO_QUESTION = "the count source was told that no question follows"


class ArrayCounts(ContributionBound):
    """The true counts of points held in memory (today's path, unchanged).

    On construction the points are clipped to Ω and, with ``user_ids``,
    bounded to a uniform sample of at most k = ``max_per_user`` per user
    (keyed by one draw of ``rng``, :func:`core.bounding.sampling_seed`).
    ``key``: each point's entry of a count table (:mod:`core.tables`; −1 leaves the point out),
    kept as :attr:`key` for the points counted; the bound k holds across all the entries.
    ``user_ids`` given as :class:`core.bounding.SampledUsers` are points sampled as they were
    read, with this rng's sampling seed: all are kept and no seed is drawn.
    """

    def __init__(self, x: npt.ArrayLike, y: npt.ArrayLike, domain: Domain, rng: np.random.Generator,
                 user_ids: Optional[npt.ArrayLike] = None, max_per_user: Optional[int] = None, *,
                 key: Optional[npt.ArrayLike] = None) -> None:
        if user_ids is not None and not max_per_user:
            raise ValueError("a user id needs a maximum number of points per user (k ≥ 1)")
        super().__init__(max_per_user if user_ids is not None else None)
        self.domain = domain
        x, y = np.asarray(taken(x), dtype=float), np.asarray(taken(y), dtype=float)
        sampled = user_ids if isinstance(user_ids, SampledUsers) else None  # bounded as the points were read
        if sampled is not None and (key is not None or sampled.k != self.sensitivity or len(sampled) != len(x)):
            raise ValueError("the points were sampled for another bound, or without their table's keys")
        if key is not None:  # a table's key per point; −1 (outside the time range) is left out
            keyed = np.asarray(key) >= 0
            x, y, key = x[keyed], y[keyed], np.asarray(key)[keyed]
            user_ids = None if user_ids is None else np.asarray(user_ids)[keyed]
        x, y, inside = domain.clip(x, y)
        if user_ids is not None and sampled is None:
            # k points per user in all, whatever their keys: the whole table has sensitivity k
            keep = bound_contributions(np.asarray(user_ids)[inside], self.sensitivity, rng)
            x, y = x[keep], y[keep]
        self.x, self.y = x, y
        self.key = None if key is None else \
            (key[inside] if user_ids is None else key[inside][keep])

    def total(self) -> int:
        return len(self.x)

    def grid(self, nx: int, ny: int) -> Array:
        return grid_counts(self.domain, self.x, self.y, nx, ny)

    def leaves(self, m1: int, m2: npt.ArrayLike) -> Array:
        return leaf_counts(self.domain, self.x, self.y, m1, m2)

    def table(self, nx: int, ny: int, n_keys: int) -> Array:
        """The true table ``(nx·ny, n_keys)`` of the ``nx × ny`` grid: points per (cell, key)."""
        return keyed_counts(self.domain.cell_index(self.x, self.y, nx, ny), self.key, nx * ny, n_keys)

    def paths(self, max_depth: int) -> Array:
        """Each point's path to ``max_depth`` in the quadtree over Ω (its Morton code,
        :func:`core.domain.morton_codes`), for PrivTree, which asks nothing else: the coordinates
        are let go (160 MB at 10M points, issue 31), and no other question may follow."""
        paths = morton_codes(self.domain, self.x, self.y, max_depth)
        self.let_go()
        return paths

    def let_go(self) -> None:
        """The coordinates are freed (where the caller handed them over, :class:`HandedOver`)."""
        vars(self).pop("x", None)
        vars(self).pop("y", None)

    if not TYPE_CHECKING:  # (hidden from mypy, which would take every attribute for one)
        def __getattr__(self, name):
            """Only the coordinates let go are missing: a question after :meth:`let_go` is refused
            as :class:`BatchCounts` refuses it."""
            if name in ("x", "y"):
                raise ValueError(NO_QUESTION)
            raise AttributeError(name)


def _no_pass() -> Iterator[tuple[Array, Array]]:
    raise ValueError(NO_QUESTION)


class BatchCounts(ContributionBound):
    """The true counts of points read batch by batch (a file larger than memory should hold).

    ``batches()`` starts a new pass over the data and yields ``(x, y)`` arrays; each question is
    one pass, summing the batches' histograms, so memory holds a batch and the grid, not the
    points. The unit of privacy is the point: a per-user bound needs each user's points together.
    ``total``: the number of points inside Ω when a pass already counted them (the reader's
    description), so that a noisy N costs no pass of its own.
    """

    def __init__(self, batches: Batches, domain: Domain, total: Optional[int] = None) -> None:
        super().__init__(None)
        self.batches, self.domain, self.known_total = batches, domain, total

    def let_go(self) -> None:
        """The passes are dropped, and with them the points a reader may hold for them."""
        self.batches = _no_pass

    def _inside(self) -> Iterator[tuple[Array, Array]]:
        for x, y in self.batches():
            yield self.domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))[:2]

    def total(self) -> int:
        if self.known_total is not None:
            return self.known_total
        return sum(len(x) for x, _ in self._inside())

    def grid(self, nx: int, ny: int) -> Array:
        return sum((grid_counts(self.domain, x, y, nx, ny) for x, y in self._inside()),
                   np.zeros((ny, nx), dtype=np.int64))

    def leaves(self, m1: int, m2: npt.ArrayLike) -> Array:
        size = int((np.asarray(m2, dtype=np.int64) ** 2).sum())
        return sum((leaf_counts(self.domain, x, y, m1, m2) for x, y in self._inside()),
                   np.zeros(size, dtype=np.int64))


def grid_counts(domain: Domain, x: Array, y: Array, nx: int, ny: int) -> Array:
    """The ``(ny, nx)`` histogram of points inside ``domain`` (:meth:`core.domain.Domain.locate`)."""
    return np.bincount(domain.cell_index(x, y, nx, ny), minlength=nx * ny).reshape(ny, nx)


def leaf_index(domain: Domain, x: Array, y: Array, m1: int, m2: npt.ArrayLike) -> Array:
    """Each point's leaf of AG's level 2: level-1 cell ``c`` of the m1×m1 grid split into
    ``m2[c]²`` leaves, numbered in AG's order."""
    cell1, fx, fy = domain.locate(x, y, m1, m1)
    m2 = np.asarray(m2, dtype=np.int64)
    offset = np.cumsum(m2 * m2) - m2 * m2
    leaf: Array = offset[cell1] + sub_index(fx, fy, m2[cell1], m2[cell1])
    return leaf


def leaf_counts(domain: Domain, x: Array, y: Array, m1: int, m2: npt.ArrayLike) -> Array:
    """AG's level-2 histogram (:func:`leaf_index`)."""
    m2 = np.asarray(m2, dtype=np.int64)
    return np.bincount(leaf_index(domain, x, y, m1, m2), minlength=int((m2 * m2).sum()))
