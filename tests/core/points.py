"""Clustered test points on the square [0, 100]²."""

import numpy as np


def clustered(n, seed=0, centres=5, spread=4.0):
    """``n`` points around ``centres`` random centres, clipped to [0, 100]²."""
    rng = np.random.default_rng(seed)
    middle = rng.random((centres, 2)) * 100
    which = rng.integers(0, centres, n)
    pts = middle[which] + rng.normal(0, spread, (n, 2))
    return np.clip(pts[:, 0], 0, 100), np.clip(pts[:, 1], 0, 100)
