"""Which mechanism to use: a recommendation from a study table, never from the data (issue 29).

The table (``recommendation.csv`` next to this module) holds the mean relative
error (Qardaji's floor ρ = 0.001·N) of every mechanism of each model with its
defaults, per study column (a public data set of N points × ε) and query size
q1…q6, as measured by ``tests/benchmarks/bench_best_by_default.py`` and
written by ``make recommend`` (docs/best-by-default.md). :func:`recommend`
reads only public numbers — the model, N, ε, the query sizes the user cares
about and, for the user-level model, the bound k of points per user — and
returns the mechanism that was best in the nearest study column: nearest in
log N and log ε (equal weights), then in the query's area fraction. Several
query sizes, or none (every size): the mechanism with the smallest geometric
mean of its error over the best one's, over those sizes.

User-level (central DP with at most k points per user): the noise of every
central mechanism grows k times (sensitivity k), which the guidelines treat
as ε/k (docs/guidance.md); the recommendation is the central one at ε/k.
"""

import csv
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional, Sequence

from .declaration import CENTRAL, LOCAL, Note, tr
from .validation import check_epsilon

USER_LEVEL = "user-level"
MODELS = (CENTRAL, LOCAL, USER_LEVEL)
#: what a user interface shows for each model, and for "the chosen mechanism's model"
MODEL_LABELS = {None: tr("the mechanism's model"), CENTRAL: tr("central"), LOCAL: tr("local"),
                USER_LEVEL: tr("user-level (at most k points per user)")}
TABLE = Path(__file__).resolve().parent / "recommendation.csv"
#: Qardaji's q1…q6: each doubles both sides of the previous, q6 half of each side of Ω
QUERY_SIZES = 6


def qardaji_fraction(index: int) -> float:
    """The area fraction of Qardaji's query q(index + 1): (1/2^(6 − index))², q6 = 1/4."""
    return (0.5 / 2 ** (QUERY_SIZES - 1 - int(index))) ** 2


@dataclass(frozen=True)
class StudyRow:
    """One figure of the study: a mechanism's mean relative error in a column at a query size."""

    model: str
    dataset: str
    n: int
    epsilon: float
    query: int  # 0 … 5 for q1 … q6
    mechanism: str
    error: float


@dataclass
class Recommendation:
    """The recommended ``mechanism`` with its ``parameters`` (the sizes its guide recommends for
    N and ε, :func:`guided_sizes`; ``max_per_user`` for the user-level model; the rest its defaults) and the study column it comes from: ``column`` (data set, N, ε),
    ``ratios`` each mechanism's error over the best one's there (geometric mean over the
    query sizes asked), and ``notes`` for the user."""

    mechanism: str
    parameters: dict
    model: str
    column: tuple
    ratios: dict
    queries: tuple
    notes: list = field(default_factory=list)

    def as_dict(self):
        """A JSON-ready summary."""
        return {"mechanism": self.mechanism, "parameters": dict(self.parameters), "model": self.model,
                "study_column": {"dataset": self.column[0], "n": self.column[1], "epsilon": self.column[2]},
                "queries": [f"q{q + 1}" for q in self.queries],
                "ratios": {k: round(v, 3) for k, v in self.ratios.items()}, "notes": list(self.notes)}


@lru_cache(maxsize=None)
def study_rows(path: Path = TABLE) -> tuple:
    """Every :class:`StudyRow` of the table at ``path``."""
    with open(path, newline="", encoding="utf-8") as f:
        return tuple(StudyRow(r["model"], r["dataset"], int(r["n"]), float(r["epsilon"]), int(r["query"]) - 1,
                              r["mechanism"], float(r["error"])) for r in csv.DictReader(f))


def nearest_query(fraction: float) -> int:
    """The index of the Qardaji size whose area fraction is nearest ``fraction`` (in log)."""
    if not 0 < fraction <= 1:
        raise ValueError("a query's share of the extent must be above 0 and at most 1")
    return min(range(QUERY_SIZES), key=lambda i: abs(math.log(qardaji_fraction(i) / fraction)))


