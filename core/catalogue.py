"""Every mechanism's declaration (:class:`core.declaration.Mechanism`), in display order.

One module rather than a declaration beside each function: the
declarations carry what a user reads (labels, help, references), which has
no place beside the mathematics, and their order is the order in which the
algorithms are offered. A parameter a mechanism shares with its guide is
declared once in :mod:`core.parameters`; the others take the core's constants
(``N_EPSILON_SHARE``, ``DEFAULT_TOL``, …). A test checks every declared
default against the release function's signature.
"""

import dataclasses

import numpy as np

from . import oracles
from .campaign import PROTOCOLS, Campaign, start_campaign
from .declaration import (
    BOOLEAN, CAMPAIGN, CATEGORIES, CENTRAL, DATABASE_COUNTS, DATABASE_TABLES, DATETIME, DEVICE_GRID, DOUBLE, ENUM,
    INTEGER, LOCAL, PERIODS, POLYGONS, PUBLIC_ONLY, QUADTREE, REPORTS, STREAMING, TRIPS, Column, Field, Layer,
    Mechanism, Option, Output, Parameter, tr,
)
from .em import DEFAULT_MAX_ITER, DEFAULT_TOL
from .hexagons import CELL_SHAPES
from .parameters import (
    AAG_FIRST, AAG_SECOND, AAG_SHARE, AG_SHARE, AHEAD_DEPTH, AHEAD_LEVELS, DAM_GRID_SIZE, GUIDELINE_C, HDG_FIRST,
    HDG_SECOND, LDP_ALPHA, LDP_UG_GUIDELINE, PRIVAG_SHARE, PRIVTREE_SHARE,
)
from .mechanisms.ag import adaptive_grid
from .mechanisms.ahead import ahead
from .mechanisms.hdg import hdg
from .mechanisms.central import N_EPSILON_SHARE
from .mechanisms.dam import VARIANTS, dam
from .mechanisms.ldp_grids import CUTS, aag, ldp_estimate_grid, ldp_uniform_grid, privag
from .mechanisms.odflows import MARGINAL_SHARE, od_flows
from .odhierarchy import PARENT_SHARE as OD_PARENT_SHARE
from .mechanisms.polygons import PARENT_SHARE, polygon_counts
from .domain import MORTON_DEPTH
from .mechanisms.privtree import MAX_DEPTH, privtree
from .publication import SMALL_DENOMINATOR
from .rates import PER_100K, PER_THOUSAND
from .mechanisms.ug import uniform_grid
from .mechanisms.vdr import (
    ALPHA as VDR_ALPHA, CODEBOOK, DEFAULT_DENOISE, DEFAULT_MAX_PER_USER,
    DENOISE_CHOICES, SCALES, SYMMETRIES, Denoiser, vdr,
)

def options(labels, values):
    """The :class:`Option` s of an enum: ``labels`` for the function's ``values``, in order."""
    if len(labels) != len(values):
        raise ValueError(f"{len(labels)} labels for {len(values)} choices")
    return tuple(Option(label, value) for label, value in zip(labels, values))


QARDAJI = tr("<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
             "Geospatial Data. ICDE 2013.</p>")

CENTRAL_INPUT_HELP = tr(
    "<p><b>Input point layer</b>: one point per person or event, best in a projected "
    "CRS (metres) so that all cells have the same area.</p>"
    "<p><b>Public extent</b>: the area the grid covers. Use an area anybody may know — "
    "a city or county boundary, a rectangle typed in, the map canvas — not the extent "
    "of your points, which reveals where the outermost points lie. Left empty, the "
    "layer's extent is used and the output is marked as not suitable for publication. "
    "Points outside the extent are left out; with none inside, the output is noise only "
    "and the log says so.</p>")

GRID_EPSILON_HELP = tr(
    "<p><b>Privacy budget ε</b>: how much the output may reveal about any one person. "
    "Smaller ε means stronger protection and noisier counts. Typical values are 0.1 "
    "(strong protection) to 1 (moderate); above about 5 the protection is weak. Each "
    "cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; "
    "k times more with a user id field).</p>")

USER_BOUND_HELP = tr(
    "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: leave the field "
    "empty when each point is a different person. If a person can have several points "
    "(repeat visits, several addresses), choose the field that identifies them: each "
    "person's points are then reduced to a random sample of at most k, and the noise "
    "grows k times. Points without a user id are left out (the log says how many). "
    "k = 1 gives the least noise; raise it only when most people have "
    "several points that should all count.</p>")

GUIDELINE_N_HELP = tr(
    "<p><b>Number of points N, if public</b>, <b>Share of ε spent on estimating N</b> "
    "and <b>Guideline constant c</b> (advanced): the automatic grid size needs the "
    "number of points. If that number is already public (a published case count, "
    "say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A "
    "grid size you set yourself needs neither. c (default {C:g}) tunes the automatic "
    "size: a larger c gives fewer, larger cells.</p>")

SEED_AND_OUTPUT_HELP = tr(
    "<p><b>Random seed</b> (advanced): for tests only. The same seed gives the same "
    "noise, so the output is marked as not suitable for publication. Leave it empty "
    "for a real release.</p>"
    "<p><b>Private grid</b>: polygons in the layer's CRS with noisy_count and density "
    "(noisy_count divided by the cell's area). A count can be negative where there are "
    "few points: keep such values when you add cells up, as they keep totals over "
    "larger areas unbiased. The layer's metadata and the release record (LEDGER) say "
    "how ε was spent.</p>")


def central_grid_parameters(grid_size_label):
    """UG's and AG's grid size (0: the guideline), c, a public N and the share of ε for N."""
    return (
        Parameter("GRID_SIZE", "grid_size", INTEGER, 0, grid_size_label, minimum=0,
                  zero_is_none=True),
        GUIDELINE_C,
        Parameter("N_PUBLIC", "n_public", INTEGER, None,
                  tr("Number of points N, if public (empty: estimate it privately)"), minimum=1,
                  optional=True, advanced=True),
        Parameter("N_EPSILON_SHARE", "n_epsilon_share", DOUBLE, N_EPSILON_SHARE,
                  tr("Share of ε spent on estimating N"), minimum=0.001, maximum=0.5,
                  advanced=True),
    )


CELL_SHAPE = Parameter(
    "CELL_SHAPE", "cell_shape", ENUM, 0, tr("Cell shape"), options=options(
        (tr("Squares"), tr("Hexagons, flat-topped"), tr("Hexagons, pointy-topped")), CELL_SHAPES))

CELL_SHAPE_HELP = tr(
    "<p><b>Cell shape</b>: squares (default) or hexagons with a flat or a pointed top. "
    "Hexagons have the area of the square cells the grid size gives (the extent's area "
    "divided by the number of squares); those cut by the extent's border are clipped to "
    "it, so there are a few more cells than squares. Each point belongs to exactly one "
    "cell (a point on an edge to the cell to its north, then east), so the protection is "
    "the same. "
    "Hexagon maps show clusters without the grid's horizontal and vertical stripes.</p>")


TABLE_HELP = tr(
    "<p><b>Category field</b>, <b>Categories</b>, <b>Time field</b>, <b>Period</b> and <b>Public time "
    "range 'start/end'</b> (optional): one count per cell and category (and period) instead of one "
    "per cell. The categories are a list you give (or the field's value map), like the extent: "
    "points of any other value, or none, count in 'other / missing'. <b>Read the categories from "
    "the data</b> (advanced) reveals which categories occur, so it marks the output as not suitable "
    "for publication. Calendar periods (UTC) are cut to the time range; <b>Period boundaries</b> "
    "(advanced) sets your own. Every point lies in one category and one period and each person "
    "keeps at most k points in all, so the whole table costs ε once: each count gets the noise of "
    "a single map, not C times more as C separate releases would. A cell's total is the sum of its "
    "categories and periods, exactly. Points outside the time range are left out. <b>Table "
    "layout</b>: wide (one feature per cell and period, fields n_… and moe90_… per category and "
    "total) or long (one feature per cell, category and period, for filtering). Periods carry "
    "t_start and t_end, so the Temporal Controller animates them. See docs/categories.md.</p>")
#: what every central grid can do: count in a database or a stream, and tables
GRID_CAPABILITIES = frozenset({DATABASE_COUNTS, STREAMING, CATEGORIES, PERIODS})


