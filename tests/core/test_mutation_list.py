"""The mutation check's list stays applicable: every injected privacy bug of scripts/mutation.py
finds each of its snippets exactly once in today's code, and names tests that exist.

`make mutation` takes about an hour and reports a snippet the code no longer has as STALE, not
as a failure of `make test`; two entries went stale that way when PrivAG learnt tables (issue 26).
This check costs milliseconds and catches it when the code changes.
"""

import re
from pathlib import Path

import pytest

import mutation

REPO = Path(mutation.__file__).resolve().parent.parent


@pytest.mark.parametrize("bug", mutation.MUTATIONS, ids=[m.name for m in mutation.MUTATIONS])
def test_each_snippet_of_each_bug_occurs_once_and_its_tests_exist(bug):
    text = (REPO / bug.file).read_text()
    for old, new in bug.edits:
        assert text.count(old) == 1, f"{bug.name}: snippet found {text.count(old)} times in {bug.file}: {old[:70]!r}"
        text = text.replace(old, new)
    paths = [re.split(r"::", arg)[0] for arg in bug.tests if arg.startswith("tests/")]
    assert paths and all((REPO / p).exists() for p in paths), (bug.name, paths)


def test_the_bugs_have_distinct_names():
    names = [m.name for m in mutation.MUTATIONS]
    assert len(names) == len(set(names))
