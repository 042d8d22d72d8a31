"""The secure generator beyond the noise, measured from outside (issue 23, item 8).

A secure release draws every random choice from the operating system, not
only its noise: the uniform integers and floats that feed the exact sampler
(CKS Algorithms 1–2), the key of the per-user sample, the random split of the
users of PrivAG/AAG and numpy's ``permutation``/``choice`` stream. Here the
raw source is checked with os.urandom replaced by a *seeded* byte stream, so
every statistical check is deterministic: uniform integers and floats by the
Dvoretzky–Kiefer–Wolfowitz bound (false failure ≤ 1e-7), exact rejection of
the words above the largest multiple of the span, and the exact sampler fed
by that source against the discrete Laplace pmf written out in
tests/core/test_privacy_behaviour.py. Choices that must differ between
releases are checked to differ (two equal permutations of 1,000 items happen
with probability 1/1000!).
"""

import os

import numpy as np
import pytest

from spatialdp.core import SecureGenerator, make_rng, oracles, privag
from spatialdp.core import noise
from spatialdp.core.bounding import bound_contributions

from .test_privacy_behaviour import DOMAIN, assert_dlap, dkw_margin


def _seeded_urandom(monkeypatch, stream):
    """os.urandom replaced by a seeded byte stream (the bits are uniform, and reproducible)."""
    source = np.random.default_rng(stream)
    monkeypatch.setattr(os, "urandom", lambda n: source.bytes(n))


def _words_urandom(monkeypatch, words):
    """os.urandom returning the given 64-bit words, in order, one call at a time."""
    queue = [np.asarray(w, dtype=np.uint64) for w in words]
    monkeypatch.setattr(os, "urandom", lambda n: queue.pop(0).tobytes()[:n])


def assert_uniform(values, low, high, what):
    """Integers in [low, high): each in range, and the empirical CDF within the DKW margin."""
    values = np.asarray(values)
    assert values.min() >= low and values.max() < high, f"{what}: a value outside [{low}, {high})"
    support = np.arange(low, high)
    ecdf = np.searchsorted(np.sort(values), support, side="right") / values.size
    distance = float(np.max(np.abs(ecdf - (support - low + 1) / (high - low))))
    assert distance <= dkw_margin(values.size), f"{what}: not uniform (CDF distance {distance:.4f})"


@pytest.mark.parametrize("low,high", [(0, 2), (3, 10), (-5, 5), (0, 1000)])
def test_secure_integers_are_uniform_on_the_whole_range(monkeypatch, low, high):
    _seeded_urandom(monkeypatch, 1)
    assert_uniform(SecureGenerator().integers(low, high, size=60_000), low, high, f"integers({low}, {high})")


def test_secure_integers_of_a_wide_range_use_every_bit(monkeypatch):
    """integers(0, 2^40): the values / 2^40 are uniform on [0, 1) (DKW against the identity)."""
    _seeded_urandom(monkeypatch, 2)
    values = np.sort(SecureGenerator().integers(0, 1 << 40, size=50_000) / float(1 << 40))
    ecdf = np.arange(1, values.size + 1) / values.size
    assert float(np.max(np.abs(ecdf - values))) <= dkw_margin(values.size) + 1 / values.size


def test_secure_integers_rejects_the_words_above_the_last_whole_span(monkeypatch):
    """Span 3: 2^64 − 1 lies above the largest multiple of 3 that fits in 64 bits (2^64 − 2
    words), so it is rejected and the next word, 5, gives 5 mod 3 = 2."""
    top = np.iinfo(np.uint64).max
    _words_urandom(monkeypatch, [[top], [5]])
    assert SecureGenerator().integers(0, 3) == 2
    _words_urandom(monkeypatch, [[top, 7], [8]])
    assert list(SecureGenerator().integers(0, 3, size=2)) == [2, 1]


