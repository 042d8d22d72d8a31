"""The server steps of a real multi-round local-DP collection (docs/ldp-protocol.md; issue 30).

``spatialdp:ldpstart`` starts a campaign (PrivAG, AAG, AHEAD or HDG): it
writes the collection file (:mod:`core.campaign`), round 1's plan for the
devices and the invitations (each resident's round and token).
``spatialdp:ldpcloseround`` reads a round's table of reports (CSV with or
without .csvt, GeoPackage, PostGIS…), counts and leaves out every bad report,
saves the round in the collection file and writes the next plan.
``spatialdp:ldpcollectionestimate`` writes the final grid with its release
record, style and margins, as every other algorithm. The server adds no
noise: each resident's device spent ε on its one report.
"""

import csv
import io
import json
import os
from pathlib import Path

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterCrs,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterNumber,
)

from ...core.campaign import Campaign, CampaignError
from ...core.domain import Domain
from ...core.parameters import AHEAD_LEVELS
from ..io import Stage, read_table
from ..register import help_text as register_help, parameters as register_parameters, reserve_campaign
from ..reports_table import open_plain_csv
from .base import PluginAlgorithm, SpatialDPAlgorithm
from .local import LocalModel

MECHANISMS = ["PrivAG", "AAG", "AHEAD", "HDG"]
ORACLES = ["adaptive", "GRR", "OLH"]


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


class _CampaignStep(PluginAlgorithm, LocalModel, QgsProcessingAlgorithm):
    """What the start and close steps share: the docs page, the group and the collection file."""

    docs_page = "ldp-protocol.md"
    COLLECTION = "COLLECTION"
    PLAN = "PLAN"

    def name(self):
        return self.algorithm_id

    def addPlanOutput(self, optional=False):  # noqa: N802
        self.addParameter(QgsProcessingParameterFileDestination(
            self.PLAN, self.tr("Plan for the devices (JSON)"), self.tr("JSON files (*.json)"),
            optional=optional))

    def failed(self, error):
        """One sentence for the user: the core's message, or the file that could not be written."""
        if isinstance(error, OSError):
            return QgsProcessingException(self.tr("Cannot write '{}': {}.").format(error.filename, error.strerror))
        return QgsProcessingException(str(error))


