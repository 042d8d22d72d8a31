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
"""

import math
from dataclasses import dataclass, field
from fractions import Fraction

from .validation import check_epsilon


def counted(n, noun):
    """``"1 user"`` or ``"12 users"``: how a ledger note counts (English, like the record)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class BudgetError(ValueError):
    """A step would spend more privacy budget than is left."""


@dataclass
class LedgerEntry:
    step: str
    epsilon: float
    note: str = ""
    group: str = None


@dataclass
class Ledger:
    """ε spent per step, under a total; ``model`` is "central" or "local"."""

    total: float
    model: str = "central"
    unit: str = "point"
    entries: list = field(default_factory=list)

    def __post_init__(self):
        self.total = check_epsilon(self.total)

    def _spent_exact(self):
        """The exact ε spent: sequential steps add up, a parallel group costs its largest step."""
        cost = {}
        for i, e in enumerate(self.entries):
            key = ("group", e.group) if e.group is not None else ("step", i)
            cost[key] = max(cost.get(key, Fraction(0)), Fraction(e.epsilon))
        return sum(cost.values(), Fraction(0))

    def _remaining_exact(self):
        return Fraction(self.total) - self._spent_exact()

    @property
    def spent(self):
        return float(self._spent_exact())

    @property
    def remaining(self):
        """The largest float not above the exact ε left (0.0 when nothing is left)."""
        left = self._remaining_exact()
        value = float(left)
        return math.nextafter(value, 0.0) if Fraction(value) > left else value

    def spend(self, step, epsilon, note="", group=None):
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

    def spend_rest(self, step, note=""):
        """Record all that is left for ``step`` (rounded down to a float); return it."""
        rest = self.remaining
        if rest == 0:
            raise BudgetError(f"nothing of ε = {self.total:g} is left for step {step!r}")
        return self.spend(step, rest, note)

    def as_dict(self):
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

    def as_text(self):
        per = " per user" if self.model == "local" else ""
        lines = [f"{self.model} DP, unit of privacy: {self.unit}, ε = {self.total:g}{per}"]
        lines += [
            f"  {e.step}: ε = {e.epsilon:g}"
            + (f" ({e.note})" if e.note else "")
            + (f" [disjoint group '{e.group}', parallel composition]" if e.group else "")
            for e in self.entries
        ]
        return "\n".join(lines)
