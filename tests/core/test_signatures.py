"""Long parameter lists (issue 28 item 3): no function of core takes more than six positional
parameters, and no parameter with a boolean default can be passed by position (a bare ``True``
in a call says nothing). Walks every module of core with inspect.

Exempt: the constructors that ``dataclass`` generates (records; ``kw_only`` needs Python 3.10 and
QGIS 3.22 ships 3.9) and :data:`NUMPY_API`, methods that keep numpy's own signature."""

import importlib
import inspect
import pkgutil

import spatialdp.core

MAX_POSITIONAL = 6
#: methods whose signature is numpy's (core.rng.SecureGenerator stands in for numpy.random.Generator)
NUMPY_API = {"spatialdp.core.rng.SecureGenerator.integers", "spatialdp.core.rng.SecureGenerator.random"}
POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)


def functions():
    """``(qualified name, function)`` for every function and method defined in core."""
    for info in pkgutil.walk_packages(spatialdp.core.__path__, "spatialdp.core."):
        try:
            module = importlib.import_module(info.name)
        except ImportError:  # an optional dependency (torch) absent: its module cannot be read
            continue
        for name, value in vars(module).items():
            if inspect.isclass(value) and value.__module__ == module.__name__:
                for attribute, method in vars(value).items():
                    method = getattr(method, "__func__", method)
                    qualified = f"{module.__name__}.{name}.{attribute}"
                    generated = getattr(getattr(method, "__code__", None), "co_filename", "").startswith("<")
                    if inspect.isfunction(method) and not generated and qualified not in NUMPY_API:
                        yield qualified, method
            elif inspect.isfunction(value) and value.__module__ == module.__name__:
                yield f"{module.__name__}.{name}", value


def positional(function):
    parameters = list(inspect.signature(function).parameters.values())
    if parameters and parameters[0].name in ("self", "cls"):
        parameters = parameters[1:]
    return [p for p in parameters if p.kind in POSITIONAL]


def test_no_function_of_core_takes_more_than_six_positional_parameters():
    long = [f"{name} ({len(positional(f))})" for name, f in functions() if len(positional(f)) > MAX_POSITIONAL]
    assert not long, "make the parameters after the sixth keyword-only: " + ", ".join(long)


def test_no_boolean_parameter_of_core_can_be_passed_by_position():
    flags = [f"{name}({p.name})" for name, f in functions() for p in positional(f)
             if isinstance(p.default, bool)]
    assert not flags, "make these boolean parameters keyword-only: " + ", ".join(flags)


def test_the_walk_sees_the_mechanisms():
    names = {name for name, _ in functions()}
    assert {"spatialdp.core.mechanisms.ug.uniform_grid", "spatialdp.core.budget.Ledger.laplace"} <= names


def test_a_mechanism_takes_a_tuple_domain_and_no_generator():
    """The library call of issue 28: a tuple domain, ε by keyword, no generator (the secure one)."""
    import numpy as np

    from spatialdp.core import Domain, uniform_grid
    from spatialdp.core.domain import DomainError

    x, y = np.random.default_rng(0).uniform(0, 10, (2, 500))
    synopsis = uniform_grid(x, y, (0, 0, 10, 10), epsilon=1.0)
    assert synopsis.domain == Domain(0.0, 0.0, 10.0, 10.0) and synopsis.secure and synopsis.seed is None
    assert synopsis.ledger.total == 1.0
    for bad in ((0, 0, 10), "0,0,10,10", (0, 0, 0, 10)):
        try:
            uniform_grid(x, y, bad, epsilon=1.0)
        except DomainError as error:
            assert "\n" not in str(error)
        else:
            raise AssertionError(f"{bad!r} was taken as a domain")
