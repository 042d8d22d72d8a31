"""Contribution bounding: at most k points per user (docs/noise-and-ledger.md).

When the unit of privacy is the user, each user's points are reduced to a
uniform random sample of at most ``k`` without replacement. Adding or
removing one user then changes any count by at most ``k``, which is the
sensitivity the noise is calibrated to.
"""

import numpy as np

#: the salts of :func:`sampling_seed`: ``[0, 2⁶³ − 1)``, an int8 of PostgreSQL
_SEEDS = (1 << 63) - 1


def sampling_seed(rng):
    """One draw of the release's generator that keys its sample of at most k points per user.

    In memory it seeds the points' uniform keys (:func:`bound_contributions`);
    a database uses it as the salt of the keyed hash that orders each user's
    points (docs/postgis.md). It is one draw whatever the number of points, so
    a seeded release draws the same noise on either path, and a database need
    not count the points before it samples them.
    """
    return int(rng.integers(_SEEDS))


def bound_contributions(user_ids, k, rng):
    """Indices of the points kept: a uniform sample of ≤ ``k`` per user.

    Vectorised: every point gets a uniform key (from a generator seeded by
    :func:`sampling_seed`), points are sorted by (user, key) and the first ``k``
    of each user are kept, which is a uniform sample without replacement.
    Returned indices are sorted.
    """
    if k < 1:
        raise ValueError("the number of points per user must be at least 1")
    _, user = np.unique(np.asarray(user_ids), return_inverse=True)
    key = np.random.default_rng(sampling_seed(rng)).random(len(user))
    order = np.lexsort((key, user))
    sorted_user = user[order]
    first = np.r_[True, sorted_user[1:] != sorted_user[:-1]]
    group_start = np.maximum.accumulate(np.where(first, np.arange(len(order)), 0))
    rank = np.arange(len(order)) - group_start
    return np.sort(order[rank < k])
