#!/usr/bin/env python3
"""Mutation check of the privacy tests (issue 10): ``make mutation``.

Each entry of :data:`MUTATIONS` is a privacy bug: exact snippets of the code
and their buggy replacements, and the tests that must catch it. The script
copies the working tree (tracked and untracked files, not the ignored ones)
to a temporary folder once, checks that the listed tests pass there
unmodified, then applies each bug ALONE to the copy, runs its tests and puts
the file back. The working tree is never touched.

One line per bug: ``CAUGHT`` (the tests failed), ``MISSED`` (they passed),
``STALE`` (a snippet no longer occurs exactly once in the code: update the
list) or ``ERROR`` (the mutated file does not compile, or pytest could not
run the tests). The exit status is non-zero unless every bug is CAUGHT.

Usage: ``python scripts/mutation.py [--only SUBSTRING] [--list] [--keep]``.
Keep adding to the list as mechanisms are added.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BEHAVIOUR = "tests/core/test_privacy_behaviour.py"
QGIS_BEHAVIOUR = "tests/qgis/test_privacy_behaviour_qgis.py"
PRIVTREE = "tests/core/test_privtree.py"
REGARDLESS = "tests/qgis/test_release_regardless.py"


@dataclass
class Mutation:
    name: str
    description: str
    file: str
    edits: list  # (exact snippet, replacement) pairs, each snippet unique in the file
    tests: list  # pytest arguments (paths, node ids, -k expressions)


def behaviour(expression):
    """The behaviour tests selected by a pytest ``-k`` expression."""
    return [BEHAVIOUR, "-k", expression]


MUTATIONS = [
    # ---------------------------------------------------------------- the exact sampler
    Mutation(
        "noise-ignores-sensitivity", "the noise scale ignores the sensitivity (Δ = 1 always)",
        "core/noise.py",
        [("    t, s = scale_fraction(sensitivity, epsilon)\n    return discrete_laplace_fraction(",
          "    t, s = scale_fraction(1, epsilon)\n    return discrete_laplace_fraction(")],
        behaviour("discrete_laplace_has_scale or ug_cell_noise")),
    Mutation(
        "scale-rounded-down", "Δ/ε rounded down to the 2^-20 grid, the internal check removed",
        "core/noise.py",
        [("t = math.ceil(nominal * SCALE_DENOMINATOR)", "t = math.floor(nominal * SCALE_DENOMINATOR)"),
         ("    if Fraction(t, SCALE_DENOMINATOR) < nominal:", "    if False:")],
        behaviour("scale_is_never_below")),
    Mutation(
        "scale-rounded-down-checked", "Δ/ε rounded down (the internal check must refuse it)",
        "core/noise.py",
        [("t = math.ceil(nominal * SCALE_DENOMINATOR)", "t = math.floor(nominal * SCALE_DENOMINATOR)")],
        behaviour("scale_is_never_below or discrete_laplace_has_scale")),
    Mutation(
        "geometric-wrong-rate", "the geometric part of CKS Algorithm 2 uses Bernoulli(exp(−1/2))",
        "core/noise.py",
        [("ok = bernoulli_exp(rng, np.ones(active.size, dtype=np.int64), 1)",
          "ok = bernoulli_exp(rng, np.ones(active.size, dtype=np.int64), 2)")],
        behaviour("discrete_laplace_has_scale")),
    Mutation(
        "numpy-int-sensitivity", "a numpy integer sensitivity enters Fraction uncoerced (overflow)",
        "core/noise.py",
        [('sensitivity = exact_number(sensitivity, "the sensitivity")',
          'sensitivity = sensitivity if isinstance(sensitivity, np.integer) '
          'else exact_number(sensitivity, "the sensitivity")')],
        behaviour("scale_is_never_below or discrete_laplace_has_scale")),
    Mutation(
        "zero-counted-twice", "the two-sided geometric's y = 0 negative draw is not rejected",
        "core/noise.py",
        [("ok = d & ~(negative & (y == 0))", "ok = d")],
        behaviour("discrete_laplace_has_scale")),
    Mutation(
        "bernoulli-float-exp", "the Bernoulli(exp(−γ)) step compares a float uniform with a float exp",
        "core/noise.py",
        [("    num = np.asarray(num, dtype=np.int64)\n    shape = num.shape\n",
          "    return rng.random(np.shape(num)) < np.exp(-np.asarray(num, dtype=float) / int(den))\n"
          "    num = np.asarray(num, dtype=np.int64)\n    shape = num.shape\n")],
        behaviour("integers_only")),
    Mutation(
        "float-laplace", "discrete_laplace rounds a float Laplace draw instead of sampling exactly",
        "core/noise.py",
        [("    return discrete_laplace_fraction(rng, t, s, size)",
          "    return np.rint(rng.laplace(0.0, t / s, size)).astype(np.int64)")],
        behaviour("integers_only or discrete_laplace_has_scale")),
    # ---------------------------------------------------------------- the source of randomness
    Mutation(
        "secure-without-urandom", "the secure generator draws from numpy's PRNG, not os.urandom",
        "core/rng.py",
        [("    return np.frombuffer(os.urandom(8 * n), dtype=np.uint64)",
          "    return np.frombuffer(np.random.default_rng().bytes(8 * n), dtype=np.uint64)")],
        behaviour("os_urandom")),
    Mutation(
        "seeded-recorded-secure", "any numpy generator is recorded as secure / suitable for release",
        "core/rng.py",
        [("    return type(rng) is SecureGenerator", "    return isinstance(rng, np.random.Generator)")],
        behaviour("no_deterministic_generator")),
    Mutation(
        "seedless-recorded-secure", "a generator whose seed cannot be read is recorded as secure",
        "core/rng.py",
        [("    return type(rng) is SecureGenerator",
          '    return getattr(getattr(getattr(rng, "bit_generator", None), "seed_seq", None), '
          '"entropy", None) is None')],
        behaviour("no_deterministic_generator")),
    # ---------------------------------------------------------------- the ledger
    Mutation(
        "ledger-no-limit", "the ledger lets the steps spend more than ε",
        "core/budget.py",
        [("if self._spent_exact() > Fraction(self.total):", "if False:")],
        behaviour("ledger")),
    Mutation(
        "ledger-float-tolerance", "the ledger sums floats and tolerates 1e-12 relative over-spend",
        "core/budget.py",
        [("if self._spent_exact() > Fraction(self.total):",
          "if self.spent > self.total * (1 + 1e-12):")],
        behaviour("ledger")),
    # ---------------------------------------------------------------- central grids (UG, AG)
    Mutation(
        "central-noise-omitted", "UG/AG release the true counts (noise omitted)",
        "core/mechanisms/central.py",
        [("    return counts + discrete_laplace(rng, np.shape(counts), data.sensitivity, epsilon)",
          "    return counts + 0 * discrete_laplace(rng, np.shape(counts), data.sensitivity, epsilon)")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "central-noise-ignores-k", "UG/AG noise ignores the per-user bound k (Δ = 1)",
        "core/mechanisms/central.py",
        [("    return counts + discrete_laplace(rng, np.shape(counts), data.sensitivity, epsilon)",
          "    return counts + discrete_laplace(rng, np.shape(counts), 1, epsilon)")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "central-bound-not-applied", "UG/AG keep every point of a user (no per-user bound)",
        "core/counting.py",
        [("            x, y = x[keep], y[keep]\n", "            x, y = x, y\n")],
        behaviour("ug_cell_noise or ag_level_one_and_leaf")),
    Mutation(
        "bounding-keeps-all", "bound_contributions keeps all points of every user",
        "core/bounding.py",
        [("    return np.sort(order[rank < k])", "    return np.sort(order)")],
        behaviour("ug_cell_noise or vdr_noisy")),
    Mutation(
        "n-estimate-exact", "the N estimate is released exactly while its ε is booked",
        "core/mechanisms/central.py",
        [("    noisy = data.counts.total() + int(discrete_laplace(rng, (), data.sensitivity, eps_n))",
          "    noisy = data.counts.total()")],
        behaviour("n_estimate")),
    Mutation(
        "n-estimate-ignores-k", "the N estimate's noise ignores the per-user bound k",
        "core/mechanisms/central.py",
        [("int(discrete_laplace(rng, (), data.sensitivity, eps_n))",
          "int(discrete_laplace(rng, (), 1, eps_n))")],
        behaviour("n_estimate")),
    Mutation(
        "n-estimate-whole-epsilon", "the N estimate's noise uses the whole ε, not its share",
        "core/mechanisms/central.py",
        [("int(discrete_laplace(rng, (), data.sensitivity, eps_n))",
          "int(discrete_laplace(rng, (), data.sensitivity, data.ledger.total))")],
        behaviour("n_estimate")),
    Mutation(
        "ug-guideline-exact-n", "UG's guideline grid size is computed from the exact N",
        "core/mechanisms/ug.py",
        [("grid_size_or_guideline(data, rng, grid_size, ug_grid_size,",
          "grid_size_or_guideline(data, rng, grid_size, lambda n, *a: ug_grid_size(len(data.x), *a),")],
        behaviour("n_estimate")),
    Mutation(
        "ug-cells-spend-all", "UG's cells get the whole ε although the N estimate spent part of it",
        "core/mechanisms/ug.py",
        [("ravel(), data, eps)", "ravel(), data, data.ledger.total)")],
        behaviour("ug_with_estimated_n")),
    Mutation(
        "ag-guideline-exact-n", "AG's level-1 size is computed from the exact N",
        "core/mechanisms/ag.py",
        [("grid_size_or_guideline(data, rng, grid_size, ag_level1_size,",
          "grid_size_or_guideline(data, rng, grid_size, lambda n, *a: ag_level1_size(len(data.x), *a),")],
        behaviour("ag_sizes_level_one")),
    Mutation(
        "ag-split-true-counts", "AG's level-2 split is computed from the true level-1 counts",
        "core/mechanisms/ag.py",
        [("m2 = ag_level2_sizes(v, eps2,",
          "m2 = ag_level2_sizes(data.counts.grid(m1, m1).ravel(), eps2,")],
        behaviour("ag_level_two")),
    Mutation(
        "ag-level2-spends-epsilon", "AG's level 2 draws noise with the whole ε instead of the rest",
        "core/mechanisms/ag.py",
        [('    eps2 = data.ledger.spend_rest("level 2 counts", "leaves of each level-1 cell")',
          '    data.ledger.spend_rest("level 2 counts", "leaves of each level-1 cell")\n'
          '    eps2 = grid_eps')],
        behaviour("ag_level_one_and_leaf")),
    Mutation(
        "ag-level1-whole-grid-epsilon", "AG's level 1 draws noise with the whole grid ε, not α of it",
        "core/mechanisms/ag.py",
        [("data.counts.grid(m1, m1).ravel(), data, eps1)",
          "data.counts.grid(m1, m1).ravel(), data, grid_eps)")],
        behaviour("ag_level_one_and_leaf")),
    Mutation(
        "ag-inference-true-counts", "AG's constrained inference mixes in the true level-1 counts",
        "core/mechanisms/ag.py",
        [("v, u = constrained_inference(v, u, parent, m2, alpha)",
          "v, u = constrained_inference(data.counts.grid(m1, m1).ravel(), u, parent, m2, alpha)")],
        behaviour("ag_level_one_and_leaf")),
    # ---------------------------------------------------------------- PrivTree
    Mutation(
        "privtree-split-true-counts", "PrivTree splits on the true biased counts, without noise",
        "core/mechanisms/privtree.py",
        [("return biased + discrete_laplace_fraction(rng, t, s, np.shape(counts)) > theta",
          "return biased > theta")],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-lambda-without-fanout-factor", "PrivTree's λ is Δ/ε_tree, without (2β−1)/(β−1)",
        "core/mechanisms/privtree.py",
        [("t, s = scale_fraction(SPLIT_FACTOR * sensitivity, eps_tree)",
          "t, s = scale_fraction(sensitivity, eps_tree)")],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-split-noise-ignores-k", "PrivTree's split noise ignores the user bound k",
        "core/mechanisms/privtree.py",
        [("t, s, delta = split_noise(data.sensitivity, eps_tree)",
          "t, s, delta = split_noise(1, eps_tree)")],
        [PRIVTREE, "-k", "root_splits"]),
    Mutation(
        "privtree-leaf-noise-ignores-k", "PrivTree's leaf counts get noise of scale 1/ε_leaves",
        "core/mechanisms/privtree.py",
        [("counts = noisy_counts(rng, np.concatenate(leaf_counts), data, eps_leaves)",
          "counts = noisy_counts(rng, np.concatenate(leaf_counts), "
          "type('PointUnit', (), {'sensitivity': 1}), eps_leaves)")],
        [PRIVTREE, "-k", "leaf_noise"]),
    Mutation(
        "privtree-no-depth-bias", "PrivTree compares the plain count, without the depth bias δ",
        "core/mechanisms/privtree.py",
        [("biased = np.maximum(counts - depth * delta, theta - delta)",
          "biased = np.maximum(counts, theta - delta)")],
        [PRIVTREE, "-k", "biased_by_its_depth"]),
    Mutation(
        "privtree-real-delta", "PrivTree's δ = λ·ln β is not rounded up to an integer (the noise "
        "is integer: the lattices no longer line up)",
        "core/mechanisms/privtree.py",
        [("return t, s, math.ceil(Fraction(t, s) * LN_FANOUT_UP)",
          "return t, s, float(Fraction(t, s) * LN_FANOUT_UP)")],
        [PRIVTREE, "-k", "every_path_within"]),
    Mutation(
        "privtree-leaves-spend-epsilon", "PrivTree's leaf counts draw noise with the whole ε",
        "core/mechanisms/privtree.py",
        [("np.concatenate(leaf_counts), data, eps_leaves)",
          "np.concatenate(leaf_counts), data, data.ledger.total)")],
        [PRIVTREE, "-k", "leaf_noise"]),
    # ---------------------------------------------------------------- VDR
    Mutation(
        "vdr-noise-ignores-k", "VDR's noise ignores k (Δ = 1)",
        "core/mechanisms/vdr.py",
        [("return counts + discrete_laplace(rng, counts.shape, k, eps), eps",
          "return counts + discrete_laplace(rng, counts.shape, 1, eps), eps")],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-noise-omitted", "VDR releases the true histogram (noise omitted)",
        "core/mechanisms/vdr.py",
        [("return counts + discrete_laplace(rng, counts.shape, k, eps), eps",
          "return counts + 0 * discrete_laplace(rng, counts.shape, k, eps), eps")],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-bound-not-applied", "VDR keeps every point of a user",
        "core/mechanisms/vdr.py",
        [("sample = bound_contributions(user_ids[keep], k, rng)", "sample = np.arange(index.size)")],
        behaviour("vdr_noisy")),
    Mutation(
        "vdr-scale-true-n", "VDR's n̂ (and γ) come from the true number of points, not the release",
        "core/mechanisms/vdr.py",
        [("def scale_correction(noisy, noise_variance, n_total, scale):",
          "def scale_correction(noisy, noise_variance, n_total, scale, true_n=0):"),
         ("n_hat = float(noisy.sum())", "n_hat = float(true_n)"),
         ("    del x, y, user_ids, t  # post-processing",
          "    true_n = np.sum(spacetime_index(x, y, t, domain, m, n_slices, time_range)[1])\n"
          "    del x, y, user_ids, t  # post-processing"),
         ("= scale_correction(noisy, noise_variance, n_total, scale)",
          "= scale_correction(noisy, noise_variance, n_total, scale, true_n)")],
        behaviour("vdr_scale")),
    Mutation(
        "vdr-n-estimate-exact", "VDR's N estimate for its sizes released without noise",
        "core/mechanisms/vdr.py",
        [("return float(max(total + int(discrete_laplace(rng, (), max_per_user, eps)), 0))",
          "return float(max(total, 0))")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    Mutation(
        "vdr-n-estimate-ignores-k", "VDR's N estimate with noise of scale 1/ε_N, not k/ε_N",
        "core/mechanisms/vdr.py",
        [("return float(max(total + int(discrete_laplace(rng, (), max_per_user, eps)), 0))",
          "return float(max(total + int(discrete_laplace(rng, (), 1, eps)), 0))")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    Mutation(
        "vdr-n-estimate-unbounded", "VDR's N estimate counts every report, not at most k per user",
        "core/mechanisms/vdr.py",
        [("total = len(bound_contributions(user_ids[keep], max_per_user, rng))",
          "total = int(np.count_nonzero(keep))")],
        ["tests/core/test_vdr_sizes.py", "-k", "noisy_n_has_the_noise"]),
    # ---------------------------------------------------------------- public domain and time range
    Mutation(
        "data-domain-public", "a domain derived from the data's extent is marked public",
        "core/domain.py",
        [("float(np.max(x)), float(np.max(y)), True)", "float(np.max(x)), float(np.max(y)), False)")],
        behaviour("data_derived")),
    Mutation(
        "suitable-ignores-domain", "a release on a data-derived domain is called suitable for release",
        "core/synopsis.py",
        [('"suitable_for_release": self.secure is True and not self.domain.data_derived,',
          '"suitable_for_release": self.secure is True,')],
        behaviour("data_derived")),
    Mutation(
        "vdr-time-range-public", "VDR's time range taken from the data is marked public",
        "core/mechanisms/vdr.py",
        [("    time_derived = time_range is None", "    time_derived = False")],
        behaviour("data_derived")),
    Mutation(
        "qgis-layer-extent-public", "QGIS: an extent taken from a layer is marked public",
        "spatialdp_qgis/algorithms/base.py",
        [("data_derived=from_layer)", "data_derived=False)")],
        ["tests/qgis/test_grids_in_qgis.py::test_extent_taken_from_a_layer_is_data_derived"]),
    Mutation(
        "qgis-fixed-seed", "QGIS: a release without a seed uses a fixed seed",
        "spatialdp_qgis/algorithms/base.py",
        [("        rng = make_rng(seed)\n", "        rng = make_rng(0 if seed is None else seed)\n")],
        [QGIS_BEHAVIOUR]),
    Mutation(
        "qgis-user-field-dropped", "QGIS: the user id field and k never reach the mechanism",
        "spatialdp_qgis/algorithms/base.py",
        [("user_ids=user_ids, max_per_user=k)", "user_ids=None, max_per_user=None)")],
        [QGIS_BEHAVIOUR]),
    Mutation(
        "qgis-epsilon-doubled", "QGIS: the mechanism gets twice the ε the user chose",
        "spatialdp_qgis/algorithms/base.py",
        [("synopsis = self.release(points, domain, epsilon, rng,",
          "synopsis = self.release(points, domain, 2 * epsilon, rng,")],
        [QGIS_BEHAVIOUR]),
    # ---------------------------------------------------------------- frequency oracles
    Mutation(
        "grr-keep-too-large", "GRR keeps the true value too often (flip weight × 0.7)",
        "core/oracles.py",
        [("math.ceil(grr_flip_probability(d, epsilon) * SCALE)",
          "math.ceil(grr_flip_probability(d, epsilon) * SCALE * 0.7)")],
        behaviour("grr_probability or olh_probability")),
    Mutation(
        "grr-flip-2eps", "GRR's flip probability is computed for 2ε",
        "core/oracles.py",
        [("flip = (d - 1) / (math.exp(min(epsilon, 700.0)) + d - 1)",
          "flip = (d - 1) / (math.exp(2 * min(epsilon, 700.0)) + d - 1)")],
        behaviour("grr_probability")),
    Mutation(
        "grr-other-may-repeat-true", "GRR's replacement value may be the true value itself",
        "core/oracles.py",
        [("    other += other >= v  # skip the true value\n", "")],
        behaviour("grr_probability")),
    Mutation(
        "olh-keep-2eps", "OLH perturbs the hashed value with 2ε",
        "core/oracles.py",
        [("return Reports(OLH, _grr(hashed, g, epsilon, rng), seed, g)",
          "return Reports(OLH, _grr(hashed, g, 2 * epsilon, rng), seed, g)")],
        behaviour("olh_probability")),
    Mutation(
        "olh-hash-range", "OLH hashes into 2g values but randomises over g",
        "core/oracles.py",
        [("hashed = olh_hash(seed.reshape(-1), v.reshape(-1), g)",
          "hashed = olh_hash(seed.reshape(-1), v.reshape(-1), 2 * g)")],
        behaviour("olh_probability")),
    # ---------------------------------------------------------------- local grids
    Mutation(
        "two-level-groups-overlap", "PrivAG/AAG: U2 includes U1, a user reports twice",
        "core/mechanisms/ldp_grids.py",
        [("u1, u2 = order[:n1], order[n1:]", "u1, u2 = order[:n1], order")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-split-by-location", "PrivAG/AAG: U1 is the western users, not a random subset",
        "core/mechanisms/ldp_grids.py",
        [("order = rng.permutation(n)", "order = np.argsort(data.x, kind=\"stable\")")],
        behaviour("ignores_the_locations")),
    Mutation(
        "ldp-ug-2eps", "LDP-UG's users perturb with 2ε",
        "core/mechanisms/ldp_grids.py",
        [("counts, used, hash_range = _collect(cell, d, epsilon,",
          "counts, used, hash_range = _collect(cell, d, 2 * epsilon,")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-leaves-2eps", "PrivAG/AAG: U2 perturbs its leaves with 2ε",
        "core/mechanisms/ldp_grids.py",
        [("raw, used, hash_range = _collect(leaf, n_leaves, epsilon,",
          "raw, used, hash_range = _collect(leaf, n_leaves, 2 * epsilon,")],
        behaviour("each_user_reports_once")),
    Mutation(
        "two-level-consistency-true-counts", "PrivAG/AAG: consistency reads U2's true leaf counts",
        "core/mechanisms/ldp_grids.py",
        [("two_level_counts(*groups, parent, first.g2, consistency, norm_sub)",
          "two_level_counts(groups[0], replace(groups[1], estimate=np.bincount(leaf, minlength=n_leaves))"
          " if consistency else groups[1], parent, first.g2, consistency, norm_sub)")],
        ["tests/core/test_ldp_grids.py", "-k", "consistency_is_a_function"]),
    Mutation(
        "privag-split-true-counts", "PrivAG's g2 is computed from U1's true cell counts",
        "core/mechanisms/ldp_grids.py",
        [("g2 = privag_level2_sizes(frequency, n,",
          "g2 = privag_level2_sizes(np.bincount(cell[u1], minlength=g1 * g1) / n1, n,")],
        behaviour("local_split")),
    Mutation(
        "aag-cuts-true-counts", "AAG's cuts are computed from U1's true cell counts",
        "core/mechanisms/ldp_grids.py",
        [("aag_cuts(first.frequency.reshape(first.g1, first.g1), floor)",
          "aag_cuts((np.bincount(first.cell[first.u1], minlength=first.g1 ** 2) / first.n1)"
          ".reshape(first.g1, first.g1), floor)")],
        behaviour("local_split and AAG")),
    # ---------------------------------------------------------------- DAM and its baselines
    Mutation(
        "dam-matrix-2eps", "DAM's channel has ratio e^{2ε} while it states ε",
        "core/mechanisms/dam.py",
        [("    q = 1.0 / (low.sum() + (e - 1.0) * high.sum())\n",
          "    q = 1.0 / (low.sum() + (e * e - 1.0) * high.sum())\n"),
         ("return ShiftChannel(d, lattice_pad(b), (e - 1.0) * q * high,",
          "return ShiftChannel(d, lattice_pad(b), (e * e - 1.0) * q * high,")],
        behaviour("dam_and_huem")),
    Mutation(
        "dam-kernel-p-not-p-minus-q", "DAM adds p = e^ε·q inside the disk on top of the background q",
        "core/mechanisms/dam.py",
        [("return ShiftChannel(d, lattice_pad(b), (e - 1.0) * q * high,",
          "return ShiftChannel(d, lattice_pad(b), e * q * high,")],
        behaviour("dam_and_huem")),
    Mutation(
        "dam-reports-2eps", "DAM's users perturb with 2ε",
        "core/mechanisms/dam.py",
        [("dam_cells(domain.cell_index(data.x, data.y, d, d), d, epsilon,",
          "dam_cells(domain.cell_index(data.x, data.y, d, d), d, 2 * epsilon,")],
        behaviour("dam_and_huem")),
    Mutation(
        "huem-profile-too-high", "HUEM's disk profile doubled: its ratio exceeds e^ε",
        "core/mechanisms/dam_baselines.py",
        [("high = areas @ step", "high = 2 * (areas @ step)")],
        behaviour("dam_and_huem")),
    Mutation(
        "mdsw-axis-full-eps", "MDSW spends ε on each axis instead of ε/2",
        "core/mechanisms/dam_baselines.py",
        [("groups, eps_axis = (ix, iy), epsilon / 2", "groups, eps_axis = (ix, iy), epsilon")],
        behaviour("mdsw")),
    Mutation(
        "mdsw-user-split-overlap", "MDSW with split users: every user reports x, half also y",
        "core/mechanisms/dam_baselines.py",
        [("groups, eps_axis = (ix[order[:half]], iy[order[half:]]), float(epsilon)",
          "groups, eps_axis = (ix, iy[order[half:]]), float(epsilon)")],
        ["tests/core/test_dam.py", "-k", "mdsw_user_split"]),
    Mutation(
        "categorical-2eps", "the categorical oracle's users perturb with 2ε",
        "core/mechanisms/dam_baselines.py",
        [("reports = oracles.perturb(cells, k, epsilon, rng, oracle=oracle)",
          "reports = oracles.perturb(cells, k, 2 * epsilon, rng, oracle=oracle)")],
        behaviour("each_user_reports_once")),
    # ---------------------------------------------------------------- hexagonal cells
    Mutation(
        "hexagon-edge-counted-twice", "a point on a hexagon's edge is counted in both hexagons",
        "core/hexagons.py",
        [("        return np.bincount(self.cell_index(x, y), minlength=self.n_cells)",
          "        cell = self.cell_index(x, y)\n"
          "        other = self.cell_index(x - 1e-5 * self.size, y - 1e-5 * self.size)\n"
          "        return np.bincount(np.concatenate([cell, other[other != cell]]), minlength=self.n_cells)")],
        ["tests/core/test_hexagons.py", "-k", "adding_one_point"]),
    Mutation(
        "hexagons-count-outside-points", "points outside the public extent are counted in border hexagons",
        "core/hexagons.py",
        [("        x, y, _ = self.domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))\n", "")],
        ["tests/core/test_hexagons.py", "-k", "outside_the_extent"]),
    # ---------------------------------------------------------------- AHEAD, HDG, real collections
    Mutation(
        "ahead-reports-every-level", "AHEAD's users report at every level, not once in their group",
        "core/mechanisms/ahead.py",
        [("reports = oracles.perturb(tree.cell_of(data.x[group], data.y[group]), tree.d,",
          "reports = oracles.perturb(tree.cell_of(data.x, data.y), tree.d,")],
        ["tests/core/test_ahead.py", "-k", "reports_once"]),
    Mutation(
        "ahead-2eps", "AHEAD's users perturb with 2ε",
        "core/mechanisms/ahead.py",
        [("tree.d, epsilon, rng,\n                                  oracle=oracle)",
          "tree.d, 2 * epsilon, rng,\n                                  oracle=oracle)")],
        ["tests/core/test_ahead.py", "-k", "reports_once"]),
    Mutation(
        "ahead-groups-by-location", "AHEAD's user groups are cut from the users sorted west to east",
        "core/mechanisms/ahead.py",
        [("    groups = user_groups(data.n, tree.depth, rng)\n",
          "    groups = np.array_split(np.argsort(data.x), tree.depth)\n")],
        ["tests/core/test_ahead.py", "-k", "groups_ignore"]),
    Mutation(
        "hdg-2eps", "HDG's users perturb with 2ε",
        "core/mechanisms/hdg.py",
        [("reports = oracles.perturb(values, partition.d, epsilon, rng, oracle=oracle)",
          "reports = oracles.perturb(values, partition.d, 2 * epsilon, rng, oracle=oracle)")],
        ["tests/core/test_hdg.py", "-k", "reports_once"]),
    Mutation(
        "hdg-groups-by-location", "HDG's three groups are cut from the users sorted west to east",
        "core/mechanisms/hdg.py",
        [("zip(user_groups(data.n, 3, rng),", "zip(np.array_split(np.argsort(data.x), 3),")],
        ["tests/core/test_hdg.py", "-k", "groups_ignore"]),
    Mutation(
        "device-report-2eps", "a collection's device step perturbs with 2ε while the plan states ε",
        "core/collection.py",
        [("plan.d, plan.epsilon, rng,", "plan.d, 2 * plan.epsilon, rng,")],
        ["tests/core/test_collection.py", "-k", "probability_matrix"]),
    Mutation(
        "ahead-reports-seeded", "AHEAD's reports are drawn from a fixed-seed generator, not the OS",
        "core/mechanisms/ahead.py",
        [("tree.d, epsilon, rng,\n                                  oracle=oracle)",
          "tree.d, epsilon, np.random.default_rng(0),\n                                  oracle=oracle)")],
        ["tests/core/test_ahead.py", "-k", "os_urandom"]),
    Mutation(
        "hdg-reports-seeded", "HDG's reports are drawn from a fixed-seed generator, not the OS",
        "core/mechanisms/hdg.py",
        [("reports = oracles.perturb(values, partition.d, epsilon, rng, oracle=oracle)",
          "reports = oracles.perturb(values, partition.d, epsilon, np.random.default_rng(0),"
          " oracle=oracle)")],
        ["tests/core/test_ahead.py", "-k", "os_urandom"]),
    # ---------------------------------------------------------------- PostGIS push-down (issue 14)
    Mutation(
        "sql-bound-k-plus-one", "the SQL per-user bound keeps k + 1 points of each user (UG, AG)",
        "spatialdp_qgis/postgis.py",
        [("self.key,\n                       self.sensitivity)", "self.key,\n                       self.sensitivity + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "at_most_k"]),
    Mutation(
        "sql-spacetime-bound-k-plus-one", "VDR's SQL per-user bound keeps k + 1 points of each user",
        "spatialdp_qgis/postgis.py",
        [("bounded(timed, {\"c\": cell}, self.user, key, self.k)", "bounded(timed, {\"c\": cell}, self.user, key, self.k + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "at_most_k and vdr"]),
    Mutation(
        "sql-polygon-depth-cap-plus-one", "the database counts a point in its first D + 1 polygons",
        "spatialdp_qgis/postgis.py",
        [("ORDER BY q LIMIT {int(cover.depth)}", "ORDER BY q LIMIT {int(cover.depth) + 1}")],
        ["tests/qgis/test_postgis.py", "-k", "first_d"]),
    Mutation(
        "sql-polygon-bound-k-plus-one", "the polygon counts' SQL per-user bound keeps k + 1 points of each user",
        "spatialdp_qgis/postgis.py",
        [("self.user, key,\n                           self.sensitivity)",
          "self.user, key,\n                           self.sensitivity + 1)")],
        ["tests/qgis/test_postgis.py", "-k", "polygon_counts_bound_each_user"]),
    # ---------------------------------------------------------------- counts in public polygons
    Mutation(
        "polygon-depth-cap-removed", "a point counts in every polygon that holds it, beyond D",
        "core/pointinpolygon.py",
        [("    keep = ranks(point) < int(depth)\n", "    keep = ranks(point) >= 0\n")],
        ["tests/core/test_polygons.py", "-k", "user_moved or first_memberships"]),
    Mutation(
        "polygon-sensitivity-ignores-depth", "the polygons' noise has scale k/ε, not D·k/ε",
        "core/mechanisms/polygons.py",
        [("    sensitivity = depth * k\n", "    sensitivity = k\n")],
        ["tests/core/test_polygons.py", "-k", "triple_overlaps or record_states"]),
    Mutation(
        "polygon-parent-noise-ignores-k", "the parents' noise has scale 1/ε_p whatever D·k",
        "core/mechanisms/polygons.py",
        [("discrete_laplace(rng, len(parents), sensitivity, eps_parent)",
          "discrete_laplace(rng, len(parents), 1, eps_parent)")],
        ["tests/core/test_polygons.py", "-k", "nested"]),
    Mutation(
        "polygon-depth-forced-to-1", "D = 1 on overlapping polygons (points dropped from all but one)",
        "spatialdp_qgis/algorithms/polygoncounts.py",
        [("depth = overlap_depth_bound(len(shapes), overlapping)", "depth = 1")],
        ["tests/qgis/test_polygoncounts.py", "-k", "overlapping"]),
    # ---------------------------------------------------------------- margins of error (honest numbers)
    Mutation(
        "moe90-normal-for-dlap", "discrete Laplace counts get the normal margin 1.645·sd, not the exact one",
        "core/uncertainty.py",
        [("    margin = discrete_laplace_margin(scale)\n",
          "    margin = Z90 * math.sqrt(discrete_laplace_variance(scale))\n")],
        ["tests/core/test_uncertainty.py", "-k", "ug_noise_sd"]),
    Mutation(
        "ag-variance-ignores-weights", "AG's consistent counts claim the leaves' raw noise variance",
        "core/uncertainty.py",
        [("    level1 = a**2 * var1 + (1 - a) ** 2 * s\n", "    level1 = var1 + 0 * s\n"),
         ("    leaves = var2 * (1 - 2 * share) + share**2 * (s[parent] + var1[parent])\n",
          "    leaves = var2 + 0 * share\n")],
        ["tests/core/test_uncertainty.py", "-k", "ag_consistent or linear_map"]),
    Mutation(
        "oracle-variance-without-split", "PrivAG's margins forget the random split of the users",
        "core/uncertainty.py",
        [("    if population > n:\n        share = c / n\n", "    if False:\n        share = c / n\n")],
        ["tests/core/test_uncertainty.py", "-k", "random_split"]),
    # ---------------------------------------------------------------- the release register
    Mutation(
        "register-ignores-earlier-releases", "the release register sums only the pending releases",
        "core/register.py",
        [("        counted = [e for e in entries if identity.matches(e) and charges(e[\"unit\"], unit)]\n",
          "        counted = [e for e in entries if identity.matches(e) and charges(e[\"unit\"], unit)\n"
          "                   and e[\"status\"] == PENDING]\n")],
        ["tests/core/test_register.py", "tests/qgis/test_register.py", "-k", "cap and not qgis_process"]),
    Mutation(
        "register-point-cap-only-for-points", "a user-level release is checked against its own unit's cap only",
        "core/register.py",
        [("        if unit != POINT:\n", "        if False:\n")],
        ["tests/core/test_register.py", "-k", "escape_the_cap_on_points"]),
    Mutation(
        "register-cancel-drops-written-output", "a run cancelled after writing one output removes its entry",
        "spatialdp_qgis/algorithms/base.py",
        [("                    if not self._writing:\n", "                    if True:\n")],
        ["tests/qgis/test_register.py", "-k", "cancelled_between_two_outputs"]),
    Mutation(
        "register-subset-is-new-data", "a filtered layer starts a budget of its own in the register",
        "spatialdp_qgis/register.py",
        [('IDENTITY_PARTS = ("vsiPrefix", "path",', 'IDENTITY_PARTS = ("subset", "vsiPrefix", "path",')],
        ["tests/qgis/test_register.py", "-k", "filters_and_selections"]),
    Mutation(
        "hierarchy-level-full-budget", "the hierarchy draws each level's noise with all of ε, not ε/h",
        "core/mechanisms/hierarchy.py",
        [("noisy_counts(rng, data.counts.grid(size, size), data, eps)",
          "noisy_counts(rng, data.counts.grid(size, size), data, eps * h)")],
        ["tests/core/test_hierarchy.py", "-k", "noise_of_its_share"]),
    Mutation(
        "dawa-cost-noise-per-interval", "DAWA's partition noise is the paper's per-interval scale, not K times it",
        "core/mechanisms/dawa.py",
        [("2 * (length - 1) * sensitivity * k, eps1)", "2 * (length - 1) * sensitivity, eps1)")],
        ["tests/core/test_dawa.py", "-k", "at_most_e_to_the_eps1"]),
    Mutation(
        "dawa-buckets-full-budget", "DAWA's bucket counts are drawn with all of ε, not ε − ε1",
        "core/mechanisms/dawa.py",
        [("np.add.reduceat(flat, firsts), data, eps2)", "np.add.reduceat(flat, firsts), data, epsilon)")],
        ["tests/core/test_dawa.py", "-k", "noise_of_eps2"]),
    # ---------------------------------------------------------------- issue 23.1 refusals
    # each re-introduces a refusal that depends on the data (docs/noise-and-ledger.md,
    # "A release never depends on the data")
    Mutation(
        "refuse-no-point-inside", "no point inside the public extent refuses instead of releasing noise",
        "spatialdp_qgis/algorithms/base.py",
        [("        if outside and outside == len(points):\n",
          "        if outside and outside == len(points):\n"
          "            raise QgsProcessingException(\"None of the points lies inside the extent.\")\n")],
        [REGARDLESS, "-k", "points_all_outside and (uniformgrid or vdr or privtree)"]),
    Mutation(
        "refuse-empty-layer", "an empty layer with a public extent refuses",
        "spatialdp_qgis/algorithms/base.py",
        [("        if len(points) == 0:\n            # a warning, not a refusal",
          "        if len(points) == 0:\n            raise QgsProcessingException(\"no points\")\n"
          "            # a warning, not a refusal")],
        [REGARDLESS, "-k", "empty_layer_with_a_public_extent or polygon_counts"]),
    Mutation(
        "refuse-missing-user-id", "a point without a user id refuses the release",
        "spatialdp_qgis/algorithms/base.py",
        [("        if not missing:\n            return points\n",
          "        if not missing:\n            return points\n"
          "        raise QgsProcessingException(\"Some points have no value in the user id field.\")\n")],
        [REGARDLESS, "-k", "without_a_user_id"]),
    Mutation(
        "refuse-missing-time", "VDR refuses a point without a time",
        "spatialdp_qgis/algorithms/vdr.py",
        [("        if missing:\n            feedback.pushWarning(",
          "        if missing:\n            raise QgsProcessingException(\"Some points have no valid time.\")\n"
          "            feedback.pushWarning(")],
        [REGARDLESS, "-k", "without_a_time"]),
    Mutation(
        "refuse-non-point", "a line among the points refuses the release",
        "spatialdp_qgis/io.py",
        [("            not_points += 1  # skipped, not refused: a refusal would depend on the data\n",
          "            raise ValueError(\"a feature is not a point\")\n")],
        ["tests/qgis/test_user_checks.py", "-k", "line_among_the_points"]),
    Mutation(
        "refuse-no-local-user", "a local mechanism refuses when no user is inside the extent",
        "core/mechanisms/local.py",
        [("        self.n = len(self.x)\n",
          "        self.n = len(self.x)\n        if self.n == 0:\n"
          "            raise ValueError(\"no points inside the domain\")\n")],
        [REGARDLESS, "-k", "points_all_outside and (ldpuniformgrid or dam)"]),
    Mutation(
        "refuse-two-groups", "PrivAG refuses when its two groups cannot both have users",
        "core/mechanisms/ldp_grids.py",
        [("    if users_inside(x, y, domain) < needed:\n        return few_users_release(\"PrivAG\"",
          "    if False:\n        return few_users_release(\"PrivAG\"")],
        [REGARDLESS, "-k", "points_all_outside and privag"]),
    Mutation(
        "refuse-ahead-groups", "AHEAD refuses with fewer users than levels",
        "core/mechanisms/ahead.py",
        [("    if users_inside(x, y, domain) < depth:", "    if False:")],
        [REGARDLESS, "-k", "points_all_outside and ahead"]),
    Mutation(
        "refuse-dam-no-report", "DAM's EM refuses when no user reported",
        "core/mechanisms/dam.py",
        [("    if len(reports):\n", "    if True:\n")],
        [REGARDLESS, "-k", "points_all_outside and dam"]),
    Mutation(
        "refuse-ldp-estimate-empty", "ldpestimate refuses an empty table of reports",
        "spatialdp_qgis/algorithms/ldpestimate.py",
        [("        if len(table[report_field]) == 0:\n",
          "        if len(table[report_field]) == 0:\n            raise QgsProcessingException(\"no reports\")\n")],
        [REGARDLESS, "-k", "ldp_estimate"]),
    Mutation(
        "database-counts-null-users", "the database counts the points without a user id as one user",
        "spatialdp_qgis/postgis.py",
        [("FROM ({rows}) AS r WHERE {user} IS NOT NULL) AS ranked", "FROM ({rows}) AS r) AS ranked")],
        [REGARDLESS, "-k", "database_leaves_out_points_without_a_user_id"]),
    Mutation(
        "stop-after-noise-unbooked", "a stop after the mechanism drew noise cancels the register entry",
        "spatialdp_qgis/algorithms/base.py",
        [("                    if self._released:\n", "                    if False:\n")],
        [REGARDLESS, "-k", "too_large_still_spends"]),
    # ---------------------------------------------------------------- issue 23 register (t23-register)
    Mutation(
        "register-commit-failure-cancels", "a release the register cannot record is cancelled (its ε vanishes)",
        "spatialdp_qgis/register.py",
        [("        except RegisterError as error:\n            self.feedback.reportError(tr(\n"
          "                \"The output was written, but",
          "        except RegisterError as error:\n            self.entry, self.accepted = entry, False\n"
          "            raise QgsProcessingException(str(error)) from None\n"
          "            self.feedback.reportError(tr(\n                \"The output was written, but")],
        ["tests/qgis/test_register.py", "-k", "locked_at_commit"]),
    Mutation(
        "register-stop-after-reading-cancels", "a run that stops after reading the data removes its entry",
        "spatialdp_qgis/register.py",
        [("        if self.accepted:  # the data was read", "        if False:  # the data was read")],
        ["tests/qgis/test_register.py", "-k", "stops_after_reading"]),
    Mutation(
        "register-fingerprint-ignores-key", "the points' fingerprint is an unkeyed hash (a dictionary of places)",
        "core/fingerprint.py",
        [('hmac.new(key, b"spatialdp cells"', 'hmac.new(b"", b"spatialdp cells"'),
         ("hmac.new(key, message, hashlib.sha256)", "hmac.new(b\"\", message, hashlib.sha256)")],
        ["tests/core/test_register.py", "-k", "fingerprint_is_of_the_set"]),
    Mutation(
        "register-identity-is-the-source", "the register knows a release by its source string only again",
        "core/register.py",
        [("        return (self.source is not None and entry[\"source\"] == self.source) \\\n",
          "        return (self.source is not None and entry[\"source\"] == self.source)\n"
          "        return (self.source is not None and entry[\"source\"] == self.source) \\\n")],
        ["tests/core/test_register.py", "tests/qgis/test_register.py", "-k",
         "concurrent_writers or another_source or (another_way and (copy or GeoJSON))"]),
    Mutation(
        "register-points-refusal-keeps-entry", "a release refused by its points' budget leaves its entry counting",
        "core/register.py",
        [("                self._write([e for e in entries if e is not entry])\n", "                pass\n")],
        ["tests/core/test_register.py", "-k", "another_source"]),
    Mutation(
        "register-identify-drops-given-cap", "the cap given with a release is forgotten once its points are known",
        "core/register.py",
        [('            cap = entry["cap"] if entry.get("cap_given") else None\n', "            cap = None\n")],
        ["tests/core/test_register.py", "-k", "concurrent_writers"]),
    Mutation(
        "register-remembered-overrides-empty", "QGIS Desktop records a script's REGISTER='' in the remembered register",
        "spatialdp_qgis/register.py",
        [('parameters.get(REGISTER) in (None, ""):', 'False:')],
        ["tests/qgis/test_register.py", "-k", "explicit_empty_register"]),
    # ---------------------------------------------------------------- issue 31 (t31-floor)
    Mutation(
        "privtree-path-counts-overlap", "PrivTree's node counts by Morton code also count the next "
        "sibling's points (a point enters two counts: the split noise no longer covers it)",
        "core/mechanisms/privtree.py",
        [("np.stack([node << shift, (node + np.uint64(1)) << shift])",
          "np.stack([node << shift, (node + np.uint64(2)) << shift])")],
        [PRIVTREE, "-k", "same_as_before or root_splits"]),
    Mutation(
        "privtree-morton-one-level-short", "PrivTree's Morton codes stop one level short of the "
        "maximum depth (every node counts the points of other cells)",
        "core/mechanisms/privtree.py",
        [("codes = np.sort(morton_codes(domain, data.x, data.y, int(max_depth)))",
          "codes = np.sort(morton_codes(domain, data.x, data.y, max(int(max_depth) - 1, 0)))")],
        [PRIVTREE, "-k", "same_as_before"]),
    Mutation(
        "streamed-bound-keeps-k-plus-one", "the streamed user bound keeps k + 1 points per user",
        "core/bounding.py",
        [("keep = smallest_keys(merged[0], merged[1], self.k)",
          "keep = smallest_keys(merged[0], merged[1], self.k + 1)")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
    Mutation(
        "streamed-bound-fresh-keys", "the streamed user bound draws each batch's keys from a new "
        "generator (every batch gets the same keys: no longer the in-memory sample)",
        "core/bounding.py",
        [("self.keys.random(n), index, *columns))",
          "np.random.default_rng(0).random(n), index, *columns))")],
        ["tests/core/test_counting.py", "-k", "streamed"]),
]


# ---------------------------------------------------------------- the harness


def copy_tree(dest):
    """The working tree's tracked and untracked (not ignored) files, copied to ``dest``."""
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO, check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listing):
        src = REPO / name
        if src.is_file():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)