def guided_sizes(mechanism: str, n: float, epsilon: float, k: int = 1) -> dict:
    """The sizes the mechanism's guide recommends for N, ε (and k points per user), by the
    keyword they fill (:attr:`core.declaration.Mechanism.guide_sizes`, e.g. ``{"grid_size": 7}``);
    empty when it has none or the guide refuses these numbers."""
    from .catalogue import MECHANISMS
    from .guidelines import GUIDE_PARAMETERS, guidance

    declared = next((m for m in MECHANISMS if m.name == mechanism), None)
    if declared is None or not declared.guide:
        return {}
    bound = {"sensitivity": k} if any(p.name == "sensitivity" for p in GUIDE_PARAMETERS[declared.guide]) else {}
    try:
        sizes = guidance(declared.guide, n, epsilon, **bound).sizes
    except ValueError:
        return {}
    return {declared.parameter(name).keyword: sizes[size] for size, name in declared.guide_sizes.items()}


def recommend(*, model: str, n: float, epsilon: float, query_fraction: Optional[float] = None,
              query_fractions: Sequence[float] = (), max_per_user: int = 1,
              rows: Optional[Sequence[StudyRow]] = None) -> Recommendation:
    """The mechanism to use for ``model`` (central, local, user-level), the public ``n`` (points,
    or users in the local model), ``epsilon`` and the queries' area fractions of the extent
    (``query_fraction`` and/or ``query_fractions``; none: every size). ``rows``: the study
    (default the table shipped, :func:`study_rows`). Reads no data."""
    if model not in MODELS:
        raise ValueError(f"the model must be one of {', '.join(MODELS)}")
    epsilon = check_epsilon(epsilon)
    if not n > 0:
        raise ValueError("the number of points N must be positive")
    k = int(max_per_user)
    if k < 1:
        raise ValueError("the number of points per user k must be at least 1")
    table_model, eps = (CENTRAL, epsilon / k) if model == USER_LEVEL else (model, epsilon)
    fractions = ([query_fraction] if query_fraction is not None else []) + list(query_fractions)
    queries = tuple(sorted({nearest_query(f) for f in fractions})) or tuple(range(QUERY_SIZES))
    rows = [r for r in (study_rows() if rows is None else rows) if r.model == table_model]
    if not rows:
        raise LookupError(f"the study table has no {table_model} rows")
    columns = {(r.dataset, r.n, r.epsilon) for r in rows}
    column = min(columns, key=lambda c: (abs(math.log10(c[1] / n)) + abs(math.log10(c[2] / eps)), c))
    errors = {}
    for r in rows:
        if (r.dataset, r.n, r.epsilon) == column and r.query in queries:
            errors.setdefault(r.mechanism, {})[r.query] = r.error
    best = {q: max(min(e[q] for e in errors.values() if q in e), 1e-12) for q in queries}
    ratios = {m: math.exp(sum(math.log(e[q] / best[q]) for q in queries) / len(queries))
              for m, e in errors.items() if all(q in e for q in queries)}
    mechanism = min(ratios, key=lambda m: (ratios[m], m))
    notes = [Note(tr("from the study column {0} (N = {1:,}, ε = {2:g}), the nearest to N = {3:,.0f}, "
                     "ε = {4:g}"), column[0], column[1], column[2], n, eps)]
    parameters = guided_sizes(mechanism, n, epsilon, k if model == USER_LEVEL else 1)
    if model == USER_LEVEL:
        parameters["max_per_user"] = k
        if k > 1:
            notes.append(Note(tr("at most {0} points per user: the noise grows {0} times, as at ε/{0} = {1:g}"),
                              k, eps))
    return Recommendation(mechanism, parameters, model, column, dict(sorted(ratios.items(), key=lambda i: i[1])),
                          queries, notes)
