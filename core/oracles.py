"""Local-DP frequency oracles GRR and OLH (docs/ldp-grids.md; Wang, Blocki, Li, Jha,
"Locally Differentially Private Protocols for Frequency Estimation",
USENIX Security 2017, "Wang et al. 2017" below).

In the local model every user perturbs their own value on their device and
sends only the perturbed *report*; the server estimates how many users hold
each value. The module is split the way a real collection is:

- **client** (one user or many, vectorised): :func:`perturb` turns true
  values in ``[0, d)`` into :class:`Reports`;
- **server**: :func:`support` counts, for every value ``v``, the reports
  that support it, :func:`estimate` turns the supports into unbiased counts
  (they may be negative) and :func:`norm_sub` is an optional post-processing.

Oracles (Wang et al. 2017, "direct encoding" and "optimal local hashing"):

- **GRR** (generalised randomised response, "direct encoding"): report the
  true value with probability p = e^ε/(e^ε+d−1), else one of the d−1 others
  uniformly (q = 1/(e^ε+d−1) each). Every ratio of the d×d probability
  matrix is ≤ p/q = e^ε, so it is ε-LDP. Estimate
  c_v = (Sup(v) − n q)/(p − q), Sup(v) = #reports equal to v.
- **OLH** (optimised local hashing): each user draws a hash function H_u from
  a universal family into [0, g), g = round(e^ε) + 1, and perturbs H_u(v) with
  GRR over g values; the report is (H_u, x_u). Sup(v) = #users with
  x_u = H_u(v); p = e^ε/(e^ε+g−1), q* = 1/g, and
  c_v = (e^ε+g−1)(g·Sup(v) − n) / ((e^ε−1)(g−1)) = (Sup(v) − n/g)/(p − 1/g)
  (also Eq. 3 of Balioglu et al. 2024 with m = g).
- **Adaptive choice** (Wang et al. 2017): GRR when d < 3e^ε + 2, else OLH —
  exactly where GRR's approximate variance n(e^ε+d−2)/(e^ε−1)² is below
  OLH's n·4e^ε/(e^ε−1)².

The hash family is ((a·v + b) mod P) mod g with P = 2^61 − 1 (a Mersenne
prime), a ∈ [1, P), b ∈ [0, P): for v ≠ v' the pair (a·v+b, a·v'+b) mod P
is uniform over distinct pairs, so P[H(v) = H(v')] = 1/g up to O(1/P). The
arithmetic is exact 64-bit integer arithmetic (no floating point): see
:func:`_mulmod`. A user's hash function is not sent as (a, b) but as a
63-bit *hash seed* (a non-negative int64, so it fits a signed 64-bit field of
a GIS table); (a, b) are derived from it deterministically with SplitMix64
(Steele, Lea, Flood, OOPSLA 2014), so the client and the server compute the
same H_u.

Server-side support counting for OLH is n·d hash evaluations. It is
vectorised over users *and* values in chunks: for a chunk of users the values
are written v = i·L + j (L ≈ √d) and two small tables per user,
hi[i] = a·L·i mod P and lo[j] = (a·j + b) mod P, give
a·v + b ≡ hi[i] + lo[j] (mod P). The sum wraps past P exactly when
hi ≥ P − lo, and then (hi + lo) mod P mod g = (hi mod g + lo mod g − P mod g)
mod g, so the full users × values block needs one 64-bit comparison and
a few byte-wide operations per check, while the result is bit-for-bit that
of the 61-bit formula. Measured (``tests/benchmarks/bench_oracles.py``,
1M users × 1,000 cells, one core of the 2-core reference machine): about
435 M checks per second for g = 4, 21 and 149, 43× a plain per-user Python
loop and 15× a per-user loop vectorised over cells. With the full 61-bit
prime the speed target is met, so no smaller prime is needed.

Variances (Wang et al. 2017, the variance of a "pure" protocol, with support
probabilities p* for the true value and q* for any other):
Var[c_v] = n·q*(1−q*)/(p*−q*)² + n·f_v·(1−p*−q*)/(p*−q*), f_v = c_v/n.
GRR: p* = p, q* = q; OLH: p* = p, q* = 1/g. Dropping the f_v term gives the
approximations n(e^ε+d−2)/(e^ε−1)² (GRR) and n·4e^ε/(e^ε−1)² (OLH with
g = e^ε+1).

Randomness: every client-side function takes an explicit generator. With
:class:`~core.rng.SecureGenerator` the seeds, the keep/flip decisions and
the replacement values all come from ``os.urandom``. The keep decision is
an integer draw (:mod:`core.sampling`): the flip probability is realised
exactly as a multiple of 2⁻⁶², rounded up, and an ε at which it would fall
below 2⁻⁴² is refused.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Optional

import numpy as np
import numpy.typing as npt

from .arrays import Array

from .sampling import SCALE, SMALLEST_PROBABILITY, check_resolution, draw_below
from .validation import check_epsilon

GRR = "GRR"
OLH = "OLH"
ADAPTIVE = "adaptive"

#: the Mersenne prime 2^61 − 1 of the OLH hash family
MERSENNE_61 = (1 << 61) - 1

_P = np.uint64(MERSENNE_61)
_LOW32 = np.uint64(0xFFFFFFFF)
_LOW29 = np.uint64((1 << 29) - 1)
_S29 = np.uint64(29)
_S32 = np.uint64(32)
_S61 = np.uint64(61)

#: the largest domain a report may refer to (values are multiplied as < 2^32)
MAX_DOMAIN = 1 << 32

#: the hash seeds are uniform in [0, 2^63 − 1): non-negative signed 64-bit integers
SEED_HIGH = (1 << 63) - 1

#: users × values checked per block of the vectorised OLH support count
_BLOCK_CHECKS = 1 << 19
#: at most this many users per block, so per-block counts fit in uint16
_MAX_BLOCK_USERS = 65_535


# ---------------------------------------------------------------- parameters


def choose_oracle(d: int, epsilon: float) -> str:
    """Wang et al. 2017: "GRR" when d < 3e^ε + 2 (GRR's variance is then lower), else "OLH"."""
    return GRR if d < 3 * math.exp(epsilon) + 2 else OLH


def olh_hash_range(epsilon: float) -> int:
    """OLH's g = round(e^ε) + 1 (the integer near the optimum e^ε + 1)."""
    return int(round(math.exp(epsilon))) + 1


def grr_probabilities(d: int, epsilon: float) -> tuple[float, float]:
    """GRR's (p, q): keep w.p. p = e^ε/(e^ε+d−1); each other value w.p. q = 1/(e^ε+d−1)."""
    epsilon = check_epsilon(epsilon)
    if d < 1:
        raise ValueError("GRR needs at least 1 value")
    e = math.exp(epsilon)
    return e / (e + d - 1), 1.0 / (e + d - 1)


def grr_flip_probability(d: int, epsilon: float) -> float:
    """GRR's probability (d−1)/(e^ε+d−1) of reporting another value than the true one (d ≥ 2).

    The users' device must realise it: ε above ln(d−1) + ln(2⁴²−1), where it
    falls below 2⁻⁴², is refused (:func:`core.sampling.check_resolution`).
    """
    largest = math.log(d - 1) + math.log(1 / SMALLEST_PROBABILITY - 1)
    flip = (d - 1) / (math.exp(min(epsilon, 700.0)) + d - 1)
    check_resolution(flip, epsilon, largest)
    return flip


def grr_flip_weight(d: int, epsilon: float) -> int:
    """GRR's flip probability as the integer weight out of 2⁶² a device compares its draw with (rounded up).

    The plan a device receives carries it (docs/ldp-protocol.md, "flip_weight").
    """
    return math.ceil(grr_flip_probability(d, epsilon) * SCALE)


def check_local_epsilon(epsilon: Any) -> float:
    """ε as a float, refused (:class:`~core.sampling.ResolutionError`) where no local randomiser works.

    Beyond ln(2³²−1) + ln(2⁴²−1) ≈ 51.3 GRR cannot realise its flip on any
    domain of at most 2³² values and OLH's hash range e^ε + 1 would pass the
    hash prime 2⁶¹−1; refusing there also keeps e^ε finite everywhere.
    """
    epsilon = check_epsilon(epsilon)
    grr_flip_probability(MAX_DOMAIN, epsilon)
    return float(epsilon)


def grr_matrix(d: int, epsilon: float) -> Array:
    """The d×d matrix P[report = column | true value = row] of GRR."""
    p, q = grr_probabilities(d, epsilon)
    m = np.full((d, d), q)
    np.fill_diagonal(m, p)
    return m


def support_probabilities(oracle: str, d: int, epsilon: float, g: Optional[int] = None
                          ) -> tuple[float, float]:
    """(p*, q*): P[a report supports v] when the user holds v, and when they do not."""
    oracle = resolve(oracle, d, epsilon)
    if oracle == GRR:
        return grr_probabilities(d, epsilon)
    g = olh_hash_range(epsilon) if g is None else int(g)
    return grr_probabilities(g, epsilon)[0], 1.0 / g


def variance(oracle: str, n: Any, d: int, epsilon: float, *, g: Optional[int] = None,
             true_count: Any = 0.0) -> Any:
    """Var of one count estimate (Wang et al. 2017, variance of a pure protocol).

    n·q*(1−q*)/(p*−q*)² + c_v·(1−p*−q*)/(p*−q*) with c_v = ``true_count``;
    with ``true_count = 0`` this is the usual approximation Var*.
    """
    p, q = support_probabilities(oracle, d, epsilon, g)
    return n * q * (1 - q) / (p - q) ** 2 + true_count * (1 - p - q) / (p - q)


def sum_variance(oracle: str, n: Any, d: int, epsilon: float, size: Any, *, g: Optional[int] = None,
                 true_count: Any = 0.0) -> Any:
    """Var of the sum of the estimates of ``size`` distinct values (a count table's total,
    docs/categories.md), ``true_count`` users holding one of them; ``size`` = 1 is :func:`variance`.

    GRR: a report supports at most one value, so the set's support is one Bernoulli per user, of
    probability p_S = p + (size−1)q for a holder and q_S = size·q otherwise, and p_S − q_S = p − q:
    n·q_S(1−q_S)/(p−q)² + c·(1−p_S−q_S)/(p−q), exact (it has the estimates' negative covariances).
    OLH: the supports of two values are uncorrelated for a holder of either (pairwise independent
    hashing) and taken as uncorrelated otherwise: ``size`` times the count-free variance plus
    c·(1−p−q*)/(p−q*). The hash family is only pairwise independent, so for a user holding a third
    value the two supports may correlate: sums of table rows were measured with up to 1.4 times
    this variance, a lower bound for OLH; a table takes the variance of its sums from each user's
    supports instead (:class:`core.ldptables.SupportSquares`, docs/categories.md "Local grids").
    """
    oracle = resolve(oracle, d, epsilon)
    p, q = support_probabilities(oracle, d, epsilon, g)
    if oracle == GRR:
        p, q = p + (size - 1) * q, size * q
        return n * q * (1 - q) / (p - q) ** 2 + true_count * (1 - p - q) / (p - q)
    return size * n * q * (1 - q) / (p - q) ** 2 + true_count * (1 - p - q) / (p - q)


def olh_variance(n: Any, epsilon: float, g: Optional[int] = None, true_count: Any = 0.0) -> Any:
    """OLH: n·q*(1−q*)/(p−q*)² + c_v(1−p−q*)/(p−q*), q* = 1/g (≈ n·4e^ε/(e^ε−1)²)."""
    return variance(OLH, n, 0, epsilon, g=g, true_count=true_count)


# ---------------------------------------------------------------- hashing


def splitmix64(state: Array) -> Array:
    """SplitMix64's output function of a uint64 array (wrapping arithmetic)."""
    z = np.asarray(state, dtype=np.uint64)
    with np.errstate(over="ignore"):
        z = z + np.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def hash_coefficients(seeds: npt.ArrayLike) -> tuple[Array, Array]:
    """(a, b) of each user's hash function, from their hash seeds (uint64 arrays).

    The SplitMix64 stream started at the seed gives two 64-bit words z1, z2;
    a = 1 + z1 mod (P − 1) ∈ [1, P) and b = z2 mod P ∈ [0, P), P = 2^61 − 1.
    """
    s = _as_seeds(seeds)
    with np.errstate(over="ignore"):
        z1 = splitmix64(s)
        z2 = splitmix64(s + np.uint64(0x9E3779B97F4A7C15))
    a = np.uint64(1) + z1 % np.uint64(MERSENNE_61 - 1)
    b = z2 % _P
    return a, b


def _reduce(s: Array) -> Array:
    """s mod P for uint64 s (one Mersenne fold, then one conditional subtraction)."""
    s = (s & _P) + (s >> _S61)  # < 2^61 + 8
    with np.errstate(over="ignore"):
        return np.minimum(s, s - _P)  # s − P wraps to a huge value when s < P


def _mulmod(x: Array, y: Array | np.uint64) -> Array:
    """Exact (x·y) mod P for uint64 arrays with x < P and y < 2^32.

    x = x1·2^32 + x0; x0·y < 2^64 is folded with 2^61 ≡ 1; t = x1·y < 2^61 and
    t·2^32 = (t >> 29)·2^61 + (t mod 2^29)·2^32 ≡ (t >> 29) + (t mod 2^29)·2^32.
    The sum of the three parts is < 2^63, so nothing overflows.
    """
    x = np.asarray(x, dtype=np.uint64)
    y = np.asarray(y, dtype=np.uint64)
    t = (x >> _S32) * y
    u = (x & _LOW32) * y
    s = (u & _P) + (u >> _S61) + (t >> _S29) + ((t & _LOW29) << _S32)
    return _reduce(s)


def olh_hash(seeds: npt.ArrayLike, values: npt.ArrayLike, g: int) -> Array:
    """H_u(v) = ((a_u·v + b_u) mod P) mod g for paired arrays of seeds and values."""
    a, b = hash_coefficients(seeds)
    v = np.asarray(values)
    if v.size and (v.min() < 0 or v.max() >= MAX_DOMAIN):
        raise ValueError("values must lie in [0, 2^32)")
    return (_reduce(_mulmod(a, v.astype(np.uint64)) + b) % np.uint64(g)).astype(np.int64)


# ---------------------------------------------------------------- client side


@dataclass
class Reports:
    """What users send: one entry per user.

    ``report`` is the perturbed value in [0, d) (GRR) or the perturbed hash
    value x_u in [0, g) (OLH); ``seed`` is each user's hash seed (OLH only,
    non-negative int64). ``g`` is the hash range the users applied (OLH);
    ``None`` means the default round(e^ε) + 1 for the collection's ε.
    """

    oracle: str
    report: Array
    seed: Optional[Array] = None
    g: Optional[int] = None

    def __post_init__(self) -> None:
        self.oracle = self.oracle.upper()
        if self.oracle not in (GRR, OLH):
            raise ValueError(f"unknown oracle {self.oracle!r} (GRR or OLH)")
        self.report = np.asarray(self.report, dtype=np.int64)
        if self.oracle == OLH:
            if self.seed is None:
                raise ValueError("OLH reports need each user's hash seed")
            self.seed = _as_seeds(self.seed).astype(np.int64)
            if self.seed.shape != self.report.shape:
                raise ValueError("one hash seed per report is needed")
        elif self.seed is not None:
            raise ValueError("GRR reports carry no hash seed")

    def __len__(self) -> int:
        return int(self.report.size)


def perturb(values: npt.ArrayLike, d: int, epsilon: float, rng: np.random.Generator, *,
            oracle: str = ADAPTIVE, g: Optional[int] = None) -> Reports:
    """Client side: perturb true values in [0, d) with ε-LDP; returns :class:`Reports`.

    ``values`` is one user's value (a scalar) or an array, one per user; the
    report arrays have its shape. ``oracle`` is "GRR", "OLH" or "adaptive"
    (GRR when d < 3e^ε + 2); ``g`` overrides OLH's hash range.
    """
    epsilon = check_local_epsilon(epsilon)
    d = _check_domain(d)
    v = np.asarray(values, dtype=np.int64)
    if v.size and (v.min() < 0 or v.max() >= d):
        raise ValueError(f"values must lie in [0, {d})")
    oracle = resolve(oracle, d, epsilon)
    if oracle == GRR:
        return Reports(GRR, _grr(v, d, epsilon, rng))
    g = olh_hash_range(epsilon) if g is None else int(g)
    if g < 2:
        raise ValueError("OLH needs a hash range g ≥ 2")
    seed = np.asarray(rng.integers(0, SEED_HIGH, size=v.shape, dtype=np.int64))
    hashed = olh_hash(seed.reshape(-1), v.reshape(-1), g).reshape(v.shape)
    return Reports(OLH, _grr(hashed, g, epsilon, rng), seed, g)


def _grr(v: Array, d: int, epsilon: float, rng: np.random.Generator) -> Array:
    """GRR over [0, d): keep w.p. p, else a uniform one of the other d − 1 values.

    The flip is an integer draw against the flip probability rounded *up* to
    a multiple of 2⁻⁶² (:mod:`core.sampling`): p/q can only fall below e^ε.
    """
    if d == 1:  # a single value: the report is that value and reveals nothing
        return v.copy()
    flip = draw_below(rng, grr_flip_weight(d, epsilon), v.shape)
    other = np.asarray(rng.integers(0, d - 1, size=v.shape), dtype=np.int64)
    other += other >= v  # skip the true value
    return np.where(flip, other, v)


# ---------------------------------------------------------------- server side


def support(reports: Reports, d: int, epsilon: Optional[float] = None, *,
            per_user: Optional[Callable[[Array], None]] = None) -> Array:
    """Sup(v) for every v in [0, d): the number of reports that support v.

    GRR: reports equal to v. OLH: users with x_u = H_u(v), counted with the
    chunked table method described in the module docstring (no loop over
    users or values). ``epsilon`` is needed only for OLH reports whose ``g``
    is not set; ``per_user`` receives OLH's checks per block of users (:func:`olh_support`).
    """
    d = _check_domain(d)
    rep = reports.report.reshape(-1)
    if reports.oracle == GRR:
        if rep.size and (rep.min() < 0 or rep.max() >= d):
            raise ValueError(f"GRR reports must lie in [0, {d})")
        return np.bincount(rep, minlength=d).astype(np.int64)
    g = _report_g(reports, epsilon)
    if rep.size and (rep.min() < 0 or rep.max() >= g):
        raise ValueError(f"OLH reports must lie in [0, {g}) (hash range g = {g})")
    return olh_support(np.asarray(reports.seed).reshape(-1), rep, d, g, per_user=per_user)


def olh_support(seeds: npt.ArrayLike, reports: npt.ArrayLike, d: int, g: int, *,
                per_user: Optional[Callable[[Array], None]] = None) -> Array:
    """Sup(v) = #{u : x_u = H_u(v)} for all v in [0, d), vectorised in blocks.

    Blocks of users × values (a few hundred thousand checks each, sized to
    stay in the CPU cache) are evaluated with the two-table method of the
    module docstring; the only Python loops run over blocks. ``per_user`` is
    called with each block of users' checks, a (users, d) uint8 array (1 where
    the user's report supports the value): a table's variance of sums needs
    each user's supports (:mod:`core.ldptables`).
    """
    seeds = _as_seeds(seeds).reshape(-1)
    x = np.asarray(reports, dtype=np.int64).reshape(-1)
    n = x.size
    d, g = int(d), int(g)
    counts = np.zeros(d, dtype=np.int64)
    if n == 0:
        return counts
    small = _small_uint(g)
    wide = np.int16 if g < 2**14 else np.int64
    L = max(1, math.isqrt(d - 1) + 1)  # ⌈√d⌉ ≤ 2^16, so table indices are < 2^16
    nh = -(-d // L)
    users = int(min(_MAX_BLOCK_USERS, max(1, _BLOCK_CHECKS // (nh * L))))
    rows = int(max(1, min(nh, _BLOCK_CHECKS // (users * L))))
    pg = wide(MERSENNE_61 % g)
    gw = wide(g)
    j = np.arange(L, dtype=np.uint64)
    i_all = np.arange(nh, dtype=np.uint64)
    for start in range(0, n, users):
        a, b = hash_coefficients(seeds[start:start + users])
        xs = x[start:start + users].astype(wide)
        m = len(xs)
        lo = _affine_table(a, b, j)  # (a·j + b) mod P
        hi = _affine_table(_mulmod(a, np.uint64(L)), None, i_all)  # a·L·i mod P
        wrap_at = np.subtract(_P, lo, out=lo)  # hi + lo ≥ P  ⇔  hi ≥ P − lo
        # (hi + lo) mod P ≡ hi + lo − wrap·P, so mod g the target residue of hi
        # is k0 = (x − lo) mod g without a wrap and k1 = (k0 + P mod g) mod g with one;
        # (x − lo) ≡ (x + (P − lo)) − P, which is what the tables now hold
        k0 = xs[:, None] + _residue(wrap_at, g).astype(wide) - pg
        k0 %= gw
        k1 = k0 + pg
        k1 -= gw * (k1 >= gw)
        kd = (k0 ^ k1).astype(small)
        k0 = k0.astype(small)
        rh = _residue(hi, g).astype(small)
        checks = None if per_user is None else np.empty((m, nh * L), dtype=np.uint8)
        for r0 in range(0, nh, rows):
            r1 = min(nh, r0 + rows)
            wrap = hi[:, r0:r1, None] >= wrap_at[:, None, :]
            key = np.multiply(wrap.view(np.uint8), kd[:, None, :], dtype=small)
            np.bitwise_xor(key, k0[:, None, :], out=key)
            hit = np.equal(key, rh[:, r0:r1, None], out=wrap)
            block = hit.view(np.uint8).reshape(m, -1).sum(axis=0, dtype=np.uint16)
            c0, c1 = r0 * L, min(d, r1 * L)
            counts[c0:c1] += block[:c1 - c0]
            if checks is not None:
                checks[:, r0 * L:r1 * L] = hit.view(np.uint8).reshape(m, -1)
        if per_user is not None and checks is not None:
            per_user(checks[:, :d])
    return counts


def _affine_table(a: Array, b: Optional[Array], k: Array) -> Array:
    """(a_u·k + b_u) mod P as a (users, len(k)) table, for a < P and k < 2^16.

    a = a1·2^32 + a0: a0·k < 2^48 and t = a1·k < 2^45 with
    t·2^32 ≡ (t >> 29) + (t mod 2^29)·2^32; the sum stays below 2^63. In-place
    operations keep the temporaries few (this is the per-user part of the
    support count).
    """
    t = (a >> _S32)[:, None] * k
    s = (a & _LOW32)[:, None] * k
    if b is not None:
        s += b[:, None]
    s += t >> _S29
    np.bitwise_and(t, _LOW29, out=t)
    np.left_shift(t, _S32, out=t)
    s += t
    np.right_shift(s, _S61, out=t)  # Mersenne fold …
    np.bitwise_and(s, _P, out=s)
    s += t
    with np.errstate(over="ignore"):
        np.subtract(s, _P, out=t)  # … and one conditional subtraction
    return np.asarray(np.minimum(s, t, out=s))


def _residue(values: Array, g: int) -> Array:
    """values mod g for uint64 values < 2^63 (signed division is the fast one in numpy)."""
    v = values.view(np.int64)
    q = v // g
    q *= g
    return v - q


def estimate(reports: Reports, d: int, epsilon: float, *, norm_sub: bool = False,
             per_user: Optional[Callable[[Array], None]] = None) -> Array:
    """Server side: unbiased counts of every value in [0, d) from :class:`Reports`.

    GRR: (Sup(v) − n q)/(p − q); OLH: (Sup(v) − n/g)/(p − 1/g) (Wang et al.
    2017; Balioglu et al. 2024 Eq. 3, docs/ldp-grids.md). Counts may be negative; with
    ``norm_sub`` they are post-processed by :func:`norm_sub` to total n. ``per_user``: see
    :func:`support`.
    """
    epsilon = check_local_epsilon(epsilon)
    d = _check_domain(d)
    n = len(reports)
    sup = support(reports, d, epsilon, per_user=per_user).astype(float)
    g = None if reports.oracle == GRR else _report_g(reports, epsilon)
    p, q = support_probabilities(reports.oracle, d, epsilon, g)
    counts = (sup - n * q) / (p - q)
    return _norm_sub(counts, n) if norm_sub else counts


def norm_sub(counts: npt.ArrayLike, total: float) -> Array:
    """Norm-Sub (Wang, Lopuhaä-Zwakenberg, Lin, Li, Skoric, NDSS 2020).

    Negative estimates become 0 and one common amount δ is subtracted from
    (or, when the positive part falls short of ``total``, added to) the
    positive ones so that the counts sum to ``total``; estimates that reach
    0 are clamped again until none is negative. The fixed point is computed
    at once: with δ ≥ 0 it is max(c − δ, 0), the Euclidean projection onto
    the scaled simplex; with δ < 0 only positive entries move. If no estimate
    is positive the total is spread evenly. Post-processing: no privacy cost.
    """
    c = np.asarray(counts, dtype=float)
    total = float(total)
    pos = c > 0
    if not pos.any():
        return np.full(c.shape, total / max(1, c.size))
    positive_sum = c[pos].sum()
    if positive_sum <= total:
        return np.where(pos, c + (total - positive_sum) / pos.sum(), 0.0)
    s = np.sort(c[pos])[::-1]
    delta = (np.cumsum(s) - total) / np.arange(1, s.size + 1)
    k = np.nonzero(s > delta)[0][-1]
    return np.asarray(np.maximum(c - delta[k], 0.0))


_norm_sub = norm_sub  # estimate() has a parameter of the same name


# ---------------------------------------------------------------- helpers


def resolve(oracle: Optional[str], d: int, epsilon: float) -> str:
    """The oracle a collection over d values at ε uses: "GRR" or "OLH" ("adaptive" chooses)."""
    name = str(oracle).upper()
    if name == ADAPTIVE.upper():
        return choose_oracle(d, epsilon)
    if name not in (GRR, OLH):
        raise ValueError(f"unknown oracle {oracle!r}: use 'GRR', 'OLH' or 'adaptive'")
    return name


def _report_g(reports: Reports, epsilon: Optional[float]) -> int:
    if reports.g is not None:
        return int(reports.g)
    if epsilon is None:
        raise ValueError("OLH reports without a hash range g need the collection's ε")
    return olh_hash_range(epsilon)


def _check_domain(d: Any) -> int:
    d = int(d)
    if not 1 <= d <= MAX_DOMAIN:
        raise ValueError(f"the number of values d must be in [1, 2^32], got {d}")
    return int(d)


def _as_seeds(seeds: npt.ArrayLike) -> Array:
    """Hash seeds as uint64; they must be integers in [0, 2^63)."""
    s = np.asarray(seeds)
    if s.dtype.kind == "O":
        s = s.astype(np.int64)
    if s.dtype.kind not in "iu":
        raise ValueError(
            "hash seeds must be stored as 64-bit integers (a floating-point field "
            "cannot hold a 63-bit seed exactly)"
        )
    if s.size and (s.min() < 0 or (s.dtype.kind == "u" and s.max() > SEED_HIGH)):
        raise ValueError("hash seeds must lie in [0, 2^63)")
    return s.astype(np.uint64)


def _small_uint(g: int) -> type[np.unsignedinteger[Any]]:
    for dtype in (np.uint8, np.uint16, np.uint32):
        if g - 1 <= np.iinfo(dtype).max:
            return dtype
    return np.uint64
