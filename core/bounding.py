"""Contribution bounding: at most k points per user (docs/noise-and-ledger.md).

When the unit of privacy is the user, each user's points are reduced to a
uniform random sample of at most ``k`` without replacement. Adding or
removing one user then changes any count by at most ``k``, which is the
sensitivity the noise is calibrated to.
"""

from __future__ import annotations

from typing import Callable, Optional

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
    order, users = ordered(user_ids, key)
    return _positions(order[_first_k(users, k)], len(order))


def _positions(chosen: Array, n: int) -> Array:
    """``chosen`` (distinct positions among ``n``) in ascending order, in O(n) (no sort)."""
    mask = np.zeros(n, dtype=bool)
    mask[chosen] = True
    return np.flatnonzero(mask)


#: the widest span of user codes packed with the keys into one sort key (:func:`ordered`)
_PACKED_BITS = 32


def ordered(user_ids: npt.ArrayLike, key: Array, sorted_prefix: int = 0) -> tuple[Array, Array]:
    """``(order, users)``: the positions ordered by (user, key, position) and their users' codes
    (:func:`_codes`) in that order. ``sorted_prefix``: the first points are already in that order
    (a :class:`StreamedBound`'s candidates): only the others are sorted, then merged with them
    (a stable sort of two runs, linear).

    Integer ids of a narrow span are their own codes, others are numbered by ``np.unique``; keys
    of :func:`bound_contributions` (multiples of 2⁻⁵³ in [0, 1)) are packed below the code into
    one ``uint64`` (:func:`_packed`), one sort instead of ``lexsort``'s two. Where the packing had
    to drop bits of the keys and two packed keys are then equal, the exact ``lexsort`` decides:
    the order is always that of ``np.lexsort((key, user))``. Temporaries are let go as soon as
    possible: a compaction of :class:`StreamedBound` is its peak of memory.
    """
    order, users, _ = _ordered(np.asarray(user_ids), np.asarray(key), sorted_prefix)
    return order, users


#: the packing of integer ids: the least id (code 0) and the codes' width in bits
Packing = tuple[int, int]


def _ordered(ids: Array, key: Array, sorted_prefix: int, head: Optional[tuple[Array, Packing]] = None
             ) -> tuple[Array, Array, Optional[tuple[Array, Packing]]]:
    """:func:`ordered`, and the packed keys in that order with their packing (None where the ids
    are not integers of a narrow span or the keys could not be packed without ties). ``head``:
    the packed keys of the ``sorted_prefix`` first points and their packing (those this function
    returned for them), merged with the others' as they are if the others' ids fit that packing
    (:func:`_packed_onto`), instead of packing every key again."""
    tail = None if head is None else _packed_onto(head[1], ids[sorted_prefix:], key[sorted_prefix:])
    packing: Optional[Packing]
    if head is not None and tail is not None:
        before, shift, packing = head[0], np.uint64(64 - head[1][1]), head[1]
    else:
        codes, least = _codes(ids)
        packed = _packed(codes, key) if len(key) else None
        del codes
        if packed is None:
            return _lexsorted(ids, key)
        values, shift = packed
        del packed
        packing = None if least is None else (least, 64 - int(shift))
        before, tail = values[:sorted_prefix], values[sorted_prefix:]
        del values
    tail_order = np.argsort(tail)
    if len(before):
        order, values = _merged(before, tail[tail_order], tail_order + sorted_prefix)
    else:
        order, values = tail_order, tail[tail_order]
    del before, tail
    if (values[1:] == values[:-1]).any():  # positions and dropped bits decide
        return _lexsorted(ids, key)
    users = values >> shift  # each one's user, in order
    return order, users, (None if packing is None else (values, packing))


def _lexsorted(ids: Array, key: Array) -> tuple[Array, Array, None]:
    """:func:`_ordered` by ``np.lexsort``, exact whatever the keys."""
    user = _codes(ids)[0]
    order = np.lexsort((key, user))
    return order, user[order], None


def _packed_onto(packing: Packing, ids: Array, key: Array) -> Optional[Array]:
    """The packed keys of points whose ids lie within ``packing`` (least id, width in bits),
    packed as the candidates were (:func:`_packed`); None for others. Checked in Python integers:
    an id's difference to the least may wrap around in int64."""
    base, bits = packing
    if ids.dtype.kind not in "iu" or (len(ids) and not (int(ids.min()) >= base
                                                         and int(ids.max()) - base < 1 << bits)):
        return None
    packed = _packed((ids - base).astype(np.int64, copy=False).view(np.uint64), key, bits)
    return None if packed is None else packed[0]


def _first_k(users: Array, k: int) -> Array:
    """The points among their user's ``k`` first, for ``users`` grouped (equal ones adjacent):
    those whose point k places before is another user's (or is none)."""
    first_k = np.ones(len(users), dtype=bool)
    first_k[k:] = users[k:] != users[:-k]
    return first_k


