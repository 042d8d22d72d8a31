"""Empirical-Bayes shrinkage of PrivTree's leaves against its raw leaves (issue 29, measured and left out).

One PrivTree release (its defaults) per repetition; every variant post-processes the
same released leaf counts (``leaf_shrinkage.py``: NPMLE prior, posterior mean), so the
comparison is paired. Variants (the prior's groups, all public: the released tree):

- ``none``: the raw leaves (the release);
- ``all``: one prior for every leaf;
- ``depth``: one prior per leaf depth;
- ``siblings``: one per depth × number of the leaf's siblings that were split;
- ``ancestor K``: one per node of depth K holding the leaves (neighbouring leaves share it);
- ``unbiased``: no prior: the unbiased estimate of a count known to be ≥ 0
  (:func:`leaf_shrinkage.nonnegative_unbiased`).

Groups of fewer than ``leaf_shrinkage.MIN_GROUP`` leaves join their neighbour. Printed per
column (data set × ε of bench_best_by_default.py, Qardaji's q1…q6): each variant's worst
ratio over the sizes to the best of dpcomp's UG and AG, its geometric mean, its worst at
q5–q6; and, from the true leaf counts (benchmark only), the per-leaf mean squared error
over the raw leaves' and the summed posterior mean of the empty leaves (the bias a query
over empty land collects).

``--mechanism AG``: the same for AG (its defaults, N public): its noisy level-1 and level-2
counts are shrunk before constrained inference (``none``, ``all``: one prior per level,
``parent``: the leaves' priors per level-1 cell, neighbours in row order joining up to
``MIN_GROUP`` leaves, ``unbiased``).

Run (CPU is shared: nice; about 3 minutes):
    nice -n 10 .venv/bin/python tests/benchmarks/bench_leaf_shrinkage.py [--reps R] [--datasets ...]
        [--mechanism PrivTree|AG]
"""

import argparse

import numpy as np

import benchkit  # noqa: F401
from bench_best_by_default import DATASETS, EPSILONS, answerer, available_references, loaded
from leaf_shrinkage import groups_of, nonnegative_unbiased, shrink

VARIANTS = {"PrivTree": ("none", "all", "depth", "siblings", "ancestor 3", "ancestor 5", "unbiased"),
            "AG": ("none", "all", "parent", "unbiased")}


def leaf_codes(domain, synopsis):
    """Each leaf's depth and Morton code at that depth (from its rectangle's centre)."""
    from spatialdp.core.domain import morton_codes

    rects = np.asarray(synopsis.rects, dtype=float).reshape(-1, 4)
    cx, cy = (rects[:, 0] + rects[:, 2]) / 2, (rects[:, 1] + rects[:, 3]) / 2
    depth = np.asarray(synopsis.level)
    code = np.zeros(len(depth), dtype=np.uint64)
    for d in np.unique(depth):
        at = depth == d
        code[at] = morton_codes(domain, cx[at], cy[at], int(d))
    return depth, code


def true_leaf_counts(domain, x, y, depth, code):
    """The number of points in each leaf (half-open cells, as the release counted them)."""
    from spatialdp.core.domain import morton_codes

    out = np.zeros(len(depth))
    for d in np.unique(depth):
        at = np.flatnonzero(depth == d)
        points = np.sort(morton_codes(domain, x, y, int(d)))
        out[at] = np.searchsorted(points, code[at], side="right") - np.searchsorted(points, code[at])
    return out


def groups(variant, depth, code):
    """The public group of each leaf for ``variant`` (module docstring); None: one group."""
    if variant == "all":
        return None
    if variant == "depth":
        return groups_of(depth)
    if variant == "siblings":  # a sibling that is not a leaf of the same depth was split
        leaves = {(int(d), int(c)) for d, c in zip(depth, code)}
        split = np.array([sum((int(d), (int(c) & ~3) | q) not in leaves for q in range(4)) if d else 0
                          for d, c in zip(depth, code)])
        return groups_of(depth * 4 + split)
    k = int(variant.split()[1])  # ancestor K: the leaf's node at depth K (itself if shallower)
    shift = 2 * np.maximum(depth - k, 0).astype(np.uint64)
    return groups_of((code >> shift).astype(np.float64) * 64 + np.minimum(depth, k))