def run_tests(root, args):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *args],
                          cwd=root, env=env, capture_output=True, text=True)
    return proc.returncode, proc.stdout + proc.stderr


def apply(root, mutation):
    """Mutate the copy; return ``(original text, None)`` or ``(None, (verdict, reason))``."""
    path = root / mutation.file
    if not path.is_file():
        return None, ("STALE", f"{mutation.file} does not exist")
    original = path.read_text()
    text = original
    for old, new in mutation.edits:
        found = text.count(old)
        if found != 1:
            return None, ("STALE", f"snippet found {found} times in {mutation.file}: {old.strip()[:70]!r}")
        text = text.replace(old, new)
    try:
        compile(text, str(path), "exec")
    except SyntaxError as exc:
        return None, ("ERROR", f"the mutated {mutation.file} does not compile: {exc}")
    path.write_text(text)
    return original, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="run the bugs whose name contains this text")
    parser.add_argument("--list", action="store_true", help="list the bugs and exit")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy")
    options = parser.parse_args()
    selected = [m for m in MUTATIONS if not options.only or options.only in m.name]
    if options.list:
        for m in selected:
            print(f"{m.name:30} {m.file:36} {m.description}")
        return 0
    root = Path(tempfile.mkdtemp(prefix="spatialdp-mutation-"))
    try:
        copy_tree(root)
        baseline = sorted({a for m in selected for a in _paths(m.tests)})
        code, output = run_tests(root, baseline)
        if code != 0:
            print(output[-3000:])
            print(f"ERROR   the listed tests fail on the unmodified code ({' '.join(baseline)})")
            return 2
        print(f"baseline: {' '.join(baseline)} pass on the unmodified code")
        failures = 0
        for m in selected:
            start = time.monotonic()
            original, problem = apply(root, m)
            if problem:
                print(f"{problem[0]:7} {m.name:30} {problem[1]}")
                failures += 1
                continue
            try:
                code, output = run_tests(root, m.tests)
            finally:
                (root / m.file).write_text(original)
            seconds = time.monotonic() - start
            verdict = {0: "MISSED", 1: "CAUGHT"}.get(code, "ERROR")
            failures += verdict != "CAUGHT"
            print(f"{verdict:7} {m.name:30} {m.description} ({seconds:.1f} s)", flush=True)
            if verdict == "ERROR":
                print("        " + output.strip().splitlines()[-1] if output.strip() else "")
        print(f"{len(selected) - failures} of {len(selected)} privacy bugs caught")
        return 1 if failures else 0
    finally:
        if options.keep:
            print(f"copy kept in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)


def _paths(args):
    """The tests among pytest arguments: node ids as given, files selected with -k whole."""
    skip = False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-k":
            skip = True
            continue
        yield a


if __name__ == "__main__":
    sys.exit(main())
