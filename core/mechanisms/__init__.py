"""Privacy mechanisms: each takes point arrays and returns a :class:`~core.synopsis.Synopsis`."""

from .ag import adaptive_grid
from .ug import uniform_grid

__all__ = ["adaptive_grid", "uniform_grid"]
