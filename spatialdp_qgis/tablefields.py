"""The fields of a released count table (issue 26, docs/categories.md): names and columns.

Wide layout (the default): one feature per cell (and period), with ``n_<category>`` and
``moe90_<category>`` per category and ``total``; long layout: one feature per cell,
category and period, with the category in ``category``. Periods add ``t_start`` and
``t_end`` (date-times), which the Temporal Controller animates (:func:`output.animate`).
Field names are ASCII letters, digits and "_", at most 10 characters for a Shapefile (dBase),
and unique (:func:`field_names`).
"""

import re
import unicodedata

import numpy as np

from ..core.publication import publish

WIDE, LONG = "wide", "long"
LAYOUTS = (WIDE, LONG)
#: the longest field name a Shapefile (dBase III) keeps, and the one kept elsewhere
SHAPEFILE_NAME, NAME = 10, 63


def slug(text):
    """``text`` as a field-name fragment: ASCII letters, digits and "_", lower case."""
    ascii_text = unicodedata.normalize("NFKD", str(text)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", ascii_text.lower()).strip("_")


def unique_name(prefix, text, taken, limit):
    """``prefix + slug(text)`` cut to ``limit`` characters, with a number where taken (added to
    ``taken``)."""
    base = (prefix + slug(text))[:limit].rstrip("_") or prefix.rstrip("_")
    name, number = base, 1
    while name.lower() in taken:
        number += 1
        suffix = f"_{number}"
        name = base[:limit - len(suffix)] + suffix
    taken.add(name.lower())
    return name


def field_names(categories, taken, *, shapefile=False):
    """``[(count field, margin field)]`` of each category, unique among themselves and ``taken``
    (the layer's other field names)."""
    limit = SHAPEFILE_NAME if shapefile else NAME
    used = {name.lower() for name in taken}
    return [(unique_name("n_", c, used, limit), unique_name("moe90_", c, used, limit)) for c in categories]


def _published(values, uncertainty, rules):
    """Counts and margins after the publication rules, float arrays with NaN where suppressed or
    unknown (written as NULL, :func:`.io.python_values`): a column of numbers, not of Python
    objects (a million of them per column in a wide table)."""
    out = publish(np.asarray(values, dtype=float), np.sqrt(uncertainty.variance), uncertainty.moe90, rules)
    return [np.where(np.isfinite(v), v, np.nan) for v in (out.counts, out.moe90)]


def table_rows(table, layout, names, rules):
    """``(cells, columns)``: the synopsis cell of each feature and the table's own columns
    (overriding noisy_count, noise_sd and moe90: a feature's count is its row's total in the wide
    layout, its entry in the long one). ``names``: :func:`field_names` of the categories."""
    n, c, p = table.counts.shape
    single, summed = table.uncertainty(1), table.uncertainty(c)
    if layout == WIDE:
        cells = np.repeat(table.cells, p)
        rows = np.repeat(np.arange(n), p)
        totals = table.counts.sum(axis=1).ravel()
        columns = {"noisy_count": totals, "noise_sd": np.sqrt(summed.variance[rows]),
                   "moe90": summed.moe90[rows], "total": _published(totals, summed.subset(rows), rules)[0]}
        each = single.subset(rows)
        for i, (count, margin) in enumerate(names):
            columns[count], columns[margin] = _published(table.counts[:, i, :].ravel(), each, rules)
    else:
        cells = np.repeat(table.cells, c * p)
        columns = {"noisy_count": table.counts.ravel(),
                   "noise_sd": np.repeat(np.sqrt(single.variance), c * p),
                   "moe90": np.repeat(single.moe90, c * p),
                   "category": np.tile(np.repeat(np.array(table.keys.categories, dtype=object), p), n)}
    periods = table.keys.periods
    if periods is not None:
        per_cell = len(cells) // n
        columns["t_start"] = np.tile(np.resize(periods.starts, per_cell), n)
        columns["t_end"] = np.tile(np.resize(periods.ends, per_cell), n)
    return cells, columns
