"""The privacy budget ledger carried by every release (SPEC.md §0).

Each step of a mechanism that looks at the data spends part of ε and is
written down with its share. The ledger refuses a step that would make the
total exceed the ε the user gave, so a release can never spend more than it
states.

Steps compose sequentially (their ε add up) unless they name the same
``group``: steps of one group touch disjoint sets of individuals (e.g. the
user groups U1 and U2 of PrivAG, each reporting once), so by parallel
composition the group costs the largest ε among its steps.
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
    group: str = None


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
        cost = {}
        for i, e in enumerate(self.entries):
            key = ("group", e.group) if e.group is not None else ("step", i)
            cost[key] = max(cost.get(key, 0.0), e.epsilon)
        return math.fsum(cost.values())

    @property
    def remaining(self):
        return max(0.0, self.total - self.spent)

    def spend(self, step, epsilon, note="", group=None):
        """Record ``epsilon`` for ``step`` (in a parallel ``group``, if given); return it."""
        if not epsilon > 0:
            raise BudgetError(f"step {step!r} must spend a positive epsilon")
        entry = LedgerEntry(step, float(epsilon), note, group)
        before = self.spent
        self.entries.append(entry)
        if self.spent > self.total * (1 + _TOLERANCE):
            self.entries.pop()
            raise BudgetError(
                f"step {step!r} would spend {epsilon:g}, only {self.total - before:g} of "
                f"{self.total:g} is left"
            )
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
