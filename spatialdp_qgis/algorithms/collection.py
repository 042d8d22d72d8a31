"""The algorithm of the server steps declared on a campaign in rounds (:data:`core.declaration.CAMPAIGN`;
docs/ldp-protocol.md; issue 30): :data:`core.catalogue.LDP_START`, :data:`~core.catalogue.LDP_CLOSE_ROUND`
and :data:`~core.catalogue.LDP_COLLECTION_ESTIMATE`.

``spatialdp:ldpstart`` starts a campaign (PrivAG, AAG, AHEAD or HDG): it
writes the collection file (:mod:`core.campaign`), round 1's plan for the
devices and the invitations (each resident's round and token).
``spatialdp:ldpcloseround`` reads a round's table of reports (CSV with or
without .csvt, GeoPackage, PostGIS…), counts and leaves out every bad report,
saves the round in the collection file and writes the next plan.
``spatialdp:ldpcollectionestimate`` writes the final grid with its release
record, style and margins, as every other algorithm. The server adds no
noise: each resident's device spent ε on its one report.

Their identity, parameters, help and outputs are the declarations' (:class:`.mechanism.MechanismAlgorithm`);
:class:`CampaignAlgorithm` adds what a campaign is instead of an extent: the collection file, read
(and updated) by every step after the start, and what each step does with it — the start writes it
with the declared files, a round (the step that reads :data:`core.declaration.REPORTS`) screens the
reports into it, and the estimate writes its cells.
"""

import csv
import io
import json
import os
from pathlib import Path

from qgis.core import QgsCoordinateReferenceSystem, QgsProcessingException, QgsProcessingParameterFile

from ...core.campaign import Campaign, CampaignError
from ...core.catalogue import CAMPAIGN_FILE
from ...core.declaration import REPORTS
from ...core.domain import Domain
from ..i18n import declared
from ..io import Stage, read_table
from ..register import reserve_campaign
from .reports import DeviceGrid
from .mechanism import MechanismAlgorithm


def _write_text(path, text):
    """A file written whole or not at all (a temporary file renamed over it)."""
    tmp = f"{path}.part"
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)


def _write_json(path, document):
    _write_text(path, json.dumps(document, indent=1))