def _kth(users: Array, first_k: Array, k: int) -> Array:
    """Each user's ``k``-th point (none for a user of fewer), for ``users`` grouped and their
    :func:`_first_k`: among the k first, and the point k − 1 places before is the same user's."""
    kth = np.zeros(len(users), dtype=bool)
    if len(users) >= k:  # fewer points: no user has k
        kth[k - 1:] = users[k - 1:] == users[:len(users) - k + 1]
    return kth & first_k


def _merged(head: Array, tail: Array, tail_positions: Array) -> tuple[Array, Array]:
    """``(order, values)`` of two ascending runs ``head`` (positions 0…) and ``tail`` (at
    ``tail_positions``) merged, a tail value after the head values equal to it — the order a
    stable sort of the two runs gives — in linear time: each tail value's place is found by a
    binary search among the head's, the head's places are the others."""
    at = np.searchsorted(head, tail, side="right")
    at += np.arange(len(tail))
    order = np.empty(len(head) + len(tail), dtype=np.intp)
    from_head = np.ones(len(order), dtype=bool)
    from_head[at] = False
    order[at] = tail_positions
    order[from_head] = np.arange(len(head))
    merged = np.empty(len(order), dtype=head.dtype)
    merged[at] = tail
    merged[from_head] = head
    return order, merged


def _codes(ids: Array) -> tuple[Array, Optional[int]]:
    """``(codes, base)``: each id's code (``uint64``), ascending with the ids: integers of a
    narrow span minus their least, ``base``, others their place among the distinct ids (base
    None)."""
    if ids.dtype.kind in "iu" and len(ids):
        least = ids.min()
        if int(ids.max()) - int(least) < 1 << _PACKED_BITS:
            codes: Array = (ids - least).astype(np.int64, copy=False).view(np.uint64)
            return codes, int(least)
    codes = np.unique(ids, return_inverse=True)[1]
    return np.asarray(codes, dtype=np.uint64).reshape(-1), None


def _packed(user: Array, key: Array, bits: Optional[int] = None) -> Optional[tuple[Array, np.uint64]]:
    """``(packed, shift)``: the codes in the top ``bits`` bits of a ``uint64`` (from bit
    ``shift``; by default as many as the largest code needs; given, the caller has checked that
    every code fits, :func:`_packed_onto`) and as many of the keys' top bits as fit below them;
    None where the keys are not of :func:`bound_contributions` or the codes too wide."""
    if bits is None:
        bits = max(int(user.max()).bit_length(), 1) if len(user) else 1
    if bits > _PACKED_BITS or key.dtype != np.float64 or (len(key) and (key.min() < 0 or key.max() >= 1)):
        return None
    scaled = key * 2.0 ** 53
    packed = scaled.astype(np.uint64)
    scaled -= packed
    if scaled.any():  # not whole multiples of 2⁻⁵³
        return None
    del scaled
    shift = np.uint64(64 - bits)
    packed >>= np.uint64(max(bits - 11, 0))
    packed |= user << shift
    return packed, shift


class SampledUsers:
    """The user ids of points already reduced to each user's uniform sample of at most ``k``
    (a :class:`StreamedBound` keyed by the release's :func:`sampling_seed`, drawn first from its
    generator, as it was read; issue 31). A count source given them keeps every such point inside
    its domain and draws no sample of its own (:class:`core.counting.ArrayCounts`): the release is
    the one of the points held whole for the same generator."""

    def __init__(self, ids: Array, k: int) -> None:
        self.ids, self.k = ids, int(k)

    def __len__(self) -> int:
        return len(self.ids)


