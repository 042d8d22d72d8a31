<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>@default</name>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="48"/>
        <source>recommended: {}</source>
        <translation>empfohlen: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="56"/>
        <source>{} — N = {}, ε = {}</source>
        <translation>{} — N = {}, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="90"/>
        <source>query size</source>
        <translation>Abfragegröße</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="92"/>
        <source>25/50/75/95 percentiles and mean (black bar)</source>
        <translation>25/50/75/95-Perzentile und Mittelwert (schwarzer Balken)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="36"/>
        <source>SpatialDP: installing optional dependencies</source>
        <translation>SpatialDP: optionale Abhängigkeiten werden installiert</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="60"/>
        <source>{}: available</source>
        <translation>{}: verfügbar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="62"/>
        <source>{}: not available ({})</source>
        <translation>{}: nicht verfügbar ({})</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="55"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation>Anzahl der Punkte N, falls öffentlich (leer: privat schätzen)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Share of ε spent on estimating N</source>
        <translation>Anteil von ε für die Schätzung von N</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Uniform grid (UG)</source>
        <translation>Gleichmäßiges Gitter (UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation>Gittergröße m (0: Leitlinie 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>&lt;p&gt;Publishes a map of point counts on a regular grid of m×m cells, with differential privacy: every cell count gets random noise, so that the map reveals almost nothing about whether any one person is in the data. It runs on the true points, on your computer (central model). Use it for a first private map or for points spread fairly evenly; for clustered data (towns and countryside) the adaptive grid (AG) is usually more accurate.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size m&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of points and ε: more points or a larger ε give a finer grid (about 316 cells per side for a million points at ε = 1, 100 for 100,000). A finer grid shows more detail, but every cell carries the same noise, so sparse cells drown in it; a coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel shows the trade-off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Veröffentlicht eine Karte der Punktanzahlen auf einem regelmäßigen Gitter aus m×m Zellen, mit Differenzieller Privatsphäre: Jede Zellenanzahl erhält zufälliges Rauschen, sodass die Karte fast nichts darüber verrät, ob eine einzelne Person in den Daten ist. Es läuft auf den wahren Punkten, auf Ihrem Rechner (zentrales Modell). Nutzen Sie es für eine erste private Karte oder für recht gleichmäßig verteilte Punkte; für geballte Daten (Städte und Land) ist das adaptive Gitter (AG) meist genauer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße m&lt;/b&gt;: Zellen je Seite. 0 (empfohlen) wählt sie aus der Anzahl der Punkte und ε: mehr Punkte oder ein größeres ε ergeben ein feineres Gitter (etwa 316 Zellen je Seite für eine Million Punkte bei ε = 1, 100 für 100.000). Ein feineres Gitter zeigt mehr Details, aber jede Zelle trägt dasselbe Rauschen, sodass dünn besetzte Zellen darin untergehen; ein gröberes Gitter ist verlässlicher, aber unschärfer. Der Reiter Empfehlung im SpatialDP-Bedienfeld zeigt diesen Zielkonflikt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>Adaptive grid (AG)</source>
        <translation>Adaptives Gitter (AG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation>Gittergröße der ersten Ebene m1 (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level cells</source>
        <translation>Zellen der ersten Ebene</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="304"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="308"/>
        <source>The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: more users or a larger ε give finer grids, and a grid size you give overrides it.</source>
        <translation>Die Leitlinie wählte ein {0}×{0}-Gitter der ersten Ebene für {1:,} Nutzer bei ε = {2:g}: mehr Nutzer oder ein größeres ε ergeben feinere Gitter, und eine von Ihnen angegebene Gittergröße hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="319"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation>Norm-Sub: negative Schätzungen auf 0 setzen, Summe beibehalten</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Frequency oracle</source>
        <translation>Frequenzorakel</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="340"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation>Adaptiv (GRR für kleine Gitter, sonst OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="360"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation>Gittergröße der ersten Ebene g1 (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation>Gleichmäßiges Gitter unter lokaler DP (LDP-UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Grid size g (0: guideline)</source>
        <translation>Gittergröße g (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation>Adaptives Gitter unter lokaler DP (PrivAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation>Asymmetrisches adaptives Gitter unter lokaler DP (AAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation>Scheibenflächen-Mechanismus unter lokaler DP (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation>Radius b in Zellen (0: optimales b)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Discretisation</source>
        <translation>Diskretisierung</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Exact disk areas (recommended)</source>
        <translation>Exakte Scheibenflächen (empfohlen)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Shrinkage (DAM)</source>
        <translation>Schrumpfung (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation>Keine Schrumpfung (DAM-NS)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM tolerance</source>
        <translation>EM-Toleranz</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM iteration cap</source>
        <translation>Höchstzahl der EM-Iterationen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EMS smoothing</source>
        <translation>EMS-Glättung</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Simulates a local-DP survey that estimates how people are spread over a d×d grid with the Disk Area Mechanism. Each device reports a cell near its own — cells within a radius b of it are e^ε times more likely than cells further away — so the reports keep the shape of the distribution. The server then reconstructs the distribution by an iterative estimate (expectation maximisation, EM). DAM suits questions about where people are concentrated (hotspots, shifts); its estimate is close to the truth as a whole rather than cell by cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size d&lt;/b&gt;: cells per side (default {GRID_SIZE}). Finer grids show more detail but need more people.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in cells&lt;/b&gt;: how far from the true cell a report is likely to land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretisation&lt;/b&gt;: how the disk is laid on the grid cells. 'Exact disk areas' is recommended; the two others are the paper's variants, for comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM tolerance&lt;/b&gt; and &lt;b&gt;EM iteration cap&lt;/b&gt; (advanced): when the estimation stops. The defaults work for most data; a smaller tolerance runs longer and starts to fit the noise. &lt;b&gt;EMS smoothing&lt;/b&gt; (advanced) smooths the estimate after each iteration; try it with few people or a small ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: noisy_count is the estimated share of each cell times the number of people, never negative. The layer's metadata records b and the number of EM iterations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert eine Erhebung unter lokaler DP, die mit dem Scheibenflächen-Mechanismus (Disk Area Mechanism) schätzt, wie sich Personen über ein d×d-Gitter verteilen. Jedes Gerät meldet eine Zelle in der Nähe der eigenen — Zellen innerhalb eines Radius b um sie sind e^ε-mal wahrscheinlicher als weiter entfernte —, sodass die Meldungen die Form der Verteilung bewahren. Der Server rekonstruiert die Verteilung dann durch eine iterative Schätzung (Erwartungsmaximierung, EM). DAM eignet sich für Fragen danach, wo sich Personen ballen (Hotspots, Verschiebungen); seine Schätzung liegt im Ganzen nahe an der Wahrheit, weniger Zelle für Zelle.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße d&lt;/b&gt;: Zellen je Seite (Standard {GRID_SIZE}). Feinere Gitter zeigen mehr Details, brauchen aber mehr Personen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in Zellen&lt;/b&gt;: wie weit von der wahren Zelle eine Meldung wahrscheinlich landet. 0 (empfohlen) wählt das beste b für ε und d; ein kleineres ε ergibt einen größeren Radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Diskretisierung&lt;/b&gt;: wie die Scheibe auf die Gitterzellen gelegt wird. 'Exakte Scheibenflächen' wird empfohlen; die beiden anderen sind die Varianten des Artikels, zum Vergleich.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM-Toleranz&lt;/b&gt; und &lt;b&gt;Höchstzahl der EM-Iterationen&lt;/b&gt; (erweitert): wann die Schätzung anhält. Die Standardwerte passen für die meisten Daten; eine kleinere Toleranz läuft länger und beginnt, das Rauschen anzupassen. &lt;b&gt;EMS-Glättung&lt;/b&gt; (erweitert) glättet die Schätzung nach jeder Iteration; versuchen Sie sie bei wenigen Personen oder kleinem ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privates Gitter&lt;/b&gt;: noisy_count ist der geschätzte Anteil jeder Zelle mal die Anzahl der Personen, nie negativ. Die Metadaten des Layers halten b und die Anzahl der EM-Iterationen fest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: Numerical Estimation of Spatial Distributions under Differential Privacy (der DAM-Artikel).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Scale correction</source>
        <translation>Skalenkorrektur</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Sampling correction (scale up to N)</source>
        <translation>Stichprobenkorrektur (auf N hochrechnen)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper's γ</source>
        <translation>Das γ des Artikels</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook size B</source>
        <translation>Codebook-Größe B</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook loss weight α</source>
        <translation>Gewicht des Codebook-Verlusts α</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation>Trainings-Threads (leer: 1, reproduzierbar; 0: Standard von PyTorch)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="69"/>
        <source>Guideline constant c</source>
        <translation>Leitlinien-Konstante c</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="71"/>
        <source>Share α of ε for the first level</source>
        <translation>Anteil α von ε für die erste Ebene</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="85"/>
        <source>Share σ of users in the first phase</source>
        <translation>Anteil σ der Nutzer in der ersten Phase</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="89"/>
        <source>Guideline constant α</source>
        <translation>Leitlinien-Konstante α</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="94"/>
        <source>Guideline constant α1 for g1</source>
        <translation>Leitlinien-Konstante α1 für g1</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="96"/>
        <source>Guideline constant α for g2</source>
        <translation>Leitlinien-Konstante α für g2</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="105"/>
        <source>Grid size d</source>
        <translation>Gittergröße d</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="106"/>
        <source>Time slices T</source>
        <translation>Zeitscheiben T</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="163"/>
        <source>Points per user k (sensitivity)</source>
        <translation>Punkte je Nutzer k (Sensitivität)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Points per user k</source>
        <translation>Punkte je Nutzer k</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Time slices T (at most)</source>
        <translation>Zeitscheiben T (höchstens)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="105"/>
        <source>The output folder &apos;{}&apos; does not exist; create it or choose another folder.</source>
        <translation>Der Ausgabeordner '{}' existiert nicht; legen Sie ihn an oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="108"/>
        <source>The output folder &apos;{}&apos; cannot be written to; choose a folder where you may save files.</source>
        <translation>In den Ausgabeordner '{}' kann nicht geschrieben werden; wählen Sie einen Ordner, in dem Sie Dateien speichern dürfen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="115"/>
        <source>The output &apos;{}&apos; is the input layer&apos;s file; the input is never overwritten: choose another file name.</source>
        <translation>Die Ausgabe '{}' ist die Datei des Eingabelayers; die Eingabe wird nie überschrieben: Wählen Sie einen anderen Dateinamen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="323"/>
        <source>density (count per {})</source>
        <translation>Dichte (Anzahl je {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>each user&apos;s report</source>
        <translation>die Meldung jedes Nutzers</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>the release</source>
        <translation>die Veröffentlichung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="45"/>
        <source>ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times more likely for one person's true data than for any other. Typical values are 0.1–2 (central) or 1–5 (local).</source>
        <translation>ε = {:g} bietet kaum Privatsphäre: {} ist dann für die wahren Daten einer Person mehr als e^{:g} ≈ {:,.0f}-mal wahrscheinlicher als für beliebige andere. Typische Werte sind 0,1–2 (zentral) oder 1–5 (lokal).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size, or 0 for the guideline</source>
        <translation>eine kleinere Gittergröße oder 0 für die Leitlinie</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size</source>
        <translation>eine kleinere Gittergröße</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="103"/>
        <source>The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes a while.</source>
        <translation>Die Ausgabe hat {:,} Zellen (etwa {:,.0f} MB als GeoPackage): Das Schreiben dauert eine Weile.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="110"/>
        <source>The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP writes; choose a smaller grid size.</source>
        <translation>Die Ausgabe hätte {:,} Zellen (etwa {:,.1f} GB), mehr als die {:,}, die SpatialDP schreibt; wählen Sie eine kleinere Gittergröße.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="68"/>
        <source>&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection and noisier counts. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak. Each cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; k times more with a user id field).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: wie viel die Ausgabe über eine einzelne Person verraten darf. Kleineres ε bedeutet stärkeren Schutz und stärker verrauschte Anzahlen. Typische Werte sind 0,1 (starker Schutz) bis 1 (mäßig); oberhalb von etwa 5 ist der Schutz schwach. Die Anzahl jeder Zelle weicht im Mittel um etwa 1/ε Punkte ab (1 bei ε = 1, 10 bei ε = 0,1; k-mal mehr mit einem Feld der Nutzerkennung).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;Number of points N, if public&lt;/b&gt;, &lt;b&gt;Share of ε spent on estimating N&lt;/b&gt; and &lt;b&gt;Guideline constant c&lt;/b&gt; (advanced): the automatic grid size needs the number of points. If that number is already public (a published case count, say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A grid size you set yourself needs neither. c (default {C:g}) tunes the automatic size: a larger c gives fewer, larger cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anzahl der Punkte N, falls öffentlich&lt;/b&gt;, &lt;b&gt;Anteil von ε für die Schätzung von N&lt;/b&gt; und &lt;b&gt;Leitlinien-Konstante c&lt;/b&gt; (erweitert): Die automatische Gittergröße braucht die Anzahl der Punkte. Ist diese Zahl bereits öffentlich (etwa eine veröffentlichte Fallzahl), geben Sie sie an; andernfalls kauft ein kleiner Anteil von ε (Standard {N_EPSILON_SHARE:.0%}) eine verrauschte Zählung. Eine selbst gesetzte Gittergröße braucht keins von beiden. c (Standard {C:g}) stimmt die automatische Größe ab: Ein größeres c ergibt weniger, größere Zellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="92"/>
        <source>&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only. The same seed gives the same noise, so the output is marked as not suitable for publication. Leave it empty for a real release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons in the layer's CRS with noisy_count and density (noisy_count divided by the cell's area). A count can be negative where there are few points: keep such values when you add cells up, as they keep totals over larger areas unbiased. The layer's metadata and the release record (LEDGER) say how ε was spent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zufallsstartwert&lt;/b&gt; (erweitert): nur für Tests. Derselbe Startwert ergibt dasselbe Rauschen, daher wird die Ausgabe als nicht zur Veröffentlichung geeignet markiert. Lassen Sie ihn für eine echte Veröffentlichung leer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privates Gitter&lt;/b&gt;: Polygone im KBS des Layers mit noisy_count und density (noisy_count geteilt durch die Fläche der Zelle). Eine Anzahl kann negativ sein, wo es wenige Punkte gibt: Behalten Sie solche Werte, wenn Sie Zellen addieren, denn sie halten Summen über größere Gebiete unverzerrt. Die Metadaten des Layers und der Veröffentlichungsnachweis (LEDGER) sagen, wie ε verwendet wurde.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree (adaptive quadtree)</source>
        <translation>PrivTree (adaptiver Quadtree)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="73"/>
        <source>Share of ε for deciding where to split</source>
        <translation>Anteil von ε für die Entscheidung, wo geteilt wird</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Maximum depth (memory guard)</source>
        <translation>Maximale Tiefe (Speicherschutz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="317"/>
        <source>noise sd of noisy_count</source>
        <translation>Standardabweichung des Rauschens von noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="318"/>
        <source>noise sd (empty: no closed form, see the metadata)</source>
        <translation>Standardabweichung des Rauschens (leer: keine geschlossene Formel, siehe die Metadaten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="319"/>
        <source>90 % margin of error of noisy_count</source>
        <translation>90-%-Fehlermarge von noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="320"/>
        <source>90 % margin of error (empty: no closed form, see the metadata)</source>
        <translation>90-%-Fehlermarge (leer: keine geschlossene Formel, siehe die Metadaten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="326"/>
        <source>noisy_count (published: {})</source>
        <translation>noisy_count (veröffentlicht: {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="109"/>
        <source>the input asks for selected features, a feature limit, a filter or a geometry check, which only QGIS can apply</source>
        <translation>die Eingabe verlangt gewählte Objekte, eine Objektgrenze, einen Filter oder eine Geometrieprüfung, die nur QGIS anwenden kann</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="113"/>
        <source>the input is not a plain layer</source>
        <translation>die Eingabe ist kein einfacher Layer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="115"/>
        <source>the layer has unsaved edits</source>
        <translation>der Layer hat ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="117"/>
        <source>the layer holds multi-points</source>
        <translation>der Layer enthält Multipunkte</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="246"/>
        <source>The database refused the counting query ({}). Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the layer through QGIS.</source>
        <translation>Die Datenbank hat die Zählabfrage abgelehnt ({}). Starten Sie erneut mit ausgeschaltetem 'In der Datenbank zählen' (PUSH_DOWN), um den Layer über QGIS zu lesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="32"/>
        <source>the time field &apos;{}&apos; is not a number or a date-time</source>
        <translation>das Zeitfeld '{}' ist weder eine Zahl noch ein Datum mit Uhrzeit</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="102"/>
        <source>Release register (JSON file; empty: none)</source>
        <translation>Veröffentlichungsregister (JSON-Datei; leer: keines)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="105"/>
        <source>Register cap on ε (empty: the cap set before, if any)</source>
        <translation>Obergrenze für ε im Register (leer: die zuvor gesetzte, falls vorhanden)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="397"/>
        <source>The register cap on ε must be greater than 0.</source>
        <translation>Die Obergrenze für ε im Register muss größer als 0 sein.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="377"/>
        <source>Release register: {}.</source>
        <translation>Veröffentlichungsregister: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="300"/>
        <source>Release register '{}': ε = {} spent on this layer (unit of privacy: {}) in {} earlier releases</source>
        <translation>Veröffentlichungsregister '{}': ε = {} für diesen Layer verbraucht (Schutzeinheit: {}) in {} früheren Veröffentlichungen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="303"/>
        <source>, {} of them unfinished (still running, or stopped without writing)</source>
        <translation>, {} davon unvollendet (laufen noch oder wurden ohne Schreiben beendet)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="306"/>
        <source>; no cap set. This release spends ε = {}.</source>
        <translation>; keine Obergrenze gesetzt. Diese Veröffentlichung verbraucht ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="307"/>
        <source>; cap {}, {} remaining before this release, which spends ε = {}.</source>
        <translation>; Obergrenze {}, vor dieser Veröffentlichung bleiben {}, sie verbraucht ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="350"/>
        <source>Release register: the unfinished entry of this run could not be removed ({}); it keeps counting.</source>
        <translation>Veröffentlichungsregister: Der unvollendete Eintrag dieses Laufs konnte nicht entfernt werden ({}); er zählt weiter.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Cell shape</source>
        <translation>Zellform</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Squares</source>
        <translation>Quadrate</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, flat-topped</source>
        <translation>Sechsecke, flache Oberseite</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, pointy-topped</source>
        <translation>Sechsecke, spitze Oberseite</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="122"/>
        <source>&lt;p&gt;&lt;b&gt;Cell shape&lt;/b&gt;: squares (default) or hexagons with a flat or a pointed top. Hexagons have the area of the square cells the grid size gives (the extent&apos;s area divided by the number of squares); those cut by the extent&apos;s border are clipped to it, so there are a few more cells than squares. Each point belongs to exactly one cell (a point on an edge to the cell to its north, then east), so the protection is the same. Hexagon maps show clusters without the grid&apos;s horizontal and vertical stripes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zellform&lt;/b&gt;: Quadrate (Standard) oder Sechsecke mit flacher oder spitzer Oberseite. Sechsecke haben die Fläche der quadratischen Zellen, die die Gittergröße ergibt (die Fläche der Ausdehnung geteilt durch die Anzahl der Quadrate); die vom Rand der Ausdehnung geschnittenen werden daran abgeschnitten, sodass es einige Zellen mehr als Quadrate gibt. Jeder Punkt gehört zu genau einer Zelle (ein Punkt auf einer Kante zur Zelle nördlich davon, dann östlich), daher ist der Schutz derselbe. Sechseckkarten zeigen Ballungen ohne die waagerechten und senkrechten Streifen des Gitters.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="323"/>
        <source>Hierarchical consistency: each coarse cell is the sum of its small cells</source>
        <translation>Hierarchische Konsistenz: jede grobe Zelle ist die Summe ihrer kleinen Zellen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Cut position</source>
        <translation>Schnittposition</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The paper&apos;s (towards the denser neighbour)</source>
        <translation>Die des Artikels (zum dichteren Nachbarn hin)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Halfway between the paper&apos;s and the middle</source>
        <translation>Auf halbem Weg zwischen der des Artikels und der Mitte</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The middle (even split)</source>
        <translation>Die Mitte (gleichmäßige Teilung)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="329"/>
        <source>&lt;p&gt;&lt;b&gt;Hierarchical consistency&lt;/b&gt; (default on): the first round&apos;s estimate of each coarse cell and the sum of the second round&apos;s small cells inside it are two estimates of the same number; this step averages them, each weighted by how precise it is, and adjusts the small cells so that they add up to the result. It costs no privacy and usually makes both levels more accurate. Untick it (and Norm-Sub) for the paper&apos;s estimates.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Hierarchische Konsistenz&lt;/b&gt; (standardmäßig an): Die Schätzung jeder groben Zelle aus der ersten Runde und die Summe der kleinen Zellen der zweiten Runde darin sind zwei Schätzungen derselben Zahl; dieser Schritt mittelt sie, jede gewichtet nach ihrer Genauigkeit, und passt die kleinen Zellen so an, dass sie sich zum Ergebnis summieren. Er kostet keine Privatsphäre und macht meist beide Ebenen genauer. Schalten Sie ihn (und Norm-Sub) für die Schätzungen des Artikels aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>&lt;p&gt;Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is cut &lt;i&gt;unevenly&lt;/i&gt;: the cuts move towards the busier neighbouring cells, so the side next to dense areas gets smaller cells. Every person reports only once, so each person is protected with ε. In the paper AAG is the most accurate of the three local grids for small areas (queries covering up to about 0.1 % of the region), while the uniform grid (LDP-UG) wins for large areas (2 % and more). That result depends on a sparse region, mostly empty around the people (the paper's Gowalla box): on a region densely filled, such as a city, the paper's AAG was not better than PrivAG in our benchmarks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people, ε and α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for g1&lt;/b&gt; (default {FIRST_ALPHA:g}) tunes the coarse grid, &lt;b&gt;Guideline constant α for g2&lt;/b&gt; (default {ALPHA:g}) how finely each coarse cell is cut; larger values give finer grids with noisier cells. The defaults reproduce the paper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt; (default {SIGMA:g}): a larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cut position&lt;/b&gt;: where each coarse cell is cut. The paper's position moves far towards the busier neighbour and can leave a sliver next to an empty cell; 'Halfway between the paper's and the middle' (default) keeps the idea with better-shaped cells; 'The middle' cuts evenly.&lt;/p&gt;&lt;p&gt;The paper's AAG: choose the paper's cut position and untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert AAG, eine Erhebung unter lokaler DP in zwei Runden wie PrivAG, doch jede grobe Zelle wird &lt;i&gt;ungleichmäßig&lt;/i&gt; geteilt: Die Schnitte rücken zu den belebteren Nachbarzellen hin, sodass die Seite neben dichten Gebieten kleinere Zellen bekommt. Jede Person meldet nur einmal, daher ist jede Person mit ε geschützt. Im Artikel ist AAG das genaueste der drei lokalen Gitter für kleine Gebiete (Abfragen über bis zu etwa 0,1 % der Region), während das gleichmäßige Gitter (LDP-UG) bei großen Gebieten (2 % und mehr) gewinnt. Dieses Ergebnis hängt an einer dünn besetzten Region, die um die Personen herum meist leer ist (der Gowalla-Ausschnitt des Artikels): Auf einer dicht gefüllten Region wie einer Stadt war das AAG des Artikels in unseren Vergleichsmessungen nicht besser als PrivAG.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße der ersten Ebene g1&lt;/b&gt;: grobe Zellen je Seite. 0 (empfohlen) wählt sie aus der Anzahl der Personen, ε und α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leitlinien-Konstante α1 für g1&lt;/b&gt; (Standard {FIRST_ALPHA:g}) stimmt das grobe Gitter ab, &lt;b&gt;Leitlinien-Konstante α für g2&lt;/b&gt; (Standard {ALPHA:g}), wie fein jede grobe Zelle geteilt wird; größere Werte ergeben feinere Gitter mit verrauschteren Zellen. Die Standardwerte geben den Artikel wieder.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anteil σ der Nutzer in der ersten Phase&lt;/b&gt; (Standard {SIGMA:g}): Ein größeres σ ergibt bessere Entscheidungen, wo geteilt wird, lässt aber weniger Personen zur Schätzung der kleinen Zellen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Schnittposition&lt;/b&gt;: wo jede grobe Zelle geteilt wird. Die Position des Artikels rückt weit zum belebteren Nachbarn hin und kann neben einer leeren Zelle einen schmalen Streifen lassen; 'Auf halbem Weg zwischen der des Artikels und der Mitte' (Standard) behält die Idee mit besser geformten Zellen bei; 'Die Mitte' teilt gleichmäßig.&lt;/p&gt;&lt;p&gt;Das AAG des Artikels: die Schnittposition des Artikels wählen und Hierarchische Konsistenz und Norm-Sub ausschalten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="476"/>
        <source>&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its report. &apos;Adaptive&apos; (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density; the field norm_sub says whether negative estimates were set to 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Frequenzorakel&lt;/b&gt; (erweitert): wie jedes Gerät seine Meldung zufällig verändert. 'Adaptiv' (empfohlen) wählt die genauere der beiden Methoden für die Anzahl der Zellen: GRR (Randomized Response) für wenige Zellen, OLH (lokales Hashing) für viele.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privates Gitter&lt;/b&gt;: Polygone mit der geschätzten Anzahl jeder Zelle (noisy_count) und ihrer Dichte; das Feld norm_sub sagt, ob negative Schätzungen auf 0 gesetzt wurden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>Adaptive hierarchical decomposition under local DP (AHEAD)</source>
        <translation>Adaptive hierarchische Zerlegung unter lokaler DP (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Reference: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>Hybrid-dimensional grids under local DP (HDG)</source>
        <translation>Hybrid-dimensionale Gitter unter lokaler DP (HDG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>2-D grid size g2 (0: guideline)</source>
        <translation>2-D-Gittergröße g2 (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>1-D grid size g1 (0: guideline)</source>
        <translation>1-D-Gittergröße g1 (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Simulates HDG, a local-DP survey in which the people are divided at random into three groups: the first reports its column of a fine division of the extent from west to east (g1 columns), the second its row of a fine division from south to north (g1 rows), the third its cell of a coarse g2×g2 grid. Every person reports only once, so each person is protected with ε. The three estimates are made to agree, and a fine g1×g1 grid is then fitted to all three: the coarse grid says how many people are in each coarse cell, the columns and rows say how they are spread inside it. Counts are never negative.&lt;/p&gt;&lt;p&gt;&lt;b&gt;2-D grid size g2&lt;/b&gt; and &lt;b&gt;1-D grid size g1&lt;/b&gt;: 0 (recommended) chooses them from the number of people and ε, as powers of two; g1 must be a multiple of g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt; (default {ALPHA1:g}) and &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt; (default {ALPHA2:g}): the paper's values; larger values give finer grids with noisier cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert HDG, eine Erhebung unter lokaler DP, in der die Personen zufällig in drei Gruppen geteilt werden: Die erste meldet ihre Spalte einer feinen Teilung der Ausdehnung von West nach Ost (g1 Spalten), die zweite ihre Zeile einer feinen Teilung von Süd nach Nord (g1 Zeilen), die dritte ihre Zelle eines groben g2×g2-Gitters. Jede Person meldet nur einmal, daher ist jede Person mit ε geschützt. Die drei Schätzungen werden in Einklang gebracht, und dann wird ein feines g1×g1-Gitter an alle drei angepasst: Das grobe Gitter sagt, wie viele Personen in jeder groben Zelle sind, die Spalten und Zeilen, wie sie sich darin verteilen. Anzahlen sind nie negativ.&lt;/p&gt;&lt;p&gt;&lt;b&gt;2-D-Gittergröße g2&lt;/b&gt; und &lt;b&gt;1-D-Gittergröße g1&lt;/b&gt;: 0 (empfohlen) wählt sie aus der Anzahl der Personen und ε, als Zweierpotenzen; g1 muss ein Vielfaches von g2 sein.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leitlinien-Konstante α1 für die 1-D-Gitter&lt;/b&gt; (Standard {ALPHA1:g}) und &lt;b&gt;Leitlinien-Konstante α2 für das 2-D-Gitter&lt;/b&gt; (Standard {ALPHA2:g}): die Werte des Artikels; größere Werte ergeben feinere Gitter mit verrauschteren Zellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Reference: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Literatur: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Grid size M (0: guideline)</source>
        <translation>Gittergröße M (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Time slices T (0: guideline)</source>
        <translation>Zeitscheiben T (0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Number of reports N, if public (for the guideline and the scale correction)</source>
        <translation>Anzahl der Meldungen N, falls öffentlich (für die Leitlinie und die Skalenkorrektur)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Keep the noisy totals of large areas (mass correction)</source>
        <translation>Verrauschte Summen großer Gebiete beibehalten (Massenkorrektur)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training epochs (empty: chosen from the grid)</source>
        <translation>Trainingsepochen (leer: aus dem Gitter gewählt)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Channel width (empty: chosen from the grid and the noise)</source>
        <translation>Kanalbreite (leer: aus Gitter und Rauschen gewählt)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="98"/>
        <source>Tree depth h (one group of users per level)</source>
        <translation>Baumtiefe h (eine Nutzergruppe je Ebene)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="101"/>
        <source>Guideline constant α1 for the 1-D grids</source>
        <translation>Leitlinien-Konstante α1 für die 1-D-Gitter</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="103"/>
        <source>Guideline constant α2 for the 2-D grid</source>
        <translation>Leitlinien-Konstante α2 für das 2-D-Gitter</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Simulates AHEAD, a local-DP survey in several rounds that builds cells following the data. The people are divided at random into h groups, one per round. The first group reports which quarter of the extent it is in; every quarter that holds enough people is cut into four, and the next group reports its cell of the new division; and so on. Cells with few people are never cut, so busy areas end up with small cells and empty areas stay coarse. Every person reports only once, so each person is protected with ε. Finally the estimates of all rounds are combined so that every cell equals the sum of its parts. In published comparisons AHEAD is among the most accurate local methods for counts over areas, on dense and on sparse regions.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tree depth h (one group of users per level)&lt;/b&gt; (default {DEPTH}): the number of rounds and the deepest level of cutting (at most 2^h cells per side). A larger h allows finer cells but gives each round fewer people, whose estimates then decide less reliably where to cut.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): sets negative estimates to 0 and lowers the others evenly, keeping the total; it costs no privacy. Untick it for estimates that may be negative and are unbiased but for a small bias where a node's estimate was near the threshold that decided its cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert AHEAD, eine Erhebung unter lokaler DP in mehreren Runden, die Zellen entlang der Daten bildet. Die Personen werden zufällig in h Gruppen geteilt, eine je Runde. Die erste Gruppe meldet, in welchem Viertel der Ausdehnung sie ist; jedes Viertel mit genügend Personen wird in vier geteilt, und die nächste Gruppe meldet ihre Zelle der neuen Teilung; und so weiter. Zellen mit wenigen Personen werden nie geteilt, sodass belebte Gebiete kleine Zellen bekommen und leere grob bleiben. Jede Person meldet nur einmal, daher ist jede Person mit ε geschützt. Zum Schluss werden die Schätzungen aller Runden so kombiniert, dass jede Zelle der Summe ihrer Teile gleicht. In veröffentlichten Vergleichen gehört AHEAD zu den genauesten lokalen Methoden für Anzahlen über Gebiete, auf dichten wie auf dünn besetzten Regionen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Baumtiefe h (eine Nutzergruppe je Ebene)&lt;/b&gt; (Standard {DEPTH}): die Anzahl der Runden und die tiefste Ebene des Teilens (höchstens 2^h Zellen je Seite). Ein größeres h erlaubt feinere Zellen, gibt aber jeder Runde weniger Personen, deren Schätzungen dann weniger verlässlich entscheiden, wo geteilt wird.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (standardmäßig an): setzt negative Schätzungen auf 0 und senkt die anderen gleichmäßig, wobei die Summe erhalten bleibt; es kostet keine Privatsphäre. Schalten Sie es aus für Schätzungen, die negativ sein können und unverzerrt sind bis auf eine kleine Verzerrung dort, wo die Schätzung eines Knotens nahe an der Schwelle lag, die über seine Teilung entschied.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="171"/>
        <source>run the OSGeo4W setup and install the package python3-pip</source>
        <translation>führen Sie das OSGeo4W-Setup aus und installieren Sie das Paket python3-pip</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="173"/>
        <source>run `{} -m ensurepip` in a terminal</source>
        <translation>führen Sie `{} -m ensurepip` in einem Terminal aus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="175"/>
        <source>install it with the system&apos;s package manager (Debian, Ubuntu: sudo apt install python3-pip)</source>
        <translation>installieren Sie es mit der Paketverwaltung des Systems (Debian, Ubuntu: sudo apt install python3-pip)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="177"/>
        <source>pip is not available for {}: {}, then try again.</source>
        <translation>pip ist für {} nicht verfügbar: {}, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="426"/>
        <source>Cancelled; the libraries installed before stay in place.</source>
        <translation>Abgebrochen; die zuvor installierten Bibliotheken bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>exit status {}</source>
        <translation>Exit-Status {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="421"/>
        <source>Installed {} into {}. SpatialDP uses them from now on; restart QGIS if it reported them as broken before.</source>
        <translation>{} wurde in {} installiert. SpatialDP verwendet sie ab jetzt; starten Sie QGIS neu, falls es sie zuvor als defekt gemeldet hat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="583"/>
        <source>the features could not be added</source>
        <translation>die Objekte konnten nicht hinzugefügt werden</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="86"/>
        <source>The release register &apos;{}&apos; is a folder; give a file in it, such as {}.</source>
        <translation>Das Veröffentlichungsregister '{}' ist ein Ordner; geben Sie eine Datei darin an, etwa {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="98"/>
        <source>{}: {:,} true points in its extent, {:,} queries ({})</source>
        <translation>{}: {:,} wahre Punkte in seiner Ausdehnung, {:,} Abfragen ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="56"/>
        <source>The layer's CRS ({}) is in degrees, but its coordinates reach x {:,.6g}…{:,.6g} and y {:,.6g}…{:,.6g}, outside longitude and latitude: the layer's CRS is probably wrong. Set the CRS its coordinates are in (Layer Properties ▸ Source) before releasing it.</source>
        <translation>Das KBS des Layers ({}) ist in Grad, aber seine Koordinaten reichen von x {:,.6g}…{:,.6g} und y {:,.6g}…{:,.6g}, außerhalb von Länge und Breite: Das KBS des Layers ist wahrscheinlich falsch. Setzen Sie das KBS, in dem seine Koordinaten vorliegen (Layereigenschaften ▸ Quelle), bevor Sie ihn veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Views averaged by the denoiser (empty: chosen from the noise; 1: the paper&apos;s single pass)</source>
        <translation>Vom Entrauscher gemittelte Ansichten (leer: aus dem Rauschen gewählt; 1: der einzelne Durchlauf des Artikels)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="111"/>
        <source>Write the Shapefile&apos;s extension in lower case (&apos;{}&apos;): GDAL writes its files in lower case, and QGIS would look for &apos;{}&apos;.</source>
        <translation>Schreiben Sie die Erweiterung des Shapefiles klein ('{}'): GDAL schreibt seine Dateien kleingeschrieben, und QGIS würde nach '{}' suchen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the single point.</source>
        <translation>Bei ε = {:g} überdeckt das Rauschen die Daten: Jede der {:,} Zellen erhält ein Rauschen von etwa ±{:,.0f}, insgesamt mehr als der einzelne Punkt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the {:,} points.</source>
        <translation>Bei ε = {:g} überdeckt das Rauschen die Daten: Jede der {:,} Zellen erhält ein Rauschen von etwa ±{:,.0f}, insgesamt mehr als die {:,} Punkte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="81"/>
        <source>Choose a larger ε or fewer cells ({}).</source>
        <translation>Wählen Sie ein größeres ε oder weniger Zellen ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="90"/>
        <source>The grid has {:,} cells for 1 user.</source>
        <translation>Das Gitter hat {:,} Zellen für 1 Nutzer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="91"/>
        <source>The grid has {:,} cells for {:,} users.</source>
        <translation>Das Gitter hat {:,} Zellen für {:,} Nutzer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="93"/>
        <source>The grid has {:,} cells for 1 point.</source>
        <translation>Das Gitter hat {:,} Zellen für 1 Punkt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="94"/>
        <source>The grid has {:,} cells for {:,} points.</source>
        <translation>Das Gitter hat {:,} Zellen für {:,} Punkte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="95"/>
        <source>Most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid size or ε) gives more useful counts.</source>
        <translation>Die meisten Zellen enthalten 0 oder 1, ihre Anzahlen sagen also wenig. Ein gröberes Gitter (eine kleinere Gittergröße oder ein kleineres ε) ergibt aussagekräftigere Anzahlen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="131"/>
        <source>&apos;Count in the database&apos; is off</source>
        <translation>'In der Datenbank zählen' ist ausgeschaltet</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="125"/>
        <source>Counted in the database: only counts leave it.</source>
        <translation>In der Datenbank gezählt: Nur Anzahlen verlassen sie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="126"/>
        <source>Not counted in the database ({}): the points are read through QGIS.</source>
        <translation>Nicht in der Datenbank gezählt ({}): Die Punkte werden über QGIS gelesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="621"/>
        <source>The polygons have too many edges ({:,}) to be counted in the database. Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the points through QGIS, or simplify the polygons.</source>
        <translation>Die Polygone haben zu viele Kanten ({:,}), um in der Datenbank gezählt zu werden. Starten Sie erneut mit ausgeschaltetem 'In der Datenbank zählen' (PUSH_DOWN), um die Punkte über QGIS zu lesen, oder vereinfachen Sie die Polygone.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="164"/>
        <source>No Python {} of QGIS&apos;s own installation ({}) was found; install the libraries by hand as README&apos;s &apos;Optional dependencies&apos; explains.</source>
        <translation>Kein Python {} der eigenen QGIS-Installation ({}) gefunden; installieren Sie die Bibliotheken von Hand, wie der Abschnitt 'Optional dependencies' der README erklärt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="305"/>
        <source>… pip is still working ({:.0f} s without output)</source>
        <translation>… pip arbeitet noch ({:.0f} s ohne Ausgabe)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="379"/>
        <source>Checking that {} can be reached…</source>
        <translation>Prüfe, ob {} erreichbar ist…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>pip could not install {}: {}</source>
        <translation>pip konnte {} nicht installieren: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="417"/>
        <source>{} was installed into {} but does not import: {}</source>
        <translation>{} wurde in {} installiert, lässt sich aber nicht importieren: {}</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>The uniform grid suits a first private map, and points spread fairly evenly.</source>
        <translation>Das gleichmäßige Gitter eignet sich für eine erste private Karte und für recht gleichmäßig verteilte Punkte.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>The adaptive grid suits clustered points, such as towns and countryside.</source>
        <translation>Das adaptive Gitter eignet sich für geballte Punkte, etwa Städte und Land.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree suits strongly clustered points when you do not want to choose a grid size.</source>
        <translation>PrivTree eignet sich für stark geballte Punkte, wenn Sie keine Gittergröße wählen möchten.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>LDP-UG plans a survey in one round on a regular grid, the most accurate local grid for large areas.</source>
        <translation>LDP-UG plant eine Erhebung in einer Runde auf einem regelmäßigen Gitter, das genaueste lokale Gitter für große Gebiete.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>PrivAG plans a survey in two rounds whose second grid follows where the people are.</source>
        <translation>PrivAG plant eine Erhebung in zwei Runden, deren zweites Gitter dem Aufenthalt der Personen folgt.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>AAG plans a survey in two rounds when the questions are about small areas.</source>
        <translation>AAG plant eine Erhebung in zwei Runden, wenn die Fragen kleine Gebiete betreffen.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>AHEAD plans a survey in several rounds whose cells follow the data, with no grid size to choose.</source>
        <translation>AHEAD plant eine Erhebung in mehreren Runden, deren Zellen den Daten folgen, ohne zu wählende Gittergröße.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>HDG plans a survey in one round whose estimate is a fine grid, built from reports of columns, rows and coarse cells.</source>
        <translation>HDG plant eine Erhebung in einer Runde, deren Schätzung ein feines Gitter ist, gebildet aus Meldungen von Spalten, Zeilen und groben Zellen.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>DAM plans a survey about where people are concentrated (hotspots, shifts).</source>
        <translation>DAM plant eine Erhebung darüber, wo sich Personen ballen (Hotspots, Verschiebungen).</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>VDR suits location reports over time, many per person, published per time slice.</source>
        <translation>VDR eignet sich für Standortmeldungen über die Zeit, viele je Person, veröffentlicht je Zeitscheibe.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="104"/>
        <source>relative error (floor 0.1 % of N)</source>
        <translation>relativer Fehler (Untergrenze 0,1 % von N)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="106"/>
        <source>query error, floor 2 % of N (mean = AQE)</source>
        <translation>Abfragefehler, Untergrenze 2 % von N (Mittelwert = AQE)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="107"/>
        <source>absolute error (points)</source>
        <translation>absoluter Fehler (Punkte)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="80"/>
        <source>SpatialDP evaluation</source>
        <translation>SpatialDP-Auswertung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="81"/>
        <source>This evaluation compares the releases with the TRUE points: its results are not private. Use them to choose a mechanism and its parameters; do not publish them with the release.</source>
        <translation>Diese Auswertung vergleicht die Veröffentlichungen mit den WAHREN Punkten: Ihre Ergebnisse sind nicht privat. Nutzen Sie sie, um einen Mechanismus und seine Parameter zu wählen; veröffentlichen Sie sie nicht mit der Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="94"/>
        <source>True points: {}</source>
        <translation>Wahre Punkte: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="116"/>
        <source>matplotlib is not installed: no chart.</source>
        <translation>matplotlib ist nicht installiert: kein Diagramm.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="118"/>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="218"/>
        <source>grid size m</source>
        <translation>Gittergröße m</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>non-uniformity</source>
        <translation>Ungleichmäßigkeit</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>expected absolute error of a query covering {:.0%} of the extent (points)</source>
        <translation>erwarteter absoluter Fehler einer Abfrage über {:.0%} der Ausdehnung (Punkte)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="296"/>
        <source>effective grid size m1·m2</source>
        <translation>effektive Gittergröße m1·m2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 min</source>
        <translation>m2 min.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 (evenly spread)</source>
        <translation>m2 (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 max</source>
        <translation>m2 max.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1</source>
        <translation>Ebene 1</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>leaves (evenly spread)</source>
        <translation>Blätter (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>level 1: noise sd {:.3g} per cell (αε)</source>
        <translation>Ebene 1: Standardabweichung des Rauschens {:.3g} je Zelle (αε)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="346"/>
        <source>leaves per side (evenly spread points)</source>
        <translation>Blätter je Seite (gleichmäßig verteilte Punkte)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>depth (evenly spread)</source>
        <translation>Tiefe (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>leaves per side (evenly spread)</source>
        <translation>Blätter je Seite (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>split noise λ = {0:.3g}, depth bias δ = {1}: a cell at depth d is cut while its count exceeds about d·δ = {1}·d</source>
        <translation>Teilungsrauschen λ = {0:.3g}, Tiefenverzerrung δ = {1}: Eine Zelle in Tiefe d wird geteilt, solange ihre Anzahl etwa d·δ = {1}·d übersteigt</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="414"/>
        <source>grid size g</source>
        <translation>Gittergröße g</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="415"/>
        <source>oracle: {} over {} cells</source>
        <translation>Orakel: {} über {} Zellen</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="436"/>
        <source>effective grid size g1·g2</source>
        <translation>effektive Gittergröße g1·g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 min</source>
        <translation>g2 min.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 (evenly spread)</source>
        <translation>g2 (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 max</source>
        <translation>g2 max.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1: {}, noise sd {:.3g} per cell (σN users, scaled to N)</source>
        <translation>Ebene 1: {}, Standardabweichung des Rauschens {:.3g} je Zelle (σN Nutzer, auf N hochgerechnet)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>leaves: {} over about {} cells</source>
        <translation>Blätter: {} über etwa {} Zellen</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="512"/>
        <source>2-D grid size g2</source>
        <translation>2-D-Gittergröße g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid</source>
        <translation>2-D-Gitter</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>response matrix</source>
        <translation>Antwortmatrix</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid: {} over {} cells</source>
        <translation>2-D-Gitter: {} über {} Zellen</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>1-D grids: {} over {} cells, noise sd {:.3g} per cell</source>
        <translation>1-D-Gitter: {} über {} Zellen, Standardabweichung des Rauschens {:.3g} je Zelle</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="554"/>
        <source>leaves per side 2^l</source>
        <translation>Blätter je Seite 2^l</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>levels cut (evenly spread)</source>
        <translation>geteilte Ebenen (gleichmäßig verteilt)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>a node is cut when it holds at least {:.2%} of the users</source>
        <translation>ein Knoten wird geteilt, wenn er mindestens {:.2%} der Nutzer enthält</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>{:,} users per level</source>
        <translation>{:,} Nutzer je Ebene</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>mutual information bound I(b)</source>
        <translation>Schranke der Transinformation I(b)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>radius b (cells)</source>
        <translation>Radius b (Zellen)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>upper bound of the mutual information (nats)</source>
        <translation>obere Schranke der Transinformation (nats)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="594"/>
        <source>EM estimate: no closed-form noise per cell</source>
        <translation>EM-Schätzung: keine geschlossene Formel für das Rauschen je Zelle</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="625"/>
        <source>grid size M (one time slice)</source>
        <translation>Gittergröße M (eine Zeitscheibe)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="627"/>
        <source>T lowered from {0} so that each slice keeps at least {1}×{1} cells</source>
        <translation>T von {0} gesenkt, damit jede Zeitscheibe mindestens {1}×{1} Zellen behält</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="629"/>
        <source>the denoiser usually tolerates finer grids than this noisy-histogram optimum</source>
        <translation>der Entrauscher verträgt meist feinere Gitter als dieses Optimum des verrauschten Histogramms</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="58"/>
        <source>&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person or event, best in a projected CRS (metres) so that all cells have the same area.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area the grid covers. Use an area anybody may know — a city or county boundary, a rectangle typed in, the map canvas — not the extent of your points, which reveals where the outermost points lie. Left empty, the layer's extent is used and the output is marked as not suitable for publication. Points outside the extent are left out; with none inside, the output is noise only and the log says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Eingabe-Punktlayer&lt;/b&gt;: ein Punkt je Person oder Ereignis, am besten in einem projizierten KBS (Meter), damit alle Zellen dieselbe Fläche haben.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Öffentliche Ausdehnung&lt;/b&gt;: das Gebiet, das das Gitter abdeckt. Verwenden Sie ein Gebiet, das jeder kennen darf — eine Stadt- oder Kreisgrenze, ein eingetipptes Rechteck, den Kartenausschnitt —, nicht die Ausdehnung Ihrer Punkte, die verrät, wo die äußersten Punkte liegen. Bleibt sie leer, wird die Ausdehnung des Layers verwendet und die Ausgabe als nicht zur Veröffentlichung geeignet markiert. Punkte außerhalb der Ausdehnung werden weggelassen; liegt keiner darin, ist die Ausgabe reines Rauschen, und das Protokoll sagt es.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="75"/>
        <source>&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: leave the field empty when each point is a different person. If a person can have several points (repeat visits, several addresses), choose the field that identifies them: each person&apos;s points are then reduced to a random sample of at most k, and the noise grows k times. Points without a user id are left out (the log says how many). k = 1 gives the least noise; raise it only when most people have several points that should all count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Feld der Nutzerkennung&lt;/b&gt; und &lt;b&gt;Höchstzahl an Punkten je Nutzer (k)&lt;/b&gt;: Lassen Sie das Feld leer, wenn jeder Punkt eine andere Person ist. Kann eine Person mehrere Punkte haben (wiederholte Besuche, mehrere Adressen), wählen Sie das Feld, das sie kennzeichnet: Die Punkte jeder Person werden dann auf eine Zufallsstichprobe von höchstens k reduziert, und das Rauschen wächst k-fach. Punkte ohne Nutzerkennung werden weggelassen (das Protokoll sagt, wie viele). k = 1 ergibt das geringste Rauschen; erhöhen Sie es nur, wenn die meisten Personen mehrere Punkte haben, die alle zählen sollen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="263"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: in a real survey each person's phone or computer adds the noise before sending anything, so nobody — you included — ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a survey from a layer of true locations (each point is one person who reports once), so that you can choose ε, the grid and the method before running the survey for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person, best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: the protection of each person's single report; smaller ε means stronger protection and more noise. Local noise is much larger than in the central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many people — tens of thousands or more. More people or a larger ε give more accurate results.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area every device uses for the grid. In a real survey it must contain everybody who takes part (someone outside it who did not report would stand out). Left empty, the layer's extent is used and the output is marked as not suitable for publication; in this simulation points outside the extent are left out, and with nobody inside every estimate is 0. A mechanism that splits the people into groups and has fewer people than groups lets each report once on its first grid, as LDP-UG does (the log says so).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lokales Modell&lt;/b&gt;: In einer echten Erhebung fügt das Telefon oder der Rechner jeder Person das Rauschen hinzu, bevor irgendetwas gesendet wird, sodass niemand — auch Sie nicht — je die wahren Standorte besitzt. Dieser Algorithmus &lt;i&gt;simuliert&lt;/i&gt; eine solche Erhebung aus einem Layer wahrer Standorte (jeder Punkt ist eine Person, die einmal meldet), damit Sie ε, das Gitter und die Methode wählen können, bevor Sie die Erhebung wirklich durchführen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eingabe-Punktlayer&lt;/b&gt;: ein Punkt je Person, am besten in einem projizierten KBS (Meter).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: der Schutz der einzelnen Meldung jeder Person; kleineres ε bedeutet stärkeren Schutz und mehr Rauschen. Lokales Rauschen ist viel größer als in den zentralen Algorithmen (UG, AG): typische ε liegen bei 1 bis 5, und brauchbare Karten brauchen viele Personen — Zehntausende oder mehr. Mehr Personen oder ein größeres ε ergeben genauere Ergebnisse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Öffentliche Ausdehnung&lt;/b&gt;: das Gebiet, das jedes Gerät für das Gitter verwendet. In einer echten Erhebung muss es alle Teilnehmenden enthalten (jemand außerhalb, der nicht gemeldet hat, fiele auf). Bleibt sie leer, wird die Ausdehnung des Layers verwendet und die Ausgabe als nicht zur Veröffentlichung geeignet markiert; in dieser Simulation werden Punkte außerhalb der Ausdehnung weggelassen, und ist niemand darin, ist jede Schätzung 0. Ein Mechanismus, der die Personen in Gruppen teilt und weniger Personen als Gruppen hat, lässt jede einmal auf seinem ersten Gitter melden, wie LDP-UG (das Protokoll sagt es).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zufallsstartwert&lt;/b&gt; (erweitert): nur für Tests; die Ausgabe wird dann als nicht zur Veröffentlichung geeignet markiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="83"/>
        <source>{} is given {} times; give it once.</source>
        <translation>{} ist {}-mal angegeben; geben Sie es einmal an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="108"/>
        <source>Dataset name in the register (empty: none; recorded as given)</source>
        <translation>Name des Datensatzes im Register (leer: keiner; wie angegeben festgehalten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Release register&lt;/b&gt; and &lt;b&gt;Register cap on ε&lt;/b&gt; (advanced): every release of the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one at ε = 1. A release register is a JSON file that records each release of a layer (the data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose one, or type a new file name to start one: the log then shows the ε already spent on this layer and what remains under the cap, a release that would exceed the cap is refused before anything is written, and the release is recorded once its output is written. A cap, once given, stays in the register for this data and unit of privacy. The register recognises the data by its source, by a keyed fingerprint of its points (so a copy, an export to another format or a reprojection spends the same budget) and by the &lt;b&gt;Dataset name in the register&lt;/b&gt;, if you declare one (a public name, recorded as given: use it for data counted in a database, or edited). Filters and selections do not make other data (docs/register.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Veröffentlichungsregister&lt;/b&gt; und &lt;b&gt;Obergrenze für ε im Register&lt;/b&gt; (erweitert): Jede Veröffentlichung derselben Daten verbraucht ihr Privatsphäre-Budget: Zwei Veröffentlichungen bei ε = 0,5 verraten so viel wie eine bei ε = 1. Ein Veröffentlichungsregister ist eine JSON-Datei, die jede Veröffentlichung eines Layers festhält (die Datenquelle, die Schutzeinheit, ε, den Algorithmus, die Zeit und die Ausgaben). Wählen Sie eines, oder tippen Sie einen neuen Dateinamen ein, um eines anzulegen: Das Protokoll zeigt dann das für diesen Layer bereits verbrauchte ε und was unter der Obergrenze bleibt, eine Veröffentlichung, die die Obergrenze überschritte, wird abgelehnt, bevor etwas geschrieben wird, und die Veröffentlichung wird festgehalten, sobald ihre Ausgabe geschrieben ist. Eine einmal gesetzte Obergrenze bleibt für diese Daten und diese Schutzeinheit im Register. Das Register erkennt die Daten an ihrer Quelle, an einem geschlüsselten Fingerabdruck ihrer Punkte (sodass eine Kopie, ein Export in ein anderes Format oder eine Umprojektion dasselbe Budget verbraucht) und am &lt;b&gt;Name des Datensatzes im Register&lt;/b&gt;, falls Sie einen angeben (ein öffentlicher Name, wie angegeben festgehalten: verwenden Sie ihn für Daten, die in einer Datenbank gezählt werden, oder für bearbeitete Daten). Filter und Auswahlen machen keine anderen Daten daraus (docs/register.md).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="285"/>
        <source>Release register: the points were not read into memory (counted in the database or batch by batch) or cannot be placed in WGS 84, so the register knows this release by its source and dataset name only, not by its points (docs/register.md).</source>
        <translation>Veröffentlichungsregister: Die Punkte wurden nicht in den Speicher gelesen (in der Datenbank oder stapelweise gezählt) oder lassen sich nicht in WGS 84 verorten, daher kennt das Register diese Veröffentlichung nur an ihrer Quelle und ihrem Datensatznamen, nicht an ihren Punkten (docs/register.md).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="292"/>
        <source>Release register: with the earlier releases of the same points, ε = {} has been spent on this data in {} releases.</source>
        <translation>Veröffentlichungsregister: Mit den früheren Veröffentlichungen derselben Punkte wurde für diese Daten ε = {} in {} Veröffentlichungen verbraucht.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="327"/>
        <source>The output was written, but the release register could not record it as released ({}); it is recorded as pending, with its outputs, and keeps counting: once the register is free, run {}</source>
        <translation>Die Ausgabe wurde geschrieben, aber das Veröffentlichungsregister konnte sie nicht als veröffentlicht festhalten ({}); sie ist als ausstehend festgehalten, mit ihren Ausgaben, und zählt weiter: Sobald das Register frei ist, führen Sie aus: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="342"/>
        <source>Release register: this run read the data, so its entry stays pending and keeps counting; if none of its outputs was published, remove it with {}</source>
        <translation>Veröffentlichungsregister: Dieser Lauf hat die Daten gelesen, daher bleibt sein Eintrag ausstehend und zählt weiter; wurde keine seiner Ausgaben veröffentlicht, entfernen Sie ihn mit {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="369"/>
        <source>The release register '{}' refuses this release: ε = {} has already been spent on this data (unit of privacy: {}) and its cap is {}, so {} remains, less than this release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the data's custodian agrees; nothing was written.</source>
        <translation>Das Veröffentlichungsregister '{}' lehnt diese Veröffentlichung ab: Für diese Daten wurde bereits ε = {} verbraucht (Schutzeinheit: {}), und ihre Obergrenze ist {}, also bleibt {}, weniger als das ε = {} dieser Veröffentlichung. Wählen Sie ein kleineres ε oder erhöhen Sie die Obergrenze (Obergrenze für ε im Register), wenn die Verantwortlichen der Daten zustimmen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="281"/>
        <source>GDAL gave more rows than its {:,} features</source>
        <translation>GDAL lieferte mehr Zeilen als seine {:,} Objekte</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="283"/>
        <source>GDAL read {:,} of its {:,} features</source>
        <translation>GDAL las {:,} seiner {:,} Objekte</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="285"/>
        <source>&apos;{}&apos; is damaged: {}{}. Repair it or export it again from its source; nothing was written.</source>
        <translation>'{}' ist beschädigt: {}{}. Reparieren Sie die Datei oder exportieren Sie sie erneut aus ihrer Quelle; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="288"/>
        <source>&apos;{}&apos; is damaged or was changed while it was read: {}. Run again once nothing writes to it, or repair it; nothing was written.</source>
        <translation>'{}' ist beschädigt oder wurde beim Lesen geändert: {}. Starten Sie erneut, sobald nichts mehr hineinschreibt, oder reparieren Sie die Datei; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="364"/>
        <source>The input layer could not be read whole: {:,} of its {:,} features came (a lost database connection, a damaged file, or a layer that changed since it was loaded or while it was read); nothing was written. Run again, after reloading the layer if it changed.</source>
        <translation>Der Eingabelayer konnte nicht vollständig gelesen werden: {:,} seiner {:,} Objekte kamen an (eine verlorene Datenbankverbindung, eine beschädigte Datei oder ein Layer, der sich seit dem Laden oder beim Lesen geändert hat); es wurde nichts geschrieben. Starten Sie erneut, nachdem Sie den Layer neu geladen haben, falls er sich geändert hat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/legend.py" line="107"/>
        <source>0 or less</source>
        <translation>0 oder weniger</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="240"/>
        <source>hectare</source>
        <translation>Hektar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="240"/>
        <source>km²</source>
        <translation>km²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="240"/>
        <source>100 km²</source>
        <translation>100 km²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>10,000 km²</source>
        <translation>10.000 km²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>map unit²</source>
        <translation>Karteneinheit²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="246"/>
        <source>Hatched: count within its margin of error of 0 — cannot be told from an empty cell</source>
        <translation>Schraffiert: Anzahl innerhalb ihrer Fehlermarge von 0 — nicht von einer leeren Zelle zu unterscheiden</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="271"/>
        <source>{} per {}</source>
        <translation>{} je {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="187"/>
        <source>The connection to the database was lost or reset during the release, so its queries no longer read one state of the table; nothing was written. Run again.</source>
        <translation>Die Verbindung zur Datenbank ging während der Veröffentlichung verloren oder wurde zurückgesetzt, sodass ihre Abfragen nicht mehr einen einzigen Stand der Tabelle lesen; es wurde nichts geschrieben. Starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="206"/>
        <source>The connection to the database is busy with another transaction of QGIS; nothing was written. Run again.</source>
        <translation>Die Verbindung zur Datenbank ist mit einer anderen Transaktion von QGIS beschäftigt; es wurde nichts geschrieben. Starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/streaming.py" line="85"/>
        <source>&apos;{}&apos; changed while it was read ({:,} features, then {:,}); nothing was written. Run again once nothing writes to it.</source>
        <translation>'{}' hat sich beim Lesen geändert ({:,} Objekte, dann {:,}); es wurde nichts geschrieben. Starten Sie erneut, sobald nichts mehr hineinschreibt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="407"/>
        <source>Release register '{}': ε = {} per resident recorded for this campaign (unit of privacy: {}); ε = {} spent before on this dataset.</source>
        <translation>Veröffentlichungsregister '{}': ε = {} je Einwohner für diese Kampagne festgehalten (Schutzeinheit: {}); ε = {} zuvor für diesen Datensatz verbraucht.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="67"/>
        <source>flow (width: noisy count)</source>
        <translation>Fluss (Breite: verrauschte Anzahl)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="68"/>
        <source>flow ≥ {} (width: noisy count)</source>
        <translation>Fluss ≥ {} (Breite: verrauschte Anzahl)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="69"/>
        <source>within its margin of error (faded)</source>
        <translation>innerhalb seiner Fehlermarge (blass)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Counts in polygons suit areas that are published already: census tracts, districts, health regions.</source>
        <translation>Anzahlen in Polygonen eignen sich für Gebiete, nach denen schon veröffentlicht wird: Zählbezirke, Bezirke, Gesundheitsregionen.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts in polygons</source>
        <translation>Private Anzahlen in Polygonen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Public polygon layer (tracts, ZIP codes, districts)</source>
        <translation>Öffentlicher Polygonlayer (Zählbezirke, Postleitzahlen, Bezirke)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Parent field (nested areas, e.g. the county of a tract)</source>
        <translation>Feld des übergeordneten Gebiets (verschachtelte Gebiete, z. B. der Kreis eines Zählbezirks)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Share of ε for the parent counts</source>
        <translation>Anteil von ε für die Anzahlen der übergeordneten Gebiete</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;Counts the points in each polygon of a public layer — census tracts, ZIP code areas, districts — and releases the counts with differential privacy: each count gets exact discrete Laplace noise. The polygons' shapes and attributes are public and are copied to the output as they are; only the counts are protected.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: the sensitive points. &lt;b&gt;Public polygon layer&lt;/b&gt;: the areas to count in. Their union is the public domain: points in no polygon are ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 when they do not overlap) and counts each point in at most D polygons, so the noise grows with D. A point on the border between two polygons counts in one of them. If the polygons are in another CRS they are reprojected to the points' CRS, and the output is in the points' CRS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field&lt;/b&gt; (optional): a field of the polygons naming a larger area each belongs to (tract → county). Both levels are then released, the parents with a &lt;b&gt;Share of ε for the parent counts&lt;/b&gt; (advanced, default {PARENT_SHARE:g}) and the polygons with the rest, and made consistent so that each parent's count is the sum of its polygons'.&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k points (a uniform sample of their points is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private counts per polygon&lt;/b&gt;: the polygons with their attributes plus noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of error: the count of points lies within noisy_count ± moe90 with probability at least 90 %) and density (count per km² in a projected CRS); with a parent field also the parent's count, noise_sd and moe90. &lt;b&gt;Private counts per parent&lt;/b&gt; (optional, with a parent field): one feature per parent, the union of its polygons, with the same fields. The layers' metadata records ε, D and the unit of privacy.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zählt die Punkte in jedem Polygon eines öffentlichen Layers — Zählbezirke, Postleitzahlgebiete, Bezirke — und veröffentlicht die Anzahlen mit Differenzieller Privatsphäre: Jede Anzahl erhält exaktes diskretes Laplace-Rauschen. Formen und Attribute der Polygone sind öffentlich und werden unverändert in die Ausgabe übernommen; nur die Anzahlen sind geschützt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eingabe-Punktlayer&lt;/b&gt;: die sensiblen Punkte. &lt;b&gt;Öffentlicher Polygonlayer&lt;/b&gt;: die Gebiete, in denen gezählt wird. Ihre Vereinigung ist die öffentliche Domäne: Punkte in keinem Polygon werden ignoriert. Polygone dürfen sich überlappen: Der Algorithmus ermittelt, wie viele sich höchstens überlappen (D, 1 wenn sie sich nicht überlappen), und zählt jeden Punkt in höchstens D Polygonen, sodass das Rauschen mit D wächst. Ein Punkt auf der Grenze zwischen zwei Polygonen zählt in einem von ihnen. Liegen die Polygone in einem anderen KBS, werden sie in das KBS der Punkte umprojiziert, und die Ausgabe liegt im KBS der Punkte.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: kleiner ist privater und verrauschter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Feld des übergeordneten Gebiets&lt;/b&gt; (optional): ein Feld der Polygone, das ein größeres Gebiet nennt, zu dem jedes gehört (Zählbezirk → Kreis). Beide Ebenen werden dann veröffentlicht, die übergeordneten mit einem &lt;b&gt;Anteil von ε für die Anzahlen der übergeordneten Gebiete&lt;/b&gt; (erweitert, Standard {PARENT_SHARE:g}) und die Polygone mit dem Rest, und konsistent gemacht, sodass die Anzahl jedes übergeordneten Gebiets die Summe seiner Polygone ist.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Feld der Nutzerkennung&lt;/b&gt; und &lt;b&gt;Höchstzahl an Punkten je Nutzer (k)&lt;/b&gt;: Mit einer Nutzerkennung ist die Schutzeinheit eine Person mit höchstens k Punkten (eine gleichmäßige Stichprobe ihrer Punkte wird behalten). &lt;b&gt;Zufallsstartwert&lt;/b&gt; (erweitert): reproduzierbares Rauschen nur für Tests; veröffentlichen Sie nie eine Veröffentlichung mit Startwert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private Anzahlen je Polygon&lt;/b&gt;: die Polygone mit ihren Attributen plus noisy_count, noise_sd (die Standardabweichung des Rauschens), moe90 (90-%-Fehlermarge: Die Anzahl der Punkte liegt mit einer Wahrscheinlichkeit von mindestens 90 % innerhalb von noisy_count ± moe90) und density (Anzahl je km² in einem projizierten KBS); mit einem Feld des übergeordneten Gebiets auch dessen Anzahl, noise_sd und moe90. &lt;b&gt;Private Anzahlen je übergeordnetem Gebiet&lt;/b&gt; (optional, mit einem Feld des übergeordneten Gebiets): ein Objekt je übergeordnetem Gebiet, die Vereinigung seiner Polygone, mit denselben Feldern. Die Metadaten der Layer halten ε, D und die Schutzeinheit fest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per polygon</source>
        <translation>Private Anzahlen je Polygon</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per parent</source>
        <translation>Private Anzahlen je übergeordnetem Gebiet</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="94"/>
        <source>The public polygon layer has {} geometries; choose a layer of polygons (tracts, ZIP code areas, districts).</source>
        <translation>Der öffentliche Polygonlayer hat {}-Geometrien; wählen Sie einen Layer aus Polygonen (Zählbezirke, Postleitzahlgebiete, Bezirke).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="98"/>
        <source>The public polygon layer has no coordinate reference system; set one so that it can be matched with the points.</source>
        <translation>Der öffentliche Polygonlayer hat kein Koordinatenbezugssystem; setzen Sie eines, damit er mit den Punkten abgeglichen werden kann.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="120"/>
        <source>The polygons are in {} and the points in {}: the polygons are reprojected to {}, the CRS of the output.</source>
        <translation>Die Polygone liegen in {} und die Punkte in {}: Die Polygone werden in {} umprojiziert, das KBS der Ausgabe.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="125"/>
        <source>Reading polygons…</source>
        <translation>Lese Polygone…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="145"/>
        <source>The polygons could not be reprojected to the points&apos; CRS ({}): {}. Reproject one of the layers first.</source>
        <translation>Die Polygone konnten nicht in das KBS der Punkte umprojiziert werden ({}): {}. Projizieren Sie zuerst einen der Layer um.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="149"/>
        <source>The public polygon layer has no polygons; choose a layer with at least one.</source>
        <translation>Der öffentliche Polygonlayer hat keine Polygone; wählen Sie einen Layer mit mindestens einem.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="153"/>
        <source>{:,} of the {:,} polygons were skipped by Processing's setting for invalid geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix Geometries) or set the input's invalid-feature filtering to 'Do not filter'.</source>
        <translation>{:,} der {:,} Polygone wurden von der Processing-Einstellung für ungültige Geometrien übersprungen und fehlen in der Ausgabe; reparieren Sie sie (Vektor ▸ Geometrie-Werkzeuge ▸ Geometrien reparieren) oder setzen Sie die Filterung ungültiger Objekte der Eingabe auf 'Nicht filtern'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="160"/>
        <source>Some polygons have no value in the parent field &apos;{}&apos;; fill them first.</source>
        <translation>Einige Polygone haben keinen Wert im Feld des übergeordneten Gebiets '{}'; füllen Sie sie zuerst aus.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="172"/>
        <source>Feature {} of the public polygon layer is a {}, not a polygon; keep only the polygons (e.g. Extract by expression with geometry_type($geometry) = &apos;Polygon&apos;).</source>
        <translation>Objekt {} des öffentlichen Polygonlayers ist ein {}, kein Polygon; behalten Sie nur die Polygone (z. B. Nach Ausdruck extrahieren mit geometry_type($geometry) = 'Polygon').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the points inside it by the even–odd rule, which may not be the shape meant; fix it first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>1 der {1:,} Polygone ist ungültig (z. B. ein Ring kreuzt sich selbst): Es zählt die Punkte darin nach der Gerade-Ungerade-Regel, was nicht die gemeinte Form sein muss; reparieren Sie es zuerst mit Vektor ▸ Geometrie-Werkzeuge ▸ Geometrien reparieren.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count the points inside them by the even–odd rule, which may not be the shapes meant; fix them first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>{0:,} der {1:,} Polygone sind ungültig (z. B. ein Ring kreuzt sich selbst): Sie zählen die Punkte darin nach der Gerade-Ungerade-Regel, was nicht die gemeinten Formen sein müssen; reparieren Sie sie zuerst mit Vektor ▸ Geometrie-Werkzeuge ▸ Geometrien reparieren.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Denominator field for rates (the polygons&apos; population; public)</source>
        <translation>Nennerfeld für Raten (die Bevölkerung der Polygone; öffentlich)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Rates per</source>
        <translation>Raten pro</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>1,000 people</source>
        <translation>1.000 Personen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>100,000 people</source>
        <translation>100.000 Personen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Flag rates whose denominator is below (0: never)</source>
        <translation>Raten markieren, deren Nenner kleiner ist als (0: nie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;&lt;b&gt;Denominator field for rates&lt;/b&gt; (optional): a numeric field of the polygons holding their population, which must be public (a census count, not derived from the points). The output then also has rate (noisy_count per 1,000 or 100,000 people, as chosen in &lt;b&gt;Rates per&lt;/b&gt;), rate_sd and rate_moe90, the count's margins scaled by the same factor: they cover the privacy noise only, not sampling error. Rates are post-processing and cost no extra ε. A denominator of 0 or NULL gives a NULL rate; rates whose denominator is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt; (advanced, default {MIN_DENOMINATOR:g}) are flagged in small_denominator.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nennerfeld für Raten&lt;/b&gt; (optional): ein numerisches Feld der Polygone mit ihrer Bevölkerung, die öffentlich sein muss (eine Zensuszahl, nicht aus den Punkten abgeleitet). Die Ausgabe enthält dann auch rate (noisy_count pro 1.000 oder 100.000 Personen, wie unter &lt;b&gt;Raten pro&lt;/b&gt; gewählt), rate_sd und rate_moe90, die Fehlergrenzen der Zählung mit demselben Faktor skaliert: Sie decken nur das Datenschutzrauschen ab, nicht den Stichprobenfehler. Raten sind Nachverarbeitung und kosten kein zusätzliches ε. Ein Nenner von 0 oder NULL ergibt eine NULL-Rate; Raten, deren Nenner kleiner ist als &lt;b&gt;Raten markieren, deren Nenner kleiner ist als&lt;/b&gt; (erweitert, Standard {MIN_DENOMINATOR:g}), werden in small_denominator markiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="105"/>
        <source>relative error on rectangles holding at least 0.1 % of N</source>
        <translation>relativer Fehler auf Rechtecken mit mindestens 0,1 % von N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="274"/>
        <source>{} not installed: {} cannot be reached ({}). Connect to the internet, or download the wheels on another computer (pip download) and give their folder in the QGIS settings under {} (docs/install.md, &apos;Optional dependencies&apos;).</source>
        <translation>{} nicht installiert: {} ist nicht erreichbar ({}). Verbinden Sie sich mit dem Internet, oder laden Sie die Wheels auf einem anderen Rechner herunter (pip download) und geben Sie ihren Ordner in den QGIS-Einstellungen unter {} an (docs/install.md, 'Optional dependencies').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="47"/>
        <source>The median comes first: on clustered data the mean relative error is driven by the rectangles in empty space, where it is just the noise divided by the floor (0.1 % of all points), so it can peak at middle sizes and say little about the rectangles that hold points; the error on rectangles holding at least the floor is shown on its own.</source>
        <translation>Der Median steht vorn: Bei geballten Daten wird der mittlere relative Fehler von den Rechtecken im leeren Raum bestimmt, wo er nur das Rauschen geteilt durch die Untergrenze (0,1 % aller Punkte) ist; so kann er bei mittleren Größen gipfeln und wenig über die Rechtecke sagen, die Punkte enthalten. Der Fehler auf Rechtecken mit mindestens der Untergrenze wird eigens gezeigt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median, rectangles holding ≥ 0.1 % of N</source>
        <translation>Median, Rechtecke mit ≥ 0,1 % von N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="103"/>
        <source>Relative error (floor 0.1 % of N): the median first</source>
        <translation>Relativer Fehler (Untergrenze 0,1 % von N): zuerst der Median</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="132"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one count per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: points of any other value, or none, count in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Every point lies in one category and one period and each person keeps at most k points in all, so the whole table costs ε once: each count gets the noise of a single map, not C times more as C separate releases would. A cell's total is the sum of its categories and periods, exactly. Points outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (one feature per cell and period, fields n_… and moe90_… per category and total) or long (one feature per cell, category and period, for filtering). Periods carry t_start and t_end, so the Temporal Controller animates them. See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kategoriefeld&lt;/b&gt;, &lt;b&gt;Kategorien&lt;/b&gt;, &lt;b&gt;Zeitfeld&lt;/b&gt;, &lt;b&gt;Zeitraum&lt;/b&gt; und &lt;b&gt;Öffentlicher Zeitraum 'Beginn/Ende'&lt;/b&gt; (optional): eine Zählung je Zelle und Kategorie (und Zeitraum) statt einer je Zelle. Die Kategorien sind eine Liste, die Sie angeben (oder die Wertzuordnung des Feldes), wie die Ausdehnung: Punkte mit einem anderen Wert oder ohne Wert zählen in 'other / missing'. &lt;b&gt;Kategorien aus den Daten lesen&lt;/b&gt; (erweitert) verrät, welche Kategorien vorkommen, und kennzeichnet die Ausgabe daher als nicht zur Veröffentlichung geeignet. Kalenderzeiträume (UTC) werden auf den Zeitbereich zugeschnitten; &lt;b&gt;Zeitraumgrenzen&lt;/b&gt; (erweitert) legt eigene fest. Jeder Punkt liegt in einer Kategorie und einem Zeitraum, und jede Person behält insgesamt höchstens k Punkte, daher kostet die ganze Tabelle ε nur einmal: Jede Zählung erhält das Rauschen einer einzigen Karte, nicht C-mal mehr wie bei C getrennten Veröffentlichungen. Die Summe einer Zelle ist genau die Summe ihrer Kategorien und Zeiträume. Punkte außerhalb des Zeitbereichs werden ausgelassen. &lt;b&gt;Tabellenlayout&lt;/b&gt;: breit (ein Objekt je Zelle und Zeitraum, Felder n_… und moe90_… je Kategorie und total) oder lang (ein Objekt je Zelle, Kategorie und Zeitraum, zum Filtern). Zeiträume tragen t_start und t_end, sodass der Zeitmanager sie animiert. Siehe docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>&lt;p&gt;Publishes point counts on a two-level grid with differential privacy, on the true points (central model). A coarse grid comes first; each of its cells is then cut into smaller cells, the more the more points it holds, so busy areas get detail and empty areas stay coarse. Every count gets random noise; finally the counts of the two levels are made consistent (each coarse cell equals the sum of its small cells), which also reduces the noise. For clustered data it is usually more accurate than the uniform grid (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size m1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of points and ε (at least 10). How finely each coarse cell is cut is always decided automatically from its noisy count.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share α of ε for the first level&lt;/b&gt;: how ε is divided between the two levels. The default 0.4 was about 5 % more accurate than the paper's 0.5 on the project's real data sets (docs/best-by-default.md); enter 0.5 for the paper's AG. A smaller α leaves more of ε for the small cells and makes the coarse counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level cells&lt;/b&gt; (optional output): the coarse cells with their consistent counts; the main output holds the small cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Veröffentlicht Punktanzahlen auf einem zweistufigen Gitter mit Differenzieller Privatsphäre, auf den wahren Punkten (zentrales Modell). Zuerst kommt ein grobes Gitter; jede seiner Zellen wird dann in kleinere Zellen geteilt, umso mehr, je mehr Punkte sie enthält, sodass belebte Gebiete Details bekommen und leere grob bleiben. Jede Anzahl erhält zufälliges Rauschen; schließlich werden die Anzahlen der beiden Ebenen konsistent gemacht (jede grobe Zelle ist gleich der Summe ihrer kleinen Zellen), was auch das Rauschen verringert. Für geballte Daten ist es meist genauer als das gleichmäßige Gitter (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße der ersten Ebene m1&lt;/b&gt;: grobe Zellen je Seite. 0 (empfohlen) wählt sie aus der Anzahl der Punkte und ε (mindestens 10). Wie fein jede grobe Zelle geteilt wird, entscheidet sich immer automatisch aus ihrer verrauschten Anzahl.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anteil α von ε für die erste Ebene&lt;/b&gt;: wie ε auf die beiden Ebenen aufgeteilt wird. Der Standard 0,4 war auf den echten Datensätzen des Projekts etwa 5 % genauer als die 0,5 des Artikels (docs/best-by-default.md); geben Sie 0,5 für das AG des Artikels ein. Ein kleineres α lässt mehr von ε für die kleinen Zellen und macht die groben Anzahlen verrauschter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zellen der ersten Ebene&lt;/b&gt; (optionale Ausgabe): die groben Zellen mit ihren konsistenten Anzahlen; die Hauptausgabe enthält die kleinen Zellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="286"/>
        <source>&lt;p&gt;&lt;b&gt;Why the grid is coarse&lt;/b&gt;: the automatic first-level grid size of AAG grows with the number of people and with ε. With 5,000 people at ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). Finer grids than that are mostly noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its cell. 'Adaptive' (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): the estimated counts are unbiased but can be negative. Norm-Sub sets negative counts to 0 and lowers the others evenly so that the total stays the number of people. It costs no privacy, and in our benchmarks it made counts over areas more accurate, not less. Untick it for the papers' unbiased estimates; the output field norm_sub records the choice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density.&lt;/p&gt;&lt;p&gt;For reports collected for real, use 'Estimate a grid from LDP reports'.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Warum das Gitter grob ist&lt;/b&gt;: Die automatische Gittergröße der ersten Ebene von AAG wächst mit der Anzahl der Personen und mit ε. Bei 5.000 Personen und ε = 1 ist es nur 2×2; bei einer Million Personen und ε = 1 ist es 6×6 (13×13 bei ε = 3). Feinere Gitter sind überwiegend Rauschen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequenzorakel&lt;/b&gt; (erweitert): wie jedes Gerät seine Zelle zufällig verändert. 'Adaptiv' (empfohlen) wählt die genauere der beiden Methoden für die Anzahl der Zellen: GRR (Randomized Response) für wenige Zellen, OLH (lokales Hashing) für viele.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (standardmäßig an): Die geschätzten Anzahlen sind unverzerrt, können aber negativ sein. Norm-Sub setzt negative Anzahlen auf 0 und senkt die anderen gleichmäßig, sodass die Summe die Anzahl der Personen bleibt. Es kostet keine Privatsphäre, und in unseren Vergleichsmessungen machte es Anzahlen über Gebiete genauer, nicht ungenauer. Schalten Sie es für die unverzerrten Schätzungen der Artikel aus; das Ausgabefeld norm_sub hält die Wahl fest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privates Gitter&lt;/b&gt;: Polygone mit der geschätzten Anzahl jeder Zelle (noisy_count) und ihrer Dichte.&lt;/p&gt;&lt;p&gt;Für wirklich erhobene Meldungen verwenden Sie 'Gitter aus LDP-Meldungen schätzen'.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>&lt;p&gt;Simulates a local-DP survey in which every person's device reports its cell of a regular g×g grid, randomised so that each report protects that person with ε, and estimates from the reports how many people are in each cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size g&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of people and ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α of the paper's Eq. 4&lt;/b&gt;: 0 (recommended) sizes the grid by the rule of our study, more accurate on four real data sets: 5×5 for 5,000 people at ε = 1, 9×9 for a million (17×17 at ε = 3). A value such as the paper's 0.02 uses the paper's rule instead; a larger α gives a finer grid with noisier cells.&lt;/p&gt;&lt;p&gt;The paper's LDP-UG: α = 0.02 and untick Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert eine Erhebung unter lokaler DP, in der das Gerät jeder Person seine Zelle eines regelmäßigen g×g-Gitters meldet, so zufällig verändert, dass jede Meldung diese Person mit ε schützt, und schätzt aus den Meldungen, wie viele Personen in jeder Zelle sind.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße g&lt;/b&gt;: Zellen je Seite. 0 (empfohlen) wählt sie aus der Anzahl der Personen und ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leitlinien-Konstante α der Gl. 4 des Artikels&lt;/b&gt;: 0 (empfohlen) bemisst das Gitter nach der Regel unserer Studie, die auf vier echten Datensätzen genauer war: 5×5 für 5.000 Personen bei ε = 1, 9×9 für eine Million (17×17 bei ε = 3). Ein Wert wie 0,02 des Artikels verwendet stattdessen dessen Regel; ein größeres α ergibt ein feineres Gitter mit verrauschteren Zellen.&lt;/p&gt;&lt;p&gt;Das LDP-UG des Artikels: α = 0,02 und Norm-Sub ausschalten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of the people reports its cell of a coarse g1×g1 grid; from these reports each coarse cell is cut into more, smaller cells the more people it holds. In the second round the other people report their small cell. Every person reports only once, so each person is protected with ε. The estimates of both rounds are scaled up to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people and ε. How finely each coarse cell is cut is always automatic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes both grid sizes; the paper recommends 0.01 to 0.02, the default {ALPHA:g} was more accurate on four real data sets (docs/best-by-default.md). A larger α gives finer grids with noisier cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt;: the paper recommends 0.1 to 0.3 (default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;The paper's PrivAG: untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simuliert PrivAG, eine Erhebung unter lokaler DP in zwei Runden. In der ersten Runde meldet ein Anteil σ der Personen seine Zelle eines groben g1×g1-Gitters; aus diesen Meldungen wird jede grobe Zelle in umso mehr, kleinere Zellen geteilt, je mehr Personen sie enthält. In der zweiten Runde melden die übrigen Personen ihre kleine Zelle. Jede Person meldet nur einmal, daher ist jede Person mit ε geschützt. Die Schätzungen beider Runden werden auf die ganze Bevölkerung hochgerechnet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße der ersten Ebene g1&lt;/b&gt;: grobe Zellen je Seite. 0 (empfohlen) wählt sie aus der Anzahl der Personen und ε. Wie fein jede grobe Zelle geteilt wird, ist immer automatisch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Leitlinien-Konstante α&lt;/b&gt;: stimmt beide Gittergrößen ab; der Artikel empfiehlt 0,01 bis 0,02, der Standard {ALPHA:g} war auf vier echten Datensätzen genauer (docs/best-by-default.md). Ein größeres α ergibt feinere Gitter mit verrauschteren Zellen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anteil σ der Nutzer in der ersten Phase&lt;/b&gt;: Der Artikel empfiehlt 0,1 bis 0,3 (Standard {SIGMA:g}). Ein größeres σ ergibt bessere Entscheidungen, wo geteilt wird, lässt aber weniger Personen zur Schätzung der kleinen Zellen.&lt;/p&gt;&lt;p&gt;Das PrivAG des Artikels: Hierarchische Konsistenz und Norm-Sub ausschalten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoiser</source>
        <translation>Entrauscher</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE when PyTorch is available</source>
        <translation>Der VQ-VAE des Artikels, wenn PyTorch verfügbar ist</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE (stop if PyTorch is missing)</source>
        <translation>Der VQ-VAE des Artikels (abbrechen, wenn PyTorch fehlt)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None: the noisy counts</source>
        <translation>Keiner: die verrauschten Anzahlen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Gaussian smoothing in space and time</source>
        <translation>Gauß-Glättung in Raum und Zeit</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Wiener filter</source>
        <translation>Wiener-Filter</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Total variation</source>
        <translation>Totale Variation</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices (for example each hour over two weeks), protecting &lt;b&gt;everything a person contributed&lt;/b&gt; (user-level differential privacy). Each person's reports are first reduced to a random sample of at most k; every cell count then gets random noise; finally a smoothing in space and time, whose width is chosen from the noise, removes much of the noise (the paper's neural network, a VQ-VAE, is an option). That last step sees nothing but the noisy counts, so it costs no privacy.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per location report, with the person's id and the time; best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; (required): the field that identifies the person. &lt;b&gt;Maximum points per user (k)&lt;/b&gt; (default {MAX_PER_USER}): a larger k keeps more of each person's reports but adds k times the noise; choose about the number of reports a typical person has, or fewer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller ε means stronger protection and more noise; typical values are 0.1 to 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt;: the area and the period the release covers. Both should be public (a boundary, a study period), not read from the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since 1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is marked as not suitable for publication. Reports outside them are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time field (date-time, or epoch seconds)&lt;/b&gt;: a date-time field, or a number of seconds since 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size M&lt;/b&gt; and &lt;b&gt;Time slices T&lt;/b&gt;: more cells show more detail but each holds fewer reports against the same noise. 0 (default) takes the guideline's values for the number of reports N, the ones the Guidance tab of the SpatialDP panel and 'Grid-size guidance' suggest, for the number of reports N you give (below); without N it counts the reports privately with 5 % of ε (the rest goes to the counts), as the uniform and adaptive grids do. A value you give is kept: 64 and 24 are the paper's sizes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Number of reports N, if public&lt;/b&gt; and &lt;b&gt;Scale correction&lt;/b&gt; (advanced): keeping at most k reports per person makes counts too low for people with more. 'Sampling correction' (default) scales the counts up to a total N that you give if it is public knowledge; without N the output estimates the counts of the kept reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the paper; it biases sums over areas at small ε). 'None' releases the counts of the kept reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Denoiser&lt;/b&gt; (advanced): 'Wiener filter' (default) averages each count with its neighbours in space and time, as widely as the noise calls for (a Gaussian smoothing whose width has the least estimated error, chosen from the noisy counts alone), and keeps the sharp features that clearly stand out from the noise; where the counts stand out everywhere it smooths little or not at all. It needs no extra software and, where the noise dominates, removes far more noise than the network. 'Gaussian smoothing in space and time' (the smoothing alone) and 'Total variation' are other smoothers. The paper's VQ-VAE needs PyTorch: 'when PyTorch is available' denoises with it if it is installed and otherwise publishes the noisy counts themselves, saying so in the layer's metadata; 'stop if PyTorch is missing' stops with a message on how to install it. 'None' publishes the noisy counts. &lt;b&gt;Keep the noisy totals of large areas (mass correction)&lt;/b&gt; (default on): a denoiser tends to move counts between areas; this step puts back the noisy totals of large blocks, where the noise is small, and keeps the denoiser's detail in small ones. It only uses the noisy counts. &lt;b&gt;Training epochs&lt;/b&gt; and &lt;b&gt;Channel width&lt;/b&gt; (empty: chosen from the grid size and the noise), &lt;b&gt;Codebook size B&lt;/b&gt; (paper: 128) and &lt;b&gt;Codebook loss weight α&lt;/b&gt; (paper: 1) set up the network; more epochs train longer. The log says how many codebook entries the network used. &lt;b&gt;Views averaged by the denoiser&lt;/b&gt;: the network also denoises the grid turned and mirrored (up to 8 views) and the views are averaged, which removes much more noise where counts are small against the noise; empty chooses 8 there and 1 (the paper's single pass) elsewhere. &lt;b&gt;Training threads&lt;/b&gt;: empty uses one thread, which makes a seeded run exactly reproducible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: one polygon per cell and time slice with t_start and t_end; the layer's time settings are filled in, so the Temporal Controller animates it at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Veröffentlicht, wie viele Standortmeldungen in jede Zelle eines M×M-Gitters in jeder von T Zeitscheiben fallen (zum Beispiel jede Stunde über zwei Wochen), und schützt dabei &lt;b&gt;alles, was eine Person beigetragen hat&lt;/b&gt; (Differenzielle Privatsphäre auf Nutzerebene). Die Meldungen jeder Person werden zuerst auf eine Zufallsstichprobe von höchstens k reduziert; dann erhält jede Zellenanzahl zufälliges Rauschen; schließlich entfernt eine Glättung in Raum und Zeit, deren Breite aus dem Rauschen gewählt wird, einen großen Teil des Rauschens (das neuronale Netz des Artikels, ein VQ-VAE, ist eine Option). Dieser letzte Schritt sieht nichts als die verrauschten Anzahlen und kostet daher keine Privatsphäre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eingabe-Punktlayer&lt;/b&gt;: ein Punkt je Standortmeldung, mit der Kennung der Person und der Zeit; am besten in einem projizierten KBS (Meter).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Feld der Nutzerkennung&lt;/b&gt; (erforderlich): das Feld, das die Person kennzeichnet. &lt;b&gt;Höchstzahl an Punkten je Nutzer (k)&lt;/b&gt; (Standard {MAX_PER_USER}): Ein größeres k behält mehr Meldungen jeder Person, fügt aber k-mal so viel Rauschen hinzu; wählen Sie etwa die Anzahl der Meldungen einer typischen Person oder weniger.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: Kleineres ε bedeutet stärkeren Schutz und mehr Rauschen; typische Werte sind 0,1 bis 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Öffentliche Ausdehnung&lt;/b&gt; und &lt;b&gt;Öffentlicher Zeitraum 'Beginn/Ende'&lt;/b&gt;: das Gebiet und der Zeitraum, die die Veröffentlichung abdeckt. Beide sollten öffentlich sein (eine Grenze, ein Untersuchungszeitraum), nicht aus den Daten gelesen. Geben Sie den Zeitraum als ISO-8601-Intervall 'start/end' an (z. B. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) oder als zwei Sekundenzahlen seit 1970-01-01 UTC 't0,t1'. Bleiben sie leer, wird jeder aus den Daten genommen und die Ausgabe als nicht zur Veröffentlichung geeignet markiert. Meldungen außerhalb werden weggelassen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zeitfeld (Datum/Uhrzeit oder Epochensekunden)&lt;/b&gt;: ein Datum-Uhrzeit-Feld oder eine Anzahl Sekunden seit 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gittergröße M&lt;/b&gt; und &lt;b&gt;Zeitscheiben T&lt;/b&gt;: Mehr Zellen zeigen mehr Details, aber jede enthält weniger Meldungen gegen dasselbe Rauschen. 0 (Standard) nimmt die Werte der Leitlinie für die Anzahl der Meldungen N — jene, die der Reiter Empfehlung im SpatialDP-Bedienfeld und 'Empfehlung zur Gittergröße' vorschlagen — für die Anzahl der Meldungen N, die Sie angeben (unten); ohne N zählt es die Meldungen privat mit 5 % von ε (der Rest geht an die Anzahlen), wie es das gleichmäßige und das adaptive Gitter tun. Ein von Ihnen angegebener Wert wird beibehalten: 64 und 24 sind die Größen des Artikels.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anzahl der Meldungen N, falls öffentlich&lt;/b&gt; und &lt;b&gt;Skalenkorrektur&lt;/b&gt; (erweitert): Höchstens k Meldungen je Person zu behalten macht die Anzahlen bei Personen mit mehr Meldungen zu niedrig. 'Stichprobenkorrektur' (Standard) rechnet die Anzahlen auf eine Summe N hoch, die Sie angeben, wenn sie öffentlich bekannt ist; ohne N schätzt die Ausgabe die Anzahlen der behaltenen Meldungen. 'Das γ des Artikels' zieht die Anzahlen außerdem zur 0 hin (zum Vergleich mit dem Artikel; es verzerrt Summen über Gebiete bei kleinem ε). 'Keine' veröffentlicht die Anzahlen der behaltenen Meldungen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Entrauscher&lt;/b&gt; (erweitert): 'Wiener-Filter' (Standard) mittelt jede Anzahl mit ihren Nachbarn in Raum und Zeit, so weit, wie es das Rauschen verlangt (eine Gauß-Glättung, deren Breite den kleinsten geschätzten Fehler hat, allein aus den verrauschten Anzahlen gewählt), und behält die scharfen Strukturen, die sich deutlich vom Rauschen abheben; wo sich die Anzahlen überall abheben, glättet es wenig oder gar nicht. Es braucht keine zusätzliche Software und entfernt dort, wo das Rauschen überwiegt, weit mehr Rauschen als das Netz. 'Gauß-Glättung in Raum und Zeit' (die Glättung allein) und 'Totale Variation' sind weitere Glätter. Der VQ-VAE des Artikels braucht PyTorch: 'wenn PyTorch verfügbar ist' entrauscht damit, wenn es installiert ist, und veröffentlicht sonst die verrauschten Anzahlen selbst und sagt das in den Metadaten des Layers; 'abbrechen, wenn PyTorch fehlt' bricht mit einer Anleitung zur Installation ab. 'Keiner' veröffentlicht die verrauschten Anzahlen. &lt;b&gt;Verrauschte Summen großer Gebiete beibehalten (Massenkorrektur)&lt;/b&gt; (standardmäßig an): Ein Entrauscher neigt dazu, Anzahlen zwischen Gebieten zu verschieben; dieser Schritt stellt die verrauschten Summen großer Blöcke wieder her, wo das Rauschen klein ist, und behält die Details des Entrauschers in kleinen. Er verwendet nur die verrauschten Anzahlen. &lt;b&gt;Trainingsepochen&lt;/b&gt; und &lt;b&gt;Kanalbreite&lt;/b&gt; (leer: aus Gittergröße und Rauschen gewählt), &lt;b&gt;Codebook-Größe B&lt;/b&gt; (Artikel: 128) und &lt;b&gt;Gewicht des Codebook-Verlusts α&lt;/b&gt; (Artikel: 1) richten das Netz ein; mehr Epochen trainieren länger. Das Protokoll sagt, wie viele Codebook-Einträge das Netz verwendet hat. &lt;b&gt;Vom Entrauscher gemittelte Ansichten&lt;/b&gt;: Das Netz entrauscht auch das gedrehte und gespiegelte Gitter (bis zu 8 Ansichten), und die Ansichten werden gemittelt, was dort viel mehr Rauschen entfernt, wo die Anzahlen im Verhältnis zum Rauschen klein sind; leer wählt dort 8 und sonst 1 (den einzelnen Durchlauf des Artikels). &lt;b&gt;Trainings-Threads&lt;/b&gt;: leer verwendet einen Thread, was einen Lauf mit Startwert exakt reproduzierbar macht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zufallsstartwert&lt;/b&gt; (erweitert): nur für Tests; die Ausgabe wird dann als nicht zur Veröffentlichung geeignet markiert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privates Gitter&lt;/b&gt;: ein Polygon je Zelle und Zeitscheibe mit t_start und t_end; die Zeiteinstellungen des Layers sind ausgefüllt, sodass der Zeitmanager ihn sofort animiert.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="90"/>
        <source>Guideline constant α of the paper's Eq. 4 (0: the study's rule)</source>
        <translation>Leitlinien-Konstante α der Gl. 4 des Artikels (0: die Regel der Studie)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>the mechanism&apos;s model</source>
        <translation>das Modell des Mechanismus</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>central</source>
        <translation>zentral</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="34"/>
        <source>user-level (at most k points per user)</source>
        <translation>auf Nutzerebene (höchstens k Punkte je Nutzer)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="145"/>
        <source>from the study column {0} (N = {1:,}, ε = {2:g}), the nearest to N = {3:,.0f}, ε = {4:g}</source>
        <translation>aus der Studienspalte {0} (N = {1:,}, ε = {2:g}), der nächsten zu N = {3:,.0f}, ε = {4:g}</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="151"/>
        <source>at most {0} points per user: the noise grows {0} times, as at ε/{0} = {1:g}</source>
        <translation>höchstens {0} Punkte je Nutzer: das Rauschen wächst {0}-fach, wie bei ε/{0} = {1:g}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="378"/>
        <source>The table is distributed on &apos;{}&apos;, not on the user id &apos;{}&apos;: distribute it on the user id for user-level releases, so that the ranking runs on the workers.</source>
        <translation>Die Tabelle ist nach '{}' verteilt, nicht nach der Nutzerkennung '{}': Verteilen Sie sie für Freigaben auf Nutzerebene nach der Nutzerkennung, damit die Rangfolge auf den Workern berechnet wird.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoised space–time densities (VDR)</source>
        <translation>Entrauschte Raum-Zeit-Dichten (VDR)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="169"/>
        <source>Counts per cell K of a table (its categories, other / missing included, × periods; 1: a map)</source>
        <translation>Zählungen pro Zelle K einer Tabelle (ihre Kategorien, einschließlich sonstige / fehlend, × Zeiträume; 1: eine Karte)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="263"/>
        <source>a table of {} counts per cell: sized for each count&apos;s share N/{} of the points</source>
        <translation>eine Tabelle mit {} Zählungen pro Zelle: bemessen für den Anteil N/{} der Punkte jeder Zählung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="35"/>
        <source>the category field &apos;{}&apos; is neither text nor an integer</source>
        <translation>das Kategoriefeld '{}' ist weder Text noch eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="733"/>
        <source>&lt;p&gt;On polygons each point counts in at most D polygons and in one category and period, so the table too costs ε once; with a parent field each parent's count of every category and period is the sum of its polygons'. &lt;b&gt;Population field of each category&lt;/b&gt; and &lt;b&gt;Standard population of each category&lt;/b&gt; (optional, with a list of categories such as age groups): the polygon layer's population fields and the standard population's numbers, both comma-separated in the order of the categories, all public. The output then also has asr, the directly age-standardised rate per 1,000 or 100,000 people (as in &lt;b&gt;Rates per&lt;/b&gt;), with asr_sd and asr_moe90, which cover the privacy noise only; points in 'other / missing' are not in it; asr_small_denominator flags polygons whose population is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt;. Rates are post-processing and cost no extra ε. See docs/rates.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf Polygonen zählt jeder Punkt in höchstens D Polygonen und in einer Kategorie und einem Zeitraum, daher kostet auch die Tabelle ε nur einmal; mit einem Elternfeld ist die Zählung jedes Elternteils für jede Kategorie und jeden Zeitraum die Summe der Zählungen seiner Polygone. &lt;b&gt;Bevölkerungsfeld jeder Kategorie&lt;/b&gt; und &lt;b&gt;Standardbevölkerung jeder Kategorie&lt;/b&gt; (optional, mit einer Liste von Kategorien wie Altersgruppen): die Bevölkerungsfelder der Polygonebene und die Zahlen der Standardbevölkerung, beide durch Kommas getrennt in der Reihenfolge der Kategorien, alle öffentlich. Die Ausgabe enthält dann auch asr, die direkt altersstandardisierte Rate pro 1.000 oder 100.000 Personen (wie unter &lt;b&gt;Raten pro&lt;/b&gt;), mit asr_sd und asr_moe90, die nur das Datenschutzrauschen abdecken; Punkte in 'other / missing' zählen nicht mit; asr_small_denominator markiert Polygone, deren Bevölkerung kleiner ist als &lt;b&gt;Raten markieren, deren Nenner kleiner ist als&lt;/b&gt;. Raten sind Nachverarbeitung und kosten kein zusätzliches ε. Siehe docs/rates.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/odrelease.py" line="20"/>
        <source>'{}' is a release of origin–destination flows: evaluate it with 'Evaluate released OD flows (uses the true trips)' (spatialdp:evaluateflows), which measures the flows between random rectangles, the largest flows recovered and the zones' totals.</source>
        <translation>'{}' ist eine Freigabe von Quelle–Ziel-Flüssen: Bewerten Sie sie mit 'Veröffentlichte Quelle–Ziel-Flüsse bewerten (nutzt die wahren Fahrten)' (spatialdp:evaluateflows), das die Flüsse zwischen zufälligen Rechtecken, die wiedergefundenen größten Flüsse und die Summen der Zonen misst.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>This one is for transport planners who hold the trips themselves (taxi, bike-share, commuting data) and publish the flows between zones.</source>
        <translation>Dieser ist für Verkehrsplaner, die die Fahrten selbst besitzen (Taxi-, Leihrad- und Pendlerdaten) und die Flüsse zwischen Zonen veröffentlichen.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private origin–destination flows</source>
        <translation>Private Quelle–Ziel-Flüsse</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zonen: öffentliche Polygone (statt eines Gitters)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent field of the zones (nested zones, e.g. the district)</source>
        <translation>Elternfeld der Zonen (verschachtelte Zonen, z. B. der Bezirk)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Grid size m (m×m zones; 0: guideline)</source>
        <translation>Gittergröße m (m×m Zonen; 0: Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent zones of the grid: blocks of b×b cells (0: none)</source>
        <translation>Elternzonen des Gitters: Blöcke aus b×b Zellen (0: keine)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the parent flows</source>
        <translation>Anteil von ε für die Elternflüsse</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the zone totals</source>
        <translation>Anteil von ε für die Zonensummen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Publication threshold (publish flows with a noisy count ≥)</source>
        <translation>Veröffentlichungsschwelle (Flüsse mit einer verrauschten Anzahl ≥ veröffentlichen)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Sparse release (never materialise the empty pairs)</source>
        <translation>Dünnbesetzte Veröffentlichung (leere Paare nie im Speicher anlegen)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;Counts trips between the zones of a square grid — taxi rides, bike-share rentals, commutes — and releases the origin–destination matrix with differential privacy: every ordered pair of zones gets exact discrete Laplace noise, so a zero flow is as noisy as any other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input trips&lt;/b&gt;: a line layer (each trip from its first to its last vertex) or a point layer of origins with the &lt;b&gt;Destination X field&lt;/b&gt; and &lt;b&gt;Destination Y field&lt;/b&gt; (same CRS), or with a layer of &lt;b&gt;Destination points&lt;/b&gt; joined by the &lt;b&gt;Trip id field of the origins&lt;/b&gt; and the &lt;b&gt;Trip id field of the destinations&lt;/b&gt; (a trip missing an end, or whose id occurs twice in a layer, is left out and counted in the log). &lt;b&gt;Public extent&lt;/b&gt;: the domain gridded into zones; trips with an end outside it are ignored. &lt;b&gt;Grid size m&lt;/b&gt;: m×m zones (0: a guideline from the number of trips and ε). &lt;b&gt;Zones: public polygons&lt;/b&gt; (optional): count between these polygons instead of a grid; an end in no polygon counts in one extra zone, outside, so every trip counts. &lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field of the zones&lt;/b&gt;, or for a grid &lt;b&gt;Parent zones: blocks of b×b cells&lt;/b&gt; (advanced): the flows between parents are released too, with a &lt;b&gt;Share of ε for the parent flows&lt;/b&gt; (advanced, default {PARENT_SHARE:g}), and the zones' flows made to add up to them; on a sparse release only the zones inside the larger parent flows are released, which finds the large flows among many zones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for the zone totals&lt;/b&gt; (advanced, default {MARGINAL_SHARE:g}): the zones' outgoing and incoming totals are released with that share and made consistent with the matrix by weighted least squares; 0 sums them from the matrix.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication threshold&lt;/b&gt; (advanced): publish only flows whose noisy count is at least this. Above 10,000,000 pairs, or with &lt;b&gt;Sparse release&lt;/b&gt;, the matrix is drawn without materialising the empty pairs (exact noise-then-threshold).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k trips (a uniform sample of their trips is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private flows&lt;/b&gt;: lines between zone centroids with origin, destination, noisy_count, noise_sd, moe90 and direction; &lt;b&gt;Private zones&lt;/b&gt;: each zone with its outgoing total (noisy_count) and incoming total; &lt;b&gt;OD matrix&lt;/b&gt; (optional): the same flows as a table; &lt;b&gt;Parent flows&lt;/b&gt; (optional): the flows between parents as a table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zählt Fahrten zwischen den Zonen eines quadratischen Gitters — Taxifahrten, Leihradfahrten, Pendelwege — und veröffentlicht die Quelle–Ziel-Matrix mit Differenzieller Privatsphäre: Jedes geordnete Zonenpaar erhält exaktes diskretes Laplace-Rauschen, sodass ein Fluss von null ebenso verrauscht ist wie jeder andere.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eingabefahrten&lt;/b&gt;: ein Linienlayer (jede Fahrt von ihrem ersten bis zu ihrem letzten Stützpunkt) oder ein Punktlayer der Quellen mit dem &lt;b&gt;Ziel-X-Feld&lt;/b&gt; und dem &lt;b&gt;Ziel-Y-Feld&lt;/b&gt; (dasselbe KBS), oder mit einem Layer von &lt;b&gt;Zielpunkten&lt;/b&gt;, verknüpft über das &lt;b&gt;Feld der Fahrtkennung der Quellen&lt;/b&gt; und das &lt;b&gt;Feld der Fahrtkennung der Ziele&lt;/b&gt; (eine Fahrt ohne eines ihrer Enden oder deren Kennung in einem Layer doppelt vorkommt, wird ausgelassen und im Protokoll gezählt). &lt;b&gt;Öffentliche Ausdehnung&lt;/b&gt;: die Domäne, die in Zonen eingeteilt wird; Fahrten mit einem Ende außerhalb davon werden ignoriert. &lt;b&gt;Gittergröße m&lt;/b&gt;: m×m Zonen (0: eine Leitlinie aus der Anzahl der Fahrten und ε). &lt;b&gt;Zonen: öffentliche Polygone&lt;/b&gt; (optional): zwischen diesen Polygonen statt in einem Gitter zählen; ein Ende in keinem Polygon zählt in einer zusätzlichen Zone, außerhalb, sodass jede Fahrt zählt. &lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: kleiner ist privater und verrauschter.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Elternfeld der Zonen&lt;/b&gt;, oder bei einem Gitter &lt;b&gt;Elternzonen des Gitters: Blöcke aus b×b Zellen&lt;/b&gt; (erweitert): Die Flüsse zwischen den Eltern werden ebenfalls veröffentlicht, mit einem &lt;b&gt;Anteil von ε für die Elternflüsse&lt;/b&gt; (erweitert, Standard {PARENT_SHARE:g}), und die Flüsse der Zonen so angepasst, dass sie sich zu ihnen summieren; bei einer dünnbesetzten Veröffentlichung werden nur die Zonen innerhalb der größeren Elternflüsse veröffentlicht, was die großen Flüsse unter vielen Zonen findet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anteil von ε für die Zonensummen&lt;/b&gt; (erweitert, Standard {MARGINAL_SHARE:g}): Die ausgehenden und eingehenden Summen der Zonen werden mit diesem Anteil veröffentlicht und mit gewichteten kleinsten Quadraten mit der Matrix konsistent gemacht; bei 0 werden sie aus der Matrix summiert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Veröffentlichungsschwelle&lt;/b&gt; (erweitert): nur Flüsse veröffentlichen, deren verrauschte Anzahl mindestens diesen Wert erreicht. Über 10,000,000 Paaren oder mit &lt;b&gt;Dünnbesetzte Veröffentlichung&lt;/b&gt; wird die Matrix gezogen, ohne die leeren Paare im Speicher anzulegen (exakt: erst Rauschen, dann Schwelle).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Feld der Nutzerkennung&lt;/b&gt; und &lt;b&gt;Höchstzahl an Punkten je Nutzer (k)&lt;/b&gt;: Mit einer Nutzerkennung ist die Schutzeinheit eine Person mit höchstens k Fahrten (eine gleichmäßige Stichprobe ihrer Fahrten wird behalten). &lt;b&gt;Zufallsstartwert&lt;/b&gt; (erweitert): reproduzierbares Rauschen nur für Tests; veröffentlichen Sie nie eine Veröffentlichung mit Startwert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private Flüsse&lt;/b&gt;: Linien zwischen den Zonenschwerpunkten mit origin, destination, noisy_count, noise_sd, moe90 und direction; &lt;b&gt;Private Zonen&lt;/b&gt;: jede Zone mit ihrer ausgehenden Summe (noisy_count) und ihrer eingehenden Summe; &lt;b&gt;Quelle–Ziel-Matrix&lt;/b&gt; (optional): dieselben Flüsse als Tabelle; &lt;b&gt;Elternflüsse&lt;/b&gt; (optional): die Flüsse zwischen den Eltern als Tabelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;&lt;b&gt;Time field&lt;/b&gt; (optional): one matrix per period of the &lt;b&gt;Public time range &apos;start/end&apos;&lt;/b&gt; (&lt;b&gt;Period&lt;/b&gt;: a day, week, month, quarter or year, or the &lt;b&gt;Period boundaries&lt;/b&gt; given): every origin, destination and period gets its noise in one draw, at the same scale as without periods, since a trip lies in one period. The flows and the zones carry t_start and t_end, so the Temporal Controller animates them. Periods are released on the dense path, without parents or counting in the database; trips whose time lies outside the range are left out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zeitfeld&lt;/b&gt; (optional): eine Matrix pro Zeitraum des &lt;b&gt;Öffentlicher Zeitraum 'Beginn/Ende'&lt;/b&gt; (&lt;b&gt;Zeitraum&lt;/b&gt;: ein Tag, eine Woche, ein Monat, ein Quartal oder ein Jahr, oder die angegebenen &lt;b&gt;Zeitraumgrenzen&lt;/b&gt;): jede Kombination aus Quelle, Ziel und Zeitraum erhält ihr Rauschen in einer Ziehung, im selben Maßstab wie ohne Zeiträume, da eine Fahrt in genau einem Zeitraum liegt. Die Flüsse und die Zonen tragen t_start und t_end, sodass der Temporal Controller sie animiert. Zeiträume werden auf dem dichten Weg freigegeben, ohne übergeordnete Zonen und ohne Zählen in der Datenbank; Fahrten, deren Zeit außerhalb des Bereichs liegt, werden ausgelassen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private flows</source>
        <translation>Private Flüsse</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="889"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>This one is for the server of a real survey: it reads the reports the devices sent.</source>
        <translation>Dieser ist für den Server einer echten Erhebung: Er liest die Meldungen, die die Geräte gesandt haben.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Estimate a grid from LDP reports</source>
        <translation>Gitter aus LDP-Meldungen schätzen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Table of reports</source>
        <translation>Tabelle der Meldungen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Report field</source>
        <translation>Meldungsfeld</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation>Feld des Hash-Startwerts (OLH; leer: GRR)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Extent of the grid the devices used</source>
        <translation>Ausdehnung des von den Geräten verwendeten Gitters</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation>KBS des Gitters (leer: das KBS der Ausdehnung)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Privacy budget ε the devices used</source>
        <translation>Von den Geräten verwendetes Privatsphäre-Budget ε</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Grid size g the devices used</source>
        <translation>Von den Geräten verwendete Gittergröße g</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation>OLH-Hash-Bereich g (leer: round(e^ε) + 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>&lt;p&gt;The server's step of a real local-DP survey. Each person's device took its cell of a public g×g grid (cells numbered iy·g + ix from the south-west corner, starting at 0), randomised it with GRR or OLH at ε and sent one report. This algorithm reads the table of those reports and estimates how many people are in each cell. It adds no noise of its own: the devices already protected each person with ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table of reports&lt;/b&gt;: one row per person. &lt;b&gt;Report field&lt;/b&gt;: the randomised cell (GRR) or the randomised hash value (OLH), an integer or text field (a plain CSV works). &lt;b&gt;Hash seed field&lt;/b&gt;: each person's hash seed, for OLH reports, in an integer or text field, never a decimal one; leave it empty for GRR reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent of the grid the devices used&lt;/b&gt;, &lt;b&gt;CRS of the grid&lt;/b&gt;, &lt;b&gt;Grid size g the devices used&lt;/b&gt;, &lt;b&gt;Privacy budget ε the devices used&lt;/b&gt; and, for OLH, &lt;b&gt;OLH hash range g&lt;/b&gt; (advanced; empty: the devices' default): give exactly what the devices used, or the estimates are wrong.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimates are unbiased but can be negative; tick it to set negative counts to 0 while keeping the total (costs no privacy).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Estimated grid&lt;/b&gt;: polygons with the estimated count of each cell.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Schritt des Servers einer echten Erhebung unter lokaler DP. Das Gerät jeder Person nahm seine Zelle eines öffentlichen g×g-Gitters (Zellen nummeriert als iy·g + ix ab der Südwestecke, beginnend bei 0), veränderte sie zufällig mit GRR oder OLH bei ε und sandte eine Meldung. Dieser Algorithmus liest die Tabelle dieser Meldungen und schätzt, wie viele Personen in jeder Zelle sind. Er fügt kein eigenes Rauschen hinzu: Die Geräte haben jede Person bereits mit ε geschützt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tabelle der Meldungen&lt;/b&gt;: eine Zeile je Person. &lt;b&gt;Meldungsfeld&lt;/b&gt;: die zufällig veränderte Zelle (GRR) oder der zufällig veränderte Hashwert (OLH), ein Ganzzahl- oder Textfeld (eine einfache CSV funktioniert). &lt;b&gt;Feld des Hash-Startwerts&lt;/b&gt;: der Hash-Startwert jeder Person, bei OLH-Meldungen, in einem Ganzzahl- oder Textfeld, nie in einem Dezimalfeld; lassen Sie es bei GRR-Meldungen leer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ausdehnung des von den Geräten verwendeten Gitters&lt;/b&gt;, &lt;b&gt;KBS des Gitters&lt;/b&gt;, &lt;b&gt;Von den Geräten verwendete Gittergröße g&lt;/b&gt;, &lt;b&gt;Von den Geräten verwendetes Privatsphäre-Budget ε&lt;/b&gt; und, bei OLH, &lt;b&gt;OLH-Hash-Bereich g&lt;/b&gt; (erweitert; leer: der Standard der Geräte): Geben Sie genau an, was die Geräte verwendet haben, sonst sind die Schätzungen falsch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: Die Schätzungen sind unverzerrt, können aber negativ sein; aktivieren Sie es, um negative Anzahlen auf 0 zu setzen und dabei die Summe zu erhalten (kostet keine Privatsphäre).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Geschätztes Gitter&lt;/b&gt;: Polygone mit der geschätzten Anzahl jeder Zelle.&lt;/p&gt;&lt;p&gt;Literatur: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimated grid</source>
        <translation>Geschätztes Gitter</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="940"/>
        <source>Collection file</source>
        <translation>Erhebungsdatei</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="941"/>
        <source>Plan for the devices (JSON)</source>
        <translation>Plan für die Geräte (JSON)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>This one is for the server of a real survey in several rounds: it starts the campaign.</source>
        <translation>Dieser ist für den Server einer echten Erhebung in mehreren Runden: Er startet die Kampagne.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Start an LDP collection campaign</source>
        <translation>LDP-Erhebungskampagne starten</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Public extent</source>
        <translation>Öffentliche Ausdehnung</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CRS of the plan (empty: the extent&apos;s CRS)</source>
        <translation>KBS des Plans (leer: das KBS der Ausdehnung)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Privacy budget ε per resident</source>
        <translation>Privatsphäre-Budget ε je Einwohner</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Protocol</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Number of residents invited</source>
        <translation>Anzahl der eingeladenen Einwohner</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Grid size (PrivAG, AAG, HDG; empty: the guideline)</source>
        <translation>Gittergröße (PrivAG, AAG, HDG; leer: die Leitlinie)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Tree depth h = number of rounds (AHEAD)</source>
        <translation>Baumtiefe h = Anzahl der Runden (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Assignment seed (empty: random)</source>
        <translation>Startwert der Zuteilung (leer: zufällig)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Issue an invitation token to each resident</source>
        <translation>Jedem Einwohner ein Einladungstoken ausstellen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>&lt;p&gt;The first server step of a real local-DP survey in several rounds. Each resident is invited to one round and reports once, from their own device, the cell of the round's published plan that holds their location, randomised with ε: the campaign costs each resident ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protocol&lt;/b&gt;: PrivAG, AAG, AHEAD or HDG, as the simulated algorithms. &lt;b&gt;Public extent&lt;/b&gt;: the area that contains every resident (a resident outside cannot take part); &lt;b&gt;CRS of the plan&lt;/b&gt;: the coordinates the devices use. &lt;b&gt;Privacy budget ε per resident&lt;/b&gt;. &lt;b&gt;Number of residents invited&lt;/b&gt;: everyone who gets an invitation. &lt;b&gt;Grid size&lt;/b&gt; (PrivAG, AAG, HDG; empty: the guideline) and &lt;b&gt;Tree depth h = number of rounds&lt;/b&gt; (AHEAD). &lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): GRR or OLH, or the one with the lower variance.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Assignment seed&lt;/b&gt; (advanced): the residents' rounds are a public random split that ignores locations; give a seed to reproduce it. &lt;b&gt;Issue an invitation token to each resident&lt;/b&gt;: a report with an unknown or repeated token is not used.&lt;/p&gt;&lt;p&gt;Outputs: the &lt;b&gt;Collection file&lt;/b&gt; (keep it, and keep it confidential when it holds tokens: every later step reads and updates it), the &lt;b&gt;Plan for the devices&lt;/b&gt; of round 1 to publish, and the &lt;b&gt;Invitations&lt;/b&gt;: each resident's round and token.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der erste Schritt des Servers einer echten Erhebung unter lokaler DP in mehreren Runden. Jeder Einwohner wird zu einer Runde eingeladen und meldet einmal, von seinem eigenen Gerät, die Zelle des veröffentlichten Plans der Runde, die seinen Standort enthält, mit ε zufällig verändert: Die Kampagne kostet jeden Einwohner ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protokoll&lt;/b&gt;: PrivAG, AAG, AHEAD oder HDG, wie bei den simulierten Algorithmen. &lt;b&gt;Öffentliche Ausdehnung&lt;/b&gt;: das Gebiet, das jeden Einwohner enthält (ein Einwohner außerhalb kann nicht teilnehmen); &lt;b&gt;KBS des Plans&lt;/b&gt;: die Koordinaten, die die Geräte verwenden. &lt;b&gt;Privatsphäre-Budget ε je Einwohner&lt;/b&gt;. &lt;b&gt;Anzahl der eingeladenen Einwohner&lt;/b&gt;: alle, die eine Einladung erhalten. &lt;b&gt;Gittergröße&lt;/b&gt; (PrivAG, AAG, HDG; leer: die Leitlinie) und &lt;b&gt;Baumtiefe h = Anzahl der Runden&lt;/b&gt; (AHEAD). &lt;b&gt;Frequenzorakel&lt;/b&gt; (erweitert): GRR oder OLH oder dasjenige mit der geringeren Varianz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Startwert der Zuteilung&lt;/b&gt; (erweitert): Die Runden der Einwohner sind eine öffentliche zufällige Aufteilung, die die Standorte nicht beachtet; geben Sie einen Startwert an, um sie zu reproduzieren. &lt;b&gt;Jedem Einwohner ein Einladungstoken ausstellen&lt;/b&gt;: Eine Meldung mit einem unbekannten oder wiederholten Token wird nicht verwendet.&lt;/p&gt;&lt;p&gt;Ausgaben: die &lt;b&gt;Erhebungsdatei&lt;/b&gt; (bewahren Sie sie auf und halten Sie sie vertraulich, wenn sie Tokens enthält: Jeder spätere Schritt liest und aktualisiert sie), der zu veröffentlichende &lt;b&gt;Plan für die Geräte&lt;/b&gt; der Runde 1 und die &lt;b&gt;Einladungen&lt;/b&gt;: Runde und Token jedes Einwohners.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Invitations (CSV: resident, round, token)</source>
        <translation>Einladungen (CSV: resident, round, token)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>This one is for the server of a real survey in several rounds: it closes a round.</source>
        <translation>Dieser ist für den Server einer echten Erhebung in mehreren Runden: Er schließt eine Runde ab.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Close a round of an LDP collection</source>
        <translation>Runde einer LDP-Erhebung abschließen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Table of the round&apos;s reports</source>
        <translation>Tabelle der Meldungen der Runde</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Round field</source>
        <translation>Rundenfeld</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Hash seed field (OLH)</source>
        <translation>Feld des Hash-Startwerts (OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Token field (campaigns with tokens)</source>
        <translation>Token-Feld (Kampagnen mit Tokens)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>&lt;p&gt;The server step after each round of a campaign started with 'Start an LDP collection campaign'. Each report was randomised with ε on a resident's device; this step adds no noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Collection file&lt;/b&gt;: the campaign's file; the closed round is saved in it. &lt;b&gt;Table of the round's reports&lt;/b&gt;: CSV with or without .csvt, GeoPackage, PostGIS table…, one row per report. &lt;b&gt;Round field&lt;/b&gt;, &lt;b&gt;Report field&lt;/b&gt;, &lt;b&gt;Hash seed field&lt;/b&gt; (OLH; text or integer, never decimal) and &lt;b&gt;Token field&lt;/b&gt; (campaigns with tokens): empty takes the names the devices' CSV uses (round, report, seed, token). A report of another round, a value out of range, a missing or invalid seed, an unknown token or a token already used in the table is counted, listed in the log and not used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan for the devices&lt;/b&gt;: the next round's plan to publish (none after the last round: then estimate the campaign).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Schritt des Servers nach jeder Runde einer mit 'LDP-Erhebungskampagne starten' begonnenen Kampagne. Jede Meldung wurde auf dem Gerät eines Einwohners mit ε zufällig verändert; dieser Schritt fügt kein Rauschen hinzu.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Erhebungsdatei&lt;/b&gt;: die Datei der Kampagne; die abgeschlossene Runde wird darin gespeichert. &lt;b&gt;Tabelle der Meldungen der Runde&lt;/b&gt;: CSV mit oder ohne .csvt, GeoPackage, PostGIS-Tabelle…, eine Zeile je Meldung. &lt;b&gt;Rundenfeld&lt;/b&gt;, &lt;b&gt;Meldungsfeld&lt;/b&gt;, &lt;b&gt;Feld des Hash-Startwerts&lt;/b&gt; (OLH; Text oder Ganzzahl, nie Dezimalzahl) und &lt;b&gt;Token-Feld&lt;/b&gt; (Kampagnen mit Tokens): Leer übernimmt die Namen, die die CSV der Geräte verwendet (round, report, seed, token). Eine Meldung einer anderen Runde, ein Wert außerhalb des Bereichs, ein fehlender oder ungültiger Startwert, ein unbekanntes Token oder ein in der Tabelle bereits verwendetes Token wird gezählt, im Verarbeitungsprotokoll aufgeführt und nicht verwendet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan für die Geräte&lt;/b&gt;: der zu veröffentlichende Plan der nächsten Runde (keiner nach der letzten Runde: Werten Sie dann die Kampagne aus).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Reports used</source>
        <translation>Verwendete Meldungen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Bad reports left out</source>
        <translation>Ausgelassene fehlerhafte Meldungen</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>This one is for the server of a real survey in several rounds: it publishes the campaign&apos;s estimate.</source>
        <translation>Dieser ist für den Server einer echten Erhebung in mehreren Runden: Er veröffentlicht die Schätzung der Kampagne.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimate an LDP collection campaign</source>
        <translation>LDP-Erhebungskampagne auswerten</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>&lt;p&gt;The last server step of a campaign: from the &lt;b&gt;Collection file&lt;/b&gt; whose every round is closed, the &lt;b&gt;Estimated grid&lt;/b&gt; (or tree) of the campaign, with its release record: ε per resident, the rounds, the reports used and left out. It adds no noise: each resident's device spent ε on one report.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der letzte Schritt des Servers einer Kampagne: aus der &lt;b&gt;Erhebungsdatei&lt;/b&gt;, deren Runden alle abgeschlossen sind, das Gitter (oder der Baum) der Kampagne als &lt;b&gt;Geschätztes Gitter&lt;/b&gt;, mit seinem Veröffentlichungsnachweis: ε je Einwohner, die Runden, die verwendeten und die ausgelassenen Meldungen. Er fügt kein Rauschen hinzu: Das Gerät jedes Einwohners hat ε für eine einzige Meldung verbraucht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="362"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one estimate per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: any other value, or none, counts in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Each device reports its cell, category and period together, once, as one value among all cells × categories × periods, so each person is still protected with ε. With OLH every estimate is about as noisy as a cell of the map without categories; with GRR it grows noisier with the number of categories and periods, and the adaptive oracle then chooses OLH. In a survey in two rounds the first round reports cells only, which choose the small cells, and the second round its small cell, category and period. A cell's total is the sum of its categories and periods, exactly (a coarse cell's the sum of its small cells'), and neither Norm-Sub nor the hierarchical consistency is applied to a table. People whose time lies outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (fields n_… and moe90_… per category, and total) or long (one feature per cell, category and period). See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kategoriefeld&lt;/b&gt;, &lt;b&gt;Kategorien&lt;/b&gt;, &lt;b&gt;Zeitfeld&lt;/b&gt;, &lt;b&gt;Zeitraum&lt;/b&gt; und &lt;b&gt;Öffentlicher Zeitraum 'Beginn/Ende'&lt;/b&gt; (optional): eine Schätzung je Zelle und Kategorie (und Zeitraum) statt einer je Zelle. Die Kategorien sind eine Liste, die Sie angeben (oder die Wertzuordnung des Feldes), wie die Ausdehnung: ein anderer Wert oder keiner zählt in 'other / missing'. &lt;b&gt;Kategorien aus den Daten lesen&lt;/b&gt; (erweitert) verrät, welche Kategorien vorkommen, und kennzeichnet die Ausgabe daher als nicht zur Veröffentlichung geeignet. Kalenderzeiträume (UTC) werden auf den Zeitbereich zugeschnitten; &lt;b&gt;Zeitraumgrenzen&lt;/b&gt; (erweitert) legt eigene fest. Jedes Gerät meldet seine Zelle, Kategorie und seinen Zeitraum zusammen und nur einmal, als einen Wert unter allen Zellen × Kategorien × Zeiträumen, daher bleibt jede Person mit ε geschützt. Mit OLH ist jede Schätzung etwa so verrauscht wie eine Zelle der Karte ohne Kategorien; mit GRR wird sie mit der Zahl der Kategorien und Zeiträume verrauschter, und das adaptive Orakel wählt dann OLH. In einer Erhebung in zwei Runden meldet die erste Runde nur Zellen, die die kleinen Zellen bestimmen, und die zweite Runde ihre kleine Zelle, Kategorie und ihren Zeitraum. Die Summe einer Zelle ist genau die Summe ihrer Kategorien und Zeiträume (die einer groben Zelle die Summe ihrer kleinen Zellen), und weder Norm-Sub noch die hierarchische Konsistenz wird auf eine Tabelle angewandt. Personen, deren Zeit außerhalb des Zeitbereichs liegt, werden ausgelassen. &lt;b&gt;Tabellenlayout&lt;/b&gt;: breit (Felder n_… und moe90_… je Kategorie, und total) oder lang (ein Objekt je Zelle, Kategorie und Zeitraum). Siehe docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Share of the counts' ε for coarser cells (empty: 0.05–0.3 by their depth, a table: 0; the paper's: 0)</source>
        <translation>Anteil des ε der Anzahlen für gröbere Zellen (leer: 0,05–0,3 nach ihrer Tiefe, eine Tabelle: 0; der des Artikels: 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Split threshold θ (empty: −2δ, a table: 0; the paper's: 0)</source>
        <translation>Teilungsschwelle θ (leer: −2δ, eine Tabelle: 0; die des Artikels: 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Publishes point counts on cells that follow the data, with differential privacy, on the true points (central model). Starting from the whole extent, a cell is cut into four quarters when its count, plus random noise, is still high for its depth, and each quarter is then examined in the same way; busy areas end up with many small cells, empty areas with a few large ones, and no grid size needs to be chosen. However deep the cutting goes, the decisions together cost only their share of ε. The final cells' counts then get random noise, and so, with part of the counts' budget, do the counts of the cells of one coarser depth of the tree, so that a large area is not the sum of many small cells' noise. Where the tree has more small cells than its points can fill (few points or a small ε), the counts are published on fewer, larger cells: the tree cut back from below to as many cells as the noisy total of those coarser cells supports. In the project's study the adaptive grid (AG) was more accurate on most data sets and query sizes (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (default {TREE_SHARE:g}; the paper's is 0.5): the rest of ε goes to the counts, and each final cell's count is off by about 2 points on average at ε = 1 with the defaults (k times more with a user id field). A larger share finds the dense areas more reliably but makes the counts noisier; 0.3 was more accurate than the paper's 0.5 for large areas in the project's study.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection, noisier counts and coarser cells. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Split threshold θ&lt;/b&gt; (advanced): a larger θ cuts less. Empty: −2δ, where δ is the bias each depth subtracts from a cell's count, so cells are cut about two depths further than with the paper's 0, which was less accurate in the project's study; a table of categories or periods keeps 0. &lt;b&gt;Share of the counts' ε for coarser cells&lt;/b&gt; (advanced): empty gives 0.3 for a map (0.15 or 0.05 where the coarser cells are a sixteenth or a quarter of the extent, too large to lie whole inside most areas) and 0 for a table of categories or periods; 0 publishes the final cells' counts alone, as the paper does (with 0.5 for deciding where to split and θ = 0: the paper's PrivTree). &lt;b&gt;Maximum depth (memory guard)&lt;/b&gt; (advanced, default {MAX_DEPTH}): cells are never cut more than this many times; it only guards memory and does not change the protection.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Veröffentlicht Punktanzahlen auf Zellen, die den Daten folgen, mit Differenzieller Privatsphäre, auf den wahren Punkten (zentrales Modell). Ausgehend von der ganzen Ausdehnung wird eine Zelle in vier Viertel geteilt, wenn ihre Anzahl plus zufälliges Rauschen für ihre Tiefe noch hoch ist, und jedes Viertel wird dann ebenso geprüft; belebte Gebiete enden mit vielen kleinen Zellen, leere mit wenigen großen, und es muss keine Gittergröße gewählt werden. Wie tief das Teilen auch geht, die Entscheidungen kosten zusammen nur ihren Anteil an ε. Die Anzahlen der endgültigen Zellen erhalten dann zufälliges Rauschen, und mit einem Teil des Budgets der Anzahlen ebenso die Anzahlen der Zellen einer gröberen Tiefe des Baums, sodass ein großes Gebiet nicht die Summe des Rauschens vieler kleiner Zellen ist. Hat der Baum mehr kleine Zellen, als seine Punkte füllen können (wenige Punkte oder ein kleines ε), werden die Anzahlen auf weniger, größeren Zellen veröffentlicht: dem von unten zurückgeschnittenen Baum mit so vielen Zellen, wie die verrauschte Summe jener gröberen Zellen trägt. In der Studie des Projekts war das adaptive Gitter (AG) auf den meisten Datensätzen und Abfragegrößen genauer (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Anteil von ε für die Entscheidung, wo geteilt wird&lt;/b&gt; (Standard {TREE_SHARE:g}; der des Artikels ist 0,5): Der Rest von ε geht an die Anzahlen, und die Anzahl jeder endgültigen Zelle weicht bei ε = 1 mit den Standardwerten im Mittel um etwa 2 Punkte ab (k-mal mehr mit einem Feld der Nutzerkennung). Ein größerer Anteil findet die dichten Gebiete verlässlicher, macht die Anzahlen aber verrauschter; 0,3 war in der Studie des Projekts für große Gebiete genauer als die 0,5 des Artikels.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: wie viel die Ausgabe über eine einzelne Person verraten darf. Kleineres ε bedeutet stärkeren Schutz, verrauschtere Anzahlen und gröbere Zellen. Typische Werte sind 0,1 (starker Schutz) bis 1 (mäßig); oberhalb von etwa 5 ist der Schutz schwach.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Teilungsschwelle θ&lt;/b&gt; (erweitert): Ein größeres θ teilt weniger. Leer: −2δ, wobei δ der Abzug ist, den jede Tiefe von der Anzahl einer Zelle macht; so werden Zellen etwa zwei Tiefen weiter geteilt als mit der 0 des Artikels, die in der Studie des Projekts weniger genau war; eine Tabelle nach Kategorien oder Zeiträumen behält 0. &lt;b&gt;Anteil des ε der Anzahlen für gröbere Zellen&lt;/b&gt; (erweitert): leer ergibt 0,3 für eine Karte (0,15 oder 0,05, wo die gröberen Zellen ein Sechzehntel oder ein Viertel der Ausdehnung sind, zu groß, um in den meisten Gebieten ganz zu liegen) und 0 für eine Tabelle nach Kategorien oder Zeiträumen; 0 veröffentlicht nur die Anzahlen der endgültigen Zellen, wie der Artikel (mit 0,5 für die Entscheidung, wo geteilt wird, und θ = 0: der PrivTree des Artikels). &lt;b&gt;Maximale Tiefe (Speicherschutz)&lt;/b&gt; (erweitert, Standard {MAX_DEPTH}): Zellen werden nie öfter als so oft geteilt; das schützt nur den Speicher und ändert den Schutz nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>coarse counts: {:g} of the counts' ε goes to the cells of one coarse depth, which large areas read instead of summing many cells' noise; a tree of more than about {:,} leaves is counted on that many larger cells</source>
        <translation>gröbere Anzahlen: {:g} des ε der Anzahlen geht an die Zellen einer gröberen Tiefe, die große Gebiete lesen, statt das Rauschen vieler Zellen zu summieren; ein Baum mit mehr als etwa {:,} Blättern wird auf so vielen größeren Zellen gezählt</translation>
    </message>
</context>
<context>
    <name>CampaignAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="97"/>
        <source>Cannot write &apos;{}&apos;: {}.</source>
        <translation>'{}' kann nicht geschrieben werden: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="136"/>
        <source>Campaign {} started: {} rounds, ε = {:g} per resident; round 1 has {} cells ({}).</source>
        <translation>Kampagne {} gestartet: {} Runden, ε = {:g} je Einwohner; Runde 1 hat {} Zellen ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="159"/>
        <source>Round {} uses OLH: the table needs the hash seed field &apos;{}&apos;.</source>
        <translation>Runde {} verwendet OLH: Die Tabelle braucht das Feld des Hash-Startwerts '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="163"/>
        <source>The campaign issued tokens: the table needs the token field &apos;{}&apos;.</source>
        <translation>Die Kampagne hat Tokens ausgegeben: Die Tabelle braucht das Token-Feld '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="167"/>
        <source>The table has no field &apos;{}&apos;.</source>
        <translation>Die Tabelle hat kein Feld '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="177"/>
        <source>{:,} reports left out: {}.</source>
        <translation>{:,} Meldungen ausgelassen: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="184"/>
        <source>Round {} closed with {:,} reports; it was the last round: estimate the campaign.</source>
        <translation>Runde {} mit {:,} Meldungen abgeschlossen; es war die letzte Runde: Werten Sie die Kampagne aus.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="194"/>
        <source>Round {} closed with {:,} reports; publish the plan of round {}.</source>
        <translation>Runde {} mit {:,} Meldungen abgeschlossen; veröffentlichen Sie den Plan der Runde {}.</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <location filename="../spatialdp_qgis/gui/chart_widget.py" line="40"/>
        <source>Charts need matplotlib (python3-matplotlib).</source>
        <translation>Diagramme brauchen matplotlib (python3-matplotlib).</translation>
    </message>
</context>
<context>
    <name>DependenciesDialog</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="74"/>
        <source>SpatialDP: install optional dependencies</source>
        <translation>SpatialDP: optionale Abhängigkeiten installieren</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="76"/>
        <source>Every SpatialDP algorithm works without these libraries. POT computes the exact Wasserstein distance in evaluations; PyTorch (CPU build) runs VDR&apos;s denoiser. They are installed with pip into a folder of your QGIS profile, not into the system&apos;s Python:
{}</source>
        <translation>Jeder SpatialDP-Algorithmus funktioniert ohne diese Bibliotheken. POT berechnet in Auswertungen den exakten Wasserstein-Abstand; PyTorch (CPU-Build) führt den Entrauscher von VDR aus. Sie werden mit pip in einen Ordner Ihres QGIS-Profils installiert, nicht in das Python des Systems:
{}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="97"/>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="98"/>
        <source>Cancel installation</source>
        <translation>Installation abbrechen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="119"/>
        <source>Installing… (PyTorch is a download of about 200 MB)</source>
        <translation>Installiere… (PyTorch ist ein Download von etwa 200 MB)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="134"/>
        <source>The installation stopped.</source>
        <translation>Die Installation wurde beendet.</translation>
    </message>
</context>
<context>
    <name>EvaluateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="99"/>
        <source>Evaluate released grids (uses the true data)</source>
        <translation>Veröffentlichte Gitter auswerten (verwendet die wahren Daten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="149"/>
        <source>True points (not private)</source>
        <translation>Wahre Punkte (nicht privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="151"/>
        <source>Released grids</source>
        <translation>Veröffentlichte Gitter</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Query workload</source>
        <translation>Abfrage-Arbeitslast</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Qardaji: q1…q6</source>
        <translation>Qardaji: q1…q6</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Balioglu: area ρ of the domain</source>
        <translation>Balioglu: Fläche ρ des Gebiets</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Custom sizes</source>
        <translation>Eigene Größen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="157"/>
        <source>Custom query sizes in map units (e.g. 500, 1000, 2000x1000)</source>
        <translation>Eigene Abfragegrößen in Karteneinheiten (z. B. 500, 1000, 2000x1000)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="160"/>
        <source>Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)</source>
        <translation>Abfragen je Größe (0: 200 für Qardaji und eigene, 500 für Balioglu)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="163"/>
        <source>Seed of the random queries</source>
        <translation>Startwert der zufälligen Abfragen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="166"/>
        <source>Grid d for the Wasserstein distance (0: skip)</source>
        <translation>Gitter d für den Wasserstein-Abstand (0: überspringen)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="171"/>
        <source>Error table</source>
        <translation>Fehlertabelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML report</source>
        <translation>HTML-Bericht</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML files (*.html)</source>
        <translation>HTML-Dateien (*.html)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="185"/>
        <source>The custom workload needs query sizes.</source>
        <translation>Die eigene Arbeitslast braucht Abfragegrößen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="214"/>
        <source>The true points must be a point layer.</source>
        <translation>Die wahren Punkte müssen ein Punktlayer sein.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="220"/>
        <source>Choose at least one released grid.</source>
        <translation>Wählen Sie mindestens ein veröffentlichtes Gitter.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="222"/>
        <source>&apos;{}&apos; is not a SpatialDP grid: it needs polygons with the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>'{}' ist kein SpatialDP-Gitter: Es braucht Polygone mit den Feldern cell_id, level, parent_id und noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="226"/>
        <source>The evaluation uses the true points: its results are not private.</source>
        <translation>Die Auswertung verwendet die wahren Punkte: Ihre Ergebnisse sind nicht privat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="235"/>
        <source>Read {} true points with the {}.</source>
        <translation>{} wahre Punkte mit dem {} gelesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="245"/>
        <source>{}: {} cells</source>
        <translation>{}: {} Zellen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="249"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="257"/>
        <source>{}: W2 = {:.4g} map units ({})</source>
        <translation>{}: W2 = {:.4g} Karteneinheiten ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="102"/>
        <source>This one compares released grids with the true points; its results are not private.</source>
        <translation>Dieses Werkzeug vergleicht veröffentlichte Gitter mit den wahren Punkten; seine Ergebnisse sind nicht privat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="239"/>
        <source>'{}' has no SpatialDP release record: nothing says which mechanism, ε and extent produced it. Write releases with SpatialDP's algorithms (a real campaign's with 'Estimate an LDP collection campaign').</source>
        <translation>'{}' hat keinen SpatialDP-Veröffentlichungsnachweis: Nichts sagt, welcher Mechanismus, welches ε und welche Ausdehnung es erzeugt haben. Schreiben Sie Veröffentlichungen mit den Algorithmen von SpatialDP (die einer echten Kampagne mit 'LDP-Erhebungskampagne auswerten').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="104"/>
        <source>&lt;p&gt;Measures how well one or more released grids answer questions of the form &quot;how many points are in this rectangle?&quot;, by comparing them with the &lt;b&gt;true points&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: this is a tool for you, the data custodian, to choose a method, ε and grid before publishing. Do not publish the results with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True points (not private)&lt;/b&gt;: the sensitive layer the grids were made from. &lt;b&gt;Released grids&lt;/b&gt;: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), with square or hexagonal cells. A cell partly inside a rectangle counts in proportion to the part of its area inside. VDR grids are summed over their time slices.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Query workload&lt;/b&gt;: the rectangles asked. 'Qardaji' uses six sizes q1…q6, each twice as wide and tall as the previous, q6 half as wide and tall as the extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; 'Custom' uses &lt;b&gt;Custom query sizes in map units&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Queries per size&lt;/b&gt;: how many random rectangles of each size (0: 200 for Qardaji and custom, 500 for Balioglu). &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles, so results can be compared between runs; grids with the same extent always get the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: for every grid, query size and measure, the mean and the 25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error (the error divided by the true count, or by 0.1 % of all points if that is more), the same on the rectangles holding at least 0.1 % of all points only, Balioglu's AQE (the same with 2 % of all points) and the absolute error in points. &lt;b&gt;Grid d for the Wasserstein distance&lt;/b&gt; (advanced; 0 skips it): also compares the whole distribution of the points on a d×d grid — how far, on average, the released mass sits from the true mass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the true points of a PostGIS layer are counted by the database itself — per query rectangle, exactly — and only those counts leave it. A selection, a feature limit, a filter, a geometry check, multi-points or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML report&lt;/b&gt;: first the median relative error per grid and size (on clustered data the mean is driven by rectangles in empty space, where it is just the noise divided by 0.1 % of all points), then the same as charts (box from the median to the 75th percentile, line from the 25th to the 95th, black bar at the mean).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Misst, wie gut ein oder mehrere veröffentlichte Gitter Fragen der Form „wie viele Punkte liegen in diesem Rechteck?“ beantworten, indem es sie mit den &lt;b&gt;wahren Punkten&lt;/b&gt; vergleicht. &lt;b&gt;Die Ergebnisse sind nicht privat&lt;/b&gt;: Dies ist ein Werkzeug für Sie, die Datenverantwortlichen, um vor dem Veröffentlichen eine Methode, ε und ein Gitter zu wählen. Veröffentlichen Sie die Ergebnisse nicht mit der Veröffentlichung.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wahre Punkte (nicht privat)&lt;/b&gt;: der sensible Layer, aus dem die Gitter erstellt wurden. &lt;b&gt;Veröffentlichte Gitter&lt;/b&gt;: eine oder mehrere SpatialDP-Ausgaben (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), mit quadratischen oder sechseckigen Zellen. Eine Zelle, die teilweise in einem Rechteck liegt, zählt im Verhältnis zum Anteil ihrer Fläche darin. VDR-Gitter werden über ihre Zeitscheiben summiert.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Abfrage-Arbeitslast&lt;/b&gt;: die abgefragten Rechtecke. 'Qardaji' verwendet sechs Größen q1…q6, jede doppelt so breit und hoch wie die vorige, q6 halb so breit und hoch wie die Ausdehnung; 'Balioglu' verwendet Rechtecke, die 0,005 % bis 10 % der Ausdehnung bedecken; 'Eigene Größen' verwendet &lt;b&gt;Eigene Abfragegrößen in Karteneinheiten&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Abfragen je Größe&lt;/b&gt;: wie viele zufällige Rechtecke jeder Größe (0: 200 für Qardaji und eigene, 500 für Balioglu). &lt;b&gt;Startwert der zufälligen Abfragen&lt;/b&gt;: Derselbe Startwert fragt dieselben Rechtecke ab, sodass Ergebnisse zwischen Läufen vergleichbar sind; Gitter mit derselben Ausdehnung erhalten immer dieselben Rechtecke.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fehlertabelle&lt;/b&gt;: für jedes Gitter, jede Abfragegröße und jedes Maß der Mittelwert und das 25., 50., 75. und 95. Perzentil des Fehlers. Maße: der relative Fehler (der Fehler geteilt durch die wahre Anzahl oder durch 0,1 % aller Punkte, falls das mehr ist), derselbe nur auf den Rechtecken mit mindestens 0,1 % aller Punkte, Balioglus AQE (dasselbe mit 2 % aller Punkte) und der absolute Fehler in Punkten. &lt;b&gt;Gitter d für den Wasserstein-Abstand&lt;/b&gt; (erweitert; 0 überspringt ihn): vergleicht außerdem die ganze Verteilung der Punkte auf einem d×d-Gitter — wie weit die veröffentlichte Masse im Mittel von der wahren entfernt liegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In der Datenbank zählen, wenn der Layer in PostGIS liegt&lt;/b&gt; (erweitert, standardmäßig an): Die wahren Punkte eines PostGIS-Layers werden von der Datenbank selbst gezählt — je Abfragerechteck, exakt —, und nur diese Anzahlen verlassen sie. Eine Auswahl, eine Objektgrenze, ein Filter, eine Geometrieprüfung, Multipunkte oder ungespeicherte Änderungen lassen den Algorithmus die Punkte stattdessen über QGIS lesen, und das Protokoll sagt es. Siehe docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML-Bericht&lt;/b&gt;: zuerst der Median des relativen Fehlers je Gitter und Größe (bei geballten Daten wird der Mittelwert von Rechtecken im leeren Raum bestimmt, wo er nur das Rauschen geteilt durch 0,1 % aller Punkte ist), dann dasselbe als Diagramme (Kasten vom Median bis zum 75. Perzentil, Linie vom 25. bis zum 95., schwarzer Balken beim Mittelwert).&lt;/p&gt;&lt;p&gt;Literatur: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="142"/>
        <source>&lt;p&gt;&lt;b&gt;Count tables&lt;/b&gt; (releases by category and period, wide or long): besides their totals, each category and each period is evaluated against the true points of that category or period, on the same rectangles; the column part names it (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zähltabellen&lt;/b&gt; (Freigaben nach Kategorie und Zeitraum, breit oder lang): neben ihren Summen wird jede Kategorie und jeder Zeitraum mit den wahren Punkten dieser Kategorie bzw. dieses Zeitraums verglichen, auf denselben Rechtecken; die Spalte part nennt sie (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>EvaluateFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="49"/>
        <source>Evaluate released OD flows (uses the true trips)</source>
        <translation>Veröffentlichte Quelle–Ziel-Flüsse bewerten (nutzt die wahren Fahrten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="52"/>
        <source>This one compares released flows with the true trips; its results are not private.</source>
        <translation>Dieses Werkzeug vergleicht veröffentlichte Flüsse mit den wahren Fahrten; seine Ergebnisse sind nicht privat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="53"/>
        <source>&lt;p&gt;Measures how well the flows released by 'Private origin–destination flows' answer planners' questions, against the &lt;b&gt;true trips&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: do not publish them with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True trips (not private)&lt;/b&gt;: the line layer the flows were released from. &lt;b&gt;Released flows&lt;/b&gt;: the flows or the OD matrix table of a release; its record gives the grid. &lt;b&gt;Zones: public polygons&lt;/b&gt;: the same polygon layer, for a release between polygons. &lt;b&gt;Queries&lt;/b&gt;: how many random pairs of rectangles are asked; &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: the relative error of the trips between the zones in one rectangle and those in another (divided by the true number, or by 0.1 % of all trips if that is more; mean and percentiles), the share of the {} largest true flows among the {} largest released ones, and the mean absolute errors of the zones' outgoing and incoming totals summed from the released flows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Misst, wie gut die von 'Private Quelle–Ziel-Flüsse' veröffentlichten Flüsse die Fragen der Verkehrsplanung beantworten, verglichen mit den &lt;b&gt;wahren Fahrten&lt;/b&gt;. &lt;b&gt;Die Ergebnisse sind nicht privat&lt;/b&gt;: Veröffentlichen Sie sie nicht mit der Veröffentlichung.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Wahre Fahrten (nicht privat)&lt;/b&gt;: der Linienlayer, aus dem die Flüsse veröffentlicht wurden. &lt;b&gt;Veröffentlichte Flüsse&lt;/b&gt;: die Flüsse oder die Tabelle der Quelle–Ziel-Matrix einer Veröffentlichung; ihr Protokoll nennt das Gitter. &lt;b&gt;Zonen: öffentliche Polygone&lt;/b&gt;: derselbe Polygonlayer, für eine Veröffentlichung zwischen Polygonen. &lt;b&gt;Abfragen&lt;/b&gt;: wie viele zufällige Rechteckpaare gefragt werden; &lt;b&gt;Startwert der zufälligen Abfragen&lt;/b&gt;: derselbe Startwert fragt dieselben Rechtecke.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fehlertabelle&lt;/b&gt;: der relative Fehler der Fahrten zwischen den Zonen in einem Rechteck und denen in einem anderen (geteilt durch die wahre Anzahl oder durch 0,1 % aller Fahrten, wenn das mehr ist; Mittelwert und Perzentile), der Anteil der {} größten wahren Flüsse unter den {} größten veröffentlichten und die mittleren absoluten Fehler der aus den veröffentlichten Flüssen summierten ausgehenden und eingehenden Summen der Zonen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="69"/>
        <source>True trips (not private)</source>
        <translation>Wahre Fahrten (nicht privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="71"/>
        <source>Released flows</source>
        <translation>Veröffentlichte Flüsse</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="73"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zonen: öffentliche Polygone (statt eines Gitters)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="76"/>
        <source>Queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="79"/>
        <source>Seed of the random queries</source>
        <translation>Startwert der zufälligen Abfragen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="82"/>
        <source>Error table</source>
        <translation>Fehlertabelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="92"/>
        <source>The released flows must be an output of 'Private origin–destination flows' (its flows or its OD matrix table, with its release record).</source>
        <translation>Die veröffentlichten Flüsse müssen eine Ausgabe von 'Private Quelle–Ziel-Flüsse' sein (ihre Flüsse oder ihre Tabelle der Quelle–Ziel-Matrix, mit ihrem Veröffentlichungsprotokoll).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="97"/>
        <source>The released flows need the fields origin, destination and noisy_count.</source>
        <translation>Die veröffentlichten Flüsse brauchen die Felder origin, destination und noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="99"/>
        <source>The evaluation uses the true trips: its results are not private.</source>
        <translation>Die Bewertung nutzt die wahren Fahrten: Ihre Ergebnisse sind nicht privat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="110"/>
        <source>The released flows name zones that the release&apos;s {:,} zones do not have.</source>
        <translation>Die veröffentlichten Flüsse nennen Zonen, die die {:,} Zonen der Veröffentlichung nicht haben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="125"/>
        <source>{:,} true trips in {:,} zones; {:,} released flows.</source>
        <translation>{:,} wahre Fahrten in {:,} Zonen; {:,} veröffentlichte Flüsse.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="139"/>
        <source>The release counted between polygons: give the same polygon layer as its zones.</source>
        <translation>Die Veröffentlichung zählte zwischen Polygonen: Geben Sie denselben Polygonlayer als ihre Zonen an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="144"/>
        <source>The polygon layer has {:,} polygons, the release {:,} zones (with the outside one); give the polygon layer of the release.</source>
        <translation>Der Polygonlayer hat {:,} Polygone, die Veröffentlichung {:,} Zonen (mit der äußeren); geben Sie den Polygonlayer der Veröffentlichung an.</translation>
    </message>
</context>
<context>
    <name>EvaluationGroup</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="55"/>
        <source>Evaluation and guidance</source>
        <translation>Auswertung und Empfehlung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="58"/>
        <source>These tools are for the data custodian before a release: they help to choose a method, ε and a grid.</source>
        <translation>Diese Werkzeuge sind für die Datenverantwortlichen vor einer Veröffentlichung: Sie helfen, eine Methode, ε und ein Gitter zu wählen.</translation>
    </message>
</context>
<context>
    <name>EvaluationTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="71"/>
        <source>Evaluation compares a release with the TRUE points: its results are not private. Use them to choose a mechanism, ε and grid; do not publish them with the release.</source>
        <translation>Die Auswertung vergleicht eine Veröffentlichung mit den WAHREN Punkten: Ihre Ergebnisse sind nicht privat. Nutzen Sie sie, um einen Mechanismus, ε und ein Gitter zu wählen; veröffentlichen Sie sie nicht mit der Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="82"/>
        <source>True points</source>
        <translation>Wahre Punkte</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="85"/>
        <source>Released grid</source>
        <translation>Veröffentlichtes Gitter</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="91"/>
        <source>Qardaji: q1…q6 (200 queries each)</source>
        <translation>Qardaji: q1…q6 (je 200 Abfragen)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="92"/>
        <source>Balioglu: ρ = 0.005 %…10 % of the area (500 each)</source>
        <translation>Balioglu: ρ = 0,005 %…10 % der Fläche (je 500)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="101"/>
        <source>Custom sizes</source>
        <translation>Eigene Größen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="94"/>
        <source>Which rectangles to ask about: &apos;Qardaji&apos; uses six sizes, from 1/64 to 1/2 of the extent&apos;s width and height; &apos;Balioglu&apos; rectangles covering 0.005 % to 10 % of the extent; &apos;Custom&apos; your own sizes.</source>
        <translation>Welche Rechtecke abgefragt werden: 'Qardaji' verwendet sechs Größen, von 1/64 bis 1/2 der Breite und Höhe der Ausdehnung; 'Balioglu' Rechtecke, die 0,005 % bis 10 % der Ausdehnung bedecken; 'Eigene Größen' Ihre eigenen Größen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="98"/>
        <source>Query workload</source>
        <translation>Abfrage-Arbeitslast</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="100"/>
        <source>sides in map units, e.g. 500, 1000, 2000x1000</source>
        <translation>Seiten in Karteneinheiten, z. B. 500, 1000, 2000x1000</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="104"/>
        <source>the paper&apos;s</source>
        <translation>die des Artikels</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="105"/>
        <source>How many random rectangles of each size; &apos;the paper&apos;s&apos; uses 200 (Qardaji, custom) or 500 (Balioglu).</source>
        <translation>Wie viele zufällige Rechtecke jeder Größe; 'die des Artikels' verwendet 200 (Qardaji, eigene) oder 500 (Balioglu).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="108"/>
        <source>Queries per size</source>
        <translation>Abfragen je Größe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="112"/>
        <source>The same seed asks the same rectangles, so that results can be compared between runs and between releases.</source>
        <translation>Derselbe Startwert fragt dieselben Rechtecke ab, sodass Ergebnisse zwischen Läufen und zwischen Veröffentlichungen verglichen werden können.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="115"/>
        <source>Seed of the queries</source>
        <translation>Startwert der Abfragen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="119"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="120"/>
        <source>Also compare the whole distribution of the points on a d×d grid (2-Wasserstein distance: how far, on average, the released mass sits from the true mass). Exact up to d = 64, approximate beyond; 'off' skips it.</source>
        <translation>Vergleicht außerdem die ganze Verteilung der Punkte auf einem d×d-Gitter (2-Wasserstein-Abstand: wie weit die veröffentlichte Masse im Mittel von der wahren entfernt liegt). Exakt bis d = 64, darüber genähert; 'aus' überspringt ihn.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="124"/>
        <source>W2 grid d</source>
        <translation>W2-Gitter d</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="128"/>
        <source>Evaluate</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="129"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="142"/>
        <source>Metric</source>
        <translation>Maß</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="164"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="165"/>
        <source>Export PNG…</source>
        <translation>PNG exportieren…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="194"/>
        <source>Choose a grid released by SpatialDP.</source>
        <translation>Wählen Sie ein von SpatialDP veröffentlichtes Gitter.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="197"/>
        <source>Not a SpatialDP grid: it needs the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>Kein SpatialDP-Gitter: Es braucht die Felder cell_id, level, parent_id und noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="204"/>
        <source>{} release, {} DP, ε = {}</source>
        <translation>{}-Veröffentlichung, {} DP, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="207"/>
        <source>A SpatialDP grid without a release record (its cells give the extent)</source>
        <translation>Ein SpatialDP-Gitter ohne Veröffentlichungsnachweis (seine Zellen ergeben die Ausdehnung)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="216"/>
        <source>Give at least one custom query size.</source>
        <translation>Geben Sie mindestens eine eigene Abfragegröße an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="224"/>
        <source>Choose the true points and a released grid.</source>
        <translation>Wählen Sie die wahren Punkte und ein veröffentlichtes Gitter.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="228"/>
        <source>SpatialDP: evaluating {}</source>
        <translation>SpatialDP: werte {} aus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="239"/>
        <source>Evaluating in the background…</source>
        <translation>Auswertung im Hintergrund…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation failed: {}</source>
        <translation>Auswertung fehlgeschlagen: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation cancelled.</source>
        <translation>Auswertung abgebrochen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="261"/>
        <source>{:,} queries on {:,} true points in the grid&apos;s extent.</source>
        <translation>{:,} Abfragen auf {:,} wahren Punkten in der Ausdehnung des Gitters.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="291"/>
        <source>W2 = {:.4g} map units on a {}×{} grid ({}).</source>
        <translation>W2 = {:.4g} Karteneinheiten auf einem {}×{}-Gitter ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>Export the table</source>
        <translation>Tabelle exportieren</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>Export the chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="274"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
</context>
<context>
    <name>GridGuideAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="87"/>
        <source>Grid-size guidance</source>
        <translation>Empfehlung zur Gittergröße</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="138"/>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="140"/>
        <source>Number of points or users N (public)</source>
        <translation>Anzahl der Punkte oder Nutzer N (öffentlich)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="143"/>
        <source>Privacy budget ε</source>
        <translation>Privatsphäre-Budget ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="146"/>
        <source>Extent (for cell sizes in map units)</source>
        <translation>Ausdehnung (für Zellgrößen in Karteneinheiten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="150"/>
        <source>{} — empty: the mechanism's default</source>
        <translation>{} — leer: der Standard des Mechanismus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="169"/>
        <source>cell width</source>
        <translation>Zellbreite</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="170"/>
        <source>cell height</source>
        <translation>Zellhöhe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="171"/>
        <source>recommended sizes (JSON)</source>
        <translation>empfohlene Größen (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="172"/>
        <source>guidance (JSON)</source>
        <translation>Empfehlung (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="243"/>
        <source>{}: {}</source>
        <translation>{}: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="94"/>
        <source>&lt;p&gt;Recommends the grid of a method for a number of points (or people) and a privacy budget ε, as numbers a model can pass on (for example its grid size into the uniform grid). It reads no data and spends no privacy budget. The Guidance tab of the SpatialDP panel shows the same with a chart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanism&lt;/b&gt;: the method to size. &lt;b&gt;Number of points or users N (public)&lt;/b&gt;: a number that may be known, such as a published total — not a count of your sensitive layer. &lt;b&gt;Privacy budget ε&lt;/b&gt;: as you will give it to the method. &lt;b&gt;Extent (for cell sizes in map units)&lt;/b&gt;: optional; with it the cell width and height are computed too.&lt;/p&gt;&lt;p&gt;Advanced: the method's own settings — &lt;b&gt;Guideline constant c&lt;/b&gt;, &lt;b&gt;Points per user k&lt;/b&gt;, &lt;b&gt;Share α of ε for the first level&lt;/b&gt;, &lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (PrivTree), &lt;b&gt;Guideline constant α&lt;/b&gt;, &lt;b&gt;Share σ of users in the first phase&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for g1&lt;/b&gt;, &lt;b&gt;Tree depth h&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt;, &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt;, &lt;b&gt;Grid size d&lt;/b&gt;, &lt;b&gt;Time slices T&lt;/b&gt; — as in the method's own dialog. Each one applies only to the methods named in its label; left empty it takes the method's default.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: GRID_SIZE (the value for the method's grid size; PrivTree has none: the cells per side its tree reaches for evenly spread points), LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average cell and a cell holding all points would be cut), CELLS (cells released if the points were spread evenly), NOISE_SD (the typical noise of one cell, in points), RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT (with an extent) and SIZES/GUIDANCE (everything as JSON).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Empfiehlt das Gitter einer Methode für eine Anzahl von Punkten (oder Personen) und ein Privatsphäre-Budget ε, als Zahlen, die ein Modell weitergeben kann (zum Beispiel seine Gittergröße an das gleichmäßige Gitter). Es liest keine Daten und verbraucht kein Privatsphäre-Budget. Der Reiter Empfehlung im SpatialDP-Bedienfeld zeigt dasselbe mit einem Diagramm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanismus&lt;/b&gt;: die zu bemessende Methode. &lt;b&gt;Anzahl der Punkte oder Nutzer N (öffentlich)&lt;/b&gt;: eine Zahl, die bekannt sein darf, etwa eine veröffentlichte Summe — keine Zählung Ihres sensiblen Layers. &lt;b&gt;Privatsphäre-Budget ε&lt;/b&gt;: so, wie Sie es der Methode geben werden. &lt;b&gt;Ausdehnung (für Zellgrößen in Karteneinheiten)&lt;/b&gt;: optional; damit werden auch Zellbreite und -höhe berechnet.&lt;/p&gt;&lt;p&gt;Erweitert: die eigenen Einstellungen der Methode — &lt;b&gt;Leitlinien-Konstante c&lt;/b&gt;, &lt;b&gt;Punkte je Nutzer k&lt;/b&gt;, &lt;b&gt;Anteil α von ε für die erste Ebene&lt;/b&gt;, &lt;b&gt;Anteil von ε für die Entscheidung, wo geteilt wird&lt;/b&gt; (PrivTree), &lt;b&gt;Leitlinien-Konstante α&lt;/b&gt;, &lt;b&gt;Anteil σ der Nutzer in der ersten Phase&lt;/b&gt;, &lt;b&gt;Leitlinien-Konstante α1 für g1&lt;/b&gt;, &lt;b&gt;Baumtiefe h&lt;/b&gt;, &lt;b&gt;Leitlinien-Konstante α1 für die 1-D-Gitter&lt;/b&gt;, &lt;b&gt;Leitlinien-Konstante α2 für das 2-D-Gitter&lt;/b&gt;, &lt;b&gt;Gittergröße d&lt;/b&gt;, &lt;b&gt;Zeitscheiben T&lt;/b&gt; — wie im eigenen Dialog der Methode. Jede gilt nur für die in ihrer Beschriftung genannten Methoden; leer nimmt sie den Standard der Methode.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ausgaben&lt;/b&gt;: GRID_SIZE (der Wert für die Gittergröße der Methode; PrivTree hat keine: die Zellen je Seite, die sein Baum bei gleichmäßig verteilten Punkten erreicht), LEVEL2_MIN/EVEN/MAX (bei zweistufigen Methoden: wie fein eine leere Zelle, eine durchschnittliche Zelle und eine Zelle mit allen Punkten geteilt würden), CELLS (veröffentlichte Zellen bei gleichmäßig verteilten Punkten), NOISE_SD (das typische Rauschen einer Zelle, in Punkten), RADIUS (der Radius b von DAM in Zellen), TIME_SLICES (das T von VDR), CELL_WIDTH/CELL_HEIGHT (mit einer Ausdehnung) und SIZES/GUIDANCE (alles als JSON).&lt;/p&gt;&lt;p&gt;Literatur: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); der DAM-Artikel; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="215"/>
        <source>The recommended grid gives {:,} cells (points spread evenly), more than the {:,} SpatialDP writes, so the method would refuse it: check that N is the number of points (or users), or give the method a smaller grid size yourself.</source>
        <translation>Das empfohlene Gitter ergibt {:,} Zellen (gleichmäßig verteilte Punkte), mehr als die {:,}, die SpatialDP schreibt, sodass die Methode es ablehnen würde: Prüfen Sie, ob N die Anzahl der Punkte (oder Nutzer) ist, oder geben Sie der Methode selbst eine kleinere Gittergröße.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="225"/>
        <source>The extent has no area, so the cells would have no width or height; give the extent of the area the points lie in, or leave it empty.</source>
        <translation>Die Ausdehnung hat keine Fläche, die Zellen hätten also weder Breite noch Höhe; geben Sie die Ausdehnung des Gebiets an, in dem die Punkte liegen, oder lassen Sie sie leer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="93"/>
        <source>This one sizes a grid from public numbers only; it reads no data.</source>
        <translation>Dieses Werkzeug bemisst ein Gitter nur aus öffentlichen Zahlen; es liest keine Daten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="190"/>
        <source>recommended grid size</source>
        <translation>empfohlene Gittergröße</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="191"/>
        <source>cells (points spread evenly)</source>
        <translation>Zellen (gleichmäßig verteilte Punkte)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="192"/>
        <source>noise sd per cell, in points</source>
        <translation>Standardabweichung des Rauschens je Zelle, in Punkten</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="193"/>
        <source>second-level cells per side of an empty cell</source>
        <translation>Zellen der zweiten Ebene je Seite einer leeren Zelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="194"/>
        <source>second-level cells per side of an average cell</source>
        <translation>Zellen der zweiten Ebene je Seite einer durchschnittlichen Zelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="195"/>
        <source>second-level cells per side of a cell holding all points</source>
        <translation>Zellen der zweiten Ebene je Seite einer Zelle mit allen Punkten</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="196"/>
        <source>DAM&apos;s radius b in cells</source>
        <translation>Radius b von DAM in Zellen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="197"/>
        <source>VDR&apos;s time slices T</source>
        <translation>Zeitscheiben T von VDR</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="124"/>
        <source>&lt;p&gt;&lt;b&gt;Recommendation&lt;/b&gt;: RECOMMENDED names the method that was most accurate, with its defaults, in the project's study (docs/best-by-default.md) for the &lt;b&gt;Privacy model&lt;/b&gt; (central, local, or user-level: at most k points per user, k being &lt;b&gt;Points per user k&lt;/b&gt;), N, ε and the &lt;b&gt;Query size (% of the extent's area)&lt;/b&gt; you care about (empty: every size); RECOMMENDATION gives it as JSON with the study column it comes from. It is read from a table in the plugin, never from your data.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Empfehlung&lt;/b&gt;: RECOMMENDED nennt die Methode, die in der Studie des Projekts (docs/best-by-default.md) mit ihren Standardwerten am genauesten war, für das &lt;b&gt;Datenschutzmodell&lt;/b&gt; (zentral, lokal oder auf Nutzerebene: höchstens k Punkte je Nutzer, k ist &lt;b&gt;Punkte je Nutzer k&lt;/b&gt;), N, ε und die &lt;b&gt;Abfragegröße (% der Fläche der Ausdehnung)&lt;/b&gt;, auf die es Ihnen ankommt (leer: jede Größe); RECOMMENDATION gibt sie als JSON mit der Studienspalte an, aus der sie stammt. Sie wird aus einer Tabelle im Plugin gelesen, nie aus Ihren Daten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="158"/>
        <source>Privacy model (for the recommendation)</source>
        <translation>Datenschutzmodell (für die Empfehlung)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="161"/>
        <source>Query size (% of the extent's area) — empty: every size</source>
        <translation>Abfragegröße (% der Fläche der Ausdehnung) — leer: jede Größe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="173"/>
        <source>recommended mechanism</source>
        <translation>empfohlener Mechanismus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="174"/>
        <source>recommendation (JSON)</source>
        <translation>Empfehlung (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="239"/>
        <source>Recommended for the model {}: {}</source>
        <translation>Empfohlen für das Modell {}: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="131"/>
        <source>&lt;p&gt;&lt;b&gt;Counts per cell K of a table&lt;/b&gt; (UG, AG, PrivTree): for a release by category and period, its categories (other / missing included) times its periods. Each count then holds about N/K points, so the grid is sized for N/K points and is coarser (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zählungen pro Zelle K einer Tabelle&lt;/b&gt; (UG, AG, PrivTree): für eine Freigabe nach Kategorie und Zeitraum ihre Kategorien (einschließlich sonstige / fehlend) mal ihre Zeiträume. Jede Zählung enthält dann etwa N/K Punkte, daher wird das Gitter für N/K Punkte bemessen und ist gröber (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GuidanceTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="106"/>
        <source>The release method to size. UG and AG count the true points on your computer; LDP-UG, PrivAG, AAG and DAM plan a survey in which devices add the noise; VDR publishes counts per time slice. Each algorithm&apos;s help says which to choose.</source>
        <translation>Die zu bemessende Veröffentlichungsmethode. UG und AG zählen die wahren Punkte auf Ihrem Rechner; LDP-UG, PrivAG, AAG und DAM planen eine Erhebung, in der Geräte das Rauschen hinzufügen; VDR veröffentlicht Anzahlen je Zeitscheibe. Die Hilfe jedes Algorithmus sagt, welche zu wählen ist.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="110"/>
        <source>Mechanism</source>
        <translation>Mechanismus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="112"/>
        <source>Number of points (or people) N. The recommendations depend on it. Use a number that may be known publicly (a published total, say), not a count of the sensitive layer.</source>
        <translation>Anzahl der Punkte (oder Personen) N. Die Empfehlungen hängen davon ab. Verwenden Sie eine Zahl, die öffentlich bekannt sein darf (etwa eine veröffentlichte Summe), keine Zählung des sensiblen Layers.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="116"/>
        <source>N (points or users)</source>
        <translation>N (Punkte oder Nutzer)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="121"/>
        <source>Use its count</source>
        <translation>Seine Anzahl verwenden</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="124"/>
        <source>N from a layer</source>
        <translation>N aus einem Layer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="125"/>
        <source>N was read from the layer's feature count. That count comes from the sensitive data and is not private: use it only if it is public knowledge, or let the algorithm estimate N with a share of ε.</source>
        <translation>N wurde aus der Objektanzahl des Layers gelesen. Diese Anzahl stammt aus den sensiblen Daten und ist nicht privat: Verwenden Sie sie nur, wenn sie öffentlich bekannt ist, oder lassen Sie den Algorithmus N mit einem Anteil von ε schätzen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="134"/>
        <source>The privacy budget you will give the algorithm. A smaller ε protects people better but adds more noise, so the recommended grids get coarser.</source>
        <translation>Das Privatsphäre-Budget, das Sie dem Algorithmus geben werden. Ein kleineres ε schützt Personen besser, fügt aber mehr Rauschen hinzu, sodass die empfohlenen Gitter gröber werden.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="137"/>
        <source>Privacy budget ε</source>
        <translation>Privatsphäre-Budget ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="140"/>
        <source>Not set</source>
        <translation>Nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="143"/>
        <source>Optional: the public area the grid will cover (a boundary, the map canvas), to show the recommended cell sizes in map units.</source>
        <translation>Optional: das öffentliche Gebiet, das das Gitter abdecken wird (eine Grenze, der Kartenausschnitt), um die empfohlenen Zellgrößen in Karteneinheiten zu zeigen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="146"/>
        <source>Public extent</source>
        <translation>Öffentliche Ausdehnung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="147"/>
        <source>An extent computed from a layer of the sensitive data is not private: prefer a public extent (an administrative boundary, the map canvas).</source>
        <translation>Eine aus einem Layer der sensiblen Daten berechnete Ausdehnung ist nicht privat: Bevorzugen Sie eine öffentliche Ausdehnung (eine Verwaltungsgrenze, den Kartenausschnitt).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="156"/>
        <source>Mechanism parameters</source>
        <translation>Parameter des Mechanismus</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="293"/>
        <source>Cells (points spread evenly)</source>
        <translation>Zellen (gleichmäßig verteilte Punkte)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="294"/>
        <source>Noise sd per cell</source>
        <translation>Standardabweichung des Rauschens je Zelle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>Cell size</source>
        <translation>Zellgröße</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="300"/>
        <source>Cell size, {}</source>
        <translation>Zellgröße, {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>set an extent</source>
        <translation>eine Ausdehnung angeben</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="305"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="323"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="338"/>
        <source>The algorithm of this mechanism is not installed.</source>
        <translation>Der Algorithmus dieses Mechanismus ist nicht installiert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="197"/>
        <source>Open the algorithm…</source>
        <translation>Den Algorithmus öffnen…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="198"/>
        <source>Opens the algorithm&apos;s dialog with these values filled in</source>
        <translation>Öffnet den Dialog des Algorithmus mit diesen Werten ausgefüllt</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="160"/>
        <source>Which mechanism?</source>
        <translation>Welcher Mechanismus?</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="166"/>
        <source>Central: you hold the true points. Local: each person&apos;s device adds the noise. User-level: central, with at most k points per person (k is the points per user of the mechanism&apos;s parameters).</source>
        <translation>Zentral: Sie haben die echten Punkte. Lokal: das Gerät jeder Person fügt das Rauschen hinzu. Auf Nutzerebene: zentral, mit höchstens k Punkten je Person (k sind die Punkte je Nutzer in den Parametern des Mechanismus).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="170"/>
        <source>Privacy model</source>
        <translation>Datenschutzmodell</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="171"/>
        <source>The size of the areas you will ask about, as a percentage of the extent&apos;s area (0: every size from 0.02 % to 25 %).</source>
        <translation>Die Größe der Gebiete, nach denen Sie fragen werden, in Prozent der Fläche der Ausdehnung (0: jede Größe von 0,02 % bis 25 %).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="174"/>
        <source>every size</source>
        <translation>jede Größe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="175"/>
        <source>Query size (%)</source>
        <translation>Abfragegröße (%)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="179"/>
        <source>Show its guidance</source>
        <translation>Seine Empfehlungen zeigen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="276"/>
        <source>Recommended: &lt;b&gt;{}&lt;/b&gt; with its defaults (the others&apos; error in the study: {})</source>
        <translation>Empfohlen: &lt;b&gt;{}&lt;/b&gt; mit seinen Standardwerten (der Fehler der anderen in der Studie: {})</translation>
    </message>
</context>
<context>
    <name>LocalModel</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="20"/>
        <source>Local differential privacy</source>
        <translation>Lokale Differenzielle Privatsphäre</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="23"/>
        <source>Local DP is for collections where each person&apos;s device perturbs their own location before sending it, so that nobody holds the true points; these algorithms plan such a survey by simulating it, or estimate from its reports. Use the central algorithms if you hold the exact points.</source>
        <translation>Lokale DP ist für Erhebungen, bei denen das Gerät jeder Person den eigenen Standort verrauscht, bevor es ihn sendet, sodass niemand die wahren Punkte besitzt; diese Algorithmen planen eine solche Erhebung, indem sie sie simulieren, oder schätzen aus ihren Meldungen. Verwenden Sie die zentralen Algorithmen, wenn Sie die exakten Punkte besitzen.</translation>
    </message>
</context>
<context>
    <name>MechanismAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="227"/>
        <source>hexagonal cells need the points themselves</source>
        <translation>Sechseckzellen brauchen die Punkte selbst</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="281"/>
        <source>{} needs at least {} users inside the extent and has {:,}: each of them reported their cell of a {}×{} grid once, as in LDP-UG, and the output has that grid.</source>
        <translation>{} braucht mindestens {} Nutzer innerhalb der Ausdehnung und hat {:,}: Jeder von ihnen hat seine Zelle eines {}×{}-Gitters einmal gemeldet, wie bei LDP-UG, und die Ausgabe hat dieses Gitter.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="242"/>
        <source>The table would have more than {:,} counts (cells × categories × periods); choose a smaller grid, fewer categories or longer periods.</source>
        <translation>Die Tabelle hätte mehr als {:,} Zählungen (Zellen × Kategorien × Zeiträume); wählen Sie ein kleineres Gitter, weniger Kategorien oder längere Zeiträume.</translation>
    </message>
</context>
<context>
    <name>OdFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="89"/>
        <source>Private flows</source>
        <translation>Private Flüsse</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="91"/>
        <source>Private zones</source>
        <translation>Private Zonen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="93"/>
        <source>OD matrix (table)</source>
        <translation>Quelle–Ziel-Matrix (Tabelle)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="214"/>
        <source>origin points with destination fields are read through QGIS</source>
        <translation>Quellpunkte mit Zielfeldern werden über QGIS gelesen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="216"/>
        <source>no public extent is given</source>
        <translation>es ist keine öffentliche Ausdehnung angegeben</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="220"/>
        <source>the layer holds multi-part lines</source>
        <translation>der Layer enthält mehrteilige Linien</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="96"/>
        <source>Parent flows (table)</source>
        <translation>Elternflüsse (Tabelle)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="135"/>
        <source>The zones&apos; polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>Der Polygonlayer der Zonen hat bereits das Feld bzw. die Felder {}, die die Ausgabe hinzufügt; benennen Sie sie zuerst um oder entfernen Sie sie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="139"/>
        <source>A parent field needs the zones&apos; polygon layer; for a grid give blocks of cells instead.</source>
        <translation>Ein Elternfeld braucht den Polygonlayer der Zonen; geben Sie für ein Gitter stattdessen Blöcke von Zellen an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="178"/>
        <source>The zones are the polygons: the public extent, the grid size and the blocks of cells are not used.</source>
        <translation>Die Zonen sind die Polygone: Die öffentliche Ausdehnung, die Gittergröße und die Blöcke von Zellen werden nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="210"/>
        <source>the zones are polygons, located by the plugin&apos;s point-in-polygon rule</source>
        <translation>die Zonen sind Polygone, die nach der Punkt-in-Polygon-Regel des Plugins zugeordnet werden</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="145"/>
        <source>Flows per period are released on the dense path without parents: untick the sparse release and leave the parents empty, or leave the time field empty.</source>
        <translation>Flüsse pro Zeitraum werden auf dem dichten Weg ohne übergeordnete Zonen freigegeben: Deaktivieren Sie die dünne Freigabe und lassen Sie die übergeordneten Zonen leer, oder lassen Sie das Zeitfeld leer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="212"/>
        <source>flows per period need the trips themselves</source>
        <translation>Ströme je Zeitraum brauchen die Fahrten selbst</translation>
    </message>
</context>
<context>
    <name>PluginAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="129"/>
        <source>Formulas, design choices and references: docs/{} in the plugin folder</source>
        <translation>Formeln, Entwurfsentscheidungen und Literatur: docs/{} im Plugin-Ordner</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="159"/>
        <source>&lt;p&gt;&lt;b&gt;The Processing log is for you only.&lt;/b&gt; It shows exact figures from the sensitive data (points read, points outside the extent, features skipped). They are not protected: do not publish or share the log; publish only the output layer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Das Verarbeitungsprotokoll ist nur für Sie.&lt;/b&gt; Es zeigt exakte Zahlen aus den sensiblen Daten (gelesene Punkte, Punkte außerhalb der Ausdehnung, übersprungene Objekte). Sie sind nicht geschützt: Veröffentlichen oder teilen Sie das Protokoll nicht; veröffentlichen Sie nur den Ausgabelayer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="184"/>
        <source>The privacy budget ε must be a finite number greater than 0.</source>
        <translation>Das Privatsphäre-Budget ε muss eine endliche Zahl größer als 0 sein.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="135"/>
        <source>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; and &lt;b&gt;moe90&lt;/b&gt; (in every output): the standard deviation of each cell's noise and its 90 % margin of error: the cell's count of points lies within noisy_count ± moe90 with probability at least 90 %. They are empty where no formula exists (an iterative or neural estimate, or after Norm-Sub); the layer's metadata says why. On the map, cells whose count is within its margin of error of 0 are hatched: they cannot be told apart from an empty cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication rules&lt;/b&gt; (advanced; free of privacy budget, they only change the published numbers). &lt;b&gt;Clamp negative counts to 0, keeping the total&lt;/b&gt;: negative counts become 0 and the others are scaled down so that the total stays the same. &lt;b&gt;Round published counts to a multiple of&lt;/b&gt; 5, 10…: the margin of error grows by half that number. &lt;b&gt;Small-count threshold&lt;/b&gt; and &lt;b&gt;Cells below the small-count threshold&lt;/b&gt;: counts below the threshold are left empty, or kept and marked 1 in the field small_count. The rules apply in this order; the layer's metadata lists them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; und &lt;b&gt;moe90&lt;/b&gt; (in jeder Ausgabe): die Standardabweichung des Rauschens jeder Zelle und ihre 90-%-Fehlermarge: Die Anzahl der Punkte der Zelle liegt mit einer Wahrscheinlichkeit von mindestens 90 % innerhalb von noisy_count ± moe90. Sie sind leer, wo es keine Formel gibt (eine iterative oder neuronale Schätzung oder nach Norm-Sub); die Metadaten des Layers sagen, warum. Auf der Karte sind Zellen schraffiert, deren Anzahl innerhalb ihrer Fehlermarge von 0 liegt: Sie sind von einer leeren Zelle nicht zu unterscheiden.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Veröffentlichungsregeln&lt;/b&gt; (erweitert; sie kosten kein Privatsphäre-Budget und ändern nur die veröffentlichten Zahlen). &lt;b&gt;Negative Anzahlen auf 0 setzen, Summe beibehalten&lt;/b&gt;: Negative Anzahlen werden 0, und die anderen werden so verkleinert, dass die Summe gleich bleibt. &lt;b&gt;Veröffentlichte Anzahlen runden auf ein Vielfaches von&lt;/b&gt; 5, 10…: Die Fehlermarge wächst um die Hälfte dieser Zahl. &lt;b&gt;Schwelle für kleine Anzahlen&lt;/b&gt; und &lt;b&gt;Zellen unter der Schwelle für kleine Anzahlen&lt;/b&gt;: Anzahlen unter der Schwelle bleiben leer oder werden behalten und im Feld small_count mit 1 markiert. Die Regeln gelten in dieser Reihenfolge; die Metadaten des Layers führen sie auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="209"/>
        <source>&apos;{}&apos; must be at least {:g}, not {:g}.</source>
        <translation>'{}' muss mindestens {:g} sein, nicht {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="212"/>
        <source>&apos;{}&apos; must be at most {:g}, not {:g}.</source>
        <translation>'{}' darf höchstens {:g} sein, nicht {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="115"/>
        <source>Count in the database when the layer is in PostGIS (only counts leave it)</source>
        <translation>In der Datenbank zählen, wenn der Layer in PostGIS liegt (nur Anzahlen verlassen sie)</translation>
    </message>
</context>
<context>
    <name>PolygonsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="91"/>
        <source>The public polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>Der öffentliche Polygonlayer hat bereits das Feld bzw. die Felder {}, die die Ausgabe hinzufügt; benennen Sie sie zuerst um oder entfernen Sie sie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="96"/>
        <source>The counts per parent need a parent field; choose one, or skip that output.</source>
        <translation>Die Anzahlen je übergeordnetem Gebiet brauchen ein Feld des übergeordneten Gebiets; wählen Sie eines oder lassen Sie diese Ausgabe weg.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="100"/>
        <source>The public polygon layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>Der öffentliche Polygonlayer hat kein Feld '{}'; wählen Sie eines von: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="123"/>
        <source>Each point counts in at most D = {} polygon(s).</source>
        <translation>Jeder Punkt zählt in höchstens D = {} Polygon(en).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="158"/>
        <source>None of the {:,} points lies in a polygon, so the counts are noise only; check that the two layers cover the same place.</source>
        <translation>Keiner der {:,} Punkte liegt in einem Polygon, die Anzahlen sind also nur Rauschen; prüfen Sie, ob die beiden Layer denselben Ort abdecken.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>1 of the {1:,} points lies in no polygon and is ignored.</source>
        <translation>1 der {1:,} Punkte liegt in keinem Polygon und wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>{0:,} of the {1:,} points lie in no polygon and are ignored.</source>
        <translation>{0:,} der {1:,} Punkte liegen in keinem Polygon und werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="173"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} polygons gets noise of about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer, larger polygons.</source>
        <translation>Bei ε = {:g} überdeckt das Rauschen die Daten: Jedes der {:,} Polygone erhält ein Rauschen von etwa ±{:,.0f}, insgesamt mehr als die {:,} Punkte. Wählen Sie ein größeres ε oder weniger, größere Polygone.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="132"/>
        <source>The denominator field &apos;{}&apos; must hold numbers of 0 or more (the polygons&apos; population); choose another field or fix its values first.</source>
        <translation>Das Nennerfeld '{}' muss Zahlen von 0 oder mehr enthalten (die Bevölkerung der Polygone); wählen Sie ein anderes Feld oder korrigieren Sie zuerst seine Werte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="137"/>
        <source>{:,} polygon(s) have a denominator of 0 or none: their rate is NULL.</source>
        <translation>{:,} Polygon(e) haben einen Nenner von 0 oder keinen: ihre Rate ist NULL.</translation>
    </message>
</context>
<context>
    <name>RegisterTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="32"/>
        <source>Releases of the same data add up. A release register records every release made with it (the advanced parameter &apos;Release register&apos; of each algorithm) and refuses one that would exceed its cap.</source>
        <translation>Veröffentlichungen derselben Daten addieren sich. Ein Veröffentlichungsregister hält jede damit gemachte Veröffentlichung fest (der erweiterte Parameter 'Veröffentlichungsregister' jedes Algorithmus) und lehnt eine ab, die seine Obergrenze überschritte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="39"/>
        <source>Release register (*.json)</source>
        <translation>Veröffentlichungsregister (*.json)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="41"/>
        <source>Release register</source>
        <translation>Veröffentlichungsregister</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="45"/>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Unit of privacy</source>
        <translation>Schutzeinheit</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>ε spent</source>
        <translation>ε verbraucht</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Cap</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="57"/>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="73"/>
        <source>Choose a release register, or type a new file name in an algorithm&apos;s &apos;Release register&apos; to start one.</source>
        <translation>Wählen Sie ein Veröffentlichungsregister, oder tippen Sie im 'Veröffentlichungsregister' eines Algorithmus einen neuen Dateinamen ein, um eines anzulegen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="98"/>
        <source>The register holds no release of &apos;{}&apos;.</source>
        <translation>Das Register enthält keine Veröffentlichung von '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="100"/>
        <source>{} releases of {} data sources recorded.</source>
        <translation>{} Veröffentlichungen von {} Datenquellen festgehalten.</translation>
    </message>
</context>
<context>
    <name>ReportsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="53"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation>Geben Sie das KBS des von den Geräten verwendeten Gitters an (als KBS oder mit der Ausdehnung).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>1 row has an empty report or seed and is left out.</source>
        <translation>1 Zeile hat eine leere Meldung oder einen leeren Startwert und wird weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>{:,} rows have an empty report or seed and are left out.</source>
        <translation>{:,} Zeilen haben eine leere Meldung oder einen leeren Startwert und werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="74"/>
        <source>The table has no reports: every estimate is 0.</source>
        <translation>Die Tabelle enthält keine Meldungen: Jede Schätzung ist 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="77"/>
        <source>Reports and hash seeds must be whole numbers stored in integer fields or text fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation>Meldungen und Hash-Startwerte müssen ganze Zahlen sein, gespeichert in Ganzzahl- oder Textfeldern: Ein Dezimalfeld kann 63-Bit-Startwerte nicht exakt aufnehmen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="85"/>
        <source>{}: check that the grid size g, ε and the hash range are those the devices used.</source>
        <translation>{}: Prüfen Sie, ob Gittergröße g, ε und Hash-Bereich die von den Geräten verwendeten sind.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from 1 report.</source>
        <translation>{} Zellen aus 1 Meldung geschätzt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation>{} Zellen aus {} Meldungen geschätzt.</translation>
    </message>
</context>
<context>
    <name>SpatialDP</name>
    <message>
        <location filename="../spatialdp_qgis/provider.py" line="24"/>
        <source>SpatialDP (differential privacy)</source>
        <translation>SpatialDP (Differenzielle Privatsphäre)</translation>
    </message>
</context>
<context>
    <name>SpatialDPAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="272"/>
        <source>Central differential privacy</source>
        <translation>Zentrale Differenzielle Privatsphäre</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="324"/>
        <source>Input point layer</source>
        <translation>Eingabe-Punktlayer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="320"/>
        <source>Privacy budget ε</source>
        <translation>Privatsphäre-Budget ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="292"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation>Feld der Nutzerkennung (Schutzeinheit: der Nutzer)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="295"/>
        <source>Maximum points per user (k)</source>
        <translation>Höchstzahl an Punkten je Nutzer (k)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="299"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation>Zufallsstartwert (reproduzierbar, NICHT für eine echte Veröffentlichung)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="311"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation>Veröffentlichungsnachweis (JSON: Mechanismus, ε-Buchführung, Parameter)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="357"/>
        <source>Private grid</source>
        <translation>Privates Gitter</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="446"/>
        <source>Cancelled; nothing was written.</source>
        <translation>Abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="471"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation>Der Eingabelayer hat {}-Geometrien; SpatialDP braucht einen Punktlayer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="476"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation>Der Eingabelayer hat kein Koordinatenbezugssystem; setzen Sie eines, damit das Gitter und seine Dichten Einheiten haben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="613"/>
        <source>Reading points…</source>
        <translation>Lese Punkte…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation>{} Objekte mit leerer oder fehlender Geometrie wurden übersprungen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read {} points with the {}.</source>
        <translation>{} Punkte mit dem {} gelesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="560"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation>Ein Startwert macht das Rauschen reproduzierbar: Diese Ausgabe ist für Tests und darf nicht als private Veröffentlichung veröffentlicht werden.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="782"/>
        <source>The extent has zero area.</source>
        <translation>Die Ausdehnung hat keine Fläche.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="752"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Keine Ausdehnung angegeben: Die Ausdehnung des Layers wird als Domäne verwendet. Sie ist aus den Daten abgeleitet und daher nicht privat; die Metadaten der Ausgabe sagen das.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="758"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation>Die Ausdehnung der Punkte hat keine Fläche (alle Punkte auf einer Linie oder an einer Stelle); geben Sie eine Ausdehnung an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation>{} Punkte liegen außerhalb der Ausdehnung und werden ignoriert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="390"/>
        <source>The input layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>Der Eingabelayer hat kein Feld '{}'; wählen Sie eines von: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="407"/>
        <source>The grid would have more than {:,} cells; choose a smaller grid size or a smaller ε.</source>
        <translation>Das Gitter hätte mehr als {:,} Zellen; wählen Sie eine kleinere Gittergröße oder ein kleineres ε.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="409"/>
        <source>The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells the larger ε and the more points there are. Give a grid size yourself, or choose a smaller ε.</source>
        <translation>Die Leitlinie für die Gittergröße wählte ein Gitter mit mehr als {:,} Zellen: Sie wählt umso feinere Zellen, je größer ε ist und je mehr Punkte es gibt. Geben Sie selbst eine Gittergröße an oder wählen Sie ein kleineres ε.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="451"/>
        <source>ε = {:g} is too small: the noise would be billions of times larger than any count and cannot be drawn exactly. Typical values are 0.1–2.</source>
        <translation>ε = {:g} ist zu klein: Das Rauschen wäre milliardenfach größer als jede Anzahl und lässt sich nicht exakt ziehen. Typische Werte sind 0,1–2.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="487"/>
        <source>The layer's CRS ({}) is geographic: cells are in degrees and not of equal area, and the density is per degree². Reproject to a projected CRS for densities per km².</source>
        <translation>Das KBS des Layers ({}) ist geografisch: Die Zellen sind in Grad und nicht flächengleich, und die Dichte ist je Grad². Projizieren Sie in ein projiziertes KBS um, um Dichten je km² zu erhalten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="720"/>
        <source>The layer has multi-point features: each feature is one unit of privacy, and at most {} of its points (Maximum points per user) are used. Give a user id field if one person has several features.</source>
        <translation>Der Layer hat Multipunkt-Objekte: Jedes Objekt ist eine Schutzeinheit, und höchstens {} seiner Punkte (Höchstzahl an Punkten je Nutzer) werden verwendet. Geben Sie ein Feld der Nutzerkennung an, wenn eine Person mehrere Objekte hat.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="726"/>
        <source>The layer has multi-point features: each feature is one user, who reports one of its points, chosen uniformly at random.</source>
        <translation>Der Layer hat Multipunkt-Objekte: Jedes Objekt ist ein Nutzer, der einen seiner Punkte meldet, gleichmäßig zufällig gewählt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="785"/>
        <source>The extent is a layer&apos;s bounding box, which is derived from that layer&apos;s data: the output&apos;s metadata marks the domain as not private. If the layer is public (a boundary, say), give its coordinates instead.</source>
        <translation>Die Ausdehnung ist das umgebende Rechteck eines Layers, das aus dessen Daten abgeleitet ist: Die Metadaten der Ausgabe kennzeichnen die Domäne als nicht privat. Ist der Layer öffentlich (etwa eine Grenze), geben Sie stattdessen seine Koordinaten an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="906"/>
        <source>Could not write &apos;{}&apos;: {}</source>
        <translation>'{}' konnte nicht geschrieben werden: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="330"/>
        <source>Clamp negative counts to 0, keeping the total</source>
        <translation>Negative Anzahlen auf 0 setzen, Summe beibehalten</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="332"/>
        <source>Round published counts to a multiple of (empty or 0: no rounding)</source>
        <translation>Veröffentlichte Anzahlen runden auf ein Vielfaches von (leer oder 0: nicht runden)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="335"/>
        <source>Small-count threshold (empty: none)</source>
        <translation>Schwelle für kleine Anzahlen (leer: keine)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Cells below the small-count threshold</source>
        <translation>Zellen unter der Schwelle für kleine Anzahlen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Suppress (leave the count empty)</source>
        <translation>Unterdrücken (Anzahl leer lassen)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Flag (field small_count)</source>
        <translation>Markieren (Feld small_count)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="597"/>
        <source>this algorithm needs the points themselves</source>
        <translation>dieser Algorithmus braucht die Punkte selbst</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="696"/>
        <source>Small counts are to be flagged, but no small-count threshold is given: nothing is flagged. Give a threshold, or leave the choice at &apos;Suppress&apos;.</source>
        <translation>Kleine Anzahlen sollen markiert werden, aber es ist keine Schwelle für kleine Anzahlen angegeben: Es wird nichts markiert. Geben Sie eine Schwelle an oder belassen Sie die Wahl bei 'Unterdrücken'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>Cancelled while the outputs were written; already written: {}. They are a release (recorded in the release register, if any): publish or delete them.</source>
        <translation>Abgebrochen, während die Ausgaben geschrieben wurden; bereits geschrieben: {}. Sie sind eine Veröffentlichung (im Veröffentlichungsregister festgehalten, falls vorhanden): Veröffentlichen oder löschen Sie sie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>none complete</source>
        <translation>keine vollständig</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="467"/>
        <source>The input layer is a table without geometry; SpatialDP needs a point layer (for a CSV file: add it as delimited text with its X and Y fields).</source>
        <translation>Der Eingabelayer ist eine Tabelle ohne Geometrie; SpatialDP braucht einen Punktlayer (bei einer CSV-Datei: als Textdatei mit Trennzeichen mit ihren X- und Y-Feldern hinzufügen).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="380"/>
        <source>&apos;{}&apos; is a table format: the output keeps the counts but not the cells&apos; shapes, so it cannot be mapped. Choose a GeoPackage (.gpkg) to keep them.</source>
        <translation>'{}' ist ein Tabellenformat: Die Ausgabe behält die Anzahlen, aber nicht die Formen der Zellen, sodass sie sich nicht kartieren lässt. Wählen Sie ein GeoPackage (.gpkg), um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="700"/>
        <source>The small-count threshold {} is negative: only counts below it are treated as small, which noise alone rarely gives. A threshold such as 5 or 10 is usual.</source>
        <translation>Die Schwelle für kleine Anzahlen {} ist negativ: Nur Anzahlen darunter gelten als klein, was Rauschen allein selten ergibt. Üblich ist eine Schwelle wie 5 oder 10.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>1 feature with a null or empty geometry was skipped.</source>
        <translation>1 Objekt mit leerer oder fehlender Geometrie wurde übersprungen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read 1 point with the {}.</source>
        <translation>1 Punkt mit dem {} gelesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>1 point lies outside the extent and is ignored.</source>
        <translation>1 Punkt liegt außerhalb der Ausdehnung und wird ignoriert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="651"/>
        <source>&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the points of a PostGIS layer are counted per cell (or polygon) by the database itself and only those counts leave it; the noise is added on this computer. A selection, a filter or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;In der Datenbank zählen, wenn der Layer in PostGIS liegt&lt;/b&gt; (erweitert, standardmäßig an): Die Punkte eines PostGIS-Layers werden von der Datenbank selbst je Zelle (oder Polygon) gezählt, und nur diese Anzahlen verlassen sie; das Rauschen wird auf diesem Rechner hinzugefügt. Eine Auswahl, ein Filter oder ungespeicherte Änderungen lassen den Algorithmus die Punkte stattdessen über QGIS lesen, und das Protokoll sagt es. Siehe docs/postgis.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="275"/>
        <source>Central DP is for data custodians — a health department, a police force, a researcher — who hold the exact points (addresses of cases, places of incidents) and publish counts that protect every person in them.</source>
        <translation>Zentrale DP ist für Datenverantwortliche — ein Gesundheitsamt, eine Polizeibehörde, eine Forscherin —, die die exakten Punkte besitzen (Adressen von Fällen, Orte von Vorfällen) und Anzahlen veröffentlichen, die jede darin enthaltene Person schützen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="345"/>
        <source>Public extent (empty: taken from the data, so NOT private)</source>
        <translation>Öffentliche Ausdehnung (leer: aus den Daten genommen, also NICHT privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="418"/>
        <source>input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="430"/>
        <source>The size of the output was decided from the data's noisy counts, so this run's ε is spent although nothing was written (recorded in the release register, if any).</source>
        <translation>Die Größe der Ausgabe wurde aus den verrauschten Anzahlen der Daten bestimmt, daher ist das ε dieses Laufs verbraucht, obwohl nichts geschrieben wurde (im Veröffentlichungsregister festgehalten, falls vorhanden).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>1 feature is not a point (a line or a polygon among the points) and was skipped.</source>
        <translation>1 Objekt ist kein Punkt (eine Linie oder ein Polygon zwischen den Punkten) und wurde übersprungen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>{:,} features are not points (lines or polygons among the points) and were skipped.</source>
        <translation>{:,} Objekte sind keine Punkte (Linien oder Polygone zwischen den Punkten) und wurden übersprungen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="522"/>
        <source>The input layer has no points (it is empty, or every geometry is null): the release is noise only.</source>
        <translation>Der Eingabelayer hat keine Punkte (er ist leer, oder jede Geometrie fehlt): Die Veröffentlichung ist reines Rauschen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>1 point has no value in the user id field &apos;{1}&apos; and is left out.</source>
        <translation>1 Punkt hat keinen Wert im Feld der Nutzerkennung '{1}' und wird weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>{0:,} points have no value in the user id field &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} Punkte haben keinen Wert im Feld der Nutzerkennung '{1}' und werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="748"/>
        <source>The input layer has no points, so it has no extent to release over; give a public extent.</source>
        <translation>Der Eingabelayer hat keine Punkte, also keine Ausdehnung, über die veröffentlicht werden könnte; geben Sie eine öffentliche Ausdehnung an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>The only point lies outside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>Der einzige Punkt liegt außerhalb der Ausdehnung, daher ist die Veröffentlichung reines Rauschen; prüfen Sie, ob die Ausdehnung am richtigen Ort und im richtigen KBS ist.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>None of the {:,} points lies inside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>Keiner der {:,} Punkte liegt innerhalb der Ausdehnung, daher ist die Veröffentlichung reines Rauschen; prüfen Sie, ob die Ausdehnung am richtigen Ort und im richtigen KBS ist.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="933"/>
        <source>{} ε = {:g} · {}</source>
        <translation>{} ε = {:g} · {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="888"/>
        <source>the file cannot be read back (is the disk full?)</source>
        <translation>die Datei lässt sich nicht zurücklesen (ist der Datenträger voll?)</translation>
    </message>
</context>
<context>
    <name>SpatialDPDock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="21"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation>SpatialDP-Empfehlung und -Auswertung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="26"/>
        <source>Guidance</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="27"/>
        <source>Evaluation</source>
        <translation>Auswertung</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="30"/>
        <source>Install optional dependencies…</source>
        <translation>Optionale Abhängigkeiten installieren…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="31"/>
        <source>POT (exact Wasserstein distances) and PyTorch (VDR&apos;s denoiser), into your QGIS profile</source>
        <translation>POT (exakte Wasserstein-Abstände) und PyTorch (der Entrauscher von VDR), in Ihr QGIS-Profil</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="29"/>
        <source>Register</source>
        <translation>Register</translation>
    </message>
</context>
<context>
    <name>SpatialDPPlugin</name>
    <message>
        <location filename="../spatialdp_qgis/plugin.py" line="39"/>
        <source>Install optional dependencies…</source>
        <translation>Optionale Abhängigkeiten installieren…</translation>
    </message>
</context>
<context>
    <name>StandardisedRates</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="35"/>
        <source>Population field of each category (for age-standardised rates; comma-separated, in the order of the categories)</source>
        <translation>Bevölkerungsfeld jeder Kategorie (für altersstandardisierte Raten; durch Kommas getrennt, in der Reihenfolge der Kategorien)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="39"/>
        <source>Standard population of each category (comma-separated numbers, in the order of the categories)</source>
        <translation>Standardbevölkerung jeder Kategorie (durch Kommas getrennte Zahlen, in der Reihenfolge der Kategorien)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="63"/>
        <source>The standard population must be comma-separated numbers of 0 or more, one per category (not all 0), e.g. 15000, 64000, 21000.</source>
        <translation>Die Standardbevölkerung muss aus durch Kommas getrennten Zahlen von 0 oder mehr bestehen, eine je Kategorie (nicht alle 0), z. B. 15000, 64000, 21000.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="77"/>
        <source>An age-standardised rate needs a category field (the age groups) with a public list of categories; choose one, or leave the population fields and the standard population empty.</source>
        <translation>Eine altersstandardisierte Rate braucht ein Kategoriefeld (die Altersgruppen) mit einer öffentlichen Liste von Kategorien; wählen Sie eines, oder lassen Sie die Bevölkerungsfelder und die Standardbevölkerung leer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="83"/>
        <source>Give a population field and a standard population for each of the {} categories ({}), in their order.</source>
        <translation>Geben Sie für jede der {} Kategorien ({}) ein Bevölkerungsfeld und eine Standardbevölkerung an, in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="105"/>
        <source>The population field &apos;{}&apos; must hold numbers of 0 or more; choose another field or fix its values first.</source>
        <translation>Das Bevölkerungsfeld '{}' muss Zahlen von 0 oder mehr enthalten; wählen Sie ein anderes Feld oder korrigieren Sie zuerst seine Werte.</translation>
    </message>
</context>
<context>
    <name>TableParameters</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="66"/>
        <source>Category field (one count per category)</source>
        <translation>Kategoriefeld (eine Zählung je Kategorie)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="69"/>
        <source>Categories (comma-separated; empty: the field&apos;s value map)</source>
        <translation>Kategorien (durch Kommas getrennt; leer: die Wertzuordnung des Feldes)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="72"/>
        <source>Read the categories from the data (NOT private)</source>
        <translation>Kategorien aus den Daten lesen (NICHT privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="76"/>
        <source>Time field (one count per period)</source>
        <translation>Zeitfeld (eine Zählung je Zeitraum)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Week</source>
        <translation>Woche</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Quarter</source>
        <translation>Quartal</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>The period boundaries given</source>
        <translation>Die angegebenen Zeitraumgrenzen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="83"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Öffentlicher Zeitraum 'Beginn/Ende' (leer: aus den Daten, nicht privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="86"/>
        <source>Period boundaries (comma-separated dates)</source>
        <translation>Zeitraumgrenzen (durch Kommas getrennte Daten)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Table layout</source>
        <translation>Tabellenlayout</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Wide: one feature per cell, a field per category</source>
        <translation>Breit: ein Objekt je Zelle, ein Feld je Kategorie</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Long: one feature per cell, category and period</source>
        <translation>Lang: ein Objekt je Zelle, Kategorie und Zeitraum</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="119"/>
        <source>Give the categories of &apos;{}&apos; as a comma-separated list (they are public, like the extent), or tick &apos;Read the categories from the data (NOT private)&apos;.</source>
        <translation>Geben Sie die Kategorien von '{}' als durch Kommas getrennte Liste an (sie sind öffentlich, wie die Ausdehnung), oder kreuzen Sie 'Kategorien aus den Daten lesen (NICHT privat)' an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="182"/>
        <source>The categories are read from the data: which values occur is not private, and the output&apos;s metadata says so.</source>
        <translation>Die Kategorien werden aus den Daten gelesen: Welche Werte vorkommen, ist nicht privat, und die Metadaten der Ausgabe sagen das.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="157"/>
        <source>{:,} points have no time inside the time range and are left out.</source>
        <translation>{:,} Punkte haben keine Zeit innerhalb des Zeitbereichs und werden ausgelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="191"/>
        <source>Table: {} categories × {} periods per cell.</source>
        <translation>Tabelle: {} Kategorien × {} Zeiträume je Zelle.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="200"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times; their points are left out.</source>
        <translation>{:,} Werte des Zeitfelds '{}' sind keine Zeiten; ihre Punkte werden ausgelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="207"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Kein Punkt hat eine Zeit, daher kann der Zeitraum nicht aus den Daten genommen werden; geben Sie einen öffentlichen Zeitraum an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="210"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Kein Zeitraum angegeben: Er wird aus den Daten genommen und ist daher nicht privat; die Metadaten der Ausgabe sagen das.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="223"/>
        <source>The time range must be &apos;start/end&apos; and the period boundaries dates, in ISO 8601 (e.g. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) or epoch seconds.</source>
        <translation>Der Zeitbereich muss 'Beginn/Ende' sein und die Zeitraumgrenzen Daten, in ISO 8601 (z. B. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) oder Epochensekunden.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="249"/>
        <source>The wide layout would have {:,} fields, more than the {:,} a {} keeps; choose the long layout or fewer categories.</source>
        <translation>Das breite Layout hätte {:,} Felder, mehr als die {:,}, die ein {} aufnimmt; wählen Sie das lange Layout oder weniger Kategorien.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="130"/>
        <source>categories and periods need the points themselves here</source>
        <translation>Kategorien und Zeiträume brauchen hier die Punkte selbst</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="132"/>
        <source>categories read from the data need the points themselves</source>
        <translation>aus den Daten gelesene Kategorien brauchen die Punkte selbst</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="134"/>
        <source>a time range taken from the data needs the points themselves</source>
        <translation>ein aus den Daten genommener Zeitraum braucht die Punkte selbst</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="173"/>
        <source>Table: {} categories × {} periods per cell, counted in the database.</source>
        <translation>Tabelle: {} Kategorien × {} Zeiträume je Zelle, in der Datenbank gezählt.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="260"/>
        <source>{} releases no counts by category or period: leave {} empty (docs/categories.md lists the algorithms that do).</source>
        <translation>{} veröffentlicht keine Zählungen nach Kategorie oder Zeitraum: lassen Sie {} leer (docs/categories.md nennt die Algorithmen, die es tun).</translation>
    </message>
</context>
<context>
    <name>TripsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="162"/>
        <source>Input trips (lines, or origin points)</source>
        <translation>Eingabefahrten (Linien oder Quellpunkte)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="169"/>
        <source>Destination X field (point layer)</source>
        <translation>Ziel-X-Feld (Punktlayer)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="172"/>
        <source>Destination Y field (point layer)</source>
        <translation>Ziel-Y-Feld (Punktlayer)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="175"/>
        <source>Destination points (joined to the origins by trip id)</source>
        <translation>Zielpunkte (über die Fahrtkennung mit den Quellen verknüpft)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="178"/>
        <source>Trip id field of the origins</source>
        <translation>Feld der Fahrtkennung der Quellen</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="181"/>
        <source>Trip id field of the destinations</source>
        <translation>Feld der Fahrtkennung der Ziele</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="205"/>
        <source>Destination points are joined by trip id: choose the trip id field of both layers.</source>
        <translation>Zielpunkte werden über die Fahrtkennung verknüpft: Wählen Sie das Feld der Fahrtkennung beider Layer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="208"/>
        <source>A trip id field needs the layer of destination points to join.</source>
        <translation>Ein Feld der Fahrtkennung braucht den Layer der Zielpunkte, der verknüpft werden soll.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="221"/>
        <source>A point layer of trips needs the destination X and Y fields, or a layer of destination points joined by trip id; or give a line layer.</source>
        <translation>Ein Punktlayer von Fahrten braucht das Ziel-X- und das Ziel-Y-Feld oder einen Layer von Zielpunkten, verknüpft über die Fahrtkennung; oder geben Sie einen Linienlayer an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="225"/>
        <source>Destination points are joined to a layer of origin points; the input layer holds lines.</source>
        <translation>Zielpunkte werden mit einem Layer von Quellpunkten verknüpft; der Eingabelayer enthält Linien.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="228"/>
        <source>The input layer must hold lines (trips) or points (origins with destination fields).</source>
        <translation>Der Eingabelayer muss Linien (Fahrten) oder Punkte (Quellen mit Zielfeldern) enthalten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="232"/>
        <source>The input layer has no coordinate reference system; set one so that the zones have units.</source>
        <translation>Der Eingabelayer hat kein Koordinatenbezugssystem; setzen Sie eines, damit die Zonen Einheiten haben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="252"/>
        <source>{:,} features without a usable origin and destination were skipped.</source>
        <translation>{:,} Objekte ohne verwendbare Quelle und verwendbares Ziel wurden übersprungen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="254"/>
        <source>Read {:,} trips.</source>
        <translation>{:,} Fahrten gelesen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="265"/>
        <source>The layer of destinations must hold points.</source>
        <translation>Der Layer der Ziele muss Punkte enthalten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="270"/>
        <source>The layer of destinations has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>Der Layer der Ziele hat kein Feld '{}'; wählen Sie eines von: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="274"/>
        <source>The destinations are in {} and the origins in {}: the destinations are reprojected.</source>
        <translation>Die Ziele sind in {} und die Quellen in {}: Die Ziele werden umprojiziert.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="283"/>
        <source>{:,} trips miss an end (an id in one layer only) and {:,} trip ids occur more than once in a layer; both are left out (docs/odflows.md §1).</source>
        <translation>{:,} Fahrten fehlt ein Ende (eine Kennung nur in einem Layer) und {:,} Fahrtkennungen kommen in einem Layer mehr als einmal vor; beide werden ausgelassen (docs/odflows.md §1).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="287"/>
        <source>Joined {:,} trips by trip id. Each trip id counts at most once, so the sensitivity stays 1 per trip (k per user).</source>
        <translation>{:,} Fahrten über die Fahrtkennung verknüpft. Jede Fahrtkennung zählt höchstens einmal, daher bleibt die Sensitivität 1 je Fahrt (k je Nutzer).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="327"/>
        <source>The input layer has no trips, so it has no extent to release over; give a public extent.</source>
        <translation>Der Eingabelayer hat keine Fahrten, also keine Ausdehnung, über die veröffentlicht werden könnte; geben Sie eine öffentliche Ausdehnung an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="329"/>
        <source>No extent given: the trips&apos; extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Keine Ausdehnung angegeben: Die Ausdehnung der Fahrten wird als Domäne verwendet. Sie ist aus den Daten abgeleitet und daher nicht privat; die Metadaten der Ausgabe sagen das.</translation>
    </message>
</context>
<context>
    <name>VdrAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="50"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation>Zeitfeld (Datum/Uhrzeit oder Epochensekunden)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="53"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Öffentlicher Zeitraum 'Beginn/Ende' (leer: aus den Daten, nicht privat)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="151"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation>Der Zeitraum muss 'start/end' in ISO 8601 sein (z. B. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) oder zwei Epochensekunden 't0,t1', mit dem Beginn vor dem Ende.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="164"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Kein Zeitraum angegeben: Er wird aus den Daten genommen und ist daher nicht privat; die Metadaten der Ausgabe sagen das.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="80"/>
        <source>The user id field and the time field are both &apos;{}&apos;. Choose as user id the field that names the person behind each report, and as time a date-time field (or seconds since 1970-01-01 UTC).</source>
        <translation>Das Feld der Nutzerkennung und das Zeitfeld sind beide '{}'. Wählen Sie als Nutzerkennung das Feld, das die Person hinter jeder Meldung nennt, und als Zeit ein Datum-Uhrzeit-Feld (oder Sekunden seit 1970-01-01 UTC).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="86"/>
        <source>The time field &apos;{}&apos; is the layer&apos;s feature id, not a time. Choose a date-time field, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>Das Zeitfeld '{}' ist die Objekt-ID des Layers, keine Zeit. Wählen Sie ein Datum-Uhrzeit-Feld oder eine Anzahl Sekunden seit 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="92"/>
        <source>The time field &apos;{}&apos; is of type {}; choose a date-time or date field, ISO 8601 text, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>Das Zeitfeld '{}' ist vom Typ {}; wählen Sie ein Datum-Uhrzeit- oder Datumsfeld, ISO-8601-Text oder eine Anzahl Sekunden seit 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="134"/>
        <source>Every time in &apos;{}&apos; falls in 1970: read as seconds since 1970-01-01 UTC, its numbers span only {:,.0f} seconds. If the field counts something else (an id, a sequence number), choose a date-time field.</source>
        <translation>Jede Zeit in '{}' fällt ins Jahr 1970: Als Sekunden seit 1970-01-01 UTC gelesen, umfassen ihre Zahlen nur {:,.0f} Sekunden. Zählt das Feld etwas anderes (eine Kennung, eine laufende Nummer), wählen Sie ein Datum-Uhrzeit-Feld.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="195"/>
        <source>PyTorch is not available ({}): the noisy histogram was released without denoising. Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…</source>
        <translation>PyTorch ist nicht verfügbar ({}): Das verrauschte Histogramm wurde ohne Entrauschen veröffentlicht. Installieren Sie es mit Erweiterungen ▸ SpatialDP ▸ Optionale Abhängigkeiten installieren…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="188"/>
        <source>Trained the denoiser for {} epochs; its codebook used {} of {} entries.</source>
        <translation>Den Entrauscher {} Epochen lang trainiert; sein Codebook verwendete {} von {} Einträgen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="212"/>
        <source>Grid of {}×{} cells in {} time slices, as given.</source>
        <translation>Gitter aus {}×{} Zellen in {} Zeitscheiben, wie angegeben.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="214"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for the public number of reports N = {:,.0f} where no size was given.</source>
        <translation>Gitter aus {}×{} Zellen in {} Zeitscheiben: die Wahl der Leitlinie für die öffentliche Anzahl der Meldungen N = {:,.0f}, wo keine Größe angegeben war.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="238"/>
        <source>The released total, {:,.0f}, differs from the public number of reports N, {:,.0f}, by {:.1f} times what the noise explains: check that N counts the reports inside the extent and the time range, keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>Die veröffentlichte Summe, {:,.0f}, weicht von der öffentlichen Anzahl der Meldungen N, {:,.0f}, um das {:.1f}-Fache dessen ab, was das Rauschen erklärt: Prüfen Sie, ob N die Meldungen innerhalb der Ausdehnung und des Zeitraums zählt, lassen Sie die Massenkorrektur an und die Skalenkorrektur auf 'Stichprobenkorrektur', oder vergleichen Sie mit einer nicht entrauschten Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="244"/>
        <source>The released total, {:,.0f}, differs from the noisy histogram&apos;s total, {:,.0f}, by {:.1f} times what the noise explains: keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>Die veröffentlichte Summe, {:,.0f}, weicht von der Summe des verrauschten Histogramms, {:,.0f}, um das {:.1f}-Fache dessen ab, was das Rauschen erklärt: Lassen Sie die Massenkorrektur an und die Skalenkorrektur auf 'Stichprobenkorrektur', oder vergleichen Sie mit einer nicht entrauschten Veröffentlichung.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="230"/>
        <source>The public number of reports N, {:,.0f}, is smaller than the noisy histogram&apos;s total of the sampled points by {:.1f} times what the noise explains, so every count was scaled down with it: give N as the number of all reports inside the extent and the time range, or leave it empty.</source>
        <translation>Die öffentliche Anzahl der Meldungen N, {:,.0f}, ist um das {:.1f}-Fache dessen, was das Rauschen erklärt, kleiner als die Summe der Stichprobenpunkte im verrauschten Histogramm, sodass jede Anzahl mit ihr verkleinert wurde: Geben Sie N als Anzahl aller Meldungen innerhalb der Ausdehnung und des Zeitraums an, oder lassen Sie es leer.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="118"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times, such as &apos;{}&apos;, and their points are left out. SpatialDP reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field calculator).</source>
        <translation>{:,} Werte des Zeitfelds '{}' sind keine Zeiten, etwa '{}', und ihre Punkte werden weggelassen. SpatialDP liest Datum-Uhrzeit- und Datumsfelder, ISO-8601-Text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) und Sekundenzahlen seit 1970-01-01 UTC; wandeln Sie das Feld zuerst um (z. B. mit to_datetime() im Feldrechner).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>1 point has no time in &apos;{1}&apos; and is left out.</source>
        <translation>1 Punkt hat keine Zeit in '{1}' und wird weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>{0:,} points have no time in &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} Punkte haben keine Zeit in '{1}' und werden weggelassen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="161"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Kein Punkt hat eine Zeit, daher kann der Zeitraum nicht aus den Daten genommen werden; geben Sie einen öffentlichen Zeitraum an.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="217"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for a noisy number of reports N ≈ {:,.0f}, counted with 5 % of ε. Give N, if it is public, or the sizes to spend all of ε on the counts.</source>
        <translation>Gitter aus {}×{} Zellen in {} Zeitscheiben: die Wahl der Leitlinie für eine verrauschte Anzahl der Meldungen N ≈ {:,.0f}, gezählt mit 5 % von ε. Geben Sie N an, falls es öffentlich ist, oder die Größen, um das ganze ε für die Anzahlen zu verwenden.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="192"/>
        <source>Denoised from the noisy counts alone, at no privacy cost: {}.</source>
        <translation>Allein aus den verrauschten Anzahlen entrauscht, ohne Kosten an Privatsphäre: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="200"/>
        <source>The number of views applies to the VQ-VAE, which did not run: it was ignored.</source>
        <translation>Die Anzahl der Ansichten betrifft den VQ-VAE, der nicht lief: Sie wurde ignoriert.</translation>
    </message>
</context>
<context>
    <name>dock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="69"/>
        <source>SpatialDP panel (guidance, evaluation, register)</source>
        <translation>SpatialDP-Bedienfeld (Empfehlung, Auswertung, Register)</translation>
    </message>
</context>
</TS>
