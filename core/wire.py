"""The device protocol's wire format, version 1 (docs/ldp-protocol.md).

A multi-round collection (:mod:`core.collection`) publishes before each round
a *plan*: a JSON document every device of the round can act on without any
other knowledge — the public extent, the partition of it whose cells the
reports count (a grid, a grid of cells split again, or a quadtree frontier),
ε, the frequency oracle and its exact parameters (OLH's hash range g and
GRR's flip weight out of 2⁶²). A device sends back one *report* (JSON, or
one row of a CSV table): the round, the perturbed value, OLH's hash seed as
a decimal string (64-bit integers do not survive JSON numbers), and the
invitation token when the campaign issues tokens.

:func:`plan_document` writes a plan (its partition carries the floats the
core's ``cell_of`` computes with, so that a port of the lookup reproduces it
bit for bit), :func:`report_document` a report, and
:func:`screen_reports` checks a round's table of reports: a report of
another round, a value out of range, a seed that is not a decimal 63-bit
integer, an unknown token or a token used twice is counted and left out,
never used.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Optional

import numpy as np

from . import oracles
from .mechanisms.ahead import Frontier
from .mechanisms.hdg import GridPartition

if TYPE_CHECKING:  # collection imports this module
    from .collection import RoundPlan

#: a JSON document (a plan, a report)
Document = dict[str, Any]

PROTOCOL = "spatialdp-ldp"
VERSION = 1

GRID, SPLIT, TREE = "grid", "split", "tree"


def plan_document(plan: RoundPlan, *, collection: str, mechanism: str, rounds: int, crs: str = "",
                  assignment: Optional[Document] = None) -> Document:
    """The JSON document of a :class:`core.collection.RoundPlan` that devices receive."""
    oracle: Document = {"name": plan.oracle}
    if plan.oracle == oracles.OLH:
        g = plan.g or oracles.olh_hash_range(plan.epsilon)
        oracle.update(g=int(g), flip_weight=str(oracles.grr_flip_weight(g, plan.epsilon)))
    elif plan.d > 1:
        oracle["flip_weight"] = str(oracles.grr_flip_weight(plan.d, plan.epsilon))
    d = plan.domain
    return {
        "protocol": PROTOCOL, "version": VERSION, "collection": collection, "mechanism": mechanism,
        "round": int(plan.round), "rounds": int(rounds), "epsilon": float(plan.epsilon),
        "extent": {"xmin": d.xmin, "ymin": d.ymin, "xmax": d.xmax, "ymax": d.ymax}, "crs": crs,
        "d": int(plan.d), "partition": partition_document(plan.partition), "oracle": oracle,
        "assignment": assignment or {"method": "invitation"},
    }


def partition_document(partition: Any) -> Document:
    """A partition as the plan's ``partition`` member (floats as Python writes them: exact in JSON)."""
    if isinstance(partition, GridPartition):
        return {"kind": GRID, "nx": int(partition.nx), "ny": int(partition.ny)}
    if isinstance(partition, Frontier):
        return {"kind": TREE, "rects": partition.rects.tolist(),
                "first_child": partition.first_child.tolist(), "nodes": partition.nodes.tolist()}
    doc = {"kind": SPLIT, "g1": int(partition.g1), "parents": np.asarray(partition.rects1).tolist()}
    if partition.split is None:
        doc["g2"] = partition.g2.tolist()
    else:
        fx, fy, nx_lo, nx_hi, ny_lo, ny_hi = partition.split
        doc["cuts"] = np.column_stack([fx, fy]).tolist()
        doc["pieces"] = np.column_stack([nx_lo, nx_hi, ny_lo, ny_hi]).astype(int).tolist()
    return doc


def report_document(plan_doc: Document, report: int, seed: Optional[int] = None,
                    token: Optional[str] = None) -> Document:
    """One device's report as JSON (the seed as a decimal string; no location, no time)."""
    doc = {"protocol": PROTOCOL, "version": VERSION, "collection": plan_doc["collection"],
           "round": plan_doc["round"], "report": int(report),
           "seed": None if seed is None else str(int(seed))}
    if token is not None:
        doc["token"] = str(token)
    return doc


@dataclass
class Screened:
    """A round's usable reports and the count of each kind of bad row left out."""

    reports: oracles.Reports
    bad: Counter[str] = field(default_factory=Counter)

    @property
    def n_bad(self) -> int:
        return sum(self.bad.values())


#: why a row is left out, as the counts of :class:`Screened` name them
BAD_ROUND, BAD_VALUE, BAD_SEED, BAD_TOKEN, DUPLICATE = (
    "another round", "a value out of range", "no valid hash seed", "an unknown token", "a token used twice")


def screen_reports(plan_doc: Document, rows: Iterable[Mapping[str, Any]],
                   tokens: Optional[set[str]] = None) -> Screened:
    """The round's :class:`core.oracles.Reports` from table rows, every bad row counted and left out.

    ``rows`` are dicts with ``round``, ``report`` and, for OLH, ``seed``
    (numbers or text as a table gives them) and ``token`` (when the campaign
    issued ``tokens``, the set of this round's valid ones). Tokens decide
    only which rows count, in table order: the first use of a token counts.
    """
    olh = plan_doc["oracle"]["name"] == oracles.OLH
    top = plan_doc["oracle"]["g"] if olh else plan_doc["d"]
    bad: Counter[str] = Counter()
    values: list[int] = []
    seeds: list[Optional[int]] = []
    seen: set[str] = set()
    for row in rows:
        if integer_value(row.get("round")) != plan_doc["round"]:
            bad[BAD_ROUND] += 1
            continue
        value = integer_value(row.get("report"))
        if value is None or not 0 <= value < top:
            bad[BAD_VALUE] += 1
            continue
        seed = integer_value(row.get("seed")) if olh else None
        if olh and (seed is None or not 0 <= seed < oracles.SEED_HIGH):
            bad[BAD_SEED] += 1
            continue
        if tokens is not None:
            token = row.get("token")
            if token not in tokens:
                bad[BAD_TOKEN] += 1
                continue
            if token in seen:
                bad[DUPLICATE] += 1
                continue
            seen.add(token)
        values.append(value)
        seeds.append(seed)
    reports = oracles.Reports(plan_doc["oracle"]["name"], np.array(values, dtype=np.int64),
                              np.array(seeds, dtype=np.int64) if olh else None,
                              plan_doc["oracle"].get("g"))
    return Screened(reports, bad)


def integer_value(value: object) -> Optional[int]:
    """An exact integer from a table's number or text (decimal digits only), else None.

    A report or a seed may come from an integer field or, as the devices'
    CSV writes 64-bit seeds, from a text field; a float is an integer only
    below 2⁵³ (beyond, it no longer holds the integer the device sent).
    """
    if isinstance(value, (bool, np.bool_)) or value is None:
        return None
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, float):
        return int(value) if value.is_integer() and abs(value) < 2**53 else None
    text = str(value).strip()
    if text.startswith("-"):
        return -int(text[1:]) if text[1:].isdigit() and text[1:].isascii() else None
    return int(text) if text.isdigit() and text.isascii() else None
