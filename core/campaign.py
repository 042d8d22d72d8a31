"""A collection campaign whose state lives in a file between rounds (docs/ldp-protocol.md, "Server").

A real round lasts days, so the server's state of a multi-round collection
(:mod:`core.collection`) cannot live in memory. The *collection file* (JSON,
format ``spatialdp-collection`` version 1) holds the public setting (the
mechanism, its options, the extent, ε per resident, the number of
residents), the seed of the public assignment of residents to rounds, the
invitation tokens if any, and every closed round's accepted reports. The
server's state is rebuilt from it by replaying the rounds: receiving reports
is deterministic, so a campaign closed round by round across processes gives
the estimate one process gives, and the simulation's for the same seeds.

Every resident is invited to exactly one round (the plan's group
assignment) and reports once with ε; the campaign's ledger counts ε per
*resident* (:data:`RESIDENT_UNIT`), the unit the release register records.
"""

import json
import os
import secrets
import tempfile
from typing import Any, Iterable, Mapping, Optional, Union

import numpy as np

from . import oracles
from .collection import _Collection, start_collection
from .domain import Domain
from .parameters import AHEAD_LEVELS
from .synopsis import Synopsis
from .wire import Screened, plan_document, screen_reports

#: a path of the collection file
FilePath = Union[str, "os.PathLike[str]"]

FORMAT = "spatialdp-collection"
FORMAT_VERSION = 1
#: the unit of privacy of a campaign: a person, whatever the rounds
RESIDENT_UNIT = "resident (one location per campaign, reported once)"


class CampaignError(ValueError):
    """The collection file cannot be used (unreadable, another format, a finished campaign)."""


