"""Multi-round local-DP collections run for real: PrivAG, AAG, AHEAD, HDG (issue 12; docs/collection.md).

In PrivAG and AAG (docs/ldp-grids.md) round 1's public estimate defines
round 2's grid; in AHEAD (docs/ahead.md) each of h rounds refines the tree
of the one before; HDG's three groups (docs/hdg.md) report over three fixed
grids, as three independent rounds. The simulated mechanisms do every step in one call; a
real survey splits them between the server and the users' devices:

1. **Server**: ``collection = start_collection("AHEAD", domain, epsilon, n_users)``
   and ``rounds = collection.assign(rng)``: every registered user's round,
   a seeded random split that ignores the locations (published to each user).
2. For each round: the server publishes ``plan = collection.plan()``
   (:class:`RoundPlan`: the round's public partition of the extent, ε and
   the oracle); each device of that round sends
   ``device_report(x, y, plan, rng)`` — one ε-LDP report
   (:class:`core.oracles.Reports`: the perturbed value and, for OLH, the
   hash seed); the server collects the round's reports in a table and calls
   ``collection.receive(reports)``, which publishes the next round's plan.
3. ``collection.estimate()`` is the final synopsis, the same estimate the
   simulated mechanism computes from the same reports.

Privacy: each user is in one round and sends one report, through one
ε-LDP frequency oracle, about the cell of the round's *public* partition
that holds their location; the partition depends only on earlier rounds'
reports, and the rounds are disjoint groups of users, so the collection is
ε-LDP per user (parallel composition; the ledger's group "users"). The
server draws nothing the users' privacy depends on: its only randomness is
the public assignment of users to rounds.
"""

from dataclasses import dataclass
from functools import partial
from typing import Any

import numpy as np

from . import oracles
from .budget import Ledger, counted
from .domain import Cuts, Domain, check_cells, local_index, local_index_at, split_rects, split_rects_at
from .guidelines import ldp_level1_size, ldp_level2_size, ldp_level2_sizes
from .mechanisms.ahead import Decomposition, ahead_synopsis, user_groups
from .mechanisms.hdg import GROUP_STEPS, GridPartition, hdg_partitions, hdg_sizes, hdg_synopsis
from .mechanisms.ldp_grids import (
    CUT_HALFWAY, USERS_GROUP, aag_cuts, aag_pieces, check_cut, cut_fractions, two_level_counts,
)
from .mechanisms.local import LOCAL_UNIT
from .parameters import (
    AAG_ALPHA, AAG_FIRST_ALPHA, AAG_SIGMA, AHEAD_LEVELS, HDG_ALPHA1, HDG_ALPHA2, PRIVAG_ALPHA,
    PRIVAG_SIGMA,
)
from .synopsis import Synopsis
from .uncertainty import OracleEstimates, oracle_levels

#: the record's words for the randomness of a collection's release
SERVER_RANDOMNESS = ("none on the server but the public assignment of users to rounds: the reports "
                     "were perturbed on the users' devices")


@dataclass(frozen=True)
class RoundPlan:
    """What the server publishes before a round: the partition its devices report over.

    ``partition`` (of the public extent ``domain``) has ``d`` cells,
    ``cell_of(x, y)`` and ``leaf_rects()``;
    ``oracle`` is "GRR" or "OLH" (decided from d and ε as the simulation's
    adaptive choice), ``g`` OLH's hash range (None: round(e^ε) + 1).
    """

    round: int
    epsilon: float
    domain: Domain
    partition: object
    oracle: str
    g: int = None

    @property
    def d(self):
        return self.partition.d

    def rects(self):
        """The round's cells ``(xmin, ymin, xmax, ymax)``, in the order of the reports' values."""
        return self.partition.leaf_rects()


def device_report(x, y, plan, rng):
    """The device step: the user's cell of the round's public partition → one ε-LDP report.

    ``x``, ``y`` are one user's location (or arrays of users of the same
    round) inside the public extent; ``rng`` is the device's generator
    (:class:`core.rng.SecureGenerator` for a real survey). Returns
    :class:`core.oracles.Reports`.
    """
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if not plan.domain.contains(x, y).all():
        raise ValueError("a location lies outside the collection's public extent; such a user "
                         "cannot take part (the extent must contain everybody)")
    return oracles.perturb(plan.partition.cell_of(x, y), plan.d, plan.epsilon, rng,
                           oracle=plan.oracle, g=plan.g)


