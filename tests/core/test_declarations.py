"""Each mechanism's declaration (core.catalogue) agrees with its release function and its guide."""

import inspect

import numpy as np
import pytest

from spatialdp.core import Domain, make_rng
from spatialdp.core.catalogue import DECLARED, MECHANISMS
from spatialdp.core.declaration import BOOLEAN, DOUBLE, ENUM, INTEGER
from spatialdp.core.guidelines import GUIDE_PARAMETERS, guidance


@pytest.mark.parametrize("mechanism", DECLARED, ids=lambda m: m.id)
def test_declared_keywords_and_defaults_are_the_functions(mechanism):
    signature = inspect.signature(mechanism.release).parameters
    for p in mechanism.parameters:
        default = mechanism.function_default(p.keyword)  # KeyError: no keyword of the function
        if default is inspect.Parameter.empty and not mechanism.guide:  # required, no guide: the interface's
            assert p.name in {"MECHANISM", "RESIDENTS", "GRID_SIZE"}, f"{mechanism.id}.{p.name}"
        elif default is inspect.Parameter.empty:  # required by the function: the guide's default
            sized = {name: key for key, name in mechanism.guide_sizes.items()}
            guide_defaults = {g.name: g.default for g in GUIDE_PARAMETERS[mechanism.guide]}
            assert p.default == guide_defaults[sized[p.name]], f"{mechanism.id}.{p.name}"
        elif p.kind == ENUM:
            assert p.options[p.default].value == default
        elif p.zero_is_none or p.optional:
            assert default is None and p.value(p.default) is None
        else:
            assert p.default == default, f"{mechanism.id}.{p.name}: {p.default} ≠ {default}"
        if p.kind in (INTEGER, DOUBLE) and p.default is not None:
            assert (p.minimum is None or p.minimum <= p.default) and \
                (p.maximum is None or p.default <= p.maximum)
        assert isinstance(p.default, bool) == (p.kind == BOOLEAN)
    names = [p.name for p in mechanism.parameters]
    assert len(set(names)) == len(names)
    if mechanism.user_bound:  # the bound k: the function's default where it has one
        k_default = signature["max_per_user"].default
        assert k_default is None or k_default == mechanism.max_per_user_default


@pytest.mark.parametrize("mechanism", [m for m in MECHANISMS if m.guide], ids=lambda m: m.id)
def test_guide_links_name_real_guide_parameters_sizes_and_equal_defaults(mechanism):
    guide_parameters = {p.name: p for p in GUIDE_PARAMETERS[mechanism.guide]}
    for p in mechanism.parameters:
        if p.guide:  # the panel's input is the algorithm's parameter: same words, default, range
            shown = guide_parameters[p.guide]
            assert (shown.label, shown.default, shown.minimum) == (p.label, p.default, p.minimum)
            assert p.maximum is None or shown.maximum == p.maximum
            assert shown.integer == (p.kind == INTEGER)
    assert set(mechanism.guide_links()) <= set(guide_parameters)
    if mechanism.max_per_user_guide:
        assert guide_parameters[mechanism.max_per_user_guide].default == mechanism.max_per_user_default
    sizes = guidance(mechanism.guide, 100_000, 1.0).sizes
    names = {p.name for p in mechanism.parameters}
    for key, name in mechanism.guide_sizes.items():
        assert key in sizes and name in names


@pytest.mark.parametrize("mechanism", [m for m in MECHANISMS if not m.point_inputs],
                         ids=lambda m: m.id)
def test_the_declared_defaults_release_a_synopsis(mechanism):
    """On the declared domain: an extent, or public polygons (four squares of it, D = 1); of the
    declared input: points, or trips (origins and destinations, by keyword)."""
    from spatialdp.core.declaration import POLYGONS, TRIPS
    from spatialdp.core.pointinpolygon import PolygonSet

    rng = make_rng(3)
    x, y = rng.uniform(0, 100, 2000), rng.uniform(0, 100, 2000)
    arguments = mechanism.arguments({p.keyword: p.value(p.default) for p in mechanism.parameters})
    if mechanism.data == TRIPS:
        flows = mechanism.release(make_rng(4), ox=x, oy=y, dx=y, dy=x, domain=Domain(0, 0, 100, 100),
                                  epsilon=1.0, **arguments)
        assert flows.origin.shape == flows.destination.shape == flows.counts.shape
        assert abs(flows.totals.outgoing.sum() - 2000) < 200
        return
    where, public = Domain(0, 0, 100, 100), {}
    if mechanism.domain == POLYGONS:
        squares = [np.array([(a, b), (a + 50, b), (a + 50, b + 50), (a, b + 50), (a, b)], dtype=float)
                   for a in (0, 50) for b in (0, 50)]
        where, public = PolygonSet(squares, list(range(4)), 4), {"depth": 1}
    synopsis = mechanism.release(x, y, where, 1.0, make_rng(4), **public, **arguments)
    assert synopsis.mechanism == mechanism.name
    if mechanism.domain == POLYGONS:
        assert len(synopsis.counts) == 4 and abs(synopsis.counts.sum() - 2000) < 100
        return
    for extra in mechanism.outputs:
        assert (synopsis.level == extra.level).any()
    for column in mechanism.columns:
        cells = synopsis.is_leaf.nonzero()[0]
        assert len(column.values(synopsis, cells)) == len(cells)