def central_grid(introduction, capabilities=GRID_CAPABILITIES, **declaration):
    """A Qardaji et al. grid (UG, AG): central model, the common help after the paragraphs of
    ``introduction`` (each translated on its own), k from the guide's Δ."""
    return Mechanism(model=CENTRAL, help=(*introduction, CENTRAL_INPUT_HELP, GRID_EPSILON_HELP,
                                          USER_BOUND_HELP, GUIDELINE_N_HELP, TABLE_HELP,
                                          SEED_AND_OUTPUT_HELP),
                     references=QARDAJI, capabilities=capabilities,
                     max_per_user_guide="sensitivity", **declaration)


UG = central_grid(
    audience=tr("The uniform grid suits a first private map, and points spread fairly evenly."),
    id="uniformgrid", name="UG", display_name=tr("Uniform grid (UG)"), release=uniform_grid,
    capabilities=GRID_CAPABILITIES | {DATABASE_TABLES},
    parameters=central_grid_parameters(tr("Grid size m (0: Guideline 1)")) + (CELL_SHAPE,),
    introduction=(tr(
        "<p>Publishes a map of point counts on a regular grid of m×m cells, with "
        "differential privacy: every cell count gets random noise, so that the map reveals "
        "almost nothing about whether any one person is in the data. It runs on the true "
        "points, on your computer (central model). Use it for a first private map or for "
        "points spread fairly evenly; for clustered data (towns and countryside) the "
        "adaptive grid (AG) is usually more accurate.</p>"
        "<p><b>Grid size m</b>: cells per side. 0 (recommended) chooses it from the number "
        "of points and ε: more points or a larger ε give a finer grid (about 316 cells per "
        "side for a million points at ε = 1, 100 for 100,000). A finer grid shows more "
        "detail, but every cell carries the same noise, so sparse cells drown in it; a "
        "coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel "
        "shows the trade-off.</p>"), CELL_SHAPE_HELP),
    docs_page="ug.md", guide="UG", guide_sizes={"m": "GRID_SIZE"},
)

AG = central_grid(
    audience=tr("The adaptive grid suits clustered points, such as towns and countryside."),
    id="adaptivegrid", name="AG", display_name=tr("Adaptive grid (AG)"), release=adaptive_grid,
    parameters=central_grid_parameters(tr("First-level grid size m1 (0: guideline)")) + (AG_SHARE,),
    introduction=(tr(
        "<p>Publishes point counts on a two-level grid with differential privacy, on the "
        "true points (central model). A coarse grid comes first; each of its cells is then "
        "cut into smaller cells, the more the more points it holds, so busy areas get "
        "detail and empty areas stay coarse. Every count gets random noise; finally the "
        "counts of the two levels are made consistent (each coarse cell equals the sum of "
        "its small cells), which also reduces the noise. For clustered data it is usually "
        "more accurate than the uniform grid (UG).</p>"
        "<p><b>First-level grid size m1</b>: coarse cells per side. 0 (recommended) "
        "chooses it from the number of points and ε (at least 10). How finely each coarse "
        "cell is cut is always decided automatically from its noisy count.</p>"
        "<p><b>Share α of ε for the first level</b>: how ε is divided between the two "
        "levels. The default 0.4 was about 5 % more accurate than the paper's 0.5 on the "
        "project's real data sets (docs/best-by-default.md); enter 0.5 for the paper's AG. A "
        "smaller α leaves more of ε for the small cells and makes the coarse counts noisier.</p>"
        "<p><b>First-level cells</b> (optional output): the coarse cells with their "
        "consistent counts; the main output holds the small cells.</p>"),),
    docs_page="ag.md", guide="AG", guide_sizes={"m1": "GRID_SIZE"},
    outputs=(Output("LEVEL1_OUTPUT", tr("First-level cells"), level=1),),
)

PRIVTREE = Mechanism(
    audience=tr("PrivTree suits strongly clustered points when you do not want to choose a grid size."),
    id="privtree", name="PrivTree", display_name=tr("PrivTree (adaptive quadtree)"),
    model=CENTRAL, release=privtree,
    parameters=(
        PRIVTREE_SHARE,
        Parameter("THETA", "theta", INTEGER, None, tr("Split threshold θ (empty: −2δ, a table: 0; the paper's: 0)"),
                  optional=True, advanced=True),
        Parameter("COARSE_SHARE", "internal_share", DOUBLE, None,
                  tr("Share of the counts' ε for coarser cells (empty: 0.05–0.3 by their depth, a table: 0; the paper's: 0)"),
                  minimum=0.0, maximum=0.9, optional=True, advanced=True),
        Parameter("MAX_DEPTH", "max_depth", INTEGER, MAX_DEPTH, tr("Maximum depth (memory guard)"),
                  minimum=1, maximum=MORTON_DEPTH, advanced=True),
    ),
    help=(tr(
        "<p>Publishes point counts on cells that follow the data, with differential privacy, "
        "on the true points (central model). Starting from the whole extent, a cell is cut "
        "into four quarters when its count, plus random noise, is still high for its depth, "
        "and each quarter is then examined in the same way; busy areas end up with many small "
        "cells, empty areas with a few large ones, and no grid size needs to be chosen. "
        "However deep the cutting goes, the decisions together cost only their share of ε. "
        "The final cells' counts then get random noise, and so, with part of the counts' budget, "
        "do the counts of the cells of one coarser depth of the tree, so that a large area is not "
        "the sum of many small cells' noise. Where the tree has more small cells than its points "
        "can fill (few points or a small ε), the counts are published on fewer, larger cells: the "
        "tree cut back from below to as many cells as the noisy total of those coarser cells "
        "supports. In the project's study the adaptive grid (AG) was "
        "more accurate on most data sets and query sizes (docs/best-by-default.md).</p>"
        "<p><b>Share of ε for deciding where to split</b> (default {TREE_SHARE:g}; the paper's "
        "is 0.5): the rest of ε goes to the counts, and each final cell's count is off by about "
        "2 points on average at ε = 1 with the defaults (k times more with a user id field). A "
        "larger share finds the dense areas more reliably but makes the counts noisier; 0.3 was "
        "more accurate than the paper's 0.5 for large areas in the project's study.</p>"
        "<p><b>Privacy budget ε</b>: how much the output may reveal about any one person. "
        "Smaller ε means stronger protection, noisier counts and coarser cells. Typical "
        "values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is "
        "weak.</p>"
        "<p><b>Split threshold θ</b> (advanced): a larger θ cuts less. Empty: −2δ, where δ is "
        "the bias each depth subtracts from a cell's count, so cells are cut about two depths "
        "further than with the paper's 0, which was less accurate in the project's study; a "
        "table of categories or periods keeps 0. "
        "<b>Share of the counts' ε for coarser cells</b> (advanced): empty gives 0.3 for a map "
        "(0.15 or 0.05 where the coarser cells are a sixteenth or a quarter of the extent, too "
        "large to lie whole inside most areas) and 0 for a table of categories or periods; 0 "
        "publishes the final cells' counts alone, "
        "as the paper does (with 0.5 for deciding where to split and θ = 0: the paper's PrivTree). "
        "<b>Maximum depth (memory guard)</b> (advanced, default {MAX_DEPTH}): cells are never cut "
        "more than this many times; it only guards memory and does not change the protection.</p>"),
        CENTRAL_INPUT_HELP, USER_BOUND_HELP, TABLE_HELP, SEED_AND_OUTPUT_HELP),
    capabilities=frozenset({DATABASE_COUNTS, CATEGORIES, PERIODS, QUADTREE}),
    references=tr("<p>Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private "
                  "Algorithm for Hierarchical Decompositions. SIGMOD 2016.</p>"),
    docs_page="privtree.md", guide="PrivTree", max_per_user_guide="sensitivity",
)

# ------------------------------------------------------------------ local DP