def reports_table(report, seed, plan):
    """A round's reports as stored in a table (one row per user; ``seed`` None for GRR)."""
    return oracles.Reports(plan.oracle, np.asarray(report).reshape(-1),
                           None if seed is None else np.asarray(seed).reshape(-1), plan.g)


def start_collection(mechanism: str, domain: Domain, epsilon: float, n_users: int, **params: Any) -> "_Collection":
    """The server's state of a new collection: ``mechanism`` "PrivAG", "AAG", "AHEAD" or "HDG".

    ``params`` are the mechanism's (PrivAG: ``grid_size``, ``alpha``,
    ``sigma``, ``consistency``; AAG: also ``first_alpha``, ``cut``,
    ``neighbour_floor``; AHEAD: ``depth``, ``norm_sub``; HDG: ``grid_size``,
    ``marginal_size``, ``alpha1``, ``alpha2``; all: ``oracle``), with the
    simulated functions' defaults.
    """
    kinds: dict[str, Any] = {"PrivAG": partial(TwoLevelCollection, "PrivAG"), "AAG": partial(TwoLevelCollection, "AAG"),
             "AHEAD": AheadCollection, "HDG": HdgCollection}
    if mechanism not in kinds:
        raise ValueError(f"no multi-round collection for {mechanism!r}: use {', '.join(kinds)}")
    collection: _Collection = kinds[mechanism](domain, epsilon, n_users, **params)
    return collection


class _Collection:
    """What every protocol shares: the public setting, the ledger and the round counter."""

    rounds = 0

    def __init__(self, domain: Domain, epsilon: float, n_users: int, oracle: str) -> None:
        self.domain = domain
        self.epsilon = oracles.check_local_epsilon(epsilon)
        self.n_users = int(n_users)
        if self.n_users < 1:
            raise ValueError("a collection needs at least one user")
        self.oracle = oracle
        self.ledger = Ledger(self.epsilon, "local", LOCAL_UNIT)
        self.received = 0
        self.params = {"n_users": self.n_users, "epsilon_per_user": self.epsilon}

    def assign(self, rng: np.random.Generator) -> list[np.ndarray]:
        """Each round's users (indices into the registered users), as the simulation splits them
        (HDG: the x, y and 2-D groups)."""
        return user_groups(self.n_users, self.rounds, rng)

    # what each protocol does (the subclasses)
    def plan(self) -> "RoundPlan":
        """The next round's plan."""
        raise NotImplementedError

    def receive(self, reports: oracles.Reports) -> None:
        """Receive the next round's reports."""
        raise NotImplementedError

    def estimate(self) -> Synopsis:
        """The release after the last round."""
        raise NotImplementedError

    def _plan(self, partition):
        name = str(self.oracle).upper()
        oracle = oracles.choose_oracle(partition.d, self.epsilon) if name == "ADAPTIVE" else name
        return RoundPlan(self.received + 1, self.epsilon, self.domain, partition, oracle)

    def _check_round(self, reports, plan):
        if self.received >= self.rounds:
            raise ValueError(f"all {self.rounds} rounds have been received")
        if reports.oracle != plan.oracle:
            raise ValueError(f"round {plan.round} uses {plan.oracle}, the reports are {reports.oracle}")
        if len(reports) == 0:
            raise ValueError(f"round {plan.round}'s table holds no reports: collect the round's "
                             "reports before sending it")

    def _estimates(self, reports, plan):
        """A round's unbiased estimates (:class:`core.uncertainty.OracleEstimates`), its users a
        random group of the registered ones."""
        return OracleEstimates(reports.oracle, len(reports), plan.d, self.epsilon,
                               oracles.estimate(reports, plan.d, self.epsilon), self.n_users, reports.g)

    def _step(self, plan):
        """The ledger's name of a round."""
        return f"round {plan.round} reports"

    def _received(self, reports, plan):
        """Record a round whose reports were estimated (the ledger's entry, the round counter).
        A spend, not :meth:`core.budget.Ledger.perturb`: the reports were perturbed at ε on the
        users' devices (:func:`device_report`), the server draws nothing."""
        self.ledger.spend(self._step(plan), self.epsilon,
                          f"{counted(len(reports), 'user')}, {plan.oracle} over {plan.d} cells", group=USERS_GROUP)
        self.received += 1

    def _randomness(self):
        return {"seed": None, "randomness": SERVER_RANDOMNESS, "secure": True}


