"""Count sources (core/counting.py): the same counts whichever way the points are read."""

import weakref

import numpy as np
import pytest

from spatialdp.core import Domain
from spatialdp.core.bounding import bound_contributions, sampling_seed
from spatialdp.core.counting import ArrayCounts, BatchCounts, HandedOver
from spatialdp.core.rng import SecureGenerator

DOMAIN = Domain(0.0, 0.0, 10.0, 5.0)


def points(n=5000, seed=0):
    rng = np.random.default_rng(seed)
    x, y = rng.uniform(-1, 11, n), rng.uniform(-1, 6, n)
    x[:5], y[5:10], x[10] = 10.0, 5.0, 0.0  # on the max edges (last cells) and the min edge
    return x, y


def test_batches_count_as_the_points_held_in_memory():
    x, y = points()
    whole = ArrayCounts(x, y, DOMAIN, np.random.default_rng(1))
    batched = BatchCounts(lambda: zip(np.array_split(x, 7), np.array_split(y, 7)), DOMAIN)
    m2 = np.random.default_rng(2).integers(1, 5, 9)
    assert batched.total() == whole.total() == int(DOMAIN.contains(x, y).sum())
    assert (batched.grid(7, 4) == whole.grid(7, 4)).all() and whole.grid(7, 4)[-1, -1] > 0
    assert (batched.leaves(3, m2) == whole.leaves(3, m2)).all()
    assert batched.leaves(3, m2).sum() == whole.total()


def test_coordinates_handed_over_are_held_by_the_count_source_alone_and_let_go_for_their_paths():
    """A release whose points are handed over frees them once it has their paths (issue 31):
    measured from outside, by whether the arrays still exist. Inside Ω, the source keeps the very
    arrays it was handed (no copy), and their paths are those of the same points given plainly."""
    x, y = (np.clip(v, 0, 5) for v in points())
    expected = ArrayCounts(x.copy(), y.copy(), DOMAIN, np.random.default_rng(1)).paths(12)
    alive = [weakref.ref(x), weakref.ref(y)]
    source = ArrayCounts(HandedOver(x), HandedOver(y), DOMAIN, np.random.default_rng(1))
    del x, y
    assert all(ref() is not None for ref in alive)  # held by the source
    assert (source.paths(12) == expected).all()
    assert all(ref() is None for ref in alive)  # and by nothing else


def test_a_source_told_that_no_question_follows_lets_its_points_go():
    """AG asks its last question, then lets the source go (issue 31): in memory, the coordinates
    handed over no longer exist; batch by batch, the passes (and what they hold) are dropped and a
    further question is refused rather than answered from nothing."""
    x, y = (np.clip(v, 0, 5) for v in points())
    alive = [weakref.ref(x), weakref.ref(y)]
    held = ArrayCounts(HandedOver(x), HandedOver(y), DOMAIN, np.random.default_rng(1))
    del x, y
    held.let_go()
    assert all(ref() is None for ref in alive)
    with pytest.raises(ValueError, match="no question follows"):
        held.grid(2, 2)
    x, y = points()
    batched = BatchCounts(lambda: zip(np.array_split(x, 3), np.array_split(y, 3)), DOMAIN)
    batched.leaves(2, np.ones(4, dtype=int))
    batched.let_go()
    with pytest.raises(ValueError, match="no question follows"):
        batched.grid(2, 2)


def test_coordinates_handed_over_read_as_arrays_until_taken():
    x = np.arange(4.0)
    handed = HandedOver(x)
    assert len(handed) == 4 and (np.asarray(handed) == x).all()
    copied = np.array(handed)  # a copy, as of an array, under numpy 1 and 2
    copied[0] = 9
    assert x[0] == 0
    assert handed.take() is x
    with pytest.raises(ValueError, match="taken"):
        np.asarray(handed)


@pytest.mark.slow
def test_the_sample_is_keyed_by_one_draw_whatever_the_number_of_points():
    """A database samples by a hash salted with one draw of the generator, and the in-memory
    path keys its points with the same one draw: a seeded release draws the same noise on
    either path, and the database need not count the points first."""
    for n in (10, 3_000_000):
        a, b = np.random.default_rng(5), np.random.default_rng(5)
        bound_contributions(np.arange(n) % 7, 2, a)
        salt = sampling_seed(b)
        assert a.random() == b.random() and 0 <= salt < 2**63
    assert sampling_seed(np.random.default_rng(6)) != salt
    assert 0 <= sampling_seed(SecureGenerator()) < 2**63


def test_the_user_bound_keeps_at_most_k_points_each():
    x, y = points(3000)
    users = np.arange(3000) % 10
    counts = ArrayCounts(x, y, DOMAIN, np.random.default_rng(3), users, 4)
    assert counts.total() == 40 and counts.sensitivity == 4 and "at most 4" in counts.unit