class CollectionStartAlgorithm(_CampaignStep):
    algorithm_id = "ldpstart"
    MECHANISM = "MECHANISM"
    EXTENT = "EXTENT"
    CRS = "CRS"
    EPSILON = "EPSILON"
    RESIDENTS = "RESIDENTS"
    GRID_SIZE = "GRID_SIZE"
    DEPTH = "DEPTH"
    ORACLE = "ORACLE"
    ASSIGNMENT_SEED = "ASSIGNMENT_SEED"
    TOKENS = "TOKENS"
    INVITATIONS = "INVITATIONS"

    def displayName(self):  # noqa: N802
        return self.tr("Start an LDP collection campaign")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one is for the server of a real survey in several rounds: it starts the "
            "campaign.")) + self.tr(
            "<p>The first server step of a real local-DP survey in several rounds. Each resident is "
            "invited to one round and reports once, from their own device, the cell of the round's "
            "published plan that holds their location, randomised with ε: the campaign costs each "
            "resident ε.</p>"
            "<p><b>Protocol</b>: PrivAG, AAG, AHEAD or HDG, as the simulated algorithms. "
            "<b>Public extent</b>: the area that contains every resident (a resident outside cannot "
            "take part); <b>CRS of the plan</b>: the coordinates the devices use. <b>Privacy budget "
            "ε per resident</b>. <b>Number of residents invited</b>: everyone who gets an "
            "invitation. <b>Grid size</b> (PrivAG, AAG, HDG; empty: the guideline) and <b>Tree "
            "depth h = number of rounds</b> (AHEAD). <b>Frequency oracle</b> (advanced): GRR or "
            "OLH, or the one with the lower variance.</p>"
            "<p><b>Assignment seed</b> (advanced): the residents' rounds are a public random split "
            "that ignores locations; give a seed to reproduce it. <b>Issue an invitation token to "
            "each resident</b>: a report with an unknown or repeated token is not used.</p>"
            "<p>Outputs: the <b>Collection file</b> (keep it, and keep it confidential when it holds "
            "tokens: every later step reads and updates it), the <b>Plan for the devices</b> of "
            "round 1 to publish, and the <b>Invitations</b>: each resident's round and token.</p>") \
            + register_help() + self.docsLink()

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterEnum(
            self.MECHANISM, self.tr("Protocol"), MECHANISMS, defaultValue=0))
        self.addParameter(QgsProcessingParameterExtent(self.EXTENT, self.tr("Public extent")))
        self.addParameter(QgsProcessingParameterCrs(
            self.CRS, self.tr("CRS of the plan (empty: the extent's CRS)"), optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            self.EPSILON, self.tr("Privacy budget ε per resident"),
            QgsProcessingParameterNumber.Type.Double, 1.0, minValue=0.0))
        self.addParameter(QgsProcessingParameterNumber(
            self.RESIDENTS, self.tr("Number of residents invited"),
            QgsProcessingParameterNumber.Type.Integer, 1000, minValue=1))
        self.addParameter(QgsProcessingParameterNumber(
            self.GRID_SIZE, self.tr("Grid size (PrivAG, AAG, HDG; empty: the guideline)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=1))
        self.addParameter(QgsProcessingParameterNumber(
            self.DEPTH, self.tr("Tree depth h = number of rounds (AHEAD)"),
            QgsProcessingParameterNumber.Type.Integer, AHEAD_LEVELS, minValue=1, maxValue=20))
        self.addAdvanced(QgsProcessingParameterEnum(
            self.ORACLE, self.tr("Frequency oracle"), ORACLES, defaultValue=0))
        self.addAdvanced(QgsProcessingParameterNumber(
            self.ASSIGNMENT_SEED, self.tr("Assignment seed (empty: random)"),
            QgsProcessingParameterNumber.Type.Integer, None, optional=True, minValue=0))
        self.addParameter(QgsProcessingParameterBoolean(
            self.TOKENS, self.tr("Issue an invitation token to each resident"), False))
        for parameter in register_parameters():  # the campaign's ε per resident, checked at the start
            self.addParameter(parameter)
        self.addParameter(QgsProcessingParameterFileDestination(
            self.COLLECTION, self.tr("Collection file"), self.tr("JSON files (*.json)")))
        self.addPlanOutput()
        self.addParameter(QgsProcessingParameterFileDestination(
            self.INVITATIONS, self.tr("Invitations (CSV: resident, round, token)"),
            self.tr("CSV files (*.csv)")))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        crs = self.parameterAsCrs(parameters, self.CRS, context)
        if not crs.isValid():
            crs = self.parameterAsExtentCrs(parameters, self.EXTENT, context)
        rect = self.parameterAsExtent(parameters, self.EXTENT, context, crs)
        mechanism = MECHANISMS[self.parameterAsEnum(parameters, self.MECHANISM, context)]
        options = {"oracle": ORACLES[self.parameterAsEnum(parameters, self.ORACLE, context)]}
        if mechanism == "AHEAD":
            options["depth"] = self.parameterAsInt(parameters, self.DEPTH, context)
        elif parameters.get(self.GRID_SIZE) not in (None, ""):
            options["grid_size"] = self.parameterAsInt(parameters, self.GRID_SIZE, context)
        seed = parameters.get(self.ASSIGNMENT_SEED)
        try:
            campaign = Campaign.start(
                mechanism=mechanism, epsilon=self.parameterAsDouble(parameters, self.EPSILON, context),
                domain=Domain(rect.xMinimum(), rect.yMinimum(), rect.xMaximum(), rect.yMaximum()),
                n_users=self.parameterAsInt(parameters, self.RESIDENTS, context), crs=crs.authid(),
                assignment_seed=None if seed in (None, "") else self.parameterAsInt(
                    parameters, self.ASSIGNMENT_SEED, context),
                tokens=self.parameterAsBool(parameters, self.TOKENS, context), options=options)
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


class CollectionCloseRoundAlgorithm(_CampaignStep):
    algorithm_id = "ldpcloseround"
    INPUT = "INPUT"
    ROUND_FIELD = "ROUND_FIELD"
    REPORT_FIELD = "REPORT_FIELD"
    SEED_FIELD = "SEED_FIELD"
    TOKEN_FIELD = "TOKEN_FIELD"
    ACCEPTED = "ACCEPTED"
    BAD = "BAD"

    def displayName(self):  # noqa: N802
        return self.tr("Close a round of an LDP collection")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one is for the server of a real survey in several rounds: it closes a "
            "round.")) + self.tr(
            "<p>The server step after each round of a campaign started with 'Start an LDP "
            "collection campaign'. Each report was randomised with ε on a resident's device; this "
            "step adds no noise.</p>"
            "<p><b>Collection file</b>: the campaign's file; the closed round is saved in it. "
            "<b>Table of the round's reports</b>: CSV with or without .csvt, GeoPackage, PostGIS "
            "table…, one row per report. <b>Round field</b>, <b>Report field</b>, <b>Hash seed "
            "field</b> (OLH; text or integer, never decimal) and <b>Token field</b> (campaigns with "
            "tokens): empty takes the names the devices' CSV uses (round, report, seed, token). A "
            "report of another round, a value out of range, a missing or invalid seed, an unknown "
            "token or a token already used in the table is counted, listed in the log and not "
            "used.</p>"
            "<p><b>Plan for the devices</b>: the next round's plan to publish (none after the last "
            "round: then estimate the campaign).</p>") + self.docsLink()

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterFile(
            self.COLLECTION, self.tr("Collection file"), extension="json"))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.INPUT, self.tr("Table of the round's reports"), [QgsProcessing.SourceType.TypeVector]))
        for name, label, default in (  # optional: empty takes the devices' CSV's name
                (self.ROUND_FIELD, self.tr("Round field"), "round"),
                (self.REPORT_FIELD, self.tr("Report field"), "report"),
                (self.SEED_FIELD, self.tr("Hash seed field (OLH)"), "seed"),
                (self.TOKEN_FIELD, self.tr("Token field (campaigns with tokens)"), "token")):
            self.addParameter(QgsProcessingParameterField(
                name, label, default, parentLayerParameterName=self.INPUT, optional=True))
        self.addPlanOutput(optional=True)
        self.addOutput(QgsProcessingOutputNumber(self.ACCEPTED, self.tr("Reports used")))
        self.addOutput(QgsProcessingOutputNumber(self.BAD, self.tr("Bad reports left out")))

    def checkParameterValues(self, parameters, context):  # noqa: N802
        open_plain_csv(parameters, self.INPUT, context)  # a one-column CSV GDAL cannot open
        return super().checkParameterValues(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802
        path = self.parameterAsFile(parameters, self.COLLECTION, context)
        source = self.parameterAsSource(parameters, self.INPUT, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.INPUT))
        names = {key: self.parameterAsString(parameters, name, context) or key for key, name in (
            ("round", self.ROUND_FIELD), ("report", self.REPORT_FIELD), ("seed", self.SEED_FIELD),
            ("token", self.TOKEN_FIELD))}
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
            screened = campaign.close_round(rows)
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