LOCAL_MODEL_HELP = tr(
    "<p><b>Local model</b>: in a real survey each person's phone or computer adds the "
    "noise before sending anything, so nobody — you included — ever holds the true "
    "locations. This algorithm <i>simulates</i> such a survey from a layer of true "
    "locations (each point is one person who reports once), so that you can choose ε, "
    "the grid and the method before running the survey for real.</p>"
    "<p><b>Input point layer</b>: one point per person, best in a projected CRS "
    "(metres).</p>"
    "<p><b>Privacy budget ε</b>: the protection of each person's single report; smaller "
    "ε means stronger protection and more noise. Local noise is much larger than in the "
    "central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many "
    "people — tens of thousands or more. More people or a larger ε give more accurate "
    "results.</p>"
    "<p><b>Public extent</b>: the area every device uses for the grid. In a real survey "
    "it must contain everybody who takes part (someone outside it who did not report "
    "would stand out). Left empty, the layer's extent is used and the output is marked "
    "as not suitable for publication; in this simulation points outside the extent are "
    "left out, and with nobody inside every estimate is 0. A mechanism that splits the "
    "people into groups and has fewer people than groups lets each report once on its "
    "first grid, as LDP-UG does (the log says so).</p>"
    "<p><b>Random seed</b> (advanced): for tests only; the output is then marked as "
    "not suitable for publication.</p>")

LOCAL_GRID_HELP = tr(
    "<p><b>Why the grid is coarse</b>: the automatic first-level grid size of AAG "
    "grows with the number of people and with ε. With 5,000 people at "
    "ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). "
    "Finer grids than that are mostly noise.</p>"
    "<p><b>Frequency oracle</b> (advanced): how each device randomises its cell. "
    "'Adaptive' (recommended) picks whichever of the two methods is more accurate for "
    "the number of cells: GRR (randomised response) for few cells, OLH (local hashing) "
    "for many.</p>"
    "<p><b>Norm-Sub</b> (default on): the estimated counts are unbiased but can be "
    "negative. Norm-Sub sets negative counts to 0 and lowers the others evenly so that "
    "the total stays the number of people. It costs no privacy, and in our benchmarks it "
    "made counts over areas more accurate, not less. Untick it for the papers' unbiased "
    "estimates; the output field norm_sub records the choice.</p>"
    "<p><b>Private grid</b>: polygons with the estimated count of each cell "
    "(noisy_count) and its density.</p>"
    "<p>For reports collected for real, use 'Estimate a grid from LDP reports'.</p>")

BALIOGLU = tr("<p>Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based "
              "Decompositions for Spatial Data under Local Differential Privacy. 2024.</p>")

#: shown after a local grid's release when the guideline chose g (or g1)
LOCAL_GUIDELINE_NOTE = tr(
    "The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: "
    "more users or a larger ε give finer grids, and a grid size you give overrides it.")


def norm_sub_flags(synopsis, cells):
    """The output column norm_sub: 1 where Norm-Sub clamped the estimates, else 0."""
    return np.full(len(cells), int(bool(synopsis.params.get("norm_sub"))))


NORM_SUB_COLUMN = Column("norm_sub", INTEGER, norm_sub_flags)
NORM_SUB = Parameter("NORM_SUB", "norm_sub", BOOLEAN, False,
                     tr("Norm-Sub: clamp negative estimates to 0, keep the total"))
#: the simulated grids post-process by default (issue 12); the report estimator keeps NORM_SUB
GRID_NORM_SUB = dataclasses.replace(NORM_SUB, default=True)
CONSISTENCY = Parameter("CONSISTENCY", "consistency", BOOLEAN, True,
                        tr("Hierarchical consistency: each coarse cell is the sum of its small cells"))
AAG_CUT = Parameter("CUT", "cut", ENUM, 1, tr("Cut position"), options=options(
    (tr("The paper's (towards the denser neighbour)"), tr("Halfway between the paper's and the middle"),
     tr("The middle (even split)")), CUTS))

TWO_LEVEL_HELP = tr(
    "<p><b>Hierarchical consistency</b> (default on): the first round's estimate of each "
    "coarse cell and the sum of the second round's small cells inside it are two estimates "
    "of the same number; this step averages them, each weighted by how precise it is, and "
    "adjusts the small cells so that they add up to the result. It costs no privacy and "
    "usually makes both levels more accurate. Untick it (and Norm-Sub) for the paper's "
    "estimates.</p>")


def local_grid_parameters(grid_size_label, *own):
    """A local grid's size g or g1 (0: the guideline), its ``own`` parameters, Norm-Sub and oracle."""
    return (
        Parameter("GRID_SIZE", "grid_size", INTEGER, 0, grid_size_label, minimum=0,
                  zero_is_none=True),
        *own,
        GRID_NORM_SUB,
        Parameter("ORACLE", "oracle", ENUM, 0, tr("Frequency oracle"), advanced=True, options=(
            Option(tr("Adaptive (GRR for small grids, else OLH)"), oracles.ADAPTIVE),
            Option("GRR", oracles.GRR), Option("OLH", oracles.OLH))),
    )


def local_grid(introduction, more_help=(), **declaration):
    """A grid of Balioglu et al. (LDP-UG, PrivAG, AAG): local model, the paragraphs of
    ``introduction``, the common help (then ``more_help``), Norm-Sub's column and the note on
    the guideline's grid size."""
    return Mechanism(model=LOCAL, help=(*introduction, LOCAL_MODEL_HELP, LOCAL_GRID_HELP, *more_help),
                     docs_page="ldp-grids.md", columns=(NORM_SUB_COLUMN,),
                     guideline_note=LOCAL_GUIDELINE_NOTE, **declaration)


FIRST_LEVEL = tr("First-level grid size g1 (0: guideline)")

LOCAL_TABLE_HELP = tr(
    "<p><b>Category field</b>, <b>Categories</b>, <b>Time field</b>, <b>Period</b> and <b>Public time "
    "range 'start/end'</b> (optional): one estimate per cell and category (and period) instead of one "
    "per cell. The categories are a list you give (or the field's value map), like the extent: any "
    "other value, or none, counts in 'other / missing'. <b>Read the categories from the data</b> "
    "(advanced) reveals which categories occur, so it marks the output as not suitable for "
    "publication. Calendar periods (UTC) are cut to the time range; <b>Period boundaries</b> "
    "(advanced) sets your own. Each device reports its cell, category and "
    "period together, once, as one value among all cells × categories × periods, so each person is "
    "still protected with ε. With OLH every estimate is about as noisy as a cell of the map without "
    "categories; with GRR it grows noisier with the number of categories and periods, and the "
    "adaptive oracle then chooses OLH. In a survey in two rounds the first round reports cells only, "
    "which choose the small cells, and the second round its small cell, category and period. A cell's "
    "total is the sum of its categories and periods, exactly (a coarse cell's the sum of its small "
    "cells'), and neither Norm-Sub nor the hierarchical consistency is applied to a table. People whose "
    "time lies outside the time range "
    "are left out. <b>Table layout</b>: wide (fields n_… and moe90_… per category, and total) or long "
    "(one feature per cell, category and period). See docs/categories.md.</p>")


LDP_UG = local_grid(
    audience=tr("LDP-UG plans a survey in one round on a regular grid, the most accurate local grid "
                 "for large areas."),
    id="ldpuniformgrid", name="LDP-UG", display_name=tr("Uniform grid under local DP (LDP-UG)"),
    release=ldp_uniform_grid,
    parameters=local_grid_parameters(
        tr("Grid size g (0: guideline)"),
        LDP_UG_GUIDELINE) + (CELL_SHAPE,),
    introduction=(tr(
        "<p>Simulates a local-DP survey in which every person's device reports its cell of "
        "a regular g×g grid, randomised so that each report protects that person with ε, "
        "and estimates from the reports how many people are in each cell.</p>"
        "<p><b>Grid size g</b>: cells per side. 0 (recommended) chooses it from the number "
        "of people and ε.</p>"
        "<p><b>Guideline constant α of the paper's Eq. 4</b>: 0 (recommended) sizes the grid by "
        "the rule of our study, more accurate on four real data sets: 5×5 for 5,000 "
        "people at ε = 1, 9×9 for a million (17×17 at ε = 3). A value such as the paper's "
        "0.02 uses the paper's rule instead; a larger α gives a finer grid with noisier "
        "cells.</p>"
        "<p>The paper's LDP-UG: α = 0.02 and untick Norm-Sub.</p>"), CELL_SHAPE_HELP),
    more_help=(LOCAL_TABLE_HELP,), capabilities=frozenset({CATEGORIES, PERIODS}),
    references=BALIOGLU, guide="LDP-UG", guide_sizes={"g": "GRID_SIZE"},
)