class AheadCollection(_Collection):
    """AHEAD across h rounds (:class:`core.mechanisms.ahead.Decomposition` is the server's tree)."""

    def __init__(self, domain, epsilon, n_users, *, depth=AHEAD_LEVELS, oracle=oracles.ADAPTIVE,
                 norm_sub=True):
        super().__init__(domain, epsilon, n_users, oracle)
        self.tree = Decomposition(domain, depth, self.n_users)
        self.rounds = self.tree.depth
        self.norm_sub = norm_sub

    def plan(self):
        return self._plan(self.tree.partition())

    def receive(self, reports):
        plan = self.plan()
        self._check_round(reports, plan)
        self.tree.receive(reports, self.epsilon)
        self._received(reports, plan)

    def estimate(self):
        return ahead_synopsis(self.tree, self.ledger, dict(self.params), self.norm_sub,
                              self._randomness())


class HdgCollection(_Collection):
    """HDG's three groups as three rounds (x columns, y rows, the 2-D grid); no round depends on
    another, so they may also run at the same time, each group with its own plan."""

    rounds = 3

    def __init__(self, domain, epsilon, n_users, *, grid_size=None, marginal_size=None,
                 alpha1=HDG_ALPHA1, alpha2=HDG_ALPHA2, oracle=oracles.ADAPTIVE):
        super().__init__(domain, epsilon, n_users, oracle)
        self.g1, self.g2, sizes = hdg_sizes(self.n_users, self.epsilon, grid_size, marginal_size,
                                            alpha1, alpha2)
        self.params.update(sizes)
        self.partitions = hdg_partitions(domain, self.g1, self.g2)
        self.groups = []

    def plan(self):
        return self._plan(self.partitions[min(self.received, self.rounds - 1)])

    def receive(self, reports):
        plan = self.plan()
        self._check_round(reports, plan)
        self.groups.append(self._estimates(reports, plan))
        self._received(reports, plan)

    def _step(self, plan):
        return GROUP_STEPS[plan.round - 1]

    def estimate(self):
        if self.received < self.rounds:
            raise ValueError(f"{self.received} of {self.rounds} rounds received")
        return hdg_synopsis(self.domain, self.g1, self.g2, self.groups, ledger=self.ledger,
                            params=dict(self.params), randomness=self._randomness())