@pytest.mark.parametrize("mechanism", DECLARED, ids=lambda m: m.id)
def test_the_help_states_the_declared_defaults(mechanism):
    """A default named in the help is a placeholder filled from the declaration, never a copy."""
    values = mechanism.help_values()
    text = "".join(paragraph.format(**values) for paragraph in mechanism.help)
    assert "{" not in text and "}" not in text
    named = [name for paragraph in mechanism.help for name in values if "{" + name in paragraph]
    for name in named:
        assert f"{values[name]:g}" in text or f"{values[name]:.0%}" in text


def test_help_placeholders_follow_a_changed_default():
    import dataclasses

    from spatialdp.core.catalogue import PRIVAG

    sigma = PRIVAG.parameter("SIGMA")
    changed = dataclasses.replace(PRIVAG, parameters=tuple(
        dataclasses.replace(p, default=0.3) if p is sigma else p for p in PRIVAG.parameters))
    text = "".join(p.format(**changed.help_values()) for p in changed.help)
    assert "(default 0.3)" in text and "(default 0.2)" not in text


@pytest.mark.parametrize("mechanism", DECLARED, ids=lambda m: m.id)
def test_counts_in_the_database_is_declared_exactly_where_the_function_takes_a_count_source(mechanism):
    """The interface reads capabilities from the declaration; they must be true of the function."""
    from spatialdp.core.declaration import DATABASE_COUNTS

    from spatialdp.core.declaration import STREAMING

    takes_counts = "counts" in inspect.signature(mechanism.release).parameters
    assert mechanism.can(DATABASE_COUNTS) == takes_counts
    assert not mechanism.can(STREAMING) or takes_counts  # streamed batches are a count source too


@pytest.mark.parametrize("mechanism", DECLARED, ids=lambda m: m.id)
def test_tables_are_declared_exactly_where_the_function_takes_table_keys(mechanism):
    """CATEGORIES and PERIODS (issue 26) only where the release takes ``keys``: both for points, the
    periods alone for trips (the OD flows)."""
    from spatialdp.core.declaration import CATEGORIES, PERIODS, POINTS

    takes_keys = "keys" in inspect.signature(mechanism.release).parameters
    assert mechanism.can(PERIODS) == takes_keys
    assert mechanism.can(CATEGORIES) == (takes_keys and mechanism.data == POINTS)


def test_an_unknown_capability_is_refused():
    from spatialdp.core.catalogue import UG
    import dataclasses

    with pytest.raises(ValueError, match="unknown capabilities"):
        dataclasses.replace(UG, capabilities=frozenset({"teleportation"}))


@pytest.mark.parametrize("change", ["polygons without a layer", "a field of no layer", "an output of no field",
                                    "an output of a level and a field", "an unknown domain",
                                    "reports without their table", "an output that is a file and a number"])
def test_a_domain_layer_field_or_output_that_names_nothing_is_refused(change):
    """A declaration whose polygon domain, field or output refers to nothing declared is refused when
    it is made, not when a user runs it."""
    import dataclasses

    from spatialdp.core.catalogue import AG, POLYGON_COUNTS
    from spatialdp.core.declaration import Field, Output

    base, replaced = POLYGON_COUNTS, {}
    if change == "polygons without a layer":
        replaced = dict(layers=(), fields=(), outputs=())
    elif change == "a field of no layer":
        replaced = dict(fields=(Field("PARENT_FIELD", "parent", "Parent", layer="ZONES"),))
    elif change == "an output of no field":
        replaced = dict(outputs=(Output("PARENT_OUTPUT", "Parents", field="GROUP_FIELD"),))
    elif change == "an output of a level and a field":
        base, replaced = AG, dict(outputs=(Output("LEVEL1_OUTPUT", "Level 1", level=1, field="X"),))
    elif change == "reports without their table":
        replaced = dict(data="reports")
    elif change == "an output that is a file and a number":
        base, replaced = AG, dict(outputs=(Output("PLAN", "Plan", file="JSON files (*.json)", number=True),))
    else:
        replaced = dict(domain="a sphere")
    with pytest.raises(ValueError, match=base.id):
        dataclasses.replace(base, **replaced)


@pytest.mark.parametrize("protocol", range(4))
def test_a_campaign_starts_from_its_declaration(protocol):
    """ldpstart's declared parameters are the options the campaign records: AHEAD its depth (its number
    of rounds), the grids their grid size where given; the declared protocols are the campaign's."""
    from spatialdp.core.campaign import PROTOCOLS
    from spatialdp.core.catalogue import LDP_START

    values = {p.keyword: p.value(p.default) for p in LDP_START.parameters}
    values.update(mechanism=LDP_START.parameter("MECHANISM").options[protocol].value, grid_size=4,
                  assignment_seed=7)
    campaign = LDP_START.release(Domain(0, 0, 10, 10), 2.0, crs="EPSG:3857", **LDP_START.arguments(values))
    setting = campaign.setting
    assert setting["mechanism"] == PROTOCOLS[protocol] and setting["epsilon"] == 2.0
    assert setting["n_users"] == 1000 and setting["crs"] == "EPSG:3857" and setting["assignment_seed"] == 7
    expected = {"depth": LDP_START.parameter("DEPTH").default} if PROTOCOLS[protocol] == "AHEAD" \
        else {"grid_size": 4}
    assert setting["options"] == {"oracle": "adaptive", **expected}
    assert LDP_START.starts_campaign() and campaign.plan()["round"] == 1


def test_the_server_steps_are_declared_without_noise_of_their_own():
    """The server adds no noise: no step offers a seed; only the estimates write cells."""
    from spatialdp.core.catalogue import SERVER_STEPS

    assert not any(step.randomised for step in SERVER_STEPS)
    assert [step.id for step in SERVER_STEPS if step.writes_cells] == ["ldpestimate", "ldpcollectionestimate"]
