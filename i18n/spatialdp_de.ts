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
        <location filename="../core/catalogue.py" line="42"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="90"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="90"/>
        <source>Share of ε spent on estimating N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="111"/>
        <source>Uniform grid (UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="111"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="111"/>
        <source>&lt;p&gt;Publishes a map of point counts on a regular grid of m×m cells, with differential privacy: every cell count gets random noise, so that the map reveals almost nothing about whether any one person is in the data. It runs on the true points, on your computer (central model). Use it for a first private map or for points spread fairly evenly; for clustered data (towns and countryside) the adaptive grid (AG) is usually more accurate.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size m&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of points and ε: more points or a larger ε give a finer grid (about 316 cells per side for a million points at ε = 1, 100 for 100,000). A finer grid shows more detail, but every cell carries the same noise, so sparse cells drown in it; a coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel shows the trade-off.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>Adaptive grid (AG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>&lt;p&gt;Publishes point counts on a two-level grid with differential privacy, on the true points (central model). A coarse grid comes first; each of its cells is then cut into smaller cells, the more the more points it holds, so busy areas get detail and empty areas stay coarse. Every count gets random noise; finally the counts of the two levels are made consistent (each coarse cell equals the sum of its small cells), which also reduces the noise. For clustered data it is usually more accurate than the uniform grid (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size m1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of points and ε (at least 10). How finely each coarse cell is cut is always decided automatically from its noisy count.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share α of ε for the first level&lt;/b&gt;: how ε is divided between the two levels. 0.5 (the paper's choice) works well; a smaller α leaves more of ε for the small cells and makes the coarse counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level cells&lt;/b&gt; (optional output): the coarse cells with their consistent counts; the main output holds the small cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="130"/>
        <source>First-level cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="193"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: in a real survey each person's phone or computer adds the noise before sending anything, so nobody — you included — ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a survey from a layer of true locations (each point is one person who reports once), so that you can choose ε, the grid and the method before running the survey for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person, best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: the protection of each person's single report; smaller ε means stronger protection and more noise. Local noise is much larger than in the central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many people — tens of thousands or more. More people or a larger ε give more accurate results.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area every device uses for the grid. In a real survey it must contain everybody who takes part (someone outside it who did not report would stand out). Left empty, the layer's extent is used and the output is marked as not suitable for publication; in this simulation points outside the extent are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="214"/>
        <source>&lt;p&gt;&lt;b&gt;Why the grid is coarse&lt;/b&gt;: the automatic grid size (of the first level, for PrivAG and AAG) grows with the number of people and with ε. With 5,000 people at ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). Finer grids than that are mostly noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its cell. 'Adaptive' (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimated counts are unbiased but can be negative. Tick it to set negative counts to 0 while keeping the total: the map looks cleaner, sums over areas become slightly biased. It costs no privacy; the output field norm_sub records the choice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density.&lt;/p&gt;&lt;p&gt;For reports collected for real, use 'Estimate a grid from LDP reports'.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="231"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="235"/>
        <source>The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: more users or a larger ε give finer grids, and a grid size you give overrides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="246"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="252"/>
        <source>Frequency oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="252"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="271"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>Grid size g (0: guideline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="273"/>
        <source>&lt;p&gt;Simulates a local-DP survey in which every person's device reports its cell of a regular g×g grid, randomised so that each report protects that person with ε, and estimates from the reports how many people are in each cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size g&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of people and ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes the automatic grid size; the default {ALPHA:g} follows the paper. A larger α gives a finer grid with noisier cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="290"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="290"/>
        <source>&lt;p&gt;Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of the people reports its cell of a coarse g1×g1 grid; from these reports each coarse cell is cut into more, smaller cells the more people it holds. In the second round the other people report their small cell. Every person reports only once, so each person is protected with ε. The estimates of both rounds are scaled up to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people and ε. How finely each coarse cell is cut is always automatic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes both grid sizes; the paper recommends 0.01 to 0.02 (default {ALPHA:g}). A larger α gives finer grids with noisier cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt;: the paper recommends 0.1 to 0.3 (default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="290"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="318"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="318"/>
        <source>&lt;p&gt;Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is cut &lt;i&gt;unevenly&lt;/i&gt;: the cuts move towards the busier neighbouring cells, so the side next to dense areas gets smaller cells. Every person reports only once, so each person is protected with ε. In the paper AAG is the most accurate of the three local grids for small areas (queries covering up to about 0.1 % of the region), while the uniform grid (LDP-UG) wins for large areas (2 % and more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people, ε and α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for g1&lt;/b&gt; (default {FIRST_ALPHA:g}) tunes the coarse grid, &lt;b&gt;Guideline constant α for g2&lt;/b&gt; (default {ALPHA:g}) how finely each coarse cell is cut; larger values give finer grids with noisier cells. The defaults reproduce the paper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt; (default {SIGMA:g}): a larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>Discretisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>Exact disk areas (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>Shrinkage (DAM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>EM tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>EM iteration cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>EMS smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>&lt;p&gt;Simulates a local-DP survey that estimates how people are spread over a d×d grid with the Disk Area Mechanism. Each device reports a cell near its own — cells within a radius b of it are e^ε times more likely than cells further away — so the reports keep the shape of the distribution. The server then reconstructs the distribution by an iterative estimate (expectation maximisation, EM). DAM suits questions about where people are concentrated (hotspots, shifts); its estimate is close to the truth as a whole rather than cell by cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size d&lt;/b&gt;: cells per side (default {GRID_SIZE}). Finer grids show more detail but need more people.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in cells&lt;/b&gt;: how far from the true cell a report is likely to land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretisation&lt;/b&gt;: how the disk is laid on the grid cells. 'Exact disk areas' is recommended; the two others are the paper's variants, for comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM tolerance&lt;/b&gt; and &lt;b&gt;EM iteration cap&lt;/b&gt; (advanced): when the estimation stops. The defaults work for most data; a smaller tolerance runs longer and starts to fit the noise. &lt;b&gt;EMS smoothing&lt;/b&gt; (advanced) smooths the estimate after each iteration; try it with few people or a small ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: noisy_count is the estimated share of each cell times the number of people, never negative. The layer's metadata records b and the number of EM iterations.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="342"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Space–time densities with a VQ-VAE denoiser (VDR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Grid size M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Number of reports N, if public (for the scale correction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Scale correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Sampling correction (scale up to N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>The paper's γ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Denoise with the VQ-VAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>When PyTorch is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Always (stop if PyTorch is missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Training epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Channel width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Codebook size B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Codebook loss weight α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices (for example each hour over two weeks), protecting &lt;b&gt;everything a person contributed&lt;/b&gt; (user-level differential privacy). Each person's reports are first reduced to a random sample of at most k; every cell count then gets random noise; finally a neural network (a VQ-VAE) trained only on the noisy counts removes much of the noise. That last step sees nothing but the noisy counts, so it costs no privacy.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per location report, with the person's id and the time; best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; (required): the field that identifies the person. &lt;b&gt;Maximum points per user (k)&lt;/b&gt; (default {MAX_PER_USER}): a larger k keeps more of each person's reports but adds k times the noise; choose about the number of reports a typical person has, or fewer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller ε means stronger protection and more noise; typical values are 0.1 to 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt;: the area and the period the release covers. Both should be public (a boundary, a study period), not read from the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since 1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is marked as not suitable for publication. Reports outside them are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time field (date-time, or epoch seconds)&lt;/b&gt;: a date-time field, or a number of seconds since 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size M&lt;/b&gt; (default {GRID_SIZE}) and &lt;b&gt;Time slices T&lt;/b&gt; (default {SLICES}): more cells show more detail but each holds fewer reports against the same noise. The Guidance tab of the SpatialDP panel suggests values.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Number of reports N, if public&lt;/b&gt; and &lt;b&gt;Scale correction&lt;/b&gt; (advanced): keeping at most k reports per person makes counts too low for people with more. 'Sampling correction' (default) scales the counts up to a total N that you give if it is public knowledge; without N the output estimates the counts of the kept reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the paper; it biases sums over areas at small ε). 'None' releases the counts of the kept reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Denoise with the VQ-VAE&lt;/b&gt; (advanced): the network needs PyTorch. 'When PyTorch is available' (default) denoises if it is installed and otherwise publishes the noisy counts themselves, saying so in the layer's metadata; 'Always' stops with a message on how to install PyTorch when it is missing; 'Never' publishes the noisy counts. &lt;b&gt;Training epochs&lt;/b&gt;, &lt;b&gt;Channel width&lt;/b&gt;, &lt;b&gt;Codebook size B&lt;/b&gt; (paper: 128) and &lt;b&gt;Codebook loss weight α&lt;/b&gt; (paper: 1) set up the network; more epochs train longer. &lt;b&gt;Training threads&lt;/b&gt;: empty uses one thread, which makes a seeded run exactly reproducible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: one polygon per cell and time slice with t_start and t_end; the layer's time settings are filled in, so the Temporal Controller animates it at once.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="400"/>
        <source>&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="31"/>
        <source>Guideline constant c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="33"/>
        <source>Share α of ε for the first level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="44"/>
        <source>Share σ of users in the first phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="48"/>
        <source>Guideline constant α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="50"/>
        <source>Guideline constant α1 for g1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="52"/>
        <source>Guideline constant α for g2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="54"/>
        <source>Grid size d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="55"/>
        <source>Time slices T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="161"/>
        <source>Points per user k (sensitivity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="414"/>
        <source>Points per user k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="414"/>
        <source>Time slices T (at most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="65"/>
        <source>The output folder &apos;{}&apos; does not exist; create it or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="68"/>
        <source>The output folder &apos;{}&apos; cannot be written to; choose a folder where you may save files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="72"/>
        <source>The output &apos;{}&apos; is the input layer&apos;s file; the input is never overwritten: choose another file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="111"/>
        <source>per {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="151"/>
        <source>density (count per {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="41"/>
        <source>each user&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="41"/>
        <source>the release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="42"/>
        <source>ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times more likely for one person's true data than for any other. Typical values are 0.1–2 (central) or 1–5 (local).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="61"/>
        <source>a smaller grid size, or 0 for the guideline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="61"/>
        <source>a smaller grid size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="63"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer cells ({}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="71"/>
        <source>users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="71"/>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="72"/>
        <source>The grid has {:,} cells for {:,} {}: most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid size or ε) gives more useful counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="80"/>
        <source>The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes a while.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="87"/>
        <source>The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP writes; choose a smaller grid size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="45"/>
        <source>&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person or event, best in a projected CRS (metres) so that all cells have the same area.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area the grid covers. Use an area anybody may know — a city or county boundary, a rectangle typed in, the map canvas — not the extent of your points, which reveals where the outermost points lie. Left empty, the layer's extent is used and the output is marked as not suitable for publication. Points outside the extent are left out.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="54"/>
        <source>&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection and noisier counts. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak. Each cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; k times more with a user id field).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="61"/>
        <source>&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: leave the field empty when each point is a different person. If a person can have several points (repeat visits, several addresses), choose the field that identifies them: each person&apos;s points are then reduced to a random sample of at most k, and the noise grows k times. k = 1 gives the least noise; raise it only when most people have several points that should all count.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="69"/>
        <source>&lt;p&gt;&lt;b&gt;Number of points N, if public&lt;/b&gt;, &lt;b&gt;Share of ε spent on estimating N&lt;/b&gt; and &lt;b&gt;Guideline constant c&lt;/b&gt; (advanced): the automatic grid size needs the number of points. If that number is already public (a published case count, say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A grid size you set yourself needs neither. c (default {C:g}) tunes the automatic size: a larger c gives fewer, larger cells.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="77"/>
        <source>&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only. The same seed gives the same noise, so the output is marked as not suitable for publication. Leave it empty for a real release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons in the layer's CRS with noisy_count and density (noisy_count divided by the cell's area). A count can be negative where there are few points: keep such values when you add cells up, as they keep totals over larger areas unbiased. The layer's metadata and the release record (LEDGER) say how ε was spent.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>PrivTree (adaptive quadtree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>Share of ε for deciding where to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>Split threshold θ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>Maximum depth (memory guard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>&lt;p&gt;Publishes point counts on cells that follow the data, with differential privacy, on the true points (central model). Starting from the whole extent, a cell is cut into four quarters when its count, plus random noise, is still high for its depth, and each quarter is then examined in the same way; busy areas end up with many small cells, empty areas with a few large ones, and no grid size needs to be chosen. However deep the cutting goes, the decisions together cost only their share of ε. The final cells' counts then get random noise. For clustered data it is often more accurate than the uniform (UG) and adaptive (AG) grids.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (default {TREE_SHARE:g}, the paper's): the rest of ε goes to the counts of the final cells, each of which is off by about 1/(rest of ε) points on average (2 at ε = 1 with the default; k times more with a user id field). A larger share finds the dense areas more reliably but makes the counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection, noisier counts and coarser cells. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Split threshold θ&lt;/b&gt; (advanced, default {THETA}, the paper's): a larger θ cuts less. &lt;b&gt;Maximum depth (memory guard)&lt;/b&gt; (advanced, default {MAX_DEPTH}): cells are never cut more than this many times; it only guards memory and does not change the protection.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="153"/>
        <source>&lt;p&gt;Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</source>
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
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="70"/>
        <source>Evaluate released grids (uses the true data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="73"/>
        <source>&lt;p&gt;Measures how well one or more released grids answer questions of the form &quot;how many points are in this rectangle?&quot;, by comparing them with the &lt;b&gt;true points&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: this is a tool for you, the data custodian, to choose a method, ε and grid before publishing. Do not publish the results with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True points (not private)&lt;/b&gt;: the sensitive layer the grids were made from. &lt;b&gt;Released grids&lt;/b&gt;: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…). A cell partly inside a rectangle counts in proportion to the part of its area inside. VDR grids are summed over their time slices.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Query workload&lt;/b&gt;: the rectangles asked. 'Qardaji' uses six sizes q1…q6, each twice as wide and tall as the previous, q6 half as wide and tall as the extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; 'Custom' uses &lt;b&gt;Custom query sizes in map units&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Queries per size&lt;/b&gt;: how many random rectangles of each size (0: 200 for Qardaji and custom, 500 for Balioglu). &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles, so results can be compared between runs; grids with the same extent always get the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: for every grid, query size and measure, the mean and the 25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error (the error divided by the true count, or by 0.1 % of all points if that is more), Balioglu's AQE (the same with 2 % of all points) and the absolute error in points. &lt;b&gt;Grid d for the Wasserstein distance&lt;/b&gt; (advanced; 0 skips it): also compares the whole distribution of the points on a d×d grid — how far, on average, the released mass sits from the true mass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML report&lt;/b&gt;: the same as charts (box from the median to the 75th percentile, line from the 25th to the 95th, black bar at the mean).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="104"/>
        <source>True points (not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="106"/>
        <source>Released grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="108"/>
        <source>Query workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="108"/>
        <source>Qardaji: q1…q6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="108"/>
        <source>Balioglu: area ρ of the domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="108"/>
        <source>Custom sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="112"/>
        <source>Custom query sizes in map units (e.g. 500, 1000, 2000x1000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="115"/>
        <source>Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="118"/>
        <source>Seed of the random queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="121"/>
        <source>Grid d for the Wasserstein distance (0: skip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="126"/>
        <source>Error table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="128"/>
        <source>HTML report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="128"/>
        <source>HTML files (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="140"/>
        <source>The custom workload needs query sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="168"/>
        <source>The true points must be a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="172"/>
        <source>Choose at least one released grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="174"/>
        <source>&apos;{}&apos; is not a SpatialDP grid: it needs polygons with the fields cell_id, level, parent_id and noisy_count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="178"/>
        <source>The evaluation uses the true points: its results are not private.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="183"/>
        <source>Read {} true points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="187"/>
        <source>{}: {} cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="191"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="198"/>
        <source>{}: W2 = {:.4g} map units ({})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EvaluationGroup</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="48"/>
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
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="65"/>
        <source>Grid-size guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="71"/>
        <source>&lt;p&gt;Recommends the grid of a method for a number of points (or people) and a privacy budget ε, as numbers a model can pass on (for example its grid size into the uniform grid). It reads no data and spends no privacy budget. The Guidance tab of the SpatialDP panel shows the same with a chart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanism&lt;/b&gt;: the method to size. &lt;b&gt;Number of points or users N (public)&lt;/b&gt;: a number that may be known, such as a published total — not a count of your sensitive layer. &lt;b&gt;Privacy budget ε&lt;/b&gt;: as you will give it to the method. &lt;b&gt;Extent (for cell sizes in map units)&lt;/b&gt;: optional; with it the cell width and height are computed too.&lt;/p&gt;&lt;p&gt;Advanced: the method's own settings — &lt;b&gt;Guideline constant c&lt;/b&gt;, &lt;b&gt;Points per user k&lt;/b&gt;, &lt;b&gt;Share α of ε for the first level&lt;/b&gt;, &lt;b&gt;Guideline constant α&lt;/b&gt;, &lt;b&gt;Share σ of users in the first phase&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for g1&lt;/b&gt;, &lt;b&gt;Grid size d&lt;/b&gt;, &lt;b&gt;Time slices T&lt;/b&gt; — as in the method's own dialog. Each one applies only to the methods named in its label; left empty it takes the method's default.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: GRID_SIZE (the value for the method's grid size), LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average cell and a cell holding all points would be cut), CELLS (cells released if the points were spread evenly), NOISE_SD (the typical noise of one cell, in points), RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT (with an extent) and SIZES/GUIDANCE (everything as JSON).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="98"/>
        <source>Mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="100"/>
        <source>Number of points or users N (public)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="103"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="106"/>
        <source>Extent (for cell sizes in map units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="110"/>
        <source>{} — empty: the mechanism's default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="120"/>
        <source>cell width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="121"/>
        <source>cell height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="122"/>
        <source>recommended sizes (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="123"/>
        <source>guidance (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="148"/>
        <source>{}: {}</source>
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
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="64"/>
        <source>Table of reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="66"/>
        <source>Report field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="69"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="73"/>
        <source>Extent of the grid the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="75"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="77"/>
        <source>Grid size g the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="80"/>
        <source>Privacy budget ε the devices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="83"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="87"/>
        <source>Estimated grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="89"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="107"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="117"/>
        <source>The table has no reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="119"/>
        <source>Some rows have an empty report or seed; remove them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="122"/>
        <source>Reports and hash seeds must be stored in integer fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="132"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/ldpestimate.py" line="42"/>
        <source>&lt;p&gt;The server's step of a real local-DP survey. Each person's device took its cell of a public g×g grid (cells numbered iy·g + ix from the south-west corner, starting at 0), randomised it with GRR or OLH at ε and sent one report. This algorithm reads the table of those reports and estimates how many people are in each cell. It adds no noise of its own: the devices already protected each person with ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table of reports&lt;/b&gt;: one row per person. &lt;b&gt;Report field&lt;/b&gt;: the randomised cell (GRR) or the randomised hash value (OLH), an integer field. &lt;b&gt;Hash seed field&lt;/b&gt;: each person's hash seed, for OLH reports; leave it empty for GRR reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent of the grid the devices used&lt;/b&gt;, &lt;b&gt;CRS of the grid&lt;/b&gt;, &lt;b&gt;Grid size g the devices used&lt;/b&gt;, &lt;b&gt;Privacy budget ε the devices used&lt;/b&gt; and, for OLH, &lt;b&gt;OLH hash range g&lt;/b&gt; (advanced; empty: the devices' default): give exactly what the devices used, or the estimates are wrong.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimates are unbiased but can be negative; tick it to set negative counts to 0 while keeping the total (costs no privacy).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Estimated grid&lt;/b&gt;: polygons with the estimated count of each cell.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
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
    <name>PluginAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="87"/>
        <source>Formulas, design choices and references: docs/{} in the plugin folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="93"/>
        <source>&lt;p&gt;&lt;b&gt;The Processing log is for you only.&lt;/b&gt; It shows exact figures from the sensitive data (points read, points outside the extent, features skipped). They are not protected: do not publish or share the log; publish only the output layer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="118"/>
        <source>The privacy budget ε must be a finite number greater than 0.</source>
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
        <location filename="../spatialdp_qgis/algorithms/base.py" line="151"/>
        <source>Central differential privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="158"/>
        <source>Input point layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="160"/>
        <source>Public extent (empty: the layer&apos;s extent, which is not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="163"/>
        <source>Privacy budget ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="168"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="171"/>
        <source>Maximum points per user (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="174"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="178"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="185"/>
        <source>Private grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="259"/>
        <source>Cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="277"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="282"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="302"/>
        <source>Reading points…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="305"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="308"/>
        <source>The input layer has no points to release (it is empty, or every geometry is null).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="311"/>
        <source>Read {} points with the {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="317"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="326"/>
        <source>Some points have no value in the user id field &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="427"/>
        <source>The extent has zero area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="403"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="409"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="414"/>
        <source>None of the {} points lies inside the extent; check that the extent is in the right place and CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="418"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="216"/>
        <source>&apos;{}&apos; must be at least {:g}, not {:g}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="219"/>
        <source>&apos;{}&apos; must be at most {:g}, not {:g}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="234"/>
        <source>The input layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="247"/>
        <source>The grid would have more than {:,} cells; choose a smaller grid size or a smaller ε.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="249"/>
        <source>The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells the larger ε and the more points there are. Give a grid size yourself, or choose a smaller ε.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="264"/>
        <source>ε = {:g} is too small: the noise would be billions of times larger than any count and cannot be drawn exactly. Typical values are 0.1–2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="286"/>
        <source>The layer's CRS ({}) is geographic: cells are in degrees and not of equal area, and the density is per degree². Reproject to a projected CRS for densities per km².</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="381"/>
        <source>The layer has multi-point features: each feature is one unit of privacy, and at most {} of its points (Maximum points per user) are used. Give a user id field if one person has several features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="387"/>
        <source>The layer has multi-point features: each feature is one user, who reports one of its points, chosen uniformly at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="430"/>
        <source>The extent is a layer&apos;s bounding box, which is derived from that layer&apos;s data: the output&apos;s metadata marks the domain as not private. If the layer is public (a boundary, say), give its coordinates instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="469"/>
        <source>Could not write &apos;{}&apos;: {}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpatialDPDock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="19"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="24"/>
        <source>Guidance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="25"/>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="26"/>
        <source>Install optional dependencies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="27"/>
        <source>POT (exact Wasserstein distances) and PyTorch (VDR&apos;s denoiser), into your QGIS profile</source>
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
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="75"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="78"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="140"/>
        <source>Some points have no valid time in &apos;{}&apos;; fill or filter them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="152"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="157"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="175"/>
        <source>Trained the denoiser for {} epochs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="105"/>
        <source>The user id field and the time field are both &apos;{}&apos;. Choose as user id the field that names the person behind each report, and as time a date-time field (or seconds since 1970-01-01 UTC).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="111"/>
        <source>The time field &apos;{}&apos; is the layer&apos;s feature id, not a time. Choose a date-time field, or a number of seconds since 1970-01-01 UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="117"/>
        <source>The time field &apos;{}&apos; is of type {}; choose a date-time or date field, ISO 8601 text, or a number of seconds since 1970-01-01 UTC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="133"/>
        <source>The time field &apos;{}&apos; holds values that are not times, such as &apos;{}&apos;. SpatialDP reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field calculator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="144"/>
        <source>Every time in &apos;{}&apos; falls in 1970: read as seconds since 1970-01-01 UTC, its numbers span only {:,.0f} seconds. If the field counts something else (an id, a sequence number), choose a date-time field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="177"/>
        <source>PyTorch is not available ({}): the noisy histogram was released without denoising. Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="56"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
