"""The declaration of a mechanism: what a user interface needs to offer it (issue 15).

A :class:`Mechanism` names the release function of ``core.mechanisms`` and
declares its parameters (:class:`Parameter`: the name a user interface shows,
the function's keyword, type, default, range, label), its model and unit of
privacy, its public domain (an extent, or the polygons of a further input
:class:`Layer` with its :class:`Field` s), its capabilities (counts in a database,
streaming, …), its guide (:data:`core.guidelines.GUIDES`), its extra outputs and
columns, its help and its documentation page. The QGIS plugin builds one
Processing algorithm per declaration and fills the Guidance panel from the
same objects, so a mechanism is "a core function and its declaration"
(:mod:`core.catalogue` holds them all) — in the manner of QGIS's GRASS and
SAGA providers, which build their algorithms from description files.

Strings a user reads are wrapped in :func:`tr`, which returns them
unchanged; ``pylupdate5`` collects a module-level ``tr("…")`` under the
context ``@default`` (:data:`CONTEXT`), in which the plugin translates them
when it shows them. Nothing here imports QGIS.
"""

import inspect
from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Callable, Optional

#: the translation context pylupdate5 gives a module-level tr("…")
CONTEXT = "@default"

INTEGER, DOUBLE, BOOLEAN, ENUM, DATETIME = "integer", "double", "boolean", "enum", "datetime"
CENTRAL, LOCAL = "central", "local"

# The public domain a mechanism releases over (:attr:`Mechanism.domain`).
#: a rectangle, the public extent; the cells are rectangles (or hexagons) of it
EXTENT = "extent"
#: the union of the public polygons of the mechanism's first declared :class:`Layer`; the
#: function takes their :class:`core.pointinpolygon.PolygonSet` in place of the domain, and the
#: overlap bound D as ``depth`` (with ``depth_source``); the output is those polygons, with their
#: attributes (their release: :class:`core.mechanisms.polygons.PolygonRelease`)
POLYGONS = "polygons"
#: the extent and CRS of the grid the devices of a real local-DP survey used: given, never taken from
#: the data (a device knows it before it reports); the CRS is the extent's unless given
DEVICE_GRID = "device grid"
#: a local-DP campaign in rounds (:mod:`core.campaign`): the extent and CRS of its plan are given when
#: it starts (the step that declares the collection file an :class:`Output`), then every later step
#: reads them, and the rounds, from that file; the function takes the
#: :class:`~core.campaign.Campaign`
CAMPAIGN = "campaign"
DOMAINS = (EXTENT, POLYGONS, DEVICE_GRID, CAMPAIGN)

# What a mechanism reads (:attr:`Mechanism.data`).
#: a layer of the true points (a central release, or a simulated local survey)
POINTS = "points"
#: the table of the reports the devices of a real survey sent, one row each: the first declared
#: :class:`Layer` (a table), its columns declared :class:`Field` s; the server adds no noise
REPORTS = "reports"
#: trips, each from an origin to a destination: ``release(rng, *, ox, oy, dx, dy, domain, epsilon,
#: user_ids, max_per_user, …)``; a user interface reads them from a line layer (first and last
#: vertex), from origin points with the destination's coordinates in two fields, or from origin and
#: destination points joined by a trip id
TRIPS = "trips"
#: nothing but public inputs (a campaign's start and its estimate from the collection file)
PUBLIC_ONLY = "public only"
DATA = (POINTS, TRIPS, REPORTS, PUBLIC_ONLY)
#: the data of people read on this computer (the INPUT layer, whose log is not private)
PEOPLES_DATA = (POINTS, TRIPS)

# What a mechanism can do beyond releasing points it is handed (:attr:`Mechanism.capabilities`);
# a user interface offers what is declared, and never finds out by inspecting the function.
#: the release takes ``counts``, a :mod:`core.counting` source that counts the points elsewhere
#: (in a database: the points never leave it)
DATABASE_COUNTS = "database counts"
#: the count source may read the points in one pass without holding them (streamed from a file)
STREAMING = "streaming"
#: one count per (cell, category) of a public category list
CATEGORIES = "categories"
#: one count per (cell, period) of a public time range
PERIODS = "periods"
#: a table of categories and periods may be counted elsewhere too: the count source answers
#: ``table(nx, ny, n_keys)`` (a database counts (cell, key) with the public keys in SQL)
DATABASE_TABLES = "database tables"
#: the release asks its count source for the node counts of a quadtree from the root down
#: (``quadtree(max_depth)``, PrivTree): a database counts the first levels in the scan that
#: describes the layer
QUADTREE = "quadtree"
CAPABILITIES = (DATABASE_COUNTS, STREAMING, CATEGORIES, PERIODS, DATABASE_TABLES, QUADTREE)


