"""Every mechanism's declaration (:class:`core.declaration.Mechanism`), in display order.

One module rather than a declaration beside each function: the
declarations carry what a user reads (labels, help, references), which has
no place beside the mathematics, and their order is the order in which the
algorithms are offered. Defaults are the core's constants
(``C_DEFAULT``, ``AG_ALPHA``, ``N_EPSILON_SHARE``): stated once, and a test
checks every declared default against the release function's signature.
"""

from .declaration import CENTRAL, DOUBLE, INTEGER, Mechanism, Output, Parameter, tr
from .guidelines import AG_ALPHA, C_DEFAULT
from .mechanisms.ag import adaptive_grid
from .mechanisms.central import N_EPSILON_SHARE
from .mechanisms.ug import uniform_grid

QARDAJI = tr("<p>Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for "
             "Geospatial Data. ICDE 2013.</p>")

CENTRAL_GRID_HELP = tr(
    "<p><b>Input point layer</b>: one point per person or event, best in a projected "
    "CRS (metres) so that all cells have the same area.</p>"
    "<p><b>Public extent</b>: the area the grid covers. Use an area anybody may know — "
    "a city or county boundary, a rectangle typed in, the map canvas — not the extent "
    "of your points, which reveals where the outermost points lie. Left empty, the "
    "layer's extent is used and the output is marked as not suitable for publication. "
    "Points outside the extent are left out.</p>"
    "<p><b>Privacy budget ε</b>: how much the output may reveal about any one person. "
    "Smaller ε means stronger protection and noisier counts. Typical values are 0.1 "
    "(strong protection) to 1 (moderate); above about 5 the protection is weak. Each "
    "cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; "
    "k times more with a user id field).</p>"
    "<p><b>User id field</b> and <b>Maximum points per user (k)</b>: leave the field "
    "empty when each point is a different person. If a person can have several points "
    "(repeat visits, several addresses), choose the field that identifies them: each "
    "person's points are then reduced to a random sample of at most k, and the noise "
    "grows k times. k = 1 gives the least noise; raise it only when most people have "
    "several points that should all count.</p>"
    "<p><b>Number of points N, if public</b>, <b>Share of ε spent on estimating N</b> "
    "and <b>Guideline constant c</b> (advanced): the automatic grid size needs the "
    "number of points. If that number is already public (a published case count, "
    "say), give it; otherwise a small share of ε (default 5 %) buys a noisy count. A "
    "grid size you set yourself needs neither. c (default 10) tunes the automatic "
    "size: a larger c gives fewer, larger cells.</p>"
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
        Parameter("C", "c", DOUBLE, C_DEFAULT, tr("Guideline constant c"), minimum=0.01,
                  advanced=True, guide="c"),
        Parameter("N_PUBLIC", "n_public", INTEGER, None,
                  tr("Number of points N, if public (empty: estimate it privately)"), minimum=0,
                  optional=True, advanced=True),
        Parameter("N_EPSILON_SHARE", "n_epsilon_share", DOUBLE, N_EPSILON_SHARE,
                  tr("Share of ε spent on estimating N"), minimum=0.001, maximum=0.5,
                  advanced=True),
    )


UG = Mechanism(
    id="uniformgrid", name="UG", display_name=tr("Uniform grid (UG)"), model=CENTRAL,
    release=uniform_grid,
    parameters=central_grid_parameters(tr("Grid size m (0: Guideline 1)")),
    help=(tr(
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
        "shows the trade-off.</p>"), CENTRAL_GRID_HELP),
    references=QARDAJI, docs_page="ug.md",
    guide="UG", guide_sizes={"m": "GRID_SIZE"}, max_per_user_guide="sensitivity",
)

AG = Mechanism(
    id="adaptivegrid", name="AG", display_name=tr("Adaptive grid (AG)"), model=CENTRAL,
    release=adaptive_grid,
    parameters=central_grid_parameters(tr("First-level grid size m1 (0: guideline)")) + (
        Parameter("ALPHA", "alpha", DOUBLE, AG_ALPHA, tr("Share α of ε for the first level"),
                  minimum=0.01, maximum=0.99, guide="alpha"),
    ),
    help=(tr(
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
        "levels. 0.5 (the paper's choice) works well; a smaller α leaves more of ε for the "
        "small cells and makes the coarse counts noisier.</p>"
        "<p><b>First-level cells</b> (optional output): the coarse cells with their "
        "consistent counts; the main output holds the small cells.</p>"), CENTRAL_GRID_HELP),
    references=QARDAJI, docs_page="ag.md",
    guide="AG", guide_sizes={"m1": "GRID_SIZE"}, max_per_user_guide="sensitivity",
    outputs=(Output("LEVEL1_OUTPUT", tr("First-level cells"), level=1),),
)

#: every declared mechanism, in the order the plugin offers them
MECHANISMS = (UG, AG)
