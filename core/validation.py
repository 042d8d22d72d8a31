"""The one check of a privacy budget ε for every part of the core (docs/noise-and-ledger.md).

The ledger, the noise samplers, the frequency oracles and the mechanisms all
call :func:`check_epsilon`, so every entry point accepts and refuses the same
values with the same sentence. :func:`exact_number` turns a real number
(Python or numpy) into an exact Python ``int`` or ``Fraction``: numpy
integers in ``fractions.Fraction`` arithmetic wrap around at 64 bits, which
once made the discrete Laplace scale silently too small.
"""

from __future__ import annotations

import math
import numbers
from fractions import Fraction
from typing import Any, Union

import numpy as np


class EpsilonError(ValueError):
    """ε is not a finite number greater than 0."""


def _is_real(value: object) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, (bool, np.bool_))


def check_epsilon(epsilon: Any, name: str = "ε") -> float:
    """``epsilon`` as a Python float, or :class:`EpsilonError` unless it is a finite real > 0.

    Python and numpy numbers are accepted; booleans, strings, ``inf`` and
    ``nan`` are refused.
    """
    if not (_is_real(epsilon) and math.isfinite(epsilon) and epsilon > 0):
        raise EpsilonError(f"{name} must be a finite number greater than 0, not {epsilon!r}")
    return float(epsilon)


def exact_number(value: Any, name: str) -> Union[int, Fraction]:
    """``value`` as an exact Python ``int`` (integers) or ``Fraction`` (rationals, a float's exact value).

    Refuses anything that is not a finite real number (booleans included).
    """
    if not (_is_real(value) and math.isfinite(value)):
        raise ValueError(f"{name} must be a finite number, not {value!r}")
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Rational):
        return Fraction(int(value.numerator), int(value.denominator))
    return Fraction(float(value))