class StreamedBound:
    """:func:`bound_contributions` batch by batch, in memory proportional to the users (issue 31).

    Each point gets the key :func:`bound_contributions` gives it — the next draw of the same
    generator, seeded by one :func:`sampling_seed` draw, in the points' order — and each user
    keeps its ``k`` smallest keys. The points kept are then exactly those of
    :func:`bound_contributions` over all the points at once, but only the candidates are held:
    a user's ``k`` smallest keys so far (kept in (user, key) order), plus the batches since the
    last compaction, which runs whenever they outnumber a quarter of the candidates (or
    :data:`COMPACT_ABOVE`): it sorts the batches alone and merges them with the candidates in
    linear time (:func:`ordered`), so memory stays within about 1.25 times the users × k (a
    compaction's peak: some 75 bytes a point, against 40 held) and the sorting work within a
    few times that of one sort. The candidates' packed sort keys are kept between compactions
    (:func:`_ordered`), so a compaction packs only the new points.
    Between compactions a point whose key is not below its user's k-th smallest candidate key
    is dropped as it comes (it can never be among the k smallest: a later point loses a tie), so
    a user with many points sorts few of them (numeric ids; others are all held until the next
    compaction).
    ``add(user_ids, *columns)`` takes a batch whose ``columns`` (``n_columns`` arrays, e.g.
    x and y) travel with their points; ``kept()`` returns the kept points' global positions
    and columns, in the points' order.
    """

    #: the fewest pending points that make a compaction worth its sort
    COMPACT_ABOVE = 1 << 19

    def __init__(self, k: int, rng: np.random.Generator, n_columns: int = 0) -> None:
        if k < 1:
            raise ValueError("the number of points per user must be at least 1")
        self.k = int(k)
        self.seed = sampling_seed(rng)
        self.n_columns = n_columns
        self.restart()

    def restart(self) -> None:
        """Forget every point added: the next is keyed as the first was (the same keys again)."""
        self.keys = np.random.default_rng(self.seed)
        self.parts: list[tuple[Array, ...]] = []
        self.seen = self.held = self.pending = 0
        #: the candidates' packed keys, in order, and their packing (:func:`_ordered`), if any
        self.packed: Optional[tuple[Array, Packing]] = None
        #: each point's user's k-th smallest candidate key (1 while it has fewer), from a batch's
        #: user ids; None before the first compaction
        self.cut: Optional[Callable[[Array], Array]] = None

    def add(self, user_ids: Array, *columns: Array) -> None:
        n = len(user_ids)
        index = np.arange(self.seen, self.seen + n)
        part = (np.asarray(user_ids), self.keys.random(n), index, *columns)
        self.seen += n
        if self.cut is not None:
            passing = np.flatnonzero(part[1] < self.cut(part[0]))
            part = tuple(values.take(passing) for values in part)
        self.parts.append(part)
        self.pending += len(part[0])
        if self.pending > max(self.held // 4, self.COMPACT_ABOVE):
            self._compact()

    def _compact(self) -> None:
        """Keep each user's k smallest keys among the candidates and the batches since; its
        batches, sort and columns are let go as soon as they are used (its peak is the bound's)."""
        columns: list[Optional[list[Array]]] = [list(values) for values in zip(*self.parts)]
        self.parts = []
        merged: list[Array] = []
        for i, batches in enumerate(columns):  # one column at a time, its batches let go once merged
            columns[i] = None
            assert batches is not None
            merged.append(np.concatenate(batches))
            del batches
        order, users, packed = _ordered(merged[0], merged[1], self.held, self.packed)
        first_k = _first_k(users, self.k)
        kth = _kth(users, first_k, self.k)
        del users
        keep = order[first_k]  # the candidates, in (user, key) order for the next merge
        last = order[kth]  # users with k candidates, ascending
        self.packed = None if packed is None else (packed[0][first_k], packed[1])
        del order, first_k, kth, packed
        self.cut = _cuts(merged[0][last], merged[1][last], len(keep))
        for i, column in enumerate(merged):
            merged[i] = column[keep]
            del column
        self.parts = [tuple(merged)]
        self.held, self.pending = len(keep), 0

    def kept(self) -> tuple[Array, ...]:
        """``(positions, *columns)`` of the points kept, in the order they were added."""
        if not self.parts:
            return (np.empty(0, dtype=np.int64),) + (np.empty(0),) * self.n_columns
        self._compact()
        by_position = np.argsort(self.parts[0][2])
        self.parts = [tuple(values[by_position] for values in self.parts[0])]
        return self.parts[0][2:]

    def kept_users(self) -> Array:
        """The user ids of the points :meth:`kept` returned, in the same order (call it after)."""
        return self.parts[0][0] if self.parts else np.empty(0)


#: the widest span of integer ids looked up in a table of its own (:func:`_cuts`), at most
#: this many times the candidates held (and at least 2²⁰ entries)
_TABLE_PER_CANDIDATE = 4


def _cuts(users: Array, cut: Array, held: int) -> Optional[Callable[[Array], Array]]:
    """The lookup of :attr:`StreamedBound.cut`: ``users`` (ascending) hold k candidates, the
    k-th smallest key ``cut``; any other user 1 (every key passes). Integer ids of a narrow
    span index a table, other numbers are found by ``searchsorted``; strings are not looked up
    (None: all their points are held until the next compaction)."""
    if users.dtype.kind not in "iuf" or not len(users):
        return None
    if users.dtype.kind in "iu" and int(users[-1]) - int(users[0]) < max(_TABLE_PER_CANDIDATE * held, 1 << 20):
        low, high, table = users[0], users[-1], np.ones(int(users[-1]) - int(users[0]) + 1)
        table[users - low] = cut

        def lookup(ids: Array) -> Array:
            if not len(ids) or (ids.min() >= low and ids.max() <= high):  # one gather
                found: Array = table.take(ids - low)
                return found
            inside = (ids >= low) & (ids <= high)
            return np.where(inside, table[np.where(inside, ids - low, 0)], 1.0)

        return lookup

    def search(ids: Array) -> Array:
        at = np.minimum(np.searchsorted(users, ids), len(users) - 1)
        return np.where(users[at] == ids, cut[at], 1.0)

    return search
