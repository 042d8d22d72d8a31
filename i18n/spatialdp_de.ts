<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>@default</name>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="42"/>
        <source>recommended: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="50"/>
        <source>{} — N = {}, ε = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="84"/>
        <source>query size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="86"/>
        <source>25/50/75/95 percentiles and mean (black bar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="36"/>
        <source>SpatialDP: installing optional dependencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="60"/>
        <source>{}: available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="62"/>
        <source>{}: not available ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="47"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="95"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="95"/>
        <source>Share of ε spent on estimating N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>Uniform grid (UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>&lt;p&gt;Publishes a map of point counts on a regular grid of m×m cells, with differential privacy: every cell count gets random noise, so that the map reveals almost nothing about whether any one person is in the data. It runs on the true points, on your computer (central model). Use it for a first private map or for points spread fairly evenly; for clustered data (towns and countryside) the adaptive grid (AG) is usually more accurate.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size m&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of points and ε: more points or a larger ε give a finer grid (about 316 cells per side for a million points at ε = 1, 100 for 100,000). A finer grid shows more detail, but every cell carries the same noise, so sparse cells drown in it; a coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel shows the trade-off.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="149"/>
        <source>Adaptive grid (AG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="149"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="149"/>
        <source>First-level cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="213"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: in a real survey each person's phone or computer adds the noise before sending anything, so nobody — you included — ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a survey from a layer of true locations (each point is one person who reports once), so that you can choose ε, the grid and the method before running the survey for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person, best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: the protection of each person's single report; smaller ε means stronger protection and more noise. Local noise is much larger than in the central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many people — tens of thousands or more. More people or a larger ε give more accurate results.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area every device uses for the grid. In a real survey it must contain everybody who takes part (someone outside it who did not report would stand out). Left empty, the layer's extent is used and the output is marked as not suitable for publication; in this simulation points outside the extent are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="252"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="256"/>
        <source>The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: more users or a larger ε give finer grids, and a grid size you give overrides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="267"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="288"/>
        <source>Frequency oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="288"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="307"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="309"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="309"/>
        <source>Grid size g (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="327"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="327"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="357"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>Discretisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>Exact disk areas (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>Shrinkage (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>EM tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>EM iteration cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>EMS smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>&lt;p&gt;Simulates a local-DP survey that estimates how people are spread over a d×d grid with the Disk Area Mechanism. Each device reports a cell near its own — cells within a radius b of it are e^ε times more likely than cells further away — so the reports keep the shape of the distribution. The server then reconstructs the distribution by an iterative estimate (expectation maximisation, EM). DAM suits questions about where people are concentrated (hotspots, shifts); its estimate is close to the truth as a whole rather than cell by cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size d&lt;/b&gt;: cells per side (default {GRID_SIZE}). Finer grids show more detail but need more people.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in cells&lt;/b&gt;: how far from the true cell a report is likely to land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretisation&lt;/b&gt;: how the disk is laid on the grid cells. 'Exact disk areas' is recommended; the two others are the paper's variants, for comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM tolerance&lt;/b&gt; and &lt;b&gt;EM iteration cap&lt;/b&gt; (advanced): when the estimation stops. The defaults work for most data; a smaller tolerance runs longer and starts to fit the noise. &lt;b&gt;EMS smoothing&lt;/b&gt; (advanced) smooths the estimate after each iteration; try it with few people or a small ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: noisy_count is the estimated share of each cell times the number of people, never negative. The layer's metadata records b and the number of EM iterations.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="470"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Space–time densities with a VQ-VAE denoiser (VDR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Scale correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Sampling correction (scale up to N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>The paper's γ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Denoise with the VQ-VAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>When PyTorch is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Always (stop if PyTorch is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Codebook size B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Codebook loss weight α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="40"/>
        <source>Guideline constant c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="42"/>
        <source>Share α of ε for the first level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="56"/>
        <source>Share σ of users in the first phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="60"/>
        <source>Guideline constant α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="62"/>
        <source>Guideline constant α1 for g1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="64"/>
        <source>Guideline constant α for g2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="73"/>
        <source>Grid size d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="74"/>
        <source>Time slices T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="162"/>
        <source>Points per user k (sensitivity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="546"/>
        <source>Points per user k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="546"/>
        <source>Time slices T (at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="105"/>
        <source>The output folder &apos;{}&apos; does not exist; create it or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="108"/>
        <source>The output folder &apos;{}&apos; cannot be written to; choose a folder where you may save files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="115"/>
        <source>The output &apos;{}&apos; is the input layer&apos;s file; the input is never overwritten: choose another file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="154"/>
        <source>per {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="222"/>
        <source>density (count per {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>each user&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>the release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="45"/>
        <source>ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times more likely for one person's true data than for any other. Typical values are 0.1–2 (central) or 1–5 (local).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size, or 0 for the guideline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="103"/>
        <source>The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="110"/>
        <source>The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP writes; choose a smaller grid size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="50"/>
        <source>&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person or event, best in a projected CRS (metres) so that all cells have the same area.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area the grid covers. Use an area anybody may know — a city or county boundary, a rectangle typed in, the map canvas — not the extent of your points, which reveals where the outermost points lie. Left empty, the layer's extent is used and the output is marked as not suitable for publication. Points outside the extent are left out.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="59"/>
        <source>&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection and noisier counts. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak. Each cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; k times more with a user id field).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="66"/>
        <source>&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: leave the field empty when each point is a different person. If a person can have several points (repeat visits, several addresses), choose the field that identifies them: each person&apos;s points are then reduced to a random sample of at most k, and the noise grows k times. k = 1 gives the least noise; raise it only when most people have several points that should all count.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="74"/>
        <source>&lt;p&gt;&lt;b&gt;Number of points N, if public&lt;/b&gt;, &lt;b&gt;Share of ε spent on estimating N&lt;/b&gt; and &lt;b&gt;Guideline constant c&lt;/b&gt; (advanced): the automatic grid size needs the number of points. If that number is already public (a published case count, say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A grid size you set yourself needs neither. c (default {C:g}) tunes the automatic size: a larger c gives fewer, larger cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="82"/>
        <source>&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only. The same seed gives the same noise, so the output is marked as not suitable for publication. Leave it empty for a real release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons in the layer's CRS with noisy_count and density (noisy_count divided by the cell's area). A count can be negative where there are few points: keep such values when you add cells up, as they keep totals over larger areas unbiased. The layer's metadata and the release record (LEDGER) say how ε was spent.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="173"/>
        <source>PrivTree (adaptive quadtree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="44"/>
        <source>Share of ε for deciding where to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="173"/>
        <source>Split threshold θ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="173"/>
        <source>Maximum depth (memory guard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="173"/>
        <source>&lt;p&gt;Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="216"/>
        <source>noise sd of noisy_count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="217"/>
        <source>noise sd (empty: no closed form, see the metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="218"/>
        <source>90 % margin of error of noisy_count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="219"/>
        <source>90 % margin of error (empty: no closed form, see the metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="225"/>
        <source>noisy_count (published: {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="84"/>
        <source>the input asks for selected features, a feature limit, a filter or a geometry check, which only QGIS can apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="88"/>
        <source>the input is not a plain layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="90"/>
        <source>the layer has unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="92"/>
        <source>the layer holds multi-points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="147"/>
        <source>The database refused the counting query ({}). Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the layer through QGIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="662"/>
        <source>the time field &apos;{}&apos; is not a number or a date-time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="68"/>
        <source>Release register (JSON file; empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="71"/>
        <source>Register cap on ε (empty: the cap set before, if any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="81"/>
        <source>&lt;p&gt;&lt;b&gt;Release register&lt;/b&gt; and &lt;b&gt;Register cap on ε&lt;/b&gt; (advanced): every release of the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one at ε = 1. A release register is a JSON file that records each release of a layer (the data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose one, or type a new file name to start one: the log then shows the ε already spent on this layer and what remains under the cap, a release that would exceed the cap is refused before anything is written, and the release is recorded once its output is written. A cap, once given, stays in the register for this layer and unit of privacy. Filters and selections do not make other data; a copy of the data under another name does (docs/register.md).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="166"/>
        <source>The register cap on ε must be greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="173"/>
        <source>The release register '{}' refuses this release: ε = {} has already been spent on this layer (unit of privacy: {}) and its cap is {}, so {} remains, less than this release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the data's custodian agrees; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="181"/>
        <source>Release register: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="187"/>
        <source>Release register '{}': ε = {} spent on this layer (unit of privacy: {}) in {} earlier releases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="190"/>
        <source>, {} of them unfinished (still running, or stopped without writing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="193"/>
        <source>; no cap set. This release spends ε = {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="194"/>
        <source>; cap {}, {} remaining before this release, which spends ε = {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="210"/>
        <source>The output was written, but the release register could not record it: {}. Add the release to the register by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="221"/>
        <source>Release register: the unfinished entry of this run could not be removed ({}); it keeps counting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="108"/>
        <source>Cell shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="108"/>
        <source>Squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="108"/>
        <source>Hexagons, flat-topped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="108"/>
        <source>Hexagons, pointy-topped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="112"/>
        <source>&lt;p&gt;&lt;b&gt;Cell shape&lt;/b&gt;: squares (default) or hexagons with a flat or a pointed top. Hexagons have the area of the square cells the grid size gives (the extent&apos;s area divided by the number of squares); those cut by the extent&apos;s border are clipped to it, so there are a few more cells than squares. Each point belongs to exactly one cell (a point on an edge to the cell to its north, then east), so the protection is the same. Hexagon maps show clusters without the grid&apos;s horizontal and vertical stripes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="149"/>
        <source>&lt;p&gt;Publishes point counts on a two-level grid with differential privacy, on the true points (central model). A coarse grid comes first; each of its cells is then cut into smaller cells, the more the more points it holds, so busy areas get detail and empty areas stay coarse. Every count gets random noise; finally the counts of the two levels are made consistent (each coarse cell equals the sum of its small cells), which also reduces the noise. For clustered data it is usually more accurate than the uniform grid (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size m1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of points and ε (at least 10). How finely each coarse cell is cut is always decided automatically from its noisy count.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share α of ε for the first level&lt;/b&gt;: how ε is divided between the two levels. The default 0.3 was about 5 % more accurate than the paper's 0.5 on the project's real data sets (docs/central-study.md); enter 0.5 for the paper's AG. A smaller α leaves more of ε for the small cells and makes the coarse counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level cells&lt;/b&gt; (optional output): the coarse cells with their consistent counts; the main output holds the small cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="173"/>
        <source>&lt;p&gt;Publishes point counts on cells that follow the data, with differential privacy, on the true points (central model). Starting from the whole extent, a cell is cut into four quarters when its count, plus random noise, is still high for its depth, and each quarter is then examined in the same way; busy areas end up with many small cells, empty areas with a few large ones, and no grid size needs to be chosen. However deep the cutting goes, the decisions together cost only their share of ε. The final cells' counts then get random noise. On strongly clustered data it was more accurate than the uniform grid (UG) in the project's study, but the adaptive grid (AG) was more accurate still on every data set tried (docs/central-study.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (default {TREE_SHARE:g}, the paper's): the rest of ε goes to the counts of the final cells, each of which is off by about 1/(rest of ε) points on average (2 at ε = 1 with the default; k times more with a user id field). A larger share finds the dense areas more reliably but makes the counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection, noisier counts and coarser cells. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Split threshold θ&lt;/b&gt; (advanced, default {THETA}, the paper's): a larger θ cuts less. &lt;b&gt;Maximum depth (memory guard)&lt;/b&gt; (advanced, default {MAX_DEPTH}): cells are never cut more than this many times; it only guards memory and does not change the protection.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="234"/>
        <source>&lt;p&gt;&lt;b&gt;Why the grid is coarse&lt;/b&gt;: the automatic grid size (of the first level, for PrivAG and AAG) grows with the number of people and with ε. With 5,000 people at ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). Finer grids than that are mostly noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its cell. 'Adaptive' (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): the estimated counts are unbiased but can be negative. Norm-Sub sets negative counts to 0 and lowers the others evenly so that the total stays the number of people. It costs no privacy, and in our benchmarks it made counts over areas more accurate, not less. Untick it for the papers' unbiased estimates; the output field norm_sub records the choice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density.&lt;/p&gt;&lt;p&gt;For reports collected for real, use 'Estimate a grid from LDP reports'.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="271"/>
        <source>Hierarchical consistency: each coarse cell is the sum of its small cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>Cut position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>The paper&apos;s (towards the denser neighbour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>Halfway between the paper&apos;s and the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>The middle (even split)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="277"/>
        <source>&lt;p&gt;&lt;b&gt;Hierarchical consistency&lt;/b&gt; (default on): the first round&apos;s estimate of each coarse cell and the sum of the second round&apos;s small cells inside it are two estimates of the same number; this step averages them, each weighted by how precise it is, and adjusts the small cells so that they add up to the result. It costs no privacy and usually makes both levels more accurate. Untick it (and Norm-Sub) for the paper&apos;s estimates.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="309"/>
        <source>&lt;p&gt;Simulates a local-DP survey in which every person's device reports its cell of a regular g×g grid, randomised so that each report protects that person with ε, and estimates from the reports how many people are in each cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size g&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of people and ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes the automatic grid size; the default {ALPHA:g} follows the paper. A larger α gives a finer grid with noisier cells.&lt;/p&gt;&lt;p&gt;The paper's LDP-UG: untick Norm-Sub.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="327"/>
        <source>&lt;p&gt;Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of the people reports its cell of a coarse g1×g1 grid; from these reports each coarse cell is cut into more, smaller cells the more people it holds. In the second round the other people report their small cell. Every person reports only once, so each person is protected with ε. The estimates of both rounds are scaled up to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people and ε. How finely each coarse cell is cut is always automatic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes both grid sizes; the paper recommends 0.01 to 0.02 (default {ALPHA:g}). A larger α gives finer grids with noisier cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt;: the paper recommends 0.1 to 0.3 (default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;The paper's PrivAG: untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="357"/>
        <source>&lt;p&gt;Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is cut &lt;i&gt;unevenly&lt;/i&gt;: the cuts move towards the busier neighbouring cells, so the side next to dense areas gets smaller cells. Every person reports only once, so each person is protected with ε. In the paper AAG is the most accurate of the three local grids for small areas (queries covering up to about 0.1 % of the region), while the uniform grid (LDP-UG) wins for large areas (2 % and more). That result depends on a sparse region, mostly empty around the people (the paper's Gowalla box): on a region densely filled, such as a city, the paper's AAG was not better than PrivAG in our benchmarks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people, ε and α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for g1&lt;/b&gt; (default {FIRST_ALPHA:g}) tunes the coarse grid, &lt;b&gt;Guideline constant α for g2&lt;/b&gt; (default {ALPHA:g}) how finely each coarse cell is cut; larger values give finer grids with noisier cells. The defaults reproduce the paper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt; (default {SIGMA:g}): a larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cut position&lt;/b&gt;: where each coarse cell is cut. The paper's position moves far towards the busier neighbour and can leave a sliver next to an empty cell; 'Halfway between the paper's and the middle' (default) keeps the idea with better-shaped cells; 'The middle' cuts evenly.&lt;/p&gt;&lt;p&gt;The paper's AAG: choose the paper's cut position and untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="394"/>
        <source>&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its report. &apos;Adaptive&apos; (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density; the field norm_sub says whether negative estimates were set to 0.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="403"/>
        <source>Adaptive hierarchical decomposition under local DP (AHEAD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="403"/>
        <source>&lt;p&gt;Reference: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="437"/>
        <source>Hybrid-dimensional grids under local DP (HDG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="437"/>
        <source>2-D grid size g2 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="437"/>
        <source>1-D grid size g1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="437"/>
        <source>&lt;p&gt;Simulates HDG, a local-DP survey in which the people are divided at random into three groups: the first reports its column of a fine division of the extent from west to east (g1 columns), the second its row of a fine division from south to north (g1 rows), the third its cell of a coarse g2×g2 grid. Every person reports only once, so each person is protected with ε. The three estimates are made to agree, and a fine g1×g1 grid is then fitted to all three: the coarse grid says how many people are in each coarse cell, the columns and rows say how they are spread inside it. Counts are never negative.&lt;/p&gt;&lt;p&gt;&lt;b&gt;2-D grid size g2&lt;/b&gt; and &lt;b&gt;1-D grid size g1&lt;/b&gt;: 0 (recommended) chooses them from the number of people and ε, as powers of two; g1 must be a multiple of g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt; (default {ALPHA1:g}) and &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt; (default {ALPHA2:g}): the paper's values; larger values give finer grids with noisier cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="437"/>
        <source>&lt;p&gt;Reference: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Grid size M (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Time slices T (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Number of reports N, if public (for the guideline and the scale correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Keep the noisy totals of large areas (mass correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Training epochs (empty: chosen from the grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Channel width (empty: chosen from the grid and the noise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="66"/>
        <source>Tree depth h (one group of users per level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="69"/>
        <source>Guideline constant α1 for the 1-D grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="71"/>
        <source>Guideline constant α2 for the 2-D grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="403"/>
        <source>&lt;p&gt;Simulates AHEAD, a local-DP survey in several rounds that builds cells following the data. The people are divided at random into h groups, one per round. The first group reports which quarter of the extent it is in; every quarter that holds enough people is cut into four, and the next group reports its cell of the new division; and so on. Cells with few people are never cut, so busy areas end up with small cells and empty areas stay coarse. Every person reports only once, so each person is protected with ε. Finally the estimates of all rounds are combined so that every cell equals the sum of its parts. In published comparisons AHEAD is among the most accurate local methods for counts over areas, on dense and on sparse regions.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tree depth h (one group of users per level)&lt;/b&gt; (default {DEPTH}): the number of rounds and the deepest level of cutting (at most 2^h cells per side). A larger h allows finer cells but gives each round fewer people, whose estimates then decide less reliably where to cut.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): sets negative estimates to 0 and lowers the others evenly, keeping the total; it costs no privacy. Untick it for estimates that may be negative and are unbiased but for a small bias where a node's estimate was near the threshold that decided its cut.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="137"/>
        <source>No Python {} interpreter was found beside QGIS; install the libraries by hand as README&apos;s &apos;Optional dependencies&apos; explains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="144"/>
        <source>run the OSGeo4W setup and install the package python3-pip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="146"/>
        <source>run `{} -m ensurepip` in a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="148"/>
        <source>install it with the system&apos;s package manager (Debian, Ubuntu: sudo apt install python3-pip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="150"/>
        <source>pip is not available for {}: {}, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="263"/>
        <source>Cancelled; the libraries installed before stay in place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="265"/>
        <source>pip could not install {}: {} (the log shows pip&apos;s output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="265"/>
        <source>exit status {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="272"/>
        <source>The libraries were installed into {} but do not import: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="277"/>
        <source>Installed {} into {}. SpatialDP uses them from now on; restart QGIS if it reported them as broken before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="281"/>
        <source>Feature {} of the input layer is a {}, not a point; keep only the points (e.g. Extract by expression with geometry_type($geometry) = &apos;Point&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="411"/>
        <source>the features could not be added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="61"/>
        <source>The release register &apos;{}&apos; is a folder; give a file in it, such as {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="71"/>
        <source>{}: {:,} true points in its extent, {:,} queries ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="56"/>
        <source>The layer's CRS ({}) is in degrees, but its coordinates reach x {:,.6g}…{:,.6g} and y {:,.6g}…{:,.6g}, outside longitude and latitude: the layer's CRS is probably wrong. Set the CRS its coordinates are in (Layer Properties ▸ Source) before releasing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>Views averaged by the denoiser (empty: chosen from the noise; 1: the paper&apos;s single pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="528"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices (for example each hour over two weeks), protecting &lt;b&gt;everything a person contributed&lt;/b&gt; (user-level differential privacy). Each person's reports are first reduced to a random sample of at most k; every cell count then gets random noise; finally a neural network (a VQ-VAE) trained only on the noisy counts removes much of the noise. That last step sees nothing but the noisy counts, so it costs no privacy.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per location report, with the person's id and the time; best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; (required): the field that identifies the person. &lt;b&gt;Maximum points per user (k)&lt;/b&gt; (default {MAX_PER_USER}): a larger k keeps more of each person's reports but adds k times the noise; choose about the number of reports a typical person has, or fewer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller ε means stronger protection and more noise; typical values are 0.1 to 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt;: the area and the period the release covers. Both should be public (a boundary, a study period), not read from the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since 1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is marked as not suitable for publication. Reports outside them are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time field (date-time, or epoch seconds)&lt;/b&gt;: a date-time field, or a number of seconds since 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size M&lt;/b&gt; and &lt;b&gt;Time slices T&lt;/b&gt;: more cells show more detail but each holds fewer reports against the same noise. 0 (default) takes the guideline's values for the number of reports N, the ones the Guidance tab of the SpatialDP panel and 'Grid-size guidance' suggest, when you give N (below); without N it takes the paper's 64×64 cells and 24 slices, since counting the reports would cost privacy. A value you give is kept.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Number of reports N, if public&lt;/b&gt; and &lt;b&gt;Scale correction&lt;/b&gt; (advanced): keeping at most k reports per person makes counts too low for people with more. 'Sampling correction' (default) scales the counts up to a total N that you give if it is public knowledge; without N the output estimates the counts of the kept reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the paper; it biases sums over areas at small ε). 'None' releases the counts of the kept reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Denoise with the VQ-VAE&lt;/b&gt; (advanced): the network needs PyTorch. 'When PyTorch is available' (default) denoises if it is installed and otherwise publishes the noisy counts themselves, saying so in the layer's metadata; 'Always' stops with a message on how to install PyTorch when it is missing; 'Never' publishes the noisy counts. &lt;b&gt;Keep the noisy totals of large areas (mass correction)&lt;/b&gt; (default on): the network tends to move counts between areas; this step puts back the noisy totals of large blocks, where the noise is small, and keeps the network's detail in small ones. It only uses the noisy counts. &lt;b&gt;Training epochs&lt;/b&gt; and &lt;b&gt;Channel width&lt;/b&gt; (empty: chosen from the grid size and the noise), &lt;b&gt;Codebook size B&lt;/b&gt; (paper: 128) and &lt;b&gt;Codebook loss weight α&lt;/b&gt; (paper: 1) set up the network; more epochs train longer. The log says how many codebook entries the network used. &lt;b&gt;Views averaged by the denoiser&lt;/b&gt;: the network also denoises the grid turned and mirrored (up to 8 views) and the views are averaged, which removes much more noise where counts are small against the noise; empty chooses 8 there and 1 (the paper's single pass) elsewhere. &lt;b&gt;Training threads&lt;/b&gt;: empty uses one thread, which makes a seeded run exactly reproducible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: one polygon per cell and time slice with t_start and t_end; the layer's time settings are filled in, so the Temporal Controller animates it at once.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="111"/>
        <source>Write the Shapefile&apos;s extension in lower case (&apos;{}&apos;): GDAL writes its files in lower case, and QGIS would look for &apos;{}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the single point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the {:,} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="81"/>
        <source>Choose a larger ε or fewer cells ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="90"/>
        <source>The grid has {:,} cells for 1 user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="91"/>
        <source>The grid has {:,} cells for {:,} users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="93"/>
        <source>The grid has {:,} cells for 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="94"/>
        <source>The grid has {:,} cells for {:,} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="95"/>
        <source>Most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid size or ε) gives more useful counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="106"/>
        <source>&apos;Count in the database&apos; is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="100"/>
        <source>Counted in the database: only counts leave it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="101"/>
        <source>Not counted in the database ({}): the points are read through QGIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="488"/>
        <source>The polygons have too many edges ({:,}) to be counted in the database. Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the points through QGIS, or simplify the polygons.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <location filename="../spatialdp_qgis/gui/chart_widget.py" line="40"/>
        <source>Charts need matplotlib (python3-matplotlib).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DependenciesDialog</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="74"/>
        <source>SpatialDP: install optional dependencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="76"/>
        <source>Every SpatialDP algorithm works without these libraries. POT computes the exact Wasserstein distance in evaluations; PyTorch (CPU build) runs VDR&apos;s denoiser. They are installed with pip into a folder of your QGIS profile, not into the system&apos;s Python:
{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="97"/>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="98"/>
        <source>Cancel installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="119"/>
        <source>Installing… (PyTorch is a download of about 200 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="134"/>
        <source>The installation stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="75"/>
        <source>Evaluate released grids (uses the true data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="116"/>
        <source>True points (not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="118"/>
        <source>Released grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="120"/>
        <source>Query workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="120"/>
        <source>Qardaji: q1…q6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="120"/>
        <source>Balioglu: area ρ of the domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="120"/>
        <source>Custom sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="124"/>
        <source>Custom query sizes in map units (e.g. 500, 1000, 2000x1000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="127"/>
        <source>Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="130"/>
        <source>Seed of the random queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="133"/>
        <source>Grid d for the Wasserstein distance (0: skip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="138"/>
        <source>Error table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="140"/>
        <source>HTML report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="140"/>
        <source>HTML files (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="152"/>
        <source>The custom workload needs query sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="180"/>
        <source>The true points must be a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="184"/>
        <source>Choose at least one released grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="186"/>
        <source>&apos;{}&apos; is not a SpatialDP grid: it needs polygons with the fields cell_id, level, parent_id and noisy_count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="190"/>
        <source>The evaluation uses the true points: its results are not private.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="198"/>
        <source>Read {} true points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="202"/>
        <source>{}: {} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="206"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="214"/>
        <source>{}: W2 = {:.4g} map units ({})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="78"/>
        <source>&lt;p&gt;Measures how well one or more released grids answer questions of the form &quot;how many points are in this rectangle?&quot;, by comparing them with the &lt;b&gt;true points&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: this is a tool for you, the data custodian, to choose a method, ε and grid before publishing. Do not publish the results with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True points (not private)&lt;/b&gt;: the sensitive layer the grids were made from. &lt;b&gt;Released grids&lt;/b&gt;: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), with square or hexagonal cells. A cell partly inside a rectangle counts in proportion to the part of its area inside. VDR grids are summed over their time slices.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Query workload&lt;/b&gt;: the rectangles asked. 'Qardaji' uses six sizes q1…q6, each twice as wide and tall as the previous, q6 half as wide and tall as the extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; 'Custom' uses &lt;b&gt;Custom query sizes in map units&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Queries per size&lt;/b&gt;: how many random rectangles of each size (0: 200 for Qardaji and custom, 500 for Balioglu). &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles, so results can be compared between runs; grids with the same extent always get the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: for every grid, query size and measure, the mean and the 25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error (the error divided by the true count, or by 0.1 % of all points if that is more), Balioglu's AQE (the same with 2 % of all points) and the absolute error in points. &lt;b&gt;Grid d for the Wasserstein distance&lt;/b&gt; (advanced; 0 skips it): also compares the whole distribution of the points on a d×d grid — how far, on average, the released mass sits from the true mass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the true points of a PostGIS layer are counted by the database itself — per query rectangle, exactly — and only those counts leave it. A selection, a feature limit, a filter, a geometry check, multi-points or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML report&lt;/b&gt;: the same as charts (box from the median to the 75th percentile, line from the 25th to the 95th, black bar at the mean).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationGroup</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="53"/>
        <source>Evaluation and guidance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="70"/>
        <source>Evaluation compares a release with the TRUE points: its results are not private. Use them to choose a mechanism, ε and grid; do not publish them with the release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="81"/>
        <source>True points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="84"/>
        <source>Released grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="90"/>
        <source>Qardaji: q1…q6 (200 queries each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="91"/>
        <source>Balioglu: ρ = 0.005 %…10 % of the area (500 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="100"/>
        <source>Custom sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="93"/>
        <source>Which rectangles to ask about: &apos;Qardaji&apos; uses six sizes, from 1/64 to 1/2 of the extent&apos;s width and height; &apos;Balioglu&apos; rectangles covering 0.005 % to 10 % of the extent; &apos;Custom&apos; your own sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="97"/>
        <source>Query workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="99"/>
        <source>sides in map units, e.g. 500, 1000, 2000x1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="103"/>
        <source>the paper&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="104"/>
        <source>How many random rectangles of each size; &apos;the paper&apos;s&apos; uses 200 (Qardaji, custom) or 500 (Balioglu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="107"/>
        <source>Queries per size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="111"/>
        <source>The same seed asks the same rectangles, so that results can be compared between runs and between releases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="114"/>
        <source>Seed of the queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="118"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="119"/>
        <source>Also compare the whole distribution of the points on a d×d grid (2-Wasserstein distance: how far, on average, the released mass sits from the true mass). Exact up to d = 64, approximate beyond; 'off' skips it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="123"/>
        <source>W2 grid d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="127"/>
        <source>Evaluate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="128"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="141"/>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="160"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="161"/>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="190"/>
        <source>Choose a grid released by SpatialDP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="193"/>
        <source>Not a SpatialDP grid: it needs the fields cell_id, level, parent_id and noisy_count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="200"/>
        <source>{} release, {} DP, ε = {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="203"/>
        <source>A SpatialDP grid without a release record (its cells give the extent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="212"/>
        <source>Give at least one custom query size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="220"/>
        <source>Choose the true points and a released grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="224"/>
        <source>SpatialDP: evaluating {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="235"/>
        <source>Evaluating in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="249"/>
        <source>Evaluation failed: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="249"/>
        <source>Evaluation cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="257"/>
        <source>{:,} queries on {:,} true points in the grid&apos;s extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="277"/>
        <source>W2 = {:.4g} map units on a {}×{} grid ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="294"/>
        <source>Export the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="294"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="301"/>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="301"/>
        <source>PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridGuideAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="66"/>
        <source>Grid-size guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="105"/>
        <source>Mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="107"/>
        <source>Number of points or users N (public)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="110"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="113"/>
        <source>Extent (for cell sizes in map units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="117"/>
        <source>{} — empty: the mechanism's default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="127"/>
        <source>cell width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="128"/>
        <source>cell height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="129"/>
        <source>recommended sizes (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="130"/>
        <source>guidance (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="165"/>
        <source>{}: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="72"/>
        <source>&lt;p&gt;Recommends the grid of a method for a number of points (or people) and a privacy budget ε, as numbers a model can pass on (for example its grid size into the uniform grid). It reads no data and spends no privacy budget. The Guidance tab of the SpatialDP panel shows the same with a chart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanism&lt;/b&gt;: the method to size. &lt;b&gt;Number of points or users N (public)&lt;/b&gt;: a number that may be known, such as a published total — not a count of your sensitive layer. &lt;b&gt;Privacy budget ε&lt;/b&gt;: as you will give it to the method. &lt;b&gt;Extent (for cell sizes in map units)&lt;/b&gt;: optional; with it the cell width and height are computed too.&lt;/p&gt;&lt;p&gt;Advanced: the method's own settings — &lt;b&gt;Guideline constant c&lt;/b&gt;, &lt;b&gt;Points per user k&lt;/b&gt;, &lt;b&gt;Share α of ε for the first level&lt;/b&gt;, &lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (PrivTree), &lt;b&gt;Guideline constant α&lt;/b&gt;, &lt;b&gt;Share σ of users in the first phase&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for g1&lt;/b&gt;, &lt;b&gt;Tree depth h&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt;, &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt;, &lt;b&gt;Grid size d&lt;/b&gt;, &lt;b&gt;Time slices T&lt;/b&gt; — as in the method's own dialog. Each one applies only to the methods named in its label; left empty it takes the method's default.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: GRID_SIZE (the value for the method's grid size; PrivTree has none: the cells per side its tree reaches for evenly spread points), LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average cell and a cell holding all points would be cut), CELLS (cells released if the points were spread evenly), NOISE_SD (the typical noise of one cell, in points), RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT (with an extent) and SIZES/GUIDANCE (everything as JSON).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="147"/>
        <source>The recommended grid gives {:,} cells (points spread evenly), more than the {:,} SpatialDP writes, so the method would refuse it: check that N is the number of points (or users), or give the method a smaller grid size yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="157"/>
        <source>The extent has no area, so the cells would have no width or height; give the extent of the area the points lie in, or leave it empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidanceTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="90"/>
        <source>The release method to size. UG and AG count the true points on your computer; LDP-UG, PrivAG, AAG and DAM plan a survey in which devices add the noise; VDR publishes counts per time slice. Each algorithm&apos;s help says which to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="94"/>
        <source>Mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="102"/>
        <source>Number of points (or people) N. The recommendations depend on it. Use a number that may be known publicly (a published total, say), not a count of the sensitive layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="106"/>
        <source>N (points or users)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="111"/>
        <source>Use its count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="114"/>
        <source>N from a layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="115"/>
        <source>N was read from the layer's feature count. That count comes from the sensitive data and is not private: use it only if it is public knowledge, or let the algorithm estimate N with a share of ε.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="130"/>
        <source>The privacy budget you will give the algorithm. A smaller ε protects people better but adds more noise, so the recommended grids get coarser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="133"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="136"/>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="139"/>
        <source>Optional: the public area the grid will cover (a boundary, the map canvas), to show the recommended cell sizes in map units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="142"/>
        <source>Public extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="143"/>
        <source>An extent computed from a layer of the sensitive data is not private: prefer a public extent (an administrative boundary, the map canvas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="152"/>
        <source>Mechanism parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="157"/>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="157"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="169"/>
        <source>Open the algorithm with these values…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="242"/>
        <source>Cells (points spread evenly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="243"/>
        <source>Noise sd per cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="253"/>
        <source>Cell size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="249"/>
        <source>Cell size, {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="253"/>
        <source>set an extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="254"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="264"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="279"/>
        <source>The algorithm of this mechanism is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LdpEstimateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="39"/>
        <source>Estimate a grid from LDP reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="65"/>
        <source>Table of reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="67"/>
        <source>Report field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="70"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="74"/>
        <source>Extent of the grid the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="76"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="78"/>
        <source>Grid size g the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="81"/>
        <source>Privacy budget ε the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="84"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="89"/>
        <source>Estimated grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="91"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="108"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="119"/>
        <source>The table has no reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="121"/>
        <source>Some rows have an empty report or seed; remove them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="124"/>
        <source>Reports and hash seeds must be stored in integer fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="139"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="42"/>
        <source>&lt;p&gt;The server's step of a real local-DP survey. Each person's device took its cell of a public g×g grid (cells numbered iy·g + ix from the south-west corner, starting at 0), randomised it with GRR or OLH at ε and sent one report. This algorithm reads the table of those reports and estimates how many people are in each cell. It adds no noise of its own: the devices already protected each person with ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table of reports&lt;/b&gt;: one row per person. &lt;b&gt;Report field&lt;/b&gt;: the randomised cell (GRR) or the randomised hash value (OLH), an integer field. &lt;b&gt;Hash seed field&lt;/b&gt;: each person's hash seed, for OLH reports; leave it empty for GRR reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent of the grid the devices used&lt;/b&gt;, &lt;b&gt;CRS of the grid&lt;/b&gt;, &lt;b&gt;Grid size g the devices used&lt;/b&gt;, &lt;b&gt;Privacy budget ε the devices used&lt;/b&gt; and, for OLH, &lt;b&gt;OLH hash range g&lt;/b&gt; (advanced; empty: the devices' default): give exactly what the devices used, or the estimates are wrong.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimates are unbiased but can be negative; tick it to set negative counts to 0 while keeping the total (costs no privacy).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Estimated grid&lt;/b&gt;: polygons with the estimated count of each cell.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="136"/>
        <source>{}: check that the grid size g, ε and the hash range are those the devices used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="139"/>
        <source>Estimated {} cells from 1 report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalModel</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="16"/>
        <source>Local differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MechanismAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="126"/>
        <source>hexagonal cells need the points themselves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PluginAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="115"/>
        <source>Formulas, design choices and references: docs/{} in the plugin folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="141"/>
        <source>&lt;p&gt;&lt;b&gt;The Processing log is for you only.&lt;/b&gt; It shows exact figures from the sensitive data (points read, points outside the extent, features skipped). They are not protected: do not publish or share the log; publish only the output layer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="166"/>
        <source>The privacy budget ε must be a finite number greater than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="121"/>
        <source>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; and &lt;b&gt;moe90&lt;/b&gt; (in every output): the standard deviation of each cell's noise and its 90 % margin of error: the cell's count of points lies within noisy_count ± moe90 with probability at least 90 %. They are empty where no formula exists (an iterative or neural estimate, or after Norm-Sub); the layer's metadata says why. On the map, cells whose count is within its margin of error of 0 are hatched: they cannot be told apart from an empty cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication rules&lt;/b&gt; (advanced; free of privacy budget, they only change the published numbers). &lt;b&gt;Clamp negative counts to 0, keeping the total&lt;/b&gt;: negative counts become 0 and the others are scaled down so that the total stays the same. &lt;b&gt;Round published counts to a multiple of&lt;/b&gt; 5, 10…: the margin of error grows by half that number. &lt;b&gt;Small-count threshold&lt;/b&gt; and &lt;b&gt;Cells below the small-count threshold&lt;/b&gt;: counts below the threshold are left empty, or kept and marked 1 in the field small_count. The rules apply in this order; the layer's metadata lists them.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="191"/>
        <source>&apos;{}&apos; must be at least {:g}, not {:g}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="194"/>
        <source>&apos;{}&apos; must be at most {:g}, not {:g}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="106"/>
        <source>Count in the database when the layer is in PostGIS (only counts leave it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolygonCountsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="108"/>
        <source>Private counts in polygons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="111"/>
        <source>&lt;p&gt;Counts the points in each polygon of a public layer — census tracts, ZIP code areas, districts — and releases the counts with differential privacy: each count gets exact discrete Laplace noise. The polygons' shapes and attributes are public and are copied to the output as they are; only the counts are protected.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: the sensitive points. &lt;b&gt;Public polygon layer&lt;/b&gt;: the areas to count in. Their union is the public domain: points in no polygon are ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 when they do not overlap) and counts each point in at most D polygons, so the noise grows with D. A point on the border between two polygons counts in one of them. If the polygons are in another CRS they are reprojected to the points' CRS, and the output is in the points' CRS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field&lt;/b&gt; (optional): a field of the polygons naming a larger area each belongs to (tract → county). Both levels are then released, the parents with a &lt;b&gt;Share of ε for the parent counts&lt;/b&gt; (advanced, default {:g}) and the polygons with the rest, and made consistent so that each parent's count is the sum of its polygons'.&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k points (a uniform sample of their points is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private counts per polygon&lt;/b&gt;: the polygons with their attributes plus noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of error: the count of points lies within noisy_count ± moe90 with probability at least 90 %) and density (count per km² in a projected CRS); with a parent field also the parent's count, noise_sd and moe90. &lt;b&gt;Private counts per parent&lt;/b&gt; (optional, with a parent field): one feature per parent, the union of its polygons, with the same fields. The layers' metadata records ε, D and the unit of privacy.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="144"/>
        <source>Public polygon layer (tracts, ZIP codes, districts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="149"/>
        <source>Parent field (nested areas, e.g. the county of a tract)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="152"/>
        <source>Share of ε for the parent counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="157"/>
        <source>Private counts per polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="159"/>
        <source>Private counts per parent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="175"/>
        <source>The public polygon layer has {} geometries; choose a layer of polygons (tracts, ZIP code areas, districts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="179"/>
        <source>The public polygon layer has no coordinate reference system; set one so that it can be matched with the points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="189"/>
        <source>The public polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="194"/>
        <source>The counts per parent need a parent field; choose one, or skip that output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="197"/>
        <source>The public polygon layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="207"/>
        <source>The polygons are in {} and the points in {}: the polygons are reprojected to {}, the CRS of the output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="212"/>
        <source>Reading polygons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="231"/>
        <source>The polygons could not be reprojected to the points&apos; CRS ({}): {}. Reproject one of the layers first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="235"/>
        <source>The public polygon layer has no polygons; choose a layer with at least one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="245"/>
        <source>Some polygons have no value in the parent field &apos;{}&apos;; fill them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="309"/>
        <source>Each point counts in at most D = {} polygon(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="335"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} polygons gets noise of about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer, larger polygons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="319"/>
        <source>None of the {:,} points lies in a polygon, so the counts are noise only; check that the two layers cover the same place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="257"/>
        <source>Feature {} of the public polygon layer is a {}, not a polygon; keep only the polygons (e.g. Extract by expression with geometry_type($geometry) = &apos;Polygon&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="269"/>
        <source>1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the points inside it by the even–odd rule, which may not be the shape meant; fix it first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="269"/>
        <source>{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count the points inside them by the even–odd rule, which may not be the shapes meant; fix them first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="324"/>
        <source>1 of the {1:,} points lies in no polygon and is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="324"/>
        <source>{0:,} of the {1:,} points lie in no polygon and are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygoncounts.py" line="239"/>
        <source>{:,} of the {:,} polygons were skipped by Processing's setting for invalid geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix Geometries) or set the input's invalid-feature filtering to 'Do not filter'.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegisterTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="32"/>
        <source>Releases of the same data add up. A release register records every release made with it (the advanced parameter &apos;Release register&apos; of each algorithm) and refuses one that would exceed its cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="39"/>
        <source>Release register (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="41"/>
        <source>Release register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="45"/>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Unit of privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>ε spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="57"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="73"/>
        <source>Choose a release register, or type a new file name in an algorithm&apos;s &apos;Release register&apos; to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="98"/>
        <source>The register holds no release of &apos;{}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="100"/>
        <source>{} releases of {} data sources recorded.</source>
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
        <location filename="../spatialdp_qgis/algorithms/base.py" line="235"/>
        <source>Central differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="242"/>
        <source>Input point layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="286"/>
        <source>Public extent (empty: the layer&apos;s extent, which is not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="245"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="250"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="253"/>
        <source>Maximum points per user (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="256"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="265"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="298"/>
        <source>Private grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="373"/>
        <source>Cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="394"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="399"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="492"/>
        <source>Reading points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="429"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="434"/>
        <source>The input layer has no points to release (it is empty, or every geometry is null).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="437"/>
        <source>Read {} points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="444"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="453"/>
        <source>Some points have no value in the user id field &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="628"/>
        <source>The extent has zero area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="600"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="606"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="611"/>
        <source>None of the {} points lies inside the extent; check that the extent is in the right place and CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="617"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="331"/>
        <source>The input layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="348"/>
        <source>The grid would have more than {:,} cells; choose a smaller grid size or a smaller ε.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="350"/>
        <source>The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells the larger ε and the more points there are. Give a grid size yourself, or choose a smaller ε.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="378"/>
        <source>ε = {:g} is too small: the noise would be billions of times larger than any count and cannot be drawn exactly. Typical values are 0.1–2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="410"/>
        <source>The layer's CRS ({}) is geographic: cells are in degrees and not of equal area, and the density is per degree². Reproject to a projected CRS for densities per km².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>The layer has multi-point features: each feature is one unit of privacy, and at most {} of its points (Maximum points per user) are used. Give a user id field if one person has several features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="584"/>
        <source>The layer has multi-point features: each feature is one user, who reports one of its points, chosen uniformly at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="631"/>
        <source>The extent is a layer&apos;s bounding box, which is derived from that layer&apos;s data: the output&apos;s metadata marks the domain as not private. If the layer is public (a boundary, say), give its coordinates instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="708"/>
        <source>Could not write &apos;{}&apos;: {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="271"/>
        <source>Clamp negative counts to 0, keeping the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="273"/>
        <source>Round published counts to a multiple of (empty or 0: no rounding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="276"/>
        <source>Small-count threshold (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="279"/>
        <source>Cells below the small-count threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="279"/>
        <source>Suppress (leave the count empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="279"/>
        <source>Flag (field small_count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="478"/>
        <source>this algorithm needs the points themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="554"/>
        <source>Small counts are to be flagged, but no small-count threshold is given: nothing is flagged. Give a threshold, or leave the choice at &apos;Suppress&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="367"/>
        <source>Cancelled while the outputs were written; already written: {}. They are a release (recorded in the release register, if any): publish or delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="367"/>
        <source>none complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="390"/>
        <source>The input layer is a table without geometry; SpatialDP needs a point layer (for a CSV file: add it as delimited text with its X and Y fields).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="321"/>
        <source>&apos;{}&apos; is a table format: the output keeps the counts but not the cells&apos; shapes, so it cannot be mapped. Choose a GeoPackage (.gpkg) to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="558"/>
        <source>The small-count threshold {} is negative: only counts below it are treated as small, which noise alone rarely gives. A threshold such as 5 or 10 is usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="713"/>
        <source>Could not write &apos;{}&apos;: the file cannot be read back (is the disk full?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="429"/>
        <source>1 feature with a null or empty geometry was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="437"/>
        <source>Read 1 point with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="611"/>
        <source>The only point lies outside the extent; check that the extent is in the right place and CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="617"/>
        <source>1 point lies outside the extent and is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="510"/>
        <source>&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the points of a PostGIS layer are counted per cell (or polygon) by the database itself and only those counts leave it; the noise is added on this computer. A selection, a filter or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpatialDPDock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="20"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="25"/>
        <source>Guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="26"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="29"/>
        <source>Install optional dependencies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="30"/>
        <source>POT (exact Wasserstein distances) and PyTorch (VDR&apos;s denoiser), into your QGIS profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="28"/>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpatialDPPlugin</name>
    <message>
        <location filename="../spatialdp_qgis/plugin.py" line="49"/>
        <source>Install optional dependencies…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VdrAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="74"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="77"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="146"/>
        <source>Some points have no valid time in &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="163"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="168"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="104"/>
        <source>The user id field and the time field are both &apos;{}&apos;. Choose as user id the field that names the person behind each report, and as time a date-time field (or seconds since 1970-01-01 UTC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="110"/>
        <source>The time field &apos;{}&apos; is the layer&apos;s feature id, not a time. Choose a date-time field, or a number of seconds since 1970-01-01 UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="116"/>
        <source>The time field &apos;{}&apos; is of type {}; choose a date-time or date field, ISO 8601 text, or a number of seconds since 1970-01-01 UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="138"/>
        <source>The time field &apos;{}&apos; holds values that are not times, such as &apos;{}&apos;. SpatialDP reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field calculator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="150"/>
        <source>Every time in &apos;{}&apos; falls in 1970: read as seconds since 1970-01-01 UTC, its numbers span only {:,.0f} seconds. If the field counts something else (an id, a sequence number), choose a date-time field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="196"/>
        <source>PyTorch is not available ({}): the noisy histogram was released without denoising. Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="192"/>
        <source>Trained the denoiser for {} epochs; its codebook used {} of {} entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="213"/>
        <source>Grid of {}×{} cells in {} time slices, as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="215"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for the public number of reports N = {:,.0f} where no size was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="218"/>
        <source>Grid of {}×{} cells in {} time slices: the paper's sizes where none was given. Give the number of reports N, if it is public, for sizes chosen for your data (the Guidance tab shows them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="239"/>
        <source>The released total, {:,.0f}, differs from the public number of reports N, {:,.0f}, by {:.1f} times what the noise explains: check that N counts the reports inside the extent and the time range, keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="245"/>
        <source>The released total, {:,.0f}, differs from the noisy histogram&apos;s total, {:,.0f}, by {:.1f} times what the noise explains: keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="231"/>
        <source>The public number of reports N, {:,.0f}, is smaller than the noisy histogram&apos;s total of the sampled points by {:.1f} times what the noise explains, so every count was scaled down with it: give N as the number of all reports inside the extent and the time range, or leave it empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="201"/>
        <source>The number of views applies to the denoiser, which did not run: it was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="59"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
