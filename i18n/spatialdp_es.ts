<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>@default</name>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="48"/>
        <source>recommended: {}</source>
        <translation>recomendado: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="56"/>
        <source>{} — N = {}, ε = {}</source>
        <translation>{} — N = {}, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="90"/>
        <source>query size</source>
        <translation>tamaño de la consulta</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="92"/>
        <source>25/50/75/95 percentiles and mean (black bar)</source>
        <translation>percentiles 25/50/75/95 y media (barra negra)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="36"/>
        <source>SpatialDP: installing optional dependencies</source>
        <translation>SpatialDP: instalando dependencias opcionales</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="60"/>
        <source>{}: available</source>
        <translation>{}: disponible</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="62"/>
        <source>{}: not available ({})</source>
        <translation>{}: no disponible ({})</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="55"/>
        <source>&lt;p&gt;Reference: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: W. Qardaji, W. Yang, N. Li. Differentially Private Grids for Geospatial Data. ICDE 2013.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Number of points N, if public (empty: estimate it privately)</source>
        <translation>Número de puntos N, si es público (vacío: estimarlo de forma privada)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="105"/>
        <source>Share of ε spent on estimating N</source>
        <translation>Fracción de ε dedicada a estimar N</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Uniform grid (UG)</source>
        <translation>Cuadrícula uniforme (UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>Grid size m (0: Guideline 1)</source>
        <translation>Tamaño de cuadrícula m (0: directriz 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>&lt;p&gt;Publishes a map of point counts on a regular grid of m×m cells, with differential privacy: every cell count gets random noise, so that the map reveals almost nothing about whether any one person is in the data. It runs on the true points, on your computer (central model). Use it for a first private map or for points spread fairly evenly; for clustered data (towns and countryside) the adaptive grid (AG) is usually more accurate.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size m&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of points and ε: more points or a larger ε give a finer grid (about 316 cells per side for a million points at ε = 1, 100 for 100,000). A finer grid shows more detail, but every cell carries the same noise, so sparse cells drown in it; a coarser grid is more reliable but blurs. The Guidance tab of the SpatialDP panel shows the trade-off.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publica un mapa de recuentos de puntos en una cuadrícula regular de m×m celdas, con privacidad diferencial: cada recuento de celda recibe ruido aleatorio, de modo que el mapa no revela casi nada sobre si una persona concreta está en los datos. Trabaja con los puntos reales, en su ordenador (modelo central). Úselo para un primer mapa privado o para puntos repartidos de forma bastante uniforme; para datos agrupados (ciudades y campo) la cuadrícula adaptativa (AG) suele ser más precisa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula m&lt;/b&gt;: celdas por lado. 0 (recomendado) lo elige a partir del número de puntos y de ε: más puntos o un ε mayor dan una cuadrícula más fina (unas 316 celdas por lado para un millón de puntos con ε = 1, 100 para 100 000). Una cuadrícula más fina muestra más detalle, pero cada celda lleva el mismo ruido, así que las celdas con pocos puntos se ahogan en él; una más gruesa es más fiable pero difumina. La pestaña Orientación del panel SpatialDP muestra este equilibrio.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>Adaptive grid (AG)</source>
        <translation>Cuadrícula adaptativa (AG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level grid size m1 (0: guideline)</source>
        <translation>Tamaño de cuadrícula del primer nivel m1 (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>First-level cells</source>
        <translation>Celdas del primer nivel</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="304"/>
        <source>&lt;p&gt;Reference: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="308"/>
        <source>The guideline chose a {0}×{0} first-level grid for {1:,} users at ε = {2:g}: more users or a larger ε give finer grids, and a grid size you give overrides it.</source>
        <translation>La directriz eligió una cuadrícula de primer nivel de {0}×{0} para {1:,} usuarios con ε = {2:g}: más usuarios o un ε mayor dan cuadrículas más finas, y un tamaño de cuadrícula que usted indique tiene prioridad.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="319"/>
        <source>Norm-Sub: clamp negative estimates to 0, keep the total</source>
        <translation>Norm-Sub: llevar las estimaciones negativas a 0, conservar el total</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Frequency oracle</source>
        <translation>Oráculo de frecuencias</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="340"/>
        <source>Adaptive (GRR for small grids, else OLH)</source>
        <translation>Adaptativo (GRR para cuadrículas pequeñas, si no OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="360"/>
        <source>First-level grid size g1 (0: guideline)</source>
        <translation>Tamaño de cuadrícula del primer nivel g1 (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Uniform grid under local DP (LDP-UG)</source>
        <translation>Cuadrícula uniforme con DP local (LDP-UG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>Grid size g (0: guideline)</source>
        <translation>Tamaño de cuadrícula g (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>Adaptive grid under local DP (PrivAG)</source>
        <translation>Cuadrícula adaptativa con DP local (PrivAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;References: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencias: J. Yang, X. Cheng, S. Su, H. Sun, C. Chen. Collecting individual trajectories under local differential privacy. MDM 2022 (PrivAG); B. Balioglu, A. Khodaie, A. Taweel, M. E. Gursoy. Grid-Based Decompositions for Spatial Data under Local Differential Privacy. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>Asymmetric adaptive grid under local DP (AAG)</source>
        <translation>Cuadrícula adaptativa asimétrica con DP local (AAG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Disk area mechanism under local DP (DAM)</source>
        <translation>Mecanismo de área de disco con DP local (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Radius b in cells (0: optimal b)</source>
        <translation>Radio b en celdas (0: b óptimo)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Discretisation</source>
        <translation>Discretización</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Exact disk areas (recommended)</source>
        <translation>Áreas exactas del disco (recomendado)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>Shrinkage (DAM)</source>
        <translation>Contracción (DAM)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>No shrinkage (DAM-NS)</source>
        <translation>Sin contracción (DAM-NS)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM tolerance</source>
        <translation>Tolerancia del EM</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EM iteration cap</source>
        <translation>Tope de iteraciones del EM</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>EMS smoothing</source>
        <translation>Suavizado EMS</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Simulates a local-DP survey that estimates how people are spread over a d×d grid with the Disk Area Mechanism. Each device reports a cell near its own — cells within a radius b of it are e^ε times more likely than cells further away — so the reports keep the shape of the distribution. The server then reconstructs the distribution by an iterative estimate (expectation maximisation, EM). DAM suits questions about where people are concentrated (hotspots, shifts); its estimate is close to the truth as a whole rather than cell by cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size d&lt;/b&gt;: cells per side (default {GRID_SIZE}). Finer grids show more detail but need more people.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radius b in cells&lt;/b&gt;: how far from the true cell a report is likely to land. 0 (recommended) picks the best b for ε and d; a smaller ε gives a larger radius.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretisation&lt;/b&gt;: how the disk is laid on the grid cells. 'Exact disk areas' is recommended; the two others are the paper's variants, for comparison.&lt;/p&gt;&lt;p&gt;&lt;b&gt;EM tolerance&lt;/b&gt; and &lt;b&gt;EM iteration cap&lt;/b&gt; (advanced): when the estimation stops. The defaults work for most data; a smaller tolerance runs longer and starts to fit the noise. &lt;b&gt;EMS smoothing&lt;/b&gt; (advanced) smooths the estimate after each iteration; try it with few people or a small ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: noisy_count is the estimated share of each cell times the number of people, never negative. The layer's metadata records b and the number of EM iterations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula una encuesta con DP local que estima cómo se reparten las personas sobre una cuadrícula d×d con el mecanismo de área de disco (Disk Area Mechanism). Cada dispositivo informa de una celda cercana a la suya —las celdas dentro de un radio b son e^ε veces más probables que las más lejanas—, de modo que los informes conservan la forma de la distribución. Después el servidor reconstruye la distribución mediante una estimación iterativa (esperanza-maximización, EM). DAM sirve para preguntas sobre dónde se concentran las personas (puntos calientes, desplazamientos); su estimación se acerca a la realidad en conjunto más que celda a celda.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula d&lt;/b&gt;: celdas por lado (por defecto {GRID_SIZE}). Las cuadrículas más finas muestran más detalle pero necesitan más personas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Radio b en celdas&lt;/b&gt;: a qué distancia de la celda real es probable que caiga un informe. 0 (recomendado) elige el mejor b para ε y d; un ε menor da un radio mayor.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Discretización&lt;/b&gt;: cómo se coloca el disco sobre las celdas de la cuadrícula. Se recomienda 'Áreas exactas del disco'; las otras dos son las variantes del artículo, para comparar.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tolerancia del EM&lt;/b&gt; y &lt;b&gt;Tope de iteraciones del EM&lt;/b&gt; (avanzado): cuándo se detiene la estimación. Los valores por defecto sirven para la mayoría de los datos; una tolerancia menor tarda más y empieza a ajustar el ruido. &lt;b&gt;Suavizado EMS&lt;/b&gt; (avanzado) suaviza la estimación tras cada iteración; pruébelo con pocas personas o un ε pequeño.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula privada&lt;/b&gt;: noisy_count es la fracción estimada de cada celda multiplicada por el número de personas, nunca negativa. Los metadatos de la capa registran b y el número de iteraciones del EM.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>&lt;p&gt;Reference: Numerical Estimation of Spatial Distributions under Differential Privacy (the DAM paper).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: Numerical Estimation of Spatial Distributions under Differential Privacy (el artículo de DAM).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Scale correction</source>
        <translation>Corrección de escala</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Sampling correction (scale up to N)</source>
        <translation>Corrección de muestreo (escalar hasta N)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper's γ</source>
        <translation>La γ del artículo</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook size B</source>
        <translation>Tamaño del libro de códigos B</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Codebook loss weight α</source>
        <translation>Peso de la pérdida del libro de códigos α</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training threads (empty: 1, reproducible; 0: PyTorch&apos;s default)</source>
        <translation>Hilos de entrenamiento (vacío: 1, reproducible; 0: el valor por defecto de PyTorch)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Reference: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: R. Ahuja, S. Zeighami, G. Ghinita, C. Shahabi. A Neural Approach to Spatio-Temporal Data Release with User-Level Differential Privacy. SIGMOD 2023.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="69"/>
        <source>Guideline constant c</source>
        <translation>Constante de la directriz c</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="71"/>
        <source>Share α of ε for the first level</source>
        <translation>Fracción α de ε para el primer nivel</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="85"/>
        <source>Share σ of users in the first phase</source>
        <translation>Fracción σ de usuarios en la primera fase</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="89"/>
        <source>Guideline constant α</source>
        <translation>Constante de la directriz α</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="94"/>
        <source>Guideline constant α1 for g1</source>
        <translation>Constante de la directriz α1 para g1</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="96"/>
        <source>Guideline constant α for g2</source>
        <translation>Constante de la directriz α para g2</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="105"/>
        <source>Grid size d</source>
        <translation>Tamaño de cuadrícula d</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="106"/>
        <source>Time slices T</source>
        <translation>Franjas temporales T</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="163"/>
        <source>Points per user k (sensitivity)</source>
        <translation>Puntos por usuario k (sensibilidad)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Points per user k</source>
        <translation>Puntos por usuario k</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="601"/>
        <source>Time slices T (at most)</source>
        <translation>Franjas temporales T (como máximo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="105"/>
        <source>The output folder &apos;{}&apos; does not exist; create it or choose another folder.</source>
        <translation>La carpeta de salida '{}' no existe; créela o elija otra carpeta.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="108"/>
        <source>The output folder &apos;{}&apos; cannot be written to; choose a folder where you may save files.</source>
        <translation>No se puede escribir en la carpeta de salida '{}'; elija una carpeta donde pueda guardar archivos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="115"/>
        <source>The output &apos;{}&apos; is the input layer&apos;s file; the input is never overwritten: choose another file name.</source>
        <translation>La salida '{}' es el archivo de la capa de entrada; la entrada nunca se sobrescribe: elija otro nombre de archivo.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="323"/>
        <source>density (count per {})</source>
        <translation>densidad (recuento por {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>each user&apos;s report</source>
        <translation>el informe de cada usuario</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="44"/>
        <source>the release</source>
        <translation>la publicación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="45"/>
        <source>ε = {:g} gives almost no privacy: {} is then more than e^{:g} ≈ {:,.0f} times more likely for one person's true data than for any other. Typical values are 0.1–2 (central) or 1–5 (local).</source>
        <translation>ε = {:g} apenas ofrece privacidad: {} es entonces más de e^{:g} ≈ {:,.0f} veces más probable para los datos reales de una persona que para cualesquiera otros. Los valores típicos son 0,1–2 (central) o 1–5 (local).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size, or 0 for the guideline</source>
        <translation>un tamaño de cuadrícula menor, o 0 para la directriz</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="75"/>
        <source>a smaller grid size</source>
        <translation>un tamaño de cuadrícula menor</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="103"/>
        <source>The output has {:,} cells (about {:,.0f} MB as a GeoPackage): writing it takes a while.</source>
        <translation>La salida tiene {:,} celdas (unos {:,.0f} MB como GeoPackage): escribirla lleva un rato.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="110"/>
        <source>The output would have {:,} cells (about {:,.1f} GB), more than the {:,} SpatialDP writes; choose a smaller grid size.</source>
        <translation>La salida tendría {:,} celdas (unos {:,.1f} GB), más que las {:,} que escribe SpatialDP; elija un tamaño de cuadrícula menor.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="68"/>
        <source>&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection and noisier counts. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak. Each cell's count is off by about 1/ε points on average (1 at ε = 1, 10 at ε = 0.1; k times more with a user id field).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: cuánto puede revelar la salida sobre una persona. Un ε menor significa más protección y recuentos más ruidosos. Los valores típicos van de 0,1 (protección fuerte) a 1 (moderada); por encima de 5, aproximadamente, la protección es débil. El recuento de cada celda se desvía en promedio unos 1/ε puntos (1 con ε = 1, 10 con ε = 0,1; k veces más con un campo de identificador de usuario).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;Number of points N, if public&lt;/b&gt;, &lt;b&gt;Share of ε spent on estimating N&lt;/b&gt; and &lt;b&gt;Guideline constant c&lt;/b&gt; (advanced): the automatic grid size needs the number of points. If that number is already public (a published case count, say), give it; otherwise a small share of ε (default {N_EPSILON_SHARE:.0%}) buys a noisy count. A grid size you set yourself needs neither. c (default {C:g}) tunes the automatic size: a larger c gives fewer, larger cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Número de puntos N, si es público&lt;/b&gt;, &lt;b&gt;Fracción de ε dedicada a estimar N&lt;/b&gt; y &lt;b&gt;Constante de la directriz c&lt;/b&gt; (avanzado): el tamaño automático de la cuadrícula necesita el número de puntos. Si ese número ya es público (un recuento de casos publicado, por ejemplo), indíquelo; si no, una pequeña fracción de ε (por defecto {N_EPSILON_SHARE:.0%}) compra un recuento ruidoso. Un tamaño de cuadrícula que fije usted mismo no necesita ninguna de las dos cosas. c (por defecto {C:g}) ajusta el tamaño automático: un c mayor da menos celdas y más grandes.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="92"/>
        <source>&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only. The same seed gives the same noise, so the output is marked as not suitable for publication. Leave it empty for a real release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons in the layer's CRS with noisy_count and density (noisy_count divided by the cell's area). A count can be negative where there are few points: keep such values when you add cells up, as they keep totals over larger areas unbiased. The layer's metadata and the release record (LEDGER) say how ε was spent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Semilla aleatoria&lt;/b&gt; (avanzado): solo para pruebas. La misma semilla da el mismo ruido, por lo que la salida se marca como no apta para publicación. Déjela vacía para una publicación real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula privada&lt;/b&gt;: polígonos en el SRC de la capa con noisy_count y density (noisy_count dividido por el área de la celda). Un recuento puede ser negativo donde hay pocos puntos: conserve esos valores al sumar celdas, pues mantienen sin sesgo los totales sobre áreas mayores. Los metadatos de la capa y la ficha de la publicación (LEDGER) indican cómo se gastó ε.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree (adaptive quadtree)</source>
        <translation>PrivTree (quadtree adaptativo)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="73"/>
        <source>Share of ε for deciding where to split</source>
        <translation>Fracción de ε para decidir dónde dividir</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Maximum depth (memory guard)</source>
        <translation>Profundidad máxima (protección de memoria)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Reference: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: J. Zhang, X. Xiao, X. Xie. PrivTree: A Differentially Private Algorithm for Hierarchical Decompositions. SIGMOD 2016.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="317"/>
        <source>noise sd of noisy_count</source>
        <translation>desviación típica del ruido de noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="318"/>
        <source>noise sd (empty: no closed form, see the metadata)</source>
        <translation>desviación típica del ruido (vacío: sin fórmula cerrada, véanse los metadatos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="319"/>
        <source>90 % margin of error of noisy_count</source>
        <translation>margen de error del 90 % de noisy_count</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="320"/>
        <source>90 % margin of error (empty: no closed form, see the metadata)</source>
        <translation>margen de error del 90 % (vacío: sin fórmula cerrada, véanse los metadatos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="326"/>
        <source>noisy_count (published: {})</source>
        <translation>noisy_count (publicado: {})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="109"/>
        <source>the input asks for selected features, a feature limit, a filter or a geometry check, which only QGIS can apply</source>
        <translation>la entrada pide objetos seleccionados, un límite de objetos, un filtro o una comprobación de geometría, que solo QGIS puede aplicar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="113"/>
        <source>the input is not a plain layer</source>
        <translation>la entrada no es una capa simple</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="115"/>
        <source>the layer has unsaved edits</source>
        <translation>la capa tiene ediciones sin guardar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="117"/>
        <source>the layer holds multi-points</source>
        <translation>la capa contiene multipuntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="246"/>
        <source>The database refused the counting query ({}). Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the layer through QGIS.</source>
        <translation>La base de datos rechazó la consulta de recuento ({}). Vuelva a ejecutar con 'Contar en la base de datos' (PUSH_DOWN) desactivado para leer la capa a través de QGIS.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="32"/>
        <source>the time field &apos;{}&apos; is not a number or a date-time</source>
        <translation>el campo de tiempo '{}' no es un número ni una fecha y hora</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="102"/>
        <source>Release register (JSON file; empty: none)</source>
        <translation>Registro de publicaciones (archivo JSON; vacío: ninguno)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="105"/>
        <source>Register cap on ε (empty: the cap set before, if any)</source>
        <translation>Tope de ε del registro (vacío: el fijado antes, si lo hay)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="397"/>
        <source>The register cap on ε must be greater than 0.</source>
        <translation>El tope de ε del registro debe ser mayor que 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="377"/>
        <source>Release register: {}.</source>
        <translation>Registro de publicaciones: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="300"/>
        <source>Release register '{}': ε = {} spent on this layer (unit of privacy: {}) in {} earlier releases</source>
        <translation>Registro de publicaciones '{}': ε = {} gastado en esta capa (unidad de privacidad: {}) en {} publicaciones anteriores</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="303"/>
        <source>, {} of them unfinished (still running, or stopped without writing)</source>
        <translation>, {} de ellas sin terminar (aún en curso, o detenidas sin escribir)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="306"/>
        <source>; no cap set. This release spends ε = {}.</source>
        <translation>; sin tope fijado. Esta publicación gasta ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="307"/>
        <source>; cap {}, {} remaining before this release, which spends ε = {}.</source>
        <translation>; tope {}, quedan {} antes de esta publicación, que gasta ε = {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="350"/>
        <source>Release register: the unfinished entry of this run could not be removed ({}); it keeps counting.</source>
        <translation>Registro de publicaciones: no se pudo quitar la entrada sin terminar de esta ejecución ({}); sigue contando.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Cell shape</source>
        <translation>Forma de las celdas</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Squares</source>
        <translation>Cuadrados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, flat-topped</source>
        <translation>Hexágonos, lado superior plano</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="118"/>
        <source>Hexagons, pointy-topped</source>
        <translation>Hexágonos, vértice superior en punta</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="122"/>
        <source>&lt;p&gt;&lt;b&gt;Cell shape&lt;/b&gt;: squares (default) or hexagons with a flat or a pointed top. Hexagons have the area of the square cells the grid size gives (the extent&apos;s area divided by the number of squares); those cut by the extent&apos;s border are clipped to it, so there are a few more cells than squares. Each point belongs to exactly one cell (a point on an edge to the cell to its north, then east), so the protection is the same. Hexagon maps show clusters without the grid&apos;s horizontal and vertical stripes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Forma de las celdas&lt;/b&gt;: cuadrados (por defecto) o hexágonos con el lado superior plano o en punta. Los hexágonos tienen el área de las celdas cuadradas que da el tamaño de cuadrícula (el área de la extensión dividida por el número de cuadrados); los que corta el borde de la extensión se recortan a ella, así que hay algunas celdas más que cuadrados. Cada punto pertenece a exactamente una celda (un punto sobre una arista, a la celda al norte y luego al este), por lo que la protección es la misma. Los mapas de hexágonos muestran las agrupaciones sin las franjas horizontales y verticales de la cuadrícula.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="323"/>
        <source>Hierarchical consistency: each coarse cell is the sum of its small cells</source>
        <translation>Consistencia jerárquica: cada celda gruesa es la suma de sus celdas pequeñas</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Cut position</source>
        <translation>Posición del corte</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The paper&apos;s (towards the denser neighbour)</source>
        <translation>La del artículo (hacia el vecino más denso)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>Halfway between the paper&apos;s and the middle</source>
        <translation>A medio camino entre la del artículo y el centro</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="325"/>
        <source>The middle (even split)</source>
        <translation>El centro (división por igual)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="329"/>
        <source>&lt;p&gt;&lt;b&gt;Hierarchical consistency&lt;/b&gt; (default on): the first round&apos;s estimate of each coarse cell and the sum of the second round&apos;s small cells inside it are two estimates of the same number; this step averages them, each weighted by how precise it is, and adjusts the small cells so that they add up to the result. It costs no privacy and usually makes both levels more accurate. Untick it (and Norm-Sub) for the paper&apos;s estimates.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Consistencia jerárquica&lt;/b&gt; (activada por defecto): la estimación de cada celda gruesa en la primera ronda y la suma de las celdas pequeñas de la segunda ronda dentro de ella son dos estimaciones del mismo número; este paso las promedia, cada una ponderada según su precisión, y ajusta las celdas pequeñas para que sumen el resultado. No cuesta privacidad y suele hacer más precisos ambos niveles. Desactívela (y Norm-Sub) para las estimaciones del artículo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>&lt;p&gt;Simulates AAG, a two-round local-DP survey like PrivAG, but each coarse cell is cut &lt;i&gt;unevenly&lt;/i&gt;: the cuts move towards the busier neighbouring cells, so the side next to dense areas gets smaller cells. Every person reports only once, so each person is protected with ε. In the paper AAG is the most accurate of the three local grids for small areas (queries covering up to about 0.1 % of the region), while the uniform grid (LDP-UG) wins for large areas (2 % and more). That result depends on a sparse region, mostly empty around the people (the paper's Gowalla box): on a region densely filled, such as a city, the paper's AAG was not better than PrivAG in our benchmarks.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people, ε and α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for g1&lt;/b&gt; (default {FIRST_ALPHA:g}) tunes the coarse grid, &lt;b&gt;Guideline constant α for g2&lt;/b&gt; (default {ALPHA:g}) how finely each coarse cell is cut; larger values give finer grids with noisier cells. The defaults reproduce the paper.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt; (default {SIGMA:g}): a larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cut position&lt;/b&gt;: where each coarse cell is cut. The paper's position moves far towards the busier neighbour and can leave a sliver next to an empty cell; 'Halfway between the paper's and the middle' (default) keeps the idea with better-shaped cells; 'The middle' cuts evenly.&lt;/p&gt;&lt;p&gt;The paper's AAG: choose the paper's cut position and untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula AAG, una encuesta con DP local en dos rondas como PrivAG, pero cada celda gruesa se divide &lt;i&gt;de forma desigual&lt;/i&gt;: los cortes se desplazan hacia las celdas vecinas más concurridas, de modo que el lado junto a las zonas densas recibe celdas más pequeñas. Cada persona informa una sola vez, por lo que cada persona queda protegida con ε. En el artículo, AAG es la más precisa de las tres cuadrículas locales para áreas pequeñas (consultas que cubren hasta un 0,1 % de la región, aproximadamente), mientras que la cuadrícula uniforme (LDP-UG) gana en áreas grandes (2 % y más). Ese resultado depende de una región dispersa, casi vacía alrededor de las personas (el recuadro de Gowalla del artículo): en una región densamente ocupada, como una ciudad, la AAG del artículo no fue mejor que PrivAG en nuestras pruebas comparativas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula del primer nivel g1&lt;/b&gt;: celdas gruesas por lado. 0 (recomendado) lo elige a partir del número de personas, de ε y de α1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la directriz α1 para g1&lt;/b&gt; (por defecto {FIRST_ALPHA:g}) ajusta la cuadrícula gruesa, y &lt;b&gt;Constante de la directriz α para g2&lt;/b&gt; (por defecto {ALPHA:g}) lo fino que se divide cada celda gruesa; valores mayores dan cuadrículas más finas con celdas más ruidosas. Los valores por defecto reproducen el artículo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fracción σ de usuarios en la primera fase&lt;/b&gt; (por defecto {SIGMA:g}): un σ mayor da mejores decisiones sobre dónde dividir, pero deja menos personas para estimar las celdas pequeñas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Posición del corte&lt;/b&gt;: dónde se divide cada celda gruesa. La posición del artículo se desplaza mucho hacia el vecino más concurrido y puede dejar una franja estrecha junto a una celda vacía; 'A medio camino entre la del artículo y el centro' (por defecto) conserva la idea con celdas mejor formadas; 'El centro' divide por igual.&lt;/p&gt;&lt;p&gt;La AAG del artículo: elija la posición de corte del artículo y desactive Consistencia jerárquica y Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="476"/>
        <source>&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its report. &apos;Adaptive&apos; (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density; the field norm_sub says whether negative estimates were set to 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Oráculo de frecuencias&lt;/b&gt; (avanzado): cómo aleatoriza cada dispositivo su informe. 'Adaptativo' (recomendado) elige el más preciso de los dos métodos para el número de celdas: GRR (respuesta aleatorizada) para pocas celdas, OLH (hash local) para muchas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula privada&lt;/b&gt;: polígonos con el recuento estimado de cada celda (noisy_count) y su densidad; el campo norm_sub indica si las estimaciones negativas se llevaron a 0.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>Adaptive hierarchical decomposition under local DP (AHEAD)</source>
        <translation>Descomposición jerárquica adaptativa con DP local (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Reference: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: L. Du, Z. Zhang, S. Bai, C. Liu, S. Ji, P. Cheng, J. Chen. AHEAD: Adaptive Hierarchical Decomposition for Range Query under Local Differential Privacy. ACM CCS 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>Hybrid-dimensional grids under local DP (HDG)</source>
        <translation>Cuadrículas de dimensión híbrida con DP local (HDG)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>2-D grid size g2 (0: guideline)</source>
        <translation>Tamaño de cuadrícula 2D g2 (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>1-D grid size g1 (0: guideline)</source>
        <translation>Tamaño de cuadrícula 1D g1 (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Simulates HDG, a local-DP survey in which the people are divided at random into three groups: the first reports its column of a fine division of the extent from west to east (g1 columns), the second its row of a fine division from south to north (g1 rows), the third its cell of a coarse g2×g2 grid. Every person reports only once, so each person is protected with ε. The three estimates are made to agree, and a fine g1×g1 grid is then fitted to all three: the coarse grid says how many people are in each coarse cell, the columns and rows say how they are spread inside it. Counts are never negative.&lt;/p&gt;&lt;p&gt;&lt;b&gt;2-D grid size g2&lt;/b&gt; and &lt;b&gt;1-D grid size g1&lt;/b&gt;: 0 (recommended) chooses them from the number of people and ε, as powers of two; g1 must be a multiple of g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt; (default {ALPHA1:g}) and &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt; (default {ALPHA2:g}): the paper's values; larger values give finer grids with noisier cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula HDG, una encuesta con DP local en la que las personas se reparten al azar en tres grupos: el primero informa de su columna de una división fina de la extensión de oeste a este (g1 columnas), el segundo de su fila de una división fina de sur a norte (g1 filas), el tercero de su celda de una cuadrícula gruesa g2×g2. Cada persona informa una sola vez, por lo que cada persona queda protegida con ε. Las tres estimaciones se hacen concordar y luego se ajusta a las tres una cuadrícula fina g1×g1: la cuadrícula gruesa dice cuántas personas hay en cada celda gruesa, y las columnas y filas cómo se reparten dentro de ella. Los recuentos nunca son negativos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula 2D g2&lt;/b&gt; y &lt;b&gt;Tamaño de cuadrícula 1D g1&lt;/b&gt;: 0 (recomendado) los elige a partir del número de personas y de ε, como potencias de dos; g1 debe ser múltiplo de g2.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la directriz α1 para las cuadrículas 1D&lt;/b&gt; (por defecto {ALPHA1:g}) y &lt;b&gt;Constante de la directriz α2 para la cuadrícula 2D&lt;/b&gt; (por defecto {ALPHA2:g}): los valores del artículo; valores mayores dan cuadrículas más finas con celdas más ruidosas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>&lt;p&gt;Reference: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Referencia: J. Yang, T. Wang, N. Li, X. Cheng, S. Su. Answering Multi-Dimensional Range Queries under Local Differential Privacy. PVLDB 14(3), 2021.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Grid size M (0: guideline)</source>
        <translation>Tamaño de cuadrícula M (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Time slices T (0: guideline)</source>
        <translation>Franjas temporales T (0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Number of reports N, if public (for the guideline and the scale correction)</source>
        <translation>Número de informes N, si es público (para la directriz y la corrección de escala)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Keep the noisy totals of large areas (mass correction)</source>
        <translation>Conservar los totales ruidosos de las áreas grandes (corrección de masa)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Training epochs (empty: chosen from the grid)</source>
        <translation>Épocas de entrenamiento (vacío: elegidas según la cuadrícula)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Channel width (empty: chosen from the grid and the noise)</source>
        <translation>Ancho de canal (vacío: elegido según la cuadrícula y el ruido)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="98"/>
        <source>Tree depth h (one group of users per level)</source>
        <translation>Profundidad del árbol h (un grupo de usuarios por nivel)</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="101"/>
        <source>Guideline constant α1 for the 1-D grids</source>
        <translation>Constante de la directriz α1 para las cuadrículas 1D</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="103"/>
        <source>Guideline constant α2 for the 2-D grid</source>
        <translation>Constante de la directriz α2 para la cuadrícula 2D</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>&lt;p&gt;Simulates AHEAD, a local-DP survey in several rounds that builds cells following the data. The people are divided at random into h groups, one per round. The first group reports which quarter of the extent it is in; every quarter that holds enough people is cut into four, and the next group reports its cell of the new division; and so on. Cells with few people are never cut, so busy areas end up with small cells and empty areas stay coarse. Every person reports only once, so each person is protected with ε. Finally the estimates of all rounds are combined so that every cell equals the sum of its parts. In published comparisons AHEAD is among the most accurate local methods for counts over areas, on dense and on sparse regions.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tree depth h (one group of users per level)&lt;/b&gt; (default {DEPTH}): the number of rounds and the deepest level of cutting (at most 2^h cells per side). A larger h allows finer cells but gives each round fewer people, whose estimates then decide less reliably where to cut.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): sets negative estimates to 0 and lowers the others evenly, keeping the total; it costs no privacy. Untick it for estimates that may be negative and are unbiased but for a small bias where a node's estimate was near the threshold that decided its cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula AHEAD, una encuesta con DP local en varias rondas que construye celdas que siguen a los datos. Las personas se reparten al azar en h grupos, uno por ronda. El primer grupo informa de en qué cuarto de la extensión está; cada cuarto con suficientes personas se divide en cuatro, y el grupo siguiente informa de su celda en la nueva división; y así sucesivamente. Las celdas con pocas personas nunca se dividen, de modo que las zonas concurridas acaban con celdas pequeñas y las vacías siguen gruesas. Cada persona informa una sola vez, por lo que cada persona queda protegida con ε. Por último, las estimaciones de todas las rondas se combinan para que cada celda sea igual a la suma de sus partes. En las comparaciones publicadas, AHEAD está entre los métodos locales más precisos para recuentos sobre áreas, tanto en regiones densas como dispersas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Profundidad del árbol h (un grupo de usuarios por nivel)&lt;/b&gt; (por defecto {DEPTH}): el número de rondas y el nivel de división más profundo (como máximo 2^h celdas por lado). Un h mayor permite celdas más finas, pero da a cada ronda menos personas, cuyas estimaciones deciden entonces con menos fiabilidad dónde dividir.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (activado por defecto): lleva las estimaciones negativas a 0 y baja las demás por igual, conservando el total; no cuesta privacidad. Desactívelo para obtener estimaciones que pueden ser negativas y son insesgadas, salvo un pequeño sesgo donde la estimación de un nodo quedó cerca del umbral que decidió su división.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="171"/>
        <source>run the OSGeo4W setup and install the package python3-pip</source>
        <translation>ejecute el instalador de OSGeo4W e instale el paquete python3-pip</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="173"/>
        <source>run `{} -m ensurepip` in a terminal</source>
        <translation>ejecute `{} -m ensurepip` en un terminal</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="175"/>
        <source>install it with the system&apos;s package manager (Debian, Ubuntu: sudo apt install python3-pip)</source>
        <translation>instálelo con el gestor de paquetes del sistema (Debian, Ubuntu: sudo apt install python3-pip)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="177"/>
        <source>pip is not available for {}: {}, then try again.</source>
        <translation>pip no está disponible para {}: {}, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="426"/>
        <source>Cancelled; the libraries installed before stay in place.</source>
        <translation>Cancelado; las bibliotecas instaladas antes se conservan.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>exit status {}</source>
        <translation>código de salida {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="421"/>
        <source>Installed {} into {}. SpatialDP uses them from now on; restart QGIS if it reported them as broken before.</source>
        <translation>Se instaló {} en {}. SpatialDP las usa a partir de ahora; reinicie QGIS si antes las indicaba como defectuosas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="583"/>
        <source>the features could not be added</source>
        <translation>no se pudieron añadir los objetos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="86"/>
        <source>The release register &apos;{}&apos; is a folder; give a file in it, such as {}.</source>
        <translation>El registro de publicaciones '{}' es una carpeta; indique un archivo dentro de ella, como {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="98"/>
        <source>{}: {:,} true points in its extent, {:,} queries ({})</source>
        <translation>{}: {:,} puntos reales en su extensión, {:,} consultas ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="56"/>
        <source>The layer's CRS ({}) is in degrees, but its coordinates reach x {:,.6g}…{:,.6g} and y {:,.6g}…{:,.6g}, outside longitude and latitude: the layer's CRS is probably wrong. Set the CRS its coordinates are in (Layer Properties ▸ Source) before releasing it.</source>
        <translation>El SRC de la capa ({}) está en grados, pero sus coordenadas llegan a x {:,.6g}…{:,.6g} e y {:,.6g}…{:,.6g}, fuera de longitud y latitud: el SRC de la capa probablemente es erróneo. Asigne el SRC en que están sus coordenadas (Propiedades de la capa ▸ Fuente) antes de publicarla.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Views averaged by the denoiser (empty: chosen from the noise; 1: the paper&apos;s single pass)</source>
        <translation>Vistas promediadas por el eliminador de ruido (vacío: elegidas según el ruido; 1: la pasada única del artículo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/destination.py" line="111"/>
        <source>Write the Shapefile&apos;s extension in lower case (&apos;{}&apos;): GDAL writes its files in lower case, and QGIS would look for &apos;{}&apos;.</source>
        <translation>Escriba la extensión del Shapefile en minúsculas ('{}'): GDAL escribe sus archivos en minúsculas, y QGIS buscaría '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the single point.</source>
        <translation>Con ε = {:g} el ruido anega los datos: cada una de las {:,} celdas recibe un ruido de unos ±{:,.0f}, más en total que el único punto.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="77"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} cells gets noise of about ±{:,.0f}, more in total than the {:,} points.</source>
        <translation>Con ε = {:g} el ruido anega los datos: cada una de las {:,} celdas recibe un ruido de unos ±{:,.0f}, más en total que los {:,} puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="81"/>
        <source>Choose a larger ε or fewer cells ({}).</source>
        <translation>Elija un ε mayor o menos celdas ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="90"/>
        <source>The grid has {:,} cells for 1 user.</source>
        <translation>La cuadrícula tiene {:,} celdas para 1 usuario.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="91"/>
        <source>The grid has {:,} cells for {:,} users.</source>
        <translation>La cuadrícula tiene {:,} celdas para {:,} usuarios.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="93"/>
        <source>The grid has {:,} cells for 1 point.</source>
        <translation>La cuadrícula tiene {:,} celdas para 1 punto.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="94"/>
        <source>The grid has {:,} cells for {:,} points.</source>
        <translation>La cuadrícula tiene {:,} celdas para {:,} puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/sanity.py" line="95"/>
        <source>Most cells hold 0 or 1, so their counts say little. A coarser grid (a smaller grid size or ε) gives more useful counts.</source>
        <translation>La mayoría de las celdas contienen 0 o 1, así que sus recuentos dicen poco. Una cuadrícula más gruesa (un tamaño de cuadrícula o un ε menores) da recuentos más útiles.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="131"/>
        <source>&apos;Count in the database&apos; is off</source>
        <translation>'Contar en la base de datos' está desactivado</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="125"/>
        <source>Counted in the database: only counts leave it.</source>
        <translation>Contado en la base de datos: solo salen de ella recuentos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="126"/>
        <source>Not counted in the database ({}): the points are read through QGIS.</source>
        <translation>No contado en la base de datos ({}): los puntos se leen a través de QGIS.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="621"/>
        <source>The polygons have too many edges ({:,}) to be counted in the database. Run again with &apos;Count in the database&apos; (PUSH_DOWN) off to read the points through QGIS, or simplify the polygons.</source>
        <translation>Los polígonos tienen demasiadas aristas ({:,}) para contarse en la base de datos. Vuelva a ejecutar con 'Contar en la base de datos' (PUSH_DOWN) desactivado para leer los puntos a través de QGIS, o simplifique los polígonos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="164"/>
        <source>No Python {} of QGIS&apos;s own installation ({}) was found; install the libraries by hand as README&apos;s &apos;Optional dependencies&apos; explains.</source>
        <translation>No se encontró ningún Python {} de la propia instalación de QGIS ({}); instale las bibliotecas a mano como explica la sección 'Optional dependencies' del README.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="305"/>
        <source>… pip is still working ({:.0f} s without output)</source>
        <translation>… pip sigue trabajando ({:.0f} s sin salida)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="379"/>
        <source>Checking that {} can be reached…</source>
        <translation>Comprobando que se puede acceder a {}…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="399"/>
        <source>pip could not install {}: {}</source>
        <translation>pip no pudo instalar {}: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="417"/>
        <source>{} was installed into {} but does not import: {}</source>
        <translation>{} se instaló en {} pero no se puede importar: {}</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="160"/>
        <source>The uniform grid suits a first private map, and points spread fairly evenly.</source>
        <translation>La cuadrícula uniforme sirve para un primer mapa privado y para puntos repartidos de forma bastante uniforme.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>The adaptive grid suits clustered points, such as towns and countryside.</source>
        <translation>La cuadrícula adaptativa sirve para puntos agrupados, como ciudades y campo.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>PrivTree suits strongly clustered points when you do not want to choose a grid size.</source>
        <translation>PrivTree sirve para puntos muy agrupados cuando no quiere elegir un tamaño de cuadrícula.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>LDP-UG plans a survey in one round on a regular grid, the most accurate local grid for large areas.</source>
        <translation>LDP-UG planifica una encuesta en una ronda sobre una cuadrícula regular, la cuadrícula local más precisa para áreas grandes.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>PrivAG plans a survey in two rounds whose second grid follows where the people are.</source>
        <translation>PrivAG planifica una encuesta en dos rondas cuya segunda cuadrícula sigue a dónde están las personas.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="438"/>
        <source>AAG plans a survey in two rounds when the questions are about small areas.</source>
        <translation>AAG planifica una encuesta en dos rondas cuando las preguntas son sobre áreas pequeñas.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="485"/>
        <source>AHEAD plans a survey in several rounds whose cells follow the data, with no grid size to choose.</source>
        <translation>AHEAD planifica una encuesta en varias rondas cuyas celdas siguen a los datos, sin tamaño de cuadrícula que elegir.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="521"/>
        <source>HDG plans a survey in one round whose estimate is a fine grid, built from reports of columns, rows and coarse cells.</source>
        <translation>HDG planifica una encuesta en una ronda cuya estimación es una cuadrícula fina, construida a partir de informes de columnas, filas y celdas gruesas.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="556"/>
        <source>DAM plans a survey about where people are concentrated (hotspots, shifts).</source>
        <translation>DAM planifica una encuesta sobre dónde se concentran las personas (puntos calientes, desplazamientos).</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>VDR suits location reports over time, many per person, published per time slice.</source>
        <translation>VDR sirve para informes de ubicación a lo largo del tiempo, muchos por persona, publicados por franja temporal.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="104"/>
        <source>relative error (floor 0.1 % of N)</source>
        <translation>error relativo (mínimo 0,1 % de N)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="106"/>
        <source>query error, floor 2 % of N (mean = AQE)</source>
        <translation>error de consulta, mínimo 2 % de N (media = AQE)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="107"/>
        <source>absolute error (points)</source>
        <translation>error absoluto (puntos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="80"/>
        <source>SpatialDP evaluation</source>
        <translation>Evaluación de SpatialDP</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="81"/>
        <source>This evaluation compares the releases with the TRUE points: its results are not private. Use them to choose a mechanism and its parameters; do not publish them with the release.</source>
        <translation>Esta evaluación compara las publicaciones con los puntos REALES: sus resultados no son privados. Úselos para elegir un mecanismo y sus parámetros; no los publique con la publicación.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="94"/>
        <source>True points: {}</source>
        <translation>Puntos reales: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="116"/>
        <source>matplotlib is not installed: no chart.</source>
        <translation>matplotlib no está instalado: sin gráfico.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="118"/>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="218"/>
        <source>grid size m</source>
        <translation>tamaño de cuadrícula m</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>noise</source>
        <translation>ruido</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>non-uniformity</source>
        <translation>falta de uniformidad</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="232"/>
        <source>expected absolute error of a query covering {:.0%} of the extent (points)</source>
        <translation>error absoluto esperado de una consulta que cubre el {:.0%} de la extensión (puntos)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="296"/>
        <source>effective grid size m1·m2</source>
        <translation>tamaño de cuadrícula efectivo m1·m2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 min</source>
        <translation>m2 mín.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 (evenly spread)</source>
        <translation>m2 (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>m2 max</source>
        <translation>m2 máx.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1</source>
        <translation>nivel 1</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>leaves (evenly spread)</source>
        <translation>hojas (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="298"/>
        <source>level 1: noise sd {:.3g} per cell (αε)</source>
        <translation>nivel 1: desviación típica del ruido {:.3g} por celda (αε)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="346"/>
        <source>leaves per side (evenly spread points)</source>
        <translation>hojas por lado (puntos repartidos uniformemente)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>depth (evenly spread)</source>
        <translation>profundidad (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>leaves per side (evenly spread)</source>
        <translation>hojas por lado (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>split noise λ = {0:.3g}, depth bias δ = {1}: a cell at depth d is cut while its count exceeds about d·δ = {1}·d</source>
        <translation>ruido de división λ = {0:.3g}, sesgo de profundidad δ = {1}: una celda a profundidad d se divide mientras su recuento supere unos d·δ = {1}·d</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="414"/>
        <source>grid size g</source>
        <translation>tamaño de cuadrícula g</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="415"/>
        <source>oracle: {} over {} cells</source>
        <translation>oráculo: {} sobre {} celdas</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="436"/>
        <source>effective grid size g1·g2</source>
        <translation>tamaño de cuadrícula efectivo g1·g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 min</source>
        <translation>g2 mín.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 (evenly spread)</source>
        <translation>g2 (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>g2 max</source>
        <translation>g2 máx.</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>level 1: {}, noise sd {:.3g} per cell (σN users, scaled to N)</source>
        <translation>nivel 1: {}, desviación típica del ruido {:.3g} por celda (σN usuarios, escalado a N)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="437"/>
        <source>leaves: {} over about {} cells</source>
        <translation>hojas: {} sobre unas {} celdas</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="512"/>
        <source>2-D grid size g2</source>
        <translation>tamaño de cuadrícula 2D g2</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid</source>
        <translation>cuadrícula 2D</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>response matrix</source>
        <translation>matriz de respuesta</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>2-D grid: {} over {} cells</source>
        <translation>cuadrícula 2D: {} sobre {} celdas</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="513"/>
        <source>1-D grids: {} over {} cells, noise sd {:.3g} per cell</source>
        <translation>cuadrículas 1D: {} sobre {} celdas, desviación típica del ruido {:.3g} por celda</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="554"/>
        <source>leaves per side 2^l</source>
        <translation>hojas por lado 2^l</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>levels cut (evenly spread)</source>
        <translation>niveles divididos (reparto uniforme)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>a node is cut when it holds at least {:.2%} of the users</source>
        <translation>un nodo se divide cuando contiene al menos el {:.2%} de los usuarios</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="555"/>
        <source>{:,} users per level</source>
        <translation>{:,} usuarios por nivel</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>mutual information bound I(b)</source>
        <translation>cota de la información mutua I(b)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>radius b (cells)</source>
        <translation>radio b (celdas)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="592"/>
        <source>upper bound of the mutual information (nats)</source>
        <translation>cota superior de la información mutua (nats)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="594"/>
        <source>EM estimate: no closed-form noise per cell</source>
        <translation>estimación EM: sin fórmula cerrada del ruido por celda</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="625"/>
        <source>grid size M (one time slice)</source>
        <translation>tamaño de cuadrícula M (una franja temporal)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="627"/>
        <source>T lowered from {0} so that each slice keeps at least {1}×{1} cells</source>
        <translation>T reducida desde {0} para que cada franja conserve al menos {1}×{1} celdas</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="629"/>
        <source>the denoiser usually tolerates finer grids than this noisy-histogram optimum</source>
        <translation>el eliminador de ruido suele tolerar cuadrículas más finas que este óptimo del histograma ruidoso</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="58"/>
        <source>&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person or event, best in a projected CRS (metres) so that all cells have the same area.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area the grid covers. Use an area anybody may know — a city or county boundary, a rectangle typed in, the map canvas — not the extent of your points, which reveals where the outermost points lie. Left empty, the layer's extent is used and the output is marked as not suitable for publication. Points outside the extent are left out; with none inside, the output is noise only and the log says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Capa de puntos de entrada&lt;/b&gt;: un punto por persona o suceso, mejor en un SRC proyectado (metros) para que todas las celdas tengan la misma área.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extensión pública&lt;/b&gt;: el área que cubre la cuadrícula. Use un área que cualquiera pueda conocer —el límite de una ciudad o provincia, un rectángulo escrito, la vista del mapa—, no la extensión de sus puntos, que revela dónde están los puntos más exteriores. Si se deja vacía, se usa la extensión de la capa y la salida se marca como no apta para publicación. Se omiten los puntos fuera de la extensión; si no hay ninguno dentro, la salida es solo ruido y el registro lo indica.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="75"/>
        <source>&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: leave the field empty when each point is a different person. If a person can have several points (repeat visits, several addresses), choose the field that identifies them: each person&apos;s points are then reduced to a random sample of at most k, and the noise grows k times. Points without a user id are left out (the log says how many). k = 1 gives the least noise; raise it only when most people have several points that should all count.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Campo de identificador de usuario&lt;/b&gt; y &lt;b&gt;Número máximo de puntos por usuario (k)&lt;/b&gt;: deje el campo vacío cuando cada punto sea una persona distinta. Si una persona puede tener varios puntos (visitas repetidas, varias direcciones), elija el campo que la identifica: los puntos de cada persona se reducen entonces a una muestra aleatoria de como máximo k, y el ruido se multiplica por k. Se omiten los puntos sin identificador de usuario (el registro indica cuántos). k = 1 da el menor ruido; auméntelo solo cuando la mayoría de las personas tengan varios puntos que deban contar todos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="263"/>
        <source>&lt;p&gt;&lt;b&gt;Local model&lt;/b&gt;: in a real survey each person's phone or computer adds the noise before sending anything, so nobody — you included — ever holds the true locations. This algorithm &lt;i&gt;simulates&lt;/i&gt; such a survey from a layer of true locations (each point is one person who reports once), so that you can choose ε, the grid and the method before running the survey for real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per person, best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: the protection of each person's single report; smaller ε means stronger protection and more noise. Local noise is much larger than in the central algorithms (UG, AG): typical ε are 1 to 5, and useful maps need many people — tens of thousands or more. More people or a larger ε give more accurate results.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt;: the area every device uses for the grid. In a real survey it must contain everybody who takes part (someone outside it who did not report would stand out). Left empty, the layer's extent is used and the output is marked as not suitable for publication; in this simulation points outside the extent are left out, and with nobody inside every estimate is 0. A mechanism that splits the people into groups and has fewer people than groups lets each report once on its first grid, as LDP-UG does (the log says so).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modelo local&lt;/b&gt;: en una encuesta real, el teléfono o el ordenador de cada persona añade el ruido antes de enviar nada, de modo que nadie —tampoco usted— tiene nunca las ubicaciones reales. Este algoritmo &lt;i&gt;simula&lt;/i&gt; una encuesta así a partir de una capa de ubicaciones reales (cada punto es una persona que informa una vez), para que pueda elegir ε, la cuadrícula y el método antes de realizar la encuesta de verdad.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capa de puntos de entrada&lt;/b&gt;: un punto por persona, mejor en un SRC proyectado (metros).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: la protección del único informe de cada persona; un ε menor significa más protección y más ruido. El ruido local es mucho mayor que en los algoritmos centrales (UG, AG): los ε típicos van de 1 a 5, y un mapa útil necesita muchas personas, decenas de miles o más. Más personas o un ε mayor dan resultados más precisos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extensión pública&lt;/b&gt;: el área que cada dispositivo usa para la cuadrícula. En una encuesta real debe contener a todos los participantes (alguien fuera de ella que no informó llamaría la atención). Si se deja vacía, se usa la extensión de la capa y la salida se marca como no apta para publicación; en esta simulación se omiten los puntos fuera de la extensión, y si no hay nadie dentro, todas las estimaciones son 0. Un mecanismo que reparte a las personas en grupos y tiene menos personas que grupos hace que cada una informe una vez en su primera cuadrícula, como LDP-UG (el registro lo indica).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Semilla aleatoria&lt;/b&gt; (avanzado): solo para pruebas; la salida se marca entonces como no apta para publicación.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="83"/>
        <source>{} is given {} times; give it once.</source>
        <translation>{} se indica {} veces; indíquelo una sola vez.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="108"/>
        <source>Dataset name in the register (empty: none; recorded as given)</source>
        <translation>Nombre del conjunto de datos en el registro (vacío: ninguno; se anota tal como se indica)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="118"/>
        <source>&lt;p&gt;&lt;b&gt;Release register&lt;/b&gt; and &lt;b&gt;Register cap on ε&lt;/b&gt; (advanced): every release of the same data spends its privacy budget: two releases at ε = 0.5 reveal as much as one at ε = 1. A release register is a JSON file that records each release of a layer (the data source, the unit of privacy, ε, the algorithm, the time and the outputs). Choose one, or type a new file name to start one: the log then shows the ε already spent on this layer and what remains under the cap, a release that would exceed the cap is refused before anything is written, and the release is recorded once its output is written. A cap, once given, stays in the register for this data and unit of privacy. The register recognises the data by its source, by a keyed fingerprint of its points (so a copy, an export to another format or a reprojection spends the same budget) and by the &lt;b&gt;Dataset name in the register&lt;/b&gt;, if you declare one (a public name, recorded as given: use it for data counted in a database, or edited). Filters and selections do not make other data (docs/register.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Registro de publicaciones&lt;/b&gt; y &lt;b&gt;Tope de ε del registro&lt;/b&gt; (avanzado): cada publicación de los mismos datos gasta su presupuesto de privacidad: dos publicaciones con ε = 0,5 revelan tanto como una con ε = 1. Un registro de publicaciones es un archivo JSON que anota cada publicación de una capa (la fuente de datos, la unidad de privacidad, ε, el algoritmo, la hora y las salidas). Elija uno, o escriba un nombre de archivo nuevo para crearlo: el registro de Procesos muestra entonces el ε ya gastado en esta capa y lo que queda bajo el tope, una publicación que superaría el tope se rechaza antes de escribir nada, y la publicación se anota en cuanto se escribe su salida. Un tope, una vez fijado, se queda en el registro para estos datos y esta unidad de privacidad. El registro reconoce los datos por su fuente, por una huella con clave de sus puntos (de modo que una copia, una exportación a otro formato o una reproyección gasta el mismo presupuesto) y por el &lt;b&gt;Nombre del conjunto de datos en el registro&lt;/b&gt;, si declara uno (un nombre público, anotado tal como se indica: úselo para datos contados en una base de datos, o editados). Los filtros y las selecciones no convierten los datos en otros (docs/register.md).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="285"/>
        <source>Release register: the points were not read into memory (counted in the database or batch by batch) or cannot be placed in WGS 84, so the register knows this release by its source and dataset name only, not by its points (docs/register.md).</source>
        <translation>Registro de publicaciones: los puntos no se leyeron en memoria (se contaron en la base de datos o por lotes) o no se pueden situar en WGS 84, así que el registro conoce esta publicación solo por su fuente y su nombre de conjunto de datos, no por sus puntos (docs/register.md).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="292"/>
        <source>Release register: with the earlier releases of the same points, ε = {} has been spent on this data in {} releases.</source>
        <translation>Registro de publicaciones: con las publicaciones anteriores de los mismos puntos, se ha gastado ε = {} en estos datos en {} publicaciones.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="327"/>
        <source>The output was written, but the release register could not record it as released ({}); it is recorded as pending, with its outputs, and keeps counting: once the register is free, run {}</source>
        <translation>La salida se escribió, pero el registro de publicaciones no pudo anotarla como publicada ({}); queda anotada como pendiente, con sus salidas, y sigue contando: cuando el registro esté libre, ejecute {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="342"/>
        <source>Release register: this run read the data, so its entry stays pending and keeps counting; if none of its outputs was published, remove it with {}</source>
        <translation>Registro de publicaciones: esta ejecución leyó los datos, así que su entrada sigue pendiente y sigue contando; si no se publicó ninguna de sus salidas, quítela con {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="369"/>
        <source>The release register '{}' refuses this release: ε = {} has already been spent on this data (unit of privacy: {}) and its cap is {}, so {} remains, less than this release's ε = {}. Choose a smaller ε, or raise the cap (Register cap on ε) if the data's custodian agrees; nothing was written.</source>
        <translation>El registro de publicaciones '{}' rechaza esta publicación: ya se ha gastado ε = {} en estos datos (unidad de privacidad: {}) y su tope es {}, así que quedan {}, menos que el ε = {} de esta publicación. Elija un ε menor, o suba el tope (Tope de ε del registro) si el responsable de los datos está de acuerdo; no se ha escrito nada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="281"/>
        <source>GDAL gave more rows than its {:,} features</source>
        <translation>GDAL dio más filas que sus {:,} objetos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="283"/>
        <source>GDAL read {:,} of its {:,} features</source>
        <translation>GDAL leyó {:,} de sus {:,} objetos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="285"/>
        <source>&apos;{}&apos; is damaged: {}{}. Repair it or export it again from its source; nothing was written.</source>
        <translation>'{}' está dañado: {}{}. Repárelo o expórtelo de nuevo desde su origen; no se ha escrito nada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="288"/>
        <source>&apos;{}&apos; is damaged or was changed while it was read: {}. Run again once nothing writes to it, or repair it; nothing was written.</source>
        <translation>'{}' está dañado o cambió mientras se leía: {}. Vuelva a ejecutar cuando nada escriba en él, o repárelo; no se ha escrito nada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/io.py" line="364"/>
        <source>The input layer could not be read whole: {:,} of its {:,} features came (a lost database connection, a damaged file, or a layer that changed since it was loaded or while it was read); nothing was written. Run again, after reloading the layer if it changed.</source>
        <translation>La capa de entrada no se pudo leer entera: llegaron {:,} de sus {:,} objetos (una conexión con la base de datos perdida, un archivo dañado o una capa que cambió desde que se cargó o mientras se leía); no se ha escrito nada. Vuelva a ejecutar, tras recargar la capa si cambió.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/legend.py" line="107"/>
        <source>0 or less</source>
        <translation>0 o menos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="240"/>
        <source>hectare</source>
        <translation>hectárea</translation>
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
        <translation>celda</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="241"/>
        <source>map unit²</source>
        <translation>unidad del mapa²</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="246"/>
        <source>Hatched: count within its margin of error of 0 — cannot be told from an empty cell</source>
        <translation>Rayado: recuento a menos de su margen de error de 0; no se distingue de una celda vacía</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/output.py" line="271"/>
        <source>{} per {}</source>
        <translation>{} por {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="187"/>
        <source>The connection to the database was lost or reset during the release, so its queries no longer read one state of the table; nothing was written. Run again.</source>
        <translation>La conexión con la base de datos se perdió o se reinició durante la publicación, así que sus consultas ya no leen un único estado de la tabla; no se ha escrito nada. Vuelva a ejecutar.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="206"/>
        <source>The connection to the database is busy with another transaction of QGIS; nothing was written. Run again.</source>
        <translation>La conexión con la base de datos está ocupada con otra transacción de QGIS; no se ha escrito nada. Vuelva a ejecutar.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/streaming.py" line="85"/>
        <source>&apos;{}&apos; changed while it was read ({:,} features, then {:,}); nothing was written. Run again once nothing writes to it.</source>
        <translation>'{}' cambió mientras se leía ({:,} objetos, luego {:,}); no se ha escrito nada. Vuelva a ejecutar cuando nada escriba en él.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/register.py" line="407"/>
        <source>Release register '{}': ε = {} per resident recorded for this campaign (unit of privacy: {}); ε = {} spent before on this dataset.</source>
        <translation>Registro de publicaciones '{}': ε = {} por residente anotado para esta campaña (unidad de privacidad: {}); ε = {} gastado antes en este conjunto de datos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="67"/>
        <source>flow (width: noisy count)</source>
        <translation>flujo (anchura: recuento ruidoso)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="68"/>
        <source>flow ≥ {} (width: noisy count)</source>
        <translation>flujo ≥ {} (anchura: recuento ruidoso)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/flowstyle.py" line="69"/>
        <source>within its margin of error (faded)</source>
        <translation>dentro de su margen de error (atenuado)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Counts in polygons suit areas that are published already: census tracts, districts, health regions.</source>
        <translation>Los recuentos en polígonos sirven para áreas por las que ya se publica: secciones censales, distritos, áreas de salud.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts in polygons</source>
        <translation>Recuentos privados en polígonos</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Public polygon layer (tracts, ZIP codes, districts)</source>
        <translation>Capa pública de polígonos (secciones, códigos postales, distritos)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Parent field (nested areas, e.g. the county of a tract)</source>
        <translation>Campo del área superior (áreas anidadas, p. ej. la provincia de una sección)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Share of ε for the parent counts</source>
        <translation>Fracción de ε para los recuentos de las áreas superiores</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;Counts the points in each polygon of a public layer — census tracts, ZIP code areas, districts — and releases the counts with differential privacy: each count gets exact discrete Laplace noise. The polygons' shapes and attributes are public and are copied to the output as they are; only the counts are protected.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: the sensitive points. &lt;b&gt;Public polygon layer&lt;/b&gt;: the areas to count in. Their union is the public domain: points in no polygon are ignored. Polygons may overlap: the algorithm finds how many overlap at most (D, 1 when they do not overlap) and counts each point in at most D polygons, so the noise grows with D. A point on the border between two polygons counts in one of them. If the polygons are in another CRS they are reprojected to the points' CRS, and the output is in the points' CRS.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field&lt;/b&gt; (optional): a field of the polygons naming a larger area each belongs to (tract → county). Both levels are then released, the parents with a &lt;b&gt;Share of ε for the parent counts&lt;/b&gt; (advanced, default {PARENT_SHARE:g}) and the polygons with the rest, and made consistent so that each parent's count is the sum of its polygons'.&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k points (a uniform sample of their points is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private counts per polygon&lt;/b&gt;: the polygons with their attributes plus noisy_count, noise_sd (the noise's standard deviation), moe90 (90 % margin of error: the count of points lies within noisy_count ± moe90 with probability at least 90 %) and density (count per km² in a projected CRS); with a parent field also the parent's count, noise_sd and moe90. &lt;b&gt;Private counts per parent&lt;/b&gt; (optional, with a parent field): one feature per parent, the union of its polygons, with the same fields. The layers' metadata records ε, D and the unit of privacy.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuenta los puntos en cada polígono de una capa pública —secciones censales, zonas de código postal, distritos— y publica los recuentos con privacidad diferencial: cada recuento recibe ruido de Laplace discreto exacto. Las formas y los atributos de los polígonos son públicos y se copian tal cual en la salida; solo se protegen los recuentos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capa de puntos de entrada&lt;/b&gt;: los puntos sensibles. &lt;b&gt;Capa pública de polígonos&lt;/b&gt;: las áreas en las que contar. Su unión es el dominio público: se ignoran los puntos que no están en ningún polígono. Los polígonos pueden solaparse: el algoritmo averigua cuántos se solapan como máximo (D, 1 si no se solapan) y cuenta cada punto en como máximo D polígonos, por lo que el ruido crece con D. Un punto en el límite entre dos polígonos cuenta en uno de ellos. Si los polígonos están en otro SRC, se reproyectan al SRC de los puntos, y la salida está en el SRC de los puntos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: cuanto menor, más privado y más ruidoso.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo del área superior&lt;/b&gt; (opcional): un campo de los polígonos que nombra un área mayor a la que pertenece cada uno (sección → provincia). Se publican entonces ambos niveles, las áreas superiores con una &lt;b&gt;Fracción de ε para los recuentos de las áreas superiores&lt;/b&gt; (avanzado, por defecto {PARENT_SHARE:g}) y los polígonos con el resto, y se hacen consistentes para que el recuento de cada área superior sea la suma del de sus polígonos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo de identificador de usuario&lt;/b&gt; y &lt;b&gt;Número máximo de puntos por usuario (k)&lt;/b&gt;: con un identificador de usuario, la unidad de privacidad es una persona con como máximo k puntos (se conserva una muestra uniforme de sus puntos). &lt;b&gt;Semilla aleatoria&lt;/b&gt; (avanzado): ruido reproducible solo para pruebas; no publique nunca una publicación con semilla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Recuentos privados por polígono&lt;/b&gt;: los polígonos con sus atributos más noisy_count, noise_sd (la desviación típica del ruido), moe90 (margen de error del 90 %: el recuento de puntos está dentro de noisy_count ± moe90 con una probabilidad de al menos el 90 %) y density (recuento por km² en un SRC proyectado); con un campo del área superior, también el recuento, noise_sd y moe90 del área superior. &lt;b&gt;Recuentos privados por área superior&lt;/b&gt; (opcional, con un campo del área superior): un objeto por área superior, la unión de sus polígonos, con los mismos campos. Los metadatos de las capas registran ε, D y la unidad de privacidad.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per polygon</source>
        <translation>Recuentos privados por polígono</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Private counts per parent</source>
        <translation>Recuentos privados por área superior</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="94"/>
        <source>The public polygon layer has {} geometries; choose a layer of polygons (tracts, ZIP code areas, districts).</source>
        <translation>La capa pública de polígonos tiene geometrías {}; elija una capa de polígonos (secciones, zonas de código postal, distritos).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="98"/>
        <source>The public polygon layer has no coordinate reference system; set one so that it can be matched with the points.</source>
        <translation>La capa pública de polígonos no tiene sistema de referencia de coordenadas; asígnele uno para poder casarla con los puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="120"/>
        <source>The polygons are in {} and the points in {}: the polygons are reprojected to {}, the CRS of the output.</source>
        <translation>Los polígonos están en {} y los puntos en {}: los polígonos se reproyectan a {}, el SRC de la salida.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="125"/>
        <source>Reading polygons…</source>
        <translation>Leyendo polígonos…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="145"/>
        <source>The polygons could not be reprojected to the points&apos; CRS ({}): {}. Reproject one of the layers first.</source>
        <translation>No se pudieron reproyectar los polígonos al SRC de los puntos ({}): {}. Reproyecte primero una de las capas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="149"/>
        <source>The public polygon layer has no polygons; choose a layer with at least one.</source>
        <translation>La capa pública de polígonos no tiene polígonos; elija una capa con al menos uno.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="153"/>
        <source>{:,} of the {:,} polygons were skipped by Processing's setting for invalid geometries and are missing from the output; fix them (Vector ▸ Geometry Tools ▸ Fix Geometries) or set the input's invalid-feature filtering to 'Do not filter'.</source>
        <translation>{:,} de los {:,} polígonos los omitió el ajuste de Procesos para geometrías no válidas y faltan en la salida; repárelos (Vectorial ▸ Herramientas de geometría ▸ Reparar geometrías) o ajuste el filtrado de objetos no válidos de la entrada a 'No filtrar'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="160"/>
        <source>Some polygons have no value in the parent field &apos;{}&apos;; fill them first.</source>
        <translation>Algunos polígonos no tienen valor en el campo del área superior '{}'; rellénelos primero.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="172"/>
        <source>Feature {} of the public polygon layer is a {}, not a polygon; keep only the polygons (e.g. Extract by expression with geometry_type($geometry) = &apos;Polygon&apos;).</source>
        <translation>El objeto {} de la capa pública de polígonos es un {}, no un polígono; conserve solo los polígonos (p. ej. Extraer por expresión con geometry_type($geometry) = 'Polygon').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>1 of the {1:,} polygons is not valid (e.g. a ring crosses itself): it counts the points inside it by the even–odd rule, which may not be the shape meant; fix it first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>1 de los {1:,} polígonos no es válido (p. ej. un anillo se cruza a sí mismo): cuenta los puntos de su interior con la regla par-impar, que puede no ser la forma pretendida; repárelo primero con Vectorial ▸ Herramientas de geometría ▸ Reparar geometrías.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/polygonlayer.py" line="185"/>
        <source>{0:,} of the {1:,} polygons are not valid (e.g. a ring crosses itself): they count the points inside them by the even–odd rule, which may not be the shapes meant; fix them first with Vector ▸ Geometry Tools ▸ Fix Geometries.</source>
        <translation>{0:,} de los {1:,} polígonos no son válidos (p. ej. un anillo se cruza a sí mismo): cuentan los puntos de su interior con la regla par-impar, que puede no ser la forma pretendida; repárelos primero con Vectorial ▸ Herramientas de geometría ▸ Reparar geometrías.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Denominator field for rates (the polygons&apos; population; public)</source>
        <translation>Campo denominador para tasas (la población de los polígonos; público)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Rates per</source>
        <translation>Tasas por</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>1,000 people</source>
        <translation>1.000 personas</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>100,000 people</source>
        <translation>100.000 personas</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>Flag rates whose denominator is below (0: never)</source>
        <translation>Marcar las tasas cuyo denominador es menor que (0: nunca)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="744"/>
        <source>&lt;p&gt;&lt;b&gt;Denominator field for rates&lt;/b&gt; (optional): a numeric field of the polygons holding their population, which must be public (a census count, not derived from the points). The output then also has rate (noisy_count per 1,000 or 100,000 people, as chosen in &lt;b&gt;Rates per&lt;/b&gt;), rate_sd and rate_moe90, the count's margins scaled by the same factor: they cover the privacy noise only, not sampling error. Rates are post-processing and cost no extra ε. A denominator of 0 or NULL gives a NULL rate; rates whose denominator is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt; (advanced, default {MIN_DENOMINATOR:g}) are flagged in small_denominator.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Campo denominador para tasas&lt;/b&gt; (opcional): un campo numérico de los polígonos con su población, que debe ser pública (un recuento censal, no derivado de los puntos). La salida tiene entonces también rate (noisy_count por 1.000 o 100.000 personas, según lo elegido en &lt;b&gt;Tasas por&lt;/b&gt;), rate_sd y rate_moe90, los márgenes del recuento escalados por el mismo factor: cubren solo el ruido de privacidad, no el error de muestreo. Las tasas son posprocesamiento y no cuestan ε adicional. Un denominador de 0 o NULL da una tasa NULL; las tasas cuyo denominador es menor que &lt;b&gt;Marcar las tasas cuyo denominador es menor que&lt;/b&gt; (avanzado, por defecto {MIN_DENOMINATOR:g}) se marcan en small_denominator.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/charts.py" line="105"/>
        <source>relative error on rectangles holding at least 0.1 % of N</source>
        <translation>error relativo en rectángulos con al menos el 0,1 % de N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/dependencies.py" line="274"/>
        <source>{} not installed: {} cannot be reached ({}). Connect to the internet, or download the wheels on another computer (pip download) and give their folder in the QGIS settings under {} (docs/install.md, &apos;Optional dependencies&apos;).</source>
        <translation>{} no instalado: no se puede acceder a {} ({}). Conéctese a Internet, o descargue los wheels en otro ordenador (pip download) e indique su carpeta en la configuración de QGIS en {} (docs/install.md, 'Optional dependencies').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="47"/>
        <source>The median comes first: on clustered data the mean relative error is driven by the rectangles in empty space, where it is just the noise divided by the floor (0.1 % of all points), so it can peak at middle sizes and say little about the rectangles that hold points; the error on rectangles holding at least the floor is shown on its own.</source>
        <translation>La mediana va primero: con datos agrupados, el error relativo medio lo dominan los rectángulos en el espacio vacío, donde es solo el ruido dividido por el mínimo (el 0,1 % de todos los puntos), así que puede alcanzar su máximo en tamaños intermedios y decir poco de los rectángulos que contienen puntos; el error en los rectángulos con al menos el mínimo se muestra aparte.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>median, rectangles holding ≥ 0.1 % of N</source>
        <translation>mediana, rectángulos con ≥ 0,1 % de N</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="56"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/report.py" line="103"/>
        <source>Relative error (floor 0.1 % of N): the median first</source>
        <translation>Error relativo (mínimo 0,1 % de N): primero la mediana</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="132"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one count per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: points of any other value, or none, count in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Every point lies in one category and one period and each person keeps at most k points in all, so the whole table costs ε once: each count gets the noise of a single map, not C times more as C separate releases would. A cell's total is the sum of its categories and periods, exactly. Points outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (one feature per cell and period, fields n_… and moe90_… per category and total) or long (one feature per cell, category and period, for filtering). Periods carry t_start and t_end, so the Temporal Controller animates them. See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Campo de categoría&lt;/b&gt;, &lt;b&gt;Categorías&lt;/b&gt;, &lt;b&gt;Campo de tiempo&lt;/b&gt;, &lt;b&gt;Periodo&lt;/b&gt; y &lt;b&gt;Periodo público 'inicio/fin'&lt;/b&gt; (opcionales): un recuento por celda y categoría (y periodo) en lugar de uno por celda. Las categorías son una lista que usted da (o el mapa de valores del campo), como la extensión: los puntos con otro valor, o sin valor, cuentan en 'other / missing'. &lt;b&gt;Leer las categorías de los datos&lt;/b&gt; (avanzado) revela qué categorías aparecen, así que marca la salida como no apta para publicación. Los periodos del calendario (UTC) se recortan al intervalo de tiempo; &lt;b&gt;Límites de periodo&lt;/b&gt; (avanzado) fija los suyos. Cada punto está en una categoría y un periodo y cada persona conserva como máximo k puntos en total, así que la tabla entera cuesta ε una sola vez: cada recuento recibe el ruido de un solo mapa, no C veces más como con C publicaciones separadas. El total de una celda es exactamente la suma de sus categorías y periodos. Los puntos fuera del intervalo de tiempo se omiten. &lt;b&gt;Disposición de la tabla&lt;/b&gt;: ancha (un objeto por celda y periodo, campos n_… y moe90_… por categoría y total) o larga (un objeto por celda, categoría y periodo, para filtrar). Los periodos llevan t_start y t_end, que el controlador temporal anima. Véase docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="181"/>
        <source>&lt;p&gt;Publishes point counts on a two-level grid with differential privacy, on the true points (central model). A coarse grid comes first; each of its cells is then cut into smaller cells, the more the more points it holds, so busy areas get detail and empty areas stay coarse. Every count gets random noise; finally the counts of the two levels are made consistent (each coarse cell equals the sum of its small cells), which also reduces the noise. For clustered data it is usually more accurate than the uniform grid (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size m1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of points and ε (at least 10). How finely each coarse cell is cut is always decided automatically from its noisy count.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share α of ε for the first level&lt;/b&gt;: how ε is divided between the two levels. The default 0.4 was about 5 % more accurate than the paper's 0.5 on the project's real data sets (docs/best-by-default.md); enter 0.5 for the paper's AG. A smaller α leaves more of ε for the small cells and makes the coarse counts noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level cells&lt;/b&gt; (optional output): the coarse cells with their consistent counts; the main output holds the small cells.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publica recuentos de puntos en una cuadrícula de dos niveles con privacidad diferencial, sobre los puntos reales (modelo central). Primero viene una cuadrícula gruesa; cada una de sus celdas se divide luego en celdas más pequeñas, tanto más cuantos más puntos contiene, de modo que las zonas concurridas ganan detalle y las vacías siguen gruesas. Cada recuento recibe ruido aleatorio; por último, los recuentos de los dos niveles se hacen consistentes (cada celda gruesa es igual a la suma de sus celdas pequeñas), lo que además reduce el ruido. Para datos agrupados suele ser más precisa que la cuadrícula uniforme (UG).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula del primer nivel m1&lt;/b&gt;: celdas gruesas por lado. 0 (recomendado) lo elige a partir del número de puntos y de ε (al menos 10). Lo fino que se divide cada celda gruesa se decide siempre automáticamente a partir de su recuento ruidoso.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fracción α de ε para el primer nivel&lt;/b&gt;: cómo se reparte ε entre los dos niveles. El valor por defecto 0,4 fue un 5 % más preciso, aproximadamente, que el 0,5 del artículo en los conjuntos de datos reales del proyecto (docs/best-by-default.md); introduzca 0,5 para la AG del artículo. Un α menor deja más ε para las celdas pequeñas y hace más ruidosos los recuentos gruesos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Celdas del primer nivel&lt;/b&gt; (salida opcional): las celdas gruesas con sus recuentos consistentes; la salida principal contiene las celdas pequeñas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="286"/>
        <source>&lt;p&gt;&lt;b&gt;Why the grid is coarse&lt;/b&gt;: the automatic first-level grid size of AAG grows with the number of people and with ε. With 5,000 people at ε = 1 it is only 2×2; with a million people at ε = 1 it is 6×6 (13×13 at ε = 3). Finer grids than that are mostly noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): how each device randomises its cell. 'Adaptive' (recommended) picks whichever of the two methods is more accurate for the number of cells: GRR (randomised response) for few cells, OLH (local hashing) for many.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (default on): the estimated counts are unbiased but can be negative. Norm-Sub sets negative counts to 0 and lowers the others evenly so that the total stays the number of people. It costs no privacy, and in our benchmarks it made counts over areas more accurate, not less. Untick it for the papers' unbiased estimates; the output field norm_sub records the choice.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: polygons with the estimated count of each cell (noisy_count) and its density.&lt;/p&gt;&lt;p&gt;For reports collected for real, use 'Estimate a grid from LDP reports'.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Por qué la cuadrícula es gruesa&lt;/b&gt;: el tamaño automático de la cuadrícula del primer nivel de AAG crece con el número de personas y con ε. Con 5000 personas y ε = 1 es solo de 2×2; con un millón de personas y ε = 1 es de 6×6 (13×13 con ε = 3). Las cuadrículas más finas son sobre todo ruido.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Oráculo de frecuencias&lt;/b&gt; (avanzado): cómo aleatoriza cada dispositivo su celda. 'Adaptativo' (recomendado) elige el más preciso de los dos métodos para el número de celdas: GRR (respuesta aleatorizada) para pocas celdas, OLH (hash local) para muchas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt; (activado por defecto): los recuentos estimados son insesgados pero pueden ser negativos. Norm-Sub lleva los recuentos negativos a 0 y baja los demás por igual para que el total siga siendo el número de personas. No cuesta privacidad y, en nuestras pruebas comparativas, hizo más precisos los recuentos sobre áreas, no menos. Desactívelo para las estimaciones insesgadas de los artículos; el campo de salida norm_sub registra la elección.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula privada&lt;/b&gt;: polígonos con el recuento estimado de cada celda (noisy_count) y su densidad.&lt;/p&gt;&lt;p&gt;Para informes recogidos de verdad, use 'Estimar una cuadrícula a partir de informes LDP'.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="382"/>
        <source>&lt;p&gt;Simulates a local-DP survey in which every person's device reports its cell of a regular g×g grid, randomised so that each report protects that person with ε, and estimates from the reports how many people are in each cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size g&lt;/b&gt;: cells per side. 0 (recommended) chooses it from the number of people and ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α of the paper's Eq. 4&lt;/b&gt;: 0 (recommended) sizes the grid by the rule of our study, more accurate on four real data sets: 5×5 for 5,000 people at ε = 1, 9×9 for a million (17×17 at ε = 3). A value such as the paper's 0.02 uses the paper's rule instead; a larger α gives a finer grid with noisier cells.&lt;/p&gt;&lt;p&gt;The paper's LDP-UG: α = 0.02 and untick Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula una encuesta con DP local en la que el dispositivo de cada persona informa de su celda de una cuadrícula regular g×g, aleatorizada de modo que cada informe proteja a esa persona con ε, y estima a partir de los informes cuántas personas hay en cada celda.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula g&lt;/b&gt;: celdas por lado. 0 (recomendado) lo elige a partir del número de personas y de ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la directriz α de la ec. 4 del artículo&lt;/b&gt;: 0 (recomendado) dimensiona la cuadrícula con la regla de nuestro estudio, más precisa en cuatro conjuntos de datos reales: 5×5 para 5000 personas con ε = 1, 9×9 para un millón (17×17 con ε = 3). Un valor como el 0,02 del artículo usa en su lugar la regla del artículo; un α mayor da una cuadrícula más fina con celdas más ruidosas.&lt;/p&gt;&lt;p&gt;La LDP-UG del artículo: α = 0,02 y desactive Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="406"/>
        <source>&lt;p&gt;Simulates PrivAG, a two-round local-DP survey. In the first round a share σ of the people reports its cell of a coarse g1×g1 grid; from these reports each coarse cell is cut into more, smaller cells the more people it holds. In the second round the other people report their small cell. Every person reports only once, so each person is protected with ε. The estimates of both rounds are scaled up to the whole population.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First-level grid size g1&lt;/b&gt;: coarse cells per side. 0 (recommended) chooses it from the number of people and ε. How finely each coarse cell is cut is always automatic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guideline constant α&lt;/b&gt;: tunes both grid sizes; the paper recommends 0.01 to 0.02, the default {ALPHA:g} was more accurate on four real data sets (docs/best-by-default.md). A larger α gives finer grids with noisier cells.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share σ of users in the first phase&lt;/b&gt;: the paper recommends 0.1 to 0.3 (default {SIGMA:g}). A larger σ gives better decisions on where to cut but leaves fewer people to estimate the small cells.&lt;/p&gt;&lt;p&gt;The paper's PrivAG: untick Hierarchical consistency and Norm-Sub.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Simula PrivAG, una encuesta con DP local en dos rondas. En la primera ronda, una fracción σ de las personas informa de su celda de una cuadrícula gruesa g1×g1; a partir de estos informes, cada celda gruesa se divide en tantas más celdas, y más pequeñas, cuantas más personas contiene. En la segunda ronda, las demás personas informan de su celda pequeña. Cada persona informa una sola vez, por lo que cada persona queda protegida con ε. Las estimaciones de ambas rondas se extrapolan a toda la población.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula del primer nivel g1&lt;/b&gt;: celdas gruesas por lado. 0 (recomendado) lo elige a partir del número de personas y de ε. Lo fino que se divide cada celda gruesa es siempre automático.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Constante de la directriz α&lt;/b&gt;: ajusta ambos tamaños de cuadrícula; el artículo recomienda de 0,01 a 0,02; el valor por defecto {ALPHA:g} fue más preciso en cuatro conjuntos de datos reales (docs/best-by-default.md). Un α mayor da cuadrículas más finas con celdas más ruidosas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fracción σ de usuarios en la primera fase&lt;/b&gt;: el artículo recomienda de 0,1 a 0,3 (por defecto {SIGMA:g}). Un σ mayor da mejores decisiones sobre dónde dividir, pero deja menos personas para estimar las celdas pequeñas.&lt;/p&gt;&lt;p&gt;La PrivAG del artículo: desactive Consistencia jerárquica y Norm-Sub.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoiser</source>
        <translation>Eliminador de ruido</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE when PyTorch is available</source>
        <translation>El VQ-VAE del artículo cuando PyTorch esté disponible</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>The paper&apos;s VQ-VAE (stop if PyTorch is missing)</source>
        <translation>El VQ-VAE del artículo (detenerse si falta PyTorch)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>None: the noisy counts</source>
        <translation>Ninguno: los recuentos ruidosos</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Gaussian smoothing in space and time</source>
        <translation>Suavizado gaussiano en el espacio y el tiempo</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Wiener filter</source>
        <translation>Filtro de Wiener</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Total variation</source>
        <translation>Variación total</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>&lt;p&gt;Publishes how many location reports fall in each cell of an M×M grid in each of T time slices (for example each hour over two weeks), protecting &lt;b&gt;everything a person contributed&lt;/b&gt; (user-level differential privacy). Each person's reports are first reduced to a random sample of at most k; every cell count then gets random noise; finally a smoothing in space and time, whose width is chosen from the noise, removes much of the noise (the paper's neural network, a VQ-VAE, is an option). That last step sees nothing but the noisy counts, so it costs no privacy.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input point layer&lt;/b&gt;: one point per location report, with the person's id and the time; best in a projected CRS (metres).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; (required): the field that identifies the person. &lt;b&gt;Maximum points per user (k)&lt;/b&gt; (default {MAX_PER_USER}): a larger k keeps more of each person's reports but adds k times the noise; choose about the number of reports a typical person has, or fewer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller ε means stronger protection and more noise; typical values are 0.1 to 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Public extent&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt;: the area and the period the release covers. Both should be public (a boundary, a study period), not read from the data. Give the time range as an ISO 8601 interval 'start/end' (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or as two numbers of seconds since 1970-01-01 UTC 't0,t1'. Left empty, each is taken from the data and the output is marked as not suitable for publication. Reports outside them are left out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Time field (date-time, or epoch seconds)&lt;/b&gt;: a date-time field, or a number of seconds since 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Grid size M&lt;/b&gt; and &lt;b&gt;Time slices T&lt;/b&gt;: more cells show more detail but each holds fewer reports against the same noise. 0 (default) takes the guideline's values for the number of reports N, the ones the Guidance tab of the SpatialDP panel and 'Grid-size guidance' suggest, for the number of reports N you give (below); without N it counts the reports privately with 5 % of ε (the rest goes to the counts), as the uniform and adaptive grids do. A value you give is kept: 64 and 24 are the paper's sizes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Number of reports N, if public&lt;/b&gt; and &lt;b&gt;Scale correction&lt;/b&gt; (advanced): keeping at most k reports per person makes counts too low for people with more. 'Sampling correction' (default) scales the counts up to a total N that you give if it is public knowledge; without N the output estimates the counts of the kept reports. 'The paper's γ' also shrinks counts towards 0 (for comparison with the paper; it biases sums over areas at small ε). 'None' releases the counts of the kept reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Denoiser&lt;/b&gt; (advanced): 'Wiener filter' (default) averages each count with its neighbours in space and time, as widely as the noise calls for (a Gaussian smoothing whose width has the least estimated error, chosen from the noisy counts alone), and keeps the sharp features that clearly stand out from the noise; where the counts stand out everywhere it smooths little or not at all. It needs no extra software and, where the noise dominates, removes far more noise than the network. 'Gaussian smoothing in space and time' (the smoothing alone) and 'Total variation' are other smoothers. The paper's VQ-VAE needs PyTorch: 'when PyTorch is available' denoises with it if it is installed and otherwise publishes the noisy counts themselves, saying so in the layer's metadata; 'stop if PyTorch is missing' stops with a message on how to install it. 'None' publishes the noisy counts. &lt;b&gt;Keep the noisy totals of large areas (mass correction)&lt;/b&gt; (default on): a denoiser tends to move counts between areas; this step puts back the noisy totals of large blocks, where the noise is small, and keeps the denoiser's detail in small ones. It only uses the noisy counts. &lt;b&gt;Training epochs&lt;/b&gt; and &lt;b&gt;Channel width&lt;/b&gt; (empty: chosen from the grid size and the noise), &lt;b&gt;Codebook size B&lt;/b&gt; (paper: 128) and &lt;b&gt;Codebook loss weight α&lt;/b&gt; (paper: 1) set up the network; more epochs train longer. The log says how many codebook entries the network used. &lt;b&gt;Views averaged by the denoiser&lt;/b&gt;: the network also denoises the grid turned and mirrored (up to 8 views) and the views are averaged, which removes much more noise where counts are small against the noise; empty chooses 8 there and 1 (the paper's single pass) elsewhere. &lt;b&gt;Training threads&lt;/b&gt;: empty uses one thread, which makes a seeded run exactly reproducible.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Random seed&lt;/b&gt; (advanced): for tests only; the output is then marked as not suitable for publication.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private grid&lt;/b&gt;: one polygon per cell and time slice with t_start and t_end; the layer's time settings are filled in, so the Temporal Controller animates it at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publica cuántos informes de ubicación caen en cada celda de una cuadrícula M×M en cada una de T franjas temporales (por ejemplo cada hora durante dos semanas), protegiendo &lt;b&gt;todo lo que aportó una persona&lt;/b&gt; (privacidad diferencial a nivel de usuario). Los informes de cada persona se reducen primero a una muestra aleatoria de como máximo k; después cada recuento de celda recibe ruido aleatorio; por último, un suavizado en el espacio y el tiempo, cuya anchura se elige a partir del ruido, elimina buena parte del ruido (la red neuronal del artículo, un VQ-VAE, es una opción). Este último paso no ve más que los recuentos ruidosos, así que no cuesta privacidad.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Capa de puntos de entrada&lt;/b&gt;: un punto por informe de ubicación, con el identificador de la persona y la hora; mejor en un SRC proyectado (metros).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo de identificador de usuario&lt;/b&gt; (obligatorio): el campo que identifica a la persona. &lt;b&gt;Número máximo de puntos por usuario (k)&lt;/b&gt; (por defecto {MAX_PER_USER}): un k mayor conserva más informes de cada persona, pero añade k veces el ruido; elija aproximadamente el número de informes de una persona típica, o menos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: un ε menor significa más protección y más ruido; los valores típicos van de 0,1 a 1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extensión pública&lt;/b&gt; y &lt;b&gt;Periodo público 'inicio/fin'&lt;/b&gt;: el área y el periodo que cubre la publicación. Ambos deberían ser públicos (un límite, un periodo de estudio), no leídos de los datos. Indique el periodo como un intervalo ISO 8601 'start/end' (p. ej. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) o como dos números de segundos desde 1970-01-01 UTC 't0,t1'. Si se dejan vacíos, cada uno se toma de los datos y la salida se marca como no apta para publicación. Se omiten los informes fuera de ellos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo de tiempo (fecha y hora, o segundos de época)&lt;/b&gt;: un campo de fecha y hora, o un número de segundos desde 1970-01-01 UTC.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tamaño de cuadrícula M&lt;/b&gt; y &lt;b&gt;Franjas temporales T&lt;/b&gt;: más celdas muestran más detalle, pero cada una contiene menos informes frente al mismo ruido. 0 (por defecto) toma los valores de la directriz para el número de informes N —los que sugieren la pestaña Orientación del panel SpatialDP y 'Orientación sobre el tamaño de cuadrícula'— para el número de informes N que usted indique (abajo); sin N cuenta los informes de forma privada con el 5 % de ε (el resto va a los recuentos), como hacen las cuadrículas uniforme y adaptativa. Se conserva el valor que usted indique: 64 y 24 son los tamaños del artículo.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Número de informes N, si es público&lt;/b&gt; y &lt;b&gt;Corrección de escala&lt;/b&gt; (avanzado): conservar como máximo k informes por persona deja los recuentos demasiado bajos para quienes tienen más. 'Corrección de muestreo' (por defecto) escala los recuentos hasta un total N que usted indica si es de conocimiento público; sin N, la salida estima los recuentos de los informes conservados. 'La γ del artículo' además encoge los recuentos hacia 0 (para comparar con el artículo; sesga las sumas sobre áreas con ε pequeño). 'Ninguna' publica los recuentos de los informes conservados.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Eliminador de ruido&lt;/b&gt; (avanzado): 'Filtro de Wiener' (por defecto) promedia cada recuento con sus vecinos en el espacio y el tiempo, con la amplitud que pide el ruido (un suavizado gaussiano cuya anchura tiene el menor error estimado, elegida solo a partir de los recuentos ruidosos), y conserva los rasgos nítidos que destacan claramente sobre el ruido; donde los recuentos destacan en todas partes suaviza poco o nada. No necesita software adicional y, donde domina el ruido, elimina mucho más ruido que la red. 'Suavizado gaussiano en el espacio y el tiempo' (el suavizado solo) y 'Variación total' son otros suavizados. El VQ-VAE del artículo necesita PyTorch: 'cuando PyTorch esté disponible' elimina ruido con él si está instalado y, si no, publica los propios recuentos ruidosos, indicándolo en los metadatos de la capa; 'detenerse si falta PyTorch' se detiene con un mensaje sobre cómo instalarlo. 'Ninguno' publica los recuentos ruidosos. &lt;b&gt;Conservar los totales ruidosos de las áreas grandes (corrección de masa)&lt;/b&gt; (activado por defecto): un eliminador de ruido tiende a mover recuentos entre áreas; este paso restituye los totales ruidosos de los bloques grandes, donde el ruido es pequeño, y conserva el detalle del eliminador de ruido en los pequeños. Solo usa los recuentos ruidosos. &lt;b&gt;Épocas de entrenamiento&lt;/b&gt; y &lt;b&gt;Ancho de canal&lt;/b&gt; (vacío: elegidos según el tamaño de cuadrícula y el ruido), &lt;b&gt;Tamaño del libro de códigos B&lt;/b&gt; (artículo: 128) y &lt;b&gt;Peso de la pérdida del libro de códigos α&lt;/b&gt; (artículo: 1) configuran la red; más épocas entrenan durante más tiempo. El registro indica cuántas entradas del libro de códigos usó la red. &lt;b&gt;Vistas promediadas por el eliminador de ruido&lt;/b&gt;: la red elimina también el ruido de la cuadrícula girada y reflejada (hasta 8 vistas) y las vistas se promedian, lo que elimina mucho más ruido donde los recuentos son pequeños frente al ruido; vacío elige 8 en ese caso y 1 (la pasada única del artículo) en los demás. &lt;b&gt;Hilos de entrenamiento&lt;/b&gt;: vacío usa un solo hilo, lo que hace exactamente reproducible una ejecución con semilla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Semilla aleatoria&lt;/b&gt; (avanzado): solo para pruebas; la salida se marca entonces como no apta para publicación.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula privada&lt;/b&gt;: un polígono por celda y franja temporal con t_start y t_end; la configuración temporal de la capa está rellenada, de modo que el Controlador temporal la anima de inmediato.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/parameters.py" line="90"/>
        <source>Guideline constant α of the paper's Eq. 4 (0: the study's rule)</source>
        <translation>Constante de la directriz α de la ec. 4 del artículo (0: la regla del estudio)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="33"/>
        <source>the mechanism&apos;s model</source>
        <translation>el modelo del mecanismo</translation>
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
        <translation>a nivel de usuario (como máximo k puntos por usuario)</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="145"/>
        <source>from the study column {0} (N = {1:,}, ε = {2:g}), the nearest to N = {3:,.0f}, ε = {4:g}</source>
        <translation>de la columna {0} del estudio (N = {1:,}, ε = {2:g}), la más cercana a N = {3:,.0f}, ε = {4:g}</translation>
    </message>
    <message>
        <location filename="../core/recommend.py" line="151"/>
        <source>at most {0} points per user: the noise grows {0} times, as at ε/{0} = {1:g}</source>
        <translation>como máximo {0} puntos por usuario: el ruido crece {0} veces, como con ε/{0} = {1:g}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/postgis.py" line="378"/>
        <source>The table is distributed on &apos;{}&apos;, not on the user id &apos;{}&apos;: distribute it on the user id for user-level releases, so that the ranking runs on the workers.</source>
        <translation>La tabla está distribuida por '{}', no por el identificador de usuario '{}': distribúyala por el identificador de usuario para las publicaciones a nivel de usuario, para que la clasificación se calcule en los nodos de trabajo.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="615"/>
        <source>Denoised space–time densities (VDR)</source>
        <translation>Densidades espacio-temporales sin ruido (VDR)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="169"/>
        <source>Counts per cell K of a table (its categories, other / missing included, × periods; 1: a map)</source>
        <translation>Recuentos por celda K de una tabla (sus categorías, incluida otra / falta, × periodos; 1: un mapa)</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="263"/>
        <source>a table of {} counts per cell: sized for each count&apos;s share N/{} of the points</source>
        <translation>una tabla de {} recuentos por celda: dimensionada para la parte N/{} de los puntos de cada recuento</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/tablesql.py" line="35"/>
        <source>the category field &apos;{}&apos; is neither text nor an integer</source>
        <translation>el campo de categoría '{}' no es ni texto ni un entero</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="733"/>
        <source>&lt;p&gt;On polygons each point counts in at most D polygons and in one category and period, so the table too costs ε once; with a parent field each parent's count of every category and period is the sum of its polygons'. &lt;b&gt;Population field of each category&lt;/b&gt; and &lt;b&gt;Standard population of each category&lt;/b&gt; (optional, with a list of categories such as age groups): the polygon layer's population fields and the standard population's numbers, both comma-separated in the order of the categories, all public. The output then also has asr, the directly age-standardised rate per 1,000 or 100,000 people (as in &lt;b&gt;Rates per&lt;/b&gt;), with asr_sd and asr_moe90, which cover the privacy noise only; points in 'other / missing' are not in it; asr_small_denominator flags polygons whose population is below &lt;b&gt;Flag rates whose denominator is below&lt;/b&gt;. Rates are post-processing and cost no extra ε. See docs/rates.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;En polígonos cada punto cuenta en a lo sumo D polígonos y en una categoría y un periodo, así que también la tabla cuesta ε una sola vez; con un campo padre el recuento de cada padre para cada categoría y periodo es la suma de los de sus polígonos. &lt;b&gt;Campo de población de cada categoría&lt;/b&gt; y &lt;b&gt;Población estándar de cada categoría&lt;/b&gt; (opcional, con una lista de categorías como grupos de edad): los campos de población de la capa de polígonos y los números de la población estándar, ambos separados por comas en el orden de las categorías, todos públicos. La salida tiene entonces también asr, la tasa estandarizada por edad (método directo) por 1.000 o 100.000 personas (según &lt;b&gt;Tasas por&lt;/b&gt;), con asr_sd y asr_moe90, que cubren solo el ruido de privacidad; los puntos en 'other / missing' no cuentan en ella; asr_small_denominator marca los polígonos cuya población es menor que &lt;b&gt;Marcar las tasas cuyo denominador es menor que&lt;/b&gt;. Las tasas son posprocesamiento y no cuestan ε adicional. Véase docs/rates.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/odrelease.py" line="20"/>
        <source>'{}' is a release of origin–destination flows: evaluate it with 'Evaluate released OD flows (uses the true trips)' (spatialdp:evaluateflows), which measures the flows between random rectangles, the largest flows recovered and the zones' totals.</source>
        <translation>'{}' es una publicación de flujos origen–destino: evalúela con 'Evaluar flujos OD publicados (usa los viajes verdaderos)' (spatialdp:evaluateflows), que mide los flujos entre rectángulos aleatorios, los mayores flujos recuperados y los totales de las zonas.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>This one is for transport planners who hold the trips themselves (taxi, bike-share, commuting data) and publish the flows between zones.</source>
        <translation>Este es para los planificadores de transporte que tienen los propios viajes (datos de taxis, de bicicletas compartidas, de desplazamientos al trabajo) y publican los flujos entre zonas.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private origin–destination flows</source>
        <translation>Flujos origen–destino privados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zonas: polígonos públicos (en lugar de una cuadrícula)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent field of the zones (nested zones, e.g. the district)</source>
        <translation>Campo padre de las zonas (zonas anidadas, p. ej. el distrito)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Grid size m (m×m zones; 0: guideline)</source>
        <translation>Tamaño de cuadrícula m (m×m zonas; 0: directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Parent zones of the grid: blocks of b×b cells (0: none)</source>
        <translation>Zonas padre de la cuadrícula: bloques de b×b celdas (0: ninguna)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the parent flows</source>
        <translation>Fracción de ε para los flujos padre</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Share of ε for the zone totals</source>
        <translation>Fracción de ε para los totales de las zonas</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Publication threshold (publish flows with a noisy count ≥)</source>
        <translation>Umbral de publicación (publicar los flujos con un recuento ruidoso ≥)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Sparse release (never materialise the empty pairs)</source>
        <translation>Publicación dispersa (no materializar nunca los pares vacíos)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;Counts trips between the zones of a square grid — taxi rides, bike-share rentals, commutes — and releases the origin–destination matrix with differential privacy: every ordered pair of zones gets exact discrete Laplace noise, so a zero flow is as noisy as any other.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Input trips&lt;/b&gt;: a line layer (each trip from its first to its last vertex) or a point layer of origins with the &lt;b&gt;Destination X field&lt;/b&gt; and &lt;b&gt;Destination Y field&lt;/b&gt; (same CRS), or with a layer of &lt;b&gt;Destination points&lt;/b&gt; joined by the &lt;b&gt;Trip id field of the origins&lt;/b&gt; and the &lt;b&gt;Trip id field of the destinations&lt;/b&gt; (a trip missing an end, or whose id occurs twice in a layer, is left out and counted in the log). &lt;b&gt;Public extent&lt;/b&gt;: the domain gridded into zones; trips with an end outside it are ignored. &lt;b&gt;Grid size m&lt;/b&gt;: m×m zones (0: a guideline from the number of trips and ε). &lt;b&gt;Zones: public polygons&lt;/b&gt; (optional): count between these polygons instead of a grid; an end in no polygon counts in one extra zone, outside, so every trip counts. &lt;b&gt;Privacy budget ε&lt;/b&gt;: smaller is more private and noisier.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parent field of the zones&lt;/b&gt;, or for a grid &lt;b&gt;Parent zones: blocks of b×b cells&lt;/b&gt; (advanced): the flows between parents are released too, with a &lt;b&gt;Share of ε for the parent flows&lt;/b&gt; (advanced, default {PARENT_SHARE:g}), and the zones' flows made to add up to them; on a sparse release only the zones inside the larger parent flows are released, which finds the large flows among many zones.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for the zone totals&lt;/b&gt; (advanced, default {MARGINAL_SHARE:g}): the zones' outgoing and incoming totals are released with that share and made consistent with the matrix by weighted least squares; 0 sums them from the matrix.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication threshold&lt;/b&gt; (advanced): publish only flows whose noisy count is at least this. Above 10,000,000 pairs, or with &lt;b&gt;Sparse release&lt;/b&gt;, the matrix is drawn without materialising the empty pairs (exact noise-then-threshold).&lt;/p&gt;&lt;p&gt;&lt;b&gt;User id field&lt;/b&gt; and &lt;b&gt;Maximum points per user (k)&lt;/b&gt;: with a user id, the unit of privacy is a person with at most k trips (a uniform sample of their trips is kept). &lt;b&gt;Random seed&lt;/b&gt; (advanced): reproducible noise for testing only; never publish a seeded release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Private flows&lt;/b&gt;: lines between zone centroids with origin, destination, noisy_count, noise_sd, moe90 and direction; &lt;b&gt;Private zones&lt;/b&gt;: each zone with its outgoing total (noisy_count) and incoming total; &lt;b&gt;OD matrix&lt;/b&gt; (optional): the same flows as a table; &lt;b&gt;Parent flows&lt;/b&gt; (optional): the flows between parents as a table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuenta los viajes entre las zonas de una cuadrícula cuadrada —trayectos en taxi, alquileres de bicicletas compartidas, desplazamientos al trabajo— y publica la matriz origen–destino con privacidad diferencial: cada par ordenado de zonas recibe ruido de Laplace discreto exacto, de modo que un flujo nulo es tan ruidoso como cualquier otro.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Viajes de entrada&lt;/b&gt;: una capa de líneas (cada viaje desde su primer hasta su último vértice) o una capa de puntos de orígenes con el &lt;b&gt;Campo X de destino&lt;/b&gt; y el &lt;b&gt;Campo Y de destino&lt;/b&gt; (mismo SRC), o con una capa de &lt;b&gt;Puntos de destino&lt;/b&gt; unida por el &lt;b&gt;Campo de identificador de viaje de los orígenes&lt;/b&gt; y el &lt;b&gt;Campo de identificador de viaje de los destinos&lt;/b&gt; (un viaje al que le falta un extremo, o cuyo identificador aparece dos veces en una capa, se deja fuera y se cuenta en el registro). &lt;b&gt;Extensión pública&lt;/b&gt;: el dominio dividido en zonas por la cuadrícula; se ignoran los viajes con un extremo fuera de él. &lt;b&gt;Tamaño de cuadrícula m&lt;/b&gt;: m×m zonas (0: una directriz a partir del número de viajes y de ε). &lt;b&gt;Zonas: polígonos públicos&lt;/b&gt; (opcional): contar entre estos polígonos en lugar de una cuadrícula; un extremo en ningún polígono cuenta en una zona adicional, fuera, de modo que todo viaje cuenta. &lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: cuanto menor, más privado y más ruidoso.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo padre de las zonas&lt;/b&gt;, o para una cuadrícula &lt;b&gt;Zonas padre de la cuadrícula: bloques de b×b celdas&lt;/b&gt; (avanzado): también se publican los flujos entre padres, con una &lt;b&gt;Fracción de ε para los flujos padre&lt;/b&gt; (avanzado, por defecto {PARENT_SHARE:g}), y los flujos de las zonas se ajustan para que sumen esos valores; en una publicación dispersa solo se publican las zonas dentro de los flujos padre más grandes, lo que encuentra los flujos grandes entre muchas zonas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fracción de ε para los totales de las zonas&lt;/b&gt; (avanzado, por defecto {MARGINAL_SHARE:g}): los totales de salida y de entrada de las zonas se publican con esa fracción y se hacen consistentes con la matriz por mínimos cuadrados ponderados; 0 los obtiene sumando la matriz.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Umbral de publicación&lt;/b&gt; (avanzado): publicar solo los flujos cuyo recuento ruidoso sea al menos este valor. Por encima de 10,000,000 pares, o con &lt;b&gt;Publicación dispersa&lt;/b&gt;, la matriz se genera sin materializar los pares vacíos (exacto: ruido y después umbral).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Campo de identificador de usuario&lt;/b&gt; y &lt;b&gt;Número máximo de puntos por usuario (k)&lt;/b&gt;: con un identificador de usuario, la unidad de privacidad es una persona con como máximo k viajes (se conserva una muestra uniforme de sus viajes). &lt;b&gt;Semilla aleatoria&lt;/b&gt; (avanzado): ruido reproducible solo para pruebas; no publique nunca una publicación con semilla.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Flujos privados&lt;/b&gt;: líneas entre los centroides de las zonas con origin, destination, noisy_count, noise_sd, moe90 y direction; &lt;b&gt;Zonas privadas&lt;/b&gt;: cada zona con su total de salida (noisy_count) y su total de entrada; &lt;b&gt;Matriz OD&lt;/b&gt; (opcional): los mismos flujos como tabla; &lt;b&gt;Flujos padre&lt;/b&gt; (opcional): los flujos entre padres como tabla.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>&lt;p&gt;&lt;b&gt;Time field&lt;/b&gt; (optional): one matrix per period of the &lt;b&gt;Public time range &apos;start/end&apos;&lt;/b&gt; (&lt;b&gt;Period&lt;/b&gt;: a day, week, month, quarter or year, or the &lt;b&gt;Period boundaries&lt;/b&gt; given): every origin, destination and period gets its noise in one draw, at the same scale as without periods, since a trip lies in one period. The flows and the zones carry t_start and t_end, so the Temporal Controller animates them. Periods are released on the dense path, without parents or counting in the database; trips whose time lies outside the range are left out.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Campo de tiempo&lt;/b&gt; (opcional): una matriz por periodo del &lt;b&gt;Periodo público 'inicio/fin'&lt;/b&gt; (&lt;b&gt;Periodo&lt;/b&gt;: un día, semana, mes, trimestre o año, o los &lt;b&gt;Límites de periodo&lt;/b&gt; dados): cada origen, destino y periodo recibe su ruido en un solo sorteo, a la misma escala que sin periodos, ya que un viaje está en un solo periodo. Los flujos y las zonas llevan t_start y t_end, de modo que el Controlador temporal los anima. Los periodos se publican por la vía densa, sin zonas superiores ni conteo en la base de datos; los viajes cuyo tiempo queda fuera del intervalo se omiten.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="811"/>
        <source>Private flows</source>
        <translation>Flujos privados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="889"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>This one is for the server of a real survey: it reads the reports the devices sent.</source>
        <translation>Este es para el servidor de una encuesta real: lee los informes que enviaron los dispositivos.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Estimate a grid from LDP reports</source>
        <translation>Estimar una cuadrícula a partir de informes LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Table of reports</source>
        <translation>Tabla de informes</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Report field</source>
        <translation>Campo del informe</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Hash seed field (OLH; empty: GRR)</source>
        <translation>Campo de semilla de hash (OLH; vacío: GRR)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Extent of the grid the devices used</source>
        <translation>Extensión de la cuadrícula que usaron los dispositivos</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>CRS of the grid (empty: the extent&apos;s CRS)</source>
        <translation>SRC de la cuadrícula (vacío: el SRC de la extensión)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Privacy budget ε the devices used</source>
        <translation>Presupuesto de privacidad ε que usaron los dispositivos</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>Grid size g the devices used</source>
        <translation>Tamaño de cuadrícula g que usaron los dispositivos</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>OLH hash range g (empty: round(e^ε) + 1)</source>
        <translation>Rango de hash OLH g (vacío: round(e^ε) + 1)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="898"/>
        <source>&lt;p&gt;The server's step of a real local-DP survey. Each person's device took its cell of a public g×g grid (cells numbered iy·g + ix from the south-west corner, starting at 0), randomised it with GRR or OLH at ε and sent one report. This algorithm reads the table of those reports and estimates how many people are in each cell. It adds no noise of its own: the devices already protected each person with ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Table of reports&lt;/b&gt;: one row per person. &lt;b&gt;Report field&lt;/b&gt;: the randomised cell (GRR) or the randomised hash value (OLH), an integer or text field (a plain CSV works). &lt;b&gt;Hash seed field&lt;/b&gt;: each person's hash seed, for OLH reports, in an integer or text field, never a decimal one; leave it empty for GRR reports.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extent of the grid the devices used&lt;/b&gt;, &lt;b&gt;CRS of the grid&lt;/b&gt;, &lt;b&gt;Grid size g the devices used&lt;/b&gt;, &lt;b&gt;Privacy budget ε the devices used&lt;/b&gt; and, for OLH, &lt;b&gt;OLH hash range g&lt;/b&gt; (advanced; empty: the devices' default): give exactly what the devices used, or the estimates are wrong.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: the estimates are unbiased but can be negative; tick it to set negative counts to 0 while keeping the total (costs no privacy).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Estimated grid&lt;/b&gt;: polygons with the estimated count of each cell.&lt;/p&gt;&lt;p&gt;Reference: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El paso del servidor de una encuesta real con DP local. El dispositivo de cada persona tomó su celda de una cuadrícula pública g×g (celdas numeradas iy·g + ix desde la esquina suroeste, empezando en 0), la aleatorizó con GRR u OLH con ε y envió un informe. Este algoritmo lee la tabla de esos informes y estima cuántas personas hay en cada celda. No añade ruido propio: los dispositivos ya protegieron a cada persona con ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tabla de informes&lt;/b&gt;: una fila por persona. &lt;b&gt;Campo del informe&lt;/b&gt;: la celda aleatorizada (GRR) o el valor de hash aleatorizado (OLH), un campo entero o de texto (un CSV simple sirve). &lt;b&gt;Campo de semilla de hash&lt;/b&gt;: la semilla de hash de cada persona, para informes OLH, en un campo entero o de texto, nunca decimal; déjelo vacío para informes GRR.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extensión de la cuadrícula que usaron los dispositivos&lt;/b&gt;, &lt;b&gt;SRC de la cuadrícula&lt;/b&gt;, &lt;b&gt;Tamaño de cuadrícula g que usaron los dispositivos&lt;/b&gt;, &lt;b&gt;Presupuesto de privacidad ε que usaron los dispositivos&lt;/b&gt; y, para OLH, &lt;b&gt;Rango de hash OLH g&lt;/b&gt; (avanzado; vacío: el valor por defecto de los dispositivos): indique exactamente lo que usaron los dispositivos, o las estimaciones serán erróneas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Norm-Sub&lt;/b&gt;: las estimaciones son insesgadas pero pueden ser negativas; márquelo para llevar los recuentos negativos a 0 conservando el total (no cuesta privacidad).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Cuadrícula estimada&lt;/b&gt;: polígonos con el recuento estimado de cada celda.&lt;/p&gt;&lt;p&gt;Referencia: T. Wang, J. Blocki, N. Li, S. Jha. Locally Differentially Private Protocols for Frequency Estimation. USENIX Security 2017.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimated grid</source>
        <translation>Cuadrícula estimada</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="940"/>
        <source>Collection file</source>
        <translation>Archivo de recogida</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="941"/>
        <source>Plan for the devices (JSON)</source>
        <translation>Plan para los dispositivos (JSON)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>This one is for the server of a real survey in several rounds: it starts the campaign.</source>
        <translation>Este es para el servidor de una encuesta real en varias rondas: inicia la campaña.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Start an LDP collection campaign</source>
        <translation>Iniciar una campaña de recogida LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Public extent</source>
        <translation>Extensión pública</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CRS of the plan (empty: the extent&apos;s CRS)</source>
        <translation>SRC del plan (vacío: el SRC de la extensión)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Privacy budget ε per resident</source>
        <translation>Presupuesto de privacidad ε por residente</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Protocol</source>
        <translation>Protocolo</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Number of residents invited</source>
        <translation>Número de residentes invitados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Grid size (PrivAG, AAG, HDG; empty: the guideline)</source>
        <translation>Tamaño de cuadrícula (PrivAG, AAG, HDG; vacío: la directriz)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Tree depth h = number of rounds (AHEAD)</source>
        <translation>Profundidad del árbol h = número de rondas (AHEAD)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Assignment seed (empty: random)</source>
        <translation>Semilla de la asignación (vacío: aleatoria)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Issue an invitation token to each resident</source>
        <translation>Emitir un token de invitación para cada residente</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>&lt;p&gt;The first server step of a real local-DP survey in several rounds. Each resident is invited to one round and reports once, from their own device, the cell of the round's published plan that holds their location, randomised with ε: the campaign costs each resident ε.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protocol&lt;/b&gt;: PrivAG, AAG, AHEAD or HDG, as the simulated algorithms. &lt;b&gt;Public extent&lt;/b&gt;: the area that contains every resident (a resident outside cannot take part); &lt;b&gt;CRS of the plan&lt;/b&gt;: the coordinates the devices use. &lt;b&gt;Privacy budget ε per resident&lt;/b&gt;. &lt;b&gt;Number of residents invited&lt;/b&gt;: everyone who gets an invitation. &lt;b&gt;Grid size&lt;/b&gt; (PrivAG, AAG, HDG; empty: the guideline) and &lt;b&gt;Tree depth h = number of rounds&lt;/b&gt; (AHEAD). &lt;b&gt;Frequency oracle&lt;/b&gt; (advanced): GRR or OLH, or the one with the lower variance.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Assignment seed&lt;/b&gt; (advanced): the residents' rounds are a public random split that ignores locations; give a seed to reproduce it. &lt;b&gt;Issue an invitation token to each resident&lt;/b&gt;: a report with an unknown or repeated token is not used.&lt;/p&gt;&lt;p&gt;Outputs: the &lt;b&gt;Collection file&lt;/b&gt; (keep it, and keep it confidential when it holds tokens: every later step reads and updates it), the &lt;b&gt;Plan for the devices&lt;/b&gt; of round 1 to publish, and the &lt;b&gt;Invitations&lt;/b&gt;: each resident's round and token.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El primer paso del servidor de una encuesta real con DP local en varias rondas. Cada residente es invitado a una ronda e informa una vez, desde su propio dispositivo, de la celda del plan publicado de la ronda que contiene su ubicación, aleatorizada con ε: la campaña cuesta ε a cada residente.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Protocolo&lt;/b&gt;: PrivAG, AAG, AHEAD o HDG, como los algoritmos simulados. &lt;b&gt;Extensión pública&lt;/b&gt;: el área que contiene a todos los residentes (un residente de fuera no puede participar); &lt;b&gt;SRC del plan&lt;/b&gt;: las coordenadas que usan los dispositivos. &lt;b&gt;Presupuesto de privacidad ε por residente&lt;/b&gt;. &lt;b&gt;Número de residentes invitados&lt;/b&gt;: todos los que reciben una invitación. &lt;b&gt;Tamaño de cuadrícula&lt;/b&gt; (PrivAG, AAG, HDG; vacío: la directriz) y &lt;b&gt;Profundidad del árbol h = número de rondas&lt;/b&gt; (AHEAD). &lt;b&gt;Oráculo de frecuencias&lt;/b&gt; (avanzado): GRR u OLH, o el de menor varianza.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Semilla de la asignación&lt;/b&gt; (avanzado): las rondas de los residentes son un reparto aleatorio público que ignora las ubicaciones; indique una semilla para reproducirlo. &lt;b&gt;Emitir un token de invitación para cada residente&lt;/b&gt;: un informe con un token desconocido o repetido no se usa.&lt;/p&gt;&lt;p&gt;Salidas: el &lt;b&gt;Archivo de recogida&lt;/b&gt; (consérvelo, y manténgalo confidencial cuando contenga tokens: cada paso posterior lo lee y lo actualiza), el &lt;b&gt;Plan para los dispositivos&lt;/b&gt; de la ronda 1 que publicar, y las &lt;b&gt;Invitaciones&lt;/b&gt;: la ronda y el token de cada residente.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>Invitations (CSV: resident, round, token)</source>
        <translation>Invitaciones (CSV: resident, round, token)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="943"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>This one is for the server of a real survey in several rounds: it closes a round.</source>
        <translation>Este es para el servidor de una encuesta real en varias rondas: cierra una ronda.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Close a round of an LDP collection</source>
        <translation>Cerrar una ronda de una recogida LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Table of the round&apos;s reports</source>
        <translation>Tabla de informes de la ronda</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Round field</source>
        <translation>Campo de la ronda</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Hash seed field (OLH)</source>
        <translation>Campo de semilla de hash (OLH)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Token field (campaigns with tokens)</source>
        <translation>Campo del token (campañas con tokens)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>&lt;p&gt;The server step after each round of a campaign started with 'Start an LDP collection campaign'. Each report was randomised with ε on a resident's device; this step adds no noise.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Collection file&lt;/b&gt;: the campaign's file; the closed round is saved in it. &lt;b&gt;Table of the round's reports&lt;/b&gt;: CSV with or without .csvt, GeoPackage, PostGIS table…, one row per report. &lt;b&gt;Round field&lt;/b&gt;, &lt;b&gt;Report field&lt;/b&gt;, &lt;b&gt;Hash seed field&lt;/b&gt; (OLH; text or integer, never decimal) and &lt;b&gt;Token field&lt;/b&gt; (campaigns with tokens): empty takes the names the devices' CSV uses (round, report, seed, token). A report of another round, a value out of range, a missing or invalid seed, an unknown token or a token already used in the table is counted, listed in the log and not used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan for the devices&lt;/b&gt;: the next round's plan to publish (none after the last round: then estimate the campaign).&lt;/p&gt;</source>
        <translation>&lt;p&gt;El paso del servidor tras cada ronda de una campaña iniciada con 'Iniciar una campaña de recogida LDP'. Cada informe se aleatorizó con ε en el dispositivo de un residente; este paso no añade ruido.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Archivo de recogida&lt;/b&gt;: el archivo de la campaña; la ronda cerrada se guarda en él. &lt;b&gt;Tabla de informes de la ronda&lt;/b&gt;: CSV con o sin .csvt, GeoPackage, tabla PostGIS…, una fila por informe. &lt;b&gt;Campo de la ronda&lt;/b&gt;, &lt;b&gt;Campo del informe&lt;/b&gt;, &lt;b&gt;Campo de semilla de hash&lt;/b&gt; (OLH; texto o entero, nunca decimal) y &lt;b&gt;Campo del token&lt;/b&gt; (campañas con tokens): vacío toma los nombres que usa el CSV de los dispositivos (round, report, seed, token). Un informe de otra ronda, un valor fuera de rango, una semilla ausente o no válida, un token desconocido o un token ya usado en la tabla se cuenta, se lista en el registro de Procesos y no se usa.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Plan para los dispositivos&lt;/b&gt;: el plan de la ronda siguiente que publicar (ninguno tras la última ronda: estime entonces la campaña).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Reports used</source>
        <translation>Informes usados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="987"/>
        <source>Bad reports left out</source>
        <translation>Informes erróneos descartados</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>This one is for the server of a real survey in several rounds: it publishes the campaign&apos;s estimate.</source>
        <translation>Este es para el servidor de una encuesta real en varias rondas: publica la estimación de la campaña.</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>Estimate an LDP collection campaign</source>
        <translation>Estimar una campaña de recogida LDP</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="1020"/>
        <source>&lt;p&gt;The last server step of a campaign: from the &lt;b&gt;Collection file&lt;/b&gt; whose every round is closed, the &lt;b&gt;Estimated grid&lt;/b&gt; (or tree) of the campaign, with its release record: ε per resident, the rounds, the reports used and left out. It adds no noise: each resident's device spent ε on one report.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El último paso del servidor de una campaña: a partir del &lt;b&gt;Archivo de recogida&lt;/b&gt; cuyas rondas están todas cerradas, la &lt;b&gt;Cuadrícula estimada&lt;/b&gt; (o el árbol) de la campaña, con su ficha de la publicación: ε por residente, las rondas, los informes usados y los descartados. No añade ruido: el dispositivo de cada residente gastó ε en un solo informe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="362"/>
        <source>&lt;p&gt;&lt;b&gt;Category field&lt;/b&gt;, &lt;b&gt;Categories&lt;/b&gt;, &lt;b&gt;Time field&lt;/b&gt;, &lt;b&gt;Period&lt;/b&gt; and &lt;b&gt;Public time range 'start/end'&lt;/b&gt; (optional): one estimate per cell and category (and period) instead of one per cell. The categories are a list you give (or the field's value map), like the extent: any other value, or none, counts in 'other / missing'. &lt;b&gt;Read the categories from the data&lt;/b&gt; (advanced) reveals which categories occur, so it marks the output as not suitable for publication. Calendar periods (UTC) are cut to the time range; &lt;b&gt;Period boundaries&lt;/b&gt; (advanced) sets your own. Each device reports its cell, category and period together, once, as one value among all cells × categories × periods, so each person is still protected with ε. With OLH every estimate is about as noisy as a cell of the map without categories; with GRR it grows noisier with the number of categories and periods, and the adaptive oracle then chooses OLH. In a survey in two rounds the first round reports cells only, which choose the small cells, and the second round its small cell, category and period. A cell's total is the sum of its categories and periods, exactly (a coarse cell's the sum of its small cells'), and neither Norm-Sub nor the hierarchical consistency is applied to a table. People whose time lies outside the time range are left out. &lt;b&gt;Table layout&lt;/b&gt;: wide (fields n_… and moe90_… per category, and total) or long (one feature per cell, category and period). See docs/categories.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Campo de categoría&lt;/b&gt;, &lt;b&gt;Categorías&lt;/b&gt;, &lt;b&gt;Campo de tiempo&lt;/b&gt;, &lt;b&gt;Periodo&lt;/b&gt; y &lt;b&gt;Periodo público 'inicio/fin'&lt;/b&gt; (opcionales): una estimación por celda y categoría (y periodo) en lugar de una por celda. Las categorías son una lista que usted da (o el mapa de valores del campo), como la extensión: cualquier otro valor, o ninguno, cuenta en 'other / missing'. &lt;b&gt;Leer las categorías de los datos&lt;/b&gt; (avanzado) revela qué categorías aparecen, así que marca la salida como no apta para publicación. Los periodos del calendario (UTC) se recortan al intervalo de tiempo; &lt;b&gt;Límites de periodo&lt;/b&gt; (avanzado) fija los suyos. Cada dispositivo informa su celda, categoría y periodo juntos, una sola vez, como un valor entre todas las celdas × categorías × periodos, así que cada persona sigue protegida con ε. Con OLH cada estimación es más o menos tan ruidosa como una celda del mapa sin categorías; con GRR se vuelve más ruidosa con el número de categorías y periodos, y el oráculo adaptativo elige entonces OLH. En una encuesta en dos rondas la primera ronda informa solo celdas, que eligen las celdas pequeñas, y la segunda su celda pequeña, categoría y periodo. El total de una celda es exactamente la suma de sus categorías y periodos (el de una celda grande la suma de sus celdas pequeñas), y no se aplican ni Norm-Sub ni la consistencia jerárquica a una tabla. Las personas cuyo tiempo queda fuera del intervalo de tiempo se omiten. &lt;b&gt;Disposición de la tabla&lt;/b&gt;: ancha (campos n_… y moe90_… por categoría, y total) o larga (un objeto por celda, categoría y periodo). Véase docs/categories.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Share of the counts' ε for coarser cells (empty: 0.05–0.3 by their depth, a table: 0; the paper's: 0)</source>
        <translation>Fracción del ε de los recuentos para celdas más gruesas (vacío: 0,05–0,3 según su profundidad, una tabla: 0; la del artículo: 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>Split threshold θ (empty: −2δ, a table: 0; the paper's: 0)</source>
        <translation>Umbral de división θ (vacío: −2δ, una tabla: 0; el del artículo: 0)</translation>
    </message>
    <message>
        <location filename="../core/catalogue.py" line="206"/>
        <source>&lt;p&gt;Publishes point counts on cells that follow the data, with differential privacy, on the true points (central model). Starting from the whole extent, a cell is cut into four quarters when its count, plus random noise, is still high for its depth, and each quarter is then examined in the same way; busy areas end up with many small cells, empty areas with a few large ones, and no grid size needs to be chosen. However deep the cutting goes, the decisions together cost only their share of ε. The final cells' counts then get random noise, and so, with part of the counts' budget, do the counts of the cells of one coarser depth of the tree, so that a large area is not the sum of many small cells' noise. Where the tree has more small cells than its points can fill (few points or a small ε), the counts are published on fewer, larger cells: the tree cut back from below to as many cells as the noisy total of those coarser cells supports. In the project's study the adaptive grid (AG) was more accurate on most data sets and query sizes (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (default {TREE_SHARE:g}; the paper's is 0.5): the rest of ε goes to the counts, and each final cell's count is off by about 2 points on average at ε = 1 with the defaults (k times more with a user id field). A larger share finds the dense areas more reliably but makes the counts noisier; 0.3 was more accurate than the paper's 0.5 for large areas in the project's study.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Privacy budget ε&lt;/b&gt;: how much the output may reveal about any one person. Smaller ε means stronger protection, noisier counts and coarser cells. Typical values are 0.1 (strong protection) to 1 (moderate); above about 5 the protection is weak.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Split threshold θ&lt;/b&gt; (advanced): a larger θ cuts less. Empty: −2δ, where δ is the bias each depth subtracts from a cell's count, so cells are cut about two depths further than with the paper's 0, which was less accurate in the project's study; a table of categories or periods keeps 0. &lt;b&gt;Share of the counts' ε for coarser cells&lt;/b&gt; (advanced): empty gives 0.3 for a map (0.15 or 0.05 where the coarser cells are a sixteenth or a quarter of the extent, too large to lie whole inside most areas) and 0 for a table of categories or periods; 0 publishes the final cells' counts alone, as the paper does (with 0.5 for deciding where to split and θ = 0: the paper's PrivTree). &lt;b&gt;Maximum depth (memory guard)&lt;/b&gt; (advanced, default {MAX_DEPTH}): cells are never cut more than this many times; it only guards memory and does not change the protection.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Publica recuentos de puntos en celdas que siguen a los datos, con privacidad diferencial, sobre los puntos reales (modelo central). Partiendo de toda la extensión, una celda se divide en cuatro cuartos cuando su recuento, más ruido aleatorio, sigue siendo alto para su profundidad, y cada cuarto se examina luego del mismo modo; las zonas concurridas acaban con muchas celdas pequeñas, las vacías con pocas grandes, y no hay que elegir tamaño de cuadrícula. Por profunda que sea la división, las decisiones juntas solo cuestan su fracción de ε. Los recuentos de las celdas finales reciben después ruido aleatorio, y también, con parte del presupuesto de los recuentos, los de las celdas de una profundidad más gruesa del árbol, de modo que una zona grande no es la suma del ruido de muchas celdas pequeñas. Si el árbol tiene más celdas pequeñas de las que sus puntos pueden llenar (pocos puntos o un ε pequeño), los recuentos se publican en menos celdas, más grandes: el árbol recortado desde abajo hasta tantas celdas como admite el total con ruido de esas celdas más gruesas. En el estudio del proyecto la cuadrícula adaptativa (AG) fue más precisa en la mayoría de los conjuntos de datos y tamaños de consulta (docs/best-by-default.md).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fracción de ε para decidir dónde dividir&lt;/b&gt; (por defecto {TREE_SHARE:g}; la del artículo es 0,5): el resto de ε va a los recuentos, y el recuento de cada celda final se desvía en promedio unos 2 puntos con ε = 1 y los valores por defecto (k veces más con un campo de identificador de usuario). Una fracción mayor encuentra las zonas densas con más fiabilidad, pero hace más ruidosos los recuentos; 0,3 fue más preciso que el 0,5 del artículo para zonas grandes en el estudio del proyecto.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: cuánto puede revelar la salida sobre una persona. Un ε menor significa más protección, recuentos más ruidosos y celdas más gruesas. Los valores típicos van de 0,1 (protección fuerte) a 1 (moderada); por encima de 5, aproximadamente, la protección es débil.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Umbral de división θ&lt;/b&gt; (avanzado): un θ mayor divide menos. Vacío: −2δ, donde δ es lo que cada profundidad resta al recuento de una celda; así las celdas se dividen unas dos profundidades más que con el 0 del artículo, que fue menos preciso en el estudio del proyecto; una tabla por categorías o periodos conserva 0. &lt;b&gt;Fracción del ε de los recuentos para celdas más gruesas&lt;/b&gt; (avanzado): vacío da 0,3 para un mapa (0,15 o 0,05 donde las celdas más gruesas son un dieciseisavo o un cuarto de la extensión, demasiado grandes para caber enteras en la mayoría de las zonas) y 0 para una tabla por categorías o periodos; 0 publica solo los recuentos de las celdas finales, como el artículo (con 0,5 para decidir dónde dividir y θ = 0: el PrivTree del artículo). &lt;b&gt;Profundidad máxima (protección de memoria)&lt;/b&gt; (avanzado, por defecto {MAX_DEPTH}): las celdas nunca se dividen más veces que esta; solo protege la memoria y no cambia la protección.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../core/guidelines.py" line="348"/>
        <source>coarse counts: {:g} of the counts' ε goes to the cells of one coarse depth, which large areas read instead of summing many cells' noise; a tree of more than about {:,} leaves is counted on that many larger cells</source>
        <translation>recuentos gruesos: {:g} del ε de los recuentos va a las celdas de una profundidad más gruesa, que las zonas grandes leen en lugar de sumar el ruido de muchas celdas; un árbol de más de unas {:,} hojas se cuenta en otras tantas celdas más grandes</translation>
    </message>
</context>
<context>
    <name>CampaignAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="97"/>
        <source>Cannot write &apos;{}&apos;: {}.</source>
        <translation>No se puede escribir '{}': {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="136"/>
        <source>Campaign {} started: {} rounds, ε = {:g} per resident; round 1 has {} cells ({}).</source>
        <translation>Campaña {} iniciada: {} rondas, ε = {:g} por residente; la ronda 1 tiene {} celdas ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="159"/>
        <source>Round {} uses OLH: the table needs the hash seed field &apos;{}&apos;.</source>
        <translation>La ronda {} usa OLH: la tabla necesita el campo de semilla de hash '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="163"/>
        <source>The campaign issued tokens: the table needs the token field &apos;{}&apos;.</source>
        <translation>La campaña emitió tokens: la tabla necesita el campo del token '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="167"/>
        <source>The table has no field &apos;{}&apos;.</source>
        <translation>La tabla no tiene el campo '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="177"/>
        <source>{:,} reports left out: {}.</source>
        <translation>{:,} informes descartados: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="184"/>
        <source>Round {} closed with {:,} reports; it was the last round: estimate the campaign.</source>
        <translation>Ronda {} cerrada con {:,} informes; era la última ronda: estime la campaña.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/collection.py" line="194"/>
        <source>Round {} closed with {:,} reports; publish the plan of round {}.</source>
        <translation>Ronda {} cerrada con {:,} informes; publique el plan de la ronda {}.</translation>
    </message>
</context>
<context>
    <name>ChartWidget</name>
    <message>
        <location filename="../spatialdp_qgis/gui/chart_widget.py" line="40"/>
        <source>Charts need matplotlib (python3-matplotlib).</source>
        <translation>Los gráficos necesitan matplotlib (python3-matplotlib).</translation>
    </message>
</context>
<context>
    <name>DependenciesDialog</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="74"/>
        <source>SpatialDP: install optional dependencies</source>
        <translation>SpatialDP: instalar dependencias opcionales</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="76"/>
        <source>Every SpatialDP algorithm works without these libraries. POT computes the exact Wasserstein distance in evaluations; PyTorch (CPU build) runs VDR&apos;s denoiser. They are installed with pip into a folder of your QGIS profile, not into the system&apos;s Python:
{}</source>
        <translation>Todos los algoritmos de SpatialDP funcionan sin estas bibliotecas. POT calcula la distancia de Wasserstein exacta en las evaluaciones; PyTorch (versión para CPU) ejecuta el eliminador de ruido de VDR. Se instalan con pip en una carpeta de su perfil de QGIS, no en el Python del sistema:
{}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="97"/>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="98"/>
        <source>Cancel installation</source>
        <translation>Cancelar la instalación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="119"/>
        <source>Installing… (PyTorch is a download of about 200 MB)</source>
        <translation>Instalando… (PyTorch es una descarga de unos 200 MB)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dependencies_dialog.py" line="134"/>
        <source>The installation stopped.</source>
        <translation>La instalación se detuvo.</translation>
    </message>
</context>
<context>
    <name>EvaluateAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="99"/>
        <source>Evaluate released grids (uses the true data)</source>
        <translation>Evaluar cuadrículas publicadas (usa los datos reales)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="149"/>
        <source>True points (not private)</source>
        <translation>Puntos reales (no privados)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="151"/>
        <source>Released grids</source>
        <translation>Cuadrículas publicadas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Query workload</source>
        <translation>Carga de consultas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Qardaji: q1…q6</source>
        <translation>Qardaji: q1…q6</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Balioglu: area ρ of the domain</source>
        <translation>Balioglu: área ρ del dominio</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="153"/>
        <source>Custom sizes</source>
        <translation>Tamaños personalizados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="157"/>
        <source>Custom query sizes in map units (e.g. 500, 1000, 2000x1000)</source>
        <translation>Tamaños de consulta personalizados en unidades del mapa (p. ej. 500, 1000, 2000x1000)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="160"/>
        <source>Queries per size (0: 200 for Qardaji and custom, 500 for Balioglu)</source>
        <translation>Consultas por tamaño (0: 200 para Qardaji y personalizado, 500 para Balioglu)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="163"/>
        <source>Seed of the random queries</source>
        <translation>Semilla de las consultas aleatorias</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="166"/>
        <source>Grid d for the Wasserstein distance (0: skip)</source>
        <translation>Cuadrícula d para la distancia de Wasserstein (0: omitir)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="171"/>
        <source>Error table</source>
        <translation>Tabla de errores</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML report</source>
        <translation>Informe HTML</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="173"/>
        <source>HTML files (*.html)</source>
        <translation>Archivos HTML (*.html)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="185"/>
        <source>The custom workload needs query sizes.</source>
        <translation>La carga personalizada necesita tamaños de consulta.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="214"/>
        <source>The true points must be a point layer.</source>
        <translation>Los puntos reales deben ser una capa de puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="220"/>
        <source>Choose at least one released grid.</source>
        <translation>Elija al menos una cuadrícula publicada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="222"/>
        <source>&apos;{}&apos; is not a SpatialDP grid: it needs polygons with the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>'{}' no es una cuadrícula de SpatialDP: necesita polígonos con los campos cell_id, level, parent_id y noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="226"/>
        <source>The evaluation uses the true points: its results are not private.</source>
        <translation>La evaluación usa los puntos reales: sus resultados no son privados.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="235"/>
        <source>Read {} true points with the {}.</source>
        <translation>Se leyeron {} puntos reales con el {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="245"/>
        <source>{}: {} cells</source>
        <translation>{}: {} celdas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="249"/>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="257"/>
        <source>{}: W2 = {:.4g} map units ({})</source>
        <translation>{}: W2 = {:.4g} unidades del mapa ({})</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="102"/>
        <source>This one compares released grids with the true points; its results are not private.</source>
        <translation>Esta compara cuadrículas publicadas con los puntos reales; sus resultados no son privados.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="239"/>
        <source>'{}' has no SpatialDP release record: nothing says which mechanism, ε and extent produced it. Write releases with SpatialDP's algorithms (a real campaign's with 'Estimate an LDP collection campaign').</source>
        <translation>'{}' no tiene ficha de la publicación de SpatialDP: nada dice qué mecanismo, ε y extensión la produjeron. Escriba las publicaciones con los algoritmos de SpatialDP (la de una campaña real, con 'Estimar una campaña de recogida LDP').</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="104"/>
        <source>&lt;p&gt;Measures how well one or more released grids answer questions of the form &quot;how many points are in this rectangle?&quot;, by comparing them with the &lt;b&gt;true points&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: this is a tool for you, the data custodian, to choose a method, ε and grid before publishing. Do not publish the results with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True points (not private)&lt;/b&gt;: the sensitive layer the grids were made from. &lt;b&gt;Released grids&lt;/b&gt;: one or more SpatialDP outputs (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), with square or hexagonal cells. A cell partly inside a rectangle counts in proportion to the part of its area inside. VDR grids are summed over their time slices.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Query workload&lt;/b&gt;: the rectangles asked. 'Qardaji' uses six sizes q1…q6, each twice as wide and tall as the previous, q6 half as wide and tall as the extent; 'Balioglu' uses rectangles covering 0.005 % to 10 % of the extent; 'Custom' uses &lt;b&gt;Custom query sizes in map units&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Queries per size&lt;/b&gt;: how many random rectangles of each size (0: 200 for Qardaji and custom, 500 for Balioglu). &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles, so results can be compared between runs; grids with the same extent always get the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: for every grid, query size and measure, the mean and the 25th, 50th, 75th and 95th percentiles of the error. Measures: the relative error (the error divided by the true count, or by 0.1 % of all points if that is more), the same on the rectangles holding at least 0.1 % of all points only, Balioglu's AQE (the same with 2 % of all points) and the absolute error in points. &lt;b&gt;Grid d for the Wasserstein distance&lt;/b&gt; (advanced; 0 skips it): also compares the whole distribution of the points on a d×d grid — how far, on average, the released mass sits from the true mass.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the true points of a PostGIS layer are counted by the database itself — per query rectangle, exactly — and only those counts leave it. A selection, a feature limit, a filter, a geometry check, multi-points or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;HTML report&lt;/b&gt;: first the median relative error per grid and size (on clustered data the mean is driven by rectangles in empty space, where it is just the noise divided by 0.1 % of all points), then the same as charts (box from the median to the 75th percentile, line from the 25th to the 95th, black bar at the mean).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mide lo bien que una o varias cuadrículas publicadas responden a preguntas de la forma «¿cuántos puntos hay en este rectángulo?», comparándolas con los &lt;b&gt;puntos reales&lt;/b&gt;. &lt;b&gt;Los resultados no son privados&lt;/b&gt;: es una herramienta para usted, el responsable de los datos, para elegir un método, ε y una cuadrícula antes de publicar. No publique los resultados con la publicación.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Puntos reales (no privados)&lt;/b&gt;: la capa sensible a partir de la cual se hicieron las cuadrículas. &lt;b&gt;Cuadrículas publicadas&lt;/b&gt;: una o varias salidas de SpatialDP (UG, AG, LDP-UG, PrivAG, AAG, DAM, VDR…), con celdas cuadradas o hexagonales. Una celda en parte dentro de un rectángulo cuenta en proporción a la parte de su área que queda dentro. Las cuadrículas de VDR se suman sobre sus franjas temporales.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Carga de consultas&lt;/b&gt;: los rectángulos consultados. 'Qardaji' usa seis tamaños q1…q6, cada uno el doble de ancho y alto que el anterior, q6 la mitad de ancho y alto que la extensión; 'Balioglu' usa rectángulos que cubren del 0,005 % al 10 % de la extensión; 'Tamaños personalizados' usa &lt;b&gt;Tamaños de consulta personalizados en unidades del mapa&lt;/b&gt; ('500, 1000, 2000x1000'). &lt;b&gt;Consultas por tamaño&lt;/b&gt;: cuántos rectángulos aleatorios de cada tamaño (0: 200 para Qardaji y personalizado, 500 para Balioglu). &lt;b&gt;Semilla de las consultas aleatorias&lt;/b&gt;: la misma semilla consulta los mismos rectángulos, de modo que los resultados se pueden comparar entre ejecuciones; las cuadrículas con la misma extensión reciben siempre los mismos rectángulos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tabla de errores&lt;/b&gt;: para cada cuadrícula, tamaño de consulta y medida, la media y los percentiles 25, 50, 75 y 95 del error. Medidas: el error relativo (el error dividido por el recuento real, o por el 0,1 % de todos los puntos si es mayor), el mismo solo en los rectángulos con al menos el 0,1 % de todos los puntos, el AQE de Balioglu (lo mismo con el 2 % de todos los puntos) y el error absoluto en puntos. &lt;b&gt;Cuadrícula d para la distancia de Wasserstein&lt;/b&gt; (avanzado; 0 la omite): compara además toda la distribución de los puntos en una cuadrícula d×d, es decir, a qué distancia media queda la masa publicada de la masa real.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Contar en la base de datos cuando la capa está en PostGIS&lt;/b&gt; (avanzado, activado por defecto): los puntos reales de una capa PostGIS los cuenta la propia base de datos —por rectángulo de consulta, exactamente— y solo esos recuentos salen de ella. Una selección, un límite de objetos, un filtro, una comprobación de geometría, multipuntos o ediciones sin guardar hacen que el algoritmo lea los puntos a través de QGIS, y el registro lo indica. Véase docs/postgis.md.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Informe HTML&lt;/b&gt;: primero la mediana del error relativo por cuadrícula y tamaño (con datos agrupados la media la dominan los rectángulos en el espacio vacío, donde es solo el ruido dividido por el 0,1 % de todos los puntos), después lo mismo en gráficos (caja de la mediana al percentil 75, línea del 25 al 95, barra negra en la media).&lt;/p&gt;&lt;p&gt;Referencias: W. Qardaji, W. Yang, N. Li, ICDE 2013; B. Balioglu et al. 2024.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="142"/>
        <source>&lt;p&gt;&lt;b&gt;Count tables&lt;/b&gt; (releases by category and period, wide or long): besides their totals, each category and each period is evaluated against the true points of that category or period, on the same rectangles; the column part names it (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tablas de recuentos&lt;/b&gt; (publicaciones por categoría y periodo, anchas o largas): además de sus totales, cada categoría y cada periodo se evalúa frente a los puntos verdaderos de esa categoría o periodo, en los mismos rectángulos; la columna part lo indica (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>EvaluateFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="49"/>
        <source>Evaluate released OD flows (uses the true trips)</source>
        <translation>Evaluar flujos OD publicados (usa los viajes verdaderos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="52"/>
        <source>This one compares released flows with the true trips; its results are not private.</source>
        <translation>Esta compara los flujos publicados con los viajes verdaderos; sus resultados no son privados.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="53"/>
        <source>&lt;p&gt;Measures how well the flows released by 'Private origin–destination flows' answer planners' questions, against the &lt;b&gt;true trips&lt;/b&gt;. &lt;b&gt;The results are not private&lt;/b&gt;: do not publish them with the release.&lt;/p&gt;&lt;p&gt;&lt;b&gt;True trips (not private)&lt;/b&gt;: the line layer the flows were released from. &lt;b&gt;Released flows&lt;/b&gt;: the flows or the OD matrix table of a release; its record gives the grid. &lt;b&gt;Zones: public polygons&lt;/b&gt;: the same polygon layer, for a release between polygons. &lt;b&gt;Queries&lt;/b&gt;: how many random pairs of rectangles are asked; &lt;b&gt;Seed of the random queries&lt;/b&gt;: the same seed asks the same rectangles.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Error table&lt;/b&gt;: the relative error of the trips between the zones in one rectangle and those in another (divided by the true number, or by 0.1 % of all trips if that is more; mean and percentiles), the share of the {} largest true flows among the {} largest released ones, and the mean absolute errors of the zones' outgoing and incoming totals summed from the released flows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mide lo bien que los flujos publicados por 'Flujos origen–destino privados' responden a las preguntas de la planificación del transporte, frente a los &lt;b&gt;viajes verdaderos&lt;/b&gt;. &lt;b&gt;Los resultados no son privados&lt;/b&gt;: no los publique con la publicación.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Viajes verdaderos (no privados)&lt;/b&gt;: la capa de líneas a partir de la que se publicaron los flujos. &lt;b&gt;Flujos publicados&lt;/b&gt;: los flujos o la tabla de la matriz OD de una publicación; su registro indica la cuadrícula. &lt;b&gt;Zonas: polígonos públicos&lt;/b&gt;: la misma capa de polígonos, para una publicación entre polígonos. &lt;b&gt;Consultas&lt;/b&gt;: cuántos pares aleatorios de rectángulos se preguntan; &lt;b&gt;Semilla de las consultas aleatorias&lt;/b&gt;: la misma semilla pregunta los mismos rectángulos.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tabla de errores&lt;/b&gt;: el error relativo de los viajes entre las zonas de un rectángulo y las de otro (dividido por el número verdadero, o por el 0,1 % de todos los viajes si es mayor; media y percentiles), la proporción de los {} mayores flujos verdaderos entre los {} mayores publicados, y los errores absolutos medios de los totales de salida y de entrada de las zonas sumados a partir de los flujos publicados.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="69"/>
        <source>True trips (not private)</source>
        <translation>Viajes verdaderos (no privados)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="71"/>
        <source>Released flows</source>
        <translation>Flujos publicados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="73"/>
        <source>Zones: public polygons (instead of a grid)</source>
        <translation>Zonas: polígonos públicos (en lugar de una cuadrícula)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="76"/>
        <source>Queries</source>
        <translation>Consultas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="79"/>
        <source>Seed of the random queries</source>
        <translation>Semilla de las consultas aleatorias</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="82"/>
        <source>Error table</source>
        <translation>Tabla de errores</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="92"/>
        <source>The released flows must be an output of 'Private origin–destination flows' (its flows or its OD matrix table, with its release record).</source>
        <translation>Los flujos publicados deben ser una salida de 'Flujos origen–destino privados' (sus flujos o su tabla de la matriz OD, con su registro de publicación).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="97"/>
        <source>The released flows need the fields origin, destination and noisy_count.</source>
        <translation>Los flujos publicados necesitan los campos origin, destination y noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="99"/>
        <source>The evaluation uses the true trips: its results are not private.</source>
        <translation>La evaluación usa los viajes verdaderos: sus resultados no son privados.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="110"/>
        <source>The released flows name zones that the release&apos;s {:,} zones do not have.</source>
        <translation>Los flujos publicados nombran zonas que las {:,} zonas de la publicación no tienen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="125"/>
        <source>{:,} true trips in {:,} zones; {:,} released flows.</source>
        <translation>{:,} viajes verdaderos en {:,} zonas; {:,} flujos publicados.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="139"/>
        <source>The release counted between polygons: give the same polygon layer as its zones.</source>
        <translation>La publicación contó entre polígonos: indique la misma capa de polígonos como sus zonas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluateflows.py" line="144"/>
        <source>The polygon layer has {:,} polygons, the release {:,} zones (with the outside one); give the polygon layer of the release.</source>
        <translation>La capa de polígonos tiene {:,} polígonos, la publicación {:,} zonas (con la exterior); indique la capa de polígonos de la publicación.</translation>
    </message>
</context>
<context>
    <name>EvaluationGroup</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="55"/>
        <source>Evaluation and guidance</source>
        <translation>Evaluación y orientación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/evaluate.py" line="58"/>
        <source>These tools are for the data custodian before a release: they help to choose a method, ε and a grid.</source>
        <translation>Estas herramientas son para el responsable de los datos antes de una publicación: ayudan a elegir un método, ε y una cuadrícula.</translation>
    </message>
</context>
<context>
    <name>EvaluationTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="71"/>
        <source>Evaluation compares a release with the TRUE points: its results are not private. Use them to choose a mechanism, ε and grid; do not publish them with the release.</source>
        <translation>La evaluación compara una publicación con los puntos REALES: sus resultados no son privados. Úselos para elegir un mecanismo, ε y una cuadrícula; no los publique con la publicación.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="82"/>
        <source>True points</source>
        <translation>Puntos reales</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="85"/>
        <source>Released grid</source>
        <translation>Cuadrícula publicada</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="91"/>
        <source>Qardaji: q1…q6 (200 queries each)</source>
        <translation>Qardaji: q1…q6 (200 consultas cada uno)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="92"/>
        <source>Balioglu: ρ = 0.005 %…10 % of the area (500 each)</source>
        <translation>Balioglu: ρ = 0,005 %…10 % del área (500 cada uno)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="101"/>
        <source>Custom sizes</source>
        <translation>Tamaños personalizados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="94"/>
        <source>Which rectangles to ask about: &apos;Qardaji&apos; uses six sizes, from 1/64 to 1/2 of the extent&apos;s width and height; &apos;Balioglu&apos; rectangles covering 0.005 % to 10 % of the extent; &apos;Custom&apos; your own sizes.</source>
        <translation>Qué rectángulos consultar: 'Qardaji' usa seis tamaños, de 1/64 a 1/2 del ancho y el alto de la extensión; 'Balioglu', rectángulos que cubren del 0,005 % al 10 % de la extensión; 'Tamaños personalizados', sus propios tamaños.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="98"/>
        <source>Query workload</source>
        <translation>Carga de consultas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="100"/>
        <source>sides in map units, e.g. 500, 1000, 2000x1000</source>
        <translation>lados en unidades del mapa, p. ej. 500, 1000, 2000x1000</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="104"/>
        <source>the paper&apos;s</source>
        <translation>la del artículo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="105"/>
        <source>How many random rectangles of each size; &apos;the paper&apos;s&apos; uses 200 (Qardaji, custom) or 500 (Balioglu).</source>
        <translation>Cuántos rectángulos aleatorios de cada tamaño; 'la del artículo' usa 200 (Qardaji, personalizado) o 500 (Balioglu).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="108"/>
        <source>Queries per size</source>
        <translation>Consultas por tamaño</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="112"/>
        <source>The same seed asks the same rectangles, so that results can be compared between runs and between releases.</source>
        <translation>La misma semilla consulta los mismos rectángulos, de modo que los resultados se pueden comparar entre ejecuciones y entre publicaciones.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="115"/>
        <source>Seed of the queries</source>
        <translation>Semilla de las consultas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="119"/>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="120"/>
        <source>Also compare the whole distribution of the points on a d×d grid (2-Wasserstein distance: how far, on average, the released mass sits from the true mass). Exact up to d = 64, approximate beyond; 'off' skips it.</source>
        <translation>Compara además toda la distribución de los puntos en una cuadrícula d×d (distancia de 2-Wasserstein: a qué distancia media queda la masa publicada de la masa real). Exacta hasta d = 64, aproximada a partir de ahí; 'desactivado' la omite.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="124"/>
        <source>W2 grid d</source>
        <translation>Cuadrícula d de W2</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="128"/>
        <source>Evaluate</source>
        <translation>Evaluar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="129"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="142"/>
        <source>Metric</source>
        <translation>Medida</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="164"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="165"/>
        <source>Export PNG…</source>
        <translation>Exportar PNG…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="194"/>
        <source>Choose a grid released by SpatialDP.</source>
        <translation>Elija una cuadrícula publicada por SpatialDP.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="197"/>
        <source>Not a SpatialDP grid: it needs the fields cell_id, level, parent_id and noisy_count.</source>
        <translation>No es una cuadrícula de SpatialDP: necesita los campos cell_id, level, parent_id y noisy_count.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="204"/>
        <source>{} release, {} DP, ε = {}</source>
        <translation>publicación {}, DP {}, ε = {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="207"/>
        <source>A SpatialDP grid without a release record (its cells give the extent)</source>
        <translation>Una cuadrícula de SpatialDP sin ficha de la publicación (sus celdas dan la extensión)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="216"/>
        <source>Give at least one custom query size.</source>
        <translation>Indique al menos un tamaño de consulta personalizado.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="224"/>
        <source>Choose the true points and a released grid.</source>
        <translation>Elija los puntos reales y una cuadrícula publicada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="228"/>
        <source>SpatialDP: evaluating {}</source>
        <translation>SpatialDP: evaluando {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="239"/>
        <source>Evaluating in the background…</source>
        <translation>Evaluando en segundo plano…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation failed: {}</source>
        <translation>La evaluación falló: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="253"/>
        <source>Evaluation cancelled.</source>
        <translation>Evaluación cancelada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="261"/>
        <source>{:,} queries on {:,} true points in the grid&apos;s extent.</source>
        <translation>{:,} consultas sobre {:,} puntos reales en la extensión de la cuadrícula.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="291"/>
        <source>W2 = {:.4g} map units on a {}×{} grid ({}).</source>
        <translation>W2 = {:.4g} unidades del mapa en una cuadrícula de {}×{} ({}).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>Export the table</source>
        <translation>Exportar la tabla</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="308"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>Export the chart</source>
        <translation>Exportar el gráfico</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="315"/>
        <source>PNG (*.png)</source>
        <translation>PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="273"/>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/evaluation_tab.py" line="274"/>
        <source>median</source>
        <translation>mediana</translation>
    </message>
</context>
<context>
    <name>GridGuideAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="87"/>
        <source>Grid-size guidance</source>
        <translation>Orientación sobre el tamaño de cuadrícula</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="138"/>
        <source>Mechanism</source>
        <translation>Mecanismo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="140"/>
        <source>Number of points or users N (public)</source>
        <translation>Número de puntos o usuarios N (público)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="143"/>
        <source>Privacy budget ε</source>
        <translation>Presupuesto de privacidad ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="146"/>
        <source>Extent (for cell sizes in map units)</source>
        <translation>Extensión (para tamaños de celda en unidades del mapa)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="150"/>
        <source>{} — empty: the mechanism's default</source>
        <translation>{} — vacío: el valor por defecto del mecanismo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="169"/>
        <source>cell width</source>
        <translation>ancho de celda</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="170"/>
        <source>cell height</source>
        <translation>alto de celda</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="171"/>
        <source>recommended sizes (JSON)</source>
        <translation>tamaños recomendados (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="172"/>
        <source>guidance (JSON)</source>
        <translation>orientación (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="243"/>
        <source>{}: {}</source>
        <translation>{}: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="94"/>
        <source>&lt;p&gt;Recommends the grid of a method for a number of points (or people) and a privacy budget ε, as numbers a model can pass on (for example its grid size into the uniform grid). It reads no data and spends no privacy budget. The Guidance tab of the SpatialDP panel shows the same with a chart.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mechanism&lt;/b&gt;: the method to size. &lt;b&gt;Number of points or users N (public)&lt;/b&gt;: a number that may be known, such as a published total — not a count of your sensitive layer. &lt;b&gt;Privacy budget ε&lt;/b&gt;: as you will give it to the method. &lt;b&gt;Extent (for cell sizes in map units)&lt;/b&gt;: optional; with it the cell width and height are computed too.&lt;/p&gt;&lt;p&gt;Advanced: the method's own settings — &lt;b&gt;Guideline constant c&lt;/b&gt;, &lt;b&gt;Points per user k&lt;/b&gt;, &lt;b&gt;Share α of ε for the first level&lt;/b&gt;, &lt;b&gt;Share of ε for deciding where to split&lt;/b&gt; (PrivTree), &lt;b&gt;Guideline constant α&lt;/b&gt;, &lt;b&gt;Share σ of users in the first phase&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for g1&lt;/b&gt;, &lt;b&gt;Tree depth h&lt;/b&gt;, &lt;b&gt;Guideline constant α1 for the 1-D grids&lt;/b&gt;, &lt;b&gt;Guideline constant α2 for the 2-D grid&lt;/b&gt;, &lt;b&gt;Grid size d&lt;/b&gt;, &lt;b&gt;Time slices T&lt;/b&gt; — as in the method's own dialog. Each one applies only to the methods named in its label; left empty it takes the method's default.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Outputs&lt;/b&gt;: GRID_SIZE (the value for the method's grid size; PrivTree has none: the cells per side its tree reaches for evenly spread points), LEVEL2_MIN/EVEN/MAX (for two-level methods: how finely an empty cell, an average cell and a cell holding all points would be cut), CELLS (cells released if the points were spread evenly), NOISE_SD (the typical noise of one cell, in points), RADIUS (DAM's radius b in cells), TIME_SLICES (VDR's T), CELL_WIDTH/CELL_HEIGHT (with an extent) and SIZES/GUIDANCE (everything as JSON).&lt;/p&gt;&lt;p&gt;References: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); the DAM paper; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Recomienda la cuadrícula de un método para un número de puntos (o de personas) y un presupuesto de privacidad ε, como números que un modelo puede transmitir (por ejemplo su tamaño de cuadrícula a la cuadrícula uniforme). No lee datos ni gasta presupuesto de privacidad. La pestaña Orientación del panel SpatialDP muestra lo mismo con un gráfico.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mecanismo&lt;/b&gt;: el método que dimensionar. &lt;b&gt;Número de puntos o usuarios N (público)&lt;/b&gt;: un número que puede conocerse, como un total publicado, no un recuento de su capa sensible. &lt;b&gt;Presupuesto de privacidad ε&lt;/b&gt;: tal como se lo dará al método. &lt;b&gt;Extensión (para tamaños de celda en unidades del mapa)&lt;/b&gt;: opcional; con ella se calculan también el ancho y el alto de las celdas.&lt;/p&gt;&lt;p&gt;Avanzado: los ajustes propios del método —&lt;b&gt;Constante de la directriz c&lt;/b&gt;, &lt;b&gt;Puntos por usuario k&lt;/b&gt;, &lt;b&gt;Fracción α de ε para el primer nivel&lt;/b&gt;, &lt;b&gt;Fracción de ε para decidir dónde dividir&lt;/b&gt; (PrivTree), &lt;b&gt;Constante de la directriz α&lt;/b&gt;, &lt;b&gt;Fracción σ de usuarios en la primera fase&lt;/b&gt;, &lt;b&gt;Constante de la directriz α1 para g1&lt;/b&gt;, &lt;b&gt;Profundidad del árbol h&lt;/b&gt;, &lt;b&gt;Constante de la directriz α1 para las cuadrículas 1D&lt;/b&gt;, &lt;b&gt;Constante de la directriz α2 para la cuadrícula 2D&lt;/b&gt;, &lt;b&gt;Tamaño de cuadrícula d&lt;/b&gt;, &lt;b&gt;Franjas temporales T&lt;/b&gt;—, como en el diálogo propio del método. Cada uno se aplica solo a los métodos nombrados en su etiqueta; vacío, toma el valor por defecto del método.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Salidas&lt;/b&gt;: GRID_SIZE (el valor para el tamaño de cuadrícula del método; PrivTree no tiene: las celdas por lado que alcanza su árbol con puntos repartidos uniformemente), LEVEL2_MIN/EVEN/MAX (en los métodos de dos niveles: lo fino que se dividiría una celda vacía, una celda media y una celda con todos los puntos), CELLS (celdas publicadas si los puntos estuvieran repartidos uniformemente), NOISE_SD (el ruido típico de una celda, en puntos), RADIUS (el radio b de DAM en celdas), TIME_SLICES (la T de VDR), CELL_WIDTH/CELL_HEIGHT (con una extensión) y SIZES/GUIDANCE (todo en JSON).&lt;/p&gt;&lt;p&gt;Referencias: W. Qardaji, W. Yang, N. Li, ICDE 2013 (UG, AG); J. Zhang, X. Xiao, X. Xie, SIGMOD 2016 (PrivTree); B. Balioglu et al. 2024 (LDP-UG, PrivAG, AAG); L. Du et al., CCS 2021 (AHEAD); J. Yang et al., VLDB 2021 (HDG); el artículo de DAM; R. Ahuja et al., SIGMOD 2023 (VDR).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="215"/>
        <source>The recommended grid gives {:,} cells (points spread evenly), more than the {:,} SpatialDP writes, so the method would refuse it: check that N is the number of points (or users), or give the method a smaller grid size yourself.</source>
        <translation>La cuadrícula recomendada da {:,} celdas (puntos repartidos uniformemente), más que las {:,} que escribe SpatialDP, así que el método la rechazaría: compruebe que N es el número de puntos (o de usuarios), o dé usted mismo al método un tamaño de cuadrícula menor.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="225"/>
        <source>The extent has no area, so the cells would have no width or height; give the extent of the area the points lie in, or leave it empty.</source>
        <translation>La extensión no tiene área, así que las celdas no tendrían ancho ni alto; indique la extensión del área donde están los puntos, o déjela vacía.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="93"/>
        <source>This one sizes a grid from public numbers only; it reads no data.</source>
        <translation>Esta dimensiona una cuadrícula solo a partir de números públicos; no lee datos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="190"/>
        <source>recommended grid size</source>
        <translation>tamaño de cuadrícula recomendado</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="191"/>
        <source>cells (points spread evenly)</source>
        <translation>celdas (puntos repartidos uniformemente)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="192"/>
        <source>noise sd per cell, in points</source>
        <translation>desviación típica del ruido por celda, en puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="193"/>
        <source>second-level cells per side of an empty cell</source>
        <translation>celdas del segundo nivel por lado de una celda vacía</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="194"/>
        <source>second-level cells per side of an average cell</source>
        <translation>celdas del segundo nivel por lado de una celda media</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="195"/>
        <source>second-level cells per side of a cell holding all points</source>
        <translation>celdas del segundo nivel por lado de una celda con todos los puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="196"/>
        <source>DAM&apos;s radius b in cells</source>
        <translation>radio b de DAM en celdas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="197"/>
        <source>VDR&apos;s time slices T</source>
        <translation>franjas temporales T de VDR</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="124"/>
        <source>&lt;p&gt;&lt;b&gt;Recommendation&lt;/b&gt;: RECOMMENDED names the method that was most accurate, with its defaults, in the project's study (docs/best-by-default.md) for the &lt;b&gt;Privacy model&lt;/b&gt; (central, local, or user-level: at most k points per user, k being &lt;b&gt;Points per user k&lt;/b&gt;), N, ε and the &lt;b&gt;Query size (% of the extent's area)&lt;/b&gt; you care about (empty: every size); RECOMMENDATION gives it as JSON with the study column it comes from. It is read from a table in the plugin, never from your data.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Recomendación&lt;/b&gt;: RECOMMENDED nombra el método más preciso, con sus valores por defecto, en el estudio del proyecto (docs/best-by-default.md) para el &lt;b&gt;Modelo de privacidad&lt;/b&gt; (central, local o a nivel de usuario: como máximo k puntos por usuario, siendo k &lt;b&gt;Puntos por usuario k&lt;/b&gt;), N, ε y el &lt;b&gt;Tamaño de las consultas (% del área de la extensión)&lt;/b&gt; que le interesa (vacío: todos los tamaños); RECOMMENDATION lo da en JSON con la columna del estudio de la que procede. Se lee de una tabla del complemento, nunca de sus datos.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="158"/>
        <source>Privacy model (for the recommendation)</source>
        <translation>Modelo de privacidad (para la recomendación)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="161"/>
        <source>Query size (% of the extent's area) — empty: every size</source>
        <translation>Tamaño de las consultas (% del área de la extensión) — vacío: todos los tamaños</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="173"/>
        <source>recommended mechanism</source>
        <translation>mecanismo recomendado</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="174"/>
        <source>recommendation (JSON)</source>
        <translation>recomendación (JSON)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="239"/>
        <source>Recommended for the model {}: {}</source>
        <translation>Recomendado para el modelo {}: {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/gridguide.py" line="131"/>
        <source>&lt;p&gt;&lt;b&gt;Counts per cell K of a table&lt;/b&gt; (UG, AG, PrivTree): for a release by category and period, its categories (other / missing included) times its periods. Each count then holds about N/K points, so the grid is sized for N/K points and is coarser (docs/categories.md).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Recuentos por celda K de una tabla&lt;/b&gt; (UG, AG, PrivTree): para una publicación por categoría y periodo, sus categorías (incluida otra / falta) por sus periodos. Cada recuento contiene entonces unos N/K puntos, así que la cuadrícula se dimensiona para N/K puntos y es más gruesa (docs/categories.md).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>GuidanceTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="106"/>
        <source>The release method to size. UG and AG count the true points on your computer; LDP-UG, PrivAG, AAG and DAM plan a survey in which devices add the noise; VDR publishes counts per time slice. Each algorithm&apos;s help says which to choose.</source>
        <translation>El método de publicación que dimensionar. UG y AG cuentan los puntos reales en su ordenador; LDP-UG, PrivAG, AAG y DAM planifican una encuesta en la que los dispositivos añaden el ruido; VDR publica recuentos por franja temporal. La ayuda de cada algoritmo dice cuál elegir.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="110"/>
        <source>Mechanism</source>
        <translation>Mecanismo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="112"/>
        <source>Number of points (or people) N. The recommendations depend on it. Use a number that may be known publicly (a published total, say), not a count of the sensitive layer.</source>
        <translation>Número de puntos (o de personas) N. Las recomendaciones dependen de él. Use un número que pueda conocerse públicamente (un total publicado, por ejemplo), no un recuento de la capa sensible.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="116"/>
        <source>N (points or users)</source>
        <translation>N (puntos o usuarios)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="121"/>
        <source>Use its count</source>
        <translation>Usar su recuento</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="124"/>
        <source>N from a layer</source>
        <translation>N a partir de una capa</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="125"/>
        <source>N was read from the layer's feature count. That count comes from the sensitive data and is not private: use it only if it is public knowledge, or let the algorithm estimate N with a share of ε.</source>
        <translation>N se leyó del número de objetos de la capa. Ese número procede de los datos sensibles y no es privado: úselo solo si es de conocimiento público, o deje que el algoritmo estime N con una fracción de ε.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="134"/>
        <source>The privacy budget you will give the algorithm. A smaller ε protects people better but adds more noise, so the recommended grids get coarser.</source>
        <translation>El presupuesto de privacidad que dará al algoritmo. Un ε menor protege mejor a las personas pero añade más ruido, de modo que las cuadrículas recomendadas se vuelven más gruesas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="137"/>
        <source>Privacy budget ε</source>
        <translation>Presupuesto de privacidad ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="140"/>
        <source>Not set</source>
        <translation>Sin definir</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="143"/>
        <source>Optional: the public area the grid will cover (a boundary, the map canvas), to show the recommended cell sizes in map units.</source>
        <translation>Opcional: el área pública que cubrirá la cuadrícula (un límite, la vista del mapa), para mostrar los tamaños de celda recomendados en unidades del mapa.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="146"/>
        <source>Public extent</source>
        <translation>Extensión pública</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="147"/>
        <source>An extent computed from a layer of the sensitive data is not private: prefer a public extent (an administrative boundary, the map canvas).</source>
        <translation>Una extensión calculada a partir de una capa de los datos sensibles no es privada: prefiera una extensión pública (un límite administrativo, la vista del mapa).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="156"/>
        <source>Mechanism parameters</source>
        <translation>Parámetros del mecanismo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Recommendation</source>
        <translation>Recomendación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="185"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="293"/>
        <source>Cells (points spread evenly)</source>
        <translation>Celdas (puntos repartidos uniformemente)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="294"/>
        <source>Noise sd per cell</source>
        <translation>Desviación típica del ruido por celda</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>Cell size</source>
        <translation>Tamaño de celda</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="300"/>
        <source>Cell size, {}</source>
        <translation>Tamaño de celda, {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="304"/>
        <source>set an extent</source>
        <translation>defina una extensión</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="305"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="323"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="338"/>
        <source>The algorithm of this mechanism is not installed.</source>
        <translation>El algoritmo de este mecanismo no está instalado.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="197"/>
        <source>Open the algorithm…</source>
        <translation>Abrir el algoritmo…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="198"/>
        <source>Opens the algorithm&apos;s dialog with these values filled in</source>
        <translation>Abre el diálogo del algoritmo con estos valores ya rellenados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="160"/>
        <source>Which mechanism?</source>
        <translation>¿Qué mecanismo?</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="166"/>
        <source>Central: you hold the true points. Local: each person&apos;s device adds the noise. User-level: central, with at most k points per person (k is the points per user of the mechanism&apos;s parameters).</source>
        <translation>Central: usted tiene los puntos reales. Local: el dispositivo de cada persona añade el ruido. A nivel de usuario: central, con como máximo k puntos por persona (k son los puntos por usuario de los parámetros del mecanismo).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="170"/>
        <source>Privacy model</source>
        <translation>Modelo de privacidad</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="171"/>
        <source>The size of the areas you will ask about, as a percentage of the extent&apos;s area (0: every size from 0.02 % to 25 %).</source>
        <translation>El tamaño de las zonas por las que preguntará, como porcentaje del área de la extensión (0: todos los tamaños de 0,02 % a 25 %).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="174"/>
        <source>every size</source>
        <translation>todos los tamaños</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="175"/>
        <source>Query size (%)</source>
        <translation>Tamaño de las consultas (%)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="179"/>
        <source>Show its guidance</source>
        <translation>Mostrar sus recomendaciones</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/guidance_tab.py" line="276"/>
        <source>Recommended: &lt;b&gt;{}&lt;/b&gt; with its defaults (the others&apos; error in the study: {})</source>
        <translation>Recomendado: &lt;b&gt;{}&lt;/b&gt; con sus valores por defecto (el error de los demás en el estudio: {})</translation>
    </message>
</context>
<context>
    <name>LocalModel</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="20"/>
        <source>Local differential privacy</source>
        <translation>Privacidad diferencial local</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/local.py" line="23"/>
        <source>Local DP is for collections where each person&apos;s device perturbs their own location before sending it, so that nobody holds the true points; these algorithms plan such a survey by simulating it, or estimate from its reports. Use the central algorithms if you hold the exact points.</source>
        <translation>La DP local es para recogidas de datos en las que el dispositivo de cada persona perturba su propia ubicación antes de enviarla, de modo que nadie tiene los puntos reales; estos algoritmos planifican una encuesta así simulándola, o estiman a partir de sus informes. Use los algoritmos centrales si tiene los puntos exactos.</translation>
    </message>
</context>
<context>
    <name>MechanismAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="227"/>
        <source>hexagonal cells need the points themselves</source>
        <translation>las celdas hexagonales necesitan los propios puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="281"/>
        <source>{} needs at least {} users inside the extent and has {:,}: each of them reported their cell of a {}×{} grid once, as in LDP-UG, and the output has that grid.</source>
        <translation>{} necesita al menos {} usuarios dentro de la extensión y tiene {:,}: cada uno de ellos informó una vez de su celda de una cuadrícula de {}×{}, como en LDP-UG, y la salida tiene esa cuadrícula.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/mechanism.py" line="242"/>
        <source>The table would have more than {:,} counts (cells × categories × periods); choose a smaller grid, fewer categories or longer periods.</source>
        <translation>La tabla tendría más de {:,} recuentos (celdas × categorías × periodos); elija una cuadrícula más pequeña, menos categorías o periodos más largos.</translation>
    </message>
</context>
<context>
    <name>OdFlowsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="89"/>
        <source>Private flows</source>
        <translation>Flujos privados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="91"/>
        <source>Private zones</source>
        <translation>Zonas privadas</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="93"/>
        <source>OD matrix (table)</source>
        <translation>Matriz OD (tabla)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="214"/>
        <source>origin points with destination fields are read through QGIS</source>
        <translation>los puntos de origen con campos de destino se leen a través de QGIS</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="216"/>
        <source>no public extent is given</source>
        <translation>no se indica ninguna extensión pública</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="220"/>
        <source>the layer holds multi-part lines</source>
        <translation>la capa contiene líneas de varias partes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="96"/>
        <source>Parent flows (table)</source>
        <translation>Flujos padre (tabla)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="135"/>
        <source>The zones&apos; polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>La capa de polígonos de las zonas ya tiene el campo o los campos {}, que la salida añade; cámbieles el nombre o elimínelos primero.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="139"/>
        <source>A parent field needs the zones&apos; polygon layer; for a grid give blocks of cells instead.</source>
        <translation>Un campo padre necesita la capa de polígonos de las zonas; para una cuadrícula indique en su lugar bloques de celdas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="178"/>
        <source>The zones are the polygons: the public extent, the grid size and the blocks of cells are not used.</source>
        <translation>Las zonas son los polígonos: no se usan la extensión pública, el tamaño de cuadrícula ni los bloques de celdas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="210"/>
        <source>the zones are polygons, located by the plugin&apos;s point-in-polygon rule</source>
        <translation>las zonas son polígonos, localizados con la regla de punto en polígono del complemento</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="145"/>
        <source>Flows per period are released on the dense path without parents: untick the sparse release and leave the parents empty, or leave the time field empty.</source>
        <translation>Los flujos por período se publican por la vía densa sin zonas superiores: desmarque la publicación dispersa y deje vacías las zonas superiores, o deje vacío el campo de tiempo.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/odflows.py" line="212"/>
        <source>flows per period need the trips themselves</source>
        <translation>los flujos por periodo necesitan los propios viajes</translation>
    </message>
</context>
<context>
    <name>PluginAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="129"/>
        <source>Formulas, design choices and references: docs/{} in the plugin folder</source>
        <translation>Fórmulas, decisiones de diseño y referencias: docs/{} en la carpeta del complemento</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="159"/>
        <source>&lt;p&gt;&lt;b&gt;The Processing log is for you only.&lt;/b&gt; It shows exact figures from the sensitive data (points read, points outside the extent, features skipped). They are not protected: do not publish or share the log; publish only the output layer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El registro de Procesos es solo para usted.&lt;/b&gt; Muestra cifras exactas de los datos sensibles (puntos leídos, puntos fuera de la extensión, objetos omitidos). No están protegidas: no publique ni comparta el registro; publique solo la capa de salida.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="184"/>
        <source>The privacy budget ε must be a finite number greater than 0.</source>
        <translation>El presupuesto de privacidad ε debe ser un número finito mayor que 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="135"/>
        <source>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; and &lt;b&gt;moe90&lt;/b&gt; (in every output): the standard deviation of each cell's noise and its 90 % margin of error: the cell's count of points lies within noisy_count ± moe90 with probability at least 90 %. They are empty where no formula exists (an iterative or neural estimate, or after Norm-Sub); the layer's metadata says why. On the map, cells whose count is within its margin of error of 0 are hatched: they cannot be told apart from an empty cell.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Publication rules&lt;/b&gt; (advanced; free of privacy budget, they only change the published numbers). &lt;b&gt;Clamp negative counts to 0, keeping the total&lt;/b&gt;: negative counts become 0 and the others are scaled down so that the total stays the same. &lt;b&gt;Round published counts to a multiple of&lt;/b&gt; 5, 10…: the margin of error grows by half that number. &lt;b&gt;Small-count threshold&lt;/b&gt; and &lt;b&gt;Cells below the small-count threshold&lt;/b&gt;: counts below the threshold are left empty, or kept and marked 1 in the field small_count. The rules apply in this order; the layer's metadata lists them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;noise_sd&lt;/b&gt; y &lt;b&gt;moe90&lt;/b&gt; (en todas las salidas): la desviación típica del ruido de cada celda y su margen de error del 90 %: el recuento de puntos de la celda está dentro de noisy_count ± moe90 con una probabilidad de al menos el 90 %. Están vacíos donde no existe fórmula (una estimación iterativa o neuronal, o tras Norm-Sub); los metadatos de la capa dicen por qué. En el mapa, las celdas cuyo recuento está a menos de su margen de error de 0 aparecen rayadas: no se pueden distinguir de una celda vacía.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reglas de publicación&lt;/b&gt; (avanzado; no gastan presupuesto de privacidad, solo cambian los números publicados). &lt;b&gt;Llevar los recuentos negativos a 0 conservando el total&lt;/b&gt;: los recuentos negativos pasan a 0 y los demás se reducen para que el total siga igual. &lt;b&gt;Redondear los recuentos publicados a un múltiplo de&lt;/b&gt; 5, 10…: el margen de error crece la mitad de ese número. &lt;b&gt;Umbral de recuentos pequeños&lt;/b&gt; y &lt;b&gt;Celdas bajo el umbral de recuentos pequeños&lt;/b&gt;: los recuentos bajo el umbral se dejan vacíos, o se conservan y se marcan con 1 en el campo small_count. Las reglas se aplican en este orden; los metadatos de la capa las enumeran.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="209"/>
        <source>&apos;{}&apos; must be at least {:g}, not {:g}.</source>
        <translation>'{}' debe ser como mínimo {:g}, no {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="212"/>
        <source>&apos;{}&apos; must be at most {:g}, not {:g}.</source>
        <translation>'{}' debe ser como máximo {:g}, no {:g}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="115"/>
        <source>Count in the database when the layer is in PostGIS (only counts leave it)</source>
        <translation>Contar en la base de datos cuando la capa está en PostGIS (solo salen de ella recuentos)</translation>
    </message>
</context>
<context>
    <name>PolygonsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="91"/>
        <source>The public polygon layer already has the field(s) {}, which the output adds; rename or remove them first.</source>
        <translation>La capa pública de polígonos ya tiene el campo o los campos {}, que la salida añade; cámbieles el nombre o elimínelos primero.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="96"/>
        <source>The counts per parent need a parent field; choose one, or skip that output.</source>
        <translation>Los recuentos por área superior necesitan un campo del área superior; elija uno, o prescinda de esa salida.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="100"/>
        <source>The public polygon layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La capa pública de polígonos no tiene el campo '{}'; elija uno de: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="123"/>
        <source>Each point counts in at most D = {} polygon(s).</source>
        <translation>Cada punto cuenta en como máximo D = {} polígono(s).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="158"/>
        <source>None of the {:,} points lies in a polygon, so the counts are noise only; check that the two layers cover the same place.</source>
        <translation>Ninguno de los {:,} puntos está en un polígono, así que los recuentos son solo ruido; compruebe que las dos capas cubren el mismo lugar.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>1 of the {1:,} points lies in no polygon and is ignored.</source>
        <translation>1 de los {1:,} puntos no está en ningún polígono y se ignora.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="163"/>
        <source>{0:,} of the {1:,} points lie in no polygon and are ignored.</source>
        <translation>{0:,} de los {1:,} puntos no están en ningún polígono y se ignoran.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="173"/>
        <source>At ε = {:g} the noise swamps the data: each of the {:,} polygons gets noise of about ±{:,.0f}, more in total than the {:,} points. Choose a larger ε or fewer, larger polygons.</source>
        <translation>Con ε = {:g} el ruido anega los datos: cada uno de los {:,} polígonos recibe un ruido de unos ±{:,.0f}, más en total que los {:,} puntos. Elija un ε mayor o menos polígonos y más grandes.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="132"/>
        <source>The denominator field &apos;{}&apos; must hold numbers of 0 or more (the polygons&apos; population); choose another field or fix its values first.</source>
        <translation>El campo denominador '{}' debe contener números de 0 o más (la población de los polígonos); elija otro campo o corrija antes sus valores.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/polygons.py" line="137"/>
        <source>{:,} polygon(s) have a denominator of 0 or none: their rate is NULL.</source>
        <translation>{:,} polígono(s) tienen un denominador de 0 o ninguno: su tasa es NULL.</translation>
    </message>
</context>
<context>
    <name>RegisterTab</name>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="32"/>
        <source>Releases of the same data add up. A release register records every release made with it (the advanced parameter &apos;Release register&apos; of each algorithm) and refuses one that would exceed its cap.</source>
        <translation>Las publicaciones de los mismos datos se suman. Un registro de publicaciones anota cada publicación hecha con él (el parámetro avanzado 'Registro de publicaciones' de cada algoritmo) y rechaza la que superaría su tope.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="39"/>
        <source>Release register (*.json)</source>
        <translation>Registro de publicaciones (*.json)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="41"/>
        <source>Release register</source>
        <translation>Registro de publicaciones</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="45"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Data</source>
        <translation>Datos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Unit of privacy</source>
        <translation>Unidad de privacidad</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>ε spent</source>
        <translation>ε gastado</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Cap</source>
        <translation>Tope</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="48"/>
        <source>Remaining</source>
        <translation>Restante</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="57"/>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="73"/>
        <source>Choose a release register, or type a new file name in an algorithm&apos;s &apos;Release register&apos; to start one.</source>
        <translation>Elija un registro de publicaciones, o escriba un nombre de archivo nuevo en el 'Registro de publicaciones' de un algoritmo para crear uno.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="98"/>
        <source>The register holds no release of &apos;{}&apos;.</source>
        <translation>El registro no contiene ninguna publicación de '{}'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/register_tab.py" line="100"/>
        <source>{} releases of {} data sources recorded.</source>
        <translation>{} publicaciones de {} fuentes de datos anotadas.</translation>
    </message>
</context>
<context>
    <name>ReportsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="53"/>
        <source>Give the CRS of the grid the devices used (as a CRS or with the extent).</source>
        <translation>Indique el SRC de la cuadrícula que usaron los dispositivos (como SRC o con la extensión).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>1 row has an empty report or seed and is left out.</source>
        <translation>1 fila tiene un informe o una semilla vacíos y se omite.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="69"/>
        <source>{:,} rows have an empty report or seed and are left out.</source>
        <translation>{:,} filas tienen un informe o una semilla vacíos y se omiten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="74"/>
        <source>The table has no reports: every estimate is 0.</source>
        <translation>La tabla no contiene informes: todas las estimaciones son 0.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="77"/>
        <source>Reports and hash seeds must be whole numbers stored in integer fields or text fields: a decimal field cannot hold 63-bit seeds exactly.</source>
        <translation>Los informes y las semillas de hash deben ser números enteros guardados en campos enteros o de texto: un campo decimal no puede contener con exactitud semillas de 63 bits.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="85"/>
        <source>{}: check that the grid size g, ε and the hash range are those the devices used.</source>
        <translation>{}: compruebe que el tamaño de cuadrícula g, ε y el rango de hash son los que usaron los dispositivos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from 1 report.</source>
        <translation>Se estimaron {} celdas a partir de 1 informe.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/reports.py" line="88"/>
        <source>Estimated {} cells from {} reports.</source>
        <translation>Se estimaron {} celdas a partir de {} informes.</translation>
    </message>
</context>
<context>
    <name>SpatialDP</name>
    <message>
        <location filename="../spatialdp_qgis/provider.py" line="24"/>
        <source>SpatialDP (differential privacy)</source>
        <translation>SpatialDP (privacidad diferencial)</translation>
    </message>
</context>
<context>
    <name>SpatialDPAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="272"/>
        <source>Central differential privacy</source>
        <translation>Privacidad diferencial central</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="324"/>
        <source>Input point layer</source>
        <translation>Capa de puntos de entrada</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="320"/>
        <source>Privacy budget ε</source>
        <translation>Presupuesto de privacidad ε</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="292"/>
        <source>User id field (unit of privacy: the user)</source>
        <translation>Campo de identificador de usuario (unidad de privacidad: el usuario)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="295"/>
        <source>Maximum points per user (k)</source>
        <translation>Número máximo de puntos por usuario (k)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="299"/>
        <source>Random seed (reproducible, NOT for a real release)</source>
        <translation>Semilla aleatoria (reproducible, NO para una publicación real)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="311"/>
        <source>Release record (JSON: mechanism, ε ledger, parameters)</source>
        <translation>Ficha de la publicación (JSON: mecanismo, contabilidad de ε, parámetros)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="357"/>
        <source>Private grid</source>
        <translation>Cuadrícula privada</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="446"/>
        <source>Cancelled; nothing was written.</source>
        <translation>Cancelado; no se ha escrito nada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="471"/>
        <source>The input layer has {} geometries; SpatialDP needs a point layer.</source>
        <translation>La capa de entrada tiene geometrías {}; SpatialDP necesita una capa de puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="476"/>
        <source>The input layer has no coordinate reference system; set one so that the grid and its densities have units.</source>
        <translation>La capa de entrada no tiene sistema de referencia de coordenadas; asígnele uno para que la cuadrícula y sus densidades tengan unidades.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="613"/>
        <source>Reading points…</source>
        <translation>Leyendo puntos…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>{} features with a null or empty geometry were skipped.</source>
        <translation>Se omitieron {} objetos con geometría nula o vacía.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read {} points with the {}.</source>
        <translation>Se leyeron {} puntos con el {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="560"/>
        <source>A seed makes the noise reproducible: this output is for testing and must not be published as a private release.</source>
        <translation>Una semilla hace reproducible el ruido: esta salida es para pruebas y no debe publicarse como una publicación privada.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="782"/>
        <source>The extent has zero area.</source>
        <translation>La extensión tiene área cero.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="752"/>
        <source>No extent given: the layer&apos;s extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>No se indicó extensión: se usa la extensión de la capa como dominio. Se deriva de los datos y por tanto no es privada; los metadatos de la salida lo indican.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="758"/>
        <source>The points&apos; extent has zero area (all points on one line or one spot); give an extent.</source>
        <translation>La extensión de los puntos tiene área cero (todos los puntos en una línea o en un mismo sitio); indique una extensión.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>{} points lie outside the extent and are ignored.</source>
        <translation>{} puntos están fuera de la extensión y se ignoran.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="390"/>
        <source>The input layer has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La capa de entrada no tiene el campo '{}'; elija uno de: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="407"/>
        <source>The grid would have more than {:,} cells; choose a smaller grid size or a smaller ε.</source>
        <translation>La cuadrícula tendría más de {:,} celdas; elija un tamaño de cuadrícula menor o un ε menor.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="409"/>
        <source>The grid-size guideline chose a grid of more than {:,} cells: it picks finer cells the larger ε and the more points there are. Give a grid size yourself, or choose a smaller ε.</source>
        <translation>La directriz del tamaño de cuadrícula eligió una cuadrícula de más de {:,} celdas: elige celdas tanto más finas cuanto mayor es ε y más puntos hay. Indique usted mismo un tamaño de cuadrícula, o elija un ε menor.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="451"/>
        <source>ε = {:g} is too small: the noise would be billions of times larger than any count and cannot be drawn exactly. Typical values are 0.1–2.</source>
        <translation>ε = {:g} es demasiado pequeño: el ruido sería miles de millones de veces mayor que cualquier recuento y no puede generarse con exactitud. Los valores típicos son 0,1–2.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="487"/>
        <source>The layer's CRS ({}) is geographic: cells are in degrees and not of equal area, and the density is per degree². Reproject to a projected CRS for densities per km².</source>
        <translation>El SRC de la capa ({}) es geográfico: las celdas están en grados y no tienen igual área, y la densidad es por grado². Reproyecte a un SRC proyectado para obtener densidades por km².</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="720"/>
        <source>The layer has multi-point features: each feature is one unit of privacy, and at most {} of its points (Maximum points per user) are used. Give a user id field if one person has several features.</source>
        <translation>La capa tiene objetos multipunto: cada objeto es una unidad de privacidad, y se usan como máximo {} de sus puntos (Número máximo de puntos por usuario). Indique un campo de identificador de usuario si una persona tiene varios objetos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="726"/>
        <source>The layer has multi-point features: each feature is one user, who reports one of its points, chosen uniformly at random.</source>
        <translation>La capa tiene objetos multipunto: cada objeto es un usuario, que informa de uno de sus puntos, elegido uniformemente al azar.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="785"/>
        <source>The extent is a layer&apos;s bounding box, which is derived from that layer&apos;s data: the output&apos;s metadata marks the domain as not private. If the layer is public (a boundary, say), give its coordinates instead.</source>
        <translation>La extensión es el rectángulo envolvente de una capa, que se deriva de los datos de esa capa: los metadatos de la salida marcan el dominio como no privado. Si la capa es pública (un límite, por ejemplo), indique en su lugar sus coordenadas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="906"/>
        <source>Could not write &apos;{}&apos;: {}</source>
        <translation>No se pudo escribir '{}': {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="330"/>
        <source>Clamp negative counts to 0, keeping the total</source>
        <translation>Llevar los recuentos negativos a 0 conservando el total</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="332"/>
        <source>Round published counts to a multiple of (empty or 0: no rounding)</source>
        <translation>Redondear los recuentos publicados a un múltiplo de (vacío o 0: sin redondeo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="335"/>
        <source>Small-count threshold (empty: none)</source>
        <translation>Umbral de recuentos pequeños (vacío: ninguno)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Cells below the small-count threshold</source>
        <translation>Celdas bajo el umbral de recuentos pequeños</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Suppress (leave the count empty)</source>
        <translation>Suprimir (dejar el recuento vacío)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="338"/>
        <source>Flag (field small_count)</source>
        <translation>Marcar (campo small_count)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="597"/>
        <source>this algorithm needs the points themselves</source>
        <translation>este algoritmo necesita los propios puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="696"/>
        <source>Small counts are to be flagged, but no small-count threshold is given: nothing is flagged. Give a threshold, or leave the choice at &apos;Suppress&apos;.</source>
        <translation>Se deben marcar los recuentos pequeños, pero no se indica ningún umbral de recuentos pequeños: no se marca nada. Indique un umbral, o deje la elección en 'Suprimir'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>Cancelled while the outputs were written; already written: {}. They are a release (recorded in the release register, if any): publish or delete them.</source>
        <translation>Cancelado mientras se escribían las salidas; ya escrito: {}. Son una publicación (anotada en el registro de publicaciones, si lo hay): publíquelas o elimínelas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="440"/>
        <source>none complete</source>
        <translation>ninguna completa</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="467"/>
        <source>The input layer is a table without geometry; SpatialDP needs a point layer (for a CSV file: add it as delimited text with its X and Y fields).</source>
        <translation>La capa de entrada es una tabla sin geometría; SpatialDP necesita una capa de puntos (para un archivo CSV: añádalo como texto delimitado con sus campos X e Y).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="380"/>
        <source>&apos;{}&apos; is a table format: the output keeps the counts but not the cells&apos; shapes, so it cannot be mapped. Choose a GeoPackage (.gpkg) to keep them.</source>
        <translation>'{}' es un formato de tabla: la salida conserva los recuentos pero no las formas de las celdas, así que no se puede cartografiar. Elija un GeoPackage (.gpkg) para conservarlas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="700"/>
        <source>The small-count threshold {} is negative: only counts below it are treated as small, which noise alone rarely gives. A threshold such as 5 or 10 is usual.</source>
        <translation>El umbral de recuentos pequeños {} es negativo: solo los recuentos por debajo se tratan como pequeños, cosa que el ruido por sí solo rara vez da. Lo habitual es un umbral como 5 o 10.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="508"/>
        <source>1 feature with a null or empty geometry was skipped.</source>
        <translation>Se omitió 1 objeto con geometría nula o vacía.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="525"/>
        <source>Read 1 point with the {}.</source>
        <translation>Se leyó 1 punto con el {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="771"/>
        <source>1 point lies outside the extent and is ignored.</source>
        <translation>1 punto está fuera de la extensión y se ignora.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="651"/>
        <source>&lt;p&gt;&lt;b&gt;Count in the database when the layer is in PostGIS&lt;/b&gt; (advanced, on by default): the points of a PostGIS layer are counted per cell (or polygon) by the database itself and only those counts leave it; the noise is added on this computer. A selection, a filter or unsaved edits make the algorithm read the points through QGIS instead, and the log says so. See docs/postgis.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Contar en la base de datos cuando la capa está en PostGIS&lt;/b&gt; (avanzado, activado por defecto): los puntos de una capa PostGIS los cuenta por celda (o por polígono) la propia base de datos y solo esos recuentos salen de ella; el ruido se añade en este ordenador. Una selección, un filtro o ediciones sin guardar hacen que el algoritmo lea los puntos a través de QGIS, y el registro lo indica. Véase docs/postgis.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="275"/>
        <source>Central DP is for data custodians — a health department, a police force, a researcher — who hold the exact points (addresses of cases, places of incidents) and publish counts that protect every person in them.</source>
        <translation>La DP central es para los responsables de datos —un servicio de salud, un cuerpo de policía, un investigador— que tienen los puntos exactos (direcciones de casos, lugares de incidentes) y publican recuentos que protegen a cada persona que contienen.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="345"/>
        <source>Public extent (empty: taken from the data, so NOT private)</source>
        <translation>Extensión pública (vacío: tomada de los datos, por tanto NO privada)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="418"/>
        <source>input</source>
        <translation>entrada</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="430"/>
        <source>The size of the output was decided from the data's noisy counts, so this run's ε is spent although nothing was written (recorded in the release register, if any).</source>
        <translation>El tamaño de la salida se decidió a partir de los recuentos ruidosos de los datos, así que el ε de esta ejecución está gastado aunque no se haya escrito nada (anotado en el registro de publicaciones, si lo hay).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>1 feature is not a point (a line or a polygon among the points) and was skipped.</source>
        <translation>1 objeto no es un punto (una línea o un polígono entre los puntos) y se omitió.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="514"/>
        <source>{:,} features are not points (lines or polygons among the points) and were skipped.</source>
        <translation>{:,} objetos no son puntos (líneas o polígonos entre los puntos) y se omitieron.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="522"/>
        <source>The input layer has no points (it is empty, or every geometry is null): the release is noise only.</source>
        <translation>La capa de entrada no tiene puntos (está vacía, o todas las geometrías son nulas): la publicación es solo ruido.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>1 point has no value in the user id field &apos;{1}&apos; and is left out.</source>
        <translation>1 punto no tiene valor en el campo de identificador de usuario '{1}' y se omite.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="578"/>
        <source>{0:,} points have no value in the user id field &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} puntos no tienen valor en el campo de identificador de usuario '{1}' y se omiten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="748"/>
        <source>The input layer has no points, so it has no extent to release over; give a public extent.</source>
        <translation>La capa de entrada no tiene puntos, así que no tiene extensión sobre la que publicar; indique una extensión pública.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>The only point lies outside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>El único punto está fuera de la extensión, así que la publicación es solo ruido; compruebe que la extensión está en el lugar y el SRC correctos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="765"/>
        <source>None of the {:,} points lies inside the extent, so the release is noise only; check that the extent is in the right place and CRS.</source>
        <translation>Ninguno de los {:,} puntos está dentro de la extensión, así que la publicación es solo ruido; compruebe que la extensión está en el lugar y el SRC correctos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="933"/>
        <source>{} ε = {:g} · {}</source>
        <translation>{} ε = {:g} · {}</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/base.py" line="888"/>
        <source>the file cannot be read back (is the disk full?)</source>
        <translation>el archivo no se puede volver a leer (¿está lleno el disco?)</translation>
    </message>
</context>
<context>
    <name>SpatialDPDock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="21"/>
        <source>SpatialDP guidance and evaluation</source>
        <translation>Orientación y evaluación de SpatialDP</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="26"/>
        <source>Guidance</source>
        <translation>Orientación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="27"/>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="30"/>
        <source>Install optional dependencies…</source>
        <translation>Instalar dependencias opcionales…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="31"/>
        <source>POT (exact Wasserstein distances) and PyTorch (VDR&apos;s denoiser), into your QGIS profile</source>
        <translation>POT (distancias de Wasserstein exactas) y PyTorch (el eliminador de ruido de VDR), en su perfil de QGIS</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="29"/>
        <source>Register</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>SpatialDPPlugin</name>
    <message>
        <location filename="../spatialdp_qgis/plugin.py" line="39"/>
        <source>Install optional dependencies…</source>
        <translation>Instalar dependencias opcionales…</translation>
    </message>
</context>
<context>
    <name>StandardisedRates</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="35"/>
        <source>Population field of each category (for age-standardised rates; comma-separated, in the order of the categories)</source>
        <translation>Campo de población de cada categoría (para tasas estandarizadas por edad; separados por comas, en el orden de las categorías)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="39"/>
        <source>Standard population of each category (comma-separated numbers, in the order of the categories)</source>
        <translation>Población estándar de cada categoría (números separados por comas, en el orden de las categorías)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="63"/>
        <source>The standard population must be comma-separated numbers of 0 or more, one per category (not all 0), e.g. 15000, 64000, 21000.</source>
        <translation>La población estándar debe ser una lista de números de 0 o más separados por comas, uno por categoría (no todos 0), p. ej. 15000, 64000, 21000.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="77"/>
        <source>An age-standardised rate needs a category field (the age groups) with a public list of categories; choose one, or leave the population fields and the standard population empty.</source>
        <translation>Una tasa estandarizada por edad necesita un campo de categoría (los grupos de edad) con una lista pública de categorías; elija uno, o deje vacíos los campos de población y la población estándar.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="83"/>
        <source>Give a population field and a standard population for each of the {} categories ({}), in their order.</source>
        <translation>Indique un campo de población y una población estándar para cada una de las {} categorías ({}), en su orden.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/standardised.py" line="105"/>
        <source>The population field &apos;{}&apos; must hold numbers of 0 or more; choose another field or fix its values first.</source>
        <translation>El campo de población '{}' debe contener números de 0 o más; elija otro campo o corrija antes sus valores.</translation>
    </message>
</context>
<context>
    <name>TableParameters</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="66"/>
        <source>Category field (one count per category)</source>
        <translation>Campo de categoría (un recuento por categoría)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="69"/>
        <source>Categories (comma-separated; empty: the field&apos;s value map)</source>
        <translation>Categorías (separadas por comas; vacío: el mapa de valores del campo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="72"/>
        <source>Read the categories from the data (NOT private)</source>
        <translation>Leer las categorías de los datos (NO privado)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="76"/>
        <source>Time field (one count per period)</source>
        <translation>Campo de tiempo (un recuento por periodo)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Week</source>
        <translation>Semana</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Month</source>
        <translation>Mes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Quarter</source>
        <translation>Trimestre</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="79"/>
        <source>The period boundaries given</source>
        <translation>Los límites de periodo indicados</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="83"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Periodo público 'inicio/fin' (vacío: a partir de los datos, no privado)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="86"/>
        <source>Period boundaries (comma-separated dates)</source>
        <translation>Límites de periodo (fechas separadas por comas)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Table layout</source>
        <translation>Disposición de la tabla</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Wide: one feature per cell, a field per category</source>
        <translation>Ancha: un objeto por celda, un campo por categoría</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="89"/>
        <source>Long: one feature per cell, category and period</source>
        <translation>Larga: un objeto por celda, categoría y periodo</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="119"/>
        <source>Give the categories of &apos;{}&apos; as a comma-separated list (they are public, like the extent), or tick &apos;Read the categories from the data (NOT private)&apos;.</source>
        <translation>Indique las categorías de '{}' como una lista separada por comas (son públicas, como la extensión), o marque 'Leer las categorías de los datos (NO privado)'.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="182"/>
        <source>The categories are read from the data: which values occur is not private, and the output&apos;s metadata says so.</source>
        <translation>Las categorías se leen de los datos: qué valores aparecen no es privado, y los metadatos de la salida lo indican.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="157"/>
        <source>{:,} points have no time inside the time range and are left out.</source>
        <translation>{:,} puntos no tienen un tiempo dentro del intervalo y se omiten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="191"/>
        <source>Table: {} categories × {} periods per cell.</source>
        <translation>Tabla: {} categorías × {} periodos por celda.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="200"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times; their points are left out.</source>
        <translation>{:,} valores del campo de tiempo '{}' no son tiempos; sus puntos se omiten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="207"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Ningún punto tiene hora, así que el periodo no se puede tomar de los datos; indique un periodo público.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="210"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>No se indicó periodo: se toma de los datos y por tanto no es privado; los metadatos de la salida lo indican.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="223"/>
        <source>The time range must be &apos;start/end&apos; and the period boundaries dates, in ISO 8601 (e.g. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) or epoch seconds.</source>
        <translation>El intervalo de tiempo debe ser 'inicio/fin' y los límites de periodo fechas, en ISO 8601 (p. ej. 2024-01-01T00:00:00Z/2025-01-01T00:00:00Z) o segundos desde la época.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="249"/>
        <source>The wide layout would have {:,} fields, more than the {:,} a {} keeps; choose the long layout or fewer categories.</source>
        <translation>El formato ancho tendría {:,} campos, más que los {:,} que admite un {}; elija el formato largo o menos categorías.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="130"/>
        <source>categories and periods need the points themselves here</source>
        <translation>las categorías y los periodos necesitan aquí los propios puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="132"/>
        <source>categories read from the data need the points themselves</source>
        <translation>las categorías leídas de los datos necesitan los propios puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="134"/>
        <source>a time range taken from the data needs the points themselves</source>
        <translation>un intervalo de tiempo tomado de los datos necesita los propios puntos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="173"/>
        <source>Table: {} categories × {} periods per cell, counted in the database.</source>
        <translation>Tabla: {} categorías × {} periodos por celda, contados en la base de datos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/tables.py" line="260"/>
        <source>{} releases no counts by category or period: leave {} empty (docs/categories.md lists the algorithms that do).</source>
        <translation>{} no publica recuentos por categoría o periodo: deje {} vacío (docs/categories.md indica los algoritmos que lo hacen).</translation>
    </message>
</context>
<context>
    <name>TripsAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="162"/>
        <source>Input trips (lines, or origin points)</source>
        <translation>Viajes de entrada (líneas, o puntos de origen)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="169"/>
        <source>Destination X field (point layer)</source>
        <translation>Campo X de destino (capa de puntos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="172"/>
        <source>Destination Y field (point layer)</source>
        <translation>Campo Y de destino (capa de puntos)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="175"/>
        <source>Destination points (joined to the origins by trip id)</source>
        <translation>Puntos de destino (unidos a los orígenes por identificador de viaje)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="178"/>
        <source>Trip id field of the origins</source>
        <translation>Campo de identificador de viaje de los orígenes</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="181"/>
        <source>Trip id field of the destinations</source>
        <translation>Campo de identificador de viaje de los destinos</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="205"/>
        <source>Destination points are joined by trip id: choose the trip id field of both layers.</source>
        <translation>Los puntos de destino se unen por identificador de viaje: elija el campo de identificador de viaje de ambas capas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="208"/>
        <source>A trip id field needs the layer of destination points to join.</source>
        <translation>Un campo de identificador de viaje necesita la capa de puntos de destino que se va a unir.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="221"/>
        <source>A point layer of trips needs the destination X and Y fields, or a layer of destination points joined by trip id; or give a line layer.</source>
        <translation>Una capa de puntos de viajes necesita los campos X e Y de destino, o una capa de puntos de destino unida por identificador de viaje; o indique una capa de líneas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="225"/>
        <source>Destination points are joined to a layer of origin points; the input layer holds lines.</source>
        <translation>Los puntos de destino se unen a una capa de puntos de origen; la capa de entrada contiene líneas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="228"/>
        <source>The input layer must hold lines (trips) or points (origins with destination fields).</source>
        <translation>La capa de entrada debe contener líneas (viajes) o puntos (orígenes con campos de destino).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="232"/>
        <source>The input layer has no coordinate reference system; set one so that the zones have units.</source>
        <translation>La capa de entrada no tiene sistema de referencia de coordenadas; asígnele uno para que las zonas tengan unidades.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="252"/>
        <source>{:,} features without a usable origin and destination were skipped.</source>
        <translation>Se omitieron {:,} objetos sin un origen y un destino utilizables.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="254"/>
        <source>Read {:,} trips.</source>
        <translation>Se leyeron {:,} viajes.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="265"/>
        <source>The layer of destinations must hold points.</source>
        <translation>La capa de destinos debe contener puntos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="270"/>
        <source>The layer of destinations has no field &apos;{}&apos;; choose one of: {}.</source>
        <translation>La capa de destinos no tiene ningún campo '{}'; elija uno de: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="274"/>
        <source>The destinations are in {} and the origins in {}: the destinations are reprojected.</source>
        <translation>Los destinos están en {} y los orígenes en {}: los destinos se reproyectan.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="283"/>
        <source>{:,} trips miss an end (an id in one layer only) and {:,} trip ids occur more than once in a layer; both are left out (docs/odflows.md §1).</source>
        <translation>A {:,} viajes les falta un extremo (un identificador en una sola capa) y {:,} identificadores de viaje aparecen más de una vez en una capa; ambos se dejan fuera (docs/odflows.md §1).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="287"/>
        <source>Joined {:,} trips by trip id. Each trip id counts at most once, so the sensitivity stays 1 per trip (k per user).</source>
        <translation>Se unieron {:,} viajes por identificador de viaje. Cada identificador de viaje cuenta como mucho una vez, así que la sensibilidad sigue siendo 1 por viaje (k por usuario).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="327"/>
        <source>The input layer has no trips, so it has no extent to release over; give a public extent.</source>
        <translation>La capa de entrada no tiene viajes, así que no tiene extensión sobre la que publicar; indique una extensión pública.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/trips.py" line="329"/>
        <source>No extent given: the trips&apos; extent is used as the domain. It is derived from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>No se indicó extensión: se usa la extensión de los viajes como dominio. Se deriva de los datos y por tanto no es privada; los metadatos de la salida lo indican.</translation>
    </message>
</context>
<context>
    <name>VdrAlgorithm</name>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="50"/>
        <source>Time field (date-time, or epoch seconds)</source>
        <translation>Campo de tiempo (fecha y hora, o segundos de época)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="53"/>
        <source>Public time range &apos;start/end&apos; (empty: from the data, not private)</source>
        <translation>Periodo público 'inicio/fin' (vacío: a partir de los datos, no privado)</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="151"/>
        <source>The time range must be &apos;start/end&apos; in ISO 8601 (e.g. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) or two epoch seconds &apos;t0,t1&apos;, with start before end.</source>
        <translation>El periodo debe ser 'start/end' en ISO 8601 (p. ej. 2023-11-14T00:00:00Z/2023-11-28T00:00:00Z) o dos segundos de época 't0,t1', con el inicio antes del fin.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="164"/>
        <source>No time range given: it is taken from the data and is therefore not private; the output&apos;s metadata says so.</source>
        <translation>No se indicó periodo: se toma de los datos y por tanto no es privado; los metadatos de la salida lo indican.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="80"/>
        <source>The user id field and the time field are both &apos;{}&apos;. Choose as user id the field that names the person behind each report, and as time a date-time field (or seconds since 1970-01-01 UTC).</source>
        <translation>El campo de identificador de usuario y el campo de tiempo son ambos '{}'. Elija como identificador de usuario el campo que nombra a la persona detrás de cada informe, y como tiempo un campo de fecha y hora (o segundos desde 1970-01-01 UTC).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="86"/>
        <source>The time field &apos;{}&apos; is the layer&apos;s feature id, not a time. Choose a date-time field, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>El campo de tiempo '{}' es el identificador de objeto de la capa, no una hora. Elija un campo de fecha y hora, o un número de segundos desde 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="92"/>
        <source>The time field &apos;{}&apos; is of type {}; choose a date-time or date field, ISO 8601 text, or a number of seconds since 1970-01-01 UTC.</source>
        <translation>El campo de tiempo '{}' es de tipo {}; elija un campo de fecha y hora o de fecha, texto ISO 8601, o un número de segundos desde 1970-01-01 UTC.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="134"/>
        <source>Every time in &apos;{}&apos; falls in 1970: read as seconds since 1970-01-01 UTC, its numbers span only {:,.0f} seconds. If the field counts something else (an id, a sequence number), choose a date-time field.</source>
        <translation>Todas las horas de '{}' caen en 1970: leídos como segundos desde 1970-01-01 UTC, sus números abarcan solo {:,.0f} segundos. Si el campo cuenta otra cosa (un identificador, un número de secuencia), elija un campo de fecha y hora.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="195"/>
        <source>PyTorch is not available ({}): the noisy histogram was released without denoising. Install it with Plugins ▸ SpatialDP ▸ Install optional dependencies…</source>
        <translation>PyTorch no está disponible ({}): el histograma ruidoso se publicó sin eliminar el ruido. Instálelo con Complementos ▸ SpatialDP ▸ Instalar dependencias opcionales…</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="188"/>
        <source>Trained the denoiser for {} epochs; its codebook used {} of {} entries.</source>
        <translation>Se entrenó el eliminador de ruido durante {} épocas; su libro de códigos usó {} de {} entradas.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="212"/>
        <source>Grid of {}×{} cells in {} time slices, as given.</source>
        <translation>Cuadrícula de {}×{} celdas en {} franjas temporales, según lo indicado.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="214"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for the public number of reports N = {:,.0f} where no size was given.</source>
        <translation>Cuadrícula de {}×{} celdas en {} franjas temporales: la elección de la directriz para el número público de informes N = {:,.0f} donde no se indicó tamaño.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="238"/>
        <source>The released total, {:,.0f}, differs from the public number of reports N, {:,.0f}, by {:.1f} times what the noise explains: check that N counts the reports inside the extent and the time range, keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>El total publicado, {:,.0f}, difiere del número público de informes N, {:,.0f}, en {:.1f} veces lo que explica el ruido: compruebe que N cuenta los informes dentro de la extensión y del periodo, deje activada la corrección de masa y la corrección de escala en 'Corrección de muestreo', o compare con una publicación sin eliminación de ruido.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="244"/>
        <source>The released total, {:,.0f}, differs from the noisy histogram&apos;s total, {:,.0f}, by {:.1f} times what the noise explains: keep the mass correction on and the scale correction at &apos;Sampling correction&apos;, or compare with a release that is not denoised.</source>
        <translation>El total publicado, {:,.0f}, difiere del total del histograma ruidoso, {:,.0f}, en {:.1f} veces lo que explica el ruido: deje activada la corrección de masa y la corrección de escala en 'Corrección de muestreo', o compare con una publicación sin eliminación de ruido.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="230"/>
        <source>The public number of reports N, {:,.0f}, is smaller than the noisy histogram&apos;s total of the sampled points by {:.1f} times what the noise explains, so every count was scaled down with it: give N as the number of all reports inside the extent and the time range, or leave it empty.</source>
        <translation>El número público de informes N, {:,.0f}, es menor que el total de los puntos muestreados del histograma ruidoso en {:.1f} veces lo que explica el ruido, así que cada recuento se redujo con él: indique N como el número de todos los informes dentro de la extensión y del periodo, o déjelo vacío.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="118"/>
        <source>{:,} values of the time field &apos;{}&apos; are not times, such as &apos;{}&apos;, and their points are left out. SpatialDP reads date-time and date fields, ISO 8601 text (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) and numbers of seconds since 1970-01-01 UTC; convert the field first (e.g. with to_datetime() in the field calculator).</source>
        <translation>{:,} valores del campo de tiempo '{}' no son horas, como '{}', y sus puntos se omiten. SpatialDP lee campos de fecha y hora y de fecha, texto ISO 8601 (2023-11-14T10:30:00Z, 2023-11-14 10:30:00, 2023-11-14) y números de segundos desde 1970-01-01 UTC; convierta primero el campo (p. ej. con to_datetime() en la calculadora de campos).</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>1 point has no time in &apos;{1}&apos; and is left out.</source>
        <translation>1 punto no tiene hora en '{1}' y se omite.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="127"/>
        <source>{0:,} points have no time in &apos;{1}&apos; and are left out.</source>
        <translation>{0:,} puntos no tienen hora en '{1}' y se omiten.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="161"/>
        <source>No point has a time, so the time range cannot be taken from the data; give a public time range.</source>
        <translation>Ningún punto tiene hora, así que el periodo no se puede tomar de los datos; indique un periodo público.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="217"/>
        <source>Grid of {}×{} cells in {} time slices: the guideline's choice for a noisy number of reports N ≈ {:,.0f}, counted with 5 % of ε. Give N, if it is public, or the sizes to spend all of ε on the counts.</source>
        <translation>Cuadrícula de {}×{} celdas en {} franjas temporales: la elección de la directriz para un número ruidoso de informes N ≈ {:,.0f}, contado con el 5 % de ε. Indique N, si es público, o los tamaños, para gastar todo ε en los recuentos.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="192"/>
        <source>Denoised from the noisy counts alone, at no privacy cost: {}.</source>
        <translation>Ruido eliminado solo a partir de los recuentos ruidosos, sin coste de privacidad: {}.</translation>
    </message>
    <message>
        <location filename="../spatialdp_qgis/algorithms/vdr.py" line="200"/>
        <source>The number of views applies to the VQ-VAE, which did not run: it was ignored.</source>
        <translation>El número de vistas se aplica al VQ-VAE, que no se ejecutó: se ha ignorado.</translation>
    </message>
</context>
<context>
    <name>dock</name>
    <message>
        <location filename="../spatialdp_qgis/gui/dock.py" line="69"/>
        <source>SpatialDP panel (guidance, evaluation, register)</source>
        <translation>Panel de SpatialDP (orientación, evaluación, registro)</translation>
    </message>
</context>
</TS>
