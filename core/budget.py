"""The privacy budget ledger carried by every release (docs/noise-and-ledger.md).

Each step of a mechanism that looks at the data spends part of ε and is
written down with its share. The ledger refuses a step that would make the
total exceed the ε the user gave, so a release can never spend more than it
states.

Steps compose sequentially (their ε add up) unless they name the same
``group``: steps of one group touch disjoint sets of individuals (e.g. the
user groups U1 and U2 of PrivAG, each reporting once), so by parallel
composition the group costs the largest ε among its steps.

The ledger is exact: every ε is recorded as the float it was given and the
sums are taken over the exact values of those floats (``fractions.Fraction``),
without any tolerance, so "the steps never spend more than ε" holds literally
and not only up to rounding. :attr:`Ledger.remaining` is rounded *down* to a
float, so :meth:`Ledger.spend_rest` always fits.

The private step is one call (issue 28, in the manner of OpenDP's
measurements, which tie the privacy map to the sampler): :meth:`Ledger.laplace`
books ε for a step and draws the noise at that ε, :meth:`Ledger.perturb` books
ε for a step of local reports and perturbs them at that ε. A mechanism can
therefore not spend one ε and use another. Two variants keep that tie where
one call cannot: :meth:`Ledger.measurement` books a step whose noise is drawn
in several rounds at one ε (PrivTree's split decisions, whose rounds the
PrivTree theorem prices together), and :meth:`Ledger.randomise` books a
local channel's ε and perturbs through that channel (DAM). :meth:`Ledger.spend`
stays for steps whose randomness is drawn elsewhere (reports perturbed on the
users' devices) and for the ledger's own tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Optional, Protocol, Union

import numpy as np
import numpy.typing as npt

from . import oracles
from .noise import discrete_laplace, discrete_laplace_variance, scale_fraction
from .uncertainty import Uncertainty, discrete_laplace_counts, discrete_laplace_margin
from .validation import check_epsilon


#: a sensitivity Δ: a number, exact (an int or a Fraction, as PrivTree's (2β−1)/(β−1)·Δ) or a float
Sensitivity = Union[int, float, Fraction]


def counted(n: int, noun: str) -> str:
    """``"1 user"`` or ``"12 users"``: how a ledger note counts (English, like the record)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class BudgetError(ValueError):
    """A step would spend more privacy budget than is left."""


@dataclass
class LedgerEntry:
    step: str
    epsilon: float
    note: str = ""
    group: Optional[str] = None


@dataclass(frozen=True)
class NoisyCounts:
    """What :meth:`Ledger.laplace` returns: the noisy ``values`` and the ε and Δ they were drawn at."""

    values: np.ndarray
    epsilon: float
    sensitivity: Sensitivity

    def uncertainty(self, factor: float = 1.0) -> Uncertainty:
        """Each value's exact noise variance and margin (:func:`core.uncertainty.discrete_laplace_counts`);
        ``factor``: a public multiplier applied after the noise."""
        return discrete_laplace_counts(np.size(self.values), self.sensitivity, self.epsilon, factor)

    @property
    def variance(self) -> float:
        """The exact variance 2p/(1 − p)² of each value's noise, for the scale t/s it was drawn at."""
        t, s = self.scale_fraction()
        return discrete_laplace_variance(t / s)

    @property
    def margin(self) -> int:
        """The exact 90 % margin of each value's noise (:func:`core.uncertainty.discrete_laplace_margin`)."""
        t, s = self.scale_fraction()
        return discrete_laplace_margin(t / s)

    def scale_fraction(self) -> tuple[int, int]:
        """``(t, s)``: the scale t/s ≥ Δ/ε the noise was drawn at (:func:`core.noise.scale_fraction`),
        for further draws that must share it (OD flows' exceedances of the empty pairs)."""
        return scale_fraction(self.sensitivity, self.epsilon)


@dataclass(frozen=True)
class LaplaceMeasurement:
    """A booked step whose discrete Laplace noise is drawn in rounds (:meth:`Ledger.measurement`):
    every call adds noise of scale Δ/ε at the ε and Δ it was booked with; ``factor``, a public
    integer ≥ 1, multiplies Δ for a round whose counts have that multiple of Δ as sensitivity
    (DAWA's candidate lengths), as the mechanism's privacy argument says."""

    epsilon: float
    sensitivity: Sensitivity

    def __call__(self, rng: np.random.Generator, counts: npt.ArrayLike, *, factor: int = 1) -> NoisyCounts:
        if int(factor) != factor or factor < 1:
            raise ValueError("a round's factor of the sensitivity is an integer of at least 1")
        sensitivity = self.sensitivity * int(factor)
        noise = discrete_laplace(rng, np.shape(counts), sensitivity, self.epsilon)
        return NoisyCounts(np.asarray(counts) + noise, self.epsilon, sensitivity)


class Channel(Protocol):
    """A local randomiser built for one ε (e.g. :class:`core.channel.ShiftChannel`)."""

    epsilon: float

    def perturb(self, cells: npt.ArrayLike, rng: np.random.Generator) -> np.ndarray: ...


