"""What every local-DP mechanism does before its own step (LDP-UG, PrivAG, AAG, DAM).

Each point is one user who reports one location once. :class:`LocalInput`
keeps the users inside the public domain and opens the per-user ledger —
the local counterpart of :func:`core.mechanisms.central.prepare`.
"""

from typing import Any, Optional

import numpy as np
import numpy.typing as npt

from ..budget import Ledger
from ..domain import Domain
from ..oracles import check_local_epsilon

LOCAL_UNIT = "user (one location, reported once)"


def reporting_users(x: npt.ArrayLike, y: npt.ArrayLike, domain: Domain,
                    keys: Optional[Any] = None) -> "tuple[np.ndarray, np.ndarray, Optional[np.ndarray]]":
    """``(x, y, key)`` of the users whose reports the server sees: those inside Ω and, with
    ``keys`` (:class:`core.tables.TableKeys`), whose time lies inside the public time range (their
    key, else None); a user outside either is left out."""
    x, y, inside = domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
    if keys is None:
        return x, y, None
    key = np.asarray(keys.index, dtype=np.int64)[inside]
    kept = key >= 0
    return x[kept], y[kept], key[kept]


class LocalInput:
    """The points inside Ω (one per user), the local ledger and the common parameters.

    There may be no point inside Ω: a local mechanism then releases estimates of 0 (and one
    that needs more users falls back to LDP-UG, :func:`.ldp_grids.few_users_release`), since
    refusing would make whether a release exists depend on the data (docs/noise-and-ledger.md).
    """

    def __init__(self, x: npt.ArrayLike, y: npt.ArrayLike, domain: Domain, epsilon: float,
                 keys: Optional[Any] = None) -> None:
        self.ledger = Ledger(check_local_epsilon(epsilon), "local", LOCAL_UNIT)
        self.domain = domain
        #: with ``keys`` (:class:`core.tables.TableKeys`), each user's key (:func:`reporting_users`)
        self.keys = keys
        self.x, self.y, self.key = reporting_users(x, y, domain, keys)
        self.n = len(self.x)
        self.params: dict[str, Any] = {"n_users": self.n, "epsilon_per_user": self.ledger.total}