class CollectionEstimateAlgorithm(LocalModel, SpatialDPAlgorithm):
    algorithm_id = "ldpcollectionestimate"
    docs_page = "ldp-protocol.md"
    COLLECTION = "COLLECTION"

    def displayName(self):  # noqa: N802
        return self.tr("Estimate an LDP collection campaign")

    def shortHelpString(self):  # noqa: N802
        return self.audienceHelp(self.tr(
            "This one is for the server of a real survey in several rounds: it publishes the "
            "campaign's estimate.")) + self.tr(
            "<p>The last server step of a campaign: from the <b>Collection file</b> whose every "
            "round is closed, the <b>Estimated grid</b> (or tree) of the campaign, with its release "
            "record: ε per resident, the rounds, the reports used and left out. It adds no noise: "
            "each resident's device spent ε on one report.</p>") + self.publicationHelp() + self.docsLink()

    def initAlgorithm(self, config=None):  # noqa: N802
        self.addParameter(QgsProcessingParameterFile(
            self.COLLECTION, self.tr("Collection file"), extension="json"))
        self.initPublicationParameters()
        self.addParameter(QgsProcessingParameterFeatureSink(
            self.OUTPUT, self.tr("Estimated grid"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addOutput(QgsProcessingOutputString(
            self.LEDGER, self.tr("Release record (JSON: mechanism, ε ledger, parameters)")))

    def inputFiles(self, parameters, context):  # noqa: N802
        return [Path(self.parameterAsFile(parameters, self.COLLECTION, context))]

    def _process(self, parameters, context, feedback):
        self.checkBeforeReading(parameters, context)
        try:
            campaign = Campaign.load(self.parameterAsFile(parameters, self.COLLECTION, context))
            synopsis = campaign.estimate()
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