PRIVAG = local_grid(
    audience=tr("PrivAG plans a survey in two rounds whose second grid follows where the people are."),
    id="privag", name="PrivAG", display_name=tr("Adaptive grid under local DP (PrivAG)"),
    release=privag,
    parameters=local_grid_parameters(
        FIRST_LEVEL, LDP_ALPHA, PRIVAG_SHARE, CONSISTENCY),
    introduction=(tr(
        "<p>Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of "
        "the people reports its cell of a coarse g1×g1 grid; from these reports each coarse "
        "cell is cut into more, smaller cells the more people it holds. In the second "
        "round the other people report their small cell. Every person reports only once, "
        "so each person is protected with ε. The estimates of both rounds are scaled up to "
        "the whole population.</p>"
        "<p><b>First-level grid size g1</b>: coarse cells per side. 0 (recommended) chooses "
        "it from the number of people and ε. How finely each coarse cell is cut is always "
        "automatic.</p>"
        "<p><b>Guideline constant α</b>: tunes both grid sizes; the paper recommends 0.01 "
        "to 0.02, the default {ALPHA:g} was more accurate on four real data sets "
        "(docs/best-by-default.md). A larger α gives finer grids with noisier cells.</p>"
        "<p><b>Share σ of users in the first phase</b>: the paper recommends 0.1 to 0.3 "
        "(default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer "
        "people to estimate the small cells.</p>"
        "<p>The paper's PrivAG: untick Hierarchical consistency and Norm-Sub.</p>"),),
    more_help=(TWO_LEVEL_HELP, LOCAL_TABLE_HELP), capabilities=frozenset({CATEGORIES, PERIODS}),
    references=tr(
        "<p>References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual "
        "trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, "
        "A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data "
        "under Local Differential Privacy. 2024.</p>"),
    guide="PrivAG", guide_sizes={"g1": "GRID_SIZE"},
)

AAG = local_grid(
    audience=tr("AAG plans a survey in two rounds when the questions are about small areas."),
    id="aag", name="AAG", display_name=tr("Asymmetric adaptive grid under local DP (AAG)"),
    release=aag,
    parameters=local_grid_parameters(
        FIRST_LEVEL, AAG_FIRST, AAG_SECOND, AAG_SHARE, AAG_CUT, CONSISTENCY),
    introduction=(tr(
        "<p>Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is "
        "cut <i>unevenly</i>: the cuts move towards the busier neighbouring cells, so the "
        "side next to dense areas gets smaller cells. Every person reports only once, so "
        "each person is protected with ε. In the paper AAG is the most accurate of the "
        "three local grids for small areas (queries covering up to about 0.1 % of the "
        "region), while the uniform grid (LDP-UG) wins for large areas (2 % and more). "
        "That result depends on a sparse region, mostly empty around the people (the "
        "paper's Gowalla box): on a region densely filled, such as a city, the paper's AAG "
        "was not better than PrivAG in our benchmarks.</p>"
        "<p><b>First-level grid size g1</b>: coarse cells per side. 0 (recommended) chooses "
        "it from the number of people, ε and α1.</p>"
        "<p><b>Guideline constant α1 for g1</b> (default {FIRST_ALPHA:g}) tunes the coarse grid, "
        "<b>Guideline constant α for g2</b> (default {ALPHA:g}) how finely each coarse cell is "
        "cut; larger values give finer grids with noisier cells. The defaults reproduce the "
        "paper.</p>"
        "<p><b>Share σ of users in the first phase</b> (default {SIGMA:g}): a larger σ gives "
        "better decisions on where to cut but leaves fewer people to estimate the small "
        "cells.</p>"
        "<p><b>Cut position</b>: where each coarse cell is cut. The paper's position moves "
        "far towards the busier neighbour and can leave a sliver next to an empty cell; "
        "'Halfway between the paper's and the middle' (default) keeps the idea with "
        "better-shaped cells; 'The middle' cuts evenly.</p>"
        "<p>The paper's AAG: choose the paper's cut position and untick Hierarchical "
        "consistency and Norm-Sub.</p>"),),
    more_help=(TWO_LEVEL_HELP, LOCAL_TABLE_HELP), capabilities=frozenset({CATEGORIES, PERIODS}),
    references=BALIOGLU, guide="AAG", guide_sizes={"g1": "GRID_SIZE"},
)

#: the local grids' choice of frequency oracle, as LDP-UG declares it
LOCAL_ORACLE = LDP_UG.parameter("ORACLE")

LOCAL_ESTIMATE_HELP = tr(
    "<p><b>Frequency oracle</b> (advanced): how each device randomises its report. "
    "'Adaptive' (recommended) picks whichever of the two methods is more accurate for "
    "the number of cells: GRR (randomised response) for few cells, OLH (local hashing) "
    "for many.</p>"
    "<p><b>Private grid</b>: polygons with the estimated count of each cell "
    "(noisy_count) and its density; the field norm_sub says whether negative estimates "
    "were set to 0.</p>")

AHEAD = Mechanism(
    audience=tr("AHEAD plans a survey in several rounds whose cells follow the data, with no grid "
                 "size to choose."),
    id="ahead", name="AHEAD", display_name=tr("Adaptive hierarchical decomposition under local DP (AHEAD)"),
    model=LOCAL, release=ahead,
    parameters=(
        AHEAD_DEPTH,
        GRID_NORM_SUB,
        LOCAL_ORACLE,
    ),
    help=(tr(
        "<p>Simulates AHEAD, a local-DP survey in several rounds that builds cells following "
        "the data. The people are divided at random into h groups, one per round. The first "
        "group reports which quarter of the extent it is in; every quarter that holds enough "
        "people is cut into four, and the next group reports its cell of the new division; "
        "and so on. Cells with few people are never cut, so busy areas end up with small "
        "cells and empty areas stay coarse. Every person reports only once, so each person "
        "is protected with ε. Finally the estimates of all rounds are combined so that every "
        "cell equals the sum of its parts. In published comparisons AHEAD is among the most "
        "accurate local methods for counts over areas, on dense and on sparse regions.</p>"
        "<p><b>Tree depth h (one group of users per level)</b> (default {DEPTH}): the number of "
        "rounds and the deepest level of cutting (at most 2^h cells per side). A larger h "
        "allows finer cells but gives each round fewer people, whose estimates then decide "
        "less reliably where to cut.</p>"
        "<p><b>Norm-Sub</b> (default on): sets negative estimates to 0 and lowers the others "
        "evenly, keeping the total; it costs no privacy. Untick it for estimates that may be "
        "negative and are unbiased but for a small bias where a node's estimate was near the "
        "threshold that decided its cut.</p>"),
        LOCAL_MODEL_HELP, LOCAL_ESTIMATE_HELP),
    references=tr(
        "<p>Reference: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: "
        "Adaptive Hierarchical Decomposition for Range Query under Local Differential "
        "Privacy. ACM CCS 2021.</p>"),
    docs_page="ahead.md", columns=(NORM_SUB_COLUMN,), guide="AHEAD", guide_sizes={"h": "DEPTH"},
)

HDG = Mechanism(
    audience=tr("HDG plans a survey in one round whose estimate is a fine grid, built from reports "
                 "of columns, rows and coarse cells."),
    id="hdg", name="HDG", display_name=tr("Hybrid-dimensional grids under local DP (HDG)"),
    model=LOCAL, release=hdg,
    parameters=(
        Parameter("GRID_SIZE", "grid_size", INTEGER, 0, tr("2-D grid size g2 (0: guideline)"),
                  minimum=0, zero_is_none=True),
        Parameter("MARGINAL_SIZE", "marginal_size", INTEGER, 0,
                  tr("1-D grid size g1 (0: guideline)"), minimum=0, zero_is_none=True),
        HDG_FIRST, HDG_SECOND, LOCAL_ORACLE,
    ),
    help=(tr(
        "<p>Simulates HDG, a local-DP survey in which the people are divided at random into "
        "three groups: the first reports its column of a fine division of the extent from "
        "west to east (g1 columns), the second its row of a fine division from south to "
        "north (g1 rows), the third its cell of a coarse g2×g2 grid. Every person reports "
        "only once, so each person is protected with ε. The three estimates are made to "
        "agree, and a fine g1×g1 grid is then fitted to all three: the coarse grid says how "
        "many people are in each coarse cell, the columns and rows say how they are spread "
        "inside it. Counts are never negative.</p>"
        "<p><b>2-D grid size g2</b> and <b>1-D grid size g1</b>: 0 (recommended) chooses "
        "them from the number of people and ε, as powers of two; g1 must be a multiple of "
        "g2.</p>"
        "<p><b>Guideline constant α1 for the 1-D grids</b> (default {ALPHA1:g}) and "
        "<b>Guideline constant α2 for the 2-D grid</b> (default {ALPHA2:g}): the paper's "
        "values; larger values give finer grids with noisier cells.</p>"),
        LOCAL_MODEL_HELP, LOCAL_ESTIMATE_HELP),
    references=tr(
        "<p>Reference: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional "
        "Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.</p>"),
    docs_page="hdg.md", columns=(NORM_SUB_COLUMN,), guideline_note=LOCAL_GUIDELINE_NOTE,
    guide="HDG", guide_sizes={"g2": "GRID_SIZE", "g1": "MARGINAL_SIZE"},
)

