"""Grids under local DP: LDP-UG, PrivAG and AAG (docs/ldp-grids.md).

Sources: Balioglu, Khodaie, Taweel, Gursoy, "Grid-Based Decompositions for
Spatial Data under Local Differential Privacy" (2024,
"the paper" below), which restates PrivAG of Yang, Cheng, Su, Sun, Chen
(MDM 2022) and proposes AAG. Each user holds one location and perturbs the
index of their grid cell on their own device with a frequency oracle
(:mod:`core.oracles`: GRR or OLH, adaptive choice by default); the server
only sees the reports.

- **LDP-UG** (paper §3.1, Algorithm 1): every user reports their cell of a
  g×g grid with ε. g is given, or g = max(1, round(√(2α(e^ε−1)·√(|U|/e^ε))))
  (the form of Eq. 4, α = 0.02).
- **PrivAG** (paper §3.2, Algorithm 2): the users are split by a seeded
  random permutation into U1 (share σ) and U2. U1 reports its cell of the
  g1×g1 grid G1, g1 = max(1, round(√(2α(e^ε−1)·√(|U|/e^ε)))) (Eq. 4). The
  server estimates each G1 cell's *relative frequency* f_k (a fraction of
  U1) and splits the cell evenly into g2_k × g2_k leaves,
  g2_k = max(1, round(√(2α·f_k·(e^ε−1)·√((1−σ)|U|/e^ε)))) (Eq. 5; the
  paper writes Φ(C_k), but only a fraction reproduces its Table 1 —
  docs/ldp-grids.md). U2 reports its leaf with the oracle over all leaves; the leaf
  estimates are scaled by |U|/|U2| to the whole population.
  Defaults α = 0.05 (the paper's range 0.01–0.02; docs/best-by-default.md), σ = 0.2 (range 0.1–0.3).
- **AAG** (paper §3.3, Algorithm 3): as PrivAG, but each G1 cell C is cut
  unevenly by its neighbours' estimates Φ: the vertical cut sits at
  Φ(R)/(Φ(L)+Φ(R)) of C's width from its west edge (Eq. 6) and the
  horizontal cut at Φ(B)/(Φ(U)+Φ(B)) of its height from its north edge
  (Eq. 7), so the denser side gets the smaller part. A missing neighbour
  (edge or corner cell) takes C's own estimate (paper, "Handling edge and
  corner cells"). Resolutions (docs/ldp-grids.md): estimates below the share of
  one user of U1 (negative ones included) are clamped to it, so both
  neighbours ≤ 0 cut in the middle; for g2 > 2 the two parts of an axis are
  split evenly into ⌈g2/2⌉ pieces on the denser side and ⌊g2/2⌋ on the
  other (the paper's "(g2−1)/2 pieces" cannot add up to g2; ties count the
  west / south side as denser); g2 = 1 leaves C unsplit. AAG's g2 uses
  α = 0.25, σ = 0.5 (paper, "Choice of g1 and g2"), while its G1 keeps
  PrivAG's α = 0.02 (``first_alpha``): only then does the paper's Table 1
  come out (AAG's G1 equals PrivAG's there).

Privacy: each user reports exactly once, with the full ε, about one location;
U1 and U2 are disjoint, so by parallel composition the release is ε-LDP per
user. The ledger records both groups in one parallel group "users". The
number of users |U| is the number of reports, which the server sees in the
local model; the split into U1 and U2 does not depend on the locations.
Before any report is perturbed, PrivAG and AAG check the cell limit with at
least one leaf per G1 cell and with Eq. 5's leaves for evenly spread users
(from the public |U|); the actual leaves follow U1's estimates and are
checked again after them.

Beyond the papers (issue 12; docs/ldp-grids.md, "Post-processing"), each on
by default and each free (it only transforms the published estimates):

- ``consistency`` (PrivAG, AAG): the G1 estimates and the sums of their
  leaves are combined by inverse variance, as AG's constrained inference
  (:func:`core.mechanisms.ag.constrained_inference`, with the oracles'
  variances), so every G1 cell equals the sum of its leaves.
- ``norm_sub``: Norm-Sub (Wang et al., NDSS 2020,
  :func:`core.oracles.norm_sub`) makes the estimates non-negative with
  total |U|: U1's before g2 and the cuts are chosen (as Yang et al.'s code
  does), then the leaves (with ``consistency`` the G1 cells become the
  sums of their leaves, otherwise they are normalised on their own).
- ``cut`` (AAG): where each axis is cut — ``"paper"`` (Eqs. 6–7),
  ``"middle"`` (the even split of AAG's g2 pieces) or ``"halfway"`` between
  the two (the best noise-free structure in the investigation of issue 12).

``consistency=False, norm_sub=False`` (and ``cut="paper"`` for AAG) is the
papers' algorithm exactly, the same output for the same seed as before the
options existed.

Output: a :class:`~core.synopsis.Synopsis` whose first cells are G1 (level 1,
parent −1) followed by the leaves (level 2, parent = G1 cell index), as AG's;
LDP-UG has a single level. Without Norm-Sub the counts are unbiased
estimates and may be negative. Points outside the public domain are dropped
(docs/noise-and-ledger.md).

Tables (issue 26, docs/categories.md "Local grids"): with ``keys`` each user of LDP-UG, and of
PrivAG's and AAG's U2, reports their (cell or leaf, category, period) once over cells × keys
(:func:`core.ldptables.release_local_table`); PrivAG's and AAG's U1 reports its cell only.

:func:`ldp_grid_reports` is the device step for a single-level grid and
:func:`ldp_estimate_grid` the server step that turns a table of real reports
(hash seed + report per row) into a grid synopsis.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

import numpy as np
import numpy.typing as npt

from .. import oracles
from ..budget import Ledger, counted
from ..domain import (
    Cuts, Domain, DomainLike, check_cells, local_index, local_index_at, split_rects, split_rects_at,
)
from ..guidelines import (  # Eqs. 4–5 and LDP-UG's rule, shared with the guidance
    ldp_level1_size as privag_level1_size, ldp_level2_size as privag_level2_size,
    ldp_level2_sizes as privag_level2_sizes, ldp_ug_size,
)
from ..hexagons import SQUARE, HexGrid, is_hexagonal
from ..ldptables import release_local_table
from ..parameters import (  # the paper's defaults, and LDP-UG's rule (issue 29)
    AAG_ALPHA, AAG_FIRST_ALPHA, AAG_SIGMA, LDP_UG_ALPHA, LDP_UG_RULE, PRIVAG_ALPHA, PRIVAG_SIGMA,
)
from ..rng import release_randomness
from ..synopsis import Synopsis
from ..tables import CountTable, TableKeys, check_table
from ..uncertainty import OracleEstimates, Uncertainty, normal_margin, oracle_counts, oracle_levels
from .ag import constrained_inference, inverse_variance_alpha
from .central import public_inputs
from .local import LOCAL_UNIT, LocalInput, reporting_users

USERS_GROUP = "users"
#: a table's note when Norm-Sub was asked for
TABLE_NORM_SUB_NOTE = ("Norm-Sub is not applied to a table of categories or periods: every entry keeps its "
                       "unbiased estimate, its noise_sd and its moe90")
#: a two-level table's note when the levels' consistency was asked for
TABLE_CONSISTENCY_NOTE = ("with a table the first level's estimates only choose the leaves: each first-level "
                          "count is the sum of its leaves' entries (no inverse-variance consistency)")
#: AAG's cut position per axis: the paper's (Eqs. 6–7), halfway to the even split, the even split
CUT_PAPER, CUT_HALFWAY, CUT_MIDDLE = "paper", "halfway", "middle"
CUTS = (CUT_PAPER, CUT_HALFWAY, CUT_MIDDLE)


# ---------------------------------------------------------------- guidelines


def aag_cuts(phi: npt.ArrayLike, floor: float) -> tuple:
    """AAG's cut positions for every cell of a G1 grid of estimates (paper Eqs. 6–7).

    ``phi`` has shape ``(g1y, g1x)``, row 0 in the south. Returns
    ``(fx, fy, west_denser, south_denser)``, flat in cell order: ``fx`` is
    the vertical cut's distance from the west edge as a fraction of the
    width, Φ(R)/(Φ(L)+Φ(R)); ``fy`` is the horizontal cut's distance from the
    *south* edge as a fraction of the height, Φ(U)/(Φ(U)+Φ(B)) (the paper's
    Φ(B)/(Φ(U)+Φ(B)) measured from the north edge). Missing neighbours take
    the cell's own estimate; estimates below ``floor`` are raised to it
    (``floor > 0``: negative estimates become a small positive value); two
    zero neighbours cut in the middle. ``west_denser`` is Φ(L) ≥ Φ(R) and
    ``south_denser`` is Φ(B) ≥ Φ(U) (ties go to the west / south side).
    """
    phi = np.maximum(np.asarray(phi, dtype=float), floor)
    padded = np.pad(phi, 1, mode="edge")  # a missing neighbour is the cell itself
    left, right = padded[1:-1, :-2], padded[1:-1, 2:]
    below, above = padded[:-2, 1:-1], padded[2:, 1:-1]
    with np.errstate(divide="ignore", invalid="ignore"):
        fx = np.where(left + right > 0, right / (left + right), 0.5)
        fy = np.where(above + below > 0, above / (above + below), 0.5)
    return fx.ravel(), fy.ravel(), (left >= right).ravel(), (below >= above).ravel()


def aag_pieces(g2: npt.ArrayLike, low_denser: npt.ArrayLike) -> tuple:
    """Pieces (low side, high side) of one axis: ⌈g2/2⌉ on the denser side, ⌊g2/2⌋ on the other.

    g2 = 1 gives (1, 0): no cut. Every axis gets g2 pieces in total.
    """
    g2 = np.asarray(g2, dtype=np.int64)
    dense, sparse = (g2 + 1) // 2, g2 // 2
    lo = np.where(low_denser, dense, sparse)
    hi = np.where(low_denser, sparse, dense)
    one = g2 == 1
    return np.where(one, 1, lo), np.where(one, 0, hi)


def check_cut(cut: str) -> str:
    """``cut`` if it names one of :data:`CUTS`, else ValueError."""
    if cut not in CUTS:
        raise ValueError(f"the cut must be one of {', '.join(CUTS)}")
    return cut


def cut_fractions(
    paper: npt.ArrayLike, lo: npt.ArrayLike, hi: npt.ArrayLike, cut: str = CUT_PAPER,
) -> np.ndarray:
    """Each cell's cut on one axis, as a fraction of the side from its low edge.

    ``paper`` is Eq. 6 or 7's fraction (:func:`aag_cuts`), ``lo``/``hi`` the
    pieces on each side (:func:`aag_pieces`). ``"middle"`` cuts at lo/(lo+hi),
    which makes all pieces equal (PrivAG's even split of AAG's g2);
    ``"halfway"`` is the mean of the two.
    """
    check_cut(cut)
    even = np.asarray(lo, dtype=float) / (np.asarray(lo) + np.asarray(hi))
    return {CUT_PAPER: np.asarray(paper, dtype=float), CUT_MIDDLE: even,
            CUT_HALFWAY: (np.asarray(paper, dtype=float) + even) / 2}[cut]


# ---------------------------------------------------------------- mechanisms


def ldp_uniform_grid(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, alpha: float = LDP_UG_ALPHA, oracle: str = oracles.ADAPTIVE,
    norm_sub: bool = True, cell_shape: str = SQUARE, keys: Optional[TableKeys] = None,
) -> Synopsis:
    """LDP-UG: each user reports their cell of a g×g grid with ε-LDP (paper §3.1).

    ``grid_size`` is g. Default: with ``alpha`` = 0 the study's rule
    g = round(7·(|U|/10⁵)^(1/8)·(2 sinh(ε/2))^0.4) (issue 29, docs/best-by-default.md);
    with ``alpha`` > 0 the paper's max(1, round(√(2α(e^ε−1)·√(|U|/e^ε)))), the form of
    Eq. 4 (α = 0.02: the paper's LDP-UG). ``norm_sub`` post-processes the estimates (off: the
    paper's). ``cell_shape`` :data:`core.hexagons.FLAT` or
    :data:`~core.hexagons.POINTY`: each user reports their hexagon of the g×g
    grid's cell area instead (a public lattice, docs/hexagons.md). Returns a
    single-level synopsis ("LDP-UG").

    ``keys``: a :class:`core.tables.TableKeys` (each user's category and period): each user
    reports their (cell, key) once, one value of the product domain of g²·K values
    (:func:`core.ldptables.release_local_table`, docs/categories.md), and the release has one
    estimate per (cell, category, period), each cell's count the sum of its entries. The
    guideline then sizes g for |U|/K users (each key's map), the table's size is checked before
    any report is perturbed, and Norm-Sub is not applied (a table gives every entry its noise_sd
    and moe90, which Norm-Sub's output has not).
    """
    domain, rng = public_inputs(domain, rng)
    hexagonal = is_hexagonal(cell_shape)
    data = _LocalInput(x, y, domain, epsilon, keys=keys)
    n_keys = 1 if keys is None else keys.size
    source = "given"
    if not grid_size:
        grid_size, _, source = ldp_ug_size(data.n if keys is None else data.n / n_keys, epsilon, alpha)
    m = int(grid_size)
    if hexagonal:
        grid = HexGrid.like_square_grid(domain, m, cell_shape)
        d, cells = check_cells(grid.n_cells), grid.cells
        cell, rects, what = grid.cell_index(data.x, data.y), cells.bounds, f"{d} {cell_shape}-topped hexagons"
        data.params.update(cell_shape=cell_shape, hexagon_size=grid.size)
    else:
        d, cells = check_cells(m * m), None
        cell, rects, what = domain.cell_index(data.x, data.y, m, m), domain.grid_rects(m, m), f"{m}×{m} cells"
    table, notes = None, _estimate_notes(norm_sub)
    if keys is not None:
        table = release_local_table(
            data.ledger, rng, cell, data.key, d, keys, epsilon=epsilon, oracle=oracle, group=USERS_GROUP,
            note=f"{counted(data.n, 'user')}, {{oracle}} over {what} × {n_keys} categories and periods")
        counts, uncertainty, used, hash_range = table.totals(), table.uncertainty(n_keys), table.noise.oracle, \
            table.noise.g
        notes = _table_notes(keys, norm_sub=norm_sub)
        norm_sub = False
    else:
        counts, used, hash_range = _collect(data.ledger, "cell reports", cell, d, epsilon=epsilon, rng=rng,
                                            oracle=oracle, note=f"{counted(data.n, 'user')}, {{oracle}} over {what}")
        uncertainty = oracle_counts(OracleEstimates(used, data.n, d, epsilon, counts, g=hash_range),
                                    norm_sub=norm_sub)
        if norm_sub:
            counts = oracles.norm_sub(counts, data.n)
    data.params.update(grid_size=m, grid_size_source=source, alpha=alpha if source != "given" else None,
                       grid_rule=dict(LDP_UG_RULE) if source != "given" and not alpha else None,
                       oracle=used, g=hash_range, norm_sub=bool(norm_sub))
    synopsis = data.synopsis(
        "LDP-UG", rng, rects=rects, counts=counts, level=np.ones(d, dtype=np.int64), parent=np.full(d, -1),
        notes=notes, uncertainty=uncertainty, table=table,
    )
    return synopsis if cells is None else replace(synopsis, polygons=cells)


def privag(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, alpha: float = PRIVAG_ALPHA, sigma: float = PRIVAG_SIGMA,
    oracle: str = oracles.ADAPTIVE, consistency: bool = True, norm_sub: bool = True,
    keys: Optional[TableKeys] = None,
) -> Synopsis:
    """PrivAG (Yang et al. 2022 as restated in paper §3.2, Algorithm 2), ε-LDP per user.

    ``grid_size`` is g1 (default Eq. 4 with ``alpha``); each G1 cell is split
    evenly into g2_k × g2_k leaves (Eq. 5 with ``alpha``, ``sigma``).
    ``consistency`` and ``norm_sub`` post-process (module docstring; both
    off: the paper's PrivAG). ``keys``: a table of categories and periods at the leaves
    (:func:`_leaf_table`).
    """
    domain, rng = public_inputs(domain, rng)
    needed = groups_needed(sigma)
    if users_inside(x, y, domain, keys) < needed:
        return few_users_release("PrivAG", needed, x, y, domain, epsilon, rng=rng, grid_size=grid_size,
                                 alpha=alpha, oracle=oracle, norm_sub=norm_sub, keys=keys)
    first = _first_level("PrivAG", x, y, domain, epsilon, rng, g1=grid_size, g1_alpha=alpha,
                         alpha=alpha, sigma=sigma, oracle=oracle, norm_sub=norm_sub, keys=keys)
    return _leaf_level("PrivAG", first, _even_leaves(first), epsilon, rng, oracle=oracle,
                       consistency=consistency, norm_sub=norm_sub)


def aag(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float,
    rng: Optional[np.random.Generator] = None, *,
    grid_size: Optional[int] = None, alpha: float = AAG_ALPHA, sigma: float = AAG_SIGMA,
    first_alpha: float = AAG_FIRST_ALPHA, oracle: str = oracles.ADAPTIVE, cut: str = CUT_HALFWAY,
    consistency: bool = True, norm_sub: bool = True, neighbour_floor: Optional[float] = None,
    keys: Optional[TableKeys] = None,
) -> Synopsis:
    """AAG (paper §3.3, Algorithm 3), ε-LDP per user.

    ``grid_size`` is g1 (default Eq. 4 with ``first_alpha`` = 0.02, PrivAG's
    α, which the paper's Table 1 implies); g2 uses ``alpha`` = 0.25 and
    ``sigma`` = 0.5; each G1 cell is cut unevenly by its neighbours (Eqs. 6–7,
    see the module docstring for the edge, corner, negative and piece rules).
    ``neighbour_floor`` is the small positive value that estimates (as
    fractions of U1) are clamped to before the cuts are placed; default
    1/|U1|, the share of one user. ``cut``, ``consistency`` and ``norm_sub``
    are the options beyond the paper (module docstring); ``cut="paper"``
    with both others off is the paper's AAG. ``keys``: a table of categories and periods at the
    leaves (:func:`_leaf_table`).
    """
    domain, rng = public_inputs(domain, rng)
    check_cut(cut)
    if neighbour_floor is not None and not float(neighbour_floor) > 0:
        raise ValueError("the neighbour floor must be positive")
    needed = groups_needed(sigma)
    if users_inside(x, y, domain, keys) < needed:
        return few_users_release("AAG", needed, x, y, domain, epsilon, rng=rng, grid_size=grid_size,
                                 alpha=first_alpha, oracle=oracle, norm_sub=norm_sub, keys=keys)
    first = _first_level("AAG", x, y, domain, epsilon, rng, g1=grid_size, g1_alpha=first_alpha,
                         alpha=alpha, sigma=sigma, oracle=oracle, norm_sub=norm_sub, keys=keys)
    if neighbour_floor is None:
        floor, floor_text = 1.0 / first.n1, "one user of U1 (1/|U1|)"
    else:
        floor = float(neighbour_floor)
        floor_text = f"{floor:g} of U1"
    return _leaf_level("AAG", first, _uneven_leaves(first, floor, cut), epsilon, rng, oracle=oracle,
                       consistency=consistency, norm_sub=norm_sub, first_alpha=first_alpha,
                       neighbour_floor=floor_text, cut=cut)


@dataclass
class _FirstLevel:
    """What PrivAG and AAG know after U1's reports: the groups, G1, its estimates and each g2_k."""

    data: "_LocalInput"
    u1: np.ndarray  # indices of the users of U1 (share σ) and U2, a seeded random split
    u2: np.ndarray
    g1: int  # side of the first-level grid G1
    g1_source: str
    sigma: float
    alpha: float  # α of Eq. 5 (g2)
    rects: np.ndarray  # G1's cells
    cell: np.ndarray  # every user's G1 cell
    frequency: np.ndarray  # f_k: U1's estimate of each G1 cell as a fraction of U1
    raw: np.ndarray  # U1's unbiased estimated counts
    oracle: str  # the oracle U1 used and its OLH hash range (None for GRR)
    hash_range: object
    g2: np.ndarray  # side of each G1 cell's leaf grid (Eq. 5)
    n_leaves: int

    @property
    def n1(self) -> int:
        return len(self.u1)

    @property
    def offset(self) -> np.ndarray:
        """Index of each G1 cell's first leaf."""
        return np.cumsum(self.g2 * self.g2) - self.g2 * self.g2


def groups_needed(sigma: float) -> int:
    """The fewest users for which the split round(σ·n) leaves both U1 and U2 non-empty."""
    if not 0 < sigma < 1:
        raise ValueError("sigma (the share of users in the first group) must be in (0, 1)")
    n = 2
    while not 1 <= int(round(sigma * n)) <= n - 1:
        n += 1
    return n


def _first_level(name, x, y, domain, epsilon, rng, *, g1, g1_alpha, alpha, sigma, oracle, norm_sub, keys=None):
    """Split the users into U1 and U2; U1 reports its G1 cell; g2_k from the estimates (Eqs. 4–5).
    The caller has made sure that both groups have users (:func:`groups_needed`). With ``keys``
    U1 still reports its cell only (the totals choose the leaves), the guidelines size the grids
    for |U|/K users (each key's map, as LDP-UG's) and the table is checked with the expected
    leaves before any report."""
    if not alpha > 0 or not g1_alpha > 0:
        raise ValueError("alpha must be positive")
    data = _LocalInput(x, y, domain, epsilon, keys=keys)
    n = data.n
    n_keys = 1 if keys is None else keys.size
    sized = n if keys is None else n / n_keys
    n1 = int(round(sigma * n))
    order = rng.permutation(n)  # the seeded split into U1 and U2
    u1, u2 = order[:n1], order[n1:]

    source = "given"
    if not g1:
        g1, source = privag_level1_size(sized, epsilon, g1_alpha), f"guideline (Eq. 4, α = {g1_alpha:g})"
    g1 = int(g1)
    # before any report is perturbed: every G1 cell has at least one leaf, and the
    # guideline's leaves for evenly spread users (Eq. 5 at f = 1/g1²; |U| is public)
    expected = g1 * g1 * privag_level2_size(1 / (g1 * g1), sized, epsilon, alpha, sigma) ** 2
    check_cells(g1 * g1 + max(g1 * g1, expected))
    check_table(max(g1 * g1, expected), n_keys)
    cell = domain.cell_index(data.x, data.y, g1, g1)

    raw, used, hash_range = _collect(
        data.ledger, "U1 reports (G1 cells)", cell[u1], g1 * g1, epsilon=epsilon, rng=rng, oracle=oracle,
        note=f"{counted(n1, 'user')} (σ = {sigma:g}), {{oracle}} over {g1}×{g1} cells")
    estimate = oracles.norm_sub(raw, n1) if norm_sub else raw
    frequency = estimate / n1
    g2 = privag_level2_sizes(frequency, sized, epsilon, alpha, sigma)
    n_leaves = check_cells(int((g2 * g2).sum()) + g1 * g1) - g1 * g1
    return _FirstLevel(data, u1, u2, g1, source, sigma, alpha, domain.grid_rects(g1, g1), cell,
                       frequency, raw, used, hash_range, g2, n_leaves)


def _even_leaves(first):
    """PrivAG: each G1 cell cut evenly into g2_k × g2_k leaves; (leaf rects, parents, U2's leaves)."""
    rects, parent = split_rects(first.rects, first.g2, first.g2)
    c2, data = first.cell[first.u2], first.data
    leaf = first.offset[c2] + local_index(first.rects, first.g2, first.g2, c2, data.x[first.u2],
                                          data.y[first.u2])
    return rects, parent, leaf


def _uneven_leaves(first, floor, cut):
    """AAG: each G1 cell cut at its neighbours' estimates (Eqs. 6–7, moved by ``cut``); as
    :func:`_even_leaves`."""
    fx, fy, west, south = aag_cuts(first.frequency.reshape(first.g1, first.g1), floor)
    pieces_x, pieces_y = aag_pieces(first.g2, west), aag_pieces(first.g2, south)
    split = Cuts(cut_fractions(fx, *pieces_x, cut), cut_fractions(fy, *pieces_y, cut), *pieces_x, *pieces_y)
    rects, parent = split_rects_at(first.rects, split)
    c2, data = first.cell[first.u2], first.data
    leaf = first.offset[c2] + local_index_at(first.rects, split, c2, data.x[first.u2], data.y[first.u2])
    return rects, parent, leaf


def _leaf_level(name, first, leaves, epsilon, rng, *, oracle, consistency, norm_sub, **own_params):
    """U2 reports its leaf with the oracle over all leaves; the two-level synopsis and its ledger.

    ``own_params`` are the mechanism's own entries of the release's parameters.
    """
    rects2, parent, leaf = leaves
    n_leaves, g1, data = first.n_leaves, first.g1, first.data
    n1, n2 = first.n1, len(first.u2)
    if data.keys is not None:
        return _leaf_table(name, first, leaves, epsilon, rng, oracle=oracle, consistency=consistency,
                           norm_sub=norm_sub, **own_params)
    raw, used, hash_range = _collect(data.ledger, "U2 reports (leaves)", leaf, n_leaves, epsilon=epsilon, rng=rng,
                                     oracle=oracle,
                                     note=f"{counted(n2, 'user')}, {{oracle}} over {n_leaves} leaves")
    n = data.n  # estimates of a group → the whole population
    groups = (OracleEstimates(first.oracle, n1, g1 * g1, epsilon, first.raw, n, first.hash_range),
              OracleEstimates(used, n2, n_leaves, epsilon, raw, n, hash_range))
    counts1, counts2, weights = two_level_counts(*groups, parent, first.g2, consistency, norm_sub)

    _two_level_params(first, used, hash_range, consistency=consistency, norm_sub=norm_sub, **own_params)
    uncertainty = oracle_levels(*groups, parent, first.g2 ** 2, weight_variances=weights,  # docs/uncertainty.md
                                norm_sub=norm_sub)
    return _two_level_synopsis(name, first, rng, rects2=rects2, parent=parent, counts1=counts1, counts2=counts2,
                               uncertainty=uncertainty, notes=_estimate_notes(norm_sub, consistency=consistency))


def _leaf_table(name, first, leaves, epsilon, rng, *, oracle, consistency, norm_sub, **own_params):
    """PrivAG's and AAG's table (docs/categories.md, "Local grids"): U1 reported its G1 cell and its
    totals chose the leaves (:func:`_first_level`); U2 reports its (leaf, key) once over leaves × K
    values (:func:`core.ldptables.release_local_table`), scaled to the population. Each leaf's count
    is the sum of its entries and each G1 cell's the sum of its leaves': the two levels'
    consistency and Norm-Sub are not applied (every entry keeps its noise_sd and moe90)."""
    rects2, parent, leaf = leaves
    n_leaves, g1, data = first.n_leaves, first.g1, first.data
    keys, n2 = data.keys, len(first.u2)
    table = release_local_table(
        data.ledger, rng, leaf, data.key[first.u2], n_leaves, keys, epsilon=epsilon, oracle=oracle,
        step="U2 reports (leaves × keys)", group=USERS_GROUP, population=data.n, first_cell=g1 * g1,
        row_groups=parent,
        note=f"{counted(n2, 'user')}, {{oracle}} over {n_leaves} leaves × {keys.size} categories and periods")
    counts2 = table.totals()
    counts1 = np.bincount(parent, weights=counts2, minlength=g1 * g1)
    noise = table.noise  # a G1 cell sums all the entries of its leaves
    held1 = np.bincount(parent, weights=noise.estimate.sum(axis=1), minlength=g1 * g1)
    variance1 = noise.group_variance(first.g2 ** 2 * keys.size, held1)
    leaves_uncertainty = table.uncertainty(keys.size)
    uncertainty = normal_margin(np.concatenate([variance1, leaves_uncertainty.variance]),
                                f"{leaves_uncertainty.method}; a first-level cell: the sum of its leaves' entries")
    _two_level_params(first, table.noise.oracle, table.noise.g, consistency=False, norm_sub=False, **own_params)
    notes = _table_notes(keys, norm_sub=norm_sub, consistency=consistency)
    return _two_level_synopsis(name, first, rng, rects2=rects2, parent=parent, counts1=counts1, counts2=counts2,
                               uncertainty=uncertainty, notes=notes, table=table)


def _two_level_params(first, used, hash_range, *, consistency, norm_sub, **own_params):
    """The release's parameters of a two-level local grid (its U2 oracle ``used``)."""
    first.data.params.update(
        grid_size=first.g1, g1=first.g1, grid_size_source=first.g1_source, g2_min=int(first.g2.min()),
        g2_max=int(first.g2.max()), alpha=first.alpha, sigma=first.sigma, leaves=int(first.n_leaves),
        n_u1=first.n1, n_u2=len(first.u2),
        oracle=first.oracle if first.oracle == used else f"{first.oracle} (level 1), {used} (level 2)",
        oracle_level1=first.oracle, oracle_level2=used, g=first.hash_range or hash_range,
        consistency=bool(consistency), norm_sub=bool(norm_sub), **own_params,
    )


def _two_level_synopsis(name, first, rng, *, rects2, parent, counts1, counts2, uncertainty, notes, table=None):
    """The two-level synopsis: G1 (level 1) then the leaves (level 2, parent = G1 cell)."""
    g1, n_leaves = first.g1, first.n_leaves
    return first.data.synopsis(
        name, rng, rects=np.vstack([first.rects, rects2]), counts=np.concatenate([counts1, counts2]),
        level=np.r_[np.ones(g1 * g1, dtype=np.int64), np.full(n_leaves, 2)],
        parent=np.r_[np.full(g1 * g1, -1), parent], notes=notes, uncertainty=uncertainty, table=table,
    )


# ---------------------------------------------------------------- post-processing


def level_variance(oracle: str, n_group: int, d: int, epsilon: float, g: Optional[int], n: int) -> float:
    """Variance of one estimate of a group of ``n_group`` users scaled to all ``n`` (Var* ·(n/n_group)²)."""
    return oracles.variance(oracle, n_group, d, epsilon, g=g) * (n / n_group) ** 2


def consistent_levels(
    v: npt.ArrayLike, u: npt.ArrayLike, parent: npt.ArrayLike, g2: npt.ArrayLike, var_v: float, var_u: float,
) -> tuple:
    """Inverse-variance consistency of a G1 level ``v`` and its leaves ``u`` (free post-processing).

    Each G1 cell k with g2_k² leaves: v' = (v/var_v + Σu/(g2_k²·var_u)) /
    (1/var_v + 1/(g2_k²·var_u)) and u' = u + (v' − Σu)/g2_k², the weighted
    least-squares estimate under the constraint parent = Σ leaves. This is
    AG's :func:`~core.mechanisms.ag.constrained_inference`, whose weights
    α² and (1−α)² stand for 1/var_v and 1/var_u: α = sd_u/(sd_u + sd_v)
    (:func:`~core.mechanisms.ag.inverse_variance_alpha`).
    """
    return constrained_inference(v, u, parent, g2, inverse_variance_alpha(var_v, var_u))


def two_level_counts(
    first: OracleEstimates, second: OracleEstimates, parent: npt.ArrayLike, g2: npt.ArrayLike,
    consistency: bool, norm_sub: bool,
) -> tuple:
    """PrivAG's and AAG's released counts from the two groups' estimates (docs/ldp-grids.md).

    ``first`` and ``second`` are :class:`core.uncertainty.OracleEstimates`
    (population N). With ``consistency``, the levels scaled to N are made
    consistent by inverse variance (:func:`consistent_levels`),
    then Norm-Sub on the leaves and sums for G1; without, each level on its
    own, Norm-Sub'ed within its group. Returns (G1 counts, leaf counts, the
    variances the consistency step weighted with, or None).
    """
    n = first.population
    own = not consistency and norm_sub  # each level Norm-Sub'ed within its group, before scaling
    scaled1, scaled2 = ((oracles.norm_sub(group.estimate, group.n_group) if own else group.estimate)
                        * (n / group.n_group) for group in (first, second))
    if not consistency:
        return scaled1, scaled2, None
    weights = tuple(level_variance(group.oracle, group.n_group, group.d, group.epsilon, group.g, n)
                    for group in (first, second))
    counts1, counts2 = consistent_levels(scaled1, scaled2, parent, g2, *weights)
    if norm_sub:
        counts2 = oracles.norm_sub(counts2, n)
        counts1 = np.bincount(parent, weights=counts2, minlength=len(scaled1))
    return counts1, counts2, weights


# ---------------------------------------------------------------- real collections


def ldp_grid_reports(
    x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, grid_size: int, epsilon: float,
    rng: Optional[np.random.Generator] = None, *, oracle: str = oracles.ADAPTIVE, g: Optional[int] = None,
) -> tuple:
    """The device step of a single-level grid: cell index → :func:`core.oracles.perturb`.

    Cells are numbered ``iy·nx + ix`` from the south-west corner of the
    ``nx × ny`` grid over ``domain`` (``grid_size`` is ``m`` or ``(nx, ny)``);
    a point on the east or north edge belongs to the last cell. Returns the
    reports of the points inside the domain and the mask of those points.
    """
    domain, rng = public_inputs(domain, rng)
    nx, ny = _grid_shape(grid_size)
    x, y, inside = domain.clip(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
    cell = domain.cell_index(x, y, nx, ny)
    return oracles.perturb(cell, nx * ny, epsilon, rng, oracle=oracle, g=g), inside


def ldp_estimate_grid(
    report: npt.ArrayLike, seed: Optional[npt.ArrayLike], domain: DomainLike, grid_size: int, epsilon: float,
    *, oracle: Optional[str] = None, g: Optional[int] = None, norm_sub: bool = False,
) -> Synopsis:
    """Server step: a grid synopsis from a table of real reports (one row per user).

    ``report`` holds each user's report (the perturbed cell for GRR, the
    perturbed hash value x_u for OLH), ``seed`` each user's hash seed (OLH)
    or None (GRR). ``domain`` and ``grid_size`` (``m`` or ``(nx, ny)``) are
    the grid the devices used (cells numbered as in :func:`ldp_grid_reports`),
    ``epsilon`` the ε each device applied and ``g`` OLH's hash range (default
    round(e^ε) + 1). ``oracle`` defaults to OLH when seeds are given, else GRR.
    The server adds no randomness; the estimates are unbiased and may be
    negative unless ``norm_sub``.
    """
    domain = Domain.of(domain)
    nx, ny = _grid_shape(grid_size)
    d = check_cells(nx * ny)
    if oracle is None:
        oracle = oracles.GRR if seed is None else oracles.OLH
    reports = oracles.Reports(oracle, np.asarray(report).reshape(-1),
                              None if seed is None else np.asarray(seed).reshape(-1), g)
    counts = oracles.estimate(reports, d, epsilon, norm_sub=norm_sub)
    n = len(reports)
    ledger = Ledger(epsilon, "local", LOCAL_UNIT)
    # a spend, not Ledger.perturb: the reports were perturbed at ε on the users' devices
    # (ldp_grid_reports there), the server draws nothing
    ledger.spend("cell reports", epsilon, f"{n} reports, {reports.oracle} over {nx}×{ny} cells",
                 group=USERS_GROUP)
    g_used = None if reports.oracle == oracles.GRR else (g or oracles.olh_hash_range(epsilon))
    params = {"n_users": n, "grid_size": nx if nx == ny else [nx, ny], "oracle": reports.oracle,
              "g": g_used, "norm_sub": bool(norm_sub)}
    return Synopsis("LDP estimate", domain, domain.grid_rects(nx, ny), counts,
                    np.ones(d, dtype=np.int64), np.full(d, -1), ledger, params, None,
                    _estimate_notes(norm_sub),
                    randomness="none on the server: the reports were perturbed on the users' devices",
                    secure=True,  # nothing random is drawn here, so nothing here can be predicted
                    uncertainty=oracle_counts(OracleEstimates(reports.oracle, n, d, epsilon, counts, g=g_used),
                                              norm_sub=norm_sub))


# ---------------------------------------------------------------- too few users


def users_inside(x: npt.ArrayLike, y: npt.ArrayLike, domain: Domain, keys: Optional[TableKeys] = None) -> int:
    """The number of users inside Ω (with ``keys``: whose time is inside the time range), the number
    of reports the server sees (public in the local model)."""
    return len(reporting_users(x, y, domain, keys)[0])


def few_users_release(
    name: str, needed: int, x: npt.ArrayLike, y: npt.ArrayLike, domain: DomainLike, epsilon: float, *,
    rng: np.random.Generator, grid_size: Optional[int] = None, alpha: float = PRIVAG_ALPHA,
    oracle: str = oracles.ADAPTIVE, norm_sub: bool = True, keys: Optional[TableKeys] = None,
) -> Synopsis:
    """The release of ``name`` when fewer than ``needed`` users are inside Ω: LDP-UG over the
    mechanism's first grid (``grid_size``, or Eq. 4 with ``alpha``), each user reporting once with ε.

    A protocol that splits its users into groups cannot run with fewer users than groups, and
    DAM's EM needs a report. Refusing would make whether a release exists depend on the
    points (docs/noise-and-ledger.md, "A release never depends on the data"), so every local
    mechanism releases for any number of users, 0 included (all estimates 0).
    """
    synopsis = ldp_uniform_grid(x, y, domain, epsilon, rng, grid_size=grid_size, alpha=alpha,
                                oracle=oracle, norm_sub=norm_sub, keys=keys)
    synopsis.params.update(too_few_users={"mechanism": name, "needed": int(needed)})
    synopsis.notes.append(f"{name} needs at least {needed} users inside the extent and had "
                          f"{synopsis.params['n_users']}: released as LDP-UG on its first grid")
    return synopsis


# ---------------------------------------------------------------- helpers


class _LocalInput(LocalInput):
    def synopsis(
        self, name: str, rng: np.random.Generator, *, rects: npt.ArrayLike, counts: npt.ArrayLike,
        level: npt.ArrayLike, parent: npt.ArrayLike, notes: npt.ArrayLike,
        uncertainty: Optional[Uncertainty] = None, table: Optional[CountTable] = None,
    ) -> Synopsis:
        return Synopsis(name, self.domain, rects, counts, level, parent, self.ledger, self.params,
                        notes=notes, **release_randomness(rng), uncertainty=uncertainty, table=table)


def _collect(ledger, step, values, d, *, epsilon, rng, oracle, note):
    """Simulate the devices and the server: book ``epsilon`` for ``step`` (the users' parallel group)
    and perturb each value at it (:meth:`core.budget.Ledger.perturb`; ``note`` may name the oracle as
    ``{oracle}``), then estimate. Returns the unbiased counts, the oracle used, OLH's hash range."""
    reports = ledger.perturb(step, rng, values, d, epsilon=epsilon, oracle=oracle, note=note, group=USERS_GROUP)
    return oracles.estimate(reports, d, epsilon), reports.oracle, reports.g


def _estimate_notes(norm_sub, *, consistency=False):
    notes = [
        "counts are Norm-Sub post-processed estimates (non-negative, total kept)" if norm_sub
        else "counts are unbiased estimates and may be negative (Norm-Sub off)"
    ]
    if consistency:
        notes.append("each first-level count is combined with the sum of its leaves by inverse "
                     "variance and equals that sum (hierarchical consistency)")
    return notes


def _table_notes(keys, *, norm_sub, consistency=False):
    """A table's notes: its keys', its unbiased entries, and that the Norm-Sub (and the two
    levels' consistency) asked for were not applied to it."""
    return keys.notes() + _estimate_notes(False) + ([TABLE_NORM_SUB_NOTE] if norm_sub else []) + (
        [TABLE_CONSISTENCY_NOTE] if consistency else [])


def _grid_shape(grid_size):
    if np.ndim(grid_size) == 0:
        nx = ny = int(grid_size)
    else:
        nx, ny = (int(v) for v in grid_size)
    if nx < 1 or ny < 1:
        raise ValueError("the grid size must be at least 1")
    return nx, ny
