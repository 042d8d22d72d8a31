"""The evaluation's results as rows, CSV and an HTML report with embedded charts (issue 6).

Rows are one per synopsis × query size × metric (mean and the 25/50/75/95
percentiles, :meth:`core.evaluation.SynopsisEvaluation.rows`) plus one W2
row per synopsis. The HTML report opens with the median relative error per
query size (:func:`headline`; why: :func:`median_note`, docs/evaluation.md)
and embeds its candlestick charts as base64 PNGs, so it is a single file.
Everything says that the results come from the true data and are not private.
"""

import base64
import csv
import html

from ..core.evaluation import METRICS, POPULATED, RELATIVE
from . import charts

COLUMNS = ("synopsis", "part", "size", "width", "height", "metric", "queries", "mean", "p25", "p50", "p75", "p95",
           "note")


def rows(results):
    """All rows of a list of :class:`core.evaluation.SynopsisEvaluation`."""
    out = []
    for result in results:
        out += [dict(row, note="") for row in result.rows()]
        if result.w2:
            d = result.w2["grid"]
            out.append({"synopsis": result.name, "part": result.part, "size": f"{d}×{d} grid", "width": None,
                        "height": None, "metric": "w2", "queries": None, "mean": result.w2["value"], "p25": None,
                        "p50": None, "p75": None, "p95": None,
                        "note": "; ".join(filter(None, ("2-Wasserstein distance in map units",
                                                        result.w2["method"], result.w2.get("note"))))})
    return out


def write_csv(path, table):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, extrasaction="ignore")
        writer.writeheader()
        for row in table:
            writer.writerow({k: ("" if row.get(k) is None else row.get(k)) for k in COLUMNS})


def median_note(tr=lambda s: s):
    """Why the report and the panel lead with the median (one sentence, translated by ``tr``)."""
    return tr("The median comes first: on clustered data the mean relative error is driven by the "
              "rectangles in empty space, where it is just the noise divided by the floor (0.1 % of "
              "all points), so it can peak at middle sizes and say little about the rectangles that "
              "hold points; the error on rectangles holding at least the floor is shown on its own.")


def headline(table, tr=lambda s: s):
    """``(sizes, [(synopsis, figure, {size: value}), …])``: per synopsis the median relative error,
    the median on rectangles holding at least the floor and the mean over all rectangles."""
    figures = ((RELATIVE, "p50", tr("median")), (POPULATED, "p50", tr("median, rectangles holding ≥ 0.1 % of N")),
               (RELATIVE, "mean", tr("mean")))
    sizes = list(dict.fromkeys(r["size"] for r in table if r["metric"] == RELATIVE))
    lines = []
    for name in dict.fromkeys(r["synopsis"] for r in table):
        for metric, column, label in figures:
            values = {r["size"]: r[column] for r in table if r["synopsis"] == name and r["metric"] == metric}
            lines.append((name, label, values))
    return sizes, lines


def _cell(value):
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.4g}"
    return html.escape(str(value))


def write_html(path, results, points_name="", tr=lambda s: s):
    """A self-contained HTML report: note, per-metric candlestick charts, the table, W2.
    ``tr`` translates its texts, written here as literals in ``tr("…")`` calls so that
    pylupdate5 files them (module level: context ``@default``)."""
    table = rows(results)
    title = html.escape(tr("SpatialDP evaluation"))
    not_private = tr("This evaluation compares the releases with the TRUE points: its results are "
                     "not private. Use them to choose a mechanism and its parameters; do not "
                     "publish them with the release.")
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'>",
        f"<title>{title}</title>",
        "<style>body{font-family:sans-serif;max-width:980px;margin:1em auto}"
        "table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #bbb;padding:2px 6px}"
        ".warn{background:#fff3cd;border:1px solid #e0b000;padding:.5em}</style></head><body>",
        f"<h1>{title}</h1>",
        f"<p class='warn'>{html.escape(not_private)}</p>",
    ]
    if points_name:
        shown = tr("True points: {}").format(points_name)
        parts.append(f"<p>{html.escape(shown)}</p>")
    parts.append("<ul>")
    for r in results:
        line = tr("{}: {:,} true points in its extent, {:,} queries ({})").format(
            r.name, r.n_true, r.workload.n_queries, r.workload.kind)
        parts.append(f"<li>{html.escape(line)}</li>")
    parts.append("</ul>")
    sizes, lines = headline(table, tr)
    heading = tr("Relative error (floor 0.1 % of N): the median first")
    parts.append(f"<h2>{html.escape(heading)}</h2><p>{html.escape(median_note(tr))}</p><table><tr><th></th><th></th>"
                 + "".join(f"<th>{html.escape(size)}</th>" for size in sizes) + "</tr>")
    for name, label, values in lines:
        parts.append(f"<tr><td>{html.escape(name)}</td><td>{html.escape(label)}</td>"
                     + "".join(f"<td>{_cell(values.get(size))}</td>" for size in sizes) + "</tr>")
    parts.append("</table>")
    for metric in METRICS:
        parts.append(f"<h2>{html.escape(charts.metric_label(metric, tr))}</h2>")
        if charts.available():
            data = base64.b64encode(charts.png(charts.draw_candlesticks, table, metric, tr=tr)).decode()
            parts.append(f"<img alt='{metric}' src='data:image/png;base64,{data}'>")
        else:
            missing = tr("matplotlib is not installed: no chart.")
            parts.append(f"<p>{html.escape(missing)}</p>")
    heading = tr("Table")
    parts.append(f"<h2>{html.escape(heading)}</h2><table><tr>"
                 + "".join(f"<th>{c}</th>" for c in COLUMNS) + "</tr>")
    for row in table:
        parts.append("<tr>" + "".join(f"<td>{_cell(row.get(c))}</td>" for c in COLUMNS) + "</tr>")
    parts.append("</table></body></html>")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