def test_secure_random_is_uniform_on_zero_one(monkeypatch):
    _seeded_urandom(monkeypatch, 3)
    values = np.sort(SecureGenerator().random(50_000))
    assert values.min() >= 0.0 and values.max() < 1.0
    ecdf = np.arange(1, values.size + 1) / values.size
    assert float(np.max(np.abs(ecdf - values))) <= dkw_margin(values.size) + 1 / values.size


def test_secure_random_is_a_function_of_os_urandom(monkeypatch):
    draws = []
    for stream in (4, 4, 5):
        _seeded_urandom(monkeypatch, stream)
        draws.append(SecureGenerator().random(100))
    assert np.array_equal(draws[0], draws[1]), "random() is not a function of os.urandom's bytes"
    assert not np.array_equal(draws[0], draws[2]), "random() does not change with os.urandom's bytes"


@pytest.mark.parametrize("sensitivity,epsilon", [(1, 1.0), (3, 0.7)])
def test_exact_sampler_fed_by_the_secure_source_has_the_discrete_laplace_law(monkeypatch, sensitivity, epsilon):
    _seeded_urandom(monkeypatch, 6)
    z = noise.discrete_laplace(SecureGenerator(), (40_000,), sensitivity, epsilon)
    assert_dlap(z, sensitivity, epsilon, "discrete_laplace(SecureGenerator)")


def test_secure_permutation_and_choice_differ_between_generators():
    """The generator's other methods run on a stream keyed by 128 fresh bits: two secure
    generators never share a permutation of 1,000 items (probability 1/1000!)."""
    first, second = make_rng(None), make_rng(None)
    assert not np.array_equal(first.permutation(1_000), second.permutation(1_000))
    assert not np.array_equal(first.choice(1_000, 50), second.choice(1_000, 50))
    assert not np.array_equal(SecureGenerator().permutation(1_000), SecureGenerator().permutation(1_000))


def test_per_user_sample_changes_with_the_release():
    """One user with 20 points, k = 1: over 200 seeded releases the kept point is spread over
    the user's points (a constant key would keep the same point every time), and two secure
    releases in a row keep different points at least sometimes."""
    ids = np.zeros(20, dtype=np.int64)
    kept = [int(bound_contributions(ids, 1, np.random.default_rng(seed))[0]) for seed in range(200)]
    counts = np.bincount(kept, minlength=20)
    assert counts.max() <= 30, f"one point is kept in {counts.max()} of 200 releases"
    secure = {int(bound_contributions(ids, 1, make_rng(None))[0]) for _ in range(60)}
    assert len(secure) >= 5


def test_the_split_into_two_groups_changes_with_the_release(monkeypatch):
    """PrivAG's U1 is a fresh random subset in every release: the users who report first differ
    between two releases of the same data."""
    calls = []
    original = oracles.perturb

    def spy(values, d, epsilon, rng, **kwargs):
        calls.append(np.array(values, copy=True))
        return original(values, d, epsilon, rng, **kwargs)

    monkeypatch.setattr(oracles, "perturb", spy)
    rng = np.random.default_rng(21)
    x, y = rng.random(4_000) * 100, rng.random(4_000) * 100
    firsts = []
    for seed in (1, 2):
        calls.clear()
        privag(x, y, DOMAIN, 1.0, np.random.default_rng(seed), grid_size=4)
        firsts.append(calls[0])  # U1's G1 cells
    assert not np.array_equal(firsts[0], firsts[1]), "U1 is the same users in both releases"


def test_secure_permutation_is_keyed_by_the_secrets_module(monkeypatch):
    """The stream of permutation/choice is keyed by secrets' 128 bits, nothing else: the same
    bits give the same permutation, other bits another (a clock or a constant would not)."""
    import secrets

    perms = []
    for bits in (12345, 12345, 67890):
        monkeypatch.setattr(secrets, "randbits", lambda k, bits=bits: bits)
        perms.append(SecureGenerator().permutation(1_000))
    assert np.array_equal(perms[0], perms[1]), "the permutation stream is not keyed by secrets.randbits"
    assert not np.array_equal(perms[0], perms[2])