def ag_shrunk(x, y, domain, eps, seed, variant):
    """AG's release with its noisy counts of both levels shrunk before constrained inference
    (``variant``: module docstring), and its leaves' ``(rects, counts)``."""
    from spatialdp.core import make_rng
    from spatialdp.core.evaluation import leaf_cells
    from spatialdp.core.mechanisms import ag
    from spatialdp.core.noise import effective_scale

    original = ag.constrained_inference

    def shrunk_first(v, u, parent, m2, alpha):
        v_scale, u_scale = effective_scale(1, alpha * eps), effective_scale(1, (1 - alpha) * eps)
        if variant == "unbiased":
            v, u = nonnegative_unbiased(v, v_scale), nonnegative_unbiased(u, u_scale)
        elif variant != "none":
            v = shrink(v, v_scale)[0]
            u = shrink(u, u_scale, None if variant == "all" else groups_of(parent))[0]
        return original(v, u, parent, m2, alpha)

    ag.constrained_inference = shrunk_first
    try:
        return leaf_cells(ag.adaptive_grid(x, y, domain, epsilon=eps, rng=make_rng(seed), n_public=len(x)))
    finally:
        ag.constrained_inference = original


def score(answers, work, truth, n, errs):
    """Append each row's relative errors per query size to ``errs``."""
    from spatialdp.core.evaluation import query_errors

    for label, cells in answers.items():
        for i, q in enumerate(work.queries):
            error = query_errors(cells.answer(q), truth[i], n)["relative"]
            errs.setdefault(label, [[] for _ in range(6)])[i].append(error)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--datasets", default=",".join(DATASETS))
    parser.add_argument("--mechanism", default="PrivTree", choices=sorted(VARIANTS))
    parser.add_argument("--epsilons", default=",".join(f"{e:g}" for e in EPSILONS["central"]))
    args = parser.parse_args()
    from spatialdp.core import make_rng
    from spatialdp.core.evaluation import QARDAJI, CellIndex, make_workload
    from spatialdp.core.mechanisms.privtree import privtree
    from spatialdp.core.noise import effective_scale

    refs = available_references("central")
    if not refs:
        print("(no reference code under SPATIALDP_REF: nothing to compare with)")
        return
    rng = np.random.default_rng(args.seed)
    lines = []
    for ds, x, y, domain, index, n in loaded(args.datasets.split(",")):
        for eps in (float(e) for e in args.epsilons.split(",")):
            errs = {}
            variants = VARIANTS[args.mechanism]
            mse = {v: [] for v in variants}
            empty = {v: [] for v in variants}
            for _ in range(args.reps):
                work = make_workload(domain, rng, QARDAJI)
                truth = [index.count(q) for q in work.queries]
                seed = int(rng.integers(1 << 31))
                answers = {label: answerer(label, x, y, domain, eps, int(rng.integers(1 << 31))) for label in refs}
                if args.mechanism == "AG":
                    for variant in variants:
                        rects, counts = ag_shrunk(x, y, domain, eps, seed, variant)
                        answers[variant] = CellIndex(rects, counts)
                        mse[variant].append(np.nan)
                        empty[variant].append(np.nan)
                    score(answers, work, truth, n, errs)
                    continue
                synopsis = privtree(x, y, domain, epsilon=eps, rng=make_rng(seed))
                step = next(s for s in synopsis.ledger.entries if s.step == "leaf counts")
                scale = effective_scale(synopsis.params.get("sensitivity", 1), step.epsilon)
                depth, code = leaf_codes(domain, synopsis)
                true = true_leaf_counts(domain, x, y, depth, code)
                raw = np.asarray(synopsis.counts, dtype=float)
                rects = np.asarray(synopsis.rects, dtype=float).reshape(-1, 4)
                for variant in variants:
                    counts = raw if variant == "none" else nonnegative_unbiased(raw, scale) \
                        if variant == "unbiased" else shrink(raw, scale, groups(variant, depth, code))[0]
                    answers[variant] = CellIndex(rects, counts)
                    mse[variant].append(np.mean((counts - true) ** 2))
                    empty[variant].append(counts[true == 0].sum())
                score(answers, work, truth, n, errs)
            mean = {label: np.array([np.mean(np.concatenate(e)) for e in per]) for label, per in errs.items()}
            best = np.min([mean[r] for r in refs], axis=0)
            for variant in variants:
                ratio = mean[variant] / best
                lines.append((ds, eps, variant, ratio.max(), float(np.exp(np.log(ratio).mean())), ratio[4:].max(),
                              np.mean(mse[variant]) / np.mean(mse["none"]), np.mean(empty[variant]),
                              " ".join(f"{r:.2f}" for r in ratio)))
            print(f"  {ds} ε = {eps:g} done", flush=True)
    print("\n| column | variant | worst | mean | q5–q6 worst | leaf MSE / raw | empty leaves' sum | q1 … q6 |")
    print("|---|---|---|---|---|---|---|---|")
    for ds, eps, variant, worst, gmean, q56, m, e, ratios in lines:
        leaf = "— | —" if np.isnan(m) else f"{m:.2f} | {e:.0f}"  # AG: no true leaf counts here
        print(f"| {ds} ε={eps:g} | {variant} | {worst:.2f} | {gmean:.2f} | {q56:.2f} | {leaf} | {ratios} |")


if __name__ == "__main__":
    main()
