"""OD queries: how well a released origin–destination matrix answers planners' questions (docs/odflows.md §6c).

Not a privacy mechanism: these read the true trips and are for measuring releases (benchmarks,
the custodian's own checks), like :mod:`core.evaluation` for grids. Three measures, from the
issue's list (issue 27 item 6):

- **flows between zone groups** (:func:`rectangle_groups`, :func:`group_answers`): the trips from
  any zone of group A to any zone of group B — the zones whose centre lies in a random rectangle,
  the OD analogue of the range queries of Qardaji, Yang and Li (ICDE 2013) — answered from the published
  pairs (unpublished pairs read as 0) and compared with the truth by the relative error with a
  floor of 0.1 % of the trips (:func:`core.evaluation.relative_error`);
- **top-k flows recovered** (:func:`top_k_recall`): the share of the k largest true pairs among the
  k largest published ones;
- **zone totals**: mean absolute errors of the outgoing and incoming totals (:func:`total_errors`).
"""

import numpy as np

from .evaluation import relative_error, summarise

#: pairs × queries handled at once by :func:`group_answers`
_BLOCK = 20_000_000


def rectangle_groups(centres, extent, n: int, rng, *, largest: float = 0.5):
    """``n`` random rectangles inside ``extent`` (xmin, ymin, xmax, ymax; sides uniform up to
    ``largest`` of the extent's) as boolean masks over the zones whose ``centres`` (Z×2; NaN:
    the outside zone, in no group) they hold: ``(n, Z)``. For a grid's cell centres these are
    rectangles of cells."""
    x0, y0, x1, y1 = extent
    w, h = rng.uniform(0, largest, n) * (x1 - x0), rng.uniform(0, largest, n) * (y1 - y0)
    left, bottom = x0 + rng.random(n) * (x1 - x0 - w), y0 + rng.random(n) * (y1 - y0 - h)
    cx, cy = np.asarray(centres, dtype=float).T
    with np.errstate(invalid="ignore"):
        return ((cx >= left[:, None]) & (cx <= (left + w)[:, None]) & (cy >= bottom[:, None])
                & (cy <= (bottom + h)[:, None]))


def group_answers(pairs, values, n_zones: int, origin_groups, destination_groups) -> np.ndarray:
    """For each query q: Σ values over the ``pairs`` (origin·Z + destination) with the origin in
    ``origin_groups[q]`` and the destination in ``destination_groups[q]``."""
    pairs = np.asarray(pairs, dtype=np.int64)
    values = np.asarray(values, dtype=float)
    origin, destination = pairs // n_zones, pairs % n_zones
    a, b = np.asarray(origin_groups, dtype=bool), np.asarray(destination_groups, dtype=bool)
    out = np.zeros(len(a))
    step = max(1, _BLOCK // max(len(pairs), 1))
    for start in range(0, len(a), step):
        hit = a[start:start + step][:, origin] & b[start:start + step][:, destination]
        out[start:start + step] = hit @ values
    return out


def group_errors(pairs, values, true_keys, true_counts, n_zones: int, *, groups: tuple,
                 floor_fraction: float = 0.001) -> dict:
    """The relative errors of the flows between the groups (floor ``floor_fraction`` of the trips),
    summarised as :func:`core.evaluation.summarise` does. ``groups``: the origin zones' and the
    destination zones' groups."""
    origin_groups, destination_groups = groups
    truth = group_answers(true_keys, true_counts, n_zones, origin_groups, destination_groups)
    estimate = group_answers(pairs, values, n_zones, origin_groups, destination_groups)
    floor = max(floor_fraction * float(np.sum(true_counts)), 1.0)
    return summarise(relative_error(estimate, truth, floor))


def top_k_recall(pairs, values, true_keys, true_counts, k: int = 100) -> float:
    """The share of the k largest true pairs found among the k largest published pairs."""
    truth = np.asarray(true_keys)[np.argsort(true_counts, kind="stable")[-k:]]
    found = np.asarray(pairs)[np.argsort(values, kind="stable")[-k:]]
    return len(np.intersect1d(truth, found)) / max(len(truth), 1)


def total_errors(outgoing, incoming, true_outgoing, true_incoming) -> tuple:
    """Mean absolute errors of the zones' outgoing and incoming totals."""
    return (float(np.mean(np.abs(np.asarray(outgoing) - true_outgoing))),
            float(np.mean(np.abs(np.asarray(incoming) - true_incoming))))
