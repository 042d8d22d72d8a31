"""Sources of randomness for releases.

Every function in :mod:`core` takes an explicit :class:`numpy.random.Generator`.
A release made for real must draw its noise from the operating system's
cryptographically secure source; a seeded generator makes a run reproducible
and is marked in the release as *not suitable for publication* (docs/noise-and-ledger.md).

:class:`SecureGenerator` is a ``numpy.random.Generator`` whose ``integers`` and
``random`` methods read ``os.urandom`` directly. The exact discrete Laplace
sampler (:mod:`core.noise`) and the local perturbations only use those two
methods, so all noise of a secure release comes from the OS source. Other
methods (``permutation``, ``choice``) fall back to a Philox stream keyed with
128 bits from :mod:`secrets`.
"""

from __future__ import annotations

import os
import secrets
from typing import Any, Callable, Optional

import numpy as np
import numpy.typing as npt

Words = Callable[[int], npt.NDArray[np.uint64]]

_UINT64_MAX = np.uint64(0xFFFFFFFFFFFFFFFF)


def _urandom_uint64(n: int) -> npt.NDArray[np.uint64]:
    return np.frombuffer(os.urandom(8 * n), dtype=np.uint64)


def _uniform_below(span: npt.ArrayLike, n: int, words: Words = _urandom_uint64) -> npt.NDArray[np.uint64]:
    """``n`` exact uniform integers in ``[0, span)``; ``span`` is a uint64 scalar or array of n.

    Rejection sampling on 64-bit words from ``words`` (``os.urandom``; the
    device protocol's test vectors feed fixed words, docs/ldp-protocol.md): a word is accepted
    when it lies below the largest multiple of ``span`` that fits in 64 bits,
    so every residue is equally likely.
    """
    span = np.asarray(span, dtype=np.uint64)
    # 2**64 mod span, computed in uint64 arithmetic as (-span) mod span
    with np.errstate(over="ignore"):
        limit = _UINT64_MAX - (np.uint64(0) - span) % span  # accept words <= limit
    out = np.empty(n, dtype=np.uint64)
    todo = np.arange(n)
    while todo.size:
        drawn = words(todo.size)
        if span.ndim:
            ok = drawn <= limit[todo]
            out[todo[ok]] = drawn[ok] % span[todo[ok]]
        else:
            ok = drawn <= limit
            out[todo[ok]] = drawn[ok] % span
        todo = todo[~ok]
    return out


class SecureGenerator(np.random.Generator):
    """A ``numpy.random.Generator`` drawing ``integers`` and ``random`` from ``os.urandom``."""

    def __init__(self) -> None:
        super().__init__(np.random.Philox(secrets.randbits(128)))

    @staticmethod
    def _words(n: int) -> npt.NDArray[np.uint64]:
        """``n`` random 64-bit words (the only source of ``integers``)."""
        return _urandom_uint64(n)

    def integers(self, low: Any, high: Any = None, size: Any = None, dtype: Any = np.int64,
                 endpoint: bool = False) -> Any:
        if high is None:
            low, high = 0, low
        low = np.asarray(low, dtype=np.int64)
        high = np.asarray(high, dtype=np.int64) + (1 if endpoint else 0)
        shape = np.broadcast(low, high).shape if size is None else size
        shape = (shape,) if np.ndim(shape) == 0 else tuple(shape)
        span = high - low
        if np.any(span <= 0):
            raise ValueError("high must be greater than low")
        n = int(np.prod(shape))
        if span.ndim:
            span = np.broadcast_to(span, shape).ravel()
        draws = _uniform_below(span, n, self._words).astype(np.int64).reshape(shape) + low
        if size is None and draws.ndim == 0:
            return dtype(draws)
        return draws.astype(dtype, copy=False)

    def random(self, size: Any = None, dtype: Any = np.float64, out: Any = None) -> Any:
        n = 1 if size is None else int(np.prod(size))
        values = (_urandom_uint64(n) >> np.uint64(11)) * (1.0 / 2**53)
        if size is None:
            return float(values[0])
        return values.reshape(size).astype(dtype, copy=False)


def make_rng(seed: Optional[int] = None) -> np.random.Generator:
    """The generator for a release: secure when ``seed`` is None, else seeded."""
    if seed is None:
        return SecureGenerator()
    return np.random.default_rng(int(seed))


#: how a release describes a generator that is neither secure nor seeded with a known seed
UNKNOWN_SEED = "deterministic generator of unknown seed"


def is_secure(rng: object) -> bool:
    """True only for a :class:`SecureGenerator` itself (fail closed).

    Secure is decided positively: any other generator — seeded, keyed, a
    subclass, or one whose seed cannot be read — is deterministic as far as
    the release can tell, and the release is then not suitable for publication.
    """
    return type(rng) is SecureGenerator


def seed_of(rng: object) -> Any:
    """The seed a generator was made from; None when it is secure or the seed cannot be read."""
    if is_secure(rng):
        return None
    bits = getattr(rng, "bit_generator", None)
    seed_seq = getattr(bits, "seed_seq", None) or getattr(bits, "_seed_seq", None)
    return getattr(seed_seq, "entropy", None)


def describe(rng: object) -> str:
    """How a release drew its noise, in words: secure, a known seed, or :data:`UNKNOWN_SEED`."""
    if is_secure(rng):
        return "secure random (os.urandom)"
    seed = seed_of(rng)
    return UNKNOWN_SEED if seed is None else f"seed {seed}"


def release_randomness(rng: object) -> dict[str, Any]:
    """The :class:`~core.synopsis.Synopsis` fields that record how ``rng`` drew a release's noise."""
    return {"seed": seed_of(rng), "secure": is_secure(rng), "randomness": describe(rng)}