@dataclass
class Ledger:
    """ε spent per step, under a total; ``model`` is "central" or "local"."""

    total: float
    model: str = "central"
    unit: str = "point"
    entries: list[LedgerEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.total = check_epsilon(self.total)

    def _spent_exact(self) -> Fraction:
        """The exact ε spent: sequential steps add up, a parallel group costs its largest step."""
        cost: dict[tuple[str, Any], Fraction] = {}
        for i, e in enumerate(self.entries):
            key = ("group", e.group) if e.group is not None else ("step", i)
            cost[key] = max(cost.get(key, Fraction(0)), Fraction(e.epsilon))
        return sum(cost.values(), Fraction(0))

    def _remaining_exact(self) -> Fraction:
        return Fraction(self.total) - self._spent_exact()

    @property
    def spent(self) -> float:
        return float(self._spent_exact())

    @property
    def remaining(self) -> float:
        """The largest float not above the exact ε left (0.0 when nothing is left)."""
        left = self._remaining_exact()
        value = float(left)
        return math.nextafter(value, 0.0) if Fraction(value) > left else value

    def spend(self, step: str, epsilon: float, note: str = "", group: Optional[str] = None) -> float:
        """Record ``epsilon`` for ``step`` (in a parallel ``group``, if given); return it as recorded."""
        epsilon = check_epsilon(epsilon, f"the ε of step {step!r}")
        left = self._remaining_exact()
        self.entries.append(LedgerEntry(step, epsilon, note, group))
        if self._spent_exact() > Fraction(self.total):
            self.entries.pop()
            raise BudgetError(
                f"step {step!r} would spend {epsilon:g}, only {float(left):g} of "
                f"{self.total:g} is left"
            )
        return epsilon

    def spend_rest(self, step: str, note: str = "") -> float:
        """Record all that is left for ``step`` (rounded down to a float); return it."""
        rest = self.remaining
        if rest == 0:
            raise BudgetError(f"nothing of ε = {self.total:g} is left for step {step!r}")
        return self.spend(step, rest, note)

    def laplace(self, step: str, rng: np.random.Generator, counts: npt.ArrayLike, *, sensitivity: Sensitivity,
                epsilon: Optional[float] = None, note: str = "", group: Optional[str] = None) -> NoisyCounts:
        """The central private step: book ``epsilon`` for ``step`` (all that is left when None),
        then add exact discrete Laplace noise of scale Δ/ε at that ε to ``counts`` (CKS 2020;
        docs/noise-and-ledger.md). Returns :class:`NoisyCounts`. Nothing is drawn when the
        ledger refuses the step."""
        measure = self.measurement(step, sensitivity=sensitivity, epsilon=epsilon, note=note, group=group)
        return measure(rng, counts)

    def measurement(self, step: str, *, sensitivity: Sensitivity, epsilon: Optional[float] = None, note: str = "",
                    group: Optional[str] = None) -> LaplaceMeasurement:
        """Book ``epsilon`` (all that is left when None) for a step whose noise is drawn in several
        rounds that one privacy argument prices together (PrivTree's split decisions, whose
        depths cost ε in total by the PrivTree theorem, docs/privtree.md); the returned
        :class:`LaplaceMeasurement` draws every round at that ε and Δ. A step of one draw is
        :meth:`laplace`."""
        if epsilon is None:
            if group is not None:
                raise ValueError("a step of a parallel group states its ε")
            epsilon = self.spend_rest(step, note)
        else:
            epsilon = self.spend(step, epsilon, note, group)
        return LaplaceMeasurement(epsilon, sensitivity)

    def perturb(self, step: str, rng: np.random.Generator, values: npt.ArrayLike, d: int, *, epsilon: float,
                oracle: str = oracles.ADAPTIVE, g: Optional[int] = None, note: str = "",
                group: Optional[str] = None) -> oracles.Reports:
        """The local private step: book ``epsilon`` for ``step`` and perturb each user's value in
        [0, d) with ε-LDP at that ε (:func:`core.oracles.perturb`). ``note`` may name the oracle
        used as ``{oracle}``. Returns the :class:`core.oracles.Reports`."""
        used = oracles.resolve(oracle, d, check_epsilon(epsilon))
        self.spend(step, epsilon, note.format(oracle=used), group)
        return oracles.perturb(values, d, epsilon, rng, oracle=used, g=g)

    def randomise(self, step: str, rng: np.random.Generator, values: npt.ArrayLike, channel: Channel, *,
                  note: str = "", group: Optional[str] = None) -> np.ndarray:
        """The local private step through a ``channel`` built for one ε (DAM's
        :class:`core.channel.ShiftChannel`): book the ε its probabilities were built at and
        perturb each user's value with it. Returns the reports."""
        self.spend(step, channel.epsilon, note, group)
        return channel.perturb(values, rng)

    def as_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "unit_of_privacy": self.unit,
            "epsilon_total": self.total,
            "epsilon_spent": self.spent,
            "steps": [
                {"step": e.step, "epsilon": e.epsilon, "note": e.note, "parallel_group": e.group}
                for e in self.entries
            ],
        }

    def as_text(self) -> str:
        per = " per user" if self.model == "local" else ""
        lines = [f"{self.model} DP, unit of privacy: {self.unit}, ε = {self.total:g}{per}"]
        lines += [
            f"  {e.step}: ε = {e.epsilon:g}"
            + (f" ({e.note})" if e.note else "")
            + (f" [disjoint group '{e.group}', parallel composition]" if e.group else "")
            for e in self.entries
        ]
        return "\n".join(lines)
