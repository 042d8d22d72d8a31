"""Public times typed by a user: a time range "start/end" and period boundaries (VDR, tables)."""

import re

from qgis.PyQt.QtCore import QDateTime, Qt

from ..io import as_utc


def parse_time(text):
    """Epoch seconds from a number or an ISO 8601 date-time (no zone: UTC); ValueError if neither."""
    text = text.strip()
    try:
        return float(text)
    except ValueError:
        pass
    when = QDateTime.fromString(text, Qt.DateFormat.ISODateWithMs)
    if not when.isValid():
        raise ValueError(text)
    return as_utc(when).toMSecsSinceEpoch() / 1000.0


def parse_times(text):
    """The times of a list separated by "/", "," or ";" (empty: none)."""
    return [parse_time(part) for part in re.split(r"/|,|;", text or "") if part.strip()]


def parse_time_range(text):
    """``(t0, t1)`` epoch seconds from "start/end" (ISO 8601) or "t0,t1" (numbers); None if empty."""
    text = (text or "").strip()
    if not text:
        return None
    out = parse_times(text)
    if len(out) != 2 or not out[1] > out[0]:
        raise ValueError(text)
    return tuple(out)