DAM = Mechanism(
    audience=tr("DAM plans a survey about where people are concentrated (hotspots, shifts)."),
    id="dam", name="DAM", display_name=tr("Disk area mechanism under local DP (DAM)"),
    model=LOCAL, release=dam,
    parameters=(
        DAM_GRID_SIZE,
        Parameter("RADIUS", "radius", DOUBLE, 0.0, tr("Radius b in cells (0: optimal b)"),
                  minimum=0.0, zero_is_none=True),
        Parameter("VARIANT", "variant", ENUM, 0, tr("Discretisation"), options=options(
            (tr("Exact disk areas (recommended)"), tr("Shrinkage (DAM)"), tr("No shrinkage (DAM-NS)")),
            VARIANTS)),
        Parameter("TOLERANCE", "tol", DOUBLE, DEFAULT_TOL, tr("EM tolerance"), minimum=0.0,
                  advanced=True),
        Parameter("MAX_ITER", "max_iter", INTEGER, DEFAULT_MAX_ITER, tr("EM iteration cap"),
                  minimum=1, advanced=True),
        Parameter("SMOOTHING", "smoothing", BOOLEAN, False, tr("EMS smoothing"), advanced=True),
    ),
    help=(tr(
        "<p>Simulates a local-DP survey that estimates how people are spread over a d×d "
        "grid with the Disk Area Mechanism. Each device reports a cell near its own — cells "
        "within a radius b of it are e^ε times more likely than cells further away — so the "
        "reports keep the shape of the distribution. The server then reconstructs the "
        "distribution by an iterative estimate (expectation maximisation, EM). DAM suits "
        "questions about where people are concentrated (hotspots, shifts); its estimate is "
        "close to the truth as a whole rather than cell by cell.</p>"
        "<p><b>Grid size d</b>: cells per side (default {GRID_SIZE}). Finer grids show more detail "
        "but need more people.</p>"
        "<p><b>Radius b in cells</b>: how far from the true cell a report is likely to "
        "land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger "
        "radius.</p>"
        "<p><b>Discretisation</b>: how the disk is laid on the grid cells. 'Exact disk "
        "areas' is recommended; the two others are the paper's variants, for "
        "comparison.</p>"
        "<p><b>EM tolerance</b> and <b>EM iteration cap</b> (advanced): when the estimation "
        "stops. The defaults work for most data; a smaller tolerance runs longer and starts "
        "to fit the noise. <b>EMS smoothing</b> (advanced) smooths the estimate after each "
        "iteration; try it with few people or a small ε.</p>"
        "<p><b>Private grid</b>: noisy_count is the estimated share of each cell times the "
        "number of people, never negative. The layer's metadata records b and the number "
        "of EM iterations.</p>"), LOCAL_MODEL_HELP),
    references=tr("<p>Reference: Numerical Estimation of Spatial Distributions under Differential "
                  "Privacy (the DAM paper).</p>"),
    docs_page="dam.md",
    guide="DAM", guide_sizes={"d": "GRID_SIZE", "b": "RADIUS"},
)

# ------------------------------------------------------------------ space–time


def slice_starts(synopsis, cells):
    """VDR's output column t_start: where each cell's time slice begins."""
    return synopsis.t_start[cells]


def slice_ends(synopsis, cells):
    """VDR's output column t_end: where each cell's time slice ends."""
    return synopsis.t_end[cells]


VDR = Mechanism(
    audience=tr("VDR suits location reports over time, many per person, published per time slice."),
    id="vdr", name="VDR", display_name=tr("Denoised space–time densities (VDR)"),
    model=CENTRAL, release=vdr, point_inputs=("user_ids", "t"), user_field_required=True,
    capabilities=frozenset({DATABASE_COUNTS}), settings={"denoiser": Denoiser},
    max_per_user_default=DEFAULT_MAX_PER_USER,
    parameters=(
        Parameter("GRID_SIZE", "grid_size", INTEGER, 0, tr("Grid size M (0: guideline)"), minimum=0,
                  maximum=1024, zero_is_none=True),
        Parameter("SLICES", "slices", INTEGER, 0, tr("Time slices T (0: guideline)"), minimum=0,
                  zero_is_none=True),
        Parameter("N_PUBLIC", "n_total", INTEGER, None,
                  tr("Number of reports N, if public (for the guideline and the scale correction)"),
                  minimum=1, optional=True, advanced=True),
        Parameter("SCALE", "scale", ENUM, 0, tr("Scale correction"), advanced=True, options=options(
            (tr("Sampling correction (scale up to N)"), tr("The paper's γ"), tr("None")), SCALES)),
        Parameter("DENOISE", "denoise", ENUM, DENOISE_CHOICES.index(DEFAULT_DENOISE), tr("Denoiser"),
                  advanced=True,
                  options=options((tr("The paper's VQ-VAE when PyTorch is available"),
                                   tr("The paper's VQ-VAE (stop if PyTorch is missing)"), tr("None: the noisy counts"),
                                   tr("Gaussian smoothing in space and time"), tr("Wiener filter"),
                                   tr("Total variation")),
                                  DENOISE_CHOICES)),
        Parameter("MASS_CORRECTION", "mass_correction", BOOLEAN, True,
                  tr("Keep the noisy totals of large areas (mass correction)"), advanced=True),
        Parameter("EPOCHS", "epochs", INTEGER, None, tr("Training epochs (empty: chosen from the grid)"),
                  minimum=1, optional=True, advanced=True),
        Parameter("WIDTH", "width", INTEGER, None,
                  tr("Channel width (empty: chosen from the grid and the noise)"), minimum=4, optional=True,
                  advanced=True),
        Parameter("CODEBOOK", "codebook", INTEGER, CODEBOOK, tr("Codebook size B"), minimum=2,
                  advanced=True),
        Parameter("SYMMETRIES", "symmetries", INTEGER, None,
                  tr("Views averaged by the denoiser (empty: chosen from the noise; 1: the paper's single "
                     "pass)"), minimum=1, maximum=SYMMETRIES, optional=True, advanced=True),
        Parameter("ALPHA", "alpha", DOUBLE, VDR_ALPHA, tr("Codebook loss weight α"), minimum=0.0,
                  advanced=True),
        Parameter("THREADS", "threads", INTEGER, None,
                  tr("Training threads (empty: 1, reproducible; 0: PyTorch's default)"), minimum=0,
                  optional=True, advanced=True),
    ),
    help=(tr(
        "<p>Publishes how many location reports fall in each cell of an M×M grid in each of "
        "T time slices (for example each hour over two weeks), protecting <b>everything a "
        "person contributed</b> (user-level differential privacy). Each person's reports "
        "are first reduced to a random sample of at most k; every cell count then gets "
        "random noise; finally a smoothing in space and time, whose width is chosen from the "
        "noise, removes much of the noise (the paper's neural network, a VQ-VAE, is an option). "
        "That last step sees nothing but the noisy counts, so it costs no privacy.</p>"
        "<p><b>Input point layer</b>: one point per location report, with the person's id "
        "and the time; best in a projected CRS (metres).</p>"
        "<p><b>User id field</b> (required): the field that identifies the person. "
        "<b>Maximum points per user (k)</b> (default {MAX_PER_USER}): a larger k keeps more of each "
        "person's reports but adds k times the noise; choose about the number of reports "
        "a typical person has, or fewer.</p>"
        "<p><b>Privacy budget ε</b>: smaller ε means stronger protection and more noise; "
        "typical values are 0.1 to 1.</p>"
        "<p><b>Public extent</b> and <b>Public time range 'start/end'</b>: the area and the period the "
        "release covers. Both should be public (a boundary, a study period), not read from "
        "the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. "
        "2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since "
        "1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is "
        "marked as not suitable for publication. Reports outside them are left out.</p>"
        "<p><b>Time field (date-time, or epoch seconds)</b>: a date-time field, or a number "
        "of seconds since 1970-01-01 UTC.</p>"
        "<p><b>Grid size M</b> and <b>Time slices T</b>: more cells show more detail but each "
        "holds fewer reports against the same noise. 0 (default) takes the guideline's values "
        "for the number of reports N, the ones the Guidance tab of the SpatialDP panel and "
        "'Grid-size guidance' suggest, for the number of reports N you give (below); without "
        "N it counts the reports privately with 5 % of ε (the rest goes to the counts), as "
        "the uniform and adaptive grids do. A value you give is kept: 64 and 24 are the "
        "paper's sizes.</p>"
        "<p><b>Number of reports N, if public</b> and <b>Scale correction</b> (advanced): "
        "keeping at most k reports per person makes counts too low for people with more. "
        "'Sampling correction' (default) scales the counts up to a total N that you give "
        "if it is public knowledge; without N the output estimates the counts of the kept "
        "reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the "
        "paper; it biases sums over areas at small ε). 'None' releases the counts of the "
        "kept reports.</p>"
        "<p><b>Denoiser</b> (advanced): 'Wiener filter' (default) averages each count with its "
        "neighbours in space and time, as widely as the noise calls for (a Gaussian smoothing "
        "whose width has the least estimated error, chosen from the noisy counts alone), and keeps "
        "the sharp features that clearly stand out from the noise; where the counts stand out "
        "everywhere it smooths little or not at all. It needs no extra software and, where the "
        "noise dominates, removes far more noise than the network. 'Gaussian smoothing in space "
        "and time' (the smoothing alone) and 'Total variation' are other smoothers. The paper's VQ-VAE needs "
        "PyTorch: 'when PyTorch is available' denoises with it if it is installed and otherwise "
        "publishes the noisy counts themselves, saying so in the layer's metadata; 'stop if "
        "PyTorch is missing' stops with a message on how to install it. 'None' publishes the "
        "noisy counts. <b>Keep the noisy totals of large areas (mass correction)</b> "
        "(default on): a denoiser tends to move counts between areas; this step puts back "
        "the noisy totals of large blocks, where the noise is small, and keeps the denoiser's "
        "detail in small ones. It only uses the noisy counts. <b>Training epochs</b> and "
        "<b>Channel width</b> (empty: chosen from the grid size and the noise), <b>Codebook size B</b> "
        "(paper: 128) and <b>Codebook loss weight α</b> (paper: 1) set up the network; more "
        "epochs train longer. The log says how many codebook entries the network used. "
        "<b>Views averaged by the denoiser</b>: the network also denoises the grid turned and "
        "mirrored (up to 8 views) and the views are averaged, which removes much more noise "
        "where counts are small against the noise; empty chooses 8 there and 1 (the paper's "
        "single pass) elsewhere. "
        "<b>Training threads</b>: empty uses one thread, which makes a "
        "seeded run exactly reproducible.</p>"
        "<p><b>Random seed</b> (advanced): for tests only; the output is then marked as "
        "not suitable for publication.</p>"
        "<p><b>Private grid</b>: one polygon per cell and time slice with t_start and "
        "t_end; the layer's time settings are filled in, so the Temporal Controller "
        "animates it at once.</p>"),),
    references=tr(
        "<p>Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to "
        "Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD "
        "2023.</p>"),
    docs_page="vdr.md",
    guide="VDR", guide_sizes={"M": "GRID_SIZE", "T": "SLICES"}, max_per_user_guide="k",
    columns=(Column("t_start", DATETIME, slice_starts), Column("t_end", DATETIME, slice_ends)),
)

