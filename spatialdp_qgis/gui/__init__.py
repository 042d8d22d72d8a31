"""The SpatialDP dock widget: grid-size guidance and error evaluation (issue 6)."""