def _streamed(user_ids, x, k, seed, batches, compact_above):
    from spatialdp.core.bounding import StreamedBound

    bound = StreamedBound(k, np.random.default_rng(seed), n_columns=1)
    bound.COMPACT_ABOVE = compact_above
    peak = 0
    for part in np.array_split(np.arange(len(user_ids)), batches):
        bound.add(user_ids[part], x[part])
        peak = max(peak, bound.held + bound.pending)
    return bound.kept(), peak


@pytest.mark.parametrize("ids", ["int", "str", "huge", "wide", "float", "rising", "falling"])
def test_the_streamed_user_bound_keeps_exactly_the_points_of_the_whole_sample(ids):
    """Batch by batch, each user's k smallest keys (issue 31) are the points the in-memory bound
    keeps for the same seed, whatever the batching and whether the ids stay within the packing
    of the candidates' keys: the same sample, hence the same release; and
    the points held stay within about twice the users × k, not the points."""
    rng = np.random.default_rng(8)
    n, users, k = 60_000, 700, 3
    user = rng.zipf(1.6, n) % users  # a few heavy users, many light ones
    user_ids = {"int": user, "str": np.array([f"u{u}" for u in user], dtype=object),
                "huge": user.astype(np.int64) + 2**62,  # beyond float precision
                "wide": user.astype(np.int64) * 10**12,  # too wide a span for a table, or a packed sort
                "float": user + 0.5,
                # ids that leave the packing the first candidates were packed with (wider, lower)
                "rising": np.sort(user) * 37, "falling": -np.sort(user)}[ids]
    x = rng.random(n)
    whole = bound_contributions(user_ids, k, np.random.default_rng(4))
    for batches, compact_above in ((1, 10**9), (37, 500), (600, 0)):
        (positions, kept_x), peak = _streamed(user_ids, x, k, 4, batches, compact_above)
        np.testing.assert_array_equal(positions, whole)
        np.testing.assert_array_equal(kept_x, x[whole])
        if compact_above < n:
            assert peak <= 2 * len(np.unique(user)) * k + n // batches + 1, peak


def test_ids_at_both_ends_of_int64_are_not_taken_for_codes_of_the_candidates_packing():
    """The largest ids come first, so the candidates' keys are packed from the least of them;
    then come the least ids of int64, whose difference to it wraps around in int64 arithmetic
    into a code that would fit that packing. The bound must pack them anew: the same sample."""
    rng = np.random.default_rng(9)
    n, k = 40_000, 2
    s = np.sort(rng.integers(0, 600, n))
    ids = np.where(s < 300, 2**63 - 1 - s, -2**63 + s - 300)
    x = rng.random(n)
    whole = bound_contributions(ids, k, np.random.default_rng(4))
    (positions, kept_x), _ = _streamed(ids, x, k, 4, 80, 0)
    np.testing.assert_array_equal(positions, whole)
    np.testing.assert_array_equal(kept_x, x[whole])


@pytest.mark.filterwarnings("error")  # numpy 1's "elementwise comparison failed" is numpy 2's error
def test_fewer_points_than_k_are_all_kept():
    """A bound of k over fewer than k points (a small layer, few points inside the extent) keeps
    them all, on numpy 1 and 2 alike."""
    from spatialdp.core.bounding import StreamedBound

    for n in range(6):
        for k in range(1, 8):
            bound = StreamedBound(k, np.random.default_rng(n), n_columns=1)
            bound.COMPACT_ABOVE = 0
            bound.add(np.arange(n) % 2, np.arange(n, dtype=float))
            positions, x = bound.kept()
            expected = bound_contributions(np.arange(n) % 2, k, np.random.default_rng(n))
            np.testing.assert_array_equal(positions, expected)
            np.testing.assert_array_equal(x, np.arange(n, dtype=float)[expected])


def test_the_streamed_user_bound_draws_what_the_in_memory_bound_draws():
    """One sampling seed from the release's generator either way, so the noise that follows is
    the same; no batch at all keeps nothing."""
    from spatialdp.core.bounding import StreamedBound

    a, b = np.random.default_rng(5), np.random.default_rng(5)
    bound_contributions(np.arange(10) % 3, 2, a)
    positions, x, y = StreamedBound(2, b, n_columns=2).kept()
    assert a.random() == b.random() and len(positions) == len(x) == len(y) == 0


