"""The type alias of the core's array parameters and results (docs/library.md: typed modules).

A function's docstring says the dtype it expects (float coordinates, int64 counts, booleans):
numpy's operations return arrays of loosely typed dtypes, so the alias does not pin it.
"""

from typing import Any

import numpy.typing as npt

#: an array of numbers or booleans
Array = npt.NDArray[Any]