def tr(text: str) -> str:
    """Mark a declared string for translation; the user interface translates it (:data:`CONTEXT`)."""
    return text


class Note(str):
    """A text a user reads, formatted from a template declared with :func:`tr` and values.

    It is the English text (a ``str``: records, logs and tests read it as one); a user
    interface shows it in the user's language with :meth:`translated`, which translates the
    template before formatting it.
    """

    template: str
    values: tuple[Any, ...]

    def __new__(cls, template: str, *values: Any) -> "Note":
        note = super().__new__(cls, template.format(*values))
        note.template, note.values = template, values
        return note

    def translated(self, translate: Callable[[str], str]) -> str:
        """The text with the template translated by ``translate``."""
        return translate(self.template).format(*self.values)


@dataclass(frozen=True)
class Option:
    """One choice of an enum parameter: its label and the value the function receives."""

    label: str
    value: object


@dataclass(frozen=True)
class Parameter:
    """One parameter of a mechanism, as a user interface offers it and the function takes it.

    ``name``: the Processing name (``GRID_SIZE``; saved models and
    ``qgis_process`` calls use it). ``keyword``: the release function's
    keyword argument. ``kind``: :data:`INTEGER`, :data:`DOUBLE`,
    :data:`BOOLEAN` or :data:`ENUM` (``options`` then lists the choices and
    ``default`` is the index of the default one). ``zero_is_none``: 0 is
    passed as None (the guideline chooses). ``guide``: the guide parameter
    (:class:`core.guidelines.GuideParameter`) whose value fills it.
    """

    name: str
    keyword: str
    kind: str
    default: object
    label: str
    minimum: Optional[float] = None
    maximum: Optional[float] = None
    options: tuple[Option, ...] = ()
    optional: bool = False
    advanced: bool = False
    zero_is_none: bool = False
    guide: Optional[str] = None

    def value(self, raw: Any) -> Any:
        """The function's argument for the interface's value ``raw`` (an enum's index)."""
        if raw is None:
            return None
        if self.kind == ENUM:
            return self.options[raw].value
        if self.zero_is_none and not raw:
            return None
        return raw


@dataclass(frozen=True)
class Output:
    """A further output besides the main one: the cells of one level of the synopsis (AG's first
    level), or on public polygons one feature per value of a declared :class:`Field` of theirs
    (the union of its polygons: the polygon counts' parents); or a file a campaign's step writes
    (its collection file, the plan for the devices), or a number it reports. Exactly one of
    ``level``, ``field``, ``file`` and ``number`` says which."""

    name: str
    label: str
    #: the level whose cells it holds (:attr:`core.synopsis.Synopsis.level`)
    level: Optional[int] = None
    #: the name of the declared field whose values it holds (a :data:`POLYGONS` domain)
    field: Optional[str] = None
    #: a file written whole: its file filter ("JSON files (*.json)")
    file: Optional[str] = None
    #: a number among the results (the reports used)
    number: bool = False
    #: whether the user may skip it (an output of cells always may)
    optional: bool = True

    def kinds(self) -> int:
        """How many of level, field, file and number are given (a declaration gives one)."""
        return sum((self.level is not None, self.field is not None, self.file is not None, self.number))


@dataclass(frozen=True)
class Layer:
    """A further input layer of public features besides the points (the polygons counted in), or
    the table that is the data (:data:`REPORTS`): any layer, with or without geometry."""

    name: str
    label: str
    #: the layer may be left empty (an :data:`EXTENT` domain's alternative zones: the OD flows'
    #: polygons instead of a grid); a :data:`POLYGONS` domain's layer never is
    optional: bool = False
    #: a table (any vector layer or a plain CSV), not polygons
    table: bool = False