# ------------------------------------------------------------------ public polygons

POLYGON_TABLE_HELP = tr(
    "<p>On polygons each point counts in at most D polygons and in one category and period, so the "
    "table too costs ε once; with a parent field each parent's count of every category and period is "
    "the sum of its polygons'. <b>Population field of each category</b> and <b>Standard population of "
    "each category</b> (optional, with a list of categories such as age groups): the polygon layer's "
    "population fields and the standard population's numbers, both comma-separated in the order of the "
    "categories, all public. The output then also has asr, the directly age-standardised rate per "
    "1,000 or 100,000 people (as in <b>Rates per</b>), with asr_sd and asr_moe90, which cover the "
    "privacy noise only; points in 'other / missing' are not in it; asr_small_denominator flags "
    "polygons whose population is below <b>Flag rates whose denominator is below</b>. Rates are "
    "post-processing and cost no extra ε. See docs/rates.md.</p>")
POLYGON_COUNTS = Mechanism(
    audience=tr("Counts in polygons suit areas that are published already: census tracts, districts, "
                "health regions."),
    id="polygoncounts", name="PolygonCounts", display_name=tr("Private counts in polygons"),
    model=CENTRAL, release=polygon_counts,
    capabilities=frozenset({DATABASE_COUNTS, STREAMING, CATEGORIES, PERIODS}),
    domain=POLYGONS,
    layers=(Layer("POLYGONS", tr("Public polygon layer (tracts, ZIP codes, districts)")),),
    fields=(Field("PARENT_FIELD", "parent", tr("Parent field (nested areas, e.g. the county of a tract)"),
                  layer="POLYGONS", optional=True),
            Field("DENOMINATOR_FIELD", "denominator",
                  tr("Denominator field for rates (the polygons' population; public)"),
                  layer="POLYGONS", optional=True, nullable=True)),
    parameters=(
        Parameter("PARENT_SHARE", "parent_share", DOUBLE, PARENT_SHARE, tr("Share of ε for the parent counts"),
                  minimum=0.01, maximum=0.99, advanced=True),
        Parameter("RATE_PER", "rate_per", ENUM, 1, tr("Rates per"),
                  options=options((tr("1,000 people"), tr("100,000 people")), (PER_THOUSAND, PER_100K))),
        Parameter("MIN_DENOMINATOR", "min_denominator", DOUBLE, SMALL_DENOMINATOR,
                  tr("Flag rates whose denominator is below (0: never)"), minimum=0, advanced=True),
    ),
    help=(tr(
        "<p>Counts the points in each polygon of a public layer — census tracts, ZIP code "
        "areas, districts — and releases the counts with differential privacy: each count "
        "gets exact discrete Laplace noise. The polygons' shapes and attributes are public "
        "and are copied to the output as they are; only the counts are protected.</p>"
        "<p><b>Input point layer</b>: the sensitive points. <b>Public polygon layer</b>: "
        "the areas to count in. Their union is the public domain: points in no polygon are "
        "ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 "
        "when they do not overlap) and counts each point in at most D polygons, so the "
        "noise grows with D. A point on the border between two polygons counts in one of "
        "them. If the polygons are in another CRS they are reprojected to the points' CRS, "
        "and the output is in the points' CRS.</p>"
        "<p><b>Privacy budget ε</b>: smaller is more private and noisier.</p>"
        "<p><b>Parent field</b> (optional): a field of the polygons naming a larger area "
        "each belongs to (tract → county). Both levels are then released, the parents with "
        "a <b>Share of ε for the parent counts</b> (advanced, default {PARENT_SHARE:g}) and the "
        "polygons with the rest, and made consistent so that each parent's count is the "
        "sum of its polygons'.</p>"
        "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: with a user id, "
        "the unit of privacy is a person with at most k points (a uniform sample of their "
        "points is kept). <b>Random seed</b> (advanced): reproducible noise for testing "
        "only; never publish a seeded release.</p>"
        "<p><b>Private counts per polygon</b>: the polygons with their attributes plus "
        "noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of "
        "error: the count of points lies within noisy_count ± moe90 with probability at "
        "least 90 %) and density (count per km² in a projected CRS); with a parent field "
        "also the parent's count, noise_sd and moe90. <b>Private counts per parent</b> "
        "(optional, with a parent field): one feature per parent, the union of its polygons, "
        "with the same fields. The layers' metadata records ε, D and the unit of "
        "privacy.</p>"), tr(
        "<p><b>Denominator field for rates</b> (optional): a numeric field of the polygons "
        "holding their population, which must be public (a census count, not derived from "
        "the points). The output then also has rate (noisy_count per 1,000 or 100,000 "
        "people, as chosen in <b>Rates per</b>), rate_sd and rate_moe90, the count's margins scaled by "
        "the same factor: they cover the privacy noise only, not sampling error. Rates are "
        "post-processing and cost no extra ε. A denominator of 0 or NULL gives a NULL rate; "
        "rates whose denominator is below <b>Flag rates whose denominator is below</b> "
        "(advanced, default {MIN_DENOMINATOR:g}) are flagged in small_denominator.</p>"), TABLE_HELP,
        POLYGON_TABLE_HELP),
    references="", docs_page="polygons.md",
    output_label=tr("Private counts per polygon"),
    outputs=(Output("PARENT_OUTPUT", tr("Private counts per parent"), field="PARENT_FIELD"),),
)

