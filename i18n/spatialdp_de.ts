<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AdaptiveGridAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="17"/>
        <source>Adaptive grid (AG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="20"/>
        <source>&lt;p&gt;Publishes a two-level adaptive grid of point counts with ε-differential privacy (central model). Level 1 is an m1×m1 grid released with αε; each level-1 cell with noisy count v is split into m2×m2 leaves, m2 = ⌈√(v (1−α) ε / (c/2))⌉, released with (1−α)ε. Dense areas get small cells, empty ones stay coarse. Constrained inference (free post-processing) makes every level-1 count equal the sum of its leaves using the inverse-variance weighted mean.&lt;/p&gt;&lt;p&gt;&lt;b&gt;m1&lt;/b&gt;: 0 uses max(10, ⌈√(N ε / c) / 4⌉). &lt;b&gt;α&lt;/b&gt;: the share of ε for level 1 (paper: 0.5).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: the leaves, and optionally the level-1 cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="30"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013. The constrained-inference formula follows the paper&apos;s weighted mean; a review omits its v term.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="36"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="40"/>
        <source>Share α of ε for the first level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/adaptivegrid.py" line="46"/>
        <source>First-level cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CentralGridAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/central.py" line="19"/>
        <source>Guideline constant c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/central.py" line="22"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/central.py" line="25"/>
        <source>Share of ε spent on estimating N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/central.py" line="30"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/central.py" line="42"/>
        <source>&lt;p&gt;&lt;b&gt;Unit of privacy&lt;/b&gt;: one point, or — with a user id field — one user, whose points are first reduced to a uniform sample of at most k (every count's sensitivity is then k).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent&lt;/b&gt;: the public domain. Leave it empty only for tests: the layer's extent is derived from the data and is not private (the output says so). Points outside the extent are ignored.&lt;/p&gt;&lt;p&gt;&lt;b&gt;ε&lt;/b&gt;: the total privacy budget; the output's metadata and the LEDGER output list how it was split. Noise is exact discrete Laplace (two-sided geometric) from the operating system's secure random source; a &lt;b&gt;seed&lt;/b&gt; makes it reproducible and the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;N&lt;/b&gt;: the guideline needs the number of points. Give it if it is public; otherwise a share of ε (default 5 %) buys a noisy estimate. A given grid size needs no N.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Output&lt;/b&gt;: polygons in the input CRS with cell_id, level, parent_id, noisy_count (may be negative: clamping would bias sums) and density (count per map unit²).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpatialDP</name>
    <message>
        <location filename="../spatialdp_qgis/provider.py" line="16"/>
        <source>SpatialDP (differential privacy)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpatialDPAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="76"/>
        <source>Central differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="83"/>
        <source>Input point layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="85"/>
        <source>Public extent (empty: the layer&apos;s extent, which is not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="88"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="93"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="96"/>
        <source>Maximum points per user (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="99"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="103"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="110"/>
        <source>Private grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="160"/>
        <source>The privacy budget ε must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="136"/>
        <source>Cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="146"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="151"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="155"/>
        <source>The layer&apos;s CRS ({}) is geographic: cells are in degrees and not of equal area. Reproject to a projected CRS for meaningful densities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="166"/>
        <source>Reading points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="171"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="174"/>
        <source>The input layer has no points to release (it is empty, or every geometry is null).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="177"/>
        <source>Read {} points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="183"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="192"/>
        <source>Some points have no value in the user id field &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="218"/>
        <source>The extent has zero area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="221"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="227"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="232"/>
        <source>None of the {} points lies inside the extent; check that the extent is in the right place and CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="236"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UniformGridAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/uniformgrid.py" line="12"/>
        <source>Uniform grid (UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/uniformgrid.py" line="15"/>
        <source>&lt;p&gt;Publishes an m×m grid of point counts over the extent with ε-differential privacy (central model: the data custodian runs it on the true points). Each cell's count gets discrete Laplace noise of scale sensitivity/ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size&lt;/b&gt;: 0 uses Guideline 1 of Qardaji, Yang and Li, m = max(1, round(√(N ε / c))), c = 10, which balances noise against the error of assuming points are spread evenly inside a cell.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/uniformgrid.py" line="22"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
