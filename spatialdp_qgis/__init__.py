"""Everything of SpatialDP that imports qgis or PyQt."""
