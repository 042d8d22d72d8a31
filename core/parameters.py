"""The tunable parameters a mechanism shares with its guide, each stated once (issue 15).

Each constant is the default of a release function's keyword (its signature
reads it), and each :class:`~core.declaration.Parameter` here is offered both
by the mechanism's declaration (:mod:`core.catalogue`, the Processing
parameter) and by its guide (:mod:`core.guidelines`, the Guidance panel's
input, :meth:`~core.guidelines.GuideParameter.of`): one label, one default,
one range. The values are the papers' (docs/ug.md, docs/ag.md,
docs/ldp-grids.md, docs/dam.md, docs/vdr.md).
"""

from .declaration import DOUBLE, INTEGER, Parameter, tr

#: Qardaji et al.'s guideline constant c (UG, AG; VDR's suggestion)
C_DEFAULT = 10.0
#: AG: share α of ε for the first level — 0.4, not the paper's 0.5, which stays an option:
#: 0.3 had 0.85–1.04× the paper's error on every data set and ε of docs/central-study.md but
#: lost up to 1.2× to the best reference at the largest queries; 0.4 keeps its overall gain and
#: stays within 1.05× of dpcomp's AG and UG at every size but one (docs/best-by-default.md)
AG_ALPHA = 0.4
#: PrivAG: guideline constant α (Eqs. 4–5) — 0.05, not the paper's 0.01–0.02 (0.02 stays an
#: option): 0.02 lost up to 2.1× the best reference at ε ≤ 1 on the data sets of
#: docs/best-by-default.md, 0.05 at most 1.3× there; and share σ of users in the first phase
PRIVAG_ALPHA = 0.05
#: the papers' α of Eq. 4 (Balioglu et al.'s Table 1; AAG's g1, LDP-UG's with α = 0.02)
PAPER_ALPHA = 0.02
PRIVAG_SIGMA = 0.2
#: LDP-UG: α = 0 takes the study's rule g = κ·(N/10⁵)^a·(2 sinh(ε/2))^b (issue 29;
#: docs/best-by-default.md) instead of the paper's Eq. 4, whose grids were 1.5–4× too coarse
LDP_UG_ALPHA = 0.0
LDP_UG_RULE = {"kappa": 7.0, "n_exponent": 0.125, "epsilon_exponent": 0.4}
#: AAG: α1 for g1, α for g2, σ
AAG_FIRST_ALPHA = PAPER_ALPHA
AAG_ALPHA = 0.25
AAG_SIGMA = 0.5
#: AHEAD: levels h of the tree (one group of users each); HDG: guideline constants α1, α2
AHEAD_LEVELS = 8
HDG_ALPHA1 = 0.7
HDG_ALPHA2 = 0.03
#: PrivTree: share of ε for the split decisions — 0.3, not the paper's half for spatial data,
#: which stays an option: 0.3 cut the largest queries' error (up to 2.5× the best reference's
#: with ½) on every data set of docs/best-by-default.md without losing elsewhere on average
PRIVTREE_SHARE_DEFAULT = 0.3
#: PrivTree: the default threshold θ = −kδ with this k (the paper's θ = 0 stays an option): the
#: depth bias counted from depth k, so leaves hold fewer points; with the coarse counts below it
#: lowered the study's mean error by about 10 % (docs/best-by-default.md)
PRIVTREE_THETA_DEPTHS = 2
#: PrivTree: share of the counts' ε for the coarse nodes, combined with the leaves by least
#: squares over the tree (issue 29; 0 = the paper's leaves alone), by the released tree's coarse
#: depth 0, 1, 2, 3 or deeper: 0.3 from depth 3 (cut the largest queries' worst error on the
#: study's data sets from up to 2.1× to 1.4× the best reference's), less where the coarse nodes are
#: a quarter or a sixteenth of the extent, too large to lie inside most queries (1–20 % lower
#: errors at q1–q5 where it applies; docs/best-by-default.md, "The coarse share by the coarse depth")
PRIVTREE_COARSE_SHARES = (0.05, 0.05, 0.15, 0.3)
#: PrivTree: the coarse depth is the deepest whose split nodes hold on average at least this
#: many leaves (read from the released tree; docs/privtree.md)
PRIVTREE_COARSE_LEAVES = 32
#: PrivTree: with coarse counts, the leaves counted are at most N̂·ε_leaves/(c2·Δ), N̂ the coarse
#: counts' sum and c2 = c/2 AG's level-2 constant (Qardaji et al. 2013): a tree with more leaves
#: than its points can fill is counted on its pruned form (issue 29, docs/privtree.md)
PRIVTREE_COUNTED_C = C_DEFAULT / 2
#: DAM: grid size d
DAM_GRID = 32
#: VDR: points kept per user k, and the grid size M and time slices T used without a public N
VDR_MAX_PER_USER = 4
VDR_GRID = 64
VDR_SLICES = 24

