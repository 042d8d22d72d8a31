"""Contribution bounding: at most k points per user (docs/noise-and-ledger.md).

When the unit of privacy is the user, each user's points are reduced to a
uniform random sample of at most ``k`` without replacement. Adding or
removing one user then changes any count by at most ``k``, which is the
sensitivity the noise is calibrated to.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from .arrays import Array

#: the salts of :func:`sampling_seed`: ``[0, 2⁶³ − 1)``, an int8 of PostgreSQL
_SEEDS = (1 << 63) - 1


def sampling_seed(rng: np.random.Generator) -> int:
    """One draw of the release's generator that keys its sample of at most k points per user.

    In memory it seeds the points' uniform keys (:func:`bound_contributions`);
    a database uses it as the salt of the keyed hash that orders each user's
    points (docs/postgis.md). It is one draw whatever the number of points, so
    a seeded release draws the same noise on either path, and a database need
    not count the points before it samples them.
    """
    return int(rng.integers(_SEEDS))


def bound_contributions(user_ids: Array, k: int, rng: np.random.Generator) -> Array:
    """Indices of the points kept: a uniform sample of ≤ ``k`` per user.

    Vectorised: every point gets a uniform key (from a generator seeded by
    :func:`sampling_seed`), points are sorted by (user, key) and the first ``k``
    of each user are kept, which is a uniform sample without replacement.
    Returned indices are sorted.
    """
    if k < 1:
        raise ValueError("the number of points per user must be at least 1")
    key = np.random.default_rng(sampling_seed(rng)).random(len(user_ids))
    return smallest_keys(user_ids, key, k)


def smallest_keys(user_ids: npt.ArrayLike, key: Array, k: int) -> Array:
    """Sorted positions of each user's ``k`` smallest keys (ties: the earlier position)."""
    _, user = np.unique(np.asarray(user_ids), return_inverse=True)
    order = np.lexsort((key, user))
    sorted_user = user[order]
    first = np.r_[True, sorted_user[1:] != sorted_user[:-1]]
    group_start = np.maximum.accumulate(np.where(first, np.arange(len(order)), 0))
    rank = np.arange(len(order)) - group_start
    return np.sort(order[rank < k])


class StreamedBound:
    """:func:`bound_contributions` batch by batch, in memory proportional to the users (issue 31).

    Each point gets the key :func:`bound_contributions` gives it — the next draw of the same
    generator, seeded by one :func:`sampling_seed` draw, in the points' order — and each user
    keeps its ``k`` smallest keys. The points kept are then exactly those of
    :func:`bound_contributions` over all the points at once, but only the candidates are held:
    a user's ``k`` smallest keys so far, plus the batches since the last compaction, which runs
    whenever they outnumber the candidates (or :data:`COMPACT_ABOVE`), so memory stays within
    about twice the users × k and the sorting work within a few times that of one sort.
    ``add(user_ids, *columns)`` takes a batch whose ``columns`` (``n_columns`` arrays, e.g.
    x and y) travel with their points; ``kept()`` returns the kept points' global positions
    and columns, in the points' order.
    """

    #: the fewest pending points that make a compaction worth its sort
    COMPACT_ABOVE = 1 << 20

    def __init__(self, k: int, rng: np.random.Generator, n_columns: int = 0) -> None:
        if k < 1:
            raise ValueError("the number of points per user must be at least 1")
        self.k = int(k)
        self.keys = np.random.default_rng(sampling_seed(rng))
        self.n_columns = n_columns
        self.parts: list[tuple[Array, ...]] = []
        self.seen = self.held = self.pending = 0

    def add(self, user_ids: Array, *columns: Array) -> None:
        n = len(user_ids)
        index = np.arange(self.seen, self.seen + n)
        self.parts.append((np.asarray(user_ids), self.keys.random(n), index, *columns))
        self.seen += n
        self.pending += n
        if self.pending > max(self.held, self.COMPACT_ABOVE):
            self._compact()

    def _compact(self) -> None:
        merged = [np.concatenate(values) for values in zip(*self.parts)]
        keep = smallest_keys(merged[0], merged[1], self.k)
        self.parts = [tuple(values[keep] for values in merged)]
        self.held, self.pending = len(keep), 0

    def kept(self) -> tuple[Array, ...]:
        """``(positions, *columns)`` of the points kept, in the order they were added."""
        if not self.parts:
            return (np.empty(0, dtype=np.int64),) + (np.empty(0),) * self.n_columns
        self._compact()
        return self.parts[0][2:]
