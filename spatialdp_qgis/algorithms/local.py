"""What the local-DP algorithms share: their group, and no user bound.

In the local model every person perturbs their own location on their
device; the server only sees the perturbed reports. The declared local
mechanisms (:mod:`core.catalogue`) *simulate* a collection from a layer of
true locations — each point is one user who reports once with ε.
"""


class LocalModel:
    """Group of every local-DP algorithm (a mixin for SpatialDPAlgorithm)."""

    user_bound = False

    def group(self):
        return self.tr("Local differential privacy")

    def groupId(self):  # noqa: N802
        return "local"