# ------------------------------------------------------------------ trips

OD_FLOWS = Mechanism(
    audience=tr("This one is for transport planners who hold the trips themselves (taxi, bike-share, "
                "commuting data) and publish the flows between zones."),
    id="odflows", name="ODflows", display_name=tr("Private origin–destination flows"),
    model=CENTRAL, release=od_flows, data=TRIPS, capabilities=frozenset({DATABASE_COUNTS, PERIODS}),
    layers=(Layer("POLYGONS", tr("Zones: public polygons (instead of a grid)"), optional=True),),
    fields=(Field("PARENT_FIELD", "parent", tr("Parent field of the zones (nested zones, e.g. the district)"),
                  layer="POLYGONS", optional=True),),
    parameters=(
        Parameter("GRID_SIZE", "grid_size", INTEGER, 0, tr("Grid size m (m×m zones; 0: guideline)"),
                  minimum=0, zero_is_none=True),
        Parameter("PARENT_BLOCK", "parent_block", INTEGER, 0,
                  tr("Parent zones of the grid: blocks of b×b cells (0: none)"), minimum=0, advanced=True,
                  zero_is_none=True),
        Parameter("PARENT_SHARE", "parent_share", DOUBLE, OD_PARENT_SHARE, tr("Share of ε for the parent flows"),
                  minimum=0.01, maximum=0.99, advanced=True),
        Parameter("MARGINAL_SHARE", "marginal_share", DOUBLE, MARGINAL_SHARE, tr("Share of ε for the zone totals"),
                  minimum=0.0, maximum=0.9, advanced=True),
        Parameter("THRESHOLD", "threshold", INTEGER, None,
                  tr("Publication threshold (publish flows with a noisy count ≥)"), minimum=1, optional=True,
                  advanced=True),
        # unticked: the release chooses (sparse above DENSE_PAIRS pairs), so it is passed as None
        Parameter("SPARSE", "sparse", BOOLEAN, False, tr("Sparse release (never materialise the empty pairs)"),
                  advanced=True, zero_is_none=True),
    ),
    help=(tr(
        "<p>Counts trips between the zones of a square grid — taxi rides, bike-share rentals, "
        "commutes — and releases the origin–destination matrix with differential privacy: "
        "every ordered pair of zones gets exact discrete Laplace noise, so a zero flow is as "
        "noisy as any other.</p>"
        "<p><b>Input trips</b>: a line layer (each trip from its first to its last vertex) or a "
        "point layer of origins with the <b>Destination X field</b> and <b>Destination Y field</b> "
        "(same CRS), or with a layer of <b>Destination points</b> joined by the <b>Trip id field of "
        "the origins</b> and the <b>Trip id field of the destinations</b> (a trip missing an end, "
        "or whose id occurs twice in a layer, is left out and counted in the log). "
        "<b>Public extent</b>: the domain gridded into zones; trips with an end outside it are "
        "ignored. <b>Grid size m</b>: m×m zones (0: a guideline from the number of trips "
        "and ε). <b>Zones: public polygons</b> (optional): count between these polygons instead "
        "of a grid; an end in no polygon counts in one extra zone, outside, so every trip "
        "counts. <b>Privacy budget ε</b>: smaller is more private and noisier.</p>"
        "<p><b>Parent field of the zones</b>, or for a grid <b>Parent zones: blocks of b×b "
        "cells</b> (advanced): the flows between parents are released too, with a <b>Share of ε "
        "for the parent flows</b> (advanced, default {PARENT_SHARE:g}), and the zones' flows made to add up "
        "to them; on a sparse release only the zones inside the larger parent flows are "
        "released, which finds the large flows among many zones.</p>"
        "<p><b>Share of ε for the zone totals</b> (advanced, default {MARGINAL_SHARE:g}): the zones' outgoing "
        "and incoming totals are released with that share and made consistent with the matrix "
        "by weighted least squares; 0 sums them from the matrix.</p>"
        "<p><b>Publication threshold</b> (advanced): publish only flows whose noisy count is at "
        "least this. Above 10,000,000 pairs, or with <b>Sparse release</b>, the matrix is drawn without "
        "materialising the empty pairs (exact noise-then-threshold).</p>"
        "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: with a user id, the unit "
        "of privacy is a person with at most k trips (a uniform sample of their trips is kept). "
        "<b>Random seed</b> (advanced): reproducible noise for testing only; never publish a "
        "seeded release.</p>"
        "<p><b>Private flows</b>: lines between zone centroids with origin, destination, "
        "noisy_count, noise_sd, moe90 and direction; <b>Private zones</b>: each zone with its "
        "outgoing total (noisy_count) and incoming total; <b>OD matrix</b> (optional): the same "
        "flows as a table; <b>Parent flows</b> (optional): the flows between parents as a table."
        "</p>"), tr(
        "<p><b>Time field</b> (optional): one matrix per period of the <b>Public time range 'start/end'</b> "
        "(<b>Period</b>: a day, week, month, quarter or year, or the <b>Period boundaries</b> given): "
        "every origin, destination and period gets its noise in one draw, at the same scale as "
        "without periods, since a trip lies in one period. The flows and the zones carry t_start "
        "and t_end, so the Temporal Controller animates them. Periods are released on the dense "
        "path, without parents or counting in the database; trips whose time lies outside the "
        "range are left out.</p>")),
    references="", docs_page="odflows.md",
    output_label=tr("Private flows"),
)

#: every declared mechanism that releases from points or trips, in the order the plugin offers them
MECHANISMS = (UG, AG, PRIVTREE, LDP_UG, PRIVAG, AAG, AHEAD, HDG, DAM, VDR, POLYGON_COUNTS, OD_FLOWS)

# ------------------------------------------------------------------ the server of a real local-DP survey

#: the name of the table of reports a server step reads (:data:`core.declaration.REPORTS`)
REPORTS_TABLE = "INPUT"
JSON_FILES = tr("JSON files (*.json)")


def server_step(**declaration):
    """A server step of a real local-DP survey: local model, no random numbers of its own (the devices
    randomised their reports), its references in its help."""
    return Mechanism(model=LOCAL, randomised=False, references="", **declaration)


LDP_ESTIMATE = server_step(
    audience=tr("This one is for the server of a real survey: it reads the reports the devices sent."),
    id="ldpestimate", name="LDP-estimate", display_name=tr("Estimate a grid from LDP reports"),
    release=ldp_estimate_grid, data=REPORTS, domain=DEVICE_GRID, registered=False,
    layers=(Layer(REPORTS_TABLE, tr("Table of reports"), table=True),),
    fields=(Field("REPORT_FIELD", "report", tr("Report field"), layer=REPORTS_TABLE),
            Field("SEED_FIELD", "seed", tr("Hash seed field (OLH; empty: GRR)"), layer=REPORTS_TABLE,
                  optional=True)),
    labels={"EXTENT": tr("Extent of the grid the devices used"),
            "CRS": tr("CRS of the grid (empty: the extent's CRS)"),
            "EPSILON": tr("Privacy budget ε the devices used")},
    parameters=(
        Parameter("GRID_SIZE", "grid_size", INTEGER, 10, tr("Grid size g the devices used"), minimum=1),
        Parameter("HASH_RANGE", "g", INTEGER, None, tr("OLH hash range g (empty: round(e^ε) + 1)"), minimum=2,
                  optional=True, advanced=True),
        NORM_SUB,
    ),
    help=(tr(
        "<p>The server's step of a real local-DP survey. Each person's device took its cell "
        "of a public g×g grid (cells numbered iy·g + ix from the south-west corner, "
        "starting at 0), randomised it with GRR or OLH at ε and sent one report. This "
        "algorithm reads the table of those reports and estimates how many people are in "
        "each cell. It adds no noise of its own: the devices already protected each person "
        "with ε.</p>"
        "<p><b>Table of reports</b>: one row per person. <b>Report field</b>: the "
        "randomised cell (GRR) or the randomised hash value (OLH), an integer or text field "
        "(a plain CSV works). <b>Hash seed field</b>: each person's hash seed, for OLH reports, "
        "in an integer or text field, never a decimal one; leave it empty for GRR "
        "reports.</p>"
        "<p><b>Extent of the grid the devices used</b>, <b>CRS of the grid</b>, <b>Grid "
        "size g the devices used</b>, <b>Privacy budget ε the devices used</b> and, for "
        "OLH, <b>OLH hash range g</b> (advanced; empty: the devices' default): give exactly "
        "what the devices used, or the estimates are wrong.</p>"
        "<p><b>Norm-Sub</b>: the estimates are unbiased but can be negative; tick it to set "
        "negative counts to 0 while keeping the total (costs no privacy).</p>"
        "<p><b>Estimated grid</b>: polygons with the estimated count of each cell.</p>"
        "<p>Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private "
        "Protocols for Frequency Estimation. USENIX Security 2017.</p>"),),
    docs_page="ldp-grids.md", output_label=tr("Estimated grid"), columns=(NORM_SUB_COLUMN,),
)