class Campaign:
    """The persisted setting and rounds of one collection; :meth:`collection` replays them."""

    def __init__(self, setting: dict[str, Any], rounds: Optional[list[dict[str, Any]]] = None, *,
                 loaded: bool = False) -> None:
        self.setting = setting
        self.rounds = list(rounds or [])
        self._collection: Optional[_Collection] = None
        #: the number of closed rounds the file held when loaded (None: a new campaign)
        self._loaded_rounds = len(self.rounds) if loaded else None

    @classmethod
    def start(cls, *, mechanism: str, domain: Domain, epsilon: float, n_users: int, crs: str = "",
              assignment_seed: Optional[int] = None, tokens: bool = False,
              options: Optional[dict[str, Any]] = None) -> "Campaign":
        """A new campaign (its setting checked by starting the collection once)."""
        seed = secrets.randbits(63) if assignment_seed is None else int(assignment_seed)
        setting = {"id": secrets.token_hex(8), "mechanism": mechanism, "crs": crs,
                   "extent": list(domain.as_tuple()), "epsilon": float(epsilon), "n_users": int(n_users),
                   "options": dict(options or {}), "assignment_seed": seed}
        campaign = cls(setting)
        groups = campaign.assignment()
        if tokens:
            setting["tokens"] = [[secrets.token_urlsafe(12) for _ in group] for group in groups]
        return campaign

    # ------------------------------------------------------------ the state

    def collection(self) -> _Collection:
        """The server's collection after the closed rounds (replayed once, then kept)."""
        if self._collection is None:
            s = self.setting
            collection = start_collection(s["mechanism"], Domain(*s["extent"]), s["epsilon"],
                                          s["n_users"], **s["options"])
            collection.ledger.unit = RESIDENT_UNIT
            for done in self.rounds:
                plan = collection.plan()
                collection.receive(oracles.Reports(plan.oracle, np.array(done["report"], dtype=np.int64),
                                                   None if done["seed"] is None
                                                   else np.array([int(v) for v in done["seed"]], dtype=np.int64),
                                                   plan.g))
            self._collection = collection
        return self._collection

    def assignment(self) -> list[np.ndarray]:
        """Each round's residents (indices 0…n−1): the public, seeded split the simulation makes."""
        return self.collection().assign(np.random.default_rng(self.setting["assignment_seed"]))

    @property
    def total_rounds(self) -> int:
        return self.collection().rounds

    @property
    def finished(self) -> bool:
        return len(self.rounds) >= self.total_rounds

    def plan(self) -> dict[str, Any]:
        """The plan of the next round (the JSON document devices receive)."""
        if self.finished:
            raise CampaignError("every round of this campaign is closed: estimate it")
        s = self.setting
        return plan_document(self.collection().plan(), collection=s["id"], mechanism=s["mechanism"],
                             rounds=self.total_rounds, crs=s["crs"])

    def invitations(self) -> list[tuple[int, int, Optional[str]]]:
        """(resident, round, token or None) for every resident: whom to invite to which round."""
        tokens = self.setting.get("tokens")
        return [(int(r), k + 1, tokens[k][i] if tokens else None)
                for k, group in enumerate(self.assignment()) for i, r in enumerate(group)]

    def close_round(self, rows: Iterable[Mapping[str, Any]]) -> Screened:
        """Screen the round's report rows (:func:`core.wire.screen_reports`) and receive the good ones.

        Returns the :class:`core.wire.Screened`; the campaign then holds the
        round (save it to persist). A round without one good report is refused.
        """
        plan = self.plan()
        tokens = self.setting.get("tokens")
        screened = screen_reports(plan, rows, None if tokens is None else set(tokens[plan["round"] - 1]))
        reports = screened.reports
        self.collection().receive(reports)
        self.rounds.append({"round": plan["round"], "report": reports.report.tolist(),
                            "seed": None if reports.seed is None else [str(v) for v in reports.seed],
                            "bad": dict(screened.bad)})
        return screened

    def estimate(self) -> Synopsis:
        """The release (:class:`core.synopsis.Synopsis`) after the last round."""
        if not self.finished:
            raise CampaignError(f"{len(self.rounds)} of {self.total_rounds} rounds are closed: close "
                                "every round before the estimate")
        return self.collection().estimate()

    # ------------------------------------------------------------ the file

    def save(self, path: FilePath) -> None:
        """Write the file atomically (a temporary file renamed over it): never half a state.

        A loaded campaign is saved only over the state it was loaded from: if another run
        closed a round in the meantime, :class:`CampaignError` and nothing is written.
        """
        if self._loaded_rounds is not None and len(Campaign.load(path).rounds) != self._loaded_rounds:
            raise CampaignError(f"the collection file {path} changed while this round was closed "
                                "(another run closed a round): nothing was saved; close the round again")
        text = json.dumps({"format": FORMAT, "version": FORMAT_VERSION, "setting": self.setting,
                           "rounds": self.rounds}, indent=1)
        folder = os.path.dirname(os.path.abspath(path))
        fd, tmp = tempfile.mkstemp(prefix=".collection-", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise

    @classmethod
    def load(cls, path: FilePath) -> "Campaign":
        """The campaign of the collection file ``path``; :class:`CampaignError` if it is none."""
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
        except (OSError, ValueError) as error:
            raise CampaignError(f"cannot read the collection file {path}: {error}") from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise CampaignError(f"{path} is not a SpatialDP collection file")
        if doc.get("version") != FORMAT_VERSION:
            raise CampaignError(f"{path} is a collection file of version {doc.get('version')}, this "
                                f"plugin reads version {FORMAT_VERSION}")
        return cls(doc["setting"], doc["rounds"], loaded=True)


#: the protocols a campaign runs (:mod:`core.collection`), in the order a user interface offers them
PROTOCOLS = ("PrivAG", "AAG", "AHEAD", "HDG")


def start_campaign(domain: Domain, epsilon: float, *, mechanism: str, n_users: int, crs: str = "",
                   assignment_seed: Optional[int] = None, tokens: bool = False, oracle: str = oracles.ADAPTIVE,
                   grid_size: Optional[int] = None, depth: int = AHEAD_LEVELS) -> Campaign:
    """:meth:`Campaign.start` with the protocol's options as keywords (the declaration
    :data:`core.catalogue.LDP_START`): AHEAD takes the tree depth h, its number of rounds; the grids
    (PrivAG, AAG, HDG) take their grid size, None for the guideline's."""
    options: dict[str, Any] = {"oracle": oracle}
    if mechanism == "AHEAD":
        options["depth"] = depth
    elif grid_size is not None:
        options["grid_size"] = grid_size
    return Campaign.start(mechanism=mechanism, epsilon=epsilon, domain=domain, n_users=n_users, crs=crs,
                          assignment_seed=assignment_seed, tokens=tokens, options=options)