class TwoLevelCollection(_Collection):
    """PrivAG or AAG in two rounds: U1 reports its G1 cell, U2 its leaf of the grid U1's estimates define.

    The options and defaults are :func:`core.privag`'s and :func:`core.aag`'s
    (``consistency``, ``norm_sub``; AAG's ``cut`` and ``neighbour_floor``),
    and so is the estimate (:func:`core.mechanisms.ldp_grids.two_level_counts`); all off with
    ``cut="paper"`` is the papers' algorithm.
    """

    rounds = 2

    def __init__(self, mechanism, domain, epsilon, n_users, *, grid_size=None, alpha=None, sigma=None,
                 first_alpha=AAG_FIRST_ALPHA, oracle=oracles.ADAPTIVE, cut=CUT_HALFWAY,
                 consistency=True, norm_sub=True, neighbour_floor=None):
        super().__init__(domain, epsilon, n_users, oracle)
        self.mechanism = mechanism
        aag = mechanism == "AAG"
        self.alpha = alpha if alpha is not None else (AAG_ALPHA if aag else PRIVAG_ALPHA)
        self.sigma = sigma if sigma is not None else (AAG_SIGMA if aag else PRIVAG_SIGMA)
        if not 0 < self.sigma < 1:
            raise ValueError("sigma (the share of users in the first group) must be in (0, 1)")
        self.n1 = int(round(self.sigma * self.n_users))
        if self.n1 < 1 or self.n_users - self.n1 < 1:
            raise ValueError(f"{mechanism} needs users in both rounds")
        self.cut = check_cut(cut) if aag else None
        self.floor = 1.0 / self.n1 if neighbour_floor is None else float(neighbour_floor)
        g1_alpha = first_alpha if aag else self.alpha
        self.g1 = int(grid_size) if grid_size else ldp_level1_size(self.n_users, self.epsilon, g1_alpha)
        # before any report: at least one leaf per G1 cell and the leaves of evenly spread users
        even = ldp_level2_size(1 / self.g1**2, self.n_users, self.epsilon, self.alpha, self.sigma)
        check_cells(self.g1**2 + max(self.g1**2, self.g1**2 * even**2))
        self.consistency, self.norm_sub = consistency, norm_sub
        self.first = self.second = self.leaves = None
        self.params.update(grid_size=self.g1, g1=self.g1, alpha=self.alpha, sigma=self.sigma,
                           grid_size_source="given" if grid_size else "guideline")
        if aag:
            self.params.update(first_alpha=first_alpha, cut=cut)

    def assign(self, rng):
        """(U1, U2): a seeded random permutation, the first round(σ·n) users first (as the simulation)."""
        order = rng.permutation(self.n_users)
        return order[:self.n1], order[self.n1:]

    def plan(self):
        if self.received == 0:
            return self._plan(GridPartition(self.domain, self.g1, self.g1))
        return self._plan(self.leaves)

    def receive(self, reports):
        plan = self.plan()
        self._check_round(reports, plan)
        group = self._estimates(reports, plan)
        if self.received == 0:
            self.first = group
            raw = group.estimate
            self.leaves = self._leaves((oracles.norm_sub(raw, group.n_group) if self.norm_sub
                                        else raw) / group.n_group)
        else:
            self.second = group
        self._received(reports, plan)

    def _leaves(self, frequency):
        """Round 2's partition from U1's relative frequencies (Eq. 5; AAG's cuts, Eqs. 6–7)."""
        g2 = ldp_level2_sizes(frequency, self.n_users, self.epsilon, self.alpha, self.sigma)
        check_cells(int((g2 * g2).sum()) + self.g1**2)
        rects1 = self.domain.grid_rects(self.g1, self.g1)
        if self.mechanism == "PrivAG":
            return _Leaves(self.domain, self.g1, rects1, g2, None)
        fx, fy, west, south = aag_cuts(frequency.reshape(self.g1, self.g1), self.floor)
        pieces_x, pieces_y = aag_pieces(g2, west), aag_pieces(g2, south)
        return _Leaves(self.domain, self.g1, rects1, g2,
                       Cuts(cut_fractions(fx, *pieces_x, self.cut), cut_fractions(fy, *pieces_y, self.cut),
                            *pieces_x, *pieces_y))

    def estimate(self):
        if self.received < 2:
            raise ValueError(f"{self.received} of 2 rounds received")
        first, second, leaves = self.first, self.second, self.leaves
        counts1, counts2, weights = two_level_counts(first, second, leaves.parent, leaves.g2,
                                                     self.consistency, self.norm_sub)
        self.params.update(g2_min=int(leaves.g2.min()), g2_max=int(leaves.g2.max()),
                           leaves=int(leaves.d), n_u1=first.n_group, n_u2=second.n_group,
                           consistency=bool(self.consistency), norm_sub=bool(self.norm_sub))
        g1 = self.g1
        return Synopsis(
            self.mechanism, self.domain, np.vstack([leaves.rects1, leaves.leaf_rects()]),
            np.concatenate([counts1, counts2]),
            np.r_[np.ones(g1 * g1, dtype=np.int64), np.full(leaves.d, 2)],
            np.r_[np.full(g1 * g1, -1), leaves.parent], self.ledger, dict(self.params),
            notes=["estimated from the reports of a real two-round collection"],
            uncertainty=oracle_levels(first, second, leaves.parent, leaves.g2**2, weight_variances=weights,
                                      norm_sub=self.norm_sub),
            **self._randomness())


class _Leaves:
    """Round 2: each G1 cell k cut into g2_k × g2_k leaves, evenly or at AAG's cuts (``split``)."""

    def __init__(self, domain, g1, rects1, g2, split):
        self.domain, self.g1, self.rects1, self.g2, self.split = domain, g1, rects1, g2, split
        self.offset = np.cumsum(g2 * g2) - g2 * g2
        self.d = int((g2 * g2).sum())
        self._rects, self.parent = (split_rects(rects1, g2, g2) if split is None
                                    else split_rects_at(rects1, split))

    def cell_of(self, x, y):
        cell = self.domain.cell_index(x, y, self.g1, self.g1)
        if self.split is None:
            inside = local_index(self.rects1, self.g2, self.g2, cell, x, y)
        else:
            inside = local_index_at(self.rects1, self.split, cell, x, y)
        return self.offset[cell] + inside

    def leaf_rects(self):
        return self._rects