GUIDELINE_C = Parameter("C", "c", DOUBLE, C_DEFAULT, tr("Guideline constant c"), minimum=0.01,
                        advanced=True, guide="c")
AG_SHARE = Parameter("ALPHA", "alpha", DOUBLE, AG_ALPHA, tr("Share α of ε for the first level"),
                     minimum=0.01, maximum=0.99, guide="alpha")
PRIVTREE_SHARE = Parameter("TREE_SHARE", "tree_share", DOUBLE, PRIVTREE_SHARE_DEFAULT,
                           tr("Share of ε for deciding where to split"), minimum=0.01, maximum=0.99,
                           guide="tree_share")


def guideline_constant(name, keyword, default, label):
    """A local grid's guideline constant α (tunes a grid size), 0.001–1."""
    return Parameter(name, keyword, DOUBLE, default, label, minimum=0.001, maximum=1.0, guide=keyword)


def first_phase_share(default):
    """σ, the share of users who report in a two-level local grid's first phase, 0.01–0.99."""
    return Parameter("SIGMA", "sigma", DOUBLE, default, tr("Share σ of users in the first phase"),
                     minimum=0.01, maximum=0.99, guide="sigma")


LDP_ALPHA = guideline_constant("ALPHA", "alpha", PRIVAG_ALPHA, tr("Guideline constant α"))
LDP_UG_GUIDELINE = Parameter("ALPHA", "alpha", DOUBLE, LDP_UG_ALPHA,
                             tr("Guideline constant α of the paper's Eq. 4 (0: the study's rule)"),
                             minimum=0.0, maximum=1.0, guide="alpha")
PRIVAG_SHARE = first_phase_share(PRIVAG_SIGMA)
AAG_FIRST = guideline_constant("FIRST_ALPHA", "first_alpha", AAG_FIRST_ALPHA,
                               tr("Guideline constant α1 for g1"))
AAG_SECOND = guideline_constant("ALPHA", "alpha", AAG_ALPHA, tr("Guideline constant α for g2"))
AAG_SHARE = first_phase_share(AAG_SIGMA)
AHEAD_DEPTH = Parameter("DEPTH", "depth", INTEGER, AHEAD_LEVELS,
                        tr("Tree depth h (one group of users per level)"), minimum=1, maximum=20,
                        guide="depth")
HDG_FIRST = guideline_constant("ALPHA1", "alpha1", HDG_ALPHA1,
                               tr("Guideline constant α1 for the 1-D grids"))
HDG_SECOND = guideline_constant("ALPHA2", "alpha2", HDG_ALPHA2,
                                tr("Guideline constant α2 for the 2-D grid"))
DAM_GRID_SIZE = Parameter("GRID_SIZE", "grid_size", INTEGER, DAM_GRID, tr("Grid size d"), minimum=2)
VDR_TIME_SLICES = Parameter("SLICES", "slices", INTEGER, VDR_SLICES, tr("Time slices T"), minimum=1)