def test_points_sampled_as_read_count_as_the_points_held_whole():
    """Sampled per user as they were read (issue 31: a StreamedBound keyed by the generator's first
    draw), the points inside Ω count as the whole points bounded by ArrayCounts, and the generator
    goes on as it would: the same release for the same seed. A sample for another k is refused."""
    from spatialdp.core.bounding import SampledUsers, StreamedBound

    x, y = points(6000)
    users = np.random.default_rng(9).zipf(1.5, 6000) % 400
    a, b = np.random.default_rng(12), np.random.default_rng(12)
    whole = ArrayCounts(x, y, DOMAIN, a, users, 3)
    bound = StreamedBound(3, b, n_columns=2)
    for part in np.array_split(np.arange(6000), 9):
        inside = DOMAIN.contains(x[part], y[part])
        bound.add(users[part][inside], x[part][inside], y[part][inside])
    positions, kx, ky = bound.kept()
    kept_users = bound.kept_users()
    np.testing.assert_array_equal(kept_users, users[DOMAIN.contains(x, y)][positions])
    sampled = ArrayCounts(kx, ky, DOMAIN, b, SampledUsers(kept_users, 3), 3)
    np.testing.assert_array_equal(sampled.x, whole.x)
    np.testing.assert_array_equal(sampled.y, whole.y)
    assert a.random() == b.random() and sampled.sensitivity == whole.sensitivity == 3
    assert np.bincount(np.unique(kept_users, return_inverse=True)[1]).max() == 3
    with pytest.raises(ValueError, match="another bound"):
        ArrayCounts(kx, ky, DOMAIN, b, SampledUsers(kept_users, 3), 2)
    with pytest.raises(ValueError, match="another bound"):
        ArrayCounts(kx, ky, DOMAIN, b, SampledUsers(kept_users, 3), 3, key=np.zeros(len(kx), dtype=int))


def _reference_smallest_keys(user_ids, key, k):
    """Each user's k smallest keys, ties to the earlier position: np.unique, then np.lexsort."""
    _, user = np.unique(np.asarray(user_ids), return_inverse=True)
    order = np.lexsort((key, user))
    rank = np.zeros(len(order), dtype=int)
    sorted_user = user[order]
    for i in range(1, len(order)):
        rank[i] = rank[i - 1] + 1 if sorted_user[i] == sorted_user[i - 1] else 0
    return np.sort(order[rank < k])


@pytest.mark.parametrize("ids", ["narrow", "wide", "huge", "str", "float"])
@pytest.mark.parametrize("keys", ["uniform", "ties", "low bits"])
def test_the_packed_sort_keeps_the_points_of_unique_and_lexsort(ids, keys):
    """One sort of (user, key) packed into 64 bits (issue 31) keeps exactly what numbering the
    users and sorting by (user, key) keeps, ties to the earlier point, whatever the ids; keys equal
    or equal in their top bits fall back to the exact order."""
    from spatialdp.core.bounding import smallest_keys

    rng = np.random.default_rng(21)
    user = rng.zipf(1.6, 4000) % 300
    user_ids = {"narrow": user, "wide": user.astype(np.int64) << 20, "huge": user.astype(np.int64) * 10**12,
                "str": np.array([f"u{u}" for u in user], dtype=object), "float": user + 0.25}[ids]
    key = {"uniform": rng.random(4000), "ties": rng.integers(0, 8, 4000) / 8,
           "low bits": 0.5 + rng.integers(0, 4, 4000) * 2.0 ** -53}[keys]
    for k in (1, 3):
        np.testing.assert_array_equal(smallest_keys(user_ids, key, k),
                                      _reference_smallest_keys(user_ids, key, k))


@pytest.mark.parametrize("keys", ["uniform", "ties", "low bits"])
def test_a_sorted_prefix_is_merged_into_the_order_of_the_whole(keys):
    """A streamed bound's candidates are kept in (user, key) order and only the new batches are
    sorted, then merged with them (issue 31): the order, ties to the earlier position, is the one
    of sorting everything (np.lexsort over the users' numbers)."""
    from spatialdp.core.bounding import ordered

    rng = np.random.default_rng(23)
    user = (rng.zipf(1.6, 5000) % 300).astype(np.int64) << 20  # codes too wide to keep a key whole
    key = {"uniform": rng.random(5000), "ties": rng.integers(0, 8, 5000) / 8,
           "low bits": 0.5 + rng.integers(0, 4, 5000) * 2.0 ** -53}[keys]
    first = np.lexsort((key[:2000], user[:2000]))  # the candidates, sorted
    user, key = np.r_[user[:2000][first], user[2000:]], np.r_[key[:2000][first], key[2000:]]
    order, users = ordered(user, key, sorted_prefix=2000)
    np.testing.assert_array_equal(order, np.lexsort((key, np.unique(user, return_inverse=True)[1])))
    np.testing.assert_array_equal(np.diff(users) != 0, np.diff(user[order]) != 0)  # each user's code
