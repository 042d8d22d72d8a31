"""Charts of the guidance and of the evaluation, drawn with matplotlib on a given Figure.

Shared by the dock widget (a Qt canvas) and the evaluation algorithm's HTML
report (PNG bytes, no Qt): neither imports the other. matplotlib is
imported lazily, so the plugin loads without it; :func:`available` says
whether charts can be drawn. ``tr`` translates the few texts a chart shows.

- Guidance: Qardaji et al.'s predicted error (noise, non-uniformity and
  their sum) over grid sizes, the recommendation marked (DAM: its
  mutual-information bound over the radius b).
- Evaluation: the candlesticks of Qardaji et al. (ICDE 2013, §VI): per
  query size a line from the 25th to the 95th percentile, a box from the
  median to the 75th percentile and a black bar at the mean.
"""

import io

COLOURS = ("#3b528b", "#21918c", "#e07b39", "#5ec962", "#9c4f96", "#d1495b", "#444444", "#fde725")


def available():
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def _identity(text):
    return text


def _shown(text, tr):
    """A chart's text translated by ``tr``: a :class:`core.declaration.Note` translates its
    template and is formatted afterwards."""
    return text.translated(tr) if hasattr(text, "translated") else tr(text)


def draw_guidance(figure, guidance, tr=_identity):
    """Draw a :class:`core.guidelines.Guidance`'s curve with its recommendation marked."""
    figure.clear()
    ax = figure.add_subplot(111)
    curve = guidance.curve
    for i, (name, values) in enumerate(curve.series.items()):
        bold = name == "total" or len(curve.series) == 1
        ax.plot(curve.x, values, color=COLOURS[i % len(COLOURS)], lw=2.2 if bold else 1.2,
                ls="-" if bold else "--", label=_shown(name, tr))
    ax.axvline(curve.marked, color="#d1495b", lw=1.5, label=tr("recommended: {}").format(_number(curve.marked)))
    positive = [v for values in curve.series.values() for v in values if v > 0]
    if positive and max(positive) / min(positive) > 50:
        ax.set_yscale("log")
        if "total" in curve.series:  # the parts far below the total are of no interest
            ax.set_ylim(max(min(positive), min(curve.series["total"]) / 30), max(positive) * 1.5)
    ax.set_xlabel(_shown(curve.x_label, tr))
    ax.set_ylabel(_shown(curve.y_label, tr), fontsize=8)
    ax.set_title(tr("{} — N = {}, ε = {}").format(guidance.mechanism, _number(guidance.n), _number(guidance.epsilon)),
                 fontsize=9)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7, loc="best")
    figure.tight_layout()


def draw_candlesticks(figure, rows, metric, tr=_identity, title=None):
    """Candlesticks per query size for every synopsis in ``rows`` (dicts of :meth:`SynopsisEvaluation.rows`)."""
    figure.clear()
    ax = figure.add_subplot(111)
    rows = [r for r in rows if r["metric"] == metric and r["mean"] is not None]  # None: no query
    names = list(dict.fromkeys(r["synopsis"] for r in rows))
    sizes = list(dict.fromkeys(r["size"] for r in rows))
    width = 0.8 / max(1, len(names))
    for j, name in enumerate(names):
        colour = COLOURS[j % len(COLOURS)]
        for r in rows:
            if r["synopsis"] != name:
                continue
            x = sizes.index(r["size"]) - 0.4 + width * (j + 0.5)
            ax.vlines(x, r["p25"], r["p95"], color=colour, lw=1)
            ax.add_patch(_box(x - width * 0.35, r["p50"], width * 0.7, r["p75"] - r["p50"], colour))
            ax.hlines(r["mean"], x - width * 0.45, x + width * 0.45, color="black", lw=2)
        ax.plot([], [], color=colour, lw=6, label=name)
    ax.set_xticks(range(len(sizes)))
    ax.set_xticklabels(sizes, fontsize=8, rotation=30 if len(sizes) > 6 else 0)
    ax.set_xlim(-0.6, len(sizes) - 0.4)
    values = [v for r in rows for v in (r["p25"], r["p95"], r["mean"]) if v > 0]
    if values and max(values) / min(values) > 20:
        ax.set_yscale("log")
        # errors of exactly 0 (or 1e-12 from rounding) would stretch a log axis over decades
        top = max(values) * 1.5
        ax.set_ylim(max(min(values), top * 1e-4) / 1.5, top)
    ax.set_xlabel(tr("query size"))
    ax.set_ylabel(metric_label(metric, tr), fontsize=8)
    ax.set_title(title or tr("25/50/75/95 percentiles and mean (black bar)"), fontsize=9)
    ax.grid(True, axis="y", alpha=0.3)
    if names:
        ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=min(3, len(names)),
                  frameon=False)
    figure.tight_layout()


def metric_label(metric, tr=_identity):
    """The label of an evaluation metric (``core.evaluation``'s METRICS), translated by ``tr``;
    written out here so that pylupdate5 finds each label."""
    return {
        "relative": tr("relative error (floor 0.1 % of N)"),
        "relative_populated": tr("relative error on rectangles holding at least 0.1 % of N"),
        "aqe": tr("query error, floor 2 % of N (mean = AQE)"),
        "absolute": tr("absolute error (points)"),
    }.get(metric, metric)


def _box(x, y, w, h, colour):
    from matplotlib.patches import Rectangle

    return Rectangle((x, y), w, h, facecolor=colour, edgecolor=colour, alpha=0.85)


def _number(v):
    return f"{v:,.0f}" if float(v).is_integer() and abs(v) >= 1 else f"{v:.3g}"


def png(draw, *args, size=(7.0, 3.6), dpi=100, **kwargs):
    """PNG bytes of ``draw(figure, *args, **kwargs)`` on a new Agg figure (no Qt needed)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=size, dpi=dpi)
    FigureCanvasAgg(figure)
    draw(figure, *args, **kwargs)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()
