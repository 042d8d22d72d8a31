"""The version matrix's table: one row per column folder written by check.sh.

    python3 scripts/matrix/summary.py COLUMN_DIR…

Reads facts.json, junit.xml, smoke.log and the timing files of each folder, prints the table,
then every failed test with the first line of its message and every distinct skip reason.
Exits 1 when a column failed or left no result. Runs with the host's python3 alone (no numpy).
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

COLUMNS = ("column", "OS", "QGIS", "Python", "numpy", "GDAL", "POT", "torch",
           "passed", "failed", "skipped", "smoke", "min")


def read(folder, name, default=""):
    path = folder / name
    return path.read_text().strip() if path.exists() else default


def first_line(element):
    return (element.get("message") or "").split("\n")[0][:160]


def error_line(element):
    """The last ``SomeError: …`` line of a failure's report (the first line of an assertion
    message is often a stray stderr line), else the message's first line."""
    errors = re.findall(r"^E\s+((?:\w+\.)*\w+(?:Error|Exception): .*)$", element.text or "", re.M)
    return errors[-1][:160] if errors else first_line(element)


def junit(folder):
    """(passed, failed, skipped, [(test, message)], {skip reason}) from pytest's junit.xml."""
    path = folder / "junit.xml"
    if not path.exists():
        return None
    passed, failures, skips, reasons = 0, [], 0, set()
    for case in ET.parse(path).getroot().iter("testcase"):
        bad = next((e for e in case if e.tag in ("failure", "error")), None)
        skipped = case.find("skipped")
        if bad is not None:
            failures.append((f"{case.get('classname')}::{case.get('name')}", error_line(bad)))
        elif skipped is not None:
            skips += 1
            reasons.add(first_line(skipped))
        else:
            passed += 1
    return passed, len(failures), skips, failures, reasons


def row(folder):
    facts = json.loads(read(folder, "facts.json", "{}") or "{}")
    tests = junit(folder)
    smoke = [line for line in read(folder, "smoke.log").splitlines() if line.startswith("smoke:")]
    seconds = sum(int(read(folder, f, "0") or 0) for f in ("wall_seconds", "prepare_seconds"))
    cells = [folder.name, facts.get("os", "?").replace("Debian GNU/Linux ", "Debian "),
             facts.get("qgis", "?").split("-")[0], facts.get("python", "?"), facts.get("numpy", "?"),
             facts.get("gdal", "?"), facts.get("pot") or "-", facts.get("torch") or "-"]
    cells += [str(v) for v in tests[:3]] if tests else ["?", "?", "?"]
    cells += [smoke[-1].split(" ", 2)[1] if smoke else "?", f"{seconds / 60:.1f}"]
    ok = read(folder, "status") == "0"
    return cells, ok, tests


def main(folders):
    rows = [row(Path(f)) for f in folders]
    widths = [max(len(c), *(len(r[0][i]) for r in rows)) for i, c in enumerate(COLUMNS)]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths))  # noqa: E731
    print("\n" + line(COLUMNS) + "  result")
    for cells, ok, _ in rows:
        print(line(cells) + ("  OK" if ok else "  FAILED"))
    for (cells, _, tests), folder in zip(rows, folders):
        if tests is None:
            print(f"\n{cells[0]}: no test results — see {Path(folder) / 'test.log'}")
            continue
        for name, message in tests[3]:
            print(f"\n{cells[0]}: FAILED {name}\n    {message}")
        smoke_fails = [s for s in read(Path(folder), "smoke.log").splitlines() if s.startswith("FAIL")]
        for s in smoke_fails:
            print(f"{cells[0]}: smoke {s[:200]}")
    reasons = sorted({f"{cells[0]}: {r}" for cells, _, tests in rows if tests for r in tests[4]})
    if reasons:
        print("\nskip reasons:\n  " + "\n  ".join(reasons))
    return 0 if rows and all(ok for _, ok, _ in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
