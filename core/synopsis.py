"""The synopsis: what a mechanism releases.

A synopsis is a set of rectangular cells over the public domain with a noisy
count each, arranged in levels (a cell of level ``l+1`` has a ``parent`` of
level ``l``), plus the budget ledger, the parameters used and how its noise
was drawn. Every mechanism of :mod:`core.mechanisms` returns one; the QGIS
layer only turns it into features.

A synopsis may instead hold polygon cells (hexagons, :mod:`core.hexagons`):
``polygons`` is then a :class:`core.hexagons.PolygonCells` with one polygon
per cell, ``rects`` holds their bounding boxes, and areas and range queries
use the polygons.

Range queries follow the uniformity assumption (docs/noise-and-ledger.md): a leaf fully
inside the query adds its count, a leaf partly inside adds the fraction of
its area that the query covers.
"""

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Optional

import numpy as np
import numpy.typing as npt

from .arrays import Array
from .budget import Ledger
from .domain import Domain
from .rng import UNKNOWN_SEED
from .uncertainty import Uncertainty, describe as describe_uncertainty

if TYPE_CHECKING:
    from .hexagons import PolygonCells

#: queries × leaves evaluated at once by :meth:`Synopsis.answer`
_QUERY_BLOCK_CELLS = 4_000_000


@dataclass
class Synopsis:
    mechanism: str
    domain: Domain
    rects: np.ndarray
    counts: np.ndarray
    level: np.ndarray
    parent: np.ndarray
    ledger: Ledger
    params: dict[str, Any] = field(default_factory=dict)
    seed: Optional[int] = None
    notes: list[str] = field(default_factory=list)
    #: how the noise was drawn, in words (:func:`core.rng.describe`, or e.g. "on users' devices")
    randomness: Optional[str] = None
    #: True only when nothing random in the release can be predicted: noise from the OS's
    #: secure source (:func:`core.rng.is_secure`) or none drawn here; False unless stated (fail closed)
    secure: bool = False
    #: per cell, the variance and 90 % margin of error of the released count
    #: (:class:`core.uncertainty.Uncertainty`, filled by the mechanism); None: not given
    uncertainty: Optional[Uncertainty] = None
    #: the cells as polygons (:class:`core.hexagons.PolygonCells`); None: the cells are ``rects``
    polygons: Optional["PolygonCells"] = None
    #: the counts per category and period of some cells (:class:`core.tables.CountTable`), whose
    #: ``counts`` are then the sums of those entries; None: one count per cell
    table: Any = None

    def __post_init__(self) -> None:
        self.rects = np.asarray(self.rects, dtype=float).reshape(-1, 4)
        self.counts = np.asarray(self.counts, dtype=float)
        self.level = np.asarray(self.level, dtype=np.int64)
        self.parent = np.asarray(self.parent, dtype=np.int64)
        n = len(self.rects)
        if not (len(self.counts) == len(self.level) == len(self.parent) == n):
            raise ValueError("rects, counts, level and parent must have one entry per cell")
        if self.uncertainty is not None and self.uncertainty.variance is not None \
                and len(self.uncertainty.variance) != n:
            raise ValueError("the uncertainty must have one entry per cell")
        if self.polygons is not None and len(self.polygons) != n:
            raise ValueError("the polygons must have one entry per cell")

    @property
    def n_cells(self) -> int:
        return len(self.rects)

    @property
    def cell_id(self) -> Array:
        return np.arange(self.n_cells)

    @property
    def areas(self) -> Array:
        if self.polygons is not None:
            return self.polygons.areas
        r = self.rects
        return np.asarray((r[:, 2] - r[:, 0]) * (r[:, 3] - r[:, 1]))

    @property
    def is_leaf(self) -> Array:
        has_child = np.zeros(self.n_cells, dtype=bool)
        has_child[self.parent[self.parent >= 0]] = True
        return ~has_child

    def answer(self, queries: npt.ArrayLike) -> Array:
        """Answers to rectangular range queries ``(Q, 4)`` under uniformity."""
        boxes = np.asarray(queries, dtype=float).reshape(-1, 4)
        leaf = self.is_leaf
        if self.polygons is not None:
            return self.polygons.subset(leaf).answer(boxes, self.counts[leaf])
        cells = self.rects[leaf]
        counts = self.counts[leaf]
        area = self.areas[leaf]
        block = max(1, _QUERY_BLOCK_CELLS // max(1, len(cells)))
        out = np.empty(len(boxes))
        for start in range(0, len(boxes), block):
            q = boxes[start:start + block, None, :]
            ox = np.minimum(q[..., 2], cells[:, 2]) - np.maximum(q[..., 0], cells[:, 0])
            oy = np.minimum(q[..., 3], cells[:, 3]) - np.maximum(q[..., 1], cells[:, 1])
            overlap = np.clip(ox, 0, None) * np.clip(oy, 0, None)
            out[start:start + block] = (overlap / area) @ counts
        return out

    def metadata(self) -> dict[str, Any]:
        """A JSON-ready record of what was released and how."""
        record: dict[str, Any] = {
            "mechanism": self.mechanism,
            "ledger": self.ledger.as_dict(),
            "parameters": self.params,
            "domain": {
                "extent": list(self.domain.as_tuple()),
                "data_derived": self.domain.data_derived,
            },
            "randomness": self.randomness or UNKNOWN_SEED,
            "uncertainty": describe_uncertainty(self.uncertainty),
            "suitable_for_release": self.secure is True and not self.domain.data_derived,
            "cells": int(self.n_cells),
            "leaves": int(self.is_leaf.sum()),
            "notes": list(self.notes) + (
                ["the domain was derived from the data's extent and is therefore not private"]
                if self.domain.data_derived else []),
        }
        if self.table is not None:
            record["table"] = self.table.record()
            record["suitable_for_release"] = record["suitable_for_release"] and not (
                self.table.keys.categories_from_data or self.table.keys.time_range_from_data)
        return record
