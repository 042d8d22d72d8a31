<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>@default</name>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="48"/>
        <source>recommended: {}</source>
        <translation>recommandé : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="56"/>
        <source>{} — N = {}, ε = {}</source>
        <translation>{} — N = {}, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="90"/>
        <source>query size</source>
        <translation>taille de la requête</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="92"/>
        <source>25/50/75/95 percentiles and mean (black bar)</source>
        <translation>centiles 25/50/75/95 et moyenne (barre noire)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="36"/>
        <source>SpatialDP: installing optional dependencies</source>
        <translation>SpatialDP : installation des dépendances optionnelles</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="60"/>
        <source>{}: available</source>
        <translation>{} : disponible</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="62"/>
        <source>{}: not available ({})</source>
        <translation>{} : non disponible ({})</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="55"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation>Nombre de points N, s'il est public (vide : l'estimer de façon privée)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Share of ε spent on estimating N</source>
        <translation>Part de ε consacrée à l'estimation de N</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Uniform grid (UG)</source>
        <translation>Grille uniforme (UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation>Taille de grille m (0 : règle 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>&lt;p&gt;Publishes a map of point counts on a regular grid of m×m cells, with differential privacy: every cell count gets random noise, so that the map reveals almost nothing about whether any one person is in the data. It runs on the true points, on your computer (central model). Use it for a first private map or for points spread fairly evenly; for clustered data (towns and countryside) the adaptive grid (AG) is usually more accurate.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size m&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of points and ε: more points or a larger ε give a finer grid (about 316 cells per side for a million points at ε = 1, 100 for 100,000). A finer grid shows more detail, but every cell carries the same noise, so sparse cells drown in it; a coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel shows the trade-off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publie une carte des effectifs de points sur une grille régulière de m×m cellules, avec confidentialité différentielle : chaque effectif de cellule reçoit un bruit aléatoire, de sorte que la carte ne révèle presque rien sur la présence d'une personne donnée dans les données. L'algorithme travaille sur les vrais points, sur votre ordinateur (modèle central). Utilisez-le pour une première carte privée ou pour des points répartis assez uniformément ; pour des données concentrées (villes et campagne), la grille adaptative (AG) est en général plus précise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille m&lt;/b&gt; : cellules par côté. 0 (recommandé) la choisit d'après le nombre de points et ε : plus de points ou un ε plus grand donnent une grille plus fine (environ 316 cellules par côté pour un million de points à ε = 1, 100 pour 100 000). Une grille plus fine montre plus de détails, mais chaque cellule porte le même bruit, si bien que les cellules peu peuplées s'y noient ; une grille plus grossière est plus fiable mais floue. L'onglet Conseils du panneau SpatialDP montre ce compromis.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>Adaptive grid (AG)</source>
        <translation>Grille adaptative (AG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation>Taille de grille du premier niveau m1 (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level cells</source>
        <translation>Cellules du premier niveau</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="304"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="308"/>
        <source>The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: more users or a larger ε give finer grids, and a grid size you give overrides it.</source>
        <translation>La règle a choisi une grille de premier niveau de {0}×{0} pour {1:,} utilisateurs à ε = {2:g} : plus d'utilisateurs ou un ε plus grand donnent des grilles plus fines, et une taille de grille que vous indiquez l'emporte.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="319"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation>Norm-Sub : ramener les estimations négatives à 0, garder le total</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Frequency oracle</source>
        <translation>Oracle de fréquence</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="340"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation>Adaptatif (GRR pour les petites grilles, sinon OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="360"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation>Taille de grille du premier niveau g1 (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation>Grille uniforme en DP locale (LDP-UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Grid size g (0: guideline)</source>
        <translation>Taille de grille g (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation>Grille adaptative en DP locale (PrivAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Références : J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG) ; B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation>Grille adaptative asymétrique en DP locale (AAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation>Mécanisme des aires de disque en DP locale (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation>Rayon b en cellules (0 : b optimal)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Discretisation</source>
        <translation>Discrétisation</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Exact disk areas (recommended)</source>
        <translation>Aires exactes du disque (recommandé)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Shrinkage (DAM)</source>
        <translation>Rétrécissement (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation>Sans rétrécissement (DAM-NS)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM tolerance</source>
        <translation>Tolérance de l'EM</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM iteration cap</source>
        <translation>Plafond d'itérations de l'EM</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EMS smoothing</source>
        <translation>Lissage EMS</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Simulates a local-DP survey that estimates how people are spread over a d×d grid with the Disk Area Mechanism. Each device reports a cell near its own — cells within a radius b of it are e^ε times more likely than cells further away — so the reports keep the shape of the distribution. The server then reconstructs the distribution by an iterative estimate (expectation maximisation, EM). DAM suits questions about where people are concentrated (hotspots, shifts); its estimate is close to the truth as a whole rather than cell by cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size d&lt;/b&gt;: cells per side (default {GRID_SIZE}). Finer grids show more detail but need more people.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in cells&lt;/b&gt;: how far from the true cell a report is likely to land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretisation&lt;/b&gt;: how the disk is laid on the grid cells. 'Exact disk areas' is recommended; the two others are the paper's variants, for comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM tolerance&lt;/b&gt; and &lt;b&gt;EM iteration cap&lt;/b&gt; (advanced): when the estimation stops. The defaults work for most data; a smaller tolerance runs longer and starts to fit the noise. &lt;b&gt;EMS smoothing&lt;/b&gt; (advanced) smooths the estimate after each iteration; try it with few people or a small ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: noisy_count is the estimated share of each cell times the number of people, never negative. The layer's metadata records b and the number of EM iterations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule une enquête en DP locale qui estime comment les personnes se répartissent sur une grille d×d avec le mécanisme des aires de disque (Disk Area Mechanism). Chaque appareil déclare une cellule proche de la sienne — les cellules situées dans un rayon b sont e^ε fois plus probables que les cellules plus éloignées —, de sorte que les déclarations conservent la forme de la distribution. Le serveur reconstruit ensuite la distribution par une estimation itérative (espérance-maximisation, EM). DAM convient aux questions sur les lieux où les personnes se concentrent (points chauds, déplacements) ; son estimation est proche de la réalité dans son ensemble plutôt que cellule par cellule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille d&lt;/b&gt; : cellules par côté (par défaut {GRID_SIZE}). Des grilles plus fines montrent plus de détails mais demandent plus de personnes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rayon b en cellules&lt;/b&gt; : à quelle distance de la vraie cellule une déclaration tombe probablement. 0 (recommandé) choisit le meilleur b pour ε et d ; un ε plus petit donne un rayon plus grand.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discrétisation&lt;/b&gt; : comment le disque est posé sur les cellules de la grille. « Aires exactes du disque » est recommandé ; les deux autres sont les variantes de l'article, pour comparaison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tolérance de l'EM&lt;/b&gt; et &lt;b&gt;Plafond d'itérations de l'EM&lt;/b&gt; (avancé) : quand l'estimation s'arrête. Les valeurs par défaut conviennent à la plupart des données ; une tolérance plus petite tourne plus longtemps et commence à ajuster le bruit. &lt;b&gt;Lissage EMS&lt;/b&gt; (avancé) lisse l'estimation après chaque itération ; essayez-le avec peu de personnes ou un petit ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille privée&lt;/b&gt; : noisy_count est la part estimée de chaque cellule multipliée par le nombre de personnes, jamais négative. Les métadonnées de la couche consignent b et le nombre d'itérations de l'EM.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : Numerical Estimation of Spatial Distributions under Differential Privacy (l'article de DAM).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Scale correction</source>
        <translation>Correction d'échelle</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Sampling correction (scale up to N)</source>
        <translation>Correction d'échantillonnage (ramener à N)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper's γ</source>
        <translation>Le γ de l'article</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook size B</source>
        <translation>Taille du dictionnaire B</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook loss weight α</source>
        <translation>Poids de la perte du dictionnaire α</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation>Fils d'entraînement (vide : 1, reproductible ; 0 : valeur par défaut de PyTorch)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="69"/>
        <source>Guideline constant c</source>
        <translation>Constante de la règle c</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="71"/>
        <source>Share α of ε for the first level</source>
        <translation>Part α de ε pour le premier niveau</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="85"/>
        <source>Share σ of users in the first phase</source>
        <translation>Part σ des utilisateurs dans la première phase</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="89"/>
        <source>Guideline constant α</source>
        <translation>Constante de la règle α</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="94"/>
        <source>Guideline constant α1 for g1</source>
        <translation>Constante de la règle α1 pour g1</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="96"/>
        <source>Guideline constant α for g2</source>
        <translation>Constante de la règle α pour g2</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="105"/>
        <source>Grid size d</source>
        <translation>Taille de grille d</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="106"/>
        <source>Time slices T</source>
        <translation>Tranches de temps T</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="163"/>
        <source>Points per user k (sensitivity)</source>
        <translation>Points par utilisateur k (sensibilité)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Points per user k</source>
        <translation>Points par utilisateur k</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Time slices T (at most)</source>
        <translation>Tranches de temps T (au plus)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="105"/>
        <source>The output folder &apos;{}&apos; does not exist; create it or choose another folder.</source>
        <translation>Le dossier de sortie « {} » n'existe pas ; créez-le ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="108"/>
        <source>The output folder &apos;{}&apos; cannot be written to; choose a folder where you may save files.</source>
        <translation>Impossible d'écrire dans le dossier de sortie « {} » ; choisissez un dossier où vous pouvez enregistrer des fichiers.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="115"/>
        <source>The output &apos;{}&apos; is the input layer&apos;s file; the input is never overwritten: choose another file name.</source>
        <translation>La sortie « {} » est le fichier de la couche en entrée ; l'entrée n'est jamais écrasée : choisissez un autre nom de fichier.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="323"/>
        <source>density (count per {})</source>
        <translation>densité (effectif par {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>each user&apos;s report</source>
        <translation>la déclaration de chaque utilisateur</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>the release</source>
        <translation>la publication</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="45"/>
        <source>ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times more likely for one person's true data than for any other. Typical values are 0.1–2 (central) or 1–5 (local).</source>
        <translation>ε = {:g} n'offre presque aucune confidentialité : {} est alors plus de e^{:g} ≈ {:,.0f} fois plus probable pour les vraies données d'une personne que pour toutes autres. Les valeurs typiques sont 0,1–2 (central) ou 1–5 (local).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size, or 0 for the guideline</source>
        <translation>une taille de grille plus petite, ou 0 pour la règle</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size</source>
        <translation>une taille de grille plus petite</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="103"/>
        <source>The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes a while.</source>
        <translation>La sortie compte {:,} cellules (environ {:,.0f} Mo en GeoPackage) : son écriture prend du temps.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="110"/>
        <source>The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP writes; choose a smaller grid size.</source>
        <translation>La sortie aurait {:,} cellules (environ {:,.1f} Go), plus que les {:,} qu'écrit SpatialDP ; choisissez une taille de grille plus petite.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="68"/>
        <source>&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection and noisier counts. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak. Each cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; k times more with a user id field).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : ce que la sortie peut révéler au plus sur une personne. Un ε plus petit signifie une protection plus forte et des effectifs plus bruités. Les valeurs typiques vont de 0,1 (protection forte) à 1 (modérée) ; au-delà d'environ 5, la protection est faible. L'effectif de chaque cellule s'écarte en moyenne d'environ 1/ε points (1 à ε = 1, 10 à ε = 0,1 ; k fois plus avec un champ d'identifiant utilisateur).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;Number of points N, if public&lt;/b&gt;, &lt;b&gt;Share of ε spent on estimating N&lt;/b&gt; and &lt;b&gt;Guideline constant c&lt;/b&gt; (advanced): the automatic grid size needs the number of points. If that number is already public (a published case count, say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A grid size you set yourself needs neither. c (default {C:g}) tunes the automatic size: a larger c gives fewer, larger cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nombre de points N, s'il est public&lt;/b&gt;, &lt;b&gt;Part de ε consacrée à l'estimation de N&lt;/b&gt; et &lt;b&gt;Constante de la règle c&lt;/b&gt; (avancé) : la taille de grille automatique a besoin du nombre de points. Si ce nombre est déjà public (un nombre de cas publié, par exemple), indiquez-le ; sinon, une petite part de ε (par défaut {N_EPSILON_SHARE:.0%}) achète un comptage bruité. Une taille de grille que vous fixez vous-même n'a besoin ni de l'un ni de l'autre. c (par défaut {C:g}) règle la taille automatique : un c plus grand donne des cellules moins nombreuses et plus grandes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="92"/>
        <source>&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only. The same seed gives the same noise, so the output is marked as not suitable for publication. Leave it empty for a real release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons in the layer's CRS with noisy_count and density (noisy_count divided by the cell's area). A count can be negative where there are few points: keep such values when you add cells up, as they keep totals over larger areas unbiased. The layer's metadata and the release record (LEDGER) say how ε was spent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Graine aléatoire&lt;/b&gt; (avancé) : pour les tests uniquement. La même graine donne le même bruit, la sortie est donc marquée comme impropre à la publication. Laissez-la vide pour une vraie publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille privée&lt;/b&gt; : des polygones dans le SCR de la couche avec noisy_count et density (noisy_count divisé par l'aire de la cellule). Un effectif peut être négatif là où il y a peu de points : gardez ces valeurs quand vous additionnez des cellules, car elles laissent les totaux sur de plus grandes zones sans biais. Les métadonnées de la couche et la fiche de publication (LEDGER) indiquent comment ε a été dépensé.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree (adaptive quadtree)</source>
        <translation>PrivTree (quadtree adaptatif)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="73"/>
        <source>Share of ε for deciding where to split</source>
        <translation>Part de ε pour décider où diviser</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Maximum depth (memory guard)</source>
        <translation>Profondeur maximale (garde-fou mémoire)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="317"/>
        <source>noise sd of noisy_count</source>
        <translation>écart-type du bruit de noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="318"/>
        <source>noise sd (empty: no closed form, see the metadata)</source>
        <translation>écart-type du bruit (vide : pas de formule fermée, voir les métadonnées)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="319"/>
        <source>90 % margin of error of noisy_count</source>
        <translation>marge d'erreur à 90 % de noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="320"/>
        <source>90 % margin of error (empty: no closed form, see the metadata)</source>
        <translation>marge d'erreur à 90 % (vide : pas de formule fermée, voir les métadonnées)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="326"/>
        <source>noisy_count (published: {})</source>
        <translation>noisy_count (publié : {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="109"/>
        <source>the input asks for selected features, a feature limit, a filter or a geometry check, which only QGIS can apply</source>
        <translation>l'entrée demande des entités sélectionnées, une limite d'entités, un filtre ou une vérification de géométrie, que seul QGIS peut appliquer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="113"/>
        <source>the input is not a plain layer</source>
        <translation>l'entrée n'est pas une couche simple</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="115"/>
        <source>the layer has unsaved edits</source>
        <translation>la couche a des modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="117"/>
        <source>the layer holds multi-points</source>
        <translation>la couche contient des multipoints</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="246"/>
        <source>The database refused the counting query ({}). Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the layer through QGIS.</source>
        <translation>La base de données a refusé la requête de comptage ({}). Relancez avec « Compter dans la base de données » (PUSH_DOWN) désactivé pour lire la couche par QGIS.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="32"/>
        <source>the time field &apos;{}&apos; is not a number or a date-time</source>
        <translation>le champ temporel « {} » n'est ni un nombre ni une date-heure</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="102"/>
        <source>Release register (JSON file; empty: none)</source>
        <translation>Registre des publications (fichier JSON ; vide : aucun)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="105"/>
        <source>Register cap on ε (empty: the cap set before, if any)</source>
        <translation>Plafond de ε du registre (vide : le plafond fixé auparavant, s'il existe)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="397"/>
        <source>The register cap on ε must be greater than 0.</source>
        <translation>Le plafond de ε du registre doit être supérieur à 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="377"/>
        <source>Release register: {}.</source>
        <translation>Registre des publications : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="300"/>
        <source>Release register '{}': ε = {} spent on this layer (unit of privacy: {}) in {} earlier releases</source>
        <translation>Registre des publications « {} » : ε = {} dépensé sur cette couche (unité de confidentialité : {}) en {} publications antérieures</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="303"/>
        <source>, {} of them unfinished (still running, or stopped without writing)</source>
        <translation>, dont {} inachevées (encore en cours, ou arrêtées sans écrire)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="306"/>
        <source>; no cap set. This release spends ε = {}.</source>
        <translation>; aucun plafond fixé. Cette publication dépense ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="307"/>
        <source>; cap {}, {} remaining before this release, which spends ε = {}.</source>
        <translation>; plafond {}, il reste {} avant cette publication, qui dépense ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="350"/>
        <source>Release register: the unfinished entry of this run could not be removed ({}); it keeps counting.</source>
        <translation>Registre des publications : l'entrée inachevée de cette exécution n'a pas pu être retirée ({}) ; elle continue de compter.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Cell shape</source>
        <translation>Forme des cellules</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Squares</source>
        <translation>Carrés</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, flat-topped</source>
        <translation>Hexagones, sommet plat</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, pointy-topped</source>
        <translation>Hexagones, sommet pointu</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="122"/>
        <source>&lt;p&gt;&lt;b&gt;Cell shape&lt;/b&gt;: squares (default) or hexagons with a flat or a pointed top. Hexagons have the area of the square cells the grid size gives (the extent&apos;s area divided by the number of squares); those cut by the extent&apos;s border are clipped to it, so there are a few more cells than squares. Each point belongs to exactly one cell (a point on an edge to the cell to its north, then east), so the protection is the same. Hexagon maps show clusters without the grid&apos;s horizontal and vertical stripes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Forme des cellules&lt;/b&gt; : carrés (par défaut) ou hexagones à sommet plat ou pointu. Les hexagones ont l'aire des cellules carrées que donne la taille de grille (l'aire de l'emprise divisée par le nombre de carrés) ; ceux que coupe le bord de l'emprise y sont découpés, il y a donc quelques cellules de plus que de carrés. Chaque point appartient à exactement une cellule (un point sur une arête à la cellule au nord, puis à l'est), la protection est donc la même. Les cartes en hexagones montrent les concentrations sans les bandes horizontales et verticales de la grille.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="323"/>
        <source>Hierarchical consistency: each coarse cell is the sum of its small cells</source>
        <translation>Cohérence hiérarchique : chaque cellule grossière est la somme de ses petites cellules</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Cut position</source>
        <translation>Position de la coupe</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The paper&apos;s (towards the denser neighbour)</source>
        <translation>Celle de l'article (vers le voisin le plus dense)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Halfway between the paper&apos;s and the middle</source>
        <translation>À mi-chemin entre celle de l'article et le milieu</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The middle (even split)</source>
        <translation>Le milieu (coupe égale)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="329"/>
        <source>&lt;p&gt;&lt;b&gt;Hierarchical consistency&lt;/b&gt; (default on): the first round&apos;s estimate of each coarse cell and the sum of the second round&apos;s small cells inside it are two estimates of the same number; this step averages them, each weighted by how precise it is, and adjusts the small cells so that they add up to the result. It costs no privacy and usually makes both levels more accurate. Untick it (and Norm-Sub) for the paper&apos;s estimates.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Cohérence hiérarchique&lt;/b&gt; (activée par défaut) : l'estimation de chaque cellule grossière au premier tour et la somme des petites cellules du second tour qu'elle contient sont deux estimations du même nombre ; cette étape en fait la moyenne, chacune pondérée selon sa précision, et ajuste les petites cellules pour que leur somme donne le résultat. Elle ne coûte aucune confidentialité et rend en général les deux niveaux plus précis. Décochez-la (ainsi que Norm-Sub) pour les estimations de l'article.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>&lt;p&gt;Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is cut &lt;i&gt;unevenly&lt;/i&gt;: the cuts move towards the busier neighbouring cells, so the side next to dense areas gets smaller cells. Every person reports only once, so each person is protected with ε. In the paper AAG is the most accurate of the three local grids for small areas (queries covering up to about 0.1 % of the region), while the uniform grid (LDP-UG) wins for large areas (2 % and more). That result depends on a sparse region, mostly empty around the people (the paper's Gowalla box): on a region densely filled, such as a city, the paper's AAG was not better than PrivAG in our benchmarks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people, ε and α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for g1&lt;/b&gt; (default {FIRST_ALPHA:g}) tunes the coarse grid, &lt;b&gt;Guideline constant α for g2&lt;/b&gt; (default {ALPHA:g}) how finely each coarse cell is cut; larger values give finer grids with noisier cells. The defaults reproduce the paper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt; (default {SIGMA:g}): a larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cut position&lt;/b&gt;: where each coarse cell is cut. The paper's position moves far towards the busier neighbour and can leave a sliver next to an empty cell; 'Halfway between the paper's and the middle' (default) keeps the idea with better-shaped cells; 'The middle' cuts evenly.&lt;/p&gt;&lt;p&gt;The paper's AAG: choose the paper's cut position and untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule AAG, une enquête en DP locale en deux tours comme PrivAG, mais chaque cellule grossière est coupée &lt;i&gt;inégalement&lt;/i&gt; : les coupes se déplacent vers les cellules voisines les plus animées, de sorte que le côté proche des zones denses reçoit des cellules plus petites. Chaque personne ne répond qu'une fois, chaque personne est donc protégée avec ε. Dans l'article, AAG est la plus précise des trois grilles locales pour les petites zones (requêtes couvrant jusqu'à environ 0,1 % de la région), tandis que la grille uniforme (LDP-UG) l'emporte pour les grandes zones (2 % et plus). Ce résultat dépend d'une région clairsemée, presque vide autour des personnes (le cadre Gowalla de l'article) : sur une région densément remplie, comme une ville, l'AAG de l'article n'était pas meilleure que PrivAG dans nos bancs d'essai.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille du premier niveau g1&lt;/b&gt; : cellules grossières par côté. 0 (recommandé) la choisit d'après le nombre de personnes, ε et α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la règle α1 pour g1&lt;/b&gt; (par défaut {FIRST_ALPHA:g}) règle la grille grossière, &lt;b&gt;Constante de la règle α pour g2&lt;/b&gt; (par défaut {ALPHA:g}) la finesse du découpage de chaque cellule grossière ; des valeurs plus grandes donnent des grilles plus fines aux cellules plus bruitées. Les valeurs par défaut reproduisent l'article.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Part σ des utilisateurs dans la première phase&lt;/b&gt; (par défaut {SIGMA:g}) : un σ plus grand donne de meilleures décisions sur les endroits où couper mais laisse moins de personnes pour estimer les petites cellules.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Position de la coupe&lt;/b&gt; : où chaque cellule grossière est coupée. La position de l'article se déplace loin vers le voisin le plus animé et peut laisser une fine bande à côté d'une cellule vide ; « À mi-chemin entre celle de l'article et le milieu » (par défaut) garde l'idée avec des cellules mieux formées ; « Le milieu » coupe en parts égales.&lt;/p&gt;&lt;p&gt;L'AAG de l'article : choisissez la position de coupe de l'article et décochez Cohérence hiérarchique et Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="476"/>
        <source>&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its report. &apos;Adaptive&apos; (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density; the field norm_sub says whether negative estimates were set to 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Oracle de fréquence&lt;/b&gt; (avancé) : comment chaque appareil rend sa déclaration aléatoire. « Adaptatif » (recommandé) prend celle des deux méthodes qui est la plus précise pour le nombre de cellules : GRR (réponse aléatoire) pour peu de cellules, OLH (hachage local) pour beaucoup.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille privée&lt;/b&gt; : des polygones avec l'effectif estimé de chaque cellule (noisy_count) et sa densité ; le champ norm_sub indique si les estimations négatives ont été ramenées à 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>Adaptive hierarchical decomposition under local DP (AHEAD)</source>
        <translation>Décomposition hiérarchique adaptative en DP locale (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Reference: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>Hybrid-dimensional grids under local DP (HDG)</source>
        <translation>Grilles hybrides en dimensions en DP locale (HDG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>2-D grid size g2 (0: guideline)</source>
        <translation>Taille de grille 2D g2 (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>1-D grid size g1 (0: guideline)</source>
        <translation>Taille de grille 1D g1 (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Simulates HDG, a local-DP survey in which the people are divided at random into three groups: the first reports its column of a fine division of the extent from west to east (g1 columns), the second its row of a fine division from south to north (g1 rows), the third its cell of a coarse g2×g2 grid. Every person reports only once, so each person is protected with ε. The three estimates are made to agree, and a fine g1×g1 grid is then fitted to all three: the coarse grid says how many people are in each coarse cell, the columns and rows say how they are spread inside it. Counts are never negative.&lt;/p&gt;&lt;p&gt;&lt;b&gt;2-D grid size g2&lt;/b&gt; and &lt;b&gt;1-D grid size g1&lt;/b&gt;: 0 (recommended) chooses them from the number of people and ε, as powers of two; g1 must be a multiple of g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt; (default {ALPHA1:g}) and &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt; (default {ALPHA2:g}): the paper's values; larger values give finer grids with noisier cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule HDG, une enquête en DP locale dans laquelle les personnes sont réparties au hasard en trois groupes : le premier déclare sa colonne d'un découpage fin de l'emprise d'ouest en est (g1 colonnes), le deuxième sa ligne d'un découpage fin du sud au nord (g1 lignes), le troisième sa cellule d'une grille grossière g2×g2. Chaque personne ne répond qu'une fois, chaque personne est donc protégée avec ε. Les trois estimations sont mises en accord, puis une grille fine g1×g1 est ajustée aux trois : la grille grossière dit combien de personnes se trouvent dans chaque cellule grossière, les colonnes et les lignes comment elles s'y répartissent. Les effectifs ne sont jamais négatifs.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille 2D g2&lt;/b&gt; et &lt;b&gt;Taille de grille 1D g1&lt;/b&gt; : 0 (recommandé) les choisit d'après le nombre de personnes et ε, en puissances de deux ; g1 doit être un multiple de g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la règle α1 pour les grilles 1D&lt;/b&gt; (par défaut {ALPHA1:g}) et &lt;b&gt;Constante de la règle α2 pour la grille 2D&lt;/b&gt; (par défaut {ALPHA2:g}) : les valeurs de l'article ; des valeurs plus grandes donnent des grilles plus fines aux cellules plus bruitées.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Reference: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Référence : J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Grid size M (0: guideline)</source>
        <translation>Taille de grille M (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Time slices T (0: guideline)</source>
        <translation>Tranches de temps T (0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Number of reports N, if public (for the guideline and the scale correction)</source>
        <translation>Nombre de déclarations N, s'il est public (pour la règle et la correction d'échelle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Keep the noisy totals of large areas (mass correction)</source>
        <translation>Conserver les totaux bruités des grandes zones (correction de masse)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training epochs (empty: chosen from the grid)</source>
        <translation>Époques d'entraînement (vide : choisies d'après la grille)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Channel width (empty: chosen from the grid and the noise)</source>
        <translation>Largeur des canaux (vide : choisie d'après la grille et le bruit)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="98"/>
        <source>Tree depth h (one group of users per level)</source>
        <translation>Profondeur de l'arbre h (un groupe d'utilisateurs par niveau)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="101"/>
        <source>Guideline constant α1 for the 1-D grids</source>
        <translation>Constante de la règle α1 pour les grilles 1D</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="103"/>
        <source>Guideline constant α2 for the 2-D grid</source>
        <translation>Constante de la règle α2 pour la grille 2D</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Simulates AHEAD, a local-DP survey in several rounds that builds cells following the data. The people are divided at random into h groups, one per round. The first group reports which quarter of the extent it is in; every quarter that holds enough people is cut into four, and the next group reports its cell of the new division; and so on. Cells with few people are never cut, so busy areas end up with small cells and empty areas stay coarse. Every person reports only once, so each person is protected with ε. Finally the estimates of all rounds are combined so that every cell equals the sum of its parts. In published comparisons AHEAD is among the most accurate local methods for counts over areas, on dense and on sparse regions.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tree depth h (one group of users per level)&lt;/b&gt; (default {DEPTH}): the number of rounds and the deepest level of cutting (at most 2^h cells per side). A larger h allows finer cells but gives each round fewer people, whose estimates then decide less reliably where to cut.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): sets negative estimates to 0 and lowers the others evenly, keeping the total; it costs no privacy. Untick it for estimates that may be negative and are unbiased but for a small bias where a node's estimate was near the threshold that decided its cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule AHEAD, une enquête en DP locale en plusieurs tours qui construit des cellules suivant les données. Les personnes sont réparties au hasard en h groupes, un par tour. Le premier groupe déclare dans quel quart de l'emprise il se trouve ; chaque quart qui contient assez de personnes est coupé en quatre, et le groupe suivant déclare sa cellule du nouveau découpage ; et ainsi de suite. Les cellules qui contiennent peu de personnes ne sont jamais coupées, de sorte que les zones animées finissent avec de petites cellules et que les zones vides restent grossières. Chaque personne ne répond qu'une fois, chaque personne est donc protégée avec ε. Enfin, les estimations de tous les tours sont combinées pour que chaque cellule soit égale à la somme de ses parties. Dans les comparaisons publiées, AHEAD compte parmi les méthodes locales les plus précises pour les effectifs sur des zones, sur des régions denses comme clairsemées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Profondeur de l'arbre h (un groupe d'utilisateurs par niveau)&lt;/b&gt; (par défaut {DEPTH}) : le nombre de tours et le niveau de découpage le plus profond (au plus 2^h cellules par côté). Un h plus grand permet des cellules plus fines mais donne à chaque tour moins de personnes, dont les estimations décident alors de façon moins fiable où couper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (activé par défaut) : ramène les estimations négatives à 0 et abaisse les autres uniformément en gardant le total ; cela ne coûte aucune confidentialité. Décochez-le pour des estimations qui peuvent être négatives et sont sans biais, à un petit biais près là où l'estimation d'un nœud était proche du seuil qui a décidé de sa coupe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="171"/>
        <source>run the OSGeo4W setup and install the package python3-pip</source>
        <translation>lancez l'installateur OSGeo4W et installez le paquet python3-pip</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="173"/>
        <source>run `{} -m ensurepip` in a terminal</source>
        <translation>lancez `{} -m ensurepip` dans un terminal</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="175"/>
        <source>install it with the system&apos;s package manager (Debian, Ubuntu: sudo apt install python3-pip)</source>
        <translation>installez-le avec le gestionnaire de paquets du système (Debian, Ubuntu : sudo apt install python3-pip)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="177"/>
        <source>pip is not available for {}: {}, then try again.</source>
        <translation>pip n'est pas disponible pour {} : {}, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="426"/>
        <source>Cancelled; the libraries installed before stay in place.</source>
        <translation>Annulé ; les bibliothèques installées auparavant restent en place.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>exit status {}</source>
        <translation>code de sortie {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="421"/>
        <source>Installed {} into {}. SpatialDP uses them from now on; restart QGIS if it reported them as broken before.</source>
        <translation>{} installé dans {}. SpatialDP les utilise désormais ; redémarrez QGIS s'il les signalait auparavant comme défectueuses.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="583"/>
        <source>the features could not be added</source>
        <translation>les entités n'ont pas pu être ajoutées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="86"/>
        <source>The release register &apos;{}&apos; is a folder; give a file in it, such as {}.</source>
        <translation>Le registre des publications « {} » est un dossier ; indiquez un fichier qu'il contient, comme {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="98"/>
        <source>{}: {:,} true points in its extent, {:,} queries ({})</source>
        <translation>{} : {:,} vrais points dans son emprise, {:,} requêtes ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="56"/>
        <source>The layer's CRS ({}) is in degrees, but its coordinates reach x {:,.6g}…{:,.6g} and y {:,.6g}…{:,.6g}, outside longitude and latitude: the layer's CRS is probably wrong. Set the CRS its coordinates are in (Layer Properties ▸ Source) before releasing it.</source>
        <translation>Le SCR de la couche ({}) est en degrés, mais ses coordonnées atteignent x {:,.6g}…{:,.6g} et y {:,.6g}…{:,.6g}, hors des longitudes et latitudes : le SCR de la couche est probablement faux. Définissez le SCR dans lequel sont ses coordonnées (Propriétés de la couche ▸ Source) avant de la publier.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Views averaged by the denoiser (empty: chosen from the noise; 1: the paper&apos;s single pass)</source>
        <translation>Vues moyennées par le débruiteur (vide : choisies d'après le bruit ; 1 : la passe unique de l'article)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="111"/>
        <source>Write the Shapefile&apos;s extension in lower case (&apos;{}&apos;): GDAL writes its files in lower case, and QGIS would look for &apos;{}&apos;.</source>
        <translation>Écrivez l'extension du Shapefile en minuscules (« {} ») : GDAL écrit ses fichiers en minuscules, et QGIS chercherait « {} ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the single point.</source>
        <translation>À ε = {:g}, le bruit noie les données : chacune des {:,} cellules reçoit un bruit d'environ ±{:,.0f}, plus au total que l'unique point.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the {:,} points.</source>
        <translation>À ε = {:g}, le bruit noie les données : chacune des {:,} cellules reçoit un bruit d'environ ±{:,.0f}, plus au total que les {:,} points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="81"/>
        <source>Choose a larger ε or fewer cells ({}).</source>
        <translation>Choisissez un ε plus grand ou moins de cellules ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="90"/>
        <source>The grid has {:,} cells for 1 user.</source>
        <translation>La grille a {:,} cellules pour 1 utilisateur.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="91"/>
        <source>The grid has {:,} cells for {:,} users.</source>
        <translation>La grille a {:,} cellules pour {:,} utilisateurs.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="93"/>
        <source>The grid has {:,} cells for 1 point.</source>
        <translation>La grille a {:,} cellules pour 1 point.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="94"/>
        <source>The grid has {:,} cells for {:,} points.</source>
        <translation>La grille a {:,} cellules pour {:,} points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="95"/>
        <source>Most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid size or ε) gives more useful counts.</source>
        <translation>La plupart des cellules contiennent 0 ou 1, leurs effectifs disent donc peu de chose. Une grille plus grossière (une taille de grille ou un ε plus petits) donne des effectifs plus utiles.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="131"/>
        <source>&apos;Count in the database&apos; is off</source>
        <translation>« Compter dans la base de données » est désactivé</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="125"/>
        <source>Counted in the database: only counts leave it.</source>
        <translation>Compté dans la base de données : seuls des effectifs en sortent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="126"/>
        <source>Not counted in the database ({}): the points are read through QGIS.</source>
        <translation>Non compté dans la base de données ({}) : les points sont lus par QGIS.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="621"/>
        <source>The polygons have too many edges ({:,}) to be counted in the database. Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the points through QGIS, or simplify the polygons.</source>
        <translation>Les polygones ont trop d'arêtes ({:,}) pour être comptés dans la base de données. Relancez avec « Compter dans la base de données » (PUSH_DOWN) désactivé pour lire les points par QGIS, ou simplifiez les polygones.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="164"/>
        <source>No Python {} of QGIS&apos;s own installation ({}) was found; install the libraries by hand as README&apos;s &apos;Optional dependencies&apos; explains.</source>
        <translation>Aucun Python {} de l'installation propre de QGIS ({}) n'a été trouvé ; installez les bibliothèques à la main comme l'explique la section 'Optional dependencies' du README.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="305"/>
        <source>… pip is still working ({:.0f} s without output)</source>
        <translation>… pip travaille encore ({:.0f} s sans sortie)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="379"/>
        <source>Checking that {} can be reached…</source>
        <translation>Vérification que {} est joignable…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>pip could not install {}: {}</source>
        <translation>pip n'a pas pu installer {} : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="417"/>
        <source>{} was installed into {} but does not import: {}</source>
        <translation>{} a été installé dans {} mais ne s'importe pas : {}</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>The uniform grid suits a first private map, and points spread fairly evenly.</source>
        <translation>La grille uniforme convient à une première carte privée et à des points répartis assez uniformément.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>The adaptive grid suits clustered points, such as towns and countryside.</source>
        <translation>La grille adaptative convient à des points concentrés, comme des villes et la campagne.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree suits strongly clustered points when you do not want to choose a grid size.</source>
        <translation>PrivTree convient à des points très concentrés quand vous ne voulez pas choisir de taille de grille.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>LDP-UG plans a survey in one round on a regular grid, the most accurate local grid for large areas.</source>
        <translation>LDP-UG prépare une enquête en un tour sur une grille régulière, la grille locale la plus précise pour les grandes zones.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>PrivAG plans a survey in two rounds whose second grid follows where the people are.</source>
        <translation>PrivAG prépare une enquête en deux tours dont la seconde grille suit l'endroit où se trouvent les personnes.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>AAG plans a survey in two rounds when the questions are about small areas.</source>
        <translation>AAG prépare une enquête en deux tours quand les questions portent sur de petites zones.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>AHEAD plans a survey in several rounds whose cells follow the data, with no grid size to choose.</source>
        <translation>AHEAD prépare une enquête en plusieurs tours dont les cellules suivent les données, sans taille de grille à choisir.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>HDG plans a survey in one round whose estimate is a fine grid, built from reports of columns, rows and coarse cells.</source>
        <translation>HDG prépare une enquête en un tour dont l'estimation est une grille fine, construite à partir de déclarations de colonnes, de lignes et de cellules grossières.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>DAM plans a survey about where people are concentrated (hotspots, shifts).</source>
        <translation>DAM prépare une enquête sur les lieux où les personnes se concentrent (points chauds, déplacements).</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>VDR suits location reports over time, many per person, published per time slice.</source>
        <translation>VDR convient à des déclarations de position dans le temps, nombreuses par personne, publiées par tranche de temps.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="104"/>
        <source>relative error (floor 0.1 % of N)</source>
        <translation>erreur relative (plancher 0,1 % de N)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="106"/>
        <source>query error, floor 2 % of N (mean = AQE)</source>
        <translation>erreur de requête, plancher 2 % de N (moyenne = AQE)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="107"/>
        <source>absolute error (points)</source>
        <translation>erreur absolue (points)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="80"/>
        <source>SpatialDP evaluation</source>
        <translation>Évaluation SpatialDP</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="81"/>
        <source>This evaluation compares the releases with the TRUE points: its results are not private. Use them to choose a mechanism and its parameters; do not publish them with the release.</source>
        <translation>Cette évaluation compare les publications aux VRAIS points : ses résultats ne sont pas privés. Utilisez-les pour choisir un mécanisme et ses paramètres ; ne les publiez pas avec la publication.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="94"/>
        <source>True points: {}</source>
        <translation>Vrais points : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="116"/>
        <source>matplotlib is not installed: no chart.</source>
        <translation>matplotlib n'est pas installé : pas de graphique.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="118"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="218"/>
        <source>grid size m</source>
        <translation>taille de grille m</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>noise</source>
        <translation>bruit</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>non-uniformity</source>
        <translation>non-uniformité</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>expected absolute error of a query covering {:.0%} of the extent (points)</source>
        <translation>erreur absolue attendue d'une requête couvrant {:.0%} de l'emprise (points)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="296"/>
        <source>effective grid size m1·m2</source>
        <translation>taille de grille effective m1·m2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 min</source>
        <translation>m2 min.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 (evenly spread)</source>
        <translation>m2 (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 max</source>
        <translation>m2 max.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1</source>
        <translation>niveau 1</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>leaves (evenly spread)</source>
        <translation>feuilles (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>level 1: noise sd {:.3g} per cell (αε)</source>
        <translation>niveau 1 : écart-type du bruit {:.3g} par cellule (αε)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="346"/>
        <source>leaves per side (evenly spread points)</source>
        <translation>feuilles par côté (points répartis uniformément)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>depth (evenly spread)</source>
        <translation>profondeur (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>leaves per side (evenly spread)</source>
        <translation>feuilles par côté (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>split noise λ = {0:.3g}, depth bias δ = {1}: a cell at depth d is cut while its count exceeds about d·δ = {1}·d</source>
        <translation>bruit de division λ = {0:.3g}, biais de profondeur δ = {1} : une cellule à la profondeur d est coupée tant que son effectif dépasse environ d·δ = {1}·d</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="414"/>
        <source>grid size g</source>
        <translation>taille de grille g</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="415"/>
        <source>oracle: {} over {} cells</source>
        <translation>oracle : {} sur {} cellules</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="436"/>
        <source>effective grid size g1·g2</source>
        <translation>taille de grille effective g1·g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 min</source>
        <translation>g2 min.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 (evenly spread)</source>
        <translation>g2 (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 max</source>
        <translation>g2 max.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1: {}, noise sd {:.3g} per cell (σN users, scaled to N)</source>
        <translation>niveau 1 : {}, écart-type du bruit {:.3g} par cellule (σN utilisateurs, ramené à N)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>leaves: {} over about {} cells</source>
        <translation>feuilles : {} sur environ {} cellules</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="512"/>
        <source>2-D grid size g2</source>
        <translation>taille de grille 2D g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid</source>
        <translation>grille 2D</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>response matrix</source>
        <translation>matrice de réponse</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid: {} over {} cells</source>
        <translation>grille 2D : {} sur {} cellules</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>1-D grids: {} over {} cells, noise sd {:.3g} per cell</source>
        <translation>grilles 1D : {} sur {} cellules, écart-type du bruit {:.3g} par cellule</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="554"/>
        <source>leaves per side 2^l</source>
        <translation>feuilles par côté 2^l</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>levels cut (evenly spread)</source>
        <translation>niveaux coupés (répartition uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>a node is cut when it holds at least {:.2%} of the users</source>
        <translation>un nœud est coupé quand il contient au moins {:.2%} des utilisateurs</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>{:,} users per level</source>
        <translation>{:,} utilisateurs par niveau</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>mutual information bound I(b)</source>
        <translation>borne de l'information mutuelle I(b)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>radius b (cells)</source>
        <translation>rayon b (cellules)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>upper bound of the mutual information (nats)</source>
        <translation>borne supérieure de l'information mutuelle (nats)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="594"/>
        <source>EM estimate: no closed-form noise per cell</source>
        <translation>estimation EM : pas de formule fermée du bruit par cellule</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="625"/>
        <source>grid size M (one time slice)</source>
        <translation>taille de grille M (une tranche de temps)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="627"/>
        <source>T lowered from {0} so that each slice keeps at least {1}×{1} cells</source>
        <translation>T abaissé de {0} pour que chaque tranche garde au moins {1}×{1} cellules</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="629"/>
        <source>the denoiser usually tolerates finer grids than this noisy-histogram optimum</source>
        <translation>le débruiteur tolère en général des grilles plus fines que cet optimum de l'histogramme bruité</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="58"/>
        <source>&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person or event, best in a projected CRS (metres) so that all cells have the same area.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area the grid covers. Use an area anybody may know — a city or county boundary, a rectangle typed in, the map canvas — not the extent of your points, which reveals where the outermost points lie. Left empty, the layer's extent is used and the output is marked as not suitable for publication. Points outside the extent are left out; with none inside, the output is noise only and the log says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Couche de points en entrée&lt;/b&gt; : un point par personne ou par événement, de préférence dans un SCR projeté (mètres) pour que toutes les cellules aient la même aire.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Emprise publique&lt;/b&gt; : la zone couverte par la grille. Utilisez une zone que tout le monde peut connaître — la limite d'une ville ou d'un département, un rectangle saisi, l'emprise du canevas —, pas l'emprise de vos points, qui révèle où se trouvent les points les plus extérieurs. Laissée vide, l'emprise de la couche est utilisée et la sortie est marquée comme impropre à la publication. Les points hors de l'emprise sont ignorés ; s'il n'y en a aucun dedans, la sortie n'est que du bruit et le journal le dit.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="75"/>
        <source>&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: leave the field empty when each point is a different person. If a person can have several points (repeat visits, several addresses), choose the field that identifies them: each person&apos;s points are then reduced to a random sample of at most k, and the noise grows k times. Points without a user id are left out (the log says how many). k = 1 gives the least noise; raise it only when most people have several points that should all count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Champ d'identifiant utilisateur&lt;/b&gt; et &lt;b&gt;Nombre maximal de points par utilisateur (k)&lt;/b&gt; : laissez le champ vide quand chaque point est une personne différente. Si une personne peut avoir plusieurs points (visites répétées, plusieurs adresses), choisissez le champ qui l'identifie : les points de chaque personne sont alors réduits à un échantillon aléatoire d'au plus k, et le bruit est multiplié par k. Les points sans identifiant utilisateur sont ignorés (le journal dit combien). k = 1 donne le moins de bruit ; ne l'augmentez que si la plupart des personnes ont plusieurs points qui doivent tous compter.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="263"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: in a real survey each person's phone or computer adds the noise before sending anything, so nobody — you included — ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a survey from a layer of true locations (each point is one person who reports once), so that you can choose ε, the grid and the method before running the survey for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person, best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: the protection of each person's single report; smaller ε means stronger protection and more noise. Local noise is much larger than in the central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many people — tens of thousands or more. More people or a larger ε give more accurate results.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area every device uses for the grid. In a real survey it must contain everybody who takes part (someone outside it who did not report would stand out). Left empty, the layer's extent is used and the output is marked as not suitable for publication; in this simulation points outside the extent are left out, and with nobody inside every estimate is 0. A mechanism that splits the people into groups and has fewer people than groups lets each report once on its first grid, as LDP-UG does (the log says so).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modèle local&lt;/b&gt; : dans une vraie enquête, le téléphone ou l'ordinateur de chaque personne ajoute le bruit avant d'envoyer quoi que ce soit, de sorte que personne — vous compris — ne détient jamais les vraies positions. Cet algorithme &lt;i&gt;simule&lt;/i&gt; une telle enquête à partir d'une couche de vraies positions (chaque point est une personne qui répond une fois), pour que vous puissiez choisir ε, la grille et la méthode avant de mener l'enquête pour de bon.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Couche de points en entrée&lt;/b&gt; : un point par personne, de préférence dans un SCR projeté (mètres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : la protection de la réponse unique de chaque personne ; un ε plus petit signifie une protection plus forte et plus de bruit. Le bruit local est bien plus grand que dans les algorithmes centraux (UG, AG) : les ε typiques vont de 1 à 5, et une carte utile demande beaucoup de personnes — des dizaines de milliers ou plus. Plus de personnes ou un ε plus grand donnent des résultats plus précis.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Emprise publique&lt;/b&gt; : la zone que chaque appareil utilise pour la grille. Dans une vraie enquête, elle doit contenir tous les participants (quelqu'un hors de l'emprise qui n'aurait pas répondu se remarquerait). Laissée vide, l'emprise de la couche est utilisée et la sortie est marquée comme impropre à la publication ; dans cette simulation, les points hors de l'emprise sont ignorés, et s'il n'y a personne dedans, chaque estimation vaut 0. Un mécanisme qui répartit les personnes en groupes et a moins de personnes que de groupes fait répondre chacune une fois sur sa première grille, comme LDP-UG (le journal le dit).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Graine aléatoire&lt;/b&gt; (avancé) : pour les tests uniquement ; la sortie est alors marquée comme impropre à la publication.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="83"/>
        <source>{} is given {} times; give it once.</source>
        <translation>{} est indiqué {} fois ; indiquez-le une seule fois.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="108"/>
        <source>Dataset name in the register (empty: none; recorded as given)</source>
        <translation>Nom du jeu de données dans le registre (vide : aucun ; consigné tel qu'indiqué)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Release register&lt;/b&gt; and &lt;b&gt;Register cap on ε&lt;/b&gt; (advanced): every release of the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one at ε = 1. A release register is a JSON file that records each release of a layer (the data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose one, or type a new file name to start one: the log then shows the ε already spent on this layer and what remains under the cap, a release that would exceed the cap is refused before anything is written, and the release is recorded once its output is written. A cap, once given, stays in the register for this data and unit of privacy. The register recognises the data by its source, by a keyed fingerprint of its points (so a copy, an export to another format or a reprojection spends the same budget) and by the &lt;b&gt;Dataset name in the register&lt;/b&gt;, if you declare one (a public name, recorded as given: use it for data counted in a database, or edited). Filters and selections do not make other data (docs/register.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Registre des publications&lt;/b&gt; et &lt;b&gt;Plafond de ε du registre&lt;/b&gt; (avancé) : chaque publication des mêmes données dépense leur budget de confidentialité : deux publications à ε = 0,5 en révèlent autant qu'une à ε = 1. Un registre des publications est un fichier JSON qui consigne chaque publication d'une couche (la source de données, l'unité de confidentialité, ε, l'algorithme, l'heure et les sorties). Choisissez-en un, ou saisissez un nouveau nom de fichier pour en créer un : le journal indique alors le ε déjà dépensé sur cette couche et ce qui reste sous le plafond, une publication qui dépasserait le plafond est refusée avant que rien ne soit écrit, et la publication est consignée une fois sa sortie écrite. Un plafond, une fois fixé, reste dans le registre pour ces données et cette unité de confidentialité. Le registre reconnaît les données à leur source, à une empreinte à clé de leurs points (si bien qu'une copie, un export dans un autre format ou une reprojection dépense le même budget) et au &lt;b&gt;Nom du jeu de données dans le registre&lt;/b&gt;, si vous en déclarez un (un nom public, consigné tel qu'indiqué : utilisez-le pour des données comptées dans une base de données, ou modifiées). Filtres et sélections ne font pas d'autres données (docs/register.md).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="285"/>
        <source>Release register: the points were not read into memory (counted in the database or batch by batch) or cannot be placed in WGS 84, so the register knows this release by its source and dataset name only, not by its points (docs/register.md).</source>
        <translation>Registre des publications : les points n'ont pas été lus en mémoire (comptés dans la base de données ou par lots) ou ne peuvent pas être placés en WGS 84, le registre ne connaît donc cette publication que par sa source et son nom de jeu de données, pas par ses points (docs/register.md).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="292"/>
        <source>Release register: with the earlier releases of the same points, ε = {} has been spent on this data in {} releases.</source>
        <translation>Registre des publications : avec les publications antérieures des mêmes points, ε = {} a été dépensé sur ces données en {} publications.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="327"/>
        <source>The output was written, but the release register could not record it as released ({}); it is recorded as pending, with its outputs, and keeps counting: once the register is free, run {}</source>
        <translation>La sortie a été écrite, mais le registre des publications n'a pas pu la consigner comme publiée ({}) ; elle est consignée comme en attente, avec ses sorties, et continue de compter : une fois le registre libre, lancez {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="342"/>
        <source>Release register: this run read the data, so its entry stays pending and keeps counting; if none of its outputs was published, remove it with {}</source>
        <translation>Registre des publications : cette exécution a lu les données, son entrée reste donc en attente et continue de compter ; si aucune de ses sorties n'a été publiée, retirez-la avec {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="369"/>
        <source>The release register '{}' refuses this release: ε = {} has already been spent on this data (unit of privacy: {}) and its cap is {}, so {} remains, less than this release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the data's custodian agrees; nothing was written.</source>
        <translation>Le registre des publications « {} » refuse cette publication : ε = {} a déjà été dépensé sur ces données (unité de confidentialité : {}) et leur plafond est {}, il reste donc {}, moins que le ε = {} de cette publication. Choisissez un ε plus petit, ou relevez le plafond (Plafond de ε du registre) si le responsable des données est d'accord ; rien n'a été écrit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="281"/>
        <source>GDAL gave more rows than its {:,} features</source>
        <translation>GDAL a donné plus de lignes que ses {:,} entités</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="283"/>
        <source>GDAL read {:,} of its {:,} features</source>
        <translation>GDAL a lu {:,} de ses {:,} entités</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="285"/>
        <source>&apos;{}&apos; is damaged: {}{}. Repair it or export it again from its source; nothing was written.</source>
        <translation>« {} » est endommagé : {}{}. Réparez-le ou exportez-le à nouveau depuis sa source ; rien n'a été écrit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="288"/>
        <source>&apos;{}&apos; is damaged or was changed while it was read: {}. Run again once nothing writes to it, or repair it; nothing was written.</source>
        <translation>« {} » est endommagé ou a changé pendant sa lecture : {}. Relancez une fois que plus rien n'y écrit, ou réparez-le ; rien n'a été écrit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="364"/>
        <source>The input layer could not be read whole: {:,} of its {:,} features came (a lost database connection, a damaged file, or a layer that changed since it was loaded or while it was read); nothing was written. Run again, after reloading the layer if it changed.</source>
        <translation>La couche en entrée n'a pas pu être lue entièrement : {:,} de ses {:,} entités sont arrivées (une connexion à la base de données perdue, un fichier endommagé, ou une couche modifiée depuis son chargement ou pendant sa lecture) ; rien n'a été écrit. Relancez, après avoir rechargé la couche si elle a changé.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/legend.py" line="107"/>
        <source>0 or less</source>
        <translation>0 ou moins</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="240"/>
        <source>hectare</source>
        <translation>hectare</translation>
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
        <translation>10 000 km²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>cell</source>
        <translation>cellule</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>map unit²</source>
        <translation>unité de carte²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="246"/>
        <source>Hatched: count within its margin of error of 0 — cannot be told from an empty cell</source>
        <translation>Hachuré : effectif à moins de sa marge d'erreur de 0 — impossible à distinguer d'une cellule vide</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="271"/>
        <source>{} per {}</source>
        <translation>{} par {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="187"/>
        <source>The connection to the database was lost or reset during the release, so its queries no longer read one state of the table; nothing was written. Run again.</source>
        <translation>La connexion à la base de données a été perdue ou réinitialisée pendant la publication, ses requêtes ne lisent donc plus un seul état de la table ; rien n'a été écrit. Relancez.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="206"/>
        <source>The connection to the database is busy with another transaction of QGIS; nothing was written. Run again.</source>
        <translation>La connexion à la base de données est occupée par une autre transaction de QGIS ; rien n'a été écrit. Relancez.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/streaming.py" line="85"/>
        <source>&apos;{}&apos; changed while it was read ({:,} features, then {:,}); nothing was written. Run again once nothing writes to it.</source>
        <translation>« {} » a changé pendant sa lecture ({:,} entités, puis {:,}) ; rien n'a été écrit. Relancez une fois que plus rien n'y écrit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="407"/>
        <source>Release register '{}': ε = {} per resident recorded for this campaign (unit of privacy: {}); ε = {} spent before on this dataset.</source>
        <translation>Registre des publications « {} » : ε = {} par habitant consigné pour cette campagne (unité de confidentialité : {}) ; ε = {} dépensé auparavant sur ce jeu de données.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="67"/>
        <source>flow (width: noisy count)</source>
        <translation>flux (largeur : effectif bruité)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="68"/>
        <source>flow ≥ {} (width: noisy count)</source>
        <translation>flux ≥ {} (largeur : effectif bruité)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="69"/>
        <source>within its margin of error (faded)</source>
        <translation>dans sa marge d'erreur (estompé)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Counts in polygons suit areas that are published already: census tracts, districts, health regions.</source>
        <translation>Les effectifs dans des polygones conviennent aux zones déjà utilisées pour publier : îlots de recensement, districts, régions sanitaires.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts in polygons</source>
        <translation>Effectifs privés dans des polygones</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Public polygon layer (tracts, ZIP codes, districts)</source>
        <translation>Couche de polygones publique (îlots, codes postaux, districts)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Parent field (nested areas, e.g. the county of a tract)</source>
        <translation>Champ parent (zones imbriquées, par ex. le comté d'un îlot)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Share of ε for the parent counts</source>
        <translation>Part de ε pour les effectifs des parents</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;Counts the points in each polygon of a public layer — census tracts, ZIP code areas, districts — and releases the counts with differential privacy: each count gets exact discrete Laplace noise. The polygons' shapes and attributes are public and are copied to the output as they are; only the counts are protected.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: the sensitive points. &lt;b&gt;Public polygon layer&lt;/b&gt;: the areas to count in. Their union is the public domain: points in no polygon are ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 when they do not overlap) and counts each point in at most D polygons, so the noise grows with D. A point on the border between two polygons counts in one of them. If the polygons are in another CRS they are reprojected to the points' CRS, and the output is in the points' CRS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field&lt;/b&gt; (optional): a field of the polygons naming a larger area each belongs to (tract → county). Both levels are then released, the parents with a &lt;b&gt;Share of ε for the parent counts&lt;/b&gt; (advanced, default {PARENT_SHARE:g}) and the polygons with the rest, and made consistent so that each parent's count is the sum of its polygons'.&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k points (a uniform sample of their points is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private counts per polygon&lt;/b&gt;: the polygons with their attributes plus noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of error: the count of points lies within noisy_count ± moe90 with probability at least 90 %) and density (count per km² in a projected CRS); with a parent field also the parent's count, noise_sd and moe90. &lt;b&gt;Private counts per parent&lt;/b&gt; (optional, with a parent field): one feature per parent, the union of its polygons, with the same fields. The layers' metadata records ε, D and the unit of privacy.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Compte les points dans chaque polygone d'une couche publique — îlots de recensement, zones de code postal, districts — et publie les effectifs avec confidentialité différentielle : chaque effectif reçoit un bruit de Laplace discret exact. Les formes et les attributs des polygones sont publics et sont copiés tels quels dans la sortie ; seuls les effectifs sont protégés.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Couche de points en entrée&lt;/b&gt; : les points sensibles. &lt;b&gt;Couche de polygones publique&lt;/b&gt; : les zones où compter. Leur union est le domaine public : les points qui ne sont dans aucun polygone sont ignorés. Les polygones peuvent se chevaucher : l'algorithme détermine combien se chevauchent au plus (D, 1 s'ils ne se chevauchent pas) et compte chaque point dans au plus D polygones, si bien que le bruit croît avec D. Un point sur la limite entre deux polygones compte dans l'un des deux. Si les polygones sont dans un autre SCR, ils sont reprojetés dans le SCR des points, et la sortie est dans le SCR des points.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : plus petit, il est plus privé et plus bruité.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ parent&lt;/b&gt; (facultatif) : un champ des polygones qui nomme une zone plus grande à laquelle chacun appartient (îlot → comté). Les deux niveaux sont alors publiés, les parents avec une &lt;b&gt;Part de ε pour les effectifs des parents&lt;/b&gt; (avancé, par défaut {PARENT_SHARE:g}) et les polygones avec le reste, et rendus cohérents pour que l'effectif de chaque parent soit la somme de ceux de ses polygones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ d'identifiant utilisateur&lt;/b&gt; et &lt;b&gt;Nombre maximal de points par utilisateur (k)&lt;/b&gt; : avec un identifiant utilisateur, l'unité de confidentialité est une personne ayant au plus k points (un échantillon uniforme de ses points est gardé). &lt;b&gt;Graine aléatoire&lt;/b&gt; (avancé) : un bruit reproductible pour les tests uniquement ; ne publiez jamais une publication avec graine.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effectifs privés par polygone&lt;/b&gt; : les polygones avec leurs attributs plus noisy_count, noise_sd (l'écart-type du bruit), moe90 (marge d'erreur à 90 % : l'effectif de points se trouve dans noisy_count ± moe90 avec une probabilité d'au moins 90 %) et density (effectif par km² dans un SCR projeté) ; avec un champ parent, aussi l'effectif, noise_sd et moe90 du parent. &lt;b&gt;Effectifs privés par parent&lt;/b&gt; (facultatif, avec un champ parent) : une entité par parent, l'union de ses polygones, avec les mêmes champs. Les métadonnées des couches consignent ε, D et l'unité de confidentialité.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per polygon</source>
        <translation>Effectifs privés par polygone</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per parent</source>
        <translation>Effectifs privés par parent</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="94"/>
        <source>The public polygon layer has {} geometries; choose a layer of polygons (tracts, ZIP code areas, districts).</source>
        <translation>La couche de polygones publique a des géométries {} ; choisissez une couche de polygones (îlots, zones de code postal, districts).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="98"/>
        <source>The public polygon layer has no coordinate reference system; set one so that it can be matched with the points.</source>
        <translation>La couche de polygones publique n'a pas de système de coordonnées de référence ; définissez-en un pour qu'elle puisse être mise en correspondance avec les points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="120"/>
        <source>The polygons are in {} and the points in {}: the polygons are reprojected to {}, the CRS of the output.</source>
        <translation>Les polygones sont en {} et les points en {} : les polygones sont reprojetés en {}, le SCR de la sortie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="125"/>
        <source>Reading polygons…</source>
        <translation>Lecture des polygones…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="145"/>
        <source>The polygons could not be reprojected to the points&apos; CRS ({}): {}. Reproject one of the layers first.</source>
        <translation>Les polygones n'ont pas pu être reprojetés dans le SCR des points ({}) : {}. Reprojetez d'abord l'une des couches.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="149"/>
        <source>The public polygon layer has no polygons; choose a layer with at least one.</source>
        <translation>La couche de polygones publique n'a aucun polygone ; choisissez une couche qui en a au moins un.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="153"/>
        <source>{:,} of the {:,} polygons were skipped by Processing's setting for invalid geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix Geometries) or set the input's invalid-feature filtering to 'Do not filter'.</source>
        <translation>{:,} des {:,} polygones ont été ignorés par le réglage de Traitement pour les géométries non valides et manquent dans la sortie ; réparez-les (Vecteur ▸ Outils de géométrie ▸ Réparer les géométries) ou réglez le filtrage des entités non valides de l'entrée sur « Ne pas filtrer ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="160"/>
        <source>Some polygons have no value in the parent field &apos;{}&apos;; fill them first.</source>
        <translation>Certains polygones n'ont pas de valeur dans le champ parent « {} » ; remplissez-les d'abord.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="172"/>
        <source>Feature {} of the public polygon layer is a {}, not a polygon; keep only the polygons (e.g. Extract by expression with geometry_type($geometry) = &apos;Polygon&apos;).</source>
        <translation>L'entité {} de la couche de polygones publique est un {}, pas un polygone ; ne gardez que les polygones (par ex. Extraire par expression avec geometry_type($geometry) = 'Polygon').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the points inside it by the even–odd rule, which may not be the shape meant; fix it first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>1 des {1:,} polygones n'est pas valide (par ex. un anneau se croise lui-même) : il compte les points qu'il contient selon la règle pair-impair, qui n'est peut-être pas la forme voulue ; réparez-le d'abord avec Vecteur ▸ Outils de géométrie ▸ Réparer les géométries.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count the points inside them by the even–odd rule, which may not be the shapes meant; fix them first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>{0:,} des {1:,} polygones ne sont pas valides (par ex. un anneau se croise lui-même) : ils comptent les points qu'ils contiennent selon la règle pair-impair, qui n'est peut-être pas la forme voulue ; réparez-les d'abord avec Vecteur ▸ Outils de géométrie ▸ Réparer les géométries.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Denominator field for rates (the polygons&apos; population; public)</source>
        <translation>Champ dénominateur pour les taux (la population des polygones ; public)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Rates per</source>
        <translation>Taux pour</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>1,000 people</source>
        <translation>1 000 personnes</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>100,000 people</source>
        <translation>100 000 personnes</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Flag rates whose denominator is below (0: never)</source>
        <translation>Signaler les taux dont le dénominateur est inférieur à (0 : jamais)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;&lt;b&gt;Denominator field for rates&lt;/b&gt; (optional): a numeric field of the polygons holding their population, which must be public (a census count, not derived from the points). The output then also has rate (noisy_count per 1,000 or 100,000 people, as chosen in &lt;b&gt;Rates per&lt;/b&gt;), rate_sd and rate_moe90, the count's margins scaled by the same factor: they cover the privacy noise only, not sampling error. Rates are post-processing and cost no extra ε. A denominator of 0 or NULL gives a NULL rate; rates whose denominator is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt; (advanced, default {MIN_DENOMINATOR:g}) are flagged in small_denominator.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Champ dénominateur pour les taux&lt;/b&gt; (facultatif) : un champ numérique des polygones contenant leur population, qui doit être publique (un chiffre de recensement, non dérivé des points). La sortie contient alors aussi rate (noisy_count pour 1 000 ou 100 000 personnes, selon le choix dans &lt;b&gt;Taux pour&lt;/b&gt;), rate_sd et rate_moe90, les marges du comptage multipliées par le même facteur : elles ne couvrent que le bruit de confidentialité, pas l'erreur d'échantillonnage. Les taux sont un post-traitement et ne coûtent aucun ε supplémentaire. Un dénominateur de 0 ou NULL donne un taux NULL ; les taux dont le dénominateur est inférieur à &lt;b&gt;Signaler les taux dont le dénominateur est inférieur à&lt;/b&gt; (avancé, par défaut {MIN_DENOMINATOR:g}) sont signalés dans small_denominator.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="105"/>
        <source>relative error on rectangles holding at least 0.1 % of N</source>
        <translation>erreur relative sur les rectangles contenant au moins 0,1 % de N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="274"/>
        <source>{} not installed: {} cannot be reached ({}). Connect to the internet, or download the wheels on another computer (pip download) and give their folder in the QGIS settings under {} (docs/install.md, &apos;Optional dependencies&apos;).</source>
        <translation>{} non installé : {} est injoignable ({}). Connectez-vous à Internet, ou téléchargez les wheels sur un autre ordinateur (pip download) et indiquez leur dossier dans les paramètres de QGIS sous {} (docs/install.md, 'Optional dependencies').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="47"/>
        <source>The median comes first: on clustered data the mean relative error is driven by the rectangles in empty space, where it is just the noise divided by the floor (0.1 % of all points), so it can peak at middle sizes and say little about the rectangles that hold points; the error on rectangles holding at least the floor is shown on its own.</source>
        <translation>La médiane vient d'abord : sur des données groupées, l'erreur relative moyenne est dominée par les rectangles situés dans le vide, où elle n'est que le bruit divisé par le plancher (0,1 % de tous les points) ; elle peut donc culminer aux tailles moyennes et dire peu des rectangles qui contiennent des points. L'erreur sur les rectangles contenant au moins le plancher est montrée à part.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median</source>
        <translation>médiane</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median, rectangles holding ≥ 0.1 % of N</source>
        <translation>médiane, rectangles contenant ≥ 0,1 % de N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="103"/>
        <source>Relative error (floor 0.1 % of N): the median first</source>
        <translation>Erreur relative (plancher 0,1 % de N) : la médiane d'abord</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="132"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one count per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: points of any other value, or none, count in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Every point lies in one category and one period and each person keeps at most k points in all, so the whole table costs ε once: each count gets the noise of a single map, not C times more as C separate releases would. A cell's total is the sum of its categories and periods, exactly. Points outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (one feature per cell and period, fields n_… and moe90_… per category and total) or long (one feature per cell, category and period, for filtering). Periods carry t_start and t_end, so the Temporal Controller animates them. See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Champ de catégorie&lt;/b&gt;, &lt;b&gt;Catégories&lt;/b&gt;, &lt;b&gt;Champ temporel&lt;/b&gt;, &lt;b&gt;Période&lt;/b&gt; et &lt;b&gt;Période publique 'début/fin'&lt;/b&gt; (facultatifs) : un comptage par cellule et par catégorie (et par période) au lieu d'un par cellule. Les catégories sont une liste que vous donnez (ou la table de valeurs du champ), comme l'emprise : les points d'une autre valeur, ou sans valeur, comptent dans 'other / missing'. &lt;b&gt;Lire les catégories dans les données&lt;/b&gt; (avancé) révèle quelles catégories existent ; la sortie est donc marquée comme non publiable. Les périodes du calendrier (UTC) sont coupées à l'intervalle de temps ; &lt;b&gt;Limites de période&lt;/b&gt; (avancé) fixe les vôtres. Chaque point est dans une seule catégorie et une seule période et chaque personne garde au plus k points en tout : la table entière coûte ε une seule fois, et chaque comptage reçoit le bruit d'une seule carte, pas C fois plus comme avec C publications séparées. Le total d'une cellule est exactement la somme de ses catégories et de ses périodes. Les points hors de l'intervalle de temps sont ignorés. &lt;b&gt;Disposition de la table&lt;/b&gt; : large (une entité par cellule et période, champs n_… et moe90_… par catégorie et total) ou longue (une entité par cellule, catégorie et période, pour filtrer). Les périodes portent t_start et t_end, que le contrôleur temporel anime. Voir docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>&lt;p&gt;Publishes point counts on a two-level grid with differential privacy, on the true points (central model). A coarse grid comes first; each of its cells is then cut into smaller cells, the more the more points it holds, so busy areas get detail and empty areas stay coarse. Every count gets random noise; finally the counts of the two levels are made consistent (each coarse cell equals the sum of its small cells), which also reduces the noise. For clustered data it is usually more accurate than the uniform grid (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size m1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of points and ε (at least 10). How finely each coarse cell is cut is always decided automatically from its noisy count.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share α of ε for the first level&lt;/b&gt;: how ε is divided between the two levels. The default 0.4 was about 5 % more accurate than the paper's 0.5 on the project's real data sets (docs/best-by-default.md); enter 0.5 for the paper's AG. A smaller α leaves more of ε for the small cells and makes the coarse counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level cells&lt;/b&gt; (optional output): the coarse cells with their consistent counts; the main output holds the small cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publie des effectifs de points sur une grille à deux niveaux avec confidentialité différentielle, sur les vrais points (modèle central). Une grille grossière vient d'abord ; chacune de ses cellules est ensuite découpée en cellules plus petites, d'autant plus qu'elle contient de points, de sorte que les zones animées gagnent en détail et que les zones vides restent grossières. Chaque effectif reçoit un bruit aléatoire ; enfin, les effectifs des deux niveaux sont rendus cohérents (chaque cellule grossière égale la somme de ses petites cellules), ce qui réduit aussi le bruit. Pour des données concentrées, elle est en général plus précise que la grille uniforme (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille du premier niveau m1&lt;/b&gt; : cellules grossières par côté. 0 (recommandé) la choisit d'après le nombre de points et ε (au moins 10). La finesse du découpage de chaque cellule grossière est toujours décidée automatiquement d'après son effectif bruité.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Part α de ε pour le premier niveau&lt;/b&gt; : comment ε est partagé entre les deux niveaux. La valeur par défaut 0,4 était environ 5 % plus précise que le 0,5 de l'article sur les jeux de données réels du projet (docs/best-by-default.md) ; saisissez 0,5 pour l'AG de l'article. Un α plus petit laisse davantage de ε aux petites cellules et rend les effectifs grossiers plus bruités.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cellules du premier niveau&lt;/b&gt; (sortie optionnelle) : les cellules grossières avec leurs effectifs cohérents ; la sortie principale contient les petites cellules.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="286"/>
        <source>&lt;p&gt;&lt;b&gt;Why the grid is coarse&lt;/b&gt;: the automatic first-level grid size of AAG grows with the number of people and with ε. With 5,000 people at ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). Finer grids than that are mostly noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its cell. 'Adaptive' (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): the estimated counts are unbiased but can be negative. Norm-Sub sets negative counts to 0 and lowers the others evenly so that the total stays the number of people. It costs no privacy, and in our benchmarks it made counts over areas more accurate, not less. Untick it for the papers' unbiased estimates; the output field norm_sub records the choice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density.&lt;/p&gt;&lt;p&gt;For reports collected for real, use 'Estimate a grid from LDP reports'.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Pourquoi la grille est grossière&lt;/b&gt; : la taille automatique de la grille du premier niveau d'AAG croît avec le nombre de personnes et avec ε. Avec 5 000 personnes à ε = 1, elle n'est que de 2×2 ; avec un million de personnes à ε = 1, elle est de 6×6 (13×13 à ε = 3). Des grilles plus fines ne sont pour l'essentiel que du bruit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oracle de fréquence&lt;/b&gt; (avancé) : comment chaque appareil rend sa cellule aléatoire. « Adaptatif » (recommandé) prend celle des deux méthodes qui est la plus précise pour le nombre de cellules : GRR (réponse aléatoire) pour peu de cellules, OLH (hachage local) pour beaucoup.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (activé par défaut) : les effectifs estimés sont sans biais mais peuvent être négatifs. Norm-Sub ramène les effectifs négatifs à 0 et abaisse les autres uniformément pour que le total reste le nombre de personnes. Cela ne coûte aucune confidentialité et, dans nos bancs d'essai, cela a rendu les effectifs sur des zones plus précis, pas moins. Décochez-le pour les estimations sans biais des articles ; le champ de sortie norm_sub consigne le choix.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille privée&lt;/b&gt; : des polygones avec l'effectif estimé de chaque cellule (noisy_count) et sa densité.&lt;/p&gt;&lt;p&gt;Pour des déclarations collectées pour de bon, utilisez « Estimer une grille à partir de déclarations LDP ».&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>&lt;p&gt;Simulates a local-DP survey in which every person's device reports its cell of a regular g×g grid, randomised so that each report protects that person with ε, and estimates from the reports how many people are in each cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size g&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of people and ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α of the paper's Eq. 4&lt;/b&gt;: 0 (recommended) sizes the grid by the rule of our study, more accurate on four real data sets: 5×5 for 5,000 people at ε = 1, 9×9 for a million (17×17 at ε = 3). A value such as the paper's 0.02 uses the paper's rule instead; a larger α gives a finer grid with noisier cells.&lt;/p&gt;&lt;p&gt;The paper's LDP-UG: α = 0.02 and untick Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule une enquête en DP locale dans laquelle l'appareil de chaque personne déclare sa cellule d'une grille régulière g×g, rendue aléatoire de sorte que chaque déclaration protège cette personne avec ε, et estime à partir des déclarations combien de personnes se trouvent dans chaque cellule.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille g&lt;/b&gt; : cellules par côté. 0 (recommandé) la choisit d'après le nombre de personnes et ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la règle α de l'éq. 4 de l'article&lt;/b&gt; : 0 (recommandé) dimensionne la grille selon la règle de notre étude, plus précise sur quatre jeux de données réels : 5×5 pour 5 000 personnes à ε = 1, 9×9 pour un million (17×17 à ε = 3). Une valeur comme le 0,02 de l'article utilise plutôt la règle de l'article ; un α plus grand donne une grille plus fine aux cellules plus bruitées.&lt;/p&gt;&lt;p&gt;Le LDP-UG de l'article : α = 0,02 et décochez Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of the people reports its cell of a coarse g1×g1 grid; from these reports each coarse cell is cut into more, smaller cells the more people it holds. In the second round the other people report their small cell. Every person reports only once, so each person is protected with ε. The estimates of both rounds are scaled up to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people and ε. How finely each coarse cell is cut is always automatic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes both grid sizes; the paper recommends 0.01 to 0.02, the default {ALPHA:g} was more accurate on four real data sets (docs/best-by-default.md). A larger α gives finer grids with noisier cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt;: the paper recommends 0.1 to 0.3 (default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;The paper's PrivAG: untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simule PrivAG, une enquête en DP locale en deux tours. Au premier tour, une part σ des personnes déclare sa cellule d'une grille grossière g1×g1 ; d'après ces déclarations, chaque cellule grossière est découpée en cellules d'autant plus nombreuses et petites qu'elle contient de personnes. Au second tour, les autres personnes déclarent leur petite cellule. Chaque personne ne répond qu'une fois, chaque personne est donc protégée avec ε. Les estimations des deux tours sont extrapolées à toute la population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille du premier niveau g1&lt;/b&gt; : cellules grossières par côté. 0 (recommandé) la choisit d'après le nombre de personnes et ε. La finesse du découpage de chaque cellule grossière est toujours automatique.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la règle α&lt;/b&gt; : règle les deux tailles de grille ; l'article recommande 0,01 à 0,02 ; la valeur par défaut {ALPHA:g} était plus précise sur quatre jeux de données réels (docs/best-by-default.md). Un α plus grand donne des grilles plus fines aux cellules plus bruitées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Part σ des utilisateurs dans la première phase&lt;/b&gt; : l'article recommande 0,1 à 0,3 (par défaut {SIGMA:g}). Un σ plus grand donne de meilleures décisions sur les endroits où couper mais laisse moins de personnes pour estimer les petites cellules.&lt;/p&gt;&lt;p&gt;Le PrivAG de l'article : décochez Cohérence hiérarchique et Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoiser</source>
        <translation>Débruiteur</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE when PyTorch is available</source>
        <translation>Le VQ-VAE de l'article quand PyTorch est disponible</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE (stop if PyTorch is missing)</source>
        <translation>Le VQ-VAE de l'article (s'arrêter si PyTorch manque)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None: the noisy counts</source>
        <translation>Aucun : les effectifs bruités</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Gaussian smoothing in space and time</source>
        <translation>Lissage gaussien dans l'espace et le temps</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Wiener filter</source>
        <translation>Filtre de Wiener</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Total variation</source>
        <translation>Variation totale</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices (for example each hour over two weeks), protecting &lt;b&gt;everything a person contributed&lt;/b&gt; (user-level differential privacy). Each person's reports are first reduced to a random sample of at most k; every cell count then gets random noise; finally a smoothing in space and time, whose width is chosen from the noise, removes much of the noise (the paper's neural network, a VQ-VAE, is an option). That last step sees nothing but the noisy counts, so it costs no privacy.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per location report, with the person's id and the time; best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; (required): the field that identifies the person. &lt;b&gt;Maximum points per user (k)&lt;/b&gt; (default {MAX_PER_USER}): a larger k keeps more of each person's reports but adds k times the noise; choose about the number of reports a typical person has, or fewer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller ε means stronger protection and more noise; typical values are 0.1 to 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt;: the area and the period the release covers. Both should be public (a boundary, a study period), not read from the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since 1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is marked as not suitable for publication. Reports outside them are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time field (date-time, or epoch seconds)&lt;/b&gt;: a date-time field, or a number of seconds since 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size M&lt;/b&gt; and &lt;b&gt;Time slices T&lt;/b&gt;: more cells show more detail but each holds fewer reports against the same noise. 0 (default) takes the guideline's values for the number of reports N, the ones the Guidance tab of the SpatialDP panel and 'Grid-size guidance' suggest, for the number of reports N you give (below); without N it counts the reports privately with 5 % of ε (the rest goes to the counts), as the uniform and adaptive grids do. A value you give is kept: 64 and 24 are the paper's sizes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Number of reports N, if public&lt;/b&gt; and &lt;b&gt;Scale correction&lt;/b&gt; (advanced): keeping at most k reports per person makes counts too low for people with more. 'Sampling correction' (default) scales the counts up to a total N that you give if it is public knowledge; without N the output estimates the counts of the kept reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the paper; it biases sums over areas at small ε). 'None' releases the counts of the kept reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Denoiser&lt;/b&gt; (advanced): 'Wiener filter' (default) averages each count with its neighbours in space and time, as widely as the noise calls for (a Gaussian smoothing whose width has the least estimated error, chosen from the noisy counts alone), and keeps the sharp features that clearly stand out from the noise; where the counts stand out everywhere it smooths little or not at all. It needs no extra software and, where the noise dominates, removes far more noise than the network. 'Gaussian smoothing in space and time' (the smoothing alone) and 'Total variation' are other smoothers. The paper's VQ-VAE needs PyTorch: 'when PyTorch is available' denoises with it if it is installed and otherwise publishes the noisy counts themselves, saying so in the layer's metadata; 'stop if PyTorch is missing' stops with a message on how to install it. 'None' publishes the noisy counts. &lt;b&gt;Keep the noisy totals of large areas (mass correction)&lt;/b&gt; (default on): a denoiser tends to move counts between areas; this step puts back the noisy totals of large blocks, where the noise is small, and keeps the denoiser's detail in small ones. It only uses the noisy counts. &lt;b&gt;Training epochs&lt;/b&gt; and &lt;b&gt;Channel width&lt;/b&gt; (empty: chosen from the grid size and the noise), &lt;b&gt;Codebook size B&lt;/b&gt; (paper: 128) and &lt;b&gt;Codebook loss weight α&lt;/b&gt; (paper: 1) set up the network; more epochs train longer. The log says how many codebook entries the network used. &lt;b&gt;Views averaged by the denoiser&lt;/b&gt;: the network also denoises the grid turned and mirrored (up to 8 views) and the views are averaged, which removes much more noise where counts are small against the noise; empty chooses 8 there and 1 (the paper's single pass) elsewhere. &lt;b&gt;Training threads&lt;/b&gt;: empty uses one thread, which makes a seeded run exactly reproducible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: one polygon per cell and time slice with t_start and t_end; the layer's time settings are filled in, so the Temporal Controller animates it at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publie combien de déclarations de position tombent dans chaque cellule d'une grille M×M pour chacune de T tranches de temps (par exemple chaque heure sur deux semaines), en protégeant &lt;b&gt;tout ce qu'une personne a fourni&lt;/b&gt; (confidentialité différentielle au niveau de l'utilisateur). Les déclarations de chaque personne sont d'abord réduites à un échantillon aléatoire d'au plus k ; chaque effectif de cellule reçoit ensuite un bruit aléatoire ; enfin, un lissage dans l'espace et le temps, dont la largeur est choisie d'après le bruit, retire une grande partie du bruit (le réseau de neurones de l'article, un VQ-VAE, est une option). Cette dernière étape ne voit rien d'autre que les effectifs bruités, elle ne coûte donc aucune confidentialité.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Couche de points en entrée&lt;/b&gt; : un point par déclaration de position, avec l'identifiant de la personne et l'heure ; de préférence dans un SCR projeté (mètres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ d'identifiant utilisateur&lt;/b&gt; (obligatoire) : le champ qui identifie la personne. &lt;b&gt;Nombre maximal de points par utilisateur (k)&lt;/b&gt; (par défaut {MAX_PER_USER}) : un k plus grand garde plus de déclarations de chaque personne mais ajoute k fois le bruit ; choisissez à peu près le nombre de déclarations d'une personne typique, ou moins.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : un ε plus petit signifie une protection plus forte et plus de bruit ; les valeurs typiques vont de 0,1 à 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Emprise publique&lt;/b&gt; et &lt;b&gt;Période publique 'début/fin'&lt;/b&gt; : la zone et la période que couvre la publication. Les deux devraient être publiques (une limite, une période d'étude), et non lues dans les données. Indiquez la période comme un intervalle ISO 8601 'start/end' (par ex. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) ou comme deux nombres de secondes depuis le 1970-01-01 UTC 't0,t1'. Laissées vides, chacune est tirée des données et la sortie est marquée comme impropre à la publication. Les déclarations en dehors sont ignorées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ temporel (date-heure ou secondes depuis l'époque)&lt;/b&gt; : un champ date-heure, ou un nombre de secondes depuis le 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Taille de grille M&lt;/b&gt; et &lt;b&gt;Tranches de temps T&lt;/b&gt; : plus de cellules montrent plus de détails mais chacune contient moins de déclarations face au même bruit. 0 (par défaut) prend les valeurs de la règle pour le nombre de déclarations N — celles que proposent l'onglet Conseils du panneau SpatialDP et « Conseil de taille de grille » — pour le nombre de déclarations N que vous indiquez (ci-dessous) ; sans N, il compte les déclarations de façon privée avec 5 % de ε (le reste va aux effectifs), comme le font la grille uniforme et la grille adaptative. Une valeur que vous indiquez est conservée : 64 et 24 sont les tailles de l'article.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nombre de déclarations N, s'il est public&lt;/b&gt; et &lt;b&gt;Correction d'échelle&lt;/b&gt; (avancé) : ne garder qu'au plus k déclarations par personne rend les effectifs trop bas pour les personnes qui en ont plus. « Correction d'échantillonnage » (par défaut) ramène les effectifs à un total N que vous indiquez s'il est de notoriété publique ; sans N, la sortie estime les effectifs des déclarations gardées. « Le γ de l'article » rapproche en outre les effectifs de 0 (pour comparer avec l'article ; cela biaise les sommes sur des zones pour un petit ε). « Aucune » publie les effectifs des déclarations gardées.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Débruiteur&lt;/b&gt; (avancé) : « Filtre de Wiener » (par défaut) moyenne chaque effectif avec ses voisins dans l'espace et le temps, aussi largement que le bruit le demande (un lissage gaussien dont la largeur a la moindre erreur estimée, choisie d'après les seuls effectifs bruités), et garde les détails nets qui se détachent clairement du bruit ; là où les effectifs se détachent partout, il lisse peu ou pas du tout. Il ne demande aucun logiciel supplémentaire et, là où le bruit domine, retire bien plus de bruit que le réseau. « Lissage gaussien dans l'espace et le temps » (le lissage seul) et « Variation totale » sont d'autres lissages. Le VQ-VAE de l'article a besoin de PyTorch : « quand PyTorch est disponible » débruite avec lui s'il est installé et sinon publie les effectifs bruités eux-mêmes, en le signalant dans les métadonnées de la couche ; « s'arrêter si PyTorch manque » s'arrête avec un message expliquant comment l'installer. « Aucun » publie les effectifs bruités. &lt;b&gt;Conserver les totaux bruités des grandes zones (correction de masse)&lt;/b&gt; (activé par défaut) : un débruiteur tend à déplacer des effectifs entre zones ; cette étape rétablit les totaux bruités des grands blocs, où le bruit est faible, et garde le détail du débruiteur dans les petits. Elle n'utilise que les effectifs bruités. &lt;b&gt;Époques d'entraînement&lt;/b&gt; et &lt;b&gt;Largeur des canaux&lt;/b&gt; (vide : choisies d'après la taille de grille et le bruit), &lt;b&gt;Taille du dictionnaire B&lt;/b&gt; (article : 128) et &lt;b&gt;Poids de la perte du dictionnaire α&lt;/b&gt; (article : 1) configurent le réseau ; plus d'époques entraînent plus longtemps. Le journal indique combien d'entrées du dictionnaire le réseau a utilisées. &lt;b&gt;Vues moyennées par le débruiteur&lt;/b&gt; : le réseau débruite aussi la grille tournée et retournée (jusqu'à 8 vues) et les vues sont moyennées, ce qui retire bien plus de bruit là où les effectifs sont petits face au bruit ; vide choisit 8 dans ce cas et 1 (la passe unique de l'article) sinon. &lt;b&gt;Fils d'entraînement&lt;/b&gt; : vide utilise un seul fil, ce qui rend une exécution avec graine exactement reproductible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Graine aléatoire&lt;/b&gt; (avancé) : pour les tests uniquement ; la sortie est alors marquée comme impropre à la publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille privée&lt;/b&gt; : un polygone par cellule et tranche de temps avec t_start et t_end ; les propriétés temporelles de la couche sont renseignées, si bien que le contrôleur temporel l'anime tout de suite.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="90"/>
        <source>Guideline constant α of the paper's Eq. 4 (0: the study's rule)</source>
        <translation>Constante de la règle α de l'éq. 4 de l'article (0 : la règle de l'étude)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>the mechanism&apos;s model</source>
        <translation>le modèle du mécanisme</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>central</source>
        <translation>central</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="34"/>
        <source>user-level (at most k points per user)</source>
        <translation>au niveau de l'utilisateur (au plus k points par utilisateur)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="145"/>
        <source>from the study column {0} (N = {1:,}, ε = {2:g}), the nearest to N = {3:,.0f}, ε = {4:g}</source>
        <translation>d'après la colonne {0} de l'étude (N = {1:,}, ε = {2:g}), la plus proche de N = {3:,.0f}, ε = {4:g}</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="151"/>
        <source>at most {0} points per user: the noise grows {0} times, as at ε/{0} = {1:g}</source>
        <translation>au plus {0} points par utilisateur : le bruit est multiplié par {0}, comme à ε/{0} = {1:g}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="378"/>
        <source>The table is distributed on &apos;{}&apos;, not on the user id &apos;{}&apos;: distribute it on the user id for user-level releases, so that the ranking runs on the workers.</source>
        <translation>La table est distribuée selon '{}', et non selon l'identifiant d'utilisateur '{}' : distribuez-la selon l'identifiant d'utilisateur pour les publications au niveau de l'utilisateur, afin que le classement s'exécute sur les nœuds de travail.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoised space–time densities (VDR)</source>
        <translation>Densités spatio-temporelles débruitées (VDR)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="169"/>
        <source>Counts per cell K of a table (its categories, other / missing included, × periods; 1: a map)</source>
        <translation>Comptages par cellule K d'une table (ses catégories, autre / manquant compris, × périodes ; 1 : une carte)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="263"/>
        <source>a table of {} counts per cell: sized for each count&apos;s share N/{} of the points</source>
        <translation>une table de {} comptages par cellule : dimensionnée pour la part N/{} des points de chaque comptage</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="35"/>
        <source>the category field &apos;{}&apos; is neither text nor an integer</source>
        <translation>le champ de catégorie '{}' n'est ni du texte ni un entier</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="733"/>
        <source>&lt;p&gt;On polygons each point counts in at most D polygons and in one category and period, so the table too costs ε once; with a parent field each parent's count of every category and period is the sum of its polygons'. &lt;b&gt;Population field of each category&lt;/b&gt; and &lt;b&gt;Standard population of each category&lt;/b&gt; (optional, with a list of categories such as age groups): the polygon layer's population fields and the standard population's numbers, both comma-separated in the order of the categories, all public. The output then also has asr, the directly age-standardised rate per 1,000 or 100,000 people (as in &lt;b&gt;Rates per&lt;/b&gt;), with asr_sd and asr_moe90, which cover the privacy noise only; points in 'other / missing' are not in it; asr_small_denominator flags polygons whose population is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt;. Rates are post-processing and cost no extra ε. See docs/rates.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sur des polygones chaque point compte dans au plus D polygones et dans une catégorie et une période, donc la table aussi ne coûte ε qu'une fois ; avec un champ parent le comptage de chaque parent pour chaque catégorie et période est la somme de ceux de ses polygones. &lt;b&gt;Champ de population de chaque catégorie&lt;/b&gt; et &lt;b&gt;Population standard de chaque catégorie&lt;/b&gt; (facultatif, avec une liste de catégories comme des classes d'âge) : les champs de population de la couche de polygones et les nombres de la population standard, séparés par des virgules dans l'ordre des catégories, tous publics. La sortie contient alors aussi asr, le taux standardisé sur l'âge (méthode directe) pour 1 000 ou 100 000 personnes (selon &lt;b&gt;Taux pour&lt;/b&gt;), avec asr_sd et asr_moe90, qui ne couvrent que le bruit de confidentialité ; les points de 'other / missing' n'y comptent pas ; asr_small_denominator signale les polygones dont la population est inférieure à &lt;b&gt;Signaler les taux dont le dénominateur est inférieur à&lt;/b&gt;. Les taux sont un post-traitement et ne coûtent aucun ε supplémentaire. Voir docs/rates.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/odrelease.py" line="20"/>
        <source>'{}' is a release of origin–destination flows: evaluate it with 'Evaluate released OD flows (uses the true trips)' (spatialdp:evaluateflows), which measures the flows between random rectangles, the largest flows recovered and the zones' totals.</source>
        <translation>'{}' est une publication de flux origine–destination : évaluez-la avec 'Évaluer des flux OD publiés (utilise les vrais trajets)' (spatialdp:evaluateflows), qui mesure les flux entre des rectangles aléatoires, les plus grands flux retrouvés et les totaux des zones.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>This one is for transport planners who hold the trips themselves (taxi, bike-share, commuting data) and publish the flows between zones.</source>
        <translation>Celui-ci est destiné aux planificateurs des transports qui détiennent les trajets eux-mêmes (données de taxis, de vélos en libre-service, de navettes domicile-travail) et publient les flux entre zones.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private origin–destination flows</source>
        <translation>Flux origine–destination privés</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zones : polygones publics (au lieu d'une grille)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent field of the zones (nested zones, e.g. the district)</source>
        <translation>Champ parent des zones (zones imbriquées, p. ex. le district)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Grid size m (m×m zones; 0: guideline)</source>
        <translation>Taille de grille m (m×m zones ; 0 : règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent zones of the grid: blocks of b×b cells (0: none)</source>
        <translation>Zones parentes de la grille : blocs de b×b cellules (0 : aucune)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the parent flows</source>
        <translation>Part de ε pour les flux parents</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the zone totals</source>
        <translation>Part de ε pour les totaux des zones</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Publication threshold (publish flows with a noisy count ≥)</source>
        <translation>Seuil de publication (publier les flux dont l'effectif bruité est ≥)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Sparse release (never materialise the empty pairs)</source>
        <translation>Publication creuse (ne jamais matérialiser les paires vides)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;Counts trips between the zones of a square grid — taxi rides, bike-share rentals, commutes — and releases the origin–destination matrix with differential privacy: every ordered pair of zones gets exact discrete Laplace noise, so a zero flow is as noisy as any other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input trips&lt;/b&gt;: a line layer (each trip from its first to its last vertex) or a point layer of origins with the &lt;b&gt;Destination X field&lt;/b&gt; and &lt;b&gt;Destination Y field&lt;/b&gt; (same CRS), or with a layer of &lt;b&gt;Destination points&lt;/b&gt; joined by the &lt;b&gt;Trip id field of the origins&lt;/b&gt; and the &lt;b&gt;Trip id field of the destinations&lt;/b&gt; (a trip missing an end, or whose id occurs twice in a layer, is left out and counted in the log). &lt;b&gt;Public extent&lt;/b&gt;: the domain gridded into zones; trips with an end outside it are ignored. &lt;b&gt;Grid size m&lt;/b&gt;: m×m zones (0: a guideline from the number of trips and ε). &lt;b&gt;Zones: public polygons&lt;/b&gt; (optional): count between these polygons instead of a grid; an end in no polygon counts in one extra zone, outside, so every trip counts. &lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field of the zones&lt;/b&gt;, or for a grid &lt;b&gt;Parent zones: blocks of b×b cells&lt;/b&gt; (advanced): the flows between parents are released too, with a &lt;b&gt;Share of ε for the parent flows&lt;/b&gt; (advanced, default {PARENT_SHARE:g}), and the zones' flows made to add up to them; on a sparse release only the zones inside the larger parent flows are released, which finds the large flows among many zones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for the zone totals&lt;/b&gt; (advanced, default {MARGINAL_SHARE:g}): the zones' outgoing and incoming totals are released with that share and made consistent with the matrix by weighted least squares; 0 sums them from the matrix.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication threshold&lt;/b&gt; (advanced): publish only flows whose noisy count is at least this. Above 10,000,000 pairs, or with &lt;b&gt;Sparse release&lt;/b&gt;, the matrix is drawn without materialising the empty pairs (exact noise-then-threshold).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k trips (a uniform sample of their trips is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private flows&lt;/b&gt;: lines between zone centroids with origin, destination, noisy_count, noise_sd, moe90 and direction; &lt;b&gt;Private zones&lt;/b&gt;: each zone with its outgoing total (noisy_count) and incoming total; &lt;b&gt;OD matrix&lt;/b&gt; (optional): the same flows as a table; &lt;b&gt;Parent flows&lt;/b&gt; (optional): the flows between parents as a table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Compte les trajets entre les zones d'une grille carrée — courses de taxi, locations de vélos en libre-service, navettes domicile-travail — et publie la matrice origine–destination avec confidentialité différentielle : chaque paire ordonnée de zones reçoit un bruit de Laplace discret exact, si bien qu'un flux nul est aussi bruité que tout autre.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trajets en entrée&lt;/b&gt; : une couche de lignes (chaque trajet de son premier à son dernier sommet) ou une couche de points des origines avec le &lt;b&gt;Champ X de destination&lt;/b&gt; et le &lt;b&gt;Champ Y de destination&lt;/b&gt; (même SCR), ou avec une couche de &lt;b&gt;Points de destination&lt;/b&gt; jointe par le &lt;b&gt;Champ d'identifiant de trajet des origines&lt;/b&gt; et le &lt;b&gt;Champ d'identifiant de trajet des destinations&lt;/b&gt; (un trajet auquel manque une extrémité, ou dont l'identifiant figure deux fois dans une couche, est laissé de côté et compté dans le journal). &lt;b&gt;Emprise publique&lt;/b&gt; : le domaine découpé en zones par la grille ; les trajets dont une extrémité est en dehors sont ignorés. &lt;b&gt;Taille de grille m&lt;/b&gt; : m×m zones (0 : une règle d'après le nombre de trajets et ε). &lt;b&gt;Zones : polygones publics&lt;/b&gt; (facultatif) : compter entre ces polygones au lieu d'une grille ; une extrémité dans aucun polygone compte dans une zone supplémentaire, à l'extérieur, si bien que tout trajet compte. &lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : plus petit, il est plus privé et plus bruité.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ parent des zones&lt;/b&gt;, ou pour une grille &lt;b&gt;Zones parentes de la grille : blocs de b×b cellules&lt;/b&gt; (avancé) : les flux entre parents sont aussi publiés, avec une &lt;b&gt;Part de ε pour les flux parents&lt;/b&gt; (avancé, par défaut {PARENT_SHARE:g}), et les flux des zones ajustés pour s'y additionner ; dans une publication creuse, seules les zones à l'intérieur des plus grands flux parents sont publiées, ce qui trouve les grands flux parmi de nombreuses zones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Part de ε pour les totaux des zones&lt;/b&gt; (avancé, par défaut {MARGINAL_SHARE:g}) : les totaux sortants et entrants des zones sont publiés avec cette part et rendus cohérents avec la matrice par moindres carrés pondérés ; 0 les obtient en sommant la matrice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Seuil de publication&lt;/b&gt; (avancé) : ne publier que les flux dont l'effectif bruité atteint au moins cette valeur. Au-delà de 10,000,000 paires, ou avec &lt;b&gt;Publication creuse&lt;/b&gt;, la matrice est tirée sans matérialiser les paires vides (exactement : bruit puis seuil).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Champ d'identifiant utilisateur&lt;/b&gt; et &lt;b&gt;Nombre maximal de points par utilisateur (k)&lt;/b&gt; : avec un identifiant utilisateur, l'unité de confidentialité est une personne ayant au plus k trajets (un échantillon uniforme de ses trajets est gardé). &lt;b&gt;Graine aléatoire&lt;/b&gt; (avancé) : un bruit reproductible pour les tests uniquement ; ne publiez jamais une publication avec graine.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Flux privés&lt;/b&gt; : des lignes entre les centroïdes des zones avec origin, destination, noisy_count, noise_sd, moe90 et direction ; &lt;b&gt;Zones privées&lt;/b&gt; : chaque zone avec son total sortant (noisy_count) et son total entrant ; &lt;b&gt;Matrice OD&lt;/b&gt; (facultative) : les mêmes flux sous forme de table ; &lt;b&gt;Flux parents&lt;/b&gt; (facultatif) : les flux entre parents sous forme de table.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;&lt;b&gt;Time field&lt;/b&gt; (optional): one matrix per period of the &lt;b&gt;Public time range &apos;start/end&apos;&lt;/b&gt; (&lt;b&gt;Period&lt;/b&gt;: a day, week, month, quarter or year, or the &lt;b&gt;Period boundaries&lt;/b&gt; given): every origin, destination and period gets its noise in one draw, at the same scale as without periods, since a trip lies in one period. The flows and the zones carry t_start and t_end, so the Temporal Controller animates them. Periods are released on the dense path, without parents or counting in the database; trips whose time lies outside the range are left out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Champ temporel&lt;/b&gt; (facultatif) : une matrice par période de la &lt;b&gt;Période publique 'début/fin'&lt;/b&gt; (&lt;b&gt;Période&lt;/b&gt; : un jour, une semaine, un mois, un trimestre ou une année, ou les &lt;b&gt;Limites de période&lt;/b&gt; données) : chaque origine, destination et période reçoit son bruit en un seul tirage, à la même échelle que sans périodes, puisqu'un trajet se trouve dans une seule période. Les flux et les zones portent t_start et t_end, de sorte que le Contrôleur temporel les anime. Les périodes sont publiées par la voie dense, sans zones parentes ni comptage dans la base de données ; les trajets dont le temps est hors de l'intervalle sont écartés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private flows</source>
        <translation>Flux privés</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="889"/>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>This one is for the server of a real survey: it reads the reports the devices sent.</source>
        <translation>Celui-ci est destiné au serveur d'une vraie enquête : il lit les déclarations envoyées par les appareils.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Estimate a grid from LDP reports</source>
        <translation>Estimer une grille à partir de déclarations LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Table of reports</source>
        <translation>Table des déclarations</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Report field</source>
        <translation>Champ de déclaration</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation>Champ de graine de hachage (OLH ; vide : GRR)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Extent of the grid the devices used</source>
        <translation>Emprise de la grille utilisée par les appareils</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation>SCR de la grille (vide : le SCR de l'emprise)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Privacy budget ε the devices used</source>
        <translation>Budget de confidentialité ε utilisé par les appareils</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Grid size g the devices used</source>
        <translation>Taille de grille g utilisée par les appareils</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation>Plage de hachage OLH g (vide : round(e^ε) + 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>&lt;p&gt;The server's step of a real local-DP survey. Each person's device took its cell of a public g×g grid (cells numbered iy·g + ix from the south-west corner, starting at 0), randomised it with GRR or OLH at ε and sent one report. This algorithm reads the table of those reports and estimates how many people are in each cell. It adds no noise of its own: the devices already protected each person with ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table of reports&lt;/b&gt;: one row per person. &lt;b&gt;Report field&lt;/b&gt;: the randomised cell (GRR) or the randomised hash value (OLH), an integer or text field (a plain CSV works). &lt;b&gt;Hash seed field&lt;/b&gt;: each person's hash seed, for OLH reports, in an integer or text field, never a decimal one; leave it empty for GRR reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent of the grid the devices used&lt;/b&gt;, &lt;b&gt;CRS of the grid&lt;/b&gt;, &lt;b&gt;Grid size g the devices used&lt;/b&gt;, &lt;b&gt;Privacy budget ε the devices used&lt;/b&gt; and, for OLH, &lt;b&gt;OLH hash range g&lt;/b&gt; (advanced; empty: the devices' default): give exactly what the devices used, or the estimates are wrong.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimates are unbiased but can be negative; tick it to set negative counts to 0 while keeping the total (costs no privacy).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Estimated grid&lt;/b&gt;: polygons with the estimated count of each cell.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L'étape du serveur d'une vraie enquête en DP locale. L'appareil de chaque personne a pris sa cellule d'une grille publique g×g (cellules numérotées iy·g + ix depuis le coin sud-ouest, à partir de 0), l'a rendue aléatoire avec GRR ou OLH à ε et a envoyé une déclaration. Cet algorithme lit la table de ces déclarations et estime combien de personnes se trouvent dans chaque cellule. Il n'ajoute aucun bruit de son cru : les appareils ont déjà protégé chaque personne avec ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table des déclarations&lt;/b&gt; : une ligne par personne. &lt;b&gt;Champ de déclaration&lt;/b&gt; : la cellule rendue aléatoire (GRR) ou la valeur de hachage rendue aléatoire (OLH), un champ entier ou texte (un simple CSV convient). &lt;b&gt;Champ de graine de hachage&lt;/b&gt; : la graine de hachage de chaque personne, pour les déclarations OLH, dans un champ entier ou texte, jamais décimal ; laissez-le vide pour les déclarations GRR.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Emprise de la grille utilisée par les appareils&lt;/b&gt;, &lt;b&gt;SCR de la grille&lt;/b&gt;, &lt;b&gt;Taille de grille g utilisée par les appareils&lt;/b&gt;, &lt;b&gt;Budget de confidentialité ε utilisé par les appareils&lt;/b&gt; et, pour OLH, &lt;b&gt;Plage de hachage OLH g&lt;/b&gt; (avancé ; vide : la valeur par défaut des appareils) : indiquez exactement ce que les appareils ont utilisé, sinon les estimations sont fausses.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; : les estimations sont sans biais mais peuvent être négatives ; cochez-le pour ramener les effectifs négatifs à 0 en gardant le total (ne coûte aucune confidentialité).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grille estimée&lt;/b&gt; : des polygones avec l'effectif estimé de chaque cellule.&lt;/p&gt;&lt;p&gt;Référence : T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimated grid</source>
        <translation>Grille estimée</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="940"/>
        <source>Collection file</source>
        <translation>Fichier de collecte</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="941"/>
        <source>Plan for the devices (JSON)</source>
        <translation>Plan pour les appareils (JSON)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>This one is for the server of a real survey in several rounds: it starts the campaign.</source>
        <translation>Celui-ci est destiné au serveur d'une vraie enquête en plusieurs tours : il lance la campagne.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Start an LDP collection campaign</source>
        <translation>Lancer une campagne de collecte LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Public extent</source>
        <translation>Emprise publique</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CRS of the plan (empty: the extent&apos;s CRS)</source>
        <translation>SCR du plan (vide : le SCR de l'emprise)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Privacy budget ε per resident</source>
        <translation>Budget de confidentialité ε par habitant</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Protocol</source>
        <translation>Protocole</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Number of residents invited</source>
        <translation>Nombre d'habitants invités</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Grid size (PrivAG, AAG, HDG; empty: the guideline)</source>
        <translation>Taille de grille (PrivAG, AAG, HDG ; vide : la règle)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Tree depth h = number of rounds (AHEAD)</source>
        <translation>Profondeur de l'arbre h = nombre de tours (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Assignment seed (empty: random)</source>
        <translation>Graine de l'affectation (vide : aléatoire)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Issue an invitation token to each resident</source>
        <translation>Émettre un jeton d'invitation pour chaque habitant</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>&lt;p&gt;The first server step of a real local-DP survey in several rounds. Each resident is invited to one round and reports once, from their own device, the cell of the round's published plan that holds their location, randomised with ε: the campaign costs each resident ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protocol&lt;/b&gt;: PrivAG, AAG, AHEAD or HDG, as the simulated algorithms. &lt;b&gt;Public extent&lt;/b&gt;: the area that contains every resident (a resident outside cannot take part); &lt;b&gt;CRS of the plan&lt;/b&gt;: the coordinates the devices use. &lt;b&gt;Privacy budget ε per resident&lt;/b&gt;. &lt;b&gt;Number of residents invited&lt;/b&gt;: everyone who gets an invitation. &lt;b&gt;Grid size&lt;/b&gt; (PrivAG, AAG, HDG; empty: the guideline) and &lt;b&gt;Tree depth h = number of rounds&lt;/b&gt; (AHEAD). &lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): GRR or OLH, or the one with the lower variance.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Assignment seed&lt;/b&gt; (advanced): the residents' rounds are a public random split that ignores locations; give a seed to reproduce it. &lt;b&gt;Issue an invitation token to each resident&lt;/b&gt;: a report with an unknown or repeated token is not used.&lt;/p&gt;&lt;p&gt;Outputs: the &lt;b&gt;Collection file&lt;/b&gt; (keep it, and keep it confidential when it holds tokens: every later step reads and updates it), the &lt;b&gt;Plan for the devices&lt;/b&gt; of round 1 to publish, and the &lt;b&gt;Invitations&lt;/b&gt;: each resident's round and token.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La première étape du serveur d'une vraie enquête en DP locale en plusieurs tours. Chaque habitant est invité à un tour et déclare une fois, depuis son propre appareil, la cellule du plan publié du tour qui contient sa position, rendue aléatoire avec ε : la campagne coûte ε à chaque habitant.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protocole&lt;/b&gt; : PrivAG, AAG, AHEAD ou HDG, comme les algorithmes simulés. &lt;b&gt;Emprise publique&lt;/b&gt; : la zone qui contient chaque habitant (un habitant situé hors de celle-ci ne peut pas participer) ; &lt;b&gt;SCR du plan&lt;/b&gt; : les coordonnées qu'utilisent les appareils. &lt;b&gt;Budget de confidentialité ε par habitant&lt;/b&gt;. &lt;b&gt;Nombre d'habitants invités&lt;/b&gt; : tous ceux qui reçoivent une invitation. &lt;b&gt;Taille de grille&lt;/b&gt; (PrivAG, AAG, HDG ; vide : la règle) et &lt;b&gt;Profondeur de l'arbre h = nombre de tours&lt;/b&gt; (AHEAD). &lt;b&gt;Oracle de fréquence&lt;/b&gt; (avancé) : GRR ou OLH, ou celui dont la variance est la plus faible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Graine de l'affectation&lt;/b&gt; (avancé) : les tours des habitants sont une répartition aléatoire publique qui ignore les positions ; indiquez une graine pour la reproduire. &lt;b&gt;Émettre un jeton d'invitation pour chaque habitant&lt;/b&gt; : une déclaration avec un jeton inconnu ou répété n'est pas utilisée.&lt;/p&gt;&lt;p&gt;Sorties : le &lt;b&gt;Fichier de collecte&lt;/b&gt; (conservez-le, et gardez-le confidentiel quand il contient des jetons : chaque étape suivante le lit et le met à jour), le &lt;b&gt;Plan pour les appareils&lt;/b&gt; du tour 1 à publier, et les &lt;b&gt;Invitations&lt;/b&gt; : le tour et le jeton de chaque habitant.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Invitations (CSV: resident, round, token)</source>
        <translation>Invitations (CSV : resident, round, token)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>This one is for the server of a real survey in several rounds: it closes a round.</source>
        <translation>Celui-ci est destiné au serveur d'une vraie enquête en plusieurs tours : il clôt un tour.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Close a round of an LDP collection</source>
        <translation>Clore un tour d'une collecte LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Table of the round&apos;s reports</source>
        <translation>Table des déclarations du tour</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Round field</source>
        <translation>Champ du tour</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Hash seed field (OLH)</source>
        <translation>Champ de graine de hachage (OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Token field (campaigns with tokens)</source>
        <translation>Champ du jeton (campagnes avec jetons)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>&lt;p&gt;The server step after each round of a campaign started with 'Start an LDP collection campaign'. Each report was randomised with ε on a resident's device; this step adds no noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Collection file&lt;/b&gt;: the campaign's file; the closed round is saved in it. &lt;b&gt;Table of the round's reports&lt;/b&gt;: CSV with or without .csvt, GeoPackage, PostGIS table…, one row per report. &lt;b&gt;Round field&lt;/b&gt;, &lt;b&gt;Report field&lt;/b&gt;, &lt;b&gt;Hash seed field&lt;/b&gt; (OLH; text or integer, never decimal) and &lt;b&gt;Token field&lt;/b&gt; (campaigns with tokens): empty takes the names the devices' CSV uses (round, report, seed, token). A report of another round, a value out of range, a missing or invalid seed, an unknown token or a token already used in the table is counted, listed in the log and not used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan for the devices&lt;/b&gt;: the next round's plan to publish (none after the last round: then estimate the campaign).&lt;/p&gt;</source>
        <translation>&lt;p&gt;L'étape du serveur après chaque tour d'une campagne lancée avec « Lancer une campagne de collecte LDP ». Chaque déclaration a été rendue aléatoire avec ε sur l'appareil d'un habitant ; cette étape n'ajoute aucun bruit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fichier de collecte&lt;/b&gt; : le fichier de la campagne ; le tour clos y est enregistré. &lt;b&gt;Table des déclarations du tour&lt;/b&gt; : CSV avec ou sans .csvt, GeoPackage, table PostGIS…, une ligne par déclaration. &lt;b&gt;Champ du tour&lt;/b&gt;, &lt;b&gt;Champ de déclaration&lt;/b&gt;, &lt;b&gt;Champ de graine de hachage&lt;/b&gt; (OLH ; texte ou entier, jamais décimal) et &lt;b&gt;Champ du jeton&lt;/b&gt; (campagnes avec jetons) : vide prend les noms qu'utilise le CSV des appareils (round, report, seed, token). Une déclaration d'un autre tour, une valeur hors plage, une graine manquante ou invalide, un jeton inconnu ou un jeton déjà utilisé dans la table est compté, listé dans le journal et non utilisé.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan pour les appareils&lt;/b&gt; : le plan du tour suivant à publier (aucun après le dernier tour : estimez alors la campagne).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Reports used</source>
        <translation>Déclarations utilisées</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Bad reports left out</source>
        <translation>Déclarations invalides écartées</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>This one is for the server of a real survey in several rounds: it publishes the campaign&apos;s estimate.</source>
        <translation>Celui-ci est destiné au serveur d'une vraie enquête en plusieurs tours : il publie l'estimation de la campagne.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimate an LDP collection campaign</source>
        <translation>Estimer une campagne de collecte LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>&lt;p&gt;The last server step of a campaign: from the &lt;b&gt;Collection file&lt;/b&gt; whose every round is closed, the &lt;b&gt;Estimated grid&lt;/b&gt; (or tree) of the campaign, with its release record: ε per resident, the rounds, the reports used and left out. It adds no noise: each resident's device spent ε on one report.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La dernière étape du serveur d'une campagne : à partir du &lt;b&gt;Fichier de collecte&lt;/b&gt; dont chaque tour est clos, la &lt;b&gt;Grille estimée&lt;/b&gt; (ou l'arbre) de la campagne, avec sa fiche de publication : ε par habitant, les tours, les déclarations utilisées et écartées. Elle n'ajoute aucun bruit : l'appareil de chaque habitant a dépensé ε pour une seule déclaration.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="362"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one estimate per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: any other value, or none, counts in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Each device reports its cell, category and period together, once, as one value among all cells × categories × periods, so each person is still protected with ε. With OLH every estimate is about as noisy as a cell of the map without categories; with GRR it grows noisier with the number of categories and periods, and the adaptive oracle then chooses OLH. In a survey in two rounds the first round reports cells only, which choose the small cells, and the second round its small cell, category and period. A cell's total is the sum of its categories and periods, exactly (a coarse cell's the sum of its small cells'), and neither Norm-Sub nor the hierarchical consistency is applied to a table. People whose time lies outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (fields n_… and moe90_… per category, and total) or long (one feature per cell, category and period). See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Champ de catégorie&lt;/b&gt;, &lt;b&gt;Catégories&lt;/b&gt;, &lt;b&gt;Champ temporel&lt;/b&gt;, &lt;b&gt;Période&lt;/b&gt; et &lt;b&gt;Période publique 'début/fin'&lt;/b&gt; (facultatifs) : une estimation par cellule et par catégorie (et par période) au lieu d'une par cellule. Les catégories sont une liste que vous donnez (ou la table de valeurs du champ), comme l'emprise : toute autre valeur, ou aucune, compte dans 'other / missing'. &lt;b&gt;Lire les catégories dans les données&lt;/b&gt; (avancé) révèle quelles catégories existent ; la sortie est donc marquée comme non publiable. Les périodes du calendrier (UTC) sont coupées à l'intervalle de temps ; &lt;b&gt;Limites de période&lt;/b&gt; (avancé) fixe les vôtres. Chaque appareil déclare sa cellule, sa catégorie et sa période ensemble, une seule fois, comme une valeur parmi toutes les cellules × catégories × périodes : chaque personne reste protégée par ε. Avec OLH chaque estimation est à peu près aussi bruitée qu'une cellule de la carte sans catégories ; avec GRR elle devient plus bruitée avec le nombre de catégories et de périodes, et l'oracle adaptatif choisit alors OLH. Dans une enquête en deux tours, le premier tour ne déclare que des cellules, qui choisissent les petites cellules, et le second sa petite cellule, sa catégorie et sa période. Le total d'une cellule est exactement la somme de ses catégories et de ses périodes (celui d'une grande cellule la somme de ses petites cellules), et ni Norm-Sub ni la cohérence hiérarchique ne sont appliqués à une table. Les personnes dont l'heure est hors de l'intervalle de temps sont ignorées. &lt;b&gt;Disposition de la table&lt;/b&gt; : large (champs n_… et moe90_… par catégorie, et total) ou longue (une entité par cellule, catégorie et période). Voir docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Share of the counts' ε for coarser cells (empty: 0.05–0.3 by their depth, a table: 0; the paper's: 0)</source>
        <translation>Part du ε des effectifs pour les cellules plus grossières (vide : 0,05–0,3 selon leur profondeur, une table : 0 ; celle de l'article : 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Split threshold θ (empty: −2δ, a table: 0; the paper's: 0)</source>
        <translation>Seuil de division θ (vide : −2δ, une table : 0 ; celui de l'article : 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Publishes point counts on cells that follow the data, with differential privacy, on the true points (central model). Starting from the whole extent, a cell is cut into four quarters when its count, plus random noise, is still high for its depth, and each quarter is then examined in the same way; busy areas end up with many small cells, empty areas with a few large ones, and no grid size needs to be chosen. However deep the cutting goes, the decisions together cost only their share of ε. The final cells' counts then get random noise, and so, with part of the counts' budget, do the counts of the cells of one coarser depth of the tree, so that a large area is not the sum of many small cells' noise. Where the tree has more small cells than its points can fill (few points or a small ε), the counts are published on fewer, larger cells: the tree cut back from below to as many cells as the noisy total of those coarser cells supports. In the project's study the adaptive grid (AG) was more accurate on most data sets and query sizes (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (default {TREE_SHARE:g}; the paper's is 0.5): the rest of ε goes to the counts, and each final cell's count is off by about 2 points on average at ε = 1 with the defaults (k times more with a user id field). A larger share finds the dense areas more reliably but makes the counts noisier; 0.3 was more accurate than the paper's 0.5 for large areas in the project's study.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection, noisier counts and coarser cells. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Split threshold θ&lt;/b&gt; (advanced): a larger θ cuts less. Empty: −2δ, where δ is the bias each depth subtracts from a cell's count, so cells are cut about two depths further than with the paper's 0, which was less accurate in the project's study; a table of categories or periods keeps 0. &lt;b&gt;Share of the counts' ε for coarser cells&lt;/b&gt; (advanced): empty gives 0.3 for a map (0.15 or 0.05 where the coarser cells are a sixteenth or a quarter of the extent, too large to lie whole inside most areas) and 0 for a table of categories or periods; 0 publishes the final cells' counts alone, as the paper does (with 0.5 for deciding where to split and θ = 0: the paper's PrivTree). &lt;b&gt;Maximum depth (memory guard)&lt;/b&gt; (advanced, default {MAX_DEPTH}): cells are never cut more than this many times; it only guards memory and does not change the protection.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publie des effectifs de points sur des cellules qui suivent les données, avec confidentialité différentielle, sur les vrais points (modèle central). En partant de l'emprise entière, une cellule est coupée en quatre quarts quand son effectif, plus un bruit aléatoire, reste élevé pour sa profondeur, et chaque quart est ensuite examiné de la même façon ; les zones animées finissent avec beaucoup de petites cellules, les zones vides avec quelques grandes, et aucune taille de grille n'est à choisir. Quelle que soit la profondeur du découpage, les décisions ne coûtent ensemble que leur part de ε. Les effectifs des cellules finales reçoivent ensuite un bruit aléatoire, et, avec une partie du budget des effectifs, ceux des cellules d'une profondeur plus grossière de l'arbre aussi, de sorte qu'une grande zone n'est pas la somme du bruit de nombreuses petites cellules. Si l'arbre a plus de petites cellules que ses points ne peuvent en remplir (peu de points ou un petit ε), les effectifs sont publiés sur moins de cellules, plus grandes : l'arbre recoupé par le bas jusqu'à autant de cellules que le permet le total bruité de ces cellules plus grossières. Dans l'étude du projet, la grille adaptative (AG) était plus précise sur la plupart des jeux de données et des tailles de requête (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Part de ε pour décider où diviser&lt;/b&gt; (par défaut {TREE_SHARE:g} ; celle de l'article est 0,5) : le reste de ε va aux effectifs, et l'effectif de chaque cellule finale s'écarte en moyenne d'environ 2 points à ε = 1 avec les valeurs par défaut (k fois plus avec un champ d'identifiant utilisateur). Une part plus grande trouve les zones denses de façon plus fiable mais rend les effectifs plus bruités ; 0,3 était plus précis que le 0,5 de l'article pour les grandes zones dans l'étude du projet.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : ce que la sortie peut révéler au plus sur une personne. Un ε plus petit signifie une protection plus forte, des effectifs plus bruités et des cellules plus grossières. Les valeurs typiques vont de 0,1 (protection forte) à 1 (modérée) ; au-delà d'environ 5, la protection est faible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Seuil de division θ&lt;/b&gt; (avancé) : un θ plus grand divise moins. Vide : −2δ, où δ est ce que chaque profondeur retranche à l'effectif d'une cellule ; les cellules sont ainsi coupées environ deux profondeurs plus loin qu'avec le 0 de l'article, moins précis dans l'étude du projet ; une table par catégories ou périodes garde 0. &lt;b&gt;Part du ε des effectifs pour les cellules plus grossières&lt;/b&gt; (avancé) : vide donne 0,3 pour une carte (0,15 ou 0,05 là où les cellules plus grossières sont un seizième ou un quart de l'emprise, trop grandes pour tenir entières dans la plupart des zones) et 0 pour une table par catégories ou périodes ; 0 ne publie que les effectifs des cellules finales, comme l'article (avec 0,5 pour décider où diviser et θ = 0 : le PrivTree de l'article). &lt;b&gt;Profondeur maximale (garde-fou mémoire)&lt;/b&gt; (avancé, par défaut {MAX_DEPTH}) : les cellules ne sont jamais coupées plus de ce nombre de fois ; cela ne protège que la mémoire et ne change pas la protection.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>coarse counts: {:g} of the counts' ε goes to the cells of one coarse depth, which large areas read instead of summing many cells' noise; a tree of more than about {:,} leaves is counted on that many larger cells</source>
        <translation>effectifs grossiers : {:g} du ε des effectifs va aux cellules d'une profondeur plus grossière, que les grandes zones lisent au lieu de sommer le bruit de nombreuses cellules ; un arbre de plus d'environ {:,} feuilles est compté sur autant de cellules plus grandes</translation>
    </message>
</context>
<context>
    <name>CampaignAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="97"/>
        <source>Cannot write &apos;{}&apos;: {}.</source>
        <translation>Impossible d'écrire « {} » : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="136"/>
        <source>Campaign {} started: {} rounds, ε = {:g} per resident; round 1 has {} cells ({}).</source>
        <translation>Campagne {} lancée : {} tours, ε = {:g} par habitant ; le tour 1 a {} cellules ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="159"/>
        <source>Round {} uses OLH: the table needs the hash seed field &apos;{}&apos;.</source>
        <translation>Le tour {} utilise OLH : la table a besoin du champ de graine de hachage « {} ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="163"/>
        <source>The campaign issued tokens: the table needs the token field &apos;{}&apos;.</source>
        <translation>La campagne a émis des jetons : la table a besoin du champ du jeton « {} ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="167"/>
        <source>The table has no field &apos;{}&apos;.</source>
        <translation>La table n'a pas de champ « {} ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="177"/>
        <source>{:,} reports left out: {}.</source>
        <translation>{:,} déclarations écartées : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="184"/>
        <source>Round {} closed with {:,} reports; it was the last round: estimate the campaign.</source>
        <translation>Tour {} clos avec {:,} déclarations ; c'était le dernier tour : estimez la campagne.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="194"/>
        <source>Round {} closed with {:,} reports; publish the plan of round {}.</source>
        <translation>Tour {} clos avec {:,} déclarations ; publiez le plan du tour {}.</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <location filename="../spatialdp_qgis/gui/chart_widget.py" line="40"/>
        <source>Charts need matplotlib (python3-matplotlib).</source>
        <translation>Les graphiques nécessitent matplotlib (python3-matplotlib).</translation>
    </message>
</context>
<context>
    <name>DependenciesDialog</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="74"/>
        <source>SpatialDP: install optional dependencies</source>
        <translation>SpatialDP : installer les dépendances optionnelles</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="76"/>
        <source>Every SpatialDP algorithm works without these libraries. POT computes the exact Wasserstein distance in evaluations; PyTorch (CPU build) runs VDR&apos;s denoiser. They are installed with pip into a folder of your QGIS profile, not into the system&apos;s Python:
{}</source>
        <translation>Chaque algorithme de SpatialDP fonctionne sans ces bibliothèques. POT calcule la distance de Wasserstein exacte dans les évaluations ; PyTorch (version CPU) exécute le débruiteur de VDR. Elles sont installées avec pip dans un dossier de votre profil QGIS, pas dans le Python du système :
{}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="97"/>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="98"/>
        <source>Cancel installation</source>
        <translation>Annuler l'installation</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="119"/>
        <source>Installing… (PyTorch is a download of about 200 MB)</source>
        <translation>Installation… (PyTorch représente un téléchargement d'environ 200 Mo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="134"/>
        <source>The installation stopped.</source>
        <translation>L'installation s'est arrêtée.</translation>
    </message>
</context>
<context>
    <name>EvaluateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="99"/>
        <source>Evaluate released grids (uses the true data)</source>
        <translation>Évaluer des grilles publiées (utilise les vraies données)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="149"/>
        <source>True points (not private)</source>
        <translation>Vrais points (non privés)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="151"/>
        <source>Released grids</source>
        <translation>Grilles publiées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Query workload</source>
        <translation>Jeu de requêtes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Qardaji: q1…q6</source>
        <translation>Qardaji : q1…q6</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Balioglu: area ρ of the domain</source>
        <translation>Balioglu : aire ρ du domaine</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Custom sizes</source>
        <translation>Tailles personnalisées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="157"/>
        <source>Custom query sizes in map units (e.g. 500, 1000, 2000x1000)</source>
        <translation>Tailles de requête personnalisées en unités de carte (par ex. 500, 1000, 2000x1000)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="160"/>
        <source>Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)</source>
        <translation>Requêtes par taille (0 : 200 pour Qardaji et personnalisé, 500 pour Balioglu)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="163"/>
        <source>Seed of the random queries</source>
        <translation>Graine des requêtes aléatoires</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="166"/>
        <source>Grid d for the Wasserstein distance (0: skip)</source>
        <translation>Grille d pour la distance de Wasserstein (0 : ignorer)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="171"/>
        <source>Error table</source>
        <translation>Table des erreurs</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML report</source>
        <translation>Rapport HTML</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML files (*.html)</source>
        <translation>Fichiers HTML (*.html)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="185"/>
        <source>The custom workload needs query sizes.</source>
        <translation>Le jeu de requêtes personnalisé a besoin de tailles de requête.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="214"/>
        <source>The true points must be a point layer.</source>
        <translation>Les vrais points doivent être une couche de points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="220"/>
        <source>Choose at least one released grid.</source>
        <translation>Choisissez au moins une grille publiée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="222"/>
        <source>&apos;{}&apos; is not a SpatialDP grid: it needs polygons with the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>« {} » n'est pas une grille SpatialDP : il faut des polygones avec les champs cell_id, level, parent_id et noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="226"/>
        <source>The evaluation uses the true points: its results are not private.</source>
        <translation>L'évaluation utilise les vrais points : ses résultats ne sont pas privés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="235"/>
        <source>Read {} true points with the {}.</source>
        <translation>{} vrais points lus avec le {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="245"/>
        <source>{}: {} cells</source>
        <translation>{} : {} cellules</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="249"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="257"/>
        <source>{}: W2 = {:.4g} map units ({})</source>
        <translation>{} : W2 = {:.4g} unités de carte ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="102"/>
        <source>This one compares released grids with the true points; its results are not private.</source>
        <translation>Celui-ci compare des grilles publiées aux vrais points ; ses résultats ne sont pas privés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="239"/>
        <source>'{}' has no SpatialDP release record: nothing says which mechanism, ε and extent produced it. Write releases with SpatialDP's algorithms (a real campaign's with 'Estimate an LDP collection campaign').</source>
        <translation>« {} » n'a pas de fiche de publication SpatialDP : rien ne dit quels mécanisme, ε et emprise l'ont produite. Écrivez les publications avec les algorithmes de SpatialDP (celle d'une vraie campagne avec « Estimer une campagne de collecte LDP »).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="104"/>
        <source>&lt;p&gt;Measures how well one or more released grids answer questions of the form &quot;how many points are in this rectangle?&quot;, by comparing them with the &lt;b&gt;true points&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: this is a tool for you, the data custodian, to choose a method, ε and grid before publishing. Do not publish the results with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True points (not private)&lt;/b&gt;: the sensitive layer the grids were made from. &lt;b&gt;Released grids&lt;/b&gt;: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), with square or hexagonal cells. A cell partly inside a rectangle counts in proportion to the part of its area inside. VDR grids are summed over their time slices.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Query workload&lt;/b&gt;: the rectangles asked. 'Qardaji' uses six sizes q1…q6, each twice as wide and tall as the previous, q6 half as wide and tall as the extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; 'Custom' uses &lt;b&gt;Custom query sizes in map units&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Queries per size&lt;/b&gt;: how many random rectangles of each size (0: 200 for Qardaji and custom, 500 for Balioglu). &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles, so results can be compared between runs; grids with the same extent always get the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: for every grid, query size and measure, the mean and the 25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error (the error divided by the true count, or by 0.1 % of all points if that is more), the same on the rectangles holding at least 0.1 % of all points only, Balioglu's AQE (the same with 2 % of all points) and the absolute error in points. &lt;b&gt;Grid d for the Wasserstein distance&lt;/b&gt; (advanced; 0 skips it): also compares the whole distribution of the points on a d×d grid — how far, on average, the released mass sits from the true mass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the true points of a PostGIS layer are counted by the database itself — per query rectangle, exactly — and only those counts leave it. A selection, a feature limit, a filter, a geometry check, multi-points or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML report&lt;/b&gt;: first the median relative error per grid and size (on clustered data the mean is driven by rectangles in empty space, where it is just the noise divided by 0.1 % of all points), then the same as charts (box from the median to the 75th percentile, line from the 25th to the 95th, black bar at the mean).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mesure dans quelle mesure une ou plusieurs grilles publiées répondent à des questions de la forme « combien de points se trouvent dans ce rectangle ? », en les comparant aux &lt;b&gt;vrais points&lt;/b&gt;. &lt;b&gt;Les résultats ne sont pas privés&lt;/b&gt; : c'est un outil pour vous, le responsable des données, afin de choisir une méthode, ε et une grille avant de publier. Ne publiez pas les résultats avec la publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vrais points (non privés)&lt;/b&gt; : la couche sensible à partir de laquelle les grilles ont été faites. &lt;b&gt;Grilles publiées&lt;/b&gt; : une ou plusieurs sorties de SpatialDP (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), à cellules carrées ou hexagonales. Une cellule en partie dans un rectangle compte en proportion de la part de son aire qui s'y trouve. Les grilles de VDR sont sommées sur leurs tranches de temps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Jeu de requêtes&lt;/b&gt; : les rectangles interrogés. « Qardaji » utilise six tailles q1…q6, chacune deux fois plus large et haute que la précédente, q6 moitié moins large et haute que l'emprise ; « Balioglu » utilise des rectangles couvrant 0,005 % à 10 % de l'emprise ; « Tailles personnalisées » utilise &lt;b&gt;Tailles de requête personnalisées en unités de carte&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Requêtes par taille&lt;/b&gt; : combien de rectangles aléatoires de chaque taille (0 : 200 pour Qardaji et personnalisé, 500 pour Balioglu). &lt;b&gt;Graine des requêtes aléatoires&lt;/b&gt; : la même graine interroge les mêmes rectangles, si bien que les résultats se comparent d'une exécution à l'autre ; des grilles de même emprise reçoivent toujours les mêmes rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table des erreurs&lt;/b&gt; : pour chaque grille, taille de requête et mesure, la moyenne et les 25e, 50e, 75e et 95e centiles de l'erreur. Mesures : l'erreur relative (l'erreur divisée par l'effectif vrai, ou par 0,1 % de tous les points si c'est plus), la même sur les seuls rectangles contenant au moins 0,1 % de tous les points, l'AQE de Balioglu (la même avec 2 % de tous les points) et l'erreur absolue en points. &lt;b&gt;Grille d pour la distance de Wasserstein&lt;/b&gt; (avancé ; 0 l'ignore) : compare aussi toute la distribution des points sur une grille d×d — à quelle distance, en moyenne, la masse publiée se trouve de la vraie masse.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Compter dans la base de données quand la couche est dans PostGIS&lt;/b&gt; (avancé, activé par défaut) : les vrais points d'une couche PostGIS sont comptés par la base de données elle-même — par rectangle de requête, exactement — et seuls ces effectifs en sortent. Une sélection, une limite d'entités, un filtre, une vérification de géométrie, des multipoints ou des modifications non enregistrées font lire les points par QGIS à la place, et le journal le dit. Voir docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rapport HTML&lt;/b&gt; : d'abord la médiane de l'erreur relative par grille et taille (sur des données groupées, la moyenne est dominée par les rectangles situés dans le vide, où elle n'est que le bruit divisé par 0,1 % de tous les points), puis la même chose sous forme de graphiques (boîte de la médiane au 75e centile, trait du 25e au 95e, barre noire à la moyenne).&lt;/p&gt;&lt;p&gt;Références : W. Qardaji, W. Yang, N. Li, ICDE 2013 ; B. Balioglu et al. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="142"/>
        <source>&lt;p&gt;&lt;b&gt;Count tables&lt;/b&gt; (releases by category and period, wide or long): besides their totals, each category and each period is evaluated against the true points of that category or period, on the same rectangles; the column part names it (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tables de comptages&lt;/b&gt; (publications par catégorie et période, larges ou longues) : outre leurs totaux, chaque catégorie et chaque période est évaluée contre les vrais points de cette catégorie ou période, sur les mêmes rectangles ; la colonne part la nomme (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>EvaluateFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="49"/>
        <source>Evaluate released OD flows (uses the true trips)</source>
        <translation>Évaluer des flux OD publiés (utilise les vrais trajets)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="52"/>
        <source>This one compares released flows with the true trips; its results are not private.</source>
        <translation>Celui-ci compare des flux publiés aux vrais trajets ; ses résultats ne sont pas privés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="53"/>
        <source>&lt;p&gt;Measures how well the flows released by 'Private origin–destination flows' answer planners' questions, against the &lt;b&gt;true trips&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: do not publish them with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True trips (not private)&lt;/b&gt;: the line layer the flows were released from. &lt;b&gt;Released flows&lt;/b&gt;: the flows or the OD matrix table of a release; its record gives the grid. &lt;b&gt;Zones: public polygons&lt;/b&gt;: the same polygon layer, for a release between polygons. &lt;b&gt;Queries&lt;/b&gt;: how many random pairs of rectangles are asked; &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: the relative error of the trips between the zones in one rectangle and those in another (divided by the true number, or by 0.1 % of all trips if that is more; mean and percentiles), the share of the {} largest true flows among the {} largest released ones, and the mean absolute errors of the zones' outgoing and incoming totals summed from the released flows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mesure dans quelle mesure les flux publiés par « Flux origine–destination privés » répondent aux questions de la planification des transports, par rapport aux &lt;b&gt;vrais trajets&lt;/b&gt;. &lt;b&gt;Les résultats ne sont pas privés&lt;/b&gt; : ne les publiez pas avec la publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Vrais trajets (non privés)&lt;/b&gt; : la couche de lignes dont les flux ont été publiés. &lt;b&gt;Flux publiés&lt;/b&gt; : les flux ou la table de la matrice OD d'une publication ; son enregistrement donne la grille. &lt;b&gt;Zones : polygones publics&lt;/b&gt; : la même couche de polygones, pour une publication entre polygones. &lt;b&gt;Requêtes&lt;/b&gt; : combien de paires aléatoires de rectangles sont posées ; &lt;b&gt;Graine des requêtes aléatoires&lt;/b&gt; : la même graine pose les mêmes rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table des erreurs&lt;/b&gt; : l'erreur relative des trajets entre les zones d'un rectangle et celles d'un autre (divisée par le vrai nombre, ou par 0,1 % de tous les trajets si c'est plus ; moyenne et percentiles), la part des {} plus grands vrais flux parmi les {} plus grands flux publiés, et les erreurs absolues moyennes des totaux sortants et entrants des zones sommés à partir des flux publiés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="69"/>
        <source>True trips (not private)</source>
        <translation>Vrais trajets (non privés)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="71"/>
        <source>Released flows</source>
        <translation>Flux publiés</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="73"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zones : polygones publics (au lieu d'une grille)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="76"/>
        <source>Queries</source>
        <translation>Requêtes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="79"/>
        <source>Seed of the random queries</source>
        <translation>Graine des requêtes aléatoires</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="82"/>
        <source>Error table</source>
        <translation>Table des erreurs</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="92"/>
        <source>The released flows must be an output of 'Private origin–destination flows' (its flows or its OD matrix table, with its release record).</source>
        <translation>Les flux publiés doivent être une sortie de « Flux origine–destination privés » (ses flux ou sa table de la matrice OD, avec son enregistrement de publication).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="97"/>
        <source>The released flows need the fields origin, destination and noisy_count.</source>
        <translation>Les flux publiés ont besoin des champs origin, destination et noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="99"/>
        <source>The evaluation uses the true trips: its results are not private.</source>
        <translation>L'évaluation utilise les vrais trajets : ses résultats ne sont pas privés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="110"/>
        <source>The released flows name zones that the release&apos;s {:,} zones do not have.</source>
        <translation>Les flux publiés nomment des zones que les {:,} zones de la publication n'ont pas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="125"/>
        <source>{:,} true trips in {:,} zones; {:,} released flows.</source>
        <translation>{:,} vrais trajets dans {:,} zones ; {:,} flux publiés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="139"/>
        <source>The release counted between polygons: give the same polygon layer as its zones.</source>
        <translation>La publication a compté entre des polygones : indiquez la même couche de polygones comme ses zones.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="144"/>
        <source>The polygon layer has {:,} polygons, the release {:,} zones (with the outside one); give the polygon layer of the release.</source>
        <translation>La couche de polygones a {:,} polygones, la publication {:,} zones (avec celle de l'extérieur) ; indiquez la couche de polygones de la publication.</translation>
    </message>
</context>
<context>
    <name>EvaluationGroup</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="55"/>
        <source>Evaluation and guidance</source>
        <translation>Évaluation et conseils</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="58"/>
        <source>These tools are for the data custodian before a release: they help to choose a method, ε and a grid.</source>
        <translation>Ces outils sont destinés au responsable des données avant une publication : ils aident à choisir une méthode, ε et une grille.</translation>
    </message>
</context>
<context>
    <name>EvaluationTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="71"/>
        <source>Evaluation compares a release with the TRUE points: its results are not private. Use them to choose a mechanism, ε and grid; do not publish them with the release.</source>
        <translation>L'évaluation compare une publication aux VRAIS points : ses résultats ne sont pas privés. Utilisez-les pour choisir un mécanisme, ε et une grille ; ne les publiez pas avec la publication.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="82"/>
        <source>True points</source>
        <translation>Vrais points</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="85"/>
        <source>Released grid</source>
        <translation>Grille publiée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="91"/>
        <source>Qardaji: q1…q6 (200 queries each)</source>
        <translation>Qardaji : q1…q6 (200 requêtes chacune)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="92"/>
        <source>Balioglu: ρ = 0.005 %…10 % of the area (500 each)</source>
        <translation>Balioglu : ρ = 0,005 %…10 % de l'aire (500 chacune)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="101"/>
        <source>Custom sizes</source>
        <translation>Tailles personnalisées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="94"/>
        <source>Which rectangles to ask about: &apos;Qardaji&apos; uses six sizes, from 1/64 to 1/2 of the extent&apos;s width and height; &apos;Balioglu&apos; rectangles covering 0.005 % to 10 % of the extent; &apos;Custom&apos; your own sizes.</source>
        <translation>Quels rectangles interroger : « Qardaji » utilise six tailles, de 1/64 à 1/2 de la largeur et de la hauteur de l'emprise ; « Balioglu » des rectangles couvrant 0,005 % à 10 % de l'emprise ; « Tailles personnalisées » vos propres tailles.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="98"/>
        <source>Query workload</source>
        <translation>Jeu de requêtes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="100"/>
        <source>sides in map units, e.g. 500, 1000, 2000x1000</source>
        <translation>côtés en unités de carte, par ex. 500, 1000, 2000x1000</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="104"/>
        <source>the paper&apos;s</source>
        <translation>celle de l'article</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="105"/>
        <source>How many random rectangles of each size; &apos;the paper&apos;s&apos; uses 200 (Qardaji, custom) or 500 (Balioglu).</source>
        <translation>Combien de rectangles aléatoires de chaque taille ; « celle de l'article » en utilise 200 (Qardaji, personnalisé) ou 500 (Balioglu).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="108"/>
        <source>Queries per size</source>
        <translation>Requêtes par taille</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="112"/>
        <source>The same seed asks the same rectangles, so that results can be compared between runs and between releases.</source>
        <translation>La même graine interroge les mêmes rectangles, si bien que les résultats se comparent d'une exécution et d'une publication à l'autre.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="115"/>
        <source>Seed of the queries</source>
        <translation>Graine des requêtes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="119"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="120"/>
        <source>Also compare the whole distribution of the points on a d×d grid (2-Wasserstein distance: how far, on average, the released mass sits from the true mass). Exact up to d = 64, approximate beyond; 'off' skips it.</source>
        <translation>Compare aussi toute la distribution des points sur une grille d×d (distance de 2-Wasserstein : à quelle distance, en moyenne, la masse publiée se trouve de la vraie masse). Exacte jusqu'à d = 64, approchée au-delà ; « désactivé » l'ignore.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="124"/>
        <source>W2 grid d</source>
        <translation>Grille d de W2</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="128"/>
        <source>Evaluate</source>
        <translation>Évaluer</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="129"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="142"/>
        <source>Metric</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="164"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="165"/>
        <source>Export PNG…</source>
        <translation>Exporter en PNG…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="194"/>
        <source>Choose a grid released by SpatialDP.</source>
        <translation>Choisissez une grille publiée par SpatialDP.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="197"/>
        <source>Not a SpatialDP grid: it needs the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>Pas une grille SpatialDP : il faut les champs cell_id, level, parent_id et noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="204"/>
        <source>{} release, {} DP, ε = {}</source>
        <translation>publication {}, DP {}, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="207"/>
        <source>A SpatialDP grid without a release record (its cells give the extent)</source>
        <translation>Une grille SpatialDP sans fiche de publication (ses cellules donnent l'emprise)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="216"/>
        <source>Give at least one custom query size.</source>
        <translation>Indiquez au moins une taille de requête personnalisée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="224"/>
        <source>Choose the true points and a released grid.</source>
        <translation>Choisissez les vrais points et une grille publiée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="228"/>
        <source>SpatialDP: evaluating {}</source>
        <translation>SpatialDP : évaluation de {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="239"/>
        <source>Evaluating in the background…</source>
        <translation>Évaluation en arrière-plan…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation failed: {}</source>
        <translation>L'évaluation a échoué : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation cancelled.</source>
        <translation>Évaluation annulée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="261"/>
        <source>{:,} queries on {:,} true points in the grid&apos;s extent.</source>
        <translation>{:,} requêtes sur {:,} vrais points dans l'emprise de la grille.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="291"/>
        <source>W2 = {:.4g} map units on a {}×{} grid ({}).</source>
        <translation>W2 = {:.4g} unités de carte sur une grille de {}×{} ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>Export the table</source>
        <translation>Exporter la table</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>Export the chart</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>size</source>
        <translation>taille</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="274"/>
        <source>median</source>
        <translation>médiane</translation>
    </message>
</context>
<context>
    <name>GridGuideAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="87"/>
        <source>Grid-size guidance</source>
        <translation>Conseil de taille de grille</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="138"/>
        <source>Mechanism</source>
        <translation>Mécanisme</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="140"/>
        <source>Number of points or users N (public)</source>
        <translation>Nombre de points ou d'utilisateurs N (public)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="143"/>
        <source>Privacy budget ε</source>
        <translation>Budget de confidentialité ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="146"/>
        <source>Extent (for cell sizes in map units)</source>
        <translation>Emprise (pour les tailles de cellule en unités de carte)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="150"/>
        <source>{} — empty: the mechanism's default</source>
        <translation>{} — vide : la valeur par défaut du mécanisme</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="169"/>
        <source>cell width</source>
        <translation>largeur de cellule</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="170"/>
        <source>cell height</source>
        <translation>hauteur de cellule</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="171"/>
        <source>recommended sizes (JSON)</source>
        <translation>tailles recommandées (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="172"/>
        <source>guidance (JSON)</source>
        <translation>conseils (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="243"/>
        <source>{}: {}</source>
        <translation>{} : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="94"/>
        <source>&lt;p&gt;Recommends the grid of a method for a number of points (or people) and a privacy budget ε, as numbers a model can pass on (for example its grid size into the uniform grid). It reads no data and spends no privacy budget. The Guidance tab of the SpatialDP panel shows the same with a chart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanism&lt;/b&gt;: the method to size. &lt;b&gt;Number of points or users N (public)&lt;/b&gt;: a number that may be known, such as a published total — not a count of your sensitive layer. &lt;b&gt;Privacy budget ε&lt;/b&gt;: as you will give it to the method. &lt;b&gt;Extent (for cell sizes in map units)&lt;/b&gt;: optional; with it the cell width and height are computed too.&lt;/p&gt;&lt;p&gt;Advanced: the method's own settings — &lt;b&gt;Guideline constant c&lt;/b&gt;, &lt;b&gt;Points per user k&lt;/b&gt;, &lt;b&gt;Share α of ε for the first level&lt;/b&gt;, &lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (PrivTree), &lt;b&gt;Guideline constant α&lt;/b&gt;, &lt;b&gt;Share σ of users in the first phase&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for g1&lt;/b&gt;, &lt;b&gt;Tree depth h&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt;, &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt;, &lt;b&gt;Grid size d&lt;/b&gt;, &lt;b&gt;Time slices T&lt;/b&gt; — as in the method's own dialog. Each one applies only to the methods named in its label; left empty it takes the method's default.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: GRID_SIZE (the value for the method's grid size; PrivTree has none: the cells per side its tree reaches for evenly spread points), LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average cell and a cell holding all points would be cut), CELLS (cells released if the points were spread evenly), NOISE_SD (the typical noise of one cell, in points), RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT (with an extent) and SIZES/GUIDANCE (everything as JSON).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Recommande la grille d'une méthode pour un nombre de points (ou de personnes) et un budget de confidentialité ε, sous forme de nombres qu'un modèle peut transmettre (par exemple sa taille de grille à la grille uniforme). Il ne lit aucune donnée et ne dépense aucun budget de confidentialité. L'onglet Conseils du panneau SpatialDP montre la même chose avec un graphique.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mécanisme&lt;/b&gt; : la méthode à dimensionner. &lt;b&gt;Nombre de points ou d'utilisateurs N (public)&lt;/b&gt; : un nombre qui peut être connu, comme un total publié — pas un comptage de votre couche sensible. &lt;b&gt;Budget de confidentialité ε&lt;/b&gt; : tel que vous le donnerez à la méthode. &lt;b&gt;Emprise (pour les tailles de cellule en unités de carte)&lt;/b&gt; : facultative ; avec elle, la largeur et la hauteur des cellules sont aussi calculées.&lt;/p&gt;&lt;p&gt;Avancé : les réglages propres de la méthode — &lt;b&gt;Constante de la règle c&lt;/b&gt;, &lt;b&gt;Points par utilisateur k&lt;/b&gt;, &lt;b&gt;Part α de ε pour le premier niveau&lt;/b&gt;, &lt;b&gt;Part de ε pour décider où diviser&lt;/b&gt; (PrivTree), &lt;b&gt;Constante de la règle α&lt;/b&gt;, &lt;b&gt;Part σ des utilisateurs dans la première phase&lt;/b&gt;, &lt;b&gt;Constante de la règle α1 pour g1&lt;/b&gt;, &lt;b&gt;Profondeur de l'arbre h&lt;/b&gt;, &lt;b&gt;Constante de la règle α1 pour les grilles 1D&lt;/b&gt;, &lt;b&gt;Constante de la règle α2 pour la grille 2D&lt;/b&gt;, &lt;b&gt;Taille de grille d&lt;/b&gt;, &lt;b&gt;Tranches de temps T&lt;/b&gt; — comme dans la boîte de dialogue propre de la méthode. Chacun ne s'applique qu'aux méthodes nommées dans son libellé ; laissé vide, il prend la valeur par défaut de la méthode.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sorties&lt;/b&gt; : GRID_SIZE (la valeur pour la taille de grille de la méthode ; PrivTree n'en a pas : les cellules par côté que son arbre atteint pour des points répartis uniformément), LEVEL2_MIN/EVEN/MAX (pour les méthodes à deux niveaux : la finesse du découpage d'une cellule vide, d'une cellule moyenne et d'une cellule contenant tous les points), CELLS (cellules publiées si les points étaient répartis uniformément), NOISE_SD (le bruit typique d'une cellule, en points), RADIUS (le rayon b de DAM en cellules), TIME_SLICES (le T de VDR), CELL_WIDTH/CELL_HEIGHT (avec une emprise) et SIZES/GUIDANCE (tout en JSON).&lt;/p&gt;&lt;p&gt;Références : W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG) ; J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree) ; B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG) ; L. Du et al., CCS 2021 (AHEAD) ; J. Yang et al., VLDB 2021 (HDG) ; l'article de DAM ; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="215"/>
        <source>The recommended grid gives {:,} cells (points spread evenly), more than the {:,} SpatialDP writes, so the method would refuse it: check that N is the number of points (or users), or give the method a smaller grid size yourself.</source>
        <translation>La grille recommandée donne {:,} cellules (points répartis uniformément), plus que les {:,} qu'écrit SpatialDP, la méthode la refuserait donc : vérifiez que N est le nombre de points (ou d'utilisateurs), ou donnez vous-même une taille de grille plus petite à la méthode.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="225"/>
        <source>The extent has no area, so the cells would have no width or height; give the extent of the area the points lie in, or leave it empty.</source>
        <translation>L'emprise n'a pas d'aire, les cellules n'auraient donc ni largeur ni hauteur ; indiquez l'emprise de la zone où se trouvent les points, ou laissez-la vide.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="93"/>
        <source>This one sizes a grid from public numbers only; it reads no data.</source>
        <translation>Celui-ci dimensionne une grille à partir de nombres publics uniquement ; il ne lit aucune donnée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="190"/>
        <source>recommended grid size</source>
        <translation>taille de grille recommandée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="191"/>
        <source>cells (points spread evenly)</source>
        <translation>cellules (points répartis uniformément)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="192"/>
        <source>noise sd per cell, in points</source>
        <translation>écart-type du bruit par cellule, en points</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="193"/>
        <source>second-level cells per side of an empty cell</source>
        <translation>cellules du second niveau par côté d'une cellule vide</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="194"/>
        <source>second-level cells per side of an average cell</source>
        <translation>cellules du second niveau par côté d'une cellule moyenne</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="195"/>
        <source>second-level cells per side of a cell holding all points</source>
        <translation>cellules du second niveau par côté d'une cellule contenant tous les points</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="196"/>
        <source>DAM&apos;s radius b in cells</source>
        <translation>rayon b de DAM en cellules</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="197"/>
        <source>VDR&apos;s time slices T</source>
        <translation>tranches de temps T de VDR</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="124"/>
        <source>&lt;p&gt;&lt;b&gt;Recommendation&lt;/b&gt;: RECOMMENDED names the method that was most accurate, with its defaults, in the project's study (docs/best-by-default.md) for the &lt;b&gt;Privacy model&lt;/b&gt; (central, local, or user-level: at most k points per user, k being &lt;b&gt;Points per user k&lt;/b&gt;), N, ε and the &lt;b&gt;Query size (% of the extent's area)&lt;/b&gt; you care about (empty: every size); RECOMMENDATION gives it as JSON with the study column it comes from. It is read from a table in the plugin, never from your data.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Recommandation&lt;/b&gt; : RECOMMENDED nomme la méthode la plus précise, avec ses valeurs par défaut, dans l'étude du projet (docs/best-by-default.md) pour le &lt;b&gt;Modèle de confidentialité&lt;/b&gt; (central, local, ou au niveau de l'utilisateur : au plus k points par utilisateur, k étant &lt;b&gt;Points par utilisateur k&lt;/b&gt;), N, ε et la &lt;b&gt;Taille des requêtes (% de la surface de l'emprise)&lt;/b&gt; qui vous importe (vide : toutes les tailles) ; RECOMMENDATION la donne en JSON avec la colonne de l'étude dont elle provient. Elle est lue dans une table de l'extension, jamais dans vos données.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="158"/>
        <source>Privacy model (for the recommendation)</source>
        <translation>Modèle de confidentialité (pour la recommandation)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="161"/>
        <source>Query size (% of the extent's area) — empty: every size</source>
        <translation>Taille des requêtes (% de la surface de l'emprise) — vide : toutes les tailles</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="173"/>
        <source>recommended mechanism</source>
        <translation>mécanisme recommandé</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="174"/>
        <source>recommendation (JSON)</source>
        <translation>recommandation (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="239"/>
        <source>Recommended for the model {}: {}</source>
        <translation>Recommandé pour le modèle {} : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="131"/>
        <source>&lt;p&gt;&lt;b&gt;Counts per cell K of a table&lt;/b&gt; (UG, AG, PrivTree): for a release by category and period, its categories (other / missing included) times its periods. Each count then holds about N/K points, so the grid is sized for N/K points and is coarser (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Comptages par cellule K d'une table&lt;/b&gt; (UG, AG, PrivTree) : pour une publication par catégorie et période, ses catégories (autre / manquant compris) multipliées par ses périodes. Chaque comptage contient alors environ N/K points : la grille est dimensionnée pour N/K points et elle est plus grossière (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GuidanceTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="106"/>
        <source>The release method to size. UG and AG count the true points on your computer; LDP-UG, PrivAG, AAG and DAM plan a survey in which devices add the noise; VDR publishes counts per time slice. Each algorithm&apos;s help says which to choose.</source>
        <translation>La méthode de publication à dimensionner. UG et AG comptent les vrais points sur votre ordinateur ; LDP-UG, PrivAG, AAG et DAM préparent une enquête dans laquelle les appareils ajoutent le bruit ; VDR publie des effectifs par tranche de temps. L'aide de chaque algorithme dit laquelle choisir.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="110"/>
        <source>Mechanism</source>
        <translation>Mécanisme</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="112"/>
        <source>Number of points (or people) N. The recommendations depend on it. Use a number that may be known publicly (a published total, say), not a count of the sensitive layer.</source>
        <translation>Nombre de points (ou de personnes) N. Les recommandations en dépendent. Utilisez un nombre qui peut être connu publiquement (un total publié, par exemple), pas un comptage de la couche sensible.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="116"/>
        <source>N (points or users)</source>
        <translation>N (points ou utilisateurs)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="121"/>
        <source>Use its count</source>
        <translation>Utiliser son effectif</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="124"/>
        <source>N from a layer</source>
        <translation>N d'après une couche</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="125"/>
        <source>N was read from the layer's feature count. That count comes from the sensitive data and is not private: use it only if it is public knowledge, or let the algorithm estimate N with a share of ε.</source>
        <translation>N a été lu dans le nombre d'entités de la couche. Ce nombre vient des données sensibles et n'est pas privé : ne l'utilisez que s'il est de notoriété publique, ou laissez l'algorithme estimer N avec une part de ε.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="134"/>
        <source>The privacy budget you will give the algorithm. A smaller ε protects people better but adds more noise, so the recommended grids get coarser.</source>
        <translation>Le budget de confidentialité que vous donnerez à l'algorithme. Un ε plus petit protège mieux les personnes mais ajoute plus de bruit, si bien que les grilles recommandées deviennent plus grossières.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="137"/>
        <source>Privacy budget ε</source>
        <translation>Budget de confidentialité ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="140"/>
        <source>Not set</source>
        <translation>Non défini</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="143"/>
        <source>Optional: the public area the grid will cover (a boundary, the map canvas), to show the recommended cell sizes in map units.</source>
        <translation>Facultatif : la zone publique que couvrira la grille (une limite, le canevas), pour afficher les tailles de cellule recommandées en unités de carte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="146"/>
        <source>Public extent</source>
        <translation>Emprise publique</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="147"/>
        <source>An extent computed from a layer of the sensitive data is not private: prefer a public extent (an administrative boundary, the map canvas).</source>
        <translation>Une emprise calculée à partir d'une couche des données sensibles n'est pas privée : préférez une emprise publique (une limite administrative, le canevas).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="156"/>
        <source>Mechanism parameters</source>
        <translation>Paramètres du mécanisme</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Recommendation</source>
        <translation>Recommandation</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="293"/>
        <source>Cells (points spread evenly)</source>
        <translation>Cellules (points répartis uniformément)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="294"/>
        <source>Noise sd per cell</source>
        <translation>Écart-type du bruit par cellule</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>Cell size</source>
        <translation>Taille de cellule</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="300"/>
        <source>Cell size, {}</source>
        <translation>Taille de cellule, {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>set an extent</source>
        <translation>définir une emprise</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="305"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="323"/>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="338"/>
        <source>The algorithm of this mechanism is not installed.</source>
        <translation>L'algorithme de ce mécanisme n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="197"/>
        <source>Open the algorithm…</source>
        <translation>Ouvrir l'algorithme…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="198"/>
        <source>Opens the algorithm&apos;s dialog with these values filled in</source>
        <translation>Ouvre la boîte de dialogue de l'algorithme avec ces valeurs remplies</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="160"/>
        <source>Which mechanism?</source>
        <translation>Quel mécanisme ?</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="166"/>
        <source>Central: you hold the true points. Local: each person&apos;s device adds the noise. User-level: central, with at most k points per person (k is the points per user of the mechanism&apos;s parameters).</source>
        <translation>Central : vous détenez les vrais points. Local : l'appareil de chaque personne ajoute le bruit. Au niveau de l'utilisateur : central, avec au plus k points par personne (k est le nombre de points par utilisateur des paramètres du mécanisme).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="170"/>
        <source>Privacy model</source>
        <translation>Modèle de confidentialité</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="171"/>
        <source>The size of the areas you will ask about, as a percentage of the extent&apos;s area (0: every size from 0.02 % to 25 %).</source>
        <translation>La taille des zones que vous interrogerez, en pourcentage de la surface de l'emprise (0 : toutes les tailles de 0,02 % à 25 %).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="174"/>
        <source>every size</source>
        <translation>toutes les tailles</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="175"/>
        <source>Query size (%)</source>
        <translation>Taille des requêtes (%)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="179"/>
        <source>Show its guidance</source>
        <translation>Afficher ses recommandations</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="276"/>
        <source>Recommended: &lt;b&gt;{}&lt;/b&gt; with its defaults (the others&apos; error in the study: {})</source>
        <translation>Recommandé : &lt;b&gt;{}&lt;/b&gt; avec ses valeurs par défaut (l'erreur des autres dans l'étude : {})</translation>
    </message>
</context>
<context>
    <name>LocalModel</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="20"/>
        <source>Local differential privacy</source>
        <translation>Confidentialité différentielle locale</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="23"/>
        <source>Local DP is for collections where each person&apos;s device perturbs their own location before sending it, so that nobody holds the true points; these algorithms plan such a survey by simulating it, or estimate from its reports. Use the central algorithms if you hold the exact points.</source>
        <translation>La DP locale est destinée aux collectes où l'appareil de chaque personne perturbe sa propre position avant de l'envoyer, de sorte que personne ne détient les vrais points ; ces algorithmes préparent une telle enquête en la simulant, ou estiment à partir de ses déclarations. Utilisez les algorithmes centraux si vous détenez les points exacts.</translation>
    </message>
</context>
<context>
    <name>MechanismAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="227"/>
        <source>hexagonal cells need the points themselves</source>
        <translation>les cellules hexagonales ont besoin des points eux-mêmes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="281"/>
        <source>{} needs at least {} users inside the extent and has {:,}: each of them reported their cell of a {}×{} grid once, as in LDP-UG, and the output has that grid.</source>
        <translation>{} a besoin d'au moins {} utilisateurs dans l'emprise et en a {:,} : chacun d'eux a déclaré une fois sa cellule d'une grille de {}×{}, comme dans LDP-UG, et la sortie a cette grille.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="242"/>
        <source>The table would have more than {:,} counts (cells × categories × periods); choose a smaller grid, fewer categories or longer periods.</source>
        <translation>La table aurait plus de {:,} comptages (cellules × catégories × périodes) ; choisissez une grille plus petite, moins de catégories ou des périodes plus longues.</translation>
    </message>
</context>
<context>
    <name>OdFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="89"/>
        <source>Private flows</source>
        <translation>Flux privés</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="91"/>
        <source>Private zones</source>
        <translation>Zones privées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="93"/>
        <source>OD matrix (table)</source>
        <translation>Matrice OD (table)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="214"/>
        <source>origin points with destination fields are read through QGIS</source>
        <translation>les points d'origine avec champs de destination sont lus par QGIS</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="216"/>
        <source>no public extent is given</source>
        <translation>aucune emprise publique n'est indiquée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="220"/>
        <source>the layer holds multi-part lines</source>
        <translation>la couche contient des lignes multiparties</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="96"/>
        <source>Parent flows (table)</source>
        <translation>Flux parents (table)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="135"/>
        <source>The zones&apos; polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>La couche de polygones des zones a déjà le ou les champs {}, que la sortie ajoute ; renommez-les ou supprimez-les d'abord.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="139"/>
        <source>A parent field needs the zones&apos; polygon layer; for a grid give blocks of cells instead.</source>
        <translation>Un champ parent a besoin de la couche de polygones des zones ; pour une grille, indiquez plutôt des blocs de cellules.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="178"/>
        <source>The zones are the polygons: the public extent, the grid size and the blocks of cells are not used.</source>
        <translation>Les zones sont les polygones : l'emprise publique, la taille de grille et les blocs de cellules ne sont pas utilisés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="210"/>
        <source>the zones are polygons, located by the plugin&apos;s point-in-polygon rule</source>
        <translation>les zones sont des polygones, localisés selon la règle point-dans-polygone de l'extension</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="145"/>
        <source>Flows per period are released on the dense path without parents: untick the sparse release and leave the parents empty, or leave the time field empty.</source>
        <translation>Les flux par période sont publiés par la voie dense sans zones parentes : décochez la publication creuse et laissez les zones parentes vides, ou laissez le champ de temps vide.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="212"/>
        <source>flows per period need the trips themselves</source>
        <translation>les flux par période ont besoin des trajets eux-mêmes</translation>
    </message>
</context>
<context>
    <name>PluginAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="129"/>
        <source>Formulas, design choices and references: docs/{} in the plugin folder</source>
        <translation>Formules, choix de conception et références : docs/{} dans le dossier de l'extension</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="159"/>
        <source>&lt;p&gt;&lt;b&gt;The Processing log is for you only.&lt;/b&gt; It shows exact figures from the sensitive data (points read, points outside the extent, features skipped). They are not protected: do not publish or share the log; publish only the output layer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le journal de Traitement est pour vous seul.&lt;/b&gt; Il montre des chiffres exacts tirés des données sensibles (points lus, points hors de l'emprise, entités ignorées). Ils ne sont pas protégés : ne publiez ni ne partagez le journal ; publiez seulement la couche de sortie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="184"/>
        <source>The privacy budget ε must be a finite number greater than 0.</source>
        <translation>Le budget de confidentialité ε doit être un nombre fini supérieur à 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="135"/>
        <source>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; and &lt;b&gt;moe90&lt;/b&gt; (in every output): the standard deviation of each cell's noise and its 90 % margin of error: the cell's count of points lies within noisy_count ± moe90 with probability at least 90 %. They are empty where no formula exists (an iterative or neural estimate, or after Norm-Sub); the layer's metadata says why. On the map, cells whose count is within its margin of error of 0 are hatched: they cannot be told apart from an empty cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication rules&lt;/b&gt; (advanced; free of privacy budget, they only change the published numbers). &lt;b&gt;Clamp negative counts to 0, keeping the total&lt;/b&gt;: negative counts become 0 and the others are scaled down so that the total stays the same. &lt;b&gt;Round published counts to a multiple of&lt;/b&gt; 5, 10…: the margin of error grows by half that number. &lt;b&gt;Small-count threshold&lt;/b&gt; and &lt;b&gt;Cells below the small-count threshold&lt;/b&gt;: counts below the threshold are left empty, or kept and marked 1 in the field small_count. The rules apply in this order; the layer's metadata lists them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; et &lt;b&gt;moe90&lt;/b&gt; (dans chaque sortie) : l'écart-type du bruit de chaque cellule et sa marge d'erreur à 90 % : l'effectif de points de la cellule se trouve dans noisy_count ± moe90 avec une probabilité d'au moins 90 %. Ils sont vides là où aucune formule n'existe (une estimation itérative ou neuronale, ou après Norm-Sub) ; les métadonnées de la couche disent pourquoi. Sur la carte, les cellules dont l'effectif est à moins de sa marge d'erreur de 0 sont hachurées : on ne peut pas les distinguer d'une cellule vide.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Règles de publication&lt;/b&gt; (avancé ; sans coût de budget de confidentialité, elles ne changent que les nombres publiés). &lt;b&gt;Ramener les effectifs négatifs à 0 en gardant le total&lt;/b&gt; : les effectifs négatifs deviennent 0 et les autres sont réduits pour que le total reste le même. &lt;b&gt;Arrondir les effectifs publiés à un multiple de&lt;/b&gt; 5, 10… : la marge d'erreur augmente de la moitié de ce nombre. &lt;b&gt;Seuil des petits effectifs&lt;/b&gt; et &lt;b&gt;Cellules sous le seuil des petits effectifs&lt;/b&gt; : les effectifs sous le seuil sont laissés vides, ou gardés et marqués 1 dans le champ small_count. Les règles s'appliquent dans cet ordre ; les métadonnées de la couche les énumèrent.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="209"/>
        <source>&apos;{}&apos; must be at least {:g}, not {:g}.</source>
        <translation>« {} » doit valoir au moins {:g}, et non {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="212"/>
        <source>&apos;{}&apos; must be at most {:g}, not {:g}.</source>
        <translation>« {} » doit valoir au plus {:g}, et non {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="115"/>
        <source>Count in the database when the layer is in PostGIS (only counts leave it)</source>
        <translation>Compter dans la base de données quand la couche est dans PostGIS (seuls des effectifs en sortent)</translation>
    </message>
</context>
<context>
    <name>PolygonsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="91"/>
        <source>The public polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>La couche de polygones publique a déjà le ou les champs {}, que la sortie ajoute ; renommez-les ou supprimez-les d'abord.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="96"/>
        <source>The counts per parent need a parent field; choose one, or skip that output.</source>
        <translation>Les effectifs par parent ont besoin d'un champ parent ; choisissez-en un, ou renoncez à cette sortie.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="100"/>
        <source>The public polygon layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La couche de polygones publique n'a pas de champ « {} » ; choisissez parmi : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="123"/>
        <source>Each point counts in at most D = {} polygon(s).</source>
        <translation>Chaque point compte dans au plus D = {} polygone(s).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="158"/>
        <source>None of the {:,} points lies in a polygon, so the counts are noise only; check that the two layers cover the same place.</source>
        <translation>Aucun des {:,} points ne se trouve dans un polygone, les effectifs ne sont donc que du bruit ; vérifiez que les deux couches couvrent le même endroit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>1 of the {1:,} points lies in no polygon and is ignored.</source>
        <translation>1 des {1:,} points ne se trouve dans aucun polygone et est ignoré.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>{0:,} of the {1:,} points lie in no polygon and are ignored.</source>
        <translation>{0:,} des {1:,} points ne se trouvent dans aucun polygone et sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="173"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} polygons gets noise of about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer, larger polygons.</source>
        <translation>À ε = {:g}, le bruit noie les données : chacun des {:,} polygones reçoit un bruit d'environ ±{:,.0f}, plus au total que les {:,} points. Choisissez un ε plus grand ou des polygones moins nombreux et plus grands.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="132"/>
        <source>The denominator field &apos;{}&apos; must hold numbers of 0 or more (the polygons&apos; population); choose another field or fix its values first.</source>
        <translation>Le champ dénominateur '{}' doit contenir des nombres supérieurs ou égaux à 0 (la population des polygones) ; choisissez un autre champ ou corrigez d'abord ses valeurs.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="137"/>
        <source>{:,} polygon(s) have a denominator of 0 or none: their rate is NULL.</source>
        <translation>{:,} polygone(s) ont un dénominateur nul ou absent : leur taux est NULL.</translation>
    </message>
</context>
<context>
    <name>RegisterTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="32"/>
        <source>Releases of the same data add up. A release register records every release made with it (the advanced parameter &apos;Release register&apos; of each algorithm) and refuses one that would exceed its cap.</source>
        <translation>Les publications des mêmes données s'additionnent. Un registre des publications consigne chaque publication faite avec lui (le paramètre avancé « Registre des publications » de chaque algorithme) et refuse celle qui dépasserait son plafond.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="39"/>
        <source>Release register (*.json)</source>
        <translation>Registre des publications (*.json)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="41"/>
        <source>Release register</source>
        <translation>Registre des publications</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="45"/>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Unit of privacy</source>
        <translation>Unité de confidentialité</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>ε spent</source>
        <translation>ε dépensé</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Cap</source>
        <translation>Plafond</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Remaining</source>
        <translation>Restant</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="57"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="73"/>
        <source>Choose a release register, or type a new file name in an algorithm&apos;s &apos;Release register&apos; to start one.</source>
        <translation>Choisissez un registre des publications, ou saisissez un nouveau nom de fichier dans le « Registre des publications » d'un algorithme pour en créer un.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="98"/>
        <source>The register holds no release of &apos;{}&apos;.</source>
        <translation>Le registre ne contient aucune publication de « {} ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="100"/>
        <source>{} releases of {} data sources recorded.</source>
        <translation>{} publications de {} sources de données consignées.</translation>
    </message>
</context>
<context>
    <name>ReportsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="53"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation>Indiquez le SCR de la grille utilisée par les appareils (comme SCR ou avec l'emprise).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>1 row has an empty report or seed and is left out.</source>
        <translation>1 ligne a une déclaration ou une graine vide et est ignorée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>{:,} rows have an empty report or seed and are left out.</source>
        <translation>{:,} lignes ont une déclaration ou une graine vide et sont ignorées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="74"/>
        <source>The table has no reports: every estimate is 0.</source>
        <translation>La table ne contient aucune déclaration : chaque estimation vaut 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="77"/>
        <source>Reports and hash seeds must be whole numbers stored in integer fields or text fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation>Les déclarations et les graines de hachage doivent être des nombres entiers stockés dans des champs entiers ou des champs texte : un champ décimal ne peut pas contenir exactement des graines de 63 bits.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="85"/>
        <source>{}: check that the grid size g, ε and the hash range are those the devices used.</source>
        <translation>{} : vérifiez que la taille de grille g, ε et la plage de hachage sont ceux qu'ont utilisés les appareils.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from 1 report.</source>
        <translation>{} cellules estimées à partir d'1 déclaration.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation>{} cellules estimées à partir de {} déclarations.</translation>
    </message>
</context>
<context>
    <name>SpatialDP</name>
    <message>
        <location filename="../spatialdp_qgis/provider.py" line="24"/>
        <source>SpatialDP (differential privacy)</source>
        <translation>SpatialDP (confidentialité différentielle)</translation>
    </message>
</context>
<context>
    <name>SpatialDPAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="272"/>
        <source>Central differential privacy</source>
        <translation>Confidentialité différentielle centrale</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="324"/>
        <source>Input point layer</source>
        <translation>Couche de points en entrée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="320"/>
        <source>Privacy budget ε</source>
        <translation>Budget de confidentialité ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="292"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation>Champ d'identifiant utilisateur (unité de confidentialité : l'utilisateur)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="295"/>
        <source>Maximum points per user (k)</source>
        <translation>Nombre maximal de points par utilisateur (k)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="299"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation>Graine aléatoire (reproductible, PAS pour une vraie publication)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="311"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation>Fiche de publication (JSON : mécanisme, comptabilité de ε, paramètres)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="357"/>
        <source>Private grid</source>
        <translation>Grille privée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="446"/>
        <source>Cancelled; nothing was written.</source>
        <translation>Annulé ; rien n'a été écrit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="471"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation>La couche en entrée a des géométries {} ; SpatialDP a besoin d'une couche de points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="476"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation>La couche en entrée n'a pas de système de coordonnées de référence ; définissez-en un pour que la grille et ses densités aient des unités.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="613"/>
        <source>Reading points…</source>
        <translation>Lecture des points…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation>{} entités à géométrie nulle ou vide ont été ignorées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read {} points with the {}.</source>
        <translation>{} points lus avec le {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="560"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation>Une graine rend le bruit reproductible : cette sortie est destinée aux tests et ne doit pas être publiée comme une publication privée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="782"/>
        <source>The extent has zero area.</source>
        <translation>L'emprise a une aire nulle.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="752"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Aucune emprise indiquée : l'emprise de la couche sert de domaine. Elle est tirée des données et n'est donc pas privée ; les métadonnées de la sortie le disent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="758"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation>L'emprise des points a une aire nulle (tous les points sur une ligne ou en un seul endroit) ; indiquez une emprise.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation>{} points se trouvent hors de l'emprise et sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="390"/>
        <source>The input layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La couche en entrée n'a pas de champ « {} » ; choisissez parmi : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="407"/>
        <source>The grid would have more than {:,} cells; choose a smaller grid size or a smaller ε.</source>
        <translation>La grille aurait plus de {:,} cellules ; choisissez une taille de grille plus petite ou un ε plus petit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="409"/>
        <source>The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells the larger ε and the more points there are. Give a grid size yourself, or choose a smaller ε.</source>
        <translation>La règle de taille de grille a choisi une grille de plus de {:,} cellules : elle prend des cellules d'autant plus fines que ε est grand et que les points sont nombreux. Indiquez vous-même une taille de grille, ou choisissez un ε plus petit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="451"/>
        <source>ε = {:g} is too small: the noise would be billions of times larger than any count and cannot be drawn exactly. Typical values are 0.1–2.</source>
        <translation>ε = {:g} est trop petit : le bruit serait des milliards de fois plus grand que n'importe quel effectif et ne peut pas être tiré exactement. Les valeurs typiques sont 0,1–2.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="487"/>
        <source>The layer's CRS ({}) is geographic: cells are in degrees and not of equal area, and the density is per degree². Reproject to a projected CRS for densities per km².</source>
        <translation>Le SCR de la couche ({}) est géographique : les cellules sont en degrés et n'ont pas la même aire, et la densité est par degré². Reprojetez dans un SCR projeté pour des densités par km².</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="720"/>
        <source>The layer has multi-point features: each feature is one unit of privacy, and at most {} of its points (Maximum points per user) are used. Give a user id field if one person has several features.</source>
        <translation>La couche a des entités multipoints : chaque entité est une unité de confidentialité, et au plus {} de ses points (Nombre maximal de points par utilisateur) sont utilisés. Indiquez un champ d'identifiant utilisateur si une personne a plusieurs entités.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="726"/>
        <source>The layer has multi-point features: each feature is one user, who reports one of its points, chosen uniformly at random.</source>
        <translation>La couche a des entités multipoints : chaque entité est un utilisateur, qui déclare l'un de ses points, choisi uniformément au hasard.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="785"/>
        <source>The extent is a layer&apos;s bounding box, which is derived from that layer&apos;s data: the output&apos;s metadata marks the domain as not private. If the layer is public (a boundary, say), give its coordinates instead.</source>
        <translation>L'emprise est le rectangle englobant d'une couche, tiré des données de cette couche : les métadonnées de la sortie marquent le domaine comme non privé. Si la couche est publique (une limite, par exemple), indiquez plutôt ses coordonnées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="906"/>
        <source>Could not write &apos;{}&apos;: {}</source>
        <translation>Impossible d'écrire « {} » : {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="330"/>
        <source>Clamp negative counts to 0, keeping the total</source>
        <translation>Ramener les effectifs négatifs à 0 en gardant le total</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="332"/>
        <source>Round published counts to a multiple of (empty or 0: no rounding)</source>
        <translation>Arrondir les effectifs publiés à un multiple de (vide ou 0 : pas d'arrondi)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="335"/>
        <source>Small-count threshold (empty: none)</source>
        <translation>Seuil des petits effectifs (vide : aucun)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Cells below the small-count threshold</source>
        <translation>Cellules sous le seuil des petits effectifs</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Suppress (leave the count empty)</source>
        <translation>Supprimer (laisser l'effectif vide)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Flag (field small_count)</source>
        <translation>Signaler (champ small_count)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="597"/>
        <source>this algorithm needs the points themselves</source>
        <translation>cet algorithme a besoin des points eux-mêmes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="696"/>
        <source>Small counts are to be flagged, but no small-count threshold is given: nothing is flagged. Give a threshold, or leave the choice at &apos;Suppress&apos;.</source>
        <translation>Les petits effectifs doivent être signalés, mais aucun seuil des petits effectifs n'est indiqué : rien n'est signalé. Indiquez un seuil, ou laissez le choix sur « Supprimer ».</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>Cancelled while the outputs were written; already written: {}. They are a release (recorded in the release register, if any): publish or delete them.</source>
        <translation>Annulé pendant l'écriture des sorties ; déjà écrit : {}. Elles constituent une publication (consignée dans le registre des publications, s'il y en a un) : publiez-les ou supprimez-les.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>none complete</source>
        <translation>aucune complète</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="467"/>
        <source>The input layer is a table without geometry; SpatialDP needs a point layer (for a CSV file: add it as delimited text with its X and Y fields).</source>
        <translation>La couche en entrée est une table sans géométrie ; SpatialDP a besoin d'une couche de points (pour un fichier CSV : ajoutez-le comme texte délimité avec ses champs X et Y).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="380"/>
        <source>&apos;{}&apos; is a table format: the output keeps the counts but not the cells&apos; shapes, so it cannot be mapped. Choose a GeoPackage (.gpkg) to keep them.</source>
        <translation>« {} » est un format de table : la sortie garde les effectifs mais pas la forme des cellules, elle ne peut donc pas être cartographiée. Choisissez un GeoPackage (.gpkg) pour les garder.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="700"/>
        <source>The small-count threshold {} is negative: only counts below it are treated as small, which noise alone rarely gives. A threshold such as 5 or 10 is usual.</source>
        <translation>Le seuil des petits effectifs {} est négatif : seuls les effectifs inférieurs sont traités comme petits, ce que le bruit seul donne rarement. Un seuil comme 5 ou 10 est habituel.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>1 feature with a null or empty geometry was skipped.</source>
        <translation>1 entité à géométrie nulle ou vide a été ignorée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read 1 point with the {}.</source>
        <translation>1 point lu avec le {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>1 point lies outside the extent and is ignored.</source>
        <translation>1 point se trouve hors de l'emprise et est ignoré.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="651"/>
        <source>&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the points of a PostGIS layer are counted per cell (or polygon) by the database itself and only those counts leave it; the noise is added on this computer. A selection, a filter or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Compter dans la base de données quand la couche est dans PostGIS&lt;/b&gt; (avancé, activé par défaut) : les points d'une couche PostGIS sont comptés par cellule (ou par polygone) par la base de données elle-même et seuls ces effectifs en sortent ; le bruit est ajouté sur cet ordinateur. Une sélection, un filtre ou des modifications non enregistrées font lire les points par QGIS à la place, et le journal le dit. Voir docs/postgis.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="275"/>
        <source>Central DP is for data custodians — a health department, a police force, a researcher — who hold the exact points (addresses of cases, places of incidents) and publish counts that protect every person in them.</source>
        <translation>La DP centrale est destinée aux responsables de données — un service de santé, une force de police, un chercheur — qui détiennent les points exacts (adresses de cas, lieux d'incidents) et publient des effectifs qui protègent chaque personne qu'ils contiennent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="345"/>
        <source>Public extent (empty: taken from the data, so NOT private)</source>
        <translation>Emprise publique (vide : tirée des données, donc NON privée)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="418"/>
        <source>input</source>
        <translation>entrée</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="430"/>
        <source>The size of the output was decided from the data's noisy counts, so this run's ε is spent although nothing was written (recorded in the release register, if any).</source>
        <translation>La taille de la sortie a été décidée d'après les effectifs bruités des données, le ε de cette exécution est donc dépensé bien que rien n'ait été écrit (consigné dans le registre des publications, s'il y en a un).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>1 feature is not a point (a line or a polygon among the points) and was skipped.</source>
        <translation>1 entité n'est pas un point (une ligne ou un polygone parmi les points) et a été ignorée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>{:,} features are not points (lines or polygons among the points) and were skipped.</source>
        <translation>{:,} entités ne sont pas des points (des lignes ou des polygones parmi les points) et ont été ignorées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="522"/>
        <source>The input layer has no points (it is empty, or every geometry is null): the release is noise only.</source>
        <translation>La couche en entrée n'a aucun point (elle est vide, ou toutes les géométries sont nulles) : la publication n'est que du bruit.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>1 point has no value in the user id field &apos;{1}&apos; and is left out.</source>
        <translation>1 point n'a pas de valeur dans le champ d'identifiant utilisateur « {1} » et est ignoré.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>{0:,} points have no value in the user id field &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} points n'ont pas de valeur dans le champ d'identifiant utilisateur « {1} » et sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="748"/>
        <source>The input layer has no points, so it has no extent to release over; give a public extent.</source>
        <translation>La couche en entrée n'a aucun point, donc aucune emprise sur laquelle publier ; indiquez une emprise publique.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>The only point lies outside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>L'unique point se trouve hors de l'emprise, la publication n'est donc que du bruit ; vérifiez que l'emprise est au bon endroit et dans le bon SCR.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>None of the {:,} points lies inside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>Aucun des {:,} points ne se trouve dans l'emprise, la publication n'est donc que du bruit ; vérifiez que l'emprise est au bon endroit et dans le bon SCR.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="933"/>
        <source>{} ε = {:g} · {}</source>
        <translation>{} ε = {:g} · {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="888"/>
        <source>the file cannot be read back (is the disk full?)</source>
        <translation>le fichier ne peut pas être relu (le disque est-il plein ?)</translation>
    </message>
</context>
<context>
    <name>SpatialDPDock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="21"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation>Conseils et évaluation SpatialDP</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="26"/>
        <source>Guidance</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="27"/>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="30"/>
        <source>Install optional dependencies…</source>
        <translation>Installer les dépendances optionnelles…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="31"/>
        <source>POT (exact Wasserstein distances) and PyTorch (VDR&apos;s denoiser), into your QGIS profile</source>
        <translation>POT (distances de Wasserstein exactes) et PyTorch (le débruiteur de VDR), dans votre profil QGIS</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="29"/>
        <source>Register</source>
        <translation>Registre</translation>
    </message>
</context>
<context>
    <name>SpatialDPPlugin</name>
    <message>
        <location filename="../spatialdp_qgis/plugin.py" line="39"/>
        <source>Install optional dependencies…</source>
        <translation>Installer les dépendances optionnelles…</translation>
    </message>
</context>
<context>
    <name>StandardisedRates</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="35"/>
        <source>Population field of each category (for age-standardised rates; comma-separated, in the order of the categories)</source>
        <translation>Champ de population de chaque catégorie (pour les taux standardisés sur l'âge ; séparés par des virgules, dans l'ordre des catégories)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="39"/>
        <source>Standard population of each category (comma-separated numbers, in the order of the categories)</source>
        <translation>Population standard de chaque catégorie (nombres séparés par des virgules, dans l'ordre des catégories)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="63"/>
        <source>The standard population must be comma-separated numbers of 0 or more, one per category (not all 0), e.g. 15000, 64000, 21000.</source>
        <translation>La population standard doit être une liste de nombres supérieurs ou égaux à 0 séparés par des virgules, un par catégorie (pas tous nuls), par ex. 15000, 64000, 21000.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="77"/>
        <source>An age-standardised rate needs a category field (the age groups) with a public list of categories; choose one, or leave the population fields and the standard population empty.</source>
        <translation>Un taux standardisé sur l'âge nécessite un champ de catégorie (les classes d'âge) avec une liste publique de catégories ; choisissez-en un, ou laissez vides les champs de population et la population standard.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="83"/>
        <source>Give a population field and a standard population for each of the {} categories ({}), in their order.</source>
        <translation>Indiquez un champ de population et une population standard pour chacune des {} catégories ({}), dans leur ordre.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="105"/>
        <source>The population field &apos;{}&apos; must hold numbers of 0 or more; choose another field or fix its values first.</source>
        <translation>Le champ de population '{}' doit contenir des nombres supérieurs ou égaux à 0 ; choisissez un autre champ ou corrigez d'abord ses valeurs.</translation>
    </message>
</context>
<context>
    <name>TableParameters</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="66"/>
        <source>Category field (one count per category)</source>
        <translation>Champ de catégorie (un comptage par catégorie)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="69"/>
        <source>Categories (comma-separated; empty: the field&apos;s value map)</source>
        <translation>Catégories (séparées par des virgules ; vide : la table de valeurs du champ)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="72"/>
        <source>Read the categories from the data (NOT private)</source>
        <translation>Lire les catégories dans les données (NON privé)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="76"/>
        <source>Time field (one count per period)</source>
        <translation>Champ temporel (un comptage par période)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Week</source>
        <translation>Semaine</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Quarter</source>
        <translation>Trimestre</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>The period boundaries given</source>
        <translation>Les limites de période indiquées</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="83"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Période publique 'début/fin' (vide : d'après les données, non privée)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="86"/>
        <source>Period boundaries (comma-separated dates)</source>
        <translation>Limites de période (dates séparées par des virgules)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Table layout</source>
        <translation>Disposition de la table</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Wide: one feature per cell, a field per category</source>
        <translation>Large : une entité par cellule, un champ par catégorie</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Long: one feature per cell, category and period</source>
        <translation>Longue : une entité par cellule, catégorie et période</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="119"/>
        <source>Give the categories of &apos;{}&apos; as a comma-separated list (they are public, like the extent), or tick &apos;Read the categories from the data (NOT private)&apos;.</source>
        <translation>Indiquez les catégories de '{}' sous forme de liste séparée par des virgules (elles sont publiques, comme l'emprise), ou cochez 'Lire les catégories dans les données (NON privé)'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="182"/>
        <source>The categories are read from the data: which values occur is not private, and the output&apos;s metadata says so.</source>
        <translation>Les catégories sont lues dans les données : les valeurs présentes ne sont pas privées, et les métadonnées de la sortie le disent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="157"/>
        <source>{:,} points have no time inside the time range and are left out.</source>
        <translation>{:,} points n'ont pas d'heure dans l'intervalle de temps et sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="191"/>
        <source>Table: {} categories × {} periods per cell.</source>
        <translation>Table : {} catégories × {} périodes par cellule.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="200"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times; their points are left out.</source>
        <translation>{:,} valeurs du champ temporel '{}' ne sont pas des dates ; leurs points sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="207"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Aucun point n'a d'heure, la période ne peut donc pas être tirée des données ; indiquez une période publique.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="210"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Aucune période indiquée : elle est tirée des données et n'est donc pas privée ; les métadonnées de la sortie le disent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="223"/>
        <source>The time range must be &apos;start/end&apos; and the period boundaries dates, in ISO 8601 (e.g. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) or epoch seconds.</source>
        <translation>L'intervalle de temps doit être 'début/fin' et les limites de période des dates, en ISO 8601 (p. ex. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) ou en secondes depuis l'époque.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="249"/>
        <source>The wide layout would have {:,} fields, more than the {:,} a {} keeps; choose the long layout or fewer categories.</source>
        <translation>La disposition large aurait {:,} champs, plus que les {:,} qu'un {} accepte ; choisissez la disposition longue ou moins de catégories.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="130"/>
        <source>categories and periods need the points themselves here</source>
        <translation>les catégories et les périodes ont ici besoin des points eux-mêmes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="132"/>
        <source>categories read from the data need the points themselves</source>
        <translation>des catégories lues dans les données ont besoin des points eux-mêmes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="134"/>
        <source>a time range taken from the data needs the points themselves</source>
        <translation>une plage temporelle tirée des données a besoin des points eux-mêmes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="173"/>
        <source>Table: {} categories × {} periods per cell, counted in the database.</source>
        <translation>Table : {} catégories × {} périodes par cellule, comptées dans la base de données.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="260"/>
        <source>{} releases no counts by category or period: leave {} empty (docs/categories.md lists the algorithms that do).</source>
        <translation>{} ne publie pas de comptages par catégorie ou par période : laissez {} vide (docs/categories.md indique les algorithmes qui le font).</translation>
    </message>
</context>
<context>
    <name>TripsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="162"/>
        <source>Input trips (lines, or origin points)</source>
        <translation>Trajets en entrée (lignes, ou points d'origine)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="169"/>
        <source>Destination X field (point layer)</source>
        <translation>Champ X de destination (couche de points)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="172"/>
        <source>Destination Y field (point layer)</source>
        <translation>Champ Y de destination (couche de points)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="175"/>
        <source>Destination points (joined to the origins by trip id)</source>
        <translation>Points de destination (joints aux origines par identifiant de trajet)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="178"/>
        <source>Trip id field of the origins</source>
        <translation>Champ d'identifiant de trajet des origines</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="181"/>
        <source>Trip id field of the destinations</source>
        <translation>Champ d'identifiant de trajet des destinations</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="205"/>
        <source>Destination points are joined by trip id: choose the trip id field of both layers.</source>
        <translation>Les points de destination sont joints par identifiant de trajet : choisissez le champ d'identifiant de trajet des deux couches.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="208"/>
        <source>A trip id field needs the layer of destination points to join.</source>
        <translation>Un champ d'identifiant de trajet a besoin de la couche de points de destination à joindre.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="221"/>
        <source>A point layer of trips needs the destination X and Y fields, or a layer of destination points joined by trip id; or give a line layer.</source>
        <translation>Une couche de points de trajets a besoin des champs X et Y de destination, ou d'une couche de points de destination jointe par identifiant de trajet ; ou indiquez une couche de lignes.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="225"/>
        <source>Destination points are joined to a layer of origin points; the input layer holds lines.</source>
        <translation>Les points de destination sont joints à une couche de points d'origine ; la couche en entrée contient des lignes.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="228"/>
        <source>The input layer must hold lines (trips) or points (origins with destination fields).</source>
        <translation>La couche en entrée doit contenir des lignes (trajets) ou des points (origines avec champs de destination).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="232"/>
        <source>The input layer has no coordinate reference system; set one so that the zones have units.</source>
        <translation>La couche en entrée n'a pas de système de coordonnées de référence ; définissez-en un pour que les zones aient des unités.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="252"/>
        <source>{:,} features without a usable origin and destination were skipped.</source>
        <translation>{:,} entités sans origine et destination utilisables ont été ignorées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="254"/>
        <source>Read {:,} trips.</source>
        <translation>{:,} trajets lus.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="265"/>
        <source>The layer of destinations must hold points.</source>
        <translation>La couche des destinations doit contenir des points.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="270"/>
        <source>The layer of destinations has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La couche des destinations n'a pas de champ '{}' ; choisissez-en un parmi : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="274"/>
        <source>The destinations are in {} and the origins in {}: the destinations are reprojected.</source>
        <translation>Les destinations sont en {} et les origines en {} : les destinations sont reprojetées.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="283"/>
        <source>{:,} trips miss an end (an id in one layer only) and {:,} trip ids occur more than once in a layer; both are left out (docs/odflows.md §1).</source>
        <translation>{:,} trajets n'ont qu'une extrémité (un identifiant dans une seule couche) et {:,} identifiants de trajet figurent plus d'une fois dans une couche ; les deux sont laissés de côté (docs/odflows.md §1).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="287"/>
        <source>Joined {:,} trips by trip id. Each trip id counts at most once, so the sensitivity stays 1 per trip (k per user).</source>
        <translation>{:,} trajets joints par identifiant de trajet. Chaque identifiant de trajet compte au plus une fois, donc la sensibilité reste 1 par trajet (k par utilisateur).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="327"/>
        <source>The input layer has no trips, so it has no extent to release over; give a public extent.</source>
        <translation>La couche en entrée n'a aucun trajet, donc aucune emprise sur laquelle publier ; indiquez une emprise publique.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="329"/>
        <source>No extent given: the trips&apos; extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Aucune emprise indiquée : l'emprise des trajets sert de domaine. Elle est tirée des données et n'est donc pas privée ; les métadonnées de la sortie le disent.</translation>
    </message>
</context>
<context>
    <name>VdrAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="50"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation>Champ temporel (date-heure ou secondes depuis l'époque)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="53"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Période publique 'début/fin' (vide : d'après les données, non privée)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="151"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation>La période doit être 'start/end' en ISO 8601 (par ex. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) ou deux secondes depuis l'époque 't0,t1', avec le début avant la fin.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="164"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>Aucune période indiquée : elle est tirée des données et n'est donc pas privée ; les métadonnées de la sortie le disent.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="80"/>
        <source>The user id field and the time field are both &apos;{}&apos;. Choose as user id the field that names the person behind each report, and as time a date-time field (or seconds since 1970-01-01 UTC).</source>
        <translation>Le champ d'identifiant utilisateur et le champ temporel sont tous deux « {} ». Choisissez comme identifiant utilisateur le champ qui nomme la personne derrière chaque déclaration, et comme heure un champ date-heure (ou des secondes depuis le 1970-01-01 UTC).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="86"/>
        <source>The time field &apos;{}&apos; is the layer&apos;s feature id, not a time. Choose a date-time field, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>Le champ temporel « {} » est l'identifiant d'entité de la couche, pas une heure. Choisissez un champ date-heure, ou un nombre de secondes depuis le 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="92"/>
        <source>The time field &apos;{}&apos; is of type {}; choose a date-time or date field, ISO 8601 text, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>Le champ temporel « {} » est de type {} ; choisissez un champ date-heure ou date, un texte ISO 8601, ou un nombre de secondes depuis le 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="134"/>
        <source>Every time in &apos;{}&apos; falls in 1970: read as seconds since 1970-01-01 UTC, its numbers span only {:,.0f} seconds. If the field counts something else (an id, a sequence number), choose a date-time field.</source>
        <translation>Toutes les heures de « {} » tombent en 1970 : lus comme des secondes depuis le 1970-01-01 UTC, ses nombres ne couvrent que {:,.0f} secondes. Si le champ compte autre chose (un identifiant, un numéro d'ordre), choisissez un champ date-heure.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="195"/>
        <source>PyTorch is not available ({}): the noisy histogram was released without denoising. Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…</source>
        <translation>PyTorch n'est pas disponible ({}) : l'histogramme bruité a été publié sans débruitage. Installez-le avec Extensions ▸ SpatialDP ▸ Installer les dépendances optionnelles…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="188"/>
        <source>Trained the denoiser for {} epochs; its codebook used {} of {} entries.</source>
        <translation>Débruiteur entraîné pendant {} époques ; son dictionnaire a utilisé {} entrées sur {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="212"/>
        <source>Grid of {}×{} cells in {} time slices, as given.</source>
        <translation>Grille de {}×{} cellules en {} tranches de temps, comme indiqué.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="214"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for the public number of reports N = {:,.0f} where no size was given.</source>
        <translation>Grille de {}×{} cellules en {} tranches de temps : le choix de la règle pour le nombre public de déclarations N = {:,.0f} là où aucune taille n'était indiquée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="238"/>
        <source>The released total, {:,.0f}, differs from the public number of reports N, {:,.0f}, by {:.1f} times what the noise explains: check that N counts the reports inside the extent and the time range, keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>Le total publié, {:,.0f}, s'écarte du nombre public de déclarations N, {:,.0f}, de {:.1f} fois ce qu'explique le bruit : vérifiez que N compte les déclarations dans l'emprise et la période, laissez la correction de masse activée et la correction d'échelle sur « Correction d'échantillonnage », ou comparez avec une publication non débruitée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="244"/>
        <source>The released total, {:,.0f}, differs from the noisy histogram&apos;s total, {:,.0f}, by {:.1f} times what the noise explains: keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>Le total publié, {:,.0f}, s'écarte du total de l'histogramme bruité, {:,.0f}, de {:.1f} fois ce qu'explique le bruit : laissez la correction de masse activée et la correction d'échelle sur « Correction d'échantillonnage », ou comparez avec une publication non débruitée.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="230"/>
        <source>The public number of reports N, {:,.0f}, is smaller than the noisy histogram&apos;s total of the sampled points by {:.1f} times what the noise explains, so every count was scaled down with it: give N as the number of all reports inside the extent and the time range, or leave it empty.</source>
        <translation>Le nombre public de déclarations N, {:,.0f}, est inférieur au total des points échantillonnés de l'histogramme bruité de {:.1f} fois ce qu'explique le bruit, si bien que chaque effectif a été réduit avec lui : indiquez N comme le nombre de toutes les déclarations dans l'emprise et la période, ou laissez-le vide.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="118"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times, such as &apos;{}&apos;, and their points are left out. SpatialDP reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field calculator).</source>
        <translation>{:,} valeurs du champ temporel « {} » ne sont pas des heures, comme « {} », et leurs points sont ignorés. SpatialDP lit les champs date-heure et date, le texte ISO 8601 (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) et les nombres de secondes depuis le 1970-01-01 UTC ; convertissez d'abord le champ (par ex. avec to_datetime() dans la calculatrice de champ).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>1 point has no time in &apos;{1}&apos; and is left out.</source>
        <translation>1 point n'a pas d'heure dans « {1} » et est ignoré.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>{0:,} points have no time in &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} points n'ont pas d'heure dans « {1} » et sont ignorés.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="161"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Aucun point n'a d'heure, la période ne peut donc pas être tirée des données ; indiquez une période publique.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="217"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for a noisy number of reports N ≈ {:,.0f}, counted with 5 % of ε. Give N, if it is public, or the sizes to spend all of ε on the counts.</source>
        <translation>Grille de {}×{} cellules en {} tranches de temps : le choix de la règle pour un nombre bruité de déclarations N ≈ {:,.0f}, compté avec 5 % de ε. Indiquez N, s'il est public, ou les tailles, pour dépenser tout ε sur les effectifs.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="192"/>
        <source>Denoised from the noisy counts alone, at no privacy cost: {}.</source>
        <translation>Débruité à partir des seuls effectifs bruités, sans coût de confidentialité : {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="200"/>
        <source>The number of views applies to the VQ-VAE, which did not run: it was ignored.</source>
        <translation>Le nombre de vues concerne le VQ-VAE, qui n'a pas tourné : il a été ignoré.</translation>
    </message>
</context>
<context>
    <name>dock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="69"/>
        <source>SpatialDP panel (guidance, evaluation, register)</source>
        <translation>Panneau SpatialDP (conseils, évaluation, registre)</translation>
    </message>
</context>
</TS>
