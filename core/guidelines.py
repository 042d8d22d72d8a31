"""Grid-size guidelines (SPEC.md §1–2; Qardaji, Yang, Li, ICDE 2013).

The noise of a count has standard deviation √2·Δ/ε; Qardaji et al. balance it
against the non-uniformity error of large cells and find the m that
minimises their sum (Guideline 1). With a sensitivity Δ > 1 (k points per
user) the same analysis holds with ε/Δ in place of ε.
"""

import math

import numpy as np

C_DEFAULT = 10.0


def ug_grid_size(n, epsilon, c=C_DEFAULT, sensitivity=1):
    """UG's m = max(1, round(√(N ε / c))) (Guideline 1)."""
    return max(1, int(round(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)))))


def ag_level1_size(n, epsilon, c=C_DEFAULT, sensitivity=1):
    """AG's m1 = max(10, ⌈√(N ε / c) / 4⌉)."""
    return max(10, math.ceil(math.sqrt(max(n, 0) * epsilon / (c * sensitivity)) / 4))


def ag_level2_sizes(noisy_counts, epsilon2, c2, sensitivity=1):
    """AG's m2 = max(1, ⌈√(v · (1−α)ε / c2)⌉) per level-1 cell; negative v → 1.

    ``epsilon2`` is the level-2 budget (1−α)ε and ``c2`` is c/2.
    """
    v = np.clip(np.asarray(noisy_counts, dtype=float), 0, None)
    return np.maximum(1, np.ceil(np.sqrt(v * epsilon2 / (c2 * sensitivity))).astype(np.int64))