@dataclass(frozen=True)
class Field:
    """A field of a declared :class:`Layer`, whose value per feature the function takes as
    ``keyword`` (one value per polygon: the polygon counts' parent)."""

    name: str
    keyword: str
    label: str
    #: the name of the :class:`Layer` whose field it is
    layer: str
    optional: bool = False
    #: a feature may have no value (NULL: the function gets None), e.g. a missing population
    nullable: bool = False
    #: the field's name when none is chosen (the devices' CSV's column)
    default: Optional[str] = None


@dataclass(frozen=True)
class Column:
    """A mechanism-specific attribute of every output cell.

    ``values(synopsis, cells)`` gives one value per cell of ``cells``.
    """

    name: str
    kind: str
    values: Callable[..., Any]


@dataclass(frozen=True)
class Mechanism:
    """Everything a user interface needs to release a synopsis with one mechanism.

    ``release(x, y, domain, epsilon, rng, **arguments)`` is the core function
    (``release(x, y, *point_inputs, domain, …)`` with :attr:`point_inputs`; a mechanism of
    :data:`TRIPS` takes them by keyword, :attr:`data`);
    a central mechanism also takes ``user_ids`` and ``max_per_user`` (the unit
    of privacy is then a user with at most k points). ``guide`` is its key in
    :data:`core.guidelines.GUIDES`; ``guide_sizes`` maps a
    :class:`~core.guidelines.Guidance` size to the parameter it fills, and
    ``max_per_user_guide`` the guide parameter that fills the bound k.
    ``help`` is a tuple of paragraphs (HTML) shown in order, where ``{NAME}``
    stands for the default of parameter NAME (:meth:`help_values`), so that
    the help never restates a default; ``references`` is the closing
    paragraph, ``docs_page`` the page of ``docs/``; ``audience`` opens the help and says whom
    the mechanism is for (after its group's line, which the user interface adds).
    ``domain`` is the public domain: an :data:`EXTENT`, or :data:`POLYGONS`, the polygons of
    the first of ``layers`` (``release(x, y, polygon_set, epsilon, rng, *, depth, …)``, with the
    values per polygon of the declared ``fields``). ``capabilities`` say what the user
    interface may offer beyond the parameters (push-down, streaming); it reads them, never
    the function's signature.

    The server's steps of a real local-DP survey are declared alike (:data:`core.catalogue.SERVER_STEPS`):
    their ``data`` are the :data:`REPORTS` the devices sent (or only public inputs), their domain
    the :data:`DEVICE_GRID` the devices used or a :data:`CAMPAIGN` in rounds; they draw no random
    numbers of their own (``randomised``), a campaign is booked in the release register once, when
    it starts (``registered``), and only an estimate writes cells (``writes_cells``); the start and
    the rounds write the files and numbers declared in ``outputs``.
    """

    id: str
    name: str
    display_name: str
    model: str
    release: Callable[..., Any]
    parameters: tuple[Parameter, ...]
    help: tuple[str, ...]
    references: str
    docs_page: str
    guide: Optional[str] = None
    guide_sizes: dict[str, str] = field(default_factory=dict)
    max_per_user_guide: Optional[str] = None
    outputs: tuple[Output, ...] = ()
    columns: tuple[Column, ...] = ()
    max_per_user_default: int = 1
    #: whether the unit of privacy is always the user (the user id field must be given)
    user_field_required: bool = False
    #: per-point inputs the function takes after ``x, y`` (e.g. VDR's ``user_ids, t``); a
    #: user interface that declares them supplies them itself
    point_inputs: tuple[str, ...] = ()
    #: the help's first line after its group's (who the mechanism is for; HTML without <p>)
    audience: str = ""
    #: shown after the release when the guideline chose the grid size (``params["grid_size_source"]``
    #: not "given"), formatted with the size, the number of points and ε
    guideline_note: Optional[str] = None
    #: what it can do beyond its parameters (:data:`CAPABILITIES`)
    capabilities: frozenset[str] = frozenset()
    #: settings the release function takes grouped in a frozen dataclass, ``{argument: class}``
    #: (VDR's ``denoiser``): a declared keyword that names a field of the class goes into it
    settings: dict[str, type] = field(default_factory=dict)
    #: the public domain: one of :data:`DOMAINS`
    domain: str = EXTENT
    #: further input layers (:class:`Layer`; a :data:`POLYGONS` domain's polygons, or the table of
    #: :data:`REPORTS`, come first)
    layers: tuple[Layer, ...] = ()
    #: fields of those layers the function takes (:class:`Field`)
    fields: tuple[Field, ...] = ()
    #: the main output's label (None: the user interface's "Private grid")
    output_label: Optional[str] = None
    #: what it reads: :data:`POINTS`, :data:`REPORTS` or :data:`PUBLIC_ONLY`
    data: str = POINTS
    #: labels of the common parameters where it names them otherwise: ``{"EPSILON": …}``, and for
    #: a :data:`DEVICE_GRID` (or a campaign's start) ``"EXTENT"`` and ``"CRS"``
    labels: dict[str, str] = field(default_factory=dict)
    #: whether it draws random numbers on this computer (a seed is offered); an estimate from
    #: the devices' reports draws none
    randomised: bool = True
    #: whether a run is booked in the release register (a campaign once, when it starts)
    registered: bool = True
    #: whether it releases cells (the main output, with its release record and publication rules)
    writes_cells: bool = True

    def __post_init__(self) -> None:
        unknown = set(self.capabilities) - set(CAPABILITIES)
        if unknown:
            raise ValueError(f"{self.id}: unknown capabilities {sorted(unknown)}")
        if self.domain not in DOMAINS or (self.domain == POLYGONS and (not self.layers or self.layers[0].optional)):
            raise ValueError(f"{self.id}: the domain {self.domain!r} is not one of {DOMAINS} with its layer")
        if self.data not in DATA or (self.data == REPORTS and not (self.layers and self.layers[0].table)):
            raise ValueError(f"{self.id}: the data {self.data!r} is not one of {DATA} with its table")
        layers = {layer.name for layer in self.layers}
        fields = {f.name for f in self.fields}
        if any(f.layer not in layers for f in self.fields) or any(
                o.kinds() != 1 or (o.field and o.field not in fields) for o in self.outputs):
            raise ValueError(f"{self.id}: a field or an output names no declared layer or field")

    def arguments(self, values: dict[str, Any]) -> dict[str, Any]:
        """The release function's keyword arguments from ``{keyword: value}`` of the declared
        parameters, those of a settings class (:attr:`settings`) grouped into it."""
        arguments = dict(values)
        for argument, kind in self.settings.items():
            names = {f.name for f in fields(kind)}
            arguments[argument] = kind(**{k: arguments.pop(k) for k in list(arguments) if k in names})
        return arguments

    def function_default(self, keyword: str) -> Any:
        """The release function's default for a declared ``keyword`` (the field's, for a field of a
        settings class); ``inspect.Parameter.empty`` when the function requires it. For the tests
        that check declarations against the functions."""
        for kind in self.settings.values():
            for f in fields(kind):
                if f.name == keyword:
                    return inspect.Parameter.empty if f.default is MISSING else f.default
        return inspect.signature(self.release).parameters[keyword].default

    def starts_campaign(self) -> bool:
        """Whether it starts a :data:`CAMPAIGN`: it writes the collection file (an :class:`Output`
        named COLLECTION) rather than reading it."""
        return self.domain == CAMPAIGN and any(o.name == "COLLECTION" for o in self.outputs)

    def can(self, capability: str) -> bool:
        """Whether the mechanism declares ``capability`` (one of :data:`CAPABILITIES`)."""
        return capability in self.capabilities

    @property
    def user_bound(self) -> bool:
        """Whether the unit of privacy can be a user with at most k points (central model)."""
        return self.model == CENTRAL

    def parameter(self, name: str) -> Parameter:
        """The declared parameter called ``name``."""
        return next(p for p in self.parameters if p.name == name)

    def help_values(self) -> dict[str, Any]:
        """``{parameter name: default}`` for the placeholders of :attr:`help` (MAX_PER_USER too)."""
        values: dict[str, Any] = {p.name: p.default for p in self.parameters}
        if self.user_bound:
            values["MAX_PER_USER"] = self.max_per_user_default
        return values

    def guide_links(self) -> dict[str, str]:
        """``{guide parameter: Processing parameter}`` of the parameters a guide fills."""
        links = {p.guide: p.name for p in self.parameters if p.guide}
        if self.max_per_user_guide:
            links[self.max_per_user_guide] = "MAX_PER_USER"
        return links
