"""The privacy budget ledger carried by every release (SPEC.md §0).

Each step of a mechanism that looks at the data spends part of ε and is
written down with its share. The ledger refuses a step that would make the
total exceed the ε the user gave, so a release can never spend more than it
states.
"""

import math
from dataclasses import dataclass, field

_TOLERANCE = 1e-12


class BudgetError(ValueError):
    """A step would spend more privacy budget than is left."""


@dataclass
class LedgerEntry:
    step: str
    epsilon: float
    note: str = ""


@dataclass
class Ledger:
    """ε spent per step, under a total; ``model`` is "central" or "local"."""

    total: float
    model: str = "central"
    unit: str = "point"
    entries: list = field(default_factory=list)

    def __post_init__(self):
        if not (self.total > 0 and math.isfinite(self.total)):
            raise BudgetError("epsilon must be a positive finite number")

    @property
    def spent(self):
        return math.fsum(e.epsilon for e in self.entries)

    @property
    def remaining(self):
        return max(0.0, self.total - self.spent)

    def spend(self, step, epsilon, note=""):
        """Record ``epsilon`` for ``step``; return it."""
        if not epsilon > 0:
            raise BudgetError(f"step {step!r} must spend a positive epsilon")
        if self.spent + epsilon > self.total * (1 + _TOLERANCE):
            raise BudgetError(
                f"step {step!r} would spend {epsilon:g}, only {self.remaining:g} of "
                f"{self.total:g} is left"
            )
        self.entries.append(LedgerEntry(step, float(epsilon), note))
        return epsilon

    def spend_rest(self, step, note=""):
        """Record all that is left for ``step``; return it."""
        return self.spend(step, self.remaining, note)

    def as_dict(self):
        return {
            "model": self.model,
            "unit_of_privacy": self.unit,
            "epsilon_total": self.total,
            "epsilon_spent": self.spent,
            "steps": [
                {"step": e.step, "epsilon": e.epsilon, "note": e.note} for e in self.entries
            ],
        }

    def as_text(self):
        per = " per user" if self.model == "local" else ""
        lines = [f"{self.model} DP, unit of privacy: {self.unit}, ε = {self.total:g}{per}"]
        lines += [
            f"  {e.step}: ε = {e.epsilon:g}" + (f" ({e.note})" if e.note else "")
            for e in self.entries
        ]
        return "\n".join(lines)
