<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AAGAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="14"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="17"/>
        <source>&lt;p&gt;Simulates AAG: like PrivAG, a share σ of the users reports its cell of a g1×g1 grid, but each cell is then cut &lt;i&gt;unevenly&lt;/i&gt; by its neighbours' estimates: the vertical cut sits at Φ(R)/(Φ(L)+Φ(R)) of the width from the west edge and the horizontal cut at Φ(B)/(Φ(U)+Φ(B)) of the height from the north edge, so the side towards denser neighbours gets smaller cells. Missing neighbours (edges, corners) take the cell's own estimate; negative estimates are clamped to a small positive value; both zero cuts in the middle. With g2 &gt; 2 pieces per axis, ⌈g2/2⌉ go to the denser side and ⌊g2/2⌋ to the other (the paper's '(g2−1)/2 pieces' cannot add up to g2).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parameters&lt;/b&gt;: g1 uses α1 = 0.02 (PrivAG's α: the paper's Table 1 is only consistent with it), g2 uses α = 0.25 and σ = 0.5.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="29"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="34"/>
        <source>Guideline constant α1 for g1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="36"/>
        <source>Guideline constant α for g2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/aag.py" line="37"/>
        <source>Share σ of users in the first phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>DamAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="22"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="25"/>
        <source>&lt;p&gt;Estimates the spatial distribution of users on a d×d grid under local DP with the Disk Area Mechanism. Each device reports a cell near its own: cells within distance b of the user's cell centre are e^ε times more likely than the others, over the grid grown by b. The server recovers the distribution with expectation maximisation (EM; FFT convolutions, so fine grids stay fast). DAM keeps spatial closeness: its error is small in the Wasserstein sense.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b&lt;/b&gt; (in cells): 0 picks the b that maximises the bound on the mutual information between true and reported cells. &lt;b&gt;Variant&lt;/b&gt;: exact disk areas (recommended), the paper's shrinkage discretisation (DAM) or its no-shrink variant (DAM-NS). &lt;b&gt;EM&lt;/b&gt; stops when an iteration raises the log-likelihood of all reports by less than tolerance × e^ε nats, or after the iteration cap; EMS smoothing is optional.&lt;/p&gt;&lt;p&gt;Output: noisy_count = estimated share × number of users, never negative. The metadata records b and the EM iterations.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="40"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="45"/>
        <source>Grid size d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="48"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="51"/>
        <source>Discretisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="51"/>
        <source>Exact disk areas (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="51"/>
        <source>Shrinkage (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="51"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="55"/>
        <source>EM tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="58"/>
        <source>EM iteration cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/dam.py" line="61"/>
        <source>EMS smoothing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LdpEstimateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="37"/>
        <source>Estimate a grid from LDP reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="40"/>
        <source>&lt;p&gt;The server side of a real local-DP collection. Each user's device took its cell of the public g×g grid (cells numbered iy·g + ix from the south-west corner), perturbed it with GRR or OLH at ε and sent one report. The input is the table of those reports: a report field (the perturbed cell for GRR, the perturbed hash value for OLH) and, for OLH, each user's hash seed. The output is the grid of unbiased count estimates.&lt;/p&gt;&lt;p&gt;Give exactly the grid (extent, CRS, grid size), ε and hash range the devices used. With a seed field the reports are read as OLH, without one as GRR. Nothing random happens here: the guarantee, ε-LDP per user, was given by the devices.&lt;/p&gt;&lt;p&gt;Estimates may be negative; Norm-Sub clamps them to 0 and keeps the total.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="55"/>
        <source>Table of reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="57"/>
        <source>Report field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="60"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="64"/>
        <source>Extent of the grid the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="66"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="68"/>
        <source>Grid size g the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="71"/>
        <source>Privacy budget ε the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="74"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="77"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="80"/>
        <source>Estimated grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="82"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="94"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="98"/>
        <source>The extent has zero area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="101"/>
        <source>The privacy budget ε must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="107"/>
        <source>The table has no reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="109"/>
        <source>Some rows have an empty report or seed; remove them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="112"/>
        <source>Reports and hash seeds must be stored in integer fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="122"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LdpUniformGridAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpuniformgrid.py" line="13"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpuniformgrid.py" line="16"/>
        <source>Grid size g (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpuniformgrid.py" line="19"/>
        <source>&lt;p&gt;Simulates a local-DP collection in which every user reports their cell of a g×g grid with a frequency oracle, and estimates each cell's count on the server.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size&lt;/b&gt;: 0 uses g = max(1, round(√(2α(e^ε−1)·√(N/e^ε)))) with α = 0.02 (Balioglu et al., Eq. 4).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpuniformgrid.py" line="23"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpuniformgrid.py" line="28"/>
        <source>Guideline constant α</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalGridAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="53"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="60"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="63"/>
        <source>Frequency oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="63"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="90"/>
        <source>&lt;p&gt;Users are split into disjoint groups that each report once, so the groups do not add up (parallel composition); the ledger says so. Use 'Estimate a grid from LDP reports' on reports collected for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt;: GRR (randomised response over the cells) when the number of cells d &lt; 3e^ε + 2, else OLH (optimal local hashing); both give unbiased estimates. &lt;b&gt;Estimates may be negative&lt;/b&gt;: they are kept unless Norm-Sub is chosen (free post-processing that clamps negatives to 0 and shifts the rest to keep the total); the field norm_sub says which.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalModel</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="26"/>
        <source>Local differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="32"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: every user perturbs their own location on their device and the server only sees the perturbed reports; nobody, the server included, ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a collection from a layer of true locations (each point is one user reporting once) so that you can choose ε, the grid and the mechanism before deploying.&lt;/p&gt;&lt;p&gt;&lt;b&gt;ε is per user&lt;/b&gt;: each user's single report is ε-locally differentially private whatever the server does. Local DP needs far more users than central DP for the same accuracy: typical ε are 1–5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent&lt;/b&gt;: the public domain every device uses for the grid. Points outside it are ignored.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivAGAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/privag.py" line="13"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/privag.py" line="16"/>
        <source>&lt;p&gt;Simulates PrivAG's two-phase local-DP collection. A share σ of the users reports its cell of a g1×g1 grid; from the estimated relative frequency f_k of each cell the server splits it evenly into g2_k×g2_k leaves, g2_k = max(1, round(√(2α·f_k·(e^ε−1)·√((1−σ)N/e^ε)))); the other users report their leaf. Leaf estimates are scaled to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;g1&lt;/b&gt;: 0 uses max(1, round(√(2α(e^ε−1)·√(N/e^ε)))). &lt;b&gt;α&lt;/b&gt; (paper range 0.01–0.02, default 0.02) and &lt;b&gt;σ&lt;/b&gt; (0.1–0.3, default 0.2). f_k is a relative frequency, not a count: only that reproduces the paper's Table 1.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/privag.py" line="25"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/privag.py" line="31"/>
        <source>Guideline constant α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/privag.py" line="32"/>
        <source>Share σ of users in the first phase</source>
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
        <location filename="../spatialdp_qgis/algorithms/base.py" line="83"/>
        <source>Central differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="90"/>
        <source>Input point layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="92"/>
        <source>Public extent (empty: the layer&apos;s extent, which is not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="95"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="100"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="103"/>
        <source>Maximum points per user (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="106"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="110"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="117"/>
        <source>Private grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="168"/>
        <source>The privacy budget ε must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="143"/>
        <source>Cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="154"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="159"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="163"/>
        <source>The layer&apos;s CRS ({}) is geographic: cells are in degrees and not of equal area. Reproject to a projected CRS for meaningful densities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="174"/>
        <source>Reading points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="179"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="182"/>
        <source>The input layer has no points to release (it is empty, or every geometry is null).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="185"/>
        <source>Read {} points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="191"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="202"/>
        <source>Some points have no value in the user id field &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="232"/>
        <source>The extent has zero area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="235"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="241"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="246"/>
        <source>None of the {} points lies inside the extent; check that the extent is in the right place and CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="250"/>
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
<context>
    <name>VdrAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="75"/>
        <source>Space–time densities with a VQ-VAE denoiser (VDR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="78"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices with &lt;b&gt;user-level&lt;/b&gt; ε-differential privacy: everything a user contributed is protected. Each user's reports are first reduced to a uniform sample of at most k; every cell count then gets exact discrete Laplace noise of scale k/ε. A convolutional VQ-VAE trained only on that noisy histogram (and its block sums at coarser resolutions) then removes most of the noise. Training sees nothing but the noisy release, so denoising is free post-processing.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time&lt;/b&gt;: the time field may be a date-time or a number of seconds since 1970-01-01 UTC. The time range is public, like the extent: give it as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two epoch seconds 't0,t1'. Left empty it is taken from the data, which is not private, and the output says so. Reports outside the extent or the time range are ignored.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Output&lt;/b&gt;: one polygon per cell and slice with t_start and t_end; the layer's temporal properties are set, so the Temporal Controller animates it at once.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scale&lt;/b&gt;: sampling k points per user under-counts users with more; 'sampling' multiplies by N/n̂ with a public N (N_PUBLIC) and the noisy total n̂; 'paper' uses the review's full γ; 'none' releases the sampled counts.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Training&lt;/b&gt; (advanced): epochs, channel width, codebook size B (paper 128) and codebook weight α (paper 1); one thread makes a seeded run bit-reproducible. Without denoising, the noisy histogram itself is released (no PyTorch needed). The denoiser needs PyTorch: if it is missing, the algorithm says how to install it.&lt;/p&gt;&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="104"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="107"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="110"/>
        <source>Grid size M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="113"/>
        <source>Time slices T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="116"/>
        <source>Number of reports N, if public (for the scale correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="119"/>
        <source>Scale correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="119"/>
        <source>Sampling correction N/n̂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="119"/>
        <source>The paper's γ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="119"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="123"/>
        <source>Denoise with the VQ-VAE (needs PyTorch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="125"/>
        <source>Training epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="128"/>
        <source>Channel width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="131"/>
        <source>Codebook size B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="134"/>
        <source>Codebook loss weight α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="137"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="155"/>
        <source>Some points have no valid time in &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="162"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="167"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="194"/>
        <source>Trained the denoiser for {} epochs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
