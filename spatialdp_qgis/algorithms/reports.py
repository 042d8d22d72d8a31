"""The algorithm of a server step declared on the grid the devices used
(:data:`core.declaration.DEVICE_GRID`): spatialdp:ldpestimate, :data:`core.catalogue.LDP_ESTIMATE`.

Devices perturbed their cell of a public g×g grid with GRR or OLH
(core.oracles.perturb / core.mechanisms.ldp_grids.ldp_grid_reports) and
sent one report each; the declared release function turns the declared columns of the table of
reports (:data:`core.declaration.REPORTS`) into the estimated grid. Its identity, parameters,
help and output are the declaration's (:class:`.mechanism.MechanismAlgorithm`); this subclass adds
what such an input needs: the extent and CRS the devices used (:class:`DeviceGrid`) and the table's
columns read as whole numbers. It adds no randomness: the privacy was spent on the devices.
"""

import numpy as np
from qgis.core import QgsProcessingException, QgsProcessingParameterCrs, QgsProcessingParameterExtent

from ...core.wire import integer_value
from ..i18n import declared
from ..io import Stage, read_table
from .mechanism import MechanismAlgorithm


class DeviceGrid:
    """The extent and CRS of the grid (or plan) the devices use, with their declared labels (a mixin
    of :class:`.mechanism.MechanismAlgorithm`): required, never taken from the data."""

    CRS = "CRS"

    def initDeviceGrid(self):  # noqa: N802
        self.addParameter(QgsProcessingParameterExtent(self.EXTENT, declared(self.mechanism.labels[self.EXTENT])))
        self.addParameter(QgsProcessingParameterCrs(self.CRS, declared(self.mechanism.labels[self.CRS]),
                                                    optional=True))

    def deviceCrs(self, parameters, context):  # noqa: N802
        """The CRS given, else the extent's (invalid when neither is known)."""
        crs = self.parameterAsCrs(parameters, self.CRS, context)
        return crs if crs.isValid() else self.parameterAsExtentCrs(parameters, self.EXTENT, context)


class ReportsAlgorithm(DeviceGrid, MechanismAlgorithm):
    """The estimate from the table of the devices' reports on the grid they used: the release function
    takes the declared fields' columns (None for an optional field left empty), the domain and ε."""

    def initDomainParameters(self):  # noqa: N802
        self.initDeviceGrid()

    def _process(self, parameters, context, feedback):
        table_name = self.dataTable().name
        source = self.parameterAsSource(parameters, table_name, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, table_name))
        crs = self.deviceCrs(parameters, context)
        if not crs.isValid():
            raise QgsProcessingException(self.tr(
                "Give the CRS of the grid the devices used (as a CRS or with the extent)."))
        domain = self.parameterAsDomain(parameters, context, crs, feedback)
        epsilon = self.parameterAsEpsilon(parameters, context)
        self.checkBeforeReading(parameters, context)
        self.warnTableFormats(parameters, context, feedback)
        names = {f.keyword: self.parameterAsString(parameters, f.name, context) for f in self.mechanism.fields}
        fields = [name for name in names.values() if name]
        report_field = fields[0]
        table = read_table(source, fields, Stage(feedback, 0, 40))
        # The reports were randomised on the devices, so anything decided from them is
        # post-processing; still, as in every algorithm, they decide what is released, not
        # whether (docs/noise-and-ledger.md): empty rows are left out, no report gives 0 everywhere.
        empty = np.array([any(table[f][i] in (None, "") for f in fields)
                          for i in range(len(table[report_field]))], dtype=bool)
        if empty.any():
            feedback.pushWarning((self.tr("1 row has an empty report or seed and is left out.") if empty.sum() == 1
                                  else self.tr("{:,} rows have an empty report or seed and are left out."))
                                 .format(int(empty.sum())))
            table = {f: values[~empty] for f, values in table.items()}
        if len(table[report_field]) == 0:
            feedback.pushWarning(self.tr("The table has no reports: every estimate is 0."))
        table = {f: [integer_value(v) for v in values] for f, values in table.items()}
        if any(v is None for f in fields for v in table[f]):
            raise QgsProcessingException(self.tr(
                "Reports and hash seeds must be whole numbers stored in integer fields or text "
                "fields: a decimal field cannot hold 63-bit seeds exactly."))
        columns = [np.array(table[name], dtype=np.int64) if name else None for name in names.values()]
        try:
            synopsis = self.mechanism.release(*columns, domain, epsilon=epsilon,
                                              **self.arguments(parameters, context))
        except ValueError as error:  # reports that the settings given cannot have produced
            raise QgsProcessingException(self.tr(
                "{}: check that the grid size g, ε and the hash range are those the devices "
                "used.").format(error)) from None
        feedback.pushInfo((self.tr("Estimated {} cells from 1 report.") if len(table[report_field]) == 1
                           else self.tr("Estimated {} cells from {} reports.")).format(
            synopsis.n_cells, len(table[report_field])))
        return self.finish(synopsis, parameters, context, feedback, crs,
                           {f"{keyword}_field": name or None for keyword, name in names.items()})
