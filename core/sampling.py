"""Integer draws for the users' randomisers (GRR, the DAM and HUEM channels; docs/ldp-grids.md, docs/dam.md).

A local randomiser must realise every probability of its matrix, however
small, or a large ε turns it into the identity: with a 53-bit float uniform
compared with p, GRR on two cells keeps the true cell with probability
exactly 1 once 1 − p < 2⁻⁵³ (ε ≳ 37), while the release still states ε.

Here every probability is an integer weight out of about 2⁶² and a draw is
``rng.integers(0, total)`` (exact rejection sampling from ``os.urandom`` in
:class:`~core.rng.SecureGenerator`), so the probabilities realised are the
weights exactly. The weights are rounded in the direction that can only lower
the privacy loss: the rare outcome of GRR (a flip) and the input-free
background of a channel are rounded up, a channel's input-dependent kernel
down, so every ratio of two rows stays ≤ e^ε.

A weight must also be large enough for its rounding to be negligible:
:func:`check_resolution` refuses an ε whose smallest probability is below
:data:`SMALLEST_PROBABILITY` = 2⁻⁴² (at least 2²⁰ integer steps, relative
rounding below 10⁻⁶), so the ε a release states is the ε it delivers.
"""

from __future__ import annotations

import math
from typing import Optional

import numpy as np
import numpy.typing as npt

#: probabilities are integer weights out of 2**62 (sums stay below 2**63)
SCALE = 1 << 62
#: the smallest probability a randomiser may have to realise: 2**20 integer steps
SMALLEST_PROBABILITY = 2.0**-42


class ResolutionError(ValueError):
    """ε is so large that the users' randomiser cannot realise its smallest probability."""


def check_resolution(smallest: float, epsilon: float, largest_epsilon: Optional[float] = None) -> None:
    """Refuse ``epsilon`` when the smallest probability to realise is below :data:`SMALLEST_PROBABILITY`."""
    if smallest >= SMALLEST_PROBABILITY:
        return
    advice = (f"choose ε ≤ {math.floor(largest_epsilon * 10) / 10:g}" if largest_epsilon
              else "choose a smaller ε")
    raise ResolutionError(
        f"ε = {epsilon:g} is too large for a local algorithm: the users' randomiser would have "
        f"to produce an outcome of probability {smallest:.1e}, below the 2⁻⁴² it can draw "
        f"faithfully, and would report nearly every true location; {advice}"
    )


def integer_weights(masses: npt.ArrayLike, round_up: bool) -> npt.NDArray[np.int64]:
    """Probabilities as int64 weights out of :data:`SCALE`, rounded up or down (exact scaling)."""
    scaled = np.asarray(masses, dtype=float) * SCALE
    weights: npt.NDArray[np.int64] = (np.ceil(scaled) if round_up else np.floor(scaled)).astype(np.int64)
    return weights


def draw_below(rng: np.random.Generator, weight: int, size: int | tuple[int, ...]) -> npt.NDArray[np.bool_]:
    """Booleans that are True with probability exactly ``weight``/:data:`SCALE`."""
    return np.asarray(rng.integers(0, SCALE, size=size)) < weight


def draw_index(rng: np.random.Generator, cumulative: npt.NDArray[np.int64], size: int
               ) -> npt.NDArray[np.intp]:
    """Indices i drawn with probability (cumulative[i] − cumulative[i−1]) / cumulative[−1]."""
    u = np.asarray(rng.integers(0, int(cumulative[-1]), size=size))
    return np.searchsorted(cumulative, u, side="right")
