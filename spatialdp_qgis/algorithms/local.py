"""What the local-DP algorithms share: their group, and no user bound.

In the local model every person perturbs their own location on their
device; the server only sees the perturbed reports. The declared local
mechanisms (:mod:`core.catalogue`) *simulate* a collection from a layer of
true locations — each point is one user who reports once with ε.
"""

from qgis.PyQt.QtCore import QCoreApplication


class LocalModel:
    """Group of every local-DP algorithm (a mixin for SpatialDPAlgorithm). Its strings are
    looked up in its own context: :class:`.mechanism.MechanismAlgorithm` calls these methods
    without having LocalModel among its bases, so ``self.tr`` would miss them."""

    user_bound = False

    def group(self):
        return QCoreApplication.translate("LocalModel", "Local differential privacy")

    def groupAudience(self):  # noqa: N802
        return QCoreApplication.translate(
            "LocalModel", "Local DP is for collections where each person's device perturbs their "
            "own location before sending it, so that nobody holds the true points; these "
            "algorithms plan such a survey by simulating it, or estimate from its reports. Use "
            "the central algorithms if you hold the exact points.")

    def groupId(self):  # noqa: N802
        return "local"