def _invitations_csv(campaign):
    """The invitations as CSV text: resident, round, token (empty without tokens)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["resident", "round", "token"])
    writer.writerows((r, k, t or "") for r, k, t in campaign.invitations())
    return out.getvalue()


class CampaignAlgorithm(DeviceGrid, MechanismAlgorithm):
    """A step of a campaign in rounds: its start (it declares the collection file an output), a round
    (its data are the round's reports) or the estimate (it writes cells)."""

    COLLECTION = "COLLECTION"
    PLAN = "PLAN"
    INVITATIONS = "INVITATIONS"
    ACCEPTED = "ACCEPTED"
    BAD = "BAD"

    def initInputParameters(self):  # noqa: N802
        """After the start, the collection file first: it holds the plan's extent, CRS and rounds."""
        if not self.mechanism.starts_campaign():
            self.addParameter(QgsProcessingParameterFile(self.COLLECTION, declared(CAMPAIGN_FILE), extension="json"))
        super().initInputParameters()

    def initDomainParameters(self):  # noqa: N802
        """The extent and CRS of the plan at the start (later steps read them from the collection file)."""
        if self.mechanism.starts_campaign():
            self.initDeviceGrid()

    def epsilonLabel(self):  # noqa: N802
        """ε per resident is chosen at the start; the later steps read it from the collection file."""
        return super().epsilonLabel() if self.mechanism.starts_campaign() else ""

    def inputFiles(self, parameters, context):  # noqa: N802
        return [Path(self.parameterAsFile(parameters, self.COLLECTION, context))]

    def failed(self, error):
        """One sentence for the user: the core's message, or the file that could not be written."""
        if isinstance(error, OSError):
            return QgsProcessingException(self.tr("Cannot write '{}': {}.").format(error.filename, error.strerror))
        return QgsProcessingException(str(error))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        if self.mechanism.starts_campaign():
            return self.startCampaign(parameters, context, feedback)
        if self.mechanism.data == REPORTS:
            return self.closeRound(parameters, context, feedback)
        return super().processAlgorithm(parameters, context, feedback)

    def startCampaign(self, parameters, context, feedback):  # noqa: N802
        """The campaign of the declared release function, written with its plan and invitations."""
        crs = self.deviceCrs(parameters, context)
        rect = self.parameterAsExtent(parameters, self.EXTENT, context, crs)
        try:
            campaign = self.mechanism.release(
                Domain(rect.xMinimum(), rect.yMinimum(), rect.xMaximum(), rect.yMaximum()),
                self.parameterAsDouble(parameters, self.EPSILON, context), crs=crs.authid(),
                **self.arguments(parameters, context))
            plan = campaign.plan()
        except ValueError as error:
            raise self.failed(error) from None
        paths = {name: self.parameterAsFileOutput(parameters, name, context)
                 for name in (self.COLLECTION, self.PLAN, self.INVITATIONS)}
        done = reserve_campaign(self, parameters, context, feedback, campaign=campaign,
                                outputs=[paths[self.COLLECTION], paths[self.PLAN]])
        written = []
        try:
            for name, write in ((self.COLLECTION, campaign.save),
                                (self.PLAN, lambda path: _write_json(path, plan)),
                                (self.INVITATIONS, lambda path: _write_text(path, _invitations_csv(campaign)))):
                write(paths[name])
                written.append(paths[name])
        except OSError as error:  # no campaign: none of its files, no register entry
            for path in written:
                os.remove(path)
            done(False)
            raise self.failed(error) from None
        done(True)
        feedback.pushInfo(self.tr("Campaign {} started: {} rounds, ε = {:g} per resident; round 1 "
                                  "has {} cells ({}).").format(
            campaign.setting["id"], campaign.total_rounds, campaign.setting["epsilon"], plan["d"],
            plan["oracle"]["name"]))
        return paths

    def closeRound(self, parameters, context, feedback):  # noqa: N802
        """The round's reports screened into the campaign (the declared release function), saved, and
        the next round's plan."""
        path = self.parameterAsFile(parameters, self.COLLECTION, context)
        table_name = self.dataTable().name
        source = self.parameterAsSource(parameters, table_name, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, table_name))
        names = {f.keyword: self.parameterAsString(parameters, f.name, context) or f.default
                 for f in self.mechanism.fields}
        try:
            campaign = Campaign.load(path)
            plan = campaign.plan()
        except ValueError as error:
            raise self.failed(error) from None
        present = set(source.fields().names())
        if plan["oracle"]["name"] == "OLH" and names["seed"] not in present:
            raise QgsProcessingException(self.tr(
                "Round {} uses OLH: the table needs the hash seed field '{}'.").format(
                plan["round"], names["seed"]))
        if campaign.setting.get("tokens") and names["token"] not in present:
            raise QgsProcessingException(self.tr(
                "The campaign issued tokens: the table needs the token field '{}'.").format(names["token"]))
        missing = [n for k, n in names.items() if k in ("round", "report") and n not in present]
        if missing:
            raise QgsProcessingException(self.tr("The table has no field '{}'.").format(missing[0]))
        fields = [n for n in names.values() if n and n in present]
        table = read_table(source, fields, Stage(feedback, 0, 80))
        rows = [{k: table[n][i] for k, n in names.items() if n in table}
                for i in range(len(table[names["report"]]))]
        try:
            screened = self.mechanism.release(campaign, rows)
        except ValueError as error:
            raise self.failed(error) from None
        for why, count in sorted(screened.bad.items()):
            feedback.pushWarning(self.tr("{:,} reports left out: {}.").format(count, why))
        try:
            campaign.save(path)
        except (OSError, ValueError) as error:
            raise self.failed(error) from None
        results = {self.ACCEPTED: len(screened.reports), self.BAD: screened.n_bad, self.PLAN: None}
        if campaign.finished:
            feedback.pushInfo(self.tr("Round {} closed with {:,} reports; it was the last round: "
                                      "estimate the campaign.").format(plan["round"], len(screened.reports)))
            return results
        target = self.parameterAsFileOutput(parameters, self.PLAN, context)
        if target:
            try:
                _write_json(target, campaign.plan())
            except OSError as error:
                raise self.failed(error) from None
            results[self.PLAN] = target
        feedback.pushInfo(self.tr("Round {} closed with {:,} reports; publish the plan of round {}.").format(
            plan["round"], len(screened.reports), plan["round"] + 1))
        return results

    def _process(self, parameters, context, feedback):
        self.checkBeforeReading(parameters, context)
        try:
            campaign = Campaign.load(self.parameterAsFile(parameters, self.COLLECTION, context))
            synopsis = self.mechanism.release(campaign)
        except CampaignError as error:
            raise QgsProcessingException(str(error)) from None
        crs = QgsCoordinateReferenceSystem(campaign.setting["crs"])
        bad = {}
        for done in campaign.rounds:
            for why, count in done["bad"].items():
                bad[why] = bad.get(why, 0) + count
        return self.finish(synopsis, parameters, context, feedback, crs, {
            "campaign": campaign.setting["id"], "rounds": len(campaign.rounds),
            "reports_per_round": [len(done["report"]) for done in campaign.rounds],
            "bad_reports_left_out": bad})
