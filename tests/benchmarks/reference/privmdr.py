"""privmdr's TDG and HDG (Yang et al., "Answering multi-dimensional range queries under local
differential privacy", VLDB 2021: the authors' code), for benchmarks only.

Read at run time from a clone of https://github.com/YangJianyu-bupt/privmdr
(``SPATIALDP_REF``/privmdr); never shipped nor copied. Its functions take integer
attribute values on ``0 … domain_size − 1``: the points are binned on a
``bins × bins`` grid of the public extent (x is attribute 0, y attribute 1), the
authors' pipeline runs unchanged (their guideline granularities, OUE, Norm-Sub
consistency, HDG's weighted update), and the result is read back as rectangles:
TDG's g×g cells with their consistent counts, HDG's ``bins × bins`` response
matrix. Queries are answered under uniformity inside those rectangles, as the
authors' code does inside a cell.
"""

import argparse
import contextlib
import io
import random

import numpy as np

from . import clone_on_path

#: bins per axis: TDG's grid must divide it; HDG's response matrix has bins² cells
BINS = {"TDG": 1024, "HDG": 128}


def _load():
    if clone_on_path("privmdr", "TDG.py", "xxhash") is None:  # xxhash: their frequency_oracle.py
        return None
    import HDG
    import TDG
    return TDG, HDG


MODULES = _load()


def available():
    return MODULES is not None


def _args(n, epsilon, bins, consistency_iterations):
    return argparse.Namespace(user_num=int(n), attribute_num=2, domain_size=bins, query_num=0,
                              query_dimension=2, consistency_iteration_num_max=consistency_iterations,
                              weighted_update_iteration_num_max=100, epsilon=float(epsilon),
                              dimension_query_volume=0.5, algorithm_name="")


def release(name, x, y, domain, epsilon, seed):
    """privmdr's ``name`` ("TDG" or "HDG") on the points: ``(rects, counts, granularity)``."""
    tdg, hdg = MODULES
    bins = BINS[name]
    ix = np.clip(((x - domain.xmin) / domain.width * bins).astype(int), 0, bins - 1)
    iy = np.clip(((y - domain.ymin) / domain.height * bins).astype(int), 0, bins - 1)
    records = np.stack([ix, iy], axis=1)
    random.seed(seed)
    np.random.seed(seed % (1 << 32))
    np.random.shuffle(records)  # their main shuffles the users before the groups are cut
    # TDG has one grid: its consistency iterations repeat an idempotent Norm-Sub (skipped)
    args = _args(len(records), epsilon, bins, 0 if name == "TDG" else 100)
    with contextlib.redirect_stdout(io.StringIO()):
        if name == "TDG":
            method = tdg.AG_Uniform_Grid_optimal(args=args)
        else:
            method = hdg.AG_Uniform_Grid_1_2_way_optimal(args=args)
        method.group_attribute()
        method.construct_Grid_set()
        method.get_LDP_Grid_set_divide_user(records.tolist())
        method.get_consistent_Grid_set()
        if name == "HDG":
            method.get_weight_update_for_2_way_group()
    if name == "TDG":
        grid = method.Grid_set[0]
        g = grid.granularity
        counts = np.zeros((g, g))  # [iy, ix]
        for cell in grid.cell_list:
            cx, cy = cell.dimension_index_list
            counts[cy, cx] = cell.consistent_count
        return domain.grid_rects(g, g), counts.ravel(), g
    grid = next(gr for gr in method.Grid_set if len(gr.attribute_set) == 2)
    matrix = np.asarray(grid.weighted_update_matrix, dtype=float)  # [ix, iy]
    return domain.grid_rects(bins, bins), matrix.T.ravel(), (method.granularity_1_way, grid.granularity)