#: the files of a campaign: the collection file (its state) and the plan the devices read each round
CAMPAIGN_FILE = tr("Collection file")
PLAN_FILE = tr("Plan for the devices (JSON)")

LDP_START = server_step(
    audience=tr("This one is for the server of a real survey in several rounds: it starts the campaign."),
    id="ldpstart", name="LDP-campaign-start", display_name=tr("Start an LDP collection campaign"),
    release=start_campaign, data=PUBLIC_ONLY, domain=CAMPAIGN, writes_cells=False,
    labels={"EXTENT": tr("Public extent"), "CRS": tr("CRS of the plan (empty: the extent's CRS)"),
            "EPSILON": tr("Privacy budget ε per resident")},
    parameters=(
        Parameter("MECHANISM", "mechanism", ENUM, 0, tr("Protocol"), options=options(PROTOCOLS, PROTOCOLS)),
        Parameter("RESIDENTS", "n_users", INTEGER, 1000, tr("Number of residents invited"), minimum=1),
        Parameter("GRID_SIZE", "grid_size", INTEGER, None, tr("Grid size (PrivAG, AAG, HDG; empty: the guideline)"),
                  minimum=1, optional=True),
        Parameter("DEPTH", "depth", INTEGER, AHEAD_LEVELS, tr("Tree depth h = number of rounds (AHEAD)"),
                  minimum=1, maximum=20),
        Parameter("ORACLE", "oracle", ENUM, 0, tr("Frequency oracle"), advanced=True, options=options(
            (oracles.ADAPTIVE, oracles.GRR, oracles.OLH), (oracles.ADAPTIVE, oracles.GRR, oracles.OLH))),
        Parameter("ASSIGNMENT_SEED", "assignment_seed", INTEGER, None, tr("Assignment seed (empty: random)"),
                  minimum=0, optional=True, advanced=True),
        Parameter("TOKENS", "tokens", BOOLEAN, False, tr("Issue an invitation token to each resident")),
    ),
    help=(tr(
        "<p>The first server step of a real local-DP survey in several rounds. Each resident is "
        "invited to one round and reports once, from their own device, the cell of the round's "
        "published plan that holds their location, randomised with ε: the campaign costs each "
        "resident ε.</p>"
        "<p><b>Protocol</b>: PrivAG, AAG, AHEAD or HDG, as the simulated algorithms. "
        "<b>Public extent</b>: the area that contains every resident (a resident outside cannot "
        "take part); <b>CRS of the plan</b>: the coordinates the devices use. <b>Privacy budget "
        "ε per resident</b>. <b>Number of residents invited</b>: everyone who gets an "
        "invitation. <b>Grid size</b> (PrivAG, AAG, HDG; empty: the guideline) and <b>Tree "
        "depth h = number of rounds</b> (AHEAD). <b>Frequency oracle</b> (advanced): GRR or "
        "OLH, or the one with the lower variance.</p>"
        "<p><b>Assignment seed</b> (advanced): the residents' rounds are a public random split "
        "that ignores locations; give a seed to reproduce it. <b>Issue an invitation token to "
        "each resident</b>: a report with an unknown or repeated token is not used.</p>"
        "<p>Outputs: the <b>Collection file</b> (keep it, and keep it confidential when it holds "
        "tokens: every later step reads and updates it), the <b>Plan for the devices</b> of "
        "round 1 to publish, and the <b>Invitations</b>: each resident's round and token.</p>"),),
    docs_page="ldp-protocol.md",
    outputs=(Output("COLLECTION", CAMPAIGN_FILE, file=JSON_FILES, optional=False),
             Output("PLAN", PLAN_FILE, file=JSON_FILES, optional=False),
             Output("INVITATIONS", tr("Invitations (CSV: resident, round, token)"), file=tr("CSV files (*.csv)"),
                    optional=False)),
)

LDP_CLOSE_ROUND = server_step(
    audience=tr("This one is for the server of a real survey in several rounds: it closes a round."),
    id="ldpcloseround", name="LDP-campaign-round", display_name=tr("Close a round of an LDP collection"),
    release=Campaign.close_round, data=REPORTS, domain=CAMPAIGN, registered=False, writes_cells=False,
    layers=(Layer(REPORTS_TABLE, tr("Table of the round's reports"), table=True),),
    fields=(Field("ROUND_FIELD", "round", tr("Round field"), layer=REPORTS_TABLE, optional=True, default="round"),
            Field("REPORT_FIELD", "report", tr("Report field"), layer=REPORTS_TABLE, optional=True,
                  default="report"),
            Field("SEED_FIELD", "seed", tr("Hash seed field (OLH)"), layer=REPORTS_TABLE, optional=True,
                  default="seed"),
            Field("TOKEN_FIELD", "token", tr("Token field (campaigns with tokens)"), layer=REPORTS_TABLE,
                  optional=True, default="token")),
    parameters=(),
    help=(tr(
        "<p>The server step after each round of a campaign started with 'Start an LDP "
        "collection campaign'. Each report was randomised with ε on a resident's device; this "
        "step adds no noise.</p>"
        "<p><b>Collection file</b>: the campaign's file; the closed round is saved in it. "
        "<b>Table of the round's reports</b>: CSV with or without .csvt, GeoPackage, PostGIS "
        "table…, one row per report. <b>Round field</b>, <b>Report field</b>, <b>Hash seed "
        "field</b> (OLH; text or integer, never decimal) and <b>Token field</b> (campaigns with "
        "tokens): empty takes the names the devices' CSV uses (round, report, seed, token). A "
        "report of another round, a value out of range, a missing or invalid seed, an unknown "
        "token or a token already used in the table is counted, listed in the log and not "
        "used.</p>"
        "<p><b>Plan for the devices</b>: the next round's plan to publish (none after the last "
        "round: then estimate the campaign).</p>"),),
    docs_page="ldp-protocol.md",
    outputs=(Output("PLAN", PLAN_FILE, file=JSON_FILES),
             Output("ACCEPTED", tr("Reports used"), number=True),
             Output("BAD", tr("Bad reports left out"), number=True)),
)

LDP_COLLECTION_ESTIMATE = server_step(
    audience=tr("This one is for the server of a real survey in several rounds: it publishes the "
                "campaign's estimate."),
    id="ldpcollectionestimate", name="LDP-campaign-estimate", display_name=tr("Estimate an LDP collection campaign"),
    release=Campaign.estimate, data=PUBLIC_ONLY, domain=CAMPAIGN, registered=False, parameters=(),
    help=(tr(
        "<p>The last server step of a campaign: from the <b>Collection file</b> whose every "
        "round is closed, the <b>Estimated grid</b> (or tree) of the campaign, with its release "
        "record: ε per resident, the rounds, the reports used and left out. It adds no noise: "
        "each resident's device spent ε on one report.</p>"),),
    docs_page="ldp-protocol.md", output_label=tr("Estimated grid"),
)

#: the server's steps of a real local-DP survey: the estimate of one round's reports, then a campaign
#: in rounds (docs/ldp-protocol.md)
SERVER_STEPS = (LDP_ESTIMATE, LDP_START, LDP_CLOSE_ROUND, LDP_COLLECTION_ESTIMATE)
#: every declaration the plugin builds an algorithm from, in the order it offers them
DECLARED = MECHANISMS + SERVER_STEPS
